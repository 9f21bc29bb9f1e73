// Verifying a respondent's e-mail address or phone number inside their answer session: a 6-digit code sent by
// e-mail (the outbox) or text message (providers/sms), single-use, expiring, limited per session, target and form.
// Codes are kept only as an HMAC and never logged.
import crypto from 'node:crypto';
import { isValidEmail, type VerifiedFlags } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import { parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, badRequest, notFound, tooMany } from '../errors.ts';
import type { SmsProvider } from '../providers/sms/index.ts';
import type { MailService } from './mail.ts';

export type VerificationChannel = 'email' | 'phone';

/** How long a code works. */
export const CODE_TTL_MS = 10 * 60_000;
/** How long a respondent waits before another code to the same session and channel. */
export const RESEND_AFTER_MS = 30_000;
/** Wrong entries one code allows. */
export const CODE_ATTEMPTS = 5;
/** Codes per answer session and per address or number, per hour. */
export const CODES_PER_SESSION_PER_HOUR = 5;
export const CODES_PER_TARGET_PER_HOUR = 5;

export const MESSAGES = {
  invalidPhone: 'Enter a valid phone number with its country code, e.g. +1 415 555 0100',
  invalidEmail: 'Enter a valid e-mail address',
  wait: (s: number) => `Wait ${s} seconds before asking for another code`,
  sessionLimit: 'Too many codes for this form session; try again in an hour',
  targetLimit: 'Too many codes to this address or number; try again in an hour',
  formLimit: 'This form cannot send more codes right now; try again later',
  noCode: 'No code is waiting for this; send a new one',
  expired: 'This code has expired; send a new one',
  wrong: 'That code is not right; check the message and try again',
  spent: 'Too many wrong codes; send a new one',
  sendFailed: 'The code could not be sent; try again in a moment',
} as const;

type Tx = Pick<Db, 'execute'>;

const HOUR = 3_600_000;

/** An E.164 number for `input`, read with `country` (ISO 3166 alpha-2) when it has no +prefix; null when invalid. */
export function normalisePhone(input: string, country?: string): string | null {
  const region =
    country && /^[A-Za-z]{2}$/.test(country) ? (country.toUpperCase() as CountryCode) : undefined;
  const parsed = parsePhoneNumberFromString(input.trim(), region);
  return parsed?.isValid() ? parsed.number : null;
}

export class VerificationService {
  /** The clock for expiry, resend waits and hourly limits; tests move it instead of waiting. */
  now: () => Date = () => new Date();

  constructor(
    private readonly db: Db,
    private readonly mail: MailService,
    private readonly sms: SmsProvider,
    private readonly opts: { secret: string; codesPerFormPerHour: number },
  ) {}

  private hash(id: string, code: string): string {
    return crypto.createHmac('sha256', this.opts.secret).update(`${id}:${code}`).digest('hex');
  }

  /** The open (not submitted) answer session's form, or 404. */
  private async sessionForm(tx: Tx, sessionId: string): Promise<{ formId: number; label: string }> {
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw notFound('Session not found');
    const [row] = rowsOf<{ form_id: number; label: string; submitted: unknown }>(
      await tx.execute(sql`
        select s.form_id, f.label, (r.response is not null) as submitted
        from answer_sessions s join forms f on f.id = s.form_id left join responses r on r.session_id = s.id
        where s.id = ${sessionId} for update of s`),
    );
    if (!row) throw notFound('Session not found');
    if (row.submitted === true || row.submitted === 't')
      throw new AppError('conflict', 409, 'Already submitted');
    return { formId: Number(row.form_id), label: String(row.label) };
  }

  /** The target as stored and sent to: a lower-case address or an E.164 number; 400 when it is not one. */
  target(channel: VerificationChannel, value: string, country?: string): string {
    if (channel === 'email') {
      const email = value.trim().toLowerCase();
      if (!isValidEmail(email)) throw badRequest(MESSAGES.invalidEmail);
      return email;
    }
    const phone = normalisePhone(value, country);
    if (!phone) throw badRequest(MESSAGES.invalidPhone);
    return phone;
  }

  /**
   * Sends a new code to `value` for the session. The limits are checked and the code stored in one transaction
   * that holds the session's row, so two requests of one session cannot both pass a limit.
   */
  async send(
    sessionId: string,
    channel: VerificationChannel,
    value: string,
    country?: string,
  ): Promise<{ to: string; expiresInSeconds: number; resendInSeconds: number }> {
    const to = this.target(channel, value, country);
    const now = this.now();
    const at = now.toISOString();
    const hourAgo = new Date(now.getTime() - HOUR).toISOString();
    const code = String(crypto.randomInt(0, 1_000_000)).padStart(6, '0');
    const { label } = await this.db.transaction(async (tx) => {
      const form = await this.sessionForm(tx, sessionId);
      const [counts] = rowsOf<Record<string, unknown>>(
        await tx.execute(sql`
          select
            (select count(*) from verification_codes where session_id = ${sessionId} and created_at > ${hourAgo}::timestamptz) as session,
            (select count(*) from verification_codes where target = ${to} and created_at > ${hourAgo}::timestamptz) as target,
            (select count(*) from verification_codes where form_id = ${form.formId} and created_at > ${hourAgo}::timestamptz) as form,
            (select max(created_at) from verification_codes where session_id = ${sessionId} and channel = ${channel}) as last`),
      );
      const last = counts?.last ? new Date(counts.last as string).getTime() : 0;
      const wait = last + RESEND_AFTER_MS - now.getTime();
      if (wait > 0) throw tooMany(MESSAGES.wait(Math.ceil(wait / 1000)), Math.ceil(wait / 1000));
      if (Number(counts?.form) >= this.opts.codesPerFormPerHour) throw tooMany(MESSAGES.formLimit, 3600);
      if (Number(counts?.session) >= CODES_PER_SESSION_PER_HOUR) throw tooMany(MESSAGES.sessionLimit, 3600);
      if (Number(counts?.target) >= CODES_PER_TARGET_PER_HOUR) throw tooMany(MESSAGES.targetLimit, 3600);
      const salt = crypto.randomUUID();
      await tx.execute(sql`
        insert into verification_codes (session_id, form_id, channel, target, code_hash, expires_at, created_at)
        values (${sessionId}, ${form.formId}, ${channel}, ${to}, ${`${salt}:${this.hash(salt, code)}`},
          ${new Date(now.getTime() + CODE_TTL_MS).toISOString()}::timestamptz, ${at}::timestamptz)`);
      if (channel === 'email')
        await this.mail.enqueue(tx, {
          to,
          subject: `Your code for ${form.label.replace(/[\r\n]+/g, ' ').slice(0, 100)}`,
          text: `Your code is ${code}. It works for ${CODE_TTL_MS / 60_000} minutes.\n\nIf you did not ask for it, ignore this e-mail.`,
          kind: 'verification-code',
          formId: form.formId,
        });
      return form;
    });
    if (channel === 'email') this.mail.notifyQueued();
    else {
      try {
        await this.sms.send({ to, text: `${code} is your code for ${label.slice(0, 60)}.` });
      } catch {
        // The code was never delivered: it must not count against the respondent's allowance.
        await this.db.execute(
          sql`delete from verification_codes where session_id = ${sessionId} and channel = 'phone' and created_at = ${at}::timestamptz`,
        );
        throw new AppError('send_failed', 502, MESSAGES.sendFailed);
      }
    }
    return { to, expiresInSeconds: CODE_TTL_MS / 1000, resendInSeconds: RESEND_AFTER_MS / 1000 };
  }

  /** Checks the code against the session's latest code for the channel; marks the target verified when right. */
  async check(sessionId: string, channel: VerificationChannel, code: string): Promise<{ verified: string }> {
    const now = this.now();
    return this.db
      .transaction(async (tx) => {
        await this.sessionForm(tx, sessionId);
        const [row] = rowsOf<Record<string, unknown>>(
          await tx.execute(sql`
          select id, code_hash, attempts, expires_at, verified_at, target from verification_codes
          where session_id = ${sessionId} and channel = ${channel}
          order by created_at desc, id desc limit 1 for update`),
        );
        if (!row || row.verified_at) throw badRequest(MESSAGES.noCode);
        if (new Date(row.expires_at as string).getTime() <= now.getTime()) throw badRequest(MESSAGES.expired);
        if (Number(row.attempts) >= CODE_ATTEMPTS) throw badRequest(MESSAGES.spent);
        const [salt, stored] = String(row.code_hash).split(':') as [string, string];
        const given = this.hash(salt, code.trim());
        const right =
          /^\d{6}$/.test(code.trim()) &&
          crypto.timingSafeEqual(Buffer.from(given), Buffer.from(stored ?? ''));
        if (!right) {
          await tx.execute(
            sql`update verification_codes set attempts = attempts + 1 where id = ${Number(row.id)}`,
          );
          // The wrong attempt must count even though the request fails: the transaction commits it first.
          return { wrong: true as const };
        }
        await tx.execute(
          sql`update verification_codes set verified_at = ${now.toISOString()}::timestamptz where id = ${Number(row.id)}`,
        );
        return { verified: String(row.target) };
      })
      .then((outcome) => {
        if ('wrong' in outcome) throw badRequest(MESSAGES.wrong);
        return outcome;
      });
  }
}

/**
 * The flags of a response: its contact answer (the first answer carrying an e-mail field) compared with the targets
 * its answer session verified — the address ignoring case, the number as read in the verified number's country.
 */
export function verifiedFlags(
  answers: Record<string, unknown>,
  targets: readonly { channel: string; target: string }[],
): VerifiedFlags {
  const flags = { email: false, phone: false };
  if (targets.length === 0) return flags;
  const contact = Object.values(answers).find(
    (v): v is Record<string, unknown> =>
      !!v &&
      typeof v === 'object' &&
      !Array.isArray(v) &&
      typeof (v as { email?: unknown }).email === 'string',
  );
  if (!contact) return flags;
  const email = String(contact.email).trim().toLowerCase();
  const phone = typeof contact.phone === 'string' ? contact.phone : '';
  for (const t of targets) {
    if (t.channel === 'email' && email && t.target === email) flags.email = true;
    if (t.channel === 'phone' && phone) {
      const country = parsePhoneNumberFromString(t.target)?.country;
      if (normalisePhone(phone, country) === t.target) flags.phone = true;
    }
  }
  return flags;
}

/** SQL for a response row's verified targets (`r` is the response), as a JSON list for `verifiedFlags`. */
export const VERIFIED_TARGETS = sql`(select coalesce(json_agg(json_build_object('channel', v.channel, 'target', v.target)), '[]'::json)
  from verification_codes v where v.session_id = r.session_id and v.verified_at is not null)`;

/** The targets `VERIFIED_TARGETS` selected, read back from the driver's JSON or text. */
export function targetsOf(value: unknown): { channel: string; target: string }[] {
  const list = typeof value === 'string' ? (JSON.parse(value) as unknown) : value;
  return Array.isArray(list)
    ? list.filter(
        (t): t is { channel: string; target: string } =>
          !!t && typeof t === 'object' && typeof t.channel === 'string' && typeof t.target === 'string',
      )
    : [];
}

/**
 * SQL: the response (`r`, of form `f`) waits as unverified — its form holds unverified leads and its session has not
 * confirmed every channel the form asks for. A scan's cheap first look; `isLeadHeld` is the exact rule (it also
 * checks that the confirmed address or number is the one answered).
 */
export const AWAITS_VERIFICATION = sql`exists (
  select 1 from jsonb_path_query(coalesce(f.published_config, f.config),
    '$.steps[*] ? (@.type == "contact" && @.config.unverified == "hold")') c(step)
  where c.step->'config'->>'verify' in ('email', 'phone', 'both')
    and ((c.step->'config'->>'verify' in ('email', 'both') and not exists (select 1 from verification_codes v
          where v.session_id = r.session_id and v.verified_at is not null and v.channel = 'email'))
      or (c.step->'config'->>'verify' in ('phone', 'both') and not exists (select 1 from verification_codes v
          where v.session_id = r.session_id and v.verified_at is not null and v.channel = 'phone'))))`;
