// Owners take leads out over real HTTP: delete one, a selection, every lead of one person (erasure), mark as spam,
// and a form's retention time (swept with an injected clock). Checked by outcome: the rows and stored files are
// gone, a queued webhook or e-mail for them is never sent (the queues are drained by hand, no worker runs), the
// dashboard counts move and every deletion is logged.
import crypto from 'node:crypto';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { LeadsService } from '../src/services/leads.ts';
import type { JobSource } from '../src/workers/loop.ts';
import { storedFiles, upload } from './document-fixtures.ts';
import {
  Client,
  requiredAnswers,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, Receiver } from './webhook-receiver.ts';

const NOTES = 'Anything else?';
const CONTACT = 'How can we reach you?';
const DAY = 86_400_000;

let srv: TestServer;
let smtp: SmtpReceiver;
let crm: Receiver;
let dropDb = async () => {};

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  crm = await new Receiver().up();
  // A database of its own: no other test file's worker may take (and send) these jobs.
  const db = await isolatedDatabase();
  dropDb = db.drop;
  srv = await startServer(
    { workers: false, databaseUrl: db.url, memoryDb: !db.url },
    {
      SMTP_URL: smtp.url,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_COALESCE_MS: '0',
      RATE_LIMITS: 'off',
      MAIL_FROM: 'Forms <leads@forms.example.com>',
    },
  );
}, 60_000);
afterAll(async () => {
  await srv.close();
  await crm.down();
  await smtp.down();
  await dropDb();
});

const anon = () => new Client(srv.url);
const db = () => srv.app.ctx.database.db;
const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  rowsOf<T>(await db().execute(q));

/**
 * Runs the leads worker, the webhook deliveries and the e-mail queue until none of them has anything due: the
 * state after it is what the workers would have reached.
 */
async function drain(): Promise<void> {
  const { mail, recipients, deliveries } = srv.app.ctx;
  const leads = new LeadsService(
    db(),
    mail,
    recipients,
    { origin: srv.url, unfinishedScanMs: 0 },
    srv.app.ctx.recovery,
  );
  const sources: JobSource<unknown>[] = [leads, deliveries, mail];
  const signal = new AbortController().signal;
  for (let round = 0; round < 50; round++) {
    let ran = 0;
    for (const source of sources) {
      const jobs = await source.claim(20);
      for (const job of jobs) await source.run(job, signal);
      ran += jobs.length;
    }
    if (ran === 0) return;
  }
  throw new Error('the queues did not drain');
}

/** An owner whose forms deliver to the CRM stand-in, with one published form. */
async function owner(name = 'owner') {
  const signed = await signedInClient(srv.url, name);
  const saved = await signed.client.post('/api/user/webhook', { webhookUrl: crm.url });
  expect(saved.status).toBe(200);
  return { ...signed, formId: await newForm(signed.client) };
}

async function newForm(client: Client): Promise<number> {
  const res = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

interface Lead {
  id: number;
  name: string;
  sessionId: string | null;
  /** The stored upload's document id, when the lead has one. */
  documentId?: string;
}

/**
 * One respondent's lead: a session (unless `sessionless`), optionally an upload named in the answers, then a
 * submission — or only a temporary save when `incomplete`.
 */
async function lead(
  formId: number,
  opts: {
    email?: string;
    phone?: string;
    incomplete?: boolean;
    sessionless?: boolean;
    file?: boolean;
  } = {},
): Promise<Lead> {
  const name = `Lead${crypto.randomUUID().slice(0, 8)}`;
  const session = opts.sessionless
    ? null
    : (await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)).body;
  let documentId: string | undefined;
  let note = 'no file';
  if (opts.file) {
    const up = await upload(srv.url, Buffer.from(`${name}'s bill`), 'bill.txt', {
      formId: String(formId),
      ...(session ? { sessionId: session.sessionId } : {}),
    });
    expect(up.status).toBe(200);
    documentId = up.body.id;
    note = `bill ${up.body.documentUrl}`;
  }
  const contact = {
    firstName: name,
    lastName: 'Lovelace',
    email: opts.email ?? `${name.toLowerCase()}@example.com`,
    ...(opts.phone ? { phone: opts.phone } : {}),
    consent: true,
  };
  if (opts.incomplete) {
    if (!session) throw new Error('an incomplete lead needs a session');
    const saved = await anon().patch(`/api/sessions/${session.sessionId}/temp-response`, {
      tempResponse: { ...requiredAnswers(), [NOTES]: note, [CONTACT]: contact },
    });
    expect(saved.status).toBe(200);
    const [row] = await rows<{ id: number }>(
      sql`select id from responses where session_id = ${session.sessionId}`,
    );
    return { id: Number(row.id), name, sessionId: session.sessionId, documentId };
  }
  const sent = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, {
    ...requiredAnswers(),
    [NOTES]: note,
    [CONTACT]: contact,
    ...(session ? { _sessionInfo: session } : {}),
  });
  expect(sent.status).toBe(200);
  return { id: sent.body.id, name, sessionId: session?.sessionId ?? null, documentId };
}

async function counts(client: Client, formId: number) {
  const list =
    await client.get<{ id: number; counts: { completed: number; incomplete: number } }[]>('/api/forms');
  const form = list.body.find((f) => f.id === formId);
  return form?.counts;
}

const mailsAbout = (l: Lead) => smtp.accepted.filter((m) => m.text.includes(l.name));
const filesOf = (l: Lead) =>
  storedFiles(path.join(srv.dataDir, 'documents')).filter((f) => l.documentId && f.includes(l.documentId));

async function logOf(formId: number) {
  return rows<{ user_id: number | null; reason: string; count: number }>(
    sql`select user_id, reason, count from deletion_log where form_id = ${formId} order by id`,
  );
}

async function stored(ids: number[]) {
  const found = await rows<{ id: number }>(
    sql`select id from responses where id in (${sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    )}) order by id`,
  );
  return found.map((r) => Number(r.id));
}

describe('deleting one response', () => {
  it('removes it with its upload, session and queued deliveries, moves the counts and logs it', async () => {
    const { client, formId, userId } = await owner();
    const gone = await lead(formId, { file: true });
    const kept = await lead(formId, { file: true });
    expect(filesOf(gone)).toHaveLength(1);
    expect(await counts(client, formId)).toMatchObject({ completed: 2, incomplete: 0 });

    const res = await client.delete(`/api/forms/${formId}/responses/${gone.id}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 1 });

    expect((await client.get(`/api/forms/${formId}/responses/${gone.id}`)).status).toBe(404);
    expect(await stored([gone.id, kept.id])).toEqual([kept.id]);
    expect(filesOf(gone)).toEqual([]);
    expect((await client.get(`/api/documents/${gone.documentId}`)).status).toBe(404);
    expect(
      await rows(sql`select 1 from answer_sessions where id = ${gone.sessionId as string}`),
    ).toHaveLength(0);
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });
    expect(await logOf(formId)).toEqual([{ user_id: userId, reason: 'owner', count: 1 }]);

    // Its webhook delivery and new-lead e-mail were queued before it went: neither is ever sent.
    await drain();
    expect(crm.byResponse(gone.id)).toEqual([]);
    expect(mailsAbout(gone)).toEqual([]);
    expect(crm.byResponse(kept.id)).toHaveLength(1);
    expect(mailsAbout(kept).length).toBeGreaterThan(0);
    expect(filesOf(kept)).toHaveLength(1);
    // Counted by the worker now, the kept one stays counted.
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });

    const again = await client.delete(`/api/forms/${formId}/responses/${gone.id}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ error: 'Response not found' });
  });

  it('opens a form that its response limit had closed again', async () => {
    const { client, formId } = await owner();
    expect((await client.put(`/api/forms/${formId}/settings`, { maxResponses: 1 })).status).toBe(200);
    const only = await lead(formId);
    const availability = async () =>
      (await anon().get<{ availability: { open: boolean } }>(`/api/forms/${formId}`)).body.availability;
    expect(await availability()).toMatchObject({ open: false, reason: 'full' });
    await client.delete(`/api/forms/${formId}/responses/${only.id}`);
    expect(await availability()).toMatchObject({ open: true });
  });

  it('refuses a bad id with a 400', async () => {
    const { client, formId } = await owner();
    const res = await client.delete(`/api/forms/${formId}/responses/abc`);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'Response id must be a positive integer' });
  });
});

describe('deleting a selection', () => {
  it('removes the chosen responses, complete and incomplete, sent ones too, and skips ids the form does not have', async () => {
    const { client, formId, userId } = await owner();
    const complete = await lead(formId, { file: true });
    const sessionless = await lead(formId, { sessionless: true, file: true });
    const incomplete = await lead(formId, { incomplete: true, file: true });
    const kept = await lead(formId);
    // Delivered and counted by the workers first.
    await drain();
    expect(crm.byResponse(complete.id)).toHaveLength(1);
    expect(await counts(client, formId)).toMatchObject({ completed: 3, incomplete: 1 });
    const otherForm = await newForm(client);
    const elsewhere = await lead(otherForm);

    const chosen = [complete.id, sessionless.id, incomplete.id, elsewhere.id, 2_000_000_000];
    const res = await client.post(`/api/forms/${formId}/responses/delete`, { ids: chosen });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3 });

    expect(await stored(chosen)).toEqual([elsewhere.id]);
    for (const l of [complete, sessionless, incomplete]) expect(filesOf(l)).toEqual([]);
    // What was sent about them is not kept either: the delivery log and outbox held their answers.
    const ids = [complete.id, sessionless.id, incomplete.id];
    const idSql = sql.join(
      ids.map((id) => sql`${id}::int`),
      sql`, `,
    );
    expect(await rows(sql`select 1 from webhook_deliveries where response_id in (${idSql})`)).toEqual([]);
    expect(await rows(sql`select 1 from outbox where response_id in (${idSql})`)).toEqual([]);
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });
    expect(await logOf(formId)).toEqual([{ user_id: userId, reason: 'owner', count: 3 }]);
    const list = await client.get<{ id: number }[]>(`/api/forms/${formId}/responses`);
    expect(list.body.map((r) => r.id)).toEqual([kept.id]);
    expect(list.headers.get('x-total-count')).toBe('1');
  });

  it.each([
    [{ ids: [] }, 'ids must name at least one response'],
    [{ ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'ids may name at most 500 responses'],
    [{ ids: ['x'] }, 'Response id must be a positive integer'],
    [{}, 'ids must be a list of response ids'],
  ])('refuses a bad selection (%#) with a 400', async (body, message) => {
    const { client, formId } = await owner();
    const res = await client.post(`/api/forms/${formId}/responses/delete`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});

describe("erasing a person's data", () => {
  it('deletes every response holding the e-mail address in all the owner’s forms, and no one else’s', async () => {
    const { client, formId, userId } = await owner();
    const second = await newForm(client);
    const a = await lead(formId, { email: 'Ada.L@Example.com', file: true });
    const b = await lead(formId, { email: 'ada.l@example.com', incomplete: true });
    const c = await lead(second, { email: 'ADA.L@EXAMPLE.COM', sessionless: true });
    const near = await lead(formId, { email: 'not-ada.l@example.com' });
    const someoneElse = await owner('stranger');
    const theirs = await lead(someoneElse.formId, { email: 'ada.l@example.com' });

    const res = await client.post('/api/responses/erase', { email: 'ada.l@example.com' });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ deleted: 3, forms: 2 });
    expect(await stored([a.id, b.id, c.id, near.id, theirs.id])).toEqual([near.id, theirs.id]);
    expect(filesOf(a)).toEqual([]);
    expect(await logOf(formId)).toEqual([{ user_id: userId, reason: 'erasure', count: 2 }]);
    expect(await logOf(second)).toEqual([{ user_id: userId, reason: 'erasure', count: 1 }]);
    await drain();
    for (const l of [a, b, c]) {
      expect(crm.byResponse(l.id)).toEqual([]);
      expect(mailsAbout(l)).toEqual([]);
    }
    expect(crm.byResponse(theirs.id)).toHaveLength(1);

    // Nothing left to find: the answer says so.
    expect((await client.post('/api/responses/erase', { email: 'ada.l@example.com' })).body).toEqual({
      deleted: 0,
      forms: 0,
    });
  });

  it('finds a phone number by its digits, however it was written', async () => {
    const { client, formId } = await owner();
    const written = await lead(formId, { phone: '+49 (170) 123-4567' });
    const other = await lead(formId, { phone: '+49 170 1234568' });
    const res = await client.post('/api/responses/erase', { phone: '+491701234567' });
    expect(res.body).toEqual({ deleted: 1, forms: 1 });
    expect(await stored([written.id, other.id])).toEqual([other.id]);
  });

  it.each([
    [{}, 'Enter the e-mail address or the phone number of the person'],
    [{ email: '', phone: '' }, 'Enter the e-mail address or the phone number of the person'],
    [{ email: 'not an address' }, 'The e-mail address is not valid'],
    [{ phone: '12 34 5' }, 'The phone number must have at least 6 digits'],
    [{ phone: 42 }, 'phone must be text'],
  ])('refuses a bad request (%#) with a 400', async (body, message) => {
    const { client } = await owner();
    const res = await client.post('/api/responses/erase', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });
});

describe('spam', () => {
  it('takes a lead out of the list, counts, summary, export and destinations; "not spam" brings it back to the list and counts', async () => {
    const { client, formId } = await owner();
    const spam = await lead(formId);
    const real = await lead(formId);
    const marked = await client.put(`/api/forms/${formId}/responses/${spam.id}/spam`, { spam: true });
    expect(marked.status).toBe(200);
    expect(marked.body).toEqual({ id: spam.id, spam: true });

    const ids = async (query = '') =>
      (await client.get<{ id: number }[]>(`/api/forms/${formId}/responses${query}`)).body.map((r) => r.id);
    expect(await ids()).toEqual([real.id]);
    expect(await ids('?status=spam')).toEqual([spam.id]);
    expect((await client.get(`/api/forms/${formId}/responses/count`)).body).toEqual({ total: 1 });
    expect((await client.get(`/api/forms/${formId}/responses/summary`)).body).toMatchObject({ total: 1 });
    const csv = String((await client.get(`/api/forms/${formId}/responses.csv`)).body);
    expect(csv).toContain(real.name);
    expect(csv).not.toContain(spam.name);
    expect((await client.get(`/api/forms/${formId}/responses/${spam.id}`)).body).toMatchObject({
      spam: true,
    });
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });

    await drain();
    expect(crm.byResponse(spam.id)).toEqual([]);
    expect(mailsAbout(spam)).toEqual([]);
    expect(crm.byResponse(real.id)).toHaveLength(1);
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });

    const unmarked = await client.put(`/api/forms/${formId}/responses/${spam.id}/spam`, { spam: false });
    expect(unmarked.body).toEqual({ id: spam.id, spam: false });
    expect(await ids()).toEqual([real.id, spam.id]);
    expect(await ids('?status=spam')).toEqual([]);
    expect(await counts(client, formId)).toMatchObject({ completed: 2, incomplete: 0 });
    // What was cancelled stays cancelled.
    await drain();
    expect(crm.byResponse(spam.id)).toEqual([]);
    expect(mailsAbout(spam)).toEqual([]);
  });

  it('an incomplete lead marked as spam sends nothing and counts nothing when it is submitted later', async () => {
    const { client, formId } = await owner();
    const started = await lead(formId, { incomplete: true });
    await drain();
    expect(await counts(client, formId)).toMatchObject({ completed: 0, incomplete: 1 });
    await client.put(`/api/forms/${formId}/responses/${started.id}/spam`, { spam: true });
    expect(await counts(client, formId)).toMatchObject({ completed: 0, incomplete: 0 });
    const before = crm.byResponse(started.id).length;

    const sent = await anon().post(`/api/forms/${formId}/submit`, {
      ...requiredAnswers(),
      [CONTACT]: { firstName: started.name, lastName: 'L', email: 'x@example.com', consent: true },
      _sessionInfo: { sessionId: started.sessionId, sessionNo: 1 },
    });
    expect(sent.status).toBe(200);
    await drain();
    expect(crm.byResponse(started.id)).toHaveLength(before);
    expect(mailsAbout(started)).toEqual([]);
    expect(await counts(client, formId)).toMatchObject({ completed: 0, incomplete: 0 });
    // Back from spam it counts as the completed lead it now is.
    await client.put(`/api/forms/${formId}/responses/${started.id}/spam`, { spam: false });
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });
  });

  it('deleting a lead marked as spam leaves the counts alone', async () => {
    const { client, formId } = await owner();
    const spam = await lead(formId);
    await lead(formId);
    await client.put(`/api/forms/${formId}/responses/${spam.id}/spam`, { spam: true });
    expect((await client.delete(`/api/forms/${formId}/responses/${spam.id}`)).body).toEqual({ deleted: 1 });
    expect(await counts(client, formId)).toMatchObject({ completed: 1, incomplete: 0 });
  });

  it('refuses a body without a yes or no, and a status it does not know', async () => {
    const { client, formId } = await owner();
    const l = await lead(formId);
    const res = await client.put(`/api/forms/${formId}/responses/${l.id}/spam`, { spam: 'yes' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'spam must be true or false' });
    const list = await client.get(`/api/forms/${formId}/responses?status=junk`);
    expect(list.status).toBe(400);
    expect(list.body).toEqual({ error: 'status must be all, complete, incomplete or spam' });
  });
});

describe('access', () => {
  it("another owner cannot delete, mark or see someone else's responses", async () => {
    const { client, formId } = await owner();
    const l = await lead(formId);
    const intruder = await owner('intruder');
    const paths = [
      () => intruder.client.delete(`/api/forms/${formId}/responses/${l.id}`),
      () => intruder.client.post(`/api/forms/${formId}/responses/delete`, { ids: [l.id] }),
      () => intruder.client.put(`/api/forms/${formId}/responses/${l.id}/spam`, { spam: true }),
    ];
    for (const call of paths) expect((await call()).status).toBe(403);
    // Through a form of their own, the response is not found.
    const own = intruder.formId;
    expect((await intruder.client.delete(`/api/forms/${own}/responses/${l.id}`)).status).toBe(404);
    expect(
      (await intruder.client.put(`/api/forms/${own}/responses/${l.id}/spam`, { spam: true })).status,
    ).toBe(404);
    expect((await intruder.client.post(`/api/forms/${own}/responses/delete`, { ids: [l.id] })).body).toEqual({
      deleted: 0,
    });
    // Signed out: nothing at all.
    expect((await anon().delete(`/api/forms/${formId}/responses/${l.id}`)).status).toBe(401);
    expect((await anon().post('/api/responses/erase', { email: 'a@example.com' })).status).toBe(401);
    expect(await stored([l.id])).toEqual([l.id]);
    expect((await client.get(`/api/forms/${formId}/responses/${l.id}`)).body).toMatchObject({ spam: false });
  });
});

describe('retention', () => {
  it("deletes the responses older than the form's retention time, with their files, and logs it", async () => {
    const { client, formId, userId } = await owner();
    const keepForever = await newForm(client);
    const old = await lead(formId, { file: true });
    const older = await lead(formId, { incomplete: true });
    const elsewhere = await lead(keepForever);
    const saved = await client.put(`/api/forms/${formId}/settings`, { retentionDays: 30 });
    expect(saved.body).toMatchObject({ retentionDays: 30 });
    const removal = srv.app.ctx.leadRemoval;

    // 29 days on nothing is old enough; 31 days on both of this form's responses are.
    expect(await removal.sweepRetention(new Date(Date.now() + 29 * DAY))).toEqual({
      deleted: 0,
      more: false,
    });
    expect(await stored([old.id, older.id])).toEqual([old.id, older.id]);
    const later = await removal.sweepRetention(new Date(Date.now() + 31 * DAY));
    expect(later).toEqual({ deleted: 2, more: false });
    expect(await stored([old.id, older.id, elsewhere.id])).toEqual([elsewhere.id]);
    expect(filesOf(old)).toEqual([]);
    expect(await logOf(formId)).toEqual([{ user_id: userId, reason: 'retention', count: 2 }]);
    expect(await counts(client, formId)).toMatchObject({ completed: 0, incomplete: 0 });
    await drain();
    expect(crm.byResponse(old.id)).toEqual([]);
  });
});
