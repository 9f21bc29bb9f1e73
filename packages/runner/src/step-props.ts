// The props every step's runner UI receives from the FormRunner.
import type { Answers, RunnerTexts, TIconMode, TStep } from '@forms-engine/model';
import type { AnswerSession, RunnerApi } from './api.ts';

export interface StepRunnerProps<S extends TStep = TStep> {
  step: S;
  /** 0-based position of the step in the form. */
  index: number;
  value: unknown;
  /** A respondent's answer: starts the session on the first one and is saved as a temporary response. */
  onChange(value: unknown): void;
  /** A default value shown without the respondent acting (slider start); stored but not saved on its own. */
  onDefault(value: unknown): void;
  /** Moves on after a choice (tiles); does nothing on the last step. */
  onAdvance(): void;
  texts: RunnerTexts;
  isMobile: boolean;
  iconMode: TIconMode;
  api: RunnerApi;
  formId: number | string | null;
  answers: Answers;
  steps: TStep[];
  /** id of the step heading, for aria-labelledby. */
  headingId: string;
  mode: 'live' | 'preview' | 'test';
  /** The respondent's answer session, created on demand (live mode); null in previews. */
  session(): Promise<AnswerSession | null>;
  /**
   * Work Continue does first while the step has no valid answer yet (the address check): Continue is enabled
   * while an action is set, runs it, and moves on when it resolves true. null: nothing to do.
   */
  setContinueAction?(action: (() => Promise<boolean>) | null): void;
  /**
   * The respondent tried Continue or Submit while this step is not answered: show every field's message now,
   * not only those of fields already touched, and mark the invalid fields with aria-invalid.
   */
  showErrors?: boolean;
}
