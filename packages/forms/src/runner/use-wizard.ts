// The wizard state of one runner: current step, answers, session saving, navigation and submission.
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { TFormConfig } from '../config.ts';
import type { TStep } from '../steps/index.ts';
import { preselectedAnswer } from '../steps/rules.ts';
import {
  type Answers,
  answerKey,
  buildGenericSubmit,
  buildSubmission,
  canSkip,
  clampStep,
  isLastStep,
  nextStepNumber,
  previousStepNumber,
  stepValidity,
} from '../wizard.ts';
import { AnswerSaver } from './answer-saver.ts';
import type { RunnerApi } from './api.ts';

export type RunnerMode = 'live' | 'preview' | 'test';

export interface WizardState {
  current: number;
  answers: Answers;
  completed: boolean;
  submitting: boolean;
  /** Set when the last submit failed. */
  submitError: string | null;
  /** A preview/test notice after Submit. */
  notice: { kind: 'preview' | 'test'; message: string } | null;
}

const INITIAL: WizardState = {
  current: 1,
  answers: {},
  completed: false,
  submitting: false,
  submitError: null,
  notice: null,
};

export interface WizardOptions {
  config: TFormConfig | null;
  formId: number | string | null;
  mode: RunnerMode;
  api: RunnerApi;
  /** Honeypot value (hidden `website` input); sent as _hp so the server can drop bots. */
  honeypot: () => string;
  onSubmitted?: (payload: Record<string, unknown>) => void;
  onSubmitError?: (error: unknown) => void;
  onNotice?: (notice: RunnerNotice) => void;
  initialStep?: number;
  /** Answers the form starts with (Form Console auto-select); restored by Start Over. */
  initialAnswers?: Answers;
}

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
  const initialState = (): WizardState => ({
    ...INITIAL,
    answers: { ...(optsRef.current.initialAnswers ?? {}) },
    current: clampStep(optsRef.current.initialStep ?? 1, optsRef.current.config?.steps.length || 1),
  });
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
        save: (sessionId, temp, keepalive) =>
          optsRef.current.api.saveTempResponse(sessionId, temp, { keepalive }),
        log: (message, error) => console.error(message, error ?? ''),
        setTimer: (fn, ms) => setTimeout(fn, ms),
        clearTimer: (handle) => clearTimeout(handle as ReturnType<typeof setTimeout>),
      }),
    [],
  );

  // A new configuration or form id starts over: step 1, no answers, no session, not complete.
  useEffect(() => {
    saver.reset();
    setState(initialState);
  }, [config, formId, opts.initialStep, opts.initialAnswers]);

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

  const goTo = useCallback(
    (n: number) => {
      saver.flush();
      setState((s) => ({ ...s, current: n, submitError: null, notice: null }));
    },
    [steps],
  );

  const setAnswer = useCallback(
    (value: unknown, save = true) => {
      const s = stateRef.current;
      const step = steps[s.current - 1];
      if (!step) return;
      const answers = { ...s.answers, [answerKey(step, s.current - 1)]: value };
      setState((prev) => ({ ...prev, answers, submitError: null }));
      if (save && live) saver.update(answers);
    },
    [steps, live],
  );

  const submit = useCallback(async () => {
    const { answers } = stateRef.current;
    const o = optsRef.current;
    if (!config) return;
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
      if (live) {
        const session = await saver.ready();
        payload = buildSubmission(steps, answers, session);
        const hp = o.honeypot();
        if (hp) payload._hp = hp;
        await o.api.submitForm(o.formId as number | string, payload);
      } else {
        payload = buildGenericSubmit(config, answers, null);
        await o.api.submitGeneric(payload);
      }
      setState((s) => ({ ...s, submitting: false, completed: true }));
      o.onSubmitted?.(payload);
    } catch (error) {
      console.error('Failed to submit the form:', error);
      setState((s) => ({
        ...s,
        submitting: false,
        submitError: error instanceof Error ? error.message : String(error),
      }));
      o.onSubmitError?.(error);
    }
  }, [config, steps, live]);

  /** Continue: validates, then submits on the last step or moves on. */
  const next = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    if (s.submitting || !stepValidity(steps, s.current, s.answers)) return;
    if (isLastStep(steps, s.current, s.answers)) void submit();
    else goTo(nextStepNumber(steps, s.current, s.answers));
  }, [config, steps, submit, goTo]);

  /** Skip: only optional steps; moves on without an answer (or submits on the last step). */
  const skip = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    if (s.submitting || !canSkip(steps[s.current - 1])) return;
    if (isLastStep(steps, s.current, s.answers)) void submit();
    else goTo(nextStepNumber(steps, s.current, s.answers));
  }, [config, steps, submit, goTo]);

  const previous = useCallback(() => {
    const s = stateRef.current;
    if (!config || steps.length === 0) {
      console.error('Cannot navigate: the form configuration is empty or invalid');
      return;
    }
    goTo(previousStepNumber(steps, s.current, s.answers));
  }, [config, steps, goTo]);

  /** Tiles: moves on after a choice, but never auto-submits the last step. */
  const autoAdvance = useCallback(() => {
    const s = stateRef.current;
    if (s.completed || isLastStep(steps, s.current, s.answers)) return;
    next();
  }, [steps, next]);

  const startOver = useCallback(() => {
    saver.reset();
    setState(initialState);
  }, []);

  const current = state.current;
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
    last: steps.length > 0 && isLastStep(steps, current, state.answers),
    stepInRange: current >= 1 && current <= steps.length,
    setAnswer,
    next,
    skip,
    previous,
    autoAdvance,
    startOver,
    resetToFirst: () => goTo(1),
    /** The answer session (created on demand) in live mode; null in previews and tests. */
    session: () => (live ? saver.ensure() : Promise.resolve(null)),
  };
}
