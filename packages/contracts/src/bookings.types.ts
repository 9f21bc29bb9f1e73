// Booking steps' calendar webhooks (Cal.com, Calendly) and the owner's view of the addresses and secret to give them.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { ZFormId, ZFormIdParams } from './form-id.ts';

export const ZBookingWebhookSettings = z
  .object({
    /** What Cal.com's webhook "Secret" and Calendly's subscription `signing_key` must be. */
    secret: z.string(),
    /** The subscriber URL for Cal.com (triggers: Booking created, rescheduled, cancelled). */
    calcomUrl: z.string(),
    /** The callback URL for a Calendly webhook subscription (events: invitee.created, invitee.canceled). */
    calendlyUrl: z.string(),
  })
  .meta({ id: 'BookingWebhookSettings' });

const ZBookingReceived = z.object({
  received: z.literal(true),
  /** The event was about a booking and was applied (false for events the calendars send about other things). */
  booked: z.boolean(),
  /** The same event arrived before: nothing changed. */
  duplicate: z.boolean().optional(),
  /** Where the lead's booking stands after this event; absent while a reschedule's new booking has not come. */
  status: z.enum(['booked', 'rescheduled', 'cancelled']).optional(),
});

const ZFormIdOnly = z.object({ formId: ZFormId });

export const getBookingWebhook = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/booking-webhook',
  auth: 'user',
  tag: API_TAGS.integrations,
  summary: "The addresses and secret for a form's Cal.com and Calendly booking webhooks",
  params: ZFormIdParams,
  response: { 200: ZBookingWebhookSettings, 404: ZError },
});

export const calcomBookingWebhook = defineRoute({
  method: 'POST',
  path: '/api/bookings/calcom/:formId',
  auth: 'public',
  tag: API_TAGS.integrations,
  summary:
    "Cal.com's BOOKING_CREATED, BOOKING_RESCHEDULED and BOOKING_CANCELLED (raw body, verified by X-Cal-Signature-256)",
  params: ZFormIdOnly,
  response: { 200: ZBookingReceived, 400: ZError, 401: ZError, 404: ZError },
});

export const calendlyBookingWebhook = defineRoute({
  method: 'POST',
  path: '/api/bookings/calendly/:formId',
  auth: 'public',
  tag: API_TAGS.integrations,
  summary:
    "Calendly's invitee.created and invitee.canceled (raw body, verified by Calendly-Webhook-Signature)",
  params: ZFormIdOnly,
  response: { 200: ZBookingReceived, 400: ZError, 401: ZError, 404: ZError },
});
