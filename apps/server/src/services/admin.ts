// Admin sign-in by one-time e-mail link: allow-listed addresses only, tokens hashed, 15 minutes, single use.
import crypto from 'node:crypto';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { adminLoginTokens, loginSessions } from '../db/schema.ts';
import { hashToken } from './auth.ts';

export const ADMIN_COOKIE = 'fe_admin';
export const ADMIN_LINK_TTL_MS = 15 * 60 * 1000;
export const ADMIN_SESSION_TTL_MS = 12 * 3600 * 1000;
export const ADMIN_LOGIN_MESSAGE = 'If this address is allowed, a sign-in link has been sent.';
/** Links sent to one address per hour, so the form cannot be used to flood an admin's inbox. */
const LINKS_PER_ADDRESS_PER_HOUR = 5;

/** What admin sign-in needs from the mail service (services/mail.ts MailService satisfies it). */
export interface MailSender {
  send(mail: { to: string; subject: string; text: string; html?: string; kind?: string }): Promise<unknown>;
}

export interface AdminLimiter {
  hit(key: string, windowMs: number): Promise<number>;
}

export class AdminService {
  constructor(
    private readonly db: Db,
    private readonly limiter: AdminLimiter,
    private readonly opts: { adminEmails: string[]; mail: () => MailSender | undefined },
  ) {}

  isAllowed(email: string): boolean {
    return this.opts.adminEmails.includes(email.trim().toLowerCase());
  }

  /**
   * Sends a sign-in link when the address is allowed. The caller answers the same either way; the work for an
   * allowed address is awaited here, so run it without awaiting in the request to keep timings equal.
   */
  async requestLink(rawEmail: string, origin: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    if (!this.isAllowed(email)) return;
    if ((await this.limiter.hit(`admin-link:${email}`, 3600_000)) > LINKS_PER_ADDRESS_PER_HOUR) return;
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(adminLoginTokens).values({
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(Date.now() + ADMIN_LINK_TTL_MS),
    });
    const link = `${origin}/api/admin/verify?token=${encodeURIComponent(token)}`;
    const mailer = this.opts.mail();
    if (!mailer) throw new Error('No mail service configured for admin sign-in links');
    await mailer.send({
      to: email,
      kind: 'admin-login',
      subject: 'Your Forms Engine admin sign-in link',
      text: `Sign in to Forms Engine as an admin:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.`,
      html: `<p>Sign in to Forms Engine as an admin:</p><p><a href="${link}">Sign in</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail.</p>`,
    });
  }

  /** Consumes a link token (atomically, so it works once) and opens an admin session; null when invalid. */
  async verify(token: string | undefined): Promise<{ sessionToken: string; email: string } | null> {
    if (!token || token.length > 200) return null;
    const [used] = await this.db
      .update(adminLoginTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(adminLoginTokens.tokenHash, hashToken(token)),
          isNull(adminLoginTokens.usedAt),
          gt(adminLoginTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: adminLoginTokens.email });
    // Removing an address from ADMIN_EMAILS also voids the links already sent to it.
    if (!used || !this.isAllowed(used.email)) return null;
    const sessionToken = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(loginSessions).values({
      idHash: hashToken(sessionToken),
      kind: 'admin',
      adminEmail: used.email,
      expiresAt: new Date(Date.now() + ADMIN_SESSION_TTL_MS),
    });
    return { sessionToken, email: used.email };
  }

  /** The admin e-mail of a session cookie, or null. */
  async emailForSession(sessionToken: string | undefined): Promise<string | null> {
    if (!sessionToken || sessionToken.length > 200) return null;
    const [row] = await this.db
      .select({ email: loginSessions.adminEmail })
      .from(loginSessions)
      .where(
        and(
          eq(loginSessions.idHash, hashToken(sessionToken)),
          eq(loginSessions.kind, 'admin'),
          gt(loginSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return row?.email && this.isAllowed(row.email) ? row.email : null;
  }

  async logout(sessionToken: string | undefined): Promise<void> {
    if (!sessionToken || sessionToken.length > 200) return;
    await this.db
      .delete(loginSessions)
      .where(and(eq(loginSessions.idHash, hashToken(sessionToken)), eq(loginSessions.kind, 'admin')));
  }
}
