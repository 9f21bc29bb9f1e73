// The dashboard's form list over real HTTP: GET /api/forms/summaries carries what a list shows and no configuration
// (issue 12 goal 6), only the owner's own forms; the spec's GET /api/forms keeps its configurations.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Config = { steps: { type: string; title: string }[] };
interface Summary {
  id: number;
  label: string;
  status: 'draft' | 'live';
  hasUnpublishedChanges: boolean;
  stepCount: number;
  counts: { completed: number; incomplete: number } | null;
  [key: string]: unknown;
}

async function publishNew(client: Client, steps = sampleConfig().steps) {
  const res = await client.post<{ form: { id: number; config: Config } }>('/api/publish', {
    config: { ...sampleConfig(), steps },
    label: uniqueLabel(),
  });
  expect(res.status).toBe(200);
  return res.body.form;
}

describe('GET /api/forms/summaries', () => {
  it("lists the owner's forms with status, counts and step counts but without any configuration", async () => {
    const { client } = await signedInClient(server.url);
    const live = await publishNew(client);
    const short = await publishNew(client, sampleConfig().steps.slice(0, 2));
    // An edit waiting in the draft: the list says so, still without shipping the draft.
    const edit = await client.post<{ changed: boolean }>('/api/edit-form', {
      currentConfig: live.config,
      instruction: 'add a step asking how they heard about us with Google, Friend and Newspaper',
      formId: live.id,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.changed).toBe(true);
    await client.post(`/api/forms/${short.id}/session`);

    const res = await client.get<Summary[]>('/api/forms/summaries');
    expect(res.status).toBe(200);
    expect(res.body.map((f) => f.id)).toEqual([short.id, live.id]);
    for (const f of res.body) {
      expect(Object.keys(f)).not.toContain('config');
      expect(Object.keys(f)).not.toContain('draftConfig');
      expect(Object.keys(f)).not.toContain('promptHistory');
    }
    const [s, l] = res.body;
    expect(l).toMatchObject({
      status: 'live',
      hasUnpublishedChanges: true,
      stepCount: live.config.steps.length,
    });
    expect(s).toMatchObject({ status: 'live', hasUnpublishedChanges: false, stepCount: 2 });
    expect(s.counts).toMatchObject({ completed: 0 });

    // The spec's list is unchanged: every form with its configuration, and the same forms in the same order.
    const full = await client.get<{ id: number; config: Config; draftConfig?: Config }[]>('/api/forms');
    expect(full.status).toBe(200);
    expect(full.body.map((f) => f.id)).toEqual([short.id, live.id]);
    expect(full.body[1].config.steps).toHaveLength(live.config.steps.length);
    expect(full.body[1].draftConfig?.steps).toHaveLength(live.config.steps.length + 1);
    expect(JSON.stringify(res.body).length).toBeLessThan(JSON.stringify(full.body).length / 2);
  });

  it("shows no other owner's forms and needs a signed-in owner", async () => {
    const a = await signedInClient(server.url, 'first');
    const b = await signedInClient(server.url, 'second');
    const mine = await publishNew(a.client);
    const theirs = await b.client.get<Summary[]>('/api/forms/summaries');
    expect(theirs.status).toBe(200);
    expect(theirs.body).toEqual([]);
    expect((await a.client.get<Summary[]>('/api/forms/summaries')).body.map((f) => f.id)).toEqual([mine.id]);

    const anonymous = await new Client(server.url).get<{ error: string }>('/api/forms/summaries');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toEqual(expect.any(String));
  });
});
