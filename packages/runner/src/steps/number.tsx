// number runner: a typed number with its unit after it; says in the respondent's language what does not fit.
import { useState } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import { format, numberProblem, parseTypedNumber, type TNumberStep } from '@forms-engine/model';

export default function NumberRunner({
  step,
  value,
  onChange,
  texts,
  headingId,
  showErrors = false,
}: StepRunnerProps<TNumberStep>) {
  const written = (n: number) => String(n).replace('.', texts.decimalSeparator);
  const [text, setText] = useState(() =>
    typeof value === 'number' ? written(value) : typeof value === 'string' ? value : '',
  );
  // A message while the respondent is still typing ("1" on the way to "15") would only distract: it waits for them
  // to leave the field or to try Continue.
  const [left, setLeft] = useState(false);
  const required = step.validation?.required !== false;
  const parsed = parseTypedNumber(text, texts.decimalSeparator);
  const problem = parsed === undefined ? null : numberProblem(parsed, step);
  const message = !(left || showErrors)
    ? undefined
    : parsed === undefined
      ? required && showErrors
        ? texts.fieldRequired
        : undefined
      : problem?.kind === 'notANumber'
        ? texts.numberInvalid
        : problem?.kind === 'notWhole'
          ? texts.numberWhole
          : problem?.kind === 'belowMin'
            ? format(texts.numberMin, { min: written(problem.min) })
            : problem?.kind === 'aboveMax'
              ? format(texts.numberMax, { max: written(problem.max) })
              : undefined;
  const unit = step.unit?.trim();
  const unitId = `${headingId}-unit`;
  const errorId = `${headingId}-error`;
  return (
    <div>
      <div className="fe-number">
        <input
          className="fe-input fe-number-input"
          type="text"
          inputMode={step.integer ? 'numeric' : 'decimal'}
          autoComplete="off"
          aria-labelledby={headingId}
          aria-describedby={
            [unit ? unitId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined
          }
          aria-required={required}
          aria-invalid={message !== undefined}
          placeholder={step.placeholder}
          value={text}
          onChange={(e) => {
            const typed = e.target.value;
            setText(typed);
            const n = parseTypedNumber(typed, texts.decimalSeparator);
            // Text that is no number stays the answer as typed, so the step is not valid until it is fixed.
            onChange(n === undefined ? undefined : Number.isNaN(n) ? typed : n);
          }}
          onBlur={() => setLeft(true)}
        />
        {unit && (
          <span className="fe-number-unit" id={unitId}>
            {unit}
          </span>
        )}
      </div>
      {message && (
        <p className="fe-error" id={errorId} role="alert">
          {message}
        </p>
      )}
    </div>
  );
}
