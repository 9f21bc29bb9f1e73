import { describe, expect, it } from 'vitest';
import { firstStepOptions, readConsoleConfig, tileSteps, toggleAction } from './console-config.ts';

const tiles = { type: 'tiles', title: 'Pick', options: [{ id: 'a', title: 'A' }] };

describe('console first-step checks', () => {
  it('explains each missing piece', () => {
    expect(firstStepOptions(null)).toEqual({ ok: false, warning: 'No form data loaded' });
    expect(firstStepOptions({})).toEqual({ ok: false, warning: 'Form has no configuration' });
    expect(firstStepOptions({ config: {} })).toEqual({ ok: false, warning: 'Form has no steps' });
    expect(firstStepOptions({ config: { steps: [] } })).toEqual({
      ok: false,
      warning: 'Form has empty steps array',
    });
    expect(firstStepOptions({ config: { steps: [{ type: 'slider', title: 'x' }] } })).toEqual({
      ok: false,
      warning: 'Error: First step is type slider, must be tiles',
    });
    expect(firstStepOptions({ config: { steps: [{ type: 'tiles', options: [] }] } })).toEqual({
      ok: false,
      warning: 'No options available in first step',
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
      { label: 'Step 2: Pick', options: [{ id: 'a', title: 'A' }] },
    ]);
  });
});
