// Errors keep the spec's English `{ error }` body and carry a stable code (and, for a refused field, its name) in
// headers, which the owner app turns into the owner's language.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, publishSample, startServer, type TestServer } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it('names the refused field and the error code beside the unchanged message', async () => {
  const form = await publishSample(server.url, 'error-codes');
  const res = await form.client.put(`/api/forms/${form.id}/lead-columns`, { columns: 'email' });
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: 'columns must be a list of column names, or null for the default' });
  expect(res.headers.get('x-error-code')).toBe('bad_request');
  expect(res.headers.get('x-error-field')).toBe('columns');
});

it('gives the code of a missing sign-in and a missing form, with no field', async () => {
  const anonymous = await new Client(server.url).get('/api/forms');
  expect(anonymous.status).toBe(401);
  expect(anonymous.headers.get('x-error-code')).toBe('unauthorized');
  expect(anonymous.headers.get('x-error-field')).toBeNull();

  const form = await publishSample(server.url, 'error-codes-missing');
  const missing = await form.client.get('/api/forms/99999999/lead-columns');
  expect(missing.status).toBe(404);
  expect(missing.headers.get('x-error-code')).toBe('not_found');
});
