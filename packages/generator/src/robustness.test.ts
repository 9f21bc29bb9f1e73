// Whatever the words, the offline engine returns a schema-valid form or a clear not_understood — never a crash.
import { ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { HELD_OUT, PROMPTS } from '../../../bench/generator/corpus.ts';
import { EDITS } from '../../../bench/generator/edits.ts';
import { GeneratorError } from './types.ts';
import { editOffline } from './edit/index.ts';
import { generateOffline } from './generate.ts';

const FRAGMENTS = [
  'roof type (flat, pitched)',
  'budget 100 to 900 dollars',
  'several can be picked: a, b, c',
  'if other ask which',
  'upload a photo and analyse it',
  'whether they own a car',
  'Adresse',
  'Kontaktdaten',
  'any comments',
  'number of guests',
  'von 5 bis 50 km',
  'dropdown: x, y, z, w, v, u',
  '((( ::: ,,, ',
  '“quoted, text” and more',
  'ÄÖÜ ß 💥',
  '0-0',
  '1-1-1',
  'from 10 to 10',
  'up to',
];

/** A deterministic pseudo-random sequence so failures reproduce. */
function* combos(n: number): Generator<string> {
  let seed = 7;
  const next = () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31;
    return seed;
  };
  for (let i = 0; i < n; i++) {
    const k = 1 + (next() % 5);
    const parts = Array.from({ length: k }, () => FRAGMENTS[next() % FRAGMENTS.length]);
    yield `${i % 2 ? 'Formular für' : 'a form for'} ${parts.join(next() % 2 ? ', ' : ' and ')}`;
  }
}

describe('robustness', () => {
  it('generates a valid form for 300 odd prompts', () => {
    for (const prompt of combos(300)) {
      for (const language of [undefined, 'en', 'de'] as const) {
        const config = generateOffline({ prompt, language });
        const parsed = ZFormConfig.safeParse(config);
        if (!parsed.success) throw new Error(`invalid for "${prompt}": ${parsed.error.message}`);
        expect(config.steps.length).toBeGreaterThan(0);
      }
    }
  });

  it('applies every benchmark instruction to every corpus form validly or refuses it clearly', () => {
    const bases = [...PROMPTS, ...HELD_OUT]
      .slice(0, 25)
      .map((p) => generateOffline({ prompt: p.prompt, language: p.language }));
    for (const base of bases)
      for (const { instruction } of EDITS) {
        try {
          const result = editOffline(base, instruction);
          expect(ZFormConfig.safeParse(result.config).success).toBe(true);
          expect(result.summary.length).toBeGreaterThan(0);
        } catch (e) {
          if (!(e instanceof GeneratorError) || e.code !== 'not_understood') throw e;
          expect(e.message.length).toBeGreaterThan(10);
        }
      }
  });
});
