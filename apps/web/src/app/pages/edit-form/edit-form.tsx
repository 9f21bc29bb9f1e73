// Edit a form's questions (/edit/{id}, the spec's Edit screen): MANUAL MODE (step accordion: reorder, copy,
// remove, edit, logic) or AI MODE (chat), icon mode, an 800 px live preview of the draft as it is being
// edited, SAVE AND VIEW CHANGES (saves the draft) and Publish.
import { type FormRecord, workingConfig } from '@forms-engine/contracts';
import {
  checkLogic,
  configColor,
  configsEqual,
  ensureStepIds,
  ICON_MODES,
  type LogicConfig,
  type TIconMode,
  type TStep,
  unwrapConfig,
} from '@forms-engine/model';
import { getForm, setIconMode as setIconModeRoute } from '@forms-engine/contracts/client';
import { Accordion, AccordionItem, Button, Card, Field, Select, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import {
  Bot,
  ChevronDown,
  ChevronUp,
  Copy,
  Download,
  Hand,
  Plus,
  Rocket,
  Save,
  Trash2,
  Undo2,
} from 'lucide-react';
import { lazy, Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '../../components/app-header.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { BlankTitleWarning, blankTitleSteps } from '../../components/blank-title-warning.tsx';
import { ChatMessages, message, PromptBox } from '../../components/chat.tsx';
import { ConfigPreview } from '../../components/config-preview.tsx';
import { storedFont } from '../../components/fonts.ts';
import { FormStatusBadge } from '../../components/form-status.tsx';
import { useJsonActions } from '../../components/json-box.tsx';
import { UnsavedChangesGuard } from '../../components/unsaved-changes.tsx';
import { republishBody, useAiEdit, useChatLog, usePublish } from '../../lib/ai-edit.ts';
import { ApiError, call, errorText, queryClient, urlOf } from '../../lib/api.ts';
import { useErrorToast } from '../../lib/error-toast.ts';
import { invalidateForms, useForm } from '../../lib/forms.ts';
import { saveDraft } from '../../lib/publish.ts';
import { changedStepIndex, moveStep } from '../../lib/outline.ts';
import { canRemoveStep, copyStep, removeStep, replaceStep } from '../../lib/steps-edit.ts';
import { formGate } from '../preview.tsx';
import { CalculationsPanel } from './logic/calculations-panel.tsx';
import { EndingsPanel } from './logic/endings-panel.tsx';
import { HiddenFieldsPanel } from './hidden-fields-panel.tsx';
import { LanguagesPanel, untranslatedWarning } from './languages-panel.tsx';
import { anchorOfIssue, SaveProblem, type SaveProblemState, stepNamedIn } from './logic/save-problem.tsx';
import { StepLogicPanel } from './logic/step-logic-panel.tsx';
import { StepHeader } from './step-header.tsx';
import { StepEditor } from './step-editor.tsx';

/** The icon modes in the owner's words (the API's values are lucide, emoji and none). */
const ICON_MODE_NAMES: Record<TIconMode, string> = { lucide: 'Icons', emoji: 'Emoji', none: 'Nothing' };

const SharePanel = lazy(() =>
  import('../../components/share-panel.tsx').then((m) => ({ default: m.SharePanel })),
);

export const EDIT_PREVIEW_HEIGHT = 800;
const AI_WELCOME =
  "Hi! Tell me what to change — for example “add a step asking for the budget” — and I'll update the form.";

type Config = Record<string, unknown> & LogicConfig & { language?: string };
type PublishInfo = Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>;

function toConfig(raw: unknown): Config | null {
  const c = unwrapConfig(raw);
  if (!c) return null;
  // Logic refers to steps by id, so the editor gives every step one (references by title follow).
  return ensureStepIds({ ...c, steps: Array.isArray(c.steps) ? (c.steps as TStep[]) : [] } as Config);
}

/** Open accordion items follow their steps when a step moves. */
function movedOpen(open: string[], from: number, to: number): string[] {
  const order = moveStep(
    Array.from({ length: Math.max(from, to) + 1 }, (_, i) => i),
    from,
    to,
  );
  return open.map((v) => {
    const i = Number(v);
    const at = order.indexOf(i);
    return at === -1 ? v : String(at);
  });
}

export function EditFormPage({ id }: { id: string }) {
  const form = useForm(id);
  const { toast } = useToast();
  const errorToast = useErrorToast();
  const json = useJsonActions();
  const [mode, setMode] = useState<'manual' | 'ai' | null>(null);
  const [config, setConfig] = useState<Config | null>(null);
  /** The draft as stored on the server: the local config differs from it while there are unsaved edits. */
  const [saved, setSaved] = useState<Config | null>(null);
  const [publishInfo, setPublishInfo] = useState<PublishInfo | null>(null);
  const [iconMode, setIconMode] = useState<TIconMode>('lucide');
  const [open, setOpen] = useState<string[]>(['0']);
  /** The step the preview shows while it is being edited (1-based). */
  const [previewStep, setPreviewStep] = useState(1);
  const chat = useChatLog(() => [message('assistant', AI_WELCOME)]);
  const messages = chat.messages;
  const [input, setInput] = useState('');
  const aiEdit = useAiEdit();
  const busy = aiEdit.isPending;
  const publishM = usePublish();
  const draftM = useMutation({
    mutationFn: (v: { formId: number; config: Config }) => saveDraft(v.formId, v.config),
  });
  const saving = draftM.isPending ? 'draft' : publishM.isPending ? 'publish' : null;
  const iconModeChange = useMutation({
    mutationFn: (v: { formId: number; iconMode: TIconMode }) => call(setIconModeRoute, { body: v }),
    onSuccess: (_a, v) =>
      queryClient.invalidateQueries({ queryKey: [urlOf(getForm, { params: { id: v.formId } })] }),
    onError: (e) =>
      toast({
        title: 'Update failed',
        description: `Failed to update form: ${errorText(e)}`,
        variant: 'destructive',
      }),
  });
  const [shared, setShared] = useState<FormRecord | null>(null);
  const [saveProblem, setSaveProblem] = useState<SaveProblemState | null>(null);
  /** The form before each of the latest step changes (by hand or by chat), newest last: Undo goes back one. */
  const [undo, setUndo] = useState<Config[]>([]);
  /** The step whose typing forms the current Undo step, so a whole title is undone at once. */
  const editGroup = useRef<number | null>(null);
  /** Steps without a title found at Publish (1-based): the warning shown until the owner decides. */
  const [blankSteps, setBlankSteps] = useState<number[] | null>(null);
  // The save-time checker's messages, live: each panel shows its own, and Save refuses while there are any.
  const logicIssues = useMemo(() => (config ? checkLogic(config) : []), [config]);

  // Load the stored draft once per form: later refetches (e.g. after an icon-mode change) must not
  // overwrite unsaved edits.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (!form.data || loadedId.current === form.data.id) return;
    loadedId.current = form.data.id;
    const draft = toConfig(workingConfig(form.data));
    setConfig(draft);
    setSaved(draft);
    setPublishInfo({ status: form.data.status, hasUnpublishedChanges: form.data.hasUnpublishedChanges });
    setIconMode(form.data.iconMode ?? 'lucide');
  }, [form.data]);

  const gate = formGate(form, 'Failed to load form');
  if (gate || !form.data) return gate;
  const f = form.data;
  const steps = config?.steps ?? [];
  const dirty = !!config && !!saved && !configsEqual(config, saved);
  const setSteps = (next: TStep[]) =>
    setConfig((c) => ensureStepIds(c ? { ...c, steps: next } : ({ steps: next } as Config)));
  const remember = (previous: Config | null) => {
    if (previous) setUndo((u) => [...u.slice(-19), previous]);
  };
  /** A change to the steps; `typing` marks edits inside one step, which Undo takes back together. */
  const editStep = (i: number, next: TStep[], typing = false) => {
    if (!typing || editGroup.current !== i) remember(config);
    editGroup.current = typing ? i : null;
    setSteps(next);
    setPreviewStep(Math.min(i, next.length - 1) + 1);
  };
  const undoLast = () => {
    const previous = undo.at(-1);
    if (!previous) return;
    setUndo((u) => u.slice(0, -1));
    editGroup.current = null;
    setConfig(previous);
  };
  const showSaveProblem = (message: string, path?: (string | number)[]) => {
    const step = path?.[0] === 'steps' && typeof path[1] === 'number' ? path[1] : stepNamedIn(message);
    setSaveProblem({
      message,
      anchor: path ? anchorOfIssue(path) : step !== null ? `step-${step}-title` : undefined,
    });
    if (step !== null) setOpen((o) => (o.includes(String(step)) ? o : [...o, String(step)]));
  };
  /** Saving and publishing both refuse while the logic checker has problems (the server would refuse too). */
  const refusedForLogic = () => {
    if (logicIssues.length === 0) return false;
    const n = logicIssues.length;
    showSaveProblem(
      `Fix ${n === 1 ? 'this problem' : `these ${n} problems`} first: ${logicIssues[0].message}`,
      logicIssues[0].path,
    );
    return true;
  };
  const serverRefused = (e: unknown) =>
    showSaveProblem((e instanceof ApiError && e.serverMessage) || errorText(e));

  const changeIconMode = (m: TIconMode) => {
    setIconMode(m);
    iconModeChange.mutate({ formId: f.id, iconMode: m });
  };

  /** SAVE AND VIEW CHANGES: stores the draft; respondents keep the published version until Publish. */
  const save = async () => {
    if (!config) {
      toast({ title: 'Update failed', description: 'No configuration to save', variant: 'destructive' });
      return;
    }
    if (refusedForLogic()) return;
    setSaveProblem(null);
    try {
      const stored = await draftM.mutateAsync({ formId: f.id, config });
      setSaved(config);
      setPublishInfo({ status: stored.status, hasUnpublishedChanges: stored.hasUnpublishedChanges });
      toast({
        title: 'Form updated',
        description:
          stored.status === 'live' && stored.hasUnpublishedChanges
            ? 'Saved as a draft. Publish to make the changes live.'
            : 'Saved.',
      });
    } catch (e) {
      errorToast(e, { title: 'Update failed', description: `Failed to save form: ${errorText(e)}` });
      serverRefused(e);
    }
  };

  /** Publish: the edited config becomes what respondents get (the spec's POST /api/publish with the icon mode). */
  const publish = async (opts: { anyway?: boolean } = {}) => {
    if (!config) {
      toast({ title: 'Update failed', description: 'No configuration to save', variant: 'destructive' });
      return;
    }
    if (refusedForLogic()) return;
    // A question without a title shows respondents an empty heading: say so first, publish only if asked again.
    const blank = blankTitleSteps(config);
    if (blank.length > 0 && !opts.anyway) return setBlankSteps(blank);
    setBlankSteps(null);
    setSaveProblem(null);
    try {
      const a = await publishM.mutateAsync(republishBody(f, { config, iconMode }));
      setSaved(config);
      setPublishInfo({ status: a.form.status, hasUnpublishedChanges: a.form.hasUnpublishedChanges });
      const gaps = untranslatedWarning(config);
      toast({
        title: 'Form published',
        description: `Respondents get this version now.${gaps ? ` ${gaps}` : ''}`,
      });
      setShared(a.form);
    } catch (e) {
      errorToast(e, { title: 'Update failed', description: `Failed to save form: ${errorText(e)}` });
      serverRefused(e);
    }
  };

  const sendAi = async () => {
    const instruction = input.trim();
    if (!instruction || busy) return;
    if (!config) {
      chat.say('There is no form to edit yet.');
      return;
    }
    setInput('');
    try {
      const done = await chat.exchange(
        instruction,
        async () => {
          const answer = await aiEdit.mutateAsync({ config, instruction, formId: f.id });
          if (!answer.changed) return { answer, next: null };
          const next = toConfig(answer.config);
          if (!next) throw new Error('Invalid response from server');
          return { answer, next };
        },
        ({ answer, next }) =>
          next
            ? {
                text: '✓ Form updated successfully! Saved as a draft: Publish to make it live.',
                detail: answer.summary,
              }
            : { text: answer.summary || 'Nothing changed. No credit was used.' },
      );
      const next = done?.next;
      if (!next) return;
      // The preview moves to what the edit changed.
      const changed = changedStepIndex(config.steps, next.steps);
      if (changed !== null) setPreviewStep(changed + 1);
      remember(config);
      editGroup.current = null;
      setConfig(next);
      // The server stored the edit as the form's draft.
      setSaved(next);
      setPublishInfo((p) => (p?.status === 'live' ? { ...p, hasUnpublishedChanges: true } : p));
      toast({ title: 'Success', description: 'Form updated successfully!' });
      void invalidateForms();
    } catch (e) {
      errorToast(e, { description: errorText(e) || 'Failed to update form' });
    }
  };

  const modeButton = (value: 'manual' | 'ai', label: string, Icon: typeof Hand, hint: string) => (
    <button
      type="button"
      aria-pressed={mode === value}
      onClick={() => setMode(value)}
      className={`flex flex-1 cursor-pointer items-center gap-3 rounded-xl border-2 p-3 text-left transition-colors focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none ${mode === value ? 'border-emerald-500 bg-emerald-50' : 'border-slate-200 bg-white hover:border-slate-300'}`}
    >
      <span
        className={`hidden h-9 w-9 shrink-0 items-center justify-center rounded-lg sm:flex ${mode === value ? 'bg-emerald-500 text-emerald-950' : 'bg-slate-100 text-slate-600'}`}
      >
        <Icon className="h-4 w-4" />
      </span>
      <span>
        <span className="block text-sm font-bold tracking-wide text-slate-900">{label}</span>
        <span className="hidden text-xs text-slate-500 sm:block">{hint}</span>
      </span>
    </button>
  );

  const iconButton = (
    label: string,
    Icon: typeof Copy,
    onClick: () => void,
    disabled = false,
    danger = false,
  ) => (
    <Button
      variant="ghost"
      size="icon"
      aria-label={label}
      disabled={disabled}
      // Four of these share a phone-wide header with the question: a little narrower there.
      className={`h-9 w-8 sm:w-9 ${danger ? 'text-slate-500 hover:text-red-600' : 'text-slate-500'}`}
      onClick={onClick}
    >
      <Icon className="h-4 w-4" />
    </Button>
  );

  return (
    <Page wide>
      <UnsavedChangesGuard dirty={dirty} />
      <BackLink />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <div className="flex min-w-0 items-center gap-3">
            <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
              {f.label}
            </h1>
            {publishInfo && <FormStatusBadge form={publishInfo} />}
          </div>
          <p className="mt-1 text-sm text-slate-500">
            {steps.length} step{steps.length === 1 ? '' : 's'} · {f.language.toUpperCase()}
            {f.domain ? ` · ${f.domain}` : ''}
            {dirty && (
              <span className="ml-2 font-medium text-amber-700" data-testid="unsaved">
                · Unsaved edits
              </span>
            )}
          </p>
        </div>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button
            onClick={save}
            disabled={saving !== null}
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
          >
            <Save className="h-4 w-4" /> {saving === 'draft' ? 'Saving...' : 'SAVE AND VIEW CHANGES'}
          </Button>
          <Button
            onClick={undoLast}
            disabled={undo.length === 0 || saving !== null}
            size="lg"
            variant="outline"
            className="w-full sm:w-auto"
            title="Undo the last change"
          >
            <Undo2 className="h-4 w-4" aria-hidden="true" /> Undo
          </Button>
          <Button
            onClick={() => void publish()}
            disabled={saving !== null}
            size="lg"
            className="w-full sm:w-auto"
          >
            <Rocket className="h-4 w-4" /> {saving === 'publish' ? 'Publishing...' : 'Publish'}
          </Button>
        </div>
      </div>
      {blankSteps && (
        <BlankTitleWarning
          className="mb-4 rounded-xl border"
          steps={blankSteps}
          onCancel={() => setBlankSteps(null)}
          onPublishAnyway={() => void publish({ anyway: true })}
        />
      )}
      <SaveProblem problem={saveProblem} onDismiss={() => setSaveProblem(null)} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            {modeButton('manual', 'MANUAL MODE', Hand, 'Edit steps and options by hand')}
            {modeButton('ai', 'AI MODE', Bot, 'Describe changes in plain words')}
          </div>
          <Card className="p-4">
            <Field
              id="icon-mode"
              label="Pictures on choices"
              hint="What respondents see on each option: an icon, an emoji or nothing."
            >
              <Select
                id="icon-mode"
                value={iconMode}
                onChange={(e) => changeIconMode(e.target.value as TIconMode)}
              >
                {ICON_MODES.map((m) => (
                  <option key={m} value={m}>
                    {ICON_MODE_NAMES[m]}
                  </option>
                ))}
              </Select>
            </Field>
          </Card>
          {mode === null && (
            <div className="rounded-xl border-2 border-dashed border-slate-200 bg-white px-4 py-12 text-center text-sm text-slate-500">
              Please select an edit mode
            </div>
          )}
          {mode === 'manual' && (
            <div className="flex flex-col gap-3">
              <Accordion
                type="multiple"
                value={open}
                onValueChange={(next) => {
                  const opened = next.find((v) => !open.includes(v));
                  if (opened !== undefined) setPreviewStep(Number(opened) + 1);
                  setOpen(next);
                }}
                className="flex flex-col gap-3"
              >
                {steps.map((step, i) => (
                  <AccordionItem
                    // The position is the item's identity (open items follow moves; ids can change with titles).
                    key={i}
                    value={String(i)}
                    header={<StepHeader step={step} index={i} />}
                    actions={
                      <>
                        {iconButton(
                          `Move step ${i + 1} up`,
                          ChevronUp,
                          () => {
                            editStep(i - 1, moveStep(steps, i, i - 1));
                            setOpen((o) => movedOpen(o, i, i - 1));
                          },
                          i === 0,
                        )}
                        {iconButton(
                          `Move step ${i + 1} down`,
                          ChevronDown,
                          () => {
                            editStep(i + 1, moveStep(steps, i, i + 1));
                            setOpen((o) => movedOpen(o, i, i + 1));
                          },
                          i === steps.length - 1,
                        )}
                        {iconButton(`Copy step ${i + 1}`, Copy, () => {
                          editStep(i + 1, copyStep(steps, i));
                          toast({ title: 'Step Copied' });
                        })}
                        {iconButton(
                          `Remove step ${i + 1}`,
                          Trash2,
                          () => {
                            editStep(i, removeStep(steps, i));
                            toast({ title: 'Step Removed' });
                          },
                          !canRemoveStep(steps),
                          true,
                        )}
                      </>
                    }
                  >
                    <StepEditor
                      step={step}
                      index={i}
                      config={config ?? undefined}
                      onChange={(s) => editStep(i, replaceStep(steps, i, s), true)}
                    />
                    {config && (
                      <div className="mt-4">
                        <StepLogicPanel config={config} index={i} issues={logicIssues} onChange={setConfig} />
                      </div>
                    )}
                  </AccordionItem>
                ))}
              </Accordion>
              <Button
                variant="outline"
                className="self-start"
                onClick={() => {
                  editStep(steps.length, [
                    ...steps,
                    { type: 'textbox', title: 'New question', subtitle: '', placeholder: '', rows: 4 },
                  ]);
                  setOpen((o) => [...o, String(steps.length)]);
                }}
              >
                <Plus className="h-4 w-4" /> Add Step
              </Button>
              {config && (
                <>
                  <EndingsPanel config={config} issues={logicIssues} onChange={setConfig} />
                  <CalculationsPanel config={config} issues={logicIssues} onChange={setConfig} />
                  <HiddenFieldsPanel config={config} onChange={setConfig} />
                  <LanguagesPanel config={config} onChange={setConfig} />
                </>
              )}
            </div>
          )}
          {mode === 'ai' && (
            <Card className="flex h-[560px] flex-col overflow-hidden">
              <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2.5">
                <h2 className="text-sm font-semibold whitespace-nowrap text-slate-900">AI Assistant</h2>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => json.copy(config)}
                    disabled={!config}
                    aria-label="Copy backup"
                  >
                    <Copy className="h-3.5 w-3.5" /> <span className="hidden sm:inline">Copy backup</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => json.download(config)}
                    disabled={!config}
                    aria-label="Download a backup"
                  >
                    <Download className="h-3.5 w-3.5" /> <span className="hidden sm:inline">Download</span>
                  </Button>
                </div>
              </div>
              <ChatMessages
                messages={messages}
                className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50/60 p-4"
              />
              <div className="border-t border-slate-100 p-3">
                <PromptBox
                  value={input}
                  onChange={setInput}
                  onSend={sendAi}
                  disabled={busy}
                  label="Instruction"
                  placeholder="Describe how you want to modify the form..."
                />
              </div>
            </Card>
          )}
        </div>
        <div className="min-w-0">
          <section
            className="sticky top-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm"
            aria-label={`Live preview of ${f.label}`}
          >
            <div className="flex items-center justify-between gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs font-medium text-slate-500">
              <span>Live preview</span>
              <span>{dirty ? 'Your edits, not saved yet' : 'The saved draft'}</span>
            </div>
            {/* The draft runs in place as it is edited (the public link only ever shows the published version). */}
            <div
              className="overflow-y-auto bg-slate-50/60"
              style={{ height: EDIT_PREVIEW_HEIGHT }}
              data-testid="edit-preview"
            >
              <ConfigPreview
                config={config}
                font={storedFont()}
                color={configColor(config) ?? f.color}
                iconMode={iconMode}
                step={previewStep}
              />
            </div>
          </section>
        </div>
      </div>
      {shared && (
        <Suspense fallback={null}>
          <SharePanel form={shared} open onOpenChange={(o) => !o && setShared(null)} />
        </Suspense>
      )}
    </Page>
  );
}
