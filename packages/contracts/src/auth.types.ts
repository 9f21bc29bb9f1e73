// Accounts (docs/spec/owner-side.md §4, §5, §7): register, login, logout and the current user.
import { z } from 'zod';
import { ZLoginInput, ZRegisterInput } from '@forms-engine/model';
import { API_TAGS, defineRoute, successWith, ZError, ZSuccessMessage } from './contract.ts';

export const ZPublicUser = z
  .object({ id: z.number().int(), username: z.string(), email: z.string(), isAdmin: z.boolean() })
  .meta({ id: 'User' });
export type TPublicUser = z.infer<typeof ZPublicUser>;

const tag = API_TAGS.account;
const ZSignedIn = successWith({ user: ZPublicUser, message: z.string() });

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

export const logout = defineRoute({
  method: 'POST',
  path: '/api/auth/logout',
  auth: 'public',
  tag,
  summary: 'Signs out (clears the session cookie)',
  response: { 200: ZSuccessMessage },
});
