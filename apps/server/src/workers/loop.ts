// A polling job loop: claims due jobs from durable sources (webhook deliveries, queued e-mail) and runs them with bounded concurrency.
export interface JobSource<J> {
  name: string;
  /** Atomically claims up to `limit` due jobs for this instance (FOR UPDATE SKIP LOCKED). */
  claim(limit: number): Promise<J[]>;
  /** Runs one claimed job; must record its outcome itself. `signal` aborts on shutdown. */
  run(job: J, signal: AbortSignal): Promise<void>;
}

export interface LoopLog {
  error(obj: unknown, msg?: string): void;
}

export class WorkerLoop {
  private readonly inflight = new Set<Promise<void>>();
  private readonly abort = new AbortController();
  private stopped = false;
  private loopPromise: Promise<void> | null = null;
  private wakeUp: (() => void) | null = null;

  constructor(
    // biome-ignore lint/suspicious/noExplicitAny: sources carry different job types; each is only ever fed its own jobs.
    private readonly sources: JobSource<any>[],
    private readonly opts: { pollMs: number; concurrency: number; log: LoopLog },
  ) {}

  start(): this {
    this.loopPromise ??= this.loop();
    return this;
  }

  /** Ends the sleep early, e.g. right after a job was enqueued in this instance. */
  wake() {
    this.wakeUp?.();
  }

  /** Claims and starts as many due jobs as there are free slots; returns how many started. */
  async tick(): Promise<number> {
    let started = 0;
    for (const source of this.sources) {
      const free = this.opts.concurrency - this.inflight.size;
      if (free <= 0 || this.stopped) break;
      let jobs: unknown[] = [];
      try {
        jobs = await source.claim(free);
      } catch (err) {
        if (!this.stopped) this.opts.log.error({ err }, `${source.name}: claim failed`);
      }
      for (const job of jobs) {
        started++;
        const p = source
          .run(job, this.abort.signal)
          .catch((err) => this.opts.log.error({ err }, `${source.name}: job failed`))
          .finally(() => {
            this.inflight.delete(p);
            this.wake();
          });
        this.inflight.add(p);
      }
    }
    return started;
  }

  private async loop() {
    while (!this.stopped) {
      const started = await this.tick();
      if (this.stopped) break;
      // Busy: look again at once for more due work; idle: sleep until the poll interval or a wake-up.
      if (started > 0 && this.inflight.size < this.opts.concurrency) continue;
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, this.opts.pollMs);
        this.wakeUp = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      this.wakeUp = null;
    }
  }

  /**
   * Stops claiming and lets running jobs finish for up to `graceMs`; jobs still running then are aborted
   * (they put themselves back in the queue, so another instance or the next start sends them).
   */
  async stop(graceMs = 0) {
    this.stopped = true;
    this.wake();
    await this.loopPromise;
    if (graceMs > 0 && this.inflight.size > 0) {
      let timer: ReturnType<typeof setTimeout> | undefined;
      await Promise.race([
        Promise.allSettled([...this.inflight]),
        new Promise<void>((resolve) => {
          timer = setTimeout(resolve, graceMs);
        }),
      ]);
      clearTimeout(timer);
    }
    this.abort.abort();
    await Promise.allSettled([...this.inflight]);
  }

  /**
   * Runs every job that is due now to its end, and those their outcomes make due, then returns: a test (or an
   * operator's command) waits on what the queues did instead of on a guess of how long it takes. Jobs scheduled
   * for later (a retry's backoff) stay queued.
   */
  async drain(): Promise<void> {
    while (!this.stopped) {
      const started = await this.tick();
      if (started === 0 && this.inflight.size === 0) return;
      if (this.inflight.size > 0) await Promise.race(this.inflight);
    }
  }

  /** Jobs running now (deliveries and e-mails being sent). */
  get running(): number {
    return this.inflight.size;
  }
}
