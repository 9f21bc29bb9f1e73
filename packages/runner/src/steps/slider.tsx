// slider runner: a range between min and max; the value can be typed after clicking it (digits and one dot).
import { useEffect, useRef, useState } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import { parseSliderInput, sanitizeSliderInput, sliderBounds, type TSliderStep } from '@forms-engine/model';

export default function SliderRunner({
  step,
  value,
  onChange,
  onDefault,
  texts,
  headingId,
}: StepRunnerProps<TSliderStep>) {
  const { min, max, step: increment, defaultValue } = sliderBounds(step);
  const current = typeof value === 'number' && Number.isFinite(value) ? value : defaultValue;
  const [editing, setEditing] = useState<string | null>(null);
  const input = useRef<HTMLInputElement>(null);
  // Enter and Escape end editing themselves; the blur that follows when the input is removed (Preact sees it,
  // React does not) must not confirm the typed value again — after Escape that would undo the cancel.
  const ended = useRef(false);
  const prefix = step.prefix ?? '';

  useEffect(() => {
    if (typeof value !== 'number') onDefault(defaultValue);
  }, []);
  useEffect(() => {
    if (editing !== null) input.current?.select();
  }, [editing !== null]);

  const confirm = () => {
    if (editing === null) return;
    const parsed = parseSliderInput(editing, step);
    setEditing(null);
    // Empty or non-numeric input keeps the current value.
    if (parsed !== null) onChange(parsed);
  };

  return (
    <div>
      {editing === null ? (
        <button
          type="button"
          className="fe-slider-value"
          title={texts.typeValueHint}
          aria-label={`${prefix}${current}. ${texts.typeValueHint}`}
          onClick={() => {
            ended.current = false;
            setEditing(String(current));
          }}
        >
          {prefix}
          {current.toLocaleString(texts.locale)}
        </button>
      ) : (
        <input
          ref={input}
          className="fe-input fe-slider-input"
          inputMode="decimal"
          aria-labelledby={headingId}
          value={editing}
          onChange={(e) => setEditing(sanitizeSliderInput(e.target.value))}
          onBlur={() => {
            if (!ended.current) confirm();
          }}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              ended.current = true;
              confirm();
            } else if (e.key === 'Escape') {
              e.preventDefault();
              ended.current = true;
              setEditing(null);
            }
          }}
        />
      )}
      <input
        type="range"
        className="fe-range"
        style={
          { '--fe-fill': `${max > min ? ((current - min) / (max - min)) * 100 : 0}%` } as React.CSSProperties
        }
        aria-labelledby={headingId}
        aria-valuetext={`${prefix}${current}`}
        min={min}
        max={max}
        step={increment}
        value={current}
        onChange={(e) => onChange(Number(e.target.value))}
      />
      <div className="fe-range-ends" aria-hidden="true">
        <span>
          {prefix}
          {min.toLocaleString(texts.locale)}
        </span>
        <span>
          {prefix}
          {max.toLocaleString(texts.locale)}
        </span>
      </div>
    </div>
  );
}
