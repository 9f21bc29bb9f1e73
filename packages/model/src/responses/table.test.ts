// Responses table: columns, display values, CSV and drop-off, as the screen and the export build them.
import { describe, expect, it } from 'vitest';
import {
  answerColumns,
  buildCsv,
  collectColumns,
  collectLabels,
  csvCell,
  displayValue,
  dropOff,
  isIncomplete,
  orderColumns,
  outcomeColumns,
  type ResponseRow,
  respondentOf,
  keyAnswers,
  compactColumnIds,
  leadSource,
  summaryColumns,
  leadTableColumns,
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

describe('the compact leads table', () => {
  const labels = { name: 'Name', contact: 'Contact', source: 'Source', direct: 'Direct' };
  const moreChoices = [
    ...formSteps,
    { id: 'roof', type: 'dropdown', title: 'Roof', options: [{ id: 'tile', title: 'Tiles' }] },
    { id: 'when', type: 'tiles', title: 'When', options: [{ id: 'soon', title: 'Soon' }] },
  ];
  const keys = ['plan', 'extras', 'since', 'contact', 'address', 'bill', 'notes', 'size', 'roof', 'when'];
  const table = (rows: ResponseRow[]) => {
    const answers = answerColumns(moreChoices, keys);
    const outcomes = outcomeColumns(
      rows,
      { calculations: [{ id: 'price', label: 'Estimate', formula: '1' }] },
      'en',
    );
    return leadTableColumns(answers, outcomes, labels);
  };
  it('shows name, contact, the first three questions with options, the first calculation and the source', () => {
    const columns = table([]);
    expect(
      compactColumnIds(columns, moreChoices).map((id) => columns.find((c) => c.id === id)?.header),
    ).toEqual(['Name', 'Contact', 'Plan', 'Extras', 'Since', 'Estimate', 'Source']);
  });
  it('adds whether the lead verified its contact when the form has that column', () => {
    const verifying = [
      ...moreChoices.map((s) => (s.id === 'contact' ? { ...s, config: { verify: 'phone' } } : s)),
    ];
    const answers = answerColumns(verifying, keys);
    const columns = leadTableColumns(
      answers,
      outcomeColumns([], { steps: verifying } as never, 'en'),
      labels,
    );
    expect(
      compactColumnIds(columns, verifying).map((id) => columns.find((c) => c.id === id)?.header),
    ).toEqual(['Name', 'Contact', 'Plan', 'Extras', 'Since', 'Verified', 'Source']);
  });
  it('adds the booked time and the day asked for beside the key answers', () => {
    const withWhen = [
      ...moreChoices,
      {
        id: 'visit',
        type: 'booking',
        title: 'Book a visit',
        provider: 'calcom',
        url: 'https://cal.com/x/visit',
      },
      { id: 'day', type: 'date', title: 'Which day suits you?' },
    ];
    const answers = answerColumns(withWhen, [...keys, 'visit', 'day']);
    const columns = leadTableColumns(answers, outcomeColumns([], undefined, 'en'), labels);
    expect(compactColumnIds(columns, withWhen).map((id) => columns.find((c) => c.id === id)?.header)).toEqual(
      ['Name', 'Contact', 'Plan', 'Extras', 'Since', 'Book a visit', 'Which day suits you?', 'Source'],
    );
  });
  it('joins the name and the contact, and links the e-mail', () => {
    const columns = table([]);
    const r = row({
      contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+1 (555) 010-2030' },
    });
    const [name, contact] = summaryColumns(columns, labels);
    expect(name.cell(r)).toBe('Ann Lee');
    expect(contact.cell(r)).toBe('ann@example.com · +1 (555) 010-2030');
    expect(contact.href?.(r)).toBe('mailto:ann@example.com');
  });
  it.each([
    [{ utm_source: 'google', referrer: 'https://www.facebook.com/x' }, 'google'],
    [{ referrer: 'https://www.facebook.com/some/page' }, 'facebook.com'],
    [{}, 'Direct'],
  ])('reads the source of %j as %s', (hidden, source) => {
    const r = row({ _hidden: hidden });
    expect(
      summaryColumns([], labels)
        .find((c) => c.id === 'lead:source')
        ?.cell(r),
    ).toBe(source);
    expect(leadSource(r)).toBe(source === 'Direct' ? null : source);
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

const DOC = '3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f';
const formSteps = [
  { id: 'plan', type: 'tiles', title: 'Plan', options: [{ id: 'opt_pro', title: 'Pro plan' }] },
  {
    id: 'extras',
    type: 'multiSelect',
    title: 'Extras',
    options: [
      { id: 'a', title: 'Alpha' },
      { id: 'b', title: 'Beta' },
    ],
  },
  { id: 'since', type: 'followup', title: 'Since', options: [{ id: 'opt_pro', title: 'Pro plan' }] },
  { id: 'contact', type: 'contact', title: 'Contact' },
  { id: 'address', type: 'location', title: 'Address' },
  { id: 'bill', type: 'documentUpload', title: 'Bill' },
  { id: 'notes', type: 'textbox', title: 'Notes' },
  { id: 'size', type: 'slider', title: '' },
];
const row = (answers: Record<string, unknown>, id = 1): ResponseRow => ({
  id,
  created_at: '2026-01-02T10:00:00Z',
  response: answers,
  temp_response: null,
});
/** The table's texts for one answer: one per column the answer fills. */
const cells = (key: string, value: unknown) =>
  answerColumns(formSteps, [key])
    .filter((c) => !c.csvOnly)
    .map((c) => c.cell(row({ [key]: value })));

describe('answers read as a person would write them', () => {
  it.each([
    ['plan', 'opt_pro', 'Pro plan'],
    ['extras', ['a', 'b'], 'Alpha, Beta'],
    ['extras', '["a","b"]', 'Alpha, Beta'],
    ['since', { option: 'opt_pro', followup: 'since May' }, 'Pro plan: since May'],
    ['since', '{"option":"opt_pro","followup":"b"}', 'Pro plan: b'],
    [
      'address',
      { fullAddress: '1 Main St, 62701', postalCode: '62701', isAvailable: false },
      '1 Main St, 62701 (not in service area)',
    ],
    ['bill', { documentUrl: `/api/documents/${DOC}`, fileName: 'bill.pdf', extractedText: '…' }, 'bill.pdf'],
    ['bill', 'Upload your document', 'Upload your document'],
    ['notes', 'free text', 'free text'],
    ['size', 150, '150'],
  ])('shows the %s answer %j as %j', (column, value, text) => {
    expect(cells(column, value)).toEqual([text]);
  });
  it('reads an answer by its own step: free text equal to an option id stays as typed', () => {
    expect(cells('notes', 'opt_pro')).toEqual(['opt_pro']);
  });
  it('shows an answer of the wrong shape for its step as plain text', () => {
    expect(cells('plan', ['opt_pro', 'x'])).toEqual(['Pro plan, x']);
  });
  it('shows answers to removed steps plainly, with the option titles the form still knows', () => {
    expect(cells('Old question', 'opt_pro')).toEqual(['Pro plan']);
    expect(cells('Old question', { firstName: 'Ann', lastName: 'Lee' })).toEqual([
      'firstName: Ann; lastName: Lee',
    ]);
  });
});

describe('contact answers in their own columns', () => {
  const ann = { email: 'ann@example.com', lastName: 'Lee', firstName: 'Ann', phone: '+1 (555) 010-2030' };
  it('splits first name, last name, e-mail and phone, with e-mail and phone links', () => {
    const columns = answerColumns(formSteps, ['contact']);
    expect(columns.map((c) => c.header)).toEqual(['First name', 'Last name', 'Email', 'Phone']);
    expect(columns.map((c) => c.cell(row({ contact: ann })))).toEqual([
      'Ann',
      'Lee',
      'ann@example.com',
      '+1 (555) 010-2030',
    ]);
    expect(columns.map((c) => c.href?.(row({ contact: ann })))).toEqual([
      undefined,
      undefined,
      'mailto:ann@example.com',
      'tel:+15550102030',
    ]);
    expect(columns.map((c) => c.role)).toEqual(['firstName', 'lastName', 'email', 'phone']);
  });
  it('links only an e-mail that is valid and a phone number with enough digits', () => {
    const odd = row({ contact: { firstName: 'A', lastName: 'B', email: 'not-an-email', phone: 'ask' } });
    expect(answerColumns(formSteps, ['contact']).map((c) => c.href?.(odd))).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
  it("heads the columns with the owner's own labels", () => {
    const steps = [
      {
        id: 'kontakt',
        type: 'contact',
        title: 'Kontakt',
        config: { labels: { firstName: 'Vorname', email: 'E-Mail' } },
      },
    ];
    expect(answerColumns(steps, ['kontakt']).map((c) => c.header)).toEqual([
      'Vorname',
      'Last name',
      'E-Mail',
      'Phone',
    ]);
  });
  it('names the question when two steps split into parts', () => {
    const steps = [
      { id: 'you', type: 'contact', title: 'You' },
      { id: 'partner', type: 'contact', title: 'Your partner' },
    ];
    expect(answerColumns(steps, ['you', 'partner']).map((c) => c.header)).toEqual([
      'You: First name',
      'You: Last name',
      'You: Email',
      'You: Phone',
      'Your partner: First name',
      'Your partner: Last name',
      'Your partner: Email',
      'Your partner: Phone',
    ]);
  });
  it('keeps an answer of another shape in the first column instead of losing it', () => {
    expect(cells('contact', 'just a string')).toEqual(['just a string', '', '', '']);
  });
  it('finds the respondent for a card, and the key answers besides name and e-mail', () => {
    const columns = answerColumns(formSteps, ['plan', 'contact', 'notes', 'address']);
    const r = row({
      plan: 'opt_pro',
      contact: ann,
      notes: 'Call after 5',
      address: { fullAddress: '1 Main St', postalCode: '1', isAvailable: true },
    });
    expect(respondentOf(columns, r)).toEqual({
      name: 'Ann Lee',
      email: 'ann@example.com',
      emailHref: 'mailto:ann@example.com',
      phone: '+1 (555) 010-2030',
      phoneHref: 'tel:+15550102030',
    });
    expect(keyAnswers(columns, r).map((a) => [a.header, a.text])).toEqual([
      ['Phone', '+1 (555) 010-2030'],
      ['Address', '1 Main St'],
      ['Plan', 'Pro plan'],
    ]);
    expect(respondentOf(columns, row({ plan: 'opt_pro' }))).toEqual({
      name: '',
      email: '',
      emailHref: undefined,
      phone: '',
    });
  });
});

describe('column order', () => {
  it('puts the answers about the respondent (contact, address) first, then the rest in step order', () => {
    const columns = answerColumns(formSteps, ['Old question', 'notes', 'address', 'plan', 'contact', 'bill']);
    expect(columns.map((c) => c.header)).toEqual([
      'First name',
      'Last name',
      'Email',
      'Phone',
      'Address',
      'Plan',
      'Bill',
      'Bill (download URL)',
      'Notes',
      'Old question',
    ]);
  });
});

describe('answers kept by step id', () => {
  it('head a column with the question as it reads now, and a removed question with the title it had', () => {
    const renamed = formSteps.map((s) => (s.id === 'notes' ? { ...s, title: 'Anmerkungen' } : s));
    const lead = {
      ...row({ notes: 'Call after 5', gone: 'yes' }),
      labels: { notes: 'Notes', gone: 'Old question' },
    };
    const later = { ...row({ gone: 'no' }, 2), labels: { gone: 'Older question' } };
    const columns = answerColumns(renamed, collectColumns([lead, later]), {
      labels: collectLabels([later, lead]),
    });
    expect(columns.map((c) => [c.header, c.cell(lead)])).toEqual([
      ['Anmerkungen', 'Call after 5'],
      ['Old question', 'yes'],
    ]);
  });
});

describe('uploads', () => {
  const bill = (documentUrl: string) => row({ bill: { documentUrl, fileName: 'roof.jpg' } });
  it("link the file name to the owner-only download and put the absolute URL in the CSV's own column", () => {
    const [file, url] = answerColumns(formSteps, ['bill'], { origin: 'https://forms.example.com' });
    expect(file.cell(bill(`/api/documents/${DOC}`))).toBe('roof.jpg');
    expect(file.href?.(bill(`/api/documents/${DOC}`))).toBe(`/api/documents/${DOC}`);
    expect(url.csvOnly).toBe(true);
    expect(url.csvHeader).toBe('Bill (download URL)');
    expect(url.csv(bill(`http://old-host:3000/api/documents/${DOC}`))).toBe(
      `https://forms.example.com/api/documents/${DOC}`,
    );
  });
  it('never link a URL the respondent could have written: only a document id of this server', () => {
    const [file, url] = answerColumns(formSteps, ['bill'], { origin: 'https://forms.example.com' });
    for (const evil of ['javascript:alert(1)', 'https://evil.example/steal', '/api/documents/../../etc']) {
      expect(file.href?.(bill(evil)), evil).toBeUndefined();
      expect(url.csv(bill(evil)), evil).toBe('');
    }
    expect(url.csv(row({ bill: 'Upload your document' }))).toBe('');
  });
});

describe('CSV export', () => {
  it('writes contact parts and the upload download URL in their own columns', () => {
    const r = {
      ...row({
        plan: 'opt_pro',
        contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+49 30 1234567' },
        bill: { documentUrl: `/api/documents/${DOC}`, fileName: 'roof.jpg' },
      }),
      lead_no: 4,
    };
    const csv = buildCsv(
      [r],
      answerColumns(formSteps, ['plan', 'contact', 'bill'], { origin: 'https://f.example' }),
    );
    expect(csv.split('\r\n')).toEqual([
      'ID,Lead,Submitted At,Status,First name,Last name,Email,Phone,Plan,Bill,Bill (download URL)',
      `1,4,2026-01-02T10:00:00Z,Complete,Ann,Lee,ann@example.com,'+49 30 1234567,Pro plan,roof.jpg,https://f.example/api/documents/${DOC}`,
      '',
    ]);
  });
  it('writes a header and one row per response with status', () => {
    const csv = buildCsv([complete, partial]);
    expect(csv.split('\r\n')).toEqual([
      'ID,Lead,Submitted At,Status,Service,Budget',
      '1,,2026-01-02T10:00:00Z,Complete,cleaning,50',
      '2,,2026-01-03T10:00:00Z,Incomplete,repair,',
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
    ['\u0085=1+1', "'\u0085=1+1"],
    ['\u180e=1+1', "'\u180e=1+1"],
    ['\u00ad@SUM(1)', "'\u00ad@SUM(1)"],
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
    const csv = buildCsv(
      [lead, renter],
      [...answerColumns([], ['Owner']), ...outcomeColumns([lead, renter], form, 'en')],
    );
    expect(csv.split('\r\n').slice(0, 3)).toEqual([
      'ID,Lead,Submitted At,Status,Owner,Estimated price (USD),Lead score,Ending',
      '7,,2026-01-05T10:00:00Z,Complete,own,7350,10,',
      '8,,2026-01-05T11:00:00Z,Complete,rent,1500,5,"Sorry, homeowners only"',
    ]);
  });

  it('adds nothing for forms without logic', () => {
    expect(outcomeColumns([complete, partial], {}, 'en')).toEqual([]);
  });
});
