// Account rules of docs/spec/owner-side.md §5, shared by the /auth screen and the server.
import { z } from 'zod';
import { isValidEmail } from './email.ts';

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordMax: 'Password must be at most 256 characters',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
} as const;

/** The shortest password accepted (NIST SP 800-63B: at least 8 for a password chosen by the user). */
export const PASSWORD_MIN_LENGTH = 8;

const ZEmail = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .refine(isValidEmail, { error: AUTH_MESSAGES.invalidEmail });

/**
 * A new password, as NIST SP 800-63B asks: long enough, any characters (spaces and emoji too), no rules about
 * character classes. The server also refuses passwords found in a list of common ones (services/passwords.ts),
 * which the browser does not download.
 */
export const ZNewPassword = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(PASSWORD_MIN_LENGTH, { error: AUTH_MESSAGES.passwordMin })
  .max(256, { error: AUTH_MESSAGES.passwordMax });

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(256),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

/** A username (optional on sign-up: without one it is made from the e-mail address). */
const ZUsername = z
  .string({ error: AUTH_MESSAGES.usernameMin })
  .trim()
  .min(3, { error: AUTH_MESSAGES.usernameMin })
  .max(50, { error: 'Username must be at most 50 characters' });

/** The shared rule: the confirmation, when given, equals the password. */
const confirmRule = { error: AUTH_MESSAGES.passwordsMismatch, path: ['confirmPassword'] };

/**
 * What the server receives: the spec's {username, email, password}, where username may now be left out (or
 * empty) and is then made from the e-mail address; confirmPassword is checked when sent.
 */
export const ZRegisterInput = z
  .object({
    username: z.union([z.literal('').transform(() => undefined), ZUsername]).optional(),
    email: ZEmail,
    password: ZNewPassword,
    confirmPassword: z
      .string({ error: AUTH_MESSAGES.confirmRequired })
      .min(1, { error: AUTH_MESSAGES.confirmRequired })
      .max(256)
      .optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, confirmRule);
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** What the sign-up form checks in the browser: an e-mail address and a password. */
export const ZRegisterForm = z.object({ email: ZEmail, password: ZNewPassword });

/** A username made from an e-mail address ("anna.schmidt@example.com" → "anna.schmidt"), 3 to 50 characters. */
export function usernameFromEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  const clean = (v: string) => v.replace(/[^\p{L}\p{N}._-]+/gu, '').slice(0, 50);
  if (clean(local).length >= 3) return clean(local);
  return `${clean(local) || 'owner'}-${clean(domain.split('.')[0] ?? '') || 'forms'}`.slice(0, 50);
}

/** First messages per field, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
