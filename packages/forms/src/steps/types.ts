// The contract every step type implements; the registry in index.ts is exhaustive over StepType.
import type { z } from 'zod';

export const STEP_TYPES = [
  'tiles',
  'multiSelect',
  'dropdown',
  'slider',
  'followup',
  'textbox',
  'location',
  'contact',
  'documentUpload',
  'documentInfo',
] as const;
export type StepType = (typeof STEP_TYPES)[number];

export interface ValidityContext {
  /** True when the respondent uploaded a document in this form (documentInfo depends on it). */
  documentUploaded?: boolean;
}

export interface StepDefinition<S extends { type: StepType }> {
  type: S['type'];
  schema: z.ZodType<S, unknown>;
  /** Option-based steps show "This step has no options configured." when empty. */
  hasOptions: boolean;
  isValid(answer: unknown, step: S, ctx?: ValidityContext): boolean;
  isOptional(step: S): boolean;
  /** A fresh step of this type for the manual editor. */
  create(): S;
  /** One line the generator (and LLM prompt) uses to decide when this type fits. */
  generatorHint: string;
}

/** The zod-free part of a step definition, so the respondent runner can validate without bundling zod. */
export type StepRules<S extends { type: StepType }> = Pick<
  StepDefinition<S>,
  'hasOptions' | 'isValid' | 'isOptional'
>;
