// Resume after reload: where a respondent was (answer session, answers, path) kept in the frame's storage for 7 days,
// and the step to continue at when only the saved answers are known (the loader's fallback).
import {
  advance,
  answerKey,
  type Answers,
  isStepValid,
  type Journey,
  journeyAt,
  type LogicConfig,
} from '@forms-engine/model';
import type { AnswerSession } from './api.ts';

/** How long a respondent may come back to the same answer session (the server keeps the same window). */
export const RESUME_WINDOW_MS = 7 * 24 * 3600 * 1000;

export interface ResumeRecord extends AnswerSession, Journey {
  answers: Answers;
  /** When this was last written (ms since epoch). */
  savedAt: number;
}

type Store = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** The storage key's prefix; the form id follows. */
const RESUME_KEY_PREFIX = 'fe-resume:';

const keyOf = (formId: number | string) => `${RESUME_KEY_PREFIX}${formId}`;

/** The record for this form when it is whole and recent enough; storage that throws counts as empty. */
export function readResume(
  storage: Store | undefined,
  formId: number | string,
  now: number,
): ResumeRecord | null {
  try {
    const raw = storage?.getItem(keyOf(formId));
    if (!raw) return null;
    const r = JSON.parse(raw) as Partial<ResumeRecord>;
    const whole =
      typeof r.sessionId === 'string' &&
      typeof r.sessionNo === 'number' &&
      typeof r.current === 'number' &&
      Array.isArray(r.history) &&
      r.history.every((n) => typeof n === 'number') &&
      typeof r.answers === 'object' &&
      r.answers !== null &&
      typeof r.savedAt === 'number';
    if (!whole || now - (r.savedAt as number) > RESUME_WINDOW_MS) {
      storage?.removeItem(keyOf(formId));
      return null;
    }
    return r as ResumeRecord;
  } catch {
    return null;
  }
}

/** Writes the record; false when the storage is blocked or full (the loader's copy of the session id remains). */
export function writeResume(
  storage: Store | undefined,
  formId: number | string,
  record: ResumeRecord,
): boolean {
  try {
    if (!storage) return false;
    storage.setItem(keyOf(formId), JSON.stringify(record));
    return true;
  } catch {
    return false;
  }
}

export function clearResume(storage: Store | undefined, formId: number | string): void {
  try {
    storage?.removeItem(keyOf(formId));
  } catch {
    // Blocked storage holds nothing to clear.
  }
}

/** A stored journey that still fits the form (steps may have been removed since), else null. */
export function fittingJourney(config: LogicConfig, journey: Journey): Journey | null {
  const total = config.steps.length;
  const inRange = (n: number) => Number.isInteger(n) && n >= 1 && n <= total;
  return inRange(journey.current) && journey.history.every(inRange) ? journey : null;
}

/**
 * Where to continue when only the answers are known: from step 1 along the rules, past every step that already
 * has a valid answer, to the first one that does not (or the last step reached).
 */
export function journeyFromAnswers(config: LogicConfig, answers: Answers): Journey {
  let journey = journeyAt(1);
  for (let guard = 0; guard < config.steps.length; guard++) {
    const index = journey.current - 1;
    const step = config.steps[index];
    const answer = step ? answers[answerKey(step, index)] : undefined;
    if (!step || answer === undefined || !isStepValid(step, answer)) break;
    const next = advance(config, journey, answers);
    if (next.kind !== 'step') break;
    journey = next.journey;
  }
  return journey;
}
