// Security headers on every response: strict CSP, framing allowed only for the /embed runner.
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { signedInClient, startServer, type TestServer } from './helper.ts';

function directives(csp: string | null): Map<string, string> {
  const map = new Map<string, string>();
  for (const part of (csp ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values.join(' '));
  }
  return map;
}

describe('security headers', () => {
  let server: TestServer;
  beforeAll(async () => {
    // The test checkout is on so its page can be checked too.
    server = await startServer({}, { TEST_CHECKOUT: 'on' });
  });
  afterAll(() => server.close());

  test('API answers, docs, checkout pages and errors may not be framed by anyone', async () => {
    const { client } = await signedInClient(server.url);
    const checkout = await client.post<{ url: string }>('/api/purchase-credits', { package: 'starter' });
    const paths = [
      '/api/auth/user',
      '/api/docs',
      '/api/docs/openapi.json',
      new URL(checkout.body.url).pathname,
      '/api/no-such-route',
      '/dashboard',
      '/embed.js',
      '/embedded',
    ];
    for (const p of paths) {
      const res = await client.get(p);
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), p).toBe("'none'");
      expect(res.headers.get('x-frame-options'), p).toBe('DENY');
      expect(res.headers.get('x-content-type-options'), p).toBe('nosniff');
      expect(res.headers.get('referrer-policy'), p).toBe('strict-origin-when-cross-origin');
    }
  });

  test('the /embed runner may be framed by any site', async () => {
    for (const p of ['/embed', '/embed/', '/embed?language=en&label=Solar&domain=']) {
      const res = await fetch(server.url + p);
      await res.arrayBuffer();
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('frame-ancestors'), p).toBe('*');
      expect(res.headers.get('x-frame-options'), p).toBeNull();
    }
  });

  test('the CSP allows only our own scripts and no plugins', async () => {
    const res = await fetch(`${server.url}/api/docs`);
    await res.arrayBuffer();
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('default-src')).toBe("'self'");
    expect(csp.get('script-src')).toBe("'self'");
    expect(csp.get('object-src')).toBe("'none'");
    expect(csp.get('base-uri')).toBe("'self'");
    expect(csp.get('form-action')).toBe("'self'");
  });
});
