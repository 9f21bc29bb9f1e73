// Where a sign-in goes on to: the page that sent the visitor to /auth (?next=), the builder with a prompt typed
// before (?prompt=), or the form this browser built before signing up, now the account's.

/** MAX_PROMPT_LENGTH of the generation schema, repeated so the landing page does not load zod (tested equal). */
export const PROMPT_LIMIT = 4000;

function clean(prompt: string | null | undefined): string {
  return (prompt ?? '').trim().slice(0, PROMPT_LIMIT);
}

/** The prompt carried to /auth, if any. */
export function pendingPrompt(search: string): string | null {
  return clean(new URLSearchParams(search).get('prompt')) || null;
}

/** A path of this site (never another origin), or null. */
export function localPath(value: string | null | undefined): string | null {
  return value && /^\/(?![/\\])/.test(value) && value.length <= 2000 ? value : null;
}

/** Where /auth should send the visitor on to, as a query to add to /auth (empty when nowhere in particular). */
export function authQuery(next: string, extra: Record<string, string> = {}): string {
  return `?${new URLSearchParams({ ...extra, next })}`;
}

/**
 * Where to go after signing up or in: the form this browser built before (claimed by the sign-in; with
 * `publish=1` when the visitor signed up to publish it), the page that sent them, the builder with a kept prompt,
 * else '/' (the spec's target).
 */
export function afterAuthPath(search: string, claimedFormId?: number): string {
  const next = localPath(new URLSearchParams(search).get('next'));
  if (claimedFormId) {
    const publish = next && new URLSearchParams(next.split('?')[1] ?? '').get('publish') === '1';
    return `/buildform?formId=${claimedFormId}${publish ? '&publish=1' : ''}`;
  }
  if (next) return next;
  const p = pendingPrompt(search);
  return p ? `/buildform?prompt=${encodeURIComponent(p)}` : '/';
}
