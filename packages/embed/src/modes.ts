// The dialogs' code (embed-modes.js), loaded by embed.js on a page's first mode or API call: popup, slider,
// popover, side tab and full-page dialogs, forms placed inline by the API, their triggers and show-once rules.
import type { FrameData, LoaderInternals, QueuedCall } from './loader-api.ts';
import {
  type CheckedOptions,
  checkOptions,
  closeLabel,
  formIdOf,
  formKey,
  frameDataOf,
  mayOpenByItself,
  optionsFromDataset,
  SHOWN_KEY,
  SUBMITTED_KEY,
  scrolledPercent,
} from './mode-options.ts';
import {
  type DialogDetail,
  type FormRef,
  HOST_EVENT_PREFIX,
  HOST_EVENTS,
  LAUNCHER_MODES,
  MOBILE_WIDTH,
  type OpenOptions,
} from './protocol.ts';

const api = window.FormsEngine as unknown as LoaderInternals;

interface Embed {
  data: FrameData;
  o: CheckedOptions;
  key: string;
  /** Ends every listener and timer of its triggers. */
  stop: AbortController;
  /** The element holding its dialog and button in a shadow root (the page's styles stay out). */
  host?: HTMLElement;
  root?: ShadowRoot;
  dialog?: HTMLDialogElement;
  frame?: HTMLIFrameElement;
  launcher?: HTMLButtonElement;
  /** Where focus goes back to when the dialog closes. */
  opener?: HTMLElement | null;
  /** A trigger that fires by itself fires once per page view. */
  fired?: boolean;
  submitted?: boolean;
}

const embeds = new WeakMap<object, Embed>();
const live = new Set<Embed>();

/** Host-page storage that may be blocked: then nothing is remembered and every rule reads "not yet". */
function remember(key: string, set?: boolean): boolean {
  try {
    if (set) localStorage.setItem(key, '1');
    return localStorage.getItem(key) === '1';
  } catch {
    return false;
  }
}

const CSS = `:host{all:initial;display:contents}
dialog{box-sizing:border-box;padding:0;border:0;margin:auto;max-width:none;max-height:none;overflow:hidden;background:#fff;color:#0f172a;border-radius:12px;box-shadow:0 24px 64px rgb(15 23 42/.35)}
dialog[open]{display:flex;flex-direction:column}
dialog::backdrop{background:rgb(15 23 42/.55)}
.popup{width:min(720px,calc(100vw - 32px));height:min(780px,calc(100dvh - 32px))}
.slider{margin:0;inset:0 0 0 auto;width:min(520px,100vw);height:100dvh;max-height:none;border-radius:0}
.slider.left{inset:0 auto 0 0}
.popover{margin:0;inset:auto 24px 96px auto;width:400px;height:min(640px,calc(100dvh - 120px))}
.popover.left{inset:auto auto 96px 24px}
.popover::backdrop{background:transparent}
.fullpage{margin:0;inset:0;width:100vw;height:100dvh;max-height:none;border-radius:0}
.bar{display:flex;justify-content:flex-end;padding:4px;border-bottom:1px solid #e2e8f0}
.close,.launcher{cursor:pointer;font:600 15px/1.2 system-ui,sans-serif}
.close{width:40px;height:40px;border:0;border-radius:8px;background:transparent;color:#334155;font-size:26px}
.close:hover{background:#f1f5f9}
button:focus-visible{outline:3px solid #2563eb;outline-offset:2px}
iframe{flex:1;min-height:0}
.launcher{position:fixed;z-index:2147483000;border:0;color:#fff;box-shadow:0 6px 20px rgb(15 23 42/.3)}
.bubble{right:24px;bottom:24px;width:60px;height:60px;border-radius:50%;display:grid;place-items:center}
.bubble.left{right:auto;left:24px}
.tab{right:0;top:50%;transform:translateY(-50%) rotate(180deg);writing-mode:vertical-rl;padding:16px 10px;border-radius:0 8px 8px 0}
.tab.left{right:auto;left:0;border-radius:8px 0 0 8px}
@media (max-width:${MOBILE_WIDTH - 0.02}px){dialog.popup,dialog.slider,dialog.popover{inset:0;margin:0;width:100vw;height:100dvh;border-radius:0}}
@media (prefers-reduced-motion:no-preference){dialog[open]{animation:fe-in .2s ease-out}.slider[open]{animation-name:fe-slide}.slider.left[open]{animation-name:fe-slide-left}}
@keyframes fe-in{from{opacity:0;transform:translateY(12px)}}
@keyframes fe-slide{from{transform:translateX(100%)}}
@keyframes fe-slide-left{from{transform:translateX(-100%)}}`;

let sheet: CSSStyleSheet | undefined;
/** One constructed style sheet for every shadow root: no <style> element, so a page's style-src policy allows it. */
function styles(): CSSStyleSheet {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(CSS);
  }
  return sheet;
}

const CHAT_ICON =
  '<svg width="28" height="28" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2z"/></svg>';

/** A dialog opened or closed: its own listener hears it, and the page's (from the element holding it). */
function dispatch(e: Embed, type: 'open' | 'close'): void {
  const detail: DialogDetail = { formId: formIdOf(e.data), mode: e.o.mode };
  (type === 'open' ? e.o.onOpen : e.o.onClose)?.(detail);
  e.host?.dispatchEvent(new CustomEvent(HOST_EVENTS[type], { detail, bubbles: true, composed: true }));
}

/** The form's frame, its events also handed to the listeners given with it. */
function frameOf(e: Embed, sized?: boolean): HTMLIFrameElement {
  const frame = api._f(e.data, sized);
  frame.addEventListener(HOST_EVENTS.stepChanged, (event) => e.o.onStepChanged?.(event.detail));
  frame.addEventListener(HOST_EVENTS.submitted, (event) => e.o.onSubmitted?.(event.detail));
  return frame;
}

/** The page's own scrolling stops while a dialog is open; a scrollbar it had keeps its room (no layout shift). */
let unlock: (() => void) | null = null;
function lockScroll(): void {
  const html = document.documentElement;
  const { overflow, scrollbarGutter } = html.style;
  if (innerWidth > html.clientWidth) html.style.scrollbarGutter = 'stable';
  html.style.overflow = 'hidden';
  unlock = () => {
    html.style.overflow = overflow;
    html.style.scrollbarGutter = scrollbarGutter;
    unlock = null;
  };
}

function shadowHost(e: Embed): ShadowRoot {
  if (!e.root) {
    e.host = document.createElement('div');
    e.host.setAttribute('data-forms-engine', e.o.mode);
    e.root = e.host.attachShadow({ mode: 'open' });
    e.root.adoptedStyleSheets = [styles()];
    document.body.append(e.host);
  }
  return e.root;
}

function buildDialog(e: Embed): HTMLDialogElement {
  const { o } = e;
  const dialog = document.createElement('dialog');
  dialog.className = `${o.mode === 'sidetab' ? 'slider' : o.mode} ${o.position}`;
  dialog.setAttribute('aria-modal', 'true');
  dialog.setAttribute('aria-label', o.title || 'Form');
  const bar = document.createElement('div');
  bar.className = 'bar';
  const close = document.createElement('button');
  close.type = 'button';
  close.className = 'close';
  close.setAttribute('aria-label', closeLabel(o.language ?? e.data.language, navigator.language));
  close.textContent = '×';
  close.onclick = () => hide(e);
  bar.append(close);
  const frame = frameOf(e);
  e.frame = frame;
  dialog.append(bar, frame);
  // A click on the backdrop (outside the panel) closes it, as Escape does.
  dialog.addEventListener('click', (event) => {
    if (event.target === dialog) hide(e);
  });
  // Escape with focus in this page (the close button) arrives as cancel; inside the form, as requestClose.
  dialog.addEventListener('cancel', (event) => {
    event.preventDefault();
    hide(e);
  });
  frame.addEventListener(`${HOST_EVENT_PREFIX}requestClose`, () => hide(e));
  frame.addEventListener(HOST_EVENTS.submitted, () => {
    e.submitted = true;
    remember(SUBMITTED_KEY + e.key, true);
    if (o.closeAfter !== undefined) setTimeout(() => hide(e), o.closeAfter * 1000);
  });
  dialog.addEventListener('close', () => {
    unlock?.();
    e.launcher?.setAttribute('aria-expanded', 'false');
    if (e.submitted && o.hideAfterSubmit) e.launcher?.remove();
    const opener = e.opener;
    e.opener = null;
    // The element that opened it, when it is still there (a removed launcher is not).
    if (opener?.isConnected) opener.focus();
    dispatch(e, 'close');
  });
  shadowHost(e).append(dialog);
  return dialog;
}

function show(e: Embed, opener?: HTMLElement | null): void {
  if (e.o.mode === 'inline' || e.dialog?.open) return;
  for (const other of live) if (other !== e) hide(other);
  const dialog = e.dialog ?? buildDialog(e);
  e.dialog = dialog;
  e.opener = opener ?? (document.activeElement as HTMLElement | null);
  lockScroll();
  // Focus goes to the close button, the dialog's first control (Tab goes on into the form): in this document,
  // Escape reaches the dialog whatever state the form's frame is in (loading, or of another process).
  dialog.showModal();
  e.launcher?.setAttribute('aria-expanded', 'true');
  dispatch(e, 'open');
}

function hide(e: Embed): void {
  if (e.dialog?.open) e.dialog.close();
}

function remove(e: Embed): void {
  hide(e);
  e.stop.abort();
  e.host?.remove();
  e.frame?.remove();
  live.delete(e);
}

/** A trigger that fires by itself: opens the form unless this visitor's storage says not to. */
function byItself(e: Embed): void {
  if (e.fired) return;
  e.fired = true;
  const shown = SHOWN_KEY + e.key;
  if (!mayOpenByItself(e.o, { shown: remember(shown), submitted: remember(SUBMITTED_KEY + e.key) })) return;
  remember(shown, true);
  show(e);
}

function arm(e: Embed): void {
  const { o } = e;
  const signal = e.stop.signal;
  const fire = () => byItself(e);
  switch (o.trigger) {
    case 'click': {
      if (!o.target) {
        console.warn('Forms Engine: the click trigger needs a target (data-target="#your-button")');
        return;
      }
      const target = o.target;
      // Delegated, so elements the page adds later open it too; a link's own address is the no-script fallback.
      document.addEventListener(
        'click',
        (event) => {
          const hit =
            typeof target === 'string'
              ? (event.target as Element | null)?.closest?.(target)
              : event.composedPath().includes(target)
                ? target
                : null;
          if (!hit) return;
          event.preventDefault();
          show(e, hit as HTMLElement);
        },
        { signal },
      );
      return;
    }
    case 'load':
      if (document.readyState === 'complete') fire();
      else addEventListener('load', fire, { signal });
      return;
    case 'exit':
      // The pointer leaving the window through its top edge: towards the tabs or the address bar. Phones have none.
      document.addEventListener(
        'mouseout',
        (event) => {
          if (!event.relatedTarget && event.clientY <= 0) fire();
        },
        { signal },
      );
      return;
    case 'time': {
      const timer = setTimeout(fire, (o.delay ?? 0) * 1000);
      signal.addEventListener('abort', () => clearTimeout(timer));
      return;
    }
    case 'scroll': {
      const check = () => {
        const seen = scrolledPercent(scrollY, innerHeight, document.documentElement.scrollHeight);
        if (seen >= (o.scroll ?? 0)) fire();
      };
      addEventListener('scroll', check, { signal, passive: true });
      check();
      return;
    }
    case undefined:
      // Open now, except that a popover or side tab waits for its button.
      if (!e.launcher) show(e);
      return;
    default:
      o.trigger satisfies never;
  }
}

function addLauncher(e: Embed): void {
  const { o } = e;
  const button = document.createElement('button');
  button.type = 'button';
  const text = o.button || o.title || 'Open form';
  button.className = `launcher ${o.mode === 'popover' ? 'bubble' : 'tab'} ${o.position}`;
  button.style.background = o.color || '#1d4ed8';
  button.setAttribute('aria-haspopup', 'dialog');
  button.setAttribute('aria-expanded', 'false');
  if (o.mode === 'popover') {
    button.setAttribute('aria-label', text);
    button.innerHTML = CHAT_ICON;
  } else button.textContent = text;
  button.onclick = () => show(e, button);
  shadowHost(e).append(button);
  e.launcher = button;
}

function create(data: FrameData, options: OpenOptions, handle: object): void {
  const o = checkOptions(options);
  const e: Embed = { data, o, key: formKey(data), stop: new AbortController() };
  embeds.set(handle, e);
  live.add(e);
  if (o.mode === 'inline') {
    const target = typeof o.target === 'string' ? document.querySelector(o.target) : o.target;
    if (!target) {
      console.warn('Forms Engine: an inline form needs a target element to go into');
      return;
    }
    e.frame = frameOf(e, true);
    target.append(e.frame);
    return;
  }
  if (LAUNCHER_MODES.includes(o.mode) && !(o.hideAfterSubmit && remember(SUBMITTED_KEY + e.key)))
    addLauncher(e);
  arm(e);
}

function run(call: QueuedCall): void {
  // A tag in the page's <head> can get here before there is a <body> to hold a dialog or a button.
  if (!document.body) {
    document.addEventListener('DOMContentLoaded', () => run(call), { once: true });
    return;
  }
  if (call.length === 1) {
    const [script] = call;
    create(script.dataset, optionsFromDataset(script.dataset), {});
    return;
  }
  const [name, args, handle] = call;
  if (name === 'open') {
    const [form, options = {}] = args as [FormRef, OpenOptions | undefined];
    create(frameDataOf(form, options), options, handle);
    return;
  }
  const one = args[0] ? embeds.get(args[0] as object) : undefined;
  const targets = one ? [one] : name === 'close' ? [...live] : [];
  for (const e of targets) (name === 'close' ? hide : remove)(e);
}

// Calls queued while this loaded run in order; from now on a call runs at once.
for (const call of api._q) run(call);
api._q.push = (call: QueuedCall) => {
  run(call);
  return 0;
};
