// The runner answers a proof-of-work challenge without the respondent noticing, and keeps the pass.
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { solveChallenge, withChallenges } from './challenge.ts';

const challengeFor = (salt: string, n: number) => ({
  algorithm: 'SHA-256',
  challenge: createHash('sha256')
    .update(salt + n)
    .digest('hex'),
  maxnumber: 5000,
  salt,
  signature: 'sig',
});

describe('proof-of-work challenges', () => {
  it('finds the number and encodes the payload as ALTCHA does', async () => {
    const solved = await solveChallenge(challengeFor('s4lt?expires=1&', 1234));
    expect(JSON.parse(atob(solved as string))).toEqual({
      algorithm: 'SHA-256',
      challenge: challengeFor('s4lt?expires=1&', 1234).challenge,
      number: 1234,
      salt: 's4lt?expires=1&',
      signature: 'sig',
    });
    expect(await solveChallenge({ ...challengeFor('x', 9000), maxnumber: 100 })).toBeNull();
  });

  it('solves a challenged call, repeats it with the pass, and sends the pass on later calls', async () => {
    const seen: (string | null)[] = [];
    let first = true;
    const fake = (async (_input: RequestInfo | URL, init?: RequestInit) => {
      const pass = new Headers(init?.headers).get('x-altcha');
      seen.push(pass);
      if (first) {
        first = false;
        return new Response(
          JSON.stringify({ error: 'Too many requests.', challenge: challengeFor('abc', 77) }),
          {
            status: 429,
          },
        );
      }
      return new Response(JSON.stringify({ ok: true, body: init?.body }), { status: 200 });
    }) as typeof fetch;
    const f = withChallenges(fake);
    const res = await f('/api/forms/1/submit', { method: 'POST', body: '{"a":1}' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, body: '{"a":1}' });
    expect(seen[0]).toBeNull();
    expect(JSON.parse(atob(seen[1] as string)).number).toBe(77);
    await (await f('/api/sessions/x/temp-response', { method: 'PATCH' })).arrayBuffer();
    expect(seen[2]).toBe(seen[1]);
  });

  it('passes an ordinary 429 (no challenge) through with its body', async () => {
    const fake = (async () =>
      new Response(JSON.stringify({ error: 'Too many requests. Please try again later.' }), {
        status: 429,
        headers: { 'retry-after': '30' },
      })) as unknown as typeof fetch;
    const res = await withChallenges(fake)('/api/forms/1/session', { method: 'POST' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBe('30');
    expect(await res.json()).toEqual({ error: 'Too many requests. Please try again later.' });
  });
});
