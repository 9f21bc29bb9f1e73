// The conversation with the assistant is kept with the form, over real HTTP: a reload shows it again.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInClient, startServer, type TestServer } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Entry {
  role: string;
  text: string;
  detail?: string;
  changes?: Array<Record<string, unknown>>;
}

describe('the chat kept with a form', () => {
  it('holds the prompt, each instruction and what it changed, also when nothing did', async () => {
    const { client } = await signedInClient(server.url, 'chatty');
    const made = await client.post<{ id: number; config: unknown }>('/api/prompt', {
      prompt: 'A roofing quote form: roof type, roof size and contact details',
    });
    expect(made.status).toBe(200);
    const chat = async () => (await client.get<{ chat: Entry[] }>(`/api/forms/${made.body.id}`)).body.chat;
    expect((await chat()).map((e) => e.role)).toEqual(['user', 'assistant']);
    expect((await chat())[0].text).toBe('A roofing quote form: roof type, roof size and contact details');

    const edited = await client.post<{ config: unknown; changed: boolean }>('/api/edit-form', {
      currentConfig: made.body.config,
      instruction: 'Add a step asking for the preferred date',
      formId: made.body.id,
    });
    expect(edited.body.changed).toBe(true);
    const after = await chat();
    expect(after).toHaveLength(4);
    expect(after[2]).toMatchObject({ role: 'user', text: 'Add a step asking for the preferred date' });
    expect(after[3].text).toMatch(/Form updated successfully/);
    expect(after[3].detail).toBeTruthy();
    // The same change as data, for the builder to say in the owner's language.
    expect(after[3].changes).toContainEqual(expect.objectContaining({ kind: 'stepAdded' }));

    const blue = await client.post<{ config: unknown }>('/api/edit-form', {
      currentConfig: edited.body.config,
      instruction: 'make it blue',
      formId: made.body.id,
    });
    const same = await client.post<{ changed: boolean }>('/api/edit-form', {
      currentConfig: blue.body.config,
      instruction: 'make it blue',
      formId: made.body.id,
    });
    expect(same.body.changed).toBe(false);
    expect(await chat()).toHaveLength(8);
    const entries = await chat();
    expect(entries[5].changes).toEqual([{ kind: 'sectionChanged', section: 'theme' }]);
    const last = entries.at(-1);
    expect(last?.text).toMatch(/^Nothing changed/);
    expect(last).not.toHaveProperty('changes');

    // A change outside the config (the icons) keeps an empty list: the words are the engine's alone.
    const icons = await client.post<{ changed: boolean }>('/api/edit-form', {
      currentConfig: blue.body.config,
      instruction: 'use emoji icons',
      formId: made.body.id,
    });
    expect(icons.body.changed).toBe(true);
    expect((await chat()).at(-1)).toMatchObject({ changes: [], detail: expect.any(String) });
  });

  it("is only in the one form's view, not in the list", async () => {
    const { client } = await signedInClient(server.url, 'lister');
    await client.post('/api/prompt', { prompt: 'A contact form' });
    const list = await client.get<Array<Record<string, unknown>>>('/api/forms');
    expect(list.body[0]).not.toHaveProperty('chat');
  });
});
