// Extra recipients of new-lead e-mails confirm by a link sent to them before they get any lead.
import crypto from 'node:crypto';
import { and, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { notificationRecipients } from '../db/schema.ts';
import type { MailService } from './mail.ts';

type Queryable = Pick<Db, 'execute'>;

/** A confirmation link is sent again to an address at most this often. */
const RESEND_AFTER_MS = 60 * 60_000;
/** Confirmation e-mails one account may cause per day (the rest wait for the next day's save or lead). */
export const CONFIRMATIONS_PER_ACCOUNT_PER_DAY = 20;

const hash = (token: string) => crypto.createHash('sha256').update(token).digest('hex');

export interface RecipientRequest {
  owner: { id: number; email: string };
  formLabel: string;
  emails: readonly string[];
}

export class RecipientsService {
  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    /** Origin of the confirmation links (PUBLIC_URL, else this instance's address). */
    private readonly origin: string,
  ) {}

  /** The lower-cased addresses of `emails` this owner's recipients confirmed. */
  async confirmedOf(userId: number, emails: readonly string[], q: Queryable = this.db): Promise<Set<string>> {
    const wanted = [...new Set(emails.map((e) => e.toLowerCase()))];
    if (wanted.length === 0) return new Set();
    const rows = await (q as Db)
      .select({ email: notificationRecipients.email })
      .from(notificationRecipients)
      .where(
        and(
          eq(notificationRecipients.userId, userId),
          inArray(notificationRecipients.email, wanted),
          isNotNull(notificationRecipients.confirmedAt),
        ),
      );
    return new Set(rows.map((r) => r.email));
  }

  /**
   * Sends a confirmation link to each address that has neither confirmed nor been asked within the last hour,
   * within the account's daily allowance; queued in the caller's transaction when one is given.
   */
  async request(req: RecipientRequest, q: Queryable = this.db): Promise<void> {
    const emails = [...new Set(req.emails.map((e) => e.toLowerCase()))].filter(
      (e) => e !== req.owner.email.toLowerCase(),
    );
    for (const email of emails) {
      const token = crypto.randomBytes(32).toString('base64url');
      // A row is (re)armed only when it is unconfirmed and its last link is over an hour old, or new.
      const armed = rowsOf(
        await q.execute(sql`
          insert into notification_recipients (user_id, email, token_hash, requested_at)
          select ${req.owner.id}, ${email}, ${hash(token)}, now()
          where (select count(*) from notification_recipients
                 where user_id = ${req.owner.id} and requested_at > now() - interval '1 day') < ${CONFIRMATIONS_PER_ACCOUNT_PER_DAY}
          on conflict (user_id, email) do update set token_hash = excluded.token_hash, requested_at = now()
            where notification_recipients.confirmed_at is null
              and notification_recipients.requested_at < now() - make_interval(secs => ${RESEND_AFTER_MS / 1000})
          returning email`),
      );
      if (armed.length === 0) continue;
      const link = `${this.origin}/recipients/confirm?token=${encodeURIComponent(token)}`;
      await this.mail.enqueue(q, {
        to: email,
        subject: 'Confirm that you want new-lead e-mails',
        text: `${req.owner.email} wants to send you the new leads of their form "${req.formLabel.slice(0, 120)}".\n\nTo receive them, confirm here:\n${link}\n\nIf you do not know about this, ignore this e-mail: nothing more will be sent to you unless you confirm.`,
        kind: 'recipient-confirm',
      });
    }
  }

  /** Confirms the address a token was sent to; null when the token is unknown (or used by a removed account). */
  async confirm(token: string): Promise<{ email: string; ownerEmail: string } | null> {
    if (!token || token.length > 200) return null;
    const rows = rowsOf<{ email: string; owner_email: string }>(
      await this.db.execute(sql`
        update notification_recipients nr set confirmed_at = coalesce(nr.confirmed_at, now())
        from users u
        where nr.token_hash = ${hash(token)} and u.id = nr.user_id
        returning nr.email, u.email as owner_email`),
    );
    const row = rows[0];
    return row ? { email: row.email, ownerEmail: row.owner_email } : null;
  }

  /** Whether a token is one we sent (for the confirmation page before it is pressed). */
  async known(token: string): Promise<boolean> {
    if (!token || token.length > 200) return false;
    const [row] = await this.db
      .select({ email: notificationRecipients.email })
      .from(notificationRecipients)
      .where(eq(notificationRecipients.tokenHash, hash(token)))
      .limit(1);
    return Boolean(row);
  }
}
