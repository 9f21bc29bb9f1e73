// The shapes of the offline engine's domain library: bilingual texts, template steps and domains.
import type { StepType } from '@forms-engine/model';

/** [English, German]. */
export type Bi = readonly [string, string];

export interface TemplateOption {
  t: Bi;
  icon?: string;
}

export interface TemplateStep {
  /** Stable key: becomes the step id, so translation and edits can find the step again. */
  key: string;
  type: StepType;
  title: Bi;
  subtitle?: Bi;
  /** Words (English and German) an ask uses for this question, e.g. "roof type", "Dachform". */
  keys: string[];
  options?: TemplateOption[];
  slider?: { min: number; max: number; step: number; defaultValue: number; prefix?: Bi; unit?: Bi };
  placeholder?: Bi;
  rows?: number;
  followup?: { label: Bi; type: 'text' | 'number' | 'date' };
}

export interface Domain {
  key: string;
  /** Words that reveal the domain in a prompt (English and German, lower-case; prefixes match compound words). */
  match: string[];
  formTitle: Bi;
  /** Lead forms end with the respondent's contact details (and address when the service is on site). */
  lead: boolean;
  location: boolean;
  steps: TemplateStep[];
  thanks?: Bi;
}

/** One option in both languages, with its lucide icon when the option has a natural one. */
export const o = (en: string, de: string, icon?: string): TemplateOption => ({ t: [en, de], icon });

/** Yes / No / Not sure yet: the options of an interest question. */
export const yesNoMaybe = [o('Yes', 'Ja'), o('No', 'Nein'), o('Not sure yet', 'Noch unsicher')];
