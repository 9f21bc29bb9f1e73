import { listResponses } from '@forms-engine/contracts/client';
import { describe, expect, it } from 'vitest';
import { urlOf } from './api.ts';
import { filtersFrom, pageQuery } from './responses-list.ts';

const firstPage = (id: string, search: string) =>
  urlOf(listResponses, { params: { id }, query: pageQuery(filtersFrom(new URLSearchParams(search)), null) });

describe('the responses list requests started at app start', () => {
  it('ask for the first page without its total', () => {
    expect(firstPage('42', '')).toBe('/api/forms/42/responses?limit=100&count=none');
  });
  it('carry the filters the address holds, set ones only, and no unknown status', () => {
    expect(firstPage('7', '?q=Lee%204711&status=complete')).toBe(
      '/api/forms/7/responses?q=Lee+4711&status=complete&limit=100&count=none',
    );
    expect(firstPage('7', '?from=2026-01-01&to=2026-02-01&status=nope')).toBe(
      '/api/forms/7/responses?from=2026-01-01&to=2026-02-01&limit=100&count=none',
    );
  });
});
