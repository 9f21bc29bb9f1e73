// Public form lookups come from the instance's cache with ETag/304 and Cache-Control, and every change is served at once.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(async () => {
  await server?.close();
});

async function publishedForm(config: unknown = sampleConfig()) {
  const { client } = await signedInClient(server.url, 'cache');
  const label = uniqueLabel('Cached');
  const res = await client.post<{ id: number }>('/api/publish', { config, label });
  expect(res.status).toBe(200);
  return { owner: client, id: res.body.id, label };
}

const byProps = (label: string) =>
  `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}&domain=`;

/** Asks until `check` passes (changes made behind the app's back arrive through NOTIFY, a moment later). */
async function eventually(check: () => Promise<boolean>, timeoutMs = 10_000) {
  const end = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('condition not met in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

describe('public form lookups', () => {
  it('carry an ETag and Cache-Control, and answer 304 without a body when the ETag matches', async () => {
    const { id, label } = await publishedForm();
    const anon = new Client(server.url);
    for (const path of [`/api/forms/${id}`, byProps(label)]) {
      const first = await anon.get<{ id: number }>(path);
      expect(first.status).toBe(200);
      expect(first.body.id).toBe(id);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]+"$/);
      expect(first.headers.get('cache-control')).toBe('public, no-cache');

      const again = await anon.get(path, { 'if-none-match': etag as string });
      expect(again.status).toBe(304);
      expect(again.body).toBeNull();
      expect(again.headers.get('etag')).toBe(etag);
      expect(again.headers.get('cache-control')).toBe('public, no-cache');
      // A weak validator and a list of several match too; another ETag does not.
      expect((await anon.get(path, { 'if-none-match': `"x", W/${etag}` })).status).toBe(304);
      expect((await anon.get(path, { 'if-none-match': '"something-else"' })).status).toBe(200);
    }
    // Both lookups serve the same bytes, hence the same ETag.
    const a = await anon.get(`/api/forms/${id}`);
    const b = await anon.get(byProps(label));
    expect(a.headers.get('etag')).toBe(b.headers.get('etag'));
  });

  it('are read from the database once, then from memory', async () => {
    const { id, label } = await publishedForm();
    const anon = new Client(server.url);
    expect((await anon.get(byProps(label))).status).toBe(200);
    const { stats } = server.app.ctx.published;
    // On PostgreSQL the publish's own NOTIFY and log row reach this instance a moment later and drop the copy
    // once more; past that, ten lookups must all come from memory.
    let loads = -1;
    let hits = 0;
    for (let attempt = 0; attempt < 20 && loads !== stats.loads; attempt++) {
      loads = stats.loads;
      hits = stats.hits;
      for (let i = 0; i < 5; i++) {
        expect((await anon.get(`/api/forms/${id}`)).status).toBe(200);
        expect((await anon.get(byProps(label))).status).toBe(200);
      }
    }
    expect(stats.loads).toBe(loads);
    expect(stats.hits).toBeGreaterThanOrEqual(hits + 10);
  });

  it("give the owner the private record with the draft, never a shared cache's copy", async () => {
    const { owner, id } = await publishedForm();
    await new Client(server.url).get(`/api/forms/${id}`);
    const draft = { ...sampleConfig('Draft title'), steps: sampleConfig().steps.slice(0, 2) };
    expect((await owner.put(`/api/forms/${id}/draft`, { config: draft })).status).toBe(200);
    const mine = await owner.get<{ status: string; hasUnpublishedChanges: boolean }>(`/api/forms/${id}`);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect(mine.headers.get('etag')).toBeNull();
    expect(mine.body).toMatchObject({ status: 'live', hasUnpublishedChanges: true });
    const theirs = await new Client(server.url).get<{ config: { steps: unknown[] } }>(`/api/forms/${id}`);
    expect(theirs.body.config.steps).toHaveLength(4);
  });

  it('send large payloads compressed, with the same ETag', async () => {
    const config = sampleConfig();
    const options = Array.from({ length: 30 }, (_, i) => ({
      id: `o${i}`,
      title: `Roof type number ${i}`,
      icon: 'Home',
    }));
    const { id } = await publishedForm({
      ...config,
      steps: [{ ...config.steps[0], options }, ...config.steps.slice(1)],
    });
    const plain = await fetch(`${server.url}/api/forms/${id}`, {
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const text = await plain.text();
    expect(text.length).toBeGreaterThan(1024);
    for (const encoding of ['br', 'gzip']) {
      const res = await fetch(`${server.url}/api/forms/${id}`, { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('etag')).toBe(plain.headers.get('etag'));
      expect(res.headers.get('vary')).toMatch(/accept-encoding/i);
      // fetch decodes the body: it must be the same document.
      expect(await res.text()).toBe(text);
    }
  });
});

describe('a change to a published form', () => {
  it('is served on the next request: publish, colour, rename (the old name stays an alias), console, delete', async () => {
    const { owner, id, label } = await publishedForm();
    const anon = new Client(server.url);
    const first = await anon.get<{ config: { steps: unknown[] } }>(byProps(label));
    const etag = first.headers.get('etag') as string;

    const two = { ...sampleConfig(), steps: sampleConfig().steps.slice(0, 2) };
    expect((await owner.put(`/api/forms/${id}/draft`, { config: two })).status).toBe(200);
    // A draft is not what respondents get: the cached copy still stands.
    expect((await anon.get(byProps(label), { 'if-none-match': etag })).status).toBe(304);
    expect((await owner.post(`/api/forms/${id}/publish`, {})).status).toBe(200);
    const published = await anon.get<{ config: { steps: unknown[] } }>(byProps(label), {
      'if-none-match': etag,
    });
    expect(published.status).toBe(200);
    expect(published.body.config.steps).toHaveLength(2);
    expect(published.headers.get('etag')).not.toBe(etag);

    expect((await owner.put(`/api/forms/${id}/color`, { color: '#123456' })).status).toBe(200);
    expect((await anon.get<{ color: string }>(`/api/forms/${id}`)).body.color).toBe('#123456');

    const renamed = uniqueLabel('Renamed');
    const props = await owner.put(`/api/forms/${id}/properties`, {
      label: renamed,
      language: 'en',
      domain: '',
    });
    expect(props.status).toBe(200);
    expect((await anon.get<{ label: string }>(byProps(renamed))).body.label).toBe(renamed);
    expect((await anon.get<{ label: string }>(byProps(label))).body.label).toBe(renamed);

    const consoleConfig = {
      enable: true,
      formConfig: { enabled_actions: ['auto_select_first_option'], trigger: { slide_no: 0, option: 'flat' } },
      responseConfig: { enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' },
    };
    expect((await owner.put(`/api/console/${id}`, { consoleConfig })).status).toBe(200);
    expect(
      (await anon.get<{ autoSelectFirstOption: unknown }>(`/api/forms/${id}`)).body.autoSelectFirstOption,
    ).toEqual({ enabled: true, optionId: 'flat' });

    expect((await owner.delete(`/api/forms/${id}`)).status).toBe(200);
    expect((await anon.get(`/api/forms/${id}`)).status).toBe(404);
    expect((await anon.get(byProps(renamed))).status).toBe(404);
    expect((await anon.get(byProps(label))).status).toBe(404);
  });

  it('made in the database behind the app (a script, another tool) is served too', async () => {
    const { id, label } = await publishedForm();
    const anon = new Client(server.url);
    expect((await anon.get<{ color: string }>(byProps(label))).body.color).not.toBe('#abcdef');
    await server.app.ctx.database.db.execute(sql`update forms set color = '#abcdef' where id = ${id}`);
    await eventually(
      async () => (await anon.get<{ color: string }>(byProps(label))).body.color === '#abcdef',
    );
    await server.app.ctx.database.db.execute(sql`delete from forms where id = ${id}`);
    await eventually(async () => (await anon.get(`/api/forms/${id}`)).status === 404);
  });

  it('covers availability: a limit, the submission that fills it, and a close date passing with no write', async () => {
    const { owner, id, label } = await publishedForm();
    const anon = new Client(server.url);
    type Avail = { availability: { open: boolean; reason: string | null } };
    expect((await anon.get<Avail>(byProps(label))).body.availability.open).toBe(true);
    expect((await owner.put(`/api/forms/${id}/settings`, { maxResponses: 1 })).status).toBe(200);
    // Still open (nothing completed), but the limit is a new payload: a new ETag.
    const limited = await anon.get<Avail>(byProps(label));
    expect(limited.body.availability.open).toBe(true);
    const answers = {
      'What type of property do you have?': 'flat',
      'How can we reach you?': { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true },
    };
    const submitted = await anon.post(`/api/forms/${id}/submit`, answers);
    expect(submitted.status).toBe(200);
    const full = await anon.get<Avail>(`/api/forms/${id}`, {
      'if-none-match': limited.headers.get('etag') as string,
    });
    expect(full.status).toBe(200);
    expect(full.body.availability).toMatchObject({ open: false, reason: 'full' });

    const other = await publishedForm();
    const closesAt = new Date(Date.now() + 1500).toISOString();
    expect((await other.owner.put(`/api/forms/${other.id}/settings`, { closesAt })).status).toBe(200);
    const open = await anon.get<Avail>(byProps(other.label));
    expect(open.body.availability.open).toBe(true);
    const loads = server.app.ctx.published.stats.loads;
    // The close date passes: no write announces it, the cached copy must not outlive it.
    await eventually(async () => !(await anon.get<Avail>(byProps(other.label))).body.availability.open);
    expect((await anon.get<Avail>(`/api/forms/${other.id}`)).body.availability).toMatchObject({
      open: false,
      reason: 'closed',
    });
    expect(server.app.ctx.published.stats.loads).toBeGreaterThan(loads);
  });

  it('takes submissions against the newly published version', async () => {
    const { owner, id } = await publishedForm();
    const anon = new Client(server.url);
    const answers = { 'What type of property do you have?': 'flat', 'Monthly electricity bill': 100 };
    // The cached version requires the contact step.
    expect((await anon.post(`/api/forms/${id}/submit`, answers)).status).toBe(400);
    const two = { ...sampleConfig(), steps: sampleConfig().steps.slice(0, 2) };
    await owner.put(`/api/forms/${id}/draft`, { config: two });
    await owner.post(`/api/forms/${id}/publish`, {});
    expect((await anon.post(`/api/forms/${id}/submit`, answers)).status).toBe(200);
  });
});

describe('public form lookups behind a CDN', () => {
  let cdn: TestServer;
  beforeAll(async () => {
    // A CDN lifetime, and production limits with a respondent budget of two calls a minute.
    cdn = await startServer({}, { PUBLIC_CACHE_SECONDS: '30', RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: '2' });
  });
  afterAll(async () => {
    await cdn?.close();
  });

  it('let a shared cache serve repeats for PUBLIC_CACHE_SECONDS while browsers revalidate', async () => {
    const { client } = await signedInClient(cdn.url, 'cdn');
    const label = uniqueLabel('CDN');
    const { body } = await client.post<{ id: number }>('/api/publish', { config: sampleConfig(), label });
    const anon = new Client(cdn.url);
    for (const path of [`/api/forms/${body.id}`, byProps(label)]) {
      const res = await anon.get(path);
      expect(res.status).toBe(200);
      expect(res.headers.get('cache-control')).toBe(
        'public, max-age=0, s-maxage=30, stale-while-revalidate=30',
      );
    }
  });

  it('carry no respondent limit: an address past its budget still gets the form', async () => {
    const { client } = await signedInClient(cdn.url, 'cdn-limited');
    const { body } = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel('Limited'),
    });
    const anon = new Client(cdn.url);
    let challenged = false;
    for (let i = 0; i < 4 && !challenged; i++) {
      challenged = (await anon.post(`/api/forms/${body.id}/session`, {})).status === 429;
    }
    expect(challenged).toBe(true);
    expect((await anon.get(`/api/forms/${body.id}`)).status).toBe(200);
  });
});
