// Failover behind a load balancer: nginx (Debian's package) in front of two instances on one PostgreSQL, with 100
// respondents going through the journey. One instance is killed with SIGKILL mid-load and started again; then both
// are restarted one at a time with SIGTERM. Checked by outcome: every acknowledged submission stored once, its
// webhook and new-lead e-mail delivered once, the owner still signed in, login-failure counters and uploads kept,
// failed requests counted (none in the rolling restart) and no answer lost to a respondent.
// Needs PostgreSQL: `npm run test:failover` (part of `npm test`) runs it when DATABASE_URL is set.
import crypto from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { journeyConfig } from '../../../bench/journey-config.ts';
import { repoRoot } from '../src/config.ts';
import { Nginx, ReadinessWatcher } from './balancer.ts';
import { Client, PASSWORD } from './helper.ts';
import { type ChildServer, freePort, startChildServer } from './processes.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { ownPostgres, Receiver, waitFor } from './webhook-receiver.ts';

const RESPONDENTS = Number(process.env.FAILOVER_RESPONDENTS ?? 100);
const SECONDS = Number(process.env.FAILOVER_SECONDS ?? 30);
/** A respondent's pause before each call: people read and tap; without it two cores only queue. */
const THINK_MS = Number(process.env.FAILOVER_THINK_MS ?? 150);
/** The runner's pauses before repeating a failed save or submit (packages/runner/src/api.ts). */
const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000];
const HIGH = '1000000000';

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

interface Answer {
  status: number;
  text: string;
}

/**
 * One HTTP call on a connection of its own (`agent: false`): a browser silently repeats a call whose kept-alive
 * connection the balancer closed while reloading, which a reused connection here would report as a failure.
 */
function call(base: URL, method: string, p: string, body?: string, headers: Record<string, string> = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = http.request(
      {
        host: base.hostname,
        port: base.port,
        method,
        path: p,
        agent: false,
        headers: {
          ...headers,
          ...(body === undefined
            ? {}
            : { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }),
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (c) => {
          text += c;
        });
        res.on('end', () => resolve({ status: res.statusCode ?? 0, text }));
        res.on('error', reject);
      },
    );
    req.setTimeout(60_000, () => req.destroy(new Error('timed out')));
    req.on('error', reject);
    req.end(body);
  });
}

/** What the respondents saw: every call, every failed one (before its repeat), and what was acknowledged. */
class Tally {
  calls = 0;
  failed = 0;
  readonly failures = new Map<string, number>();
  readonly failedAt: number[] = [];
  /** Calls answered with a status no repeat can fix (a bug, not the balancer): must stay empty. */
  readonly unexpected: string[] = [];
  /** Journeys whose save or submit still failed after every repeat: answers lost to the respondent. */
  gaveUp = 0;
  /** sessionId → the journey's number, for every submission answered 200 (or 409 on a repeat: stored before). */
  readonly acknowledged = new Map<string, number>();
  journeys = 0;

  fail(what: string) {
    this.failed++;
    this.failedAt.push(Date.now());
    this.failures.set(what, (this.failures.get(what) ?? 0) + 1);
  }
}

/**
 * A call as the runner makes it: a dropped connection or a 502/503/504 is counted and the call repeated after the
 * runner's pauses (saves replace the answers, a submit carrying its session is stored once: repeating is safe).
 */
async function runnerCall(
  tally: Tally,
  base: URL,
  kind: string,
  method: string,
  p: string,
  body?: unknown,
): Promise<Answer> {
  for (let attempt = 0; ; attempt++) {
    tally.calls++;
    try {
      const res = await call(base, method, p, body === undefined ? undefined : JSON.stringify(body));
      if (res.status !== 502 && res.status !== 503 && res.status !== 504) return res;
      tally.fail(`${kind} ${res.status}`);
    } catch (err) {
      tally.fail(`${kind} ${(err as NodeJS.ErrnoException).code ?? (err as Error).message}`);
    }
    if (attempt >= RETRY_DELAYS_MS.length) throw new Error(`${kind} failed ${attempt + 1} times`);
    await new Promise((r) => setTimeout(r, RETRY_DELAYS_MS[attempt]));
  }
}

function answersAfter(step: number, n: number): Record<string, unknown> {
  const all: [string, unknown][] = [
    ['What type of property do you have?', ['house', 'flat', 'office'][n % 3]],
    ['Which services interest you?', n % 2 ? ['panels', 'battery'] : ['ev']],
    ['Monthly electricity bill', 50 + (n % 45) * 10],
    ['Anything else we should know?', `South-facing roof, respondent ${n}`],
    [
      'How can we reach you?',
      { firstName: 'Ann', lastName: `Lee ${n}`, email: `ann${n}@example.com`, consent: true },
    ],
  ];
  return Object.fromEntries(all.slice(0, step));
}

let journeySeq = 0;

/** Respondents loop through lookup, session, five saves and submit until `until()` says stop. */
async function respondents(base: URL, formId: number, label: string, tally: Tally, until: () => boolean) {
  const lookupPath = `/api/forms/by-properties?${new URLSearchParams({ language: 'en', label, domain: '' })}`;
  const think = () => new Promise((r) => setTimeout(r, THINK_MS * (0.5 + Math.random())));
  const one = async () => {
    while (!until()) {
      const n = journeySeq++;
      try {
        await think();
        const lookup = await runnerCall(tally, base, 'lookup', 'GET', lookupPath);
        if (lookup.status !== 200) tally.unexpected.push(`lookup ${lookup.status}`);
        const sessionId = crypto.randomUUID();
        await think();
        const opened = await runnerCall(
          tally,
          base,
          'session',
          'PUT',
          `/api/forms/${formId}/sessions/${sessionId}`,
        );
        if (opened.status !== 201 && opened.status !== 200) {
          tally.unexpected.push(`session ${opened.status} ${opened.text}`);
          continue;
        }
        const { sessionNo } = JSON.parse(opened.text) as { sessionNo: number };
        for (let step = 1; step <= 5; step++) {
          await think();
          const saved = await runnerCall(
            tally,
            base,
            'save',
            'PATCH',
            `/api/sessions/${sessionId}/temp-response`,
            {
              tempResponse: answersAfter(step, n),
            },
          );
          if (saved.status !== 200) tally.unexpected.push(`save ${saved.status} ${saved.text}`);
        }
        await think();
        const submitted = await runnerCall(tally, base, 'submit', 'POST', `/api/forms/${formId}/submit`, {
          ...answersAfter(5, n),
          _sessionInfo: { sessionId, sessionNo },
        });
        if (submitted.status === 200 || submitted.status === 409) tally.acknowledged.set(sessionId, n);
        else tally.unexpected.push(`submit ${submitted.status} ${submitted.text}`);
        tally.journeys++;
      } catch {
        tally.gaveUp++;
      }
    }
  };
  await Promise.all(Array.from({ length: RESPONDENTS }, one));
}

/** The owner's browser asking who is signed in, through the balancer, until `until()` says stop. */
async function ownerPolling(base: URL, cookie: string, until: () => boolean) {
  const seen = { calls: 0, signedIn: 0, signedOut: 0, failed: 0 };
  while (!until()) {
    seen.calls++;
    try {
      const res = await call(base, 'GET', '/api/auth/user', undefined, { cookie });
      if (res.status !== 200) seen.failed++;
      else if ((JSON.parse(res.text) as { isAuthenticated: boolean }).isAuthenticated) seen.signedIn++;
      else seen.signedOut++;
    } catch {
      seen.failed++;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return seen;
}

const seconds = (ms: number) => Math.round(ms / 100) / 10;

describe('two instances behind nginx', () => {
  let pg: Awaited<ReturnType<typeof ownPostgres>>;
  let sql: postgres.Sql;
  let nginx: Nginx;
  let watcher: ReadinessWatcher;
  let base: URL;
  let env: Record<string, string>;
  const ports: number[] = [];
  const instances: ChildServer[] = [];
  const upstream = (i: number) => `127.0.0.1:${ports[i]}`;
  const webhooks = new Receiver();
  const smtp = new SmtpReceiver();
  let owner: Client;
  let ownerEmail: string;
  let formId: number;
  let label: string;
  const stored = new Map<string, number>();
  const figures: Record<string, unknown> = {};

  const start = async (i: number) => {
    instances[i] = await startChildServer(env, { bundle: true, port: ports[i] });
    cleanup.push(() => instances[i].stop('SIGKILL'));
  };

  beforeAll(async () => {
    if (!fs.existsSync(path.join(repoRoot, 'apps/server/dist/main.js'))) {
      throw new Error('The failover test runs the production bundle: npm run build:server first');
    }
    pg = await ownPostgres();
    cleanup.push(() => pg.stop());
    sql = postgres(pg.url, { max: 2, onnotice: () => {} });
    cleanup.push(() => sql.end());
    await webhooks.up();
    cleanup.push(() => webhooks.down());
    await smtp.up();
    cleanup.push(() => smtp.down());
    ports.push(await freePort(), await freePort());
    nginx = await Nginx.start([0, 1].map(upstream));
    cleanup.push(() => nginx.stop());
    base = new URL(nginx.url);
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-failover-'));
    cleanup.push(() => fs.rmSync(dataDir, { recursive: true, force: true }));
    env = {
      DATABASE_URL: pg.url,
      // Uploads on a folder both instances share (a volume; S3-compatible storage does the same).
      DATA_DIR: dataDir,
      APP_SECRET: 'failover-test-app-secret-0123456789',
      PUBLIC_URL: nginx.url,
      TRUST_PROXY: 'true',
      // Longer than the watcher's check (every 200 ms) plus nginx's reload, even on a busy machine.
      SHUTDOWN_DRAIN_MS: '5000',
      SHUTDOWN_GRACE_MS: '5000',
      WEBHOOK_ALLOW_PRIVATE: 'true',
      WEBHOOK_POLL_MS: '100',
      WEBHOOK_TIMEOUT_MS: '2000',
      WEBHOOK_RETRY_BASE_MS: '200',
      WEBHOOK_RETRY_MAX_MS: '1000',
      SMTP_URL: smtp.url,
      SMTP_TIMEOUT_MS: '2000',
      LOGIN_MAX_FAILURES_PER_ACCOUNT: '3',
      RATE_LIMITS: 'on',
      RATE_LIMIT_RESPONDENT_PER_IP_PER_MINUTE: HIGH,
      RATE_LIMIT_SAVES_PER_SESSION_PER_MINUTE: HIGH,
      RATE_LIMIT_SESSIONS_PER_FORM_PER_MINUTE: HIGH,
      RATE_LIMIT_SESSIONS_PER_FORM_PER_HOUR: HIGH,
      RATE_LIMIT_SESSIONS_PER_IP_PER_MINUTE: HIGH,
      RATE_LIMIT_SESSIONS_PER_IP_PER_HOUR: HIGH,
      RATE_LIMIT_SUBMIT_PER_IP_PER_HOUR: HIGH,
      RATE_LIMIT_SUBMIT_PER_FORM_PER_HOUR: HIGH,
      RATE_LIMIT_UPLOAD_PER_IP_PER_HOUR: HIGH,
      RESPONDENT_MIN_FILL_SECONDS: '0',
      LOG_LEVEL: 'warn',
    };
    await Promise.all([start(0), start(1)]);
    watcher = new ReadinessWatcher(nginx, [0, 1].map(upstream));
    watcher.start();
    cleanup.push(() => watcher.stop());

    owner = new Client(nginx.url);
    ownerEmail = `failover-${crypto.randomUUID().slice(0, 8)}@example.com`;
    const reg = await owner.post('/api/auth/register', {
      username: 'failover',
      email: ownerEmail,
      password: PASSWORD,
    });
    expect(reg.status).toBe(201);
    label = `failover-${crypto.randomUUID().slice(0, 8)}`;
    const form = await owner.post<{ id: number }>('/api/publish', { config: journeyConfig, label });
    expect(form.status).toBe(200);
    formId = form.body.id;
    expect((await owner.post('/api/user/webhook', { webhookUrl: webhooks.url })).status).toBe(200);
  }, 180_000);

  it(`kill -9 of one instance under ${RESPONDENTS} respondents: failed calls counted and repeated, no answer lost, the owner signed in, counters and uploads kept`, async () => {
    // Uploads through the balancer before the kill: after it, every one is read back through it.
    const uploads: { sessionId: string; url: string; bytes: string }[] = [];
    for (let i = 0; i < 10; i++) {
      const sessionId = crypto.randomUUID();
      const opened = await call(base, 'PUT', `/api/forms/${formId}/sessions/${sessionId}`);
      expect(opened.status).toBe(201);
      const bytes = `Electricity bill ${i}: 1,234 kWh, ${crypto.randomUUID()}`;
      const data = new FormData();
      data.append('formId', String(formId));
      data.append('sessionId', sessionId);
      data.append('document', new File([bytes], `bill-${i}.txt`, { type: 'text/plain' }));
      const res = await fetch(`${nginx.url}/api/upload-document`, { method: 'POST', body: data });
      expect(res.status).toBe(200);
      uploads.push({ sessionId, url: ((await res.json()) as { documentUrl: string }).documentUrl, bytes });
    }
    // Two of the three failed logins the account allows, before the kill.
    const wrong = () =>
      new Client(nginx.url).post('/api/auth/login', { email: ownerEmail, password: 'Wrong$pass1' });
    for (let i = 0; i < 2; i++) expect((await wrong()).status).toBe(401);

    const tally = new Tally();
    let stop = false;
    const until = () => stop;
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const began = Date.now();
    const load = respondents(base, formId, label, tally, until);
    const ownerSeen = ownerPolling(base, cookie, until);

    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4));
    const before = tally.journeys;
    const killedAt = Date.now();
    await instances[0].stop('SIGKILL');
    await watcher.until(upstream(0), false);
    const outAt = Date.now();
    // While one instance is gone: the third failed login is counted, and then even the right password is refused.
    expect((await wrong()).status).toBe(401);
    expect(
      (await new Client(nginx.url).post('/api/auth/login', { email: ownerEmail, password: PASSWORD })).status,
    ).toBe(429);
    await new Promise((r) => setTimeout(r, (SECONDS * 1000) / 4));
    const restartAt = Date.now();
    await start(0);
    await watcher.until(upstream(0), true);
    const backAt = Date.now();
    await new Promise((r) => setTimeout(r, Math.max(3000, began + SECONDS * 1000 - Date.now())));
    stop = true;
    await load;
    const seen = await ownerSeen;

    for (const u of uploads) {
      const res = await call(base, 'GET', new URL(u.url, nginx.url).pathname, undefined, {
        'x-session-id': u.sessionId,
      });
      expect(res.status).toBe(200);
      expect(res.text).toBe(u.bytes);
    }

    const lastFailure = tally.failedAt.filter((t) => t >= killedAt).at(-1);
    Object.assign(figures, {
      kill: {
        respondents: RESPONDENTS,
        seconds: seconds(Date.now() - began),
        journeys: tally.journeys,
        journeysBeforeKill: before,
        calls: tally.calls,
        failedCalls: tally.failed,
        failures: Object.fromEntries(tally.failures),
        takenOutAfterSeconds: seconds(outAt - killedAt),
        lastFailedCallAfterSeconds: lastFailure === undefined ? 0 : seconds(lastFailure - killedAt),
        restartReadyAfterSeconds: seconds(backAt - restartAt),
        owner: seen,
      },
    });
    console.log(`failover figures (kill -9): ${JSON.stringify(figures.kill)}`);

    for (const [k, v] of tally.acknowledged) stored.set(k, v);
    expect(tally.unexpected).toEqual([]);
    expect(tally.gaveUp).toBe(0);
    expect(tally.acknowledged.size).toBeGreaterThan(RESPONDENTS);
    expect(seen.signedOut).toBe(0);
    expect(seen.signedIn).toBe(seen.calls - seen.failed);
  }, 240_000);

  it('rolling restart (SIGTERM one instance at a time, each drained and started again) under load: no failed call', async () => {
    const tally = new Tally();
    let stop = false;
    const until = () => stop;
    const cookie = [...owner.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    const began = Date.now();
    const load = respondents(base, formId, label, tally, until);
    const ownerSeen = ownerPolling(base, cookie, until);
    await new Promise((r) => setTimeout(r, 3000));
    for (const i of [0, 1]) {
      const exited = new Promise<number | null>((resolve) =>
        instances[i].proc.once('exit', (code) => resolve(code)),
      );
      instances[i].proc.kill('SIGTERM');
      expect(await exited).toBe(0);
      await start(i);
      await watcher.until(upstream(i), true);
      // The other instance is stopped only once this one is back in the balancer's list.
      await new Promise((r) => setTimeout(r, 1000));
    }
    await new Promise((r) => setTimeout(r, 2000));
    stop = true;
    await load;
    const seen = await ownerSeen;
    figures.rolling = {
      seconds: seconds(Date.now() - began),
      journeys: tally.journeys,
      calls: tally.calls,
      failedCalls: tally.failed,
      failures: Object.fromEntries(tally.failures),
      owner: seen,
    };
    console.log(`failover figures (rolling restart): ${JSON.stringify(figures.rolling)}`);
    for (const [k, v] of tally.acknowledged) stored.set(k, v);
    if (tally.failed > 0 || seen.failed > 0) {
      // What the balancer saw, to tell a slow machine from a broken drain.
      console.log(
        `readiness changes: ${JSON.stringify(watcher.changes.map((c) => ({ ...c, at: c.at - began })))}`,
      );
      console.log(`nginx errors:\n${nginx.errors().split('\n').slice(-40).join('\n')}`);
    }
    expect(tally.unexpected).toEqual([]);
    expect(tally.failed).toBe(0);
    expect(tally.gaveUp).toBe(0);
    expect(seen.failed).toBe(0);
    expect(seen.signedOut).toBe(0);
    expect(tally.acknowledged.size).toBeGreaterThan(0);
  }, 240_000);

  it('every acknowledged submission is stored once, and its webhook and new-lead e-mail delivered once', async () => {
    const rows = await sql<{ id: number; session_id: string }[]>`
      select id, session_id from responses where form_id = ${formId} and response is not null`;
    const bySession = new Map<string, number[]>();
    for (const r of rows) bySession.set(r.session_id, [...(bySession.get(r.session_id) ?? []), r.id]);
    const missing = [...stored.keys()].filter((s) => !bySession.has(s));
    const twice = [...bySession].filter(([, ids]) => ids.length > 1);
    const unacknowledged = [...bySession.keys()].filter((s) => !stored.has(s));
    expect(missing).toEqual([]);
    expect(twice).toEqual([]);
    expect(unacknowledged).toEqual([]);

    // Every queue drained: no delivery or e-mail waits or runs any more, so none can still arrive.
    await waitFor(
      async () => {
        const [q] = await sql<{ webhooks: number; mails: number; leads: number }[]>`
          select (select count(*)::int from webhook_deliveries where status in ('pending', 'delivering')) as webhooks,
                 (select count(*)::int from outbox where status in ('queued', 'sending')) as mails,
                 (select count(*)::int from lead_queue) as leads`;
        return q.webhooks + q.mails + q.leads === 0;
      },
      120_000,
      'webhook and e-mail queues to drain',
    );
    const responseIds = new Set(rows.map((r) => r.id));
    const completed = webhooks.received.filter((r) => r.payload?.type === 'response.completed');
    const webhookIds = new Map<number, Set<string>>();
    for (const r of completed) {
      const id = r.payload.data.response.id;
      webhookIds.set(id, (webhookIds.get(id) ?? new Set()).add(r.id));
    }
    expect([...responseIds].filter((id) => !webhookIds.has(id))).toEqual([]);
    expect([...webhookIds].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    expect([...webhookIds.keys()].filter((id) => !responseIds.has(id))).toEqual([]);

    const messageIdOf = (raw: string) => /^message-id:\s*(.+)$/im.exec(raw)?.[1]?.trim() ?? '';
    const mails = smtp.to(ownerEmail).filter((m) => m.subject.startsWith('New lead from'));
    const byJourney = new Map<string, Set<string>>();
    for (const m of mails) {
      const who = /^New lead from Ann (Lee \d+):/.exec(m.subject)?.[1] ?? m.subject;
      byJourney.set(who, (byJourney.get(who) ?? new Set()).add(messageIdOf(m.raw)));
    }
    const journeys = [...stored.values()].map((n) => `Lee ${n}`);
    expect(journeys.filter((j) => !byJourney.has(j))).toEqual([]);
    expect([...byJourney].filter(([, ids]) => ids.size !== 1)).toEqual([]);
    expect(byJourney.size).toBe(journeys.length);

    figures.delivery = {
      submissions: stored.size,
      webhookRequests: completed.length,
      webhookRepeatsOfOneId: completed.length - webhookIds.size,
      mails: mails.length,
      mailRepeatsOfOneMessageId: mails.length - byJourney.size,
    };
    console.log(`failover figures (delivery): ${JSON.stringify(figures.delivery)}`);
  }, 180_000);
});
