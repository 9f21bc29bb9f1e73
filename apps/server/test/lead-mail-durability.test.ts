// New-lead e-mails are queued with the answers and sent once: an instance killed (kill -9) right after the
// submission or in the middle of the SMTP conversation leaves the next instance to send it, exactly once; two
// instances on one PostgreSQL never both send one.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, twoInstances, uniqueLabel } from './helper.ts';
import { startChildServer } from './processes.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, ownPostgres, waitFor } from './webhook-receiver.ts';

const ANSWERS = {
  'What type of property do you have?': 'flat',
  'Monthly electricity bill': 200,
  'How can we reach you?': {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    consent: true,
  },
};

const cleanup: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

async function ownerWithForm(base: string) {
  const { client, email } = await signedInClient(base, 'durable');
  const form = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  return { client, email, formId: form.body.id };
}

async function submit(base: string, formId: number): Promise<number> {
  const res = await new Client(base).post<{ id: number }>(`/api/forms/${formId}/submit`, ANSWERS);
  expect(res.status).toBe(200);
  return res.body.id;
}

async function childEnv(smtp: SmtpReceiver) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-leadmail-'));
  cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
  const db = await isolatedDatabase();
  cleanup.push(db.drop);
  // A 1 s SMTP time limit makes a message's claim lease 11 s, so the reclaim happens within the test.
  return {
    DATA_DIR: dataDir,
    DATABASE_URL: db.url ?? '',
    SMTP_URL: smtp.url,
    SMTP_TIMEOUT_MS: '1000',
    WEBHOOK_POLL_MS: '25',
    RATE_LIMITS: 'off',
    METRICS_TOKEN,
  };
}

const METRICS_TOKEN = 'durability-test-metrics';

/** Whether no e-mail is queued or being sent on any instance (the mail queue gauge of /metrics): nothing more can come. */
async function mailQueueEmpty(base: string): Promise<boolean> {
  const res = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(res.status).toBe(200);
  const depth = [...(await res.text()).matchAll(/^forms_engine_mail_queue_depth\{[^}]*\} (\d+)$/gm)];
  return depth.reduce((n, m) => n + Number(m[1]), 0) === 0;
}

const messageIdOf = (raw: string) => /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim();

describe('durable new-lead e-mail', () => {
  it('an owner e-mail cut off mid-send by kill -9 is sent once, with the same Message-ID, by the next instance', async () => {
    const smtp = await new SmtpReceiver().up();
    cleanup.push(() => smtp.down());
    smtp.hold = true;
    const env = await childEnv(smtp);
    const first = await startChildServer(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const { email, formId } = await ownerWithForm(first.url);
    await submit(first.url, formId);
    // The SMTP server has the message's DATA but has not answered: the instance dies in the middle of sending.
    await waitFor(() => smtp.held.length > 0, 15_000, 'message data in flight');
    await first.stop('SIGKILL');
    expect(smtp.to(email)).toHaveLength(0);

    smtp.hold = false;
    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    const mail = await waitFor(() => smtp.to(email)[0], 40_000, 'reclaimed e-mail');
    expect(mail.subject).toMatch(/^New lead from Grace Hopper: /);
    expect(messageIdOf(mail.raw)).toBe(messageIdOf(smtp.held[0]));
    await waitFor(() => mailQueueEmpty(second.url), 20_000, 'an empty mail queue');
    expect(smtp.to(email)).toHaveLength(1);
  }, 150_000);

  it('a submission acknowledged just before kill -9 has its e-mail queued and sent once (a repeat only with the same Message-ID)', async () => {
    const smtp = await new SmtpReceiver().up();
    cleanup.push(() => smtp.down());
    const env = await childEnv(smtp);
    const first = await startChildServer(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const { email, formId } = await ownerWithForm(first.url);
    // Several submissions, the instance killed as soon as the last one is acknowledged: some are sent, some are
    // half-processed, some untouched — each must arrive once.
    const ids: number[] = [];
    for (let i = 0; i < 5; i++) ids.push(await submit(first.url, formId));
    await first.stop('SIGKILL');
    // Messages on connections opened before the second instance started came from the killed one.
    const secondStarted = Date.now();
    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    await waitFor(
      () => new Set(smtp.to(email).map((m) => messageIdOf(m.raw))).size >= ids.length,
      40_000,
      `${ids.length} e-mails`,
    );
    await waitFor(() => mailQueueEmpty(second.url), 20_000, 'an empty mail queue');
    const mails = smtp.to(email);
    const received = mails.map((m) => messageIdOf(m.raw));
    // One distinct message per submission. SMTP has no idempotency: if the kill lands in the
    // milliseconds between the SMTP server's acceptance of a message and our record of it, the next instance
    // sends that message again — with the same Message-ID, so receivers drop it. The worker sends several at once
    // (its concurrency), so more than one can be caught so; but each instance sends each message once, and a
    // message comes twice only across the kill.
    expect(new Set(received).size).toBe(ids.length);
    const before = mails.filter((m) => m.connectedAt < secondStarted).map((m) => messageIdOf(m.raw));
    const after = mails.filter((m) => m.connectedAt >= secondStarted).map((m) => messageIdOf(m.raw));
    expect(new Set(before).size).toBe(before.length);
    expect(new Set(after).size).toBe(after.length);
  }, 150_000);
});

describe('two app instances on one PostgreSQL', () => {
  it('queue and send each new-lead e-mail exactly once between them', async () => {
    const smtp = await new SmtpReceiver().up();
    cleanup.push(() => smtp.down());
    const env = { SMTP_URL: smtp.url, WEBHOOK_POLL_MS: '10', RATE_LIMITS: 'off', METRICS_TOKEN };
    const instances = await twoInstances({}, env, ownPostgres);
    cleanup.push(() => instances.close());
    const [a, b] = instances.servers;
    const { email, formId, client } = await ownerWithForm(a.url);
    const n = 30;
    await Promise.all(Array.from({ length: n }, (_, i) => submit(i % 2 ? a.url : b.url, formId)));
    await waitFor(() => smtp.to(email).length >= n, 30_000, `${n} e-mails`);
    await waitFor(() => mailQueueEmpty(a.url), 20_000, 'an empty mail queue');
    expect(smtp.to(email)).toHaveLength(n);
    const list = await client.get<{ id: number; counts: { completed: number } }[]>('/api/forms');
    expect(list.body.find((f) => f.id === formId)?.counts.completed).toBe(n);
  }, 120_000);
});
