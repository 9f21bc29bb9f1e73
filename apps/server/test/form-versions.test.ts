// Drafts, published versions and aliases over real HTTP: respondents only ever get a published version, and
// every (language, label, domain) a form has had keeps finding it; edits that change nothing cost nothing.
import { VERSION_HISTORY_LIMIT } from '@forms-engine/contracts';
import { normalizeConfig } from '@forms-engine/model';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueDomain,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let anon: Client;
beforeAll(async () => {
  server = await startServer();
  anon = new Client(server.url);
});
afterAll(() => server.close());

type Config = { title?: string; steps: { type: string; title: string }[] };
interface OwnerForm {
  id: number;
  label: string;
  language: string;
  domain: string;
  config: Config;
  status: 'draft' | 'live';
  hasUnpublishedChanges: boolean;
  draftConfig?: Config;
  publishedVersion: number | null;
  publishedAt: string | null;
}
interface Version {
  version: number;
  label: string;
  publishedAt: string;
  publishedBy: { id: number; username: string } | null;
  restoredFrom: number | null;
  stepCount: number;
  isLive: boolean;
}

const SOLAR = 'A lead form for a solar installer: property type, roof size, monthly bill and contact details';

function byProps(f: { language: string; label: string; domain: string }) {
  return anon.get<{ id: number; label: string; config: Config }>(
    `/api/forms/by-properties?${new URLSearchParams({ language: f.language, label: f.label, domain: f.domain })}`,
  );
}
function withFirstTitle(title: string) {
  const c = sampleConfig();
  c.steps[0].title = title;
  return c;
}
async function publishNew(client: Client, extra: Record<string, unknown> = {}) {
  const res = await client.post<{ id: number; form: OwnerForm }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
    ...extra,
  });
  expect(res.status).toBe(200);
  return res.body.form;
}

describe('a generated form is a draft', () => {
  it('is not reachable by respondents until published, then served as version 1', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ id: number; label: string; language: string }>('/api/prompt', {
      prompt: SOLAR,
    });
    expect(made.status).toBe(200);
    const id = made.body.id;
    const own = await client.get<OwnerForm>(`/api/forms/${id}`);
    expect(own.body).toMatchObject({ status: 'draft', publishedVersion: null, publishedAt: null });
    expect(own.body.config.steps.length).toBeGreaterThan(0);
    const listed = (await client.get<OwnerForm[]>('/api/forms')).body.find((f) => f.id === id);
    expect(listed?.status).toBe('draft');

    expect(await anon.get(`/api/forms/${id}`)).toMatchObject({
      status: 404,
      body: { error: 'Form not found' },
    });
    expect((await byProps({ ...made.body, domain: '' })).status).toBe(404);
    expect((await anon.post(`/api/forms/${id}/session`)).status).toBe(404);
    expect((await anon.post(`/api/forms/${id}/submit`, { x: 'y' })).status).toBe(404);
    expect((await anon.get(`/api/forms/${id}/console-public`)).body).toEqual({
      autoSelectFirstOption: { enabled: false, optionId: null },
    });

    const pub = await client.post<{ form: OwnerForm }>(`/api/forms/${id}/publish`);
    expect(pub.status).toBe(200);
    expect(pub.body.form).toMatchObject({
      status: 'live',
      publishedVersion: 1,
      hasUnpublishedChanges: false,
    });
    const seen = await anon.get<{ id: number; config: Config }>(`/api/forms/${id}`);
    expect(seen.status).toBe(200);
    expect(seen.body.config.steps).toEqual(own.body.config.steps);
    expect((await byProps({ ...made.body, domain: '' })).body.id).toBe(id);
    expect((await anon.post(`/api/forms/${id}/session`)).status).toBe(201);
  });
});

describe('edits change the draft until Publish', () => {
  it('serves the published version to the embed and public lookups while a chat edit waits in the draft', async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client);
    const edit = await client.post<{ config: Config; changed: boolean }>('/api/edit-form', {
      currentConfig: form.config,
      instruction: 'add a step asking how they heard about us with Google, Friend and Newspaper',
      formId: form.id,
    });
    expect(edit.status).toBe(200);
    expect(edit.body.changed).toBe(true);
    const stepsBefore = form.config.steps.length;
    expect(edit.body.config.steps.length).toBe(stepsBefore + 1);

    // Public: still the published steps (by id, by properties).
    expect((await anon.get<{ config: Config }>(`/api/forms/${form.id}`)).body.config.steps).toHaveLength(
      stepsBefore,
    );
    expect((await byProps(form)).body.config.steps).toHaveLength(stepsBefore);
    // Owner: the draft and the flag; `config` stays what respondents get.
    const own = await client.get<OwnerForm>(`/api/forms/${form.id}`);
    expect(own.body).toMatchObject({ status: 'live', hasUnpublishedChanges: true, publishedVersion: 1 });
    expect(own.body.config.steps).toHaveLength(stepsBefore);
    expect(own.body.draftConfig?.steps).toHaveLength(stepsBefore + 1);

    // A submission is checked against the published version: the draft's new step is not required.
    const session = await anon.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${form.id}/session`,
    );
    const submit = await anon.post(`/api/forms/${form.id}/submit`, {
      'What type of property do you have?': 'house',
      'How can we reach you?': {
        firstName: 'Ada',
        lastName: 'L',
        email: 'ada@example.com',
        phone: '',
        consent: true,
      },
      _sessionInfo: session.body,
    });
    expect(submit.status).toBe(200);

    const pub = await client.post<{ form: OwnerForm }>(`/api/forms/${form.id}/publish`);
    expect(pub.body.form).toMatchObject({ publishedVersion: 2, hasUnpublishedChanges: false });
    expect((await byProps(form)).body.config.steps).toHaveLength(stepsBefore + 1);
  });

  it('saves a manual draft, discards it, and publishing an unchanged draft adds no version', async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client);
    const saved = await client.put<{ form: OwnerForm }>(`/api/forms/${form.id}/draft`, {
      config: withFirstTitle('Which home is it?'),
    });
    expect(saved.status).toBe(200);
    expect(saved.body.form.hasUnpublishedChanges).toBe(true);
    expect((await byProps(form)).body.config.steps[0].title).toBe('What type of property do you have?');

    const discarded = await client.delete<{ form: OwnerForm }>(`/api/forms/${form.id}/draft`);
    expect(discarded.body.form.hasUnpublishedChanges).toBe(false);
    expect(discarded.body.form.draftConfig).toBeUndefined();

    const again = await client.post<{ form: OwnerForm }>(`/api/forms/${form.id}/publish`);
    expect(again.body.form.publishedVersion).toBe(1);
    expect(
      (await client.get<{ versions: Version[] }>(`/api/forms/${form.id}/versions`)).body.versions,
    ).toHaveLength(1);

    const bad = await client.put(`/api/forms/${form.id}/draft`, { config: { steps: [{ type: 'rocket' }] } });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toMatch(/Invalid form configuration/);
    const draftOnly = await client.post<{ id: number }>('/api/prompt', { prompt: SOLAR });
    expect((await client.delete(`/api/forms/${draftOnly.body.id}/draft`)).body).toEqual({
      error: 'This form has not been published yet',
    });
  });

  it('POST /api/publish keeps its spec meaning: the given config is live at once', async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client);
    await client.put(`/api/forms/${form.id}/draft`, { config: withFirstTitle('Draft title') });
    const res = await client.post<{ id: number; form: OwnerForm }>('/api/publish', {
      config: withFirstTitle('Published title'),
      originalFormId: form.id,
    });
    expect(res.body.id).toBe(form.id);
    expect(res.body.form).toMatchObject({ publishedVersion: 2, hasUnpublishedChanges: false });
    expect((await byProps(form)).body.config.steps[0].title).toBe('Published title');
  });
});

describe('version history', () => {
  it('lists who published each version and when, and restores one in one call', async () => {
    const { client, userId } = await signedInClient(server.url, 'historian');
    const form = await publishNew(client, { config: withFirstTitle('First') });
    for (const title of ['Second', 'Third']) {
      await client.put(`/api/forms/${form.id}/draft`, { config: withFirstTitle(title) });
      await client.post(`/api/forms/${form.id}/publish`);
    }
    const { versions } = (await client.get<{ versions: Version[] }>(`/api/forms/${form.id}/versions`)).body;
    expect(versions.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({
      isLive: true,
      publishedBy: { id: userId, username: 'historian' },
      stepCount: 4,
      label: form.label,
      restoredFrom: null,
    });
    expect(Date.parse(versions[0].publishedAt)).toBeGreaterThanOrEqual(Date.parse(versions[2].publishedAt));
    const v1 = await client.get<{ config: Config }>(`/api/forms/${form.id}/versions/1`);
    expect(v1.body.config.steps[0].title).toBe('First');

    // An unpublished draft is replaced by the restore (the UI asks first).
    await client.put(`/api/forms/${form.id}/draft`, { config: withFirstTitle('Draft') });
    const restored = await client.post<{ form: OwnerForm }>(`/api/forms/${form.id}/versions/1/restore`);
    expect(restored.status).toBe(200);
    expect(restored.body.form).toMatchObject({ publishedVersion: 4, hasUnpublishedChanges: false });
    expect((await byProps(form)).body.config.steps[0].title).toBe('First');
    const after = (await client.get<{ versions: Version[] }>(`/api/forms/${form.id}/versions`)).body.versions;
    expect(after[0]).toMatchObject({ version: 4, restoredFrom: 1, isLive: true });
    expect(after.filter((v) => v.isLive)).toHaveLength(1);
  });

  it(`keeps the last ${VERSION_HISTORY_LIMIT} published versions`, async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client, { config: withFirstTitle('v1') });
    for (let v = 2; v <= VERSION_HISTORY_LIMIT + 2; v++) {
      const res = await client.post('/api/publish', {
        config: withFirstTitle(`v${v}`),
        originalFormId: form.id,
      });
      expect(res.status).toBe(200);
    }
    const { versions } = (await client.get<{ versions: Version[] }>(`/api/forms/${form.id}/versions`)).body;
    expect(versions).toHaveLength(VERSION_HISTORY_LIMIT);
    expect(versions[0].version).toBe(VERSION_HISTORY_LIMIT + 2);
    expect(versions.at(-1)?.version).toBe(3);
    expect((await client.post(`/api/forms/${form.id}/versions/1/restore`)).body).toEqual({
      error: 'Version not found',
    });
  });

  it('refuses other owners, unknown versions and malformed numbers', async () => {
    const a = await signedInClient(server.url);
    const b = await signedInClient(server.url);
    const form = await publishNew(a.client);
    for (const [method, path] of [
      ['GET', `/api/forms/${form.id}/versions`],
      ['GET', `/api/forms/${form.id}/versions/1`],
      ['POST', `/api/forms/${form.id}/versions/1/restore`],
      ['POST', `/api/forms/${form.id}/publish`],
      ['DELETE', `/api/forms/${form.id}/draft`],
      ['GET', `/api/forms/${form.id}/aliases`],
    ] as const) {
      expect((await b.client.request(method, path)).status, `${method} ${path}`).toBe(403);
      expect((await anon.request(method, path)).status, `${method} ${path}`).toBe(401);
    }
    expect((await b.client.put(`/api/forms/${form.id}/draft`, { config: sampleConfig() })).status).toBe(403);
    expect((await a.client.get(`/api/forms/${form.id}/versions/9`)).status).toBe(404);
    expect((await a.client.get(`/api/forms/${form.id}/versions/abc`)).body).toEqual({
      error: 'Version must be a positive integer',
    });
    expect((await a.client.post('/api/forms/999999/publish')).status).toBe(404);
  });
});

describe('aliases: old links keep working', () => {
  it('finds a renamed form by every (language, label, domain) it has had', async () => {
    const { client } = await signedInClient(server.url);
    const domain = uniqueDomain('solar');
    const form = await publishNew(client, { domain });
    const first = { language: form.language, label: form.label, domain: form.domain };
    const second = { language: 'de', label: uniqueLabel('Umbenannt'), domain };
    expect((await client.put(`/api/forms/${form.id}/properties`, second)).status).toBe(200);
    // Renaming through POST /api/publish (the title on /forms/{id}) keeps the link too.
    const third = { ...second, label: uniqueLabel('Again') };
    await client.post('/api/publish', {
      config: sampleConfig(),
      originalFormId: form.id,
      label: third.label,
    });
    for (const identity of [first, second, third]) {
      const res = await byProps(identity);
      expect(res.status, identity.label).toBe(200);
      expect(res.body).toMatchObject({ id: form.id, label: third.label });
    }
    const { aliases } = (
      await client.get<{ aliases: { id: number; label: string }[] }>(`/api/forms/${form.id}/aliases`)
    ).body;
    expect(aliases.map((a) => a.label)).toEqual([second.label, first.label]);

    // Retiring an old link: it stops finding the form.
    const gone = aliases.find((a) => a.label === first.label);
    expect((await client.delete(`/api/forms/${form.id}/aliases/${gone?.id}`)).body).toEqual({
      success: true,
    });
    expect((await byProps(first)).status).toBe(404);
    expect((await client.delete(`/api/forms/${form.id}/aliases/${gone?.id}`)).status).toBe(404);
  });

  it("lets another form of the same owner take an old link over, but never another owner's form", async () => {
    const a = await signedInClient(server.url);
    const b = await signedInClient(server.url);
    const form = await publishNew(a.client);
    const old = { language: form.language, label: form.label, domain: form.domain };
    await a.client.put(`/api/forms/${form.id}/properties`, { ...old, label: uniqueLabel('Renamed') });

    const stolen = await b.client.post('/api/publish', { config: sampleConfig(), ...old });
    expect(stolen.status).toBe(409);
    expect(stolen.body).toEqual({ error: 'A form with this language, label and domain already exists' });
    const newest = await publishNew(b.client);
    const moved = await b.client.put(`/api/forms/${newest.id}/properties`, old);
    expect(moved.status).toBe(409);
    expect((await byProps(old)).body.id).toBe(form.id);

    const successor = await publishNew(a.client, { ...old, config: withFirstTitle('Successor') });
    expect(successor.id).not.toBe(form.id);
    const res = await byProps(old);
    expect(res.body).toMatchObject({ id: successor.id, label: old.label });
    expect(res.body.config.steps[0].title).toBe('Successor');
    expect(
      (await a.client.get<{ aliases: unknown[] }>(`/api/forms/${form.id}/aliases`)).body.aliases,
    ).toEqual([]);
  });

  it('a form renamed back to an old name holds it as its current name again', async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client);
    const old = { language: form.language, label: form.label, domain: form.domain };
    await client.put(`/api/forms/${form.id}/properties`, { ...old, label: uniqueLabel('Temp') });
    expect((await client.put(`/api/forms/${form.id}/properties`, old)).status).toBe(200);
    const { aliases } = (await client.get<{ aliases: { label: string }[] }>(`/api/forms/${form.id}/aliases`))
      .body;
    expect(aliases.map((x) => x.label)).not.toContain(old.label);
    expect((await byProps(old)).body.id).toBe(form.id);
  });

  it('an alias of an unpublished draft finds nothing, and deleting a form retires its aliases', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ id: number; label: string; language: string }>('/api/prompt', {
      prompt: SOLAR,
    });
    const old = { language: made.body.language, label: made.body.label, domain: '' };
    await client.put(`/api/forms/${made.body.id}/properties`, {
      ...old,
      label: uniqueLabel('Draft renamed'),
    });
    expect((await byProps(old)).status).toBe(404);
    await client.post(`/api/forms/${made.body.id}/publish`);
    expect((await byProps(old)).body.id).toBe(made.body.id);
    await client.delete(`/api/forms/${made.body.id}`);
    expect((await byProps(old)).status).toBe(404);
  });

  it('generated labels skip names still held as aliases', async () => {
    const { client } = await signedInClient(server.url);
    const base = uniqueLabel('Auto');
    const form = await publishNew(client, { label: base });
    await client.put(`/api/forms/${form.id}/properties`, {
      language: form.language,
      label: uniqueLabel('Moved'),
      domain: form.domain,
    });
    const created = await server.app.ctx.forms.create(await ownerId(client), {
      config: normalizeConfig(sampleConfig()),
      defaultLabel: base,
    });
    expect(created.label).toBe(`${base} (2)`);
  });
});

async function ownerId(client: Client): Promise<number> {
  return (await client.get<{ user: { id: number } }>('/api/auth/user')).body.user.id;
}

describe('edits that change nothing cost nothing', () => {
  it('says so, charges no credit and stores nothing', async () => {
    const { client } = await signedInClient(server.url);
    const form = await publishNew(client);
    const blue = await client.post<{ config: Config; changed: boolean; credits: number }>('/api/edit-form', {
      currentConfig: form.config,
      instruction: 'make it blue',
      formId: form.id,
    });
    expect(blue.body).toMatchObject({ changed: true, credits: 9 });
    const before = await client.get<OwnerForm & { promptHistory: string[] }>(`/api/forms/${form.id}`);

    const same = await client.post<{ config: Config; changed: boolean; credits: number; summary: string }>(
      '/api/edit-form',
      { currentConfig: blue.body.config, instruction: 'make it blue', formId: form.id },
    );
    expect(same.status).toBe(200);
    expect(same.body).toMatchObject({ changed: false, credits: 9 });
    expect(same.body.summary).toMatch(/^Nothing changed/);
    expect(same.body.summary).toMatch(/No credit was used/);
    expect(same.body.config).toEqual(blue.body.config);
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 9 });
    const after = await client.get<OwnerForm & { promptHistory: string[]; updated_at: string }>(
      `/api/forms/${form.id}`,
    );
    expect(after.body.promptHistory).toEqual(before.body.promptHistory);
    expect(after.body.updated_at).toBe((before.body as { updated_at?: string }).updated_at);
  });
});
