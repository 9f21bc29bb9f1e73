import { describe, expect, it } from 'vitest';
import { parseEmbedParams } from './params.ts';

describe('/embed parameters', () => {
  it('looks the form up by language, label and domain', () => {
    expect(parseEmbedParams('?language=de&label=Solar&domain=example.com').source).toEqual({
      kind: 'properties',
      language: 'de',
      label: 'Solar',
      domain: 'example.com',
    });
  });
  it('falls back to the older numeric form or id parameter', () => {
    expect(parseEmbedParams('?form=12').source).toEqual({ kind: 'id', id: 12 });
    expect(parseEmbedParams('?id=7').source).toEqual({ kind: 'id', id: 7 });
    expect(parseEmbedParams('?id=7abc').source).toEqual({ kind: 'none' });
    expect(parseEmbedParams('?id=0').source).toEqual({ kind: 'none' });
  });
  it('has no source without parameters', () => {
    expect(parseEmbedParams('').source).toEqual({ kind: 'none' });
  });
  it('accepts iconMode only as lucide, emoji or none', () => {
    expect(parseEmbedParams('?iconMode=emoji').iconMode).toBe('emoji');
    expect(parseEmbedParams('?iconMode=none').iconMode).toBe('none');
    expect(parseEmbedParams('?iconMode=fontawesome').iconMode).toBeNull();
  });
});
