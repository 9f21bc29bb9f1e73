// Server-side conversions over real HTTP against local fakes of Meta's Conversions API and GA4's Measurement
// Protocol: a consenting lead becomes one Lead (hashed e-mail and phone, the browser's event id) and one
// generate_lead; without consent nothing is sent; a 500 is retried into exactly one event; the delivery log says so.
import { createHash } from 'node:crypto';
import { leadEventId } from '@forms-engine/embed';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { FakeGa4, FakeMeta } from './fakes/conversions.ts';
import { FakeServices } from './fakes/server.ts';
import { waitFor } from './webhook-receiver.ts';

const ENV = {
  WEBHOOK_ALLOW_PRIVATE: 'true',
  WEBHOOK_RETRY_BASE_MS: '50',
  WEBHOOK_RETRY_MAX_MS: '200',
  WEBHOOK_POLL_MS: '25',
  WEBHOOK_TIMEOUT_MS: '1500',
  WEBHOOK_MAX_ATTEMPTS: '4',
  RATE_LIMITS: 'off',
};
const PIXEL = '1234567890123456';

let srv: TestServer;
let fake: FakeServices;
beforeAll(async () => {
  fake = await new FakeServices().up();
  srv = await startServer({}, { ...ENV, ...fake.env() });
});
afterAll(async () => {
  await srv?.close();
  await fake?.down();
});

interface Delivery {
  integrationId: number;
  status: string;
  detail: string | null;
  attempts: number;
}

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex');

const CONTACT = {
  firstName: 'Grace',
  lastName: 'Hopper',
  email: 'Grace.Hopper@Example.COM',
  phone: '+1 555 0199',
  consent: true,
};

/** The sample form with an estimate in dollars; `withContact: false` drops its contact step (no consent tickbox). */
async function ownerWithForm(withContact = true) {
  const { client } = await signedInClient(srv.url, 'conversions');
  const base = sampleConfig();
  const config = {
    ...base,
    steps: base.steps
      .map((step, i) => (i === 1 ? { ...step, id: 'bill' } : step))
      .filter((s) => withContact || s.type !== 'contact'),
    calculations: [
      { id: 'estimate', label: 'Estimate', formula: 'bill * 100', format: 'currency', currency: 'EUR' },
    ],
  };
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Ads') });
  expect(form.status).toBe(200);
  return { client, formId: form.body.id };
}

async function addConversions(client: Client, formId: number, pageConsent = false) {
  const meta = await client.post<{ id: number }>(`/api/forms/${formId}/integrations`, {
    kind: 'metaCapi',
    settings: { pixelId: PIXEL, testEventCode: 'TEST123', pageConsent },
    secret: FakeMeta.TOKEN,
  });
  expect(meta.status, JSON.stringify(meta.body)).toBe(201);
  const ga = await client.post<{ id: number }>(`/api/forms/${formId}/integrations`, {
    kind: 'ga4',
    settings: { measurementId: 'G-TEST1234', pageConsent },
    secret: FakeGa4.SECRET,
  });
  expect(ga.status, JSON.stringify(ga.body)).toBe(201);
  return { meta: meta.body.id, ga4: ga.body.id };
}

/** A respondent who answers in a session and submits; returns the session id. */
async function respond(formId: number, contact: Record<string, unknown> | null): Promise<string> {
  const anon = new Client(srv.url);
  const session = await anon.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
  expect(session.status).toBe(201);
  const answers: Record<string, unknown> = {
    'What type of property do you have?': 'house',
    'Monthly electricity bill': 180,
    ...(contact ? { 'How can we reach you?': contact } : {}),
    _sessionInfo: session.body,
  };
  const res = await anon.post(`/api/forms/${formId}/submit`, answers);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return session.body.sessionId;
}

const deliveries = async (client: Client, formId: number) =>
  (await client.get<Delivery[]>(`/api/forms/${formId}/integrations/deliveries`)).body;

const eventsOf = (eventId: string) => fake.meta.received.filter((e) => e.event.event_id === eventId);
const hitsOf = (eventId: string) =>
  fake.ga4.received.filter((h) => h.body.events[0]?.params.event_id === eventId);

describe('Meta Conversions API and GA4', () => {
  it('send one Lead with hashed e-mail and phone and the browser’s event id, and one generate_lead', async () => {
    const { client, formId } = await ownerWithForm();
    const ids = await addConversions(client, formId);
    const sessionId = await respond(formId, CONTACT);
    const eventId = await leadEventId(sessionId);
    const log = await waitFor(async () => {
      const list = await deliveries(client, formId);
      return list.length === 2 && list.every((d) => d.status === 'succeeded') && list;
    });
    expect(log.map((d) => d.integrationId).sort()).toEqual([ids.meta, ids.ga4].sort());

    const [lead] = eventsOf(eventId);
    expect(eventsOf(eventId)).toHaveLength(1);
    expect(lead.pixelId).toBe(PIXEL);
    expect(lead.testEventCode).toBe('TEST123');
    expect(lead.event).toMatchObject({
      event_name: 'Lead',
      event_id: eventId,
      action_source: 'website',
      user_data: {
        em: [sha256('grace.hopper@example.com')],
        ph: [sha256('15550199')],
        fn: [sha256('grace')],
        ln: [sha256('hopper')],
      },
      custom_data: { value: 18000, currency: 'EUR' },
    });
    // Nothing readable about the respondent leaves: no address or number in clear.
    expect(JSON.stringify(lead.event)).not.toMatch(/grace|hopper|0199/i);

    const [hit] = hitsOf(eventId);
    expect(hitsOf(eventId)).toHaveLength(1);
    expect(hit.measurementId).toBe('G-TEST1234');
    expect(hit.body.client_id).toMatch(/^\d+\.\d+$/);
    expect(hit.body.events).toEqual([
      {
        name: 'generate_lead',
        params: { value: 18000, currency: 'EUR', event_id: eventId, form_id: formId },
      },
    ]);
    expect(fake.refusals).toEqual([]);
  });

  it('carry the host page’s click ids, the respondent’s IP and browser, and the visitor’s own GA client id', async () => {
    const { client, formId } = await ownerWithForm();
    await addConversions(client, formId);
    const anon = new Client(srv.url);
    const sessionId = crypto.randomUUID();
    const browser = 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36';
    const opened = await anon.put(
      `/api/forms/${formId}/sessions/${sessionId}`,
      {
        visitor: {
          fbc: 'fb.1.1764200000000.IwAR2abc',
          fbp: 'fb.1.1764200000000.123456789',
          gaClientId: '1234567890.1764200000',
          gclid: 'Cj0KCQ_abc-1',
          // Odd values are dropped, never refused.
          wbraid: 'not an id!',
          gbraid: 42,
          unknown: 'x',
        },
      },
      // Without TRUST_PROXY a forwarded address is the caller's claim, not where the request came from.
      { 'user-agent': browser, 'x-forwarded-for': '203.0.113.7' },
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const res = await anon.post(`/api/forms/${formId}/submit`, {
      'What type of property do you have?': 'house',
      'Monthly electricity bill': 180,
      'How can we reach you?': CONTACT,
      _sessionInfo: { sessionId, sessionNo: (opened.body as { sessionNo: number }).sessionNo },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const eventId = await leadEventId(sessionId);
    await waitFor(() => eventsOf(eventId).length === 1 && hitsOf(eventId).length === 1);
    const user = eventsOf(eventId)[0].event.user_data as Record<string, unknown>;
    expect(user).toMatchObject({
      fbc: 'fb.1.1764200000000.IwAR2abc',
      fbp: 'fb.1.1764200000000.123456789',
      client_user_agent: browser,
    });
    expect(user.client_ip_address).toMatch(/^(127\.0\.0\.1|::1|::ffff:127\.0\.0\.1)$/);
    const [hit] = hitsOf(eventId);
    expect(hit.body.client_id).toBe('1234567890.1764200000');
    expect(hit.body.events[0].params.gclid).toBe('Cj0KCQ_abc-1');
    expect(JSON.stringify(hit.body)).not.toContain('not an id');
    expect(fake.refusals).toEqual([]);
  });

  it('without ids from the page, send no click ids and a stable stand-in GA client id', async () => {
    const { client, formId } = await ownerWithForm();
    await addConversions(client, formId);
    const eventId = await leadEventId(await respond(formId, CONTACT));
    await waitFor(() => eventsOf(eventId).length === 1 && hitsOf(eventId).length === 1);
    expect(Object.keys(eventsOf(eventId)[0].event.user_data as object).sort()).toEqual([
      'em',
      'fn',
      'ln',
      'ph',
    ]);
    const number = (hex: string) => String(Number.parseInt(hex, 16));
    expect(hitsOf(eventId)[0].body.client_id).toBe(
      `${number(eventId.slice(0, 8))}.${number(eventId.slice(8, 16))}`,
    );
  });

  it('send nothing for a form without a consent tickbox unless the owner says the page collects consent', async () => {
    const { client, formId } = await ownerWithForm(false);
    await addConversions(client, formId);
    const eventId = await leadEventId(await respond(formId, null));
    const log = await waitFor(async () => {
      const list = await deliveries(client, formId);
      return list.length === 2 && list.every((d) => d.status === 'failed') && list;
    });
    for (const d of log)
      expect(d.detail).toBe(
        'Not sent: the form has no consent tickbox and the page is not marked as collecting consent',
      );
    expect(eventsOf(eventId)).toEqual([]);
    expect(hitsOf(eventId)).toEqual([]);

    const second = await ownerWithForm(false);
    await addConversions(second.client, second.formId, true);
    const consented = await leadEventId(await respond(second.formId, null));
    await waitFor(() => eventsOf(consented).length === 1 && hitsOf(consented).length === 1);
    // Without a contact step there is nobody to match by: the event carries no user data.
    expect(eventsOf(consented)[0].event.user_data).toEqual({});
  });

  it('retry a 500 into exactly one event', async () => {
    const { client, formId } = await ownerWithForm();
    await addConversions(client, formId);
    fake.fault('meta', {
      reply: { status: 500, body: { error: { message: 'Service temporarily unavailable', code: 2 } } },
    });
    fake.fault('ga4', { reply: { status: 503, body: 'unavailable' } });
    const eventId = await leadEventId(await respond(formId, CONTACT));
    const log = await waitFor(async () => {
      const list = await deliveries(client, formId);
      return list.length === 2 && list.every((d) => d.status === 'succeeded') && list;
    });
    expect(log.map((d) => d.attempts)).toEqual([2, 2]);
    expect(eventsOf(eventId)).toHaveLength(1);
    expect(hitsOf(eventId)).toHaveLength(1);
  });

  it('refuse a Pixel ID or measurement ID that is not one, and need the token', async () => {
    const { client, formId } = await ownerWithForm();
    const bad = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'metaCapi',
      settings: { pixelId: 'my-pixel' },
      secret: 'x',
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('Paste the Pixel ID (the number Events Manager shows for your Pixel)');
    const badGa = await client.post(`/api/forms/${formId}/integrations`, {
      kind: 'ga4',
      settings: { measurementId: 'UA-1234-1' },
      secret: 'x',
    });
    expect(badGa.status).toBe(400);
    expect(badGa.body.error).toContain('Paste the measurement ID (like G-ABC123DEF4)');
    const noToken = await client.post<{ status: string }>(`/api/forms/${formId}/integrations`, {
      kind: 'metaCapi',
      settings: { pixelId: PIXEL },
    });
    expect(noToken.status).toBe(201);
    expect(noToken.body.status).toBe('not-connected');
  });
});
