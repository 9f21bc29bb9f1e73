// GET /embed with the runner's server build: the first step arrives as HTML (escaped), the runner starts after it.
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { build } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-embed-ssr-'));
const template =
  '<!doctype html><html><head><script type="module" crossorigin src="/assets/embed-x.js"></script>' +
  '<link rel="stylesheet" crossorigin href="/assets/embed-x.css"></head><body><div id="root"></div></body></html>';
const PHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148';
let server: TestServer;

beforeAll(async () => {
  fs.writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>App</title>');
  fs.writeFileSync(path.join(webDist, 'embed.html'), template);
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/embed-x.css'), '.fe-title{font-weight:700}');
  // The browser build's manifest, as far as the page needs it: which file holds a step type's code.
  fs.mkdirSync(path.join(webDist, '.vite'));
  fs.writeFileSync(
    path.join(webDist, '.vite/manifest.json'),
    JSON.stringify({
      'embed.html': { file: 'assets/embed-x.js' },
      '../../packages/forms/src/steps/tiles/runner.tsx': {
        file: 'assets/tiles-x.js',
        imports: ['embed.html'],
      },
      '../../packages/forms/src/steps/textbox/runner.tsx': { file: 'assets/textbox-x.js' },
      '../../packages/forms/src/runner/icons/lucide-set.ts': { file: 'assets/lucide-x.js' },
    }),
  );
  // The real server build of the runner, written where the server looks for it.
  await build({
    configFile: path.join(repoRoot, 'apps/web/src/embed/vite.ssr.config.ts'),
    logLevel: 'silent',
    build: { outDir: path.join(webDist, '.ssr') },
  });
  server = await startServer({ serveWeb: true, webDist });
}, 120_000);
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

/** The markup inside #root, the layout it was rendered for, and the mark for saving an answer before takeover. */
function rendered(html: string): { as: string; early?: string; markup: string } | null {
  const m = html.match(/<div id="root" data-ssr="(\w+)"(?: data-early="([^"]*)")?>([\s\S]*?)<\/div><script>/);
  return m ? { as: m[1], early: m[2], markup: m[3] } : null;
}

async function publish(config: unknown, language = 'en') {
  const { client } = await signedInClient(server.url, 'embedssr');
  const label = uniqueLabel('Ssr');
  const res = await client.post<{ id: number }>('/api/publish', { config, label, language });
  expect(res.status).toBe(200);
  return { owner: client, id: res.body.id, label };
}

const textbox = (title: string) => ({
  steps: [
    { type: 'textbox', title },
    { type: 'contact', title: 'Reach you' },
  ],
});

describe('GET /embed, first step rendered on the server', () => {
  it('carries the first step’s question, its progress and its controls inside #root', async () => {
    const { id } = await publish({
      steps: [
        {
          type: 'tiles',
          title: 'What type of property do you have?',
          options: [
            { id: 'house', title: 'House', icon: 'Home' },
            { id: 'flat', title: 'Apartment', icon: 'Building' },
          ],
        },
        { type: 'textbox', title: 'Anything else?' },
      ],
    });
    const res = await new Client(server.url).get<string>(`/embed?id=${id}`);
    expect(res.status).toBe(200);
    const page = rendered(res.body);
    expect(page?.as).toBe('desktop');
    expect(page?.markup).toContain('<h2');
    expect(page?.markup).toContain('What type of property do you have?</h2>');
    expect(page?.markup).toContain('Question 1 of 2');
    expect(page?.markup.match(/class="fe-tile"/g)).toHaveLength(2);
    // The tiles' icons are drawn already, not placeholders.
    expect(page?.markup).toContain('<svg');
    // The payload the runner hydrates from is still in the page.
    expect(res.body).toContain('<script type="application/json" id="fe-form">');
  });

  it('marks a first step with text fields for the boot script’s early save: form id, answer key, type, hidden names', async () => {
    const { id } = await publish({ ...textbox('Tell us "everything" & more'), hiddenFields: ['utm_source'] });
    const html = (await new Client(server.url).get<string>(`/embed?id=${id}`)).body;
    // The page carries the early save's script, which reads the mark.
    expect(html).toContain('/temp-response');
    const early = rendered(html)?.early ?? '';
    const decoded = early
      .replace(/&quot;/g, '"')
      .replace(/&lt;/g, '<')
      .replace(/&amp;/g, '&');
    expect(JSON.parse(decoded)).toEqual({
      f: id,
      k: 'Tell us "everything" & more',
      t: 'textbox',
      a: {},
      h: ['utm_source'],
    });
    // A dropdown's choice and a slider's value are whole answers in their fields too.
    const dropdown = await publish({
      steps: [
        { type: 'dropdown', title: 'Roof', options: [{ id: 'flat', title: 'Flat' }] },
        { type: 'textbox', title: 'More' },
      ],
    });
    const dropdownHtml = (await new Client(server.url).get<string>(`/embed?id=${dropdown.id}`)).body;
    expect(rendered(dropdownHtml)?.early).toBe(
      `{&quot;f&quot;:${dropdown.id},&quot;k&quot;:&quot;Roof&quot;,&quot;t&quot;:&quot;dropdown&quot;,&quot;a&quot;:{},&quot;h&quot;:[]}`,
    );
    // A step answered by taps (no text fields) carries no mark: nothing is saved before the runner takes over.
    const tiles = await publish({
      steps: [
        { type: 'tiles', title: 'Pick', options: [{ id: 'a', title: 'A' }] },
        { type: 'textbox', title: 'More' },
      ],
    });
    const tilesHtml = (await new Client(server.url).get<string>(`/embed?id=${tiles.id}`)).body;
    const page = rendered(tilesHtml);
    expect(page?.markup).toContain('Pick</h2>');
    expect(page?.early).toBeUndefined();
    expect(tilesHtml).not.toContain('/temp-response');
  });

  it('escapes the first step’s text: a title with a script element shows as text and never runs', async () => {
    const evil = '</h2><script>alert(1)</script><img src=x onerror=alert(2)>';
    const { id } = await publish(textbox(evil));
    const html = (await new Client(server.url).get<string>(`/embed?id=${id}`)).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(rendered(html)?.markup).toContain(
      '&lt;/h2>&lt;script>alert(1)&lt;/script>&lt;img src=x onerror=alert(2)>',
    );
  });

  it('renders a German form in German', async () => {
    const { label } = await publish(textbox('Wie hoch ist Ihre Stromrechnung?'), 'de');
    const html = (
      await new Client(server.url).get<string>(`/embed?language=de&label=${encodeURIComponent(label)}`)
    ).body;
    const markup = rendered(html)?.markup ?? '';
    expect(markup).toContain('Wie hoch ist Ihre Stromrechnung?');
    expect(markup).toContain('Frage 1 von 2');
    expect(markup).not.toContain('Question 1');
  });

  it('starts the runner after the first paint with the shown step’s chunk, inlines the stylesheet and allows only its own inline script', async () => {
    const { id } = await publish(textbox('Anything else?'));
    const res = await new Client(server.url).get<string>(`/embed?id=${id}`);
    // Nothing in the head to fetch or run before the first paint.
    const head = res.body.slice(0, res.body.indexOf('</head>'));
    expect(head).not.toContain('<script');
    expect(head).not.toContain('<link');
    expect(res.body).not.toContain('lucide-x.js');
    expect(res.body).toContain('<style>.fe-title{font-weight:700}</style>');
    expect(res.body).not.toContain('embed-x.css');
    const inline = [...res.body.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
    expect(inline).toHaveLength(1);
    // The late start: the step's chunk preloaded, the entry imported once the first contentful paint is reported.
    expect(inline[0]).toContain('["/assets/textbox-x.js"].forEach(');
    expect(inline[0]).toContain('import("/assets/embed-x.js")');
    expect(inline[0]).toContain('first-contentful-paint');
    const hash = createHash('sha256').update(inline[0]).digest('base64');
    expect(res.headers.get('content-security-policy')).toContain(`script-src 'self' 'sha256-${hash}'`);
  });

  it('renders the mobile layout for a phone, and varies on the user agent', async () => {
    const { id } = await publish({
      steps: [{ type: 'tiles', title: 'Pick one', options: [{ id: 'a', title: 'A', icon: 'Home' }] }],
    });
    const anon = new Client(server.url);
    const desktop = await anon.get<string>(`/embed?id=${id}`);
    const phone = await anon.get<string>(`/embed?id=${id}`, { 'user-agent': PHONE });
    expect(rendered(phone.body)?.as).toBe('mobile');
    expect(rendered(phone.body)?.markup).toContain('fe-runner fe-mobile');
    expect(rendered(desktop.body)?.markup).not.toContain('fe-mobile');
    expect(phone.headers.get('etag')).not.toBe(desktop.headers.get('etag'));
    expect(phone.headers.get('vary')).toMatch(/user-agent/i);
    // The chunk of the step preloaded with the chunks it imports, never the entry twice.
    expect(phone.body).toContain('["/assets/tiles-x.js","/assets/lucide-x.js"].forEach(');
    expect(phone.body.match(/assets\/embed-x\.js/g)).toHaveLength(1);
  });

  it('renders the new first step once the owner publishes a change', async () => {
    const { owner, id, label } = await publish(textbox('Before the change'));
    const anon = new Client(server.url);
    expect(rendered((await anon.get<string>(`/embed?id=${id}`)).body)?.markup).toContain('Before the change');
    const res = await owner.post('/api/publish', {
      config: textbox('After the change'),
      label,
      language: 'en',
      originalFormId: id,
    });
    expect(res.status).toBe(200);
    const after = rendered((await anon.get<string>(`/embed?id=${id}`)).body)?.markup;
    expect(after).toContain('After the change');
    expect(after).not.toContain('Before the change');
  });

  it('leaves unknown languages to the browser rather than rendering without end', async () => {
    const { id } = await publish(textbox('Anything else?'));
    const html = (await new Client(server.url).get<string>(`/embed?id=${id}&language=xx${Date.now()}`)).body;
    expect(rendered(html)).toBeNull();
    expect(html).toContain('<div id="root"></div><script type="application/json" id="fe-form">');
  });
});
