import type { ResponseColumn } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { translator } from '../i18n/languages.ts';
import { verifiedText, withOwnerHeaders } from './column-headers.ts';

describe('lead columns in the owner language', () => {
  const de = translator('de');
  it('names the verification and writes its values in German; English stays as the model wrote it', () => {
    expect(verifiedText('E-mail, Phone', de)).toBe('E-Mail, Telefon');
    expect(verifiedText('Not verified', de)).toBe('Nicht bestätigt');
    expect(verifiedText('', de)).toBe('');
    expect(verifiedText('E-mail, Phone', translator('en'))).toBe('E-mail, Phone');
    const model: ResponseColumn = {
      id: 'verified',
      header: 'Verified',
      csvHeader: 'Verified',
      cell: () => 'Phone',
      csv: () => 'Phone',
    };
    const [column] = withOwnerHeaders([model], de);
    const row = { id: 1, created_at: '2026-11-28T07:00:00Z', response: null, temp_response: null };
    expect(column?.header).toBe('Bestätigt');
    expect(column?.cell(row)).toBe('Telefon');
    // The CSV keeps the model's English value.
    expect(column?.csv(row)).toBe('Phone');
  });
});
