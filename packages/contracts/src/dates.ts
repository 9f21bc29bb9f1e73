// Dates that arrive as text (filters, close dates): readable by Date and within the years both databases store.

/** The earliest and latest years a date from a client may name; PostgreSQL refuses dates far outside them. */
export const DATE_YEARS = { min: 1, max: 9999 } as const;

/** The date a text names when `Date` reads it and its year is within DATE_YEARS, else null. */
export function parseClientDate(text: string): Date | null {
  if (text.length > 60) return null;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return null;
  const date = new Date(ms);
  const year = date.getUTCFullYear();
  return year >= DATE_YEARS.min && year <= DATE_YEARS.max ? date : null;
}
