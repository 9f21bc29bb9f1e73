// Extraction worker thread: runs one job at a time and streams the text back, so the pool can stop it at any time.
import { parentPort } from 'node:worker_threads';
import { ExtractRefusal, extractDocument } from './extract.ts';
import type { JobRequest, WorkerMessage } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('extraction worker must run in a worker thread');

const send = (message: WorkerMessage) => port.postMessage(message);

// pdf.js is loaded before the first job, so a job's time limit counts reading, not start-up.
import('unpdf').then(
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
