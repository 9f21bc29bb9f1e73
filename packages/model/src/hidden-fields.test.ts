// Hidden fields and prefills: names from URLs, what the server keeps, logic on them, and their table/CSV columns.
import { describe, expect, it } from 'vitest';
import { hiddenFromQuery, prefillFromQuery, sanitizeHidden } from './hidden-fields.ts';
import { walkPath } from './logic/evaluate.ts';
import { advance, journeyAt } from './logic/journey.ts';
import { answerColumns, csvRow, outcomeColumns } from './responses/table.ts';
import type { TStep } from './steps/index.ts';

const declared = ['utm_source', 'utm_campaign', 'gclid'];

describe('hiddenFromQuery', () => {
  it('reads declared names only, trims and caps values, later sources winning', () => {
    const embed = new URLSearchParams('utm_source=website&utm_campaign=spring&token=secret');
    const host = new URLSearchParams(`utm_source=facebook&gclid=${'g'.repeat(600)}&utm_campaign=%20%20`);
    expect(hiddenFromQuery(declared, embed, host)).toEqual({
      utm_source: 'facebook',
      utm_campaign: 'spring',
      gclid: 'g'.repeat(500),
    });
    expect(hiddenFromQuery([], embed, host)).toEqual({});
  });
});

describe('sanitizeHidden', () => {
  it('keeps declared text or number values and ignores everything else', () => {
    expect(
      sanitizeHidden(declared, { utm_source: ' ads ', gclid: 7, utm_campaign: { x: 1 }, other: 'y' }),
    ).toEqual({
      utm_source: 'ads',
      gclid: '7',
    });
    expect(sanitizeHidden(declared, ['utm_source'])).toEqual({});
    expect(sanitizeHidden(declared, 'utm_source=x')).toEqual({});
    expect(sanitizeHidden(declared, { ['__proto__']: 'x', utm_source: '' })).toEqual({});
  });
});

const steps = [
  {
    id: 'kind',
    type: 'tiles',
    title: 'Kind',
    options: [
      { id: 'a', title: 'A' },
      { id: 'b', title: 'B' },
    ],
    logic: [{ if: { hidden: 'utm_source', op: 'equals', value: 'partner' }, goTo: 'partner' }],
  },
  { id: 'more', type: 'textbox', title: 'More' },
] as unknown as TStep[];
const config = {
  steps,
  hiddenFields: declared,
  endings: [{ id: 'partner', title: 'Partner' }],
};

describe('logic on hidden fields', () => {
  it('follows a rule on a hidden value in the runner and the server walk alike', () => {
    const partner = { kind: 'a', _hidden: { utm_source: 'partner' } };
    expect(advance(config, journeyAt(1), partner)).toMatchObject({ kind: 'finish', ending: 'partner' });
    expect(walkPath(config, partner).exit).toEqual({ kind: 'ending', id: 'partner' });
    const other = { kind: 'a', _hidden: { utm_source: 'google' } };
    expect(advance(config, journeyAt(1), other)).toMatchObject({ kind: 'step' });
    expect(walkPath(config, { kind: 'a' }).path).toEqual([0, 1]);
  });
});

describe('hidden columns', () => {
  it('adds a column per declared name and per name older responses carry, before calculations', () => {
    const rows = [
      {
        id: 1,
        created_at: '2026-01-01T00:00:00Z',
        response: { kind: 'a', _hidden: { utm_source: 'facebook', ref: 'old' } },
        temp_response: null,
      },
    ];
    const cols = outcomeColumns(rows, { hiddenFields: declared }, 'en');
    expect(cols.map((c) => c.header)).toEqual(['utm_source', 'utm_campaign', 'gclid', 'ref']);
    expect(cols[0].cell(rows[0])).toBe('facebook');
    expect(csvRow(rows[0], [...answerColumns(steps, ['kind']), ...cols])).toBe(
      '1,,2026-01-01T00:00:00Z,Complete,A,facebook,,,old\r\n',
    );
  });
});

describe('prefillFromQuery', () => {
  const form = [
    {
      id: 'plan',
      type: 'tiles',
      title: 'Plan',
      // Nine options: tiles show eight, so the ninth cannot be prefilled.
      options: [...'abcdefghi'].map((id) => ({ id, title: id.toUpperCase() })),
    },
    {
      id: 'extras',
      type: 'multiSelect',
      title: 'Extras',
      options: [
        { id: 'x', title: 'X' },
        { id: 'y', title: 'Y' },
      ],
    },
    { id: 'budget', type: 'slider', title: 'Budget', min: 100, max: 900, step: 50 },
    { id: 'notes', type: 'textbox', title: 'Notes' },
    { id: 'region', type: 'dropdown', title: 'Region', options: [{ id: 'north', title: 'North' }] },
    { id: 'contact', type: 'contact', title: 'Contact' },
    { type: 'textbox', title: 'No id' },
  ] as unknown as TStep[];

  it('answers steps named by id with valid values, keyed like the runner keys answers', () => {
    const q = new URLSearchParams(
      'plan=b&extras=y,x&budget=250&notes=%20Call%20after%205%20&region=north&contact=ada&No%20id=x',
    );
    expect(prefillFromQuery(form, q)).toEqual({
      plan: 'b',
      extras: ['y', 'x'],
      budget: 250,
      notes: 'Call after 5',
      region: 'north',
    });
  });

  it('ignores invalid values without complaint, and later sources win', () => {
    const bad = new URLSearchParams('plan=i&extras=x,zzz&budget=5000&notes=%20%20&region=south');
    expect(prefillFromQuery(form, bad)).toEqual({});
    expect(prefillFromQuery(form, new URLSearchParams('budget=12abc'), null)).toEqual({});
    expect(
      prefillFromQuery(form, new URLSearchParams('plan=a&budget=300'), new URLSearchParams('plan=c')),
    ).toEqual({ plan: 'c', budget: 300 });
  });
});
