// The typed client: every call names a route by its ref (packages/forms/src/api/route-refs.ts), typed by its
// contract, so its input and answer are the server's own schemas (a changed answer shape is a compile error here)
// while no schema is bundled (zod would weigh on every page). Non-ok answers throw ApiError.
import type { ApiInput, ApiResponse, ApiRoute } from '@forms-engine/contracts';
import { type RouteRef, routeUrl } from '@forms-engine/contracts/client';
import { QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { ApiError } from '../logic/api-error.ts';

export { ApiError, userMessage } from '../logic/api-error.ts';

async function send(method: string, path: string, body?: unknown): Promise<unknown> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  if (!text) return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/** What a call to `R` resolves to. */
export type ApiResult<R extends ApiRoute> = ApiResponse<R>;

/** Input is optional when the route takes none. */
type InputArgs<R extends ApiRoute> = {} extends ApiInput<R> ? [input?: ApiInput<R>] : [input: ApiInput<R>];

/** The URL a call goes to; also the query key, so invalidating '/api/forms…' keys keeps working. */
export function urlOf<R extends ApiRoute>(route: RouteRef<R>, ...[input]: InputArgs<R>): string {
  const i = input as { params?: Record<string, unknown>; query?: Record<string, unknown> } | undefined;
  return routeUrl(route, i?.params, i?.query);
}

/** Calls a route and resolves to its (typed) answer. */
export async function call<R extends ApiRoute>(
  route: RouteRef<R>,
  ...args: InputArgs<R>
): Promise<ApiResponse<R>> {
  const body = (args[0] as { body?: unknown } | undefined)?.body;
  return (await send(route.method, urlOf(route, ...args), body)) as ApiResponse<R>;
}

/** A GET route as a query, keyed by its URL. */
export function useApiQuery<R extends ApiRoute>(
  route: RouteRef<R>,
  input: ApiInput<R> | undefined,
  options: Omit<UseQueryOptions<ApiResponse<R>>, 'queryKey' | 'queryFn'> = {},
) {
  const args = [input] as unknown as InputArgs<R>;
  return useQuery({
    queryKey: [urlOf(route, ...args)],
    queryFn: () => call(route, ...args),
    ...options,
  });
}

/** docs/spec/owner-side.md §7 defaults: no retries, no refetch on focus, data never stale, no polling. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchInterval: false,
    },
    mutations: { retry: false },
  },
});

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
