// Which form generator the server runs (offline engine or an LLM provider) and how it is configured; the
// contract itself (FormGenerator, GeneratorError, …) is the generator package's.
export {
  type AnalyzeInput,
  type EditResult,
  type FormGenerator,
  type GenerateInput,
  GeneratorError,
  type GeneratorLanguage,
  type TranslateInput,
} from '@forms-engine/generator';

import type { GeneratorPoolLimits } from './offline/pool.ts';

export type AiProvider = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

export interface GeneratorConfig {
  provider: AiProvider;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
  /** The offline engine's worker threads and time limit (GENERATOR_WORKERS, GENERATOR_TIMEOUT_MS). */
  offline?: GeneratorPoolLimits;
}
