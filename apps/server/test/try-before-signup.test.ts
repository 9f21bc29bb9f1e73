// Building before signing up, over real HTTP: a visitor's draft is kept for their browser, edited by chat and by
// hand, and becomes their form when they sign up or in (charged then); passwordless sign-in by e-mailed link.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, PASSWORD, signedInClient, startServer, type TestServer } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ signupCredits: 10 });
});
afterAll(() => server.close());

interface Draft {
  config: { title?: string; steps: { type: string; title: string }[] };
  label: string;
  promptHistory: string[];
  chat: { role: string; text: string; detail?: string; changes?: unknown[] }[];
  aiActionsLeft: number;
  reused?: boolean;
}
const PROMPT = 'A roofing quote form: roof type, roof size and contact details';
const email = (name: string) => `${name}-${crypto.randomUUID().slice(0, 8)}@example.com`;

async function visitorWithDraft() {
  const visitor = new Client(server.url);
  const made = await visitor.post<{ draft: Draft }>('/api/anonymous-draft', { prompt: PROMPT });
  expect(made.status).toBe(200);
  return { visitor, draft: made.body.draft };
}

describe('a draft before signing up', () => {
  it('is generated for the browser, kept across visits, edited by chat and by hand', async () => {
    const { visitor, draft } = await visitorWithDraft();
    expect(draft.config.steps.length).toBeGreaterThan(1);
    expect(draft.aiActionsLeft).toBe(4);
    expect(draft.chat.map((m) => m.role)).toEqual(['user', 'assistant']);
    expect(visitor.cookies.get('fe_draft')).toBeTruthy();
    // Another browser sees nothing.
    expect((await new Client(server.url).get('/api/anonymous-draft')).body).toEqual({ draft: null });
    expect((await visitor.get<{ draft: Draft }>('/api/anonymous-draft')).body.draft.config).toEqual(
      draft.config,
    );

    const edited = await visitor.post<{ draft: Draft; changed: boolean }>('/api/anonymous-draft/edit', {
      instruction: 'Add a step asking how they heard about us with Google, Friend and Newspaper',
    });
    expect(edited.status).toBe(200);
    expect(edited.body.changed).toBe(true);
    expect(edited.body.draft.config.steps.length).toBe(draft.config.steps.length + 1);
    expect(edited.body.draft.aiActionsLeft).toBe(3);
    expect(edited.body.draft.chat).toHaveLength(4);
    expect(edited.body.draft.chat[3].changes).toContainEqual(expect.objectContaining({ kind: 'stepAdded' }));

    const byHand = { ...edited.body.draft.config, steps: edited.body.draft.config.steps.slice(1) };
    const saved = await visitor.put<{ draft: Draft }>('/api/anonymous-draft', { config: byHand });
    expect(saved.status).toBe(200);
    expect(saved.body.draft.config.steps).toHaveLength(byHand.steps.length);
    expect(saved.body.draft.aiActionsLeft).toBe(3);
    const bad = await visitor.put('/api/anonymous-draft', { config: { steps: [{ type: 'nope' }] } });
    expect(bad.status).toBe(400);
  });

  it('opened again from the same link is answered as it is, without generating', async () => {
    const visitor = new Client(server.url);
    const first = await visitor.post<{ draft: Draft }>('/api/anonymous-draft', {
      prompt: PROMPT,
      fromLink: true,
    });
    await visitor.put('/api/anonymous-draft', {
      config: { ...first.body.draft.config, title: 'Changed by hand' },
    });
    const again = await visitor.post<{ draft: Draft }>('/api/anonymous-draft', {
      prompt: PROMPT,
      fromLink: true,
    });
    expect(again.body.draft).toMatchObject({ reused: true, aiActionsLeft: 4, label: 'Changed by hand' });
  });

  it("becomes the account's form on sign-up, with its chat and history, charged 1 credit per assistant request", async () => {
    const { visitor } = await visitorWithDraft();
    await visitor.post('/api/anonymous-draft/edit', {
      instruction: 'Add a step asking for the preferred date',
    });
    const reg = await visitor.post<{ claimedFormId?: number }>('/api/auth/register', {
      email: email('claimer'),
      password: PASSWORD,
    });
    expect(reg.status).toBe(201);
    const id = reg.body.claimedFormId as number;
    expect(id).toBeGreaterThan(0);
    const form = await visitor.get<{ status: string; promptHistory: string[]; chat: unknown[] }>(
      `/api/forms/${id}`,
    );
    expect(form.body.status).toBe('draft');
    expect(form.body.promptHistory).toEqual([PROMPT, 'Add a step asking for the preferred date']);
    expect(form.body.chat).toHaveLength(4);
    expect((await visitor.get('/api/user/credits')).body).toEqual({ credits: 8 });
    // The draft is gone from the browser.
    expect((await visitor.get('/api/anonymous-draft')).body).toEqual({ draft: null });
    expect((await visitor.post('/api/anonymous-draft/claim')).status).toBe(404);
  });

  it('is kept when the account signing in has no credits left, and claimed once it has', async () => {
    const owner = await signedInClient(server.url, 'broke');
    await server.app.ctx.database.db.execute(sql`update users set credits = 0 where id = ${owner.userId}`);
    const { visitor } = await visitorWithDraft();
    const login = await visitor.post<{ claimedFormId?: number }>('/api/auth/login', {
      email: owner.email,
      password: PASSWORD,
    });
    expect(login.status).toBe(200);
    expect(login.body.claimedFormId).toBeUndefined();
    const refused = await visitor.post('/api/anonymous-draft/claim');
    expect(refused.status).toBe(402);
    expect((await visitor.get<{ draft: Draft | null }>('/api/anonymous-draft')).body.draft).not.toBeNull();

    await server.app.ctx.database.db.execute(sql`update users set credits = 3 where id = ${owner.userId}`);
    const claimed = await visitor.post<{ id: number; credits: number }>('/api/anonymous-draft/claim');
    expect(claimed.status).toBe(200);
    expect(claimed.body.credits).toBe(2);
  });

  it('asks the visitor to sign up after the free assistant requests, and keeps hand edits free', async () => {
    const { visitor, draft } = await visitorWithDraft();
    for (let i = 0; i < draft.aiActionsLeft; i++) {
      const r = await visitor.post('/api/anonymous-draft/edit', {
        instruction: `Add a step asking for detail ${i + 1}`,
      });
      expect(r.status).toBe(200);
    }
    const over = await visitor.post<{ error: string }>('/api/anonymous-draft/edit', {
      instruction: 'Add a step asking for the budget',
    });
    expect(over.status).toBe(403);
    expect(over.body.error).toMatch(/^Sign up to keep asking the assistant/);
    expect((await visitor.put('/api/anonymous-draft', { config: draft.config })).status).toBe(200);
  });

  it('answers 404 for edits without a draft', async () => {
    const res = await new Client(server.url).post('/api/anonymous-draft/edit', { instruction: 'Add a step' });
    expect(res.status).toBe(404);
  });
});

/** An address of its own for each visitor: on a shared PostgreSQL database counts outlive a run. */
const freshIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}`;

/** On a shared PostgreSQL database the counts of earlier servers and runs are there too: each limit test starts clean. */
async function forgetCounters(s: TestServer) {
  await s.app.ctx.database.db.execute(
    sql`delete from rate_counters where key like 'rl:anonymous-drafts:%' or key like 'rb:anonymous-draft:%'`,
  );
}

describe('abuse limits before signing up', () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startServer(
      {},
      {
        RATE_LIMIT_ANONYMOUS_DRAFTS_PER_IP_PER_HOUR: '2',
        RATE_LIMIT_ANONYMOUS_DRAFTS_PER_HOUR: '1000',
        TRUST_PROXY: 'true',
      },
    );
    await limited.app.ctx.database.db.execute(
      sql`delete from rate_counters where key like 'rl:anonymous-drafts:%'`,
    );
  });
  afterAll(() => limited.close());

  it('challenges an address past its allowance instead of refusing it', async () => {
    const visitor = new Client(limited.url, { 'x-forwarded-for': freshIp() });
    for (let i = 0; i < 2; i++)
      expect((await visitor.post('/api/anonymous-draft', { prompt: `${PROMPT} ${i}` })).status).toBe(200);
    const third = await visitor.post<{ challenge?: { algorithm: string } }>('/api/anonymous-draft', {
      prompt: PROMPT,
    });
    expect(third.status).toBe(429);
    expect(third.body.challenge?.algorithm).toBe('SHA-256');
  });
});

describe('site-wide cap before signing up', () => {
  let capped: TestServer;
  beforeAll(async () => {
    capped = await startServer({}, { RATE_LIMIT_ANONYMOUS_DRAFTS_PER_HOUR: '2', TRUST_PROXY: 'true' });
    await forgetCounters(capped);
  });
  afterAll(() => capped.close());

  it("asks visitors to sign up once the hour's assistant requests are used, and owners are unaffected", async () => {
    for (let i = 0; i < 2; i++)
      expect(
        (
          await new Client(capped.url, { 'x-forwarded-for': freshIp() }).post('/api/anonymous-draft', {
            prompt: PROMPT,
          })
        ).status,
      ).toBe(200);
    const over = await new Client(capped.url, { 'x-forwarded-for': freshIp() }).post<{ error: string }>(
      '/api/anonymous-draft',
      {
        prompt: PROMPT,
      },
    );
    expect(over.status).toBe(429);
    expect(over.body.error).toMatch(/Sign up to keep going/);
    const { client } = await signedInClient(capped.url);
    expect((await client.post('/api/prompt', { prompt: PROMPT })).status).toBe(200);
  });
});

describe('sign-in by e-mailed link', () => {
  async function linkFor(to: string, before = 0): Promise<string> {
    const until = Date.now() + 5000;
    for (;;) {
      const mails = (await server.app.ctx.mail.list(500)).filter(
        (m) => m.kind === 'sign-in-link' && m.to === to,
      );
      if (mails.length > before) {
        const url = /https?:\/\/\S+\/auth\/link\?\S+/.exec(mails[0].text)?.[0];
        if (!url) throw new Error('no link in the e-mail');
        return url;
      }
      if (Date.now() > until) throw new Error('no e-mail');
      await new Promise((r) => setTimeout(r, 25));
    }
  }

  it('signs an existing owner in once, and answers the same for an unknown address', async () => {
    const owner = await signedInClient(server.url, 'linked');
    const browser = new Client(server.url);
    const asked = await browser.post<{ message: string }>('/api/auth/email-link', {
      email: owner.email.toUpperCase(),
      next: '/dashboard',
    });
    expect(asked.status).toBe(200);
    const unknown = await browser.post<{ message: string }>('/api/auth/email-link', {
      email: email('nobody'),
    });
    expect(unknown.body).toEqual(asked.body);

    const url = new URL(await linkFor(owner.email));
    expect(url.searchParams.get('next')).toBe('/dashboard');
    const token = url.searchParams.get('token') as string;
    const used = await browser.post<{ user: { id: number } }>('/api/auth/email-link/verify', { token });
    expect(used.status).toBe(200);
    expect(used.body.user.id).toBe(owner.userId);
    expect((await browser.get<{ isAuthenticated: boolean }>('/api/auth/user')).body.isAuthenticated).toBe(
      true,
    );
    const again = await new Client(server.url).post<{ error: string }>('/api/auth/email-link/verify', {
      token,
    });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatch(/expired or was already used/);
  });

  it('creates the account on first use (with the sign-up credits) and keeps the draft built before', async () => {
    const { visitor } = await visitorWithDraft();
    const address = email('newbie');
    await visitor.post('/api/auth/email-link', { email: address });
    const token = new URL(await linkFor(address)).searchParams.get('token') as string;
    const used = await visitor.post<{ user: { username: string }; claimedFormId?: number }>(
      '/api/auth/email-link/verify',
      { token },
    );
    expect(used.status).toBe(200);
    expect(used.body.user.username).toBe(address.split('@')[0]);
    expect(used.body.claimedFormId).toBeGreaterThan(0);
    expect((await visitor.get('/api/user/credits')).body).toEqual({ credits: 9 });
  });

  it('refuses a next address of another site', async () => {
    const res = await new Client(server.url).post('/api/auth/email-link', {
      email: email('x'),
      next: '//evil.example/',
    });
    expect(res.status).toBe(400);
  });
});
