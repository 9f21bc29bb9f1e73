// Account rules of docs/spec/owner-side.md §5, shared by the /auth screen and the server.
import { z } from 'zod';
import { isValidEmail } from './email.ts';

export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  usernameMin: 'Username must be at least 3 characters',
  passwordMin: 'Password must be at least 8 characters',
  passwordUpper: 'Password must contain at least one uppercase letter',
  passwordLower: 'Password must contain at least one lowercase letter',
  passwordNumber: 'Password must contain at least one number',
  passwordSpecial: 'Password must contain at least one special character',
  confirmRequired: 'Please confirm your password',
  passwordsMismatch: 'Passwords do not match',
} as const;

const ZEmail = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, { error: AUTH_MESSAGES.invalidEmail })
  .refine(isValidEmail, { error: AUTH_MESSAGES.invalidEmail });

export const ZNewPassword = z
  .string({ error: AUTH_MESSAGES.passwordMin })
  .min(8, { error: AUTH_MESSAGES.passwordMin })
  .max(256, { error: 'Password must be at most 256 characters' })
  .regex(/[A-Z]/, { error: AUTH_MESSAGES.passwordUpper })
  .regex(/[a-z]/, { error: AUTH_MESSAGES.passwordLower })
  .regex(/[0-9]/, { error: AUTH_MESSAGES.passwordNumber })
  .regex(/[^A-Za-z0-9]/, { error: AUTH_MESSAGES.passwordSpecial });

export const ZLoginInput = z.object({
  email: ZEmail,
  password: z
    .string({ error: AUTH_MESSAGES.passwordRequired })
    .min(1, { error: AUTH_MESSAGES.passwordRequired })
    .max(256),
});
export type TLoginInput = z.infer<typeof ZLoginInput>;

const ZRegisterFields = z.object({
  username: z
    .string({ error: AUTH_MESSAGES.usernameMin })
    .trim()
    .min(3, { error: AUTH_MESSAGES.usernameMin })
    .max(50, { error: 'Username must be at most 50 characters' }),
  email: ZEmail,
  password: ZNewPassword,
});
/** The shared rule: the confirmation is given and equals the password. */
const confirmRule = { error: AUTH_MESSAGES.passwordsMismatch, path: ['confirmPassword'] };

/**
 * What the server receives. The spec's payload is {username, email, password}, so API clients may leave
 * confirmPassword out; when it is sent (the registration screen always sends it) the shared rule applies.
 */
export const ZRegisterInput = ZRegisterFields.extend({
  confirmPassword: z
    .string({ error: AUTH_MESSAGES.confirmRequired })
    .min(1, { error: AUTH_MESSAGES.confirmRequired })
    .max(256)
    .optional(),
}).refine((v) => v.confirmPassword === undefined || v.password === v.confirmPassword, confirmRule);
export type TRegisterInput = z.infer<typeof ZRegisterInput>;

/** What the registration form checks in the browser: confirmPassword is required there. */
export const ZRegisterForm = ZRegisterFields.extend({
  confirmPassword: z.string().min(1, { error: AUTH_MESSAGES.confirmRequired }),
}).refine((v) => v.password === v.confirmPassword, confirmRule);

/** First messages per field, for forms. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '_');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}
