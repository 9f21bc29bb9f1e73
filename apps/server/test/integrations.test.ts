// Per-form integrations over real HTTP against local fakes of Slack, Google (OAuth, Sheets), HubSpot and Pipedrive:
// each lead arrives in the shape the service documents, retries never duplicate, a refused connection makes the
// integration wait (the owner is told, the leads are kept) until a fix resumes it, and the delivery log replays.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { FakeServices } from './fakes/server.ts';
import { Receiver, waitFor } from './webhook-receiver.ts';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_COALESCE_MS: '300',
  WEBHOOK_TIMEOUT_MS: '1500',
  WEBHOOK_MAX_ATTEMPTS: '4',
  RATE_LIMITS: 'off',
  DEV_MAILBOX: 'true',
};

interface Integration {
  id: number;
  kind: string;
  name: string;
  status: string;
  brokenReason: string | null;
  waiting: number;
  mapping: { source: string; target: string }[];
  settings: Record<string, unknown>;
  secretHint: string | null;
}
interface Delivery {
  id: number;
  integrationId: number;
  status: string;
  attempts: number;
  detail: string | null;
  responseId: number | null;
  responseCode: number | null;
}

let srv: TestServer;
let fake: FakeServices;

let keyDir = '';

beforeAll(async () => {
  fake = await new FakeServices().up();
  // The operator's service account key, as Google hands it out.
  keyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-google-'));
  const keyFile = path.join(keyDir, 'service-account.json');
  fs.writeFileSync(keyFile, fake.google.serviceAccountKey(`${fake.base}/google/token`));
  srv = await startServer({}, { ...ENV, ...fake.env(), GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile });
});
afterAll(async () => {
  await srv?.close();
  await fake?.down();
  fs.rmSync(keyDir, { recursive: true, force: true });
});

const ANSWERS = {
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 180,
  'Anything else?': 'Call after 5 <b>pm</b> & ask for <!channel>',
  'How can we reach you?': {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'grace@example.com',
    phone: '+1 555 0199',
    consent: true,
  },
};

/** An owner with the sample form published (with an estimate); answers the step ids by title too. */
async function ownerWithForm(name = 'integrations') {
  const { client, email } = await signedInClient(srv.url, name);
  const base = sampleConfig();
  const config = {
    ...base,
    steps: base.steps.map((step, i) => (i === 1 ? { ...step, id: 'bill' } : step)),
    hiddenFields: ['utm_source', 'utm_campaign'],
    calculations: [
      {
        id: 'estimate',
        label: 'Estimated price',
        formula: 'bill * 100',
        format: 'currency',
        currency: 'USD',
      },
    ],
  };
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Solar') });
  expect(form.status).toBe(200);
  const formId = form.body.id;
  const record = await client.get<{ config: { steps: { id: string; title: string }[] } }>(
    `/api/forms/${formId}`,
  );
  const ids = Object.fromEntries(record.body.config.steps.map((s) => [s.title, s.id]));
  return { client, email, formId, ids };
}

async function submit(formId: number, answers: Record<string, unknown> = ANSWERS): Promise<number> {
  const res = await new Client(srv.url).post<{ id: number }>(`/api/forms/${formId}/submit`, answers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.id;
}

async function addIntegration(client: Client, formId: number, body: Record<string, unknown>) {
  const res = await client.post<Integration>(`/api/forms/${formId}/integrations`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body;
}

async function log(client: Client, formId: number) {
  const res = await client.get<Delivery[]>(`/api/forms/${formId}/integrations/deliveries`);
  expect(res.status).toBe(200);
  return res.body;
}

async function integrationOf(client: Client, formId: number, id: number) {
  const res = await client.get<{ integrations: Integration[] }>(`/api/forms/${formId}/integrations`);
  return res.body.integrations.find((i) => i.id === id) as Integration;
}

const mailbox = async () =>
  (
    await new Client(srv.url).get<{
      messages: { to: string; subject: string; text: string; kind: string }[];
    }>('/api/dev/mailbox')
  ).body.messages;

describe('Slack', () => {
  it('posts a Block Kit message per lead through an incoming webhook: name, contact, mapped answers, estimate and a link', async () => {
    const { client, formId } = await ownerWithForm();
    const hook = fake.slack.addWebhook('C0SALES01');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    expect(slack).toMatchObject({ name: 'Slack', status: 'ok', settings: { mode: 'webhook' } });
    expect(slack.secretHint).toMatch(/^….{4}$/);
    // The default mapping: the answers people read and the calculation.
    expect(slack.mapping.map((m) => m.target)).toEqual([
      'What type of property do you have?',
      'Monthly electricity bill',
      'Anything else?',
      'Estimated price',
    ]);
    const responseId = await submit(formId);
    const message = await waitFor(() => fake.slack.inChannel('C0SALES01')[0], 10_000, 'Slack message');
    expect(fake.refusals).toEqual([]);
    expect(message.via).toBe('webhook');
    expect(message.blocks[0]).toEqual({
      type: 'header',
      text: { type: 'plain_text', text: 'New lead: Grace Hopper', emoji: false },
    });
    const texts = JSON.stringify(message.blocks);
    expect(texts).toContain('grace@example.com · +1 555 0199');
    expect(texts).toContain('*What type of property do you have?*\\nHouse');
    expect(texts).toContain('*Estimated price*\\n$18,000');
    // A respondent's text cannot make a link or ping a channel: Slack's special characters are escaped.
    expect(texts).toContain('Call after 5 &lt;b&gt;pm&lt;/b&gt; &amp; ask for &lt;!channel&gt;');
    const button = message.blocks.at(-1) as { elements: { url: string }[] };
    expect(button.elements[0].url).toMatch(
      new RegExp(`^http://[^/]+/forms/${formId}/responses/${responseId}$`),
    );
    const [delivery] = await waitFor(async () => {
      const l = await log(client, formId);
      return l[0]?.status === 'succeeded' && l;
    });
    expect(delivery).toMatchObject({
      integrationId: slack.id,
      responseId,
      attempts: 1,
      detail: 'Posted to Slack',
      responseCode: 200,
    });
  });

  it('sends a test lead of sample answers on request and reports what Slack answered', async () => {
    const { client, formId } = await ownerWithForm();
    const hook = fake.slack.addWebhook('C0TEST001');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    const ok = await client.post(`/api/forms/${formId}/integrations/${slack.id}/test`);
    expect(ok.body).toEqual({ ok: true, detail: 'Posted to Slack', responseCode: 200 });
    const [message] = fake.slack.inChannel('C0TEST001');
    expect(message.blocks[0]).toMatchObject({ text: { text: 'Test lead: Ada Lovelace (test lead)' } });
    fake.slack.archiveWebhook(hook);
    const archived = await client.post(`/api/forms/${formId}/integrations/${slack.id}/test`);
    expect(archived.body).toEqual({
      ok: false,
      detail: 'Slack answered HTTP 410: channel_is_archived',
      responseCode: 410,
    });
    // A test changes nothing: the integration is not marked, no delivery is logged.
    expect((await integrationOf(client, formId, slack.id)).status).toBe('ok');
    expect(await log(client, formId)).toEqual([]);
  });

  it('refuses a webhook URL that points to a private address unless the server allows it, and bad settings with a reason', async () => {
    const { client, formId } = await ownerWithForm();
    const bad = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'slack',
      secret: 'ftp://example.com/x',
    });
    expect(bad.status).toBe(400);
    const channel = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'slack',
      settings: { mode: 'bot', channel: '#sales' },
    });
    expect(channel.status).toBe(400);
    expect(channel.body).toEqual({
      error:
        'Use the channel ID (like C0123ABCD): in Slack, open the channel details; the ID is at the bottom',
    });
    const kind = await client.post(`/api/forms/${formId}/integrations`, { kind: 'mailchimp' });
    expect(kind.status).toBe(400);
    const other = await signedInClient(srv.url, 'stranger');
    expect((await other.client.get(`/api/forms/${formId}/integrations`)).status).toBe(403);
    expect((await new Client(srv.url).get(`/api/forms/${formId}/integrations`)).status).toBe(401);
  });

  it('stops on an archived channel without losing leads: they wait, the owner is told once, a new URL sends them', async () => {
    const { client, formId, email } = await ownerWithForm('archived');
    const hook = fake.slack.addWebhook('C0ARCH001');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    fake.slack.archiveWebhook(hook);
    const first = await submit(formId);
    const broken = await waitFor(async () => {
      const i = await integrationOf(client, formId, slack.id);
      return i.status === 'broken' && i;
    });
    expect(broken.brokenReason).toBe('Slack answered HTTP 410: channel_is_archived');
    const second = await submit(formId);
    await waitFor(async () => (await log(client, formId)).length === 2);
    const waiting = await log(client, formId);
    expect(waiting.map((d) => [d.responseId, d.status])).toEqual([
      [second, 'paused'],
      [first, 'paused'],
    ]);
    expect((await integrationOf(client, formId, slack.id)).waiting).toBe(2);
    const problems = await client.get<{ integrationId: number; reason: string; waiting: number }[]>(
      '/api/integrations/problems',
    );
    expect(problems.body).toEqual([
      expect.objectContaining({ integrationId: slack.id, formId, reason: broken.brokenReason, waiting: 2 }),
    ]);
    const told = (await mailbox()).filter((m) => m.to === email && m.kind === 'integration-broken');
    expect(told).toHaveLength(1);
    expect(told[0].subject).toMatch(/^Slack stopped for "Solar [^"]+": leads are waiting$/);
    expect(told[0].text).toContain(`/forms/${formId}/integrations`);

    const newHook = fake.slack.addWebhook('C0ARCH002');
    const fixed = await client.put<Integration>(`/api/forms/${formId}/integrations/${slack.id}`, {
      secret: `${fake.base}/slack${newHook}`,
    });
    expect(fixed.body).toMatchObject({ status: 'ok', brokenReason: null });
    await waitFor(() => fake.slack.inChannel('C0ARCH002').length === 2, 10_000, 'both waiting leads');
    expect((await log(client, formId)).every((d) => d.status === 'succeeded')).toBe(true);
    expect((await client.get('/api/integrations/problems')).body).toEqual([]);
  });

  it('posts with a bot token; an attempt whose answer was lost is found in the channel and not posted twice', async () => {
    const { client, formId } = await ownerWithForm();
    const token = fake.slack.addBot(['C0BOT0001']);
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      settings: { mode: 'bot', channel: 'C0BOT0001' },
      secret: token,
    });
    // Slack takes the message but its answer never arrives in time: the attempt times out and is retried.
    fake.fault('slack', { path: /chat\.postMessage/, holdMs: 4000 });
    const responseId = await submit(formId);
    const done = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'succeeded'),
      15_000,
    );
    expect(done).toMatchObject({ integrationId: slack.id, responseId, attempts: 2 });
    expect(done.detail).toMatch(/^Already in Slack \(message \d+\.\d+\)$/);
    const messages = fake.slack.inChannel('C0BOT0001');
    expect(messages).toHaveLength(1);
    expect(messages[0].metadata).toMatchObject({
      event_type: 'forms_engine_lead',
      event_payload: { response_id: responseId },
    });
    const posts = fake.of('slack').filter((r) => r.path.startsWith('/api/chat.postMessage'));
    expect(posts).toHaveLength(1);
    expect(posts[0].headers.authorization).toBe(`Bearer ${token}`);
  });
});

/** Connects a Sheets integration through the consent screen, as the owner's browser would; answers where it lands. */
async function connectGoogle(
  client: Client,
  formId: number,
  integrationId: number,
  decision: 'allow' | 'deny' = 'allow',
) {
  const start = await client.get(
    `/api/integrations/google/start?formId=${formId}&integrationId=${integrationId}`,
  );
  expect(start.status).toBe(302);
  const consent = String(start.headers.get('location'));
  expect(consent.startsWith(`${fake.base}/google/auth?`)).toBe(true);
  const page = await (await fetch(consent)).text();
  const href = new RegExp(`id="${decision}" href="([^"]+)"`).exec(page)?.[1]?.replaceAll('&amp;', '&') ?? '';
  const back = new URL(href);
  const landed = await client.get(back.pathname + back.search);
  expect(landed.status).toBe(302);
  return String(landed.headers.get('location'));
}

describe('Google Sheets', () => {
  it("connects through Google's consent screen and appends one row per lead under a header from the mapping", async () => {
    const { client, formId, ids } = await ownerWithForm('sheets');
    const sheetId = fake.google.addSpreadsheet(['Leads']);
    const sheets = await addIntegration(client, formId, {
      kind: 'sheets',
      settings: {
        spreadsheet: `https://docs.google.com/spreadsheets/d/${sheetId}/edit#gid=0`,
        sheetName: 'Leads',
      },
    });
    expect(sheets).toMatchObject({
      status: 'not-connected',
      brokenReason: 'Connect a Google account',
      settings: { auth: 'oauth', spreadsheet: sheetId, sheetName: 'Leads', includeUnfinished: false },
    });
    expect(sheets.mapping).toEqual([
      { source: 'contact:name', target: 'Name' },
      { source: 'contact:email', target: 'E-mail' },
      { source: 'contact:phone', target: 'Phone' },
      {
        source: `answer:${ids['What type of property do you have?']}`,
        target: 'What type of property do you have?',
      },
      { source: 'answer:bill', target: 'Monthly electricity bill' },
      { source: `answer:${ids['Anything else?']}`, target: 'Anything else?' },
      { source: 'calc:estimate', target: 'Estimated price' },
      { source: 'hidden:utm_source', target: 'utm_source' },
      { source: 'hidden:utm_campaign', target: 'utm_campaign' },
      { source: 'session:submittedAt', target: 'Submitted at' },
      { source: 'session:link', target: 'Link to the lead' },
    ]);
    expect(await connectGoogle(client, formId, sheets.id)).toBe(
      `/forms/${formId}/integrations?google=connected`,
    );
    expect((await integrationOf(client, formId, sheets.id)).status).toBe('ok');

    const first = await submit(formId, { ...ANSWERS, _hidden: { utm_source: 'facebook' } });
    await waitFor(() => fake.google.rows(sheetId, 'Leads').length === 2, 10_000, 'a row under the header');
    const second = await submit(formId, { ...ANSWERS, 'Anything else?': '=HYPERLINK("http://evil")' });
    await waitFor(() => fake.google.rows(sheetId, 'Leads').length === 3, 10_000, 'a second row');
    expect(fake.refusals).toEqual([]);
    const [header, row1, row2] = fake.google.rows(sheetId, 'Leads');
    expect(header).toEqual(['Lead ID', ...sheets.mapping.map((m) => m.target)]);
    expect(row1.slice(0, 9)).toEqual([
      String(first),
      'Grace Hopper',
      'grace@example.com',
      '+1 555 0199',
      'House',
      '$180',
      'Call after 5 <b>pm</b> & ask for <!channel>',
      '$18,000',
      'facebook',
    ]);
    expect(row1[11]).toMatch(new RegExp(`/forms/${formId}/responses/${first}$`));
    // Values are written RAW: a respondent's formula stays text.
    expect(row2[0]).toBe(String(second));
    expect(row2[6]).toBe('=HYPERLINK("http://evil")');
    expect(
      fake
        .of('sheets')
        .every((r) => !r.path.includes('valueInputOption') || r.path.includes('valueInputOption=RAW')),
    ).toBe(true);
    // The lead id column is for finding rows again: hidden from people.
    expect([...(fake.google.tab(sheetId, 'Leads')?.hiddenColumns ?? [])]).toEqual([0]);
    const entries = await log(client, formId);
    expect(entries.map((d) => d.detail)).toEqual(['Added row 3', 'Added row 2']);
    // Google's token endpoint was asked once: the access token is reused until it expires.
    expect(fake.of('google').filter((r) => r.form.get('grant_type') === 'refresh_token')).toHaveLength(1);
  });

  it("finds a lead's row again: a retry after a lost answer and a renamed question (mapped by step id) add no row", async () => {
    const { client, formId, ids } = await ownerWithForm('sheets-retry');
    const sheetId = fake.google.addSpreadsheet(['Sheet1']);
    const sheets = await addIntegration(client, formId, {
      kind: 'sheets',
      settings: { spreadsheet: sheetId },
    });
    await connectGoogle(client, formId, sheets.id);
    // Google appends the row but the answer never comes back in time: the attempt times out.
    fake.fault('sheets', { path: /:append/, holdMs: 4000 });
    const id = await submit(formId);
    const done = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'succeeded'),
      15_000,
    );
    expect(done).toMatchObject({ attempts: 2, detail: 'Updated row 2' });
    expect(fake.google.rows(sheetId)).toHaveLength(2);
    expect(fake.google.rows(sheetId)[1][0]).toBe(String(id));

    // The question is renamed: its answers keep their column.
    const record = await client.get<{ config: { steps: Record<string, unknown>[] } }>(`/api/forms/${formId}`);
    const steps = record.body.config.steps.map((s) =>
      s.id === ids['What type of property do you have?'] ? { ...s, title: 'Which building is it?' } : s,
    );
    const republished = await client.post('/api/publish', {
      originalFormId: formId,
      config: { ...record.body.config, steps },
    });
    expect(republished.status).toBe(200);
    await submit(formId, {
      ...ANSWERS,
      'What type of property do you have?': undefined,
      'Which building is it?': 'flat',
    });
    await waitFor(() => fake.google.rows(sheetId).length === 3, 10_000, "the renamed question's row");
    const [header, , row] = fake.google.rows(sheetId);
    expect(header[4]).toBe('What type of property do you have?');
    expect(row[4]).toBe('Apartment');
  });

  it('keeps unfinished leads in the sheet when asked, completing the same row on submission', async () => {
    const { client, formId } = await ownerWithForm('sheets-unfinished');
    const sheetId = fake.google.addSpreadsheet(['Sheet1']);
    const sheets = await addIntegration(client, formId, {
      kind: 'sheets',
      settings: { spreadsheet: sheetId, includeUnfinished: true },
      mapping: [
        { source: 'contact:email', target: 'E-mail' },
        { source: 'session:status', target: 'Status' },
      ],
    });
    await connectGoogle(client, formId, sheets.id);
    const respondent = new Client(srv.url);
    const session = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${formId}/session`,
    );
    expect(session.status).toBe(201);
    const saved = await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
      tempResponse: { 'How can we reach you?': { firstName: 'Ann', email: 'ann@example.com' } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    await waitFor(() => fake.google.rows(sheetId).length === 2, 10_000, 'the unfinished row');
    expect(fake.google.rows(sheetId)[1].slice(1)).toEqual(['ann@example.com', 'Unfinished']);
    const done = await respondent.post(`/api/forms/${formId}/submit`, {
      ...ANSWERS,
      'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
      _sessionInfo: session.body,
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    await waitFor(() => fake.google.rows(sheetId)[1]?.[2] === 'Completed', 10_000, 'the row completed');
    expect(fake.google.rows(sheetId)).toHaveLength(2);
  });

  it('stops when the access is revoked or the sheet deleted, says why, and goes on after reconnecting', async () => {
    const { client, formId } = await ownerWithForm('sheets-broken');
    const sheetId = fake.google.addSpreadsheet(['Sheet1']);
    const sheets = await addIntegration(client, formId, {
      kind: 'sheets',
      settings: { spreadsheet: sheetId },
    });
    await connectGoogle(client, formId, sheets.id);
    fake.google.revokeAll();
    const lead = await submit(formId);
    const broken = await waitFor(async () => {
      const i = await integrationOf(client, formId, sheets.id);
      return i.status === 'broken' && i;
    });
    expect(broken.brokenReason).toBe(
      'Google refused the connection (access was revoked or expired): connect the Google account again',
    );
    expect(await connectGoogle(client, formId, sheets.id)).toBe(
      `/forms/${formId}/integrations?google=connected`,
    );
    await waitFor(() => fake.google.rows(sheetId)[1]?.[0] === String(lead), 10_000, 'the waiting lead');

    fake.google.spreadsheets.delete(sheetId);
    await submit(formId);
    const gone = await waitFor(async () => {
      const i = await integrationOf(client, formId, sheets.id);
      return i.status === 'broken' && i;
    });
    expect(gone.brokenReason).toBe(
      'Google Sheets answered HTTP 404: the spreadsheet was not found (deleted, or the address is wrong)',
    );
    const denied = await connectGoogle(client, formId, sheets.id, 'deny');
    expect(denied).toBe(`/forms/${formId}/integrations?google=error&message=Google+access+was+not+granted`);
  });

  it("writes with the operator's service account when the owner shares the sheet with it", async () => {
    const { client, formId } = await ownerWithForm('sheets-sa');
    const overview = await client.get<{
      google: { oauth: boolean; serviceAccountEmail: string };
      fields: { key: string; label: string; group: string }[];
    }>(`/api/forms/${formId}/integrations`);
    expect(overview.body.google).toEqual({
      oauth: true,
      serviceAccountEmail: fake.google.serviceAccountEmail,
    });
    // What the mapping can choose from: contact parts, answers by step id, calculations, hidden and session facts.
    const fields = overview.body.fields;
    expect(fields.find((f) => f.key === 'answer:bill')).toEqual({
      key: 'answer:bill',
      label: 'Monthly electricity bill',
      group: 'answer',
    });
    expect(fields.map((f) => f.key)).toEqual(
      expect.arrayContaining(['contact:email', 'calc:estimate', 'hidden:utm_source', 'session:link']),
    );
    const sheetId = fake.google.addSpreadsheet(['Sheet1']);
    const sheets = await addIntegration(client, formId, {
      kind: 'sheets',
      settings: { auth: 'serviceAccount', spreadsheet: sheetId },
    });
    expect(sheets.status).toBe('ok');
    const test = await client.post(`/api/forms/${formId}/integrations/${sheets.id}/test`);
    expect(test.body).toEqual({ ok: true, detail: 'Added row 2', responseCode: 200 });
    expect(fake.google.rows(sheetId)[1][0]).toMatch(/^test-msg_/);
    expect(fake.google.rows(sheetId)[1][1]).toBe('Ada Lovelace (test lead)');
    const grants = fake.of('google').filter((r) => r.form.get('grant_type')?.includes('jwt-bearer'));
    expect(grants.length).toBeGreaterThan(0);
  });
});

describe('HubSpot', () => {
  it('creates or updates the contact by e-mail with the mapped properties and adds the answers as a note', async () => {
    const { client, formId } = await ownerWithForm('hubspot');
    const token = fake.hubspot.addToken();
    const hubspot = await addIntegration(client, formId, { kind: 'hubspot', secret: token });
    expect(hubspot.mapping).toEqual([
      { source: 'contact:firstName', target: 'firstname' },
      { source: 'contact:lastName', target: 'lastname' },
      { source: 'contact:email', target: 'email' },
      { source: 'contact:phone', target: 'phone' },
    ]);
    const first = await submit(formId);
    const contact = await waitFor(() => fake.hubspot.byEmail('grace@example.com'), 10_000, 'the contact');
    expect(contact.properties).toEqual({
      email: 'grace@example.com',
      firstname: 'Grace',
      lastname: 'Hopper',
      phone: '+1 555 0199',
    });
    await waitFor(() => fake.hubspot.notesOf(contact.id).length === 1, 10_000, 'the note');
    const [note] = fake.hubspot.notesOf(contact.id);
    expect(note.body).toContain('<p><strong>What type of property do you have?</strong><br>House</p>');
    expect(note.body).toContain('Call after 5 &lt;b&gt;pm&lt;/b&gt; &amp; ask for &lt;!channel&gt;');
    expect(note.body).toContain('<strong>Estimated price</strong><br>$18,000');
    expect(note.body).toContain(`/forms/${formId}/responses/${first}`);
    const upsert = fake.of('hubspot').find((r) => r.path.endsWith('/batch/upsert'));
    expect(upsert?.headers.authorization).toBe(`Bearer ${token}`);

    // The same person again: the same contact, updated; a second note.
    await submit(formId, {
      ...ANSWERS,
      'How can we reach you?': { ...ANSWERS['How can we reach you?'], lastName: 'Murray Hopper' },
    });
    await waitFor(() => fake.hubspot.notesOf(contact.id).length === 2, 10_000, 'the second note');
    expect(fake.hubspot.contacts.size).toBe(1);
    expect(fake.hubspot.byEmail('grace@example.com')?.properties.lastname).toBe('Murray Hopper');
    const entries = await log(client, formId);
    expect(entries[0].detail).toMatch(/^Contact \d+ updated, note \d+ added$/);
    expect(entries[1].detail).toMatch(/^Contact \d+ created, note \d+ added$/);
    expect(fake.refusals).toEqual([]);
  });

  it("adds no second note when an attempt's answer was lost, and fails a lead without an e-mail address without retrying", async () => {
    const { client, formId } = await ownerWithForm('hubspot-retry');
    await addIntegration(client, formId, { kind: 'hubspot', secret: fake.hubspot.addToken() });
    fake.fault('hubspot', { path: /objects\/notes$/, holdMs: 4000 });
    const email = 'retry@example.com';
    await submit(formId, {
      ...ANSWERS,
      'How can we reach you?': { ...ANSWERS['How can we reach you?'], email },
    });
    const done = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'succeeded'),
      15_000,
    );
    expect(done.attempts).toBe(2);
    const contact = fake.hubspot.byEmail(email);
    expect(fake.hubspot.notesOf(contact?.id ?? '')).toHaveLength(1);

    // A form that asks for no e-mail address: nothing HubSpot could match, so the delivery fails at once.
    const quiz = await client.post<{ id: number }>('/api/publish', {
      config: { title: 'Quiz', steps: [sampleConfig().steps[0]] },
      label: uniqueLabel('Quiz'),
    });
    await addIntegration(client, quiz.body.id, { kind: 'hubspot', secret: fake.hubspot.addToken() });
    await submit(quiz.body.id, { 'What type of property do you have?': 'flat' });
    const failed = await waitFor(async () =>
      (await log(client, quiz.body.id)).find((d) => d.status === 'failed'),
    );
    expect(failed).toMatchObject({
      attempts: 1,
      detail: 'This lead has no e-mail address: HubSpot contacts are matched by e-mail',
    });
  });

  it('pauses when HubSpot refuses a mapped property, and sends the waiting lead once the mapping is fixed', async () => {
    const { client, formId, ids } = await ownerWithForm('hubspot-mapping');
    const hubspot = await addIntegration(client, formId, {
      kind: 'hubspot',
      secret: fake.hubspot.addToken(),
      mapping: [
        { source: 'contact:email', target: 'email' },
        { source: `answer:${ids['What type of property do you have?']}`, target: 'property_type' },
      ],
    });
    await submit(formId, {
      ...ANSWERS,
      'How can we reach you?': { ...ANSWERS['How can we reach you?'], email: 'map@example.com' },
    });
    const broken = await waitFor(async () => {
      const i = await integrationOf(client, formId, hubspot.id);
      return i.status === 'broken' && i;
    });
    expect(broken.brokenReason).toContain('HubSpot answered HTTP 400: Property values were not valid');
    expect(broken.brokenReason).toContain('Property \\"property_type\\" does not exist');
    fake.hubspot.properties.add('property_type');
    const fixed = await client.put<Integration>(`/api/forms/${formId}/integrations/${hubspot.id}`, {
      mapping: hubspot.mapping,
    });
    expect(fixed.body.status).toBe('ok');
    await waitFor(
      () => fake.hubspot.byEmail('map@example.com')?.properties.property_type === 'House',
      10_000,
    );
  });
});

describe('Pipedrive', () => {
  it('adds the person, a lead linked to them and a note; a retry finds the lead it made by its origin id', async () => {
    const { client, formId } = await ownerWithForm('pipedrive');
    const token = fake.pipedrive.addToken();
    await addIntegration(client, formId, { kind: 'pipedrive', secret: token });
    fake.fault('pipedrive', { path: /\/v1\/leads$/, holdMs: 4000 });
    const id = await submit(formId, {
      ...ANSWERS,
      'How can we reach you?': { ...ANSWERS['How can we reach you?'], email: 'pd@example.com' },
    });
    const done = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'succeeded'),
      15_000,
    );
    expect(done.attempts).toBe(2);
    expect(done.detail).toMatch(/^Person \d+ found, lead [0-9a-f-]+ found, note added$/);
    const person = fake.pipedrive.persons.find((p) => p.emails.some((e) => e.value === 'pd@example.com'));
    expect(person).toMatchObject({
      name: 'Grace Hopper',
      phones: [{ value: '+1 555 0199', primary: true, label: 'work' }],
    });
    const leads = fake.pipedrive.leads.filter((l) => l.person_id === person?.id);
    expect(leads).toHaveLength(1);
    expect(leads[0].title).toMatch(/^Solar [0-9a-f]{8}: Grace Hopper$/);
    const notes = fake.pipedrive.notes.filter((n) => n.lead_id === leads[0].id);
    expect(notes).toHaveLength(1);
    expect(notes[0].content).toContain(`Forms Engine lead ${id}`);
    expect(fake.of('pipedrive').every((r) => r.headers['x-api-token'] === token)).toBe(true);
    expect(fake.refusals).toEqual([]);
  });
});

describe('delivery log and replay', () => {
  it('gives up after the last attempt, keeps the lead, and Replay sends it again', async () => {
    const { client, formId } = await ownerWithForm('replay');
    const hook = fake.slack.addWebhook('C0REPLAY1');
    await addIntegration(client, formId, { kind: 'slack', secret: `${fake.base}/slack${hook}` });
    for (let i = 0; i < 4; i++)
      fake.fault('slack', { path: new RegExp(hook), reply: { status: 500, body: 'internal_error' } });
    const id = await submit(formId);
    const failed = await waitFor(
      async () => (await log(client, formId)).find((d) => d.status === 'failed'),
      15_000,
    );
    expect(failed).toMatchObject({
      responseId: id,
      attempts: 4,
      detail: 'Slack answered HTTP 500: internal_error',
      responseCode: 500,
    });
    expect(fake.slack.inChannel('C0REPLAY1')).toHaveLength(0);
    const replay = await client.post(`/api/forms/${formId}/integrations/deliveries/${failed.id}/replay`);
    expect(replay.body).toEqual({ success: true, message: 'Delivery queued again' });
    await waitFor(() => fake.slack.inChannel('C0REPLAY1').length === 1, 10_000, 'the replayed lead');
    const [entry] = await log(client, formId);
    expect(entry).toMatchObject({ id: failed.id, status: 'succeeded', attempts: 1 });
    // Someone else's form, or a delivery of another form: not found.
    const other = await ownerWithForm('replay-other');
    const foreign = await other.client.post(
      `/api/forms/${other.formId}/integrations/deliveries/${failed.id}/replay`,
    );
    expect(foreign.status).toBe(404);
  });

  it('a deleted lead takes its deliveries with it, and one marked as spam is not sent', async () => {
    const { client, formId } = await ownerWithForm('removal');
    const hook = fake.slack.addWebhook('C0REMOVE1');
    const slack = await addIntegration(client, formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${hook}`,
    });
    fake.slack.archiveWebhook(hook);
    const kept = await submit(formId);
    const spam = await submit(formId);
    const gone = await submit(formId);
    await waitFor(async () => (await log(client, formId)).filter((d) => d.status === 'paused').length === 3);
    expect((await client.put(`/api/forms/${formId}/responses/${spam}/spam`, { spam: true })).status).toBe(
      200,
    );
    expect((await client.delete(`/api/forms/${formId}/responses/${gone}`)).status).toBe(200);
    const entries = await log(client, formId);
    expect(entries.map((d) => [d.responseId, d.status])).toEqual([
      [spam, 'cancelled'],
      [kept, 'paused'],
    ]);
    const newHook = fake.slack.addWebhook('C0REMOVE2');
    await client.put(`/api/forms/${formId}/integrations/${slack.id}`, {
      secret: `${fake.base}/slack${newHook}`,
    });
    await waitFor(() => fake.slack.inChannel('C0REMOVE2').length === 1, 10_000, 'the kept lead');
    expect(JSON.stringify(fake.slack.inChannel('C0REMOVE2')[0].blocks)).toContain(`response ${kept}`);
  });
});

/** The confirmation link last sent to `address` (from the dev mailbox), followed as the recipient would. */
async function confirmRecipient(address: string) {
  const mail = await waitFor(
    async () => (await mailbox()).findLast((m) => m.to === address && m.kind === 'recipient-confirm'),
    10_000,
    `confirmation link to ${address}`,
  );
  const token = /\/recipients\/confirm\?token=([^\s"&]+)/.exec(mail.text)?.[1];
  expect(token).toBeDefined();
  const done = await new Client(srv.url).request('POST', '/recipients/confirm', `token=${token}`, {
    'content-type': 'application/x-www-form-urlencoded',
    origin: srv.url,
  });
  expect(done.status).toBe(200);
}

/** The addresses the new-lead e-mails of a response went to, once the owner's is queued (all go in one statement). */
async function leadMailsOf(responseId: number, owner: string): Promise<string[]> {
  const read = async () =>
    rowsOf<{ to_address: string }>(
      await srv.app.ctx.database.db.execute(
        sql`select to_address from outbox where response_id = ${responseId} and kind = 'lead-owner' order by to_address`,
      ),
    ).map((r) => r.to_address);
  return waitFor(
    async () => {
      const to = await read();
      return to.length > 0 && to;
    },
    10_000,
    `lead e-mails of ${responseId} (owner ${owner})`,
  );
}

describe('lead routing', () => {
  /** The sample form with an address step before the contact step. */
  async function ownerWithAddressForm() {
    const { client, email } = await signedInClient(srv.url, 'routing');
    const base = sampleConfig();
    const steps = base.steps.map((step, i) => (i === 1 ? { ...step, id: 'bill' } : step));
    steps.splice(3, 0, {
      id: 'address',
      type: 'location',
      title: 'Where is the house?',
      validation: { required: false },
    } as unknown as (typeof steps)[number]);
    const config = {
      ...base,
      steps,
      calculations: [
        {
          id: 'estimate',
          label: 'Estimated price',
          formula: 'bill * 100',
          format: 'currency',
          currency: 'USD',
        },
      ],
    };
    const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Solar') });
    expect(form.status, JSON.stringify(form.body)).toBe(200);
    return { client, email, formId: form.body.id };
  }

  const lead = (postalCode: string, bill: number, first: string) => ({
    ...ANSWERS,
    'Monthly electricity bill': bill,
    'Where is the house?': { fullAddress: `Main St 1, ${postalCode}`, postalCode, isAvailable: true },
    'How can we reach you?': { ...ANSWERS['How can we reach you?'], firstName: first },
  });

  it('sends a lead to the recipients and channels of the rules its postal code and estimate match, first match or all', async () => {
    const { client, email, formId } = await ownerWithAddressForm();
    const [all, south, big] = ['C0ALL0001', 'C0SOUTH01', 'C0BIG0001'];
    const channel = async (c: string) =>
      addIntegration(client, formId, {
        kind: 'slack',
        secret: `${fake.base}/slack${fake.slack.addWebhook(c)}`,
      });
    const everyLead = await channel(all);
    const southSlack = await channel(south);
    const bigSlack = await channel(big);
    const anna = `anna-${formId}@example.com`;
    const salesLead = `sales-lead-${formId}@example.com`;
    const rules = [
      { name: 'South', postalCodes: '80000-89999', recipients: [anna], integrations: [southSlack.id] },
      {
        name: 'Big jobs',
        when: { step: 'estimate', op: 'gt', value: 20000 },
        recipients: [salesLead],
        integrations: [bigSlack.id],
      },
    ];
    const put = await client.put<{ mode: string; unconfirmedRecipients: string[] }>(
      `/api/forms/${formId}/routing`,
      { mode: 'first', rules },
    );
    expect(put.status, JSON.stringify(put.body)).toBe(200);
    expect(put.body.unconfirmedRecipients).toEqual([anna, salesLead]);
    await confirmRecipient(anna);
    await confirmRecipient(salesLead);
    expect(
      (await client.get<{ unconfirmedRecipients: string[] }>(`/api/forms/${formId}/routing`)).body
        .unconfirmedRecipients,
    ).toEqual([]);

    const names = (c: string) =>
      fake.slack.inChannel(c).map((m) => (m.blocks[0] as { text: { text: string } }).text.text);
    // Munich, $18,000: the south rule. Berlin, $25,000: the big-jobs rule. Munich, $25,000: the first rule only.
    const munich = await submit(formId, lead('80331', 180, 'Sofia'));
    const berlin = await submit(formId, lead('10115', 250, 'Bert'));
    const both = await submit(formId, lead('80331', 250, 'Max'));
    await waitFor(() => fake.slack.inChannel(all).length === 3, 10_000, 'every lead in the unrouted channel');
    expect(await leadMailsOf(munich, email)).toEqual([anna, email].sort());
    expect(await leadMailsOf(berlin, email)).toEqual([email, salesLead].sort());
    expect(await leadMailsOf(both, email)).toEqual([anna, email].sort());
    await waitFor(
      async () => (await log(client, formId)).filter((d) => d.status === 'succeeded').length === 6,
    );
    expect(names(south)).toEqual(['New lead: Sofia Hopper', 'New lead: Max Hopper']);
    expect(names(big)).toEqual(['New lead: Bert Hopper']);
    expect(names(all)).toHaveLength(3);

    // All matches: the third kind of lead goes to both rules' people and channels.
    expect((await client.put(`/api/forms/${formId}/routing`, { mode: 'all', rules })).status).toBe(200);
    const again = await submit(formId, lead('80331', 250, 'Mia'));
    expect(await leadMailsOf(again, email)).toEqual([anna, email, salesLead].sort());
    await waitFor(() => names(big).includes('New lead: Mia Hopper'), 10_000, 'big-jobs channel');
    await waitFor(() => names(south).includes('New lead: Mia Hopper'), 10_000, 'south channel');
    void everyLead;
  });

  it('refuses rules naming another form’s integration or unreadable postal codes, with the reason', async () => {
    const { client, formId } = await ownerWithAddressForm();
    const other = await ownerWithAddressForm();
    const foreign = await addIntegration(other.client, other.formId, {
      kind: 'slack',
      secret: `${fake.base}/slack${fake.slack.addWebhook('C0OTHER01')}`,
    });
    const named = await client.put(`/api/forms/${formId}/routing`, {
      rules: [{ integrations: [foreign.id] }],
    });
    expect(named).toMatchObject({
      status: 400,
      body: { error: 'Rule 1 names an integration this form does not have' },
    });
    const postal = await client.put(`/api/forms/${formId}/routing`, {
      rules: [{ postalCodes: '80000-' }],
    });
    expect(postal.status).toBe(400);
    expect(String((postal.body as { error: string }).error)).toContain(
      'Postal codes: write ranges like 80000-89999',
    );
    const mode = await client.put(`/api/forms/${formId}/routing`, { mode: 'some' });
    expect(mode.status).toBe(400);
    expect((await client.get(`/api/forms/${formId}/routing`)).body).toEqual({
      mode: 'first',
      rules: [],
      unconfirmedRecipients: [],
    });
  });
});

describe('REST hooks', () => {
  it('subscribes a target URL with an API key, sends it signed response.completed events, and stops after DELETE', async () => {
    const { client, formId } = await ownerWithForm('hooks');
    const key = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const zap = new Client(srv.url, { authorization: `Bearer ${key}` });
    const receiver = await new Receiver().up();
    try {
      const sample = await zap.get<
        { type: string; data: { response: { answers: Record<string, unknown> } } }[]
      >(`/api/hooks/sample?formId=${formId}`);
      expect(sample.status).toBe(200);
      expect(sample.body).toHaveLength(1);
      expect(sample.body[0].type).toBe('response.completed');
      expect(Object.keys(sample.body[0].data.response.answers)).toContain(
        'What type of property do you have?',
      );

      const sub = await zap.post<{ id: number; formId: number; event: string; targetUrl: string }>(
        '/api/hooks',
        {
          formId,
          event: 'response.completed',
          targetUrl: receiver.url,
        },
      );
      expect(sub.status, JSON.stringify(sub.body)).toBe(201);
      expect(sub.body).toMatchObject({ formId, event: 'response.completed', targetUrl: receiver.url });
      expect((await zap.get<{ id: number }[]>('/api/hooks')).body.map((h) => h.id)).toEqual([sub.body.id]);

      const first = await submit(formId);
      const got = await waitFor(() => receiver.byResponse(first)[0], 10_000, 'hook event');
      const { secret } = (await client.get<{ secret: string }>('/api/user/webhook')).body;
      const verified = new Webhook(secret).verify(got.body, {
        'webhook-id': got.headers['webhook-id'],
        'webhook-timestamp': got.headers['webhook-timestamp'],
        'webhook-signature': got.headers['webhook-signature'],
      }) as {
        type: string;
        data: { response: { id: number; complete: boolean; answers: Record<string, unknown> } };
      };
      expect(verified.type).toBe('response.completed');
      expect(verified.data.response).toMatchObject({ id: first, complete: true });
      expect(verified.data.response.answers['Monthly electricity bill']).toBe(180);
      // Now the sample is the form's latest lead.
      const latest = await zap.get<{ data: { response: { id: number } } }[]>(
        `/api/hooks/sample?formId=${formId}`,
      );
      expect(latest.body[0].data.response.id).toBe(first);

      const gone = await zap.delete(`/api/hooks/${sub.body.id}`);
      expect(gone).toMatchObject({ status: 200, body: { success: true } });
      expect((await zap.get('/api/hooks')).body).toEqual([]);
      expect((await zap.delete(`/api/hooks/${sub.body.id}`)).status).toBe(404);
      const second = await submit(formId);
      // The owner's other destinations still get the second lead; the ended subscription does not.
      const slack = await addIntegration(client, formId, {
        kind: 'slack',
        secret: `${fake.base}/slack${fake.slack.addWebhook('C0HOOKS01')}`,
      });
      const third = await submit(formId);
      await waitFor(async () =>
        (await log(client, formId)).some((d) => d.integrationId === slack.id && d.status === 'succeeded'),
      );
      expect(receiver.byResponse(second)).toEqual([]);
      expect(receiver.byResponse(third)).toEqual([]);
    } finally {
      await receiver.down();
    }
  });

  it('sends response.updated events of unfinished answers only to subscriptions of that event', async () => {
    const { client, formId } = await ownerWithForm('hooks-updated');
    const key = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const zap = new Client(srv.url, { authorization: `Bearer ${key}` });
    const updates = await new Receiver().up();
    const completions = await new Receiver().up();
    try {
      for (const [event, r] of [
        ['response.updated', updates],
        ['response.completed', completions],
      ] as const)
        expect((await zap.post('/api/hooks', { formId, event, targetUrl: r.url })).status).toBe(201);
      const respondent = new Client(srv.url);
      const session = await respondent.post<{ sessionId: string }>(`/api/forms/${formId}/session`);
      expect(session.status).toBe(201);
      const saved = await respondent.patch(`/api/sessions/${session.body.sessionId}/temp-response`, {
        tempResponse: { 'What type of property do you have?': 'flat' },
      });
      expect(saved.status, JSON.stringify(saved.body)).toBe(200);
      const got = await waitFor(() => updates.received[0], 10_000, 'response.updated event');
      expect(got.payload.type).toBe('response.updated');
      expect(got.payload.data.response).toMatchObject({
        complete: false,
        answers: { 'What type of property do you have?': 'flat' },
      });
      const sample = await zap.get<{ type: string; data: { response: { complete: boolean } } }[]>(
        `/api/hooks/sample?formId=${formId}&event=response.updated`,
      );
      expect(sample.body[0]).toMatchObject({
        type: 'response.updated',
        data: { response: { complete: false } },
      });
      // A completed lead goes to the other subscription; no update reached it.
      const done = await submit(formId);
      await waitFor(() => completions.byResponse(done)[0], 10_000, 'response.completed event');
      expect(completions.received.every((r) => r.payload.type === 'response.completed')).toBe(true);
      expect(updates.received.every((r) => r.payload.type === 'response.updated')).toBe(true);
    } finally {
      await updates.down();
      await completions.down();
    }
  });

  it('answers 401 without a valid key, 403 for another owner’s form, and 400 for a bad event or target', async () => {
    const { formId } = await ownerWithForm('hooks-bad');
    const stranger = await signedInClient(srv.url, 'stranger');
    const key = (await stranger.client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const zap = new Client(srv.url, { authorization: `Bearer ${key}` });
    const body = { formId, event: 'response.completed', targetUrl: 'https://example.com/hook' };
    expect((await new Client(srv.url).post('/api/hooks', body)).status).toBe(401);
    expect((await new Client(srv.url, { authorization: 'Bearer nope' }).get('/api/hooks')).status).toBe(401);
    expect((await zap.post('/api/hooks', body)).status).toBe(403);
    expect((await zap.get(`/api/hooks/sample?formId=${formId}`)).status).toBe(403);
    const own = await ownerWithForm('hooks-own');
    const ownKey = (await own.client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const mine = new Client(srv.url, { authorization: `Bearer ${ownKey}` });
    const event = await mine.post('/api/hooks', { ...body, formId: own.formId, event: 'response.deleted' });
    expect(event).toMatchObject({
      status: 400,
      body: { error: 'event must be one of response.completed, response.updated' },
    });
    const target = await mine.post('/api/hooks', {
      ...body,
      formId: own.formId,
      targetUrl: 'ftp://example.com/x',
    });
    expect(target.status).toBe(400);
    expect((await mine.delete('/api/hooks/abc')).status).toBe(400);
  });
});
