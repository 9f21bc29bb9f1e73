// imageChoice runner: the owner's pictures as a grid of toggle buttons (2 columns on a phone, up to 4 on a
// desktop), each named by its title and described by its alt text; without a picture, a plain tile with the title.
import type { StepRunnerProps } from '../step-props.ts';
import { imageColumns, type TImageChoiceStep } from '@forms-engine/model';
import { CheckMark, toggleSelection } from './multi-select.tsx';

export default function ImageChoiceRunner({
  step,
  value,
  onChange,
  isMobile,
  texts,
  headingId,
  api,
  showErrors = false,
}: StepRunnerProps<TImageChoiceStep>) {
  const selected = step.multiple
    ? Array.isArray(value)
      ? value
      : []
    : typeof value === 'string'
      ? [value]
      : [];
  return (
    <>
      {step.multiple && (
        <p className={showErrors && selected.length === 0 ? 'fe-hint fe-hint-error' : 'fe-hint'}>
          {texts.multiSelectHint}
        </p>
      )}
      <div
        className="fe-images"
        role="group"
        aria-labelledby={headingId}
        style={{ '--fe-cols': imageColumns(step.options.length, isMobile) } as React.CSSProperties}
      >
        {step.options.map((option) => {
          const on = selected.includes(option.id);
          return (
            <button
              key={option.id}
              type="button"
              className="fe-image-option"
              aria-pressed={on}
              onClick={() => {
                if (!step.multiple) return onChange(option.id);
                const next = toggleSelection(value, option.id);
                onChange(next.length > 0 ? next : undefined);
              }}
            >
              {option.image ? (
                <img
                  className="fe-image"
                  src={api.assetUrl ? api.assetUrl(option.image) : option.image}
                  alt={option.alt?.trim() || option.title}
                  loading="lazy"
                  decoding="async"
                />
              ) : null}
              <span className="fe-image-title">{option.title}</span>
              {on && (
                <span className="fe-check fe-image-check">
                  <CheckMark />
                </span>
              )}
            </button>
          );
        })}
      </div>
    </>
  );
}
