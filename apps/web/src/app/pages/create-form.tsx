// Create a form (/buildform, the spec's Builder): prompt chat on the left, the question outline beside it,
// live preview on the right, Publish.
import { type FormRecord, workingConfig } from '@forms-engine/contracts';
import { createStep, type StepType, unwrapConfig } from '@forms-engine/model';
import { getForm } from '@forms-engine/contracts/client';
import { Button, Tabs, TabsContent, TabsList, TabsTrigger, useToast } from '@forms-engine/ui';
import { LayoutDashboard, LogIn, Rocket } from 'lucide-react';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { ChatMessages, message, PromptBox } from '../components/chat.tsx';
import { ConfigPreview } from '../components/config-preview.tsx';
import { FontDialog } from '../components/font-dialog.tsx';
import { FormStatusBadge } from '../components/form-status.tsx';
import { storedFont } from '../components/fonts.ts';
import { Logo } from '../components/logo.tsx';
import { QuestionOutline } from '../components/question-outline.tsx';
import { useAiEdit, useChatLog, useGenerateForm, usePublish } from '../lib/ai-edit.ts';
import { call, errorText } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { rawSteps } from '../lib/forms.ts';
import { useMediaQuery } from '../lib/hooks.ts';
import { saveDraft } from '../lib/publish.ts';
import { useErrorToast } from '../lib/error-toast.ts';
import { changedStepIndex, insertStep, moveStep } from '../lib/outline.ts';
import { authPathFor } from '../lib/pending-prompt.ts';

// The share panel carries the QR code library: loaded after the first Publish.
const SharePanel = lazy(() =>
  import('../components/share-panel.tsx').then((m) => ({ default: m.SharePanel })),
);

type Status = 'ready' | 'generating' | 'generated';
const STATUS: Record<Status, { text: string; dot: string }> = {
  ready: { text: 'Ready', dot: 'bg-emerald-500' },
  generating: { text: 'Generating form...', dot: 'bg-yellow-400 animate-pulse' },
  generated: { text: 'Form generated successfully', dot: 'bg-emerald-500' },
};
const WELCOME = 'Welcome to Forms Engine! Enter a prompt to generate a form.';
const THEME_REAPPLY_MS = [0, 500, 1000, 2000];

function configTitle(config: unknown): string {
  const c = config as { title?: unknown; steps?: Array<{ title?: unknown }> } | null;
  if (typeof c?.title === 'string' && c.title.trim()) return c.title.trim();
  return 'Untitled Form';
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

type PublishInfo = Pick<FormRecord, 'status' | 'hasUnpublishedChanges'>;

export function CreateFormPage() {
  const { user, isLoading } = useAuth();
  const [, navigate] = useLocation();
  const params = new URLSearchParams(useSearch());
  const initialPrompt = params.get('prompt');
  const formIdParam = params.get('formId');
  const { toast } = useToast();
  const errorToast = useErrorToast();

  const chatLog = useChatLog(() => [message('system', WELCOME)]);
  const messages = chatLog.messages;
  const [config, setConfig] = useState<unknown>(null);
  const [formId, setFormId] = useState<number | null>(null);
  const [meta, setMeta] = useState<{ label?: string; language?: string }>({});
  const [history, setHistory] = useState<string[]>([]);
  const [input, setInput] = useState('');
  const [status, setStatus] = useState<Status>('ready');
  const generate = useGenerateForm();
  const aiEdit = useAiEdit();
  const publishM = usePublish();
  const busy = generate.isPending || aiEdit.isPending;
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
  const autoSent = useRef(false);
  const previewRef = useRef<HTMLElement>(null);
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
        setMeta({ label: f.label, language: f.language });
        setHistory(f.promptHistory ?? []);
        setPublishInfo({ status: f.status, hasUnpublishedChanges: f.hasUnpublishedChanges });
        setStatus('generated');
      })
      .catch((e) => toast({ title: 'Error', description: errorText(e), variant: 'destructive' }));
  }, [user, formIdParam]);

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

  const send = async (text: string = input) => {
    const prompt = text.trim();
    if (!prompt || busy) return;
    if (!user) return navigate(authPathFor(prompt));
    setInput('');
    setStatus('generating');
    const isEdit = config !== null;
    const request = async (): Promise<{ config: unknown; summary?: string; changed: boolean }> => {
      if (isEdit) {
        const a = await aiEdit.mutateAsync({ config, instruction: prompt, formId });
        if (!a.changed) return { config, summary: a.summary, changed: false };
        if (formId) setPublishInfo((p) => (p?.status === 'live' ? { ...p, hasUnpublishedChanges: true } : p));
        return { config: a.config, summary: a.summary, changed: true };
      }
      const a = await generate.mutateAsync(prompt);
      formIdRef.current = a.id;
      setFormId(a.id);
      // Reloading now reopens this draft instead of generating (and charging) again.
      navigate(`/buildform?formId=${a.id}`, { replace: true });
      setMeta({ label: a.label, language: a.language });
      setPublishInfo({ status: 'draft', hasUnpublishedChanges: false });
      return { config: a.config, changed: true };
    };
    try {
      const result = await chatLog.exchange(prompt, request, (r) => {
        // Nothing to show or store: say so (no credit was used) and keep the form as it is.
        if (!r.changed) return { text: r.summary || 'Nothing changed. No credit was used.' };
        setConfig(r.config);
        setHistory((h) => [...h, prompt]);
        return {
          text: isEdit
            ? "✓ Form updated successfully! Here's the updated JSON. You can continue making changes or test the form."
            : "✓ Form generated successfully! Here's the JSON. You can now ask me to modify specific parts of the form.",
          json: r.config,
          detail: r.summary,
        };
      });
      setStatus('generated');
      if (!result?.changed) return;
      // The preview moves to what the edit changed (a new form starts at its first step).
      const changed = isEdit ? changedStepIndex(rawSteps(config), rawSteps(result.config)) : 0;
      showStep((changed ?? 0) + 1);
      toast({
        title: 'Success',
        description: isEdit
          ? 'Form configuration updated successfully'
          : 'Form configuration generated successfully',
      });
    } catch (e) {
      const msg = e instanceof Error && e.message ? e.message : '';
      setStatus(config ? 'generated' : 'ready');
      errorToast(e, { description: msg || 'Failed to process request' });
    }
  };

  // An initial ?prompt= is sent once, after the user is known to be signed in.
  useEffect(() => {
    if (user && initialPrompt && !formIdParam && !autoSent.current) {
      autoSent.current = true;
      // The prompt is used once: it leaves the address as it is sent, so a reload cannot send it again.
      navigate('/buildform', { replace: true });
      void send(initialPrompt);
    }
  }, [user, initialPrompt]);

  const showStep = (step: number) => setTarget((t) => ({ step, jump: t.jump + 1 }));

  /** Reorders or adds steps by hand: no credit; stored as the draft when the form exists. */
  const changeSteps = async (steps: unknown[], show: number) => {
    const before = config;
    const next = withSteps(config, steps);
    setConfig(next);
    showStep(show);
    if (!formId) return;
    try {
      const saved = await saveDraft(formId, next);
      setPublishInfo({ status: saved.status, hasUnpublishedChanges: saved.hasUnpublishedChanges });
    } catch (e) {
      setConfig(before);
      errorToast(e, { description: `Failed to save form: ${errorText(e)}` });
    }
  };
  const moveOutlineStep = (from: number, to: number) => {
    const steps = rawSteps(config);
    if (to < 0 || to >= steps.length) return;
    void changeSteps(moveStep(steps, from, to), to + 1);
  };
  const addOutlineStep = (type: StepType) => {
    const steps = rawSteps(config);
    // After the step in view, or at the end from the final screen.
    const at = shown > 0 ? Math.min(shown, steps.length) : steps.length;
    void changeSteps(insertStep<unknown>(steps, at, createStep(type)), at + 1);
  };

  const publish = async () => {
    if (!config) return;
    try {
      const a = await publishM.mutateAsync({
        label: meta.label || configTitle(config),
        config,
        language: meta.language === 'de' || meta.language === 'en' ? meta.language : configLanguage(config),
        promptHistory: history,
        originalFormId: formId,
      });
      toast({
        title: 'Form published',
        description: 'Your form is live. Share it or embed it on your site.',
      });
      setShared(a.form);
      setPublishInfo({ status: a.form.status, hasUnpublishedChanges: a.form.hasUnpublishedChanges });
    } catch (e) {
      toast({ title: 'Error', description: errorText(e), variant: 'destructive' });
    }
  };

  const st = STATUS[status];
  const steps = rawSteps(config);
  const chat = (
    <>
      <ChatMessages
        messages={messages}
        className="min-h-0 flex-1 space-y-4 overflow-y-auto bg-slate-50/60 p-4"
      />
      <div className="border-t border-slate-100 p-3">
        <PromptBox
          value={input}
          onChange={setInput}
          onSend={() => send()}
          onFocus={() => {
            if (!isLoading && !user) navigate(authPathFor(input || initialPrompt));
          }}
          disabled={busy}
          label="Prompt"
          placeholder={
            config ? 'Describe how you want to modify the form...' : 'Describe the form you want to create...'
          }
        />
        <p className="mt-2 flex items-center gap-1.5 text-xs text-slate-500" data-testid="builder-status">
          <span className={`h-2 w-2 rounded-full ${st.dot}`} aria-hidden="true" /> {st.text}
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
        // On narrow screens the preview is below the panel: bring it into view.
        if (!wide) previewRef.current?.scrollIntoView?.({ block: 'start' });
      }}
      onMove={moveOutlineStep}
      onAdd={addOutlineStep}
      disabled={busy}
      heading={wide}
      className="min-h-0 flex-1"
    />
  );
  return (
    <div className="flex min-h-screen flex-col bg-slate-50 md:h-screen">
      <header className="flex h-14 shrink-0 items-center justify-between gap-2 border-b border-slate-200 bg-white px-3 sm:px-4">
        <Logo href={user ? '/dashboard' : '/'} />
        <div className="flex items-center gap-2">
          {publishInfo && (
            <span className="hidden sm:inline-flex">
              <FormStatusBadge form={publishInfo} />
            </span>
          )}
          {user ? (
            <Button variant="outline" size="sm" onClick={() => navigate('/dashboard')}>
              <LayoutDashboard className="h-4 w-4" /> <span className="hidden sm:inline">My Dashboard</span>
            </Button>
          ) : (
            !isLoading && (
              <Button
                variant="outline"
                size="sm"
                onClick={() => navigate(authPathFor(input || initialPrompt))}
              >
                <LogIn className="h-4 w-4" /> Sign In
              </Button>
            )
          )}
          <Button size="sm" onClick={publish} disabled={!config || publishing || busy}>
            <Rocket className="h-4 w-4" /> {publishing ? 'Publishing...' : 'Publish'}
          </Button>
        </div>
      </header>
      <div className="flex min-h-0 flex-1 flex-col md:flex-row">
        <aside className="flex h-[60vh] shrink-0 flex-col border-b border-slate-200 bg-white md:h-auto md:w-80 md:border-r md:border-b-0 lg:w-1/4 lg:min-w-80">
          <div className="flex items-center justify-between border-b border-slate-100 px-4 py-2.5">
            <h1 className="text-sm font-semibold text-slate-900">Form Assistant</h1>
            <FontDialog onApply={setFont} />
          </div>
          {wide ? (
            chat
          ) : (
            // Narrow screens: the outline shares the panel with the chat.
            <Tabs
              value={panel}
              onValueChange={(v) => setPanel(v as 'chat' | 'outline')}
              className="flex min-h-0 flex-1 flex-col"
            >
              <div className="border-b border-slate-100 px-3 py-2">
                <TabsList>
                  <TabsTrigger value="chat">Chat</TabsTrigger>
                  <TabsTrigger value="outline">Questions ({steps.length})</TabsTrigger>
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
                {outline}
              </TabsContent>
            </Tabs>
          )}
        </aside>
        {wide && (
          <div className="flex w-60 shrink-0 flex-col border-r border-slate-200 bg-white xl:w-64">
            {outline}
          </div>
        )}
        <section
          ref={previewRef}
          className="flex min-w-0 flex-1 items-start justify-center overflow-auto p-3 sm:p-6"
          aria-label="Live preview"
        >
          <div className="flex min-h-[520px] w-full max-w-5xl flex-col overflow-hidden rounded-2xl border border-slate-200 bg-slate-100/70 md:aspect-video md:max-h-[calc(100vh-100px)] md:min-h-0">
            <ConfigPreview
              config={config}
              font={font}
              step={target.step}
              jump={target.jump}
              onStepChange={setShown}
            />
          </div>
        </section>
      </div>
      {shared && (
        <Suspense fallback={null}>
          <SharePanel form={shared} open onOpenChange={(o) => !o && setShared(null)} />
        </Suspense>
      )}
    </div>
  );
}
