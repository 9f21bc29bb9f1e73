// The submitted answers' search index: on PostgreSQL its pending list is emptied in the background every few
// submissions (db/gin-sweep.ts) instead of inside the submission that fills it; search still finds
// every submission, with or without a session.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PendingListSweeper } from '../src/db/gin-sweep.ts';
import {
  Client,
  sampleAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ workers: false, ginSweepEvery: 3 });
});
afterAll(() => server.close());

describe('search index cleanup', () => {
  it('runs every 3 submissions on PostgreSQL (none on PGlite), and search finds all of them', async () => {
    const { client: owner } = await signedInClient(server.url);
    const form = await owner.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect(form.status).toBe(200);
    const formId = form.body.id;
    const word = `sweep${crypto.randomUUID().slice(0, 8)}`;
    const ids = await Promise.all(
      Array.from({ length: 7 }, async (_, n) => {
        const respondent = new Client(server.url);
        let body: Record<string, unknown> = sampleAnswers(`${word} respondent ${n}`);
        if (n % 2 === 0) {
          const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
            `/api/forms/${formId}/session`,
          );
          expect(session.status).toBe(201);
          body = { ...body, _sessionInfo: session.body };
        }
        const submit = await respondent.post<{ success: boolean; id: number }>(
          `/api/forms/${formId}/submit`,
          body,
        );
        expect(submit.status).toBe(200);
        return submit.body.id;
      }),
    );
    const sweeper = server.app.ctx.answers.stored as PendingListSweeper | null;
    if (server.app.ctx.database.kind === 'postgres') {
      expect(sweeper).not.toBeNull();
      // Seven submissions: cleanups after the third and the sixth (one at a time, so wait for the second).
      while ((sweeper?.stats.sweeps ?? 0) + (sweeper?.stats.failures ?? 0) < 2) {
        await new Promise((r) => setTimeout(r, 20));
      }
      expect(sweeper?.stats).toEqual({ sweeps: 2, failures: 0 });
    } else {
      expect(sweeper).toBeNull();
    }
    const found = await owner.get<{ id: number; response: Record<string, unknown> }[]>(
      `/api/forms/${formId}/responses?q=${word}`,
    );
    expect(found.status).toBe(200);
    expect(found.body.map((r) => r.id).sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(found.body.map((r) => r.response.anything_else).sort()).toEqual(
      Array.from({ length: 7 }, (_, n) => `${word} respondent ${n}`),
    );
  });
});
