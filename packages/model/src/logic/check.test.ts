import { describe, expect, it } from 'vitest';
import { safeNormalizeConfig } from '../config.ts';
import {
  addCalculation,
  addEnding,
  addRule,
  all,
  calculation,
  cond,
  ending,
  ensureStepIds,
  idFromText,
  renameInFormula,
  renameReferences,
  rule,
} from './build.ts';
import { checkLogic } from './check.ts';

const options = (...ids: string[]) => ids.map((id) => ({ id, title: id }));

function base(extra: Record<string, unknown> = {}, stepExtra: Record<number, object> = {}) {
  const steps = [
    { id: 'owner', type: 'tiles', title: 'Do you own it?', options: options('own', 'rent') },
    { id: 'extras', type: 'multiSelect', title: 'Extras', options: options('battery', 'wallbox') },
    { id: 'area', type: 'slider', title: 'Area', min: 0, max: 500 },
    { id: 'notes', type: 'textbox', title: 'Notes' },
    { id: 'address', type: 'location', title: 'Address' },
    { id: 'contact', type: 'contact', title: 'Contact' },
  ].map((s, i) => ({ ...s, ...(stepExtra[i] ?? {}) }));
  return { steps, endings: [{ id: 'renters', title: 'Sorry' }], ...extra };
}

/** The 400 message a save would answer with, or null when the config is accepted. */
function refusal(config: unknown): string | null {
  const r = safeNormalizeConfig(config);
  return r.ok ? null : r.error;
}

describe('save-time checks name the step and the problem', () => {
  it('accepts sound logic', () => {
    const config = base(
      { calculations: [{ id: 'estimate', label: 'Price', formula: '1500 + area * 45', format: 'currency' }] },
      {
        0: { logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }] },
        1: { logic: [{ if: { op: 'includes', value: 'battery' }, goTo: 'notes' }], otherwise: 'area' },
        2: {
          logic: [
            {
              if: {
                all: [
                  { op: 'gt', value: 300 },
                  { step: 'owner', op: 'in', value: ['own'] },
                ],
              },
              goTo: 'end',
            },
          ],
        },
        4: {
          logic: [
            { if: { op: 'equals', value: false }, goTo: 'renters' },
            { if: { step: 'estimate', op: 'gt', value: 9000 }, goTo: 'contact' },
          ],
        },
      },
    );
    expect(refusal(config)).toBeNull();
  });

  it('refuses a goTo to an unknown id', () => {
    expect(
      refusal(base({}, { 0: { logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'nowhere' }] } })),
    ).toBe(
      'Invalid form configuration: Step 1 "Do you own it?": rule 1 goes to "nowhere", which is not a step, an ending or "end"',
    );
  });

  it('refuses a jump to itself and backwards (so no cycles)', () => {
    expect(refusal(base({}, { 2: { logic: [{ if: { op: 'gt', value: 1 }, goTo: 'area' }] } }))).toBe(
      'Invalid form configuration: Step 3 "Area": rule 1 jumps to itself',
    );
    expect(refusal(base({}, { 2: { otherwise: 'owner' } }))).toBe(
      'Invalid form configuration: Step 3 "Area": "otherwise" jumps back to Step 1 "Do you own it?" (only forward jumps are allowed, so a form never loops)',
    );
  });

  it('refuses an op that does not fit the step type', () => {
    expect(refusal(base({}, { 0: { logic: [{ if: { op: 'gt', value: 3 }, goTo: 'end' }] } }))).toBe(
      'Invalid form configuration: Step 1 "Do you own it?": rule 1: "gt" does not fit Step 1 "Do you own it?", a tiles step (use equals, notEquals, in, notIn, answered, skipped)',
    );
    expect(refusal(base({}, { 5: { logic: [{ if: { op: 'equals', value: 'x' }, goTo: 'end' }] } }))).toMatch(
      /Step 6 "Contact": rule 1: "equals" does not fit Step 6 "Contact", a contact step \(use answered, skipped\)/,
    );
    expect(
      refusal(base({}, { 1: { logic: [{ if: { op: 'equals', value: 'battery' }, goTo: 'end' }] } })),
    ).toMatch(
      /"equals" does not fit Step 2 "Extras", a multiSelect step \(use includes, excludes, answered, skipped\)/,
    );
  });

  it('refuses values that do not fit: unknown options, lists, numbers, true/false', () => {
    expect(
      refusal(base({}, { 0: { logic: [{ if: { op: 'equals', value: 'buy' }, goTo: 'end' }] } })),
    ).toMatch(/rule 1: "buy" is not an option of Step 1 "Do you own it\?"/);
    expect(refusal(base({}, { 0: { logic: [{ if: { op: 'in', value: 'own' }, goTo: 'end' }] } }))).toMatch(
      /"in" on Step 1 "Do you own it\?" needs a list of values/,
    );
    expect(refusal(base({}, { 2: { logic: [{ if: { op: 'gt', value: 'lots' }, goTo: 'end' }] } }))).toMatch(
      /"gt" on Step 3 "Area" compares with a number, not "lots"/,
    );
    expect(refusal(base({}, { 4: { logic: [{ if: { op: 'equals', value: 'no' }, goTo: 'end' }] } }))).toMatch(
      /"equals" on Step 5 "Address" compares with true or false/,
    );
    expect(refusal(base({}, { 2: { logic: [{ if: { op: 'gt' }, goTo: 'end' }] } }))).toMatch(
      /"gt" on Step 3 "Area" needs a value/,
    );
  });

  it('refuses conditions on unknown or later steps', () => {
    expect(
      refusal(base({}, { 1: { logic: [{ if: { step: 'ghost', op: 'answered' }, goTo: 'end' }] } })),
    ).toMatch(/Step 2 "Extras": rule 1: the condition reads "ghost", which is not a step or a calculation/);
    expect(
      refusal(base({}, { 1: { logic: [{ if: { step: 'area', op: 'gt', value: 1 }, goTo: 'end' }] } })),
    ).toMatch(/the condition reads Step 3 "Area", which comes later and has no answer yet/);
  });

  it('refuses a formula that does not parse or names an unknown id', () => {
    const withFormula = (formula: string) =>
      base({ calculations: [{ id: 'estimate', label: 'Price', formula }] });
    expect(refusal(withFormula('1500 + * area'))).toMatch(
      /^Invalid form configuration: Calculation "estimate": the formula does not parse: /,
    );
    expect(refusal(withFormula('1,200 * area'))).toMatch(/does not parse: two values without an operator/);
    expect(refusal(withFormula('1500 + arae * 45'))).toBe(
      'Invalid form configuration: Calculation "estimate": the formula names "arae", which is not a step id or a calculation',
    );
    expect(refusal(withFormula('notes * 2'))).toMatch(
      /Step 4 "Notes" is a textbox step and has no number to calculate with/,
    );
    expect(refusal(withFormula('pow(2, 3)'))).toMatch(/unknown function pow/);
    expect(refusal(withFormula('area.constructor'))).toMatch(/member expressions are not allowed/);
  });

  it('refuses calculations that depend on each other in a circle', () => {
    const config = base({
      calculations: [
        { id: 'a', label: 'A', formula: 'b + 1' },
        { id: 'b', label: 'B', formula: 'c * 2' },
        { id: 'c', label: 'C', formula: 'a - area' },
      ],
    });
    expect(refusal(config)).toBe(
      'Invalid form configuration: Calculations "a" → "b" → "c" → "a" depend on each other in a circle',
    );
    expect(refusal(base({ calculations: [{ id: 'a', label: 'A', formula: 'a + 1' }] }))).toMatch(
      /"a" → "a" depend on each other/,
    );
  });

  it('refuses ids used twice across steps, endings and calculations, and "end" as an id', () => {
    expect(refusal(base({ endings: [{ id: 'area', title: 'x' }] }))).toMatch(
      /Ending "area" uses the id "area", already used by Step 3 "Area"/,
    );
    expect(refusal(base({ calculations: [{ id: 'end', label: 'x', formula: '1' }] }))).toMatch(
      /cannot use the id "end"/,
    );
    expect(refusal(base({ calculations: [{ id: 'total price', label: 'x', formula: '1' }] }))).toMatch(
      /Calculation "total price": an id is letters, digits and _/,
    );
    expect(refusal(base({ endings: [{ id: 'renters', title: ' ' }] }))).toMatch(
      /Ending "renters" has no title/,
    );
  });

  it('names the step for malformed conditions too', () => {
    expect(refusal(base({}, { 0: { logic: [{ if: { op: 'bigger' }, goTo: 'end' }] } }))).toBe(
      'Invalid form configuration: Step 1 "Do you own it?" (logic.0.if): a condition is {"step", "op", "value"}, {"hidden", "op", "value"}, {"all": [...]} or {"any": [...]}',
    );
  });

  it('gives every step of a form without logic a unique id, keeping the ids it has', () => {
    const old = {
      steps: [
        { id: 'x', type: 'textbox', title: 'A' },
        { id: 'x', type: 'textbox', title: 'B' },
        { type: 'textbox', title: 'C' },
      ],
    };
    const r = safeNormalizeConfig(old);
    expect(r.ok).toBe(true);
    expect(r.ok && r.config.steps.map((s) => [s.id, s.title])).toEqual([
      ['x', 'A'],
      ['b', 'B'],
      ['c', 'C'],
    ]);
    expect(checkLogic(r.ok ? r.config : (old as never))).toEqual([]);
  });
});

describe('builders for code that writes forms', () => {
  it('build the contract shape the checks accept', () => {
    let config = base() as never as Parameters<typeof addRule>[0];
    config = addEnding(
      config,
      ending('not_home', 'Sorry, we only install on houses', 'We will keep your details.'),
    );
    config = addRule(config, 'owner', rule(cond(undefined, 'equals', 'rent'), 'not_home'));
    config = addCalculation(
      config,
      calculation('estimate', 'Estimated price', '1500 + area * 45', {
        format: 'currency',
        currency: 'EUR',
        show: true,
      }),
    );
    expect(config.steps[0].logic).toEqual([{ if: { op: 'equals', value: 'rent' }, goTo: 'not_home' }]);
    expect(refusal(config)).toBeNull();
  });

  it('make formula-safe unique ids from texts', () => {
    const taken = new Set<string>(['area']);
    expect(idFromText('Area', taken)).toBe('area_2');
    expect(idFromText('Größe der Dachfläche (m²)', taken)).toBe('groesse_der_dachflaeche_m2');
    expect(idFromText('2 floors?', taken)).toBe('step_2_floors');
    expect(idFromText('???', taken)).toBe('step');
    expect(idFromText('and', taken)).toBe('step_and');
  });

  it('give every step an id and rewrite references that used titles', () => {
    const config = {
      steps: [
        {
          type: 'tiles',
          title: 'Own or rent?',
          options: options('own', 'rent'),
          logic: [{ if: { op: 'equals', value: 'rent' }, goTo: 'Why' }],
        },
        { id: 'keep', type: 'textbox', title: 'Notes' },
        { id: 'keep', type: 'textbox', title: 'Why' },
      ],
    } as never as Parameters<typeof ensureStepIds>[0];
    const fixed = ensureStepIds(config);
    expect(fixed.steps.map((s) => s.id)).toEqual(['own_or_rent', 'keep', 'why']);
    expect(fixed.steps[0].logic?.[0].goTo).toBe('Why'); // a title of a step that already had an id is not rewritten
    const titled = ensureStepIds({
      steps: [
        {
          type: 'tiles',
          title: 'Own?',
          options: options('own', 'rent'),
          logic: [{ if: { step: 'Own?', op: 'equals', value: 'rent' }, goTo: 'Why' }],
        },
        { type: 'textbox', title: 'Why' },
      ],
    } as never as Parameters<typeof ensureStepIds>[0]);
    expect(titled.steps[0]).toMatchObject({ id: 'own', logic: [{ if: { step: 'own' }, goTo: 'why' }] });
    expect(refusal(titled)).toBeNull();
  });

  it('rename references in conditions, targets and formulas, never inside numbers or other names', () => {
    const renames = new Map([
      ['area', 'roof_area'],
      ['e5', 'x'],
    ]);
    expect(renameInFormula('area*2 + max(area, 1e5) + area_2 + e5 + areas', renames)).toBe(
      'roof_area*2 + max(roof_area, 1e5) + area_2 + x + areas',
    );
    const config = base(
      {
        calculations: [calculation('price', 'Price', 'area * 45')],
      },
      {
        2: {
          logic: [rule(all(cond('area', 'gt', 100), cond('owner', 'equals', 'own')), 'notes')],
          otherwise: 'contact',
        },
      },
    ) as never as Parameters<typeof renameReferences>[0];
    const renamed = renameReferences(
      config,
      new Map([
        ['area', 'roof_area'],
        ['notes', 'remarks'],
      ]),
    );
    expect(renamed.steps[2].logic).toEqual([
      rule(all(cond('roof_area', 'gt', 100), cond('owner', 'equals', 'own')), 'remarks'),
    ]);
    expect(renamed.steps[2].otherwise).toBe('contact');
    expect(renamed.calculations?.[0].formula).toBe('roof_area * 45');
    // Ids themselves are the caller's to change.
    expect(renamed.steps[2].id).toBe('area');
  });
});

describe('each problem carries a code and its parts as data, beside the English message', () => {
  it('names the step, the rule, the op and what would fit', () => {
    const config = base(
      {},
      { 3: { logic: [{ if: { step: 'area', op: 'includes', value: 1 }, goTo: 'owner' }] } },
    );
    const [back, unfit] = checkLogic(config as never);
    expect(back).toMatchObject({
      code: 'target_back',
      path: ['steps', 3, 'logic', 0, 'goTo'],
      params: {
        subject: { kind: 'step', index: 3, title: 'Notes' },
        rule: 1,
        other: { kind: 'step', index: 0, title: 'Do you own it?' },
      },
    });
    expect(back.message).toBe(
      'Step 4 "Notes": rule 1 jumps back to Step 1 "Do you own it?" (only forward jumps are allowed, so a form never loops)',
    );
    expect(unfit).toMatchObject({
      code: 'op_unfit',
      params: { rule: 1, op: 'includes', other: { kind: 'step', index: 2 }, stepType: 'slider' },
    });
    expect(unfit.params.allowed).toContain('gt');
  });

  it('names calculations in a circle and a formula the parser refuses', () => {
    const found = checkLogic(
      base({
        calculations: [
          calculation('a', 'A', 'b + 1'),
          calculation('b', 'B', 'a + 1'),
          calculation('c', 'C', '1 +'),
        ],
      }) as never,
    );
    expect(found.map((i) => i.code).sort()).toEqual(['calculation_cycle', 'formula_invalid']);
    expect(found.find((i) => i.code === 'calculation_cycle')?.params.cycle).toEqual(['a', 'b', 'a']);
    expect(found.find((i) => i.code === 'formula_invalid')?.params).toMatchObject({
      subject: { kind: 'calculation', id: 'c' },
    });
  });
});

describe("a formula's parse failure is data too", () => {
  it.each([
    ['a +', { code: 'syntaxAt', arg: '3' }],
    ['"text"', { code: 'notNumber', arg: '"text"' }],
    ['a.b', { code: 'kind', arg: 'member' }],
    ['Math.max(1)', { code: 'unknownFn', arg: '(…)' }],
    ['1 | 2', { code: 'notAllowed', arg: '|' }],
    ['min()', { code: 'noValues', arg: 'min' }],
    ['round(1, 2, 3)', { code: 'roundArgs', arg: 'round' }],
    ['1 2', { code: 'twoValues' }],
    ['(1, 2)', { code: 'comma' }],
    ['not a > 5', { code: 'parens' }],
    ['', { code: 'empty' }],
    ['x'.repeat(2001), { code: 'tooLong', arg: '2000' }],
  ])('%s', (formula, problem) => {
    const [issue] = checkLogic({
      steps: [],
      calculations: [{ id: 'price', label: 'Price', formula }],
    } as never);
    expect(issue.code).toBe('formula_invalid');
    expect(issue.params.formula).toEqual(problem);
  });
});
