// Forms API over real HTTP: publish, list, get, delete, properties, colour, icon mode and ownership.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueDomain,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

async function publish(client: Client, body: Record<string, unknown>) {
  return client.post<{ id: number; error?: string }>('/api/publish', { config: sampleConfig(), ...body });
}

describe('publish and read', () => {
  it('creates a form with the spec defaults and lists it for its owner only', async () => {
    const { client } = await signedInClient(server.url);
    const res = await publish(client, { promptHistory: ['a solar form'] });
    expect(res.status).toBe(200);
    const id = res.body.id;
    expect(id).toBeGreaterThan(0);
    const list = await client.get<Record<string, unknown>[]>('/api/forms');
    expect(list.body).toHaveLength(1);
    expect(list.body[0]).toMatchObject({
      id,
      // Numbered when another untitled form already exists (the suite may share one PostgreSQL).
      label: expect.stringMatching(/^Untitled Form( \(\d+\))?$/),
      language: 'en',
      domain: '',
      color: '#10b981',
      iconMode: 'lucide',
      promptHistory: ['a solar form'],
    });
    expect(typeof list.body[0].created_at).toBe('string');
    const other = await signedInClient(server.url, 'other');
    expect((await other.client.get<unknown[]>('/api/forms')).body).toEqual([]);
  });

  it('numbers untitled forms so the language+label+domain combination stays unique', async () => {
    const { client } = await signedInClient(server.url);
    const a = await publish(client, {});
    const b = await publish(client, {});
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    const labels = (await client.get<{ label: string }[]>('/api/forms')).body.map((f) => f.label);
    expect(new Set(labels).size).toBe(2);
  });

  it('answers GET /api/forms/{id} to anyone, with promptHistory only for the owner', async () => {
    const { client } = await signedInClient(server.url);
    const { body } = await publish(client, { promptHistory: ['secret prompt'], label: uniqueLabel() });
    const anon = await new Client(server.url).get(`/api/forms/${body.id}`);
    expect(anon.status).toBe(200);
    expect(anon.body).toMatchObject({ id: body.id, config: { steps: expect.any(Array) } });
    expect(anon.body).not.toHaveProperty('promptHistory');
    const own = await client.get(`/api/forms/${body.id}`);
    expect(own.body).toMatchObject({ promptHistory: ['secret prompt'] });
  });

  it('finds a form by language, label and domain for the embed', async () => {
    const { client } = await signedInClient(server.url);
    const label = uniqueLabel('Embed');
    const domain = uniqueDomain('shop');
    const { body } = await publish(client, { label, language: 'de', domain });
    const q = new URLSearchParams({ language: 'de', label, domain });
    const res = await new Client(server.url).get(`/api/forms/by-properties?${q}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: body.id, label, iconMode: 'lucide', color: '#10b981' });
    expect(res.body.autoSelectFirstOption).toEqual({ enabled: false, optionId: null });
    expect(res.body.config).toMatchObject({ steps: expect.any(Array) });
    const missing = await new Client(server.url).get(
      `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}`,
    );
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: 'Form not found' });
  });

  it('updates the form given by originalFormId instead of creating a new one', async () => {
    const { client } = await signedInClient(server.url);
    const { body } = await publish(client, { label: uniqueLabel() });
    const changed = sampleConfig('Changed');
    changed.steps[0].title = 'Which property?';
    const res = await client.post('/api/publish', {
      config: changed,
      originalFormId: body.id,
      iconMode: 'emoji',
    });
    expect(res.body.id).toBe(body.id);
    const got = await client.get<{ config: { steps: { title: string }[] }; iconMode: string }>(
      `/api/forms/${body.id}`,
    );
    expect(got.body.config.steps[0].title).toBe('Which property?');
    expect(got.body.iconMode).toBe('emoji');
    expect((await client.get<unknown[]>('/api/forms')).body).toHaveLength(1);
  });

  it('accepts the embed config shapes: numeric-key steps and a nested config wrapper', async () => {
    const { client } = await signedInClient(server.url);
    const s = sampleConfig().steps;
    const keyed = await publish(client, {
      config: { config: { steps: { 0: s[0], 1: s[1] } } },
      label: uniqueLabel(),
    });
    expect(keyed.status).toBe(200);
    const got = await client.get<{ config: { steps: unknown[] } }>(`/api/forms/${keyed.body.id}`);
    expect(got.body.config.steps).toHaveLength(2);
  });
});

describe('ownership and bad input', () => {
  it('refuses anonymous callers with 401', async () => {
    const anon = new Client(server.url);
    expect((await anon.get('/api/forms')).status).toBe(401);
    expect((await anon.post('/api/publish', { config: sampleConfig() })).status).toBe(401);
  });

  it("never lets one owner change or read another owner's form", async () => {
    const a = await signedInClient(server.url, 'owner-a');
    const b = await signedInClient(server.url, 'owner-b');
    const { body } = await publish(a.client, { label: uniqueLabel() });
    const id = body.id;
    expect((await b.client.delete(`/api/forms/${id}`)).status).toBe(403);
    expect((await b.client.put(`/api/forms/${id}/color`, { color: '#000000' })).status).toBe(403);
    expect(
      (await b.client.put(`/api/forms/${id}/properties`, { language: 'en', label: 'Stolen', domain: '' }))
        .status,
    ).toBe(403);
    expect((await b.client.put('/api/forms/icon-mode', { formId: id, iconMode: 'none' })).status).toBe(403);
    expect((await b.client.get(`/api/forms/${id}/responses`)).status).toBe(403);
    expect((await b.client.post('/api/publish', { config: sampleConfig(), originalFormId: id })).status).toBe(
      403,
    );
    const own = await a.client.get<{ color: string; label: string }>(`/api/forms/${id}`);
    expect(own.body.color).toBe('#10b981');
  });

  it('answers 404 for unknown ids and 400 for malformed ones', async () => {
    const { client } = await signedInClient(server.url);
    expect((await client.get('/api/forms/999999')).status).toBe(404);
    expect((await client.delete('/api/forms/999999')).status).toBe(404);
    const bad = await client.get('/api/forms/abc');
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ error: 'Form id must be a positive integer' });
  });

  it('refuses invalid configurations, malformed JSON and oversized bodies without storing anything', async () => {
    const { client } = await signedInClient(server.url);
    const noSteps = await client.post('/api/publish', { config: { theme: {} } });
    expect(noSteps.status).toBe(400);
    expect(noSteps.body.error).toMatch(/no steps/);
    const badType = await client.post('/api/publish', {
      config: { steps: [{ type: 'rocket', title: 'x' }] },
    });
    expect(badType.status).toBe(400);
    expect(badType.body.error).toMatch(/Invalid form configuration/);
    const malformed = await client.post('/api/publish', '{"config": ');
    expect(malformed.status).toBe(400);
    expect(malformed.body).toEqual({ error: 'Malformed JSON in request body' });
    const huge = await client.post('/api/publish', {
      config: { steps: [{ type: 'textbox', title: 'x'.repeat(2_000_000) }] },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toEqual({ error: 'Request body is too large' });
    const wrongTypes = await client.post('/api/publish', { config: sampleConfig(), language: 'fr' });
    expect(wrongTypes.status).toBe(400);
    expect((await client.get<unknown[]>('/api/forms')).body).toEqual([]);
  });
});

describe('properties, colour, icon mode and delete', () => {
  it('changes properties and refuses a taken language+label+domain with 409', async () => {
    const { client } = await signedInClient(server.url);
    const taken = uniqueLabel('Taken');
    const a = uniqueDomain('a');
    const b = uniqueDomain('b');
    await publish(client, { label: taken, domain: a });
    const { body } = await publish(client, { label: uniqueLabel() });
    const neu = uniqueLabel('Neu');
    const ok = await client.put(`/api/forms/${body.id}/properties`, {
      language: 'de',
      label: neu,
      domain: b,
    });
    expect(ok.status).toBe(200);
    const got = await client.get(`/api/forms/${body.id}`);
    expect(got.body).toMatchObject({ language: 'de', label: neu, domain: b });
    const clash = await client.put(`/api/forms/${body.id}/properties`, {
      language: 'en',
      label: taken,
      domain: a,
    });
    expect(clash.status).toBe(409);
    expect(clash.body).toEqual({ error: 'A form with this language, label and domain already exists' });
    const other = await signedInClient(server.url);
    const otherClash = await other.client.post('/api/publish', {
      config: sampleConfig(),
      label: taken,
      domain: a,
    });
    expect(otherClash.status).toBe(409);
  });

  it('sets a hex colour (3 or 6 digits) and refuses anything else', async () => {
    const { client } = await signedInClient(server.url);
    const { body } = await publish(client, { label: uniqueLabel() });
    expect((await client.put(`/api/forms/${body.id}/color`, { color: '#ABC' })).body).toMatchObject({
      color: '#aabbcc',
    });
    for (const color of ['blue', '#12345', 'rgb(0,0,0)', 123]) {
      const r = await client.put(`/api/forms/${body.id}/color`, { color });
      expect(r.status).toBe(400);
      expect(r.body.error).toMatch(/hex/);
    }
  });

  it('sets the icon mode to lucide, emoji or none only', async () => {
    const { client } = await signedInClient(server.url);
    const { body } = await publish(client, { label: uniqueLabel() });
    expect((await client.put('/api/forms/icon-mode', { formId: body.id, iconMode: 'none' })).status).toBe(
      200,
    );
    expect((await client.get(`/api/forms/${body.id}`)).body.iconMode).toBe('none');
    expect((await client.put('/api/forms/icon-mode', { formId: body.id, iconMode: 'svg' })).status).toBe(400);
  });

  it('deletes a form and its responses', async () => {
    const { client } = await signedInClient(server.url);
    const { body } = await publish(client, { label: uniqueLabel() });
    const del = await client.delete(`/api/forms/${body.id}`);
    expect(del.body).toEqual({ success: true });
    expect((await client.get(`/api/forms/${body.id}`)).status).toBe(404);
  });
});

describe('routing', () => {
  it('answers unknown /api paths with 404 JSON, never the web app', async () => {
    const res = await new Client(server.url).get('/api/does-not-exist');
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ error: 'Not found' });
  });
});
