// Drafts hold everything: a colour change waits for Publish like any other change, and a /buildform?prompt= link
// opened again answers the form it already made (no second form, no second charge).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ signupCredits: 5 });
});
afterAll(() => server.close());

interface Rec {
  color: string;
  draftColor?: string;
  status: string;
  hasUnpublishedChanges: boolean;
  config: { theme?: { colors?: { primary?: string } } };
}

async function published(client: Client, color?: string) {
  const res = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
    ...(color ? { color } : {}),
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('the colour is part of the draft', () => {
  it('changing it keeps the live colour until Publish, then respondents get it', async () => {
    const { client } = await signedInClient(server.url);
    const id = await published(client, '#f97316');
    const anon = new Client(server.url);
    expect((await anon.get<Rec>(`/api/forms/${id}`)).body.color).toBe('#f97316');

    const changed = await client.put<{ color: string; form: Rec }>(`/api/forms/${id}/color`, {
      color: '#224466',
    });
    expect(changed.status).toBe(200);
    expect(changed.body.color).toBe('#224466');
    expect(changed.body.form).toMatchObject({
      color: '#f97316',
      draftColor: '#224466',
      hasUnpublishedChanges: true,
    });
    // Respondents and the embed still get the live colour.
    expect((await anon.get<Rec>(`/api/forms/${id}`)).body.color).toBe('#f97316');
    const summaries = await client.get<Rec[]>('/api/forms/summaries');
    expect(summaries.body[0]).toMatchObject({ color: '#f97316', draftColor: '#224466' });

    expect((await client.post(`/api/forms/${id}/publish`)).status).toBe(200);
    expect((await anon.get<Rec>(`/api/forms/${id}`)).body.color).toBe('#224466');
    const owner = await client.get<Rec>(`/api/forms/${id}`);
    expect(owner.body).toMatchObject({ color: '#224466', hasUnpublishedChanges: false });
    expect(owner.body.draftColor).toBeUndefined();
  });

  it('discarding the draft brings the live colour back, and restoring a version restores its colour', async () => {
    const { client } = await signedInClient(server.url);
    const id = await published(client, '#f97316');
    await client.put(`/api/forms/${id}/color`, { color: '#224466' });
    const discarded = await client.request<{ form: Rec }>('DELETE', `/api/forms/${id}/draft`);
    expect(discarded.body.form.draftColor).toBeUndefined();
    expect(discarded.body.form.hasUnpublishedChanges).toBe(false);

    await client.put(`/api/forms/${id}/color`, { color: '#224466' });
    await client.post(`/api/forms/${id}/publish`);
    expect((await client.post(`/api/forms/${id}/versions/1/restore`)).status).toBe(200);
    expect((await new Client(server.url).get<Rec>(`/api/forms/${id}`)).body.color).toBe('#f97316');
  });

  it("a never-published form's colour is its draft's", async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ id: number }>('/api/prompt', { prompt: 'A contact form' });
    const res = await client.put<{ form: Rec }>(`/api/forms/${made.body.id}/color`, { color: '#abc' });
    expect(res.body.form).toMatchObject({ status: 'draft', color: '#aabbcc' });
    expect(res.body.form.config.theme?.colors?.primary).toBe('#aabbcc');
  });

  it('a colour the chat sets goes live with the next Publish', async () => {
    const { client } = await signedInClient(server.url);
    const id = await published(client, '#f97316');
    const form = await client.get<{ config: unknown }>(`/api/forms/${id}`);
    const edit = await client.post('/api/edit-form', {
      currentConfig: form.body.config,
      instruction: 'make the colour blue',
      formId: id,
    });
    expect(edit.status).toBe(200);
    expect((await new Client(server.url).get<Rec>(`/api/forms/${id}`)).body.color).toBe('#f97316');
    await client.post(`/api/forms/${id}/publish`);
    expect((await new Client(server.url).get<Rec>(`/api/forms/${id}`)).body.color).toBe('#3b82f6');
  });
});

describe('a /buildform?prompt= link opened again', () => {
  const PROMPT = 'A roofing quote form: roof type, roof size and contact details';

  it('answers the form it made, without generating or charging again', async () => {
    const { client } = await signedInClient(server.url);
    const first = await client.post<{ id: number; credits: number; reused?: boolean; label: string }>(
      '/api/prompt',
      { prompt: PROMPT, fromLink: true },
    );
    expect(first.status).toBe(200);
    expect(first.body.credits).toBe(4);
    expect(first.body.reused).toBeUndefined();

    const again = await client.post<{ id: number; credits: number; reused?: boolean; label: string }>(
      '/api/prompt',
      { prompt: `  ${PROMPT} `, fromLink: true },
    );
    expect(again.body).toMatchObject({
      id: first.body.id,
      label: first.body.label,
      credits: 4,
      reused: true,
    });
    expect((await client.get<unknown[]>('/api/forms')).body).toHaveLength(1);

    // Typed in the builder (not from a link), the same words make a new form.
    const typed = await client.post<{ id: number; credits: number }>('/api/prompt', { prompt: PROMPT });
    expect(typed.body.id).not.toBe(first.body.id);
    expect(typed.body.credits).toBe(3);
  });

  it('is per account, and makes a new form once the old one is deleted', async () => {
    const a = await signedInClient(server.url);
    const b = await signedInClient(server.url);
    const ofA = await a.client.post<{ id: number }>('/api/prompt', { prompt: PROMPT, fromLink: true });
    const ofB = await b.client.post<{ id: number; reused?: boolean }>('/api/prompt', {
      prompt: PROMPT,
      fromLink: true,
    });
    expect(ofB.body.id).not.toBe(ofA.body.id);
    expect(ofB.body.reused).toBeUndefined();

    expect((await a.client.delete(`/api/forms/${ofA.body.id}`)).status).toBe(200);
    const remade = await a.client.post<{ id: number; reused?: boolean; credits: number }>('/api/prompt', {
      prompt: PROMPT,
      fromLink: true,
    });
    expect(remade.body.id).not.toBe(ofA.body.id);
    expect(remade.body.reused).toBeUndefined();
    const reopened = await a.client.post<{ id: number; reused?: boolean }>('/api/prompt', {
      prompt: PROMPT,
      fromLink: true,
    });
    expect(reopened.body).toMatchObject({ id: remade.body.id, reused: true });
  });

  it('opened in two tabs at once makes one form and one charge', async () => {
    const { client } = await signedInClient(server.url);
    const [x, y] = await Promise.all([
      client.post<{ id: number }>('/api/prompt', { prompt: PROMPT, fromLink: true }),
      client.post<{ id: number }>('/api/prompt', { prompt: PROMPT, fromLink: true }),
    ]);
    expect(x.body.id).toBe(y.body.id);
    expect((await client.get<unknown[]>('/api/forms')).body).toHaveLength(1);
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 4 });
  });
});
