// Errors keep the spec's English `{ error }` body and carry a stable code (and, for a refused field, its name) in
// headers, which the owner app turns into the owner's language.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  Client,
  PASSWORD,
  publishSample,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

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

it('names the conflicts an owner meets, so the app can say them in their language', async () => {
  const { client, email } = await signedInClient(server.url, 'error-codes-conflicts');
  const again = await new Client(server.url).post('/api/auth/register', {
    username: 'again',
    email,
    password: PASSWORD,
  });
  expect(again.status).toBe(409);
  expect(again.headers.get('x-error-code')).toBe('account_exists');

  const label = uniqueLabel();
  expect((await client.post('/api/publish', { config: sampleConfig(), label })).status).toBe(200);
  const taken = await client.post('/api/publish', { config: sampleConfig(), label });
  expect(taken.status).toBe(409);
  expect(taken.body).toEqual({ error: 'A form with this language, label and domain already exists' });
  expect(taken.headers.get('x-error-code')).toBe('form_exists');
});

it('gives an unknown API path the not_found code', async () => {
  const res = await new Client(server.url).get('/api/no-such-route');
  expect(res.status).toBe(404);
  expect(res.body).toEqual({ error: 'Not found' });
  expect(res.headers.get('x-error-code')).toBe('not_found');
});
