// The wizard state of one runner: current step, answers, session saving, navigation and submission.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import {
  advance,
  answerKey,
  type Answers,
  BOOKKEEPING_KEYS,
  buildGenericSubmit,
  buildSubmission,
  canSkip,
  clampStep,
  continueSubmits,
  goBack,
  fromTitleKeys,
  HIDDEN_KEY,
  hiddenOf,
  type Journey,
  journeyAt,
  journeyCalculations,
  LANGUAGE_KEY,
  preselectedAnswer,
  previousStepNumber,
  progressOf,
  stepValidity,
  submittedAnswers,
  type TFormConfig,
  type TStep,
  toTitleKeys,
} from '@forms-engine/model';
import { AnswerSaver } from './answer-saver.ts';
import { type AnswerSession, ApiError, type RunnerApi } from './api.ts';
import { clearResume, fittingJourney, journeyFromAnswers, readResume, writeResume } from './resume.ts';

export type RunnerMode = 'live' | 'preview' | 'test';

export interface WizardState {
  current: number;
  /** The steps shown before the current one, in order: Back walks this path, not the step numbers. */
  history: number[];
  answers: Answers;
  /** Set on completion: the ending reached (null: the normal submission screen) and the calculations. */
  outcome: { ending: string | null; calculations: Record<string, number> } | null;
  completed: boolean;
  submitting: boolean;
  /** Set when the last submit failed. */
  submitError: string | null;
  /** The server refused the submission because the form closed (403): its message is shown as is. */
  submitClosed: boolean;
  /** A preview/test notice after Submit. */
  notice: { kind: 'preview' | 'test'; message: string } | null;
}

const INITIAL: WizardState = {
  current: 1,
  history: [],
  answers: {},
  outcome: null,
  completed: false,
  submitting: false,
  submitError: null,
  submitClosed: false,
  notice: null,
};

export interface WizardOptions {
  config: TFormConfig | null;
  formId: number | string | null;
  mode: RunnerMode;
  api: RunnerApi;
  /** Honeypot value (hidden `website` input); sent as _hp so the server can drop bots. */
  honeypot: () => string;
  /** `held`: the form keeps this unverified lead in its responses only. */
  onSubmitted?: (payload: Record<string, unknown>, outcome?: { held: boolean }) => void;
  onSubmitError?: (error: unknown) => void;
  onNotice?: (notice: RunnerNotice) => void;
  initialStep?: number;
  /** Answers the form starts with (Form Console auto-select); restored by Start Over. */
  initialAnswers?: Answers;
  /** Resume after reload (live forms only): where the record is kept and the loader's copy of the session id. */
  resume?: ResumeOptions;
  /** The language the respondent reads a form of several languages in, sent with the answers as `_language`. */
  language?: string;
}

export interface ResumeOptions {
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'> | undefined;
  /**
   * The answer session and path the page framing the form kept (embed.js), asked for by message, used when the
   * frame's own storage has no record and the respondent has not started answering by the time it arrives.
   */
  host?: Promise<{ sessionId: string; path: number[] } | null> | null;
  /** The session and path (steps shown, the current one last) to keep outside the frame; null once finished. */
  onSession?(session: AnswerSession | null, path?: number[]): void;
  /**
   * Hands over, once, the token of a "finish your request" link this page was opened with: exchanged for the
   * answer session before anything stored here, since following the link says which answers to continue.
   */
  recoveryToken?(): string | null;
  /** The link did not work (used, expired, submitted meanwhile): the server's message; the form starts as usual. */
  onRecoveryFailed?(message: string): void;
}

/** Bookkeeping keys a stored temporary response may hold that are not answers (hidden values are kept). */
const NOT_ANSWERS: ReadonlySet<string> = new Set(BOOKKEEPING_KEYS);

/** What a preview or test submit tells the host app (e.g. to show the spec's toast). */
export interface RunnerNotice {
  kind: 'preview' | 'test';
  title: string;
  message: string;
}

export const TEST_SUBMIT_MESSAGE = 'Form submission successful (test mode)';
export const PREVIEW_SUBMIT_MESSAGE = 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM';

export function useWizard(opts: WizardOptions) {
  const { config, formId, mode } = opts;
  const steps = config?.steps ?? [];
  const initialState = (): WizardState => {
    const current = clampStep(optsRef.current.initialStep ?? 1, optsRef.current.config?.steps.length || 1);
    return {
      ...INITIAL,
      answers: { ...(optsRef.current.initialAnswers ?? {}) },
      ...journeyAt(current),
    };
  };
  const optsRef = useRef(opts);
  optsRef.current = opts;
  const [state, setStateRaw] = useState<WizardState>(initialState);
  // A mirror of the latest state so callbacks fired from timers (tiles auto-advance) never see stale answers.
  const stateRef = useRef(state);
  const setState = useCallback((update: (s: WizardState) => WizardState) => {
    stateRef.current = update(stateRef.current);
    setStateRaw(stateRef.current);
  }, []);
  const live = mode === 'live' && formId !== null && formId !== undefined && formId !== '';
  const saver = useMemo(
    () =>
      new AnswerSaver({
        createSession: () => optsRef.current.api.createSession(optsRef.current.formId as number | string),
        // A temporary save carries the answers under the questions' titles, as the specification's payloads do.
        save: (sessionId, temp, keepalive) =>
          optsRef.current.api.saveTempResponse(sessionId, wire(temp), { keepalive, path: pathIds() }),
        log: (message, error) => console.error(message, error ?? ''),
        setTimer: (fn, ms) => setTimeout(fn, ms),
        clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
        onSession: () => remember(),
        saveWhileOpening: (temp) => optsRef.current.api.saveWhileOpening?.(wire(temp), pathIds()) ?? false,
      }),
    [],
  );

  /** The steps shown so far by id, the current one last: sent with each save, so the funnel knows the path taken. */
  const pathIds = (): string[] => {
    const all = optsRef.current.config?.steps ?? [];
    const s = stateRef.current;
    return [...s.history, s.current].flatMap((n) => (all[n - 1] ? [answerKey(all[n - 1], n - 1)] : []));
  };

  /** Answers kept by step id as the API's payloads carry them (by title). */
  const wire = (answers: Answers): Answers => toTitleKeys(optsRef.current.config?.steps ?? [], answers);

  /** Keeps where the respondent is, so a reload or a return within 7 days continues here. */
  const remember = () => {
    const o = optsRef.current;
    const session = saver.currentSession;
    const s = stateRef.current;
    if (!o.resume || !session || s.completed || o.formId === null || o.formId === undefined) return;
    writeResume(o.resume.storage, o.formId, {
      ...session,
      answers: s.answers,
      history: s.history,
      current: s.current,
      savedAt: Date.now(),
    });
    o.resume.onSession?.(session, [...s.history, s.current]);
  };

  /** Forgets the answer session here and in the host page (submitted, or Start Over). */
  const forget = () => {
    const o = optsRef.current;
    if (!o.resume || o.formId === null || o.formId === undefined) return;
    clearResume(o.resume.storage, o.formId);
    o.resume.onSession?.(null);
  };

  /** Continues a stored answer session: its answers (the link's hidden values win), at the step given or found. */
  const continueSession = (session: AnswerSession, stored: Answers, journey: Journey | null) => {
    const o = optsRef.current;
    if (!o.config) return;
    // Saved answers arrive by title (the server's) or by step id (this frame's own record); both find their step.
    const byId = fromTitleKeys(o.config.steps, stored).answers;
    const answers = Object.fromEntries(Object.entries(byId).filter(([k]) => !NOT_ANSWERS.has(k)));
    const fresh = hiddenOf(o.initialAnswers ?? {});
    if (Object.keys(fresh).length > 0) answers[HIDDEN_KEY] = { ...hiddenOf(answers), ...fresh };
    const at = (journey && fittingJourney(o.config, journey)) ?? journeyFromAnswers(o.config, answers);
    saver.adopt(session);
    setState((s) => ({ ...s, ...at, answers }));
    remember();
  };

  const restore = async () => {
    const o = optsRef.current;
    const resume = o.resume;
    if (!resume || o.formId === null || o.formId === undefined) return;
    const token = resume.recoveryToken?.() ?? null;
    if (token && o.api.recoverSession) {
      try {
        const recovered = await o.api.recoverSession(token);
        if (String(recovered.formId) === String(optsRef.current.formId)) {
          continueSession(
            { sessionId: recovered.sessionId, sessionNo: recovered.sessionNo },
            recovered.tempResponse,
            null,
          );
          return;
        }
      } catch (err) {
        resume.onRecoveryFailed?.(err instanceof ApiError ? err.message : String(err));
      }
    }
    const record = readResume(resume.storage, o.formId, Date.now());
    if (record) {
      continueSession(record, record.answers, record);
      return;
    }
    if (!resume.host || !o.api.loadSession) return;
    const untouched = stateRef.current.answers;
    const host = await resume.host;
    if (!host || stateRef.current.answers !== untouched) return;
    try {
      const stored = await o.api.loadSession(host.sessionId);
      // Only for this form, and only if the respondent has not started answering meanwhile.
      if (String(stored.formId) !== String(optsRef.current.formId) || stateRef.current.answers !== untouched)
        return;
      const current = host.path.at(-1);
      continueSession(
        { sessionId: host.sessionId, sessionNo: stored.sessionNo },
        stored.tempResponse ?? {},
        current === undefined ? null : { history: host.path.slice(0, -1), current },
      );
    } catch {
      // Submitted, expired or unknown: start fresh, and the host page forgets the id.
      resume.onSession?.(null);
    }
  };

  // A new configuration or form id starts over: step 1, no answers, no session, not complete — unless the
  // respondent is coming back to an answer session of this form.
  useEffect(() => {
    saver.reset();
    setState(initialState);
    if (live) void restore();
  }, [config, formId, opts.initialStep, opts.initialAnswers]);

  // Every change of answers or step is remembered once the answer session exists.
  useEffect(() => {
    if (live) remember();
  }, [state.answers, state.current, state.history]);

  // Save what is pending when the page is hidden or closed; keepalive lets the request finish.
  useEffect(() => {
    if (!live || typeof window === 'undefined') return;
    const flush = () => saver.flush(true);
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [live]);

  const stepAt = (n: number): TStep | undefined => steps[n - 1];

  const journeyOf = (s: WizardState): Journey => ({ history: s.history, current: s.current });

  const goTo = useCallback(
    (journey: Journey, answers?: Answers) => {
      const changed = answers && answers !== stateRef.current.answers;
      setState((s) => ({
        ...s,
        ...journey,
        ...(answers ? { answers } : {}),
        submitError: null,
        notice: null,
      }));
      // Saved after the step changed, so the save carries the new path; a step change alone is saved too once the
      // session exists (it moves the funnel), while before it only an answer opens one.
      if (live && (changed || saver.currentSession)) saver.update(stateRef.current.answers);
      saver.flush();
    },
    [steps, live],
  );

  const setAnswer = useCallback(
    (value: unknown, save = true) => {
      const s = stateRef.current;
      const step = steps[s.current - 1];
      if (!step) return;
      const answers = { ...s.answers, [answerKey(step, s.current - 1)]: value };
      // undefined clears the answer (a removed upload): the step counts as unanswered again, as if never given.
      if (value === undefined) delete answers[answerKey(step, s.current - 1)];
      setState((prev) => ({ ...prev, answers, submitError: null }));
      if (save && live) saver.update(answers);
    },
    [steps, live],
  );

  const submit = useCallback(
    async (ending: string | null) => {
      const s0 = stateRef.current;
      const o = optsRef.current;
      if (!config) return;
      // Only the path taken is sent; the server follows the same rules and recomputes the calculations.
      const answers = submittedAnswers(config, journeyOf(s0), s0.answers);
      const outcome = { ending, calculations: journeyCalculations(config, journeyOf(s0), s0.answers) };
      if (o.mode === 'preview') {
        setState((s) => ({ ...s, notice: { kind: 'preview', message: PREVIEW_SUBMIT_MESSAGE } }));
        o.onNotice?.({ kind: 'preview', title: 'Preview Mode', message: PREVIEW_SUBMIT_MESSAGE });
        return;
      }
      if (o.mode === 'test') {
        const payload = buildSubmission(steps, answers, null);
        setState((s) => ({
          ...s,
          completed: true,
          outcome,
          notice: { kind: 'test', message: TEST_SUBMIT_MESSAGE },
        }));
        o.onNotice?.({ kind: 'test', title: 'Form Submitted', message: TEST_SUBMIT_MESSAGE });
        o.onSubmitted?.(payload);
        return;
      }
      setState((s) => ({ ...s, submitting: true, submitError: null }));
      try {
        saver.flush();
        let payload: Record<string, unknown>;
        let held = false;
        if (live) {
          // Opened now if opening it failed earlier: a submit carrying its session can be repeated safely.
          const session = await saver.ensure();
          payload = buildSubmission(steps, answers, session);
          if (o.language) payload[LANGUAGE_KEY] = o.language;
          const hp = o.honeypot();
          if (hp) payload._hp = hp;
          held = (await o.api.submitForm(o.formId as number | string, payload))?.held === true;
        } else {
          payload = buildGenericSubmit(config, answers, null);
          await o.api.submitGeneric(payload);
        }
        setState((s) => ({ ...s, submitting: false, completed: true, outcome }));
        if (live) forget();
        o.onSubmitted?.(payload, held ? { held } : undefined);
      } catch (error) {
        console.error('Failed to submit the form:', error);
        setState((s) => ({
          ...s,
          submitting: false,
          submitError: error instanceof Error ? error.message : String(error),
          submitClosed: error instanceof ApiError && error.status === 403,
        }));
        o.onSubmitError?.(error);
      }
    },
    [config, steps, live],
  );

  /** Moves on along the rules, or submits when they finish the form here. */
  const proceed = useCallback(() => {
    const s = stateRef.current;
    if (!config) return;
    const step = advance(config, journeyOf(s), s.answers);
    if (step.kind === 'step') goTo(step.journey, step.answers);
    else {
      if (step.answers !== s.answers) setState((prev) => ({ ...prev, answers: step.answers }));
      void submit(step.ending);
    }
  }, [config, submit, goTo]);

  /** Continue: validates, then follows the rules (submitting when they end the form). */
  const next = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    if (s.submitting || !stepValidity(steps, s.current, s.answers)) return;
    proceed();
  }, [config, steps, proceed]);

  /** Skip: only optional steps; moves on without an answer (or submits on the last step). */
  const skip = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    if (s.submitting || !canSkip(steps[s.current - 1])) return;
    proceed();
  }, [config, steps, proceed]);

  /** Back: along the path actually taken (a form opened mid-way falls back to the step before). */
  const previous = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    const back = goBack(journeyOf(s));
    goTo(back ?? journeyAt(previousStepNumber(steps, s.current, s.answers)));
  }, [config, steps, goTo]);

  /** Tiles: moves on after a choice, but never auto-submits the last step. */
  const autoAdvance = useCallback(() => {
    const s = stateRef.current;
    if (!config || s.completed || continueSubmits(config, journeyOf(s), s.answers)) return;
    next();
  }, [config, next]);

  const startOver = useCallback(() => {
    saver.reset();
    forget();
    setState(initialState);
  }, []);

  const current = state.current;
  const stepInRange = (n: number) => n >= 1 && n <= steps.length;
  const step = stepAt(current);
  const key = step ? answerKey(step, current - 1) : '';
  const storedValue = step ? state.answers[key] : undefined;
  const value = storedValue === undefined && step ? preselectedAnswer(step) : storedValue;

  // A preselected option counts as the answer once shown, without starting a session by itself.
  useEffect(() => {
    if (step && storedValue === undefined && value !== undefined) setAnswer(value, false);
  }, [step, storedValue, value]);

  return {
    state,
    steps,
    step,
    value,
    valid: steps.length > 0 && stepValidity(steps, current, state.answers),
    optional: canSkip(step),
    last:
      !!config &&
      steps.length > 0 &&
      stepInRange(current) &&
      continueSubmits(config, journeyOf(state), state.answers),
    /** "Question n of total" along the path (see docs/logic.md). */
    position:
      config && stepInRange(current)
        ? progressOf(config, journeyOf(state), state.answers)
        : { n: current, total: steps.length },
    stepInRange: stepInRange(current),
    setAnswer,
    next,
    skip,
    previous,
    autoAdvance,
    startOver,
    resetToFirst: () => goTo(journeyAt(1)),
    /** The answer session (created on demand) in live mode; null in previews and tests. */
    session: () => (live ? saver.ensure() : Promise.resolve(null)),
  };
}
