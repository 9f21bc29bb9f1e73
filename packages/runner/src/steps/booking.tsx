// booking runner: the owner's Cal.com or Calendly event type in a frame, prefilled from the contact step and carrying
// the answer's reference; the calendar's "booked" message marks the step answered (the time comes by webhook).
import { useEffect, useMemo } from 'react';
import {
  answerKey,
  bookingAnswerOf,
  bookingUrl,
  conditionHolds,
  isPlainObject,
  type TBookingStep,
} from '@forms-engine/model';
import type { StepRunnerProps } from '../step-props.ts';

/** The contact step's answer as prefill text: name, e-mail and phone. */
function contactPrefill(props: StepRunnerProps<TBookingStep>) {
  const at = props.steps.findIndex((s) => s.type === 'contact');
  const contact = at >= 0 ? props.answers[answerKey(props.steps[at], at)] : undefined;
  const text = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const c = isPlainObject(contact) ? contact : {};
  return {
    name: [text(c.firstName), text(c.lastName)].filter(Boolean).join(' '),
    email: text(c.email),
    phone: text(c.phone),
  };
}

/**
 * The scheduling page's address with the prefill and our reference: Cal.com reads `name`, `email`,
 * `attendeePhoneNumber` and `metadata[…]` (sent back in its webhook); Calendly reads `name`, `email`, `location`
 * and the UTM parameters (its webhook's `tracking`), so the reference rides in `utm_content`.
 */
export function schedulingSrc(
  provider: TBookingStep['provider'],
  url: string,
  ref: string,
  who: { name: string; email: string; phone: string },
  embedDomain: string,
): string {
  const u = new URL(url);
  const set = (k: string, v: string) => {
    if (v) u.searchParams.set(k, v);
  };
  set('name', who.name);
  set('email', who.email);
  if (provider === 'calcom') {
    set('embed', 'true');
    set('attendeePhoneNumber', who.phone);
    set('metadata[fe_ref]', ref);
  } else {
    set('embed_type', 'Inline');
    set('embed_domain', embedDomain);
    set('location', who.phone);
    set('utm_source', 'forms-engine');
    set('utm_content', ref);
  }
  return u.toString();
}

/** Whether a message from the calendar's frame reports a booking (Cal.com's embed events, Calendly's). */
export function isBookedMessage(data: unknown): boolean {
  if (!isPlainObject(data)) return false;
  if (data.originator === 'CAL')
    return data.type === 'bookingSuccessful' || data.type === 'bookingSuccessfulV2';
  return data.event === 'calendly.event_scheduled';
}

export default function BookingRunner(props: StepRunnerProps<TBookingStep>) {
  const { step, index, value, onChange, texts, steps, answers, mode } = props;
  const answer = bookingAnswerOf(value);
  // A new reference the first time the step shows; saving it lets the provider's webhook find this response.
  const ref = useMemo(() => answer?.ref ?? crypto.randomUUID(), [answer?.ref]);
  useEffect(() => {
    if (!answer && mode === 'live') onChange({ ref });
  }, [answer, mode, onChange, ref]);
  const url = bookingUrl(step, (when) => conditionHolds({ steps }, when, index, answers));
  const src = useMemo(() => {
    try {
      const host = typeof location === 'undefined' ? '' : location.hostname;
      return schedulingSrc(step.provider, url, ref, contactPrefill(props), host);
    } catch {
      return null;
    }
    // Prefill is read when the step shows; typing elsewhere does not reload the calendar.
  }, [step.provider, url, ref]);
  useEffect(() => {
    if (!src) return;
    const origin = new URL(src).origin;
    const listen = (e: MessageEvent) => {
      if (e.origin !== origin || !isBookedMessage(e.data)) return;
      onChange({ ref, booked: true });
    };
    window.addEventListener('message', listen);
    return () => window.removeEventListener('message', listen);
  }, [src, ref, onChange]);
  if (!src) return null;
  return (
    <div className="fe-stack">
      {answer?.booked ? (
        <p className="fe-verified" role="status">
          {texts.booked}
        </p>
      ) : (
        <iframe
          className="fe-booking"
          title={texts.bookingCalendar}
          src={src}
          style={{ width: '100%', minHeight: 560, border: 0 }}
        />
      )}
    </div>
  );
}
