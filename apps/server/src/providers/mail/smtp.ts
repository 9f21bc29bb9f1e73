// SMTP mail transport (nodemailer), selected when SMTP_URL is set.
import nodemailer from 'nodemailer';
import type SMTPTransport from 'nodemailer/lib/smtp-transport/index.js';
import type { MailMessage, MailTransport } from './types.ts';

export function createSmtpTransport(smtpUrl: string, timeoutMs = 30_000): MailTransport {
  const options: SMTPTransport.Options = {
    url: smtpUrl,
    connectionTimeout: Math.min(15_000, timeoutMs),
    greetingTimeout: Math.min(15_000, timeoutMs),
    socketTimeout: timeoutMs,
  };
  const transporter = nodemailer.createTransport(options);
  return {
    kind: 'smtp',
    async send(m: MailMessage) {
      await transporter.sendMail({
        from: m.from,
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html ?? undefined,
        replyTo: m.replyTo ?? undefined,
        messageId: m.messageId,
      });
    },
    close() {
      transporter.close();
    },
  };
}
