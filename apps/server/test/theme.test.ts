// The form's look (preset, background, text colour, button style, corner radius) is a draft change, checked on save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

type Theme = Record<string, unknown>;
const withTheme = (theme: Theme) => ({ ...sampleConfig(), theme });

async function publishedForm(client: Client) {
  const res = await client.post<{ id: number }>('/api/publish', {
    config: sampleConfig(),
    label: uniqueLabel(),
  });
  expect(res.status).toBe(200);
  return res.body.id;
}

describe('theme', () => {
  it('a dark look saved to the draft reaches respondents only once published', async () => {
    const { client } = await signedInClient(server.url);
    const id = await publishedForm(client);
    const dark = {
      preset: 'dark',
      colors: { primary: '#38bdf8', background: { white: '#0f172a' }, text: { dark: '#f1f5f9' } },
      buttonStyle: 'outline',
      radius: 4,
    };
    const saved = await client.put<{ hasUnpublishedChanges: boolean }>(`/api/forms/${id}/draft`, {
      config: withTheme(dark),
    });
    expect(saved.status).toBe(200);
    const anon = new Client(server.url);
    const before = await anon.get<{ config: { theme?: Theme } }>(`/api/forms/${id}`);
    expect(before.body.config.theme?.radius).toBeUndefined();

    expect((await client.post(`/api/forms/${id}/publish`)).status).toBe(200);
    const after = await anon.get<{ config: { theme?: Theme } }>(`/api/forms/${id}`);
    expect(after.body.config.theme).toMatchObject(dark);
  });

  it.each([
    [{ radius: 99 }, 'theme.radius: Corner radius must be a whole number of pixels from 0 to 24'],
    [{ radius: 'round' }, 'theme.radius: Corner radius must be a whole number'],
    [{ buttonStyle: 'glossy' }, 'theme.buttonStyle: Button style must be filled or outline'],
    [{ colors: { background: { white: 'url(x)' } } }, 'theme.colors.background.white: Theme colours must be'],
    [
      { colors: { background: { white: '#ffffff' }, text: { dark: '#eeeeee' } } },
      'theme.colors.text.dark: Text colour is too close to the background colour to read',
    ],
  ])('refuses %j with a 400 naming the field', async (theme, message) => {
    const { client } = await signedInClient(server.url);
    const id = await publishedForm(client);
    const res = await client.put<{ error: string }>(`/api/forms/${id}/draft`, { config: withTheme(theme) });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });
});
