// Reads each route's rules from its options (`config`: auth, limits, crossOrigin; see http/define-route.ts)
// and enforces them in hooks, so no rule is keyed by a path string. Also installs the zod schema compilers.
import type { ApiRoute } from '@forms-engine/contracts';
import type { FastifyInstance, FastifyRequest, FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { currentUser } from '../context.ts';
import { AppError, forbidden, unauthorized } from '../errors.ts';
import type { ApiCaller } from '../services/api-keys.ts';
import type { PublicUser } from '../services/auth.ts';
import { enforceLimits, guardRespondent } from './rate-limits.ts';
import { isCrossOrigin } from './security.ts';
import { issueMessage } from '../http/parse.ts';

/** Every route the app registered, with the contract it came from (routes of plugins like static files have none). */
export class RouteTable {
  readonly entries: { method: string; url: string; contract?: ApiRoute; hidden: boolean }[] = [];

  contracts(): ApiRoute[] {
    return this.entries.flatMap((e) => (e.contract ? [e.contract] : []));
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteTable;
  }
  interface FastifyRequest {
    /** The signed-in owner, set for routes with `auth: 'user'`. */
    user?: PublicUser;
    /** The API key's owner, set for routes with `auth: 'apiKey'`. */
    apiCaller?: ApiCaller;
  }
}

const STATE_CHANGING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** The signed-in owner of a route declared `auth: 'user'` (the hook has already answered 401 otherwise). */
export function userOf(req: FastifyRequest): PublicUser {
  if (!req.user) throw unauthorized();
  return req.user;
}

/** The API caller of a route declared `auth: 'apiKey'`. */
export function apiCallerOf(req: FastifyRequest): ApiCaller {
  if (!req.apiCaller) throw unauthorized();
  return req.apiCaller;
}

/**
 * Request input is parsed with the route's zod schema; a failure answers 400 with the first issue's message
 * (the same words the handlers used before schemas moved onto the routes).
 */
const validatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema }) =>
  (data) => {
    const result = schema.safeParse(data ?? {});
    if (result.success) return { value: result.data };
    const error = new AppError('bad_request', 400, issueMessage(result.error));
    const path = result.error.issues[0]?.path ?? [];
    if (path.length > 0) error.field = path.map(String).join('.');
    return { error };
  };

export function registerRouteRules(app: FastifyInstance) {
  const { config } = app.ctx;
  app.setValidatorCompiler(validatorCompiler);
  // Answers are sent as the handler built them (never re-shaped); tests also check them against the schema,
  // so the typed client and the OpenAPI document cannot drift from what the server really sends.
  app.setSerializerCompiler(({ schema, method, url }) => (data) => {
    if (config.checkResponses) {
      const result = (schema as z.ZodType).safeParse(data);
      if (!result.success) {
        throw new Error(`${method} ${url}: answer does not match its schema: ${issueMessage(result.error)}`);
      }
    }
    return JSON.stringify(data);
  });

  const table = new RouteTable();
  app.decorate('routeTable', table);
  app.addHook('onRoute', (route) => {
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    // HEAD twins of GET routes are added by Fastify itself.
    if (methods.every((m) => m === 'HEAD')) return;
    if (route.url.startsWith('/api') && !route.config?.auth) {
      throw new Error(
        `${methods.join(',')} ${route.url}: a route must declare who may call it (config.auth)`,
      );
    }
    const hidden = Boolean((route.schema as { hide?: boolean } | undefined)?.hide);
    for (const method of methods) {
      table.entries.push({ method, url: route.url, contract: route.config?.contract, hidden });
    }
  });

  // Cross-site state changes are refused unless the route says otherwise: a route without options is protected.
  // Callback form, as every per-request hook (no promise per request; a throw is the hook's error).
  app.addHook('onRequest', (req, _reply, done) => {
    if (
      STATE_CHANGING.has(req.method) &&
      !req.routeOptions.config?.crossOrigin &&
      isCrossOrigin(req, config.publicUrl)
    )
      throw forbidden('Cross-origin request refused');
    done();
  });

  // After the body is parsed (per-form limits read ids from it) and before it is checked: who, then how often.
  app.addHook('preValidation', async (req, reply) => {
    const rules = req.routeOptions.config;
    if (rules?.auth === 'user') {
      const user = await currentUser(req);
      if (!user) throw unauthorized();
      req.user = user;
    } else if (rules?.auth === 'apiKey') {
      req.apiCaller = await app.ctx.apiKeys.authenticate(req.headers.authorization);
    }
    if (rules?.limits?.length) await enforceLimits(req, reply, rules.limits);
    if (rules?.respondent && (await guardRespondent(req, reply, rules.respondent))) return reply;
  });
}
