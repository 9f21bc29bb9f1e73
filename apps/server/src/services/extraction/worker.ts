// Extraction worker thread: runs one job at a time and streams the text back, so the pool can stop it at any time.
import { parentPort } from 'node:worker_threads';
import { ExtractRefusal, extractDocument } from './extract.ts';
import type { JobRequest, WorkerMessage } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('extraction worker must run in a worker thread');

const send = (message: WorkerMessage) => port.postMessage(message);

/** A one-page PDF without text, read once at start-up. */
const WARM_UP_PDF =
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj\n' +
  '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 10 10]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n';

// pdf.js is loaded — and one document read, because the first one loads pdf.js's own worker code (about a
// second, several on a loaded machine) — before the first job, so a job's time limit counts reading, not start-up.
import('unpdf')
  .then(() =>
    extractDocument(
      Buffer.from(WARM_UP_PDF, 'latin1'),
      'pdf',
      { maxPages: 1, maxChars: 100 },
      () => {},
    ).catch(() => null),
  )
  .then(
    () => send({ type: 'ready' }),
    (err) => send({ jobId: 0, type: 'failed', message: String(err) }),
  );

port.on('message', async (job: JobRequest) => {
  try {
    const stopped = await extractDocument(Buffer.from(job.data), job.kind, job.limits, (text) => {
      if (text) send({ jobId: job.jobId, type: 'text', text });
    });
    send({ jobId: job.jobId, type: 'done', stopped });
  } catch (err) {
    if (err instanceof ExtractRefusal) {
      send({ jobId: job.jobId, type: 'refused', status: err.status, message: err.message });
    } else {
      send({ jobId: job.jobId, type: 'failed', message: String((err as Error)?.message ?? err) });
    }
  }
});
