import { describe, expect, it } from 'vitest';
import { firstStepOptions, readConsoleConfig, tileSteps, toggleAction } from './console-config.ts';
import { translator } from '../i18n/languages.ts';

const tiles = { type: 'tiles', title: 'Pick', options: [{ id: 'a', title: 'A' }] };

describe('console first-step checks', () => {
  it('explains each missing piece', () => {
    expect(firstStepOptions(null)).toEqual({ ok: false, warning: 'No form data loaded', code: 'noData' });
    expect(firstStepOptions({})).toEqual({
      ok: false,
      warning: 'Form has no configuration',
      code: 'noConfig',
    });
    expect(firstStepOptions({ config: {} })).toEqual({
      ok: false,
      warning: 'Form has no steps',
      code: 'noSteps',
    });
    expect(firstStepOptions({ config: { steps: [] } })).toEqual({
      ok: false,
      warning: 'Form has empty steps array',
      code: 'emptySteps',
    });
    expect(firstStepOptions({ config: { steps: [{ type: 'slider', title: 'x' }] } })).toEqual({
      ok: false,
      warning: 'Error: First step is type slider, must be tiles',
      code: 'notTiles',
      type: 'slider',
    });
    expect(firstStepOptions({ config: { steps: [{ type: 'tiles', options: [] }] } })).toEqual({
      ok: false,
      warning: 'No options available in first step',
      code: 'noOptions',
    });
  });
  it('lists the first tiles step options, also for nested configs', () => {
    expect(firstStepOptions({ config: { config: { steps: [tiles] } } })).toEqual({
      ok: true,
      options: [{ id: 'a', title: 'A' }],
    });
  });
});

describe('console config', () => {
  it('fills defaults for a missing config', () => {
    const c = readConsoleConfig(undefined);
    expect(c.enable).toBe(false);
    expect(c.responseConfig.trigger).toEqual({ slide_no: 0, option: [] });
  });
  it('toggles actions without duplicates', () => {
    expect(toggleAction(['x'], 'x', true)).toEqual(['x']);
    expect(toggleAction(['x'], 'x', false)).toEqual([]);
  });
  it('labels tile steps "Step N: title"', () => {
    expect(tileSteps({ steps: [{ type: 'slider', title: 's' }, tiles] })).toEqual([
      { index: 1, title: 'Pick', options: [{ id: 'a', title: 'A' }] },
    ]);
  });
});

describe("the console's warnings in the owner's language", () => {
  it('are worded from their code, the English as the model says it', () => {
    const warning = firstStepOptions({ config: { steps: [{ type: 'slider', title: 'x' }] } });
    if (warning.ok) throw new Error('expected a warning');
    const say = (language: 'en' | 'de') =>
      translator(language)(`actions.warn.${warning.code}`, { type: warning.type ?? '' });
    expect(say('en')).toBe(warning.warning);
    expect(say('de')).toBe(
      'Der erste Schritt ist vom Typ „slider“; automatisch auswählen lässt sich nur in Kacheln (Einfachauswahl).',
    );
  });
});
