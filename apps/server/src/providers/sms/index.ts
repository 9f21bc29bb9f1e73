// Text messages (verification codes): a local sink by default, Twilio's Messages API or a generic HTTP endpoint
// when configured. No implementation logs a message's text: it holds a code.
import type { AppConfig } from '../../config.ts';

export interface SmsMessage {
  /** E.164, e.g. +14155550100. */
  to: string;
  text: string;
}

export interface SmsProvider {
  readonly name: 'local' | 'twilio' | 'http';
  /** Sends one message; throws when the provider refused it or could not be reached. */
  send(message: SmsMessage): Promise<void>;
}

/** Without a provider: messages are kept in memory (the last 100), for development and tests; nothing is logged. */
export class LocalSms implements SmsProvider {
  readonly name = 'local' as const;
  readonly sent: SmsMessage[] = [];

  async send(message: SmsMessage): Promise<void> {
    this.sent.push(message);
    if (this.sent.length > 100) this.sent.shift();
  }
}

/** Twilio's Messages API: `POST {base}/2010-04-01/Accounts/{sid}/Messages.json`, basic auth, form-encoded. */
export class TwilioSms implements SmsProvider {
  readonly name = 'twilio' as const;

  constructor(
    private readonly opts: {
      accountSid: string;
      authToken: string;
      from: string;
      apiBase: string;
      timeoutMs: number;
    },
  ) {}

  async send(message: SmsMessage): Promise<void> {
    const { accountSid, authToken, from, apiBase, timeoutMs } = this.opts;
    const url = `${apiBase.replace(/\/$/, '')}/2010-04-01/Accounts/${encodeURIComponent(accountSid)}/Messages.json`;
    const res = await fetch(url, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${accountSid}:${authToken}`).toString('base64')}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body: new URLSearchParams({ To: message.to, From: from, Body: message.text }).toString(),
      signal: AbortSignal.timeout(timeoutMs),
    });
    // The answer's body may echo the message: only the status goes into the error.
    await res.body?.cancel();
    if (!res.ok) throw new Error(`Twilio refused the message (HTTP ${res.status})`);
  }
}

/** A generic provider: `POST {url}` with JSON `{to, from, text}` and an optional bearer token. */
export class HttpSms implements SmsProvider {
  readonly name = 'http' as const;

  constructor(private readonly opts: { url: string; token?: string; from: string; timeoutMs: number }) {}

  async send(message: SmsMessage): Promise<void> {
    const res = await fetch(this.opts.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(this.opts.token ? { authorization: `Bearer ${this.opts.token}` } : {}),
      },
      body: JSON.stringify({ to: message.to, from: this.opts.from, text: message.text }),
      signal: AbortSignal.timeout(this.opts.timeoutMs),
    });
    await res.body?.cancel();
    if (!res.ok) throw new Error(`The SMS provider refused the message (HTTP ${res.status})`);
  }
}

export function createSmsProvider(config: AppConfig['sms']): SmsProvider {
  if (config.twilio)
    return new TwilioSms({ ...config.twilio, from: config.from, timeoutMs: config.timeoutMs });
  if (config.httpUrl)
    return new HttpSms({
      url: config.httpUrl,
      token: config.httpToken,
      from: config.from,
      timeoutMs: config.timeoutMs,
    });
  return new LocalSms();
}
