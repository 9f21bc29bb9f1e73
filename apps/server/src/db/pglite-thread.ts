// The main thread's side of the embedded PGlite running in a worker thread (worker.ts): the calls drizzle's
// PGlite driver makes — query, exec, transaction — and LISTEN, each a message to the worker and its answer.
// The database's CPU (WebAssembly, protocol parsing, flushes) then runs on another core than HTTP and JSON.
import { Worker } from 'node:worker_threads';
import type { PGlite, Results, Transaction } from '@electric-sql/pglite';
import { isFirstInLine } from './first-in-line.ts';
import { fromWireError, type Reply, type Request } from './pglite-protocol.ts';
import { workerEntry } from '../worker-source.ts';

const WORKER = workerEntry(new URL('./worker.ts', import.meta.url), 'pglite-worker');

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Pending = { resolve: (value: unknown) => void; reject: (err: Error) => void };
// Distributive, so each request keeps its own fields once `id` is taken off.
type Call = Request extends infer R ? (R extends Request ? Omit<R, 'id'> : never) : never;

export class PGliteThread {
  private readonly pending = new Map<number, Pending>();
  private readonly listeners = new Map<string, Set<(payload: string) => void>>();
  private nextId = 1;
  /** Calls sent and not yet answered, plus transactions open (other statements wait for those too). */
  private busy = 0;
  private readonly idleWaiters = new Set<() => void>();
  private failure: Error | null = null;
  private exited: Promise<void>;

  private constructor(private readonly worker: Worker) {
    worker.on('message', (m: Reply) => {
      if (m.kind === 'notify') {
        for (const fn of this.listeners.get(m.channel) ?? []) fn(m.payload);
        return;
      }
      if (m.kind !== 'result' && m.kind !== 'error') return;
      const p = this.pending.get(m.id);
      if (!p) return;
      this.pending.delete(m.id);
      if (m.kind === 'result') p.resolve(m.value);
      else p.reject(fromWireError(m.error));
      this.release();
    });
    this.exited = new Promise((resolve) => {
      worker.once('exit', (code) => {
        this.fail(new Error(`the database thread stopped (exit code ${code})`));
        resolve();
      });
    });
    worker.on('error', (err) => this.fail(err));
  }

  /** Starts the worker and resolves once PGlite is open in it (in memory when dataDir is undefined). */
  static async start(dataDir: string | undefined): Promise<PGliteThread> {
    const worker = new Worker(WORKER.filename, { eval: WORKER.eval, workerData: { dataDir } });
    await new Promise<void>((resolve, reject) => {
      const onMessage = (m: Reply) => {
        if (m.kind === 'ready') done(null);
        else if (m.kind === 'failed') done(fromWireError(m.error));
      };
      const onExit = (code: number) => done(new Error(`the database thread stopped (exit code ${code})`));
      const done = (err: Error | null) => {
        worker.off('message', onMessage);
        worker.off('error', done);
        worker.off('exit', onExit);
        if (err) {
          void worker.terminate();
          reject(err);
        } else resolve();
      };
      worker.on('message', onMessage);
      worker.on('error', done);
      worker.on('exit', onExit);
    });
    return new PGliteThread(worker);
  }

  private fail(err: Error) {
    this.failure ??= err;
    for (const p of this.pending.values()) p.reject(err);
    this.pending.clear();
    this.busy = 0;
    for (const wake of this.idleWaiters) wake();
  }

  private release() {
    this.busy = Math.max(0, this.busy - 1);
    if (this.busy === 0) for (const wake of this.idleWaiters) wake();
  }

  /**
   * Resolves once no call has been waiting on the database for `quietMs` (a respondent's call sent meanwhile
   * starts the wait again), or after `maxMs` at the latest, so that steady traffic cannot put off forever what
   * waits for it. Background work (the vacuum) sends its statements through this, so they queue behind no one.
   */
  whenIdle(quietMs: number, maxMs: number): Promise<void> {
    return new Promise((resolve) => {
      let timer: NodeJS.Timeout | null = null;
      const done = () => {
        if (timer) clearTimeout(timer);
        clearTimeout(limit);
        this.idleWaiters.delete(wake);
        resolve();
      };
      const wake = () => {
        if (timer) clearTimeout(timer);
        timer = null;
        if (this.busy > 0 && !this.failure) return;
        timer = setTimeout(() => {
          timer = null;
          if (this.busy === 0 || this.failure) done();
        }, quietMs);
      };
      const limit = setTimeout(done, maxMs);
      this.idleWaiters.add(wake);
      wake();
    });
  }

  private call<T>(request: Call): Promise<T> {
    if (this.failure) return Promise.reject(this.failure);
    this.busy++;
    const id = this.nextId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(id, { resolve: resolve as (v: unknown) => void, reject });
      this.worker.postMessage({ ...request, id });
    });
  }

  private queryIn<T>(
    tx: number,
    sql: string,
    params?: unknown[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    return this.call<Results<T>>({
      op: 'query',
      sql,
      params,
      rowMode: options?.rowMode,
      textTypes: options?.parsers ? Object.keys(options.parsers).map(Number) : undefined,
      tx,
      ...(tx === 0 && isFirstInLine() ? { lead: true } : {}),
    });
  }

  query<T>(sql: string, params?: unknown[], options?: QueryOptions): Promise<Results<T>> {
    return this.queryIn<T>(0, sql, params, options);
  }

  exec(sql: string): Promise<Results[]> {
    return this.call<Results[]>({ op: 'exec', sql, tx: 0 });
  }

  /**
   * Runs `fn` in one transaction on the worker: COMMIT (and the group flush) when it returns, ROLLBACK when it
   * throws or calls rollback(). Like PGlite's own, other statements wait until it ends.
   */
  async transaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    this.busy++;
    try {
      return await this.inTransaction(fn);
    } finally {
      this.release();
    }
  }

  private async inTransaction<T>(fn: (tx: Transaction) => Promise<T>): Promise<T> {
    const { tx } = await this.call<{ tx: number }>({ op: 'begin' });
    let closed = false;
    const open = () => {
      if (closed) throw new Error('Transaction is closed');
    };
    const handle = {
      query: async <R>(sql: string, params?: unknown[], options?: QueryOptions) => {
        open();
        return this.queryIn<R>(tx, sql, params, options);
      },
      exec: async (sql: string) => {
        open();
        return this.call<Results[]>({ op: 'exec', sql, tx });
      },
      rollback: async () => {
        open();
        closed = true;
        await this.call({ op: 'end', tx, commit: false });
      },
      get closed() {
        return closed;
      },
    } as unknown as Transaction;
    let result: T;
    try {
      result = await fn(handle);
    } catch (err) {
      if (!closed) {
        closed = true;
        await this.call({ op: 'end', tx, commit: false }).catch(() => undefined);
      }
      throw err;
    }
    if (!closed) {
      closed = true;
      await this.call({ op: 'end', tx, commit: true });
    }
    return result;
  }

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let set = this.listeners.get(channel);
    if (!set) {
      set = new Set();
      this.listeners.set(channel, set);
      await this.call({ op: 'listen', channel });
    }
    set.add(onPayload);
    return async () => {
      const current = this.listeners.get(channel);
      if (!current?.delete(onPayload) || current.size > 0) return;
      this.listeners.delete(channel);
      await this.call({ op: 'unlisten', channel });
    };
  }

  /** The data directory as a gzipped tarball, taken in the thread (pglite-protocol.ts dumpDurably). */
  dumpDataDir(): Promise<Uint8Array> {
    return this.call<Uint8Array>({ op: 'dump' });
  }

  /** Closes PGlite (its last flush included) and waits for the thread to end. */
  async close(): Promise<void> {
    if (!this.failure) await this.call({ op: 'close' });
    await this.exited;
  }

  /** What drizzle's PGlite driver is given: it calls only query and transaction. */
  asClient(): PGlite {
    return this as unknown as PGlite;
  }
}
