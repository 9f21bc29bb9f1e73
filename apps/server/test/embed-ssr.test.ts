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
      '../../packages/runner/src/steps/tiles.tsx': {
        file: 'assets/tiles-x.js',
        imports: ['embed.html'],
      },
      '../../packages/runner/src/steps/textbox.tsx': { file: 'assets/textbox-x.js' },
      '../../packages/runner/src/icons/lucide-set.ts': { file: 'assets/lucide-x.js' },
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

/** The markup inside #root, the layout it was rendered for, and the boot script's element after it. */
function rendered(html: string): { as: string; markup: string; boot: string } | null {
  const m = html.match(/<div id="root" data-ssr="(\w+)"[^>]*>([\s\S]*?)<\/div>(<script data-entry[^>]*>)/);
  return m ? { as: m[1], markup: m[2], boot: m[3] } : null;
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

  it('during an A/B test renders the first step the variants share, and none when their first steps differ', async () => {
    const { owner, id } = await publish(textbox('Anything to tell us?'));
    const before = rendered((await new Client(server.url).get<string>(`/embed?id=${id}`)).body);
    expect(before).not.toBeNull();
    expect((await owner.post(`/api/forms/${id}/ab-test`, {})).status).toBe(201);
    // B differs after the first screen only: whichever variant the frame holds takes this markup over unchanged.
    const later = {
      steps: [
        { type: 'textbox', title: 'Anything to tell us?' },
        { type: 'contact', title: 'How do we reach you?' },
      ],
    };
    expect((await owner.put(`/api/forms/${id}/ab-test/variants/B`, { config: later })).status).toBe(200);
    const shared = await new Client(server.url).get<string>(`/embed?id=${id}`);
    expect(shared.status).toBe(200);
    expect(rendered(shared.body)?.markup).toBe(before?.markup);
    // The payload with both variants is in the page, so the runner needs no request before drawing.
    expect(shared.body).toMatch(/id="fe-form">[^<]*"abTest":\{"id":\d+,"variants":\[\{"key":"A"/);

    // B asks something else first: a rendered guess would show a B visitor A's question for a moment.
    expect(
      (await owner.put(`/api/forms/${id}/ab-test/variants/B`, { config: textbox('What brings you here?') }))
        .status,
    ).toBe(200);
    const differs = await new Client(server.url).get<string>(`/embed?id=${id}`);
    expect(differs.status).toBe(200);
    expect(rendered(differs.body)).toBeNull();
    expect(differs.body).toContain('<div id="root"></div>');
  });

  it('shows the answers the link prefills, as the runner would, in a page of their own', async () => {
    const { id } = await publish({
      hiddenFields: ['utm_source'],
      steps: [
        { id: 'name', type: 'textbox', title: 'Your name, {{hidden.utm_source}} reader?' },
        { id: 'plan', type: 'tiles', title: 'Plan', options: [{ id: 'pro', title: 'Pro' }] },
      ],
    });
    const anon = new Client(server.url);
    const plain = await anon.get<string>(`/embed?id=${id}`);
    const ann = await anon.get<string>(`/embed?id=${id}&name=Ann%20%22%3Cb%3E`);
    const markup = rendered(ann.body)?.markup ?? '';
    // The text field holds the value, escaped; the plain page's is empty.
    expect(markup).toMatch(/<(input|textarea)[^>]*>Ann &quot;&lt;b>|value="Ann &quot;&lt;b>"/);
    expect(rendered(plain.body)?.markup).not.toContain('Ann');
    expect(ann.headers.get('etag')).not.toBe(plain.headers.get('etag'));
    // A hidden value piped into the question is rendered too.
    const piped = await anon.get<string>(`/embed?id=${id}&utm_source=Newsletter`);
    expect(rendered(piped.body)?.markup).toContain('Your name, Newsletter reader?</h2>');
    // Parameters the form does not read share the plain page; a value it cannot take is no prefill.
    for (const search of ['fbclid=abc123', 'plan=nope', 'name=']) {
      const other = await anon.get<string>(`/embed?id=${id}&${search}`);
      expect(other.headers.get('etag'), search).toBe(plain.headers.get('etag'));
    }
    // Each link's page is its own: the next visitor's value replaces, never mixes with, the last one's.
    const bob = rendered((await anon.get<string>(`/embed?id=${id}&name=Bob`)).body)?.markup ?? '';
    expect(bob).toContain('Bob');
    expect(bob).not.toContain('Ann');
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

  it('renders a form written in French (as generated from a French prompt) in French to any browser', async () => {
    const { id } = await publish({
      language: 'fr',
      steps: [
        { id: 'roof', type: 'textbox', title: 'Type de toit ?' },
        { id: 'contact', type: 'contact', title: 'Comment pouvons-nous vous joindre ?' },
      ],
    });
    const html = (await new Client(server.url).get<string>(`/embed?id=${id}`, { 'accept-language': 'en-US' }))
      .body;
    const markup = rendered(html)?.markup ?? '';
    expect(markup).toContain('Type de toit ?</h2>');
    expect(markup).toContain('Question 1 sur 2');
    expect(markup).not.toContain('Question 1 of');
    expect(html).toContain('data-lang="fr"');
  });

  it('renders a form of several languages in the one the browser prefers, or the link names, one language per page', async () => {
    const { id } = await publish(
      {
        language: 'de',
        steps: [
          { id: 'bill', type: 'textbox', title: 'Wie hoch ist Ihre Stromrechnung?' },
          { id: 'contact', type: 'contact', title: 'Kontakt' },
        ],
        translations: { fr: { 'steps.bill.title': 'Quel est le montant de votre facture ?' } },
      },
      'de',
    );
    const anon = new Client(server.url);
    const page = async (search: string, acceptLanguage: string) =>
      (await anon.get<string>(`/embed?id=${id}${search}`, { 'accept-language': acceptLanguage })).body;
    const french = await page('', 'fr-FR,fr;q=0.9,en;q=0.8');
    expect(rendered(french)?.markup).toContain('Quel est le montant de votre facture ?</h2>');
    expect(rendered(french)?.markup).toContain('Question 1 sur 2');
    expect(french).toContain('data-lang="fr"');
    const german = await page('', 'de-CH,de;q=0.9');
    expect(rendered(german)?.markup).toContain('Wie hoch ist Ihre Stromrechnung?</h2>');
    expect(rendered(german)?.markup).toContain('Frage 1 von 2');
    // A language the form lacks gets its default; ?lang= wins over the browser.
    expect(rendered(await page('', 'es-ES'))?.markup).toContain('Frage 1 von 2');
    expect(rendered(await page('&lang=fr', 'de-DE'))?.markup).toContain('Question 1 sur 2');
    const res = await anon.get<string>(`/embed?id=${id}`, { 'accept-language': 'fr' });
    expect(res.headers.get('vary')).toMatch(/accept-language/i);
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
    // The boot script is told the entry and the step's chunk; it imports the entry after the first paint.
    expect(rendered(res.body)?.boot).toBe(
      '<script data-entry="/assets/embed-x.js" data-preloads="/assets/textbox-x.js">',
    );
    const inline = [...res.body.matchAll(/<script(?: data-[\w-]+="[^"]*")*>([\s\S]*?)<\/script>/g)].map(
      (m) => m[1],
    );
    expect(inline).toHaveLength(1);
    expect(inline[0]).toContain('first-contentful-paint');
    expect(inline[0]).toContain('import(');
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
    expect(rendered(phone.body)?.boot).toContain('data-preloads="/assets/tiles-x.js /assets/lucide-x.js"');
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
