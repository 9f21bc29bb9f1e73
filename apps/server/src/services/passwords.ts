// The common-password check of NIST SP 800-63B: a new password must not be one that attackers try first.
import { createRequire } from 'node:module';
import { PASSWORD_MIN_LENGTH } from '@forms-engine/model';

export const COMMON_PASSWORD_MESSAGE =
  'This password is too common: attackers try it first. Choose a longer or less common one, such as a few unrelated words.';
export const PASSWORD_LIKE_EMAIL_MESSAGE = 'Choose a password that is not your e-mail address or name.';

/**
 * The 49,233 passwords most often found in leaks, most common first (zxcvbn-ts's list, MIT); only those long enough
 * to pass the length rule are kept. Loaded on first use: most requests never register an account.
 */
let common: Set<string> | null = null;
function commonPasswords(): Set<string> {
  if (!common) {
    const list = createRequire(import.meta.url)('@zxcvbn-ts/language-common/src/passwords.json') as string[];
    common = new Set(list.filter((p) => p.length >= PASSWORD_MIN_LENGTH).map((p) => p.toLowerCase()));
  }
  return common;
}

/** Why a new password is refused, or null when it may be used (its length is the schema's rule). */
export function passwordProblem(
  password: string,
  context: { email: string; username?: string },
): string | null {
  const lower = password.toLowerCase();
  if (commonPasswords().has(lower)) return COMMON_PASSWORD_MESSAGE;
  // One character over and over ("aaaaaaaa", "11111111") is as easy to guess as a listed one.
  if (new Set(lower).size === 1) return COMMON_PASSWORD_MESSAGE;
  const local = context.email.toLowerCase().split('@')[0] ?? '';
  const name = context.username?.toLowerCase() ?? '';
  if (
    lower === context.email.toLowerCase() ||
    (local.length >= 3 && lower === local) ||
    (name && lower === name)
  )
    return PASSWORD_LIKE_EMAIL_MESSAGE;
  return null;
}
