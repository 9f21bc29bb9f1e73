// The probe's smaller points over real HTTP: the origin guard compares scheme and port, themes are validated, register checks confirmPassword.
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  PASSWORD,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';

let server: TestServer;
let proxied: TestServer;
beforeAll(async () => {
  server = await startServer();
  proxied = await startServer({}, { PUBLIC_URL: 'https://forms.example.com' });
});
afterAll(async () => {
  await server.close();
  await proxied.close();
});

describe('origin guard', () => {
  it('refuses an Origin that differs from the server only by scheme or port', async () => {
    const { client } = await signedInClient(server.url, 'origin');
    const { hostname, port } = new URL(server.url);
    for (const origin of [
      `https://${hostname}:${port}`,
      `http://${hostname}:${Number(port) + 1}`,
      `http://${hostname}`,
    ]) {
      const res = await client.post('/api/auth/logout', {}, { origin });
      expect(res.status, origin).toBe(403);
      expect(res.body).toEqual({ error: 'Cross-origin request refused' });
    }
    expect((await client.get<{ isAuthenticated: boolean }>('/api/auth/user')).body.isAuthenticated).toBe(
      true,
    );
    expect((await client.post('/api/auth/logout', {}, { origin: server.url })).status).toBe(200);
  });

  it("accepts PUBLIC_URL's exact origin (https behind a proxy) and nothing looser", async () => {
    const { client } = await signedInClient(proxied.url, 'proxied');
    expect((await client.post('/api/auth/logout', {}, { origin: 'http://forms.example.com' })).status).toBe(
      403,
    );
    expect(
      (await client.post('/api/auth/logout', {}, { origin: 'https://forms.example.com:8443' })).status,
    ).toBe(403);
    expect((await client.post('/api/auth/logout', {}, { origin: 'https://forms.example.com' })).status).toBe(
      200,
    );
  });
});

describe('theme validation', () => {
  const themed = (theme: unknown) => ({ ...sampleConfig(), theme });

  it('refuses colours and fonts outside the schema with 400 and stores nothing', async () => {
    const { client } = await signedInClient(server.url, 'theme');
    const cases: [unknown, string][] = [
      [{ colors: { primary: 'red;} body{background:url(//evil.example)}' } }, 'theme.colors.primary'],
      [{ colors: { text: { dark: 'expression(alert(1))' } } }, 'theme.colors.text.dark'],
      [{ colors: { accent: '#12345' } }, 'theme.colors.accent'],
      [{ colors: { background: { white: 42 } } }, 'theme.colors.background.white'],
    ];
    for (const [theme, path] of cases) {
      const res = await client.post('/api/publish', { config: themed(theme), label: uniqueLabel() });
      expect(res.status, path).toBe(400);
      expect(res.body).toEqual({
        error: `Invalid form configuration: ${path}: Theme colours must be a hex value like #10b981 or a colour name such as blue`,
      });
    }
    const font = await client.post('/api/publish', {
      config: themed({ font: { family: "Comic Sans'; }</style><script>" } }),
      label: uniqueLabel(),
    });
    expect(font.status).toBe(400);
    expect(String(font.body.error)).toMatch(
      /^Invalid form configuration: theme\.font\.family: Font must be one of: Arial, /,
    );
    const weight = await client.post('/api/publish', {
      config: themed({ font: { weight: '9000; color:red' } }),
      label: uniqueLabel(),
    });
    expect(weight.status).toBe(400);
    expect((await client.get<unknown[]>('/api/forms')).body).toEqual([]);
  });

  it('refuses them in a saved draft too, and accepts names, hex and the offered fonts', async () => {
    const { client } = await signedInClient(server.url, 'theme2');
    const ok = await client.post<{ id: number }>('/api/publish', {
      config: themed({
        colors: { primary: 'Emerald', secondary: '#abc', text: { dark: '#111827' } },
        font: { family: 'playfair display', size: 'large', weight: 'bold' },
      }),
      label: uniqueLabel(),
    });
    expect(ok.status).toBe(200);
    const draft = await client.put(`/api/forms/${ok.body.id}/draft`, {
      config: themed({ colors: { primary: 'url(javascript:alert(1))' } }),
    });
    expect(draft.status).toBe(400);
    const stored = await client.get<{ config: { theme: unknown } }>(`/api/forms/${ok.body.id}`);
    expect(stored.body.config.theme).toEqual({
      colors: { primary: 'Emerald', secondary: '#abc', text: { dark: '#111827' } },
      font: { family: 'playfair display', size: 'large', weight: 'bold' },
    });
  });
});

describe('register checks confirmPassword with the shared rule', () => {
  const account = () => ({
    username: 'confirm',
    email: `confirm-${crypto.randomUUID().slice(0, 8)}@example.com`,
    password: PASSWORD,
  });

  it('refuses a confirmation that differs or is empty, and creates nothing', async () => {
    const c = new Client(server.url);
    const a = account();
    const mismatch = await c.post('/api/auth/register', { ...a, confirmPassword: `${PASSWORD}x` });
    expect(mismatch.status).toBe(400);
    expect(mismatch.body).toEqual({ error: 'Passwords do not match' });
    const empty = await c.post('/api/auth/register', { ...a, confirmPassword: '' });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ error: 'Please confirm your password' });
    const login = await c.post('/api/auth/login', { email: a.email, password: PASSWORD });
    expect(login.status).toBe(401);
  });

  it('registers with a matching confirmation, and without one (the spec payload)', async () => {
    expect(
      (await new Client(server.url).post('/api/auth/register', { ...account(), confirmPassword: PASSWORD }))
        .status,
    ).toBe(201);
    expect((await new Client(server.url).post('/api/auth/register', account())).status).toBe(201);
  });
});
