// textbox runner: free text with the configured placeholder and 1-10 rows.
import type { StepRunnerProps } from '../step-props.ts';
import { clampRows, TEXTBOX_MAX_CHARS, type TTextboxStep } from '@forms-engine/model';

export default function TextboxRunner({
  step,
  value,
  onChange,
  headingId,
  showErrors = false,
}: StepRunnerProps<TTextboxStep>) {
  const required = step.validation?.required === true;
  // The spec shows no message under a textbox: a required one left blank is only marked (the hint by Continue
  // says what to do).
  const missing = showErrors && required && (typeof value !== 'string' || value.trim() === '');
  return (
    <textarea
      className="fe-input"
      aria-labelledby={headingId}
      aria-required={required}
      aria-invalid={missing}
      rows={clampRows(step.rows)}
      maxLength={TEXTBOX_MAX_CHARS}
      placeholder={step.placeholder}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}
