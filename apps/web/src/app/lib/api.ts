// The generic call helper: JSON in and out, cookies always sent, non-ok answers thrown as ApiError.
import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '../logic/api-error.ts';

export { ApiError, userMessage } from '../logic/api-error.ts';

export async function api<T = unknown>(method: string, path: string, body?: unknown): Promise<T> {
  const res = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  if (!text) return undefined as T;
  try {
    return JSON.parse(text) as T;
  } catch {
    return text as T;
  }
}

/** Spec section 7 defaults: no retries, no refetch on focus, data never stale, no polling. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      retry: false,
      refetchOnWindowFocus: false,
      staleTime: Number.POSITIVE_INFINITY,
      refetchInterval: false,
      queryFn: ({ queryKey }) => api('GET', String(queryKey[0])),
    },
    mutations: { retry: false },
  },
});

export function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
