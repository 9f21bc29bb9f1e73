// The responses page's written-in first screen never breaks or holds up the page: a failed or slow read leaves it out.
import type { FastifyRequest } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIRST_SCREEN_ID, firstScreenBlock } from './first-screen.ts';

const owner = { id: 7, email: 'owner@example.com' };

/** A request from the signed-in owner of form 3 whose form read does `find`. */
function request(find: () => Promise<unknown>, warnings: unknown[] = []): FastifyRequest {
  return {
    cookies: { fe_session: 'token' },
    log: { warn: (...args: unknown[]) => warnings.push(args) },
    server: { ctx: { auth: { userForToken: async () => owner }, forms: { find } } },
  } as unknown as FastifyRequest;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('firstScreenBlock', () => {
  it('leaves the data out, and says why in the log, when reading it fails', async () => {
    const warnings: unknown[] = [];
    const block = await firstScreenBlock(
      request(async () => {
        throw new Error('connection lost');
      }, warnings),
      3,
    );
    expect(block).toBe('');
    expect(warnings).toHaveLength(1);
    expect(JSON.stringify(warnings[0])).toContain('first screen data left out');
  });

  it('leaves the data out when reading it does not finish in time', async () => {
    vi.useFakeTimers();
    const pending = firstScreenBlock(
      request(() => new Promise(() => {})),
      3,
    );
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toBe('');
  });

  it("leaves it out for a form that is someone else's", async () => {
    const block = await firstScreenBlock(
      request(async () => ({ id: 3, userId: 8 })),
      3,
    );
    expect(block).toBe('');
    expect(block).not.toContain(FIRST_SCREEN_ID);
  });
});
