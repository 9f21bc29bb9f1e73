// Starts loading the form as soon as the entry module runs — before React renders — and, once the config answers,
// fetches the first step's code and the icons in parallel with the first render.
import { loadEmbedForm, type LoadResult } from './load-form.ts';
import { parseEmbedParams } from './params.ts';
import { loadLucideIcons } from '@forms-engine/forms/runner/option-icon.tsx';
import { prepareConfig } from '@forms-engine/forms/runner/prepare-config.ts';
import { preloadStep } from '@forms-engine/forms/runner/step-view.tsx';
import { stepHasOptions } from '@forms-engine/forms/steps/rules.ts';

export const embedParams = parseEmbedParams(window.location.search);

function warmUp(result: LoadResult): LoadResult {
  if (!result.ok) return result;
  const prepared = prepareConfig(result.form.config);
  const first = prepared.ok ? prepared.config.steps[0] : undefined;
  if (first) {
    preloadStep(first.type);
    const iconMode = embedParams.iconMode ?? result.form.iconMode ?? 'lucide';
    if (iconMode === 'lucide' && stepHasOptions(first)) void loadLucideIcons();
  }
  return result;
}

/** The form request, already in flight; null when a configuration was injected into the page. */
export const earlyForm: Promise<LoadResult> | null =
  window.__FORM_CONFIG__ === undefined || window.__FORM_CONFIG__ === null
    ? loadEmbedForm(embedParams.source, (...args) => fetch(...args)).then(warmUp)
    : null;
