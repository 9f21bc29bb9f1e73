// dropdown runner: a native select whose placeholder defaults to "Select"; the answer is the option id.
import type { StepRunnerProps } from '../step-props.ts';
import type { TDropdownStep } from '@forms-engine/model';

export default function DropdownRunner({
  step,
  value,
  onChange,
  texts,
  headingId,
  index,
  showErrors = false,
}: StepRunnerProps<TDropdownStep>) {
  const chosen = typeof value === 'string' ? value : '';
  const missing = showErrors && chosen === '';
  const errorId = `fe-dropdown-${index}-error`;
  return (
    <>
      <select
        className="fe-input"
        aria-labelledby={headingId}
        aria-invalid={missing}
        aria-describedby={missing ? errorId : undefined}
        value={chosen}
        onChange={(e) => onChange(e.target.value || undefined)}
      >
        <option value="">{step.placeholder || texts.select}</option>
        {step.options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title}
          </option>
        ))}
      </select>
      {missing && (
        <p className="fe-error" id={errorId} role="alert">
          {texts.fieldRequired}
        </p>
      )}
    </>
  );
}
