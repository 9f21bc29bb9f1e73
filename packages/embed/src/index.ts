// Host-page loader (embed.js): puts the form in a sandboxed iframe after its own script tag, sizes it from the form's
// height messages and re-dispatches the form's stepChanged/submitted as DOM events for the page's own analytics.
// Usage: <script src="https://HOST/embed.js" data-language="en" data-label="..." data-domain="..."></script>
// Hidden fields: the page's query parameters reach the form (it keeps those it declares); data-hidden adds fixed ones.
// It also installs window.FormsEngine; a tag with data-mode (popup, slider, …) or the first API call loads the
// dialogs' code (embed-modes.js, src/modes.ts) from the same origin, so a page with an inline form loads only this.
import { nextFrameHeight } from './height.ts';
import type { FrameData, LoaderInternals, QueuedCall } from './loader-api.ts';
import {
  HOST_EVENT_PREFIX,
  hostMessage,
  MIN_FRAME_HEIGHT,
  MOBILE_WIDTH,
  REMEASURE_MS,
  REQUEST_HEIGHT_DELAY_MS,
  readFrameMessage,
} from './protocol.ts';

/** The dialogs' and the tracking scripts beside this one, their names carrying their content hash (vite.config.ts). */
declare const __FE_MODES__: string;
declare const __FE_TRACKING__: string;

/** Loads one of the on-demand scripts from the loader's own origin. */
function load(origin: string, file: string): void {
  const script = document.createElement('script');
  script.src = `${origin}/${file}`;
  document.head.append(script);
}

/**
 * Host-page storage that may be blocked: reads give '' and writes are dropped (the form then starts fresh). Read
 * and written as properties, the shortest form in this byte-budgeted file; the keys never name a Storage method.
 */
function store(key: string, value?: string | null): string {
  try {
    if (value === null) delete localStorage[key];
    else if (value) localStorage[key] = value;
    return localStorage[key] || '';
  } catch {
    return '';
  }
}

/** The /embed parameters that choose the form; data-hidden cannot override them. */
const RESERVED = ['form', 'id', 'language', 'lang', 'label', 'domain', 'iconMode'];

function frame(origin: string, data: FrameData, sized?: boolean): HTMLIFrameElement {
  const query = new URLSearchParams();
  if (data.form || data.id) {
    query.set('form', (data.form || data.id) as string);
    // data-language chooses the form's language; without it the browser's preferred languages do.
    if (data.language) query.set('lang', data.language);
  } else {
    query.set('language', data.language || 'en');
    query.set('label', data.label || '');
    query.set('domain', data.domain ?? location.hostname);
  }
  if (data.iconMode) query.set('iconMode', data.iconMode);
  // data-hidden="utm_source=website&ref=footer": fixed hidden-field values the owner sets on this page.
  for (const [name, value] of new URLSearchParams(data.hidden ?? ''))
    if (!RESERVED.includes(name)) query.set(name, value);

  const frame = document.createElement('iframe');
  const src = `${origin}/embed?${query}`;
  // The page's own query (?utm_source=facebook from an ad) goes in the fragment: the form keeps the names it
  // declares, and the rest never reaches a server or its logs. Nothing in it resumes an answer session.
  frame.src = src + location.search.replace('?', '#');
  // Resume where the frame's own storage is blocked: the answer session the form reported is kept on this page,
  // as "id path", and handed back only when the form asks for it by message. The frame checks both, and the
  // server refuses sessions idle for 7 days (the frame then tells the loader to forget the id).
  const keyName = `fe-session:${src}`;
  frame.title = data.title || 'Form';
  frame.setAttribute('sandbox', 'allow-scripts allow-forms allow-same-origin');
  // In a dialog the frame fills it and the form scrolls inside; inline, it grows with the form.
  frame.style.cssText = `display:block;width:100%;border:0;height:${sized ? `${MIN_FRAME_HEIGHT}px` : '100%'}`;

  let height = MIN_FRAME_HEIGHT;
  let lastReported = -1;
  const post = (message: object) => frame.contentWindow?.postMessage(message, origin);
  const viewport = () => post(hostMessage('viewportUpdate', { isMobile: innerWidth < MOBILE_WIDTH }));
  const requestHeight = () => post(hostMessage('requestHeight', {}));

  addEventListener('message', (event) => {
    // Only this frame's own messages count; other frames on the page must not resize it or speak for it.
    if (event.source !== frame.contentWindow || event.origin !== origin) return;
    // Only a form with tracking switched on sends these; the tracking script reads and checks them.
    if (event.data?.type === 'track') {
      const api = window.FormsEngine as LoaderInternals;
      if (!api._t) {
        api._t = [];
        load(origin, __FE_TRACKING__);
      }
      api._t.push(event);
      return;
    }
    const m = readFrameMessage(event.data);
    if (!m) return;
    if (m.type === 'redirect') {
      // The owner's "after submitting, go to" address: the top window goes there (the frame may not navigate it);
      // this window when the top one is out of reach (another origin's, or none: a detached page).
      try {
        (top as Window).location.href = m.url;
      } catch {
        location.href = m.url;
      }
      return;
    }
    if (m.type === 'session') {
      store(keyName, m.sessionId && `${m.sessionId} ${m.path}`);
      return;
    }
    if (m.type === 'requestSession') {
      // Nothing kept sends '' as the id, which the form reads as none.
      const [sessionId, path = ''] = store(keyName).split(' ');
      post(hostMessage('session', { sessionId, path }));
      return;
    }
    // What is left: stepChanged and submitted for the page's listeners (requestClose for a dialog), or a height.
    // Composed: a dialog's frame sits in a shadow root, and the page's listeners are outside it.
    if (!('height' in m)) {
      const { type, version, ...detail } = m;
      frame.dispatchEvent(
        new CustomEvent(HOST_EVENT_PREFIX + type, { detail, bubbles: true, composed: true }),
      );
      return;
    }
    // Each report arrives twice (form-resize and heightUpdate); apply it once.
    if (!sized || m.height === lastReported) return;
    lastReported = m.height;
    const next = nextFrameHeight(height, m.height);
    if (next !== height) {
      height = next;
      frame.style.height = `${height}px`;
    }
  });
  frame.addEventListener('load', () => {
    setTimeout(() => {
      requestHeight();
      viewport();
    }, REQUEST_HEIGHT_DELAY_MS);
    setInterval(() => {
      lastReported = -1;
      requestHeight();
    }, REMEASURE_MS);
  });
  addEventListener('resize', viewport);
  return frame;
}

const script = document.currentScript;
if (script instanceof HTMLScriptElement) {
  const origin = new URL(script.src, location.href).origin;
  const data = script.dataset;
  // One API per page: a second loader tag (another form) shares the first one's queue and dialogs' code.
  const queue: QueuedCall[] = [];
  let loading: boolean | undefined;
  const call =
    (name: 'open' | 'close' | 'remove') =>
    (...args: unknown[]) => {
      const handle = {};
      api._q.push([name, args, handle]);
      return handle;
    };
  const page = window as { FormsEngine?: LoaderInternals };
  page.FormsEngine ??= {
    _q: Object.assign(queue, {
      push(call: QueuedCall) {
        if (!loading) {
          loading = true;
          load(origin, __FE_MODES__);
        }
        queue[queue.length] = call;
        return call;
      },
    }),
    _f: (data: FrameData, sized?: boolean) => frame(origin, data, sized),
    open: call('open'),
    close: call('close'),
    remove: call('remove'),
    on: (type, listener) => {
      const relay = (event: Event) => listener((event as CustomEvent).detail);
      addEventListener(HOST_EVENT_PREFIX + type, relay);
      return () => removeEventListener(HOST_EVENT_PREFIX + type, relay);
    },
  };
  const api = page.FormsEngine;
  // Tags without data-mode are inline forms, as they always were; data-mode="api" only installs the API.
  if (!data.mode || data.mode === 'inline') script.after(frame(origin, data, true));
  else if (data.mode !== 'api') api._q.push([script]);
}
