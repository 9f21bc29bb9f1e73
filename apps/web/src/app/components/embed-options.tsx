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
import type { MessageKey } from '../i18n/en.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { CopyButton } from './copy-button.tsx';

const MODES = {
  inline: { name: 'embed.mode.inline', hint: 'embed.mode.inlineHint' },
  popup: { name: 'embed.mode.popup', hint: 'embed.mode.popupHint' },
  slider: { name: 'embed.mode.slider', hint: 'embed.mode.sliderHint' },
  popover: { name: 'embed.mode.popover', hint: 'embed.mode.popoverHint' },
  sidetab: { name: 'embed.mode.sidetab', hint: 'embed.mode.sidetabHint' },
  fullpage: { name: 'embed.mode.fullpage', hint: 'embed.mode.fullpageHint' },
} as const satisfies Record<EmbedMode, { name: MessageKey; hint: MessageKey }>;

const TRIGGERS = {
  click: 'embed.trigger.click',
  load: 'embed.trigger.load',
  exit: 'embed.trigger.exit',
  time: 'embed.trigger.time',
  scroll: 'embed.trigger.scroll',
} as const satisfies Record<EmbedTrigger, MessageKey>;

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
  copyLabel,
}: {
  title: string;
  hint: ReactNode;
  code: string;
  /** Names the snippet's test id. */
  name: string;
  copyLabel: string;
}) {
  const { t } = useI18n();
  return (
    <section className="flex flex-col gap-1.5" aria-label={title}>
      <div className="flex items-end justify-between gap-2">
        <div className="min-w-0">
          <h3 className="text-sm font-medium text-slate-800">{title}</h3>
          <p className="text-xs text-slate-600">{hint}</p>
        </div>
        <CopyButton
          text={code}
          label={copyLabel}
          success={{ title: t('embed.copied'), description: t('embed.copiedText', { title }) }}
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
  const { t, language } = useI18n();
  const modeName = t(mode.name);
  // German writes the mode's name capitalised in a sentence too; the other languages in lower case.
  const previewMode = language === 'de' ? modeName : modeName.toLocaleLowerCase(language);
  const [installBefore, installAfter = ''] = t('embed.reactHint').split('{command}');

  return (
    <div className="flex flex-col gap-5">
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-slate-800">{t('embed.howItAppears')}</legend>
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
                <span className="font-medium text-slate-900">{t(MODES[m].name)}</span>
                <span className="text-xs text-slate-600">{t(MODES[m].hint)}</span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>

      {dialog ? (
        <div className="grid gap-3 sm:grid-cols-2 [&>*]:min-w-0">
          <div className="flex flex-col gap-1.5">
            <label htmlFor={`${id}-trigger`} className="text-sm font-medium text-slate-700">
              {t('embed.opens')}
            </label>
            <select
              id={`${id}-trigger`}
              value={choice.trigger}
              onChange={(e) => set({ trigger: e.target.value as EmbedTrigger })}
              className={SELECT}
            >
              {(Object.keys(TRIGGERS) as EmbedTrigger[]).map((trigger) => (
                <option key={trigger} value={trigger}>
                  {launcher && trigger === 'click' ? t('embed.trigger.clickLauncher') : t(TRIGGERS[trigger])}
                </option>
              ))}
            </select>
          </div>
          {choice.trigger === 'time' ? (
            <NumberField
              id={`${id}-delay`}
              label={t('embed.seconds')}
              value={choice.delay}
              max={600}
              onChange={(delay) => set({ delay })}
            />
          ) : null}
          {choice.trigger === 'scroll' ? (
            <NumberField
              id={`${id}-scroll`}
              label={t('embed.scrolled')}
              value={choice.scroll}
              max={100}
              onChange={(scroll) => set({ scroll })}
            />
          ) : null}
          {hasButton ? (
            <div className="flex flex-col gap-1.5">
              <label htmlFor={`${id}-button`} className="text-sm font-medium text-slate-700">
                {choice.mode === 'sidetab' ? t('embed.tabText') : t('embed.buttonText')}
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
              {t('embed.afterSubmit')}
            </label>
            <select
              id={`${id}-close`}
              value={choice.closeAfter ?? ''}
              onChange={(e) => set({ closeAfter: e.target.value === '' ? null : Number(e.target.value) })}
              className={SELECT}
            >
              <option value="">{t('embed.stayOpen')}</option>
              <option value="0">{t('embed.closeAtOnce')}</option>
              <option value="3">{t('embed.closeAfter', { seconds: (3).toLocaleString(language) })}</option>
              <option value="5">{t('embed.closeAfter', { seconds: (5).toLocaleString(language) })}</option>
            </select>
          </div>
          {byItself ? (
            <div className="flex flex-col gap-2 sm:col-span-2">
              <Check
                label={t('embed.showOnce')}
                checked={choice.showOnce}
                onChange={(showOnce) => set({ showOnce })}
              />
              <Check
                label={t('embed.hideAfterSubmit')}
                checked={choice.hideAfterSubmit}
                onChange={(hideAfterSubmit) => set({ hideAfterSubmit })}
              />
            </div>
          ) : null}
        </div>
      ) : null}

      <section className="flex flex-col gap-1.5" aria-labelledby={`${id}-preview`}>
        <h3 id={`${id}-preview`} className="text-sm font-medium text-slate-800">
          {t('embed.livePreview')}
        </h3>
        <p className="text-xs text-slate-600">
          {dialog ? t('embed.previewDialog') : t('embed.previewInline')}
        </p>
        <LivePreview
          doc={previewDocument(origin, form, choice)}
          label={t('embed.previewLabel', { mode: previewMode })}
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
            copyLabel={t('embed.copyLoader')}
            title={t('embed.script')}
            hint={
              !dialog
                ? t('embed.scriptInline')
                : hasButton && !launcher
                  ? t('embed.scriptButton')
                  : t('embed.scriptAnywhere')
            }
            code={htmlSnippet(origin, form, choice)}
          />
          {dialog ? null : (
            <Snippet
              name="iframe snippet"
              copyLabel={t('embed.copyIframe')}
              title={t('embed.iframe')}
              hint={t('embed.iframeHint')}
              code={iframeSnippet(origin, form)}
            />
          )}
        </TabsContent>
        <TabsContent value="react">
          <Snippet
            name="React snippet"
            copyLabel={t('embed.copyReact')}
            title={t('embed.react')}
            hint={
              <>
                {installBefore}
                <code className="font-mono">npm install @forms-engine/react</code>
                {installAfter}
              </>
            }
            code={reactSnippet(origin, form, choice)}
          />
        </TabsContent>
        <TabsContent value="wordpress">
          <Snippet
            name="WordPress shortcode"
            copyLabel={t('embed.copyWordpress')}
            title={t('embed.wordpress')}
            hint={t('embed.wordpressHint')}
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
