import { describe, expect, it } from 'vitest';
import { normalizeConfig, type TFormConfig } from '../config.ts';
import { calculate, conditionHolds, exitOf, predictAhead, previewFormula, walkPath } from './evaluate.ts';
import type { ConditionOp, ConditionValue, TCondition } from './types.ts';

const opts = (...ids: string[]) =>
  ids.map((id, i) => ({ id, title: id.toUpperCase(), value: (i + 1) * 100 }));

/** One step of every type, each with an id; answers are keyed by step id as everywhere. */
function everyType(): TFormConfig {
  return normalizeConfig({
    steps: [
      { id: 'kind', type: 'tiles', title: 'Kind', options: opts('house', 'flat') },
      { id: 'extras', type: 'multiSelect', title: 'Extras', options: opts('battery', 'wallbox', 'heatpump') },
      { id: 'roof', type: 'dropdown', title: 'Roof', options: opts('tile', 'metal') },
      { id: 'area', type: 'slider', title: 'Area', min: 0, max: 500 },
      {
        id: 'source',
        type: 'followup',
        title: 'Source',
        options: opts('ad', 'other'),
        followupInput: { type: 'text' },
      },
      {
        id: 'panels',
        type: 'followup',
        title: 'Panels',
        options: opts('yes'),
        followupInput: { type: 'number' },
      },
      { id: 'notes', type: 'textbox', title: 'Notes' },
      { id: 'address', type: 'location', title: 'Address' },
      { id: 'contact', type: 'contact', title: 'Contact' },
      { id: 'bill', type: 'documentUpload', title: 'Bill' },
      { id: 'analysis', type: 'documentInfo', title: 'Analysis' },
    ],
  });
}

const ANSWERS = {
  kind: 'house',
  extras: ['battery', 'heatpump'],
  roof: 'metal',
  area: 120,
  source: { option: 'other', followup: 'A friend' },
  panels: { option: 'yes', followup: '12' },
  notes: 'South-facing Roof, no shade',
  address: { fullAddress: 'Main St 1, 10115 Berlin', postalCode: '10115', isAvailable: false },
  contact: { firstName: 'Ada', lastName: 'L', email: 'ada@example.com' },
  bill: { documentUrl: '/d/1', fileName: 'bill.pdf' },
};

const holds = (
  step: string,
  op: ConditionOp,
  value?: ConditionValue,
  answers: Record<string, unknown> = ANSWERS,
) => conditionHolds(everyType(), { step, op, ...(value !== undefined ? { value } : {}) }, 10, answers);

describe('conditions: every op on every step type it fits', () => {
  const cases: [string, ConditionOp, ConditionValue | undefined, boolean][] = [
    // tiles and dropdown compare the chosen option id
    ['kind', 'equals', 'house', true],
    ['kind', 'equals', 'flat', false],
    ['kind', 'notEquals', 'flat', true],
    ['kind', 'notEquals', 'house', false],
    ['kind', 'in', ['flat', 'house'], true],
    ['kind', 'in', ['flat'], false],
    ['kind', 'notIn', ['flat'], true],
    ['kind', 'notIn', ['house'], false],
    ['kind', 'answered', undefined, true],
    ['kind', 'skipped', undefined, false],
    ['roof', 'equals', 'metal', true],
    ['roof', 'notEquals', 'metal', false],
    ['roof', 'in', ['tile', 'metal'], true],
    ['roof', 'notIn', ['tile'], true],
    ['roof', 'answered', undefined, true],
    ['roof', 'skipped', undefined, false],
    // multiSelect holds / lacks an option id
    ['extras', 'includes', 'battery', true],
    ['extras', 'includes', 'wallbox', false],
    ['extras', 'excludes', 'wallbox', true],
    ['extras', 'excludes', 'heatpump', false],
    ['extras', 'answered', undefined, true],
    ['extras', 'skipped', undefined, false],
    // slider compares numbers
    ['area', 'equals', 120, true],
    ['area', 'notEquals', 120, false],
    ['area', 'gt', 100, true],
    ['area', 'gt', 120, false],
    ['area', 'gte', 120, true],
    ['area', 'lt', 120, false],
    ['area', 'lt', 121, true],
    ['area', 'lte', 120, true],
    ['area', 'lte', 119, false],
    ['area', 'in', [100, 120], true],
    ['area', 'notIn', [100, 120], false],
    ['area', 'answered', undefined, true],
    ['area', 'skipped', undefined, false],
    // followup compares its chosen option
    ['source', 'equals', 'other', true],
    ['source', 'notEquals', 'other', false],
    ['source', 'in', ['ad'], false],
    ['source', 'notIn', ['ad'], true],
    ['source', 'answered', undefined, true],
    ['source', 'skipped', undefined, false],
    // a number follow-up also compares its number
    ['panels', 'gt', 10, true],
    ['panels', 'gte', 13, false],
    ['panels', 'lt', 13, true],
    ['panels', 'lte', 11, false],
    ['panels', 'equals', 'yes', true],
    // textbox: text, case and spaces ignored
    ['notes', 'equals', '  south-facing roof, no shade ', true],
    ['notes', 'notEquals', 'x', true],
    ['notes', 'contains', 'ROOF', true],
    ['notes', 'contains', 'north', false],
    ['notes', 'in', ['a', 'South-facing roof, no shade'], true],
    ['notes', 'notIn', ['a'], true],
    ['notes', 'answered', undefined, true],
    ['notes', 'skipped', undefined, false],
    // location compares isAvailable
    ['address', 'equals', false, true],
    ['address', 'equals', true, false],
    ['address', 'notEquals', true, true],
    ['address', 'answered', undefined, true],
    ['address', 'skipped', undefined, false],
    // contact and documentUpload: presence only
    ['contact', 'answered', undefined, true],
    ['contact', 'skipped', undefined, false],
    ['bill', 'answered', undefined, true],
    ['bill', 'skipped', undefined, false],
  ];
  it.each(cases)('%s %s %j → %s', (step, op, value, expected) => {
    expect(holds(step, op, value)).toBe(expected);
  });

  it('an unanswered step satisfies skipped and the negative ops only', () => {
    const none = {};
    expect(holds('kind', 'skipped', undefined, none)).toBe(true);
    expect(holds('kind', 'answered', undefined, none)).toBe(false);
    expect(holds('kind', 'equals', 'house', none)).toBe(false);
    expect(holds('kind', 'notEquals', 'house', none)).toBe(true);
    expect(holds('kind', 'notIn', ['house'], none)).toBe(true);
    expect(holds('extras', 'excludes', 'battery', none)).toBe(true);
    expect(holds('area', 'gt', -1, none)).toBe(false);
    expect(holds('notes', 'contains', '', none)).toBe(false);
    // The documentUpload placeholder text is no upload.
    expect(holds('bill', 'skipped', undefined, { Bill: 'Upload your document' })).toBe(true);
    expect(holds('notes', 'skipped', undefined, { notes: '   ' })).toBe(true);
  });

  it('an op that does not fit the step type never holds', () => {
    expect(holds('kind', 'gt', 1)).toBe(false);
    expect(holds('contact', 'equals', 'x')).toBe(false);
    expect(holds('analysis', 'answered')).toBe(false);
    expect(holds('extras', 'equals', 'battery')).toBe(false);
  });

  it('a condition without step reads the step the rule sits on; unknown references never hold', () => {
    expect(conditionHolds(everyType(), { op: 'equals', value: 'house' }, 0, ANSWERS)).toBe(true);
    expect(conditionHolds(everyType(), { op: 'equals', value: 'house' }, 2, ANSWERS)).toBe(false);
    expect(conditionHolds(everyType(), { step: 'nope', op: 'skipped' }, 0, ANSWERS)).toBe(false);
  });

  it('all / any nest freely', () => {
    const c = everyType();
    const big: TCondition = {
      all: [
        { step: 'kind', op: 'equals', value: 'house' },
        {
          any: [
            { step: 'area', op: 'lt', value: 50 },
            {
              all: [
                { step: 'roof', op: 'equals', value: 'metal' },
                { step: 'extras', op: 'includes', value: 'battery' },
              ],
            },
          ],
        },
      ],
    };
    expect(conditionHolds(c, big, 10, ANSWERS)).toBe(true);
    expect(conditionHolds(c, big, 10, { ...ANSWERS, roof: 'tile' })).toBe(false);
    expect(conditionHolds(c, big, 10, { ...ANSWERS, roof: 'tile', area: 20 })).toBe(true);
    expect(conditionHolds(c, { any: [{ step: 'kind', op: 'equals', value: 'flat' }] }, 10, ANSWERS)).toBe(
      false,
    );
  });

  it('a step saved without an id gets one, and a rule naming it by its title follows it there', () => {
    const c = normalizeConfig({
      steps: [
        { type: 'tiles', title: 'Do you own the home?', options: opts('yes', 'no') },
        {
          type: 'textbox',
          title: 'Why?',
          logic: [{ if: { step: 'Do you own the home?', op: 'equals', value: 'no' }, goTo: 'end' }],
        },
      ],
    });
    const id = c.steps[0].id as string;
    expect(id).toMatch(/\w/);
    const rule = c.steps[1].logic?.[0];
    expect(rule?.if).toEqual({ step: id, op: 'equals', value: 'no' });
    expect(conditionHolds(c, rule?.if as TCondition, 1, { [id]: 'no' })).toBe(true);
  });

  it('a condition may name a calculation', () => {
    const c = normalizeConfig({
      ...everyType(),
      calculations: [{ id: 'estimate', label: 'E', formula: 'area * 10' }],
    });
    expect(conditionHolds(c, { step: 'estimate', op: 'gt', value: 1000 }, 10, ANSWERS)).toBe(true);
    expect(conditionHolds(c, { step: 'estimate', op: 'lte', value: 1000 }, 10, ANSWERS)).toBe(false);
    expect(conditionHolds(c, { step: 'estimate', op: 'equals', value: 1200 }, 10, ANSWERS)).toBe(true);
  });
});

/** A solar quote: renters reach an ending, big bills are asked about batteries, the rest skip to the contact. */
function solar(): TFormConfig {
  return normalizeConfig({
    steps: [
      {
        id: 'owner',
        type: 'tiles',
        title: 'Do you own the property?',
        options: [
          { id: 'own', title: 'Own' },
          { id: 'rent', title: 'Rent' },
        ],
        logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }],
      },
      {
        id: 'bill',
        type: 'slider',
        title: 'Monthly bill',
        min: 0,
        max: 1000,
        logic: [
          { if: { op: 'gt', value: 800 }, goTo: 'contact' },
          { if: { op: 'gt', value: 300 }, goTo: 'battery' },
        ],
        otherwise: 'roof',
      },
      { id: 'battery', type: 'tiles', title: 'Battery?', options: opts('yes', 'no') },
      { id: 'roof', type: 'dropdown', title: 'Roof', options: opts('tile', 'metal') },
      { id: 'contact', type: 'contact', title: 'Contact' },
    ],
    endings: [{ id: 'renters', title: 'Sorry, we only install on homes you own' }],
  });
}

describe('path: rules, first match wins, otherwise, endings', () => {
  it('with no rules Continue goes to the next step and the last step ends the form', () => {
    const c = everyType();
    expect(exitOf(c, 0, ANSWERS)).toEqual({ kind: 'step', index: 1 });
    expect(exitOf(normalizeConfig({ steps: [c.steps[0]] }), 0, {})).toEqual({ kind: 'end' });
  });

  it('a rule that holds goes to its ending', () => {
    expect(exitOf(solar(), 0, { owner: 'rent' })).toEqual({
      kind: 'ending',
      id: 'renters',
    });
    expect(exitOf(solar(), 0, { owner: 'own' })).toEqual({ kind: 'step', index: 1 });
  });

  it('the first rule whose condition holds decides', () => {
    // 900 satisfies both "> 800" and "> 300": the first rule wins.
    expect(exitOf(solar(), 1, { bill: 900 })).toEqual({ kind: 'step', index: 4 });
    expect(exitOf(solar(), 1, { bill: 400 })).toEqual({ kind: 'step', index: 2 });
  });

  it('otherwise names where to go when no rule matches', () => {
    expect(exitOf(solar(), 1, { bill: 100 })).toEqual({ kind: 'step', index: 3 });
  });

  it('"end" finishes with the submission screen', () => {
    const c = normalizeConfig({
      steps: [
        {
          id: 'a',
          type: 'tiles',
          title: 'A',
          options: opts('x', 'y'),
          logic: [{ if: { op: 'equals', value: 'y' }, goTo: 'end' }],
        },
        { id: 'b', type: 'textbox', title: 'B' },
      ],
    });
    expect(exitOf(c, 0, { a: 'y' })).toEqual({ kind: 'end' });
    expect(walkPath(c, { a: 'y', b: 'left behind' })).toEqual({
      path: [0],
      exit: { kind: 'end' },
      answers: { a: 'y' },
    });
  });

  it('walks the path a respondent takes and drops answers of steps off it', () => {
    const answers = {
      owner: 'own',
      bill: 100,
      battery: 'yes', // off the path: a bill of 100 skips the battery question
      roof: 'tile',
      Contact: { firstName: 'A', lastName: 'B', email: 'a@b.co' },
    };
    const walked = walkPath(solar(), answers);
    expect(walked.path).toEqual([0, 1, 3, 4]);
    expect(walked.exit).toEqual({ kind: 'end' });
    expect(walked.answers).not.toHaveProperty('battery');
    const renter = walkPath(solar(), { ...answers, owner: 'rent' });
    expect(renter.path).toEqual([0]);
    expect(renter.exit).toEqual({ kind: 'ending', id: 'renters' });
    expect(Object.keys(renter.answers)).toEqual(['owner']);
  });

  it('a rule only sees answers of steps on the path (a later answer never steers an earlier step)', () => {
    const c = normalizeConfig({
      steps: [
        {
          id: 'a',
          type: 'tiles',
          title: 'A',
          options: opts('x', 'y'),
          logic: [{ if: { op: 'equals', value: 'y' }, goTo: 'c' }],
        },
        { id: 'b', type: 'tiles', title: 'B', options: opts('x', 'y') },
        {
          id: 'c',
          type: 'tiles',
          title: 'C',
          options: opts('x', 'y'),
          logic: [{ if: { step: 'b', op: 'equals', value: 'x' }, goTo: 'bye' }],
        },
        { id: 'd', type: 'textbox', title: 'D' },
      ],
      endings: [{ id: 'bye', title: 'Bye' }],
    });
    // B was answered x before the respondent went back and chose y on A: B is off the path now.
    expect(walkPath(c, { a: 'y', b: 'x', c: 'x' }).path).toEqual([0, 2, 3]);
    expect(walkPath(c, { a: 'x', b: 'x', c: 'x' }).exit).toEqual({ kind: 'ending', id: 'bye' });
  });

  it('documentUpload/documentInfo skip rules still apply, also to jump targets', () => {
    const c = normalizeConfig({
      steps: [
        {
          id: 'a',
          type: 'tiles',
          title: 'A',
          options: opts('x', 'y'),
          logic: [{ if: { op: 'equals', value: 'y' }, goTo: 'info' }],
        },
        { id: 'upload', type: 'documentUpload', title: 'Upload' },
        { id: 'info', type: 'documentInfo', title: 'Info' },
        { id: 'z', type: 'textbox', title: 'Z' },
      ],
    });
    expect(walkPath(c, { a: 'x' }).path).toEqual([0, 1, 3]);
    expect(walkPath(c, { a: 'x', upload: { documentUrl: '/d/1' } }).path).toEqual([0, 1, 2, 3]);
    expect(walkPath(c, { a: 'y' }).path).toEqual([0, 3]);
  });

  it('a documentInfo without an upload at the end finishes the form', () => {
    const c = normalizeConfig({
      steps: [
        { id: 'upload', type: 'documentUpload', title: 'Upload' },
        { id: 'info', type: 'documentInfo', title: 'Info' },
      ],
    });
    expect(exitOf(c, 0, {})).toEqual({ kind: 'end' });
  });

  it('backward or unknown targets in unchecked data fall back to the next step (never a loop)', () => {
    const c = solar();
    const raw = {
      ...c,
      steps: c.steps.map((s, i) =>
        i === 2 ? { ...s, logic: [{ if: { op: 'answered' }, goTo: 'owner' }], otherwise: 'nowhere' } : s,
      ),
    } as TFormConfig;
    expect(exitOf(raw, 2, { battery: 'yes' })).toEqual({ kind: 'step', index: 3 });
    expect(exitOf(raw, 2, {})).toEqual({ kind: 'step', index: 3 });
  });

  it('predicts the steps ahead, following only rules earlier answers decide', () => {
    const c = solar();
    // On step 1 with no answer yet: the default route (bill → otherwise roof → contact).
    expect(predictAhead(c, 0, {})).toEqual([1, 3, 4]);
    // A renter's answer ends the form on this step: nothing ahead.
    expect(predictAhead(c, 0, { owner: 'rent' })).toEqual([]);
    // A bill of 400 leads to the battery question, then on.
    expect(predictAhead(c, 1, { owner: 'own', bill: 400 })).toEqual([2, 3, 4]);
  });
});

describe('calculations', () => {
  function quote(formula: string, extra: object = {}): TFormConfig {
    return normalizeConfig({
      steps: [
        { id: 'area', type: 'slider', title: 'Area', min: 0, max: 500 },
        {
          id: 'roof',
          type: 'tiles',
          title: 'Roof',
          options: [
            { id: 'tile', title: 'Tile', value: 0 },
            { id: 'metal', title: 'Metal', value: 500 },
          ],
        },
        {
          id: 'extras',
          type: 'multiSelect',
          title: 'Extras',
          options: [
            { id: 'a', title: 'A', value: 100 },
            { id: 'b', title: 'B', value: 250.5 },
            { id: 'c', title: 'C' },
          ],
        },
        {
          id: 'kwp',
          type: 'followup',
          title: 'kWp',
          options: [{ id: 'k', title: 'K' }],
          followupInput: { type: 'number' },
        },
        {
          id: 'size',
          type: 'followup',
          title: 'Size',
          options: [
            { id: 's', title: 'S', value: 7 },
            { id: 'l', title: 'L', value: 11 },
          ],
          followupInput: { type: 'text' },
        },
        { id: 'type', type: 'dropdown', title: 'Type', options: [{ id: 'x', title: 'X', value: 3 }] },
      ],
      calculations: [
        { id: 'estimate', label: 'Estimate', formula, format: 'currency', currency: 'USD', show: true },
      ],
      ...extra,
    });
  }
  const answers = {
    area: 130,
    roof: 'metal',
    extras: ['a', 'b', 'c'],
    kwp: { option: 'k', followup: '8.5' },
    size: { option: 'l', followup: 'big' },
    type: 'x',
  };
  const calc = (formula: string, a: Record<string, unknown> = answers) =>
    calculate(quote(formula), a).estimate;

  it('reads each step type as the format says', () => {
    expect(calc('1500 + area * 45 + roof')).toBe(1500 + 130 * 45 + 500);
    expect(calc('extras')).toBe(350.5); // multiSelect: the sum of the chosen options' values (no value counts 0)
    expect(calc('kwp * 1200')).toBe(10200); // number follow-up: its number
    expect(calc('size')).toBe(11); // other follow-up: the chosen option's value
    expect(calc('type')).toBe(3); // dropdown: the chosen option's value
  });

  it('unanswered steps count 0', () => {
    expect(calc('1500 + area * 45 + roof + extras + kwp', {})).toBe(1500);
  });

  it('follows precedence, parentheses, comparisons and functions', () => {
    expect(calc('2 + 3 * 4')).toBe(14);
    expect(calc('(2 + 3) * 4')).toBe(20);
    expect(calc('10 - 4 - 3')).toBe(3);
    expect(calc('100 / 10 / 2')).toBe(5);
    expect(calc('17 % 5')).toBe(2);
    expect(calc('-area + 200')).toBe(70);
    expect(calc('area > 100 ? 500 : 0')).toBe(500);
    expect(calc('area > 200 ? 500 : area > 100 ? 250 : 0')).toBe(250);
    expect(calc('area > 100 and roof == 500')).toBe(1);
    expect(calc('area > 200 or roof == 0')).toBe(0);
    expect(calc('not (area > 200)')).toBe(1);
    expect(calc('min(area, 100) + max(1, 2, 3)')).toBe(103);
    expect(calc('round(10.456, 2)')).toBe(10.46);
    expect(calc('round(1234, -2)')).toBe(1200);
    expect(calc('ceil(area / 60)')).toBe(3);
    expect(calc('floor(area / 60)')).toBe(2);
    expect(calc('round(2.5)')).toBe(3);
    expect(calc('1 + 2 * 3 > 6 ? 1 : 0')).toBe(1);
  });

  it('division or remainder by zero gives 0, and nothing stored is NaN or Infinity', () => {
    expect(calc('1000 / (area - 130)')).toBe(0);
    expect(calc('1000 % 0')).toBe(0);
    expect(calc('1e308 * 10')).toBe(0);
    expect(calc('area / 0 + 5')).toBe(5);
    for (const formula of ['1e308 * 1e308', '-1e308 * 10', '0 / 0', 'max(1e308 * 10, 1)']) {
      const v = calc(formula);
      expect(Number.isFinite(v)).toBe(true);
    }
  });

  it('currency results are stored to the cent and float noise disappears', () => {
    expect(calc('0.1 + 0.2')).toBe(0.3);
    expect(calc('10 / 3')).toBe(3.33);
  });

  it("another calculation's id stands for its result", () => {
    const c = quote('base + extra', {
      calculations: [
        { id: 'estimate', label: 'Estimate', formula: 'base + extra' },
        { id: 'base', label: 'Base', formula: '1500 + area * 45' },
        { id: 'extra', label: 'Extra', formula: 'roof + base * 0' },
      ],
    });
    expect(calculate(c, answers)).toEqual({ estimate: 7850, base: 7350, extra: 500 });
  });

  it('previews a formula for sample answers, or says why it does not parse', () => {
    expect(previewFormula(quote('1'), '1500 + area * 45', { area: 100 })).toEqual({ ok: true, value: 6000 });
    expect(previewFormula(quote('1'), '1500 +', {})).toMatchObject({ ok: false });
  });
});
