// The builder (/buildform, the spec's Builder; /edit/{id} opens it too): prompt chat, the question outline with
// each question's editor and logic, the whole form's settings (endings, calculations, hidden fields, languages),
// a live preview at real size, Undo, version history and Publish. Edits are stored as the draft as they are made.
import { type FormRecord, workingConfig } from '@forms-engine/contracts';
import {
  checkLogic,
  configColor,
  createStep,
  ensureStepIds,
  listChanges,
  type LogicIssue,
  type StepType,
  type TIconMode,
  type TStep,
  unwrapConfig,
  withConfigFont,
} from '@forms-engine/model';
import { getForm, setIconMode as setIconModeRoute } from '@forms-engine/contracts/client';
import { Button, buttonClass, Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@forms-engine/ui';
import {
  ArrowLeft,
  Copy,
  History,
  LayoutDashboard,
  LogIn,
  Monitor,
  Rocket,
  Settings2,
  Smartphone,
  Trash2,
  Undo2,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { BlankTitleWarning, blankTitleSteps } from '../components/blank-title-warning.tsx';
import { ChatMessages, message, PromptBox } from '../components/chat.tsx';
import { ConfigPreview } from '../components/config-preview.tsx';
import { FontDialog } from '../components/font-dialog.tsx';
import { FormStatusBadge } from '../components/form-status.tsx';
import { storedFont } from '../components/fonts.ts';
import { Logo } from '../components/logo.tsx';
import { QuestionOutline } from '../components/question-outline.tsx';
import { ThemeDialog } from '../components/theme-dialog.tsx';
import { useAiEdit, useChatLog, useGenerateForm, usePublish } from '../lib/ai-edit.ts';
import { call, errorText } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { rawSteps } from '../lib/forms.ts';
import { useMediaQuery } from '../lib/hooks.ts';
import { saveDraft } from '../lib/publish.ts';
import { useErrorToast } from '../lib/error-toast.ts';
import { changedStepIndex, insertStep, moveStep } from '../lib/outline.ts';
import { authQuery } from '../lib/pending-prompt.ts';
import { anonymousDrafts, chatMessages } from '../lib/anonymous-draft.ts';
import { canRemoveStep, copyStep, removeStep, replaceStep } from '../lib/steps-edit.ts';
import { UnsavedChangesGuard } from '../components/unsaved-changes.tsx';
import { VersionHistoryDialog } from '../components/version-history-dialog.tsx';
import { republishBody } from '../lib/ai-edit.ts';
import { ApiError } from '../lib/api.ts';
import { type BuilderConfig, FormSettingsPanel } from './edit-form/form-settings-panel.tsx';
import { untranslatedWarning } from './edit-form/languages-panel.tsx';
import {
  anchorOfIssue,
  SaveProblem,
  type SaveProblemState,
  stepNamedIn,
} from './edit-form/logic/save-problem.tsx';
import { StepLogicPanel } from './edit-form/logic/step-logic-panel.tsx';
import { StepEditor } from './edit-form/step-editor.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { useI18n, useT } from '../i18n/i18n.tsx';
import { changesText, logicProblemText } from '../lib/model-texts.ts';

// The share panel carries the QR code library: loaded after the first Publish.
const SharePanel = lazy(() =>
  import('../components/share-panel.tsx').then((m) => ({ default: m.SharePanel })),
);

type Status = 'ready' | 'generating' | 'generated';
const STATUS: Record<Status, { text: MessageKey; dot: string }> = {
  ready: { text: 'builder.status.ready', dot: 'bg-emerald-500' },
  generating: { text: 'builder.status.generating', dot: 'bg-yellow-400 animate-pulse' },
  generated: { text: 'builder.status.generated', dot: 'bg-emerald-500' },
};
const THEME_REAPPLY_MS = [0, 500, 1000, 2000];
/** Typing in the step editor is stored as the draft once the owner pauses, not on every key. */
const DRAFT_SAVE_DELAY_MS = 600;

function configTitle(config: unknown): string | null {
  const c = config as { title?: unknown; steps?: Array<{ title?: unknown }> } | null;
  return typeof c?.title === 'string' && c.title.trim() ? c.title.trim() : null;
}
function configLanguage(config: unknown): 'en' | 'de' {
  return (config as { language?: unknown } | null)?.language === 'de' ? 'de' : 'en';
}
function themePrimary(config: unknown): string | null {
  const p = (config as { theme?: { colors?: { primary?: unknown } } } | null)?.theme?.colors?.primary;
  return typeof p === 'string' ? p : null;
}

/** A config with its steps replaced (the outline's reorder and add). */
function withSteps(config: unknown, steps: unknown[]): Record<string, unknown> {
  return { ...(unwrapConfig(config) ?? {}), steps };
}

/** The form as the builder holds it: every step with an id, since logic refers to steps by id. */
function toConfig(raw: unknown): BuilderConfig | null {
  const c = unwrapConfig(raw);
  if (!c) return null;
  return ensureStepIds({ ...c, steps: Array.isArray(c.steps) ? (c.steps as TStep[]) : [] } as BuilderConfig);
}

type PublishInfo = Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>;
/** Where the draft stands: being stored, stored, or held back (a problem to fix, or the store failed). */
type SaveState = 'saving' | 'saved' | 'unsaved';
const SAVE_STATE_TEXT: Record<SaveState, MessageKey> = {
  saving: 'common.saving',
  saved: 'builder.saved',
  unsaved: 'builder.notSaved',
};

export function CreateFormPage() {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const initialPrompt = params.get('prompt');
  const formIdParam = params.get('formId');
  /** Set when the visitor signed up from Publish: publish the form they just kept. */
  const publishParam = params.get('publish') === '1';
  const { toast } = useToast();
  const errorToast = useErrorToast();
  const t = useT();
  const { tn, language } = useI18n();
  const welcome = () => message('system', t('builder.welcome'));
  /** The checker's first problem, as the reason the draft is held back. */
  const fixFirst = (issues: readonly LogicIssue[]) =>
    tn('builder.fixFirst', issues.length, { message: logicProblemText(issues[0], language) });
  /**
   * What an edit changed, under "Form updated": in English the engine's own sentence; in another language the
   * changes between the two versions, one line each, in that language (none for a change outside the config,
   * such as the icons).
   */
  const editDetail = (before: unknown, after: unknown, summary: string | undefined) =>
    language === 'en' ? summary : changesText(listChanges(before, after), language) || undefined;

  const chatLog = useChatLog(() => [welcome()]);
  const messages = chatLog.messages;
  const [config, setConfigState] = useState<BuilderConfig | null>(null);
  const setConfig = (next: unknown) => setConfigState(next == null ? null : toConfig(next));
  const [formId, setFormId] = useState<number | null>(null);
  /** The stored form when it was opened from the dashboard or a link: publishing keeps its label and domain. */
  const [record, setRecord] = useState<FormRecord | null>(null);
  const [iconMode, setIconMode] = useState<TIconMode>('lucide');
  const [saveState, setSaveState] = useState<SaveState | null>(null);
  const [saveProblem, setSaveProblem] = useState<SaveProblemState | null>(null);
  /** The whole form's settings, shown in place of the chat. */
  const [settingsOpen, setSettingsOpen] = useState(false);
  const [historyOpen, setHistoryOpen] = useState(false);
  const [meta, setMeta] = useState<{ label?: string; language?: string }>({});
  const [history, setHistory] = useState<string[]>([]);
  /** The link's prompt when the link had made this form before (offered again as a new form). */
  const [reusedPrompt, setReusedPrompt] = useState<string | null>(null);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>('ready');
  const generate = useGenerateForm();
  const aiEdit = useAiEdit();
  const publishM = usePublish();
  const [anonymousBusy, setAnonymousBusy] = useState(false);
  /** The form before each of the latest changes (chat or by hand), newest last: Undo goes back one. */
  const [undo, setUndo] = useState<BuilderConfig[]>([]);
  /** Steps without a title found at Publish (1-based): the warning shown until the owner decides. */
  const [blankSteps, setBlankSteps] = useState<number[] | null>(null);
  /** How the preview lays the form out: at the window's size, or on a phone's screen. */
  const [device, setDevice] = useState<'desktop' | 'phone'>('desktop');
  const remember = (previous: BuilderConfig | null) => {
    if (previous !== null) setUndo((u) => [...u.slice(-19), previous]);
  };
  // The save-time checker's messages, live: each panel shows its own, and the draft is not stored while there are any.
  const logicIssues = useMemo(() => (config ? checkLogic(config) : []), [config]);
  const busy = generate.isPending || aiEdit.isPending || anonymousBusy;
  const publishing = publishM.isPending;
  /** The published form whose share panel is open. */
  const [shared, setShared] = useState<FormRecord | null>(null);
  const [font, setFont] = useState(storedFont);
  /** Draft / Live / unpublished changes of the stored form, shown beside Publish. */
  const [publishInfo, setPublishInfo] = useState<PublishInfo | null>(null);
  /** The step the preview is asked to show (1-based) and a counter that makes it move there again. */
  const [target, setTarget] = useState<{ step: number; jump: number }>({ step: 1, jump: 0 });
  /** The step the preview shows (1-based; 0 on the final screen), highlighted in the outline. */
  const [shown, setShown] = useState(1);
  const wide = useMediaQuery('(min-width: 1024px)');
  const [panel, setPanel] = useState<'chat' | 'outline'>('chat');
  /** The question open in the step editor (0-based), in place of the chat (or of the outline on a phone). */
  const [editing, setEditing] = useState<number | null>(null);
  /** The question whose typing forms the current Undo step: a whole edit is undone at once, not key by key. */
  const editGroup = useRef<string | null>(null);
  const draftTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const autoSent = useRef(false);
  const autoPublished = useRef(false);
  /** Signed out: the form lives on the server for this browser until the visitor signs up (and keeps it). */
  const anonymous = !isLoading && !user;
  const [anonymousLoaded, setAnonymousLoaded] = useState(false);
  const formIdRef = useRef<number | null>(null);
  formIdRef.current = formId;

  // ?formId= loads an existing form (the id is sent as an integer).
  useEffect(() => {
    if (!user || !formIdParam) return;
    const id = Number.parseInt(formIdParam, 10);
    // The address names the form this page just generated: it is already loaded.
    if (!Number.isFinite(id) || id === formIdRef.current) return;
    call(getForm, { params: { id } })
      .then((f) => {
        setConfig(workingConfig(f));
        setFormId(f.id);
        setRecord(f);
        setIconMode(f.iconMode ?? 'lucide');
        setMeta({ label: f.label, language: f.language });
        setHistory(f.promptHistory ?? []);
        setPublishInfo({ status: f.status, hasUnpublishedChanges: f.hasUnpublishedChanges });
        if (f.chat?.length) chatLog.replace([welcome(), ...chatMessages(f.chat, language)]);
        setStatus('generated');
      })
      .catch((e) => toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' }));
  }, [user, formIdParam]);

  // Signed out: the form this browser built before, as it was left. Signed in without a form named: a form built
  // before signing in that the sign-in could not keep (no credits then) is kept now.
  useEffect(() => {
    if (isLoading || formIdParam) return;
    anonymousDrafts
      .get()
      .then(async (draft) => {
        if (!draft) return;
        if (!user) {
          setConfig(draft.config);
          setMeta({ label: draft.label, language: draft.language });
          setHistory(draft.promptHistory);
          chatLog.replace([welcome(), ...chatMessages(draft.chat, language)]);
          setStatus('generated');
          return;
        }
        const kept = await anonymousDrafts.claim();
        navigate(`/buildform?formId=${kept.id}`, { replace: true });
      })
      .catch((e) => errorToast(e, { description: t('builder.notKept', { error: errorText(e) }) }))
      .finally(() => setAnonymousLoaded(true));
  }, [isLoading, user, formIdParam]);

  // Re-apply the theme colour after each config change (the preview may mount late); removed on cleanup.
  useEffect(() => {
    const primary = themePrimary(config);
    if (!primary) return;
    const root = document.documentElement;
    const timers = THEME_REAPPLY_MS.map((ms) =>
      setTimeout(() => root.style.setProperty('--form-primary', primary), ms),
    );
    return () => {
      timers.forEach(clearTimeout);
      root.style.removeProperty('--form-primary');
    };
  }, [config]);

  /** `fromLink`: the prompt of a /buildform?prompt= link; `fresh`: a new form even when one is open. */
  const send = async (text: string = input, opts: { fromLink?: boolean; fresh?: boolean } = {}) => {
    const { fromLink = false, fresh = false } = opts;
    const prompt = text.trim();
    if (!prompt || busy) return;
    setInput('');
    setStatus('generating');
    // A link's prompt makes (or reopens) the link's form, even when a draft built before is on screen.
    const isEdit = !fresh && !fromLink && config !== null;
    type Outcome = { config: unknown; summary?: string; changed: boolean; reused?: boolean };
    /** Before signing up: the same requests on the browser's own draft (no form, no credit yet). */
    const requestAnonymously = async (): Promise<Outcome> => {
      setAnonymousBusy(true);
      try {
        if (isEdit) {
          const a = await anonymousDrafts.edit(prompt);
          return { config: a.draft.config, summary: a.summary, changed: a.changed };
        }
        const draft = await anonymousDrafts.create(prompt, fromLink);
        setMeta({ label: draft.label, language: draft.language });
        if (draft.reused) {
          setHistory(draft.promptHistory);
          return { config: draft.config, changed: true, reused: true };
        }
        return { config: draft.config, changed: true };
      } finally {
        setAnonymousBusy(false);
      }
    };
    const request = async (): Promise<Outcome> => {
      if (!user) return requestAnonymously();
      if (isEdit) {
        const a = await aiEdit.mutateAsync({ config, instruction: prompt, formId });
        if (!a.changed) return { config, summary: a.summary, changed: false };
        if (formId) setPublishInfo((p) => (p?.status === 'live' ? { ...p, hasUnpublishedChanges: true } : p));
        return { config: a.config, summary: a.summary, changed: true };
      }
      const a = await generate.mutateAsync({ prompt, fromLink });
      formIdRef.current = a.id;
      setFormId(a.id);
      // Reloading now reopens this draft instead of generating (and charging) again.
      navigate(`/buildform?formId=${a.id}`, { replace: true });
      setMeta({ label: a.label, language: a.language });
      if (a.reused) {
        // The link made this form before: show it as it is now, with its history (no credit was used).
        const f = await call(getForm, { params: { id: a.id } });
        setHistory(f.promptHistory ?? []);
        setPublishInfo({ status: f.status, hasUnpublishedChanges: f.hasUnpublishedChanges });
        setReusedPrompt(prompt);
        return { config: workingConfig(f), changed: true, reused: true };
      }
      setPublishInfo({ status: 'draft', hasUnpublishedChanges: false });
      return { config: a.config, changed: true };
    };
    try {
      const result = await chatLog.exchange(prompt, request, (r) => {
        // Nothing to show or store: say so (no credit was used) and keep the form as it is.
        if (!r.changed) return { text: (language === 'en' && r.summary) || t('builder.unchanged') };
        // A new form starts a new Undo history; an edit can be undone.
        if (isEdit) remember(config);
        else setUndo([]);
        setConfig(r.config);
        if (r.reused) return { text: t('builder.reused') };
        setHistory((h) => [...h, prompt]);
        return {
          text: t(isEdit ? 'builder.chat.edited' : 'builder.chat.generated'),
          detail: isEdit ? editDetail(config, r.config, r.summary) : r.summary,
        };
      });
      setStatus('generated');
      if (!result?.changed) return;
      // The preview moves to what the edit changed (a new form starts at its first step).
      const changed = isEdit ? changedStepIndex(rawSteps(config), rawSteps(result.config)) : 0;
      showStep((changed ?? 0) + 1);
      toast({
        title: t('builder.success'),
        description: t(isEdit ? 'builder.updated' : 'builder.generated'),
      });
    } catch (e) {
      const msg = errorText(e);
      setStatus(config ? 'generated' : 'ready');
      errorToast(e, { description: msg || t('builder.requestFailed') });
    }
  };

  // An initial ?prompt= is sent once, once it is known who is asking (signed out: after the browser's own draft
  // has loaded, so a link opened again reopens it).
  useEffect(() => {
    if (isLoading || (!user && !anonymousLoaded)) return;
    if (initialPrompt && !formIdParam && !autoSent.current) {
      autoSent.current = true;
      // The prompt is used once: it leaves the address as it is sent, so a reload cannot send it again.
      navigate('/buildform', { replace: true });
      void send(initialPrompt, { fromLink: true });
    }
  }, [isLoading, user, anonymousLoaded, initialPrompt]);

  // Signed up from Publish: once the kept form has loaded, publish it as asked.
  useEffect(() => {
    if (!publishParam || !user || !formId || autoPublished.current) return;
    autoPublished.current = true;
    navigate(`/buildform?formId=${formId}`, { replace: true });
    void publish();
  }, [publishParam, user, formId]);

  const showStep = (step: number) => setTarget((t) => ({ step, jump: t.jump + 1 }));

  /** Reorders or adds steps by hand: no credit; stored as the draft when the form exists. */
  const changeSteps = (steps: unknown[], show: number) => {
    showStep(show);
    return changeConfig(withSteps(config, steps));
  };
  /** A change made by hand (steps, font, settings) or an Undo: no credit; stored as the draft when the form exists. */
  const changeConfig = async (next: unknown, opts: { undoing?: boolean } = {}) => {
    const before = config;
    // A change of its own ends the pending save of typing and its Undo group.
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    editGroup.current = null;
    setConfig(next);
    if (!opts.undoing) remember(before);
    await storeDraft(next, () => {
      setConfigState(before);
      if (!opts.undoing) setUndo((u) => u.slice(0, -1));
    });
  };
  const showSaveProblem = (message: string, path?: (string | number)[]) => {
    const step = path?.[0] === 'steps' && typeof path[1] === 'number' ? path[1] : stepNamedIn(message);
    setSaveProblem({
      message,
      anchor: path ? anchorOfIssue(path) : step !== null ? `step-${step}-title` : undefined,
    });
  };
  /**
   * Stores the config as the draft (or the visitor's own draft); `failed` puts the screen back. A form the logic
   * checker finds problems in is held back (the server would refuse it) and the problem is shown instead.
   */
  const storeDraft = async (next: unknown, failed?: () => void) => {
    if (anonymous ? !config : !formId) return;
    const normalized = toConfig(next);
    const issues = normalized ? checkLogic(normalized) : [];
    if (issues.length > 0) {
      setSaveState('unsaved');
      showSaveProblem(fixFirst(issues), issues[0].path);
      return;
    }
    setSaveState('saving');
    try {
      if (anonymous) await anonymousDrafts.save(normalized ?? next);
      else {
        const saved = await saveDraft(formId as number, normalized ?? next);
        setPublishInfo({ status: saved.status, hasUnpublishedChanges: saved.hasUnpublishedChanges });
      }
      setSaveState('saved');
      setSaveProblem(null);
    } catch (e) {
      setSaveState('unsaved');
      if (failed) {
        failed();
        errorToast(e, { description: t('builder.saveFailed', { error: errorText(e) }) });
      } else {
        // In English the server's own words (they name the step and field); otherwise the app's, quoting them.
        showSaveProblem((language === 'en' && e instanceof ApiError && e.serverMessage) || errorText(e));
      }
    }
  };
  /** Typing in an editor (`group` names it): the preview follows each key, the draft is saved after a pause. */
  const editConfig = (next: BuilderConfig, group: string) => {
    if (editGroup.current !== group) {
      remember(config);
      editGroup.current = group;
    }
    setConfig(next);
    setSaveState('unsaved');
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = setTimeout(() => {
      draftTimer.current = null;
      void storeDraft(next);
    }, DRAFT_SAVE_DELAY_MS);
  };
  const editStep = (index: number, step: TStep) =>
    editConfig(
      withSteps(config, replaceStep(rawSteps(config) as TStep[], index, step)) as BuilderConfig,
      `step-${index}`,
    );
  /** Back to the form as it was before the last change (by chat or by hand), saved as the draft; no credit back. */
  const undoLast = async () => {
    const previous = undo.at(-1);
    if (previous === undefined) return;
    setUndo((u) => u.slice(0, -1));
    await changeConfig(previous, { undoing: true });
    chatLog.say(t('builder.undone'));
  };
  const copyEditedStep = (index: number) => {
    const steps = rawSteps(config) as TStep[];
    setEditing(index + 1);
    void changeSteps(copyStep(steps, index), index + 2);
    toast({ title: t('builder.stepCopied') });
  };
  const removeEditedStep = (index: number) => {
    const steps = rawSteps(config) as TStep[];
    setEditing(null);
    void changeSteps(removeStep(steps, index), Math.min(index + 1, steps.length - 1));
    toast({ title: t('builder.stepRemoved') });
  };
  const changeIconMode = (mode: TIconMode) => {
    setIconMode(mode);
    // Pictures on choices is a setting of the stored form; before it exists it goes along with Publish.
    if (!user || !formId) return;
    call(setIconModeRoute, { body: { formId, iconMode: mode } }).catch((e) =>
      errorToast(e, {
        title: t('builder.updateFailed'),
        description: t('builder.updateFailedText', { error: errorText(e) }),
      }),
    );
  };
  /** After the version history restored, published or discarded: the builder shows the draft as it is now. */
  const reloadForm = async () => {
    if (!formId) return;
    const f = await call(getForm, { params: { id: formId } });
    setRecord(f);
    setUndo([]);
    setConfig(workingConfig(f));
    setPublishInfo({ status: f.status, hasUnpublishedChanges: f.hasUnpublishedChanges });
  };
  const moveOutlineStep = (from: number, to: number) => {
    const steps = rawSteps(config);
    if (to < 0 || to >= steps.length) return;
    // The open editor stays with its question wherever the move puts it.
    if (editing !== null) setEditing(moveStep(Array.from(steps.keys()), from, to).indexOf(editing));
    void changeSteps(moveStep(steps, from, to), to + 1);
  };
  const addOutlineStep = (type: StepType) => {
    const steps = rawSteps(config);
    // After the step in view, or at the end from the final screen.
    const at = shown > 0 ? Math.min(shown, steps.length) : steps.length;
    if (editing !== null && editing >= at) setEditing(editing + 1);
    void changeSteps(insertStep<unknown>(steps, at, createStep(type)), at + 1);
  };

  const publish = async (opts: { anyway?: boolean } = {}) => {
    if (!config) return;
    if (logicIssues.length > 0) return showSaveProblem(fixFirst(logicIssues), logicIssues[0].path);
    // A question without a title shows respondents an empty heading: say so first, publish only if asked again.
    const blank = blankTitleSteps(config);
    if (blank.length > 0 && !opts.anyway) return setBlankSteps(blank);
    setBlankSteps(null);
    // Signing up is what publishing asks of a visitor: the form is kept and published right after.
    if (!user) return navigate(`/auth${authQuery('/buildform?publish=1', { mode: 'register' })}`);
    // Typing not stored yet goes out with Publish.
    if (draftTimer.current) clearTimeout(draftTimer.current);
    draftTimer.current = null;
    try {
      const a = await publishM.mutateAsync(
        record
          ? republishBody(record, { config, iconMode, promptHistory: history })
          : {
              label: meta.label || configTitle(config) || t('builder.untitled'),
              config,
              language:
                meta.language === 'de' || meta.language === 'en' ? meta.language : configLanguage(config),
              promptHistory: history,
              originalFormId: formId,
              iconMode,
            },
      );
      const gaps = untranslatedWarning(config, { t, tn });
      toast({
        title: t('builder.published'),
        description: `${t('builder.publishedText')}${gaps ? ` ${gaps}` : ''}`,
      });
      setSaveState(null);
      setSaveProblem(null);
      setRecord(a.form);
      setShared(a.form);
      setPublishInfo({ status: a.form.status, hasUnpublishedChanges: a.form.hasUnpublishedChanges });
    } catch (e) {
      toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' });
    }
  };

  const st = STATUS[status];
  const steps = rawSteps(config);
  const chat = (
    <>
      <ChatMessages
        messages={messages}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50/60 p-4"
        onSignUp={() => navigate(`/auth${authQuery('/buildform', { mode: 'register' })}`)}
      />
      <div className="border-t border-slate-100 p-3">
        {reusedPrompt && (
          <div className="mb-2 flex flex-wrap items-center justify-between gap-2 rounded-lg bg-slate-50 px-3 py-2 text-xs text-slate-600">
            <span>{t('builder.secondForm')}</span>
            <Button
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() => {
                const again = reusedPrompt;
                setReusedPrompt(null);
                setConfig(null);
                setFormId(null);
                formIdRef.current = null;
                setPublishInfo(null);
                setHistory([]);
                void send(again, { fresh: true });
              }}
            >
              {t('builder.makeNewForm')}
            </Button>
          </div>
        )}
        <PromptBox
          value={input}
          onChange={setInput}
          onSend={() => send()}
          disabled={busy}
          label={t('builder.prompt')}
          placeholder={t(config ? 'builder.promptEdit' : 'builder.promptCreate')}
        />
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500" data-testid="builder-status">
          <span className={`h-2 w-2 rounded-full ${st.dot}`} aria-hidden="true" /> {t(st.text)}
        </p>
      </div>
    </>
  );
  const outline = (
    <QuestionOutline
      steps={steps as { type: string; title?: unknown }[]}
      active={shown > 0 ? shown - 1 : null}
      onSelect={(i) => {
        showStep(i + 1);
        setSettingsOpen(false);
        setEditing(i);
      }}
      onMove={moveOutlineStep}
      onAdd={addOutlineStep}
      disabled={busy}
      heading={wide}
      className="min-h-0 flex-1"
    />
  );
  const editedStep = editing !== null ? (steps[editing] as TStep | undefined) : undefined;
  const backLabel = t(wide ? 'builder.backToChat' : 'builder.allQuestions');
  const editor =
    editing !== null && editedStep && config ? (
      <section
        aria-label={t('builder.editQuestion', { n: editing + 1 })}
        className="flex min-h-0 flex-1 flex-col"
      >
        <div className="flex items-center justify-between gap-1 border-b border-slate-100 px-3 py-2">
          <h2 className="text-sm font-semibold text-slate-900">
            {t('builder.question', { n: editing + 1 })}
          </h2>
          <div className="flex items-center gap-0.5">
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8 text-slate-500"
              aria-label={t('builder.copyStep', { n: editing + 1 })}
              disabled={busy}
              onClick={() => copyEditedStep(editing)}
            >
              <Copy className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button
              variant="ghost"
              size="icon"
              className="h-8 w-8 text-slate-500 hover:text-red-600"
              aria-label={t('builder.removeStep', { n: editing + 1 })}
              disabled={busy || !canRemoveStep(config.steps)}
              onClick={() => removeEditedStep(editing)}
            >
              <Trash2 className="h-4 w-4" aria-hidden="true" />
            </Button>
            <Button variant="ghost" size="sm" onClick={() => setEditing(null)}>
              <ArrowLeft className="h-4 w-4" aria-hidden="true" /> {backLabel}
            </Button>
          </div>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto p-4" data-testid="step-editor-panel">
          <StepEditor
            key={editing}
            step={editedStep}
            index={editing}
            config={config}
            formId={formId ?? undefined}
            onChange={(s) => editStep(editing, s)}
          />
          <div className="mt-4">
            <StepLogicPanel
              config={config}
              index={editing}
              issues={logicIssues}
              onChange={(next) => editConfig(next, `logic-${editing}`)}
            />
          </div>
        </div>
      </section>
    ) : null;
  const settings =
    settingsOpen && config ? (
      <section aria-labelledby="form-settings-heading" className="flex min-h-0 flex-1 flex-col">
        <div className="flex items-center justify-between gap-2 border-b border-slate-100 px-3 py-2">
          <h2 id="form-settings-heading" className="text-sm font-semibold text-slate-900">
            {t('builder.wholeForm')}
          </h2>
          <Button variant="ghost" size="sm" onClick={() => setSettingsOpen(false)}>
            <ArrowLeft className="h-4 w-4" aria-hidden="true" />{' '}
            {t(wide ? 'builder.backToChat' : 'builder.back')}
          </Button>
        </div>
        <div className="min-h-0 flex-1 overflow-y-auto bg-slate-50/60 p-3" data-testid="form-settings-panel">
          <FormSettingsPanel
            config={config}
            issues={logicIssues}
            onChange={(next) => editConfig(next, 'settings')}
            iconMode={iconMode}
            onIconModeChange={changeIconMode}
          />
        </div>
      </section>
    ) : null;
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 md:h-screen">
      <UnsavedChangesGuard dirty={saveState === 'unsaved' || saveState === 'saving'} />
      <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
        {/* The builder's header holds five actions; on a phone "Veröffentlichen" needs the name's room. */}
        <Logo href={user ? '/dashboard' : '/'} compact />
        <div className="flex items-center gap-2">
          {saveState && (
            <span
              role="status"
              data-testid="save-state"
              className={`hidden text-xs md:inline ${saveState === 'unsaved' ? 'text-amber-700' : 'text-slate-500'}`}
            >
              {t(SAVE_STATE_TEXT[saveState])}
            </span>
          )}
          {publishInfo && (
            <span className="hidden sm:inline-flex">
              <FormStatusBadge form={publishInfo} />
            </span>
          )}
          {user ? (
            // A link, so leaving with an edit not yet stored asks first.
            <Link
              href="/dashboard"
              className={buttonClass('outline', 'sm')}
              aria-label={t('builder.myDashboard')}
            >
              <LayoutDashboard className="h-4 w-4" aria-hidden="true" />{' '}
              <span className="hidden sm:inline">{t('builder.myDashboard')}</span>
            </Link>
          ) : (
            !isLoading && (
              <Button variant="outline" size="sm" onClick={() => navigate(`/auth${authQuery('/buildform')}`)}>
                <LogIn className="h-4 w-4" /> {t('builder.signIn')}
              </Button>
            )
          )}
          {user && record && (
            <Button
              variant="outline"
              size="sm"
              onClick={() => setHistoryOpen(true)}
              aria-label={t('builder.versionHistory')}
            >
              <History className="h-4 w-4" aria-hidden="true" />{' '}
              <span className="hidden lg:inline">{t('builder.versionHistory')}</span>
            </Button>
          )}
          <Button
            variant="outline"
            size="sm"
            onClick={() => void undoLast()}
            disabled={undo.length === 0 || busy}
            title={t('builder.undoHint')}
            aria-label={t('builder.undo')}
          >
            <Undo2 className="h-4 w-4" aria-hidden="true" />{' '}
            <span className="hidden sm:inline">{t('builder.undo')}</span>
          </Button>
          <Button size="sm" onClick={() => void publish()} disabled={!config || publishing || busy}>
            <Rocket className="h-4 w-4" /> {t(publishing ? 'builder.publishing' : 'builder.publish')}
          </Button>
        </div>
      </header>
      {blankSteps && (
        <BlankTitleWarning
          className="border-b"
          steps={blankSteps}
          onCancel={() => setBlankSteps(null)}
          onPublishAnyway={() => void publish({ anyway: true })}
        />
      )}
      {saveProblem && (
        <div className="border-b border-red-200 bg-red-50 px-3 pt-3">
          <SaveProblem problem={saveProblem} onDismiss={() => setSaveProblem(null)} />
        </div>
      )}
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside
          className={`flex h-[60vh] shrink-0 flex-col border-b border-slate-200 bg-white md:h-auto md:border-r md:border-b-0 ${
            editor && wide ? 'md:w-96 xl:w-[30rem]' : 'md:w-80 lg:w-1/4 lg:min-w-80'
          }`}
        >
          <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-1 border-b border-slate-100 px-4 py-2.5">
            <h1 className="text-sm font-semibold text-slate-900">{t('builder.assistant')}</h1>
            <div className="flex flex-wrap items-center gap-1">
              {config && (
                <Button
                  variant={settingsOpen ? 'primary' : 'ghost'}
                  size="sm"
                  aria-pressed={settingsOpen}
                  onClick={() => setSettingsOpen((o) => !o)}
                >
                  <Settings2 className="h-4 w-4" aria-hidden="true" /> {t('builder.wholeForm')}
                </Button>
              )}
              <FontDialog
                onApply={(f) => {
                  setFont(f);
                  // The font is part of how the form looks: it goes into the draft like the colour.
                  if (config) void changeConfig(withConfigFont(config, f));
                }}
              />
              <ThemeDialog config={config} onApply={(next) => void changeConfig(next)} />
            </div>
          </div>
          {settings ??
            (wide ? (
              (editor ?? chat)
            ) : (
              // Narrow screens: the outline shares the panel with the chat.
              <Tabs
                value={panel}
                onValueChange={(v) => setPanel(v as 'chat' | 'outline')}
                className="flex min-h-0 flex-1 flex-col"
              >
                <div className="border-b border-slate-100 px-3 py-2">
                  <TabsList>
                    <TabsTrigger value="chat">{t('builder.chat')}</TabsTrigger>
                    <TabsTrigger value="outline">
                      {t('builder.questionsTab', { count: steps.length })}
                    </TabsTrigger>
                  </TabsList>
                </div>
                <TabsContent
                  value="chat"
                  className="mt-0 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
                >
                  {chat}
                </TabsContent>
                <TabsContent
                  value="outline"
                  className="mt-0 flex min-h-0 flex-1 flex-col data-[state=inactive]:hidden"
                >
                  {editor ?? outline}
                </TabsContent>
              </Tabs>
            ))}
        </aside>
        {wide && (
          <div className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white xl:w-64">
            {outline}
          </div>
        )}
        <section
          className="flex min-w-0 flex-1 flex-col items-center gap-3 overflow-auto p-3 sm:p-6"
          aria-label={t('builder.livePreview')}
        >
          <fieldset className="flex gap-1 self-end">
            <legend className="sr-only">{t('builder.previewAs')}</legend>
            {(['desktop', 'phone'] as const).map((d) => (
              <Button
                key={d}
                variant={device === d ? 'primary' : 'outline'}
                size="sm"
                aria-pressed={device === d}
                onClick={() => setDevice(d)}
              >
                {d === 'desktop' ? (
                  <Monitor className="h-4 w-4" aria-hidden="true" />
                ) : (
                  <Smartphone className="h-4 w-4" aria-hidden="true" />
                )}
                {t(d === 'desktop' ? 'builder.desktop' : 'builder.phone')}
              </Button>
            ))}
          </fieldset>
          {/* Real size: the whole height on a desktop, a 375 × 740 phone screen laid out as on a phone. */}
          <div
            data-testid="preview-frame"
            data-device={device}
            className={
              device === 'phone'
                ? 'flex h-[740px] w-[375px] max-w-full shrink-0 flex-col overflow-hidden rounded-[2rem] border-[6px] border-slate-800 bg-white'
                : 'flex min-h-[520px] w-full max-w-5xl flex-1 flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-100/70 md:min-h-[calc(100vh-160px)]'
            }
          >
            <ConfigPreview
              config={config}
              font={font}
              color={configColor(config) ?? record?.color}
              iconMode={iconMode}
              step={target.step}
              jump={target.jump}
              onStepChange={setShown}
              isMobile={device === 'phone' ? true : undefined}
            />
          </div>
        </section>
      </div>
      {user && record && (
        <VersionHistoryDialog
          form={{ ...record, hasUnpublishedChanges: publishInfo?.hasUnpublishedChanges ?? false }}
          open={historyOpen}
          onOpenChange={setHistoryOpen}
          onChanged={() => void reloadForm().catch((e) => errorToast(e, { description: errorText(e) }))}
        />
      )}
      {shared && (
        <Suspense fallback={null}>
          <SharePanel form={shared} open onOpenChange={(o) => !o && setShared(null)} />
        </Suspense>
      )}
    </div>
  );
}
