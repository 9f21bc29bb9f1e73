// Development mailbox: lists the e-mail the embedded outbox stored (only without SMTP_URL, and outside production unless DEV_MAILBOX=true).
import { devMailbox, devMailboxPage } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { escapeHtml } from '../http/html.ts';

export const devMailboxRoutes: FastifyPluginAsync = async (app) => {
  const { mail, config } = app.ctx;
  // Not registered at all otherwise: sign-in links must never be readable on a production server.
  if (!config.mail.devMailbox) return;
  if (config.isProduction)
    app.log.warn(
      'DEV_MAILBOX is on in production: anyone who opens /dev/mailbox reads every e-mail this server sends, sign-in links included. Set SMTP_URL and remove DEV_MAILBOX.',
    );

  route(app, devMailbox, {}, async () => ({ messages: await mail.list() }));

  route(app, devMailboxPage, {}, async (_req, reply) => {
    const messages = await mail.list();
    const items = messages
      .map(
        (m) => `<article><h2>${escapeHtml(m.subject)}</h2>
<p class="meta">To ${escapeHtml(m.to)} · from ${escapeHtml(m.from)} · ${escapeHtml(m.kind)} · ${escapeHtml(m.createdAt)}</p>
<pre>${escapeHtml(m.text)}</pre></article>`,
      )
      .join('\n');
    const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Dev mailbox · Forms Engine</title>
<style>body{font-family:system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#111}
article{border:1px solid #ddd;border-radius:8px;padding:0 1rem;margin:1rem 0}.meta{color:#555;font-size:.9rem}
pre{white-space:pre-wrap;font-family:inherit}</style></head><body>
<h1>Development mailbox</h1><p>E-mail the app would have sent. Set SMTP_URL to send real mail. ${messages.length} message(s).</p>
${items || '<p>No messages yet.</p>'}</body></html>`;
    return reply.type('text/html; charset=utf-8').send(html);
  });
};
