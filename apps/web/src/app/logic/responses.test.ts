import { describe, expect, it } from 'vitest';
import {
  buildCsv,
  collectColumns,
  csvCell,
  displayValue,
  optionTitles,
  dropOff,
  isIncomplete,
  orderColumns,
  type ResponseRow,
} from './responses.ts';

const complete: ResponseRow = {
  id: 1,
  created_at: '2026-01-02T10:00:00Z',
  response: { Service: 'cleaning', Budget: 50, _sessionInfo: { sessionId: 'x', sessionNo: 1 } },
  temp_response: null,
};
const partial: ResponseRow = {
  id: 2,
  created_at: '2026-01-03T10:00:00Z',
  response: null,
  temp_response: { Service: 'repair' },
};
const other: ResponseRow = {
  id: 3,
  created_at: '2026-01-04T10:00:00Z',
  response: { Service: 'x', Notes: '{"option":"a","followup":"b"}' },
  temp_response: null,
};

describe('columns across responses', () => {
  it('collects every answer key in first-seen order, skipping bookkeeping keys', () => {
    expect(collectColumns([complete, partial, other])).toEqual(['Service', 'Budget', 'Notes']);
  });
  it('is empty without responses', () => {
    expect(collectColumns([])).toEqual([]);
  });
  it('treats a response without final answers as incomplete', () => {
    expect(isIncomplete(partial)).toBe(true);
    expect(isIncomplete(complete)).toBe(false);
  });
});

describe('column order', () => {
  it('follows the step order, then keys of other steps', () => {
    expect(orderColumns(['Budget', 'Old question', 'Service'], ['Service', 'Budget', 'Notes'])).toEqual([
      'Service',
      'Budget',
      'Old question',
    ]);
  });
});

describe('display values', () => {
  it('parses JSON strings', () => {
    expect(displayValue('{"option":"a","followup":"b"}')).toBe('a: b');
    expect(displayValue('{"x":1,"y":"z"}')).toBe('x: 1; y: z');
    expect(displayValue('["a","b"]')).toBe('a, b');
  });
  it('keeps plain text and prints numbers and booleans', () => {
    expect(displayValue('hello {')).toBe('hello {');
    expect(displayValue(3)).toBe('3');
    expect(displayValue(true)).toBe('true');
    expect(displayValue(null)).toBe('');
  });
});

describe('answers read as a person would write them', () => {
  const titles = optionTitles([
    { type: 'tiles', options: [{ id: 'opt_pro', title: 'Pro plan' }] },
    {
      type: 'multiSelect',
      options: [
        { id: 'a', title: 'Alpha' },
        { id: 'b', title: 'Beta' },
      ],
    },
    { type: 'textbox' },
  ]);
  it.each([
    ['opt_pro', 'Pro plan'],
    [['a', 'b'], 'Alpha, Beta'],
    [{ option: 'opt_pro', followup: 'since May' }, 'Pro plan: since May'],
    [{ email: 'ann@example.com', lastName: 'Lee', firstName: 'Ann', phone: '' }, 'Ann Lee, ann@example.com'],
    [
      { fullAddress: '1 Main St, 62701', postalCode: '62701', isAvailable: false },
      '1 Main St, 62701 (not in service area)',
    ],
    [{ documentUrl: '/api/documents/3', fileName: 'bill.pdf', extractedText: '…' }, 'bill.pdf'],
    ['free text', 'free text'],
  ])('shows %j as %j', (value, text) => {
    expect(displayValue(value, titles)).toBe(text);
  });
});

describe('CSV export', () => {
  it('writes a header and one row per response with status', () => {
    const csv = buildCsv([complete, partial]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Submitted At,Status,Service,Budget',
      '1,2026-01-02T10:00:00Z,Complete,cleaning,50',
      '2,2026-01-03T10:00:00Z,Incomplete,repair,',
      '',
    ]);
  });
  it('quotes commas, quotes and newlines', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('x\ny')).toBe('"x\ny"');
  });
  it('defuses spreadsheet formulas', () => {
    expect(csvCell('=SUM(A1)')).toBe("'=SUM(A1)");
  });
});

describe('drop-off per step', () => {
  const keys = ['Service', 'Budget', 'Notes'];
  it('counts complete responses at every step', () => {
    expect(dropOff(keys, [complete]).map((s) => s.reached)).toEqual([1, 1, 1]);
  });
  it('counts an incomplete response up to the step after its last answer', () => {
    expect(dropOff(keys, [partial]).map((s) => s.reached)).toEqual([1, 1, 0]);
  });
  it('counts an incomplete response with no answers at the first step only', () => {
    const empty: ResponseRow = { id: 9, created_at: '', response: null, temp_response: {} };
    expect(dropOff(keys, [empty, complete, partial]).map((s) => s.reached)).toEqual([3, 2, 1]);
  });
});
