// The form generator contract: create a form from a prompt, edit it by instruction, analyse an uploaded document.
import type { TFormConfig, TIconMode } from '@forms-engine/forms';

export type GeneratorLanguage = 'en' | 'de';

export interface GenerateInput {
  prompt: string;
  /** Undefined means: detect from the prompt (German words or umlauts give 'de'). */
  language?: GeneratorLanguage;
}

export interface EditResult {
  config: TFormConfig;
  /** One human sentence saying what changed. */
  summary: string;
  /** Set when the instruction changed the icon mode; the form record (not the config) stores it. */
  iconMode?: TIconMode;
}

export interface AnalyzeInput {
  /** Answers keyed by step title (as the runner stores them). */
  formResponses: Record<string, unknown>;
  documentText: string;
  contentPrompt?: string;
  language?: GeneratorLanguage;
  /** The form's shown calculations, computed by the server from the answers ("Estimated price: $7,350"). */
  estimates?: { label: string; display: string }[];
}

export interface FormGenerator {
  name: string;
  generate(input: GenerateInput): Promise<TFormConfig>;
  edit(config: TFormConfig, instruction: string): Promise<EditResult>;
  analyze(input: AnalyzeInput): Promise<string>;
}

export type GeneratorErrorCode = 'not_understood' | 'invalid_output' | 'timeout' | 'provider_error';

export class GeneratorError extends Error {
  constructor(
    public code: GeneratorErrorCode,
    message: string,
  ) {
    super(message);
    this.name = 'GeneratorError';
  }
}

export type AiProvider = 'offline' | 'openai' | 'anthropic' | 'openai-compatible';

export interface GeneratorConfig {
  provider: AiProvider;
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
}
