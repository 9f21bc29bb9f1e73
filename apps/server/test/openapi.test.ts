// The OpenAPI 3.1 documents: the whole API's is valid (checked by a real OpenAPI validator), names every route the
// app registered with its security, and the public API's document stays valid too.
import { compileErrors, validate } from '@readme/openapi-parser';
import { API_ROUTES } from '@forms-engine/contracts';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { startServer, type TestServer } from './helper.ts';

type Operation = { security: Record<string, string[]>[]; tags: string[]; responses: Record<string, unknown> };
type Doc = {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, Record<string, string>> };
};

describe('OpenAPI documents', () => {
  let server: TestServer;
  let doc: Doc;
  beforeAll(async () => {
    // The dev mailbox is on, so every route contract of the API is registered.
    server = await startServer({}, { DEV_MAILBOX: 'true' });
    doc = (await (await fetch(`${server.url}/api/docs/openapi-full.json`)).json()) as Doc;
  });
  afterAll(() => server.close());

  test('the whole-API document passes the OpenAPI 3.1 validator', async () => {
    expect(doc.openapi).toBe('3.1.0');
    const result = await validate(structuredClone(doc) as never);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  test('the public API document passes the validator as well', async () => {
    const publicDoc = await (await fetch(`${server.url}/api/docs/openapi.json`)).json();
    const result = await validate(publicDoc);
    expect(result.valid, result.valid ? '' : compileErrors(result)).toBe(true);
  });

  test('every route the app registered appears with its method', () => {
    const registered = server.app.routeTable.entries.filter((e) => !e.hidden);
    expect(registered.length).toBeGreaterThan(50);
    const missing = registered.filter((e) => {
      const p = e.url.replace(/:(\w+)/g, '{$1}');
      return !doc.paths[p]?.[e.method.toLowerCase()];
    });
    expect(missing.map((e) => `${e.method} ${e.url}`)).toEqual([]);
    // …and every route contract is registered (a contract without a handler would be a lie in the docs).
    const unregistered = API_ROUTES.filter(
      (c) => !registered.some((e) => e.method === c.method && e.url === c.path),
    );
    expect(unregistered.map((c) => `${c.method} ${c.path}`)).toEqual([]);
  });

  test('owner routes need the session cookie, the public API a bearer key, respondent routes nothing', () => {
    expect(doc.components.securitySchemes.cookieAuth).toMatchObject({ type: 'apiKey', in: 'cookie' });
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.paths['/api/forms'].get.security).toEqual([{ cookieAuth: [] }]);
    expect(doc.paths['/api/create-form-url'].post.security).toEqual([{ bearerAuth: [] }]);
    expect(doc.paths['/api/forms/{id}/submit'].post.security).toEqual([]);
    expect(doc.paths['/api/create-form-url'].post.tags).toEqual(['Public API']);
    expect(Object.keys(doc.paths['/api/create-form-url'].post.responses).sort()).toEqual(
      ['200', '400', '401', '402', '409', '429', '500'].sort(),
    );
  });
});
