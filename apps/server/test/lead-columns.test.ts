// The leads table's columns an owner saves per form: null (the compact default) until saved, kept in order without
// repeats, only for the form's owner, bad input refused in words.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { Client, publishSample, signedInClient, startServer, type TestServer } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

it("keeps each form's chosen columns for its owner, and null brings back the default", async () => {
  const form = await publishSample(server.url, 'columns');
  const url = `/api/forms/${form.id}/lead-columns`;
  expect((await form.client.get(url)).body).toEqual({ columns: null });
  const saved = await form.client.put(url, {
    columns: ['contact\u001femail', 'calculation:estimate', 'contact\u001femail'],
  });
  expect(saved.body).toEqual({ columns: ['contact\u001femail', 'calculation:estimate'] });
  expect((await form.client.get(url)).body).toEqual({
    columns: ['contact\u001femail', 'calculation:estimate'],
  });
  expect((await form.client.put(url, { columns: null })).body).toEqual({ columns: null });
  expect((await form.client.get(url)).body).toEqual({ columns: null });

  const other = await signedInClient(server.url, 'columns-other');
  expect((await other.client.get(url)).status).toBe(403);
  expect((await other.client.put(url, { columns: [] })).status).toBe(403);
  expect((await new Client(server.url).get(url)).status).toBe(401);
});

it.each([
  [{ columns: 'email' }, 'columns must be a list of column names, or null for the default'],
  [{ columns: [''] }, 'Each column must be a column name'],
  [{ columns: Array.from({ length: 101 }, (_, i) => `c${i}`) }, 'You can show at most 100 columns'],
])('refuses %j with a 400 in words', async (body, message) => {
  const form = await publishSample(server.url, 'columns-bad');
  const res = await form.client.put(`/api/forms/${form.id}/lead-columns`, body);
  expect(res.status).toBe(400);
  expect(res.body).toEqual({ error: message });
});
