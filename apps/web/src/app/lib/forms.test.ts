import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime } from './forms.ts';

describe('formatDate and formatDateTime (one formatter each, made once)', () => {
  it('write what toLocaleDateString and toLocaleString write with the same locale and options', () => {
    for (let i = 0; i < 500; i++) {
      const d = new Date(Date.UTC(2024, 0, 1) + i * 86_413_117);
      const iso = d.toISOString();
      expect(formatDate(iso)).toBe(
        d.toLocaleDateString('en-US', { year: 'numeric', month: 'short', day: 'numeric' }),
      );
      expect(formatDateTime(iso)).toBe(
        d.toLocaleString('en-US', {
          year: 'numeric',
          month: 'short',
          day: 'numeric',
          hour: '2-digit',
          minute: '2-digit',
        }),
      );
    }
    expect(formatDateTime('2026-03-04T05:06:07.000Z')).toMatch(/^Mar \d, 2026, \d\d:\d\d [AP]M$/);
  });

  it('give nothing for nothing and the text itself when it is not a date', () => {
    expect(formatDate(undefined)).toBe('');
    expect(formatDateTime('')).toBe('');
    expect(formatDateTime('not a date')).toBe('not a date');
    expect(formatDate('soon')).toBe('soon');
  });
});
