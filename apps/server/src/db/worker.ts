// The embedded PGlite in its own thread (pglite-thread.ts starts it): the database's WebAssembly work runs on
// a second core while the main thread serves HTTP. Group commit (group-commit.ts) runs here too, so every
// write is answered only after the flush that made it durable.
import { parentPort, workerData } from 'node:worker_threads';
import type { Transaction } from '@electric-sql/pglite';
import { firstInLine } from './first-in-line.ts';
import { installGroupCommit } from './group-commit.ts';
import { installPreparedStatements } from './pglite-prepared.ts';
import {
  createDurablePGlite,
  dumpDurably,
  type Reply,
  type Request,
  toWireError,
} from './pglite-protocol.ts';

if (!parentPort) throw new Error('db/worker.ts runs as a worker thread');
const port = parentPort;
const post = (reply: Reply) => port.postMessage(reply);

/** Parsers that keep the listed types as text, built once per list. */
const textParsers = new Map<string, Record<number, (v: string) => string>>();
function parsersFor(types: number[] | undefined) {
  if (!types?.length) return undefined;
  const key = types.join(',');
  let parsers = textParsers.get(key);
  if (!parsers) {
    parsers = Object.fromEntries(types.map((t) => [t, (v: string) => v]));
    textParsers.set(key, parsers);
  }
  return parsers;
}

const ROLLBACK = Symbol('rollback');

async function main() {
  const { dataDir } = workerData as { dataDir: string | undefined };
  const client = await createDurablePGlite(dataDir);
  installPreparedStatements(client);
  await installGroupCommit(client);
  const transactions = new Map<number, { tx: Transaction; end: (commit: boolean) => void }>();
  /** Each open transaction's outcome: true once committed and flushed, false once rolled back. */
  const commits = new Map<number, Promise<boolean>>();
  const listeners = new Map<string, () => Promise<void>>();
  let nextTx = 1;
  let closing = false;

  const target = (tx: number) => {
    if (tx === 0) return client;
    const open = transactions.get(tx);
    if (!open) throw new Error('Transaction is closed');
    return open.tx;
  };

  const handle = async (m: Request): Promise<unknown> => {
    switch (m.op) {
      case 'query': {
        const run = () =>
          target(m.tx).query(m.sql, m.params, { rowMode: m.rowMode, parsers: parsersFor(m.textTypes) });
        return m.lead ? firstInLine(run) : run();
      }
      case 'exec':
        return target(m.tx).exec(m.sql);
      case 'begin': {
        const tx = nextTx++;
        // Answers with the id once BEGIN has run; the transaction stays open until `end`, and its promise
        // (COMMIT, then the group flush) answers `end`.
        return new Promise<{ tx: number }>((opened, failed) => {
          let ended!: (commit: boolean) => void;
          const decided = new Promise<boolean>((resolve) => {
            ended = resolve;
          });
          const done = client
            .transaction(async (t) => {
              transactions.set(tx, { tx: t, end: ended });
              opened({ tx });
              if (!(await decided)) throw ROLLBACK;
            })
            .then(
              () => true,
              (err) => {
                if (err === ROLLBACK) return false;
                throw err;
              },
            )
            .finally(() => transactions.delete(tx));
          done.catch(failed); // BEGIN itself failed (before `opened`), else ignored here
          commits.set(tx, done);
        });
      }
      case 'end': {
        const open = transactions.get(m.tx);
        const done = commits.get(m.tx);
        commits.delete(m.tx);
        if (!open || !done) throw new Error('Transaction is closed');
        open.end(m.commit);
        await done;
        return null;
      }
      case 'listen': {
        if (!listeners.has(m.channel)) {
          const unlisten = await client.listen(m.channel, (payload) =>
            post({ kind: 'notify', channel: m.channel, payload }),
          );
          listeners.set(m.channel, unlisten);
        }
        return null;
      }
      case 'unlisten': {
        const unlisten = listeners.get(m.channel);
        listeners.delete(m.channel);
        await unlisten?.();
        return null;
      }
      case 'dump':
        return dumpDurably(client);
      case 'close':
        closing = true;
        await client.close();
        return null;
    }
  };
  port.on('message', (m: Request) => {
    if (closing && m.op !== 'close') {
      post({ kind: 'error', id: m.id, error: toWireError(new Error('PGlite is closed')) });
      return;
    }
    handle(m).then(
      (value) => {
        post({ kind: 'result', id: m.id, value });
        if (m.op === 'close') port.close();
      },
      (err) => post({ kind: 'error', id: m.id, error: toWireError(err) }),
    );
  });
  post({ kind: 'ready' });
}

main().catch((err) => post({ kind: 'failed', error: toWireError(err) }));
