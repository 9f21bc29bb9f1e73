// The leads worker: turns each stored submission into its new-lead e-mails and dashboard count exactly once,
// reports incomplete responses with contact details that went idle ("unfinished lead") and invites their
// respondents back ("finish your request").
import crypto from 'node:crypto';
import { isLeadHeld, type TFormConfig } from '@forms-engine/model';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import type { JobSource } from '../workers/loop.ts';
import { notificationsOf } from './form-settings.ts';
import {
  leadConfig,
  ownerNotification,
  respondentConfirmation,
  recoveryMail,
  type StoredLead,
  unfinishedNotification,
} from './lead-mail.ts';
import type { MailService, OutgoingMail } from './mail.ts';
import type { RecipientsService } from './recipients.ts';
import { routeLead, routesMailTo, routingOf } from './routing.ts';
import type { RecoveryService } from './recovery.ts';
import { rowsOf } from '../db/rows.ts';
import { AWAITS_VERIFICATION, targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';

/**
 * A batch of stored submissions (processed together in one transaction), or one idle incomplete response.
 */
export type LeadJob =
  | { kind: 'completed'; responseIds: number[] }
  | { kind: 'unfinished'; responseId: number }
  | { kind: 'recovery'; responseId: number };

/** Submissions one batch takes at most: its e-mails go into the outbox in one statement. */
const BATCH = 100;
/** Leads rendered between two yields to the event loop. */
const RENDER_SLICE = 5;

export interface LeadsConfig {
  /** Origin for links in e-mails (PUBLIC_URL, else this instance's local address). */
  origin: string;
  /** How often incomplete responses are checked for the unfinished-lead e-mail. */
  unfinishedScanMs: number;
}

type Tx = Pick<Db, 'execute'>;

/** Incomplete answers "with contact details": some answer is an object carrying an e-mail. */
const HAS_CONTACT = sql`exists (select 1 from jsonb_each(r.temp_response) e
  where jsonb_typeof(e.value) = 'object' and coalesce(e.value->>'email', '') like '%_@_%')`;

/** What the e-mails need of a response, its form, owner, session and settings (`r` is the response). */
const LEAD_COLUMNS = sql`${sql.raw(`r.id, r.form_id, r.session_id, r.response, r.temp_response, r.labels, r.submitted_at, r.updated_at, r.spam,
  r.calculations, r.lead_no, s.session_no, us.time_zone, f.label, f.language, coalesce(f.published_config, f.config) as config,
  u.id as owner_id, u.email as owner_email, fs.notifications, fs.routing,
  (select coalesce(json_agg(nr.email), '[]'::json) from notification_recipients nr
    where nr.user_id = u.id and nr.confirmed_at is not null) as confirmed_recipients`)},
  ${VERIFIED_TARGETS} as verified_targets`;
const LEAD_FROM = sql.raw(`responses r
  join forms f on f.id = r.form_id
  join users u on u.id = f.user_id
  left join answer_sessions s on s.id = r.session_id
  left join form_settings fs on fs.form_id = r.form_id
  left join user_settings us on us.user_id = u.id`);

/** Responses untouched for this long are not reported as unfinished leads any more. */
const UNFINISHED_MAX_AGE_DAYS = 7;

/** E-mails to respondents: at most one of each kind per address, form and day. */
const RESPONDENT_KINDS: ReadonlySet<string> = new Set(['lead-respondent', 'lead-recovery']);

/** Incomplete responses whose respondent may be invited back (the form's recovery settings aside). */
const RECOVERABLE = sql`r.response is null and r.recovery_mailed_at is null and r.temp_response is not null
  and not r.spam and r.session_id is not null and ${HAS_CONTACT}`;

export class LeadsService implements JobSource<LeadJob> {
  readonly name = 'leads';
  /** Set by the worker so a stored submission is processed without waiting for the next poll. */
  onQueued: (() => void) | null = null;
  /** Jobs this instance is running; a second claim of one would only wait for its row lock. */
  private readonly running = new Set<string>();
  /** Whether a batch of submissions is being processed here: one at a time, the next takes what arrived meanwhile. */
  private batchRunning = false;
  /** Jobs another instance held a moment ago: skipped for a second instead of being claimed in a tight loop. */
  private readonly busyUntil = new Map<string, number>();
  private lastUnfinishedScan = 0;
  private lastRecoveryScan = 0;

  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly recipients: RecipientsService,
    private readonly config: LeadsConfig,
    private readonly recovery: RecoveryService,
  ) {}

  /**
   * The owner, the extra addresses and the lead routing's addresses that confirmed, as the form's routing sends
   * this lead (an address some rule names gets only the leads its rules match); an extra address never asked (set
   * before confirmation existed, or the link went out over a day ago) is sent its link now, in the same transaction.
   */
  private async leadRecipients(
    tx: Tx,
    row: Record<string, unknown>,
    extra: string[],
    config: TFormConfig | null,
    answers: unknown,
  ): Promise<string[]> {
    const confirmed = new Set(
      (parseArray(row.confirmed_recipients) as unknown[]).filter((e): e is string => typeof e === 'string'),
    );
    const routed = routeLead(routingOf(row.routing), config, parseObject(answers));
    const owner = String(row.owner_email).toLowerCase();
    const all = recipients(owner, [...extra, ...routed.recipients]).filter((a) => routesMailTo(routed, a));
    const pending = all.filter((a) => a !== owner && !confirmed.has(a));
    if (pending.length > 0)
      await this.recipients.request(
        {
          owner: { id: Number(row.owner_id), email: String(row.owner_email) },
          formLabel: String(row.label),
          emails: pending,
        },
        tx,
      );
    return all.filter((a) => a === owner || confirmed.has(a));
  }

  /**
   * Drops the respondent confirmations to addresses that already got one from this form today (UTC): each kept
   * one reserves its address for the day in the same transaction that queues it.
   */
  private async oncePerDay(tx: Tx, mails: OutgoingMail[]): Promise<OutgoingMail[]> {
    const limited = (m: OutgoingMail) => RESPONDENT_KINDS.has(m.kind ?? '') && m.formId !== undefined;
    const confirmations = mails.filter(limited);
    if (confirmations.length === 0) return mails;
    const day = new Date().toISOString().slice(0, 10);
    // Each kind has its own daily allowance: an invitation back must not use up the confirmation that follows it.
    const keyOf = (m: OutgoingMail) =>
      `${m.formId}:${crypto
        .createHash('sha256')
        .update(`${m.kind === 'lead-recovery' ? 'recovery:' : ''}${m.to.toLowerCase()}`)
        .digest('hex')}`;
    const values = confirmations.map((m) => {
      const [formId, hash] = keyOf(m).split(':');
      return sql`(${Number(formId)}::int, ${hash}, ${day})`;
    });
    const reserved = rowsOf<{ form_id: number; address_hash: string }>(
      await tx.execute(sql`
        insert into respondent_mail_log (form_id, address_hash, day) values ${sql.join(values, sql`, `)}
        on conflict do nothing returning form_id, address_hash`),
    );
    const won = new Set(reserved.map((r) => `${r.form_id}:${r.address_hash}`));
    // Each key once: two confirmations to one address in one batch share a reservation.
    const taken = new Set<string>();
    if (Math.random() < 0.02)
      await tx.execute(
        sql`delete from respondent_mail_log where day < ${new Date(Date.now() - 3 * 86_400_000).toISOString().slice(0, 10)}`,
      );
    return mails.filter((m) => {
      if (!limited(m)) return true;
      const key = keyOf(m);
      if (!won.has(key) || taken.has(key)) return false;
      taken.add(key);
      return true;
    });
  }

  private keyOf(kind: LeadJob['kind'], responseId: number) {
    return `${kind}:${responseId}`;
  }

  private available(kind: LeadJob['kind'], responseId: number, now: number) {
    const key = this.keyOf(kind, responseId);
    return !this.running.has(key) && (this.busyUntil.get(key) ?? 0) <= now;
  }

  async claim(limit: number): Promise<LeadJob[]> {
    const now = Date.now();
    for (const [k, until] of this.busyUntil) if (until <= now) this.busyUntil.delete(k);
    const jobs: LeadJob[] = [];
    // Stored submissions go as one batch: one transaction renders and queues all their e-mails and moves the
    // counters once per form, so a burst of submissions costs a few statements rather than several each.
    if (!this.batchRunning && limit > 0) {
      const pending = await this.db.execute(
        sql`select response_id as id from lead_queue order by response_id limit ${BATCH + this.busyUntil.size}`,
      );
      const ids = rowsOf<{ id: number }>(pending)
        .map((r) => Number(r.id))
        .filter((id) => this.available('completed', id, now))
        .slice(0, BATCH);
      if (ids.length > 0) jobs.push({ kind: 'completed', responseIds: ids });
    }
    if (jobs.length < limit && now - this.lastUnfinishedScan >= this.config.unfinishedScanMs) {
      this.lastUnfinishedScan = now;
      const idle = await this.db.execute(sql`
        select r.id from responses r join form_settings fs on fs.form_id = r.form_id join forms f on f.id = r.form_id
        where fs.notifications->'unfinished'->>'enabled' = 'true' and not ${AWAITS_VERIFICATION}
          and r.response is null and r.unfinished_notified_at is null and r.temp_response is not null and not r.spam
          and r.updated_at <= now() - make_interval(mins => coalesce((fs.notifications->'unfinished'->>'idleMinutes')::int, 30))
          and r.updated_at > now() - make_interval(days => ${UNFINISHED_MAX_AGE_DAYS})
          and r.updated_at >= coalesce((fs.notifications->'unfinished'->>'since')::timestamptz, '-infinity'::timestamptz)
          and ${HAS_CONTACT}
        order by r.updated_at limit ${limit}`);
      for (const r of rowsOf<{ id: number }>(idle)) {
        const responseId = Number(r.id);
        if (this.available('unfinished', responseId, now)) jobs.push({ kind: 'unfinished', responseId });
      }
    }
    if (jobs.length < limit && now - this.lastRecoveryScan >= this.config.unfinishedScanMs) {
      this.lastRecoveryScan = now;
      const at = this.recovery.now().toISOString();
      const idle = await this.db.execute(sql`
        select r.id from responses r join form_settings fs on fs.form_id = r.form_id join forms f on f.id = r.form_id
        where fs.notifications->'recovery'->>'enabled' = 'true' and ${RECOVERABLE} and not ${AWAITS_VERIFICATION}
          and r.updated_at <= ${at}::timestamptz - make_interval(mins => coalesce((fs.notifications->'recovery'->>'idleMinutes')::int, 60))
          and r.updated_at > ${at}::timestamptz - make_interval(days => ${UNFINISHED_MAX_AGE_DAYS})
          and r.updated_at >= coalesce((fs.notifications->'recovery'->>'since')::timestamptz, '-infinity'::timestamptz)
        order by r.updated_at limit ${limit}`);
      for (const r of rowsOf<{ id: number }>(idle)) {
        const responseId = Number(r.id);
        if (this.available('recovery', responseId, now)) jobs.push({ kind: 'recovery', responseId });
      }
    }
    return jobs.slice(0, limit);
  }

  async run(job: LeadJob): Promise<void> {
    if (job.kind === 'completed') return this.runBatch(job.responseIds);
    const key = this.keyOf(job.kind, job.responseId);
    this.running.add(key);
    try {
      // One transaction: the e-mails are queued and the marker is set together, or not at all.
      const outcome = await this.db.transaction((tx) =>
        job.kind === 'recovery' ? this.invite(tx, job.responseId) : this.unfinished(tx, job.responseId),
      );
      if (outcome === 'busy') this.busyUntil.set(key, Date.now() + 1000);
      if (outcome === 'queued') this.mail.notifyQueued();
    } finally {
      this.running.delete(key);
    }
  }

  /**
   * One transaction for a batch of stored submissions: the e-mails are queued, the counters move and the queue
   * entries go together, or not at all (an instance killed half-way leaves them pending for another one). Rows another
   * instance holds are skipped and left to it; rows already processed are no longer pending and are not loaded.
   */
  private async runBatch(responseIds: number[]): Promise<void> {
    this.batchRunning = true;
    const keys = responseIds.map((id) => this.keyOf('completed', id));
    for (const key of keys) this.running.add(key);
    try {
      const { done, queued } = await this.db.transaction((tx) => this.completedBatch(tx, responseIds));
      const now = Date.now();
      for (const id of responseIds)
        if (!done.has(id)) this.busyUntil.set(this.keyOf('completed', id), now + 1000);
      if (queued > 0) this.mail.notifyQueued();
    } finally {
      for (const key of keys) this.running.delete(key);
      this.batchRunning = false;
    }
  }

  private async completedBatch(
    tx: Tx,
    responseIds: number[],
  ): Promise<{ done: Set<number>; queued: number }> {
    const result = await tx.execute(sql`
      select ${LEAD_COLUMNS}
      from ${LEAD_FROM} join lead_queue q on q.response_id = r.id
      where q.response_id in (${sql.join(
        responseIds.map((id) => sql`${id}::int`),
        sql`, `,
      )})
      order by r.id
      for update of q skip locked`);
    const locked = rowsOf<Record<string, unknown>>(result);
    const done = new Set(locked.map((r) => Number(r.id)));
    if (locked.length === 0) return { done, queued: 0 };
    // A response marked as spam after it was submitted leaves the queue without an e-mail or a count.
    const spam = locked.filter((r) => r.spam === true || r.spam === 't').map((r) => Number(r.id));
    if (spam.length > 0)
      await tx.execute(
        sql`delete from lead_queue where response_id in (${sql.join(
          spam.map((id) => sql`${id}::int`),
          sql`, `,
        )})`,
      );
    const rows = locked.filter((r) => !spam.includes(Number(r.id)));
    if (rows.length === 0) return { done, queued: 0 };
    const mails: OutgoingMail[] = [];
    // Each row carries its form's config; the leads of one form share the first one's, checked once per batch.
    const configs = new Map<number, TFormConfig | null>();
    for (const [i, row] of rows.entries()) {
      // Rendering is the batch's own CPU work: requests waiting on this event loop get a turn every few leads.
      if (i > 0 && i % RENDER_SLICE === 0) await new Promise((resolve) => setImmediate(resolve));
      const formId = Number(row.form_id);
      let config = configs.get(formId);
      if (config === undefined) {
        config = leadConfig(row.config);
        configs.set(formId, config);
      }
      mails.push(...(await this.completedMails(tx, row, config)));
    }
    const queued = await this.mail.enqueueMany(tx, await this.oncePerDay(tx, mails));
    // The queue entries go and each form's counters move by the batch's count, in one statement; forms in id order,
    // so two instances' batches never wait on each other's counter rows in opposite orders.
    const ids = sql.join(
      rows.map((r) => sql`${Number(r.id)}::int`),
      sql`, `,
    );
    await tx.execute(sql`
      with done as (
        delete from lead_queue where response_id in (${ids}) returning form_id, sessionless),
      counted as (
        select form_id, count(*)::int as completed, (count(*) filter (where sessionless))::int as sessionless
        from done group by form_id)
      insert into form_stats (form_id, completed, sessionless)
      select form_id, completed, sessionless from counted order by form_id
      on conflict (form_id) do update set completed = form_stats.completed + excluded.completed,
        sessionless = form_stats.sessionless + excluded.sessionless, updated_at = now()`);
    return { done, queued };
  }

  /** The new-lead e-mails of one stored submission, per the form's notification settings. */
  private async completedMails(
    tx: Tx,
    row: Record<string, unknown>,
    config: TFormConfig | null,
  ): Promise<OutgoingMail[]> {
    const responseId = Number(row.id);
    const formId = Number(row.form_id);
    const settings = notificationsOf(row.notifications);
    const lead = this.leadOf(row, row.response, config);
    const mails: OutgoingMail[] = [];
    // The owner may hold back leads that did not confirm what the form asks to verify: they stay in the list, and
    // no e-mail about them goes to anyone (a respondent's address nobody confirmed gets nothing from the form).
    if (isLeadHeld(config?.steps, lead.verified)) return mails;
    if (settings.owner.enabled) {
      const mail = ownerNotification(lead);
      for (const to of await this.leadRecipients(
        tx,
        row,
        settings.owner.extraRecipients,
        config,
        row.response,
      )) {
        mails.push({
          to,
          ...mail,
          kind: 'lead-owner',
          dedupeKey: `lead:${responseId}:owner:${to}`,
          formId,
          responseId,
        });
      }
    }
    if (settings.respondent.enabled) {
      const mail = respondentConfirmation(lead, settings.respondent);
      if (mail) {
        mails.push({
          ...mail,
          replyTo: String(row.owner_email),
          kind: 'lead-respondent',
          dedupeKey: `lead:${responseId}:respondent`,
          formId,
          responseId,
        });
      }
    }
    return mails;
  }

  /** The response with what the e-mails need, locked; null when another instance holds it or it is not due. */
  private async load(tx: Tx, responseId: number, due: SQL) {
    const result = await tx.execute(sql`
      select ${LEAD_COLUMNS}
      from ${LEAD_FROM}
      where r.id = ${responseId} and ${due}
      for update of r skip locked`);
    return rowsOf<Record<string, unknown>>(result)[0] ?? null;
  }

  private leadOf(row: Record<string, unknown>, answers: unknown, config?: TFormConfig | null): StoredLead {
    const formId = Number(row.form_id);
    return {
      form: { id: formId, label: String(row.label), language: String(row.language) },
      rawConfig: row.config,
      ...(config === undefined ? {} : { config }),
      answers: parseObject(answers),
      labels: parseObject(row.labels) as Record<string, string>,
      responseId: Number(row.id),
      sessionNo: row.session_no === null || row.session_no === undefined ? null : Number(row.session_no),
      leadNo: row.lead_no === null || row.lead_no === undefined ? null : Number(row.lead_no),
      submittedAt: row.submitted_at ? new Date(row.submitted_at as string) : null,
      responsesUrl: `${this.config.origin}/forms/${formId}/responses`,
      origin: this.config.origin,
      timeZone: typeof row.time_zone === 'string' ? row.time_zone : null,
      calculations: row.calculations ? (parseObject(row.calculations) as Record<string, number>) : null,
      verified: verifiedFlags(parseObject(answers), targetsOf(row.verified_targets)),
    };
  }

  private async exists(tx: Tx, responseId: number): Promise<boolean> {
    const r = await tx.execute(sql`select 1 from responses where id = ${responseId}`);
    return rowsOf(r).length > 0;
  }

  private async unfinished(tx: Tx, responseId: number): Promise<'queued' | 'done' | 'busy' | 'gone'> {
    const row = await this.load(
      tx,
      responseId,
      sql`r.response is null and r.unfinished_notified_at is null and r.temp_response is not null and not r.spam and ${HAS_CONTACT}`,
    );
    if (!row) return (await this.exists(tx, responseId)) ? 'busy' : 'gone';
    const settings = notificationsOf(row.notifications);
    const lastActivity = new Date(row.updated_at as string);
    const idleMs = settings.unfinished.idleMinutes * 60_000;
    // Answered again since the scan (or switched off): not idle after all.
    if (!settings.unfinished.enabled || Date.now() - lastActivity.getTime() < idleMs) return 'done';
    const formId = Number(row.form_id);
    const lead = this.leadOf(row, row.temp_response);
    // Confirmed a code, but not for what was answered: the scan would find it again, so it is settled as held.
    if (isLeadHeld(leadConfig(row.config)?.steps, lead.verified)) {
      await tx.execute(sql`update responses set unfinished_notified_at = now() where id = ${responseId}`);
      return 'done';
    }
    const mail = unfinishedNotification(lead, settings.unfinished.idleMinutes, lastActivity);
    let queued = false;
    for (const to of await this.leadRecipients(
      tx,
      row,
      settings.owner.extraRecipients,
      leadConfig(row.config),
      row.temp_response,
    )) {
      queued =
        (await this.mail.enqueue(tx, {
          to,
          ...mail,
          kind: 'lead-unfinished',
          dedupeKey: `unfinished:${responseId}:${to}`,
          formId,
          responseId,
        })) || queued;
    }
    await tx.execute(sql`update responses set unfinished_notified_at = now() where id = ${responseId}`);
    return queued ? 'queued' : 'done';
  }

  /**
   * The "finish your request" e-mail of one idle incomplete response, with its single-use link, queued together
   * with the link's token and the marker that it went (once per response; once per address, form and day).
   */
  private async invite(tx: Tx, responseId: number): Promise<'queued' | 'done' | 'busy' | 'gone'> {
    const row = await this.load(tx, responseId, RECOVERABLE);
    if (!row) return (await this.exists(tx, responseId)) ? 'busy' : 'gone';
    const settings = notificationsOf(row.notifications).recovery;
    const lastActivity = new Date(row.updated_at as string);
    // Answered again since the scan (or switched off): not idle after all.
    if (
      !settings.enabled ||
      this.recovery.now().getTime() - lastActivity.getTime() < settings.idleMinutes * 60_000
    )
      return 'done';
    await tx.execute(sql`update responses set recovery_mailed_at = now() where id = ${responseId}`);
    const lead = this.leadOf(row, row.temp_response);
    // Rendered first without a link: no token is stored for a respondent who is not mailed. A held lead (its code
    // confirmed something other than what was answered) is not invited either.
    if (isLeadHeld(leadConfig(row.config)?.steps, lead.verified) || !recoveryMail(lead, settings, ''))
      return 'done';
    const token = await this.recovery.issue(tx, responseId);
    const link = `${this.config.origin}/embed?id=${lead.form.id}#fe_recover=${token}`;
    const mail = recoveryMail(lead, settings, link);
    if (!mail) return 'done';
    const [allowed] = await this.oncePerDay(tx, [
      {
        ...mail,
        replyTo: String(row.owner_email),
        kind: 'lead-recovery',
        dedupeKey: `recovery:${responseId}`,
        formId: Number(row.form_id),
        responseId,
      },
    ]);
    if (!allowed) {
      await tx.execute(
        sql`delete from recovery_tokens where response_id = ${responseId} and used_at is null`,
      );
      return 'done';
    }
    return (await this.mail.enqueue(tx, allowed)) ? 'queued' : 'done';
  }
}

function recipients(owner: string, extra: string[]): string[] {
  return [...new Set([owner.toLowerCase(), ...extra.map((a) => a.toLowerCase())].filter(Boolean))];
}

function parseArray(v: unknown): unknown[] {
  if (typeof v === 'string') {
    try {
      const parsed = JSON.parse(v);
      return Array.isArray(parsed) ? parsed : [];
    } catch {
      return [];
    }
  }
  return Array.isArray(v) ? v : [];
}

function parseObject(v: unknown): Record<string, unknown> {
  if (typeof v === 'string') {
    try {
      return JSON.parse(v) as Record<string, unknown>;
    } catch {
      return {};
    }
  }
  return v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {};
}
