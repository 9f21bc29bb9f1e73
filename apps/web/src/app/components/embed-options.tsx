// The share panel's Embed tab: how the form appears (inline or one of the dialogs, with what opens it and the
// show-once rules), a live preview on a stand-in page, and the snippet for HTML, React and WordPress.
import type { EmbedMode, EmbedTrigger } from '@forms-engine/embed';
import { Input, Tabs, TabsContent, TabsList, TabsTrigger } from '@forms-engine/ui';
import { type ReactNode, useEffect, useId, useRef, useState } from 'react';
import {
  DEFAULT_CHOICE,
  type EmbedChoice,
  htmlSnippet,
  iframeSnippet,
  opensByItself,
  previewDocument,
  reactSnippet,
  type ShareTarget,
  wordpressSnippet,
} from '../lib/share.ts';
import { CopyButton } from './copy-button.tsx';

const MODES: Record<EmbedMode, { name: string; hint: string }> = {
  inline: { name: 'Inline', hint: 'In the page, where you paste it' },
  popup: { name: 'Popup', hint: 'A window over the page' },
  slider: { name: 'Slider', hint: 'A panel from the side' },
  popover: { name: 'Popover', hint: 'A round button in a corner' },
  sidetab: { name: 'Side tab', hint: 'A tab on the edge of the page' },
  fullpage: { name: 'Full page', hint: 'The whole window' },
};

const TRIGGERS: Record<EmbedTrigger, string> = {
  click: 'On a click of your button',
  load: 'When the page has loaded',
  exit: 'On exit intent (desktop)',
  time: 'After some seconds',
  scroll: 'After scrolling',
};

const SELECT =
  'h-10 w-full min-w-0 rounded-md border border-slate-300 bg-white px-3 text-sm text-slate-900 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none';

/** The preview is a desktop page this wide, scaled down to the panel. */
const PREVIEW_WIDTH = 1024;
const PREVIEW_HEIGHT = 640;

function Snippet({
  title,
  hint,
  code,
  name,
}: {
  title: string;
  hint: ReactNode;
  code: string;
  name: string;
}) {
  return (
    <section className="flex flex-col gap-1.5" aria-label={title}>
      <div className="flex items-end justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-800">{title}</h3>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
        <CopyButton
          text={code}
          label={`Copy ${name}`}
          success={{ title: 'Copied!', description: `${title} copied to clipboard` }}
        />
      </div>
      <pre
        className="max-h-48 overflow-auto rounded-lg border border-slate-200 bg-slate-950 p-3 font-mono text-xs leading-relaxed wrap-anywhere whitespace-pre-wrap text-emerald-100"
        data-testid={`snippet-${name.replace(/\s+/g, '-')}`}
      >
        {code}
      </pre>
    </section>
  );
}

/**
 * The snippet on a stand-in page, the dialog open, scaled to the panel's width. Inert: it shows, and takes no
 * clicks or keys.
 */
function LivePreview({ doc, label }: { doc: string; label: string }) {
  // Typing a button text reloads the page once, after a pause.
  const [shown, setShown] = useState(doc);
  useEffect(() => {
    const timer = setTimeout(() => setShown(doc), 400);
    return () => clearTimeout(timer);
  }, [doc]);
  const box = useRef<HTMLDivElement>(null);
  const frame = useRef<HTMLIFrameElement>(null);
  // The stand-in page's dialog moves focus into itself when it opens, as on a real site; nobody can focus the
  // inert preview on purpose, so focus goes back to where it was in the panel.
  useEffect(() => {
    let last: HTMLElement | null = null;
    const remember = () => {
      if (document.activeElement !== frame.current) last = document.activeElement as HTMLElement | null;
    };
    const giveBack = () => {
      if (document.activeElement === frame.current) last?.focus();
    };
    remember();
    document.addEventListener('focusin', remember);
    window.addEventListener('blur', giveBack);
    return () => {
      document.removeEventListener('focusin', remember);
      window.removeEventListener('blur', giveBack);
    };
  }, []);
  const [scale, setScale] = useState(0);
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    const measure = () => setScale(el.clientWidth / PREVIEW_WIDTH);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div
      ref={box}
      className="relative w-full overflow-hidden rounded-lg border border-slate-200 bg-slate-50"
      style={{ aspectRatio: `${PREVIEW_WIDTH} / ${PREVIEW_HEIGHT}` }}
    >
      {scale > 0 ? (
        <iframe
          ref={frame}
          key={shown}
          srcDoc={shown}
          title={label}
          inert
          tabIndex={-1}
          className="absolute top-0 left-0 origin-top-left border-0"
          style={{ width: PREVIEW_WIDTH, height: PREVIEW_HEIGHT, transform: `scale(${scale})` }}
          data-testid="embed-preview"
        />
      ) : null}
    </div>
  );
}

export function EmbedOptions({ origin, form }: { origin: string; form: ShareTarget }) {
  const [choice, setChoice] = useState<EmbedChoice>(DEFAULT_CHOICE);
  const set = (change: Partial<EmbedChoice>) => setChoice((c) => ({ ...c, ...change }));
  const id = useId();
  const dialog = choice.mode !== 'inline';
  const launcher = choice.mode === 'popover' || choice.mode === 'sidetab';
  const hasButton = launcher || (dialog && choice.trigger === 'click');
  const byItself = opensByItself(choice);
  const mode = MODES[choice.mode];

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">How it appears</legend>
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-3">
          {(Object.keys(MODES) as EmbedMode[]).map((m) => (
            <label
              key={m}
              className="flex cursor-pointer items-start gap-2 rounded-lg border border-slate-200 p-2.5 text-sm has-[:checked]:border-emerald-600 has-[:checked]:bg-emerald-50 has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-emerald-500"
            >
              <input
                type="radio"
                name={`${id}-mode`}
                value={m}
                checked={choice.mode === m}
                onChange={() => set({ mode: m })}
                className="mt-0.5 accent-emerald-700"
              />
              <span className="flex min-w-0 flex-col">
                <span className="font-medium text-slate-900">{MODES[m].name}</span>
                <span className="text-xs text-slate-600">{MODES[m].hint}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {dialog ? (
        <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-trigger`} className="text-sm font-medium text-slate-700">
              Opens
            </label>
            <select
              id={`${id}-trigger`}
              value={choice.trigger}
              onChange={(e) => set({ trigger: e.target.value as EmbedTrigger })}
              className={SELECT}
            >
              {(Object.keys(TRIGGERS) as EmbedTrigger[]).map((t) => (
                <option key={t} value={t}>
                  {launcher && t === 'click' ? 'On a click of its button' : TRIGGERS[t]}
                </option>
              ))}
            </select>
          </div>
          {choice.trigger === 'time' ? (
            <NumberField
              id={`${id}-delay`}
              label="Seconds"
              value={choice.delay}
              max={600}
              onChange={(delay) => set({ delay })}
            />
          ) : null}
          {choice.trigger === 'scroll' ? (
            <NumberField
              id={`${id}-scroll`}
              label="Percent of the page scrolled"
              value={choice.scroll}
              max={100}
              onChange={(scroll) => set({ scroll })}
            />
          ) : null}
          {hasButton ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-button`} className="text-sm font-medium text-slate-700">
                {choice.mode === 'sidetab' ? 'Tab text' : 'Button text'}
              </label>
              <Input
                id={`${id}-button`}
                value={choice.button}
                maxLength={60}
                onChange={(e) => set({ button: e.target.value })}
              />
            </div>
          ) : null}
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-close`} className="text-sm font-medium text-slate-700">
              After a submission
            </label>
            <select
              id={`${id}-close`}
              value={choice.closeAfter ?? ''}
              onChange={(e) => set({ closeAfter: e.target.value === '' ? null : Number(e.target.value) })}
              className={SELECT}
            >
              <option value="">Stay open</option>
              <option value="0">Close at once</option>
              <option value="3">Close after 3 seconds</option>
              <option value="5">Close after 5 seconds</option>
            </select>
          </div>
          {byItself ? (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Check
                label="Only once per visitor"
                checked={choice.showOnce}
                onChange={(showOnce) => set({ showOnce })}
              />
              <Check
                label="Not again after the visitor submitted it"
                checked={choice.hideAfterSubmit}
                onChange={(hideAfterSubmit) => set({ hideAfterSubmit })}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      <section className="flex flex-col gap-1.5" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="text-sm font-medium text-slate-800">
          Live preview
        </h3>
        <p className="text-xs text-slate-600">
          {dialog
            ? 'Shown open at once; on your site it opens as chosen above.'
            : 'The form grows and shrinks with its content.'}
        </p>
        <LivePreview
          doc={previewDocument(origin, form, choice)}
          label={`Preview: ${mode.name.toLowerCase()} on a web page`}
        />
      </section>

      <Tabs defaultValue="html">
        <TabsList>
          <TabsTrigger value="html">HTML</TabsTrigger>
          <TabsTrigger value="react">React</TabsTrigger>
          <TabsTrigger value="wordpress">WordPress</TabsTrigger>
        </TabsList>
        <TabsContent value="html" className="flex flex-col gap-5">
          <Snippet
            name="loader snippet"
            title="Script (recommended)"
            hint={
              !dialog
                ? 'Paste where the form should appear. The frame grows and shrinks with the form.'
                : hasButton && !launcher
                  ? 'Paste where the button should appear; the form opens over the page.'
                  : 'Paste anywhere in your page, for example before </body>.'
            }
            code={htmlSnippet(origin, form, choice)}
          />
          {dialog ? null : (
            <Snippet
              name="iframe snippet"
              title="Plain iframe"
              hint="For sites that do not allow scripts. Fixed height; the form scrolls inside."
              code={iframeSnippet(origin, form)}
            />
          )}
        </TabsContent>
        <TabsContent value="react">
          <Snippet
            name="React snippet"
            title="React component"
            hint={
              <>
                Install it with <code className="font-mono">npm install @forms-engine/react</code>; it works
                in server-rendered apps such as Next.js too.
              </>
            }
            code={reactSnippet(origin, form, choice)}
          />
        </TabsContent>
        <TabsContent value="wordpress">
          <Snippet
            name="WordPress shortcode"
            title="WordPress shortcode"
            hint="With the Forms Engine plugin active, paste it into a post or page, or add the “Forms Engine form” block."
            code={wordpressSnippet(origin, form, choice)}
          />
        </TabsContent>
      </Tabs>
    </div>
  );
}

function NumberField({
  id,
  label,
  value,
  max,
  onChange,
}: {
  id: string;
  label: string;
  value: number;
  max: number;
  onChange: (value: number) => void;
}) {
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <Input
        id={id}
        type="number"
        min={0}
        max={max}
        value={value}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (e.target.value !== '' && Number.isFinite(n))
            onChange(Math.min(max, Math.max(0, Math.round(n))));
        }}
      />
    </div>
  );
}

function Check({
  label,
  checked,
  onChange,
}: {
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <label className="flex cursor-pointer items-center gap-2 text-sm text-slate-700">
      <input
        type="checkbox"
        checked={checked}
        onChange={(e) => onChange(e.target.checked)}
        className="h-4 w-4 accent-emerald-700"
      />
      {label}
    </label>
  );
}
