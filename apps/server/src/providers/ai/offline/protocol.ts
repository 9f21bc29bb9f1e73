// Messages between the offline generator's pool (main thread) and its worker threads.
import type { TFormConfig } from '@forms-engine/model';
import type { AnalyzeInput, EditResult, GenerateInput, GeneratorErrorCode } from '@forms-engine/generator';

/** One engine call; `args` are the engine function's own arguments. */
export type GeneratorCall =
  | { method: 'generate'; args: [GenerateInput] }
  | { method: 'edit'; args: [TFormConfig, string] }
  | { method: 'analyze'; args: [AnalyzeInput] };

export type GeneratorJob = GeneratorCall & { jobId: number };

export type WorkerReply =
  | { type: 'ready' }
  | { type: 'done'; jobId: number; value: TFormConfig | EditResult | string }
  /** `code` is set for a GeneratorError (the engine refused the input); anything else is a crash. */
  | { type: 'failed'; jobId: number; message: string; code?: GeneratorErrorCode };
