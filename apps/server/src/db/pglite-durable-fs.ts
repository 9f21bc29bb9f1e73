// PGlite's data directory on the Node filesystem, with fsync and fdatasync that reach the disk.
//
// PGlite mounts the data directory with Emscripten's NODEFS, whose files are real files with real descriptors, but
// Emscripten implements PostgreSQL's two sync calls as no-ops there: `fsync` asks the stream for an `fsync`
// operation NODEFS does not have, and `fdatasync` is a syscall stub that only checks the descriptor. So even with
// `fsync=on` a committed write had reached the operating system, not the disk. Here both call node:fs on the
// file's real descriptor: `fdatasync` is what PostgreSQL issues for the WAL at each commit (wal_sync_method =
// fdatasync), so a commit returns only once it is on disk, and `fsync` is what it issues for data files at a
// checkpoint, for pg_control and for directories after a rename, so old WAL is removed or recycled only once the
// pages it protected are on disk. PostgreSQL's own ordering rules then hold as on any PostgreSQL.
// (docs/pglite-fsync-upstream.md is the same fix written up for PGlite itself.)
import fs from 'node:fs';
import path from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { NodeFS } from '@electric-sql/pglite/nodefs';

type ErrnoError = Error & { errno: number };
type Stream = { nfd?: number };
type EmscriptenModule = {
  FS: { getStreamChecked(fd: number): Stream };
  NODEFS: { stream_ops: Record<string, unknown>; tryFSOperation<T>(fn: () => T): T };
};
type InitOptions = Parameters<NodeFS['init']>[1] & {
  instantiateWasm?: (
    imports: { env: Record<string, unknown> },
    done: (...args: unknown[]) => void,
  ) => unknown;
  preRun?: ((mod: EmscriptenModule) => void)[];
};

/** How the two calls reach the disk; a test may wrap them to see which descriptors are synced and when. */
export const diskSync = {
  fsync: (fd: number) => fs.fsyncSync(fd),
  fdatasync: (fd: number) => fs.fdatasyncSync(fd),
};

const isErrno = (err: unknown): err is ErrnoError =>
  err instanceof Error && err.name === 'ErrnoError' && typeof (err as ErrnoError).errno === 'number';

/** PGlite's NodeFS for `dataDir`, with real syncs (loaded only where PGlite runs on disk). */
export async function durableNodeFS(dataDir: string): Promise<NodeFS> {
  const { NodeFS } = await import('@electric-sql/pglite/nodefs');
  return new (durableNodeFSClass(NodeFS))(dataDir);
}

const durableNodeFSClass = (Base: typeof NodeFS) =>
  class DurableNodeFS extends Base {
    override async init(pg: PGlite, opts: Parameters<NodeFS['init']>[1]) {
      const { emscriptenOpts } = (await super.init(pg, opts)) as { emscriptenOpts: InitOptions };
      const instantiate = emscriptenOpts.instantiateWasm;
      if (!instantiate)
        throw new Error('PGlite no longer instantiates its WebAssembly itself: recheck pglite-durable-fs.ts');
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
                const nfd = mod?.FS.getStreamChecked(fd).nfd;
                if (mod && typeof nfd === 'number') mod.NODEFS.tryFSOperation(() => diskSync.fdatasync(nfd));
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
              // fsync reaches the stream's `fsync` operation (WASI fd_sync), which NODEFS lacks; its errors are
              // thrown as ErrnoError and turned into the call's error code by Emscripten.
              m.NODEFS.stream_ops.fsync = (stream: Stream) => {
                const nfd = stream.nfd;
                if (typeof nfd === 'number') m.NODEFS.tryFSOperation(() => diskSync.fsync(nfd));
                return 0;
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
