// How the owner app names a route: its method and path only, typed by its contract (type-only import, so none of
// the contracts' zod schemas reach the browser bundle that only calls routes). route-refs.ts holds
// one for every contract.
import type { ApiInput, ApiRoute } from './contract.ts';

declare const contract: unique symbol;

/** A route as the client calls it. The contract is a type, never a value: its schemas stay on the server. */
export interface RouteRef<R extends ApiRoute = ApiRoute> {
  readonly method: R['method'];
  readonly path: R['path'];
  readonly [contract]: R;
}

/** The ref of contract `R`; its method and path must be the contract's own (checked by the compiler). */
export function ref<R extends ApiRoute>(method: R['method'], path: R['path']): RouteRef<R> {
  return { method, path } as RouteRef<R>;
}

/** Input is optional when the route takes none. */
export type InputArgs<R extends ApiRoute> =
  {} extends ApiInput<R> ? [input?: ApiInput<R>] : [input: ApiInput<R>];

/** The URL of a call: the path's `:name` segments filled from `params`, `query` appended. */
export function urlOf<R extends ApiRoute>(route: RouteRef<R>, ...[input]: InputArgs<R>): string {
  const { params, query } = (input ?? {}) as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
  };
  const path = route.path.replace(/:(\w+)/g, (_m, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`${route.path}: missing parameter ${name}`);
    return encodeURIComponent(String(value));
  });
  const search = new URLSearchParams();
  for (const [k, v] of Object.entries(query ?? {}))
    if (v !== undefined && v !== null) search.set(k, String(v));
  const qs = search.toString();
  return qs ? `${path}?${qs}` : path;
}

/** The contract a ref stands for (`ApiInput<ContractOf<typeof getForm>>`). */
export type ContractOf<T> = T extends RouteRef<infer R> ? R : never;
