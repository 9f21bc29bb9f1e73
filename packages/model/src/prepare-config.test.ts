import { describe, expect, it } from 'vitest';
import { prepareConfig } from './prepare-config.ts';

const steps = (input: unknown) => {
  const r = prepareConfig(input);
  if (!r.ok) throw new Error('not ok');
  return r.config.steps;
};

describe('prepareConfig accepts every shape the embed allows', () => {
  it('takes steps as an array', () => {
    expect(steps({ steps: [{ type: 'textbox', title: 'A' }] }).map((s) => s.title)).toEqual(['A']);
  });
  it('takes steps as an object with numeric keys, in numeric order', () => {
    const s = steps({
      steps: {
        10: { type: 'textbox', title: 'C' },
        2: { type: 'textbox', title: 'B' },
        1: { type: 'textbox', title: 'A' },
      },
    });
    expect(s.map((x) => x.title)).toEqual(['A', 'B', 'C']);
  });
  it('unwraps configs nested in config wrappers and JSON strings', () => {
    expect(steps({ config: { config: { steps: [{ type: 'slider', title: 'S' }] } } })).toHaveLength(1);
    expect(steps(JSON.stringify({ steps: [{ type: 'slider', title: 'S' }] }))).toHaveLength(1);
  });
  it('is not ok for non-objects', () => {
    expect(prepareConfig(null).ok).toBe(false);
    expect(prepareConfig('not json').ok).toBe(false);
  });
  it('gives an empty step list when there are none (the runner shows the no-steps message)', () => {
    expect(steps({ steps: [] })).toEqual([]);
    expect(steps({})).toEqual([]);
  });
});

describe('prepareConfig never lets malformed data reach the UI', () => {
  it('drops steps of unknown type and counts them', () => {
    const r = prepareConfig({
      steps: [{ type: 'nope', title: 'x' }, 'junk', { type: 'textbox', title: 'ok' }],
    });
    expect(r.ok && r.droppedSteps).toBe(2);
    expect(r.ok && r.config.steps.length).toBe(1);
  });
  it('keeps options with ids (numbers become strings) and marks lists with none usable', () => {
    const [a, b] = steps({
      steps: [
        { type: 'tiles', title: 't', options: [{ id: 1, title: 'One' }, { title: 'no id' }, 'x'] },
        { type: 'tiles', title: 't', options: [{ title: 'no id' }] },
      ],
    }) as { options: { id: string }[]; unusableOptions?: boolean }[];
    expect(a.options.map((o) => o.id)).toEqual(['1']);
    expect(b.options).toEqual([]);
    expect(b.unusableOptions).toBe(true);
  });
  it('turns numeric strings into numbers for sliders and ignores a non-positive step', () => {
    const [s] = steps({ steps: [{ type: 'slider', title: 's', min: '5', max: 'x', step: 0 }] }) as Record<
      string,
      unknown
    >[];
    expect(s.min).toBe(5);
    expect(s.max).toBeUndefined();
    expect(s.step).toBeUndefined();
  });
  it('keeps only string texts in ui', () => {
    const r = prepareConfig({ steps: [], ui: { buttons: { next: 'Go', skip: { evil: true } } } });
    expect(r.ok && r.config.ui).toEqual({ buttons: { next: 'Go', skip: {} } });
  });
  it('keeps the submission screen texts', () => {
    const r = prepareConfig({
      steps: [],
      submission: { title: 'Done', steps: [{ title: 'One', description: 'd' }, { x: 1 }] },
    });
    expect(r.ok && r.config.submission).toEqual({
      title: 'Done',
      description: undefined,
      steps: [{ title: 'One', description: 'd' }],
    });
  });
});

describe('prepareConfig keeps the logic the evaluator reads', () => {
  it('passes rules, otherwise, option values, endings and calculations through', () => {
    const r = prepareConfig({
      steps: [
        {
          id: 'own',
          type: 'tiles',
          title: 'Own?',
          options: [
            { id: 'yes', title: 'Yes', value: '12.5' },
            { id: 'no', title: 'No' },
          ],
          logic: [
            {
              if: {
                any: [
                  { op: 'equals', value: 'no' },
                  { step: 'x', op: 'in', value: ['a', 1] },
                ],
              },
              goTo: 'bye',
            },
          ],
          otherwise: 'end',
        },
      ],
      endings: [{ id: 'bye', title: 'Bye', description: 'See you' }],
      calculations: [
        { id: 'total', label: 'Total', formula: 'own * 2', format: 'currency', currency: 'EUR', show: true },
      ],
    });
    if (!r.ok) throw new Error('not ok');
    const [step] = r.config.steps;
    expect(step.logic).toEqual([
      {
        if: {
          any: [
            { op: 'equals', value: 'no' },
            { step: 'x', op: 'in', value: ['a', 1] },
          ],
        },
        goTo: 'bye',
      },
    ]);
    expect(step.otherwise).toBe('end');
    expect('options' in step && step.options[0].value).toBe(12.5);
    expect(r.config.endings).toEqual([{ id: 'bye', title: 'Bye', description: 'See you' }]);
    expect(r.config.calculations?.[0]).toMatchObject({
      id: 'total',
      formula: 'own * 2',
      format: 'currency',
      show: true,
    });
  });

  it('drops malformed rules instead of crashing', () => {
    const [step] = steps({
      steps: [
        {
          type: 'textbox',
          title: 'T',
          logic: [
            { if: { op: 'bogus' }, goTo: 'end' },
            { if: { all: [] }, goTo: 'end' },
            { if: { op: 'answered' } },
            'junk',
            { if: { op: 'answered' }, goTo: 'end' },
          ],
        },
      ],
    });
    expect(step.logic).toEqual([{ if: { op: 'answered' }, goTo: 'end' }]);
  });
});

describe("prepareConfig keeps the form's language", () => {
  it.each(['en', 'de', 'fr', 'es', 'it'])(
    '%s, so the runner speaks it in the builder’s preview',
    (language) => {
      const r = prepareConfig({ language, steps: [{ type: 'textbox', title: 'A' }] });
      expect(r.ok && r.config.language).toBe(language);
    },
  );
  it('drops a language the runner does not speak', () => {
    const r = prepareConfig({ language: 'nl', steps: [{ type: 'textbox', title: 'A' }] });
    expect(r.ok && r.config.language).toBeUndefined();
  });
});
