// The responses list's first request, shared by the screen and the app's start: the filters as the address holds
// them, one page fetched with its total and next cursor, and the query key both use. It lives in the main chunk so
// that opening /forms/{id}/responses can ask for the first page (and load the screen's chunk) at once, in parallel
// with the session check, instead of after it: each link of that chain would otherwise wait for the one before.
import type { ResponseRow } from '@forms-engine/model';
import { getForm, listResponses } from '@forms-engine/contracts/client';
import { ApiError, call, queryClient, request, urlOf } from './api.ts';

export const PAGE_SIZE = 100;

export interface Filters {
  q: string;
  status: 'all' | 'complete' | 'incomplete' | 'spam';
  from: string;
  to: string;
}

const STATUSES: readonly Filters['status'][] = ['all', 'complete', 'incomplete', 'spam'];

/** The filters as the address holds them (so Back from a response, a reload or a shared link keeps them). */
export function filtersFrom(params: URLSearchParams): Filters {
  const status = params.get('status') as Filters['status'] | null;
  return {
    q: params.get('q') ?? '',
    status: status && STATUSES.includes(status) ? status : 'all',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
  };
}

/** The filters as the routes' query (empty ones left out, so the URL says only what is set). */
export function filterQuery(f: Filters) {
  return {
    q: f.q.trim() || undefined,
    status: f.status === 'all' ? undefined : f.status,
    from: f.from || undefined,
    to: f.to || undefined,
  };
}

export interface RowsPage {
  rows: ResponseRow[];
  next: string | null;
}

/**
 * The query of one page of the list under `filters`, without its total (`count=none`): the exact count of a million
 * responses takes the database longer than the page, so the screen asks for it alone (GET …/responses/count)
 * once its first rows are drawn, so counting never competes with them.
 */
export const pageQuery = (filters: Filters, cursor: string | null) => ({
  ...filterQuery(filters),
  limit: PAGE_SIZE,
  cursor: cursor ?? undefined,
  count: 'none' as const,
});

export async function fetchPage(id: string, filters: Filters, cursor: string | null): Promise<RowsPage> {
  // The raw answer rather than `call`'s body: the page's next cursor comes in a header.
  const res = await request(listResponses, { params: { id }, query: pageQuery(filters, cursor) });
  const text = await res.text().catch(() => '');
  if (!res.ok)
    throw new ApiError(res.status, text, res.statusText, {
      code: res.headers.get('X-Error-Code'),
      field: res.headers.get('X-Error-Field'),
    });
  const rows = JSON.parse(text) as unknown;
  if (!Array.isArray(rows)) throw new Error('Failed to load responses. Please try again later.');
  return {
    rows: rows as ResponseRow[],
    next: res.headers.get('X-Next-Cursor'),
  };
}

/** The list's query: its key (the filters are part of it) and how a page is read. */
export function responsesQuery(id: string, filters: Filters) {
  return {
    queryKey: [urlOf(listResponses, { params: { id } }), filters] as const,
    queryFn: ({ pageParam }: { pageParam: string | null }) => fetchPage(id, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RowsPage) => last.next,
  };
}

/**
 * Called once when the app starts: on the responses screen, its chunk, the first page and the form are asked for
 * now, while the session is still being checked. Signed out, the two requests answer 401 and
 * the screen is never shown (the guard sends the visitor to /auth, and signing in clears the cache); a failed
 * request is made again when the screen mounts. Returns the screen's chunk on its way (nothing on other pages).
 */
export function startEarly(
  path: string,
  search: string,
  loadScreen: () => Promise<unknown>,
): Promise<unknown> | undefined {
  const m = /^\/forms\/(\d+)\/responses\/?$/.exec(path);
  if (!m) return undefined;
  const id = m[1];
  const screen = loadScreen();
  const filters = filtersFrom(new URLSearchParams(search));
  // The same key and answer as useForm (the typed client's GET of getForm).
  const formUrl = urlOf(getForm, { params: { id } });
  void queryClient.prefetchInfiniteQuery(responsesQuery(id, filters));
  void queryClient.prefetchQuery({
    queryKey: [formUrl],
    queryFn: () => call(getForm, { params: { id } }),
  });
  return screen;
}
