// Environment variables of document uploads and their storage, parsed once by config.ts.
import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';

export const ZDocumentsEnv = z.object({
  UPLOAD_MAX_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .default(10 * 1024 * 1024),
  S3_BUCKET: z.string().optional(),
  /** Any S3-compatible endpoint (MinIO, R2, …); path-style addressing. Without it: AWS virtual-hosted URLs. */
  S3_ENDPOINT: z.string().url().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_REGION: z.string().default('us-east-1'),
  DOCUMENT_EXTRACT_TIMEOUT_MS: z.coerce.number().int().min(100).default(10_000),
  DOCUMENT_EXTRACT_MAX_MEMORY_MB: z.coerce.number().int().min(32).default(256),
  DOCUMENT_EXTRACT_MAX_PAGES: z.coerce.number().int().min(1).default(100),
  DOCUMENT_EXTRACT_WORKERS: z.coerce.number().int().min(1).max(64).optional(),
  UPLOAD_UNATTACHED_HOURS: z.coerce
    .number()
    .min(1)
    .max(24 * 365)
    .default(24),
  UPLOADS_PER_SESSION: z.coerce.number().int().min(1).max(1000).default(10),
  IMAGES_PER_ACCOUNT: z.coerce.number().int().min(1).max(100_000).default(500),
  IMAGE_BYTES_PER_ACCOUNT: z.coerce
    .number()
    .int()
    .min(1024)
    .default(500 * 1024 * 1024),
});

export interface S3Config {
  bucket: string;
  endpoint?: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
}

export interface DocumentsConfig {
  maxBytes: number;
  /** An upload no saved or submitted answer refers to is deleted this long after it arrived. */
  unattachedHours: number;
  /** Uploads one answer session may hold. */
  perSession: number;
  /** Pictures for image choices one account may hold, in number and in bytes. */
  imagesPerAccount: number;
  imageBytesPerAccount: number;
  /** Local storage folder (DATA_DIR/documents) used when S3 is not configured. */
  localDir: string;
  s3?: S3Config;
  /** Limits of PDF/DOCX text extraction in worker threads (services/extraction/pool.ts). */
  extraction: {
    timeoutMs: number;
    maxMemoryMb: number;
    maxPages: number;
    workers: number;
    queueTimeoutMs: number;
  };
}

export function documentsConfig(e: z.infer<typeof ZDocumentsEnv>, dataDir: string): DocumentsConfig {
  let s3: S3Config | undefined;
  if (e.S3_BUCKET) {
    if (!e.S3_ACCESS_KEY_ID || !e.S3_SECRET_ACCESS_KEY) {
      throw new Error(
        'Invalid environment variable S3_BUCKET: needs S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY',
      );
    }
    s3 = {
      bucket: e.S3_BUCKET,
      endpoint: e.S3_ENDPOINT?.replace(/\/$/, ''),
      accessKeyId: e.S3_ACCESS_KEY_ID,
      secretAccessKey: e.S3_SECRET_ACCESS_KEY,
      region: e.S3_REGION,
    };
  }
  return {
    maxBytes: e.UPLOAD_MAX_BYTES,
    unattachedHours: e.UPLOAD_UNATTACHED_HOURS,
    perSession: e.UPLOADS_PER_SESSION,
    imagesPerAccount: e.IMAGES_PER_ACCOUNT,
    imageBytesPerAccount: e.IMAGE_BYTES_PER_ACCOUNT,
    localDir: path.join(dataDir, 'documents'),
    s3,
    extraction: {
      timeoutMs: e.DOCUMENT_EXTRACT_TIMEOUT_MS,
      maxMemoryMb: e.DOCUMENT_EXTRACT_MAX_MEMORY_MB,
      maxPages: e.DOCUMENT_EXTRACT_MAX_PAGES,
      // One core stays free for the event loop (respondents' requests).
      workers: e.DOCUMENT_EXTRACT_WORKERS ?? Math.max(1, Math.min(4, os.availableParallelism() - 1)),
      queueTimeoutMs: 2 * e.DOCUMENT_EXTRACT_TIMEOUT_MS,
    },
  };
}
