// Edit screen (/edit/{id}): MANUAL MODE (step accordion) or AI MODE (chat), icon mode, 800 px embed preview, save.
import {
  checkLogic,
  ensureStepIds,
  ICON_MODES,
  type LogicConfig,
  type TIconMode,
  type TStep,
  unwrapConfig,
  workingConfig,
} from '@forms-engine/forms';
import { Accordion, AccordionItem, Button, Card, Field, Select, useToast } from '@forms-engine/ui';
import { Bot, Copy, Download, Hand, Plus, Save, Trash2 } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Page } from '../../components/app-header.tsx';
import { EmbedFrame } from '../../components/auto-height-iframe.tsx';
import { BackLink } from '../../components/back-link.tsx';
import { type ChatMessage, ChatMessages, message, PromptBox } from '../../components/chat.tsx';
import { useJsonActions } from '../../components/json-box.tsx';
import { ApiError, api, errorText, queryClient } from '../../lib/api.ts';
import { useErrorToast } from '../../lib/error-toast.ts';
import { formEmbedUrl, invalidateForms, useForm } from '../../lib/forms.ts';
import { isOutOfCredits } from '../../logic/api-error.ts';
import { canRemoveStep, copyStep, removeStep, replaceStep } from '../../logic/steps-edit.ts';
import { formGate } from '../preview.tsx';
import { CalculationsPanel } from './logic/calculations-panel.tsx';
import { EndingsPanel } from './logic/endings-panel.tsx';
import { anchorOfIssue, SaveProblem, type SaveProblemState, stepNamedIn } from './logic/save-problem.tsx';
import { StepLogicPanel } from './logic/step-logic-panel.tsx';
import { StepEditor } from './step-editor.tsx';

export const EDIT_PREVIEW_HEIGHT = 800;
const AI_WELCOME =
  "Hi! Tell me what to change — for example “add a step asking for the budget” — and I'll update the form.";

type Config = Record<string, unknown> & LogicConfig & { language?: string };

function toConfig(raw: unknown): Config | null {
  const c = unwrapConfig(raw);
  if (!c) return null;
  // Logic refers to steps by id, so the editor gives every step one (references by title follow).
  return ensureStepIds({ ...c, steps: Array.isArray(c.steps) ? (c.steps as TStep[]) : [] } as Config);
}

export function EditPage({ id }: { id: string }) {
  const form = useForm(id);
  const { toast } = useToast();
  const errorToast = useErrorToast();
  const json = useJsonActions();
  const [mode, setMode] = useState<'manual' | 'ai' | null>(null);
  const [config, setConfig] = useState<Config | null>(null);
  const [iconMode, setIconMode] = useState<TIconMode>('lucide');
  const [frameKey, setFrameKey] = useState(0);
  const [saving, setSaving] = useState(false);
  const [open, setOpen] = useState<string[]>(['0']);
  const [messages, setMessages] = useState<ChatMessage[]>(() => [message('assistant', AI_WELCOME)]);
  const [input, setInput] = useState('');
  const [busy, setBusy] = useState(false);
  const [saveProblem, setSaveProblem] = useState<SaveProblemState | null>(null);
  // The save-time checker's messages, live: each panel shows its own, and Save refuses while there are any.
  const logicIssues = useMemo(() => (config ? checkLogic(config) : []), [config]);

  // Load the stored config once per form: later refetches (e.g. after an icon-mode change) must not
  // overwrite unsaved edits.
  const loadedId = useRef<number | null>(null);
  useEffect(() => {
    if (!form.data || loadedId.current === form.data.id) return;
    loadedId.current = form.data.id;
    setConfig(toConfig(workingConfig(form.data)));
    setIconMode(form.data.iconMode ?? 'lucide');
  }, [form.data]);

  const src = useMemo(() => {
    if (!form.data) return '';
    return `${formEmbedUrl(form.data)}&iconMode=${iconMode}&v=${frameKey}`;
  }, [form.data, iconMode, frameKey]);

  const gate = formGate(form, 'Failed to load form');
  if (gate || !form.data) return gate;
  const f = form.data;
  const steps = config?.steps ?? [];
  const setSteps = (next: TStep[]) =>
    setConfig((c) => ensureStepIds(c ? { ...c, steps: next } : ({ steps: next } as Config)));
  const showSaveProblem = (message: string, path?: (string | number)[]) => {
    const step = path?.[0] === 'steps' && typeof path[1] === 'number' ? path[1] : stepNamedIn(message);
    setSaveProblem({
      message,
      anchor: path ? anchorOfIssue(path) : step !== null ? `step-${step}-title` : undefined,
    });
    if (step !== null) setOpen((o) => (o.includes(String(step)) ? o : [...o, String(step)]));
  };

  const changeIconMode = async (m: TIconMode) => {
    setIconMode(m);
    try {
      await api('PUT', '/api/forms/icon-mode', { formId: f.id, iconMode: m });
      await queryClient.invalidateQueries({ queryKey: [`/api/forms/${f.id}`] });
      setFrameKey((k) => k + 1);
    } catch (e) {
      toast({
        title: 'Update failed',
        description: `Failed to update form: ${errorText(e)}`,
        variant: 'destructive',
      });
    }
  };

  const save = async () => {
    if (!config) {
      toast({ title: 'Update failed', description: 'No configuration to save', variant: 'destructive' });
      return;
    }
    if (logicIssues.length > 0) {
      const n = logicIssues.length;
      showSaveProblem(
        `Fix ${n === 1 ? 'this problem' : `these ${n} problems`} first: ${logicIssues[0].message}`,
        logicIssues[0].path,
      );
      return;
    }
    setSaveProblem(null);
    setSaving(true);
    try {
      await api('POST', '/api/publish', {
        label: f.label,
        config,
        language: f.language,
        domain: f.domain,
        promptHistory: f.promptHistory ?? [],
        originalFormId: f.id,
        iconMode,
      });
      await invalidateForms();
      setFrameKey((k) => k + 1);
      toast({ title: 'Form updated', description: 'Your changes are live.' });
    } catch (e) {
      toast({
        title: 'Update failed',
        description: `Failed to save form: ${errorText(e)}`,
        variant: 'destructive',
      });
      showSaveProblem((e instanceof ApiError && e.serverMessage) || errorText(e));
    } finally {
      setSaving(false);
    }
  };

  const sendAi = async () => {
    const instruction = input.trim();
    if (!instruction || busy) return;
    if (!config) {
      setMessages((m) => [...m, message('assistant', 'Error: No form configuration to edit')]);
      return;
    }
    const placeholder = message('assistant', '', { isGenerating: true });
    setMessages((m) => [...m, message('user', instruction), placeholder]);
    setInput('');
    setBusy(true);
    try {
      const a = await api<{ config?: unknown }>('POST', '/api/edit-form', {
        currentConfig: config,
        instruction,
        formId: f.id,
      });
      const next = a?.config ? toConfig(a.config) : null;
      if (!next) throw new Error('Invalid response from server');
      setConfig(ensureStepIds(next));
      setMessages((m) => [
        ...m.filter((x) => x.id !== placeholder.id),
        message('assistant', '✓ Form updated successfully! Save to publish the changes.', { jsonData: next }),
      ]);
      toast({ title: 'Success', description: 'Form updated successfully!' });
      void queryClient.invalidateQueries({ queryKey: ['/api/user/credits'] });
    } catch (e) {
      const msg = errorText(e);
      setMessages((m) => [
        ...m.filter((x) => x.id !== placeholder.id),
        message('assistant', `Error: ${msg}`, { buyCredits: isOutOfCredits(e) }),
      ]);
      errorToast(e, { description: msg || 'Failed to update form' });
    } finally {
      setBusy(false);
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

  return (
    <Page wide>
      <BackLink />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {f.label}
          </h1>
          <p className="mt-1 text-sm text-slate-500">
            {steps.length} step{steps.length === 1 ? '' : 's'} · {f.language.toUpperCase()}
            {f.domain ? ` · ${f.domain}` : ''}
          </p>
        </div>
        <Button onClick={save} disabled={saving} size="lg">
          <Save className="h-4 w-4" /> {saving ? 'Saving...' : 'SAVE AND VIEW CHANGES'}
        </Button>
      </div>
      <SaveProblem problem={saveProblem} onDismiss={() => setSaveProblem(null)} />
      <div className="grid gap-6 xl:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-4">
          <div className="grid grid-cols-2 gap-3">
            {modeButton('manual', 'MANUAL MODE', Hand, 'Edit steps and options by hand')}
            {modeButton('ai', 'AI MODE', Bot, 'Describe changes in plain words')}
          </div>
          <Card className="p-4">
            <Field id="icon-mode" label="Icon Mode" hint="How option icons are shown in the form.">
              <Select
                id="icon-mode"
                value={iconMode}
                onChange={(e) => changeIconMode(e.target.value as TIconMode)}
              >
                {ICON_MODES.map((m) => (
                  <option key={m} value={m}>
                    {m}
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
              <Accordion type="multiple" value={open} onValueChange={setOpen} className="flex flex-col gap-3">
                {steps.map((step, i) => (
                  <AccordionItem
                    key={i}
                    value={String(i)}
                    header={`Step ${i + 1} (${step.type})`}
                    actions={
                      <>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Copy step ${i + 1}`}
                          onClick={() => {
                            setSteps(copyStep(steps, i));
                            toast({ title: 'Step Copied' });
                          }}
                        >
                          <Copy className="h-4 w-4" />
                        </Button>
                        <Button
                          variant="ghost"
                          size="icon"
                          aria-label={`Remove step ${i + 1}`}
                          disabled={!canRemoveStep(steps)}
                          className="text-slate-500 hover:text-red-600"
                          onClick={() => {
                            setSteps(removeStep(steps, i));
                            toast({ title: 'Step Removed' });
                          }}
                        >
                          <Trash2 className="h-4 w-4" />
                        </Button>
                      </>
                    }
                  >
                    <StepEditor step={step} index={i} onChange={(s) => setSteps(replaceStep(steps, i, s))} />
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
                  setSteps([
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
                    aria-label="Copy JSON"
                  >
                    <Copy className="h-3.5 w-3.5" /> <span className="hidden sm:inline">Copy JSON</span>
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    onClick={() => json.download(config)}
                    disabled={!config}
                    aria-label="Download JSON"
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
          <div className="sticky top-20 overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
            <div className="border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs font-medium text-slate-500">
              Live preview
            </div>
            <EmbedFrame
              key={src}
              src={src}
              title={`Live preview of ${f.label}`}
              fixedHeight={EDIT_PREVIEW_HEIGHT}
              className="block w-full border-0"
            />
          </div>
        </div>
      </div>
    </Page>
  );
}
