// Registers a route from its shared contract (packages/contracts/src) plus the server-only rules: request
// limits, cross-origin permission and how generator failures are answered. The hooks in plugins/route-rules.ts
// read these from `req.routeOptions.config`, so a route carries its rules wherever its path moves.
import type { ApiRoute } from '@forms-engine/contracts';
import type {
  FastifyContextConfig,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
  RouteGenericInterface,
  RouteHandlerMethod,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import type { RespondentRule, RouteLimit } from '../plugins/rate-limits.ts';

/** How a generator failure is answered: the owner's AI calls, the public API (spec'd codes), or analysis. */
export type GeneratorErrorStyle = 'owner' | 'publicApi' | 'analysis';

export interface RouteRules {
  /** Request limits, counted before the input is checked; empty or absent means none. */
  limits?: readonly RouteLimit[];
  /** A respondent route's abuse rules: past them a proof-of-work challenge, except hard per-form caps. */
  respondent?: readonly RespondentRule[];
  /** True only for state-changing routes other sites may call (bearer API, payment webhooks). */
  crossOrigin?: boolean;
  generatorErrors?: GeneratorErrorStyle;
}

declare module 'fastify' {
  interface FastifyContextConfig extends RouteRules {
    /** Who may call; every /api route declares it (checked when the route is registered). */
    auth?: ApiRoute['auth'];
    /** The shared contract the route was registered from (for the OpenAPI document). */
    contract?: ApiRoute;
  }
}

type JsonResponses<R extends ApiRoute> = {
  [S in keyof R['response']]: R['response'][S] extends z.ZodType ? R['response'][S] : never;
};

/** The Fastify schema of a contract, typed so the handler's params, query, body and answer are inferred. */
export interface SchemaOf<R extends ApiRoute> {
  params: R['params'];
  querystring: R['query'];
  body: R['body'];
  response: JsonResponses<R>;
}

export type Handler<R extends ApiRoute> = RouteHandlerMethod<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  RouteGenericInterface,
  FastifyContextConfig,
  SchemaOf<R>,
  ZodTypeProvider
>;

export function route<R extends ApiRoute>(
  app: FastifyInstance,
  contract: R,
  rules: RouteRules,
  handler: Handler<R>,
): void {
  const response: Record<number, z.ZodType> = {};
  for (const [status, schema] of Object.entries(contract.response)) {
    if (schema && 'safeParse' in schema) response[Number(status)] = schema;
  }
  app.withTypeProvider<ZodTypeProvider>().route({
    method: contract.method,
    url: contract.path,
    config: { ...rules, auth: contract.auth, contract },
    schema: {
      ...(contract.params ? { params: contract.params } : {}),
      ...(contract.query ? { querystring: contract.query } : {}),
      ...(contract.body ? { body: contract.body } : {}),
      response,
    } as unknown as SchemaOf<R>,
    handler,
  });
}
