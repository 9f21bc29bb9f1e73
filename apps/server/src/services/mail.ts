// E-mail: every message goes into the outbox table; with SMTP_URL the worker sends queued ones over SMTP, otherwise they stay there for the dev mailbox.
import { desc, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { outbox } from '../db/schema.ts';
import { createSmtpTransport } from '../providers/mail/smtp.ts';
import type { MailTransport } from '../providers/mail/types.ts';
import type { JobSource } from '../workers/loop.ts';
import { rowsOf } from '../db/rows.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html?: string;
  replyTo?: string | null;
  /** What sent it, e.g. 'brochure' or 'admin-login'. */
  kind?: string;
  /** One message per purpose: a second message with the same key is not stored (see enqueue). */
  dedupeKey?: string;
  formId?: number;
  responseId?: number;
}

/** The database or an open transaction. */
type Queryable = Pick<Db, 'execute'>;

export interface MailboxEntry {
  id: number;
  to: string;
  from: string;
  subject: string;
  text: string;
  html: string | null;
  kind: string;
  status: string;
  createdAt: string;
}

interface OutboxJob {
  id: number;
  to_address: string;
  from_address: string;
  subject: string;
  text: string;
  html: string | null;
  reply_to: string | null;
  attempts: number;
}

const MAX_MAIL_ATTEMPTS = 8;
/** Retry n of a refused/unreachable SMTP send waits 30 s · 2^(n-1), at most an hour. */
const mailRetryMs = (attempt: number) => Math.min(30_000 * 2 ** (attempt - 1), 3_600_000);

export class MailService implements JobSource<OutboxJob> {
  readonly name = 'mail';
  readonly transport: MailTransport | null;
  /** Set by the worker so a queued message goes out without waiting for the next poll. */
  onQueued: (() => void) | null = null;

  constructor(
    private readonly db: Db,
    private readonly config: AppConfig['mail'],
  ) {
    this.transport = config.smtpUrl ? createSmtpTransport(config.smtpUrl, config.timeoutMs) : null;
  }

  /** A claim outlives one SMTP conversation; once it expires the sending instance is taken to be dead. */
  private get leaseSeconds(): number {
    return Math.ceil(this.config.timeoutMs / 1000) + 10;
  }

  /**
   * Queues a message inside the caller's transaction: it commits (or rolls back) with the caller's rows, and a
   * message whose dedupeKey is already stored is skipped. Returns whether it was new. Call `notifyQueued()`
   * after the commit so the worker sends it at once.
   */
  async enqueue(tx: Queryable, mail: OutgoingMail): Promise<boolean> {
    const result = await tx.execute(sql`
      insert into outbox (to_address, from_address, reply_to, subject, text, html, kind, status, dedupe_key, form_id, response_id)
      values (${mail.to}, ${this.config.from}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text}, ${mail.html ?? null},
        ${mail.kind ?? 'mail'}, ${this.transport ? 'queued' : 'stored'}, ${mail.dedupeKey ?? null},
        ${mail.formId ?? null}, ${mail.responseId ?? null})
      on conflict (dedupe_key) do nothing
      returning id`);
    return rowsOf(result).length > 0;
  }

  /**
   * Queues several messages in one statement inside the caller's transaction (like `enqueue`, each skipped when
   * its dedupeKey is already stored). Returns how many were new.
   */
  async enqueueMany(tx: Queryable, mails: OutgoingMail[]): Promise<number> {
    if (mails.length === 0) return 0;
    const status = this.transport ? 'queued' : 'stored';
    const rows = mails.map(
      (mail) => sql`(${mail.to}, ${this.config.from}, ${mail.replyTo ?? null}, ${mail.subject}, ${mail.text},
        ${mail.html ?? null}, ${mail.kind ?? 'mail'}, ${status}, ${mail.dedupeKey ?? null}, ${mail.formId ?? null}::int,
        ${mail.responseId ?? null}::int)`,
    );
    const result = await tx.execute(sql`
      insert into outbox (to_address, from_address, reply_to, subject, text, html, kind, status, dedupe_key, form_id, response_id)
      values ${sql.join(rows, sql`, `)}
      on conflict (dedupe_key) do nothing
      returning id`);
    return rowsOf(result).length;
  }

  notifyQueued(): void {
    if (this.transport) this.onQueued?.();
  }

  get mode(): 'smtp' | 'outbox' {
    return this.transport ? 'smtp' : 'outbox';
  }

  /** Records the message; with SMTP it is queued for the worker, otherwise it is stored for the dev mailbox. */
  async send(mail: OutgoingMail): Promise<number> {
    const [row] = await this.db
      .insert(outbox)
      .values({
        toAddress: mail.to,
        fromAddress: this.config.from,
        replyTo: mail.replyTo ?? null,
        dedupeKey: mail.dedupeKey ?? null,
        formId: mail.formId ?? null,
        responseId: mail.responseId ?? null,
        subject: mail.subject,
        text: mail.text,
        html: mail.html ?? null,
        kind: mail.kind ?? 'mail',
        status: this.transport ? 'queued' : 'stored',
      })
      .returning({ id: outbox.id });
    if (this.transport) this.onQueued?.();
    return row.id;
  }

  async list(limit = 100): Promise<MailboxEntry[]> {
    const rows = await this.db.select().from(outbox).orderBy(desc(outbox.id)).limit(limit);
    return rows.map((r) => ({
      id: r.id,
      to: r.toAddress,
      from: r.fromAddress,
      subject: r.subject,
      text: r.text,
      html: r.html,
      kind: r.kind,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
    }));
  }

  async claim(limit: number): Promise<OutboxJob[]> {
    if (!this.transport) return [];
    const result = await this.db.execute(sql`
      update outbox set status = 'sending', attempts = attempts + 1,
        locked_until = now() + make_interval(secs => ${this.leaseSeconds})
      where id in (
        select id from outbox
        where (status = 'queued' and next_attempt_at <= now()) or (status = 'sending' and locked_until < now())
        order by next_attempt_at limit ${limit}
        for update skip locked)
      returning id, to_address, from_address, reply_to, subject, text, html, attempts`);
    return rowsOf<OutboxJob>(result);
  }

  async run(job: OutboxJob, signal: AbortSignal): Promise<void> {
    const transport = this.transport;
    if (!transport) return;
    try {
      await transport.send({
        from: job.from_address,
        to: job.to_address,
        subject: job.subject,
        text: job.text,
        html: job.html,
        replyTo: job.reply_to,
        messageId: messageIdOf(job),
      });
      await this.db
        .update(outbox)
        .set({ status: 'sent', sentAt: new Date(), lastError: null, lockedUntil: null })
        .where(eq(outbox.id, job.id));
    } catch (err) {
      const attempts = Number(job.attempts);
      const failed = attempts >= MAX_MAIL_ATTEMPTS && !signal.aborted;
      await this.db
        .update(outbox)
        .set({
          status: failed ? 'failed' : 'queued',
          lastError: (err as Error).message.slice(0, 500),
          lockedUntil: null,
          nextAttemptAt: new Date(Date.now() + (signal.aborted ? 0 : mailRetryMs(attempts))),
        })
        .where(eq(outbox.id, job.id));
    }
  }

  close() {
    this.transport?.close();
  }
}

/**
 * The Message-ID of an outbox message, the same on every attempt: if an instance dies after the SMTP server
 * accepted a message but before recording it, the resend carries the same id for the receiver to recognise.
 */
export function messageIdOf(job: { id: number; from_address: string }): string {
  const domain = /@([^\s>]+)/.exec(job.from_address)?.[1] ?? 'localhost';
  return `<outbox-${job.id}@${domain}>`;
}
