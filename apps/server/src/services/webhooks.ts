// CRM webhook: per-owner URL and Standard Webhooks secret, the signed event body, the test send, and the sending of
// queued deliveries to the owner's URL and to REST hook subscribers (the queue itself: services/deliveries.ts).
import crypto from 'node:crypto';
import {
  answerKey,
  bookingAnswerOf,
  type BookingState,
  displayAnswer,
  endingOf,
  formatCalculation,
  hiddenOf,
  META_KEYS,
  isRespondentLanguage,
  LANGUAGE_KEY,
  type TFormConfig,
  titledAnswers,
  type VerifiedFlags,
} from '@forms-engine/model';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { userSettings, webhookDeliveries } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import type { ClaimedDelivery, SenderOutcome } from './deliveries.ts';
import { checkUrl, type LookupAll, pinnedRequest, SsrfError } from './ssrf.ts';
import { targetsOf, verifiedFlags } from './verification.ts';

export type WebhookEvent = 'response.completed' | 'response.updated' | 'booking.updated';

export interface WebhookPayload {
  type: WebhookEvent | 'webhook.test';
  timestamp: string;
  data: {
    form: { id: number; label: string; language: string; domain: string };
    response: {
      id: number;
      sessionId: string | null;
      sessionNo: number | null;
      /** The lead's number in its form, as the owner's table and e-mails show it; null while incomplete. */
      leadNo: number | null;
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
      /** The A/B test variant the respondent was shown ("A", "B", …); null when the form was not under test. */
      variant: string | null;
    };
    /** `booking.updated` only: the booking step whose calendar booking changed, and where it stands now. */
    booking?: {
      stepId: string;
      question: string;
      status: BookingState;
      start: string;
      end: string | null;
      provider: string;
      uid: string;
      /** As the responses table shows it: "Rescheduled to 2026-12-03 10:00 UTC". */
      text: string;
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

/** After a rotation the old secret also signs for this long, so receivers can switch without losing events. */
const PREVIOUS_SECRET_GRACE_MS = 24 * 3600 * 1000;

/** A delivery's id (the `webhook-id`): unique per delivery and the same on every attempt and replay of it. */
export function messageId(): string {
  return `msg_${crypto.randomUUID().replaceAll('-', '')}`;
}

export function newWebhookSecret(): string {
  return `whsec_${crypto.randomBytes(24).toString('base64')}`;
}

/** Standard Webhooks v1 signature: base64 HMAC-SHA256 of `${id}.${timestamp}.${body}` keyed with the decoded secret. */
export function signPayload(secret: string, id: string, timestampSeconds: number, body: string): string {
  const key = Buffer.from(secret.replace(/^whsec_/, ''), 'base64');
  const mac = crypto.createHmac('sha256', key).update(`${id}.${timestampSeconds}.${body}`).digest('base64');
  return `v1,${mac}`;
}

export interface WebhookDeps {
  db: Db;
  config: WebhookConfig;
  /** Tests inject a resolver; production uses dns.lookup. */
  lookup?: LookupAll;
}

export class WebhooksService {
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
          leadNo: 1,
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
          variant: null,
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

  /**
   * Sends one queued delivery to the owner's webhook URL (read at each attempt: a fixed URL takes the waiting
   * retries). 410 Gone switches the endpoint off and cancels the owner's other waiting deliveries.
   */
  async deliver(job: ClaimedDelivery, signal: AbortSignal): Promise<SenderOutcome> {
    const [s] = await this.db
      .select()
      .from(userSettings)
      .where(eq(userSettings.userId, job.user_id))
      .limit(1);
    if (!s?.webhookUrl) return { result: 'cancelled', status: null, detail: 'No webhook URL configured' };
    if (s.webhookDisabledAt)
      return { result: 'cancelled', status: null, detail: 'Endpoint disabled after 410 Gone' };
    const outcome = await this.sendSigned(s.webhookUrl, s, job, signal);
    if (outcome.status === 410) {
      await this.disableEndpoint(job.user_id);
      return { ...outcome, result: 'failed' };
    }
    return outcome;
  }

  /** One signed POST of a queued delivery's body; 2xx is sent, anything else (410 included) is to be retried. */
  async sendSigned(
    url: string,
    row: typeof userSettings.$inferSelect,
    job: Pick<ClaimedDelivery, 'message_id' | 'payload'>,
    signal: AbortSignal,
  ): Promise<SenderOutcome> {
    const body = typeof job.payload === 'string' ? job.payload : JSON.stringify(job.payload);
    try {
      const res = await this.post(url, row, job.message_id, body, signal);
      if (res.status >= 200 && res.status < 300)
        return { result: 'sent', status: res.status, detail: `Receiver answered HTTP ${res.status}` };
      return { result: 'retry', status: res.status, detail: describeStatus(res.status, res.body) };
    } catch (err) {
      return { result: 'retry', status: null, detail: (err as Error).message };
    }
  }

  private async disableEndpoint(userId: number) {
    await this.db
      .update(userSettings)
      .set({ webhookDisabledAt: new Date(), updatedAt: new Date() })
      .where(eq(userSettings.userId, userId));
    await this.db.execute(sql`
      update webhook_deliveries set status = 'cancelled', last_error = 'Endpoint disabled after 410 Gone', updated_at = now()
      where user_id = ${userId} and integration_id is null and status = 'pending'`);
  }

  /** The latest deliveries to the owner's webhook (not those of form integrations), newest first. */
  async list(userId: number, limit = 100): Promise<DeliveryView[]> {
    const rows = await this.db
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.userId, userId), isNull(webhookDeliveries.integrationId)))
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
}

/**
 * The event a stored response makes (the row of services/deliveries.ts's read: response, form, session): answers
 * under their titles and by step id, hidden values, calculations and ending.
 */
export function eventOf(
  row: Record<string, unknown>,
  config: TFormConfig | null,
  /** For `booking.updated`: the answer key of the booking step that changed. */
  bookingKey: string | null = null,
): WebhookPayload {
  const complete = row.response !== null && row.response !== undefined;
  const rawAnswers = parseJson(complete ? row.response : row.temp_response) ?? {};
  const answersById = Object.fromEntries(Object.entries(rawAnswers).filter(([k]) => !META_KEYS.has(k)));
  const answers = titledAnswers(
    config?.steps ?? [],
    answersById,
    (parseJson(row.labels) as Record<string, string> | null) ?? {},
  );
  const iso = (v: unknown) => (v === null || v === undefined ? null : new Date(v as string).toISOString());
  const { calculations, ending } = outcomeView(row, config, String(row.language));
  const booking = bookingKey === null ? null : bookingAnswerOf(answersById[bookingKey]);
  const bookingStep = config?.steps.find((s, i) => answerKey(s, i) === bookingKey);
  return {
    type: booking ? 'booking.updated' : complete ? 'response.completed' : 'response.updated',
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
        sessionNo: row.session_no === null || row.session_no === undefined ? null : Number(row.session_no),
        leadNo: row.lead_no === null || row.lead_no === undefined ? null : Number(row.lead_no),
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
        variant: typeof row.variant === 'string' ? row.variant : null,
      },
      ...(booking && bookingKey
        ? {
            booking: {
              stepId: bookingKey,
              question: bookingStep?.title ?? bookingKey,
              status: booking.status ?? 'booked',
              start: booking.start ?? '',
              end: booking.end ?? null,
              provider: booking.provider ?? '',
              uid: booking.uid ?? '',
              text: bookingStep ? displayAnswer(bookingStep, booking) : '',
            },
          }
        : {}),
    },
  };
}

function describeStatus(status: number, body = ''): string {
  const text = body.trim().slice(0, 200);
  if (status >= 300 && status < 400) return `Receiver answered HTTP ${status}; redirects are not followed`;
  return `Receiver answered HTTP ${status}${text ? `: ${text}` : ''}`;
}

export function parseJson(v: unknown): Record<string, unknown> | null {
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
  config: TFormConfig | null,
  language: string,
): Pick<WebhookPayload['data']['response'], 'calculations' | 'ending'> {
  const values = parseJson(row.calculations) as Record<string, unknown> | null;
  const endingId = typeof row.ending === 'string' ? row.ending : null;
  if (!values && !endingId) return { calculations: {}, ending: null };
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
