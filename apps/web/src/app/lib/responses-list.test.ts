import { listResponses } from '@forms-engine/contracts/client';
import { describe, expect, it } from 'vitest';
import { urlOf } from './api.ts';
import { filtersFrom, PAGE_SIZE, pageUrl } from './responses-list.ts';

describe('the responses list requests started at app start', () => {
  it('go to the URLs the typed client builds from the route contracts', () => {
    for (const search of [
      '',
      '?q=Lee%204711&status=complete',
      '?from=2026-01-01&to=2026-02-01&status=nope',
      '?q=a%26b',
    ]) {
      const filters = filtersFrom(new URLSearchParams(search));
      for (const cursor of [null, 'MjAyNi0wMS0wMSAwMDowMDowMHwx'])
        expect(pageUrl('7', filters, cursor)).toBe(
          urlOf(listResponses, {
            params: { id: '7' },
            query: {
              q: filters.q.trim() || undefined,
              status: filters.status === 'all' ? undefined : filters.status,
              from: filters.from || undefined,
              to: filters.to || undefined,
              limit: PAGE_SIZE,
              cursor: cursor ?? undefined,
              count: 'none',
            },
          }),
        );
    }
    // The first page is the URL the server's page preloads (plugins/web.ts), so the preload is the one used.
    expect(pageUrl('42', filtersFrom(new URLSearchParams('')), null)).toBe(
      '/api/forms/42/responses?limit=100&count=none',
    );
  });
});
