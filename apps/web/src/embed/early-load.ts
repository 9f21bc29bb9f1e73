// Starts loading the form as soon as the entry module runs — before React renders — and, once the config answers,
// fetches the first step's code and the icons in parallel with the first render.
import { formFromPayload, loadEmbedForm, type LoadResult, sourceKey } from './load-form.ts';
import { parseEmbedParams } from './params.ts';
import { loadEmojiMap, loadLucideIcons, preloadStep, safeLocalStorage } from '@forms-engine/runner';
import { firstShownStep } from './first-step.ts';
import { stepHasOptions } from '@forms-engine/model';

export const embedParams = parseEmbedParams(window.location.search);

/** Where this visitor's A/B variant is kept: the frame's storage, as the resume record (null when blocked). */
const variantStorage = safeLocalStorage() ?? null;

/** Longest the first render waits for the first step's code and icons; after that it renders with a spinner. */
const WARM_UP_LIMIT_MS = 1500;

/**
 * How the server rendered the first step into #root ('mobile' or 'desktop'), or null when #root came empty (or the
 * page's inline check emptied it because this frame's layout differs from the server's guess).
 */
export const serverRendered: 'mobile' | 'desktop' | null = (() => {
  const root = document.getElementById('root');
  const as = root?.firstElementChild ? root.dataset.ssr : undefined;
  return as === 'mobile' || as === 'desktop' ? as : null;
})();

/** Fetches the first step's code and icons before the first render, so the step appears whole, in one paint. */
async function warmUp(result: LoadResult): Promise<LoadResult> {
  if (!result.ok) return result;
  const first = firstShownStep(result.form);
  if (!first) return result;
  const loads: Promise<unknown>[] = [preloadStep(first.type)];
  const iconMode = embedParams.iconMode ?? result.form.iconMode ?? 'lucide';
  if (iconMode === 'lucide' && stepHasOptions(first)) loads.push(loadLucideIcons());
  if (iconMode === 'emoji' && stepHasOptions(first)) loads.push(loadEmojiMap().catch(() => undefined));
  // Server-rendered markup is already on screen: hydrating needs the same code the server used, so wait for it.
  if (serverRendered) await Promise.all(loads);
  else await Promise.race([Promise.all(loads), new Promise((done) => setTimeout(done, WARM_UP_LIMIT_MS))]);
  return result;
}

/**
 * The published form the server put into the page (`<script type="application/json" id="fe-form">`, answering
 * the same lookup as this URL), so no API round trip stands before the first step; null when absent.
 */
function servedForm(): LoadResult | null {
  const el = document.getElementById('fe-form');
  if (!el?.textContent) return null;
  try {
    const served = JSON.parse(el.textContent) as { source?: unknown; form?: unknown };
    if (served.source !== sourceKey(embedParams.source)) return null;
    const result = formFromPayload(served.form, variantStorage);
    return result.ok ? result : null;
  } catch {
    return null;
  }
}

/** The form request, already in flight (or the served form); null when a configuration was injected into the page. */
export const earlyForm: Promise<LoadResult> | null =
  window.__FORM_CONFIG__ === undefined || window.__FORM_CONFIG__ === null
    ? (() => {
        const served = servedForm();
        return served
          ? warmUp(served)
          : loadEmbedForm(embedParams.source, (...args) => fetch(...args), variantStorage).then(warmUp);
      })()
    : null;
