// Shared by the edit tests: the step an instruction names, after checking it changed no step it did not name.
import { canonicalJson, type TFormConfig, type TStep } from '@forms-engine/model';
import { expect } from 'vitest';
import { editOffline } from './index.ts';

/** The edited step, after checking every step the instruction did not name came out as it was. */
export function edited(base: TFormConfig, instruction: string, named: string): TStep | undefined {
  const out = editOffline(structuredClone(base), instruction).config;
  for (const s of base.steps)
    if (s.id !== named)
      expect(canonicalJson(out.steps.find((x) => x.id === s.id)), `step ${s.id}`).toBe(canonicalJson(s));
  return out.steps.find((s) => s.id === named);
}
