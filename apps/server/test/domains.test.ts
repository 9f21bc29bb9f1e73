// Embed domain ownership over real HTTP: first use holds a domain, strangers get 409, control is proved by DNS or file.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type FakeDns, startFakeDns } from './fake-dns.ts';
import {
  Client,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueDomain,
  uniqueLabel,
} from './helper.ts';

interface DomainEntry {
  domain: string;
  mayUse: boolean;
  verified: boolean;
  verifiedBy: string | null;
  verification: {
    token: string;
    txtName: string;
    txtValue: string;
    fileUrl: string;
    fileContent: string;
  } | null;
}

let server: TestServer;
let dns: FakeDns;
let files: Map<string, string>;
let web: http.Server;
/** Host and path of every request the fake website received. */
const webHits: string[] = [];

beforeAll(async () => {
  dns = await startFakeDns();
  files = new Map();
  // Stands in for the owner's website: serves /.well-known/forms-engine.txt by Host.
  web = http.createServer((req, res) => {
    const host = String(req.headers.host ?? '').split(':')[0];
    webHits.push(`${host}${req.url}`);
    const body = req.url === '/.well-known/forms-engine.txt' ? files.get(host) : undefined;
    if (body === undefined) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': 'text/plain' }).end(body);
  });
  await new Promise<void>((resolve) => web.listen(0, '127.0.0.1', resolve));
  const port = (web.address() as AddressInfo).port;
  server = await startServer({
    domainVerification: {
      dnsServers: [dns.server],
      timeoutMs: 3000,
      scheme: 'http',
      port,
      allowPrivate: true,
    },
  });
});

afterAll(async () => {
  await server.close();
  await dns.close();
  await new Promise((resolve) => web.close(resolve));
});

const publish = (client: Client, body: Record<string, unknown>) =>
  client.post<{ id: number; error?: string }>('/api/publish', { config: sampleConfig(), ...body });

const takenMessage = (domain: string) =>
  `The domain "${domain}" is already used by another account. If it is yours, verify it under Domains on the dashboard to use it.`;

describe('a domain belongs to the account that used it first', () => {
  it('refuses another account a variant of a form on that domain, even after the original was deleted', async () => {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    const domain = uniqueDomain('shop');
    const label = uniqueLabel('Quote');
    const english = await publish(a.client, { label, language: 'en', domain });
    expect(english.status).toBe(200);
    const german = await publish(a.client, { label, language: 'de', domain });
    expect(german.status).toBe(200);

    // The probe's takeover: B adds a German variant, or re-creates A's deleted English form.
    const bGerman = await publish(b.client, { label: uniqueLabel('Angebot'), language: 'de', domain });
    expect(bGerman.status).toBe(409);
    expect(bGerman.body).toEqual({ error: takenMessage(domain) });
    expect((await a.client.delete(`/api/forms/${english.body.id}`)).status).toBe(200);
    const recreated = await publish(b.client, { label, language: 'en', domain });
    expect(recreated.status).toBe(409);
    const lookup = await new Client(server.url).get(
      `/api/forms/by-properties?${new URLSearchParams({ language: 'en', label, domain })}`,
    );
    expect(lookup.status).toBe(404);

    // Spelling the domain differently does not get around it; A keeps adding forms freely.
    const shouted = await publish(b.client, { label: uniqueLabel(), domain: `${domain.toUpperCase()}.` });
    expect(shouted.status).toBe(409);
    expect((await publish(a.client, { label, language: 'en', domain })).status).toBe(200);
  });

  it('refuses moving a form onto the domain by its properties, and the public API too, without generating', async () => {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    const domain = uniqueDomain('site');
    expect((await publish(a.client, { label: uniqueLabel(), domain })).status).toBe(200);
    const own = await publish(b.client, { label: uniqueLabel(), domain: uniqueDomain('other') });
    const moved = await b.client.put(`/api/forms/${own.body.id}/properties`, {
      language: 'en',
      label: uniqueLabel(),
      domain,
    });
    expect(moved.status).toBe(409);
    expect(moved.body).toEqual({ error: takenMessage(domain) });

    const key = await b.client.post<{ apiKey: string }>('/api/dev/generate-api-key');
    const credits = (await b.client.get<{ credits: number }>('/api/user/credits')).body.credits;
    const viaApi = await fetch(`${server.url}/api/create-form-url`, {
      method: 'POST',
      headers: { authorization: `Bearer ${key.body.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ prompt: 'A roofing quote form', domain }),
    });
    expect(viaApi.status).toBe(409);
    expect(await viaApi.json()).toEqual({ error: takenMessage(domain) });
    expect((await b.client.get<{ credits: number }>('/api/user/credits')).body.credits).toBe(credits);
  });

  it('gives a new domain to exactly one of two accounts claiming it at the same moment', async () => {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    const domain = uniqueDomain('race');
    const results = await Promise.all([
      ...[1, 2, 3].map(() => publish(a.client, { label: uniqueLabel(), domain })),
      ...[1, 2, 3].map(() => publish(b.client, { label: uniqueLabel(), domain })),
    ]);
    const aOk = results.slice(0, 3).filter((r) => r.status === 200).length;
    const bOk = results.slice(3).filter((r) => r.status === 200).length;
    expect([aOk, bOk].sort()).toEqual([0, 3]);
    expect(results.every((r) => r.status === 200 || r.status === 409)).toBe(true);
  });

  it('lets everyone use forms without a domain', async () => {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    expect((await publish(a.client, { label: uniqueLabel(), domain: '' })).status).toBe(200);
    expect((await publish(b.client, { label: uniqueLabel(), domain: '' })).status).toBe(200);
  });

  it('answers a request for a domain the same whether another account holds it or nobody does', async () => {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    const held = uniqueDomain('held');
    const free = uniqueDomain('free');
    expect((await publish(a.client, { label: uniqueLabel(), domain: held })).status).toBe(200);
    const shape = (entry: DomainEntry) => {
      const { domain: _domain, verification: _verification, ...rest } = entry;
      return rest;
    };
    const onHeld = await b.client.post<{ domain: DomainEntry }>('/api/domains', { domain: held });
    const onFree = await b.client.post<{ domain: DomainEntry }>('/api/domains', { domain: free });
    expect(onHeld.status).toBe(200);
    expect(onFree.status).toBe(200);
    expect(shape(onHeld.body.domain)).toEqual(shape(onFree.body.domain));
    const listed = (await b.client.get<{ domains: DomainEntry[] }>('/api/domains')).body.domains;
    expect(shape(listed.find((d) => d.domain === held)!)).toEqual(
      shape(listed.find((d) => d.domain === free)!),
    );
  });

  it("lists the account's domains with the token to prove control", async () => {
    const a = await signedInClient(server.url, 'ownera');
    const domain = uniqueDomain('listed');
    await publish(a.client, { label: uniqueLabel(), domain });
    const list = await a.client.get<{ domains: DomainEntry[] }>('/api/domains');
    expect(list.status).toBe(200);
    expect(list.body.domains).toHaveLength(1);
    const [entry] = list.body.domains;
    expect(entry).toMatchObject({ domain, mayUse: true, verified: false });
    expect(entry).not.toHaveProperty('heldByOther');
    expect(entry.verification?.token).toMatch(/^[0-9a-f]{32}$/);
    expect(entry.verification).toEqual({
      token: entry.verification?.token,
      txtName: `_forms-engine.${domain}`,
      txtValue: `forms-engine-verification=${entry.verification?.token}`,
      fileUrl: `https://${domain}/.well-known/forms-engine.txt`,
      fileContent: `forms-engine-verification=${entry.verification?.token}`,
    });
    expect((await new Client(server.url).get('/api/domains')).status).toBe(401);
  });
});

describe('proving control of a domain', () => {
  async function heldByA() {
    const a = await signedInClient(server.url, 'ownera');
    const b = await signedInClient(server.url, 'ownerb');
    const domain = uniqueDomain('brand');
    const aForm = await publish(a.client, { label: uniqueLabel('Kept'), domain });
    expect(aForm.status).toBe(200);
    const requested = await b.client.post<{ domain: DomainEntry }>('/api/domains', { domain });
    expect(requested.status).toBe(200);
    expect(requested.body.domain).toMatchObject({ domain, mayUse: false, verified: false });
    return { a, b, domain, aForm: aForm.body, verification: requested.body.domain.verification! };
  }

  it('by a DNS TXT record: the verified account may then use the domain, the unverified holder may not add to it', async () => {
    const { a, b, domain, aForm, verification } = await heldByA();
    dns.records.set(verification.txtName, { TXT: ['v=spf1 -all', verification.txtValue] });
    const verified = await b.client.post<{ domain: DomainEntry }>('/api/domains/verify', { domain });
    expect(verified.status).toBe(200);
    expect(verified.body.domain).toMatchObject({ domain, mayUse: true, verified: true, verifiedBy: 'dns' });
    expect(dns.queries).toContain(`${verification.txtName} 16`);

    expect((await publish(b.client, { label: uniqueLabel(), domain })).status).toBe(200);
    const aMore = await publish(a.client, { label: uniqueLabel(), domain });
    expect(aMore.status).toBe(409);
    // A's existing form stays A's and keeps being served and editable.
    const aEdit = await publish(a.client, { originalFormId: aForm.id, config: sampleConfig('Edited') });
    expect(aEdit.status).toBe(200);
    const [mine] = (await a.client.get<{ domains: DomainEntry[] }>('/api/domains')).body.domains.filter(
      (d) => d.domain === domain,
    );
    expect(mine).toMatchObject({ mayUse: false });
  });

  it('by a TXT record on the domain itself', async () => {
    const { b, domain, verification } = await heldByA();
    dns.records.set(domain, { TXT: [verification.txtValue] });
    const verified = await b.client.post<{ domain: DomainEntry }>('/api/domains/verify', { domain });
    expect(verified.status).toBe(200);
    expect(verified.body.domain.verifiedBy).toBe('dns');
  });

  it('by the file /.well-known/forms-engine.txt on the domain', async () => {
    const { b, domain, verification } = await heldByA();
    dns.records.set(domain, { A: ['127.0.0.1'] });
    files.set(domain, `# Forms Engine\n${verification.fileContent}\n`);
    const verified = await b.client.post<{ domain: DomainEntry }>('/api/domains/verify', { domain });
    expect(verified.status).toBe(200);
    expect(verified.body.domain).toMatchObject({ mayUse: true, verified: true, verifiedBy: 'file' });
    expect(webHits).toContain(`${domain}/.well-known/forms-engine.txt`);
    expect((await publish(b.client, { label: uniqueLabel(), domain })).status).toBe(200);
  });

  it("refuses with 422 when neither the DNS record nor the file holds this account's token", async () => {
    const { a, b, domain, verification } = await heldByA();
    const aToken = (await a.client.get<{ domains: DomainEntry[] }>('/api/domains')).body.domains.find(
      (d) => d.domain === domain,
    )?.verification?.txtValue;
    // Another account's token, a look-alike, and a file that does not contain it prove nothing.
    dns.records.set(verification.txtName, { TXT: [String(aToken), `${verification.txtValue}x`] });
    dns.records.set(domain, { A: ['127.0.0.1'] });
    files.set(domain, 'nothing to see');
    const res = await b.client.post('/api/domains/verify', { domain });
    expect(res.status).toBe(422);
    expect(res.body).toEqual({
      error: `Could not verify ${domain}: no TXT record "${verification.txtValue}" was found at ${verification.txtName} or ${domain}, and ${verification.fileUrl} does not contain it. DNS changes can take a few minutes to appear.`,
    });
    expect((await publish(b.client, { label: uniqueLabel(), domain })).status).toBe(409);
  });

  it('does not fetch the file from an address the SSRF guard refuses (cloud metadata)', async () => {
    const { b, domain, verification } = await heldByA();
    dns.records.set(domain, { A: ['169.254.169.254'] });
    files.set(domain, verification.fileContent);
    expect((await b.client.post('/api/domains/verify', { domain })).status).toBe(422);
    expect(webHits.filter((h) => h.startsWith(domain))).toEqual([]);
  });

  it('refuses identifiers that are not domain names with 400', async () => {
    const { client } = await signedInClient(server.url, 'ownerc');
    for (const domain of ['my landing page', 'localhost', '127.0.0.1', '', 'a'.repeat(201)]) {
      const res = await client.post('/api/domains', { domain });
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });
});
