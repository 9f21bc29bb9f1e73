// What an answer session keeps of its visitor for the ad platforms: well-formed ids, the address, a browser's agent.
import { describe, expect, it } from 'vitest';
import { sessionVisitor } from './visitor.ts';

describe('sessionVisitor', () => {
  it('keeps the well-formed ids with the address and user agent, and drops the rest', () => {
    expect(
      sessionVisitor(
        {
          fbp: 'fb.1.1764200000000.42',
          gclid: 'Cj0_x',
          fbc: 'javascript:alert(1)',
          gaClientId: 7,
          extra: 'x',
        },
        '203.0.113.7',
        'Mozilla/5.0',
      ),
    ).toEqual({ fbp: 'fb.1.1764200000000.42', gclid: 'Cj0_x', ip: '203.0.113.7', userAgent: 'Mozilla/5.0' });
  });

  it('keeps no user agent longer than a browser sends, and nothing from a body that is no object', () => {
    expect(sessionVisitor('fbp', '::1', 'x'.repeat(513))).toEqual({ ip: '::1' });
  });
});
