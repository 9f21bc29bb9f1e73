// Write batching: requests that arrive while earlier writes of the same kind are in the database go out together,
// as one statement and one commit, and each caller gets its own row's result after that commit.
import dc from 'node:diagnostics_channel';

/**
 * Each batch's kind, its calls' waits for it (ms from `add` to the statement's start), and its statement's time,
 * for `bench:load` with LOAD_SERVER_TIMING=1 (bench/lib/server-timing.mjs); published only while someone listens.
 */
const timing = dc.channel('forms-engine:batch');

/** One queued call: its input, the key no two calls in flight may share, and its promise's settlers. */
interface Queued<I, O> {
  /** When it was added (performance.now()). */
  at: number;
  item: I;
  key: string;
  resolve: (out: O) => void;
  reject: (err: unknown) => void;
}

export interface BatcherOptions<I> {
  /** The kind of write, as the timing channel names it. */
  kind: string;
  /**
   * Calls with the same key never share a batch nor overlap in flight: the later one waits for the earlier one's
   * commit, so two writes of one row keep their order (and one statement never touches a row twice).
   */
  keyOf: (item: I) => string;
  /** Batches of this kind in the database at once; the calls that arrive meanwhile wait for the next one. */
  concurrency: number;
  /** Calls one batch takes at most. */
  max: number;
}

/**
 * Runs `run(items)` — one statement whose results are in the items' order — for the calls queued since the last
 * batch left. A call alone is not delayed beyond one turn of the event loop (the calls of that turn join it);
 * under load, calls collect while `concurrency` batches are in flight, so the batches grow with the load. When a
 * batch fails as a whole, each of its calls is run again alone, so one bad call fails only itself; nothing is
 * answered before the statement that wrote it has returned (autocommit: after its commit).
 */
export class Batcher<I, O> {
  private queue: Queued<I, O>[] = [];
  private readonly inFlightKeys = new Set<string>();
  private inFlight = 0;
  private scheduled = false;
  /** Batches run and calls they carried (for tests and the benchmark). */
  readonly stats = { batches: 0, calls: 0, retriedAlone: 0 };

  constructor(
    private readonly run: (items: I[]) => Promise<O[]>,
    private readonly opts: BatcherOptions<I>,
  ) {}

  add(item: I): Promise<O> {
    return new Promise<O>((resolve, reject) => {
      this.queue.push({ at: performance.now(), item, key: this.opts.keyOf(item), resolve, reject });
      this.schedule();
    });
  }

  private schedule() {
    if (this.scheduled || this.inFlight >= this.opts.concurrency) return;
    if (!this.queue.some((q) => !this.inFlightKeys.has(q.key))) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.flush();
    });
  }

  private flush() {
    if (this.inFlight >= this.opts.concurrency) return;
    const batch: Queued<I, O>[] = [];
    const rest: Queued<I, O>[] = [];
    const keys = new Set<string>();
    for (const q of this.queue) {
      if (batch.length < this.opts.max && !this.inFlightKeys.has(q.key) && !keys.has(q.key)) {
        batch.push(q);
        keys.add(q.key);
      } else rest.push(q);
    }
    if (batch.length === 0) return;
    this.queue = rest;
    for (const key of keys) this.inFlightKeys.add(key);
    this.inFlight++;
    this.runBatch(batch).finally(() => {
      this.inFlight--;
      for (const key of keys) this.inFlightKeys.delete(key);
      this.schedule();
    });
    this.schedule();
  }

  private async runBatch(batch: Queued<I, O>[]) {
    this.stats.batches++;
    this.stats.calls += batch.length;
    let results: O[];
    const start = performance.now();
    try {
      results = await this.run(batch.map((q) => q.item));
      if (timing.hasSubscribers) {
        const waits = batch.map((q) => start - q.at);
        timing.publish({ kind: this.opts.kind, waits, ms: performance.now() - start });
      }
    } catch (err) {
      if (batch.length === 1) {
        batch[0].reject(err);
        return;
      }
      // The statement failed as a whole (nothing of it was committed): each call alone, with its own outcome.
      this.stats.retriedAlone += batch.length;
      await Promise.all(
        batch.map((q) =>
          this.run([q.item]).then(
            (out) => q.resolve(out[0]),
            (e) => q.reject(e),
          ),
        ),
      );
      return;
    }
    batch.forEach((q, i) => {
      q.resolve(results[i]);
    });
  }
}
