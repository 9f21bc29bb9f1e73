// Messages between the extraction pool (main thread) and its worker threads.
import type { ExtractKind, ExtractLimits, StopReason } from './extract.ts';

export interface JobRequest {
  jobId: number;
  kind: ExtractKind;
  data: Uint8Array;
  limits: ExtractLimits;
}

export type WorkerMessage =
  | { type: 'ready' }
  | { jobId: number; type: 'text'; text: string }
  | { jobId: number; type: 'done'; stopped: StopReason | null }
  | { jobId: number; type: 'refused'; status: 415 | 422; message: string }
  | { jobId: number; type: 'failed'; message: string };
