// Accounts (docs/spec/owner-side.md §4, §5, §7): register, login, logout and the current user.
import { z } from 'zod';
import { ZLoginInput, ZRegisterInput } from '@forms-engine/model';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccessMessage } from './contract.ts';

export const ZPublicUser = z
  .object({ id: z.number().int(), username: z.string(), email: z.string(), isAdmin: z.boolean() })
  .meta({ id: 'User' });
export type TPublicUser = z.infer<typeof ZPublicUser>;

const tag = API_TAGS.account;
const ZSignedIn = successWith({
  user: ZPublicUser,
  message: z.string(),
  /** The form this browser built before signing in, now one of the account's forms. */
  claimedFormId: z.number().int().optional(),
});

export const currentUser = defineRoute({
  method: 'GET',
  path: '/api/auth/user',
  auth: 'public',
  tag,
  summary: 'The signed-in user, or isAuthenticated false',
  response: {
    200: successWith({ isAuthenticated: z.boolean(), user: ZPublicUser.nullable() }),
  },
});

export const register = defineRoute({
  method: 'POST',
  path: '/api/auth/register',
  auth: 'public',
  tag,
  summary: 'Creates an account and signs it in (sets the session cookie)',
  body: ZRegisterInput,
  response: { 201: ZSignedIn, 400: ZError, 409: ZError },
});

export const login = defineRoute({
  method: 'POST',
  path: '/api/auth/login',
  auth: 'public',
  tag,
  summary: 'Signs in (sets a new session cookie)',
  body: ZLoginInput,
  response: { 200: ZSignedIn, 401: ZError, 429: ZError },
});

/** Where a sign-in may send the browser afterwards: a path of this site only. */
export const ZNextPath = z
  .string()
  .max(2000)
  .regex(/^\/(?![/\\])/, { error: 'Enter a path of this site' })
  .optional();

export const EMAIL_LINK_SENT_MESSAGE =
  'Check your inbox: we sent you a sign-in link. It works once, for 15 minutes.';

export const requestEmailLink = defineRoute({
  method: 'POST',
  path: '/api/auth/email-link',
  auth: 'public',
  tag,
  summary: 'E-mails a one-time sign-in link (an address without an account gets one when the link is used)',
  description: 'Answers the same whether or not the address has an account.',
  body: z.object({ email: ZLoginInput.shape.email, next: ZNextPath }),
  response: { 200: ZSuccessMessage, 400: ZError, 429: ZError },
});

export const EMAIL_LINK_INVALID_MESSAGE =
  'This sign-in link has expired or was already used. Ask for a new one.';

export const verifyEmailLink = defineRoute({
  method: 'POST',
  path: '/api/auth/email-link/verify',
  auth: 'public',
  tag,
  summary: 'Signs in with an e-mailed link (sets the session cookie); creates the account on first use',
  body: z.object({ token: z.string().min(1).max(200) }),
  response: { 200: ZSignedIn, 400: ZError },
});

export const logout = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  auth: 'public',
  tag,
  summary: 'Signs out (clears the session cookie)',
  response: { 200: ZSuccessMessage },
});
