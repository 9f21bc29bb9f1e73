// The owner app's page with preload hints for the responses screen, and unchanged everywhere else.
import { describe, expect, it } from 'vitest';
import { pageWithHints } from './web.ts';

const html = `<!doctype html>
<html><head>
    <script type="module" crossorigin src="/assets/main-1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-1.js">
  </head><body><div id="root"></div></body></html>`;
const manifest = {
  'src/app/pages/responses.tsx': { file: 'assets/responses-9.js', imports: ['_table-2.js', '_react-1.js'] },
  '_table-2.js': { file: 'assets/table-2.js', imports: ['_forms-3.js', '_react-1.js'] },
  '_forms-3.js': { file: 'assets/forms-3.js', imports: ['_table-2.js'] },
  '_react-1.js': { file: 'assets/react-1.js' },
};

describe('pageWithHints', () => {
  it("preloads the responses screen's chunks and its first requests, with the app's credentials", () => {
    const page = pageWithHints(html, '/forms/42/responses', manifest);
    expect(page).not.toBeNull();
    const links = [...String(page).matchAll(/<link rel="(modulepreload|preload)"[^>]*href="([^"]+)">/g)].map(
      (m) => `${m[1]} ${m[2]}`,
    );
    expect(links).toEqual([
      'modulepreload /assets/react-1.js',
      'modulepreload /assets/responses-9.js',
      'modulepreload /assets/table-2.js',
      'modulepreload /assets/forms-3.js',
      'preload /api/auth/user',
      'preload /api/forms/42',
      'preload /api/forms/42/responses?limit=100&amp;count=none',
    ]);
    expect(String(page).match(/as="fetch" crossorigin="use-credentials"/g)).toHaveLength(3);
    // The hints go in the head, before it closes.
    expect(String(page).indexOf('/api/forms/42/responses')).toBeLessThan(String(page).indexOf('</head>'));
  });

  it('leaves the first requests out when the page brings their answers, and the page as it is with nothing to add', () => {
    const page = String(pageWithHints(html, '/forms/42/responses', manifest, false));
    expect(page).toContain('modulepreload" crossorigin href="/assets/responses-9.js"');
    expect(page).not.toContain('rel="preload"');
    expect(pageWithHints(html, '/forms/42/responses', null, false)).toBe(html);
  });

  it('leaves every other address alone, and the chunks out without a manifest', () => {
    for (const p of [
      '/',
      '/dashboard',
      '/forms/42',
      '/forms/42/responses/7',
      '/forms/x/responses',
      '/forms/42/responses.csv',
    ])
      expect(pageWithHints(html, p, manifest), p).toBeNull();
    const page = String(pageWithHints(html, '/forms/5/responses/', null));
    expect(page).not.toContain('modulepreload" crossorigin href="/assets/responses');
    expect(page).toContain('href="/api/forms/5/responses?limit=100&amp;count=none"');
  });
});
