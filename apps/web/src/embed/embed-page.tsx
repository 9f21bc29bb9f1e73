// The /embed page: loads a form by properties or id (or an injected __FORM_CONFIG__) and runs it, reporting heights.
import { FormRunner } from '@forms-engine/forms/runner/form-runner.tsx';
import { isInFrame } from '@forms-engine/forms/runner/frame.ts';
import { runnerTexts } from '@forms-engine/forms/texts.ts';
import { Component, type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  frameMessage,
  heightMessages,
  readHostMessage,
  STEP_CHANGE_REPORT_DELAY_MS,
} from '@forms-engine/embed';
import type { ResumeOptions } from '@forms-engine/forms/runner/use-wizard.ts';
import { safeLocalStorage } from '@forms-engine/forms/runner/theme.ts';
import type { TStep } from '@forms-engine/forms';
import { postToHost, stepChangedMessage } from './host-messaging.ts';
import { earlyForm, embedParams } from './early-load.ts';
import { keptSession, urlQueries } from './params.ts';
import type { EmbedForm, LoadResult } from './load-form.ts';

type PageState = { status: 'loading' } | LoadResult;

/** docs/spec/respondent-side.md §2: the form record exists but carries no configuration. */
const NO_CONFIG = 'No form configuration available';

function injectedForm(): EmbedForm | null {
  const injected = window.__FORM_CONFIG__;
  if (injected === undefined || injected === null) return null;
  const id = (injected as { id?: unknown }).id;
  return { id: typeof id === 'number' ? id : null, config: injected };
}

/** A crash inside the runner shows the load-failure message instead of a blank frame. */
class RunnerBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The form runner failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fe-runner">
        <div className="fe-card">
          <p className="fe-message" role="alert">
            {this.props.message}
          </p>
        </div>
      </div>
    );
  }
}

export function EmbedPage() {
  const params = embedParams;
  const [state, setState] = useState<PageState>(() => {
    const form = injectedForm();
    return form ? { ok: true, form } : { status: 'loading' };
  });
  const [hostMobile, setHostMobile] = useState<boolean | undefined>(undefined);
  const container = useRef<HTMLDivElement>(null);
  const framed = useMemo(() => isInFrame(window), []);
  const query = useMemo(() => urlQueries(window.location), []);
  const lastSession = useRef('');
  // Resume: the frame's own storage first; the host page keeps the session id too (embed.js), for browsers that
  // block or wipe a third-party frame's storage.
  const resume = useMemo<ResumeOptions>(
    () => ({
      storage: safeLocalStorage(),
      host: keptSession(window.location.hash),
      onSession: (session, path) => {
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
    };
    window.addEventListener('message', onMessage);
    // Content can also grow without a step change (messages, map, upload progress).
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(() => report());
    if (container.current) observer?.observe(container.current);
    return () => {
      window.removeEventListener('message', onMessage);
      observer?.disconnect();
    };
  }, [framed, report]);

  const formId = 'ok' in state && state.ok ? state.form.id : null;
  const stepTotal = useRef(0);
  // Tell the host page which step is shown (for its own analytics) and re-measure once the step has rendered.
  const onStepChange = useCallback(
    (number: number, total: number, step: TStep | undefined) => {
      setTimeout(report, STEP_CHANGE_REPORT_DELAY_MS);
      stepTotal.current = total;
      const message = framed ? stepChangedMessage(formId, number, total, step) : null;
      if (message) postToHost(message);
    },
    [report, framed, formId],
  );
  const redirectUrl = 'ok' in state && state.ok ? (state.form.availability?.redirectUrl ?? null) : null;
  const onSubmitted = useCallback(() => {
    if (framed) postToHost(frameMessage('submitted', { formId, total: stepTotal.current }));
    if (!redirectUrl) return;
    // The owner's "after submitting, go to": a sandboxed frame cannot navigate its host, so embed.js does it on
    // this message; the plain /embed page goes there itself.
    if (framed) postToHost(frameMessage('redirect', { url: redirectUrl }));
    else window.location.assign(redirectUrl);
  }, [framed, formId, redirectUrl]);

  const language =
    params.language ?? ('ok' in state && state.ok ? (state.form.language ?? undefined) : undefined) ?? 'en';
  const texts = runnerTexts(language);

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
    const form = state.form;
    const iconMode =
      params.iconMode ??
      (['lucide', 'emoji', 'none'].includes(form.iconMode ?? '') ? form.iconMode : 'lucide');
    body = (
      <RunnerBoundary message={texts.loadFailed}>
        <FormRunner
          config={form.config}
          formId={form.id}
          language={language}
          iconMode={iconMode as 'lucide' | 'emoji' | 'none'}
          color={form.color}
          mode="live"
          minProgress={2}
          isMobile={hostMobile}
          onStepChange={onStepChange}
          onSubmitted={onSubmitted}
          autoSelectFirstOption={form.autoSelectOptionId}
          availability={form.availability}
          query={query}
          resume={resume}
        />
      </RunnerBoundary>
    );
  }
  return (
    <main ref={container} className="fe-embed">
      {body}
    </main>
  );
}
