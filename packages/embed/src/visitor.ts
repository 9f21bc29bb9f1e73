// The visitor's ad-platform ids on the host page (cookies and click ids in its address), read by embed-tracking.js
// for the server's conversion events; only a form whose owner switched tracking on ever runs it.
import { readVisitor, type VisitorDetail } from './protocol.ts';

/** One cookie's value from `document.cookie`, or null. */
function cookie(cookies: string, name: string): string | null {
  for (const part of cookies.split(';')) {
    const eq = part.indexOf('=');
    if (part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return null;
}

/**
 * The ids as Meta and Google document them: `fbc` is the `_fbc` cookie unless the address carries a newer
 * `fbclid` (an ad click that landed here before the Pixel wrote its cookie), then `fb.1.<now in ms>.<fbclid>`;
 * the GA client id is the last two parts of `_ga` (`GA1.1.123.456` → `123.456`). Odd values come back null.
 */
export function visitorOf(cookies: string, href: string, now: number): VisitorDetail {
  const query = new URL(href).searchParams;
  const fbclid = query.get('fbclid');
  let fbc = cookie(cookies, '_fbc');
  if (fbclid && !fbc?.endsWith(`.${fbclid}`)) fbc = `fb.1.${now}.${fbclid}`;
  const ga = /^GA\d\.\d+\.(\d+\.\d+)$/.exec(cookie(cookies, '_ga') ?? '');
  return readVisitor({
    fbc,
    fbp: cookie(cookies, '_fbp'),
    gaClientId: ga?.[1],
    gclid: query.get('gclid'),
    gbraid: query.get('gbraid'),
    wbraid: query.get('wbraid'),
  });
}
