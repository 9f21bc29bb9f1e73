// S3-compatible document storage with AWS Signature Version 4 signed fetch requests (no SDK).
import crypto from 'node:crypto';
import type { S3Config } from './config.ts';
import { assertSafeKey, type DocumentStorage, StorageError } from './types.ts';

const sha256Hex = (data: string | Buffer) => crypto.createHash('sha256').update(data).digest('hex');
const hmac = (key: crypto.BinaryLike, data: string) => crypto.createHmac('sha256', key).update(data).digest();

/** RFC 3986 encoding as SigV4 wants it (encodeURIComponent leaves !'()* alone). */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export interface SignInput {
  method: string;
  url: URL;
  /** Headers to sign besides host, x-amz-date and x-amz-content-sha256 (lower-case names). */
  headers?: Record<string, string>;
  payloadHash: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
  service?: string;
  now?: Date;
}

/** Returns the headers to send (including Authorization) for a SigV4-signed request. */
export function signV4(input: SignInput): Record<string, string> {
  const service = input.service ?? 's3';
  const amzDate = (input.now ?? new Date())
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const headers: Record<string, string> = {
    ...Object.fromEntries(Object.entries(input.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    host: input.url.host,
    'x-amz-content-sha256': input.payloadHash,
    'x-amz-date': amzDate,
  };
  const names = Object.keys(headers).sort();
  const canonicalHeaders = names
    .map((n) => `${n}:${String(headers[n]).trim().replace(/\s+/g, ' ')}\n`)
    .join('');
  const signedHeaders = names.join(';');
  const canonicalUri = input.url.pathname
    .split('/')
    .map((seg) => encode(decodeURIComponent(seg)))
    .join('/');
  const canonicalQuery = [...input.url.searchParams]
    .map(([k, v]) => [encode(k), encode(v)])
    .sort(([a, av], [b, bv]) => (a === b ? (av < bv ? -1 : 1) : a < b ? -1 : 1))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const canonicalRequest = [
    input.method,
    canonicalUri,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders,
    input.payloadHash,
  ].join('\n');
  const scope = `${day}/${input.region}/${service}/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(
    hmac(hmac(hmac(`AWS4${input.secretAccessKey}`, day), input.region), service),
    'aws4_request',
  );
  const signature = crypto.createHmac('sha256', key).update(stringToSign).digest('hex');
  const { host: _host, ...rest } = headers;
  return {
    ...rest,
    authorization: `AWS4-HMAC-SHA256 Credential=${input.accessKeyId}/${scope}, SignedHeaders=${signedHeaders}, Signature=${signature}`,
  };
}

export class S3Storage implements DocumentStorage {
  readonly name = 's3';
  constructor(
    private readonly config: S3Config,
    private readonly timeoutMs = 30_000,
  ) {}

  private url(key: string): URL {
    assertSafeKey(key);
    // With an endpoint (MinIO, R2, a test fake): path-style. Without: AWS virtual-hosted style.
    return this.config.endpoint
      ? new URL(`${this.config.endpoint}/${encode(this.config.bucket)}/${key}`)
      : new URL(`https://${this.config.bucket}.s3.${this.config.region}.amazonaws.com/${key}`);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.url(key);
    const headers = signV4({
      method,
      url,
      headers: contentType ? { 'content-type': contentType } : {},
      payloadHash: sha256Hex(body ?? ''),
      accessKeyId: this.config.accessKeyId,
      secretAccessKey: this.config.secretAccessKey,
      region: this.config.region,
    });
    try {
      return await fetch(url, {
        method,
        headers,
        body: body ? new Uint8Array(body) : undefined,
        signal: AbortSignal.timeout(this.timeoutMs),
        redirect: 'error',
      });
    } catch (err) {
      throw new StorageError(`S3 ${method} failed: ${(err as Error).name}`);
    }
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    const res = await this.send('PUT', key, body, contentType);
    await res.body?.cancel();
    if (!res.ok) throw new StorageError(`S3 PUT answered HTTP ${res.status}`);
  }

  async get(key: string): Promise<Buffer | null> {
    const res = await this.send('GET', key);
    if (res.status === 404) {
      await res.body?.cancel();
      return null;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw new StorageError(`S3 GET answered HTTP ${res.status}`);
    }
    return Buffer.from(await res.arrayBuffer());
  }

  async delete(key: string): Promise<void> {
    const res = await this.send('DELETE', key);
    await res.body?.cancel();
    if (!res.ok && res.status !== 404) throw new StorageError(`S3 DELETE answered HTTP ${res.status}`);
  }
}
