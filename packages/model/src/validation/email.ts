// The simple e-mail rule shared by runner, server and account forms: text, @, text, dot, text, no spaces.
const EMAIL_PARTS = /^[^\s@]+@([^\s@]+)$/;

export function isValidEmail(value: string): boolean {
  const domain = EMAIL_PARTS.exec(value)?.[1];
  // A dot with text on both sides, looked up directly: a pattern for it would retry every dot of a long domain.
  return !!domain && domain.slice(1, -1).includes('.');
}
