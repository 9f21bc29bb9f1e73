// The runner's zod-free prepareConfig must read every valid form exactly as the server's normalizeConfig does.
import { describe, expect, it } from 'vitest';
import { editOffline, generateOffline } from '@forms-engine/generator';
import { sampleConfig } from './helper.ts';
import { HELD_OUT, PROMPTS } from '../../../bench/generator/corpus.ts';
import { EDITS } from '../../../bench/generator/edits.ts';
import * as e2eConfigs from '../../../e2e/fixtures/configs.ts';
import { normalizeConfig, prepareConfig, STEP_TYPES } from '@forms-engine/model';

/** Every optional field of every step type set, so a field the runner forgets to copy shows up here. */
const everyField = {
  id: 42,
  title: 'Every field',
  language: 'de',
  steps: [
    {
      type: 'tiles',
      id: 'kind',
      title: 'Kind',
      subtitle: 'Pick one',
      validation: { required: true },
      options: [
        { id: 'a', title: 'A', description: 'First', icon: 'Home', emoji: '🏠', preselected: true, value: 2 },
        { id: 'b', title: 'B', selected: true, value: 3.5 },
      ],
      logic: [
        { if: { op: 'equals', value: 'a' }, goTo: 'bye' },
        {
          if: {
            any: [
              { op: 'equals', value: 'b' },
              { step: 'kind', op: 'in', value: ['a', 'b'] },
            ],
          },
          goTo: 'range',
        },
      ],
      otherwise: 'many',
    },
    { type: 'multiSelect', id: 'many', title: 'Many', options: [{ id: 'x', title: 'X', preselected: true }] },
    { type: 'dropdown', title: 'List', placeholder: 'Pick', options: [{ id: 'y', title: 'Y' }] },
    {
      type: 'slider',
      id: 'range',
      title: 'Range',
      min: -5,
      max: 5.5,
      step: 0.5,
      defaultValue: 1,
      prefix: '€',
      logic: [{ if: { op: 'gt', value: 2 }, goTo: 'end' }],
    },
    {
      type: 'followup',
      title: 'Which',
      options: [{ id: 'o', title: 'Other' }],
      followupInput: { label: 'How many', type: 'number', placeholder: '3', min: 1, max: 9 },
    },
    { type: 'followup', title: 'Bare follow-up', options: [{ id: 'p', title: 'P' }], followupInput: {} },
    { type: 'textbox', title: 'Notes', placeholder: 'Write', rows: 7, validation: { required: false } },
    { type: 'location', title: 'Where', validation: { required: false } },
    {
      type: 'contact',
      title: 'Who',
      config: {
        labels: { firstName: 'Vorname', phone: 'Tel' },
        placeholders: { email: 'you@example.com' },
        verify: 'both',
        unverified: 'hold',
      },
    },
    {
      type: 'booking',
      id: 'visit',
      title: 'Pick a time',
      validation: { required: true },
      provider: 'calendly',
      url: 'https://calendly.com/acme/site-visit',
      eventTypes: [
        { when: { step: 'kind', op: 'equals', value: 'b' }, url: 'https://calendly.com/acme-b/visit' },
        { when: { all: [{ step: 'kind', op: 'answered' }] }, url: 'https://cal.example.com/team/visit' },
      ],
    },
    {
      type: 'documentUpload',
      title: 'File',
      validation: { required: true },
      config: {
        acceptedTypes: ['.pdf'],
        maxFileSize: 5,
        labels: { dragDropText: 'Drop', uploadButton: 'Choose', supportedFormats: 'PDF' },
      },
    },
    { type: 'documentInfo', title: 'Analysis', config: { maxHeight: 300 } },
    { type: 'documentInfo', title: 'Analysis in CSS', config: { maxHeight: '20rem' } },
    {
      type: 'yesNo',
      id: 'own',
      title: 'Own?',
      yesLabel: 'Ja, Eigentum',
      noLabel: 'Nein, Miete',
      logic: [{ if: { op: 'equals', value: false }, goTo: 'bye' }],
    },
    { type: 'yesNo', title: 'Plain yes or no' },
    {
      type: 'number',
      id: 'area',
      title: 'Area',
      unit: 'm²',
      min: 10,
      max: 500.5,
      step: 0.5,
      integer: false,
      placeholder: '120',
      validation: { required: false },
      logic: [
        {
          if: {
            all: [
              { op: 'gte', value: 100 },
              { op: 'lte', value: 200 },
            ],
          },
          goTo: 'end',
        },
      ],
    },
    { type: 'number', title: 'Bare number' },
    {
      type: 'rating',
      id: 'nps',
      title: 'Recommend?',
      scale: 'nps',
      lowLabel: 'Nie',
      highLabel: 'Sicher',
      validation: { required: false },
      logic: [{ if: { op: 'lt', value: 7 }, goTo: 'bye' }],
    },
    { type: 'rating', title: 'Bare rating' },
    {
      type: 'date',
      id: 'day',
      title: 'When?',
      minDays: 1,
      maxDays: 60,
      minDate: '2026-01-05',
      maxDate: '2030-12-31',
      excludedWeekdays: [0, 6],
      slots: [
        { id: 'am', label: '08:00–12:00' },
        { id: 'pm', label: '12:00–16:00' },
      ],
      validation: { required: false },
      logic: [{ if: { op: 'skipped' }, goTo: 'bye' }],
    },
    { type: 'date', title: 'Bare date' },
    {
      type: 'imageChoice',
      id: 'style',
      title: 'Style',
      multiple: true,
      validation: { required: true },
      options: [
        {
          id: 'modern',
          title: 'Modern',
          description: 'Flat doors',
          image: '/api/images/0b8f7a52-5c1e-4a57-9f0e-3f1d2c4b5a69.png',
          alt: 'A white kitchen',
          value: 3,
        },
        { id: 'rustic', title: 'Rustic', icon: 'Home', emoji: '🏡' },
      ],
      logic: [{ if: { op: 'includes', value: 'rustic' }, goTo: 'bye' }],
    },
    { type: 'imageChoice', title: 'Bare image choice', options: [] },
  ],
  theme: {
    colors: { primary: '#112233', text: { dark: '#000', muted: '#666' }, background: { white: '#fff' } },
    font: { family: 'Inter', size: 'large', weight: 600 },
  },
  ui: {
    buttons: { next: 'Weiter', submit: 'Senden' },
    messages: { thankYou: 'Danke' },
    location: { availableIn: 'Verfügbar' },
    contact: { title: 'Kontakt' },
  },
  submission: {
    title: 'Fertig',
    description: 'Wir melden uns',
    steps: [{ title: 'Eins', description: 'd' }],
  },
  endings: [{ id: 'bye', title: 'Tschüss', description: 'Nicht für Sie' }],
  calculations: [
    {
      id: 'total',
      label: 'Summe',
      formula: 'kind * 2 + range',
      format: 'currency',
      currency: 'EUR',
      show: true,
    },
  ],
};

/** Defaults the schema fills in: options, the follow-up input's type and the font's size and weight. */
const withDefaults = {
  steps: [
    { type: 'tiles', title: 'No options yet' },
    { type: 'followup', title: 'No input type', options: [], followupInput: { label: 'L' } },
  ],
  theme: { font: { family: 'Inter' } },
};

function cases(): [string, unknown][] {
  const list: [string, unknown][] = [
    ['every field', everyField],
    ['schema defaults', withDefaults],
    ['API test sample', sampleConfig()],
  ];
  for (const [name, value] of Object.entries(e2eConfigs)) list.push([`e2e ${name}`, value]);
  for (const p of [...PROMPTS, ...HELD_OUT])
    list.push([`generated: ${p.prompt}`, generateOffline({ prompt: p.prompt, language: p.language })]);
  for (const e of EDITS) {
    let edited: unknown;
    try {
      const base = generateOffline({ prompt: e.base, language: e.baseLanguage });
      edited = editOffline(base, e.instruction).config;
    } catch {
      continue; // Instructions the generator refuses on purpose produce no form.
    }
    list.push([`edited: ${e.instruction}`, edited]);
  }
  return list;
}

describe('prepareConfig ≡ normalizeConfig', () => {
  const all = cases();

  it('covers every step type and the whole corpus', () => {
    const seen = new Set(all.flatMap(([, c]) => normalizeConfig(c).steps.map((s) => s.type)));
    expect([...seen].sort()).toEqual([...STEP_TYPES].sort());
    expect(all.length).toBeGreaterThan(PROMPTS.length + HELD_OUT.length);
  });

  it.each(all)('reads %s as the server does', (_name, config) => {
    const prepared = prepareConfig(config);
    expect(prepared.ok).toBe(true);
    if (!prepared.ok) return;
    expect(prepared.droppedSteps).toBe(0);
    // toEqual treats a key set to undefined as absent, which is how the runner reads both.
    expect(prepared.config).toEqual(normalizeConfig(config));
  });
});
