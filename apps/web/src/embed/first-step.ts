// The step /embed opens on: the first, or the second when the Form Console pre-selects the first step's option.
import { canAutoSelect, prepareConfig, type TFormConfig, type TStep } from '@forms-engine/model';
import type { EmbedForm } from './load-form.ts';

/** The shown step, its index, and the (prepared) configuration it is part of. */
export function firstShown(form: EmbedForm): { step: TStep; index: number; config: TFormConfig } | undefined {
  const prepared = prepareConfig(form.config);
  if (!prepared.ok) return undefined;
  const { steps } = prepared.config;
  const index = canAutoSelect(steps, form.autoSelectOptionId) && steps.length > 1 ? 1 : 0;
  const step = steps[index];
  return step ? { step, index, config: prepared.config } : undefined;
}

export function firstShownStep(form: EmbedForm): TStep | undefined {
  return firstShown(form)?.step;
}
