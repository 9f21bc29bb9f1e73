// Worker-thread pool for the offline generator: the event loop stays free while the engine reads user text, and a
// call that runs past its wall-clock limit is stopped for good by terminating its worker.
import { Worker } from 'node:worker_threads';
import { GeneratorError } from '@forms-engine/generator';
import { workerEntry } from '../../../worker-source.ts';
import type { GeneratorCall, GeneratorJob, WorkerReply } from './protocol.ts';

export interface GeneratorPoolLimits {
  /** Wall-clock limit of one call once a worker has it; the worker is terminated when it runs out. */
  timeoutMs: number;
  /** Worker threads running calls at once; further calls wait for one. */
  workers: number;
  /** How long a call may wait for a free worker before it is answered as busy. */
  queueTimeoutMs: number;
}

/** What a worker thread runs: the engine (default), or a stand-in in tests. */
export interface WorkerScript {
  filename: string | URL;
  eval: boolean;
}

/** The engine gave up on the input: said like a prompt it cannot build (a 4xx), since the input is what is wrong. */
export const TOO_COMPLEX_MESSAGE =
  'The form generator could not finish reading this text in time. Please shorten it or say it in plainer words; no credit was used.';
export const BUSY_MESSAGE = 'The form generator is busy; please try again in a moment. No credit was used.';
const CRASHED_MESSAGE = 'The form generator stopped unexpectedly; please try again. No credit was used.';

const ENGINE = workerEntry(new URL('./worker.ts', import.meta.url), 'generator-worker');
/** A worker that has not compiled the engine by then is considered broken. */
const STARTUP_LIMIT_MS = 60_000;

interface Job {
  call: GeneratorJob;
  resolve(value: unknown): void;
  reject(err: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  /** The worker has compiled the engine and takes calls. */
  ready: boolean;
  job: Job | null;
}

export class GeneratorPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private closed = false;

  constructor(
    readonly limits: GeneratorPoolLimits,
    private readonly script: WorkerScript = ENGINE,
  ) {
    this.slots = Array.from({ length: Math.max(1, limits.workers) }, () => ({
      worker: null,
      ready: false,
      job: null,
    }));
    // Started now, so the engine is compiled before the first request needs it.
    for (const slot of this.slots) this.spawn(slot);
  }

  run<T>(call: GeneratorCall): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      if (this.closed) return reject(new GeneratorError('timeout', BUSY_MESSAGE));
      const job: Job = {
        call: { ...call, jobId: this.nextId++ } as GeneratorJob,
        resolve: resolve as (value: unknown) => void,
        reject,
      };
      job.timer = setTimeout(() => {
        const i = this.queue.indexOf(job);
        if (i < 0) return;
        this.queue.splice(i, 1);
        reject(new GeneratorError('timeout', BUSY_MESSAGE));
      }, this.limits.queueTimeoutMs);
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.timer);
      job.reject(new GeneratorError('timeout', BUSY_MESSAGE));
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        this.finish(slot, new GeneratorError('timeout', BUSY_MESSAGE));
        const worker = slot.worker;
        slot.worker = null;
        await worker?.terminate();
      }),
    );
  }

  private pump() {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      clearTimeout(job.timer);
      slot.job = job;
      if (!slot.worker) this.spawn(slot);
      if (slot.ready) this.post(slot, job);
      else
        job.timer = setTimeout(
          () => this.kill(slot, new GeneratorError('provider_error', CRASHED_MESSAGE)),
          STARTUP_LIMIT_MS,
        );
    }
  }

  private spawn(slot: Slot) {
    const worker = new Worker(this.script.filename, { eval: this.script.eval });
    slot.worker = worker;
    slot.ready = false;
    // An idle pool does not keep the process (the CLI, a test) alive.
    worker.unref();
    worker.on('message', (m: WorkerReply) => {
      if (slot.worker !== worker) return;
      if (m.type === 'ready') {
        slot.ready = true;
        if (slot.job) this.post(slot, slot.job);
        return;
      }
      if (!slot.job || slot.job.call.jobId !== m.jobId) return;
      if (m.type === 'done') this.finish(slot, null, m.value);
      else if (m.code) this.finish(slot, new GeneratorError(m.code, m.message));
      else this.finish(slot, new Error(`offline generator failed: ${m.message}`));
    });
    const lost = () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      this.finish(slot, new GeneratorError('provider_error', CRASHED_MESSAGE));
    };
    worker.on('error', lost);
    worker.on('exit', lost);
  }

  private post(slot: Slot, job: Job) {
    clearTimeout(job.timer);
    slot.worker?.postMessage(job.call);
    job.timer = setTimeout(
      () => this.kill(slot, new GeneratorError('not_understood', TOO_COMPLEX_MESSAGE)),
      this.limits.timeoutMs,
    );
  }

  /** Stops the running call for good: its worker is terminated and a fresh one started for the next call. */
  private kill(slot: Slot, error: GeneratorError) {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    worker?.terminate().catch(() => {});
    if (!this.closed) this.spawn(slot);
    this.finish(slot, error);
  }

  private finish(slot: Slot, error: Error | null, value?: unknown) {
    const job = slot.job;
    if (job) {
      slot.job = null;
      clearTimeout(job.timer);
      if (error) job.reject(error);
      else job.resolve(value);
    }
    if (!this.closed) this.pump();
  }
}
