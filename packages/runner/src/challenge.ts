// Solves the server's ALTCHA proof-of-work challenge (SHA-256 over salt + number) and retries the call with it.

/** An ALTCHA v1 challenge as the server sends it in a 429 body. */
export interface PowChallenge {
  algorithm: string;
  challenge: string;
  maxnumber?: number;
  salt: string;
  signature: string;
}

const hex = (buf: ArrayBuffer) =>
  Array.from(new Uint8Array(buf), (b) => b.toString(16).padStart(2, '0')).join('');

/** The payload to send back (base64 JSON, as ALTCHA's widget sends it), or null when no number fits. */
export async function solveChallenge(c: PowChallenge): Promise<string | null> {
  if (c.algorithm !== 'SHA-256') return null;
  const max = Math.min(c.maxnumber ?? 1_000_000, 10_000_000);
  const encoder = new TextEncoder();
  for (let n = 0; n <= max; n++) {
    const digest = await crypto.subtle.digest('SHA-256', encoder.encode(c.salt + n));
    if (hex(digest) === c.challenge) {
      const payload = {
        algorithm: c.algorithm,
        challenge: c.challenge,
        number: n,
        salt: c.salt,
        signature: c.signature,
      };
      return btoa(JSON.stringify(payload));
    }
  }
  return null;
}

function challengeOf(body: unknown): PowChallenge | null {
  const c = (body as { challenge?: unknown } | null)?.challenge as Partial<PowChallenge> | undefined;
  if (!c || typeof c !== 'object') return null;
  const ok = ['algorithm', 'challenge', 'salt', 'signature'].every(
    (k) => typeof c[k as keyof PowChallenge] === 'string',
  );
  return ok ? (c as PowChallenge) : null;
}

/**
 * A fetch that answers a challenge invisibly: on 429 with `challenge` it solves it, keeps the solution as a
 * pass for the following calls (X-Altcha) and repeats the call once. Any other answer passes through.
 */
export function withChallenges(fetchFn: typeof fetch): typeof fetch {
  let pass: string | null = null;
  const send = (input: RequestInfo | URL, init: RequestInit | undefined) => {
    if (!pass) return fetchFn(input, init);
    const headers = new Headers(init?.headers);
    headers.set('x-altcha', pass);
    return fetchFn(input, { ...init, headers });
  };
  return async (input, init) => {
    const res = await send(input, init);
    if (res.status !== 429) return res;
    const text = await res.text();
    let body: unknown = null;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: an ordinary 429.
    }
    const challenge = challengeOf(body);
    const solved = challenge ? await solveChallenge(challenge) : null;
    if (!solved)
      return new Response(text, { status: res.status, statusText: res.statusText, headers: res.headers });
    pass = solved;
    return send(input, init);
  };
}
