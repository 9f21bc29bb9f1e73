// location rules without zod: a postal code is needed unless the step is explicitly not required.
import { isPlainObject, jsonFits } from '../_shared/answer.ts';
import { plainText, trimmed } from '../_shared/display.ts';
import type { StepRules } from '../types.ts';
import type { TLocationStep } from './definition.ts';

/** Longest address the address field takes. */
export const ADDRESS_MAX_CHARS = 500;

export const locationRules: StepRules<TLocationStep> = {
  hasOptions: false,
  autoAdvances: false,
  // Spec: when required, needs an object with postalCode. Location steps are required unless validation says otherwise.
  isValid: (answer, step) =>
    step.validation?.required === false
      ? true
      : isPlainObject(answer) && typeof answer.postalCode === 'string' && answer.postalCode.length > 0,
  isOptional: () => false,
  answerFits: (answer) => jsonFits(answer, ADDRESS_MAX_CHARS * 2 + 400),
  chosenOptionIds: () => [],
  storedAsSent: () => false,
  preselected: () => undefined,
  displayAnswer: (answer) =>
    isPlainObject(answer) && 'fullAddress' in answer
      ? `${trimmed(answer.fullAddress)}${answer.isAvailable === false ? ' (not in service area)' : ''}`
      : plainText(answer),
  answerPlace: (answer) => {
    if (!isPlainObject(answer)) return null;
    const address = trimmed(answer.fullAddress) || trimmed(answer.postalCode);
    if (!address) return null;
    const coordinate = (v: unknown, max: number) =>
      typeof v === 'number' && Number.isFinite(v) && Math.abs(v) <= max ? v : undefined;
    const lat = coordinate(answer.lat, 85.0511);
    const lng = coordinate(answer.lng, 180);
    return {
      address,
      ...(lat !== undefined && lng !== undefined ? { lat, lng } : {}),
      ...(typeof answer.isAvailable === 'boolean' ? { inServiceArea: answer.isAvailable } : {}),
    };
  },
  aboutRespondent: true,
  prepare: () => ({}),
};
