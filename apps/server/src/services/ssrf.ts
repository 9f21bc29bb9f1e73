// SSRF guard for any server-side request to a user-supplied URL: checks the URL, resolves it, refuses internal addresses, and pins the checked address for the request.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';

export class SsrfError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SsrfError';
  }
}

export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

export type LookupAll = (hostname: string) => Promise<ResolvedAddress[]>;

export interface GuardOptions {
  /** WEBHOOK_ALLOW_PRIVATE: loopback and private ranges become allowed (cloud metadata stays refused). */
  allowPrivate?: boolean;
  /** DNS resolution; injectable so tests can make a name resolve anywhere. */
  lookup?: LookupAll;
}

export interface CheckedUrl {
  url: URL;
  /** The address the request must connect to (checked; never re-resolved). */
  pinned: ResolvedAddress;
}

const defaultLookup: LookupAll = async (hostname) => {
  const all = await dns.promises.lookup(hostname, { all: true, verbatim: true });
  return all.map((a) => ({ address: a.address, family: a.family === 6 ? 6 : 4 }));
};

/** Ranges that are never a legitimate third-party receiver. */
const BLOCKED_V4: [string, number][] = [
  ['0.0.0.0', 8], // "this network"
  ['10.0.0.0', 8], // RFC 1918
  ['100.64.0.0', 10], // CGNAT
  ['127.0.0.0', 8], // loopback
  ['169.254.0.0', 16], // link-local, cloud metadata
  ['172.16.0.0', 12], // RFC 1918
  ['192.0.0.0', 24], // IETF protocol assignments
  ['192.0.2.0', 24], // TEST-NET-1
  ['192.88.99.0', 24], // 6to4 relay anycast
  ['192.168.0.0', 16], // RFC 1918
  ['198.18.0.0', 15], // benchmarking
  ['198.51.100.0', 24], // TEST-NET-2
  ['203.0.113.0', 24], // TEST-NET-3
  ['224.0.0.0', 4], // multicast
  ['240.0.0.0', 4], // reserved, includes 255.255.255.255 broadcast
];
const BLOCKED_V6: [string, number][] = [
  ['::', 128], // unspecified
  ['::1', 128], // loopback
  ['::', 96], // IPv4-compatible (deprecated)
  ['64:ff9b::', 96], // NAT64
  ['64:ff9b:1::', 48], // local-use NAT64
  ['100::', 64], // discard
  ['2001::', 32], // Teredo
  ['2001:db8::', 32], // documentation
  ['2002::', 16], // 6to4 (embeds an IPv4 address)
  ['fc00::', 7], // unique local
  ['fe80::', 10], // link-local
  ['fec0::', 10], // site-local (deprecated)
  ['ff00::', 8], // multicast
];
/** Refused even with WEBHOOK_ALLOW_PRIVATE: nothing legitimate lives at a cloud metadata endpoint. */
const ALWAYS_BLOCKED: [string, number, 'ipv4' | 'ipv6'][] = [
  ['169.254.169.254', 32, 'ipv4'],
  ['169.254.170.2', 32, 'ipv4'], // ECS task metadata
  ['fd00:ec2::254', 128, 'ipv6'],
];

const privateList = new net.BlockList();
for (const [a, p] of BLOCKED_V4) privateList.addSubnet(a, p, 'ipv4');
for (const [a, p] of BLOCKED_V6) privateList.addSubnet(a, p, 'ipv6');
const metadataList = new net.BlockList();
for (const [a, p, t] of ALWAYS_BLOCKED) metadataList.addSubnet(a, p, t);

/** The IPv4 address inside an IPv4-mapped IPv6 address (::ffff:a.b.c.d or ::ffff:7f00:1), else null. */
function mappedV4(address: string): string | null {
  const lower = address.toLowerCase();
  const dotted =
    /^(?:0{0,4}:){0,5}:?ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower) ??
    /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower);
  if (dotted) return dotted[1];
  const hex = /^(?:0{0,4}:){0,5}:?ffff:([0-9a-f]{1,4}):([0-9a-f]{1,4})$/.exec(lower);
  if (hex) {
    const hi = Number.parseInt(hex[1], 16);
    const lo = Number.parseInt(hex[2], 16);
    return `${hi >> 8}.${hi & 255}.${lo >> 8}.${lo & 255}`;
  }
  return null;
}

/**
 * Parses the IPv4 forms inet_aton accepts (decimal `2130706433`, hex `0x7f.1`, octal `0177.0.0.1`, short `127.1`).
 * WHATWG URL already normalises these in hostnames; this is the second line for hosts that reach us another way.
 */
export function parseLooseIpv4(host: string): string | null {
  const parts = host.split('.');
  if (parts.length < 1 || parts.length > 4 || parts.some((p) => p === '')) return null;
  const nums: number[] = [];
  for (const p of parts) {
    let n: number;
    if (/^0x[0-9a-f]*$/i.test(p)) n = p.length === 2 ? 0 : Number.parseInt(p.slice(2), 16);
    else if (/^0[0-7]+$/.test(p)) n = Number.parseInt(p.slice(1), 8);
    else if (/^(0|[1-9][0-9]*)$/.test(p)) n = Number(p);
    else return null;
    if (!Number.isFinite(n)) return null;
    nums.push(n);
  }
  const last = nums.pop() as number;
  if (nums.some((n) => n > 255)) return null;
  if (last >= 256 ** (4 - nums.length)) return null;
  let value = last;
  nums.forEach((n, i) => {
    value += n * 256 ** (3 - i);
  });
  return [value >>> 24, (value >>> 16) & 255, (value >>> 8) & 255, value & 255].join('.');
}

/** Why an address is refused, or null when it is a public unicast address. */
export function blockedReason(address: string, allowPrivate = false): string | null {
  let ip = address.replace(/^\[|\]$/g, '').split('%')[0];
  const mapped = net.isIPv6(ip) ? mappedV4(ip) : null;
  if (mapped) ip = mapped;
  const family = net.isIP(ip);
  if (family === 0) return 'not an IP address';
  const type = family === 4 ? 'ipv4' : 'ipv6';
  if (metadataList.check(ip, type)) return 'a cloud metadata address';
  if (allowPrivate) return null;
  if (privateList.check(ip, type)) return 'a private, loopback, link-local or reserved address';
  return null;
}

/** Checks the URL's shape only (scheme, credentials, port); no DNS. Throws SsrfError. */
export function checkUrlShape(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw.trim());
  } catch {
    throw new SsrfError('Invalid webhook URL');
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new SsrfError('Invalid webhook URL');
  if (url.username || url.password) throw new SsrfError('Webhook URL must not contain credentials');
  if (!url.hostname) throw new SsrfError('Invalid webhook URL');
  return url;
}

/** Full check: shape, then every resolved address. Returns the address to pin. Throws SsrfError. */
export async function checkUrl(raw: string, opts: GuardOptions = {}): Promise<CheckedUrl> {
  const url = checkUrlShape(raw);
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const refuse = (reason: string) => new SsrfError(`Webhook URL points to ${reason}, which is not allowed`);
  let addresses: ResolvedAddress[];
  const literalFamily = net.isIP(host);
  const loose = literalFamily ? null : parseLooseIpv4(host);
  if (literalFamily) addresses = [{ address: host, family: literalFamily === 6 ? 6 : 4 }];
  else if (loose) addresses = [{ address: loose, family: 4 }];
  else {
    if (host.toLowerCase() === 'localhost' || host.toLowerCase().endsWith('.localhost')) {
      if (!opts.allowPrivate) throw refuse('a loopback address');
    }
    try {
      addresses = await (opts.lookup ?? defaultLookup)(host);
    } catch {
      throw new SsrfError(`Could not resolve host ${host}`);
    }
    if (addresses.length === 0) throw new SsrfError(`Could not resolve host ${host}`);
  }
  // Every address must pass: a name with one public and one private record could otherwise flip between them.
  for (const a of addresses) {
    const reason = blockedReason(a.address, opts.allowPrivate);
    if (reason) throw refuse(reason);
  }
  return { url, pinned: addresses[0] };
}

export interface PinnedResponse {
  status: number;
  /** At most the first 2 KB of the body, for the delivery log. */
  body: string;
}

/**
 * POSTs to a checked URL, connecting only to the pinned address (Host header and TLS SNI keep the name).
 * Redirects are never followed; the whole exchange is bounded by timeoutMs.
 */
export function pinnedRequest(
  checked: CheckedUrl,
  init: {
    method: string;
    headers: Record<string, string>;
    body: string;
    timeoutMs: number;
    signal?: AbortSignal;
  },
): Promise<PinnedResponse> {
  const { url, pinned } = checked;
  const mod = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    let settled = false;
    const finish = (err: Error | null, value?: PinnedResponse) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      init.signal?.removeEventListener('abort', onAbort);
      if (err) reject(err);
      else resolve(value as PinnedResponse);
    };
    const req = mod.request(
      url,
      {
        method: init.method,
        headers: { ...init.headers, 'content-length': String(Buffer.byteLength(init.body)) },
        // The pinned address, whatever the resolver would say now (DNS rebinding).
        lookup: ((_host: string, options: { all?: boolean }, cb: (...args: unknown[]) => void) => {
          if (options?.all) cb(null, [{ address: pinned.address, family: pinned.family }]);
          else cb(null, pinned.address, pinned.family);
        }) as unknown as net.LookupFunction,
        agent: false,
      },
      (res) => {
        const chunks: Buffer[] = [];
        let size = 0;
        res.on('data', (c: Buffer) => {
          if (size < 2048) chunks.push(c);
          size += c.length;
          if (size > 65_536) res.destroy();
        });
        const done = () =>
          finish(null, {
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8').slice(0, 2048),
          });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timer = setTimeout(() => {
      req.destroy(new Error(`Timed out after ${Math.round(init.timeoutMs / 1000)} s`));
    }, init.timeoutMs);
    const onAbort = () => req.destroy(new Error('Aborted: the app is shutting down'));
    init.signal?.addEventListener('abort', onAbort);
    if (init.signal?.aborted) onAbort();
    req.on('error', (err) => finish(err));
    req.end(init.body);
  });
}
