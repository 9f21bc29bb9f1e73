// An "ask": what one clause of a prompt asks the respondent, before it becomes a step.
import type { StepType } from '@forms-engine/model';
import type { TemplateStep } from '../templates/index.ts';

export interface Ask {
  type: StepType;
  /** The respondent-facing subject in the prompt's words, e.g. "monthly bill". */
  label: string;
  options?: string[];
  range?: { min?: number; max?: number; step?: number; defaultValue?: number };
  prefix?: string;
  unit?: string;
  followup?: { label?: string; inputType: 'text' | 'number' | 'date'; trigger?: string };
  template?: TemplateStep;
  /** A question already phrased by the prompt (yes/no asks). */
  title?: string;
  required?: boolean;
  /** The user named the type ("dropdown", "slider", "several can be picked"): keep it over a template's. */
  explicitType?: boolean;
  /** documentUpload asks that also want the document analysed get a documentInfo step after them. */
  analyse?: boolean;
  placeholder?: string;
  rows?: number;
  /** A rating's scale: stars ("rate us") or 0–10 ("how likely are you to recommend us"). */
  scale?: 'stars' | 'nps';
  /** An image choice where several pictures may be chosen. */
  multiple?: boolean;
}
