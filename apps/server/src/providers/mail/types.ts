// The mail provider interface: something that can hand one message to a mail server.
export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html?: string | null;
  replyTo?: string | null;
  /** The same on every retry of one outbox message, so a receiver can recognise a repeat. */
  messageId?: string;
}

export interface MailTransport {
  readonly kind: 'smtp' | 'outbox';
  /** Delivers the message to the mail server; throws when it is refused or unreachable. */
  send(message: MailMessage): Promise<void>;
  close(): void;
}
