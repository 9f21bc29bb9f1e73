// One migrated PGlite per test run: startServer() starts each in-memory database from its data directory instead
// of running every migration again (about 2 s of CPU a server). The vitest global setup only names a folder; the
// first test file that needs the template builds it there, so runs without API tests pay nothing.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inject } from 'vitest';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The run's folder for the template (`pglite.tar`, an uncompressed `dumpDataDir` tarball). */
    pgliteTemplateDir: string;
  }
}

export default function setup(project: TestProject): () => void {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-template-'));
  project.provide('pgliteTemplateDir', dir);
  return () => fs.rmSync(dir, { recursive: true, force: true });
}

let template: Promise<Blob> | undefined;

/**
 * The template's data directory, built by the first file that asks (two workers starting together may each build
 * one; the rename keeps the file whole). Undefined outside a run with the global setup.
 */
export function pgliteTemplate(): Promise<Blob> | undefined {
  const dir = inject('pgliteTemplateDir');
  if (!dir) return undefined;
  template ??= (async () => {
    const file = path.join(dir, 'pglite.tar');
    if (!fs.existsSync(file)) {
      const database = await openDatabase({ dataDir: dir, memory: true });
      try {
        const partial = `${file}.${process.pid}`;
        fs.writeFileSync(partial, (await database.dumpDataDir?.('none')) ?? new Uint8Array());
        fs.renameSync(partial, file);
      } finally {
        await database.close();
      }
    }
    return new Blob([fs.readFileSync(file)]);
  })();
  return template;
}
