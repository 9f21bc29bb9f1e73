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

/** A step type: its schema and editor/generator facts on top of its zod-free rules. */
export interface StepDefinition<S extends { type: StepType }> extends StepRules<S> {
  type: S['type'];
  schema: z.ZodType<S, unknown>;
  /** The type's name in the manual editor's type picker. */
  label: string;
  /** A fresh step of this type for the manual editor. */
  create(): S;
  /** One line the generator (and LLM prompt) uses to decide when this type fits. */
  generatorHint: string;
}

/** The fields every step carries; a type's `prepare` hook builds the rest. */
export type StepBaseKey = 'type' | 'id' | 'title' | 'subtitle' | 'validation' | 'logic' | 'otherwise';

/**
 * The zod-free behaviour of a step type: everything shared code asks a step, so no module outside the step's folder
 * branches on `step.type`. The respondent runner bundles these, so they must not import zod (the /embed budget).
 */
export interface StepRules<S extends { type: StepType }> {
  /** Option-based steps show "This step has no options configured." when empty. */
  hasOptions: boolean;
  /** Moves on by itself once chosen (tiles): the runner shows no Continue or Skip except on the last step. */
  autoAdvances: boolean;
  isValid(answer: unknown, step: S, ctx?: ValidityContext): boolean;
  isOptional(step: S): boolean;
  /** Why an invalid answer is refused, when the generic "Invalid answer" would not tell the respondent's app. */
  invalidReason?(answer: unknown, step: S): string | undefined;
  /** The option ids an answer chooses (the server checks each is one of the step's options); [] without options. */
  chosenOptionIds(answer: unknown): unknown[];
  /** An answer the server stores as sent, without checking it (the no-upload placeholder, documentInfo). */
  storedAsSent(answer: unknown): boolean;
  /** The answer a step starts with before the respondent acts (preselected options), or undefined. */
  preselected(step: S): unknown;
  /**
   * The answer a URL parameter named after the step's id prefills (`?plan=pro`, `?budget=250`), or undefined when
   * the text is not a valid answer (never an error for the respondent). Types without it are never prefilled.
   */
  fromQuery?(text: string, step: S): unknown;
  /** The answer as a person would write it: the responses table and the CSV export. Any shape may arrive. */
  displayAnswer(answer: unknown, step: S): string;
  /** This type's own fields from a raw, unvalidated step (the runner's zod-free preparation); never throws. */
  prepare(raw: Record<string, unknown>): Omit<S, StepBaseKey>;
}
