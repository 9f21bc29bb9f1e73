// The public API over real HTTP with bearer keys: every documented status code, credit charging, rate limits, docs.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { apiExample } from '@forms-engine/contracts';
import { normalizeConfig, type TFormConfig } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test, vi } from 'vitest';
import { type FormGenerator, GeneratorError } from '../src/providers/ai/types.ts';
import { rowsOf } from '../src/db/rows.ts';
import {
  signedInClient,
  sampleConfig,
  startServer,
  type TestServer,
  uniqueDomain,
  uniqueLabel,
} from './helper.ts';

const SIGNUP = 10;
/** Runs a documented example as a child process (async: the server under test lives in this process). */
const run = async (cmd: string, args: string[]) =>
  (await promisify(execFile)(cmd, args, { timeout: 20_000 })).stdout;

/** A deterministic generator standing in for the AI; tests make it fail on purpose. */
function stubGenerator(): FormGenerator & { generate: ReturnType<typeof vi.fn> } {
  return {
    name: 'stub',
    generate: vi.fn(async ({ language }: { prompt: string; language?: 'en' | 'de' }) =>
      normalizeConfig({ ...sampleConfig(), language: language ?? 'en' }),
    ),
    edit: async (config: TFormConfig) => ({ config, summary: 'unchanged' }),
    analyze: async () => 'analysis',
  };
}

function install(server: TestServer) {
  const gen = stubGenerator();
  server.app.ctx.generator = gen;
  return gen;
}

async function ownerWithKey(server: TestServer, name = 'dev') {
  const owner = await signedInClient(server.url, name);
  const key = (await owner.client.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
  const api = (path: string, body: unknown, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }).then(async (r) => ({
      status: r.status,
      headers: r.headers,
      body: (await r.json()) as Record<string, unknown>,
    }));
  const credits = async () => (await owner.client.get<{ credits: number }>('/api/user/credits')).body.credits;
  return { ...owner, key, api, credits };
}

async function setCredits(server: TestServer, userId: number, credits: number) {
  await server.app.ctx.database.db.execute(sql`update users set credits = ${credits} where id = ${userId}`);
}

describe('public API', () => {
  let server: TestServer;
  let gen: ReturnType<typeof stubGenerator>;
  beforeAll(async () => {
    server = await startServer();
    gen = install(server);
  });
  afterAll(() => server.close());

  test('POST /api/generate-form returns the configuration and costs 1 credit', async () => {
    const dev = await ownerWithKey(server);
    const res = await dev.api('/api/generate-form', { prompt: 'A solar panel quote form' });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body.steps)).toBe(true);
    expect((res.body.steps as { type: string }[])[0].type).toBe('tiles');
    expect(await dev.credits()).toBe(SIGNUP - 1);
    expect(await server.app.ctx.credits.ledgerBalance(dev.userId)).toBe(SIGNUP - 1);
    const ledger = rowsOf<{ reason: string; delta: number }>(
      await server.app.ctx.database.db.execute(
        sql`select reason, delta from credit_ledger where user_id = ${dev.userId} and delta < 0`,
      ),
    );
    expect(ledger).toEqual([{ reason: 'api:generate-form', delta: -1 }]);
  });

  test('POST /api/create-form-url publishes the form and returns its embed URL and properties', async () => {
    const dev = await ownerWithKey(server);
    const label = uniqueLabel('Solar');
    const domain = uniqueDomain('solar');
    const res = await dev.api('/api/create-form-url', {
      prompt: 'Solaranlage Angebot',
      label,
      domain,
      language: 'de',
      icon_mode: 'emoji',
      color: '#3366ff',
    });
    expect(res.status).toBe(200);
    const formId = res.body.formId as number;
    expect(res.body).toEqual({
      url: `${server.url}/embed?${new URLSearchParams({ language: 'de', label, domain })}`,
      formId,
      language: 'de',
      label,
      domain,
      iconMode: 'emoji',
      color: '#3366ff',
    });
    expect(gen.generate).toHaveBeenLastCalledWith({ prompt: 'Solaranlage Angebot', language: 'de' });
    expect(await dev.credits()).toBe(SIGNUP - 1);
    const mine = await dev.client.get<{ id: number; label: string }[]>('/api/forms');
    expect(mine.body.map((f) => f.id)).toContain(formId);
    const lookup = await dev.client.get<{ id: number }>(
      `/api/forms/by-properties?${new URLSearchParams({ language: 'de', label, domain })}`,
    );
    expect(lookup.body.id).toBe(formId);
  });

  test('create-form-url defaults: language en, Untitled Form, no domain, lucide icons, #10b981', async () => {
    const dev = await ownerWithKey(server);
    const res = await dev.api('/api/create-form-url', { prompt: 'Contact form' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ language: 'en', domain: '', iconMode: 'lucide', color: '#10b981' });
    expect(res.body.label).toMatch(/^Untitled Form( \(\d+\))?$/);
  });

  test('401 for a missing, malformed, unknown or session-cookie-only credential', async () => {
    const dev = await ownerWithKey(server);
    const body = JSON.stringify({ prompt: 'x' });
    const post = (headers: Record<string, string>) =>
      fetch(`${server.url}/api/generate-form`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body,
      });
    const variants: Record<string, string>[] = [
      {},
      { authorization: dev.key },
      { authorization: `Basic ${dev.key}` },
      { authorization: 'Bearer fe_live_short' },
      { authorization: `Bearer fe_live_${'A'.repeat(32)}` },
      { authorization: `Bearer ${dev.key}x` },
      { cookie: [...dev.client.cookies].map(([k, v]) => `${k}=${v}`).join('; ') },
    ];
    for (const headers of variants) {
      const res = await post(headers);
      expect(res.status).toBe(401);
      expect(await res.json()).toEqual({ error: 'Invalid or missing API key' });
    }
    expect(await dev.credits()).toBe(SIGNUP);
  });

  test('400 for invalid parameters and malformed JSON, without charging', async () => {
    const dev = await ownerWithKey(server);
    const cases: [string, unknown, RegExp][] = [
      ['/api/generate-form', {}, /prompt is required/],
      ['/api/generate-form', { prompt: '   ' }, /prompt is required/],
      ['/api/generate-form', { prompt: 42 }, /prompt/],
      ['/api/generate-form', { prompt: 'x'.repeat(4001) }, /at most 4000/],
      ['/api/create-form-url', { label: 'x' }, /prompt is required/],
      ['/api/create-form-url', { prompt: 'x', language: 'fr' }, /language must be en or de/],
      ['/api/create-form-url', { prompt: 'x', icon_mode: 'svg' }, /icon_mode must be lucide, emoji or none/],
      ['/api/create-form-url', { prompt: 'x', color: 'red' }, /hex/],
      ['/api/create-form-url', { prompt: 'x', color: '#12345' }, /hex/],
      ['/api/create-form-url', '{"prompt":', /Malformed JSON/],
    ];
    for (const [path, body, message] of cases) {
      const res = await dev.api(path, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(String(res.body.error)).toMatch(message);
    }
    expect(await dev.credits()).toBe(SIGNUP);
  });

  test('400 when the generator cannot understand the prompt; 500 when it fails; neither charges', async () => {
    const dev = await ownerWithKey(server);
    gen.generate.mockRejectedValueOnce(
      new GeneratorError('not_understood', 'Please describe the form you want.'),
    );
    const unclear = await dev.api('/api/generate-form', { prompt: 'asdf' });
    expect(unclear.status).toBe(400);
    expect(unclear.body).toEqual({ error: 'Please describe the form you want.' });
    gen.generate.mockRejectedValueOnce(new GeneratorError('provider_error', 'upstream 503'));
    const failed = await dev.api('/api/generate-form', { prompt: 'A form' });
    expect(failed.status).toBe(500);
    expect(String(failed.body.error)).toMatch(/Form generation failed/);
    gen.generate.mockRejectedValueOnce(new Error('boom'));
    const crashed = await dev.api('/api/create-form-url', { prompt: 'A form', label: uniqueLabel() });
    expect(crashed.status).toBe(500);
    expect(JSON.stringify(crashed.body)).not.toContain('boom');
    expect(await dev.credits()).toBe(SIGNUP);
  });

  test('409 for a duplicate language + label + domain, without charging or generating', async () => {
    const dev = await ownerWithKey(server);
    const label = uniqueLabel('Dup');
    const domain = uniqueDomain('d');
    expect((await dev.api('/api/create-form-url', { prompt: 'A', label, domain })).status).toBe(200);
    const calls = gen.generate.mock.calls.length;
    const dup = await dev.api('/api/create-form-url', { prompt: 'B', label, domain });
    expect(dup.status).toBe(409);
    expect(dup.body).toEqual({ error: 'A form with this language, label and domain already exists' });
    expect(gen.generate.mock.calls.length).toBe(calls);
    // Another language or domain is a different form.
    expect(
      (await dev.api('/api/create-form-url', { prompt: 'C', label, domain, language: 'de' })).status,
    ).toBe(200);
    expect(await dev.credits()).toBe(SIGNUP - 2);
  });

  test('402 with no credits left; concurrent calls never spend more than the balance', async () => {
    const dev = await ownerWithKey(server);
    await setCredits(server, dev.userId, 0);
    const calls = gen.generate.mock.calls.length;
    for (const path of ['/api/generate-form', '/api/create-form-url']) {
      const res = await dev.api(path, { prompt: 'A form' });
      expect(res.status).toBe(402);
      expect(String(res.body.error)).toMatch(/Insufficient credits/);
    }
    expect(gen.generate.mock.calls.length).toBe(calls);
    await setCredits(server, dev.userId, 1);
    const results = await Promise.all(
      Array.from({ length: 4 }, (_, i) =>
        dev.api('/api/create-form-url', { prompt: 'A form', label: uniqueLabel(`C${i}`) }),
      ),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 402, 402, 402]);
    expect(await dev.credits()).toBe(0);
    const forms = await dev.client.get<unknown[]>('/api/forms');
    expect(forms.body).toHaveLength(1);
  });

  test('callable from any origin (it is a bearer-key API)', async () => {
    const dev = await ownerWithKey(server);
    const res = await dev.api(
      '/api/generate-form',
      { prompt: 'A form' },
      { origin: 'https://partner.example', 'sec-fetch-site': 'cross-site' },
    );
    expect(res.status).toBe(200);
  });

  test('the documented cURL and Node examples work as printed', async () => {
    const dev = await ownerWithKey(server);
    // The example publishes a fixed label on a fixed domain; a rerun against one shared PostgreSQL must not
    // meet last run's form or its claim on the domain.
    await server.app.ctx.database.db.execute(
      sql`delete from forms where language = 'en' and label = 'Solar quote' and domain = 'example.com'`,
    );
    await server.app.ctx.database.db.execute(sql`delete from domain_claims where domain = 'example.com'`);
    const opts = { origin: server.url, apiKey: dev.key };
    const curl = await run('bash', [
      '-c',
      `${apiExample('curl', 'generate-form', opts)} --silent --show-error`,
    ]);
    expect(Array.isArray((JSON.parse(curl) as { steps: unknown[] }).steps)).toBe(true);
    const node = await run(process.execPath, [
      '--input-type=module',
      '-e',
      apiExample('node', 'create-form-url', opts),
    ]);
    expect(node).toContain('formId');
    expect(node).toContain(`${server.url}/embed?language=en&label=Solar+quote&domain=example.com`);
    expect(await dev.credits()).toBe(SIGNUP - 2);
  });

  test('the OpenAPI document and the rendered docs page describe both endpoints', async () => {
    const doc = (await (await fetch(`${server.url}/api/docs/openapi.json`)).json()) as {
      openapi: string;
      servers: { url: string }[];
      paths: Record<
        string,
        {
          post: {
            responses: Record<string, unknown>;
            requestBody: { content: { 'application/json': { schema: { required: string[] } } } };
          };
        }
      >;
      components: { securitySchemes: Record<string, { scheme: string }> };
    };
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.servers[0].url).toBe(server.url);
    expect(Object.keys(doc.paths).sort()).toEqual(['/api/create-form-url', '/api/generate-form']);
    expect(Object.keys(doc.paths['/api/create-form-url'].post.responses).sort()).toEqual([
      '200',
      '400',
      '401',
      '402',
      '409',
      '429',
      '500',
    ]);
    expect(
      doc.paths['/api/generate-form'].post.requestBody.content['application/json'].schema.required,
    ).toEqual(['prompt']);
    expect(doc.components.securitySchemes.bearerAuth.scheme).toBe('bearer');

    const page = await fetch(`${server.url}/api/docs`);
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toContain('text/html');
    const html = await page.text();
    expect(html).toContain(`curl -X POST ${server.url}/api/create-form-url`);
    expect(html).toContain('import requests');
    expect(html).toContain('await fetch(');
    expect(html).not.toMatch(/<script|https?:\/\/(cdn|unpkg|jsdelivr)/);
  });
});

describe('public API rate limit per key', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer(
      {},
      { API_RATE_LIMIT_PER_MINUTE: '3', PUBLIC_URL: 'https://forms.example.com/' },
    );
    install(server);
  });
  afterAll(() => server.close());

  test('the 4th call in a minute gets 429 with Retry-After; another key is unaffected', async () => {
    const dev = await ownerWithKey(server);
    const other = await ownerWithKey(server, 'other');
    for (let i = 0; i < 3; i++)
      expect((await dev.api('/api/generate-form', { prompt: 'A form' })).status).toBe(200);
    const limited = await dev.api('/api/generate-form', { prompt: 'A form' });
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({ error: 'Too many requests. Please try again later.' });
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThanOrEqual(1);
    expect(retry).toBeLessThanOrEqual(60);
    expect(await dev.credits()).toBe(SIGNUP - 3);
    expect((await other.api('/api/generate-form', { prompt: 'A form' })).status).toBe(200);
  });

  test('the embed URL uses PUBLIC_URL when set', async () => {
    const dev = await ownerWithKey(server, 'url');
    const label = uniqueLabel('Public URL');
    const res = await dev.api('/api/create-form-url', { prompt: 'A form', label });
    expect(res.body.url).toBe(
      `https://forms.example.com/embed?${new URLSearchParams({ language: 'en', label, domain: '' })}`,
    );
  });
});

describe('public API with RATE_LIMITS=off', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer({}, { API_RATE_LIMIT_PER_MINUTE: '1', RATE_LIMITS: 'off' });
    install(server);
  });
  afterAll(() => server.close());

  test('no call is limited', async () => {
    const dev = await ownerWithKey(server);
    for (let i = 0; i < 4; i++)
      expect((await dev.api('/api/generate-form', { prompt: 'A form' })).status).toBe(200);
  });
});

describe('public API with the configured generator (offline by default)', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startServer();
  });
  afterAll(() => server.close());

  test('create-form-url generates a valid German form end to end', async () => {
    const dev = await ownerWithKey(server);
    const res = await dev.api('/api/create-form-url', {
      prompt: 'Angebotsanfrage für eine Solaranlage für Hausbesitzer',
      language: 'de',
      label: uniqueLabel('Solar DE'),
    });
    expect(res.status).toBe(200);
    const form = await dev.client.get<{ config: { steps: unknown[] } }>(`/api/forms/${res.body.formId}`);
    expect(form.status).toBe(200);
    expect(form.body.config.steps.length).toBeGreaterThan(0);
    expect(await dev.credits()).toBe(SIGNUP - 1);
  });

  test.each([
    [
      'fr',
      'Crée un formulaire de demande de devis pour des panneaux solaires : type de toit (tuiles, ardoise, métal), adresse du logement et coordonnées.',
      /toit/i,
    ],
    [
      'es',
      'Crea un formulario de solicitud de presupuesto para paneles solares: tipo de tejado (tejas, pizarra, metal), dirección de la vivienda y datos de contacto.',
      /tejado/i,
    ],
    [
      'it',
      'Crea un modulo di richiesta preventivo per pannelli solari: tipo di tetto (tegole, ardesia, metallo), indirizzo dell’immobile e dati di contatto.',
      /tetto/i,
    ],
  ])('create-form-url makes a %s prompt into a form in that language', async (language, prompt, roof) => {
    const dev = await ownerWithKey(server);
    const res = await dev.api('/api/create-form-url', { prompt, label: uniqueLabel(`Solar ${language}`) });
    expect(res.status).toBe(200);
    // The lookup language stays the spec's en; the form itself is written in the prompt's language.
    expect(res.body.language).toBe('en');
    const form = await dev.client.get<{ config: { language?: string; steps: { title: string }[] } }>(
      `/api/forms/${res.body.formId}`,
    );
    expect(form.body.config.language).toBe(language);
    const titles = form.body.config.steps.map((s) => s.title).join(' | ');
    expect(titles).toMatch(roof);
    expect(titles).not.toMatch(/\b(What|Which|Your|Was|Wie|Ihre)\b/);
  });

  test('create-form-url makes a German prompt without a language into a German form under de', async () => {
    const dev = await ownerWithKey(server);
    const res = await dev.api('/api/create-form-url', {
      prompt: 'Angebotsanfrage für eine Solaranlage für Hausbesitzer mit Dachart und Kontaktdaten',
      label: uniqueLabel('Solar auto'),
    });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('de');
  });
});
