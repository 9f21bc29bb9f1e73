// Fits a built form into the schema's limits: a prompt with a very long phrase or list gives a form with shortened
// texts and lists, not one the schema rejects.
import type { TFormConfig, TStep } from '@forms-engine/model';

/** The schema's smallest limit for each text field of that name (a form title 500, a step title 1,000, …). */
const TEXT_LIMITS: Record<string, number> = {
  title: 500,
  subtitle: 2000,
  description: 2000,
  placeholder: 500,
  label: 500,
};
/** The schema's limit of options per step. */
const MAX_OPTIONS = 200;

function clip<T extends object>(o: T): T {
  const out = { ...o } as Record<string, unknown>;
  for (const [key, max] of Object.entries(TEXT_LIMITS)) {
    const v = out[key];
    if (typeof v === 'string' && v.length > max) out[key] = `${v.slice(0, max - 1).trimEnd()}…`;
  }
  return out as T;
}

function fitStep(step: TStep): TStep {
  const s = clip(step);
  if ('options' in s && Array.isArray(s.options)) {
    const seen = new Set<string>();
    // The same option twice is one option.
    const options = s.options.filter((o) => {
      const key = o.title.trim().toLowerCase();
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
    Object.assign(s, { options: options.slice(0, MAX_OPTIONS).map(clip) });
  }
  if (s.type === 'followup' && s.followupInput) s.followupInput = clip(s.followupInput);
  return s;
}

export function fitToSchema(config: TFormConfig): TFormConfig {
  return { ...clip(config), steps: config.steps.map(fitStep) };
}
