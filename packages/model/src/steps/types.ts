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
  'booking',
  'yesNo',
  'number',
  'rating',
  'date',
  'imageChoice',
] as const;
export type StepType = (typeof STEP_TYPES)[number];

export interface ValidityContext {
  /** True when the respondent uploaded a document in this form (documentInfo depends on it). */
  documentUploaded?: boolean;
  /** Today's calendar day (YYYY-MM-DD) for steps that take dates; without it, the earliest day on Earth. */
  today?: string;
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

/** One part of an answer an owner reads on its own (a contact's e-mail): its own column in the table and CSV. */
export interface AnswerPart {
  /** Stable name of the part, e.g. 'email'. */
  key: string;
  /** Its header: the owner's label for the field when the step sets one, else a default ('E-mail'). */
  label: string;
  /** What the part says about the respondent: the card list and the detail view's heading read these. */
  role?: 'firstName' | 'lastName' | 'email' | 'phone';
  /** The part as text ('' when the answer lacks it). */
  text: string;
  /** What it opens on the owner's screens (mailto:, tel:), when the text is usable for that. */
  href?: string;
}

/** An uploaded file an answer refers to: its name as the respondent sent it and its document id on this server. */
export interface AnswerFile {
  name: string;
  /** The owner-only download is /api/documents/{documentId}; the answer's own URL is never linked as it is. */
  documentId: string;
}

/** A place an answer names, for the detail view's map. */
export interface AnswerPlace {
  address: string;
  lat?: number;
  lng?: number;
  /** False when the address is outside the owner's service area. */
  inServiceArea?: boolean;
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
  /** An answer given to an optional step is still checked and refused when invalid, not stored as sent. */
  checkedWhenOptional?: boolean;
  /** Why an invalid answer is refused, when the generic "Invalid answer" would not tell the respondent's app. */
  invalidReason?(answer: unknown, step: S): string | undefined;
  /**
   * The answer stays within this type's size limits (a text answer within the longest text this type takes). Saves
   * and submissions refuse an answer past them, whatever else it is: any shape may arrive.
   */
  answerFits(answer: unknown, step: S): boolean;
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
  /**
   * The answer as a person would write it: the responses table and the CSV export, in the form's language when
   * the type writes words (a date's weekday and month). Any shape may arrive.
   */
  displayAnswer(answer: unknown, step: S, language?: string): string;
  /**
   * Answers with several parts an owner sorts and reads on their own (a contact's names, e-mail, phone): the
   * parts, always the same keys and labels for a step whatever the answer (they are columns). Without this hook
   * the answer is one column of displayAnswer text.
   */
  answerParts?(answer: unknown, step: S): AnswerPart[];
  /** The uploaded file an answer refers to, or null: the owner's screens link its download, the CSV its URL. */
  answerFile?(answer: unknown): AnswerFile | null;
  /** The place an answer names, or null: the response detail view shows it on a map. */
  answerPlace?(answer: unknown): AnswerPlace | null;
  /** The answer says who or where the respondent is (contact, address): shown first in the table, CSV and cards. */
  aboutRespondent?: boolean;
  /** This type's own fields from a raw, unvalidated step (the runner's zod-free preparation); never throws. */
  prepare(raw: Record<string, unknown>): Omit<S, StepBaseKey>;
}
