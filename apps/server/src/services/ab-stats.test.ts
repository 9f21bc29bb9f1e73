// The A/B maths against values computed independently (SciPy: numerical integration of the Beta posteriors and
// 4 million draws for the expected loss).
import { describe, expect, it } from 'vitest';
import { compareVariants, probabilityBBeatsA } from './ab-stats.ts';

const v = (key: string, visitors: number, leads: number) => ({ key, visitors, leads });

describe('A/B maths', () => {
  it.each([
    [v('A', 1000, 100), v('B', 1000, 130), 0.982165],
    [v('A', 100, 10), v('B', 100, 12), 0.67072],
    [v('A', 20, 5), v('B', 20, 5), 0.5],
  ])('the closed form gives P(B > A) for %o against %o', (a, b, expected) => {
    expect(probabilityBBeatsA(a, b)).toBeCloseTo(expected, 4);
  });

  it('estimates the probability to be best and the expected loss of each variant', () => {
    const [a, b] = compareVariants([v('A', 1000, 100), v('B', 1000, 130)]);
    expect(b.key).toBe('B');
    expect(b.probabilityBest).toBeCloseTo(0.982, 2);
    expect(a.probabilityBest + b.probabilityBest).toBe(1);
    // Choosing A gives up three points of conversion on average; choosing B almost nothing.
    expect(a.expectedLoss).toBeCloseTo(0.03004, 3);
    expect(b.expectedLoss).toBeCloseTo(0.0000925, 4);
  });

  it('calls equal variants a coin toss, with the same expected loss', () => {
    const [a, b] = compareVariants([v('A', 100, 10), v('B', 100, 12)]);
    expect(b.probabilityBest).toBeCloseTo(0.6707, 1);
    expect(a.expectedLoss).toBeCloseTo(0.0293, 2);
    expect(b.expectedLoss).toBeCloseTo(0.00969, 2);
    const [x, y] = compareVariants([v('A', 1000, 100), v('B', 1000, 100)]);
    expect(Math.abs(x.probabilityBest - 0.5)).toBeLessThan(0.02);
    expect(x.expectedLoss).toBeCloseTo(0.00536, 3);
    expect(y.expectedLoss).toBeCloseTo(0.00536, 3);
  });

  it('gives the same numbers for the same counts (seeded draws)', () => {
    const counts = [v('A', 50, 3), v('B', 60, 9), v('C', 40, 2)];
    expect(compareVariants(counts)).toEqual(compareVariants(counts));
  });

  it('handles variants nobody has visited yet', () => {
    const [a, b] = compareVariants([v('A', 0, 0), v('B', 0, 0)]);
    expect(Math.abs(a.probabilityBest - 0.5)).toBeLessThan(0.02);
    expect(b.expectedLoss).toBeGreaterThan(0);
  });
});
