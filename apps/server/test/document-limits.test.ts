// Hostile PDFs over real HTTP: extraction runs off the event loop, stops at its limits, and the upload is still stored.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { manyPagesPdf, operatorBombPdf, textBombPdf } from './pdf-fixtures.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

interface UploadBody {
  id: string;
  documentUrl: string;
  extractedText: string;
  extractionNotice?: string;
  error?: string;
}

async function upload(url: string, data: Buffer, name: string, sessionId?: string) {
  const form = new FormData();
  if (sessionId) form.append('sessionId', sessionId);
  form.append('document', new Blob([new Uint8Array(data)]), name);
  const res = await fetch(`${url}/api/upload-document`, { method: 'POST', body: form });
  return { status: res.status, body: (await res.json()) as UploadBody };
}

/**
 * Runs `work` (an upload) while asking an unrelated endpoint again and again, and counts the requests that were
 * sent while a worker was extracting and answered before the upload was. The server runs in this process: an
 * extraction that blocked the event loop would hold every such request until it ended, when the upload's own
 * answer goes out too, so hardly any would count. Off the event loop they are answered while the work goes on,
 * however slow or loaded the machine is (a slower machine only makes the work, and the count, longer).
 */
async function answeredDuring<T>(
  srv: TestServer,
  work: Promise<T>,
): Promise<{ result: T; answered: number }> {
  const pool = srv.app.ctx.documents.extraction;
  let settled = false;
  const tracked = work.finally(() => {
    settled = true;
  });
  let answered = 0;
  while (!settled) {
    const during = pool.running > 0;
    const res = await fetch(`${srv.url}/api/auth/user`);
    await res.arrayBuffer();
    if (during && !settled) answered++;
    // Gives the upload's own I/O a turn between the probes.
    await new Promise((r) => setImmediate(r));
  }
  return { result: await tracked, answered };
}

async function sessionFor(srv: TestServer): Promise<string> {
  const { client } = await signedInClient(srv.url, 'pdfowner');
  const form = await client.post<{ id: number }>('/api/publish', {
    label: uniqueLabel('Upload'),
    config: sampleConfig(),
  });
  const anon = new Client(srv.url);
  const session = await anon.post<{ sessionId: string }>(`/api/forms/${form.body.id}/session`);
  return session.body.sessionId;
}

describe('document extraction with the production page and text limits', () => {
  let srv: TestServer;
  beforeAll(async () => {
    // Production page, text and memory limits; the time limit is raised so that on a loaded machine it is
    // always the page or text cap that stops these files (the time limit has its own test below).
    srv = await startServer({}, { DOCUMENT_EXTRACT_TIMEOUT_MS: '120000' });
  });
  afterAll(() => srv.close());

  it('answers other requests while a PDF inflating to 60 MB of text is read, and keeps 100,000 characters', async () => {
    const bomb = textBombPdf(60);
    expect(bomb.length).toBeLessThan(400_000);
    const { result, answered } = await answeredDuring(srv, upload(srv.url, bomb, 'bill.pdf'));
    expect(result.status).toBe(200);
    expect(result.body.extractedText.startsWith('Start of the document')).toBe(true);
    expect(result.body.extractedText.length).toBeGreaterThan(99_900);
    expect(result.body.extractedText.length).toBeLessThanOrEqual(100_000);
    expect(result.body.extractionNotice).toBe(
      'The document has more text than is kept; the first 100,000 characters were kept.',
    );
    // On the event loop this upload took 40 s and every request waited for it.
    expect(answered).toBeGreaterThanOrEqual(3);
  });

  it('reads the first 100 pages of a 5,000-page PDF and says so, without holding up other requests', async () => {
    const pdf = manyPagesPdf(5000);
    const { result, answered } = await answeredDuring(srv, upload(srv.url, pdf, 'catalogue.pdf'));
    expect(result.status).toBe(200);
    expect(result.body.extractedText).toContain('Page 1 of 5000');
    expect(result.body.extractedText).toContain('Page 100 of 5000');
    expect(result.body.extractedText).not.toContain('Page 101 of 5000');
    expect(result.body.extractionNotice).toBe('Only the first 100 pages were read.');
    expect(answered).toBeGreaterThanOrEqual(1);
  });

  it('still reads an ordinary PDF completely after a limit stopped another one', async () => {
    const pdf = manyPagesPdf(3);
    const res = await upload(srv.url, pdf, 'short.pdf');
    expect(res.status).toBe(200);
    expect(res.body.extractedText).toBe('Page 1 of 3\nPage 2 of 3\nPage 3 of 3');
    expect(res.body.extractionNotice).toBeUndefined();
  });
});

describe('document extraction over its memory cap', () => {
  let srv: TestServer;
  beforeAll(async () => {
    // A long time limit, so it is the memory cap that stops the work.
    srv = await startServer(
      {},
      { DOCUMENT_EXTRACT_MAX_MEMORY_MB: '128', DOCUMENT_EXTRACT_TIMEOUT_MS: '60000' },
    );
  });
  afterAll(() => srv.close());

  it('stops a PDF inflating to 500 MB at the cap, stores the file and says why there is no text', async () => {
    const sessionId = await sessionFor(srv);
    const bomb = operatorBombPdf(500);
    expect(bomb.length).toBeLessThan(2_000_000);
    const before = process.memoryUsage.rss();
    let peak = before;
    const watch = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage.rss());
    }, 10);
    const { result, answered } = await answeredDuring(srv, upload(srv.url, bomb, 'plan.pdf', sessionId));
    clearInterval(watch);
    expect(result.status).toBe(200);
    expect(result.body.extractionNotice).toBe(
      'Reading the document needed too much memory and was stopped. No text was kept; the file itself was stored.',
    );
    // Read on the main thread, this file raised the process's memory by about 0.7 GB.
    expect((peak - before) / 1024 / 1024).toBeLessThan(400);
    expect(answered).toBeGreaterThanOrEqual(3);
    const stored = await fetch(`${srv.url}${result.body.documentUrl}`, {
      headers: { 'x-session-id': sessionId },
    });
    expect(stored.status).toBe(200);
    expect(Buffer.from(await stored.arrayBuffer()).equals(bomb)).toBe(true);
  });
});

describe('document extraction over its time limit', () => {
  let srv: TestServer;
  beforeAll(async () => {
    srv = await startServer({}, { DOCUMENT_EXTRACT_TIMEOUT_MS: '2000' });
  });
  afterAll(() => srv.close());

  it('kills the reading at the limit and answers with the pages read so far', async () => {
    // A light first page, then 199 pages each running a 2 MB stream of drawing operators: far more than
    // 2 seconds of work, while page 1 is read at once even on a loaded machine.
    const slow = manyPagesPdf(200, 2, 1);
    const res = await upload(srv.url, slow, 'slow.pdf');
    expect(res.status).toBe(200);
    expect(res.body.extractedText).toContain('Page 1 of 200');
    expect(res.body.extractedText).not.toContain('Page 200 of 200');
    expect(res.body.extractionNotice).toBe(
      'Reading the document took longer than 2 seconds and was stopped. The text read until then was kept; the file itself was stored.',
    );
  });
});
