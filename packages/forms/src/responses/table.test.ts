// Responses table: columns, display values, CSV and drop-off, as the screen and the export build them.
import { describe, expect, it } from 'vitest';
import {
  answerCells,
  buildCsv,
  collectColumns,
  csvCell,
  displayValue,
  dropOff,
  isIncomplete,
  orderColumns,
  outcomeColumns,
  type ResponseRow,
} from './table.ts';

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
  const cell = answerCells([
    { type: 'tiles', title: 'Plan', options: [{ id: 'opt_pro', title: 'Pro plan' }] },
    {
      type: 'multiSelect',
      title: 'Extras',
      options: [
        { id: 'a', title: 'Alpha' },
        { id: 'b', title: 'Beta' },
      ],
    },
    { type: 'followup', title: 'Since', options: [{ id: 'opt_pro', title: 'Pro plan' }] },
    { type: 'contact', title: 'Contact' },
    { type: 'location', title: 'Address' },
    { type: 'documentUpload', title: 'Bill' },
    { type: 'textbox', title: 'Notes' },
    { type: 'slider', title: '' },
  ]);
  it.each([
    ['Plan', 'opt_pro', 'Pro plan'],
    ['Extras', ['a', 'b'], 'Alpha, Beta'],
    ['Extras', '["a","b"]', 'Alpha, Beta'],
    ['Since', { option: 'opt_pro', followup: 'since May' }, 'Pro plan: since May'],
    ['Since', '{"option":"opt_pro","followup":"b"}', 'Pro plan: b'],
    [
      'Contact',
      { email: 'ann@example.com', lastName: 'Lee', firstName: 'Ann', phone: '' },
      'Ann Lee, ann@example.com',
    ],
    [
      'Address',
      { fullAddress: '1 Main St, 62701', postalCode: '62701', isAvailable: false },
      '1 Main St, 62701 (not in service area)',
    ],
    ['Bill', { documentUrl: '/api/documents/3', fileName: 'bill.pdf', extractedText: '…' }, 'bill.pdf'],
    ['Bill', 'Upload your document', 'Upload your document'],
    ['Notes', 'free text', 'free text'],
    ['Step 8', 150, '150'],
  ])('shows the %s answer %j as %j', (column, value, text) => {
    expect(cell(column, value)).toBe(text);
  });
  it('reads an answer by its own step: free text equal to an option id stays as typed', () => {
    expect(cell('Notes', 'opt_pro')).toBe('opt_pro');
  });
  it('shows an answer of the wrong shape for its step as plain text', () => {
    expect(cell('Contact', 'just a string')).toBe('just a string');
    expect(cell('Plan', ['opt_pro', 'x'])).toBe('Pro plan, x');
  });
  it('shows answers to removed steps plainly, with the option titles the form still knows', () => {
    expect(cell('Old question', 'opt_pro')).toBe('Pro plan');
    expect(cell('Old question', { firstName: 'Ann', lastName: 'Lee' })).toBe('firstName: Ann; lastName: Lee');
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
  it.each([
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['@SUM(1+1)*cmd', "'@SUM(1+1)*cmd"],
    ['+1+cmd', "'+1+cmd"],
    ['-2+3', "'-2+3"],
    ['\t=1+1', `"'\t=1+1"`],
    ['\r=1+1', `"'\r=1+1"`],
    ['  =HYPERLINK("http://evil.example")', `"'  =HYPERLINK(""http://evil.example"")"`],
    ['\u200b=1+1', "'\u200b=1+1"],
    ['\uff1d1+1', "'\uff1d1+1"],
    ['+49 30 1234567', "'+49 30 1234567"],
  ])('defuses %j as OWASP recommends', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
  it('keeps plain numbers and ordinary text as they are, and quotes semicolons for semicolon locales', () => {
    expect(csvCell('-5')).toBe('-5');
    expect(csvCell('+12.5')).toBe('+12.5');
    expect(csvCell('Roof - south side')).toBe('Roof - south side');
    expect(csvCell('a;b')).toBe('"a;b"');
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

describe('calculations and endings in the table and CSV', () => {
  const form = {
    calculations: [
      {
        id: 'estimate',
        label: 'Estimated price',
        formula: '1',
        format: 'currency' as const,
        currency: 'USD',
      },
      { id: 'score', label: 'Lead score', formula: '1' },
    ],
    endings: [{ id: 'renters', title: 'Sorry, homeowners only' }],
  };
  const lead: ResponseRow = {
    id: 7,
    created_at: '2026-01-05T10:00:00Z',
    response: { Owner: 'own' },
    temp_response: null,
    calculations: { estimate: 7350, score: 10 },
    ending: null,
  };
  const renter: ResponseRow = {
    id: 8,
    created_at: '2026-01-05T11:00:00Z',
    response: { Owner: 'rent' },
    temp_response: null,
    calculations: { estimate: 1500, score: 5 },
    ending: 'renters',
  };

  it('adds a column per calculation, formatted for the form language, and an Ending column', () => {
    const cols = outcomeColumns([lead, renter], form, 'en');
    expect(cols.map((c) => c.header)).toEqual(['Estimated price', 'Lead score', 'Ending']);
    expect(cols.map((c) => c.cell(lead))).toEqual(['$7,350', '10', '']);
    expect(cols.map((c) => c.cell(renter))).toEqual(['$1,500', '5', 'Sorry, homeowners only']);
    expect(outcomeColumns([lead], form, 'de')[0].cell(lead)).toBe('7.350\u00a0$');
  });

  it('writes plain numbers to the CSV, naming the currency in the header', () => {
    const csv = buildCsv([lead, renter], ['Owner'], undefined, outcomeColumns([lead, renter], form, 'en'));
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'ID,Submitted At,Status,Owner,Estimated price (USD),Lead score,Ending',
      '7,2026-01-05T10:00:00Z,Complete,own,7350,10,',
      '8,2026-01-05T11:00:00Z,Complete,rent,1500,5,"Sorry, homeowners only"',
    ]);
  });

  it('adds nothing for forms without logic', () => {
    expect(outcomeColumns([complete, partial], {}, 'en')).toEqual([]);
  });
});
