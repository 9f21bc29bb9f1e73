// Picks the document storage the configuration asks for: S3-compatible when S3_BUCKET is set, else a local folder.
import type { DocumentsConfig } from './config.ts';
import { LocalStorage } from './local.ts';
import { S3Storage } from './s3.ts';
import type { DocumentStorage } from './types.ts';

export function createStorage(config: DocumentsConfig): DocumentStorage {
  return config.s3 ? new S3Storage(config.s3) : new LocalStorage(config.localDir);
}
