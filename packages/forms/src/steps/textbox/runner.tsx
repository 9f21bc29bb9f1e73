// textbox runner: free text with the configured placeholder and 1-10 rows.
import type { StepRunnerProps } from '../../runner/step-props.ts';
import type { TTextboxStep } from './definition.ts';
import { clampRows } from './rules.ts';

export default function TextboxRunner({ step, value, onChange, headingId }: StepRunnerProps<TTextboxStep>) {
  return (
    <textarea
      className="fe-input"
      aria-labelledby={headingId}
      aria-required={step.validation?.required === true}
      rows={clampRows(step.rows)}
      placeholder={step.placeholder}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
