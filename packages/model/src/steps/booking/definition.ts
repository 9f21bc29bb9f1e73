// booking: a call or site visit booked inside the form through Cal.com (cloud or self-hosted) or Calendly.
import { z } from 'zod';
import { ZCondition } from '../../logic/schema.ts';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { BOOKING_EVENT_TYPES_MAX, BOOKING_PROVIDERS, bookingRules } from './rules.ts';

const URL_MESSAGE = 'A booking step needs the https link of a Cal.com or Calendly event type';

/**
 * An event type's scheduling link: https (a self-hosted Cal.com has its own host), or http on this machine's own
 * addresses for a Cal.com run locally.
 */
const ZSchedulingUrl = z
  .string({ error: URL_MESSAGE })
  .trim()
  .max(500, { error: URL_MESSAGE })
  .refine(
    (v) => {
      try {
        const u = new URL(v);
        const local = u.protocol === 'http:' && (u.hostname === 'localhost' || u.hostname === '127.0.0.1');
        return (u.protocol === 'https:' || local) && u.pathname.length > 1 && !u.username && !u.password;
      } catch {
        return false;
      }
    },
    { error: URL_MESSAGE },
  );

export const ZBookingStep = z.object({
  type: z.literal('booking'),
  ...stepBase,
  provider: z.enum(BOOKING_PROVIDERS, { error: 'provider must be calcom or calendly' }),
  /** The event type respondents book when no `eventTypes` condition holds. */
  url: ZSchedulingUrl,
  /** Other event types (another salesperson's calendar) chosen by answers: the first whose condition holds. */
  eventTypes: z
    .array(z.object({ when: ZCondition, url: ZSchedulingUrl }))
    .max(BOOKING_EVENT_TYPES_MAX, {
      error: `A booking step has at most ${BOOKING_EVENT_TYPES_MAX} event types chosen by answers`,
    })
    .optional(),
});
export type TBookingStep = z.infer<typeof ZBookingStep>;

export const bookingDefinition: StepDefinition<TBookingStep> = {
  type: 'booking',
  schema: ZBookingStep,
  label: 'Booking',
  ...bookingRules,
  create: () => ({
    type: 'booking',
    title: 'Pick a time for your call',
    subtitle: '',
    provider: 'calcom',
    url: 'https://cal.com/your-team/consultation',
  }),
  generatorHint:
    'a call or site visit booked in a Cal.com or Calendly calendar ("book a call", "schedule a site visit", "Termin vereinbaren")',
};
