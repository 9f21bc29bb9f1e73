// Marks the database calls made for a respondent's submission, so PGlite's thread runs them before the calls
// that can wait (temporary saves, sessions, background work): the submission is the lead, a save a few ms later
// costs nobody anything. On PostgreSQL the mark is ignored (its server has its own connections and scheduler).
import { AsyncLocalStorage } from 'node:async_hooks';

const lead = new AsyncLocalStorage<true>();

/** Runs `fn` with every database call it makes (directly or through drizzle) marked as first in line. */
export function firstInLine<T>(fn: () => Promise<T>): Promise<T> {
  return lead.run(true, fn);
}

/** Whether the current call was made inside `firstInLine`. */
export function isFirstInLine(): boolean {
  return lead.getStore() === true;
}
