// Joins class names, skipping falsy parts (no Tailwind merge: callers avoid conflicting utilities).
export function cn(...parts: Array<string | false | null | undefined>): string {
  return parts.filter(Boolean).join(' ');
}
