// Booking webhooks: the owner reads the addresses and secret; Cal.com and Calendly post bookings (raw body, signed).
import { calcomBookingWebhook, calendlyBookingWebhook, getBookingWebhook } from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { route } from '../http/define-route.ts';
import { userOf } from '../plugins/route-rules.ts';

/** A calendar's webhook body is a booking's JSON: a few kilobytes. */
const BOOKING_WEBHOOK_BODY_LIMIT = 256 * 1024;

export const bookingsRoutes: FastifyPluginAsync = async (app) => {
  const { bookings, forms } = app.ctx;

  route(app, getBookingWebhook, {}, async (req) => {
    await forms.owned(userOf(req).id, req.params.id);
    return bookings.webhookSettings(req.params.id);
  });

  // The calendars sign the exact bytes they sent, so these routes keep the body as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: BOOKING_WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    const raw = (body: unknown) => (Buffer.isBuffer(body) ? body : Buffer.alloc(0));
    const header = (v: string | string[] | undefined) => (typeof v === 'string' ? v : undefined);
    // Called by the calendars' servers: authenticated by the signature, never by a cookie.
    route(scope, calcomBookingWebhook, { crossOrigin: true }, async (req) =>
      bookings.receiveCalcom(req.params.formId, raw(req.body), header(req.headers['x-cal-signature-256'])),
    );
    route(scope, calendlyBookingWebhook, { crossOrigin: true }, async (req) =>
      bookings.receiveCalendly(
        req.params.formId,
        raw(req.body),
        header(req.headers['calendly-webhook-signature']),
      ),
    );
  });
};
