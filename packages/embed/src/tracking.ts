// Conversion tracking on the host page (embed-tracking.js), loaded by embed.js only when a form's owner switched it
// on: dataLayer events for Google Tag Manager / GA4 and the page's Meta Pixel, each moment once, and the visitor's
// click and analytics ids handed to the form for the server's conversion events (docs/tracking.md).
import type { LoaderInternals } from './loader-api.ts';
import { hostMessage, readTrackMessage, type TrackDetail } from './protocol.ts';
import { visitorOf } from './visitor.ts';

type Fbq = ((...args: unknown[]) => void) & {
  callMethod?: (...args: unknown[]) => void;
  queue?: unknown[];
  push?: unknown;
  loaded?: boolean;
  version?: string;
};
interface TrackingPage {
  dataLayer?: unknown[];
  fbq?: Fbq;
  _fbq?: Fbq;
}

const page = window as unknown as TrackingPage;
const api = window.FormsEngine as unknown as LoaderInternals;

/** Moments sent in this tab: kept in sessionStorage, so a reload does not send them again. */
const KEY = 'fe-tracked';
const memory = new Set<string>();

function readSent(): string[] {
  try {
    const list = JSON.parse(sessionStorage.getItem(KEY) || '[]');
    return Array.isArray(list) ? list.filter((k): k is string => typeof k === 'string') : [];
  } catch {
    return [];
  }
}

function writeSent(list: string[]): void {
  try {
    // Bounded: a page left open for a day of submissions must not grow the storage without end.
    sessionStorage.setItem(KEY, JSON.stringify(list.slice(-200)));
  } catch {
    // Blocked storage: the in-memory set still keeps this page view free of repeats.
  }
}

/** True the first time a moment is seen in this tab, false for a repeat. */
function first(key: string): boolean {
  const list = readSent();
  if (memory.has(key) || list.includes(key)) return false;
  memory.add(key);
  writeSent([...list, key]);
  return true;
}

/**
 * A lead ends the round of its form: the next visitor of the form in this tab is a new view with new step views.
 * Start and lead stay keyed by their session's event id, so those never repeat.
 */
function endRound(formId: number | null): void {
  const prefix = (k: string) => k === `view:${formId}` || k.startsWith(`step:${formId}:`);
  for (const k of memory) if (prefix(k)) memory.delete(k);
  writeSent(readSent().filter((k) => !prefix(k)));
}

/** The page's own Pixel; else, when the owner gave an id, Meta's standard base code loads that one. */
function pixel(pixelId: string | null): Fbq | undefined {
  if (page.fbq || !pixelId) return page.fbq;
  const fbq: Fbq = (...args: unknown[]) => {
    if (fbq.callMethod) fbq.callMethod(...args);
    else fbq.queue?.push(args);
  };
  fbq.push = fbq;
  fbq.loaded = true;
  fbq.version = '2.0';
  fbq.queue = [];
  page.fbq = fbq;
  page._fbq ??= fbq;
  const script = document.createElement('script');
  script.async = true;
  script.src = 'https://connect.facebook.net/en_US/fbevents.js';
  document.head.append(script);
  fbq('init', pixelId);
  return fbq;
}

function keyOf(d: TrackDetail): string {
  switch (d.event) {
    case 'view':
      return `view:${d.formId}`;
    case 'step':
      return `step:${d.formId}:${d.stepId ?? d.index + 1}`;
    case 'start':
    case 'lead':
      return `${d.event}:${d.eventId}`;
  }
}

function track(message: MessageEvent): void {
  const d = readTrackMessage(message.data);
  // Each page load of the form asks once (its view), repeats included: the answer session it opens carries the ids.
  if (d?.event === 'view')
    (message.source as Window | null)?.postMessage(
      hostMessage('visitor', visitorOf(document.cookie, location.href, Date.now())),
      message.origin,
    );
  if (!d || ((d.event === 'start' || d.event === 'lead') && !d.eventId) || !first(keyOf(d))) return;
  if (d.dataLayer) {
    const event: Record<string, unknown> = { event: `forms_engine_${d.event}`, form_id: d.formId };
    if (d.event === 'step') {
      event.event = 'forms_engine_step_view';
      event.step_id = d.stepId;
      event.step_index = d.index;
    }
    if (d.event === 'lead') event.event_id = d.eventId;
    page.dataLayer ??= [];
    page.dataLayer.push(event);
  }
  if (d.metaPixel && (d.event === 'view' || d.event === 'lead')) {
    const fbq = pixel(d.pixelId);
    if (d.event === 'view')
      fbq?.('track', 'ViewContent', { content_type: 'form', content_ids: [String(d.formId)] });
    else fbq?.('track', 'Lead', { content_name: `form ${d.formId}` }, { eventID: d.eventId });
  }
  if (d.event === 'lead') endRound(d.formId);
}

// Messages that came while this loaded, then every later one at once.
const waiting = Array.isArray(api._t) ? (api._t as MessageEvent[]) : [];
api._t = { push: track };
for (const message of waiting) track(message);
