// The owner app's calls through the contracts' typed client (@forms-engine/contracts/client): its input and answer
// are the server's own schemas' types (a changed answer shape is a compile error here) while no schema is bundled
// (zod would weigh on every page). Non-ok answers throw ApiError; GET routes become queries keyed by their URL.
import {
  type ApiInput,
  type ApiResponse,
  type ApiRoute,
  createClient,
  type InputArgs,
  type RouteRef,
  urlOf,
} from '@forms-engine/contracts/client';
import { QueryClient, type UseQueryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, appLanguage, localMessage } from './api-error.ts';

export { ApiError, userMessage } from './api-error.ts';
export { urlOf };

const client = createClient({
  error: (res, text) =>
    new ApiError(res.status, text, res.statusText, {
      code: res.headers.get('X-Error-Code'),
      field: res.headers.get('X-Error-Field'),
    }),
});

/** The raw answer of a call, for a caller that reads its headers too (the responses list's next cursor). */
export const request = client.request;

/** Calls a route and resolves to its (typed) answer. */
export function call<R extends ApiRoute>(route: RouteRef<R>, ...args: InputArgs<R>): Promise<ApiResponse<R>> {
  return client.call(route, args[0]);
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

/** What went wrong, in words for a person in the app's language: never a status code or raw body. */
export function errorText(error: unknown): string {
  if (error instanceof ApiError) return localMessage(error, appLanguage());
  return error instanceof Error ? error.message : String(error);
}
