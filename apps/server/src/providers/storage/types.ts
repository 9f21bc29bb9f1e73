// The document storage contract: opaque server-made keys in, bytes out; local folder or S3-compatible.
export interface DocumentStorage {
  readonly name: string;
  put(key: string, body: Buffer, contentType: string): Promise<void>;
  /** The stored bytes, or null when the key does not exist. */
  get(key: string): Promise<Buffer | null>;
  delete(key: string): Promise<void>;
}

/** Keys are made by the server (random ids); anything else is a bug, refused before touching storage. */
export function assertSafeKey(key: string): void {
  if (
    !/^[a-z0-9][a-z0-9/-]*\.[a-z0-9]{1,5}$/.test(key) ||
    key.includes('//') ||
    key.split('/').some((s) => s === '..' || s === '.')
  ) {
    throw new Error(`unsafe storage key ${JSON.stringify(key)}`);
  }
}

export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageError';
  }
}
