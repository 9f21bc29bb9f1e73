// The offline document analysis: structured text that cites the document's figures and the answers.
import { describe, expect, it } from 'vitest';
import { analyzeOffline, extractFigures } from './analyze.ts';

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
    expect(figs.find((f) => f.kind === 'date')?.value).toBe('2025-03-01');
  });
});
