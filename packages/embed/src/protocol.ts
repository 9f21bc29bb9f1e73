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
}

/** The respondent's answers were stored. Carries no answers: the host page is not trusted with them. */
export interface SubmittedDetail {
  formId: number | null;
  total: number;
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
}

/** What a host posts to the form. */
export interface HostEventMap {
  requestHeight: Record<never, never>;
  viewportUpdate: { isMobile: boolean };
  /** embed.js's answer to `requestSession`: the session it kept for this form, or null. */
  session: SessionDetail;
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
          })
        : null;
    case 'submitted':
      return frameMessage('submitted', { formId: formIdOf(d.formId), total: isCount(d.total) ? d.total : 0 });
    case 'redirect': {
      const url = httpUrlOf(d.url);
      return url ? frameMessage('redirect', { url }) : null;
    }
    case 'session':
      return frameMessage('session', sessionOf(d));
    case 'requestSession':
      return frameMessage('requestSession', {});
    default:
      return null;
  }
}

/** Reads a message from the host, or null for anything unexpected. */
export function readHostMessage(data: unknown): HostMessage | null {
  const d = fieldsOf(data);
  if (d?.type === 'requestHeight') return hostMessage('requestHeight', {});
  if (d?.type === 'viewportUpdate' && typeof d.isMobile === 'boolean')
    return hostMessage('viewportUpdate', { isMobile: d.isMobile });
  if (d?.type === 'session') return hostMessage('session', sessionOf(d));
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
 * The DOM events embed.js dispatches on its iframe for the host page's own analytics. They bubble, so a listener on
 * `document` or `window` hears every form on the page; `event.target` is the form's iframe.
 */
export const HOST_EVENT_PREFIX = 'forms-engine:';
export type HostPageEvent = 'stepChanged' | 'submitted';
export const HOST_EVENTS = {
  stepChanged: `${HOST_EVENT_PREFIX}stepChanged`,
  submitted: `${HOST_EVENT_PREFIX}submitted`,
} as const satisfies { [K in HostPageEvent]: `forms-engine:${K}` };

export interface HostPageEventMap {
  'forms-engine:stepChanged': CustomEvent<StepChangedDetail>;
  'forms-engine:submitted': CustomEvent<SubmittedDetail>;
}

declare global {
  interface HTMLElementEventMap extends HostPageEventMap {}
  interface DocumentEventMap extends HostPageEventMap {}
  interface WindowEventMap extends HostPageEventMap {}
}
