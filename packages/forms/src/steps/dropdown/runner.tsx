// dropdown runner: a native select whose placeholder defaults to "Select"; the answer is the option id.
import type { StepRunnerProps } from '../../runner/step-props.ts';
import type { TDropdownStep } from './definition.ts';

export default function DropdownRunner({
  step,
  value,
  onChange,
  texts,
  headingId,
}: StepRunnerProps<TDropdownStep>) {
  return (
    <select
      className="fe-input"
      aria-labelledby={headingId}
      value={typeof value === 'string' ? value : ''}
      onChange={(e) => onChange(e.target.value || undefined)}
    >
      <option value="">{step.placeholder || texts.select}</option>
      {step.options.map((option) => (
        <option key={option.id} value={option.id}>
          {option.title}
        </option>
      ))}
    </select>
  );
}
