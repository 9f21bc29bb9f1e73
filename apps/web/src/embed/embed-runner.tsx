// The published form inside /embed — the one tree both the server (first step as HTML) and the browser (hydrate) render.
import { FormRunner, type ResumeOptions, type RunnerApi, type StoredTheme } from '@forms-engine/runner';
import { chooseLanguage, formLanguages, runnerTexts, type TStep, unwrapConfig } from '@forms-engine/model';
import { Component, type ReactNode } from 'react';
import type { EmbedForm } from './load-form.ts';
import type { EmbedParams } from './params.ts';

/** A crash inside the runner shows the load-failure message instead of a blank frame. */
export class RunnerBoundary extends Component<{ message: string; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override componentDidCatch(error: unknown) {
    console.error('The form runner failed', error);
  }
  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className="fe-runner">
        <div className="fe-card">
          <p className="fe-message" role="alert">
            {this.props.message}
          </p>
        </div>
      </div>
    );
  }
}

/**
 * The respondent's language among the form's: the URL's (`lang`, else the `language` an old link or the loader's
 * data-language names), else the first of the browser's preferred languages the form has, else its default.
 */
export function embedLanguage(
  params: Pick<EmbedParams, 'language' | 'lang'>,
  form: EmbedForm | null,
  preferred: readonly string[] = [],
): string {
  // The texts' own language is the default; a config that does not say is in the language it was published under.
  const raw = form ? unwrapConfig(form.config) : null;
  const languages = formLanguages({
    language: raw?.language ?? form?.language,
    translations: raw?.translations,
  });
  return chooseLanguage(languages, params.lang ?? params.language, preferred);
}

export interface EmbedRunnerProps {
  form: EmbedForm;
  params: Pick<EmbedParams, 'language' | 'lang' | 'iconMode'>;
  /** The browser's preferred languages (navigator.languages, or the request's Accept-Language on the server). */
  preferred?: readonly string[];
  isMobile?: boolean;
  storedTheme?: StoredTheme;
  query?: readonly URLSearchParams[];
  resume?: ResumeOptions;
  api?: RunnerApi;
  onStepChange?: (number: number, total: number, step: TStep | undefined) => void;
  /** `held`: the form keeps this unverified lead in its responses only. */
  onSubmitted?: (payload: Record<string, unknown>, outcome?: { held: boolean }) => void;
}

export function EmbedRunner({ form, params, preferred, ...rest }: EmbedRunnerProps) {
  const language = embedLanguage(params, form, preferred);
  const iconMode =
    params.iconMode ?? (['lucide', 'emoji', 'none'].includes(form.iconMode ?? '') ? form.iconMode : 'lucide');
  return (
    <RunnerBoundary message={runnerTexts(language).loadFailed}>
      <FormRunner
        config={form.config}
        formId={form.id}
        language={language}
        iconMode={iconMode as 'lucide' | 'emoji' | 'none'}
        color={form.color}
        mode="live"
        minProgress={2}
        autoSelectFirstOption={form.autoSelectOptionId}
        availability={form.availability}
        {...rest}
      />
    </RunnerBoundary>
  );
}
