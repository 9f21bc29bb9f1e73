// Avatar initials for the user menu: the first letters of the username's words, at most 2.
export function initials(username: string | null | undefined): string {
  const words = (username ?? '')
    .trim()
    .split(/[\s._-]+/)
    .filter(Boolean);
  if (words.length === 0) return '?';
  const letters =
    words.length === 1 ? Array.from(words[0]).slice(0, 2) : words.slice(0, 2).map((w) => Array.from(w)[0]);
  return letters.join('').toUpperCase();
}
