// multiSelect runner: a list of toggleable options (1 column on mobile, 2 otherwise) with a hint.
import { OptionIcon } from '../option-icon.tsx';
import type { StepRunnerProps } from '../step-props.ts';
import type { TMultiSelectStep } from '@forms-engine/model';

/** Adds or removes `id` from the selection. */
export function toggleSelection(selected: unknown, id: string): string[] {
  const current = Array.isArray(selected) ? selected.filter((v): v is string => typeof v === 'string') : [];
  return current.includes(id) ? current.filter((v) => v !== id) : [...current, id];
}

export function CheckMark() {
  return (
    <svg
      width="14"
      height="14"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={3.5}
      aria-hidden="true"
    >
      <path d="M20 6 9 17l-5-5" />
    </svg>
  );
}

export default function MultiSelectRunner({
  step,
  value,
  onChange,
  isMobile,
  iconMode,
  texts,
  headingId,
  showErrors = false,
}: StepRunnerProps<TMultiSelectStep>) {
  const selected = Array.isArray(value) ? value : [];
  return (
    <>
      <p className={showErrors && selected.length === 0 ? 'fe-hint fe-hint-error' : 'fe-hint'}>
        {texts.multiSelectHint}
      </p>
      <div
        className="fe-choices"
        role="group"
        aria-labelledby={headingId}
        style={{ '--fe-cols': isMobile ? 1 : 2 } as React.CSSProperties}
      >
        {step.options.map((option) => (
          <button
            key={option.id}
            type="button"
            className="fe-choice"
            aria-pressed={selected.includes(option.id)}
            onClick={() => {
              const next = toggleSelection(value, option.id);
              onChange(next.length > 0 ? next : undefined);
            }}
          >
            {iconMode !== 'none' && (
              <span className="fe-icon-wrap">
                <OptionIcon icon={option.icon} emoji={option.emoji} mode={iconMode} size={32} />
              </span>
            )}
            <span className="fe-choice-text">
              {option.title}
              {option.description && <span className="fe-choice-desc">{option.description}</span>}
            </span>
            <span className="fe-check">{selected.includes(option.id) && <CheckMark />}</span>
          </button>
        ))}
      </div>
    </>
  );
}
