// A scripted stand-in for the server's respondent API (page.route), for screenshots and the benchmark.
import type { Page, Route } from 'playwright-core';

export interface MockOptions {
  config: unknown;
  color?: string;
  iconMode?: string;
  language?: string;
  geocode?: 'ok' | 'none' | 'fail';
}

const json = (route: Route, body: unknown, status = 200) =>
  route.fulfill({ status, contentType: 'application/json', body: JSON.stringify(body) });

export async function mockRespondentApi(page: Page, opts: MockOptions): Promise<{ calls: string[] }> {
  const calls: string[] = [];
  await page.route('**/api/**', async (route) => {
    const req = route.request();
    const url = new URL(req.url());
    calls.push(`${req.method()} ${url.pathname}`);
    const p = url.pathname;
    if (p === '/api/forms/by-properties' || /^\/api\/forms\/\d+$/.test(p)) {
      return json(route, {
        id: 1,
        label: 'demo',
        language: opts.language ?? 'en',
        domain: '',
        color: opts.color ?? '#10b981',
        iconMode: opts.iconMode ?? 'lucide',
        config: opts.config,
      });
    }
    if (p.endsWith('/session')) return json(route, { sessionId: 'sess-1', sessionNo: 1 });
    // /embed's runner opens its session under an id it made up.
    const opened = p.match(/\/sessions\/([0-9a-f-]{36})$/);
    if (opened) return json(route, { sessionId: opened[1], sessionNo: 1 }, 201);
    if (p.endsWith('/temp-response')) return json(route, { ok: true });
    if (p.endsWith('/submit')) return json(route, { ok: true });
    if (p === '/api/geocode') {
      if (opts.geocode === 'fail') return json(route, { error: 'down' }, 502);
      if (opts.geocode === 'none') return json(route, { status: 'ZERO_RESULTS', results: [] });
      return json(route, {
        status: 'OK',
        results: [
          {
            formatted_address: '1 Main St, Springfield, IL 62701, USA',
            geometry: { location: { lat: 39.8, lng: -89.6 } },
          },
        ],
      });
    }
    if (p === '/api/user/privacy-policy')
      return json(route, { privacyPolicyLink: 'https://example.com/privacy' });
    if (p === '/api/upload-document')
      return json(route, { documentUrl: '/uploads/bill.pdf', extractedText: 'Total due: $142.17' });
    if (p === '/api/generate-quotation') {
      return json(route, {
        quotation:
          'Your bill shows an average monthly usage of 620 kWh.\n\nA 5 kW system would cover about 85% of it, saving roughly $120 per month.',
      });
    }
    return json(route, { error: 'Not found' }, 404);
  });
  return { calls };
}
