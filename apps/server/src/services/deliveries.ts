// The one delivery queue of leads to other systems — the owner's CRM webhook, each form integration (Sheets,
// Slack, HubSpot, Pipedrive) and REST hook subscriptions: jobs queued in the transaction that stores the answers,
// claimed with FOR UPDATE SKIP LOCKED, retried with backoff, logged, and replayable.
import crypto from 'node:crypto';
import type { DestinationKind } from '@forms-engine/contracts';
import { type Answers, isLeadHeld, safeNormalizeConfig, type TFormConfig } from '@forms-engine/model';
import { type SQL, sql } from 'drizzle-orm';
import type { WebhookConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation, rowsOf } from '../db/rows.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import type { JobSource } from '../workers/loop.ts';
import type { SessionVisitor } from '../db/schema.ts';
import { type LeadFacts, leadFacts } from './destinations/lead-facts.ts';
import { routeLead, routesTo, routingOf } from './routing.ts';
import { eventOf, messageId, parseJson } from './webhooks.ts';
import { targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';

/** The database or an open transaction (enqueueing runs inside the answer's own transaction). */
type Queryable = Pick<Db, 'execute' | 'transaction'>;

export type DeliveryEvent = 'response.completed' | 'response.updated' | 'booking.updated';

export interface ClaimedDelivery {
  id: number;
  message_id: string;
  user_id: number;
  form_id: number | null;
  response_id: number | null;
  /** null: the owner's CRM webhook. */
  integration_id: number | null;
  event: string;
  payload: unknown;
  attempts: number;
  claim_token: string;
  created_at: string | Date;
}

/**
 * What a sender made of one attempt. sent, failed (not retried), retry (later, with backoff), paused (its
 * integration waits for the owner; a fix resumes it) or cancelled (nowhere to send it any more).
 */
export interface SenderOutcome {
  result: 'sent' | 'retry' | 'failed' | 'paused' | 'cancelled';
  status: number | null;
  detail: string;
}

export interface DeliverySender {
  deliver(job: ClaimedDelivery, signal: AbortSignal): Promise<SenderOutcome>;
}

/** Delay before retry n (n = attempts made so far): exponential ×3 from the base, capped, ±20 % jitter. */
export function retryDelayMs(
  attempt: number,
  cfg: Pick<WebhookConfig, 'retryBaseMs' | 'retryMaxMs'>,
): number {
  const raw = Math.min(cfg.retryBaseMs * 3 ** Math.max(0, attempt - 1), cfg.retryMaxMs);
  return Math.round(raw * (0.8 + Math.random() * 0.4));
}

/** A form integration as the enqueueing reads it. */
interface ActiveIntegration {
  id: number;
  kind: DestinationKind;
  settings: Record<string, unknown>;
  broken: boolean;
}

/**
 * The lead as one integration is given it: the visitor's ad ids, IP address and browser go only to the ad
 * platforms' conversion events, never into a sheet, a chat or a CRM.
 */
function factsFor(kind: DestinationKind, facts: LeadFacts): LeadFacts {
  if (kind === 'metaCapi' || kind === 'ga4' || !facts.conversion?.visitor) return facts;
  const { visitor, ...conversion } = facts.conversion;
  return { ...facts, conversion };
}

/**
 * Whether an integration takes this event: hooks their subscribed one, Sheets updates when asked, all completions;
 * a booking's change goes to the lead's row, channel or CRM record, never again to an ad platform's conversion count.
 */
function wants(i: ActiveIntegration, event: DeliveryEvent): boolean {
  if (i.kind === 'hook') return i.settings.event === event;
  if (event === 'response.completed') return true;
  if (event === 'booking.updated') return i.kind !== 'metaCapi' && i.kind !== 'ga4';
  return i.kind === 'sheets' && i.settings.includeUnfinished === true;
}

/** What tells whether an update repeats the last one: the answers of an event, the values of lead facts. */
interface Probe {
  path: SQL;
  value: string;
}

export class DeliveryQueue implements JobSource<ClaimedDelivery> {
  readonly name = 'deliveries';
  /** Set by the worker so a due job starts without waiting for the next poll. */
  onQueued: (() => void) | null = null;
  /** The senders by destination: the account's webhook, and the form integrations (hooks included). */
  senders: { webhook: DeliverySender; integration: DeliverySender } | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: WebhookConfig,
    /** Origin of links to leads (PUBLIC_URL, else this instance's address). */
    private readonly origin: string,
  ) {}

  /**
   * Queues the response's current state for every destination that takes it: the owner's webhook and the form's
   * integrations its routing sends it to. Incomplete responses' updates are coalesced per destination (later saves
   * rewrite a waiting update) and skipped when they repeat the last answers; a completion supersedes a waiting
   * update. A broken integration's completions wait (paused) for the owner's fix.
   */
  async enqueue(responseId: number, db: Queryable = this.db): Promise<void> {
    const row = await this.leadRow(responseId, db);
    if (!row) return;
    const complete = row.response !== null && row.response !== undefined;
    const event: DeliveryEvent = complete ? 'response.completed' : 'response.updated';
    const lead = this.jobsOf(row, event, null);
    if (!lead) return;
    const { jobs, userId, formId } = lead;

    if (event === 'response.updated') {
      for (const job of jobs) await this.enqueueUpdate(db, job, { userId, formId, responseId });
      return;
    }
    await db.transaction(async (tx) => {
      await tx.execute(sql`
        update webhook_deliveries set status = 'cancelled', last_error = 'Superseded by response.completed', updated_at = now()
        where response_id = ${responseId} and status = 'pending' and attempts = 0 and event = 'response.updated'`);
      await this.insertJobs(tx, jobs, 'response.completed', { userId, formId, responseId });
    });
    this.onQueued?.();
  }

  /**
   * Queues a submitted lead's `booking.updated` for its webhook and the integrations that keep a record of it, in
   * the transaction that applied the calendar's change (which wakes the worker once it commits). `stepKey` names the
   * booking step's answer the event's `booking` object shows.
   */
  async enqueueBookingUpdate(responseId: number, stepKey: string, db: Queryable): Promise<void> {
    const row = await this.leadRow(responseId, db);
    if (!row || row.response === null || row.response === undefined) return;
    const lead = this.jobsOf(row, 'booking.updated', stepKey);
    if (lead) await this.insertJobs(db, lead.jobs, 'booking.updated', { ...lead, responseId });
  }

  private async insertJobs(
    db: Pick<Db, 'execute'>,
    jobs: { integrationId: number | null; body: unknown; paused: boolean }[],
    event: DeliveryEvent,
    at: { userId: number; formId: number; responseId: number },
  ) {
    if (jobs.length === 0) return;
    const values = jobs.map(
      (
        j,
      ) => sql`(${messageId()}, ${at.userId}::int, ${at.formId}::int, ${at.responseId}::int, ${j.integrationId}::int,
        ${event}, ${JSON.stringify(j.body)}::jsonb, ${j.paused ? 'paused' : 'pending'},
        ${j.paused ? 'Waiting for the integration to be fixed' : null})`,
    );
    await db.execute(sql`
      insert into webhook_deliveries (message_id, user_id, form_id, response_id, integration_id, event, payload, status, last_error)
      values ${sql.join(values, sql`, `)}`);
  }

  /** The response with what its deliveries need: form, owner's webhook, the form's integrations, verified codes. */
  private async leadRow(responseId: number, db: Queryable) {
    const result = await db.execute(sql`
      select r.id, r.form_id, r.session_id, r.response, r.temp_response, r.created_at, r.updated_at, r.submitted_at,
        r.calculations, r.ending, r.spam, r.labels, r.lead_no, s.session_no, s.variant, s.visitor, f.user_id, f.label, f.language, f.domain,
        f.published_config as config, fs.routing, ${VERIFIED_TARGETS} as verified_targets,
        (us.webhook_url is not null and us.webhook_url <> '' and us.webhook_disabled_at is null) as webhook,
        (select coalesce(json_agg(json_build_object('id', fi.id, 'kind', fi.kind, 'settings', fi.settings,
            'broken', fi.broken_at is not null) order by fi.id), '[]'::json)
          from form_integrations fi where fi.form_id = r.form_id and fi.enabled) as integrations
      from responses r join forms f on f.id = r.form_id left join answer_sessions s on s.id = r.session_id
        left join user_settings us on us.user_id = f.user_id left join form_settings fs on fs.form_id = r.form_id
      where r.id = ${responseId}`);
    const row = rowsOf<Record<string, unknown>>(result)[0];
    return !row || row.spam === true || row.spam === 't' ? null : row;
  }

  /**
   * The deliveries of one event about a lead: the owner's webhook and the form's integrations that take the event
   * and that its routing sends the lead to; none for a lead the owner holds back as unverified.
   */
  private jobsOf(row: Record<string, unknown>, event: DeliveryEvent, bookingKey: string | null) {
    const responseId = Number(row.id);
    const complete = row.response !== null && row.response !== undefined;
    const integrations = (parseJson(row.integrations) as unknown as ActiveIntegration[] | null) ?? [];
    const webhook = row.webhook === true || row.webhook === 't';
    let targets = integrations.filter((i) => wants(i, event) && !(i.broken && event === 'response.updated'));
    if (!webhook && targets.length === 0) return null;

    const parsed = safeNormalizeConfig(parseJson(row.config));
    const config: TFormConfig | null = parsed.ok ? parsed.config : null;
    const answers = (parseJson(complete ? row.response : row.temp_response) ?? {}) as Answers;
    const verified = verifiedFlags(answers, targetsOf(row.verified_targets));
    // "Keep them in the responses only": nothing about a held lead leaves the product.
    if (isLeadHeld(config?.steps, verified)) return null;
    // Routing picks among the owner's integrations; a subscription of an automation platform gets every event.
    const routed = routeLead(routingOf(row.routing), config, answers);
    targets = targets.filter((i) => i.kind === 'hook' || routesTo(routed, i.id));
    if (!webhook && targets.length === 0) return null;

    const userId = Number(row.user_id);
    const formId = Number(row.form_id);
    const payload = eventOf(row, config, bookingKey);
    const booking = payload.data.booking;
    const change = booking
      ? `Booking ${booking.status === 'booked' ? 'confirmed' : booking.status}`
      : undefined;
    let facts: LeadFacts | null = null;
    const factsOf = () => {
      facts ??= {
        ...leadFacts(
          {
            id: responseId,
            sessionId: typeof row.session_id === 'string' ? row.session_id : null,
            formId,
            formLabel: String(row.label),
            language: String(row.language),
            complete,
            sessionNo: payload.data.response.sessionNo,
            answers,
            labels: (parseJson(row.labels) as Record<string, string> | null) ?? {},
            calculations: (parseJson(row.calculations) as Record<string, number> | null) ?? null,
            ending: typeof row.ending === 'string' ? row.ending : null,
            submittedAt: payload.data.response.submittedAt,
            variant: payload.data.response.variant,
            verified,
            visitor: (parseJson(row.visitor) as SessionVisitor | null) ?? null,
          },
          config,
          this.origin,
        ),
        ...(change ? { change } : {}),
      };
      return facts;
    };
    const eventProbe = (): Probe => ({
      path: sql`payload->'data'->'response'->'answers'`,
      value: JSON.stringify(payload.data.response.answers),
    });
    const factsProbe = (): Probe => ({
      path: sql`payload->'values'`,
      value: JSON.stringify(factsOf().values),
    });
    const jobs = [
      ...(webhook
        ? [{ integrationId: null, body: payload as unknown, probe: eventProbe, paused: false }]
        : []),
      ...targets.map((i) => ({
        integrationId: i.id,
        body: (i.kind === 'hook' ? payload : factsFor(i.kind, factsOf())) as unknown,
        probe: i.kind === 'hook' ? eventProbe : factsProbe,
        paused: i.broken,
      })),
    ];
    return { jobs, userId, formId };
  }

  /** One destination's update of an incomplete response: skipped when it repeats the last one, else coalesced. */
  private async enqueueUpdate(
    db: Queryable,
    job: { integrationId: number | null; body: unknown; probe: () => Probe },
    at: { userId: number; formId: number; responseId: number },
  ) {
    const json = JSON.stringify(job.body);
    const integration =
      job.integrationId === null ? sql`integration_id is null` : sql`integration_id = ${job.integrationId}`;
    const probe = job.probe();
    const latest = await db.execute(sql`
      select (${probe.path}) = ${probe.value}::jsonb as same
      from webhook_deliveries
      where response_id = ${at.responseId} and ${integration} and event = 'response.updated' and status <> 'cancelled'
      order by id desc limit 1`);
    if (rowsOf<{ same: boolean }>(latest)[0]?.same === true) return;
    await db.execute(sql`
      insert into webhook_deliveries (message_id, user_id, form_id, response_id, integration_id, event, payload, next_attempt_at)
      values (${messageId()}, ${at.userId}, ${at.formId}, ${at.responseId}, ${job.integrationId}::int, 'response.updated',
        ${json}::jsonb, now() + make_interval(secs => ${this.config.coalesceMs / 1000}))
      on conflict (response_id, (coalesce(integration_id, 0)))
        where status = 'pending' and attempts = 0 and event = 'response.updated'
      do update set payload = excluded.payload, updated_at = now()`);
  }

  /**
   * Claims due jobs. A lease outlasts one attempt (each attempt is bounded by the delivery timeout); an expired
   * lease means the claiming instance died mid-delivery. An integration gets one lead's deliveries in order: a job
   * waits while an older one of the same lead to the same integration is not finished.
   */
  async claim(limit: number): Promise<ClaimedDelivery[]> {
    const token = crypto.randomUUID();
    const leaseSeconds = Math.ceil(this.config.timeoutMs / 1000) + 10;
    const result = await this.db.execute(sql`
      update webhook_deliveries set status = 'delivering', attempts = attempts + 1, claim_token = ${token},
        locked_until = now() + make_interval(secs => ${leaseSeconds}), updated_at = now()
      where id in (
        select d.id from webhook_deliveries d
        where ((d.status = 'pending' and d.next_attempt_at <= now()) or (d.status = 'delivering' and d.locked_until < now()))
          and (d.integration_id is null or not exists (
            select 1 from webhook_deliveries o
            where o.integration_id = d.integration_id and o.response_id = d.response_id and o.id < d.id
              and o.status in ('pending', 'delivering', 'paused')))
        order by d.next_attempt_at, d.id limit ${limit}
        for update skip locked)
      returning id, message_id, user_id, form_id, response_id, integration_id, payload, event, attempts, claim_token,
        created_at`);
    return rowsOf<ClaimedDelivery>(result);
  }

  /** Records the outcome only if this claim still holds the job (a stale instance must not overwrite a reclaim). */
  private async finish(job: ClaimedDelivery, set: Record<string, unknown>) {
    const assignments = Object.entries(set).map(([column, value]) =>
      value instanceof Date
        ? sql`${sql.identifier(column)} = ${value.toISOString()}::timestamptz`
        : sql`${sql.identifier(column)} = ${value}`,
    );
    await this.db.execute(sql`
      update webhook_deliveries set ${sql.join(assignments, sql`, `)}, locked_until = null, claim_token = null,
        updated_at = now()
      where id = ${job.id} and claim_token = ${job.claim_token}`);
  }

  async run(job: ClaimedDelivery, shutdown: AbortSignal): Promise<void> {
    if (!this.senders) throw new Error('delivery senders are not set');
    const sender = job.integration_id === null ? this.senders.webhook : this.senders.integration;
    // One attempt, however many requests it makes, ends within the delivery timeout: the claim's lease holds.
    const signal = AbortSignal.any([shutdown, AbortSignal.timeout(this.config.timeoutMs)]);
    let out: SenderOutcome;
    try {
      out = await sender.deliver(job, signal);
    } catch (err) {
      out = { result: 'retry', status: null, detail: (err as Error).message || String(err) };
    }
    const detail = out.detail.slice(0, 500);
    switch (out.result) {
      case 'sent':
        await this.finish(job, {
          status: 'succeeded',
          response_code: out.status,
          detail,
          last_error: null,
          delivered_at: new Date(),
        });
        return;
      case 'failed':
      case 'cancelled':
      case 'paused':
        await this.finish(job, {
          status: out.result,
          response_code: out.status,
          detail,
          last_error: detail,
        });
        return;
      case 'retry': {
        if (shutdown.aborted) {
          // Shutting down: put it straight back so the next instance (or restart) picks it up at once.
          await this.finish(job, {
            status: 'pending',
            response_code: out.status,
            detail,
            last_error: detail,
            next_attempt_at: new Date(),
          });
          return;
        }
        const attempts = Number(job.attempts);
        const exhausted = attempts >= this.config.maxAttempts;
        await this.finish(job, {
          status: exhausted ? 'failed' : 'pending',
          response_code: out.status,
          detail,
          last_error: detail,
          next_attempt_at: new Date(Date.now() + (exhausted ? 0 : retryDelayMs(attempts, this.config))),
        });
        return;
      }
      default: {
        const never: never = out.result;
        throw new Error(`unknown outcome ${String(never)}`);
      }
    }
  }

  /**
   * Queues a delivery again now, with the same message id (receivers deduplicate on it) and a fresh attempt
   * budget. `owned` narrows which deliveries the caller may replay; 404 otherwise, 409 while one is being sent.
   */
  async replay(
    id: number,
    owned: (row: { user_id: number; form_id: number | null; integration_id: number | null }) => boolean,
    /** A last check before it is queued (the webhook needs a saved endpoint). */
    ready?: () => Promise<void>,
  ) {
    const [row] = rowsOf<{
      user_id: number;
      form_id: number | null;
      integration_id: number | null;
      status: string;
    }>(
      await this.db.execute(
        sql`select user_id, form_id, integration_id, status from webhook_deliveries where id = ${id}`,
      ),
    );
    if (!row || !owned(row)) throw notFound('Delivery not found');
    if (row.status === 'delivering') throw conflict('This delivery is being sent right now');
    await ready?.();
    try {
      await this.db.execute(sql`
        update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
          updated_at = now()
        where id = ${id}`);
    } catch (err) {
      // The coalescing index allows one waiting update per response and destination; a newer one is queued already.
      if (isUniqueViolation(err)) throw conflict('A newer update of this response is already queued');
      throw err;
    }
    this.onQueued?.();
  }

  /** The owner's CRM webhook: whether a delivery can be replayed (an endpoint is saved and switched on). */
  async assertWebhookActive(userId: number): Promise<void> {
    const [s] = rowsOf<{ ok: boolean }>(
      await this.db.execute(sql`
        select (webhook_url is not null and webhook_url <> '' and webhook_disabled_at is null) as ok
        from user_settings where user_id = ${userId}`),
    );
    if (s?.ok !== true) throw badRequest('Save a webhook URL first');
  }
}
