// Local-folder document storage under DATA_DIR/documents (the default).
import crypto from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { assertSafeKey, type DocumentStorage } from './types.ts';

export class LocalStorage implements DocumentStorage {
  readonly name = 'local';
  constructor(private readonly dir: string) {}

  private file(key: string): string {
    assertSafeKey(key);
    const root = path.resolve(this.dir);
    const file = path.resolve(root, key);
    if (!file.startsWith(root + path.sep)) throw new Error('storage key escapes the storage folder');
    return file;
  }

  async put(key: string, body: Buffer): Promise<void> {
    const file = this.file(key);
    await fs.mkdir(path.dirname(file), { recursive: true });
    // Write to a temporary name, then rename: a reader never sees half a file.
    const tmp = `${file}.${crypto.randomBytes(6).toString('hex')}.tmp`;
    await fs.writeFile(tmp, body, { flag: 'wx', mode: 0o600 });
    await fs.rename(tmp, file);
  }

  async get(key: string): Promise<Buffer | null> {
    try {
      return await fs.readFile(this.file(key));
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async delete(key: string): Promise<void> {
    await fs.rm(this.file(key), { force: true });
  }
}
