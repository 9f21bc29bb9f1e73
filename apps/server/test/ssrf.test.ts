// SSRF guard: internal targets are refused whatever their spelling, public ones pass, and requests go to the pinned address.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  blockedReason,
  checkUrl,
  type LookupAll,
  parseLooseIpv4,
  pinnedRequest,
  SsrfError,
} from '../src/services/ssrf.ts';
import { signedInClient, startServer, type TestServer } from './helper.ts';

/** Resolver for invented names: each maps to the addresses a hostile DNS server could answer. */
const fakeDns: Record<string, string[]> = {
  'internal.example.test': ['10.0.0.5'],
  'loopback.example.test': ['127.0.0.1'],
  'metadata.example.test': ['169.254.169.254'],
  'v6local.example.test': ['::1'],
  'ula.example.test': ['fd12:3456::1'],
  'mapped.example.test': ['::ffff:192.168.1.1'],
  'mixed.example.test': ['93.184.216.34', '10.1.2.3'],
  'cgnat.example.test': ['100.64.1.1'],
  'public.example.test': ['93.184.216.34'],
  'public6.example.test': ['2606:2800:220:1:248:1893:25c8:1946'],
};
const lookup: LookupAll = async (host) => {
  const found = fakeDns[host];
  if (!found) throw new Error('ENOTFOUND');
  return found.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }));
};

const REFUSED = [
  // loopback, every spelling
  'http://127.0.0.1/',
  'http://127.1/',
  'http://127.0.0.1:8080/hook',
  'http://2130706433/',
  'http://0x7f.1/',
  'http://0x7f000001/',
  'http://017700000001/',
  'http://0177.0.0.1/',
  'http://127.000.000.001/',
  'http://localhost/',
  'http://LOCALHOST:3000/',
  'http://api.localhost/',
  'http://[::1]/',
  'http://[0:0:0:0:0:0:0:1]/',
  'http://[::ffff:127.0.0.1]/',
  'http://[::ffff:7f00:1]/',
  // "this network"
  'http://0.0.0.0/',
  'http://0/',
  // RFC 1918 and CGNAT
  'http://10.0.0.1/',
  'http://10.255.255.255/',
  'http://172.16.0.1/',
  'http://172.31.255.254/',
  'http://192.168.0.1/',
  'http://192.168.1.1:8443/',
  'http://100.64.0.1/',
  'http://100.127.255.254/',
  'http://0xa.0.0.1/',
  'http://3232235777/',
  // link-local and metadata
  'http://169.254.169.254/latest/meta-data/',
  'http://169.254.170.2/v2/credentials',
  'http://169.254.0.1/',
  'http://[fe80::1]/',
  'http://[fd00:ec2::254]/',
  'http://[::ffff:169.254.169.254]/',
  'http://[::ffff:a9fe:a9fe]/',
  // IPv4-translated and other IPv6 spellings outside global unicast (the outside probe's finds), Azure, Alibaba
  'http://[::ffff:0:7f00:1]/',
  'http://[::ffff:ffff:7f00:1]/',
  'http://[::ffff:0:a9fe:a9fe]/',
  'http://[::7f00:1]/',
  'http://[100::1]/',
  'http://[2001:db8::1]/',
  'http://[2001::7f00:1]/',
  'http://168.63.129.16/',
  'http://100.100.100.200/',
  // IPv6 local, NAT64, 6to4, multicast, reserved, broadcast
  'http://[fc00::1]/',
  'http://[fd12:3456:789a::1]/',
  'http://[::]/',
  'http://[64:ff9b::7f00:1]/',
  'http://[64:ff9b::a00:1]/',
  'http://[2002:7f00:1::]/',
  'http://[ff02::1]/',
  'http://224.0.0.1/',
  'http://239.255.255.250/',
  'http://255.255.255.255/',
  'http://240.0.0.1/',
  'http://198.18.0.1/',
  'http://192.0.2.1/',
  // DNS names resolving inside
  'http://internal.example.test/',
  'http://loopback.example.test/',
  'https://metadata.example.test/',
  'http://v6local.example.test/',
  'http://ula.example.test/',
  'http://mapped.example.test/',
  'http://mixed.example.test/',
  'http://cgnat.example.test/',
  // not http(s), credentials, unresolvable, malformed
  'ftp://93.184.216.34/',
  'file:///etc/passwd',
  'gopher://93.184.216.34:70/',
  'javascript:alert(1)',
  'http://user:pass@93.184.216.34/',
  'http://admin@public.example.test/',
  'http://does-not-exist.example.test/',
  'not a url',
  '',
];

describe('SSRF guard', () => {
  it(`refuses ${REFUSED.length} internal, disguised or malformed targets`, async () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(40);
    const passed: string[] = [];
    for (const url of REFUSED) {
      try {
        await checkUrl(url, { lookup });
        passed.push(url);
      } catch (err) {
        expect(err).toBeInstanceOf(SsrfError);
      }
    }
    expect(passed).toEqual([]);
  });

  it('allows public addresses and names, and pins the checked address', async () => {
    expect((await checkUrl('https://93.184.216.34/hook', { lookup })).pinned).toEqual({
      address: '93.184.216.34',
      family: 4,
    });
    const named = await checkUrl('https://public.example.test/crm?x=1', { lookup });
    expect(named.pinned.address).toBe('93.184.216.34');
    expect(named.url.hostname).toBe('public.example.test');
    expect((await checkUrl('http://public6.example.test/', { lookup })).pinned.family).toBe(6);
    expect((await checkUrl('http://[::ffff:8.8.8.8]/', { lookup })).pinned.address).toBe('::ffff:808:808');
  });

  it('uses the real resolver by default: localhost resolves to loopback and is refused', async () => {
    await expect(checkUrl('http://localhost:1/')).rejects.toThrow(SsrfError);
  });

  it('with allowPrivate accepts loopback and private targets but never cloud metadata', async () => {
    await expect(checkUrl('http://127.0.0.1:9/', { allowPrivate: true })).resolves.toBeTruthy();
    await expect(
      checkUrl('http://internal.example.test/', { allowPrivate: true, lookup }),
    ).resolves.toBeTruthy();
    await expect(checkUrl('http://169.254.169.254/', { allowPrivate: true })).rejects.toThrow(/metadata/);
    await expect(checkUrl('http://[::ffff:169.254.169.254]/', { allowPrivate: true })).rejects.toThrow(
      /metadata/,
    );
    await expect(checkUrl('http://168.63.129.16/', { allowPrivate: true })).rejects.toThrow(/metadata/);
    await expect(checkUrl('http://100.100.100.200/', { allowPrivate: true })).rejects.toThrow(/metadata/);
    await expect(checkUrl('http://[::ffff:0:7f00:1]/', { allowPrivate: true })).rejects.toThrow(SsrfError);
  });

  it('parses the inet_aton spellings of IPv4', () => {
    expect(parseLooseIpv4('2130706433')).toBe('127.0.0.1');
    expect(parseLooseIpv4('0x7f.1')).toBe('127.0.0.1');
    expect(parseLooseIpv4('0177.0.0.01')).toBe('127.0.0.1');
    expect(parseLooseIpv4('10.1')).toBe('10.0.0.1');
    expect(parseLooseIpv4('256.1.1.1')).toBeNull();
    expect(parseLooseIpv4('example.com')).toBeNull();
    expect(blockedReason('::ffff:10.0.0.1')).toMatch(/private/);
    expect(blockedReason('8.8.8.8')).toBeNull();
  });
});

describe('pinned request', () => {
  let server: http.Server;
  let port: number;
  const seen: { host?: string; path?: string }[] = [];
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      seen.push({ host: req.headers.host, path: req.url });
      if (req.url === '/redirect') {
        res.writeHead(302, { location: 'http://169.254.169.254/' });
        return res.end();
      }
      res.writeHead(200).end('ok');
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise<void>((r) => server.close(() => r())));

  it('connects to the pinned address while keeping the name in the Host header', async () => {
    // The name would resolve elsewhere (or nowhere): the request must still go to the checked address.
    const checked = {
      url: new URL(`http://crm.invalid:${port}/in`),
      pinned: { address: '127.0.0.1', family: 4 as const },
    };
    const res = await pinnedRequest(checked, { method: 'POST', headers: {}, body: '{}', timeoutMs: 5000 });
    expect(res.status).toBe(200);
    expect(seen.at(-1)).toEqual({ host: `crm.invalid:${port}`, path: '/in' });
  });

  it('does not follow redirects', async () => {
    const checked = {
      url: new URL(`http://127.0.0.1:${port}/redirect`),
      pinned: { address: '127.0.0.1', family: 4 as const },
    };
    const res = await pinnedRequest(checked, { method: 'POST', headers: {}, body: '{}', timeoutMs: 5000 });
    expect(res.status).toBe(302);
    expect(seen.filter((s) => s.path === '/').length).toBe(0);
  });
});

describe('webhook URL endpoint without WEBHOOK_ALLOW_PRIVATE', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({ workers: false });
  });
  afterAll(() => srv.close());

  it('refuses internal targets at save time and on test sends', async () => {
    const { client } = await signedInClient(srv.url);
    for (const webhookUrl of [
      'http://127.0.0.1:1/',
      'http://[::1]/',
      'http://169.254.169.254/',
      'http://0x7f.1/',
    ]) {
      const res = await client.post('/api/user/webhook', { webhookUrl });
      expect(res.status, webhookUrl).toBe(400);
    }
    expect((await client.post('/api/user/webhook', { webhookUrl: 'ftp://example.com/' })).body).toEqual({
      error: 'Invalid webhook URL',
    });
    const test = await client.post('/api/user/webhook/test', { webhookUrl: 'http://10.0.0.1/' });
    expect(test.status).toBe(400);
  });
});
