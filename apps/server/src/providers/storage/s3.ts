// S3-compatible document storage: requests signed with AWS Signature Version 4 by aws4fetch (no SDK).
import crypto from 'node:crypto';
import { AwsClient } from 'aws4fetch';
import type { S3Config } from './config.ts';
import { assertSafeKey, type DocumentStorage, StorageError } from './types.ts';

/** RFC 3986 encoding for the bucket name in path-style URLs. */
const encode = (s: string) =>
  encodeURIComponent(s).replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export class S3Storage implements DocumentStorage {
  readonly name = 's3';
  private readonly client: AwsClient;

  constructor(
    private readonly config: S3Config,
    private readonly timeoutMs = 30_000,
  ) {
    // No retries inside the signer: a failed upload is answered at once and the respondent can try again.
    this.client = new AwsClient({
      accessKeyId: config.accessKeyId,
      secretAccessKey: config.secretAccessKey,
      region: config.region,
      service: 's3',
      retries: 0,
    });
  }

  private url(key: string): URL {
    assertSafeKey(key);
    // With an endpoint (MinIO, R2, a test fake): path-style. Without: AWS virtual-hosted style.
    return this.config.endpoint
      ? new URL(`${this.config.endpoint}/${encode(this.config.bucket)}/${key}`)
      : new URL(`https://${this.config.bucket}.s3.${this.config.region}.amazonaws.com/${key}`);
  }

  private async send(method: string, key: string, body?: Buffer, contentType?: string): Promise<Response> {
    const url = this.url(key);
    // The payload's real hash is signed (aws4fetch would send UNSIGNED-PAYLOAD), so S3 rejects a changed body.
    const headers: Record<string, string> = {
      'x-amz-content-sha256': crypto
        .createHash('sha256')
        .update(body ?? '')
        .digest('hex'),
    };
    if (contentType) headers['content-type'] = contentType;
    try {
      return await this.client.fetch(url.toString(), {
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
