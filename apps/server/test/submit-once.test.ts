// A session submits once: the second submission answers 409, changes nothing and sends no second completion webhook.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import {
  Client,
  sampleAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { Receiver, waitFor } from './webhook-receiver.ts';

let server: TestServer;
let receiver: Receiver;

beforeAll(async () => {
  server = await startServer({}, { WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '25' });
  receiver = await new Receiver().up();
});
afterAll(async () => {
  await server.close();
  await receiver.down();
});

it('answers 409 to a second submission of a session, keeps the first answers and fires no second completion', async () => {
  const { client: owner } = await signedInClient(server.url);
  const form = await owner.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect((await owner.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
  const respondent = new Client(server.url);
  const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
    `/api/forms/${form.body.id}/session`,
  );
  const info = { _sessionInfo: session.body };

  const first = await respondent.post<{ id: number }>(`/api/forms/${form.body.id}/submit`, {
    ...sampleAnswers('First answer'),
    ...info,
  });
  expect(first.status).toBe(200);
  const again = await respondent.post(`/api/forms/${form.body.id}/submit`, {
    ...sampleAnswers('Overwritten'),
    ...info,
  });
  expect(again.status).toBe(409);
  expect(again.body).toEqual({
    error: 'This response has already been submitted. Start over to send another one.',
  });

  const rows = (
    await owner.get<{ id: number; response: Record<string, unknown> }[]>(
      `/api/forms/${form.body.id}/responses`,
    )
  ).body;
  expect(rows).toHaveLength(1);
  expect(rows[0].response.anything_else).toBe('First answer');

  const db = server.app.ctx.database.db;
  const queued = rowsOf<{ event: string }>(
    await db.execute(sql`select event from webhook_deliveries where response_id = ${first.body.id}`),
  ).map((r) => r.event);
  expect(queued.filter((e) => e === 'response.completed')).toHaveLength(1);
  await waitFor(() => receiver.received.some((r) => r.payload.type === 'response.completed'));
  const pending = rowsOf<{ n: number }>(
    await db.execute(
      sql`select count(*)::int as n from webhook_deliveries where response_id = ${first.body.id} and status <> 'succeeded'`,
    ),
  );
  expect(Number(pending[0]?.n)).toBe(0);
  expect(receiver.received.filter((r) => r.payload.type === 'response.completed')).toHaveLength(1);

  // Start Over: a new session submits normally.
  const next = await respondent.post<{ sessionId: string; sessionNo: number }>(
    `/api/forms/${form.body.id}/session`,
  );
  const second = await respondent.post(`/api/forms/${form.body.id}/submit`, {
    ...sampleAnswers('Second respondent'),
    _sessionInfo: next.body,
  });
  expect(second.status).toBe(200);
});
