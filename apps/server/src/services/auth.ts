// Accounts and login sessions: argon2id passwords, hashed session tokens, throttled logins with device cookies.
import crypto from 'node:crypto';
import { hash, verify } from '@node-rs/argon2';
import { usernameFromEmail, ZLoginInput, ZRegisterInput } from '@forms-engine/model';
import { and, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditLedger, emailLoginTokens, loginSessions, users } from '../db/schema.ts';
import { AppError, badRequest, conflict, tooMany } from '../errors.ts';
import { isUniqueViolation } from '../db/rows.ts';
import type { MailSender } from './admin.ts';
import { passwordProblem } from './passwords.ts';
import type { Limiter } from './rate-limit.ts';
import { TrustedDevices } from './trusted-devices.ts';

export const SESSION_COOKIE = 'fe_session';
export const SESSION_TTL_MS = 30 * 24 * 3600 * 1000;
const HOUR = 3600 * 1000;
export const EMAIL_LINK_TTL_MS = 15 * 60 * 1000;
/** Sign-in links sent to one address per hour, so the form cannot be used to flood someone's inbox. */
const EMAIL_LINKS_PER_ADDRESS_PER_HOUR = 5;

export interface PublicUser {
  id: number;
  username: string;
  email: string;
  isAdmin: boolean;
}

const ARGON2 = { algorithm: 2 /* argon2id */, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;
// A real hash of a random password, verified against when the account does not exist (equal timing).
let dummyHash: Promise<string> | null = null;

export function hashToken(token: string): string {
  return crypto.createHash('sha256').update(token).digest('hex');
}

function toPublic(u: typeof users.$inferSelect): PublicUser {
  return { id: u.id, username: u.username, email: u.email, isAdmin: u.isAdmin };
}

function firstIssue(error: { issues: { message: string }[] }): string {
  return error.issues[0]?.message ?? 'Invalid request';
}

/** A password's stored form (argon2id); also used by bench/responses-scale.ts to give a seeded owner a password. */
export function hashPassword(password: string): Promise<string> {
  return hash(password, ARGON2);
}

export class AuthService {
  constructor(
    private readonly db: Db,
    private readonly limiter: Limiter,
    private readonly opts: {
      signupCredits: number;
      maxFailuresPerAccount: number;
      maxFailuresPerIp: number;
      /** Where the "someone is trying to sign in" alert goes (services/mail.ts). */
      mail?: () => MailSender | undefined;
    },
    private readonly devices: TrustedDevices = new TrustedDevices(db),
  ) {}

  async register(input: unknown): Promise<PublicUser> {
    const parsed = ZRegisterInput.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const { password } = parsed.data;
    const email = parsed.data.email.toLowerCase();
    const username = parsed.data.username ?? usernameFromEmail(email);
    const problem = passwordProblem(password, { email, username: parsed.data.username });
    if (problem) throw badRequest(problem);
    return this.createUser({ username, email, passwordHash: await hashPassword(password) });
  }

  /** A new account with the sign-up credits; 409 when the address has one. */
  private async createUser(values: { username: string; email: string; passwordHash: string }) {
    try {
      return await this.db.transaction(async (tx) => {
        const [user] = await tx
          .insert(users)
          .values({ ...values, credits: this.opts.signupCredits })
          .returning();
        if (this.opts.signupCredits > 0) {
          await tx.insert(creditLedger).values({
            userId: user.id,
            delta: this.opts.signupCredits,
            reason: 'signup',
            ref: `user:${user.id}`,
          });
        }
        return toPublic(user);
      });
    } catch (err) {
      if (isUniqueViolation(err))
        throw conflict('An account with this email already exists', 'account_exists');
      throw err;
    }
  }

  /**
   * E-mails a one-time sign-in link to the address (at most a few per hour each). The caller answers the same
   * whether or not the address has an account: using the link creates one when it has none. Not awaited by the
   * request, so the answer takes the same time either way.
   */
  async requestEmailLink(rawEmail: string, origin: string, next?: string): Promise<void> {
    const email = rawEmail.trim().toLowerCase();
    if ((await this.limiter.hit(`email-link:${email}`, HOUR)) > EMAIL_LINKS_PER_ADDRESS_PER_HOUR) return;
    const mail = this.opts.mail?.();
    if (!mail) return;
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.delete(emailLoginTokens).where(lt(emailLoginTokens.expiresAt, sql`now()`));
    await this.db.insert(emailLoginTokens).values({
      tokenHash: hashToken(token),
      email,
      expiresAt: new Date(Date.now() + EMAIL_LINK_TTL_MS),
    });
    const query = new URLSearchParams({ token, ...(next ? { next } : {}) });
    const link = `${origin}/auth/link?${query}`;
    const [known] = await this.db.select({ id: users.id }).from(users).where(eq(users.email, email)).limit(1);
    const action = known ? 'Sign in to Forms Engine' : 'Finish signing up to Forms Engine';
    await mail.send({
      to: email,
      kind: 'sign-in-link',
      subject: known ? 'Your Forms Engine sign-in link' : 'Finish signing up to Forms Engine',
      text: `${action} with this link:\n\n${link}\n\nThe link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: nothing happens without the link.`,
      html: `<p>${action} with this link:</p><p><a href="${link}">${action}</a></p><p>The link works once and expires in 15 minutes. If you did not ask for it, ignore this e-mail: nothing happens without the link.</p>`,
    });
  }

  /**
   * Uses a sign-in link (atomically, so it works once): the account of its address, created on first use with the
   * sign-up credits and a random password (the owner can keep signing in by link). Null when invalid or used.
   */
  async verifyEmailLink(token: string): Promise<PublicUser | null> {
    const [used] = await this.db
      .update(emailLoginTokens)
      .set({ usedAt: new Date() })
      .where(
        and(
          eq(emailLoginTokens.tokenHash, hashToken(token)),
          isNull(emailLoginTokens.usedAt),
          gt(emailLoginTokens.expiresAt, sql`now()`),
        ),
      )
      .returning({ email: emailLoginTokens.email });
    if (!used) return null;
    const [user] = await this.db.select().from(users).where(eq(users.email, used.email)).limit(1);
    if (user) return toPublic(user);
    const passwordHash = await hashPassword(crypto.randomBytes(32).toString('base64url'));
    try {
      return await this.createUser({
        username: usernameFromEmail(used.email),
        email: used.email,
        passwordHash,
      });
    } catch (err) {
      // Signed up with a password meanwhile: the link still proves the address.
      const [again] = await this.db.select().from(users).where(eq(users.email, used.email)).limit(1);
      if (again) return toPublic(again);
      throw err;
    }
  }

  /**
   * Checks a password. Failures are limited per IP and per account; the per-account lock applies only to
   * browsers that never signed in to the account (no valid device cookie), so someone guessing from many IPs
   * cannot lock the owner out. A known browser has its own failure limit instead. Returns the device token to
   * set: a new one for a browser signing in for the first time, null when its cookie stays valid.
   */
  async login(
    input: unknown,
    ip: string,
    deviceToken?: string,
  ): Promise<{ user: PublicUser; newDeviceToken: string | null }> {
    const parsed = ZLoginInput.safeParse(input);
    if (!parsed.success) throw badRequest(firstIssue(parsed.error));
    const email = parsed.data.email.toLowerCase();
    const accountKey = `login-fail:acct:${email}`;
    const ipKey = `login-fail:ip:${ip}`;
    const [[user], device, acctFails, ipFails] = await Promise.all([
      this.db.select().from(users).where(eq(users.email, email)).limit(1),
      this.devices.find(deviceToken),
      this.limiter.peek(accountKey, HOUR),
      this.limiter.peek(ipKey, HOUR),
    ]);
    const deviceKey = device ? `login-fail:device:${device.tokenHash}` : null;
    const trusted =
      device !== null &&
      user !== undefined &&
      device.userId === user.id &&
      (await this.limiter.peek(deviceKey as string, HOUR)) < this.opts.maxFailuresPerAccount;
    const lockedKey =
      ipFails >= this.opts.maxFailuresPerIp
        ? ipKey
        : !trusted && acctFails >= this.opts.maxFailuresPerAccount
          ? accountKey
          : null;
    if (lockedKey) {
      throw tooMany(
        'Too many failed login attempts. Please try again later.',
        await this.limiter.secondsUntilReset(lockedKey, HOUR),
      );
    }
    dummyHash ??= hash(crypto.randomBytes(16).toString('hex'), ARGON2);
    const ok = await verify(user?.passwordHash ?? (await dummyHash), parsed.data.password).catch(() => false);
    if (!user || !ok) {
      const [count] = await Promise.all([
        trusted ? this.limiter.hit(deviceKey as string, HOUR) : this.limiter.hit(accountKey, HOUR),
        this.limiter.hit(ipKey, HOUR),
      ]);
      // The account has just been locked against unknown browsers: tell its owner, once per window.
      if (!trusted && user && count === this.opts.maxFailuresPerAccount) this.alertOwner(user);
      throw new AppError('invalid_credentials', 401, 'Invalid email or password');
    }
    if (trusted && device) {
      await this.devices.touch(device);
      return { user: toPublic(user), newDeviceToken: null };
    }
    return { user: toPublic(user), newDeviceToken: await this.devices.issue(user.id) };
  }

  /** Remembers the browser that just created an account, like one that signed in. */
  issueDevice(userId: number): Promise<string> {
    return this.devices.issue(userId);
  }

  /** Not awaited by login: an existing account must not answer slower than an unknown one. */
  private alertOwner(user: typeof users.$inferSelect): void {
    const mail = this.opts.mail?.();
    if (!mail) return;
    const text = [
      `Someone tried to sign in to your Forms Engine account (${user.email}) with a wrong password ${this.opts.maxFailuresPerAccount} times within the last hour.`,
      '',
      'To protect your account, sign-ins from browsers that have not signed in to it before are paused for up to an hour. Browsers you have signed in with before keep working.',
      '',
      'If this was you, wait an hour or use a browser you signed in with before. If it was not you, nobody got in: the password was not accepted. If you use this password anywhere else, change it there.',
    ].join('\n');
    mail
      .send({
        to: user.email,
        kind: 'login-alert',
        subject: 'Failed sign-in attempts on your Forms Engine account',
        text,
      })
      .catch(() => {
        // A failed alert must not fail the login attempt; the outbox logs delivery errors.
      });
  }

  /** Creates a session and returns the raw token for the cookie. */
  async createSession(userId: number): Promise<string> {
    const token = crypto.randomBytes(32).toString('base64url');
    await this.db.insert(loginSessions).values({
      idHash: hashToken(token),
      userId,
      kind: 'user',
      expiresAt: new Date(Date.now() + SESSION_TTL_MS),
    });
    return token;
  }

  async destroySession(token: string | undefined): Promise<void> {
    if (!token) return;
    await this.db.delete(loginSessions).where(eq(loginSessions.idHash, hashToken(token)));
  }

  async userForToken(token: string | undefined): Promise<PublicUser | null> {
    if (!token || token.length > 200) return null;
    const rows = await this.db
      .select({ user: users })
      .from(loginSessions)
      .innerJoin(users, eq(users.id, loginSessions.userId))
      .where(
        and(
          eq(loginSessions.idHash, hashToken(token)),
          eq(loginSessions.kind, 'user'),
          gt(loginSessions.expiresAt, sql`now()`),
        ),
      )
      .limit(1);
    return rows[0] ? toPublic(rows[0].user) : null;
  }
}
