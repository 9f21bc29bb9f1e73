import { describe, expect, it } from 'vitest';
import { keptSession, parseEmbedParams } from './params.ts';

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

describe('the answer session embed.js hands back', () => {
  const id = '6f1c9a52-1111-4222-8333-944455556666';
  it('reads the id and the path from the fragment, beside the host page’s own parameters', () => {
    expect(keptSession(`#utm_source=ads&fe_session=${id}&fe_path=1.2`)).toEqual({
      sessionId: id,
      path: [1, 2],
    });
    expect(keptSession(`#fe_session=${id}`)).toEqual({ sessionId: id, path: [] });
  });
  it('ignores anything malformed', () => {
    expect(keptSession('#fe_session=nope&fe_path=1')).toBeNull();
    expect(keptSession('')).toBeNull();
    expect(keptSession(`#fe_session=${id}&fe_path=1.x.99999`)).toEqual({ sessionId: id, path: [1] });
  });
});
