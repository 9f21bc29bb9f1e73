// One response read as a whole: answers under their questions in form order, parts, files, places, hidden fields.
import { describe, expect, it } from 'vitest';
import { answerItems, hiddenFields } from './detail.ts';

const DOC = '3f2c1a9e-8b7d-4c6e-9f10-1a2b3c4d5e6f';
const steps = [
  {
    id: 'property',
    type: 'tiles',
    title: 'Property',
    options: [
      { id: 'house', title: 'House' },
      { id: 'flat', title: 'Apartment' },
    ],
  },
  { id: 'notes', type: 'textbox', title: 'Notes' },
  { id: 'address', type: 'location', title: 'Address' },
  { id: 'photo', type: 'documentUpload', title: 'Roof photo' },
  { id: 'contact', type: 'contact', title: 'Contact' },
];

describe('the answers of one response', () => {
  const items = answerItems(
    steps,
    {
      contact: { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '', consent: true },
      property: 'flat',
      photo: { documentUrl: `https://forms.example.com/api/documents/${DOC}`, fileName: 'roof.jpg' },
      address: {
        fullAddress: '1 Main St, 10115 Berlin',
        postalCode: '10115',
        isAvailable: false,
        lat: 52.5,
        lng: 13.4,
      },
      gone: 'still here',
      _sessionInfo: { sessionId: 'x', sessionNo: 3 },
      _hidden: { utm_source: 'google' },
    },
    { gone: 'Old question', property: 'Property type' },
  );

  it('come in the form order, numbered, unanswered steps left out, then answers to removed questions', () => {
    expect(items.map((i) => [i.number, i.question])).toEqual([
      [1, 'Property'],
      [3, 'Address'],
      [4, 'Roof photo'],
      [5, 'Contact'],
      [undefined, 'Old question'],
    ]);
  });
  it('are read under the question as it reads now, whatever it was called when answered', () => {
    const renamed = steps.map((s, i) => (i === 0 ? { ...s, title: 'Art der Immobilie' } : s));
    const moved = [renamed[4], ...renamed.slice(0, 4)];
    expect(
      answerItems(moved, { property: 'flat', contact: { firstName: 'Ann' } }, { property: 'Property' }).map(
        (i) => [i.number, i.question, i.text],
      ),
    ).toEqual([
      [1, 'Contact', 'Ann'],
      [2, 'Art der Immobilie', 'Apartment'],
    ]);
  });
  it('show option titles, not ids', () => {
    expect(items[0].text).toBe('Apartment');
  });
  it('give the address its place on the map and say it is outside the service area', () => {
    expect(items[1].place).toEqual({
      address: '1 Main St, 10115 Berlin',
      lat: 52.5,
      lng: 13.4,
      inServiceArea: false,
    });
  });
  it('give the upload its document id, never its URL as sent', () => {
    expect(items[2].file).toEqual({ documentId: DOC, name: 'roof.jpg' });
    expect(items[2].takesFiles).toBe(true);
    const foreign = answerItems(steps, {
      photo: { documentUrl: 'https://evil.example/x.jpg', fileName: 'x' },
    });
    expect(foreign[0].file).toBeNull();
    expect(answerItems(steps, { photo: 'Upload your document' })[0].file).toBeNull();
  });
  it('list the filled contact parts with their labels and links', () => {
    expect(items[3].parts.map((p) => [p.label, p.text, p.href])).toEqual([
      ['First name', 'Ann', undefined],
      ['Last name', 'Lee', undefined],
      ['Email', 'ann@example.com', 'mailto:ann@example.com'],
    ]);
  });
  it('ignore map coordinates that are not on the map', () => {
    const [item] = answerItems(steps, { address: { fullAddress: 'X', postalCode: '1', lat: 95, lng: 13 } });
    expect(item.place).toEqual({ address: 'X' });
  });
});

describe('hidden fields', () => {
  it('are the text values the embed passed in _hidden', () => {
    expect(
      hiddenFields({ _hidden: { utm_source: 'google', campaign: 'spring', n: 3, bad: { x: 1 } } }),
    ).toEqual([
      { name: 'utm_source', value: 'google' },
      { name: 'campaign', value: 'spring' },
      { name: 'n', value: '3' },
    ]);
    expect(hiddenFields({ _hidden: '{"ref":"mail"}' })).toEqual([{ name: 'ref', value: 'mail' }]);
    expect(hiddenFields({})).toEqual([]);
    expect(hiddenFields({ _hidden: ['x'] })).toEqual([]);
  });
});
