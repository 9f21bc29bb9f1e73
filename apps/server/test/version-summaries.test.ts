// Each published version carries a one-line summary of what it changed, computed by the server when it is saved.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

interface Version {
  version: number;
  summary: string | null;
  isLive: boolean;
}

describe('version summaries', () => {
  it('name a renamed question and an added option, matched by step id; a restore says what it undid', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    expect(made.status).toBe(200);
    const id = made.body.id;

    const changed = sampleConfig();
    const [first, ...rest] = changed.steps;
    const renamed = {
      ...first,
      title: 'What kind of building is it?',
      options: [...(first.options ?? []), { id: 'barn', title: 'Barn', icon: 'Home' }],
    };
    Object.assign(changed, { steps: [renamed, ...rest] });
    expect((await client.put(`/api/forms/${id}/draft`, { config: changed })).status).toBe(200);
    // A draft is not a version: nothing is summarised until Publish.
    expect(
      (await client.get<{ versions: Version[] }>(`/api/forms/${id}/versions`)).body.versions,
    ).toHaveLength(1);
    expect((await client.post(`/api/forms/${id}/publish`)).status).toBe(200);

    const versions = (await client.get<{ versions: Version[] }>(`/api/forms/${id}/versions`)).body.versions;
    expect(versions.map((v) => [v.version, v.summary])).toEqual([
      [
        2,
        "Renamed 'What type of property do you have?' to 'What kind of building is it?'; added 'Barn' to 'What kind of building is it?'",
      ],
      [1, 'First version'],
    ]);

    expect((await client.post(`/api/forms/${id}/versions/1/restore`)).status).toBe(200);
    const after = (await client.get<{ versions: Version[] }>(`/api/forms/${id}/versions`)).body.versions;
    expect(after[0]).toMatchObject({
      version: 3,
      isLive: true,
      summary:
        "Renamed 'What kind of building is it?' to 'What type of property do you have?'; removed 'Barn' from 'What type of property do you have?'",
    });
  });
});
