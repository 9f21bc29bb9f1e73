// Shared by the logic tests: an offline edit that must leave the form's logic valid, and the estimate a form then
// gives for answers named by step id.
import { answerKey, calculate, checkLogic, type TFormConfig, walkPath } from '@forms-engine/model';
import { expect } from 'vitest';
import { editOffline } from '../edit/index.ts';

/** The estimate for answers given by step id: numbers, or option ids. */
export function estimate(c: TFormConfig, given: Record<string, unknown>): number | undefined {
  const answers: Record<string, unknown> = {};
  for (const [id, v] of Object.entries(given)) {
    const i = c.steps.findIndex((s) => s.id === id);
    answers[answerKey(c.steps[i], i)] = v;
  }
  const calc = c.calculations?.[0];
  return calc ? calculate(c, walkPath(c, answers).answers)[calc.id] : undefined;
}

/** The form after `instruction`, whose logic the checker accepts. */
export function edit(c: TFormConfig, instruction: string): TFormConfig {
  const out = editOffline(c, instruction).config;
  expect(checkLogic(out)).toEqual([]);
  return out;
}
