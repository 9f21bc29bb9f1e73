// New-lead e-mails over real HTTP and a real SMTP conversation: owner notification (default on, extra addresses),
// respondent confirmation with piping, unfinished-lead notice, settings validation, and the dashboard counters.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RESPONDENT_SUBJECT_ANSWERS_MESSAGE } from '@forms-engine/contracts';
import { Client, drained, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

let smtp: SmtpReceiver;
let srv: TestServer;
let dropDb: () => Promise<void>;

const config = {
  title: 'Roof check',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: 'Which roof do you have?',
      options: [
        { id: 'flat', title: 'Flat roof' },
        { id: 'pitched', title: 'Pitched roof' },
      ],
    },
    {
      id: 'budget',
      type: 'slider',
      title: 'Your budget',
      min: 1000,
      max: 50000,
      step: 500,
      defaultValue: 5000,
      prefix: '$',
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

const answers = (email: string, first = 'Ada') => ({
  'Which roof do you have?': 'flat',
  'Your budget': 12500,
  'How can we reach you?': {
    firstName: first,
    lastName: 'Lovelace',
    email,
    phone: '+1 555 0100',
    consent: true,
  },
});

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  const db = await isolatedDatabase();
  dropDb = db.drop;
  srv = await startServer(
    { databaseUrl: db.url, publicUrl: 'https://forms.example.com' },
    {
      SMTP_URL: smtp.url,
      RATE_LIMITS: 'off',
      WEBHOOK_POLL_MS: '25',
      MAIL_FROM: 'Forms <leads@forms.example.com>',
    },
  );
}, 60_000);
afterAll(async () => {
  await srv.close();
  await smtp.down();
  await dropDb();
});

async function newForm(name = 'leads') {
  const owner = await signedInClient(srv.url, name);
  const res = await owner.client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Roof') });
  expect(res.status).toBe(200);
  return { ...owner, formId: res.body.id };
}

const anon = () => new Client(srv.url);

/** Follows the confirmation link last sent to `address`: opens the page, then presses its button. */
async function confirmRecipient(address: string) {
  const mail = await waitFor(
    () => smtp.to(address).findLast((m) => m.subject === 'Confirm that you want new-lead e-mails'),
    15_000,
    'confirmation link',
  );
  const link = /https:\/\/forms\.example\.com(\/recipients\/confirm\?token=[^\s]+)/.exec(mail.text)?.[1];
  expect(link).toBeDefined();
  const page = await anon().get(link as string);
  expect(page.status).toBe(200);
  expect(String(page.body)).toContain('Yes, send me new leads');
  const token = new URL(link as string, srv.url).searchParams.get('token') as string;
  const done = await anon().request('POST', '/recipients/confirm', `token=${encodeURIComponent(token)}`, {
    'content-type': 'application/x-www-form-urlencoded',
    origin: srv.url,
  });
  expect(done.status).toBe(200);
  expect(String(done.body)).toContain('Confirmed');
}

describe('new-lead e-mail settings', () => {
  it('defaults to an owner notification only, to the owner address', async () => {
    const { client, formId, email } = await newForm();
    const res = await client.get(`/api/forms/${formId}/notifications`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      owner: { enabled: true, extraRecipients: [] },
      unfinished: { enabled: false, idleMinutes: 30 },
      recovery: { enabled: false, idleMinutes: 60, subject: '', text: '' },
      respondent: { enabled: false, subject: '', text: '' },
      ownerEmail: email,
      unconfirmedRecipients: [],
      placeholders: [
        // Each with its source as data, for the owner app to name in the owner's language.
        {
          token: '{{roof}}',
          label: 'Which roof do you have?',
          source: { kind: 'step', index: 0, title: 'Which roof do you have?' },
        },
        {
          token: '{{budget}}',
          label: 'Your budget',
          source: { kind: 'step', index: 1, title: 'Your budget' },
        },
        {
          token: '{{contact}}',
          label: 'How can we reach you?',
          source: { kind: 'step', index: 2, title: 'How can we reach you?' },
        },
        {
          token: '{{contact.firstName}}',
          label: 'How can we reach you? — first name',
          source: { kind: 'step', index: 2, title: 'How can we reach you?', field: 'firstName' },
        },
        {
          token: '{{contact.lastName}}',
          label: 'How can we reach you? — last name',
          source: { kind: 'step', index: 2, title: 'How can we reach you?', field: 'lastName' },
        },
        {
          token: '{{contact.email}}',
          label: 'How can we reach you? — e-mail',
          source: { kind: 'step', index: 2, title: 'How can we reach you?', field: 'email' },
        },
        {
          token: '{{contact.phone}}',
          label: 'How can we reach you? — phone',
          source: { kind: 'step', index: 2, title: 'How can we reach you?', field: 'phone' },
        },
      ],
    });
  });

  it.each([
    [
      { text: 'Thanks {{your_details.firstName}}' },
      '{{your_details.firstName}} is not a question of this form',
    ],
    [
      { text: 'Hi {{contact.nickname}}' },
      '{{contact.nickname}}: the question "How can we reach you?" has only first name, last name, e-mail, phone',
    ],
    [{ text: 'From {{hidden.utm_source}}' }, '{{hidden.utm_source}} is not a hidden field of this form'],
    [
      { subject: 'Your price {{calc.total}}', text: 'Hi' },
      '{{calc.total}} is not a calculation of this form',
    ],
  ])('refuses a placeholder the form does not have (%#), naming it', async (texts, message) => {
    const { client, formId } = await newForm();
    const res = await client.put(`/api/forms/${formId}/notifications`, {
      respondent: { enabled: true, subject: 'Thanks', ...texts },
    });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    const ok = await client.put(`/api/forms/${formId}/notifications`, {
      respondent: { enabled: true, subject: 'Thanks', text: 'Hi {{contact.firstName}}, your {{roof}} roof' },
    });
    expect(ok.status).toBe(200);
  });

  it.each([
    [
      { owner: { extraRecipients: ['sales@example.com', 'not an address'] } },
      'Each extra recipient must be an e-mail address',
    ],
    [
      { owner: { extraRecipients: Array.from({ length: 11 }, (_, i) => `a${i}@example.com`) } },
      'You can add at most 10 extra recipients',
    ],
    [
      { unfinished: { enabled: true, idleMinutes: 2 } },
      'The wait before reporting an unfinished lead must be a whole number of minutes from 5 to 10080',
    ],
    [
      { respondent: { enabled: true, subject: '', text: 'Thanks' } },
      'The confirmation e-mail needs a subject',
    ],
    [
      { respondent: { enabled: true, subject: 'Thanks', text: ' ' } },
      'The confirmation e-mail needs a message',
    ],
    [
      { respondent: { enabled: true, subject: 'Thanks {{contact.firstName}}', text: 'Hi' } },
      RESPONDENT_SUBJECT_ANSWERS_MESSAGE,
    ],
    [
      { respondent: { enabled: true, subject: 'From {{hidden.utm_source}}', text: 'Hi' } },
      RESPONDENT_SUBJECT_ANSWERS_MESSAGE,
    ],
    [{ owner: { enabled: 'yes' } }, 'owner.enabled must be true or false'],
  ])('refuses bad settings (%#) with a 400 naming the field', async (body, message) => {
    const { client, formId } = await newForm();
    const res = await client.put(`/api/forms/${formId}/notifications`, body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
  });

  it("answers 401 signed out, 403 for another owner's form and 404 for an unknown one", async () => {
    const { formId } = await newForm();
    const other = await signedInClient(srv.url, 'other');
    expect((await anon().get(`/api/forms/${formId}/notifications`)).status).toBe(401);
    expect((await other.client.get(`/api/forms/${formId}/notifications`)).status).toBe(403);
    expect((await other.client.put(`/api/forms/${formId}/notifications`, {})).status).toBe(403);
    expect((await other.client.get('/api/forms/999999/notifications')).status).toBe(404);
  });
});

describe('new-lead e-mails', () => {
  it('sends the owner the answers, the link to the responses and nothing twice, through SMTP', async () => {
    const { client, formId, email } = await newForm('owner');
    const put = await client.put<{ unconfirmedRecipients: string[] }>(`/api/forms/${formId}/notifications`, {
      owner: { enabled: true, extraRecipients: ['Sales@Example.com'] },
    });
    expect(put.status).toBe(200);
    expect(put.body.unconfirmedRecipients).toEqual(['sales@example.com']);
    await confirmRecipient('sales@example.com');
    expect(
      (await client.get<{ unconfirmedRecipients: string[] }>(`/api/forms/${formId}/notifications`)).body
        .unconfirmedRecipients,
    ).toEqual([]);
    const lead = `ada-${formId}@example.com`;
    const submit = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, answers(lead));
    expect(submit.status).toBe(200);

    const mail = await waitFor(() => smtp.to(email)[0], 15_000, 'owner notification');
    expect(mail.subject).toBe(
      `New lead from Ada Lovelace: ${(await client.get<{ label: string }>(`/api/forms/${formId}`)).body.label}`,
    );
    expect(mail.from).toBe('leads@forms.example.com');
    expect(mail.text).toContain('Which roof do you have?\n  Flat roof');
    expect(mail.text).toContain('Your budget\n  $12,500');
    expect(mail.text).toContain(`Ada Lovelace, ${lead}, +1 555 0100`);
    expect(mail.text).toContain(`All responses: https://forms.example.com/forms/${formId}/responses`);
    expect(mail.html).toContain(`href="https://forms.example.com/forms/${formId}/responses"`);
    expect(mail.text).toContain(
      `Open this lead: https://forms.example.com/forms/${formId}/responses/${submit.body.id}`,
    );
    expect(mail.text).toContain('(lead #1, ');
    expect(mail.headers['message-id']).toMatch(/^<outbox-\d+@forms\.example\.com>$/);
    await waitFor(
      () => smtp.to('sales@example.com').some((m) => m.text.includes(lead)),
      15_000,
      'extra recipient',
    );

    // Exactly one message per recipient for this response, even after the worker ran more rounds.
    await drained(srv);
    const rows = await srv.app.ctx.database.db.execute(
      sql`select kind, to_address from outbox where response_id = ${submit.body.id} order by to_address`,
    );
    expect((rows as unknown as { rows?: unknown[] }).rows ?? rows).toEqual([
      { kind: 'lead-owner', to_address: email },
      { kind: 'lead-owner', to_address: 'sales@example.com' },
    ]);
    expect(smtp.to(email).filter((m) => m.text.includes(lead))).toHaveLength(1);
  });

  it("gives times in the owner's time zone, which must be a real zone name", async () => {
    const { client, formId, email } = await newForm('zone');
    expect((await client.get('/api/user/time-zone')).body).toEqual({ timeZone: null });
    for (const timeZone of ['Mars/Olympus_Mons', '', 'x'.repeat(65)]) {
      const bad = await client.put('/api/user/time-zone', { timeZone });
      expect(bad.status).toBe(400);
      expect(bad.body).toEqual({
        error: 'Time zone must be a name like Europe/Berlin or America/New_York',
      });
    }
    const set = await client.put('/api/user/time-zone', { timeZone: 'europe/berlin' });
    expect(set.body).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await client.get('/api/user/time-zone')).body).toEqual({ timeZone: 'Europe/Berlin' });
    expect((await anon().put('/api/user/time-zone', { timeZone: 'UTC' })).status).toBe(401);

    const lead = `zone-${formId}@example.com`;
    const submit = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, answers(lead));
    const mail = await waitFor(() => smtp.to(email)[0], 15_000, 'owner notification');
    const row = await client.get<{ submitted_at: string }>(
      `/api/forms/${formId}/responses/${submit.body.id}`,
    );
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: 'Europe/Berlin',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(row.body.submitted_at));
    expect(mail.text).toContain(`(lead #1, ${local} (Europe/Berlin))`);
  });

  it('mails an extra recipient no lead until they confirm the link sent to them, and asks only once an hour', async () => {
    const { client, formId, email } = await newForm('unconfirmed');
    const stranger = `stranger-${formId}@example.com`;
    await client.put(`/api/forms/${formId}/notifications`, {
      owner: { enabled: true, extraRecipients: [stranger] },
    });
    await client.put(`/api/forms/${formId}/notifications`, {
      owner: { enabled: true, extraRecipients: [stranger] },
    });
    const first = `first-${formId}@example.com`;
    await anon().post(`/api/forms/${formId}/submit`, answers(first));
    await waitFor(() => smtp.to(email).some((m) => m.text.includes(first)), 15_000, 'owner notification');
    // The lead's e-mails were queued in one transaction: by now the stranger has exactly what it will get for it —
    // one confirmation request (two saves and a lead within the hour), and no lead.
    const queued = await srv.app.ctx.database.db.execute(
      sql`select kind from outbox where to_address = ${stranger} order by id`,
    );
    expect((queued as unknown as { rows?: unknown[] }).rows ?? queued).toEqual([
      { kind: 'recipient-confirm' },
    ]);
    const request = await waitFor(() => smtp.to(stranger)[0], 15_000, 'confirmation request');
    expect(request.subject).toBe('Confirm that you want new-lead e-mails');
    expect(request.text).toContain(email);

    await confirmRecipient(stranger);
    const second = `second-${formId}@example.com`;
    await anon().post(`/api/forms/${formId}/submit`, answers(second));
    await waitFor(
      () => smtp.to(stranger).some((m) => m.text.includes(second)),
      15_000,
      'lead after confirming',
    );
    expect(smtp.to(stranger).some((m) => m.text.includes(first))).toBe(false);
    // A used or made-up link does nothing more.
    const forged = await anon().request('POST', '/recipients/confirm', 'token=made-up', {
      'content-type': 'application/x-www-form-urlencoded',
      origin: srv.url,
    });
    expect(forged.status).toBe(404);
  });

  it('turns a burst of submissions into exactly one e-mail per recipient each and counts each once', async () => {
    const { client, formId, email } = await newForm('burst');
    const put = await client.put(`/api/forms/${formId}/notifications`, {
      owner: { enabled: true, extraRecipients: [] },
      respondent: { enabled: true, subject: 'Thanks, we got it', text: 'We got it, {{contact.firstName}}.' },
    });
    expect(put.status).toBe(200);
    const n = 40;
    // Half with an answer session, half without; all at once, so the worker takes them in batches.
    const ids = await Promise.all(
      Array.from({ length: n }, async (_, i) => {
        const body: Record<string, unknown> = answers(`burst-${formId}-${i}@example.com`, `B${i}`);
        if (i % 2 === 0) {
          const s = await anon().post<{ sessionId: string; sessionNo: number }>(
            `/api/forms/${formId}/session`,
          );
          expect(s.status).toBe(201);
          body._sessionInfo = s.body;
        }
        const res = await anon().post<{ id: number }>(`/api/forms/${formId}/submit`, body);
        expect(res.status).toBe(200);
        return res.body.id;
      }),
    );
    await waitFor(
      () => smtp.to(email).filter((m) => m.text.includes(`burst-${formId}-`)).length >= n,
      30_000,
    );
    await waitFor(
      () => ids.every((_, i) => smtp.to(`burst-${formId}-${i}@example.com`).length > 0),
      30_000,
      'respondent confirmations',
    );
    await drained(srv);
    const db = srv.app.ctx.database.db;
    const rowsOf = (r: unknown) => ((r as { rows?: unknown[] }).rows ?? r) as Record<string, unknown>[];
    const mails = rowsOf(
      await db.execute(sql`select response_id, kind, to_address from outbox where form_id = ${formId}`),
    );
    expect(mails).toHaveLength(2 * n);
    for (const [i, id] of ids.entries()) {
      const own = mails.filter((m) => Number(m.response_id) === id);
      expect(own.map((m) => `${m.kind} ${m.to_address}`).sort()).toEqual([
        `lead-owner ${email}`,
        `lead-respondent burst-${formId}-${i}@example.com`,
      ]);
      expect(smtp.to(`burst-${formId}-${i}@example.com`)).toHaveLength(1);
    }
    expect(smtp.to(email).filter((m) => m.text.includes(`burst-${formId}-`))).toHaveLength(n);
    const stats = rowsOf(
      await db.execute(sql`select completed, sessionless from form_stats where form_id = ${formId}`),
    );
    expect(stats).toEqual([{ completed: n, sessionless: n / 2 }]);
    const pending = rowsOf(
      await db.execute(sql`select count(*)::int as n from lead_queue where form_id = ${formId}`),
    );
    expect(pending).toEqual([{ n: 0 }]);
  }, 60_000);

  it('sends no owner e-mail when it is switched off', async () => {
    const { client, formId, email } = await newForm('quiet');
    await client.put(`/api/forms/${formId}/notifications`, { owner: { enabled: false } });
    const submit = await anon().post<{ id: number }>(
      `/api/forms/${formId}/submit`,
      answers(`q-${formId}@example.com`),
    );
    expect(submit.status).toBe(200);
    // The counter moves when the worker has processed the response; by then any e-mail would be queued.
    await waitFor(async () => {
      const list = await client.get<{ id: number; counts: { completed: number } }[]>('/api/forms');
      return list.body.find((f) => f.id === formId)?.counts.completed === 1;
    });
    await waitFor(async () => {
      const r = await srv.app.ctx.database.db.execute(
        sql`select count(*)::int as n from lead_queue where response_id = ${submit.body.id}`,
      );
      const row = ((r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]))[0];
      return row?.n === 0;
    });
    expect(smtp.to(email)).toHaveLength(0);
  });

  it("confirms to the respondent with the owner's subject and text, answers piped in", async () => {
    const { client, formId, email } = await newForm('confirm');
    const put = await client.put(`/api/forms/${formId}/notifications`, {
      respondent: {
        enabled: true,
        subject: 'We got your request',
        text: 'Hi {{contact.firstName}},\nyour {{roof}} and a budget of {{budget}} are noted.',
      },
    });
    expect(put.status).toBe(200);
    const lead = `grace-${formId}@example.com`;
    await anon().post(`/api/forms/${formId}/submit`, answers(lead, 'Grace'));
    const mail = await waitFor(() => smtp.to(lead)[0], 15_000, 'confirmation');
    expect(mail.subject).toBe('We got your request');
    expect(mail.text).toContain('Hi Grace,\nyour Flat roof and a budget of $12,500 are noted.');
    expect(mail.text).not.toContain('{{');
    expect(mail.headers['reply-to']).toBe(email);
  });

  it('keeps what a respondent typed out of links, and confirms to one address at most once a day per form', async () => {
    const { client, formId } = await newForm('spam');
    await client.put(`/api/forms/${formId}/notifications`, {
      respondent: { enabled: true, subject: 'We got your request', text: 'Thanks {{contact.firstName}}!' },
    });
    const victim = `victim-${formId}@example.com`;
    const spam = 'Ann free iPhone at http://phish.example/win or www.phish.example and phish.example';
    for (let i = 0; i < 3; i++)
      expect((await anon().post(`/api/forms/${formId}/submit`, answers(victim, spam))).status).toBe(200);
    const mail = await waitFor(() => smtp.to(victim)[0], 15_000, 'confirmation');
    expect(mail.subject).toBe('We got your request');
    expect(mail.text).toContain(
      'Thanks Ann free iPhone at [link removed] or [link removed] and [link removed]!',
    );
    expect(`${mail.text}${mail.html}`).not.toContain('phish.example');
    // Wait until every lead of the three has been processed, then count.
    await waitFor(async () => {
      const r = await srv.app.ctx.database.db.execute(
        sql`select count(*)::int as n from lead_queue where form_id = ${formId}`,
      );
      const row = ((r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]))[0];
      return row?.n === 0;
    });
    expect(smtp.to(victim)).toHaveLength(1);
  });

  it('reports an incomplete response with contact details once it has been idle, once', async () => {
    const { client, formId, email } = await newForm('unfinished');
    const put = await client.put<{ unfinished: { since?: string } }>(`/api/forms/${formId}/notifications`, {
      unfinished: { enabled: true, idleMinutes: 30 },
    });
    expect(put.status).toBe(200);
    expect(put.body.unfinished.since).toEqual(expect.any(String));
    const db = srv.app.ctx.database.db;
    const start = async (withContact: boolean) => {
      const s = await anon().post<{ sessionId: string }>(`/api/forms/${formId}/session`);
      const temp = withContact
        ? {
            'Which roof do you have?': 'pitched',
            'How can we reach you?': {
              firstName: 'Lin',
              lastName: 'Lead',
              email: `lin-${formId}@example.com`,
              consent: false,
            },
          }
        : { 'Which roof do you have?': 'pitched' };
      await anon().patch(`/api/sessions/${s.body.sessionId}/temp-response`, { tempResponse: temp });
      return s.body.sessionId;
    };
    const withContact = await start(true);
    const without = await start(false);
    // Not idle yet: nothing is sent.
    await drained(srv);
    expect(smtp.to(email).filter((m) => m.subject.startsWith('Unfinished'))).toHaveLength(0);
    // 31 minutes later (the clock moved back in the database instead of waiting): the setting was switched on
    // an hour ago and the respondent's last answer is 31 minutes old.
    await db.execute(
      sql`update form_settings set notifications = jsonb_set(notifications, '{unfinished,since}', to_jsonb((now() - interval '1 hour')::text)) where form_id = ${formId}`,
    );
    await db.execute(
      sql`update responses set updated_at = now() - interval '31 minutes' where session_id in (${withContact}, ${without})`,
    );
    const mail = await waitFor(
      () => smtp.to(email).find((m) => m.subject.startsWith('Unfinished lead from Lin Lead')),
      15_000,
      'unfinished',
    );
    expect(mail.text).toContain('Which roof do you have?\n  Pitched roof');
    expect(mail.text).toContain(`lin-${formId}@example.com`);
    await drained(srv);
    expect(smtp.to(email).filter((m) => m.subject.startsWith('Unfinished'))).toHaveLength(1);
  });
});

describe('dashboard counters', () => {
  it('counts starts, completed, incomplete and the completion rate', async () => {
    const { client, formId } = await newForm('counts');
    const read = async () =>
      (await client.get<{ id: number; counts: Record<string, unknown> }[]>('/api/forms')).body.find(
        (f) => f.id === formId,
      )?.counts;
    expect(await read()).toEqual({
      starts: 0,
      completed: 0,
      incomplete: 0,
      completionRate: null,
      recovered: 0,
      availability: 'open',
    });
    for (let i = 0; i < 3; i++) {
      const s = await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
      await anon().patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
        tempResponse: { 'Which roof do you have?': 'flat' },
      });
      if (i === 0) {
        await anon().post(`/api/forms/${formId}/submit`, {
          ...answers(`c-${formId}@example.com`),
          _sessionInfo: s.body,
        });
      }
    }
    // A submission without a session counts as a start and a completion.
    await anon().post(`/api/forms/${formId}/submit`, answers(`d-${formId}@example.com`));
    // Exact at once (pending submissions count), and still exact once the worker has folded them in.
    expect(await read()).toEqual({
      starts: 4,
      completed: 2,
      incomplete: 2,
      completionRate: 50,
      recovered: 0,
      availability: 'open',
    });
    await waitFor(async () => {
      const r = await srv.app.ctx.database.db.execute(
        sql`select count(*)::int as n from lead_queue where form_id = ${formId}`,
      );
      const row = ((r as unknown as { rows?: { n: number }[] }).rows ?? (r as unknown as { n: number }[]))[0];
      return row?.n === 0;
    });
    expect(await read()).toEqual({
      starts: 4,
      completed: 2,
      incomplete: 2,
      completionRate: 50,
      recovered: 0,
      availability: 'open',
    });
  });

  it('says a form at its response limit is full and one past its close date closed', async () => {
    const { client, formId } = await newForm('full');
    const availability = async () =>
      (await client.get<{ id: number; counts: { availability: string } }[]>('/api/forms')).body.find(
        (f) => f.id === formId,
      )?.counts.availability;
    expect((await client.put(`/api/forms/${formId}/settings`, { maxResponses: 1 })).status).toBe(200);
    expect(await availability()).toBe('open');
    await anon().post(`/api/forms/${formId}/submit`, answers(`full-${formId}@example.com`));
    expect(await availability()).toBe('full');
    const closes = new Date(Date.now() - 60_000).toISOString();
    expect(
      (await client.put(`/api/forms/${formId}/settings`, { maxResponses: null, closesAt: closes })).status,
    ).toBe(200);
    expect(await availability()).toBe('closed');
  });
});
