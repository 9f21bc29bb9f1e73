import {
  checkLogic,
  type LogicIssue,
  type LogicProblemCode,
  listChanges,
  type LogicSubject,
  mailPlaceholders,
  pipeChoices,
} from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { OWNER_LANGUAGES, translator } from '../i18n/languages.ts';
import {
  changesText,
  changeText,
  logicProblemText,
  mailPlaceholderLabel,
  pipeChoiceLabel,
} from './model-texts.ts';

const roof: LogicSubject = { kind: 'step', index: 0, title: 'Roof' };
const area: LogicSubject = { kind: 'step', index: 2, title: '' };
const calc: LogicSubject = { kind: 'calculation', id: 'estimate' };
const rule = { subject: roof, rule: 2 };

/** One issue of every code (a new code without a case here fails to compile). */
const EVERY_CODE: Record<LogicProblemCode, LogicIssue['params']> = {
  id_reserved: { subject: roof },
  id_taken: { subject: { kind: 'ending', id: 'sorry' }, ref: 'sorry', other: roof },
  ending_untitled: { subject: { kind: 'ending', id: 'sorry' } },
  calculation_id_invalid: { subject: calc },
  target_unknown: { ...rule, ref: 'nowhere' },
  target_self: { subject: roof, otherwise: true },
  target_back: { subject: area, rule: 1, other: roof },
  condition_too_deep: rule,
  condition_step_and_hidden: rule,
  hidden_undeclared: { ...rule, other: { kind: 'hidden', name: 'utm' } },
  condition_unknown: { ...rule, ref: 'bill' },
  condition_later: { ...rule, other: area },
  op_unfit: { ...rule, op: 'contains', other: calc, allowed: ['gt', 'lt'] },
  value_missing: { ...rule, op: 'equals', other: roof },
  value_needs_list: { ...rule, op: 'in', other: roof },
  value_not_list: { ...rule, op: 'equals', other: roof },
  value_not_option: { ...rule, op: 'equals', other: roof, value: 'slate' },
  value_not_number: { ...rule, op: 'gt', other: area, value: '"a"' },
  value_not_boolean: { ...rule, op: 'equals', other: roof },
  value_not_text: { ...rule, op: 'contains', other: roof },
  formula_invalid: { subject: calc, detail: 'the formula is empty' },
  formula_unknown: { subject: calc, ref: 'bil' },
  formula_not_number: { subject: calc, other: roof, stepType: 'tiles' },
  calculation_cycle: { cycle: ['a', 'b', 'a'] },
};

const issues = Object.entries(EVERY_CODE).map(
  ([code, params]): LogicIssue => ({
    path: [],
    message: `English words for ${code}`,
    code: code as LogicProblemCode,
    params,
  }),
);

describe("the logic checker's problems in the owner's language", () => {
  it('keep the model’s own English words in English', () => {
    for (const issue of issues) expect(logicProblemText(issue, 'en')).toBe(issue.message);
  });

  it.each(OWNER_LANGUAGES.filter((l) => l !== 'en'))(
    '%s words every code with every placeholder filled',
    (language) => {
      const texts = issues.map((issue) => logicProblemText(issue, language));
      for (const text of texts) {
        expect(text).not.toMatch(/[{}]/);
        expect(text).not.toMatch(/English words|\bStep \d|\brule \d|undefined/);
      }
      // Each code reads differently.
      expect(new Set(texts).size).toBe(texts.length);
    },
  );

  it('name steps, rules, ops and step types as the German builder does', () => {
    const config = {
      steps: [
        {
          id: 'roof',
          type: 'tiles' as const,
          title: 'Dachart',
          options: [{ id: 'tiles', title: 'Ziegel' }],
          logic: [{ if: { op: 'gt' as const, value: 3 }, goTo: 'roof' }],
        },
      ],
    };
    const found = checkLogic(config);
    expect(found.map((i) => i.code)).toEqual(['target_self', 'op_unfit']);
    expect(found.map((i) => logicProblemText(i, 'de'))).toEqual([
      'Schritt 1 „Dachart“, Regel 1 springt auf den eigenen Schritt.',
      'Schritt 1 „Dachart“, Regel 1: „ist mehr als“ passt nicht zu Schritt 1 „Dachart“, einer Frage vom Typ ' +
        '„Kacheln (Einfachauswahl)“ (möglich: ist, ist nicht, ist eines von, ist keines von, ist beantwortet, ' +
        'wurde übersprungen).',
    ]);
    expect(logicProblemText(found[0], 'fr')).toBe('Étape 1 « Dachart », règle 1 renvoie à sa propre étape.');
  });

  it('name a circle of calculations and an unknown target', () => {
    const cycle = issues.find((i) => i.code === 'calculation_cycle') as LogicIssue;
    expect(logicProblemText(cycle, 'de')).toBe(
      'Die Berechnungen Berechnung „a“ → Berechnung „b“ → Berechnung „a“ hängen im Kreis voneinander ab.',
    );
    const target = issues.find((i) => i.code === 'target_unknown') as LogicIssue;
    expect(logicProblemText(target, 'it')).toBe(
      'Passo 1 «Roof», regola 2 porta a «nowhere», che non è un passo, un finale né la fine.',
    );
  });
});

describe("an edit's changes in the owner's language", () => {
  const before = {
    steps: [
      { id: 'roof', type: 'tiles', title: 'Roof', options: [{ id: 'a', title: 'Tiles' }] },
      { id: 'notes', type: 'textbox', title: 'Notes' },
    ],
  };

  it('say each change, one line each', () => {
    const after = {
      steps: [
        {
          id: 'roof',
          type: 'tiles',
          title: 'Roof type',
          options: [
            { id: 'a', title: 'Tiles' },
            { id: 'b', title: 'Metal' },
          ],
        },
        { id: 'notes', type: 'textbox', title: 'Notes', validation: { required: false } },
        { id: 'bill', type: 'slider', title: '' },
      ],
      theme: { radius: 4 },
    };
    const changes = listChanges(before, after);
    expect(changesText(changes, 'de').split('\n')).toEqual([
      '„Roof“ umbenannt in „Roof type“',
      '„Metal“ zu „Roof type“ hinzugefügt',
      '„Notes“ optional gemacht',
      '„Frage ohne Titel“ hinzugefügt',
      'Aussehen geändert',
    ]);
    expect(changesText(changes, 'fr')).toContain('Question « Notes » rendue facultative');
  });

  it('name a new step type by the type picker’s name', () => {
    const after = { steps: [{ ...before.steps[0], type: 'dropdown' }, before.steps[1]] };
    expect(changeText(listChanges(before, after)[0], 'de')).toBe(
      '„Roof“ zu einer Frage vom Typ „Auswahlliste“ gemacht',
    );
  });
});

describe('the "Insert answer…" picker in the owner\'s language', () => {
  it('names earlier steps, their fields, hidden fields and calculations', () => {
    const config = {
      steps: [
        { id: 'roof', type: 'tiles' as const, title: 'Dachart', options: [{ id: 'a', title: 'A' }] },
        { id: 'who', type: 'contact' as const, title: '' },
        { id: 'notes', type: 'textbox' as const, title: 'Notizen' },
      ],
      hiddenFields: ['utm_source'],
      calculations: [{ id: 'estimate', label: 'Preis', formula: '1' }],
    };
    const labels = pipeChoices(config, 2).map((c) => pipeChoiceLabel(c, translator('de')));
    expect(labels).toContain('Schritt 1: Dachart');
    expect(labels).toContain('Schritt 2: Schritt 2 — email');
    expect(labels.slice(-2)).toEqual(['Verstecktes Feld: utm_source', 'Berechnung: estimate']);
    expect(pipeChoices(config, 2).map((c) => pipeChoiceLabel(c, translator('en')))).toEqual(
      pipeChoices(config, 2).map((c) => c.label),
    );
  });
});

describe("the e-mail placeholders in the owner's language", () => {
  const config = {
    steps: [
      { id: 'roof', type: 'tiles' as const, title: 'Dachart', options: [{ id: 'a', title: 'A' }] },
      { id: 'who', type: 'contact' as const, title: '' },
    ],
    hiddenFields: ['utm_source'],
    calculations: [{ id: 'estimate', label: 'Preis', formula: '1' }],
  };

  it('name the questions, their parts, hidden fields and calculations', () => {
    const labels = mailPlaceholders(config).map((p) => mailPlaceholderLabel(p, translator('de')));
    expect(labels).toEqual([
      'Dachart',
      'Frage 2',
      'Frage 2 — Vorname',
      'Frage 2 — Nachname',
      'Frage 2 — E-Mail',
      'Frage 2 — Telefon',
      'Verstecktes Feld: utm_source',
      'Berechnung: Preis',
    ]);
  });

  it('read in English as the server names them, and keep the server’s words without a source', () => {
    const all = mailPlaceholders(config);
    expect(all.map((p) => mailPlaceholderLabel(p, translator('en')))).toEqual(all.map((p) => p.label));
    expect(mailPlaceholderLabel({ label: 'Old words' }, translator('de'))).toBe('Old words');
  });
});

describe("a formula's parse failure in the owner's language", () => {
  it('says where the formula stops making sense, in German', () => {
    const [issue] = checkLogic({
      steps: [],
      calculations: [{ id: 'price', label: 'Preis', formula: 'a +' }],
    } as never);
    expect(logicProblemText(issue, 'de')).toBe(
      'Berechnung „price“: Die Formel ist nicht lesbar (ab Zeichen 3 ergibt sie keinen Sinn).',
    );
    expect(logicProblemText(issue, 'en')).toMatch(/^Calculation "price": the formula does not parse: /);
  });
});
