// The responses list's first request, shared by the screen and the app's start: the filters as the address holds
// them, one page fetched with its total and next cursor, and the query key both use. It lives in the main chunk so
// that opening /forms/{id}/responses can ask for the first page (and load the screen's chunk) at once, in parallel
// with the session check, instead of after it: each link of that chain would otherwise wait for the one before.
import type { ResponseRow } from '../logic/responses.ts';
import { ApiError, queryClient } from './api.ts';

export const PAGE_SIZE = 100;

// The routes' paths written out rather than taken from their contracts (listResponses, getForm): importing the
// contracts would bring the form schemas into the main chunk, which the landing page loads. A test holds them equal.
export const LIST_PATH = '/api/forms/:id/responses';
export const FORM_PATH = '/api/forms/:id';

/** A route's URL as the typed client builds it (routeUrl): the id in the path, the set query values in order. */
export function pathUrl(
  path: string,
  id: string,
  query: Record<string, string | number | undefined> = {},
): string {
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query)) if (v !== undefined) search.set(k, String(v));
  const qs = search.toString();
  const url = path.replace(':id', encodeURIComponent(id));
  return qs ? `${url}?${qs}` : url;
}

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
 * The URL of one page of the list under `filters`, without its total (`count=none`): the exact count of a million
 * responses takes the database longer than the page, so the screen asks for it alone (GET …/responses/count)
 * once its first rows are drawn, so counting never competes with them.
 */
export function pageUrl(id: string, filters: Filters, cursor: string | null): string {
  return pathUrl(LIST_PATH, id, {
    ...filterQuery(filters),
    limit: PAGE_SIZE,
    cursor: cursor ?? undefined,
    count: 'none',
  });
}

export async function fetchPage(id: string, filters: Filters, cursor: string | null): Promise<RowsPage> {
  // Read with fetch rather than `call`: the page's next cursor comes in a header.
  const url = pageUrl(id, filters, cursor);
  const res = await fetch(url, { credentials: 'include' });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
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
    queryKey: [`/api/forms/${id}/responses`, filters] as const,
    queryFn: ({ pageParam }: { pageParam: string | null }) => fetchPage(id, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last: RowsPage) => last.next,
  };
}

/** The session check's path (currentUser), the user query's key in lib/auth.tsx. A test holds them equal. */
export const USER_PATH = '/api/auth/user';
/** The id of the JSON block the server writes the owner's first screen into (plugins/first-screen.ts). */
export const FIRST_SCREEN_ID = 'fe-first-screen';

interface WrittenFirstScreen {
  formId: number;
  user: unknown;
  form: unknown;
  page: RowsPage;
}

/**
 * The user, the form and the list's first page the server wrote into the page for its signed-in owner
 * (no request has to wait for a free connection behind the screen's scripts), if they are there and for form
 * `id`. Read once: the block is removed, so coming back to the screen later asks the server again.
 */
export function writtenFirstScreen(id: string): WrittenFirstScreen | null {
  const block = document.getElementById(FIRST_SCREEN_ID);
  if (!block) return null;
  block.remove();
  try {
    const data = JSON.parse(block.textContent ?? '') as WrittenFirstScreen;
    return String(data.formId) === id && data.user && Array.isArray(data.page?.rows) ? data : null;
  } catch {
    return null;
  }
}

/**
 * Called once when the app starts: on the responses screen, its chunk is asked for now; the user, the form and the
 * first page are taken from the page when the server wrote them in for their owner, else the first page and the
 * form are asked for now, while the session is still being checked. Signed out, the two requests answer 401 and
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
  const formUrl = pathUrl(FORM_PATH, id);
  const written = search ? null : writtenFirstScreen(id);
  if (written) {
    queryClient.setQueryData([USER_PATH], written.user);
    queryClient.setQueryData([formUrl], written.form);
    queryClient.setQueryData(responsesQuery(id, filters).queryKey, {
      pages: [written.page],
      pageParams: [null],
    });
    return screen;
  }
  void queryClient.prefetchInfiniteQuery(responsesQuery(id, filters));
  void queryClient.prefetchQuery({
    queryKey: [formUrl],
    queryFn: async () => {
      const res = await fetch(formUrl, { credentials: 'include' });
      const text = await res.text().catch(() => '');
      if (!res.ok) throw new ApiError(res.status, text, res.statusText);
      return JSON.parse(text) as unknown;
    },
  });
  return screen;
}
