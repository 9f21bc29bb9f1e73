// The OpenAPI 3.1 document of the public API and its self-contained HTML rendering, both built from
// packages/contracts/src/public-api-docs.ts (the same source as the owner's API Access page).
import {
  API_EXAMPLE_LANGUAGES,
  API_KEY_PREFIX,
  type ApiEndpointDoc,
  apiExample,
  ICON_MODE_DOCS,
  PUBLIC_API_ENDPOINTS,
  PUBLIC_API_ERRORS,
  PUBLIC_API_NOTES,
} from '@forms-engine/contracts';
import { escapeHtml as esc } from '../http/html.ts';

const ERROR_SCHEMA = {
  type: 'object',
  required: ['error'],
  properties: { error: { type: 'string', description: 'Human-readable message' } },
};

function paramSchema(p: ApiEndpointDoc['parameters'][number]): Record<string, unknown> {
  const schema: Record<string, unknown> = { type: 'string', description: p.description };
  if (p.default !== undefined) schema.default = p.default;
  if (p.name === 'language') schema.enum = ['en', 'de'];
  if (p.name === 'icon_mode') schema.enum = ICON_MODE_DOCS.map((m) => m.mode);
  if (p.name === 'color') schema.pattern = '^#(?:[0-9a-fA-F]{3}|[0-9a-fA-F]{6})$';
  if (p.name === 'prompt') {
    schema.minLength = 1;
    schema.maxLength = 4000;
  }
  if (p.name === 'label' || p.name === 'domain') schema.maxLength = 200;
  return schema;
}

const RESPONSE_SCHEMAS: Record<ApiEndpointDoc['id'], Record<string, unknown>> = {
  'generate-form': {
    type: 'object',
    description: 'A form configuration (title, steps, theme, texts).',
    required: ['steps'],
    properties: { title: { type: 'string' }, steps: { type: 'array', items: { type: 'object' } } },
    additionalProperties: true,
  },
  'create-form-url': {
    type: 'object',
    required: ['url', 'formId', 'language', 'label', 'domain', 'iconMode', 'color'],
    properties: {
      url: {
        type: 'string',
        format: 'uri',
        description: 'Public embed URL with language, label and domain parameters',
      },
      formId: { type: 'integer' },
      language: { type: 'string', enum: ['en', 'de'] },
      label: { type: 'string' },
      domain: { type: 'string' },
      iconMode: { type: 'string', enum: ICON_MODE_DOCS.map((m) => m.mode) },
      color: { type: 'string' },
    },
  },
};

/** The OpenAPI document; `origin` becomes the server URL. */
export function buildOpenApiDocument(origin: string): Record<string, unknown> {
  const paths: Record<string, unknown> = {};
  for (const e of PUBLIC_API_ENDPOINTS) {
    const errors: Record<string, unknown> = {};
    for (const err of PUBLIC_API_ERRORS) {
      if (err.status === 409 && e.id !== 'create-form-url') continue;
      errors[String(err.status)] = {
        description: err.meaning,
        ...(err.status === 429
          ? { headers: { 'Retry-After': { description: 'Seconds to wait', schema: { type: 'integer' } } } }
          : {}),
        content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } },
      };
    }
    paths[e.path] = {
      post: {
        operationId: e.id.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase()),
        summary: e.summary,
        description: e.description,
        security: [{ bearerAuth: [] }],
        requestBody: {
          required: true,
          content: {
            'application/json': {
              schema: {
                type: 'object',
                required: e.parameters.filter((p) => p.required).map((p) => p.name),
                properties: Object.fromEntries(e.parameters.map((p) => [p.name, paramSchema(p)])),
                additionalProperties: false,
              },
              example: e.exampleBody,
            },
          },
        },
        responses: {
          '200': {
            description: e.responseDescription,
            content: { 'application/json': { schema: RESPONSE_SCHEMAS[e.id], example: e.exampleResponse } },
          },
          ...errors,
        },
        'x-codeSamples': API_EXAMPLE_LANGUAGES.map((l) => ({
          lang: l.label,
          source: apiExample(l.id, e.id, { origin }),
        })),
      },
    };
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Forms Engine public API',
      version: '1.0.0',
      description: `Generate multi-step forms from a prompt. ${PUBLIC_API_NOTES.join(' ')}`,
    },
    servers: [{ url: origin }],
    paths,
    components: {
      securitySchemes: {
        bearerAuth: {
          type: 'http',
          scheme: 'bearer',
          description: `Your API key from the API Access page (starts with ${API_KEY_PREFIX}).`,
        },
      },
      schemas: { Error: ERROR_SCHEMA },
    },
  };
}

/** A self-contained HTML page (no scripts, no CDN) so it works under the strict CSP. */
export function renderDocsPage(origin: string): string {
  const endpoints = PUBLIC_API_ENDPOINTS.map((e) => {
    const rows = e.parameters
      .map(
        (p) =>
          `<tr><td><code>${esc(p.name)}</code></td><td>${esc(p.type)}</td><td>${p.required ? 'yes' : 'no'}</td><td>${p.default !== undefined ? `<code>${esc(p.default || '""')}</code>` : ''}</td><td>${esc(p.description)}</td></tr>`,
      )
      .join('');
    const examples = API_EXAMPLE_LANGUAGES.map(
      (l) => `<h4>${esc(l.label)}</h4><pre><code>${esc(apiExample(l.id, e.id, { origin }))}</code></pre>`,
    ).join('');
    return `<section id="${e.id}">
<h2><span class="method">${e.method}</span> <code>${esc(e.path)}</code></h2>
<p>${esc(e.description)}</p>
<h3>Parameters (JSON body)</h3>
<table><thead><tr><th>Name</th><th>Type</th><th>Required</th><th>Default</th><th>Description</th></tr></thead><tbody>${rows}</tbody></table>
<h3>Response</h3><p>${esc(e.responseDescription)}</p>
<pre><code>${esc(JSON.stringify(e.exampleResponse, null, 2))}</code></pre>
<h3>Examples</h3>${examples}
</section>`;
  }).join('\n');
  const errors = PUBLIC_API_ERRORS.map((e) => `<tr><td>${e.status}</td><td>${esc(e.meaning)}</td></tr>`).join(
    '',
  );
  const icons = ICON_MODE_DOCS.map((m) => `<li><code>${m.mode}</code>: ${esc(m.description)}</li>`).join('');
  const notes = PUBLIC_API_NOTES.map((n) => `<li>${esc(n)}</li>`).join('');
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Forms Engine public API</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;color:#0f172a;max-width:960px;margin:0 auto;padding:32px 20px;line-height:1.5}
h1{margin-bottom:4px}h2{border-top:1px solid #e2e8f0;padding-top:24px;margin-top:32px}
code{font-family:ui-monospace,SFMono-Regular,Menlo,monospace;font-size:.92em}
pre{background:#0f172a;color:#e2e8f0;padding:14px 16px;border-radius:8px;overflow:auto}
table{border-collapse:collapse;width:100%;font-size:14px}th,td{border:1px solid #e2e8f0;padding:6px 8px;text-align:left;vertical-align:top}th{background:#f8fafc}
.method{background:#10b981;color:#fff;border-radius:4px;padding:2px 8px;font-size:14px;vertical-align:middle}
</style></head><body>
<h1>Forms Engine public API</h1>
<p>Generate multi-step forms from a prompt. Machine-readable: <a href="/api/docs/openapi.json">OpenAPI 3.1 document</a>.</p>
<h2>Authentication</h2>
<p>Send <code>Authorization: Bearer &lt;your API key&gt;</code> with every call. Get your key on the API Access page of the dashboard; keys start with <code>${API_KEY_PREFIX}</code>.</p>
<ul>${notes}</ul>
${endpoints}
<h2>Icon modes</h2><ul>${icons}</ul>
<h2>Error codes</h2>
<p>Errors are JSON: <code>{"error": "message"}</code>.</p>
<table><thead><tr><th>Status</th><th>Meaning</th></tr></thead><tbody>${errors}</tbody></table>
</body></html>`;
}
