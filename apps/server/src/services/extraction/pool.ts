// Worker-thread pool for document text extraction: keeps the event loop free and enforces hard time and memory limits.
import { Worker } from 'node:worker_threads';
import { ExtractRefusal, type ExtractKind, type StopReason } from './extract.ts';
import type { JobRequest, WorkerMessage } from './protocol.ts';
import { workerEntry } from '../../worker-source.ts';

export interface ExtractionLimits {
  /** Wall-clock limit of one extraction; the worker is terminated when it runs out. */
  timeoutMs: number;
  /** Growth of the process's resident memory during extraction after which running workers are terminated. */
  maxMemoryMb: number;
  maxPages: number;
  maxChars: number;
  /** Worker threads extracting at once; further uploads wait for one. */
  workers: number;
  /** How long an upload may wait for a free worker before it is stored without text. */
  queueTimeoutMs: number;
}

export interface ExtractionResult {
  text: string;
  /** Why extraction stopped early, or null when the whole document was read. */
  stopped: StopReason | null;
}

interface Job {
  jobId: number;
  kind: ExtractKind;
  buf: Buffer;
  parts: string[];
  resolve(result: ExtractionResult): void;
  reject(err: Error): void;
  timer?: NodeJS.Timeout;
}

interface Slot {
  worker: Worker | null;
  /** The worker has loaded pdf.js and takes jobs. */
  ready: boolean;
  job: Job | null;
}

const WORKER = workerEntry(new URL('./worker.ts', import.meta.url), 'extraction-worker');
const WATCH_INTERVAL_MS = 20;
/** A worker that has not loaded pdf.js by then is considered broken (the job is answered without text). */
const STARTUP_LIMIT_MS = 60_000;

export class ExtractionPool {
  private readonly slots: Slot[];
  private readonly queue: Job[] = [];
  private nextId = 1;
  private watchdog: NodeJS.Timeout | null = null;
  private rssBaseline = 0;
  private closed = false;

  constructor(readonly limits: ExtractionLimits) {
    this.slots = Array.from({ length: Math.max(1, limits.workers) }, () => ({
      worker: null,
      ready: false,
      job: null,
    }));
  }

  /** How many jobs a started worker is reading now (tests check that their probes overlap one). */
  get running(): number {
    return this.slots.filter((s) => s.job !== null && s.ready && s.worker !== null).length;
  }

  /** Extracts the text; throws ExtractRefusal when the file is damaged, encrypted or a zip bomb. */
  run(buf: Buffer, kind: ExtractKind): Promise<ExtractionResult> {
    return new Promise((resolve, reject) => {
      if (this.closed) return resolve({ text: '', stopped: 'busy' });
      const job: Job = { jobId: this.nextId++, kind, buf, parts: [], resolve, reject };
      job.timer = setTimeout(() => {
        const i = this.queue.indexOf(job);
        if (i >= 0) {
          this.queue.splice(i, 1);
          resolve({ text: '', stopped: 'busy' });
        }
      }, this.limits.queueTimeoutMs);
      this.queue.push(job);
      this.pump();
    });
  }

  async close(): Promise<void> {
    this.closed = true;
    for (const job of this.queue.splice(0)) {
      clearTimeout(job.timer);
      job.resolve({ text: '', stopped: 'busy' });
    }
    await Promise.all(
      this.slots.map(async (slot) => {
        if (slot.job) this.finish(slot, { stopped: 'busy' });
        const worker = slot.worker;
        slot.worker = null;
        await worker?.terminate();
      }),
    );
    this.stopWatchdog();
  }

  private pump() {
    for (const slot of this.slots) {
      if (slot.job) continue;
      const job = this.queue.shift();
      if (!job) return;
      clearTimeout(job.timer);
      this.start(slot, job);
    }
  }

  private spawn(slot: Slot): Worker {
    const worker = new Worker(WORKER.filename, {
      eval: WORKER.eval,
      // The heap cap; buffers outside the heap (pdf.js's inflated streams) are watched by the RSS watchdog.
      resourceLimits: {
        maxOldGenerationSizeMb: this.limits.maxMemoryMb,
        maxYoungGenerationSizeMb: 32,
      },
    });
    worker.unref();
    worker.on('message', (m: WorkerMessage) => {
      if (slot.worker !== worker) return;
      if (m.type === 'ready') {
        slot.ready = true;
        if (slot.job) this.post(slot, slot.job);
        return;
      }
      // The worker could not load pdf.js: drop it; the next job starts a fresh one.
      if (m.type === 'failed' && m.jobId === 0) return this.kill(slot, 'crashed');
      const job = slot.job;
      if (!job || m.jobId !== job.jobId) return;
      if (m.type === 'text') job.parts.push(m.text);
      else if (m.type === 'done') this.finish(slot, { stopped: m.stopped });
      else if (m.type === 'refused') this.finish(slot, { error: new ExtractRefusal(m.status, m.message) });
      else this.finish(slot, { stopped: 'crashed' });
    });
    worker.on('error', (err: Error & { code?: string }) => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      if (slot.job)
        this.finish(slot, { stopped: err.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'memory' : 'crashed' });
    });
    worker.on('exit', () => {
      if (slot.worker !== worker) return;
      slot.worker = null;
      slot.ready = false;
      if (slot.job) this.finish(slot, { stopped: 'crashed' });
    });
    return worker;
  }

  private start(slot: Slot, job: Job) {
    slot.job = job;
    if (slot.worker && slot.ready) return this.post(slot, job);
    if (!slot.worker) {
      slot.ready = false;
      slot.worker = this.spawn(slot);
    }
    job.timer = setTimeout(() => this.kill(slot, 'crashed'), STARTUP_LIMIT_MS);
  }

  private post(slot: Slot, job: Job) {
    if (!slot.worker) return;
    clearTimeout(job.timer);
    // A copy the worker owns; the caller keeps its buffer for storage.
    const data = new Uint8Array(job.buf);
    const request: JobRequest = {
      jobId: job.jobId,
      kind: job.kind,
      data,
      limits: { maxPages: this.limits.maxPages, maxChars: this.limits.maxChars },
    };
    slot.worker.postMessage(request, [data.buffer]);
    job.timer = setTimeout(() => this.kill(slot, 'time'), this.limits.timeoutMs);
    this.startWatchdog();
  }

  /** Stops a running job for good: the worker is terminated (a new one is started for the next job). */
  private kill(slot: Slot, reason: StopReason) {
    const worker = slot.worker;
    slot.worker = null;
    slot.ready = false;
    worker?.terminate().catch(() => {});
    if (slot.job) this.finish(slot, { stopped: reason });
  }

  private finish(slot: Slot, outcome: { stopped?: StopReason | null; error?: Error }) {
    const job = slot.job;
    if (!job) return;
    slot.job = null;
    clearTimeout(job.timer);
    if (outcome.error) job.reject(outcome.error);
    else job.resolve({ text: job.parts.join(''), stopped: outcome.stopped ?? null });
    if (!this.slots.some((s) => s.job)) this.stopWatchdog();
    if (!this.closed) this.pump();
  }

  private startWatchdog() {
    if (this.watchdog) return;
    this.rssBaseline = process.memoryUsage.rss();
    const cap = this.limits.maxMemoryMb * 1024 * 1024;
    this.watchdog = setInterval(() => {
      if (process.memoryUsage.rss() - this.rssBaseline <= cap) return;
      // Which worker grew cannot be told apart from here, so every running extraction stops.
      for (const slot of this.slots) if (slot.job) this.kill(slot, 'memory');
    }, WATCH_INTERVAL_MS);
    this.watchdog.unref();
  }

  private stopWatchdog() {
    if (this.watchdog) clearInterval(this.watchdog);
    this.watchdog = null;
  }
}
