import { describe, expect, it } from 'vitest';
import { CREDIT_PACKAGES, pricePerCredit } from './credits.ts';

describe('price per credit', () => {
  it('shows two decimals for each package', () => {
    expect(CREDIT_PACKAGES.map(pricePerCredit)).toEqual(['0.50', '0.40', '0.25']);
  });
  it('rounds to two decimals', () => {
    expect(pricePerCredit({ credits: 3, price: 10 })).toBe('3.33');
  });
  it('never divides by zero', () => {
    expect(pricePerCredit({ credits: 0, price: 10 })).toBe('0.00');
  });
  it('marks only Pro as most popular', () => {
    expect(CREDIT_PACKAGES.filter((p) => p.popular).map((p) => p.name)).toEqual(['Pro']);
  });
});
