// The host page's ad ids as embed-tracking.js reads them: Meta's and Google's documented forms, odd values dropped.
import { describe, expect, it } from 'vitest';
import { readHostMessage } from './protocol.ts';
import { visitorOf } from './visitor.ts';

const NOW = 1_764_300_000_000;

describe('visitorOf', () => {
  it('reads _fbc, _fbp and the GA client id from the cookies and the Google click ids from the address', () => {
    const cookies =
      '_ga=GA1.1.1234567890.1764200000; _fbp=fb.1.1764200000000.987654321; theme=dark; _fbc=fb.1.1764200000000.AbC_d-1';
    expect(
      visitorOf(cookies, 'https://shop.example/quote?gclid=Cj0K_x-1&gbraid=0AAAA&wbraid=1BBB', NOW),
    ).toEqual({
      fbc: 'fb.1.1764200000000.AbC_d-1',
      fbp: 'fb.1.1764200000000.987654321',
      gaClientId: '1234567890.1764200000',
      gclid: 'Cj0K_x-1',
      gbraid: '0AAAA',
      wbraid: '1BBB',
    });
  });

  it('builds fbc from an fbclid in the address when no cookie holds that click', () => {
    expect(visitorOf('', 'https://shop.example/?fbclid=IwAR2xyz', NOW).fbc).toBe(`fb.1.${NOW}.IwAR2xyz`);
    // The cookie of an older click gives way to the click that brought the visitor now.
    expect(visitorOf('_fbc=fb.1.1.OLD', 'https://shop.example/?fbclid=NEW', NOW).fbc).toBe(`fb.1.${NOW}.NEW`);
    // The same click the Pixel already wrote keeps the cookie's time.
    expect(visitorOf('_fbc=fb.1.5.SAME', 'https://shop.example/?fbclid=SAME', NOW).fbc).toBe('fb.1.5.SAME');
  });

  it('gives null for ids the page does not have or that are malformed', () => {
    expect(
      visitorOf(
        '_ga=GA1.1.abc.def; _fbp=<script>; _fbc=fb.1.2.x y',
        'https://shop.example/?gclid=a%20b',
        NOW,
      ),
    ).toEqual({ fbc: null, fbp: null, gaClientId: null, gclid: null, gbraid: null, wbraid: null });
    expect(visitorOf('', `https://shop.example/?gclid=${'x'.repeat(301)}`, NOW).gclid).toBeNull();
  });
});

describe('the visitor message', () => {
  it('reaches the form with exactly its well-formed fields', () => {
    expect(
      readHostMessage({ type: 'visitor', version: 1, fbp: 'fb.1.2.3', gclid: 'ok', gbraid: 5, extra: 'x' }),
    ).toEqual({
      type: 'visitor',
      version: 1,
      fbc: null,
      fbp: 'fb.1.2.3',
      gaClientId: null,
      gclid: 'ok',
      gbraid: null,
      wbraid: null,
    });
  });
});
