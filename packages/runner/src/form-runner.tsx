// The respondent form runner shared by /embed and the owner app's previews: progress, one step at a time, submit.
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  answerKey,
  type Answers,
  canAutoSelect,
  closedText,
  endingOf,
  format,
  formatCalculation,
  formLanguages,
  LANGUAGE_NAMES,
  localizeConfig,
  hasUnusableOptions,
  HIDDEN_KEY,
  hiddenFromQuery,
  hiddenOf,
  journeyCalculations,
  pipeText,
  type PipingContext,
  prefillFromQuery,
  prepareConfig,
  progressPercent,
  runnerTexts,
  stepAutoAdvances,
  stepHasOptions,
  type TFormConfig,
  type TIconMode,
  type TStep,
} from '@forms-engine/model';
import { createHttpApi, type RunnerApi } from './api.ts';
import { detectMobile } from './frame.ts';
import { loadEmojiMap, loadLucideIcons } from './option-icon.tsx';
import { preloadStep, StepView } from './step-view.tsx';
import {
  readStoredTheme,
  resolveRunnerTheme,
  type StoredTheme,
  safeLocalStorage,
  themeStyle,
} from './theme.ts';
import { closedMessage, type RunnerAvailability } from './availability.ts';
import { type ResumeOptions, type RunnerMode, type RunnerNotice, useWizard } from './use-wizard.ts';
import './runner.css';

export interface FormRunnerProps {
  /** The form configuration in any accepted shape (array or numeric-key steps, nested config wrappers). */
  config: TFormConfig | unknown;
  /** Stored form id: enables the answer session, temporary saves and POST /api/forms/{id}/submit. */
  formId?: number | string | null;
  /**
   * The language to show (en, de, fr, es, it): the form's texts in it where the form has them, and the runner's
   * own texts; else the config's language, else en. The respondent's switch (config.languageSwitch) changes it.
   */
  language?: string;
  iconMode?: TIconMode;
  /** The form's colour; overrides the primary theme colour. */
  color?: string | null;
  /** live submits; preview shows a preview notice instead; test completes without sending anything. */
  mode?: RunnerMode;
  /** The calls the runner makes; defaults to the real HTTP API on this origin. */
  api?: RunnerApi;
  /** `held`: the form keeps this unverified lead in its responses only (a page tracks no lead for it). */
  onSubmitted?: (payload: Record<string, unknown>, outcome?: { held: boolean }) => void;
  onSubmitError?: (error: unknown) => void;
  /** Preview submit ("Preview Mode" / THIS IS A PREVIEW, CAN NOT SUBMIT FORM) and test-mode success, for a toast. */
  onNotice?: (notice: RunnerNotice) => void;
  /** Called after the visible step changes (1-based, with the step shown), and with 0 when the final screen shows. */
  onStepChange?: (step: number, total: number, shown: TStep | undefined) => void;
  /** Minimum progress percent: 1 by default, 2 in the embed. */
  minProgress?: number;
  /** Forces the mobile layout (the embed passes the host's viewportUpdate); detected when omitted. */
  isMobile?: boolean;
  /** Theme values normally read from localStorage (primary, secondary, accent, font). */
  storedTheme?: StoredTheme;
  /** The step (1-based) to open on, e.g. the one selected in the builder; out of range means 1. */
  initialStep?: number;
  /**
   * Form Console "Auto Select First Option": the option id of a tiles first step to pre-select; the form then
   * opens on step 2. Ignored unless the first step is tiles and has this option.
   */
  autoSelectFirstOption?: string | null;
  /**
   * Query parameters the form was opened with (the /embed URL's, then the host page's handed on by embed.js; later
   * sources win): declared hidden fields are read from them.
   */
  query?: readonly URLSearchParams[];
  /** Resume after reload or a return within 7 days (the live embed passes it; previews never resume). */
  resume?: ResumeOptions;
  /** Closed or full forms show their message instead of step 1 (the public payload's availability). */
  availability?: RunnerAvailability | null;
  className?: string;
}

const THEME_RECHECK_MS = 1000;

function contentKey(value: unknown): string | unknown {
  try {
    return JSON.stringify(value);
  } catch {
    return value; // Not serialisable (cycles): fall back to identity.
  }
}

function useDetectedMobile(forced: boolean | undefined): boolean {
  const detect = () =>
    typeof window === 'undefined' ? false : detectMobile(navigator.userAgent, window.innerWidth);
  const [mobile, setMobile] = useState(detect);
  useEffect(() => {
    const onResize = () => setMobile(detect());
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, []);
  return forced ?? mobile;
}

function InfoIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      strokeLinecap="round"
      aria-hidden="true"
    >
      <circle cx="12" cy="12" r="9" />
      <path d="M12 11v5M12 8h.01" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      width="28"
      height="28"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={2.5}
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export function FormRunner(props: FormRunnerProps) {
  // Keyed by content, not identity: a parent that rebuilds an equal config object must not restart the form.
  const configKey = useMemo(() => contentKey(props.config), [props.config]);
  const prepared = useMemo(() => prepareConfig(props.config), [configKey]);
  const config = prepared.ok ? prepared.config : null;
  const languages = useMemo(() => formLanguages(config), [config]);
  // The switch overrides the language given while the form has the language picked (an owner editing the
  // form in the preview keeps the language they are checking).
  const [picked, setPicked] = useState<string | null>(null);
  const language =
    (picked && (languages as readonly string[]).includes(picked) ? picked : null) ??
    props.language ??
    config?.language ??
    'en';
  // What the respondent reads: the same steps, ids and logic, texts in their language. The wizard works on the
  // form as stored, so answers, saves and the submission are the same whatever the language.
  const shown = useMemo(() => (config ? localizeConfig(config, language) : null), [config, language]);
  const mode = props.mode ?? 'live';
  const formId = props.formId ?? null;
  const api = useMemo(() => props.api ?? createHttpApi(), [props.api]);
  const texts = useMemo(() => runnerTexts(language, shown?.ui), [language, shown]);
  const isMobile = useDetectedMobile(props.isMobile);
  const iconMode: TIconMode = props.iconMode ?? 'lucide';
  // The host may write the stored theme just after the form starts: read it again after 1 s (docs/spec/respondent-side.md §9).
  const [themeCheck, setThemeCheck] = useState(0);
  useEffect(() => {
    const timer = setTimeout(() => setThemeCheck(1), THEME_RECHECK_MS);
    return () => clearTimeout(timer);
  }, []);
  const theme = useMemo(
    () =>
      resolveRunnerTheme({
        stored: props.storedTheme ?? readStoredTheme(safeLocalStorage()),
        color: props.color,
        theme: config?.theme,
      }),
    [props.storedTheme, props.color, config, themeCheck],
  );
  const honeypot = useRef<HTMLInputElement>(null);
  const autoSelect = useMemo(() => {
    const steps = config?.steps ?? [];
    const optionId = props.autoSelectFirstOption;
    if (!canAutoSelect(steps, optionId)) return null;
    return { answers: { [answerKey(steps[0], 0)]: optionId }, step: steps.length > 1 ? 2 : 1 };
  }, [config, props.autoSelectFirstOption]);
  const queryKey = (props.query ?? []).map(String).join('#');
  const prefilled = useMemo(
    () => prefillFromQuery(config?.steps ?? [], ...(props.query ?? [])),
    [config, queryKey],
  );
  // What the form starts with: answers prefilled and hidden values from the URL, and the auto-selected option.
  const initialAnswers = useMemo(() => {
    const hidden = hiddenFromQuery(config?.hiddenFields ?? [], ...(props.query ?? []));
    const answers: Answers = { ...prefilled, ...autoSelect?.answers };
    if (Object.keys(hidden).length > 0) answers[HIDDEN_KEY] = hidden;
    return Object.keys(answers).length > 0 ? answers : undefined;
  }, [autoSelect, config, prefilled, queryKey]);
  const wizard = useWizard({
    config,
    formId,
    mode,
    api,
    honeypot: () => honeypot.current?.value ?? '',
    onSubmitted: props.onSubmitted,
    onSubmitError: props.onSubmitError,
    onNotice: props.onNotice,
    initialStep: autoSelect?.step ?? props.initialStep,
    initialAnswers,
    resume: props.resume,
    language: languages.length > 1 ? language : undefined,
  });
  const { state } = wizard;
  const steps = shown?.steps ?? wizard.steps;
  const step = steps[state.current - 1];
  // What the shown step asks Continue to do first (the address check), tagged with its step so it never leaks.
  const [pending, setPending] = useState<{ at: number; run: () => Promise<boolean> } | null>(null);
  const [continuing, setContinuing] = useState(false);
  const continueAction = pending && pending.at === state.current ? pending.run : null;
  const stepAt = state.current;
  const setContinueAction = useCallback(
    (run: (() => Promise<boolean>) | null) => setPending(run ? { at: stepAt, run } : null),
    [stepAt],
  );
  // A Continue that cannot go on yet stays disabled (spec §4) but answers a click or Enter: the step's field
  // messages show and the first field to fix gets the focus. Counted per step, so each try focuses again.
  const [tried, setTried] = useState<{ at: number; count: number }>({ at: 0, count: 0 });
  const triedHere = tried.at === state.current && !state.completed ? tried.count : 0;
  const formRef = useRef<HTMLFormElement>(null);
  useEffect(() => {
    if (triedHere === 0) return;
    const form = formRef.current;
    if (!form) return;
    const fields = Array.from(
      form.querySelectorAll<HTMLElement>('[aria-invalid="true"], input, select, textarea, button'),
    ).filter((el) => !el.closest('.fe-nav, .fe-hp') && !(el as HTMLButtonElement).disabled);
    (fields.find((el) => el.getAttribute('aria-invalid') === 'true') ?? fields[0])?.focus();
  }, [triedHere]);
  const [closedOnLoad] = useState(() => closedMessage(props.availability, Date.now()));
  const headingRef = useRef<HTMLHeadingElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const firstRender = useRef(true);
  // Steps slide in once the respondent moves; the step the form opens on is there at once (it is the page's
  // largest paint, and /embed sends it already rendered — an entrance animation would only delay it).
  const openedOn = useRef(state.current);
  const moved = useRef(false);
  if (state.current !== openedOn.current) moved.current = true;
  const uid = useId();
  const headingId = `${uid}-heading`;

  // Icons are a separate chunk: start fetching as soon as a form with options is known.
  useEffect(() => {
    if (!steps.some((s) => stepHasOptions(s))) return;
    if (iconMode === 'lucide') void loadLucideIcons();
    else if (iconMode === 'emoji') loadEmojiMap().catch(() => {});
  }, [iconMode, steps]);

  // Focus the new step's heading for keyboard and screen-reader users, but not on first load (focusing
  // inside an iframe would scroll the host page to the form), and never away from outside the form (an
  // owner typing in an editor beside a preview keeps the focus).
  useEffect(() => {
    const total = steps.length;
    const active = typeof document === 'undefined' ? null : document.activeElement;
    const ours = !active || active === document.body || !!rootRef.current?.contains(active);
    if (!firstRender.current && ours) headingRef.current?.focus();
    firstRender.current = false;
    props.onStepChange?.(
      state.completed ? 0 : state.current,
      total,
      state.completed ? undefined : steps[state.current - 1],
    );
    for (const s of [steps[state.current - 1], steps[state.current]]) if (s) void preloadStep(s.type);
  }, [state.current, state.completed, steps]);

  // {{step-id}}, {{hidden.x}}, {{calc.x}} in titles and texts, from the answers so far (calculations of the path).
  const pipingContext = (calculations: Record<string, number>): PipingContext => ({
    steps,
    answers: state.answers,
    hidden: hiddenOf(state.answers),
    calculations,
    calculationDefs: shown?.calculations,
    language,
  });
  const pipe = (text: string | undefined, calcs?: Record<string, number>) =>
    text?.includes('{{') && config
      ? pipeText(
          text,
          pipingContext(
            calcs ??
              journeyCalculations(config, { history: state.history, current: state.current }, state.answers),
          ),
        )
      : text;

  const style = themeStyle(theme) as React.CSSProperties;
  const rootClass = `fe-runner${isMobile ? ' fe-mobile' : ''}${theme.buttonStyle === 'outline' ? ' fe-outline' : ''}${props.className ? ` ${props.className}` : ''}`;
  // The bar and its figures; `label` is "Question n of total", absent on the final screen (100%, nothing left).
  const progress = (percent: number, label?: string) => (
    <div className="fe-progress">
      <div className="fe-progress-meta">
        <span>{label}</span>
        <span>{format(texts.percentComplete, { percent })}</span>
      </div>
      <div
        className="fe-bar"
        role="progressbar"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-label={label ?? format(texts.percentComplete, { percent })}
      >
        <div className="fe-bar-fill" style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
  // The respondent's language switch, when the owner shows it and the form has more than one language; always in
  // the builder's preview, where the owner checks each language.
  const switcher =
    (config?.languageSwitch || mode === 'preview') && languages.length > 1 ? (
      <div className="fe-language">
        <select
          aria-label={texts.language}
          value={language}
          onChange={(e) => setPicked(e.currentTarget.value)}
        >
          {languages.map((l) => (
            <option key={l} value={l} lang={l}>
              {LANGUAGE_NAMES[l]}
            </option>
          ))}
        </select>
      </div>
    ) : null;
  const shell = (body: React.ReactNode) => (
    <div ref={rootRef} className={rootClass} style={style} data-mode={mode} lang={language}>
      <div className="fe-card">
        {switcher}
        {body}
      </div>
    </div>
  );

  if (!config || !shown || steps.length === 0) {
    return shell(
      <p className="fe-message" role="alert">
        {texts.noSteps}
      </p>,
    );
  }

  // Closed when the page loaded: the message replaces step 1. A respondent already answering keeps going (the
  // server's grace rule accepts their submission).
  const untouched = Object.keys(state.answers).length <= Object.keys(initialAnswers ?? {}).length;
  if (closedOnLoad !== null && untouched && !state.completed) {
    return shell(
      <section className="fe-closed" role="status">
        <div className="fe-done-icon fe-ending-icon">
          <InfoIcon />
        </div>
        <h2 className="fe-title" ref={headingRef} tabIndex={-1}>
          {closedText(closedOnLoad, texts)}
        </h2>
      </section>,
    );
  }

  if (state.completed) {
    const submission = shown.submission;
    const finalSteps = submission?.steps?.length ? submission.steps : texts.defaultSubmissionSteps;
    // A tailored ending replaces the submission screen, its timeline and estimates: it says what the owner wrote.
    const ending = endingOf(shown, state.outcome?.ending);
    const finalCalcs = state.outcome?.calculations ?? {};
    const pipeFinal = (text: string | undefined) => pipe(text, finalCalcs);
    const shownCalcs = (shown.calculations ?? []).filter((c) => c.show);
    const estimates =
      shownCalcs.length > 0 ? (
        <dl className="fe-estimates">
          {shownCalcs.map((c) => (
            <div key={c.id} className="fe-estimate" data-calculation={c.id}>
              <dt>{c.label}</dt>
              <dd>{formatCalculation(c, state.outcome?.calculations[c.id] ?? 0, language)}</dd>
            </div>
          ))}
        </dl>
      ) : null;
    if (ending)
      return shell(
        <>
          {progress(100)}
          <section className="fe-done fe-ending" aria-live="polite" data-ending={ending.id}>
            <div className="fe-done-icon fe-ending-icon">
              <InfoIcon />
            </div>
            <h2 className="fe-title" ref={headingRef} tabIndex={-1}>
              {pipeFinal(ending.title)}
            </h2>
            {ending.description && <p className="fe-subtitle">{pipeFinal(ending.description)}</p>}
            {state.notice?.kind === 'test' && <p className="fe-notice">{state.notice.message}</p>}
            <button type="button" className="fe-btn fe-btn-ghost" onClick={wizard.startOver}>
              {texts.startOver}
            </button>
          </section>
        </>,
      );
    return shell(
      <>
        {progress(100)}
        <section className="fe-done" aria-live="polite">
          <div className="fe-done-icon">
            <CheckIcon />
          </div>
          <h2 className="fe-title" ref={headingRef} tabIndex={-1}>
            {pipeFinal(submission?.title) || texts.thankYouTitle}
          </h2>
          <p className="fe-subtitle">{pipeFinal(submission?.description) || texts.thankYouDescription}</p>
          {state.notice?.kind === 'test' && <p className="fe-notice">{state.notice.message}</p>}
          {estimates}
          <ol className="fe-timeline">
            {finalSteps.map((s, i) => (
              <li key={i}>
                <span className="fe-timeline-dot">{i + 1}</span>
                <div>
                  <strong>{pipeFinal(s.title)}</strong>
                  {s.description && <p>{pipeFinal(s.description)}</p>}
                </div>
              </li>
            ))}
          </ol>
          <button type="button" className="fe-btn fe-btn-ghost" onClick={wizard.startOver}>
            {texts.startOver}
          </button>
        </section>
      </>,
    );
  }

  const { n, total } = wizard.position;
  const percent = progressPercent(n, total, props.minProgress ?? 1);
  let body: React.ReactNode;
  if (!wizard.stepInRange)
    body = (
      <p className="fe-message" role="alert">
        {texts.invalidStep}
      </p>
    );
  else if (!step)
    body = (
      <p className="fe-message" role="alert">
        {texts.stepDataMissing}
      </p>
    );
  else if (stepHasOptions(step) && step.options.length === 0) {
    body = (
      <div className="fe-empty" role="alert">
        <strong>{hasUnusableOptions(step) ? texts.noOptions : texts.noOptionsConfigured}</strong>
        <span>{texts.contactAdmin}</span>
      </div>
    );
  } else {
    body = (
      <StepView
        step={step}
        index={state.current - 1}
        value={wizard.value}
        onChange={(v) => wizard.setAnswer(v)}
        onDefault={(v) => wizard.setAnswer(v, false)}
        onAdvance={wizard.autoAdvance}
        texts={texts}
        isMobile={isMobile}
        iconMode={iconMode}
        api={api}
        formId={formId}
        answers={state.answers}
        steps={steps}
        headingId={headingId}
        mode={mode}
        session={wizard.session}
        setContinueAction={setContinueAction}
        showErrors={triedHere > 0}
      />
    );
  }
  const autoAdvances = step ? stepAutoAdvances(step) : false;
  // A tiles choice that came prefilled from the link gets Continue: the respondent did not click it, so nothing moves.
  const currentKey = step ? answerKey(step, state.current - 1) : '';
  const prefilledHere =
    !!step &&
    initialAnswers?.[currentKey] !== undefined &&
    state.answers[currentKey] === initialAnswers[currentKey];
  const showContinue = !autoAdvances || wizard.last || prefilledHere;
  const showSkip = wizard.optional && !autoAdvances;
  const blocked = !wizard.valid && !continueAction;
  const hintId = `${uid}-hint`;

  return shell(
    <>
      {progress(percent, format(texts.questionOf, { n, total }))}
      <form
        ref={formRef}
        className={moved.current ? 'fe-step fe-step-in' : 'fe-step'}
        key={state.current}
        noValidate
        onSubmit={async (e) => {
          e.preventDefault();
          if (state.submitting || continuing) return;
          if (blocked) {
            setTried({ at: state.current, count: triedHere + 1 });
            return;
          }
          if (!wizard.valid && continueAction) {
            if (continuing) return;
            setContinuing(true);
            const go = await continueAction().finally(() => setContinuing(false));
            if (!go) return;
          }
          wizard.next();
        }}
      >
        <div className="fe-step-head">
          <h2 id={headingId} className="fe-title" ref={headingRef} tabIndex={-1}>
            {pipe(step?.title) || format(texts.questionOf, { n, total })}
          </h2>
          {step?.subtitle && <p className="fe-subtitle">{pipe(step.subtitle)}</p>}
        </div>
        {body}
        <div className="fe-hp" aria-hidden="true">
          <label>
            Website
            <input
              ref={honeypot}
              type="text"
              name="website"
              tabIndex={-1}
              autoComplete="off"
              defaultValue=""
            />
          </label>
        </div>
        {state.notice && (
          <p className="fe-notice" role="status">
            <strong>Preview Mode</strong> {state.notice.message}
          </p>
        )}
        {state.submitError !== null && (
          <p className="fe-error" role="alert">
            {state.submitClosed ? closedText(state.submitError, texts) : texts.submitError}
          </p>
        )}
        {blocked && triedHere > 0 && (
          <p className="fe-error fe-nav-hint" id={hintId} role="alert">
            {texts.stepIncomplete}
          </p>
        )}
        <div className="fe-nav">
          {state.current > 1 ? (
            <button type="button" className="fe-btn fe-btn-ghost" onClick={wizard.previous}>
              <span className="fe-arrow" aria-hidden="true">
                ←
              </span>{' '}
              {texts.back}
            </button>
          ) : (
            <span />
          )}
          <div className="fe-nav-right">
            {showSkip && (
              <button
                type="button"
                className="fe-btn fe-btn-link"
                onClick={wizard.skip}
                disabled={state.submitting}
              >
                {texts.skip}
              </button>
            )}
            {showContinue && (
              <button
                type="submit"
                className="fe-btn fe-btn-primary"
                disabled={state.submitting || continuing}
                aria-disabled={blocked || undefined}
                aria-describedby={blocked && triedHere > 0 ? hintId : undefined}
              >
                {wizard.last ? (state.submitting ? texts.submitting : texts.submit) : texts.next}
                {!wizard.last && (
                  <span className="fe-arrow" aria-hidden="true">
                    →
                  </span>
                )}
              </button>
            )}
          </div>
        </div>
      </form>
    </>,
  );
}
