// Server entry (built by vite.ssr.config.ts, loaded by the server): the /embed page's first step as HTML, rendered
// from the same components the browser then hydrates, so the markup is identical.
import { loadEmojiMap, loadLucideIcons, MOBILE_AGENT, preloadStep } from '@forms-engine/runner';
import {
  acceptedLanguages,
  hiddenFromQuery,
  prefillFromQuery,
  runnerTexts,
  STEP_TYPES,
  stepHasOptions,
  type StepType,
} from '@forms-engine/model';
import { renderToString } from 'preact-render-to-string';
import { EmbedRunner, embedLanguage } from './embed-runner.tsx';
import { firstShown } from './first-step.ts';
import { type EmbedForm, formFromPayload } from './load-form.ts';
import { parseEmbedParams } from './params.ts';
import { abTestOf } from './variant.ts';

/**
 * The inline script after the markup (apps/web/src/boot-script.ts, compiled by the build): the layout check, taps
 * held until the runner takes over, and the runner's start after the first paint. The same for every page, so one
 * hash allows it; what to start is on its element's `data-entry` and `data-preloads`.
 */
export { default as BOOT_SCRIPT } from '../boot-script.ts?inline-script';

/** Every step type's code and both icon sets, loaded once: rendering is then synchronous (no lazy fallback). */
export const ready: Promise<unknown> = Promise.all([
  ...STEP_TYPES.map((type) => preloadStep(type)),
  loadLucideIcons(),
  loadEmojiMap().catch(() => undefined),
]);

/** The server's layout guess for a request: a mobile browser by its user agent. */
export const mobileAgent = (userAgent: string | undefined) => MOBILE_AGENT.test(userAgent ?? '');

export interface RenderedStep {
  /** The markup that goes inside #root. */
  html: string;
  /** The shown step's type, whose chunk the page preloads. */
  stepType: StepType;
  /** The icon chunk the step draws from, if any. */
  icons: 'lucide' | 'emoji' | null;
  /** The language it is rendered in, which the browser takes the markup over in. */
  language: string;
}

/**
 * The forms a visitor of this payload may be shown: the published one, or during an A/B test each variant's (the
 * frame draws or reads back which one before its first render; the server cannot know it).
 */
function formsOf(payload: unknown): EmbedForm[] {
  const loaded = formFromPayload(payload);
  if (!loaded.ok || loaded.form.config === null || loaded.form.config === undefined) return [];
  const test = abTestOf((payload as { abTest?: unknown }).abTest);
  if (!test) return [loaded.form];
  return test.variants.map((v) => ({ ...loaded.form, config: v.config, variant: v.key }));
}

/**
 * The first screen of a published payload as /embed?{search} shows it to a new respondent (no stored session, no
 * stored theme; prefills and hidden values from this query, as the runner reads them), or null when there is
 * nothing to render on the server. During an A/B test it is rendered only when every variant's first screen is the
 * same markup (variants that differ further on): whichever variant the frame then holds takes that markup over
 * unchanged, so nobody sees the other variant for a moment, on a first visit or a reload.
 */
export function renderFirstStep(
  payload: unknown,
  search: string,
  mobile: boolean,
  acceptLanguage?: string,
): RenderedStep | null {
  const forms = formsOf(payload);
  if (forms.length === 0) return null;
  const screens = forms.map((form) => renderForm(form, search, mobile, acceptLanguage));
  const [first] = screens;
  return first && screens.every((s) => s?.html === first.html) ? first : null;
}

function renderForm(
  form: EmbedForm,
  search: string,
  mobile: boolean,
  acceptLanguage: string | undefined,
): RenderedStep | null {
  const shown = firstShown(form);
  if (!shown) return null;
  const { step } = shown;
  const params = parseEmbedParams(search);
  const preferred = acceptedLanguages(acceptLanguage);
  const language = embedLanguage(params, form, preferred);
  const html = renderToString(
    <main className="fe-embed">
      <EmbedRunner
        form={form}
        params={params}
        preferred={preferred}
        isMobile={mobile}
        storedTheme={{}}
        query={[new URLSearchParams(search)]}
      />
    </main>,
  );
  // The runner crashed on the server: let the browser render (and report) it.
  if (html.includes(runnerTexts(language).loadFailed)) return null;
  const iconMode = params.iconMode ?? form.iconMode ?? 'lucide';
  const icons = stepHasOptions(step) && (iconMode === 'lucide' || iconMode === 'emoji') ? iconMode : null;
  return { html, stepType: step.type, icons, language };
}

/** The language /embed?{search} shows the form in to a browser sending this Accept-Language header. */
export function pageLanguage(payload: unknown, search: string, acceptLanguage: string | undefined): string {
  const loaded = formFromPayload(payload);
  return embedLanguage(
    parseEmbedParams(search),
    loaded.ok ? loaded.form : null,
    acceptedLanguages(acceptLanguage),
  );
}

/**
 * What of /embed?{search} the rendered step depends on besides the form, its language and icons: the answers the
 * query prefills and the hidden values it gives (piped into texts), as one string, '' when there are none.
 */
export function renderedInputs(payload: unknown, search: string): string {
  const query = new URLSearchParams(search);
  // Every variant's, during an A/B test: the page is rendered from all of them.
  const inputs = formsOf(payload).map((form) => {
    const shown = firstShown(form);
    if (!shown) return [];
    // The runner's own readers, so the key changes exactly when what the runner starts with does.
    const prefilled = prefillFromQuery(shown.config.steps, query);
    const hidden = hiddenFromQuery(shown.config.hiddenFields ?? [], query);
    return Object.keys(prefilled).length || Object.keys(hidden).length ? [prefilled, hidden] : [];
  });
  return inputs.some((i) => i.length > 0) ? JSON.stringify(inputs.length === 1 ? inputs[0] : inputs) : '';
}
