// GET /embed carries the published form it asks for (no API round trip before the first step), from memory with an ETag.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-embed-'));
const template =
  '<!doctype html><html><head><script type="module" src="/assets/embed-x.js"></script></head><body><div id="root"></div></body></html>';
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App</title>');
  fs.writeFileSync(path.join(webDist, 'embed.html'), template);
  server = await startServer({ serveWeb: true, webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The JSON block the page carries, or null. */
function served(html: string): { source: string; form: Record<string, unknown> } | null {
  const m = html.match(/<script type="application\/json" id="fe-form">([\s\S]*?)<\/script>/);
  return m ? JSON.parse(m[1]) : null;
}

async function published(title = 'Solar quote') {
  const { client } = await signedInClient(server.url, 'embedpage');
  const label = uniqueLabel('Embed');
  const res = await client.post<{ id: number }>('/api/publish', { config: sampleConfig(title), label });
  expect(res.status).toBe(200);
  return { owner: client, id: res.body.id, label };
}

describe('GET /embed', () => {
  it('puts the published payload into the page for an id or the form’s names, the same the API answers', async () => {
    const { id, label } = await published();
    const anon = new Client(server.url);
    const api = await anon.get<Record<string, unknown>>(`/api/forms/${id}`);
    const byId = await anon.get<string>(`/embed?id=${id}`);
    expect(byId.status).toBe(200);
    expect(byId.headers.get('content-type')).toMatch(/text\/html/);
    expect(served(byId.body)).toEqual({ source: `id:${id}`, form: api.body });
    // Everything else of the page is the built template.
    expect(byId.body.replace(/<script type="application\/json"[\s\S]*?<\/script>/, '')).toBe(template);
    const byName = await anon.get<string>(`/embed?language=en&label=${encodeURIComponent(label)}`);
    expect(served(byName.body)).toEqual({ source: `p:en\n${label}\n`, form: api.body });
  });

  it('answers 304 on a matching ETag, and a new page once the form changes', async () => {
    const { owner, id } = await published();
    const anon = new Client(server.url);
    const first = await anon.get<string>(`/embed?id=${id}`);
    const etag = first.headers.get('etag') as string;
    expect(first.headers.get('cache-control')).toBe('public, no-cache');
    expect(first.headers.get('vary')).toMatch(/cookie/i);
    expect((await anon.get(`/embed?id=${id}`, { 'if-none-match': etag })).status).toBe(304);
    expect((await owner.put(`/api/forms/${id}/color`, { color: '#224466' })).status).toBe(200);
    // A colour change is a draft change: still the same page until it is published.
    expect((await anon.get(`/embed?id=${id}`, { 'if-none-match': etag })).status).toBe(304);
    expect((await owner.post(`/api/forms/${id}/publish`)).status).toBe(200);
    const after = await anon.get<string>(`/embed?id=${id}`, { 'if-none-match': etag });
    expect(after.status).toBe(200);
    expect(served(after.body)?.form.color).toBe('#224466');
  });

  it('serves the plain page to the signed-in owner (their preview shows the draft), and for unknown forms', async () => {
    const { owner, id } = await published();
    expect((await owner.get<string>(`/embed?id=${id}`)).body).toBe(template);
    const anon = new Client(server.url);
    expect((await anon.get<string>('/embed?id=999999999')).body).toBe(template);
    expect((await anon.get<string>('/embed')).body).toBe(template);
  });

  it('never lets form text close the script element', async () => {
    const { id } = await published('</script><script>alert(1)</script>');
    const html = (await new Client(server.url).get<string>(`/embed?id=${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect((served(html)?.form.config as { title?: string } | undefined)?.title).toBe(
      '</script><script>alert(1)</script>',
    );
  });
});
