// New forms from prompts in owners' voices (issue 33): a choice said as "whether X is A or B", yes/no shorthand on a
// plural subject, and "I need …" before an ask.
import type { TStep } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';

const answers = (s: TStep | undefined) => (s && 'options' in s ? s.options.map((o) => o.title) : []);

describe('asks in owners’ voices', () => {
  it.each([
    ['cleaning request: whether the roof is flat or pitched, contact', 'en', ['Flat', 'Pitched']],
    [
      'we clean gutters. I need to know whether the house is detached or terraced, and contact',
      'en',
      ['Detached', 'Terraced'],
    ],
    ['Dachreinigung: ob das Dach flach oder geneigt ist, Kontakt', 'de', ['Flach', 'Geneigt']],
  ] as const)('"whether X is A or B" offers A and B: %s', (prompt, language, options) => {
    const c = generateOffline({ prompt, language });
    expect(c.steps.some((s) => s.type === 'tiles' && answers(s).join() === options.join())).toBe(true);
  });

  it('"whether or not …" stays a yes/no question', () => {
    const c = generateOffline({ prompt: 'pool service: whether or not they have a heater, contact' });
    expect(c.steps.some((s) => s.type === 'yesNo' || answers(s).join() === 'Yes,No')).toBe(true);
  });

  it.each([
    'driveway sealing: surface asphalt/concrete, cracks y/n, contact',
    'Einfahrt: Risse ja/nein, Kontakt',
  ])('yes/no on a plural subject is one answer: %s', (prompt) => {
    const c = generateOffline({ prompt });
    const yn = c.steps.find((s) => /crack|risse/i.test(s.title));
    expect(yn?.type).not.toBe('multiSelect');
  });

  it('"I need the number of panels (4 to 80)" asks the number, not "your i need …"', () => {
    const c = generateOffline({
      prompt: 'solar panel cleaning. I need the number of panels (anything from 4 to 80), contact',
    });
    const slider = c.steps.find((s) => s.type === 'slider');
    expect(slider?.title).not.toMatch(/i need/i);
    expect(slider?.title).toMatch(/panels/i);
  });
});

describe('hedges and shorthand around an ask', () => {
  it('"Anzahl Gäste ca. 20-300" is one slider: the abbreviation ends no sentence', () => {
    const c = generateOffline({ prompt: 'Hochzeit Anfrage. Datum, Anzahl Gäste ca. 20-300, Kontakt' });
    const sliders = c.steps.filter((s) => s.type === 'slider');
    expect(sliders).toHaveLength(1);
    expect(sliders[0].type === 'slider' ? [sliders[0].min, sliders[0].max] : []).toEqual([20, 300]);
  });

  it('"roughly how tall in meters 2 to 30" and "photos pls" keep no hedge or "pls" in their titles', () => {
    const c = generateOffline({
      prompt: 'tree removal quote - roughly how tall in meters 2 to 30, photos pls, contact',
    });
    for (const s of c.steps) expect(s.title).not.toMatch(/roughly|pls/i);
    expect(c.steps.some((s) => s.type === 'documentUpload')).toBe(true);
  });
});
