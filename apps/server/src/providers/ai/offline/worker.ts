// Offline generator worker thread: compiles the engine once at start, then runs one call at a time for the pool.
import { parentPort } from 'node:worker_threads';
import {
  analyzeOffline,
  editOffline,
  GeneratorError,
  generateOffline,
  warmUp,
} from '@forms-engine/generator';
import type { GeneratorJob, WorkerReply } from './protocol.ts';

const port = parentPort;
if (!port) throw new Error('generator worker must run in a worker thread');

const send = (reply: WorkerReply) => port.postMessage(reply);

function run(job: GeneratorJob) {
  switch (job.method) {
    case 'generate':
      return generateOffline(...job.args);
    case 'edit':
      return editOffline(...job.args);
    case 'analyze':
      return analyzeOffline(...job.args);
    default: {
      const never: never = job;
      throw new Error(`unknown generator call ${JSON.stringify(never)}`);
    }
  }
}

port.on('message', (job: GeneratorJob) => {
  try {
    send({ type: 'done', jobId: job.jobId, value: run(job) });
  } catch (err) {
    const message = String((err as Error)?.message ?? err);
    send({
      type: 'failed',
      jobId: job.jobId,
      message,
      code: err instanceof GeneratorError ? err.code : undefined,
    });
  }
});

warmUp();
send({ type: 'ready' });
