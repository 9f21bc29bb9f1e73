// Answer piping: references in texts replaced by display text; missing values empty; save-time problems named.
import { describe, expect, it } from 'vitest';
import { insertPipeToken, pipeChoices, pipeReferences, pipeText, pipeTextProblems } from './piping.ts';
import type { TStep } from './steps/index.ts';

const steps = [
  { id: 'roof', type: 'tiles', title: 'Roof', options: [{ id: 'flat', title: 'Flat roof' }] },
  { id: 'budget', type: 'slider', title: 'Budget', min: 0, max: 9e4, step: 1, defaultValue: 1, prefix: '$' },
  { id: 'contact', type: 'contact', title: 'Contact' },
  { id: 'notes', type: 'textbox', title: 'Notes' },
  { type: 'textbox', title: 'No id' },
] as TStep[];
const answers = {
  roof: 'flat',
  budget: 12500,
  contact: { firstName: ' Ada ', lastName: 'Lovelace', email: 'ada@example.com' },
  notes: '<b>hi</b>',
};
const ctx = {
  steps,
  answers,
  hidden: { utm_source: 'facebook' },
  calculations: { estimate: 7350 },
  calculationDefs: [{ id: 'estimate', label: 'Estimate', formula: '1', format: 'currency' as const }],
  language: 'en',
};

describe('pipeText', () => {
  it.each([
    ['Your {{roof}} needs care', 'Your Flat roof needs care'],
    ['Thanks {{contact.firstName}}!', 'Thanks Ada!'],
    ['{{ contact.lastName }}, {{contact.email}}', 'Lovelace, ada@example.com'],
    ['A budget of {{budget}}', 'A budget of $12,500'],
    ['From {{hidden.utm_source}}', 'From facebook'],
    ['About {{calc.estimate}}', 'About $7,350'],
    ['Notes: {{notes}}', 'Notes: <b>hi</b>'],
    ['Missing {{nope}}{{hidden.gclid}}{{calc.none}}{{contact.phone}}.', 'Missing .'],
    ['Not a token: {{ two words }} {single}', 'Not a token: {{ two words }} {single}'],
    ['No braces at all', 'No braces at all'],
  ])('%s → %s', (text, expected) => {
    expect(pipeText(text, ctx)).toBe(expected);
  });

  it('formats numbers and currencies in German for German forms', () => {
    expect(pipeText('{{budget}} / {{calc.estimate}}', { ...ctx, language: 'de' })).toBe(
      '$12.500 / 7.350\u00a0€',
    );
  });

  it('leaves a value that is not answered yet empty', () => {
    expect(pipeText('Hi {{contact.firstName}}', { ...ctx, answers: {} })).toBe('Hi ');
  });
});

describe('save-time checks', () => {
  const config = { steps, hiddenFields: ['utm_source'], calculations: [{ id: 'estimate' }] };
  it('accepts references to step ids, contact fields, declared hidden fields and calculations', () => {
    expect(
      pipeTextProblems('{{roof}} {{contact.firstName}} {{hidden.utm_source}} {{calc.estimate}}', config),
    ).toEqual([]);
  });
  it('names each reference that cannot work', () => {
    expect(
      pipeTextProblems('{{roofs}} {{contact.age}} {{hidden.gclid}} {{calc.total}} {{roof.title}}', config),
    ).toEqual([
      '{{roofs}} names no step id',
      '{{contact.age}}: a contact step has only firstName, lastName, email, phone',
      '{{hidden.gclid}} names no hidden field',
      '{{calc.total}} names no calculation',
      '{{roof.title}}: a tiles step has no fields',
    ]);
  });
  it('lists references in order', () => {
    expect(pipeReferences('{{a}} {{hidden.x}} {{calc.y}} {{b.c}}').map((r) => r.kind)).toEqual([
      'step',
      'hidden',
      'calc',
      'step',
    ]);
  });
});

describe('the editor insert picker', () => {
  const config = {
    steps: [
      { id: 'roof', type: 'tiles', title: 'Roof type', options: [] },
      { id: 'contact', type: 'contact', title: 'Your details' },
      { id: 'notes', type: 'textbox', title: 'Anything else?' },
    ] as unknown as TStep[],
    hiddenFields: ['utm_source'],
    calculations: [{ id: 'estimate' }],
  };

  it('offers earlier answers and their fields, hidden fields and calculations — never later steps', () => {
    const tokens = pipeChoices(config, 2).map((c) => c.token);
    expect(tokens).toEqual([
      '{{roof}}',
      '{{contact}}',
      '{{contact.firstName}}',
      '{{contact.lastName}}',
      '{{contact.email}}',
      '{{contact.phone}}',
      '{{hidden.utm_source}}',
      '{{calc.estimate}}',
    ]);
    expect(pipeChoices(config, 0).map((c) => c.token)).toEqual([
      '{{hidden.utm_source}}',
      '{{calc.estimate}}',
    ]);
    expect(pipeChoices(config, 2)[0].label).toBe('Step 1: Roof type');
  });

  it('offers only references the save-time check accepts', () => {
    for (const c of pipeChoices(config, 3)) expect(pipeTextProblems(c.token, config)).toEqual([]);
  });

  it('inserts at the caret with spaces where the token would touch a word', () => {
    expect(insertPipeToken('Thanks', '{{contact.firstName}}')).toEqual({
      text: 'Thanks {{contact.firstName}}',
      caret: 28,
    });
    expect(insertPipeToken('Thanks!', '{{x}}', 6).text).toBe('Thanks {{x}}!');
    expect(insertPipeToken('Hi there', '{{x}}', 3).text).toBe('Hi {{x}} there');
    expect(insertPipeToken('', '{{x}}')).toEqual({ text: '{{x}}', caret: 5 });
  });
});
