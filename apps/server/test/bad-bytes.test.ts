// Bad bytes at the edge over real HTTP (issue 10, finding 5): NUL, lone surrogates, deep nesting and broken multipart get a 400 with a message on every route class, never a 500.
import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makePdf } from './document-fixtures.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
let owner: Client;
let formId: number;
let sessionId: string;
let apiKey: string;
let label: string;

beforeAll(async () => {
  server = await startServer({ rateLimits: false, publicUrl: 'https://forms.example.com' });
  ({ client: owner } = await signedInClient(server.url, 'bytes'));
  label = uniqueLabel('Bytes');
  const pub = await owner.post<{ id: number }>('/api/publish', { label, config: sampleConfig() });
  formId = pub.body.id;
  sessionId = (await new Client(server.url).post<{ sessionId: string }>(`/api/forms/${formId}/session`)).body
    .sessionId;
  apiKey = (await owner.get<{ apiKey: string }>('/api/dev/generate-api-key')).body.apiKey;
}, 60_000);
afterAll(() => server.close());

/** A raw request: the body goes out byte for byte as given. */
async function send(
  method: string,
  path: string,
  body: string | Buffer | undefined,
  headers: Record<string, string> = {},
): Promise<{ status: number; body: { error?: string } | string }> {
  const c = owner;
  const h: Record<string, string> = { ...headers };
  if (!headers.authorization) h.cookie = [...c.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  if (body !== undefined) h['content-type'] ??= 'application/json';
  const res = await fetch(server.url + path, {
    method,
    headers: h,
    body: Buffer.isBuffer(body) ? new Uint8Array(body) : body,
  });
  const text = await res.text();
  try {
    return { status: res.status, body: JSON.parse(text) };
  } catch {
    return { status: res.status, body: text };
  }
}

const NUL = JSON.stringify('Solar\u0000panel'); // "Solar\u0000panel" as JSON text
const SURROGATE = JSON.stringify('Roof \ud800 tiles'); // JSON.stringify escapes the lone half: "\ud800"
const LOW_SURROGATE = '"tail \\udc00"';
const DEEP = 10_000;
const deepArray = `${'['.repeat(DEEP)}"x"${']'.repeat(DEEP)}`;
const deepObject = `${'{"a":'.repeat(DEEP)}"x"${'}'.repeat(DEEP)}`;

/**
 * Each JSON route with a realistic body; `v` is JSON text put where a string belongs (or a deep value).
 * The routes are those the probe listed, plus login, quotation and webhook settings.
 */
const jsonRoutes: [string, string, () => string, (v: string) => string, Record<string, string>?][] = [
  [
    'PATCH',
    'temp-response',
    () => `/api/sessions/${sessionId}/temp-response`,
    (v) => `{"tempResponse":{"q1":${v}}}`,
  ],
  [
    'POST',
    'submit',
    () => `/api/forms/${formId}/submit`,
    (v) => `{"Your name":${v},"sessionId":"${sessionId}"}`,
  ],
  [
    'POST',
    '/api/submit',
    () => '/api/submit',
    (v) => `{"form_config_id":${formId},"response":{"formData":{"q":${v}}}}`,
  ],
  [
    'POST',
    'publish',
    () => '/api/publish',
    (v) => `{"label":${v},"config":${JSON.stringify(sampleConfig())}}`,
  ],
  [
    'PUT',
    'properties',
    () => `/api/forms/${formId}/properties`,
    (v) => `{"language":"en","label":${v},"domain":""}`,
  ],
  ['PUT', 'console', () => `/api/console/${formId}`, (v) => `{"consoleConfig":{"enable":true,"title":${v}}}`],
  [
    'PUT',
    'service area',
    () => `/api/forms/${formId}/service-area`,
    (v) => `{"serviceArea":{"type":"radius","center":{"lat":52,"lng":13},"radiusKm":10,"label":${v}}}`,
  ],
  ['POST', 'prompt', () => '/api/prompt', (v) => `{"prompt":${v}}`],
  [
    'POST',
    'edit-form',
    () => '/api/edit-form',
    (v) => `{"currentConfig":${JSON.stringify(sampleConfig())},"instruction":${v}}`,
  ],
  ['POST', 'privacy policy', () => '/api/user/privacy-policy', (v) => `{"privacyPolicyLink":${v}}`],
  [
    'POST',
    'register',
    () => '/api/auth/register',
    (v) => `{"username":${v},"email":"x${Date.now()}@example.com","password":"Sup3r$ecret"}`,
  ],
  ['POST', 'login', () => '/api/auth/login', (v) => `{"email":"a@example.com","password":${v}}`],
  ['POST', 'generate-quotation', () => '/api/generate-quotation', (v) => `{"formResponses":{"a":${v}}}`],
  ['POST', 'webhook settings', () => '/api/user/webhook', (v) => `{"url":${v},"enabled":true}`],
  [
    'POST',
    'create-form-url (API key)',
    () => '/api/create-form-url',
    (v) => `{"prompt":${v},"label":"x"}`,
    { authorization: 'API_KEY' },
  ],
];

const badValues: [string, string, RegExp][] = [
  ['a NUL character', NUL, /NUL/],
  ['a lone high surrogate', SURROGATE, /surrogate/i],
  ['a lone low surrogate', LOW_SURROGATE, /surrogate/i],
  [`${DEEP}-deep arrays`, deepArray, /nested too deeply/],
  [`${DEEP}-deep objects`, deepObject, /nested too deeply/],
];

describe('JSON bodies', () => {
  for (const [method, name, path, body, headers] of jsonRoutes) {
    it.each(badValues)(`${method} ${name} refuses %s with 400`, async (_what, value, message) => {
      const h: Record<string, string> = headers?.authorization ? { authorization: `Bearer ${apiKey}` } : {};
      const res = await send(method, path(), body(value), h);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: expect.stringMatching(message) });
    });
  }

  it('refuses NUL and lone surrogates in object keys, and names where', async () => {
    const res = await send(
      'PATCH',
      `/api/sessions/${sessionId}/temp-response`,
      `{"tempResponse":{"a\\u0000b":"x"}}`,
    );
    expect(res).toEqual({ status: 400, body: { error: expect.stringMatching(/NUL/) } });
    const sur = await send(
      'POST',
      '/api/submit',
      `{"form_config_id":${formId},"response":{"formData":{"\\ud83d":"x"}}}`,
    );
    expect(sur).toEqual({ status: 400, body: { error: expect.stringMatching(/surrogate/) } });
    const where = await send('POST', '/api/prompt', `{"prompt":${NUL}}`);
    expect(where.body).toEqual({ error: 'prompt: text must not contain NUL characters (\\u0000)' });
  });

  it('still accepts well-formed text: emoji (surrogate pairs), other scripts, sensible nesting', async () => {
    const res = await send(
      'PATCH',
      `/api/sessions/${sessionId}/temp-response`,
      JSON.stringify({
        tempResponse: { note: 'Dach 🏠 mit Ziegeln — 屋根 \ud83d\ude00', nested: [[[[{ a: [1, 2] }]]]] },
      }),
    );
    expect(res.status).toBe(200);
    const sub = await send(
      'POST',
      '/api/submit',
      JSON.stringify({
        form_config_id: formId,
        response: { formData: { 'Your name': 'Zoë 😀' } },
      }),
    );
    expect(sub.status).not.toBe(500);
  });

  it('refuses a raw NUL byte and a body cut off mid-value as malformed JSON', async () => {
    const raw = await send('POST', '/api/prompt', Buffer.from('{"prompt":"a\u0000b"}', 'utf8'));
    expect(raw).toEqual({ status: 400, body: { error: expect.stringMatching(/Malformed JSON|NUL/) } });
    const cut = await send('POST', '/api/prompt', '{"prompt":"Solar');
    expect(cut).toEqual({ status: 400, body: { error: 'Malformed JSON in request body' } });
  });

  it('refuses multipart bodies on JSON routes: 400 without a boundary, 415 with one', async () => {
    const body = '--x\r\nContent-Disposition: form-data; name="prompt"\r\n\r\nhi';
    const none = await send('POST', '/api/prompt', body, { 'content-type': 'multipart/form-data' });
    expect(none).toEqual({ status: 400, body: { error: expect.stringMatching(/without a boundary/) } });
    const withBoundary = await send('POST', '/api/prompt', body, {
      'content-type': 'multipart/form-data; boundary=x',
    });
    expect(withBoundary).toEqual({
      status: 415,
      body: { error: 'Unsupported content type; send application/json' },
    });
  });
});

describe('query strings and path parameters', () => {
  const cases: [string, () => string][] = [
    [
      'by-properties',
      () => `/api/forms/by-properties?language=en&label=${encodeURIComponent(label)}%00&domain=`,
    ],
    ['responses search', () => `/api/forms/${formId}/responses?q=a%00b`],
    ['responses CSV', () => `/api/forms/${formId}/responses.csv?q=%00`],
    ['privacy policy by form', () => '/api/user/privacy-policy?formId=1%00'],
    ['document with a query', () => `/api/documents/00000000-0000-0000-0000-000000000000?sessionId=%00`],
    ['admin verify', () => '/api/admin/verify?token=%00abc'],
    ['static map', () => '/api/staticmap?center=%00'],
    ['temp-response path', () => '/api/sessions/ab%00cd/temp-response'],
    ['document path', () => '/api/documents/ab%00cd'],
    ['console path', () => '/api/console/1%00'],
  ];
  it.each(cases)('%s refuses a NUL with 400', async (_name, path) => {
    const p = path();
    const method = p.includes('temp-response') ? 'PATCH' : 'GET';
    const res = await send(method, p, method === 'PATCH' ? '{"tempResponse":{}}' : undefined);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.stringMatching(/NUL/) });
  });

  it.each(cases)('%s refuses an encoded lone surrogate (CESU-8 bytes) with 400', async (_name, path) => {
    const p = path().replace('%00', '%ED%A0%80');
    const method = p.includes('temp-response') ? 'PATCH' : 'GET';
    const res = await send(method, p, method === 'PATCH' ? '{"tempResponse":{}}' : undefined);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: expect.any(String) });
  });

  it('refuses malformed percent-encoding and thousands of repeats of one parameter with 400', async () => {
    const bad = await send('GET', '/api/forms/by-properties?language=en&label=%E0%A4%A&domain=', undefined);
    expect(bad.status).toBe(400);
    const many = await send(
      'GET',
      `/api/forms/by-properties?language=en&domain=&${Array.from({ length: 1000 }, () => 'label=x').join('&')}`,
      undefined,
    );
    expect(many.status).toBe(400);
    expect(many.body).toEqual({ error: expect.any(String) });
  });
});

describe('upload route (multipart)', () => {
  const pdf = makePdf(['Bill', 'Total 12 EUR']);

  /** Sends raw bytes over a socket, so truncated bodies really end early. */
  function rawUpload(
    body: Buffer,
    contentType: string,
    length = body.length,
  ): Promise<{ status: number; body: { error?: string } }> {
    return new Promise((resolve, reject) => {
      const url = new URL(`${server.url}/api/upload-document`);
      const req = http.request(
        {
          host: url.hostname,
          port: url.port,
          method: 'POST',
          path: url.pathname,
          headers: { 'content-type': contentType, 'content-length': String(length) },
        },
        (res) => {
          let text = '';
          res.on('data', (c) => {
            text += c;
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body: JSON.parse(text) }));
        },
      );
      req.on('error', reject);
      req.end(body);
    });
  }

  const part = (boundary: string, name: string, value: string | Buffer, fileName?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${name}"${fileName === undefined ? '' : `; filename="${fileName}"`}\r\n${fileName === undefined ? '' : 'Content-Type: application/pdf\r\n'}\r\n`,
      ),
      Buffer.isBuffer(value) ? value : Buffer.from(value),
      Buffer.from('\r\n'),
    ]);

  it('refuses multipart without a boundary', async () => {
    const res = await rawUpload(part('b', 'document', pdf, 'a.pdf'), 'multipart/form-data');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/boundary/);
  });

  it('refuses an empty boundary parameter', async () => {
    const res = await rawUpload(part('b', 'document', pdf, 'a.pdf'), 'multipart/form-data; boundary=');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/boundary/);
  });

  it('refuses a body that ends before the closing boundary', async () => {
    const body = part('XyZ', 'document', pdf, 'a.pdf'); // no closing --XyZ--
    const res = await rawUpload(body, 'multipart/form-data; boundary=XyZ');
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/incomplete|cut off|truncated/i);
  });

  it('refuses a file cut off half-way', async () => {
    const full = Buffer.concat([part('XyZ', 'document', pdf, 'a.pdf'), Buffer.from('--XyZ--\r\n')]);
    const half = full.subarray(0, Math.floor(full.length / 2));
    const res = await rawUpload(half, 'multipart/form-data; boundary=XyZ', half.length).catch(() => null);
    expect(res?.status).toBe(400);
  });

  it('refuses a body with no parts at all', async () => {
    const res = await rawUpload(
      Buffer.from('garbage that is not multipart'),
      'multipart/form-data; boundary=XyZ',
    );
    expect(res.status).toBe(400);
    expect(res.body.error).toEqual(expect.any(String));
  });

  it('refuses NUL and lone surrogates in the file name and fields', async () => {
    const close = Buffer.from('--XyZ--\r\n');
    const nulName = Buffer.concat([part('XyZ', 'document', pdf, 'bill\u0000.pdf'), close]);
    const a = await rawUpload(nulName, 'multipart/form-data; boundary=XyZ');
    expect(a).toEqual({ status: 400, body: { error: expect.stringMatching(/NUL/) } });
    const nulField = Buffer.concat([
      part('XyZ', 'sessionId', 'ab\u0000c'),
      part('XyZ', 'document', pdf, 'a.pdf'),
      close,
    ]);
    const b = await rawUpload(nulField, 'multipart/form-data; boundary=XyZ');
    expect(b).toEqual({ status: 400, body: { error: expect.stringMatching(/NUL/) } });
    const nulForm = Buffer.concat([
      part('XyZ', 'formId', '1\u0000'),
      part('XyZ', 'document', pdf, 'a.pdf'),
      close,
    ]);
    const c = await rawUpload(nulForm, 'multipart/form-data; boundary=XyZ');
    expect(c).toEqual({ status: 400, body: { error: expect.stringMatching(/NUL/) } });
    // A CESU-8 encoded lone surrogate in the file name.
    const cesu = Buffer.concat([
      Buffer.from('--XyZ\r\nContent-Disposition: form-data; name="document"; filename="a'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('.pdf"\r\nContent-Type: application/pdf\r\n\r\n'),
      pdf,
      Buffer.from('\r\n--XyZ--\r\n'),
    ]);
    const d = await rawUpload(cesu, 'multipart/form-data; boundary=XyZ');
    expect(d.status).not.toBe(500);
    expect(d.status === 200 || d.status === 400).toBe(true);
  });

  it('still takes a well-formed upload after all that', async () => {
    const body = Buffer.concat([
      part('XyZ', 'sessionId', sessionId),
      part('XyZ', 'document', pdf, 'Rechnung März.pdf'),
      Buffer.from('--XyZ--\r\n'),
    ]);
    const res = await rawUpload(body, 'multipart/form-data; boundary=XyZ');
    expect(res.status).toBe(200);
  });
});
