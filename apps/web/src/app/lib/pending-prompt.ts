// A prompt typed before signing in survives sign-up: /auth?prompt=… and, after success, /buildform?prompt=….

/** MAX_PROMPT_LENGTH of the generation schema, repeated so the landing page does not load zod (tested equal). */
export const PROMPT_LIMIT = 4000;

function clean(prompt: string | null | undefined): string {
  return (prompt ?? '').trim().slice(0, PROMPT_LIMIT);
}

/** Where a signed-out visitor goes: /auth, carrying the prompt when there is one. */
export function authPathFor(prompt: string | null | undefined): string {
  const p = clean(prompt);
  return p ? `/auth?${new URLSearchParams({ prompt: p })}` : '/auth';
}

/** The prompt carried to /auth, if any. */
export function pendingPrompt(search: string): string | null {
  return clean(new URLSearchParams(search).get('prompt')) || null;
}

/** Where to go after signing up or in: the builder with the kept prompt, else '/' (the spec's target). */
export function afterAuthPath(search: string): string {
  const p = pendingPrompt(search);
  return p ? `/buildform?prompt=${encodeURIComponent(p)}` : '/';
}
