// Booking steps' calendar webhooks (Cal.com, Calendly) and the owner's view of the addresses and secret to give them.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { ZFormId, ZFormIdParams } from './form-id.ts';

export const ZBookingWebhookSettings = z
  .object({
    /** What Cal.com's webhook "Secret" and Calendly's subscription `signing_key` must be. */
    secret: z.string(),
    /** The subscriber URL for Cal.com (trigger: Booking created). */
    calcomUrl: z.string(),
    /** The callback URL for a Calendly webhook subscription (event: invitee.created). */
    calendlyUrl: z.string(),
  })
  .meta({ id: 'BookingWebhookSettings' });

const ZBookingReceived = z.object({
  received: z.literal(true),
  /** A booking was attached (false for events other than a new booking). */
  booked: z.boolean(),
  /** The same booking arrived before: nothing changed. */
  duplicate: z.boolean().optional(),
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
  summary: "Cal.com's BOOKING_CREATED (raw body, verified by X-Cal-Signature-256)",
  params: ZFormIdOnly,
  response: { 200: ZBookingReceived, 400: ZError, 401: ZError, 404: ZError },
});

export const calendlyBookingWebhook = defineRoute({
  method: 'POST',
  path: '/api/bookings/calendly/:formId',
  auth: 'public',
  tag: API_TAGS.integrations,
  summary: "Calendly's invitee.created (raw body, verified by Calendly-Webhook-Signature)",
  params: ZFormIdOnly,
  response: { 200: ZBookingReceived, 400: ZError, 401: ZError, 404: ZError },
});
