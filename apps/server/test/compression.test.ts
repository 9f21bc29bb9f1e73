// Compression: built assets go out as their precompressed brotli/gzip copies with Content-Encoding and Vary;
// large JSON is compressed on the fly, small JSON is not.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressFile } from '../../web/build/precompress.ts';
import { signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

interface Raw {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Raw> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c) => chunks.push(c));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
        );
      })
      .on('error', reject);
  });
}

function decode(res: Raw): string {
  const enc = res.headers['content-encoding'];
  if (enc === 'br') return zlib.brotliDecompressSync(res.body).toString('utf8');
  if (enc === 'gzip') return zlib.gunzipSync(res.body).toString('utf8');
  return res.body.toString('utf8');
}

const webDist = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-dist-'));
const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word${i}`))};\n`;
const html = `<!doctype html><html><head><title>App</title></head><body>${'<p>Forms Engine</p>'.repeat(100)}</body></html>`;
let server: TestServer;

beforeAll(async () => {
  fs.mkdirSync(path.join(webDist, 'assets'));
  fs.writeFileSync(path.join(webDist, 'assets/app-abc123.js'), script);
  fs.writeFileSync(path.join(webDist, 'assets/tiny-abc123.js'), 'export{};\n');
  fs.writeFileSync(path.join(webDist, 'index.html'), html);
  fs.writeFileSync(path.join(webDist, 'embed.html'), html);
  for (const f of ['assets/app-abc123.js', 'assets/tiny-abc123.js', 'index.html', 'embed.html']) {
    compressFile(path.join(webDist, f));
  }
  server = await startServer({ serveWeb: true, webDist });
});
afterAll(async () => {
  await server.close();
  fs.rmSync(webDist, { recursive: true, force: true });
});

describe('precompressed assets', () => {
  it('the build writes brotli and gzip copies only for files worth compressing', () => {
    expect(fs.existsSync(path.join(webDist, 'assets/app-abc123.js.br'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'assets/app-abc123.js.gz'))).toBe(true);
    expect(fs.existsSync(path.join(webDist, 'assets/tiny-abc123.js.br'))).toBe(false);
  });

  it('sends the brotli copy to a client that accepts brotli, with Vary and the right type', async () => {
    const res = await get(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.body.length).toBeLessThan(Buffer.byteLength(script));
    expect(decode(res)).toBe(script);
  });

  it('sends gzip to a client without brotli and the plain file to one that accepts neither', async () => {
    const gz = await get(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(decode(gz)).toBe(script);
    const plain = await get(`${server.url}/assets/app-abc123.js`, { 'accept-encoding': 'identity' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString('utf8')).toBe(script);
  });

  it('serves the owner app page compressed too', async () => {
    const res = await get(`${server.url}/dashboard`, { 'accept-encoding': 'br' });
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(decode(res)).toBe(html);
  });
});

describe('JSON compression', () => {
  it('compresses a large JSON answer and leaves a small one alone', async () => {
    const { client } = await signedInClient(server.url);
    const steps = Array.from({ length: 30 }, (_, i) => ({
      type: 'textbox',
      title: `Question number ${i + 1}`,
    }));
    const pub = await client.post('/api/publish', { config: { steps }, label: uniqueLabel() });
    expect(pub.status).toBe(200);
    const cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const big = await get(`${server.url}/api/forms/${pub.body.id}`, {
      'accept-encoding': 'br, gzip',
      cookie,
    });
    expect(big.status).toBe(200);
    expect(big.headers['content-encoding']).toBe('br');
    expect(JSON.parse(decode(big)).config.steps).toHaveLength(30);
    const small = await get(`${server.url}/api/auth/user`, { 'accept-encoding': 'br, gzip', cookie });
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe("the owner app's page", () => {
  it('is the same page on the responses list as elsewhere: the screen asks the API for its data', async () => {
    for (const url of [
      `${server.url}/forms/12/responses`,
      `${server.url}/forms/12/responses?status=complete`,
      `${server.url}/dashboard`,
    ]) {
      const res = await get(url, { 'accept-encoding': 'br' });
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(decode(res)).toBe(html);
    }
  });
});
