// The OpenAPI 3.1 document of the whole API, built from the route contracts the app registered
// (packages/contracts/src/*.types.ts): paths, parameters, bodies and answers come from the same zod schemas
// the server checks and the web client is typed with.
import {
  API_EXAMPLE_LANGUAGES,
  API_KEY_PREFIX,
  type ApiRoute,
  apiExample,
  PUBLIC_API_ENDPOINTS,
} from '@forms-engine/contracts';
import { z } from 'zod';
import { SESSION_COOKIE } from '../services/auth.ts';

type Json = Record<string, unknown>;

const STATUS_TEXT: Record<number, string> = {
  200: 'OK',
  201: 'Created',
  303: 'See other',
  400: 'Invalid request: `{ error }` says what to fix',
  401: 'Not signed in, or no valid API key',
  402: 'Not enough credits',
  403: 'Refused (cross-origin request, or not allowed)',
  404: 'Not found',
  409: 'Conflict with existing data',
  413: 'Too large',
  422: 'The instruction could not be understood',
  429: 'Too many requests; wait the seconds in Retry-After',
  500: 'Server error',
  502: 'An outside service failed',
  503: 'Not ready',
  504: 'An outside service timed out',
};

/** zod → JSON Schema; named schemas (`.meta({ id })`) become shared components. */
class SchemaConverter {
  readonly components: Record<string, Json> = {};

  convert(schema: z.ZodType, io: 'input' | 'output'): Json {
    const converted = z.toJSONSchema(schema, { target: 'draft-2020-12', io, unrepresentable: 'any' });
    const json = JSON.parse(
      JSON.stringify(converted).replaceAll('"#/$defs/', '"#/components/schemas/'),
    ) as Json;
    const defs = (json.$defs ?? {}) as Record<string, Json>;
    for (const [id, def] of Object.entries(defs)) this.components[id] ??= def;
    delete json.$defs;
    delete json.$schema;
    // A named schema at the top level converts to itself; refer to the component instead.
    const id = typeof json.id === 'string' ? json.id : undefined;
    if (id) {
      delete json.id;
      this.components[id] ??= json;
      return { $ref: `#/components/schemas/${id}` };
    }
    return json;
  }
}

/** `/api/forms/:id` → `/api/forms/{id}`. */
const openApiPath = (path: string) => path.replace(/:(\w+)/g, '{$1}');

/** `GET /api/forms/:id` → `getApiFormsById`: stable and unique per method and path. */
function operationId(route: ApiRoute): string {
  const words = route.path
    .split('/')
    .filter(Boolean)
    .map((part) => (part.startsWith(':') ? `by-${part.slice(1)}` : part))
    .flatMap((part) => part.split(/[^A-Za-z0-9]+/))
    .filter(Boolean);
  return route.method.toLowerCase() + words.map((w) => w[0].toUpperCase() + w.slice(1)).join('');
}

function parameters(converter: SchemaConverter, schema: z.ZodType | undefined, where: 'path' | 'query') {
  if (!schema) return [];
  const json = converter.convert(schema, 'input');
  const properties = (json.properties ?? {}) as Record<string, Json>;
  const required = new Set((json.required as string[] | undefined) ?? []);
  return Object.entries(properties).map(([name, propertySchema]) => ({
    name,
    in: where,
    required: where === 'path' || required.has(name),
    schema: propertySchema,
  }));
}

function responses(converter: SchemaConverter, route: ApiRoute): Json {
  const out: Json = {};
  for (const [code, answer] of Object.entries(route.response)) {
    if (!answer) continue;
    const status = Number(code);
    const description = STATUS_TEXT[status] ?? 'Answer';
    const headers =
      status === 429
        ? { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer', minimum: 1 } } }
        : undefined;
    const content =
      'safeParse' in answer
        ? { 'application/json': { schema: converter.convert(answer, 'output') } }
        : { [answer.contentType]: {} };
    out[code] = {
      description: 'safeParse' in answer ? description : answer.description,
      ...(headers ? { headers } : {}),
      content,
    };
  }
  return out;
}

/** The public API's prose, examples and code samples (the same as its own document and page). */
function publicApiExtras(route: ApiRoute, origin: string): Json {
  const doc = PUBLIC_API_ENDPOINTS.find((e) => e.path === route.path && e.method === route.method);
  if (!doc) return {};
  return {
    description: doc.description,
    'x-codeSamples': API_EXAMPLE_LANGUAGES.map((l) => ({
      lang: l.label,
      source: apiExample(l.id, doc.id, { origin }),
    })),
  };
}

const SECURITY: Record<ApiRoute['auth'], Json[]> = {
  user: [{ cookieAuth: [] }],
  apiKey: [{ bearerAuth: [] }],
  public: [],
};

export function buildFullOpenApiDocument(routes: readonly ApiRoute[], origin: string): Json {
  const converter = new SchemaConverter();
  const paths: Record<string, Record<string, Json>> = {};
  const sorted = [...routes].sort((a, b) => a.path.localeCompare(b.path) || a.method.localeCompare(b.method));
  for (const route of sorted) {
    const operation: Json = {
      operationId: operationId(route),
      tags: [route.tag],
      summary: route.summary,
      ...(route.description ? { description: route.description } : {}),
      security: SECURITY[route.auth],
      parameters: [
        ...parameters(converter, route.params, 'path'),
        ...parameters(converter, route.query, 'query'),
      ],
      ...(route.body
        ? {
            requestBody: {
              required: true,
              content: { 'application/json': { schema: converter.convert(route.body, 'input') } },
            },
          }
        : {}),
      responses: responses(converter, route),
      ...publicApiExtras(route, origin),
    };
    paths[openApiPath(route.path)] ??= {};
    paths[openApiPath(route.path)][route.method.toLowerCase()] = operation;
  }
  const tags = [...new Set(sorted.map((r) => r.tag))].sort().map((name) => ({ name }));
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forms Engine API',
      version: '1.0.0',
      description:
        'Every route of Forms Engine: the owner app (session cookie), the respondent runner (anonymous), the public API (bearer key) and operations. Errors are JSON `{ "error": message }`.',
    },
    servers: [{ url: origin }],
    tags,
    paths,
    components: {
      securitySchemes: {
        cookieAuth: {
          type: 'apiKey',
          in: 'cookie',
          name: SESSION_COOKIE,
          description: 'The session cookie set by /api/auth/login or /api/auth/register.',
        },
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `Your API key from the API Access page (starts with ${API_KEY_PREFIX}).`,
        },
      },
      schemas: converter.components,
    },
  };
}
