// A real SMTP server for tests (the smtp-server package): records accepted messages with decoded headers and text,
// and can hold a message's DATA unanswered to simulate a send cut off half-way.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  from: string;
  to: string[];
  headers: Record<string, string>;
  subject: string;
  text: string;
  html: string;
  raw: string;
  /** When the connection the message came on was opened (ms since the epoch). */
  connectedAt: number;
}

function decodeWords(value: string): string {
  return value.replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_m, _charset, enc: string, data: string) =>
    enc.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : decodeQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

function decodeQuotedPrintable(s: string): string {
  const bytes: number[] = [];
  const clean = s.replace(/=\r?\n/g, '');
  for (let i = 0; i < clean.length; i++) {
    if (clean[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(clean.slice(i + 1, i + 3))) {
      bytes.push(Number.parseInt(clean.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(clean[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

function splitHead(raw: string): { headers: Record<string, string>; body: string } {
  const at = raw.search(/\r?\n\r?\n/);
  const head = at < 0 ? raw : raw.slice(0, at);
  const body = at < 0 ? '' : raw.slice(at).replace(/^\r?\n\r?\n/, '');
  const headers: Record<string, string> = {};
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const i = line.indexOf(':');
    if (i > 0) headers[line.slice(0, i).trim().toLowerCase()] = line.slice(i + 1).trim();
  }
  return { headers, body };
}

function decodeBody(headers: Record<string, string>, body: string): string {
  const enc = (headers['content-transfer-encoding'] ?? '').toLowerCase();
  if (enc === 'quoted-printable') return decodeQuotedPrintable(body);
  if (enc === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

/** Text and HTML parts of a message (multipart/alternative or a single part). */
export function parseMail(raw: string): Pick<ReceivedMail, 'headers' | 'subject' | 'text' | 'html'> {
  const { headers, body } = splitHead(raw);
  let text = '';
  let html = '';
  const boundary = /boundary="?([^";]+)"?/i.exec(headers['content-type'] ?? '')?.[1];
  if (boundary) {
    for (const part of body.split(`--${boundary}`)) {
      const p = splitHead(part.replace(/^\r?\n/, ''));
      const type = p.headers['content-type'] ?? '';
      if (type.startsWith('text/plain')) text = decodeBody(p.headers, p.body);
      else if (type.startsWith('text/html')) html = decodeBody(p.headers, p.body);
    }
  } else if ((headers['content-type'] ?? 'text/plain').startsWith('text/html'))
    html = decodeBody(headers, body);
  else text = decodeBody(headers, body);
  return { headers, subject: decodeWords(headers.subject ?? ''), text: text.replace(/\r\n/g, '\n'), html };
}

export class SmtpReceiver {
  readonly accepted: ReceivedMail[] = [];
  /** Raw messages whose DATA arrived while held (never acknowledged). */
  readonly held: string[] = [];
  /** While true, DATA is read but never answered: the sender waits until it gives up or dies. */
  hold = false;
  /** When each SMTP connection was opened, by session id: which sender a message came from, across a kill. */
  private readonly connectedAt = new Map<string, number>();
  private server: SMTPServer;
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      closeTimeout: 1000,
      onConnect: (session, callback) => {
        this.connectedAt.set(session.id, Date.now());
        callback();
      },
      onData: (stream, session, callback) => {
        let raw = '';
        const held = this.hold;
        stream.on('data', (c: Buffer) => {
          raw += c.toString('utf8');
        });
        stream.on('end', () => {
          // A held message is never acknowledged: the sender cannot know whether it arrived.
          if (held) {
            this.held.push(raw);
            return;
          }
          this.accepted.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            connectedAt: this.connectedAt.get(session.id) ?? 0,
            ...parseMail(raw),
          });
          callback();
        });
      },
    });
    // A sender killed mid-conversation (kill -9 tests) resets its connection: that is expected, not a failure.
    this.server.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code !== 'ECONNRESET' && err.code !== 'EPIPE') this.errors.push(err);
    });
  }

  /** Errors other than a sender's connection being cut. */
  readonly errors: Error[] = [];

  async up(): Promise<this> {
    await new Promise<void>((r) => this.server.listen(0, '127.0.0.1', () => r()));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  get url(): string {
    return `smtp://127.0.0.1:${this.port}`;
  }

  to(address: string): ReceivedMail[] {
    return this.accepted.filter((m) => m.to.includes(address));
  }

  down(): Promise<void> {
    return new Promise((r) => this.server.close(() => r()));
  }
}
