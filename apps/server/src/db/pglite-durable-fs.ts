// PGlite's data directory on the Node filesystem, with fsync and fdatasync that reach the disk.
//
// PGlite mounts the data directory with Emscripten's NODEFS, whose files are real files with real descriptors, but
// Emscripten implements PostgreSQL's two sync calls as no-ops there: `fsync` asks the stream for an `fsync`
// operation NODEFS does not have, and `fdatasync` is a syscall stub that only checks the descriptor. So with
// `fsync=on` a flushed commit had reached the operating system, not the disk (decision 110). Here both call
// node:fs on the file's real descriptor: `fdatasync` is what PostgreSQL issues for the WAL (wal_sync_method =
// fdatasync) — so the group flush returns only once the commits it covers are on disk — and `fsync` is what it
// issues for data files at a checkpoint, for pg_control and for directories after a rename, so old WAL is only
// removed or recycled once the pages it protected are on disk. PostgreSQL's own ordering rules (WAL before data
// pages, data before the checkpoint record) then hold as on any PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodeFS } from '@electric-sql/pglite/nodefs';

type ErrnoError = Error & { errno: number };
type Node = object;
type Stream = { nfd?: number; path?: string; node: Node };
type Bytes = Int8Array | Uint8Array;
type Write = (stream: Stream, buffer: Bytes, offset: number, length: number, position?: number) => number;
type EmscriptenModule = {
  FS: { getStreamChecked(fd: number): Stream };
  NODEFS: {
    stream_ops: Record<string, unknown> & { write: Write };
    tryFSOperation<T>(fn: () => T): T;
    realPath(node: Node): string;
  };
};
type InitOptions = Parameters<NodeFS['init']>[1] & {
  instantiateWasm?: (
    imports: { env: Record<string, unknown> },
    done: (...args: unknown[]) => void,
  ) => unknown;
  preRun?: ((mod: EmscriptenModule) => void)[];
};

/** How syncs reach the disk; a test may wrap these to see which files are synced and when. */
export const diskSync = {
  /** PostgreSQL's fsync: data files at a checkpoint, pg_control, directories, a new WAL segment. */
  fsync: (fd: number) => fs.fsyncSync(fd),
  /** A WAL segment, at once (before something that must not reach the disk ahead of it). */
  walNow: (file: string) => {
    const fd = fs.openSync(file, 'r');
    try {
      fs.fdatasyncSync(fd);
    } finally {
      fs.closeSync(fd);
    }
  },
  /** A WAL segment, in the background (the group flush waits for it before answering). */
  walAsync: async (file: string) => {
    const handle = await fs.promises.open(file, 'r');
    try {
      await handle.datasync();
    } finally {
      await handle.close();
    }
  },
};

const isErrno = (err: unknown): err is ErrnoError =>
  err instanceof Error && err.name === 'ErrnoError' && typeof (err as ErrnoError).errno === 'number';
const isWal = (stream: Stream) => stream.path?.includes('/pg_wal/') === true;

let zeros = new Uint8Array(8192);
/** A relation extended with empty pages: nothing in them depends on the WAL. */
function allZero(buffer: Bytes, offset: number, length: number): boolean {
  if (zeros.length < length) zeros = new Uint8Array(length);
  return Buffer.from(buffer.buffer, buffer.byteOffset + offset, length).equals(zeros.subarray(0, length));
}

/**
 * The WAL segments whose fdatasync PostgreSQL asked for and that are not yet known to be on disk. PostgreSQL's own
 * WAL syncs are taken off the database thread: the call returns at once and the group flush syncs the segment in
 * the background (node's thread pool) while the thread runs the next statements, and answers its callers only
 * after that. PostgreSQL then believes WAL flushed that may not be yet, so everything that must follow the WAL to
 * the disk first syncs it at once (`drain`): any other sync (a checkpoint's data files and pg_control, a new
 * segment) and any write of a page outside pg_wal that is not empty (a data page PostgreSQL writes after flushing
 * the WAL it depends on). Empty pages (a table growing) depend on nothing.
 */
export class WalSyncs {
  private readonly unsynced = new Map<string, number>();
  private seq = 0;
  /** Times a write or sync had to wait for the WAL on the database thread (for tests and benchmarks). */
  drains = 0;

  defer(file: string) {
    this.unsynced.set(file, ++this.seq);
  }

  get pending(): boolean {
    return this.unsynced.size > 0;
  }

  drain() {
    this.drains++;
    for (const file of this.unsynced.keys()) diskSync.walNow(file);
    this.unsynced.clear();
  }

  /** Resolves once every segment deferred before the call is on disk. */
  async sync(): Promise<void> {
    const batch = [...this.unsynced];
    await Promise.all(
      batch.map(async ([file, seq]) => {
        try {
          await diskSync.walAsync(file);
        } catch (err) {
          // Recycled or removed after a drain had synced it (a checkpoint drains before it touches old WAL).
          if ((err as { code?: string }).code === 'ENOENT' && this.unsynced.get(file) !== seq) return;
          throw err;
        }
      }),
    );
    for (const [file, seq] of batch) if (this.unsynced.get(file) === seq) this.unsynced.delete(file);
  }
}

/** PGlite's NodeFS for `dataDir`, with real syncs (loaded only where PGlite runs on disk). */
export async function durableNodeFS(dataDir: string): Promise<NodeFS & { wal: WalSyncs }> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  return new (durableNodeFSClass(NodeFS))(dataDir);
}

/** The WAL syncs of a client opened on durableNodeFS, if it was. */
export function walSyncsOf(client: PGlite): WalSyncs | undefined {
  const wal = (client as unknown as { fs?: { wal?: unknown } }).fs?.wal;
  return wal instanceof WalSyncs ? wal : undefined;
}

const durableNodeFSClass = (Base: typeof NodeFS) =>
  class DurableNodeFS extends Base {
    readonly wal = new WalSyncs();

    override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
      const { emscriptenOpts } = (await super.init(pg, opts)) as { emscriptenOpts: InitOptions };
      const instantiate = emscriptenOpts.instantiateWasm;
      if (!instantiate)
        throw new Error('PGlite no longer instantiates its WebAssembly itself: recheck pglite-durable-fs.ts');
      const wal = this.wal;
      let mod: EmscriptenModule | undefined;
      return {
        emscriptenOpts: {
          ...emscriptenOpts,
          // fdatasync is an import of the WebAssembly module (the Emscripten stub returns 0 without syncing).
          instantiateWasm: (
            imports: { env: Record<string, unknown> },
            done: (...args: unknown[]) => void,
          ) => {
            if (typeof imports.env.__syscall_fdatasync !== 'function') {
              throw new Error('PGlite has no __syscall_fdatasync import: recheck pglite-durable-fs.ts');
            }
            imports.env.__syscall_fdatasync = (fd: number): number => {
              try {
                if (!mod) return 0;
                const m = mod;
                const stream = m.FS.getStreamChecked(fd);
                const nfd = stream.nfd;
                if (typeof nfd !== 'number') return 0;
                if (isWal(stream)) wal.defer(m.NODEFS.realPath(stream.node));
                else
                  m.NODEFS.tryFSOperation(() => {
                    if (wal.pending) wal.drain();
                    diskSync.fsync(nfd);
                  });
                return 0;
              } catch (err) {
                if (isErrno(err)) return -err.errno;
                throw err;
              }
            };
            return instantiate(imports, done);
          },
          preRun: [
            ...(emscriptenOpts.preRun ?? []),
            (m: EmscriptenModule) => {
              mod = m;
              // fsync reaches the stream's `fsync` operation (WASI fd_sync), which NODEFS lacks; its errors are thrown
              // as ErrnoError and turned into the call's error code by Emscripten.
              m.NODEFS.stream_ops.fsync = (stream: Stream) => {
                const nfd = stream.nfd;
                if (typeof nfd === 'number')
                  m.NODEFS.tryFSOperation(() => {
                    if (wal.pending) wal.drain();
                    diskSync.fsync(nfd);
                  });
                return 0;
              };
              const write = m.NODEFS.stream_ops.write;
              m.NODEFS.stream_ops.write = (stream, buffer, offset, length, position) => {
                if (wal.pending && !isWal(stream) && !allZero(buffer, offset, length))
                  m.NODEFS.tryFSOperation(() => wal.drain());
                return write(stream, buffer, offset, length, position);
              };
            },
          ],
        },
      };
    }
  };

/**
 * A new data directory is made by initdb in memory and copied in through the filesystem without a sync; this
 * syncs every file and directory of it once, so the cluster itself survives a power cut from its first start.
 */
export async function syncDirectoryTree(root: string): Promise<number> {
  const entries: string[] = [];
  const walk = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) walk(p);
      else if (e.isFile()) entries.push(p);
    }
    entries.push(dir);
  };
  walk(root);
  entries.push(path.dirname(root));
  let next = 0;
  const worker = async () => {
    while (next < entries.length) {
      const p = entries[next++];
      const handle = await fs.promises.open(p, 'r');
      try {
        await handle.sync();
      } finally {
        await handle.close();
      }
    }
  };
  // Several at once: the filesystem's journal commits them together. Done when every one is synced.
  await Promise.all(Array.from({ length: 8 }, worker));
  return entries.length;
}
