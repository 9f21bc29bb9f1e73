import { describe, expect, it } from 'vitest';
import { detectMobile, isInFrame } from './frame.ts';

describe('mobile and frame detection', () => {
  it('is mobile by user agent or a width under 640 px', () => {
    expect(detectMobile('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 1200)).toBe(true);
    expect(detectMobile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 639)).toBe(true);
    expect(detectMobile('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 640)).toBe(false);
  });
  it('detects a frame, and counts an inaccessible parent as one', () => {
    const w = {} as { self: unknown; top: unknown };
    w.self = w;
    w.top = w;
    expect(isInFrame(w)).toBe(false);
    expect(isInFrame({ self: {}, top: {} })).toBe(true);
    const throwing = {
      self: {},
      get top(): unknown {
        throw new Error('cross-origin');
      },
    };
    expect(isInFrame(throwing)).toBe(true);
  });
});
