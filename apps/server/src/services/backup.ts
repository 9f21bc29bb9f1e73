// Backup and restore of an instance on the embedded database: one tar file holding PGlite's data directory (a
// consistent copy taken while the server runs) and the uploads stored under DATA_DIR/documents.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { packTar, type TarSource, unpackTar } from 'modern-tar/fs';

const MANIFEST = 'forms-engine-backup.json';
const DATABASE = 'pglite.tar.gz';
const DOCUMENTS = 'documents';
const FORMAT = 1;

export interface BackupSource {
  /** The database's files as a gzipped tarball (Database.dumpDataDir). */
  dumpDataDir(): Promise<Uint8Array>;
  /** The local uploads folder; null when uploads live in S3-compatible storage (back that up on its side). */
  documentsDir: string | null;
}

/**
 * The backup as a tar stream. The database is copied first, then the uploads: every upload a stored answer refers
 * to was written before that answer, so it is in the copy (uploads that arrive meanwhile come along unreferenced,
 * and the unattached-upload sweep removes them after a restore).
 */
export async function backupStream(source: BackupSource): Promise<Readable> {
  const database = await source.dumpDataDir();
  const manifest = {
    format: FORMAT,
    createdAt: new Date().toISOString(),
    database: 'pglite',
    documents: source.documentsDir ? 'local' : 'elsewhere',
  };
  const entries: TarSource[] = [
    { type: 'content', target: MANIFEST, content: `${JSON.stringify(manifest, null, 2)}\n` },
    { type: 'content', target: DATABASE, content: database },
  ];
  if (source.documentsDir && fs.existsSync(source.documentsDir)) {
    for (const file of storedUploads(source.documentsDir)) {
      entries.push({
        type: 'file',
        source: path.join(source.documentsDir, file),
        target: `${DOCUMENTS}/${file.split(path.sep).join('/')}`,
      });
    }
  }
  return packTar(entries);
}

/**
 * The uploads under `dir`, relative to it. An upload being written is a `.tmp` file renamed when complete, so
 * it may be gone by the time the archive reads it: it is left out (the answer that refers to it comes later).
 */
function storedUploads(dir: string): string[] {
  return fs
    .readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.endsWith('.tmp'))
    .map((e) => path.relative(dir, path.join(e.parentPath, e.name)));
}

export class RestoreError extends Error {}

/**
 * Restores a backup into `dataDir`, which must not hold a database yet (the server stopped, a fresh folder or the
 * old database moved away): PGlite loads the database's tarball, the uploads go to DATA_DIR/documents.
 */
export async function restoreBackup(file: Readable, dataDir: string): Promise<{ documents: number }> {
  const databaseDir = path.join(dataDir, 'pglite');
  if (fs.existsSync(databaseDir) && fs.readdirSync(databaseDir).length > 0) {
    throw new RestoreError(
      `${databaseDir} already holds a database: restore into a DATA_DIR without one (stop the server and move it away)`,
    );
  }
  const staging = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-restore-'));
  try {
    // Only the backup's own entries, as plain files and folders (no links, no paths outside the staging folder).
    await pipeline(
      file,
      unpackTar(staging, {
        filter: (h) =>
          (h.type === 'file' || h.type === 'directory') &&
          (h.name === MANIFEST || h.name === DATABASE || h.name.startsWith(`${DOCUMENTS}/`)),
      }),
    );
    let manifest: { format?: unknown };
    try {
      manifest = JSON.parse(fs.readFileSync(path.join(staging, MANIFEST), 'utf8'));
    } catch {
      throw new RestoreError('This is not a Forms Engine backup (its manifest is missing)');
    }
    if (manifest.format !== FORMAT)
      throw new RestoreError(`Unknown backup format ${String(manifest.format)}`);
    const tarball = path.join(staging, DATABASE);
    if (!fs.existsSync(tarball)) throw new RestoreError('The backup holds no database');

    fs.mkdirSync(dataDir, { recursive: true });
    const { PGlite } = await import('@electric-sql/pglite');
    const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
    const db = await PGlite.create({
      dataDir: databaseDir,
      loadDataDir: new Blob([fs.readFileSync(tarball)]),
      extensions: { pg_trgm },
    });
    await db.exec('checkpoint');
    await db.close();

    let documents = 0;
    const from = path.join(staging, DOCUMENTS);
    if (fs.existsSync(from)) {
      const to = path.join(dataDir, DOCUMENTS);
      fs.cpSync(from, to, { recursive: true, force: false });
      documents = fs
        .readdirSync(from, { recursive: true, withFileTypes: true })
        .filter((d) => d.isFile()).length;
    }
    return { documents };
  } finally {
    fs.rmSync(staging, { recursive: true, force: true });
  }
}
