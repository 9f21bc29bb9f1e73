// Server entry (built by vite.ssr.config.ts, loaded by the server): the /embed page's first step as HTML, rendered
// from the same components the browser then hydrates, so the markup is identical.
import { loadEmojiMap, loadLucideIcons } from '@forms-engine/forms/runner/option-icon.tsx';
import { MOBILE_WIDTH } from '@forms-engine/embed';
import { MOBILE_AGENT } from '@forms-engine/forms/runner/frame.ts';
import { preloadStep } from '@forms-engine/forms/runner/step-view.tsx';
import { stepHasOptions } from '@forms-engine/forms/steps/rules.ts';
import { STEP_TYPES, type StepType } from '@forms-engine/forms/steps/types.ts';
import { runnerTexts } from '@forms-engine/forms/texts.ts';
import { renderToString } from 'preact-render-to-string';
import { EmbedRunner, embedLanguage } from './embed-runner.tsx';
import { firstShownStep } from './first-step.ts';
import { formFromPayload } from './load-form.ts';
import { parseEmbedParams } from './params.ts';

export { lateStartScript } from '../late-start.ts';

/** Every step type's code and both icon sets, loaded once: rendering is then synchronous (no lazy fallback). */
export const ready: Promise<unknown> = Promise.all([
  ...STEP_TYPES.map((type) => preloadStep(type)),
  loadLucideIcons(),
  loadEmojiMap().catch(() => undefined),
]);

/**
 * Runs before the first paint, right after the markup. A frame whose layout (mobile by user agent or a width under
 * MOBILE_WIDTH, as the runner decides) differs from the server's guess drops the markup, and the runner renders
 * the step itself — a blank moment instead of a jump. Otherwise, until the runner has taken over, the step's fields,
 * labels and links work natively (what they hold is handed to the runner at takeover, main.tsx), while a tap on a
 * button — Next, an option — is held back (no native form post reloading the page) and queued for main.tsx to
 * replay; a second tap on the same button in a row is the same intention (nothing answered the first) and is
 * queued once.
 */
export const BOOT_SCRIPT = `(function(){var r=document.getElementById("root");var m=${MOBILE_AGENT}.test(navigator.userAgent)||innerWidth<${MOBILE_WIDTH};if((m?"mobile":"desktop")!==r.getAttribute("data-ssr")){r.textContent="";return}var q=[];function h(e){if(e.type==="click"){var b=e.target&&e.target.closest&&e.target.closest("button");if(!b)return;if(q[q.length-1]!==b)q.push(b)}e.preventDefault();e.stopPropagation()}r.addEventListener("click",h,true);r.addEventListener("submit",h,true);window.__feEarly=function(){r.removeEventListener("click",h,true);r.removeEventListener("submit",h,true);return q}})()`;

/** The server's layout guess for a request: a mobile browser by its user agent. */
export const mobileAgent = (userAgent: string | undefined) => MOBILE_AGENT.test(userAgent ?? '');

export interface RenderedStep {
  /** The markup that goes inside #root. */
  html: string;
  /** The shown step's type, whose chunk the page preloads. */
  stepType: StepType;
  /** The icon chunk the step draws from, if any. */
  icons: 'lucide' | 'emoji' | null;
}

/**
 * The first screen of a published payload as /embed?{search} shows it to a new respondent (no stored session,
 * no stored theme, no prefills), or null when there is nothing to render on the server.
 */
export function renderFirstStep(payload: unknown, search: string, mobile: boolean): RenderedStep | null {
  const loaded = formFromPayload(payload);
  if (!loaded.ok || loaded.form.config === null || loaded.form.config === undefined) return null;
  const form = loaded.form;
  const step = firstShownStep(form);
  if (!step) return null;
  const params = parseEmbedParams(search);
  const html = renderToString(
    <main className="fe-embed">
      <EmbedRunner form={form} params={params} isMobile={mobile} storedTheme={{}} query={[]} />
    </main>,
  );
  // The runner crashed on the server: let the browser render (and report) it.
  if (html.includes(runnerTexts(embedLanguage(params, form)).loadFailed)) return null;
  const iconMode = params.iconMode ?? form.iconMode ?? 'lucide';
  const icons = stepHasOptions(step) && (iconMode === 'lucide' || iconMode === 'emoji') ? iconMode : null;
  return { html, stepType: step.type, icons };
}
