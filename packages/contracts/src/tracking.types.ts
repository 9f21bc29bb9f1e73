// Per-form conversion tracking on the host page (GTM/GA4 dataLayer events, the Meta Pixel): request/response
// schemas and routes. docs/tracking.md says what is sent and when.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';
import { ZFormIdParams } from './form-id.ts';

/** A Meta Pixel id is a number of 10 to 20 digits (Events Manager shows it under the Pixel's name). */
const PIXEL_ID = /^\d{10,20}$/;
const PIXEL_ID_MESSAGE = 'The Pixel ID must be the number Meta shows for your Pixel (10 to 20 digits)';

/** PUT /api/forms/{id}/tracking; missing fields are off. */
export const ZFormTrackingInput = z.object({
  /** Push forms_engine_* events into the host page's `dataLayer` (Google Tag Manager, GA4). */
  dataLayer: z.boolean({ error: 'dataLayer must be true or false' }).default(false),
  /** Call the Meta Pixel (`fbq`) on the host page: ViewContent when the form is shown, Lead on a submission. */
  metaPixel: z.boolean({ error: 'metaPixel must be true or false' }).default(false),
  /** Load this Pixel when the host page has none of its own; empty: use only the page's own `fbq`. */
  pixelId: z
    .string({ error: PIXEL_ID_MESSAGE })
    .trim()
    .max(20, { error: PIXEL_ID_MESSAGE })
    .refine((v) => v === '' || PIXEL_ID.test(v), { error: PIXEL_ID_MESSAGE })
    .nullish()
    .transform((v) => v || null),
});
export type TFormTrackingInput = z.input<typeof ZFormTrackingInput>;

/** The stored setting, and what the embed receives with the published form. */
export const ZFormTracking = z
  .object({ dataLayer: z.boolean(), metaPixel: z.boolean(), pixelId: z.string().nullable() })
  .meta({ id: 'FormTracking' });
export type TFormTracking = z.infer<typeof ZFormTracking>;

export const TRACKING_OFF: TFormTracking = { dataLayer: false, metaPixel: false, pixelId: null };

/** Stored JSON over the defaults: anything unreadable is off. */
export function trackingOf(stored: unknown): TFormTracking {
  const parsed = ZFormTrackingInput.safeParse(stored ?? {});
  return parsed.success ? parsed.data : TRACKING_OFF;
}

const tag = API_TAGS.integrations;

export const getFormTracking = defineRoute({
  method: 'GET',
  path: '/api/forms/:id/tracking',
  auth: 'user',
  tag,
  summary: "A form's conversion tracking on the host page: dataLayer events and the Meta Pixel",
  params: ZFormIdParams,
  response: { 200: ZFormTracking, 404: ZError },
});

export const putFormTracking = defineRoute({
  method: 'PUT',
  path: '/api/forms/:id/tracking',
  auth: 'user',
  tag,
  summary: "Sets a form's conversion tracking on the host page; missing fields are off",
  params: ZFormIdParams,
  body: ZFormTrackingInput,
  response: { 200: ZFormTracking, 400: ZError, 404: ZError },
});
