// The step /embed opens on: the first, or the second when the Form Console pre-selects the first step's option.
import { canAutoSelect } from '@forms-engine/forms/rules/console.ts';
import { prepareConfig } from '@forms-engine/forms/runner/prepare-config.ts';
import type { TStep } from '@forms-engine/forms';
import type { EmbedForm } from './load-form.ts';

export function firstShownStep(form: EmbedForm): TStep | undefined {
  const prepared = prepareConfig(form.config);
  if (!prepared.ok) return undefined;
  const { steps } = prepared.config;
  return canAutoSelect(steps, form.autoSelectOptionId) && steps.length > 1 ? steps[1] : steps[0];
}
