// The embed protocol: every postMessage between a host page (embed.js, the owner app) and the /embed form, and the
// DOM events embed.js gives the host page — names, payloads and shared numbers, typed and versioned in one place.

/**
 * Version of the messages below. Every message we send carries it as `version`; a reader accepts messages without
 * one (hosts and forms from before versioning, and the spec's plain `{type, height}`) and ignores newer versions.
 */
export const EMBED_PROTOCOL_VERSION = 1;

/** The frame is never shorter than this (docs/spec/respondent-side.md §9). */
export const MIN_FRAME_HEIGHT = 600;
/** Added to the reported content height. */
export const HEIGHT_PADDING = 10;
/** embed.js ignores height changes of this many pixels or fewer. */
export const HEIGHT_THRESHOLD = 5;
/** The host asks for the height (and sends the viewport) this long after the frame loads. */
export const REQUEST_HEIGHT_DELAY_MS = 500;
/** embed.js re-measures this often: capped growth needs several rounds to reach a tall form's height. */
export const REMEASURE_MS = 1000;
/** The form reports its height this long after a step change, once the new step has rendered. */
export const STEP_CHANGE_REPORT_DELAY_MS = 50;
/** Viewports narrower than this are mobile (the host's `viewportUpdate`, the runner and the owner app agree). */
export const MOBILE_WIDTH = 640;

/** A step was shown: on load, after every move forward or back, and after Start Over. */
export interface StepChangedDetail {
  /** The form's id, or null for a form given by configuration only. */
  formId: number | null;
  /** 0-based position of the step in the form. */
  index: number;
  /** Number of steps in the form. */
  total: number;
  /** The step's `id` when it has one. */
  stepId: string | null;
  /** The step's title as the respondent sees it. */
  title: string;
  /** The A/B test variant ("A", "B", …) this visitor was assigned, or null when no test runs. */
  variant: string | null;
}

/** The respondent's answers were stored. Carries no answers: the host page is not trusted with them. */
export interface SubmittedDetail {
  formId: number | null;
  total: number;
  /** The step submitted from (the last one shown), by `id`, or null. */
  stepId: string | null;
  /** The A/B test variant this visitor was assigned, or null when no test runs. */
  variant: string | null;
}

/**
 * After a successful submission of a form with a redirect address (an owner setting): the sandboxed frame cannot
 * navigate the host page itself, so embed.js sends the host page's top window there.
 */
export interface RedirectDetail {
  /** An http(s) address; readers drop anything else. */
  url: string;
}

/**
 * The respondent's answer session, for resume after a reload where the frame's own storage is blocked or
 * partitioned: the form reports it, embed.js keeps it in the host page's storage and hands it back when the form
 * asks (askHostForSession). null: finished or abandoned, forget it. Never carries answers.
 */
export interface SessionDetail {
  sessionId: string | null;
  /** The steps shown (1-based, the current one last), dot-separated: "1.2.4". No answers. */
  path: string;
}

/** A conversion-tracking moment: the form was shown, the first answer opened a session, a step, a submission. */
export const TRACK_EVENTS = ['view', 'start', 'step', 'lead'] as const;
export type TrackEvent = (typeof TRACK_EVENTS)[number];

/**
 * Sent only for a form whose owner switched tracking on; embed.js then loads embed-tracking.js, which pushes
 * dataLayer events and calls the page's Meta Pixel. Carries no answers, only where the respondent is.
 */
export interface TrackDetail {
  event: TrackEvent;
  formId: number | null;
  /** step: the step's id (or its 1-based number when it has none) and 0-based position. */
  stepId: string | null;
  index: number;
  /**
   * start and lead: an id derived from the answer session (never the session id itself, which opens the answers):
   * the lead's is the one the server's Conversions API event carries too, so Meta counts the lead once.
   */
  eventId: string | null;
  /** The owner's settings: dataLayer events, the Pixel, and a Pixel id to load when the page has no `fbq`. */
  dataLayer: boolean;
  metaPixel: boolean;
  pixelId: string | null;
}

/** What the form posts to its host. Heights go out twice, under both names the spec gives. */
export interface FrameEventMap {
  'form-resize': { height: number };
  heightUpdate: { height: number };
  stepChanged: StepChangedDetail;
  submitted: SubmittedDetail;
  redirect: RedirectDetail;
  session: SessionDetail;
  /** Asks embed.js for the session it kept (answered by the host's `session`). */
  requestSession: Record<never, never>;
  /** The respondent pressed Escape inside the form: a dialog around it closes (an inline form ignores it). */
  requestClose: Record<never, never>;
  /** Read by embed-tracking.js (readTrackMessage), never handed to the page's own listeners. */
  track: TrackDetail;
}

/**
 * The ad platforms' ids of this visitor on the host page, which the server's conversion events carry so Meta and
 * Google match a lead to its click. Read by embed-tracking.js (so only for a form whose owner switched tracking on)
 * and posted to the form in answer to its `view`; null where the page has none.
 */
export interface VisitorDetail {
  /** Meta's click id: the `_fbc` cookie, or built from `?fbclid=` as Meta documents (`fb.1.<ms>.<fbclid>`). */
  fbc: string | null;
  /** Meta's browser id, the `_fbp` cookie. */
  fbp: string | null;
  /** Google Analytics' client id from the `_ga` cookie (`GA1.1.<a>.<b>` gives `<a>.<b>`). */
  gaClientId: string | null;
  /** Google Ads' click ids from the host page's address. */
  gclid: string | null;
  gbraid: string | null;
  wbraid: string | null;
}

/** What each visitor id may look like; anything else is dropped by the form and by the server. */
export const VISITOR_PATTERNS: { [K in keyof VisitorDetail]: RegExp } = {
  fbc: /^fb\.[0-2]\.\d{1,16}\.[\w-]{1,500}$/,
  fbp: /^fb\.[0-2]\.\d{1,16}\.[\w-]{1,64}$/,
  gaClientId: /^\d{1,20}\.\d{1,20}$/,
  gclid: /^[\w-]{1,300}$/,
  gbraid: /^[\w-]{1,300}$/,
  wbraid: /^[\w-]{1,300}$/,
};

/** The visitor ids of a message or request body, each kept only when it has its form. */
export function readVisitor(data: unknown): VisitorDetail {
  const d = (typeof data === 'object' && data !== null ? data : {}) as Fields;
  const out = {} as VisitorDetail;
  for (const key of Object.keys(VISITOR_PATTERNS) as (keyof VisitorDetail)[]) {
    const v = d[key];
    out[key] = typeof v === 'string' && VISITOR_PATTERNS[key].test(v) ? v : null;
  }
  return out;
}

/** What a host posts to the form. */
export interface HostEventMap {
  requestHeight: Record<never, never>;
  viewportUpdate: { isMobile: boolean };
  /** embed.js's answer to `requestSession`: the session it kept for this form, or null. */
  session: SessionDetail;
  /** embed-tracking.js's answer to a `view`: the visitor's click and analytics ids on the host page. */
  visitor: VisitorDetail;
}

/** One message of an event map: `{type, version}` plus that event's payload, flat (the spec's wire format). */
export type MessageOf<M, K extends keyof M = keyof M> = {
  [P in K]: { type: P; version?: number } & M[P];
}[K];
export type FrameMessage<K extends keyof FrameEventMap = keyof FrameEventMap> = MessageOf<FrameEventMap, K>;
export type HostMessage<K extends keyof HostEventMap = keyof HostEventMap> = MessageOf<HostEventMap, K>;

function stamp(type: string, data: object): object {
  return { type, version: EMBED_PROTOCOL_VERSION, ...data };
}

/** A message to post, stamped with the protocol version. */
export const frameMessage = stamp as <K extends keyof FrameEventMap>(
  type: K,
  data: FrameEventMap[K],
) => FrameMessage<K>;
export const hostMessage = stamp as <K extends keyof HostEventMap>(
  type: K,
  data: HostEventMap[K],
) => HostMessage<K>;

/** The form's two height messages for a content height (rounded up). */
export function heightMessages(height: number): FrameMessage<'form-resize' | 'heightUpdate'>[] {
  const h = Math.ceil(height);
  return [frameMessage('form-resize', { height: h }), frameMessage('heightUpdate', { height: h })];
}

type Fields = Record<string, unknown>;

/** The message's fields when it is an object of a version we understand, else null. */
function fieldsOf(data: unknown): Fields | null {
  if (typeof data !== 'object' || data === null) return null;
  const v = (data as Fields).version;
  return v === undefined || (typeof v === 'number' && v <= EMBED_PROTOCOL_VERSION) ? (data as Fields) : null;
}

const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;

/** An absolute http(s) URL, else null (a javascript: or data: address must never be navigated to). */
export function httpUrlOf(v: unknown): string | null {
  if (typeof v !== 'string' || v.length > 2000) return null;
  try {
    const u = new URL(v);
    return u.protocol === 'http:' || u.protocol === 'https:' ? u.href : null;
  } catch {
    return null;
  }
}
const formIdOf = (v: unknown): number | null => (isCount(v) ? v : null);
/** A variant is a short name (the server's are A–D); anything else is no variant. */
const variantOf = (v: unknown): string | null =>
  typeof v === 'string' && /^[A-Za-z0-9]{1,10}$/.test(v) ? v : null;

/** A session message's fields: anything but a session id means "none"; the path is step numbers only. */
const sessionOf = (d: Fields): SessionDetail => ({
  sessionId: typeof d.sessionId === 'string' && /^[\da-f-]{36}$/i.test(d.sessionId) ? d.sessionId : null,
  path: /^[\d.]{0,200}$/.test(String(d.path)) ? String(d.path) : '',
});

/**
 * Reads a message from the form into exactly the protocol's fields, or null for anything else: other scripts on a
 * page post messages too, and nothing but these fields may reach the host page's listeners.
 */
export function readFrameMessage(data: unknown): FrameMessage | null {
  const d = fieldsOf(data);
  if (!d) return null;
  switch (d.type) {
    case 'form-resize':
    case 'heightUpdate':
      return typeof d.height === 'number' && Number.isFinite(d.height)
        ? frameMessage(d.type, { height: d.height })
        : null;
    case 'stepChanged':
      return isCount(d.index) && isCount(d.total)
        ? frameMessage('stepChanged', {
            formId: formIdOf(d.formId),
            index: d.index,
            total: d.total,
            stepId: typeof d.stepId === 'string' ? d.stepId : null,
            title: typeof d.title === 'string' ? d.title : '',
            variant: variantOf(d.variant),
          })
        : null;
    case 'submitted':
      return frameMessage('submitted', {
        formId: formIdOf(d.formId),
        total: isCount(d.total) ? d.total : 0,
        stepId: typeof d.stepId === 'string' ? d.stepId : null,
        variant: variantOf(d.variant),
      });
    case 'redirect': {
      const url = httpUrlOf(d.url);
      return url ? frameMessage('redirect', { url }) : null;
    }
    case 'session':
      return frameMessage('session', sessionOf(d));
    case 'requestSession':
    case 'requestClose':
      return frameMessage(d.type, {});
    default:
      return null;
  }
}

/**
 * The event id of an answer session's lead (and its start): the frame and the server derive the same one, so the
 * browser's Pixel event and the server's Conversions API event match without a second id to store. A hash, because
 * the session id itself opens the answers and must not reach the ad platforms.
 */
export async function leadEventId(sessionId: string): Promise<string> {
  const bytes = new TextEncoder().encode(`forms-engine-lead:${sessionId}`);
  const hash = new Uint8Array(await crypto.subtle.digest('SHA-256', bytes));
  return Array.from(hash.slice(0, 16), (b) => b.toString(16).padStart(2, '0')).join('');
}

const textOf = (v: unknown, pattern: RegExp): string | null =>
  typeof v === 'string' && pattern.test(v) ? v : null;

/** A tracking message into exactly its fields, or null for anything else (embed-tracking.js reads these). */
export function readTrackMessage(data: unknown): FrameMessage<'track'> | null {
  const d = fieldsOf(data);
  if (d?.type !== 'track' || !TRACK_EVENTS.includes(d.event as TrackEvent)) return null;
  return frameMessage('track', {
    event: d.event as TrackEvent,
    formId: formIdOf(d.formId),
    stepId: textOf(d.stepId, /^.{1,200}$/),
    index: isCount(d.index) ? d.index : 0,
    eventId: textOf(d.eventId, /^[\w-]{1,64}$/),
    dataLayer: d.dataLayer === true,
    metaPixel: d.metaPixel === true,
    pixelId: textOf(d.pixelId, /^\d{10,20}$/),
  });
}

/** Reads a message from the host, or null for anything unexpected. */
export function readHostMessage(data: unknown): HostMessage | null {
  const d = fieldsOf(data);
  if (d?.type === 'requestHeight') return hostMessage('requestHeight', {});
  if (d?.type === 'viewportUpdate' && typeof d.isMobile === 'boolean')
    return hostMessage('viewportUpdate', { isMobile: d.isMobile });
  if (d?.type === 'session') return hostMessage('session', sessionOf(d));
  if (d?.type === 'visitor') return hostMessage('visitor', readVisitor(d));
  return null;
}

/** An answer session to continue, and the steps shown in it (the current one last). */
export interface KeptSession {
  sessionId: string;
  path: number[];
}

/**
 * Asks the page framing the form for the answer session embed.js kept there; resolves with it, or null when it
 * kept none, and never when the framing page does not answer (a plain iframe).
 *
 * Only a message whose source is `window.parent` counts, never a URL: anything a link can carry (the host page's
 * query, which embed.js hands on for hidden fields, or the /embed URL's own query and fragment) is chosen by
 * whoever wrote the link, so an id read from there would let a stranger plant a session they opened and read
 * every answer typed into it. What the framing page posts is written by code running in that page, which already
 * sees the respondent type there and holds the kept id in its own storage. Call it only inside a frame.
 */
export function askHostForSession(win: Window): Promise<KeptSession | null> {
  return new Promise((resolve) => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== win.parent) return;
      const m = readHostMessage(event.data);
      if (m?.type !== 'session') return;
      win.removeEventListener('message', onMessage);
      const path = m.path.split('.').filter((p) => /^\d{1,4}$/.test(p));
      resolve(m.sessionId ? { sessionId: m.sessionId, path: path.map(Number) } : null);
    };
    win.addEventListener('message', onMessage);
    win.parent.postMessage(frameMessage('requestSession', {}), '*');
  });
}

/**
 * The DOM events embed.js dispatches on its iframe for the host page's own analytics. They bubble (and cross the
 * shadow root a dialog lives in), so a listener on `document` or `window` hears every form on the page; `event.target`
 * is an inline form's iframe, or the element holding a dialog. `open` and `close` come from the dialogs.
 */
export const HOST_EVENT_PREFIX = 'forms-engine:';
export type HostPageEvent = keyof ApiEventMap;
export const HOST_EVENTS = {
  stepChanged: `${HOST_EVENT_PREFIX}stepChanged`,
  submitted: `${HOST_EVENT_PREFIX}submitted`,
  open: `${HOST_EVENT_PREFIX}open`,
  close: `${HOST_EVENT_PREFIX}close`,
} as const satisfies { [K in HostPageEvent]: `forms-engine:${K}` };

export interface HostPageEventMap {
  'forms-engine:stepChanged': CustomEvent<StepChangedDetail>;
  'forms-engine:submitted': CustomEvent<SubmittedDetail>;
  'forms-engine:open': CustomEvent<DialogDetail>;
  'forms-engine:close': CustomEvent<DialogDetail>;
}

declare global {
  interface HTMLElementEventMap extends HostPageEventMap {}
  interface DocumentEventMap extends HostPageEventMap {}
  interface WindowEventMap extends HostPageEventMap {}
  interface Window {
    /** The JavaScript API embed.js installs (every copy of the loader on a page shares the first one's). */
    FormsEngine?: FormsEngineApi;
  }
}

// ---- Embed modes and the JavaScript API (embed.js installs it; the dialogs load on first use) ----

/** How a form appears on the host page. */
export const EMBED_MODES = ['inline', 'popup', 'slider', 'popover', 'sidetab', 'fullpage'] as const;
export type EmbedMode = (typeof EMBED_MODES)[number];
/** The modes with a button of their own that stays on the page (a round button in a corner, a tab on the edge). */
export const LAUNCHER_MODES: readonly EmbedMode[] = ['popover', 'sidetab'];

/**
 * What opens a dialog: a click on the page's own elements (`target`), the page having loaded, the pointer leaving
 * the window towards its top (desktop), `delay` seconds on the page, or `scroll` percent of it scrolled.
 */
export const EMBED_TRIGGERS = ['click', 'load', 'exit', 'time', 'scroll'] as const;
export type EmbedTrigger = (typeof EMBED_TRIGGERS)[number];

/** `time` without a delay waits this many seconds; `scroll` without a percentage waits for half the page. */
export const DEFAULT_DELAY_S = 5;
export const DEFAULT_SCROLL_PERCENT = 50;

/** A form by its numeric id, or by the language, label and domain it was published under. */
export type FormRef = number | { label: string; language?: string; domain?: string };

export interface OpenOptions {
  /** Default `popup`. */
  mode?: EmbedMode;
  /**
   * Omitted: open now (an inline form is placed now; a popover or side tab shows its button, opened by a click).
   * Set: open when it fires; `click` needs `target`.
   */
  trigger?: EmbedTrigger;
  /** `click`: a CSS selector (or element) of the page's elements that open the form. `inline`: where it goes. */
  target?: string | Element;
  /** `time`: seconds on the page before it opens (default 5). */
  delay?: number;
  /** `scroll`: how far down the page, in percent, before it opens (default 50). */
  scroll?: number;
  /** The triggers that fire by themselves (load, exit, time, scroll) open it once per visitor at most. */
  showOnce?: boolean;
  /**
   * After this visitor submitted the form, those triggers never open it again and a popover's or side tab's
   * button is not shown. A click on the page's own button still opens it (the visitor asked).
   */
  hideAfterSubmit?: boolean;
  /** Close the dialog this many seconds after a submission (0: at once). Omitted: it stays open. */
  closeAfter?: number;
  /** Side of the slider, side tab and popover (default `right`). */
  position?: 'left' | 'right';
  /** Text of the side tab, and the popover button's accessible name (default: the title). */
  button?: string;
  /** Background of the side tab and popover button, a CSS colour (default a dark blue). */
  color?: string;
  /** The dialog's and iframe's accessible name (default `Form`). */
  title?: string;
  /** `en` or `de`: the language of the close button, and of a form given by label. */
  language?: string;
  /** Fixed hidden-field values: a query string (`utm_source=site&ref=footer`) or an object. */
  hidden?: string | Record<string, string>;
  iconMode?: 'lucide' | 'emoji' | 'none';
  /** Listeners of this form's own events (`FormsEngine.on` hears every form on the page). */
  onStepChanged?: (detail: StepChangedDetail) => void;
  onSubmitted?: (detail: SubmittedDetail) => void;
  onOpen?: (detail: DialogDetail) => void;
  onClose?: (detail: DialogDetail) => void;
}

/** What `open` returns: pass it to `close` or `remove`. */
export interface EmbedHandle {
  readonly __formsEngineHandle?: never;
}

/** The payload of `open` and `close`. */
export interface DialogDetail {
  formId: number | null;
  mode: EmbedMode;
}

/** The events `FormsEngine.on` delivers, with what the listener receives. */
export interface ApiEventMap {
  stepChanged: StepChangedDetail;
  submitted: SubmittedDetail;
  open: DialogDetail;
  close: DialogDetail;
}

/** `window.FormsEngine`. Calls made before the dialogs' code has loaded are queued and run in order. */
export interface FormsEngineApi {
  /** Places, opens or arms (with a `trigger`) a form; returns its handle. */
  open(form: FormRef, options?: OpenOptions): EmbedHandle;
  /** Closes the dialog of `handle`, or every open one. */
  close(handle?: EmbedHandle): void;
  /** Closes and takes away everything `open` put on the page for `handle` (its dialog, button and triggers). */
  remove(handle: EmbedHandle): void;
  /** Calls `listener` for every form's events of that name; returns a function that stops it. */
  on<K extends keyof ApiEventMap>(type: K, listener: (detail: ApiEventMap[K]) => void): () => void;
}
