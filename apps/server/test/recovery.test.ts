// Bringing back unfinished leads over real HTTP and a real SMTP conversation: the "finish your request" e-mail after
// the owner's idle time (injected clock), its single-use expiring link exchanged for the answer session under a new
// id, the recovered count, and unfinished answers deleted with their uploads after the retention time.
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { storedFiles, upload } from './document-fixtures.ts';
import { Client, publishSample, requiredAnswers, startServer, type TestServer } from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

const MINUTE = 60_000;
const DAY = 86_400_000;
const LINK_GONE = 'This link has expired or was already used. Start the form again to answer.';

let smtp: SmtpReceiver;
let srv: TestServer;
let dropDb: () => Promise<void>;
let owner: Client;
let formId: number;
let label: string;

const anon = () => new Client(srv.url);
const answers = requiredAnswers();
/** The contact step's answer key, whatever the helper keys answers by. */
const contactKey = Object.keys(answers).find(
  (k) => typeof answers[k as keyof typeof answers] === 'object',
) as string;
const db = () => srv.app.ctx.database.db;
const rows = async <T = Record<string, unknown>>(q: ReturnType<typeof sql>) =>
  rowsOf<T>(await db().execute(q));
const clock = (offsetMs: number) => {
  srv.app.ctx.recovery.now = () => new Date(Date.now() + offsetMs);
};

const recovery = {
  enabled: true,
  idleMinutes: 60,
  subject: 'Your quote is nearly ready',
  text: 'Hi there, you were nearly done.',
};

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  const isolated = await isolatedDatabase();
  dropDb = isolated.drop;
  srv = await startServer(
    { databaseUrl: isolated.url, publicUrl: 'https://forms.example.com' },
    {
      SMTP_URL: smtp.url,
      RATE_LIMITS: 'off',
      WEBHOOK_POLL_MS: '25',
      MAIL_FROM: 'Forms <leads@forms.example.com>',
    },
  );
  ({ client: owner, id: formId, label } = await publishSample(srv.url, 'recovery'));
  const put = await owner.put<{ recovery: { since?: string } }>(`/api/forms/${formId}/notifications`, {
    owner: { enabled: false },
    recovery,
  });
  expect(put.status).toBe(200);
  expect(put.body.recovery).toMatchObject({ ...recovery, since: expect.any(String) });
}, 60_000);
afterAll(async () => {
  await srv.close();
  await smtp.down();
  await dropDb();
});

/** A respondent who answered up to the contact step and left. */
async function leaveAfterContact(email: string, consent = true) {
  const session = (
    await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)
  ).body;
  const [first] = Object.entries(answers);
  const saved = await anon().patch(`/api/sessions/${session.sessionId}/temp-response`, {
    tempResponse: {
      [first?.[0] as string]: first?.[1],
      [contactKey]: { firstName: 'Ada', lastName: 'Lovelace', email, consent },
    },
  });
  expect(saved.status).toBe(200);
  return session;
}

const linkIn = (text: string) =>
  /https:\/\/forms\.example\.com\/embed\?id=(\d+)#fe_recover=([\w-]+)/.exec(text);

describe('recovery settings', () => {
  it('refuses a switched-on invitation without subject or text, answers in its subject, and a short idle time', async () => {
    const cases: [unknown, string][] = [
      [{ ...recovery, subject: '' }, 'recovery.subject is required'],
      [{ ...recovery, text: ' ' }, 'recovery.text is required'],
      [{ ...recovery, subject: 'Hi {{contact.firstName}}' }, 'The "finish your request" subject cannot show'],
      [
        { ...recovery, idleMinutes: 2 },
        'recovery.idleMinutes must be a whole number of minutes from 5 to 10080',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await owner.put<{ error: string }>(`/api/forms/${formId}/notifications`, {
        recovery: body,
      });
      expect(res.status).toBe(400);
      expect(res.body.error).toContain(message);
    }
  });

  it('keeps unfinished answers 30 days unless the owner sets another time', async () => {
    const got = await owner.get<{ unfinishedRetentionDays: number }>(`/api/forms/${formId}/settings`);
    expect(got.body.unfinishedRetentionDays).toBe(30);
    const bad = await owner.put<{ error: string }>(`/api/forms/${formId}/settings`, {
      unfinishedRetentionDays: 0,
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toBe('Days to keep unfinished answers must be a whole number from 1 to 3650');
  });
});

describe('finish your request', () => {
  it('invites a respondent who gave an e-mail and consent, once, after the idle time; not one without consent', async () => {
    const ann = 'ann.recover@example.com';
    const bob = 'bob.noconsent@example.com';
    const annSession = await leaveAfterContact(ann);
    const bobSession = await leaveAfterContact(bob, false);
    const mailedOf = async (sessionId: string) =>
      (
        await rows<{ mailed: boolean }>(
          sql`select recovery_mailed_at is not null as mailed from responses where session_id = ${sessionId}`,
        )
      )[0]?.mailed;
    // An hour after the last answer (the clock is injected) the worker invites.
    clock(61 * MINUTE);
    const mail = await waitFor(() => smtp.to(ann)[0], 15_000, 'recovery e-mail');
    expect(mail.subject).toBe('Your quote is nearly ready');
    expect(mail.text).toContain('Hi there, you were nearly done.');
    expect(mail.headers['reply-to']).toContain('@example.com');
    const link = linkIn(mail.text);
    expect(link?.[1]).toBe(String(formId));
    // The link carries a token, never the session id.
    expect(mail.text).not.toContain(annSession.sessionId);
    expect(mail.html).toContain(`#fe_recover=${link?.[2]}`);
    // Bob's response was looked at (marked) but, without consent, nobody was mailed.
    await waitFor(async () => (await mailedOf(bobSession.sessionId)) === true, 15_000, 'bob looked at');
    expect(smtp.to(bob)).toHaveLength(0);
    // Only a hash of the token is stored.
    const stored = await rows<{ token_hash: string }>(sql`select token_hash from recovery_tokens`);
    expect(stored.map((r) => r.token_hash)).not.toContain(link?.[2]);
    expect(smtp.to(ann)).toHaveLength(1);
  });

  it('exchanges the token once for the session under a new id, which submits and counts as recovered', async () => {
    const email = 'cleo.recover@example.com';
    const old = await leaveAfterContact(email);
    clock(2 * 60 * MINUTE);
    const mail = await waitFor(() => smtp.to(email)[0], 15_000, 'recovery e-mail');
    const token = linkIn(mail.text)?.[2] as string;
    clock(2 * 60 * MINUTE + 5 * MINUTE);

    // A phone number the respondent verified before leaving stays verified.
    await db().execute(sql`
      insert into verification_codes (session_id, form_id, channel, target, code_hash, expires_at, verified_at)
      values (${old.sessionId}, ${formId}, 'phone', '+12024561111', 'x:y', now(), now())`);
    const fresh = anon();
    const got = await fresh.post<{
      formId: number;
      sessionId: string;
      sessionNo: number;
      tempResponse: object;
    }>('/api/sessions/recover', { token });
    expect(got.status).toBe(200);
    expect(got.body.formId).toBe(formId);
    expect(got.body.sessionNo).toBe(old.sessionNo);
    expect(got.body.sessionId).not.toBe(old.sessionId);
    // Stored answers are keyed by step id: the contact answer is found by its content.
    expect(Object.values(got.body.tempResponse)).toContainEqual(expect.objectContaining({ email }));
    // Whoever held the old id reads nothing any more; the new id resumes.
    expect((await anon().get(`/api/sessions/${old.sessionId}/temp-response`)).status).toBe(404);
    expect((await fresh.get(`/api/sessions/${got.body.sessionId}/temp-response`)).status).toBe(200);
    const codes = await rows<{ session_id: string }>(
      sql`select session_id from verification_codes where target = '+12024561111'`,
    );
    expect(codes).toEqual([{ session_id: got.body.sessionId }]);
    // The link does not work twice.
    const again = await anon().post<{ error: string }>('/api/sessions/recover', { token });
    expect(again.status).toBe(404);
    expect(again.body.error).toBe(LINK_GONE);

    const submitted = await fresh.post(`/api/forms/${formId}/submit`, {
      ...answers,
      [contactKey]: { firstName: 'Cleo', lastName: 'Lee', email, consent: true },
      _sessionInfo: { sessionId: got.body.sessionId, sessionNo: got.body.sessionNo },
    });
    expect(submitted.status).toBe(200);
    const list =
      await owner.get<{ id: number; counts: { recovered?: number; completed: number } }[]>(
        '/api/forms/summaries',
      );
    expect(list.body.find((f) => f.id === formId)?.counts).toMatchObject({ recovered: 1 });
    expect(label).toBeTruthy();
  });

  it('refuses an expired link, an unknown one and one of a response submitted meanwhile', async () => {
    const email = 'dan.recover@example.com';
    const session = await leaveAfterContact(email);
    clock(3 * 60 * MINUTE);
    const mail = await waitFor(() => smtp.to(email)[0], 15_000, 'recovery e-mail');
    const token = linkIn(mail.text)?.[2] as string;
    // Eight days later the seven-day link has expired.
    clock(8 * DAY);
    const late = await anon().post<{ error: string }>('/api/sessions/recover', { token });
    expect(late.status).toBe(404);
    expect(late.body.error).toBe(LINK_GONE);
    clock(3 * 60 * MINUTE);
    for (const bad of ['x'.repeat(43), 'not a token', '']) {
      const res = await anon().post<{ error: string }>('/api/sessions/recover', { token: bad });
      expect(res.status).toBe(404);
      expect(res.body.error).toBe(LINK_GONE);
    }
    expect((await anon().post('/api/sessions/recover', { token: 5 })).status).toBe(400);
    // The session itself still works for its own respondent.
    expect((await anon().get(`/api/sessions/${session.sessionId}/temp-response`)).status).toBe(200);
  });
});

describe('unfinished answers retention', () => {
  it('deletes unfinished answers nobody came back to after the retention time, with their uploads', async () => {
    const kept = await publishSample(srv.url, 'keeper');
    expect(
      (await kept.client.put(`/api/forms/${kept.id}/settings`, { unfinishedRetentionDays: 60 })).status,
    ).toBe(200);
    const keptSession = (await anon().post<{ sessionId: string }>(`/api/forms/${kept.id}/session`)).body;
    await anon().patch(`/api/sessions/${keptSession.sessionId}/temp-response`, {
      tempResponse: { [contactKey]: { firstName: 'Keep', email: 'keep@example.com' } },
    });
    const gone = await leaveAfterContact('eve.gone@example.com');
    const file = await upload(srv.url, Buffer.from('site photo'), 'photo.txt', { sessionId: gone.sessionId });
    expect(file.status).toBe(200);
    const docsDir = path.join(srv.dataDir, 'documents');
    const filesBefore = storedFiles(docsDir).length;
    const removal = srv.app.ctx.leadRemoval;
    const exists = async (sessionId: string) =>
      (await rows(sql`select 1 from responses where session_id = ${sessionId}`)).length > 0;

    // 29 days on, nothing goes.
    await removal.sweepRetention(new Date(Date.now() + 29 * DAY));
    expect(await exists(gone.sessionId)).toBe(true);
    // 31 days on, the unfinished answers of the 30-day form go with their upload; the 60-day form keeps its own;
    // the submitted response stays.
    const { deleted } = await removal.sweepRetention(new Date(Date.now() + 31 * DAY));
    expect(deleted).toBeGreaterThanOrEqual(1);
    expect(await exists(gone.sessionId)).toBe(false);
    expect(await exists(keptSession.sessionId)).toBe(true);
    expect(storedFiles(docsDir).length).toBe(filesBefore - 1);
    const submitted = await rows(
      sql`select 1 from responses where form_id = ${formId} and response is not null`,
    );
    expect(submitted.length).toBe(1);
    const log = await rows<{ reason: string; count: number }>(
      sql`select reason, count from deletion_log where form_id = ${formId} and reason = 'unfinished'`,
    );
    expect(log.reduce((n, r) => n + Number(r.count), 0)).toBe(deleted);
  });
});
