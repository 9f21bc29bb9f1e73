import {
  calculate,
  checkLogic,
  ensureStepIds,
  normalizeConfig,
  type TCondition,
  type TFormConfig,
  type TLeafCondition,
} from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import {
  addPart,
  defaultLeaf,
  defaultRule,
  fitLeaf,
  freshId,
  idProblem,
  issuesUnder,
  leafCount,
  moveRule,
  newCalculation,
  newEnding,
  operandChoices,
  operandValue,
  opsOf,
  removePart,
  renameId,
  resolveOperand,
  sampleAnswers,
  sampleSteps,
  setGroupKind,
  setOtherwise,
  setRules,
  targetChoices,
  updateCondition,
  valueKindOf,
  withOperand,
  withoutItem,
} from './logic-edit.ts';
import { translator } from '../i18n/languages.ts';
import { logicProblemText } from './model-texts.ts';

/** A solar quote: owner (tiles) · bill (slider) · extras (multiSelect) · notes (textbox) · address · contact. */
function solar(): TFormConfig {
  return normalizeConfig({
    steps: [
      {
        id: 'owner',
        type: 'tiles',
        title: 'Do you own it?',
        options: [
          { id: 'own', title: 'Own' },
          { id: 'rent', title: 'Rent' },
        ],
      },
      { id: 'bill', type: 'slider', title: 'Monthly bill', min: 50, max: 800, step: 10 },
      {
        id: 'extras',
        type: 'multiSelect',
        title: 'Extras',
        options: [
          { id: 'battery', title: 'Battery', value: 4000 },
          { id: 'wallbox', title: 'Wallbox', value: 900 },
        ],
      },
      { id: 'notes', type: 'textbox', title: 'Notes' },
      { id: 'address', type: 'location', title: 'Address' },
      { id: 'contact', type: 'contact', title: 'Contact' },
    ],
    endings: [{ id: 'renters', title: 'Sorry, homeowners only' }],
    calculations: [
      { id: 'estimate', label: 'Estimate', formula: '1500 + bill * 10 + extras', format: 'currency' },
    ],
  });
}

describe('pickers offer what fits the step', () => {
  it('operands are this question, earlier questions with answers to compare, and calculations', () => {
    const c = solar();
    expect(operandChoices(c, 2).map((o) => o.value)).toEqual(['owner', 'bill', '', 'estimate']);
    expect(operandChoices(c, 2)[2].label).toBe('This question');
    expect(operandChoices(c, 0).map((o) => o.value)).toEqual(['', 'estimate']);
  });

  it('ops come from the step type, values fit the op', () => {
    const c = solar();
    const on = (at: number, leaf: TLeafCondition) => resolveOperand(c, at, leaf);
    expect(opsOf(on(0, { op: 'equals' }))).toEqual([
      'equals',
      'notEquals',
      'in',
      'notIn',
      'answered',
      'skipped',
    ]);
    expect(opsOf(on(2, { op: 'includes' }))).toEqual(['includes', 'excludes', 'answered', 'skipped']);
    expect(opsOf(on(4, { op: 'equals' }))).toEqual(['equals', 'notEquals', 'answered', 'skipped']);
    expect(opsOf(on(5, { step: 'estimate', op: 'gt' }))).toContain('gte');
    expect(valueKindOf(on(4, { op: 'equals' }), 'equals')).toBe('boolean');
    expect(valueKindOf(on(1, { op: 'gt' }), 'gt')).toBe('number');
    expect(valueKindOf(on(3, { op: 'contains' }), 'contains')).toBe('text');
    expect(valueKindOf(on(0, { op: 'answered' }), 'answered')).toBe('none');
  });

  it('hidden fields are operands compared as text, picked and switched back without leftovers', () => {
    const c = { ...solar(), hiddenFields: ['utm_source'] };
    const choices = operandChoices(c, 0);
    expect(choices.at(-1)).toEqual({ value: 'hidden:utm_source', label: 'Hidden field: utm_source' });
    const leaf = fitLeaf(c, 0, withOperand({ op: 'equals', value: 'own' }, 'hidden:utm_source'));
    expect(leaf).toEqual({ hidden: 'utm_source', op: 'equals', value: 'own' });
    expect(operandValue(leaf)).toBe('hidden:utm_source');
    expect(opsOf(resolveOperand(c, 0, leaf))).toContain('contains');
    expect(valueKindOf(resolveOperand(c, 0, leaf), 'skipped')).toBe('none');
    expect(
      checkLogic({
        ...c,
        steps: c.steps.map((s, i) => (i === 0 ? { ...s, logic: [{ if: leaf, goTo: 'renters' }] } : s)),
      }),
    ).toEqual([]);
    expect(fitLeaf(c, 1, withOperand(leaf, 'owner'))).toEqual({ step: 'owner', op: 'equals', value: 'own' });
    // A condition on a name the form no longer declares shows as unknown rather than as this question.
    expect(resolveOperand(solar(), 0, leaf)).toEqual({ kind: 'unknown', ref: 'utm_source' });
  });

  it('go-to targets are later questions, endings and the thank-you screen — never this or an earlier one', () => {
    const values = targetChoices(solar(), 1).map((t) => t.value);
    expect(values).toEqual(['extras', 'notes', 'address', 'contact', 'renters', 'end']);
  });
});

describe('a condition kept valid as the owner changes it', () => {
  const c = solar();
  it('a fresh condition reads the step itself with its first op and value', () => {
    expect(defaultLeaf(c, 0)).toEqual({ op: 'equals', value: 'own' });
    expect(defaultLeaf(c, 1)).toEqual({ op: 'equals', value: 50 }); // the slider's minimum
    expect(defaultLeaf(c, 4)).toEqual({ op: 'equals', value: false }); // outside the service area
    expect(defaultLeaf(c, 5)).toEqual({ op: 'answered' });
  });

  it('changing the op turns a value into a list and back, and drops it where none is needed', () => {
    expect(fitLeaf(c, 0, { op: 'in', value: 'rent' })).toEqual({ op: 'in', value: ['rent'] });
    expect(fitLeaf(c, 0, { op: 'equals', value: ['rent', 'own'] })).toEqual({ op: 'equals', value: 'rent' });
    expect(fitLeaf(c, 0, { op: 'skipped', value: 'rent' })).toEqual({ op: 'skipped' });
    expect(fitLeaf(c, 1, { op: 'in', value: 300 })).toEqual({ op: 'in', value: [300] });
  });

  it('changing the question picks an op and value that fit the new one', () => {
    // From the bill (gt 300) to the tiles question: gt does not fit, the first option is chosen.
    expect(fitLeaf(c, 2, { step: 'owner', op: 'gt', value: 300 })).toEqual({
      step: 'owner',
      op: 'equals',
      value: 'own',
    });
    // To a calculation: number ops stay with their number.
    expect(fitLeaf(c, 2, { step: 'estimate', op: 'gt', value: 300 })).toEqual({
      step: 'estimate',
      op: 'gt',
      value: 300,
    });
    expect(fitLeaf(c, 2, { op: 'includes', value: 'nope' })).toEqual({ op: 'includes', value: 'battery' });
  });

  it('every condition the pickers build passes the save-time checks', () => {
    const at = 2;
    const leaves = [
      ...operandChoices(c, at).flatMap((o) => {
        const leaf = fitLeaf(c, at, { ...(o.value ? { step: o.value } : {}), op: 'equals' });
        return opsOf(resolveOperand(c, at, leaf)).map((op) => fitLeaf(c, at, { ...leaf, op }));
      }),
    ];
    expect(leaves.length).toBeGreaterThan(20);
    const config = setRules(
      c,
      at,
      leaves.map((leaf) => ({ if: leaf, goTo: 'contact' })),
    );
    expect(checkLogic(config)).toEqual([]);
  });
});

describe('condition groups', () => {
  const a: TCondition = { op: 'equals', value: 'own' };
  const b: TCondition = { step: 'bill', op: 'gt', value: 300 };
  const d: TCondition = { step: 'bill', op: 'lt', value: 100 };

  it('adding to a single comparison makes an "all" group; groups nest one level', () => {
    const two = addPart(a, [], b);
    expect(two).toEqual({ all: [a, b] });
    const nested = addPart(two, [], { any: [d] });
    expect(nested).toEqual({ all: [a, b, { any: [d] }] });
    expect(addPart(nested, [2], a)).toEqual({ all: [a, b, { any: [d, a] }] });
    expect(leafCount(addPart(nested, [2], a))).toBe(4);
    expect(setGroupKind(two, 'any')).toEqual({ any: [a, b] });
    expect(updateCondition(nested, [2, 0], () => a)).toEqual({ all: [a, b, { any: [a] }] });
  });

  it('removing collapses what is left: an empty group goes, a top group of one becomes that comparison', () => {
    const nested: TCondition = { all: [a, { any: [d] }] };
    expect(removePart(nested, [1, 0])).toEqual(a);
    expect(removePart({ all: [a, b] }, [0])).toEqual(b);
    expect(removePart({ any: [a, b, d] }, [1])).toEqual({ any: [a, d] });
    expect(removePart(a, [])).toEqual(a);
  });
});

describe('rules on a step', () => {
  it('a new rule goes to the first ending, else skips a question, else ends', () => {
    const c = solar();
    expect(defaultRule(c, 0)).toEqual({ if: { op: 'equals', value: 'own' }, goTo: 'renters' });
    const noEndings = withoutItem(c, 'endings', 0);
    expect(noEndings.endings).toBeUndefined();
    expect(defaultRule(noEndings, 0)?.goTo).toBe('extras');
    expect(defaultRule(noEndings, 5)?.goTo).toBe('end');
  });

  it('set, reorder and clear rules and otherwise; empty lists leave no field behind', () => {
    const c = solar();
    const r1 = { if: { op: 'equals' as const, value: 'rent' }, goTo: 'renters' };
    const r2 = { if: { op: 'answered' as const }, goTo: 'notes' };
    const withRules = setOtherwise(setRules(c, 0, [r1, r2]), 0, 'notes');
    expect(withRules.steps[0]).toMatchObject({ logic: [r1, r2], otherwise: 'notes' });
    expect(moveRule([r1, r2], 1, 0)).toEqual([r2, r1]);
    expect(moveRule([r1, r2], 1, 2)).toEqual([r1, r2]);
    const cleared = setOtherwise(setRules(withRules, 0, []), 0, undefined);
    expect('logic' in cleared.steps[0] || 'otherwise' in cleared.steps[0]).toBe(false);
  });
});

describe('ids', () => {
  it('are formula-safe, unique across steps, endings and calculations, and not "end"', () => {
    const c = solar();
    const step = { kind: 'step' as const, index: 1 };
    expect(idProblem(c, 'monthly_bill', step)).toBeNull();
    expect(idProblem(c, 'bill', step)).toBeNull(); // its own id
    expect(idProblem(c, '', step)).toBe('An id is required.');
    expect(idProblem(c, 'end', step)).toBe('"end" is reserved for the thank-you screen.');
    expect(idProblem(c, 'max', step)).toBe('"max" is a formula word; choose another id.');
    expect(idProblem(c, 'monthly-bill', step)).toMatch(/^Use letters, digits and _ only/);
    expect(idProblem(c, 'renters', step)).toBe('Already used by the ending "Sorry, homeowners only".');
    expect(idProblem(c, 'estimate', step)).toBe('Already used by the calculation "Estimate".');
    expect(idProblem(c, 'owner', step)).toBe('Already used by the question 1. Do you own it?.');
    expect(freshId(c, 'renters')).toBe('renters_2');
  });

  it('a rename carries every reference along: conditions, targets, otherwise and formulas', () => {
    let c = setRules(solar(), 2, [
      {
        if: {
          all: [
            { step: 'bill', op: 'gt', value: 300 },
            { step: 'estimate', op: 'gt', value: 5000 },
          ],
        },
        goTo: 'renters',
      },
    ]);
    c = setOtherwise(c, 1, 'notes');
    c = renameId(c, { kind: 'step', index: 1 }, 'monthly_bill');
    c = renameId(c, { kind: 'ending', index: 0 }, 'homeowners_only');
    c = renameId(c, { kind: 'calculation', index: 0 }, 'price');
    c = renameId(c, { kind: 'step', index: 3 }, 'remarks');
    expect(c.steps.map((s) => s.id)).toEqual([
      'owner',
      'monthly_bill',
      'extras',
      'remarks',
      'address',
      'contact',
    ]);
    expect(c.steps[1].otherwise).toBe('remarks');
    expect(c.steps[2].logic).toEqual([
      {
        if: {
          all: [
            { step: 'monthly_bill', op: 'gt', value: 300 },
            { step: 'price', op: 'gt', value: 5000 },
          ],
        },
        goTo: 'homeowners_only',
      },
    ]);
    expect(c.calculations?.[0]).toMatchObject({ id: 'price', formula: '1500 + monthly_bill * 10 + extras' });
    expect(checkLogic(c)).toEqual([]);
  });

  it('steps loaded without ids get them, and rules that named titles follow', () => {
    const loaded = ensureStepIds({
      steps: [
        {
          type: 'tiles',
          title: 'Own?',
          options: [
            { id: 'y', title: 'Yes' },
            { id: 'n', title: 'No' },
          ],
          logic: [{ if: { op: 'equals', value: 'n' }, goTo: 'Why not?' }],
        },
        { type: 'textbox', title: 'Why not?' },
      ],
    } as never as TFormConfig);
    expect(loaded.steps.map((s) => s.id)).toEqual(['own', 'why_not']);
    expect(targetChoices(loaded, 0).map((t) => t.value)).toEqual(['why_not', 'end']);
    expect(loaded.steps[0].logic?.[0].goTo).toBe('why_not');
  });
});

describe('the formula preview', () => {
  it('samples each numeric step by its first option or minimum, and the owner can change them', () => {
    const c = solar();
    expect(sampleSteps(c, {}).map((s) => [s.step.id, s.input, s.value])).toEqual([
      ['owner', 'option', ['own']],
      ['bill', 'number', 50],
      ['extras', 'options', ['battery']],
    ]);
    expect(calculate(c, sampleAnswers(c, {}))).toEqual({ estimate: 1500 + 500 + 4000 });
    const set = { bill: 120, extras: ['battery', 'wallbox'] };
    expect(sampleAnswers(c, set)).toEqual({ owner: 'own', bill: 120, extras: ['battery', 'wallbox'] });
    expect(calculate(c, sampleAnswers(c, set))).toEqual({ estimate: 1500 + 1200 + 4900 });
  });

  it('a new calculation adds up the steps with numbers and is shown as a currency', () => {
    expect(newCalculation(solar())).toEqual({
      id: 'calculation',
      label: 'Estimated price',
      formula: 'owner + bill + extras',
      format: 'currency',
      show: true,
    });
  });

  it("the checker's messages are found by where they point", () => {
    const c = solar();
    c.calculations = [{ id: 'estimate', label: 'Estimate', formula: '1500 + bil * 10' }];
    const issues = checkLogic(c);
    expect(issuesUnder(issues, ['calculations', 0, 'formula'])).toEqual([
      'Calculation "estimate": the formula names "bil", which is not a step id or a calculation',
    ]);
    expect(issuesUnder(issues, ['steps', 0])).toEqual([]);
  });
});

describe("the pickers and the id field in the owner's language", () => {
  const de = translator('de');

  it('name this question, calculations, hidden fields, endings and the end in German', () => {
    const c = { ...solar(), hiddenFields: ['utm_source'] };
    expect(operandChoices(c, 2, de).map((o) => o.label)).toEqual([
      '1. Do you own it?',
      '2. Monthly bill',
      'Diese Frage',
      'Berechnung: Estimate',
      'Verstecktes Feld: utm_source',
    ]);
    expect(targetChoices(c, 4, de).map((o) => o.label)).toEqual([
      '6. Contact',
      'Abschluss: Sorry, homeowners only',
      'Dankesseite (Ende)',
    ]);
  });

  it('say why an id cannot be used in German', () => {
    const c = solar();
    const step = { kind: 'step' as const, index: 1 };
    expect(idProblem(c, '', step, de)).toBe('Eine ID ist erforderlich.');
    expect(idProblem(c, 'max', step, de)).toBe('„max“ ist ein Formelwort; wählen Sie eine andere ID.');
    expect(idProblem(c, 'renters', step, de)).toBe('Schon vergeben an: Abschluss „Sorry, homeowners only“.');
    expect(idProblem(c, 'owner', step, de)).toBe('Schon vergeben an: Frage 1. Do you own it?.');
  });

  it("title a new ending and calculation in the form's language, not the owner's", () => {
    const german = { ...solar(), language: 'de' };
    expect(newEnding(german).title).toBe('Danke für Ihr Interesse');
    expect(newCalculation(german).label).toBe('Geschätzter Preis');
    expect(newEnding(solar()).title).toBe('Thanks for your interest');
  });

  it("words the checker's messages with the screen's words", () => {
    const c = solar();
    c.calculations = [{ id: 'estimate', label: 'Estimate', formula: '1500 + bil * 10' }];
    expect(
      issuesUnder(checkLogic(c), ['calculations', 0, 'formula'], (i) => logicProblemText(i, 'fr')),
    ).toEqual([
      'Calcul « estimate » : la formule nomme « bil », qui n’est ni un identifiant d’étape ni un calcul.',
    ]);
  });
});
