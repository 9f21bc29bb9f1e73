// CRM webhook: per-owner URL and Standard Webhooks secret, durable delivery jobs (coalesced, retried with backoff), delivery log and replay.
import crypto from 'node:crypto';
import {
  endingOf,
  formatCalculation,
  hiddenOf,
  META_KEYS,
  isRespondentLanguage,
  LANGUAGE_KEY,
  safeNormalizeConfig,
  titledAnswers,
} from '@forms-engine/model';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { userSettings, webhookDeliveries } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { JobSource } from '../workers/loop.ts';
import { isUniqueViolation } from '../db/rows.ts';
import { rowsOf } from '../db/rows.ts';
import { checkUrl, type LookupAll, pinnedRequest, SsrfError } from './ssrf.ts';
import { targetsOf, VERIFIED_TARGETS, type VerifiedFlags, verifiedFlags } from './verification.ts';

/** The database or an open transaction (enqueueing runs inside the answer's own transaction). */
type Queryable = Pick<Db, 'execute' | 'select' | 'insert' | 'transaction'>;

export type WebhookEvent = 'response.completed' | 'response.updated';

export interface WebhookPayload {
  type: WebhookEvent | 'webhook.test';
  timestamp: string;
  data: {
    form: { id: number; label: string; language: string; domain: string };
    response: {
      id: number;
      sessionId: string | null;
      sessionNo: number | null;
      complete: boolean;
      /** The answers under each question's title (the specification's shape). */
      answers: Record<string, unknown>;
      /** The same answers under each step's id, which never changes when a question is renamed or translated. */
      answersById: Record<string, unknown>;
      /** Hidden-field values the response carried (utm_source, gclid, …); {} when none. */
      hidden: Record<string, string>;
      /** The language the respondent read the form in (the form's language unless it has several). */
      language: string;
      /** Server-computed calculations by id, with their label and display text (empty while incomplete). */
      calculations: Record<string, { label: string; value: number; display: string }>;
      /** The ending the respondent reached (null: the normal submission screen, or incomplete). */
      ending: { id: string; title: string } | null;
      createdAt: string;
      updatedAt: string;
      submittedAt: string | null;
      /** Whether the contact answer's e-mail address and phone number were confirmed with a code. */
      verified: VerifiedFlags;
    };
  };
}

export interface DeliveryView {
  id: number;
  webhookId: string;
  event: string;
  status: string;
  attempts: number;
  lastError: string | null;
  responseCode: number | null;
  createdAt: string;
  nextAttemptAt: string | null;
  deliveredAt: string | null;
  formId: number | null;
  responseId: number | null;
}

interface ClaimedDelivery {
  id: number;
  message_id: string;
  user_id: number;
  payload: WebhookPayload | string;
  attempts: number;
  claim_token: string;
}

/** After a rotation the old secret also signs for this long, so receivers can switch without losing events. */
const PREVIOUS_SECRET_GRACE_MS = 24 * 3600 * 1000;

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

/** Standard Webhooks v1 signature: base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the decoded secret. */
export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

/** Delay before retry n (n = attempts made so far): exponential ×3 from the base, capped, ±20 % jitter. */
export function retryDelayMs(
  attempt: number,
  cfg: Pick<WebhookConfig, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const raw = Math.min(cfg.retryBaseMs * 3 ** Math.max(0, attempt - 1), cfg.retryMaxMs);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

function messageId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

export interface WebhookDeps {
  db: Db;
  config: WebhookConfig;
  /** Tests inject a resolver; production uses dns.lookup. */
  lookup?: LookupAll;
}

export class WebhooksService implements JobSource<ClaimedDelivery> {
  readonly name = 'webhooks';
  /** Set by the worker so a due job starts without waiting for the next poll. */
  onQueued: (() => void) | null = null;
  private readonly db: Db;
  private readonly config: WebhookConfig;
  private readonly lookup?: LookupAll;

  constructor(deps: WebhookDeps) {
    this.db = deps.db;
    this.config = deps.config;
    this.lookup = deps.lookup;
  }

  private guard() {
    return { allowPrivate: this.config.allowPrivate, lookup: this.lookup };
  }

  /** The owner's settings row with a signing secret, created on first use. */
  async settings(userId: number) {
    const secret = newWebhookSecret();
    await this.db
      .insert(userSettings)
      .values({ userId, webhookSecret: secret })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { webhookSecret: sql`coalesce(${userSettings.webhookSecret}, excluded.webhook_secret)` },
      });
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return row;
  }

  async get(userId: number) {
    const row = await this.settings(userId);
    return {
      webhookUrl: row.webhookUrl ?? '',
      secret: row.webhookSecret as string,
      disabled: row.webhookDisabledAt !== null,
      disabledAt: row.webhookDisabledAt?.toISOString() ?? null,
    };
  }

  /** Saves (or with an empty value clears) the URL after the SSRF check; saving re-enables a disabled endpoint. */
  async saveUrl(userId: number, raw: string): Promise<string> {
    const value = raw.trim();
    if (value !== '') await this.checkOrThrow(value);
    await this.settings(userId);
    await this.db
      .update(userSettings)
      .set({ webhookUrl: value === '' ? null : value, webhookDisabledAt: null, updatedAt: new Date() })
      .where(eq(userSettings.userId, userId));
    return value;
  }

  async rotateSecret(userId: number): Promise<string> {
    const row = await this.settings(userId);
    const secret = newWebhookSecret();
    await this.db
      .update(userSettings)
      .set({
        webhookSecret: secret,
        webhookPreviousSecret: row.webhookSecret,
        webhookSecretRotatedAt: new Date(),
        updatedAt: new Date(),
      })
      .where(eq(userSettings.userId, userId));
    return secret;
  }

  private async checkOrThrow(url: string) {
    try {
      return await checkUrl(url, this.guard());
    } catch (err) {
      if (err instanceof SsrfError) throw badRequest(err.message);
      throw err;
    }
  }

  private signatures(row: typeof userSettings.$inferSelect, id: string, ts: number, body: string): string {
    const sigs = [signPayload(row.webhookSecret as string, id, ts, body)];
    const rotatedAt = row.webhookSecretRotatedAt?.getTime() ?? 0;
    if (row.webhookPreviousSecret && Date.now() - rotatedAt < PREVIOUS_SECRET_GRACE_MS) {
      sigs.push(signPayload(row.webhookPreviousSecret, id, ts, body));
    }
    return sigs.join(' ');
  }

  /** One signed POST to the pinned address; resolves to the HTTP status or throws (network, SSRF, timeout). */
  private async post(
    url: string,
    row: typeof userSettings.$inferSelect,
    id: string,
    body: string,
    signal?: AbortSignal,
  ) {
    const checked = await checkUrl(url, this.guard());
    const ts = Math.floor(Date.now() / 1000);
    return pinnedRequest(checked, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'user-agent': 'FormsEngine-Webhooks/1.0',
        'webhook-id': id,
        'webhook-timestamp': String(ts),
        'webhook-signature': this.signatures(row, id, ts, body),
      },
      body,
      timeoutMs: this.config.timeoutMs,
      signal,
    });
  }

  /** Sends a signed `webhook.test` event now and reports what the receiver answered. */
  async sendTest(
    userId: number,
    url: string,
  ): Promise<{ ok: boolean; status: number | null; error?: string }> {
    await this.checkOrThrow(url);
    const row = await this.settings(userId);
    const now = new Date().toISOString();
    const payload: WebhookPayload = {
      type: 'webhook.test',
      timestamp: now,
      data: {
        form: { id: 0, label: 'Test form', language: 'en', domain: '' },
        response: {
          id: 0,
          sessionId: null,
          sessionNo: null,
          complete: true,
          answers: { 'Test question': 'Test answer' },
          answersById: { 'test-question': 'Test answer' },
          hidden: { utm_source: 'facebook' },
          language: 'en',
          calculations: { estimate: { label: 'Estimated price', value: 7350, display: '$7,350' } },
          ending: null,
          createdAt: now,
          updatedAt: now,
          submittedAt: now,
          verified: { email: false, phone: false },
        },
      },
    };
    try {
      const res = await this.post(url, row, messageId(), JSON.stringify(payload));
      const ok = res.status >= 200 && res.status < 300;
      return ok ? { ok, status: res.status } : { ok, status: res.status, error: describeStatus(res.status) };
    } catch (err) {
      return { ok: false, status: null, error: (err as Error).message };
    }
  }

  private async buildPayload(
    responseId: number,
    db: Queryable = this.db,
  ): Promise<{ userId: number; formId: number; active: boolean; payload: WebhookPayload } | null> {
    // One query on the answer's hot path: the response, its form, session and whether the owner has a live endpoint.
    const result = await db.execute(sql`
      select r.id, r.form_id, r.session_id, r.response, r.temp_response, r.created_at, r.updated_at, r.submitted_at,
        r.calculations, r.ending, r.spam, r.labels, s.session_no, f.user_id, f.label, f.language, f.domain,
        f.published_config as config,
        (us.webhook_url is not null and us.webhook_url <> '' and us.webhook_disabled_at is null) as active,
        ${VERIFIED_TARGETS} as verified_targets
      from responses r join forms f on f.id = r.form_id left join answer_sessions s on s.id = r.session_id
        left join user_settings us on us.user_id = f.user_id
      where r.id = ${responseId}`);
    const row = rowsOf<Record<string, unknown>>(result)[0];
    if (!row) return null;
    const complete = row.response !== null && row.response !== undefined;
    const rawAnswers = parseJson(complete ? row.response : row.temp_response) ?? {};
    const answersById = Object.fromEntries(Object.entries(rawAnswers).filter(([k]) => !META_KEYS.has(k)));
    const config = safeNormalizeConfig(parseJson(row.config));
    const answers = titledAnswers(
      config.ok ? config.config.steps : [],
      answersById,
      (parseJson(row.labels) as Record<string, string> | null) ?? {},
    );
    const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
    const { calculations, ending } = outcomeView(row, String(row.language));
    return {
      userId: Number(row.user_id),
      formId: Number(row.form_id),
      // A response marked as spam is sent nowhere.
      active: row.active === true && row.spam !== true,
      payload: {
        type: complete ? 'response.completed' : 'response.updated',
        timestamp: new Date().toISOString(),
        data: {
          form: {
            id: Number(row.form_id),
            label: String(row.label),
            language: String(row.language),
            domain: String(row.domain),
          },
          response: {
            id: Number(row.id),
            sessionId: (row.session_id as string | null) ?? null,
            sessionNo:
              row.session_no === null || row.session_no === undefined ? null : Number(row.session_no),
            complete,
            answers,
            answersById,
            hidden: hiddenOf(rawAnswers),
            language: isRespondentLanguage(rawAnswers[LANGUAGE_KEY])
              ? rawAnswers[LANGUAGE_KEY]
              : String(row.language),
            calculations,
            ending,
            createdAt: iso(row.created_at) as string,
            updatedAt: iso(row.updated_at) as string,
            submittedAt: iso(row.submitted_at),
            verified: verifiedFlags(rawAnswers, targetsOf(row.verified_targets)),
          },
        },
      },
    };
  }

  private async activeEndpoint(userId: number): Promise<boolean> {
    const [s] = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return Boolean(s?.webhookUrl && !s.webhookDisabledAt);
  }

  /**
   * Queues the response's current state. Incomplete responses are coalesced: while an update waits its
   * short delay, later saves rewrite its payload instead of adding jobs. A completion supersedes that wait.
   */
  async enqueueResponse(responseId: number, db: Queryable = this.db): Promise<void> {
    const built = await this.buildPayload(responseId, db);
    if (!built?.active) return;
    const { userId, formId, payload } = built;
    const json = JSON.stringify(payload);
    if (payload.type === 'response.updated') {
      // "When it changes": a save that repeats the answers of the latest queued or sent update is not news.
      const latest = await db.execute(sql`
        select (payload->'data'->'response'->'answers') = ${JSON.stringify(payload.data.response.answers)}::jsonb as same
        from webhook_deliveries
        where response_id = ${responseId} and event = 'response.updated' and status <> 'cancelled'
        order by id desc limit 1`);
      if (rowsOf<{ same: boolean }>(latest)[0]?.same === true) return;
      await db.execute(sql`
        insert into webhook_deliveries (message_id, user_id, form_id, response_id, event, payload, next_attempt_at)
        values (${messageId()}, ${userId}, ${formId}, ${responseId}, 'response.updated', ${json}::jsonb,
          now() + make_interval(secs => ${this.config.coalesceMs / 1000}))
        on conflict (response_id) where status = 'pending' and attempts = 0 and event = 'response.updated'
        do update set payload = excluded.payload, updated_at = now()`);
      return;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries set status = 'cancelled', last_error = 'Superseded by response.completed', updated_at = now()
        where response_id = ${responseId} and status = 'pending' and attempts = 0 and event = 'response.updated'`);
      await tx.insert(webhookDeliveries).values({
        messageId: messageId(),
        userId,
        formId,
        responseId,
        event: 'response.completed',
        payload: payload as unknown as Record<string, unknown>,
      });
    });
    this.onQueued?.();
  }

  async claim(limit: number): Promise<ClaimedDelivery[]> {
    const token = crypto.randomUUID();
    // A lease longer than one attempt can take; an expired lease means the claiming instance died mid-delivery.
    const leaseSeconds = Math.ceil(this.config.timeoutMs / 1000) + 10;
    const result = await this.db.execute(sql`
      update webhook_deliveries set status = 'delivering', attempts = attempts + 1, claim_token = ${token},
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      where id in (
        select id from webhook_deliveries
        where (status = 'pending' and next_attempt_at <= now()) or (status = 'delivering' and locked_until < now())
        order by next_attempt_at, id limit ${limit}
        for update skip locked)
      returning id, message_id, user_id, payload, attempts, claim_token`);
    return rowsOf<ClaimedDelivery>(result);
  }

  /** Records the outcome only if this claim still holds the job (a stale instance must not overwrite a reclaim). */
  private async finish(job: ClaimedDelivery, set: Record<string, unknown>) {
    await this.db
      .update(webhookDeliveries)
      .set({ ...set, lockedUntil: null, claimToken: null, updatedAt: new Date() })
      .where(and(eq(webhookDeliveries.id, job.id), eq(webhookDeliveries.claimToken, job.claim_token)));
  }

  async run(job: ClaimedDelivery, signal: AbortSignal): Promise<void> {
    const attempts = Number(job.attempts);
    const [s] = await this.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, job.user_id))
      .limit(1);
    if (!s?.webhookUrl) {
      await this.finish(job, { status: 'cancelled', lastError: 'No webhook URL configured' });
      return;
    }
    if (s.webhookDisabledAt) {
      await this.finish(job, { status: 'cancelled', lastError: 'Endpoint disabled after 410 Gone' });
      return;
    }
    const body = typeof job.payload === 'string' ? job.payload : JSON.stringify(job.payload);
    let status: number | null = null;
    let error: string | null = null;
    try {
      const res = await this.post(s.webhookUrl, s, job.message_id, body, signal);
      status = res.status;
      if (status < 200 || status >= 300) error = describeStatus(status, res.body);
    } catch (err) {
      error = (err as Error).message;
    }
    if (status !== null && status >= 200 && status < 300) {
      await this.finish(job, {
        status: 'succeeded',
        responseCode: status,
        lastError: null,
        deliveredAt: new Date(),
      });
      return;
    }
    if (status === 410) {
      await this.finish(job, { status: 'failed', responseCode: 410, lastError: error });
      await this.disableEndpoint(job.user_id);
      return;
    }
    if (signal.aborted) {
      // Shutting down: put it straight back so the next instance (or restart) picks it up at once.
      await this.finish(job, {
        status: 'pending',
        responseCode: status,
        lastError: error,
        nextAttemptAt: new Date(),
      });
      return;
    }
    const exhausted = attempts >= this.config.maxAttempts;
    await this.finish(job, {
      status: exhausted ? 'failed' : 'pending',
      responseCode: status,
      lastError: error,
      nextAttemptAt: new Date(Date.now() + (exhausted ? 0 : retryDelayMs(attempts, this.config))),
    });
  }

  private async disableEndpoint(userId: number) {
    await this.db
      .update(userSettings)
      .set({ webhookDisabledAt: new Date(), updatedAt: new Date() })
      .where(eq(userSettings.userId, userId));
    await this.db.execute(sql`
      update webhook_deliveries set status = 'cancelled', last_error = 'Endpoint disabled after 410 Gone', updated_at = now()
      where user_id = ${userId} and status = 'pending'`);
  }

  async list(userId: number, limit = 100): Promise<DeliveryView[]> {
    const rows = await this.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.userId, userId))
      .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      webhookId: r.messageId,
      event: r.event,
      status: r.status,
      attempts: r.attempts,
      lastError: r.lastError,
      responseCode: r.responseCode,
      createdAt: r.createdAt.toISOString(),
      nextAttemptAt: r.status === 'pending' ? r.nextAttemptAt.toISOString() : null,
      deliveredAt: r.deliveredAt?.toISOString() ?? null,
      formId: r.formId,
      responseId: r.responseId,
    }));
  }

  /** Sends a delivery again now, with the same webhook-id (receivers deduplicate on it) and a fresh attempt budget. */
  async replay(userId: number, id: number): Promise<void> {
    const [row] = await this.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, id)).limit(1);
    if (!row || row.userId !== userId) throw notFound('Delivery not found');
    if (row.status === 'delivering') throw conflict('This delivery is being sent right now');
    if (!(await this.activeEndpoint(userId))) throw badRequest('Save a webhook URL first');
    try {
      await this.db
        .update(webhookDeliveries)
        .set({
          status: 'pending',
          attempts: 0,
          nextAttemptAt: new Date(),
          lastError: null,
          updatedAt: new Date(),
        })
        .where(eq(webhookDeliveries.id, id));
    } catch (err) {
      // The coalescing index allows one waiting update per response; a newer one already carries later answers.
      if (isUniqueViolation(err)) throw conflict('A newer update of this response is already queued');
      throw err;
    }
    this.onQueued?.();
  }
}

function describeStatus(status: number, body = ''): string {
  const text = body.trim().slice(0, 200);
  if (status >= 300 && status < 400) return `Receiver answered HTTP ${status}; redirects are not followed`;
  return `Receiver answered HTTP ${status}${text ? `: ${text}` : ''}`;
}

function parseJson(v: unknown): Record<string, unknown> | null {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as Record<string, unknown>;
    } catch {
      return null;
    }
  }
  return (v as Record<string, unknown> | null) ?? null;
}

/** A stored response's calculations (labelled and formatted in the form's language) and ending, for CRMs. */
function outcomeView(
  row: Record<string, unknown>,
  language: string,
): Pick<WebhookPayload['data']['response'], 'calculations' | 'ending'> {
  const values = parseJson(row.calculations) as Record<string, unknown> | null;
  const endingId = typeof row.ending === 'string' ? row.ending : null;
  if (!values && !endingId) return { calculations: {}, ending: null };
  const parsed = safeNormalizeConfig(row.config);
  const config = parsed.ok ? parsed.config : null;
  const calculations: WebhookPayload['data']['response']['calculations'] = {};
  for (const [id, value] of Object.entries(values ?? {})) {
    if (typeof value !== 'number') continue;
    const calc = config?.calculations?.find((c) => c.id === id) ?? { id, label: id, formula: '' };
    calculations[id] = { label: calc.label || id, value, display: formatCalculation(calc, value, language) };
  }
  const ending = endingId
    ? { id: endingId, title: (config && endingOf(config, endingId)?.title) || endingId }
    : null;
  return { calculations, ending };
}
