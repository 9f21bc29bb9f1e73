// Test helpers: the real app on a real port with a real database, and a small cookie-keeping HTTP client.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type App, buildApp } from '../src/app.ts';
import { type AppConfig, loadConfig } from '../src/config.ts';
import { pgliteTemplate } from './pglite-template.ts';
import { postgresCopy } from './postgres-template.ts';
import { postgresForTest, type TempPostgres } from './processes.ts';

export interface TestServer {
  app: App;
  url: string;
  dataDir: string;
  close(): Promise<void>;
}

/**
 * Starts buildApp() on port 0, on a fresh database of its own started from the run's migrated template: a database
 * on DATABASE_URL's server when that is set (CI runs the suite both ways), otherwise an in-memory PGlite. Pass
 * `databaseUrl` to share one.
 */
export async function startServer(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
): Promise<TestServer> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-test-'));
  const own = overrides.databaseUrl ? undefined : await postgresCopy();
  const config = loadConfig(
    {
      // Tests send more requests from one address than any visitor would: a test file gets request limits only
      // when it configures a limit itself (rate-limits.test.ts and others).
      RATE_LIMITS: Object.keys(env).some((k) => k.includes('RATE_LIMIT')) ? 'on' : 'off',
      ...env,
      DATABASE_URL: own?.url ?? process.env.DATABASE_URL,
      LOG_LEVEL: 'silent',
      DATA_DIR: dataDir,
    },
    {
      memoryDb: !process.env.DATABASE_URL,
      serveWeb: false,
      loginMaxFailuresPerIp: 100_000,
      // Every JSON answer is checked against its route's response schema (a mismatch fails the test).
      checkResponses: true,
      // Closing a test app aborts running deliveries at once (shutdown.test.ts covers the grace period).
      shutdownGraceMs: 0,
      ...overrides,
    },
  );
  if (config.memoryDb) config.memoryDbFrom ??= await pgliteTemplate();
  const app = await buildApp(config);
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  return {
    app,
    url: address,
    dataDir,
    async close() {
      // A response whose body a test left unread keeps its connection busy; cut such connections after a moment
      // so closing never waits for a reader that will not come.
      const cut = setTimeout(() => app.server.closeAllConnections(), 2_000);
      await app.close();
      clearTimeout(cut);
      await own?.drop();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestInstances {
  /** Both instances, each on its own port and data directory. */
  servers: [TestServer, TestServer];
  /** One more instance on the same database; closing it is the caller's. */
  another(): Promise<TestServer>;
  /** Closes the instances, then stops (or drops) the database. */
  close(): Promise<void>;
}

/**
 * Two instances of the app on one PostgreSQL, for the state they share (one PGlite data directory cannot be opened
 * twice): `postgresForTest()` unless `database` gives another. Started one after the other: migrations take an
 * advisory lock.
 */
export async function twoInstances(
  overrides: Partial<AppConfig> = {},
  env: NodeJS.ProcessEnv = {},
  database: () => Promise<TempPostgres> = postgresForTest,
): Promise<TestInstances> {
  const pg = await database();
  const started: TestServer[] = [];
  const close = async () => {
    for (const server of started) await server.close();
    await pg.stop();
  };
  const another = () => startServer({ ...overrides, databaseUrl: pg.url, memoryDb: false }, env);
  try {
    for (let i = 0; i < 2; i++) started.push(await another());
  } catch (err) {
    await close();
    throw err;
  }
  return { servers: [started[0], started[1]], another, close };
}

export interface Res<T = Record<string, unknown>> {
  status: number;
  body: T;
  headers: Headers;
}

/** A client that keeps its own cookies, like one browser. */
export class Client {
  cookies = new Map<string, string>();
  constructor(
    readonly base: string,
    readonly defaultHeaders: Record<string, string> = {},
  ) {}

  async request<T = Record<string, unknown>>(
    method: string,
    p: string,
    body?: unknown,
    headers: Record<string, string> = {},
  ): Promise<Res<T>> {
    const h: Record<string, string> = { ...this.defaultHeaders, ...headers };
    if (this.cookies.size) h.cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    let payload: string | undefined;
    if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body);
      h['content-type'] ??= 'application/json';
    }
    const res = await fetch(this.base + p, { method, headers: h, body: payload, redirect: 'manual' });
    for (const c of res.headers.getSetCookie()) {
      const [pair] = c.split(';');
      const i = pair.indexOf('=');
      const name = pair.slice(0, i);
      const value = pair.slice(i + 1);
      if (value === '' || /Max-Age=0|Expires=Thu, 01 Jan 1970/i.test(c)) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await res.text();
    let parsed: unknown = text;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      /* not JSON: keep the text */
    }
    return { status: res.status, body: parsed as T, headers: res.headers };
  }
  get<T = Record<string, unknown>>(p: string, headers?: Record<string, string>) {
    return this.request<T>('GET', p, undefined, headers);
  }
  post<T = Record<string, unknown>>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('POST', p, body ?? {}, headers);
  }
  put<T = Record<string, unknown>>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PUT', p, body ?? {}, headers);
  }
  patch<T = Record<string, unknown>>(p: string, body?: unknown, headers?: Record<string, string>) {
    return this.request<T>('PATCH', p, body ?? {}, headers);
  }
  delete<T = Record<string, unknown>>(p: string, headers?: Record<string, string>) {
    return this.request<T>('DELETE', p, undefined, headers);
  }
}

export const PASSWORD = 'Sup3r$ecret';

/** Registers a fresh account and returns a signed-in client. */
export async function signedInClient(
  url: string,
  name = 'owner',
): Promise<{ client: Client; email: string; userId: number }> {
  const client = new Client(url);
  const email = `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;
  const res = await client.post<{ user: { id: number } }>('/api/auth/register', {
    username: name,
    email,
    password: PASSWORD,
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, email, userId: res.body.user.id };
}

/** Submits answers as the runner does: a fresh respondent opens an answer session, then submits with it. */
export async function submitWithSession(url: string, formId: number, answers: Record<string, unknown>) {
  const c = new Client(url);
  const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
  return c.post<{ id?: number; error?: string }>(`/api/forms/${formId}/submit`, {
    ...answers,
    _sessionInfo: s.body,
  });
}

/** A small valid form configuration covering several step types; its step ids are those saving would make from the titles. */
export function sampleConfig(title = 'Solar quote') {
  return {
    title,
    steps: [
      {
        id: 'what_type_of_property_do_you_have',
        type: 'tiles',
        title: 'What type of property do you have?',
        options: [
          { id: 'house', title: 'House', icon: 'Home' },
          { id: 'flat', title: 'Apartment', icon: 'Building' },
        ],
      },
      {
        id: 'monthly_electricity_bill',
        type: 'slider',
        title: 'Monthly electricity bill',
        min: 50,
        max: 500,
        step: 10,
        defaultValue: 150,
        prefix: '$',
      },
      {
        id: 'anything_else',
        type: 'textbox',
        title: 'Anything else?',
        placeholder: 'Optional notes',
        rows: 3,
      },
      { id: 'how_can_we_reach_you', type: 'contact', title: 'How can we reach you?' },
    ],
  };
}

/** Registers an owner and publishes `sampleConfig()` under a fresh label. */
export async function publishSample(
  url: string,
  name = 'owner',
  label = uniqueLabel(),
): Promise<{ client: Client; id: number; label: string }> {
  const { client } = await signedInClient(url, name);
  const res = await client.post<{ id: number }>('/api/publish', { config: sampleConfig(), label });
  if (res.status !== 200) throw new Error(`publish failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { client, id: res.body.id, label };
}

/** Answers to `sampleConfig()` given under its titles (as respondents send them), under its step ids (as stored). */
export function storedAs<T extends { [key: string]: unknown }>(answers: T): { [key: string]: unknown } {
  const ids = new Map(sampleConfig().steps.map((s) => [s.title, s.id]));
  return Object.fromEntries(Object.entries(answers).map(([k, v]) => [ids.get(k) ?? k, v]));
}

/** The answers `sampleConfig()` requires (its textbox is optional), as a respondent submits them. */
export function requiredAnswers() {
  return {
    'What type of property do you have?': 'house',
    'Monthly electricity bill': 150,
    'How can we reach you?': {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      consent: true,
    },
  };
}

/** A complete, valid set of answers to `sampleConfig()`; `note` is the optional free-text answer. */
export function sampleAnswers(note: string) {
  return {
    'What type of property do you have?': 'house',
    'Monthly electricity bill': 220,
    'Anything else?': note,
    'How can we reach you?': {
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      consent: true,
    },
  };
}

/** A random client address (the tests' servers trust X-Forwarded-For), so reruns on a shared PostgreSQL never meet old counters. */
export const randomIp = () => `10.${[0, 0, 0].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;

export function uniqueLabel(prefix = 'Form'): string {
  return `${prefix} ${crypto.randomUUID().slice(0, 8)}`;
}

/** A domain no other test (or earlier run on a shared database) has used: domains belong to their first user. */
export function uniqueDomain(prefix = 'site'): string {
  return `${prefix}-${crypto.randomUUID().slice(0, 8)}.example`;
}

/**
 * Waits for what the server is still doing after its answers: work a request left running (`inBackground`), then
 * every job its loop has due now, and those they made due (jobs scheduled for later stay queued).
 */
export async function drained(server: { app: App }): Promise<void> {
  const { background, workers } = server.app.ctx;
  while (background.size > 0) await Promise.allSettled([...background]);
  await workers?.drain();
}
