// A respondent's journey through a form with logic: the steps behind them, Continue, Back, progress and what a
// submission carries. Pure and zod-free; the runner's useWizard keeps one Journey in its state.
import type { Answers } from '../answers.ts';
import {
  answersOfSteps,
  calculate,
  pathAnswersOf,
  type Exit,
  exitOf,
  type LogicConfig,
  predictAhead,
} from './evaluate.ts';

/** Step numbers are 1-based, as everywhere in the runner. */
export interface Journey {
  /** The steps shown before the current one, in the order they were shown (Back walks this). */
  history: number[];
  current: number;
}

/** The steps of the path taken so far, including the current one (1-based). */
export function pathOf(journey: Journey): number[] {
  return [...journey.history, journey.current];
}

/** The answers rules may read on the current step: those of the path taken so far. */
export function pathAnswers(config: LogicConfig, journey: Journey, answers: Answers): Answers {
  return pathAnswersOf(
    config.steps,
    answers,
    pathOf(journey).map((n) => n - 1),
  );
}

/** Where Continue on the current step leads with these answers. */
export function continueExit(config: LogicConfig, journey: Journey, answers: Answers): Exit {
  return exitOf(config, journey.current - 1, pathAnswers(config, journey, answers));
}

/** True when Continue submits (the rules end the form here, or no step is left). */
export function continueSubmits(config: LogicConfig, journey: Journey, answers: Answers): boolean {
  return continueExit(config, journey, answers).kind !== 'step';
}

export type Advance =
  | { kind: 'step'; journey: Journey; answers: Answers }
  | { kind: 'finish'; ending: string | null; answers: Answers };

/**
 * Continue: follows the rules. Answers of steps the respondent passes over are dropped (they were left behind
 * by an earlier answer that changed the path), so neither temporary saves nor the submission carry them.
 */
export function advance(config: LogicConfig, journey: Journey, answers: Answers): Advance {
  const exit = continueExit(config, journey, answers);
  const from = journey.current; // 1-based
  const to = exit.kind === 'step' ? exit.index + 1 : config.steps.length + 1;
  const passedOver: number[] = [];
  for (let n = from + 1; n < to; n++) passedOver.push(n - 1);
  const kept = dropAnswers(config, answers, passedOver);
  if (exit.kind === 'step')
    return { kind: 'step', journey: { history: [...journey.history, from], current: to }, answers: kept };
  return { kind: 'finish', ending: exit.kind === 'ending' ? exit.id : null, answers: kept };
}

/** Back: the step shown before this one on the path actually taken, or null on the first step. */
export function goBack(journey: Journey): Journey | null {
  if (journey.history.length === 0) return null;
  return { history: journey.history.slice(0, -1), current: journey.history[journey.history.length - 1] };
}

/** A journey that starts on step `current`, as if the steps before it had been shown in order. */
export function journeyAt(current: number): Journey {
  return { history: Array.from({ length: Math.max(0, current - 1) }, (_, i) => i + 1), current };
}

/**
 * "Question n of total": n counts the steps shown on the path so far (this one included); total adds the steps
 * still ahead on the route the answers given so far lead (unanswered choices take their default route). So the
 * count never jumps backwards on Back, shrinks when an answer skips steps, and reaches n of n on the last step.
 */
export function progressOf(
  config: LogicConfig,
  journey: Journey,
  answers: Answers,
): { n: number; total: number } {
  const n = journey.history.length + 1;
  const ahead = predictAhead(config, journey.current - 1, pathAnswers(config, journey, answers)).length;
  return { n, total: n + ahead };
}

/** The answers a submission carries: those of the path taken (steps off it are not sent). */
export function submittedAnswers(config: LogicConfig, journey: Journey, answers: Answers): Answers {
  return pathAnswers(config, journey, answers);
}

/** Calculation results for the path's answers (what the final screen shows; the server computes its own). */
export function journeyCalculations(
  config: LogicConfig,
  journey: Journey,
  answers: Answers,
): Record<string, number> {
  return calculate(config, pathAnswers(config, journey, answers));
}

function dropAnswers(config: LogicConfig, answers: Answers, indexes: number[]): Answers {
  if (indexes.length === 0) return answers;
  const drop = new Set(Object.keys(answersOfSteps(config.steps, answers, indexes)));
  if (drop.size === 0) return answers;
  return Object.fromEntries(Object.entries(answers).filter(([k]) => !drop.has(k)));
}
