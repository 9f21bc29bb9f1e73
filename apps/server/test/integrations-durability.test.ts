// Integration deliveries survive kill -9 mid-send: each destination took the lead but its answer never reached the
// killed instance; the next instance reclaims the deliveries and the lead is in Slack, the sheet, HubSpot, Pipedrive,
// Meta's Conversions API and the REST hook's receiver exactly once (each destination's own rule for finding an
// earlier attempt; Meta's is its de-duplication by event id).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FakeMeta } from './fakes/conversions.ts';
import { FakeServices } from './fakes/server.ts';
import { Client, sampleConfig, signedInClient, uniqueLabel } from './helper.ts';
import { startChildServer } from './processes.ts';
import { isolatedDatabase, Receiver, waitFor } from './webhook-receiver.ts';

const cleanup: (() => Promise<void> | void)[] = [];
let fake: FakeServices;
let keyFile = '';

beforeAll(async () => {
  fake = await new FakeServices().up();
  cleanup.push(() => fake.down());
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-integrations-'));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  keyFile = path.join(dir, 'service-account.json');
  fs.writeFileSync(keyFile, fake.google.serviceAccountKey(`${fake.base}/google/token`));
});
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

const ANSWERS = {
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 180,
  'How can we reach you?': {
    firstName: 'Grace',
    lastName: 'Hopper',
    email: 'killed@example.com',
    phone: '+1 555 0199',
    consent: true,
  },
};

describe('integration deliveries and kill -9', () => {
  it('a lead whose deliveries were cut off mid-send reaches every destination exactly once after a restart', async () => {
    const db = await isolatedDatabase();
    cleanup.push(db.drop);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-integrations-data-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    // A 2 s timeout makes the claim lease 12 s, so the reclaim happens within the test; retries after a failed
    // attempt are a minute away, so only the reclaim can send the lead again.
    const env = {
      ...fake.env(),
      GOOGLE_SERVICE_ACCOUNT_KEY_FILE: keyFile,
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '25',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_BASE_MS: '60000',
      RATE_LIMITS: 'off',
      DATA_DIR: dataDir,
      DATABASE_URL: db.url ?? '',
    };
    const receiver = await new Receiver().up();
    cleanup.push(() => receiver.down());
    receiver.mode = 'slow';
    receiver.slowMs = 60_000;

    const first = await startChildServer(env);
    cleanup.push(() => first.stop('SIGKILL'));
    const { client } = await signedInClient(first.url, 'killed');
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel('Solar'),
    });
    expect(form.status).toBe(200);
    const formId = form.body.id;
    const add = async (body: Record<string, unknown>) => {
      const res = await client.post<{ id: number }>(`/api/forms/${formId}/integrations`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(201);
      return res.body.id;
    };
    const slackToken = fake.slack.addBot(['C0KILL001']);
    await add({ kind: 'slack', settings: { mode: 'bot', channel: 'C0KILL001' }, secret: slackToken });
    const sheetId = fake.google.addSpreadsheet(['Sheet1']);
    await add({ kind: 'sheets', settings: { auth: 'serviceAccount', spreadsheet: sheetId } });
    await add({ kind: 'hubspot', secret: fake.hubspot.addToken() });
    await add({ kind: 'pipedrive', secret: fake.pipedrive.addToken() });
    await add({ kind: 'metaCapi', settings: { pixelId: '1234567890123456' }, secret: FakeMeta.TOKEN });
    const key = (await client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
    const sub = await new Client(first.url, { authorization: `Bearer ${key}` }).post('/api/hooks', {
      formId,
      event: 'response.completed',
      targetUrl: receiver.url,
    });
    expect(sub.status).toBe(201);

    // Every destination applies the lead's last write, then holds its answer past the kill.
    const held = [
      ['slack', /chat\.postMessage/],
      ['sheets', /:append/],
      ['hubspot', /objects\/notes$/],
      ['pipedrive', /\/v1\/leads$/],
      ['meta', /\/events\?/],
    ] as const;
    for (const [service, pathRe] of held) fake.fault(service, { path: pathRe, holdMs: 60_000 });
    const submitted = await new Client(first.url).post<{ id: number }>(
      `/api/forms/${formId}/submit`,
      ANSWERS,
    );
    expect(submitted.status).toBe(200);
    const responseId = submitted.body.id;
    await waitFor(
      () =>
        held.every(([service, pathRe]) => fake.of(service).some((r) => pathRe.test(r.path))) &&
        receiver.byResponse(responseId).length > 0,
      15_000,
      'every destination in flight',
    );
    await first.stop('SIGKILL');
    receiver.mode = 'ok';

    const second = await startChildServer(env);
    cleanup.push(() => second.stop());
    const owner = new Client(second.url);
    owner.cookies = client.cookies;
    const deliveries = await waitFor(
      async () => {
        const log = (
          await owner.get<{ status: string; attempts: number; detail: string | null }[]>(
            `/api/forms/${formId}/integrations/deliveries`,
          )
        ).body;
        return log.length === 5 && log.every((d) => d.status === 'succeeded') && log;
      },
      // Five destinations on a loaded machine: the lease runs out after 12 s, the sends take the rest.
      60_000,
      'reclaimed deliveries',
    );
    expect(deliveries.every((d) => d.attempts === 2)).toBe(true);
    await waitFor(
      () => receiver.byResponse(responseId).some((r) => r.mode === 'ok'),
      20_000,
      'reclaimed hook event',
    );

    // Slack (bot token): found in the channel by its metadata.
    expect(fake.slack.inChannel('C0KILL001')).toHaveLength(1);
    // Sheets: the header and one row, found again by the hidden lead-id column.
    const rows = fake.google.rows(sheetId);
    expect(rows).toHaveLength(2);
    expect(rows.filter((r) => r.includes('killed@example.com'))).toHaveLength(1);
    // HubSpot: one contact (upsert by e-mail) and one note (found by its marker).
    const contact = fake.hubspot.byEmail('killed@example.com');
    expect(contact).toBeDefined();
    expect(fake.hubspot.notesOf(String(contact?.id))).toHaveLength(1);
    // Pipedrive: one person (found by e-mail), one lead (found by its origin id), one note.
    const persons = fake.pipedrive.persons.filter((p) =>
      p.emails.some((e) => e.value === 'killed@example.com'),
    );
    expect(persons).toHaveLength(1);
    const leads = fake.pipedrive.leads.filter((l) => l.person_id === persons[0].id);
    expect(leads).toHaveLength(1);
    expect(fake.pipedrive.notes.filter((n) => n.lead_id === leads[0].id)).toHaveLength(1);
    // Meta: the same Lead sent again under the same event id, which Meta counts once; nothing was lost.
    const metaLeads = fake.meta.received.filter((e) => e.pixelId === '1234567890123456');
    expect(metaLeads).toHaveLength(2);
    expect(new Set(metaLeads.map((e) => e.event.event_id)).size).toBe(1);
    expect(fake.meta.counted().filter((e) => e.pixelId === '1234567890123456')).toHaveLength(1);
    // The REST hook: the same webhook-id again, which a receiver uses to drop the repeat.
    const events = receiver.byResponse(responseId);
    expect(new Set(events.map((e) => e.id)).size).toBe(1);
    expect(fake.refusals).toEqual([]);
  }, 150_000);
});
