// Document upload, extraction, storage (local and a fake S3), access rules and analysis, over real HTTP.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AwsV4Signer } from 'aws4fetch';
import {
  CONTENT_TYPES,
  makeDocx,
  makePdf,
  makeZip,
  PNG,
  storedFiles,
  type UploadBody,
  upload,
} from './document-fixtures.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

// ---------- tests ----------

describe('document upload with local storage', () => {
  let srv: TestServer;
  let owner: Client;
  let formId: number;
  let sessionId: string;
  const docsDir = () => path.join(srv.dataDir, 'documents');

  beforeAll(async () => {
    // The JSON body limit is set below the upload limit to show uploads are bounded by UPLOAD_MAX_BYTES alone.
    srv = await startServer(
      { rateLimits: false },
      { UPLOAD_MAX_BYTES: String(256 * 1024), BODY_LIMIT_BYTES: String(64 * 1024) },
    );
    ({ client: owner } = await signedInClient(srv.url, 'doc-owner'));
    const pub = await owner.post<{ id: number }>('/api/publish', {
      label: uniqueLabel('Docs'),
      config: sampleConfig(),
    });
    formId = pub.body.id;
    const s = await new Client(srv.url).post<{ sessionId: string }>(`/api/forms/${formId}/session`);
    sessionId = s.body.sessionId;
  });
  afterAll(() => srv.close());

  it('extracts the text of a real PDF', async () => {
    const pdf = makePdf(['Electricity bill March 2026', 'Consumption: 412 kWh', 'Total due: 142.50 EUR']);
    const res = await upload(srv.url, pdf, 'bill.pdf', { formId: String(formId), sessionId });
    expect(res.status).toBe(200);
    expect(res.body.mimeType).toBe('application/pdf');
    expect(res.body.fileName).toBe('bill.pdf');
    expect(res.body.extractedText).toContain('Consumption: 412 kWh');
    expect(res.body.extractedText).toContain('142.50 EUR');
    expect(res.body.documentUrl).toMatch(/^\/api\/documents\/[0-9a-f-]{36}$/);
  });

  it('extracts the text of a real DOCX', async () => {
    const docx = makeDocx(['Quote request for roof insulation', 'Roof area: 86 square metres']);
    const res = await upload(srv.url, docx, 'Anfrage.docx', { sessionId });
    expect(res.status).toBe(200);
    expect(res.body.mimeType).toBe('application/vnd.openxmlformats-officedocument.wordprocessingml.document');
    expect(res.body.extractedText).toContain('Roof area: 86 square metres');
  });

  it('reads a UTF-8 text file and describes an image', async () => {
    const txt = await upload(
      srv.url,
      Buffer.from('\uFEFFZählerstand: 20417\r\nAbschlag: 95 €\r\n'),
      'notes.txt',
    );
    expect(txt.status).toBe(200);
    expect(txt.body.extractedText).toBe('Zählerstand: 20417\nAbschlag: 95 €');
    const png = await upload(srv.url, PNG, 'photo.png');
    expect(png.status).toBe(200);
    expect(png.body.mimeType).toBe('image/png');
    expect(png.body.extractedText).toContain('Image (PNG, 1×1 pixels)');
  });

  it('accepts files up to UPLOAD_MAX_BYTES, beyond the JSON body limit', async () => {
    const text = Buffer.from('Meter reading 12345\n'.repeat(10_000));
    expect(text.length).toBeGreaterThan(64 * 1024);
    const res = await upload(srv.url, text, 'long.txt');
    expect(res.status).toBe(200);
    expect(res.body.extractedText.startsWith('Meter reading 12345')).toBe(true);
  });

  it('decides the type by content, not by name', async () => {
    const res = await upload(srv.url, makePdf(['Named like text']), 'looks-like.txt');
    expect(res.status).toBe(200);
    expect(res.body.mimeType).toBe('application/pdf');
  });

  it('stores files under random names, never the client name', async () => {
    const names = storedFiles(docsDir());
    expect(names.length).toBeGreaterThan(0);
    for (const n of names) expect(path.basename(n)).toMatch(/^[0-9a-f-]{36}\.(pdf|docx|txt|png|jpg)$/);
  });

  describe('refusals store nothing', () => {
    let before: string[];
    beforeAll(() => {
      before = storedFiles(docsDir());
    });
    afterAll(() => {
      expect(storedFiles(docsDir())).toEqual(before);
    });

    it.each([
      [
        'an ELF executable named .pdf',
        Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(200)]),
        'report.pdf',
      ],
      [
        'a Windows executable named .pdf',
        Buffer.concat([Buffer.from('MZ'), Buffer.alloc(200, 0x90)]),
        'invoice.pdf',
      ],
      ['a shell script named .txt', Buffer.from('#!/bin/sh\nrm -rf /\n'), 'notes.txt'],
      ['binary junk', crypto.randomBytes(512), 'data.docx'],
      [
        'a zip that is not a Word document',
        makeZip([{ name: 'a.txt', data: Buffer.from('hello') }]),
        'a.docx',
      ],
    ])('refuses %s with 415', async (_what, bytes, name) => {
      const res = await upload(srv.url, bytes, name);
      expect(res.status).toBe(415);
      expect(res.body.error).toBeTruthy();
    });

    it('refuses a zip bomb disguised as DOCX (honest sizes)', async () => {
      const bomb = makeZip([
        { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
        { name: 'word/document.xml', data: Buffer.alloc(80 * 1024 * 1024, 0x20) },
      ]);
      expect(bomb.length).toBeLessThan(256 * 1024);
      const res = await upload(srv.url, bomb, 'cv.docx');
      expect(res.status).toBe(415);
      expect(res.body.error).toMatch(/zip bomb/);
    });

    it('refuses a zip bomb whose headers understate the unpacked size', async () => {
      const bomb = makeZip([
        { name: '[Content_Types].xml', data: Buffer.from(CONTENT_TYPES) },
        { name: 'word/document.xml', data: Buffer.alloc(20 * 1024 * 1024, 0x20), declaredSize: 2000 },
      ]);
      const res = await upload(srv.url, bomb, 'cv.docx');
      expect(res.status).toBe(415);
    });

    it('refuses an oversize file with 413', async () => {
      const res = await upload(srv.url, Buffer.alloc(300 * 1024, 0x61), 'big.txt');
      expect(res.status).toBe(413);
      expect(res.body.error).toMatch(/too large/);
    });

    it.each(['../../etc/passwd.txt', '..\\..\\windows\\win.ini', '/etc/passwd', '..', 'a\u0000b.txt'])(
      'refuses the path-like file name %j with 400',
      async (name) => {
        const res = await upload(srv.url, Buffer.from('plain text'), name);
        expect(res.status).toBe(400);
      },
    );

    it('refuses empty requests with 400', async () => {
      expect((await upload(srv.url, null, '', { formId: String(formId) })).status).toBe(400);
      expect((await upload(srv.url, Buffer.alloc(0), 'empty.txt')).status).toBe(400);
      const json = await new Client(srv.url).post('/api/upload-document', {});
      expect(json.status).toBe(400);
      const none = await fetch(`${srv.url}/api/upload-document`, { method: 'POST' });
      expect(none.status).toBe(400);
    });

    it('refuses a file in another field, two files, and unknown forms or sessions', async () => {
      const form = new FormData();
      form.append('file', new Blob(['hello']), 'a.txt');
      expect((await fetch(`${srv.url}/api/upload-document`, { method: 'POST', body: form })).status).toBe(
        400,
      );
      const two = new FormData();
      two.append('document', new Blob(['one']), 'a.txt');
      two.append('document', new Blob(['two']), 'b.txt');
      expect((await fetch(`${srv.url}/api/upload-document`, { method: 'POST', body: two })).status).toBe(400);
      expect((await upload(srv.url, Buffer.from('x'), 'a.txt', { formId: '99999999' })).status).toBe(400);
      expect(
        (await upload(srv.url, Buffer.from('x'), 'a.txt', { sessionId: crypto.randomUUID() })).status,
      ).toBe(400);
      expect((await upload(srv.url, Buffer.from('x'), 'a.txt', { sessionId: '../../x' })).status).toBe(400);
    });
  });

  describe('serving uploaded documents', () => {
    let doc: UploadBody;
    const bytes = makePdf(['Private statement', 'Balance 7,321.09 USD']);
    beforeAll(async () => {
      doc = (await upload(srv.url, bytes, 'statement.pdf', {}, { 'x-session-id': sessionId })).body;
    });

    it('serves the file to the uploading session', async () => {
      const res = await fetch(srv.url + doc.documentUrl, { headers: { 'x-session-id': sessionId } });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toBe('application/pdf');
      expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="statement.pdf"/);
      expect(res.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Buffer.from(await res.arrayBuffer()).equals(bytes)).toBe(true);
    });

    it('refuses the session id in the address, where logs and histories would keep it', async () => {
      const res = await fetch(`${srv.url}${doc.documentUrl}?sessionId=${sessionId}`);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({
        error: 'Send the answer session in the X-Session-Id header, not in the address',
      });
      // Not even beside the header: the address is never the place for it.
      const both = await fetch(`${srv.url}${doc.documentUrl}?sessionId=${sessionId}`, {
        headers: { 'x-session-id': sessionId },
      });
      expect(both.status).toBe(400);
    });

    it("serves the file to the form's owner", async () => {
      const res = await owner.get(doc.documentUrl);
      expect(res.status).toBe(200);
    });

    it('hides it from everyone else', async () => {
      expect((await fetch(srv.url + doc.documentUrl)).status).toBe(404);
      const other = await new Client(srv.url).post<{ sessionId: string }>(`/api/forms/${formId}/session`);
      expect(
        (await fetch(srv.url + doc.documentUrl, { headers: { 'x-session-id': other.body.sessionId } }))
          .status,
      ).toBe(404);
      const { client: stranger } = await signedInClient(srv.url, 'stranger');
      expect((await stranger.get(doc.documentUrl)).status).toBe(404);
      expect((await owner.get('/api/documents/not-an-id')).status).toBe(404);
      expect((await owner.get(`/api/documents/${crypto.randomUUID()}`)).status).toBe(404);
    });
  });

  describe('analysis', () => {
    it("mentions the document's figures", async () => {
      const up = await upload(
        srv.url,
        makePdf(['Electricity bill', 'Consumption: 3,850 kWh per year', 'Monthly payment: 118.40 EUR']),
        'bill.pdf',
        { sessionId },
      );
      const res = await new Client(srv.url).post<{ quotation: string }>('/api/generate-quotation', {
        formResponses: { 'What type of property do you have?': 'house', 'Monthly electricity bill': 120 },
        documentData: {
          documentContent: up.body.extractedText,
          documentUrl: up.body.documentUrl,
          fileName: 'bill.pdf',
        },
        contentPrompt: 'Estimate a solar installation from the bill',
        formId,
      });
      expect(res.status).toBe(200);
      expect(typeof res.body.quotation).toBe('string');
      expect(res.body.quotation).toMatch(/3,?850/);
      expect(res.body.quotation).toContain('118.40');
    });

    it('uses the stored text when only the document URL is sent by its session', async () => {
      const up = await upload(
        srv.url,
        Buffer.from('Annual heating cost 2,340 EUR, boiler from 1998'),
        'heat.txt',
        { sessionId },
      );
      const res = await new Client(srv.url).post<{ quotation: string }>(
        '/api/generate-quotation',
        { formResponses: {}, documentData: { documentUrl: up.body.documentUrl }, contentPrompt: '', formId },
        { 'x-session-id': sessionId },
      );
      expect(res.status).toBe(200);
      expect(res.body.quotation).toMatch(/2,?340/);
    });

    it('answers 502 with an error when the analysis comes back empty', async () => {
      const generator = srv.app.ctx.generator;
      const original = generator.analyze;
      generator.analyze = async () => '   ';
      try {
        const res = await new Client(srv.url).post('/api/generate-quotation', {
          formResponses: {},
          documentData: { documentContent: 'x' },
          contentPrompt: '',
          formId,
        });
        expect(res.status).toBe(502);
        expect(res.body.error).toBeTruthy();
      } finally {
        generator.analyze = original;
      }
    });

    it('refuses a malformed request with 400', async () => {
      const res = await new Client(srv.url).post('/api/generate-quotation', { formResponses: 'nope' });
      expect(res.status).toBe(400);
    });
  });
});

// ---------- S3-compatible storage against a local fake that verifies SigV4 independently ----------

const ACCESS = 'AKIDTESTFAKE';
const SECRET = 'fake/secret/key+123';
const REGION = 'eu-central-1';

/** Recomputes the signature the way AWS documents it, separately from the server's signer. */
function verifySigV4(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const m =
    /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, SignedHeaders=([^,]+), Signature=([0-9a-f]{64})$/.exec(
      auth,
    );
  if (!m) return 'malformed authorization';
  const [, access, day, region, signed, signature] = m;
  if (access !== ACCESS || region !== REGION) return 'wrong credential';
  const payloadHash = crypto.createHash('sha256').update(body).digest('hex');
  if (req.headers['x-amz-content-sha256'] !== payloadHash) return 'payload hash mismatch';
  const names = (signed ?? '').split(';');
  const canonicalHeaders = names.map((n) => `${n}:${String(req.headers[n] ?? '').trim()}\n`).join('');
  const url = new URL(req.url ?? '/', 'http://x');
  const canonical = [req.method, url.pathname, '', canonicalHeaders, signed, payloadHash].join('\n');
  const amzDate = String(req.headers['x-amz-date']);
  const scope = `${day}/${region}/s3/aws4_request`;
  const toSign = [
    'AWS4-HMAC-SHA256',
    amzDate,
    scope,
    crypto.createHash('sha256').update(canonical).digest('hex'),
  ].join('\n');
  let key: Buffer = crypto
    .createHmac('sha256', `AWS4${SECRET}`)
    .update(day ?? '')
    .digest();
  for (const part of [region ?? '', 's3', 'aws4_request'])
    key = crypto.createHmac('sha256', key).update(part).digest();
  const expected = crypto.createHmac('sha256', key).update(toSign).digest('hex');
  return expected === signature ? null : 'signature mismatch';
}

it("the signer reproduces AWS's published SigV4 example (GET object with Range)", async () => {
  const signed = await new AwsV4Signer({
    method: 'GET',
    url: 'https://examplebucket.s3.amazonaws.com/test.txt',
    headers: {
      range: 'bytes=0-9',
      'x-amz-content-sha256': 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855',
    },
    accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
    secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
    region: 'us-east-1',
    service: 's3',
    datetime: '20130524T000000Z',
    // aws4fetch leaves range unsigned by default; AWS's example signs it.
    allHeaders: true,
  }).sign();
  expect(signed.headers.get('authorization')).toBe(
    'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
  );
});

describe('document upload with S3-compatible storage', () => {
  let srv: TestServer;
  let fake: http.Server;
  const objects = new Map<string, { body: Buffer; type: string }>();
  const log: string[] = [];

  beforeAll(async () => {
    fake = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (c: Buffer) => chunks.push(c));
      req.on('end', () => {
        const body = Buffer.concat(chunks);
        const problem = verifySigV4(req, body);
        log.push(`${req.method} ${req.url} ${problem ?? 'ok'}`);
        if (problem) {
          res.writeHead(403).end(problem);
          return;
        }
        const key = req.url ?? '';
        if (req.method === 'PUT') {
          objects.set(key, { body, type: String(req.headers['content-type']) });
          res.writeHead(200).end();
        } else if (req.method === 'GET') {
          const o = objects.get(key);
          if (!o) res.writeHead(404).end('<Error><Code>NoSuchKey</Code></Error>');
          else res.writeHead(200, { 'content-type': o.type }).end(o.body);
        } else if (req.method === 'DELETE') {
          objects.delete(key);
          res.writeHead(204).end();
        } else res.writeHead(405).end();
      });
    });
    await new Promise<void>((r) => fake.listen(0, '127.0.0.1', r));
    const { port } = fake.address() as AddressInfo;
    srv = await startServer(
      { rateLimits: false },
      {
        S3_BUCKET: 'forms-docs',
        S3_ENDPOINT: `http://127.0.0.1:${port}`,
        S3_ACCESS_KEY_ID: ACCESS,
        S3_SECRET_ACCESS_KEY: SECRET,
        S3_REGION: REGION,
      },
    );
  });
  afterAll(async () => {
    await srv.close();
    await new Promise<void>((r) => fake.close(() => r()));
  });

  it('stores with a signed PUT and serves with a signed GET', async () => {
    const { client: owner } = await signedInClient(srv.url, 's3-owner');
    const pub = await owner.post<{ id: number }>('/api/publish', {
      label: uniqueLabel('S3'),
      config: sampleConfig(),
    });
    const docx = makeDocx(['Kitchen renovation', 'Budget 18,000 EUR']);
    const up = await upload(srv.url, docx, 'kitchen.docx', { formId: String(pub.body.id) });
    expect(up.status).toBe(200);
    expect(up.body.extractedText).toContain('Budget 18,000 EUR');
    expect(log.at(-1)).toMatch(/^PUT \/forms-docs\/\d{4}\/\d{2}\/\d{2}\/[0-9a-f-]{36}\.docx ok$/);
    const [stored] = [...objects.values()];
    expect(stored?.body.equals(docx)).toBe(true);
    expect(fs.existsSync(path.join(srv.dataDir, 'documents'))).toBe(false);

    const res = await owner.request('GET', up.body.documentUrl);
    expect(res.status).toBe(200);
    expect(log.at(-1)).toMatch(/^GET \/forms-docs\/.+ ok$/);
  });

  it('refuses a bad upload without calling S3', async () => {
    const before = log.length;
    expect((await upload(srv.url, Buffer.from([0x7f, 0x45, 0x4c, 0x46, 0, 0]), 'x.pdf')).status).toBe(415);
    expect(log.length).toBe(before);
  });
});
