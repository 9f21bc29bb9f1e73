// Per-form availability (close date, response limit, redirect, closed message) and new-lead e-mail settings,
// the gate respondents' sessions and submissions pass, and the dashboard's counters.
import {
  CLOSE_GRACE_HOURS,
  DEFAULT_NOTIFICATIONS,
  defaultClosedMessage,
  type FormAvailabilityRecord,
  type FormCounts,
  type FormNotificationsRecord,
  type PublicAvailability,
  type TFormAvailability,
  type TFormNotifications,
  type TFormTracking,
  trackingOf,
  UNFINISHED_RETENTION_DEFAULT_DAYS,
  ZFormNotificationsInput,
} from '@forms-engine/contracts';
import {
  mailPlaceholderProblem,
  mailPlaceholders,
  type MailPlaceholder,
  type PipingConfig,
  pipeReferences,
  safeNormalizeConfig,
} from '@forms-engine/model';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { formSettings, forms, users } from '../db/schema.ts';
import { AppError, badRequest } from '../errors.ts';
import type { FormRow, FormsService } from './forms.ts';
import type { RecipientsService } from './recipients.ts';
import { rowsOf } from '../db/rows.ts';

type SettingsRow = typeof formSettings.$inferSelect;
/** The database or an open transaction. */
type Queryable = Pick<Db, 'execute'>;

/** 403 with the respondent-facing message; `reason` tells API clients why. */
export class FormClosedError extends AppError {
  constructor(
    message: string,
    readonly reason: 'closed' | 'full',
  ) {
    super(reason === 'full' ? 'form_full' : 'form_closed', 403, message);
  }
}

/** Stored notifications over the defaults (rows written before a field existed still read whole). */
export function notificationsOf(stored: unknown): TFormNotifications {
  if (!stored || typeof stored !== 'object') return DEFAULT_NOTIFICATIONS;
  const parsed = ZFormNotificationsInput.safeParse(stored);
  return parsed.success ? parsed.data : DEFAULT_NOTIFICATIONS;
}

/** The form's draft and published configurations that parse: an e-mail placeholder may name a question of either. */
function pipingConfigs(form: FormRow): PipingConfig[] {
  return [form.config, form.publishedConfig].flatMap((raw) => {
    if (!raw) return [];
    const parsed = safeNormalizeConfig(raw);
    return parsed.ok ? [parsed.config] : [];
  });
}

/** The placeholders the e-mail texts may use, from the draft's questions (else the published form's). */
function placeholdersOf(form: FormRow): MailPlaceholder[] {
  const [config] = pipingConfigs(form);
  return config ? mailPlaceholders(config) : [];
}

/** Refuses the first placeholder in the e-mail texts that names nothing in the form, saying which. */
function assertPlaceholders(form: FormRow, n: TFormNotifications) {
  const configs = pipingConfigs(form);
  // A form whose configuration does not parse has nothing to check against; its texts are left alone.
  if (configs.length === 0) return;
  const texts = [
    n.respondent.subject,
    n.respondent.text,
    ...Object.values(n.respondent.translations ?? {}).flatMap((t) => (t ? [t.subject, t.text] : [])),
    n.recovery.subject,
    n.recovery.text,
  ];
  for (const text of texts)
    for (const ref of pipeReferences(text)) {
      const problem = mailPlaceholderProblem(ref, configs);
      if (problem) throw badRequest(problem);
    }
}

/** The dashboard's word for whether a form takes new respondents, by the rules `stateOf` applies. */
function availabilityOf(
  closesAt: unknown,
  maxResponses: unknown,
  completed: number,
): 'open' | 'closed' | 'full' {
  if (closesAt && new Date(closesAt as string).getTime() <= Date.now()) return 'closed';
  if (maxResponses !== null && maxResponses !== undefined && completed >= Number(maxResponses)) return 'full';
  return 'open';
}

export class FormSettingsService {
  /** Set by the context: asks extra recipients to confirm (without it, in some tests, nobody is asked). */
  recipients: RecipientsService | null = null;

  constructor(
    private readonly db: Db,
    private readonly forms: FormsService,
  ) {}

  /** The record's extra recipients that have not confirmed yet. */
  private async unconfirmed(userId: number, ownerEmail: string, extra: readonly string[]): Promise<string[]> {
    const others = extra.filter((e) => e.toLowerCase() !== ownerEmail.toLowerCase());
    if (!this.recipients) return others;
    const confirmed = await this.recipients.confirmedOf(userId, others);
    return others.filter((e) => !confirmed.has(e.toLowerCase()));
  }

  private async row(formId: number, db: Pick<Db, 'select'> = this.db): Promise<SettingsRow | null> {
    const [row] = await db.select().from(formSettings).where(eq(formSettings.formId, formId)).limit(1);
    return row ?? null;
  }

  /**
   * Completed responses, exactly: the worker's counter plus submissions it has not processed yet (it moves
   * one from the second to the first in a single transaction, so the sum never skips or doubles). Responses marked
   * as spam are in neither.
   */
  async completedCount(formId: number, db: Queryable = this.db): Promise<number> {
    const result = await db.execute(sql`
      select coalesce((select completed from form_stats where form_id = ${formId}), 0)
        + (select count(*) from lead_queue q join responses r on r.id = q.response_id
           where q.form_id = ${formId} and not r.spam) as n`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /** Whether new respondents may start, from stored settings and the completed count. */
  private stateOf(row: SettingsRow | null, completed: number, now = new Date()) {
    if (row?.closesAt && row.closesAt.getTime() <= now.getTime())
      return { open: false, reason: 'closed' as const };
    if (row?.maxResponses !== null && row?.maxResponses !== undefined && completed >= row.maxResponses)
      return { open: false, reason: 'full' as const };
    return { open: true, reason: null };
  }

  private availabilityRecord(
    form: FormRow,
    row: SettingsRow | null,
    completed: number,
  ): FormAvailabilityRecord {
    const state = this.stateOf(row, completed);
    return {
      closesAt: row?.closesAt?.toISOString() ?? null,
      maxResponses: row?.maxResponses ?? null,
      redirectUrl: row?.redirectUrl ?? null,
      closedMessage: row?.closedMessage ?? null,
      retentionDays: row?.retentionDays ?? null,
      unfinishedRetentionDays: row?.unfinishedRetentionDays ?? UNFINISHED_RETENTION_DEFAULT_DAYS,
      effectiveClosedMessage: row?.closedMessage || defaultClosedMessage(form.language),
      status: { ...state, completed },
    };
  }

  async getAvailability(userId: number, formId: number): Promise<FormAvailabilityRecord> {
    const form = await this.forms.owned(userId, formId);
    const row = await this.row(formId);
    return this.availabilityRecord(form, row, await this.completedCount(formId));
  }

  async putAvailability(
    userId: number,
    formId: number,
    input: TFormAvailability,
  ): Promise<FormAvailabilityRecord> {
    const form = await this.forms.owned(userId, formId);
    const values = {
      closesAt: input.closesAt ? new Date(input.closesAt) : null,
      maxResponses: input.maxResponses,
      redirectUrl: input.redirectUrl,
      closedMessage: input.closedMessage,
      retentionDays: input.retentionDays,
      unfinishedRetentionDays: input.unfinishedRetentionDays,
    };
    await this.db
      .insert(formSettings)
      .values({ formId, ...values })
      .onConflictDoUpdate({ target: formSettings.formId, set: { ...values, updatedAt: new Date() } });
    // What respondents get changed: caches of the public payload must drop it.
    await this.forms.notifyPublicChange(formId);
    return this.availabilityRecord(form, await this.row(formId), await this.completedCount(formId));
  }

  private async ownerEmail(userId: number): Promise<string> {
    const [u] = await this.db.select({ email: users.email }).from(users).where(eq(users.id, userId)).limit(1);
    return u?.email ?? '';
  }

  async getNotifications(userId: number, formId: number): Promise<FormNotificationsRecord> {
    const form = await this.forms.owned(userId, formId);
    const row = await this.row(formId);
    const settings = notificationsOf(row?.notifications);
    const ownerEmail = await this.ownerEmail(userId);
    return {
      ...settings,
      ownerEmail,
      unconfirmedRecipients: await this.unconfirmed(userId, ownerEmail, settings.owner.extraRecipients),
      placeholders: placeholdersOf(form),
    };
  }

  async putNotifications(
    userId: number,
    formId: number,
    input: TFormNotifications,
  ): Promise<FormNotificationsRecord> {
    const form = await this.forms.owned(userId, formId);
    assertPlaceholders(form, input);
    const before = notificationsOf((await this.row(formId))?.notifications);
    // Unfinished-lead e-mails cover responses idle since they were switched on, not every old one.
    const since =
      input.unfinished.enabled && before.unfinished.enabled && before.unfinished.since
        ? before.unfinished.since
        : input.unfinished.enabled
          ? new Date().toISOString()
          : undefined;
    const { since: _fromClient, ...unfinished } = input.unfinished;
    // Likewise the "finish your request" e-mail only invites respondents active since it was switched on.
    const recoverySince =
      input.recovery.enabled && before.recovery.enabled && before.recovery.since
        ? before.recovery.since
        : input.recovery.enabled
          ? new Date().toISOString()
          : undefined;
    const { since: _recoveryFromClient, ...recovery } = input.recovery;
    const stored = {
      ...input,
      recovery: { ...recovery, ...(recoverySince ? { since: recoverySince } : {}) },
      owner: {
        ...input.owner,
        extraRecipients: [...new Set(input.owner.extraRecipients.map((a) => a.toLowerCase()))],
      },
      unfinished: { ...unfinished, ...(since ? { since } : {}) },
    };
    await this.db
      .insert(formSettings)
      .values({ formId, notifications: stored })
      .onConflictDoUpdate({
        target: formSettings.formId,
        set: { notifications: stored, updatedAt: new Date() },
      });
    const ownerEmail = await this.ownerEmail(userId);
    const extra = stored.owner.extraRecipients;
    await this.recipients?.request({
      owner: { id: userId, email: ownerEmail },
      formLabel: form.label,
      emails: extra,
    });
    return {
      ...notificationsOf(stored),
      ownerEmail,
      unconfirmedRecipients: await this.unconfirmed(userId, ownerEmail, extra),
      placeholders: placeholdersOf(form),
    };
  }

  /** The leads table's columns the owner saved, or null for the compact default. */
  async leadColumns(userId: number, formId: number): Promise<string[] | null> {
    await this.forms.owned(userId, formId);
    return (await this.row(formId))?.leadColumns ?? null;
  }

  async setLeadColumns(userId: number, formId: number, columns: string[] | null): Promise<string[] | null> {
    await this.forms.owned(userId, formId);
    const unique = columns ? [...new Set(columns)] : null;
    await this.db
      .insert(formSettings)
      .values({ formId, leadColumns: unique })
      .onConflictDoUpdate({
        target: formSettings.formId,
        set: { leadColumns: unique, updatedAt: new Date() },
      });
    return unique;
  }

  async getTracking(userId: number, formId: number): Promise<TFormTracking> {
    await this.forms.owned(userId, formId);
    return trackingOf((await this.row(formId))?.tracking);
  }

  async putTracking(userId: number, formId: number, input: TFormTracking): Promise<TFormTracking> {
    await this.forms.owned(userId, formId);
    await this.db
      .insert(formSettings)
      .values({ formId, tracking: input })
      .onConflictDoUpdate({ target: formSettings.formId, set: { tracking: input, updatedAt: new Date() } });
    // The embed reads the setting from the public payload: caches of it must drop it.
    await this.forms.notifyPublicChange(formId);
    return input;
  }

  /**
   * The parts of the public payload the settings hold, from one read of the form's row: availability (closed/full
   * state, close date, closed message, redirect) and tracking (what the loader does on the host page).
   */
  async publicSettings(
    form: FormRow,
  ): Promise<{ availability: PublicAvailability; tracking: TFormTracking }> {
    const row = await this.row(form.id);
    const limited = row?.maxResponses !== null && row?.maxResponses !== undefined;
    const completed = limited ? await this.completedCount(form.id) : 0;
    const state = this.stateOf(row, completed);
    return {
      availability: {
        ...state,
        closesAt: row?.closesAt?.toISOString() ?? null,
        message: row?.closedMessage || defaultClosedMessage(form.language),
        redirectUrl: row?.redirectUrl ?? null,
      },
      tracking: trackingOf(row?.tracking),
    };
  }

  /** Refuses a new answer session when the form is closed or full (403 with the closed message). */
  async assertOpenForNewSession(formId: number, db: Queryable & Pick<Db, 'select'> = this.db): Promise<void> {
    const row = await this.row(formId, db);
    if (!row || (row.closesAt === null && row.maxResponses === null)) return;
    const completed = row.maxResponses !== null ? await this.completedCount(formId, db) : 0;
    const state = this.stateOf(row, completed);
    if (state.reason !== null) throw await this.closedError(formId, row, state.reason, db);
  }

  /**
   * The grace rule (decisions): a respondent who started before the form closed may still submit for
   * CLOSE_GRACE_HOURS after closesAt; one who started before it filled up may always finish. Submissions
   * without a session started nothing, so they follow the form's current state. Runs in the submit's
   * transaction, which it serialises per limited form (row lock) so two last-slot submissions cannot both pass.
   */
  async assertAcceptsSubmission(
    tx: Queryable & Pick<Db, 'select'>,
    formId: number,
    sessionStartedAt: Date | null,
    now = new Date(),
  ): Promise<void> {
    // Everything from inside the transaction: PGlite has one connection, which the transaction holds.
    const result = await tx.execute(sql`
      select s.closes_at, s.max_responses, s.closed_message, f.language
      from form_settings s join forms f on f.id = s.form_id where s.form_id = ${formId} for update of s`);
    const r = rowsOf<{
      closes_at: string | Date | null;
      max_responses: number | null;
      closed_message: string | null;
      language: string;
    }>(result)[0];
    if (!r) return;
    const closesAt = r.closes_at === null ? null : new Date(r.closes_at);
    if (closesAt && closesAt.getTime() <= now.getTime()) {
      const graceEnds = closesAt.getTime() + CLOSE_GRACE_HOURS * 3600_000;
      const startedBefore = sessionStartedAt !== null && sessionStartedAt.getTime() < closesAt.getTime();
      if (!(startedBefore && now.getTime() < graceEnds)) {
        throw new FormClosedError(r.closed_message || defaultClosedMessage(r.language), 'closed');
      }
    }
    if (r.max_responses !== null && sessionStartedAt === null) {
      const completed = await this.completedCount(formId, tx);
      if (completed >= Number(r.max_responses)) {
        throw new FormClosedError(r.closed_message || defaultClosedMessage(r.language), 'full');
      }
    }
  }

  private async closedError(
    formId: number,
    row: Pick<SettingsRow, 'closedMessage'>,
    reason: 'closed' | 'full',
    db: Pick<Db, 'select'> = this.db,
  ): Promise<FormClosedError> {
    if (row.closedMessage) return new FormClosedError(row.closedMessage, reason);
    const [form] = await db
      .select({ language: forms.language })
      .from(forms)
      .where(eq(forms.id, formId))
      .limit(1);
    return new FormClosedError(defaultClosedMessage(form?.language), reason);
  }

  /** After a submission: when it filled a limited form, the public payload changed (closed message). */
  async afterSubmitted(formId: number): Promise<void> {
    const row = await this.row(formId);
    if (row?.maxResponses === null || row?.maxResponses === undefined) return;
    if ((await this.completedCount(formId)) >= row.maxResponses) await this.forms.notifyPublicChange(formId);
  }

  /**
   * Dashboard numbers for an owner's forms, by form id: two grouped reads, no per-respondent writes. Deleted
   * responses and those marked as spam are out of them (services/lead-removal.ts moves the counters).
   */
  async countsFor(userId: number): Promise<Map<number, FormCounts>> {
    const result = await this.db.execute(sql`
      select f.id, f.session_counter,
        (select count(*) from responses r where r.form_id = f.id and r.recovered_at is not null
          and r.response is not null and not r.spam) as recovered, coalesce(st.completed, 0) as completed, coalesce(st.sessionless, 0) as sessionless,
        coalesce(st.removed_starts, 0) as removed_starts,
        coalesce(p.pending, 0) as pending, coalesce(p.pending_sessionless, 0) as pending_sessionless,
        fs.closes_at, fs.max_responses
      from forms f
        left join form_stats st on st.form_id = f.id
        left join form_settings fs on fs.form_id = f.id
        left join (
          select q.form_id, count(*) as pending, count(*) filter (where q.sessionless) as pending_sessionless
          from lead_queue q join responses r on r.id = q.response_id where not r.spam group by q.form_id
        ) p on p.form_id = f.id
      where f.user_id = ${userId}`);
    const out = new Map<number, FormCounts>();
    for (const r of rowsOf<Record<string, unknown>>(result)) {
      const completed = Number(r.completed) + Number(r.pending);
      const starts =
        Number(r.session_counter) -
        Number(r.removed_starts) +
        Number(r.sessionless) +
        Number(r.pending_sessionless);
      out.set(Number(r.id), {
        starts,
        completed,
        incomplete: Math.max(0, starts - completed),
        completionRate: starts > 0 ? Math.min(100, Math.round((completed / starts) * 100)) : null,
        recovered: Number(r.recovered),
        availability: availabilityOf(r.closes_at, r.max_responses, completed),
      });
    }
    return out;
  }
}
