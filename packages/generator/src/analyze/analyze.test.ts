// The offline document analysis: structured text that cites the document's figures and the answers.
import { describe, expect, it } from 'vitest';
import { analyzeOffline, extractFigures } from './index.ts';

const BILL = `Stadtwerke Musterstadt
Customer: Jane Doe
Billing period: 01.01.2025 - 31.12.2025
Your consumption in 2025 was 4,250 kWh.
Total amount due: €1,487.50, payable by 2026-01-31.
The price rose by 12% compared to last year.`;

describe('analyzeOffline', () => {
  it('quotes amounts, kWh, dates and percentages with their context', () => {
    const text = analyzeOffline({ formResponses: {}, documentText: BILL, language: 'en' });
    expect(text).toMatch(/^Document analysis/);
    for (const figure of ['4,250 kWh', '€1,487.50', '12%', '2026-01-31', '01.01.2025'])
      expect(text).toContain(figure);
    expect(text).toMatch(/Key figures/);
    expect(text).toMatch(/looks like an invoice or bill/);
  });

  it('lists key facts and the answers', () => {
    const text = analyzeOffline({
      formResponses: {
        'What type of property is it?': 'House',
        'How can we reach you?': { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com' },
        'Which extras?': ['Battery', 'Wallbox'],
        'What type of roof do you have?': 'opt_flat_roof',
        _sessionInfo: { sessionId: 'x' },
      },
      documentText: BILL,
    });
    expect(text).toContain('Customer: Jane Doe');
    expect(text).toContain('- What type of property is it?: House');
    expect(text).toContain('Jane, Doe, jane@example.com');
    expect(text).toContain('Battery, Wallbox');
    expect(text).toContain('- What type of roof do you have?: Flat roof');
    expect(text).not.toContain('_sessionInfo');
  });

  it('still answers usefully without document text', () => {
    const text = analyzeOffline({ formResponses: { Budget: 5000 }, documentText: '' });
    expect(text).toMatch(/based on your answers/);
    expect(text).toContain('- Budget: 5000');
  });

  it('writes German for German documents or when asked', () => {
    const de = analyzeOffline({
      formResponses: {},
      documentText: 'Ihre Jahresabrechnung: Verbrauch 3.200 kWh, Betrag 950,00 € zum 15.02.2026.',
    });
    expect(de).toMatch(/^Dokumentanalyse/);
    expect(de).toContain('3.200 kWh');
    expect(de).toContain('950,00 €');
    expect(analyzeOffline({ formResponses: {}, documentText: '', language: 'de' })).toMatch(
      /Ihre Antworten|Angaben|Dokumenttext/,
    );
  });

  it('mentions the focus the owner asked for', () => {
    expect(
      analyzeOffline({ formResponses: {}, documentText: BILL, contentPrompt: 'solar savings' }),
    ).toContain('Focus: solar savings');
  });

  it('extracts each figure once and keeps dates out of amounts', () => {
    const figs = extractFigures('Paid $20 on 2025-03-01. Paid $20 again.');
    expect(figs.filter((f) => f.kind === 'amount')).toHaveLength(1);
    expect(figs.find((f) => f.kind === 'date')?.raw).toBe('2025-03-01');
  });
});

describe('figures however they are written', () => {
  const one = (text: string) => {
    const [f] = extractFigures(text);
    return { kind: f?.kind, value: f?.value, unit: f?.unit, per: f?.per, meaning: f?.meaning[0] };
  };

  it.each([
    ['The roof area is 120 m².', 'area', 120, 'm²', 'Roof area'],
    ['The roof area is 120 square meters, facing south.', 'area', 120, 'm²', 'Roof area'],
    ['Dachfläche: 120 Quadratmeter', 'area', 120, 'm²', 'Roof area'],
    ['Living space 1,200 sq ft', 'area', 1200, 'sq ft', 'Living area'],
    ['a house of one hundred twenty square metres', 'area', 120, 'm²', 'Living area'],
    ['Ihr Verbrauch: 4.500 kWh pro Jahr', 'energy', 4500, 'kWh', 'Yearly consumption'],
    [
      'We used 3,850 kilowatt hours last year (annual consumption).',
      'energy',
      3850,
      'kWh',
      'Yearly consumption',
    ],
    ['Jahresverbrauch viertausendfünfhundert Kilowattstunden', 'energy', 4500, 'kWh', 'Yearly consumption'],
    ['Monatlicher Abschlag €89,50', 'amount', 89.5, '€', 'Monthly payment'],
    ['You pay 89,50 € per month.', 'amount', 89.5, '€', 'Monthly payment'],
    ['Total amount due: $1,487.50', 'amount', 1487.5, '$', 'Amount due'],
    ['Rechnungsbetrag 1.487,50 EUR', 'amount', 1487.5, '€', 'Amount due'],
    ['Arbeitspreis 0,3250 €/kWh', 'amount', 0.325, '€', 'Energy price'],
    ['Prices rose by 12 %.', 'percent', 12, '%', 'Increase'],
    ['VAT is nineteen percent.', 'percent', 19, '%', 'VAT'],
    ['Der Preis steigt um zwölf Prozent.', 'percent', 12, '%', 'Increase'],
    ['PV system size 9.8 kWp', 'power', 9.8, 'kWp', 'System size'],
  ])('%s', (text, kind, value, unit, meaning) => {
    expect(one(text)).toMatchObject({ kind, value, unit, meaning });
  });

  it('reads dates and date ranges and says which date it is', () => {
    const figs = extractFigures(
      'Billing period: 01.01.2025 to 31.12.2025. Payable by March 3, 2025. Rechnungsdatum 3. Februar 2026.',
    );
    expect(figs.filter((f) => f.kind === 'date').map((f) => [f.raw, f.meaning[0]])).toEqual([
      ['01.01.2025 to 31.12.2025', 'Billing period'],
      ['March 3, 2025', 'Due date'],
      ['3. Februar 2026', 'Invoice date'],
    ]);
  });

  it('does not take words that merely end like numbers, or articles, as figures', () => {
    expect(extractFigures('Keine Nacht ohne Pacht. A kWh costs money.')).toEqual([]);
  });
});

describe('relating figures to the answers and the form', () => {
  it('compares answers with the document, converting a yearly cost to a month', () => {
    const text = analyzeOffline({
      formResponses: { 'What is your monthly electricity bill?': 100, 'What is your roof size in m²?': 118 },
      documentText: 'Your yearly electricity cost was $1,500. The roof area is 120 m².',
      language: 'en',
    });
    expect(text).toContain('Compared with your answers');
    expect(text).toMatch(
      /monthly electricity bill\?: your answer 100; in the document: Yearly cost \$1,500 \(about 125 a month\) — the document's figure is 25% higher/,
    );
    expect(text).toMatch(
      /roof size in m²\?: your answer 118; in the document: Roof area 120 m² — that matches your answer/,
    );
  });

  it("writes in the form's language whatever the document's language", () => {
    const text = analyzeOffline({
      formResponses: {},
      documentText: 'The roof area is 120 square meters, facing south.',
      language: 'de',
    });
    expect(text).toMatch(/^Dokumentanalyse/);
    expect(text).toContain('Dachfläche: 120 m², Ausrichtung nach Süden');
  });

  it("states the form's calculated estimate when the server passes one", () => {
    const text = analyzeOffline({
      formResponses: { 'Roof area': 120 },
      documentText: 'Roof area 120 m²',
      language: 'en',
      estimates: [{ label: 'Estimated price', display: '$6,900' }],
    });
    expect(text).toContain('Estimate\n- Estimated price: $6,900');
    expect(text).toMatch(/computed from your answers/);
  });

  it('promises nothing on the business owner’s behalf', () => {
    const text = analyzeOffline({ formResponses: {}, documentText: 'Bill: 100 EUR', language: 'en' });
    expect(text).not.toMatch(/will contact you|within|business day|specialist/i);
  });
});
