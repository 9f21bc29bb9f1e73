// Verification codes over real HTTP: by text message through a local fake of Twilio's Messages API and through a
// generic HTTP provider, by e-mail through a real SMTP conversation; numbers normalised to E.164 or refused; codes
// single-use, expiring (injected clock), limited, and stored only as an HMAC.
import { createServer, type Server } from 'node:http';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../src/db/rows.ts';
import { createSmsProvider } from '../src/providers/sms/index.ts';
import { MESSAGES, normalisePhone, verifiedFlags } from '../src/services/verification.ts';
import { Client, publishSample, requiredAnswers, startServer, type TestServer } from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { isolatedDatabase, waitFor } from './webhook-receiver.ts';

interface Received {
  path: string;
  auth: string;
  type: string;
  body: string;
}

/** A fake SMS provider: records each request; answers 201 (Twilio) or 200, or 500 while `failing`. */
class FakeSms {
  readonly received: Received[] = [];
  failing = false;
  private server: Server = createServer((req, res) => {
    let body = '';
    req.on('data', (c: Buffer) => {
      body += c.toString('utf8');
    });
    req.on('end', () => {
      this.received.push({
        path: req.url ?? '',
        auth: req.headers.authorization ?? '',
        type: req.headers['content-type'] ?? '',
        body,
      });
      res.writeHead(this.failing ? 500 : 201, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ sid: 'SM123', status: 'queued' }));
    });
  });
  url = '';
  async up() {
    await new Promise<void>((done) => this.server.listen(0, '127.0.0.1', done));
    const a = this.server.address();
    this.url = `http://127.0.0.1:${typeof a === 'object' && a ? a.port : 0}`;
    return this;
  }
  down() {
    return new Promise((done) => this.server.close(done));
  }
  /** The code in the last text message. */
  lastCode(): string {
    const last = this.received.at(-1) as Received;
    const text = last.type.includes('json')
      ? (JSON.parse(last.body) as { text: string }).text
      : (new URLSearchParams(last.body).get('Body') ?? '');
    return /\b(\d{6})\b/.exec(text)?.[1] as string;
  }
}

describe('phone numbers', () => {
  it.each([
    ['+1 123 456 7890', undefined, null],
    ['+1 (202) 456-1111', undefined, '+12024561111'],
    ['030 901820', 'DE', '+4930901820'],
    ['0170 1234567', 'de', '+491701234567'],
    ['+49 170 1234567', 'US', '+491701234567'],
    ['12345', 'DE', null],
    ['call me', undefined, null],
    ['0170 1234567', undefined, null],
  ])('%s (country %s) → %s', (input, country, expected) => {
    expect(normalisePhone(input, country)).toBe(expected);
  });
});

describe('verification codes', () => {
  const twilio = new FakeSms();
  const generic = new FakeSms();
  let smtp: SmtpReceiver;
  let srv: TestServer;
  let drops: (() => Promise<void>)[] = [];
  let formId: number;
  let owner: Client;

  beforeAll(async () => {
    await twilio.up();
    await generic.up();
    smtp = await new SmtpReceiver().up();
    const a = await isolatedDatabase();
    drops = [a.drop];
    srv = await startServer(
      { databaseUrl: a.url },
      {
        SMTP_URL: smtp.url,
        WEBHOOK_POLL_MS: '25',
        TWILIO_ACCOUNT_SID: 'AC123',
        TWILIO_AUTH_TOKEN: 'secret-token',
        TWILIO_API_BASE: twilio.url,
        SMS_FROM: '+15005550006',
        VERIFY_CODES_PER_FORM_PER_HOUR: '12',
        APP_SECRET: 'a-test-secret-of-enough-length',
      },
    );
    ({ id: formId, client: owner } = await publishSample(srv.url, 'verify'));
  }, 120_000);
  afterAll(async () => {
    await srv.close();
    await smtp.down();
    await twilio.down();
    await generic.down();
    for (const drop of drops) await drop();
  });

  const session = async (url = srv.url, form = formId) =>
    (await new Client(url).post<{ sessionId: string }>(`/api/forms/${form}/session`)).body.sessionId;
  const send = (id: string, body: object, url = srv.url) =>
    new Client(url).post<{ to?: string; error?: string }>(`/api/sessions/${id}/verification`, body);
  const check = (id: string, body: object, url = srv.url) =>
    new Client(url).post<{ verified?: string; error?: string }>(
      `/api/sessions/${id}/verification/check`,
      body,
    );
  const clock = (offsetMs: number) => {
    srv.app.ctx.verification.now = () => new Date(Date.now() + offsetMs);
  };

  it("texts a code through Twilio's Messages API and verifies the number with it, once", async () => {
    clock(0);
    const id = await session();
    const sent = await send(id, { channel: 'phone', value: '0170 1234567', country: 'DE' });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({ to: '+491701234567', expiresInSeconds: 600, resendInSeconds: 30 });
    const request = twilio.received.at(-1) as Received;
    expect(request.path).toBe('/2010-04-01/Accounts/AC123/Messages.json');
    expect(request.auth).toBe(`Basic ${Buffer.from('AC123:secret-token').toString('base64')}`);
    expect(request.type).toBe('application/x-www-form-urlencoded');
    const form = new URLSearchParams(request.body);
    expect(form.get('To')).toBe('+491701234567');
    expect(form.get('From')).toBe('+15005550006');
    const code = twilio.lastCode();
    // Only an HMAC is stored.
    const stored = rowsOf<{ code_hash: string }>(
      await srv.app.ctx.database.db.execute(
        sql`select code_hash from verification_codes where session_id = ${id}`,
      ),
    );
    expect(stored[0]?.code_hash).not.toContain(code);

    const wrong = await check(id, { channel: 'phone', code: code === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.error).toBe(MESSAGES.wrong);
    const right = await check(id, { channel: 'phone', code });
    expect(right.status).toBe(200);
    expect(right.body).toEqual({ verified: '+491701234567' });
    // Single use.
    expect((await check(id, { channel: 'phone', code })).body.error).toBe(MESSAGES.noCode);
  });

  it('marks the lead verified when its contact answer holds the confirmed number, however it was typed', async () => {
    clock(4 * 3_600_000);
    const id = await session();
    expect((await send(id, { channel: 'phone', value: '(202) 456-1199', country: 'US' })).status).toBe(200);
    expect((await check(id, { channel: 'phone', code: twilio.lastCode() })).status).toBe(200);
    const answers = requiredAnswers();
    const contactKey = Object.keys(answers).find(
      (k) => typeof answers[k as keyof typeof answers] === 'object',
    ) as string;
    const submitted = await new Client(srv.url).post<{ id: number }>(`/api/forms/${formId}/submit`, {
      ...answers,
      [contactKey]: {
        firstName: 'Al',
        lastName: 'Bo',
        email: 'al@example.com',
        phone: '+1 202-456-1199',
        consent: true,
      },
      _sessionInfo: { sessionId: id, sessionNo: 1 },
    });
    expect(submitted.status).toBe(200);
    const detail = await owner.get<{ verified?: object }>(
      `/api/forms/${formId}/responses/${submitted.body.id}`,
    );
    expect(detail.body.verified).toEqual({ email: false, phone: true });
    // A response whose session confirmed nothing is not verified.
    const plain = await new Client(srv.url).post<{ id: number }>(`/api/forms/${formId}/submit`, answers);
    const other = await owner.get<{ verified?: object }>(`/api/forms/${formId}/responses/${plain.body.id}`);
    expect(other.body.verified).toEqual({ email: false, phone: false });
  });

  it("reads a typed number in the verified number's country", () => {
    const targets = [
      { channel: 'phone', target: '+491701234567' },
      { channel: 'email', target: 'a@b.de' },
    ];
    expect(verifiedFlags({ c: { email: 'A@b.de', phone: '0170 1234567' } }, targets)).toEqual({
      email: true,
      phone: true,
    });
    expect(verifiedFlags({ c: { email: 'x@b.de', phone: '0170 7654321' } }, targets)).toEqual({
      email: false,
      phone: false,
    });
    expect(verifiedFlags({ c: 'text' }, targets)).toEqual({ email: false, phone: false });
  });

  it('refuses an invalid number with a clear message and sends nothing', async () => {
    const id = await session();
    const before = twilio.received.length;
    for (const value of ['12345', 'call me', '+1 123 456 7890']) {
      const res = await send(id, { channel: 'phone', value });
      expect(res.status).toBe(400);
      expect(res.body.error).toBe(MESSAGES.invalidPhone);
    }
    expect((await send(id, { channel: 'fax', value: '1' })).body.error).toBe(
      'channel must be email or phone',
    );
    expect(twilio.received.length).toBe(before);
  });

  it('e-mails a code through the outbox and SMTP', async () => {
    clock(0);
    const id = await session();
    const sent = await send(id, { channel: 'email', value: 'Ann.Verify@Example.com' });
    expect(sent.body).toMatchObject({ to: 'ann.verify@example.com' });
    const mail = await waitFor(() => smtp.to('ann.verify@example.com')[0], 15_000, 'code e-mail');
    const code = /\b(\d{6})\b/.exec(mail.text)?.[1] as string;
    expect(mail.subject).not.toContain(code);
    expect((await check(id, { channel: 'email', code })).body).toEqual({
      verified: 'ann.verify@example.com',
    });
  });

  it('expires a code after 10 minutes and makes the respondent wait 30 seconds to resend', async () => {
    clock(0);
    const id = await session();
    expect((await send(id, { channel: 'phone', value: '+1 202 456 1111' })).status).toBe(200);
    const code = twilio.lastCode();
    const soon = await send(id, { channel: 'phone', value: '+1 202 456 1111' });
    expect(soon.status).toBe(429);
    expect(soon.body.error).toMatch(/^Wait \d+ seconds before asking for another code$/);
    clock(11 * 60_000);
    expect((await check(id, { channel: 'phone', code })).body.error).toBe(MESSAGES.expired);
    // A new one after the wait works.
    expect((await send(id, { channel: 'phone', value: '+1 202 456 1111' })).status).toBe(200);
    expect((await check(id, { channel: 'phone', code: twilio.lastCode() })).status).toBe(200);
  });

  it('allows 5 wrong entries per code, 5 codes per session and number an hour, and the form its hourly cap', async () => {
    clock(0);
    const id = await session();
    expect((await send(id, { channel: 'phone', value: '+1 202 456 1112' })).status).toBe(200);
    const code = twilio.lastCode();
    const wrongCode = code === '123456' ? '654321' : '123456';
    for (let i = 0; i < 5; i++)
      expect((await check(id, { channel: 'phone', code: wrongCode })).status).toBe(400);
    expect((await check(id, { channel: 'phone', code })).body.error).toBe(MESSAGES.spent);
    // Four more codes to the session (30 s apart on the injected clock), then the sixth is refused.
    for (let i = 1; i <= 4; i++) {
      clock(i * 31_000);
      expect((await send(id, { channel: 'phone', value: '+1 202 456 1112' })).status).toBe(200);
    }
    clock(5 * 31_000);
    const sixth = await send(id, { channel: 'phone', value: '+1 202 456 1112' });
    expect(sixth.status).toBe(429);
    expect(sixth.body.error).toBe(MESSAGES.sessionLimit);
    // Another session, same number: the number's own limit.
    const other = await session();
    expect((await send(other, { channel: 'phone', value: '+12024561112' })).body.error).toBe(
      MESSAGES.targetLimit,
    );
    // The form's cap (12 an hour here) covers every session: reached by now, a new number is refused too.
    const third = await session();
    let refused: string | undefined;
    for (let i = 0; i < 12 && !refused; i++) {
      const res = await send(await session(), { channel: 'phone', value: `+1 202 456 ${1200 + i}` });
      if (res.status === 429) refused = res.body.error;
    }
    expect(refused).toBe(MESSAGES.formLimit);
    expect((await send(third, { channel: 'email', value: 'new@example.com' })).body.error).toBe(
      MESSAGES.formLimit,
    );
    // An hour later the allowances are back.
    clock(2 * 3_600_000);
    expect((await send(third, { channel: 'phone', value: '+1 202 456 1113' })).status).toBe(200);
  });

  it('a provider failure is a clear 502 and does not use up an allowance', async () => {
    clock(3 * 3_600_000);
    const id = await session();
    twilio.failing = true;
    const res = await send(id, { channel: 'phone', value: '+1 202 456 1114' });
    twilio.failing = false;
    expect(res.status).toBe(502);
    expect(res.body.error).toBe(MESSAGES.sendFailed);
    expect((await send(id, { channel: 'phone', value: '+1 202 456 1114' })).status).toBe(200);
  });

  it('texts through a generic HTTP provider as JSON with a bearer token', async () => {
    const provider = createSmsProvider({
      httpUrl: `${generic.url}/send`,
      httpToken: 'bearer-1',
      from: 'Roofers',
      timeoutMs: 5000,
      codesPerFormPerHour: 1,
    });
    await provider.send({ to: '+442079460958', text: '123456 is your code' });
    const request = generic.received.at(-1) as Received;
    expect(request.path).toBe('/send');
    expect(request.auth).toBe('Bearer bearer-1');
    expect(JSON.parse(request.body)).toEqual({
      to: '+442079460958',
      from: 'Roofers',
      text: '123456 is your code',
    });
    generic.failing = true;
    await expect(provider.send({ to: '+442079460958', text: 'x' })).rejects.toThrow('HTTP 500');
    generic.failing = false;
  });

  it('refuses codes for an unknown or submitted session', async () => {
    expect(
      (await send('00000000-0000-4000-8000-000000000000', { channel: 'email', value: 'a@example.com' }))
        .status,
    ).toBe(404);
  });
});
