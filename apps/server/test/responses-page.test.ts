// The responses screen's page over real HTTP: for the signed-in owner it carries their session, form and first page
// of responses as the API answers them; for anyone else, and on every other address, it carries none.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-dist-'));
const indexHtml = `<!doctype html>
<html lang="en">
  <head>
    <title>Forms Engine</title>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>
`;
const NOTES = 'Anything else?';
const answers = (n: number, note: string) => ({
  'What type of property do you have?': 'house',
  'Monthly electricity bill': 100 + n,
  [NOTES]: note,
  'How can we reach you?': {
    firstName: 'Ada',
    lastName: `Byron ${n}`,
    email: `ada${n}@example.com`,
    consent: true,
  },
});
// A value that would close the page's script element if it were written in unescaped.
const TRICKY = '</script><script>alert(1)</script><!--';

let server: TestServer;
let owner: Client;
let formId: number;
const anon = () => new Client(server.url);

interface Page {
  status: number;
  headers: Headers;
  html: string;
}
async function page(client: Client, p: string): Promise<Page> {
  const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(server.url + p, { headers: cookie ? { cookie } : {} });
  return { status: res.status, headers: res.headers, html: await res.text() };
}

const BLOCK = /<script type="application\/json" id="fe-first-screen">([^<]*)<\/script>/g;
/** The page's written-in first screen, parsed (null when it has none; more than one fails). */
function firstScreen(html: string): Record<string, unknown> | null {
  const blocks = [...html.matchAll(BLOCK)];
  expect(blocks.length).toBeLessThanOrEqual(1);
  expect(html.split('fe-first-screen').length - 1).toBe(blocks.length);
  return blocks.length ? (JSON.parse(blocks[0][1]) as Record<string, unknown>) : null;
}

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), indexHtml);
  fs.writeFileSync(path.join(webDist, 'embed.html'), indexHtml);
  server = await startServer({ serveWeb: true, webDist });
  owner = (await signedInClient(server.url)).client;
  formId = (
    await owner.post<{ id: number }>('/api/publish', { config: sampleConfig(), label: uniqueLabel() })
  ).body.id;
  for (const [n, note] of ['first', TRICKY, 'third'].entries())
    expect((await anon().post(`/api/forms/${formId}/submit`, answers(n, note))).status).toBe(200);
  // A respondent who stopped half way (an incomplete response: the list shows those too).
  const c = anon();
  const s = await c.post<{ sessionId: string }>(`/api/forms/${formId}/session`);
  await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
    tempResponse: { 'What type of property do you have?': 'flat' },
  });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('the responses page for its owner', () => {
  it('carries the session, the form and the first page exactly as the API answers them, never cached', async () => {
    const res = await page(owner, `/forms/${formId}/responses`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(res.headers.get('vary')).toMatch(/cookie/i);
    const data = firstScreen(res.html);
    expect(data).not.toBeNull();
    const user = await owner.get<{ user: unknown }>('/api/auth/user');
    const form = await owner.get(`/api/forms/${formId}`);
    const list = await owner.get<unknown[]>(`/api/forms/${formId}/responses?limit=100&count=none`);
    expect(data).toEqual({
      formId,
      user: user.body.user,
      form: form.body,
      page: { rows: list.body, next: list.headers.get('x-next-cursor') },
    });
    expect(list.body).toHaveLength(4);
    // The tricky answer came through whole, escaped in the page (no `<` inside the block).
    expect(JSON.stringify(data)).toContain(TRICKY.replaceAll('"', '\\"'));
    expect(res.html).not.toContain('<script>alert(1)');
    // The app's page around it is unchanged, the block at the end of the body; no preloads of what it carries.
    expect(res.html.replace(BLOCK, '')).toBe(indexHtml);
    expect(res.html).toMatch(/<\/script>\n?<\/body>|<\/script><\/body>/);
    expect(res.html).not.toContain('rel="preload"');
  });

  it('comes compressed in the coding the browser accepts, the same page once decoded', async () => {
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const raw = (acceptEncoding: string) =>
      new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>(
        (resolve, reject) => {
          http
            .get(
              `${server.url}/forms/${formId}/responses`,
              { headers: { cookie, 'accept-encoding': acceptEncoding } },
              (res) => {
                const chunks: Buffer[] = [];
                res.on('data', (c) => chunks.push(c));
                res.on('end', () =>
                  resolve({
                    encoding: res.headers['content-encoding'],
                    vary: res.headers.vary,
                    body: Buffer.concat(chunks),
                  }),
                );
              },
            )
            .on('error', reject);
        },
      );
    const br = await raw('gzip, deflate, br');
    const gz = await raw('gzip');
    const plain = await raw('identity');
    expect([br.encoding, gz.encoding, plain.encoding]).toEqual(['br', 'gzip', undefined]);
    expect(br.vary).toMatch(/accept-encoding/i);
    const pages = [
      zlib.brotliDecompressSync(br.body).toString('utf8'),
      zlib.gunzipSync(gz.body).toString('utf8'),
      plain.body.toString('utf8'),
    ];
    for (const html of pages) {
      expect(firstScreen(html)?.formId).toBe(formId);
      expect(html.replace(BLOCK, '')).toBe(indexHtml);
    }
    expect(br.body.length).toBeLessThan(plain.body.length);
  });

  it('leaves the data out for a filtered list, which the app asks for itself', async () => {
    const res = await page(owner, `/forms/${formId}/responses?status=complete`);
    expect(res.status).toBe(200);
    expect(firstScreen(res.html)).toBeNull();
  });
});

describe('the responses page for anyone else', () => {
  it("gives another signed-in user none of the owner's data, and the API still refuses them", async () => {
    const stranger = (await signedInClient(server.url, 'stranger')).client;
    const res = await page(stranger, `/forms/${formId}/responses`);
    expect(res.status).toBe(200);
    expect(firstScreen(res.html)).toBeNull();
    expect(res.html).not.toContain('first');
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect((await stranger.get(`/api/forms/${formId}/responses?limit=100&count=none`)).status).toBe(403);
    // A form that does not exist: no data, and the API's 404.
    const missing = await page(owner, '/forms/999999999/responses');
    expect(firstScreen(missing.html)).toBeNull();
    expect((await owner.get('/api/forms/999999999/responses?limit=100&count=none')).status).toBe(404);
  });

  it('gives a visitor signed out, or with a session that is no longer valid, the page without data', async () => {
    const signedOut = await page(anon(), `/forms/${formId}/responses`);
    expect(signedOut.status).toBe(200);
    expect(firstScreen(signedOut.html)).toBeNull();
    // Signed out, the page preloads the first requests as before (they answer 401, and the app goes to /auth).
    expect(signedOut.html).toContain(`href="/api/forms/${formId}/responses?limit=100&amp;count=none"`);
    expect((await anon().get(`/api/forms/${formId}/responses?limit=100&count=none`)).status).toBe(401);
    const stale = anon();
    stale.cookies.set('fe_session', 'not-a-session');
    const res = await page(stale, `/forms/${formId}/responses`);
    expect(res.status).toBe(200);
    expect(firstScreen(res.html)).toBeNull();
  });

  it('serves every other address of the app unchanged', async () => {
    for (const p of ['/dashboard', `/forms/${formId}`, `/forms/${formId}/responses/1`]) {
      const res = await page(owner, p);
      expect(res.status, p).toBe(200);
      expect(res.html, p).toBe(indexHtml);
    }
  });
});
