// The form generator contract: create a form from a prompt, edit it by instruction, analyse an uploaded document.
import type { TFormConfig, TIconMode } from '@forms-engine/model';

export type GeneratorLanguage = 'en' | 'de';

export interface GenerateInput {
  prompt: string;
  /** Undefined means: detect from the prompt (German words or umlauts give 'de'). */
  language?: GeneratorLanguage;
}

/** One change an edit made, said in English and German; `step` is the (0-based) step it concerns. */
export interface EditChange {
  en: string;
  de: string;
  step?: number;
}

export interface EditResult {
  config: TFormConfig;
  /** One human sentence saying what changed ("Added a slider "Budget" after step 3."), in English. */
  summary: string;
  /** The same sentence in German. Both engines set it (optional so a test double may leave it out). */
  summaryDe?: string;
  /** Every change, in English and German, with the step it concerns (for the preview to jump to). */
  changes?: EditChange[];
  /**
   * False when the instruction left the form as it was ("add Google" when Google is already there): the server
   * answers without charging or storing, and the summary says nothing changed. Both engines set it.
   */
  changed?: boolean;
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

/** A form's texts by key (translations.ts in the model) to write in another language. */
export interface TranslateInput {
  texts: Record<string, string>;
  /** Language codes: en, de, fr, es, it. */
  from: string;
  to: string;
}

export interface FormGenerator {
  name: string;
  generate(input: GenerateInput): Promise<TFormConfig>;
  edit(config: TFormConfig, instruction: string): Promise<EditResult>;
  analyze(input: AnalyzeInput): Promise<string>;
  /**
   * The texts in `to`, by the same keys; a key left out could not be translated. Only model-backed engines have
   * it: offline, "Add language" uses the phrase engine (`addLanguage`).
   */
  translate?(input: TranslateInput): Promise<Record<string, string>>;
  /** Stops what the generator runs in the background (worker threads); the app calls it on shutdown. */
  close?(): Promise<void>;
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
