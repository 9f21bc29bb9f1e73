// The typed client the owner app and the respondent runner call the API through: a call names its route by ref
// (route-refs.ts: method and path, typed by the contract), so its input and answer are the contract's own types
// while none of the contracts' zod schemas reaches a browser bundle.
import type { ApiInput, ApiResponse, ApiRoute } from './contract.ts';
import { type InputArgs, type RouteRef, urlOf } from './route-ref.ts';

export type { ApiInput, ApiResponse, ApiRoute } from './contract.ts';
export * from './ab-test-defaults.ts';
export * from './embed-url.ts';
export * from './response-limits.ts';
export * from './route-ref.ts';
export * from './route-refs.ts';
export * from './working-copy.ts';

export interface ClientOptions {
  /** Put before every path (empty: the page's own origin). */
  baseUrl?: string;
  fetch?: typeof fetch;
  /** The error a non-ok answer throws: each app words its errors its own way. */
  error: (res: Response, bodyText: string) => Error;
}

/** One call's extras: a multipart body in place of the JSON one, keepalive so it outlives the page. */
export interface CallInit {
  form?: FormData;
  keepalive?: boolean;
}

/** Sends calls with the session cookie; `request` gives the raw answer, `call` its parsed body (or throws). */
export function createClient(options: ClientOptions) {
  const fetchFn = options.fetch ?? ((...args) => fetch(...args));
  function request<R extends ApiRoute>(route: RouteRef<R>, input?: ApiInput<R>, init: CallInit = {}) {
    const { body } = (input ?? {}) as { body?: unknown };
    return fetchFn(`${options.baseUrl ?? ''}${urlOf(route, ...([input] as InputArgs<R>))}`, {
      method: route.method,
      credentials: 'include',
      headers: body === undefined ? undefined : { 'Content-Type': 'application/json' },
      body: init.form ?? (body === undefined ? undefined : JSON.stringify(body)),
      keepalive: init.keepalive,
    });
  }
  async function call<R extends ApiRoute>(
    route: RouteRef<R>,
    input?: ApiInput<R>,
    init?: CallInit,
  ): Promise<ApiResponse<R>> {
    const res = await request(route, input, init);
    const text = await res.text().catch(() => '');
    if (!res.ok) throw options.error(res, text);
    if (!text) return undefined as ApiResponse<R>;
    try {
      return JSON.parse(text) as ApiResponse<R>;
    } catch {
      return text as ApiResponse<R>;
    }
  }
  return { request, call };
}
