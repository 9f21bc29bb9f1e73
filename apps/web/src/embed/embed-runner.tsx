// The published form inside /embed — the one tree both the server (first step as HTML) and the browser (hydrate) render.
import { FormRunner, type ResumeOptions, type RunnerApi, type StoredTheme } from '@forms-engine/runner';
import { runnerTexts, type TStep } from '@forms-engine/model';
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

/** The URL's language first, then the form's, then English. */
export function embedLanguage(params: Pick<EmbedParams, 'language'>, form: EmbedForm | null): string {
  return params.language ?? form?.language ?? 'en';
}

export interface EmbedRunnerProps {
  form: EmbedForm;
  params: Pick<EmbedParams, 'language' | 'iconMode'>;
  isMobile?: boolean;
  storedTheme?: StoredTheme;
  query?: readonly URLSearchParams[];
  resume?: ResumeOptions;
  api?: RunnerApi;
  onStepChange?: (number: number, total: number, step: TStep | undefined) => void;
  onSubmitted?: () => void;
}

export function EmbedRunner({ form, params, ...rest }: EmbedRunnerProps) {
  const language = embedLanguage(params, form);
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
