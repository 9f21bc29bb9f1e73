// SSRF guard for any server-side request to a user-supplied URL: checks the URL, resolves it, refuses internal addresses, and pins the checked address for the request.
import dns from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import net from 'node:net';
import ipaddr from 'ipaddr.js';

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

/**
 * Never reachable, even with WEBHOOK_ALLOW_PRIVATE: cloud metadata and platform endpoints (AWS, ECS, Azure's
 * wire server, Alibaba, AWS's IPv6 metadata). Nothing legitimate lives there.
 */
const METADATA = [
  '169.254.169.254/32',
  '169.254.170.2/32',
  '168.63.129.16/32',
  '100.100.100.200/32',
  'fd00:ec2::254/128',
].map((cidr) => ipaddr.parseCIDR(cidr));

/** ipaddr.js ranges WEBHOOK_ALLOW_PRIVATE opens up (local development, tests). */
const PRIVATE_RANGES: Record<'ipv4' | 'ipv6', Set<string>> = {
  ipv4: new Set(['loopback', 'private', 'linkLocal', 'carrierGradeNat']),
  ipv6: new Set(['loopback', 'uniqueLocal', 'linkLocal']),
};

/** IPv6 global unicast is 2000::/3; everything else (IPv4-translated, ::/8 oddities, …) is not a real receiver. */
const GLOBAL_UNICAST_V6 = ipaddr.parseCIDR('2000::/3');

/**
 * Parses the IPv4 forms inet_aton accepts (decimal `2130706433`, hex `0x7f.1`, octal `0177.0.0.1`, short `127.1`).
 * WHATWG URL already normalises these in hostnames; this is the second line for hosts that reach us another way.
 */
export function parseLooseIpv4(host: string): string | null {
  return ipaddr.IPv4.isValid(host) ? ipaddr.IPv4.parse(host).toString() : null;
}

/**
 * Why an address is refused, or null when it is a public unicast address. Ranges come from ipaddr.js; an
 * IPv4-mapped IPv6 address is judged as the IPv4 address it carries.
 */
export function blockedReason(address: string, allowPrivate = false): string | null {
  const raw = address.replace(/^\[|\]$/g, '').split('%')[0];
  if (!ipaddr.isValid(raw)) return 'not an IP address';
  const ip = ipaddr.process(raw);
  if (METADATA.some(([net, bits]) => net.kind() === ip.kind() && ip.match(net, bits))) {
    return 'a cloud metadata address';
  }
  const range = ip.range();
  if (allowPrivate && PRIVATE_RANGES[ip.kind()].has(range)) return null;
  const isPublic =
    range === 'unicast' && (ip.kind() === 'ipv4' || ip.match(GLOBAL_UNICAST_V6[0], GLOBAL_UNICAST_V6[1]));
  return isPublic ? null : 'a private, loopback, link-local or reserved address';
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
  /** At most the first `maxBody` bytes of the body (2 KB unless asked: enough for a delivery log). */
  body: string;
  headers: Record<string, string | string[] | undefined>;
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
    /** Bytes of the body kept, at most 64 KB (a bigger body is cut off). */
    maxBody?: number;
  },
): Promise<PinnedResponse> {
  const keep = Math.min(init.maxBody ?? 2048, 65_536);
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
          if (size < keep) chunks.push(c);
          size += c.length;
          if (size > 65_536) res.destroy();
        });
        const done = () =>
          finish(null, {
            status: res.statusCode ?? 0,
            body: Buffer.concat(chunks).subarray(0, keep).toString('utf8'),
            headers: res.headers,
          });
        res.on('end', done);
        res.on('close', done);
        res.on('error', done);
      },
    );
    const timedOut = () => new Error(`Timed out after ${Math.round(init.timeoutMs / 1000)} s`);
    const timer = setTimeout(() => req.destroy(timedOut()), init.timeoutMs);
    // A caller's whole-attempt deadline (AbortSignal.timeout) is a timeout too, whichever timer fires first.
    const onAbort = () =>
      req.destroy(
        (init.signal?.reason as Error | undefined)?.name === 'TimeoutError'
          ? timedOut()
          : new Error('Aborted: the app is shutting down'),
      );
    init.signal?.addEventListener('abort', onAbort);
    if (init.signal?.aborted) onAbort();
    req.on('error', (err) => finish(err));
    req.end(init.body);
  });
}
