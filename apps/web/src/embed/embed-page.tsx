// The /embed page: loads a form by properties or id (or an injected __FORM_CONFIG__) and runs it, reporting heights.
import { openAnswerSession, recordFormView, urlOf } from '@forms-engine/contracts/client';
import {
  type AnswerSession,
  ApiError,
  createHttpApi,
  isInFrame,
  type ResumeOptions,
  type RunnerApi,
  safeLocalStorage,
  type StoredTheme,
  withChallenges,
} from '@forms-engine/runner';
import { hiddenFromQuery, runnerTexts, type TStep, unwrapConfig } from '@forms-engine/model';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import {
  askHostForSession,
  frameMessage,
  heightMessages,
  leadEventId,
  readHostMessage,
  STEP_CHANGE_REPORT_DELAY_MS,
  type VisitorDetail,
} from '@forms-engine/embed';
import { postToHost, stepChangedMessage, trackMessage } from './host-messaging.ts';
import { earlyForm, embedParams } from './early-load.ts';
import { urlQueries } from './params.ts';
import type { EmbedForm, LoadResult } from './load-form.ts';
import { EmbedRunner, embedLanguage } from './embed-runner.tsx';

type PageState = { status: 'loading' } | LoadResult;

/** docs/spec/respondent-side.md §2: the form record exists but carries no configuration. */
const NO_CONFIG = 'No form configuration available';

function injectedForm(): EmbedForm | null {
  const injected = window.__FORM_CONFIG__;
  if (injected === undefined || injected === null) return null;
  const id = (injected as { id?: unknown }).id;
  return { id: typeof id === 'number' ? id : null, config: injected };
}

/** Page inputs the server cannot know; the hydrating render uses the values the server rendered with. */
const NO_STORED_THEME: StoredTheme = {};
/** The server rendered with the /embed URL's own query; the fragment (the host page's query) it never sees. */
const SERVER_QUERY: readonly URLSearchParams[] = [new URLSearchParams(window.location.search)];

/**
 * The token of a "finish your request" link (`/embed?id=…#fe_recover=…`), taken out of the address at once so a
 * reload, a bookmark or a shared address does not carry it. Only on a top-level page: a framed form's fragment is
 * the host page's query, which any link can write.
 */
function takeRecoveryToken(framed: boolean): string | null {
  if (framed) return null;
  const fragment = new URLSearchParams(window.location.hash.replace(/^#/, ''));
  const token = fragment.get(RECOVERY_FRAGMENT);
  if (!token) return null;
  fragment.delete(RECOVERY_FRAGMENT);
  const rest = fragment.toString();
  history.replaceState(
    history.state,
    '',
    `${window.location.pathname}${window.location.search}${rest ? `#${rest}` : ''}`,
  );
  return token;
}

const noop = () => {};

/** The fragment parameter of a "finish your request" link (the server writes the link). */
const RECOVERY_FRAGMENT = 'fe_recover';

/** A random version-4 UUID in lower case, as `PUT …/sessions/{id}` wants (`randomUUID` needs a secure context). */
function pageSessionId(): string {
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = (b[6] & 0x0f) | 0x40;
  b[8] = (b[8] & 0x3f) | 0x80;
  const h = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

/**
 * The runner's HTTP API, opening the answer session under an id it makes up (`PUT /api/forms/{id}/sessions/{id}`),
 * so answers left while that call is on its way are saved into the same session by a keepalive `PUT` carrying them.
 * The session opens with the visitor's ad ids when the host page gave them (tracking on); ids that come only after
 * this page opened its session are sent to it once by the same call.
 */
function embedApi(variant: string | null): RunnerApi & { setVisitor(visitor: VisitorDetail): void } {
  // One challenge solver for every call, so a pass won on the session call serves the saves after it.
  const fetchFn = withChallenges((...args) => fetch(...args));
  const http = createHttpApi('', fetchFn);
  let opening: string | null = null;
  let visitor: VisitorDetail | null = null;
  /** The session this page opened and whether its call carried the visitor's ids. */
  let opened: { target: string; withVisitor: boolean } | null = null;
  const body = (extra: object = {}) =>
    JSON.stringify({ ...extra, ...(variant ? { variant } : {}), ...(visitor ? { visitor } : {}) });
  return {
    ...http,
    async createSession(formId) {
      const target = urlOf(openAnswerSession, {
        params: { id: formId as number, sessionId: pageSessionId() },
        body: undefined,
      });
      opening = target;
      opened = { target, withVisitor: visitor !== null };
      // Kept when the call fails without an answer: leaving the page cancels it before `pagehide` comes.
      const res = await fetchFn(
        target,
        variant || visitor
          ? {
              method: 'PUT',
              credentials: 'include',
              headers: { 'content-type': 'application/json' },
              body: body(),
            }
          : { method: 'PUT', credentials: 'include' },
      );
      // Cleared only once the session is read: until the saver holds it, leaving must still save under this id.
      try {
        if (!res.ok) throw new ApiError(res.status, res.statusText || `HTTP ${res.status}`);
        return (await res.json()) as AnswerSession;
      } finally {
        if (opening === target) opening = null;
      }
    },
    saveWhileOpening(tempResponse, path) {
      if (!opening) return false;
      fetchFn(opening, {
        method: 'PUT',
        credentials: 'include',
        keepalive: true,
        headers: { 'content-type': 'application/json' },
        body: body({ tempResponse, ...(path ? { path } : {}) }),
      }).catch(() => undefined);
      return true;
    },
    setVisitor(next) {
      visitor = next;
      if (!opened || opened.withVisitor) return;
      opened.withVisitor = true;
      fetchFn(opened.target, {
        method: 'PUT',
        credentials: 'include',
        headers: { 'content-type': 'application/json' },
        body: body(),
      }).catch(() => undefined);
    },
  };
}

/**
 * Counts this page load as a view of the form (the funnel's first bar), with the campaign its hidden fields carry
 * and the variant shown. Nothing waits for it: a view that is not counted (offline, challenged) is just not counted.
 */
function recordView(form: EmbedForm, query: readonly URLSearchParams[]): void {
  if (typeof form.id !== 'number') return;
  const declared = unwrapConfig(form.config)?.hiddenFields;
  const hidden = hiddenFromQuery(
    Array.isArray(declared) ? declared.filter((n): n is string => typeof n === 'string') : [],
    ...query,
  );
  const body = {
    ...(hidden.utm_source ? { utm_source: hidden.utm_source } : {}),
    ...(hidden.utm_campaign ? { utm_campaign: hidden.utm_campaign } : {}),
    ...(form.variant ? { variant: form.variant } : {}),
  };
  fetch(urlOf(recordFormView, { params: { id: form.id }, body }), {
    method: 'POST',
    keepalive: true,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).catch(() => undefined);
}

export interface EmbedPageProps {
  /** The form already loaded (the served one, warmed up), so the first render shows it. */
  initial?: LoadResult;
  /**
   * Set when taking over server-rendered markup: the first render must equal the server's (Preact does not patch
   * attributes while hydrating), so the host's storage theme, the host page's prefills (in the fragment) and the
   * detected layout are applied by an ordinary re-render right after.
   */
  hydrateAs?: { mobile: boolean; language?: string };
  /** Called once the runner has taken over the markup and its first effects (the wizard's start) have run. */
  onTakenOver?: () => void;
  /**
   * Called in the same commit as the re-render with the browser's own inputs, before anything can paint or read the
   * fields: that render resets the controlled fields to the runner's state, which knows nothing of early input yet.
   */
  onReRendered?: () => void;
}

/** The browser's preferred languages, best first. */
const browserLanguages = (): readonly string[] =>
  typeof navigator === 'undefined'
    ? []
    : navigator.languages?.length
      ? navigator.languages
      : [navigator.language];

export function EmbedPage({ initial, hydrateAs, onTakenOver, onReRendered }: EmbedPageProps = {}) {
  const params = embedParams;
  const [state, setState] = useState<PageState>(() => {
    const form = injectedForm();
    if (form) return { ok: true, form };
    return initial ?? { status: 'loading' };
  });
  const [hydrating, setHydrating] = useState(hydrateAs !== undefined);
  useEffect(() => setHydrating(false), []);
  // After the re-render with the browser's own inputs: the wizard has started (and reset) by then, so what the
  // respondent did meanwhile is replayed onto the running form, not wiped by its start.
  const tookOver = useRef(false);
  useLayoutEffect(() => {
    if (!hydrating && !tookOver.current) onReRendered?.();
  }, [hydrating]);
  useEffect(() => {
    if (hydrating || tookOver.current) return;
    tookOver.current = true;
    onTakenOver?.();
  }, [hydrating]);
  const [hostMobile, setHostMobile] = useState<boolean | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const framed = useMemo(() => isInFrame(window), []);
  const query = useMemo(() => urlQueries(window.location), []);
  const variant = 'ok' in state && state.ok ? (state.form.variant ?? null) : null;
  // The session opens with the variant the page drew; the form (and so the variant) is settled before it opens.
  const api = useMemo(() => embedApi(variant), [variant]);
  const lastSession = useRef('');
  // Conversion tracking (only when the owner switched it on): the moments go to embed.js, which tells the host
  // page's dataLayer and Pixel; nothing third-party runs in this frame. Read through a ref by the callbacks.
  const track = useRef<(event: 'view' | 'start' | 'step' | 'lead', extra?: object) => void>(() => {});
  /**
   * The latest answer session and its lead's event id, derived when it opens so the lead goes out before a redirect
   * after submitting (the runner forgets the session on submission).
   */
  const trackedSession = useRef<{ id: string; eventId: Promise<string> } | null>(null);
  const [recoveryFailed, setRecoveryFailed] = useState('');
  // Read once, when the page opens; handed to the wizard once.
  const recoveryToken = useRef<string | null | undefined>(undefined);
  if (recoveryToken.current === undefined) recoveryToken.current = takeRecoveryToken(framed);
  // Resume: the frame's own storage first; the page framing it keeps the session id too (embed.js), for browsers
  // that block or wipe a third-party frame's storage, and hands it back when asked. Never from the URL.
  const resume = useMemo<ResumeOptions>(
    () => ({
      storage: safeLocalStorage(),
      host: framed ? askHostForSession(window) : null,
      recoveryToken: () => {
        const token = recoveryToken.current ?? null;
        recoveryToken.current = null;
        return token;
      },
      onRecoveryFailed: setRecoveryFailed,
      onSession: (session, path) => {
        // The first answer opens the session: the respondent started (a resumed one is dropped by the host).
        const sessionId = session?.sessionId ?? null;
        if (sessionId && sessionId !== trackedSession.current?.id) {
          const eventId = leadEventId(sessionId);
          trackedSession.current = { id: sessionId, eventId };
          eventId.then((id) => track.current('start', { eventId: id }), noop);
        }
        const message = frameMessage('session', {
          sessionId: session?.sessionId ?? null,
          path: path?.join('.') ?? '',
        });
        // Sent when the session or step changes, not on every keystroke.
        const key = JSON.stringify(message);
        if (!framed || key === lastSession.current) return;
        lastSession.current = key;
        postToHost(message);
      },
    }),
    [framed],
  );

  useEffect(() => {
    if (!('status' in state) || !earlyForm) return;
    earlyForm.then(setState);
  }, []);

  const report = useCallback(() => {
    if (!framed || !container.current) return;
    const height = container.current.getBoundingClientRect().height;
    for (const message of heightMessages(height)) postToHost(message);
  }, [framed]);

  // Answer the host: requestHeight with the current height, viewportUpdate with its idea of mobile.
  useEffect(() => {
    if (!framed) return;
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = readHostMessage(event.data);
      if (message?.type === 'requestHeight') report();
      else if (message?.type === 'viewportUpdate') setHostMobile(message.isMobile);
      else if (message?.type === 'visitor') {
        const { type, version, ...visitor } = message;
        api.setVisitor(visitor);
      }
    };
    window.addEventListener('message', onMessage);
    // Escape inside the form reaches this document, not the host's: a dialog around the frame closes on this
    // message (an inline form's host ignores it). A key the form used itself (a list it closed) is not passed on.
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape' && !event.defaultPrevented) postToHost(frameMessage('requestClose', {}));
    };
    window.addEventListener('keydown', onKey);
    // Content can also grow without a step change (messages, map, upload progress).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => report());
    if (container.current) observer?.observe(container.current);
    return () => {
      window.removeEventListener('message', onMessage);
      window.removeEventListener('keydown', onKey);
      observer?.disconnect();
    };
  }, [framed, report, api]);

  const formId = 'ok' in state && state.ok ? state.form.id : null;
  const tracking = 'ok' in state && state.ok && state.form.config ? state.form.tracking : null;
  // The view goes first, once per page load: the runner reports its first step before this page's effects run.
  const viewed = useRef(false);
  track.current = (event, extra) => {
    const send = (e: typeof event, x?: object) => {
      const message = framed ? trackMessage(tracking, formId, e, x) : null;
      if (message) postToHost(message);
    };
    if (!tracking) return;
    if (!viewed.current) {
      viewed.current = true;
      send('view');
    }
    if (event !== 'view') send(event, extra);
  };
  useEffect(() => {
    if (tracking) track.current('view');
  }, [tracking]);
  // Once per page load, when the form is shown (a form given by configuration only has no funnel).
  const shownForm = 'ok' in state && state.ok && state.form.config ? state.form : null;
  const viewCounted = useRef(false);
  useEffect(() => {
    if (!shownForm || viewCounted.current) return;
    viewCounted.current = true;
    recordView(shownForm, query);
  }, [shownForm, query]);
  const stepTotal = useRef(0);
  const lastStepId = useRef<string | null>(null);
  // Tell the host page which step is shown (for its own analytics) and re-measure once the step has rendered.
  const onStepChange = useCallback(
    (number: number, total: number, step: TStep | undefined) => {
      setTimeout(report, STEP_CHANGE_REPORT_DELAY_MS);
      stepTotal.current = total;
      if (step) lastStepId.current = step.id ?? null;
      const message = framed ? stepChangedMessage(formId, number, total, step, variant) : null;
      if (message) postToHost(message);
      if (step && number >= 1) track.current('step', { stepId: step.id ?? null, index: number - 1 });
    },
    [report, framed, formId, variant],
  );
  const redirectUrl = 'ok' in state && state.ok ? (state.form.availability?.redirectUrl ?? null) : null;
  const onSubmitted = useCallback(
    (_payload: unknown, outcome?: { held: boolean }) => {
      if (framed)
        postToHost(
          frameMessage('submitted', {
            formId,
            total: stepTotal.current,
            stepId: lastStepId.current,
            variant,
          }),
        );
      // The owner's "after submitting, go to": a sandboxed frame cannot navigate its host, so embed.js does it on
      // this message; the plain /embed page goes there itself.
      const redirect = () => {
        if (!redirectUrl) return;
        if (framed) postToHost(frameMessage('redirect', { url: redirectUrl }));
        else window.location.assign(redirectUrl);
      };
      const eventId = trackedSession.current?.eventId;
      // A lead the owner keeps in the responses only (unverified) is no conversion for the ad platforms either.
      if (!eventId || outcome?.held) return redirect();
      // The lead is told before the host page is sent away.
      eventId.then((id) => track.current('lead', { eventId: id }), noop).then(redirect);
    },
    [framed, formId, redirectUrl, variant],
  );

  // The browser's languages choose among the form's; the markup is taken over in the language the server chose.
  const preferred = hydrating && hydrateAs?.language ? [hydrateAs.language] : browserLanguages();
  const texts = runnerTexts(embedLanguage(params, 'ok' in state && state.ok ? state.form : null, preferred));

  let body: React.ReactNode;
  if ('status' in state) {
    body = (
      <div className="fe-runner">
        <div className="fe-card fe-center" role="status">
          <span className="fe-spinner" aria-hidden="true" />
          <p>{texts.loading}</p>
        </div>
      </div>
    );
  } else if (!state.ok) {
    body = (
      <div className="fe-runner">
        <div className="fe-card">
          <p className="fe-message" role="alert">
            {texts[state.error]}
          </p>
        </div>
      </div>
    );
  } else if (state.form.config === null || state.form.config === undefined) {
    body = (
      <div className="fe-runner">
        <div className="fe-card">
          <p className="fe-message" role="alert">
            {NO_CONFIG}
          </p>
        </div>
      </div>
    );
  } else {
    body = (
      <EmbedRunner
        form={state.form}
        params={params}
        preferred={preferred}
        isMobile={hostMobile ?? (hydrating ? hydrateAs?.mobile : undefined)}
        storedTheme={hydrating ? NO_STORED_THEME : undefined}
        query={hydrating ? SERVER_QUERY : query}
        onStepChange={onStepChange}
        onSubmitted={onSubmitted}
        resume={resume}
        api={api}
      />
    );
  }
  return (
    <main ref={container} className="fe-embed">
      {recoveryFailed && (
        <div className="fe-runner">
          <p className="fe-message" role="status">
            {recoveryFailed}
          </p>
        </div>
      )}
      {body}
    </main>
  );
}
