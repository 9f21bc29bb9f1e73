// Vitest global setup: migrates one in-memory PGlite per run and leaves its data directory for startServer() to
// start each test file's database from, instead of every file running every migration again.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A file holding the migrated template's data directory (an uncompressed `dumpDataDir` tarball). */
    pgliteTemplate: string;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-template-'));
  const file = path.join(dir, 'pglite.tar');
  const database = await openDatabase({ dataDir: dir, memory: true });
  try {
    fs.writeFileSync(file, await database.dumpDataDir!('none'));
  } finally {
    await database.close();
  }
  project.provide('pgliteTemplate', file);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
