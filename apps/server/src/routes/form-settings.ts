// Per-form availability, new-lead e-mail and tracking settings: GET/PUT /api/forms/{id}/settings,
// /notifications and /tracking.
import {
  getFormAvailability,
  getFormNotifications,
  getFormTracking,
  putFormAvailability,
  putFormNotifications,
  putFormTracking,
  recipientConfirm,
  recipientConfirmPage,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync, FastifyReply } from 'fastify';
import { route } from '../http/define-route.ts';
import { escapeHtml } from '../http/html.ts';
import { userOf } from '../plugins/route-rules.ts';

export const formSettingsRoutes: FastifyPluginAsync = async (app) => {
  const { formSettings } = app.ctx;

  route(app, getFormAvailability, {}, async (req) =>
    formSettings.getAvailability(userOf(req).id, req.params.id),
  );

  route(app, putFormAvailability, {}, async (req) =>
    formSettings.putAvailability(userOf(req).id, req.params.id, req.body),
  );

  route(app, getFormNotifications, {}, async (req) =>
    formSettings.getNotifications(userOf(req).id, req.params.id),
  );

  route(app, putFormNotifications, {}, async (req) =>
    formSettings.putNotifications(userOf(req).id, req.params.id, req.body),
  );

  route(app, getFormTracking, {}, async (req) => formSettings.getTracking(userOf(req).id, req.params.id));

  route(app, putFormTracking, {}, async (req) =>
    formSettings.putTracking(userOf(req).id, req.params.id, req.body),
  );
};

/** A plain page for the person a confirmation link was sent to (not an owner: no app, no sign-in). */
function page(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .header('Referrer-Policy', 'no-referrer')
    .send(`<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>body{font-family:system-ui,sans-serif;background:#f8fafc;color:#0f172a;display:flex;min-height:100vh;align-items:center;justify-content:center;margin:0}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;max-width:440px}h1{font-size:22px;margin:0 0 12px}p{line-height:1.5;color:#334155}
button{background:#047857;color:#fff;border:0;border-radius:8px;padding:12px 20px;font-size:16px;font-weight:600;cursor:pointer}</style></head>
<body><main>${body}</main></body></html>`);
}

const UNKNOWN_LINK =
  '<h1>This link does not work</h1><p>It may have been replaced by a newer one. Ask the person who added you to save your address again.</p>';

/** The extra lead recipients' confirmation: a page with a button (link scanners only GET), and its POST. */
export const recipientRoutes: FastifyPluginAsync = async (app) => {
  const { recipients } = app.ctx;

  route(app, recipientConfirmPage, {}, async (req, reply) => {
    const token = req.query.token;
    if (!(await recipients.known(token))) return page(reply, 404, 'Link not found', UNKNOWN_LINK);
    return page(
      reply,
      200,
      'Confirm new-lead e-mails',
      `<h1>Get new-lead e-mails?</h1><p>Someone added this address to receive the new leads of their form.</p>
<form method="post" action="/recipients/confirm"><input type="hidden" name="token" value="${escapeHtml(token)}"><button type="submit">Yes, send me new leads</button></form>`,
    );
  });

  await app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 4096 },
      (_req, body, done) => done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );
    route(scope, recipientConfirm, {}, async (req, reply) => {
      const confirmed = await recipients.confirm(req.body.token);
      if (!confirmed) return page(reply, 404, 'Link not found', UNKNOWN_LINK);
      return page(
        reply,
        200,
        'Confirmed',
        `<h1>Confirmed</h1><p>${escapeHtml(confirmed.email)} now gets the new leads ${escapeHtml(confirmed.ownerEmail)} sends to it. To stop, ask them to remove your address.</p>`,
      );
    });
  });
};
