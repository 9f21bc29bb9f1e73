// tiles runner: up to 4 big single-choice cards that move on 500 ms after a choice.
import { useEffect, useRef } from 'react';
import { OptionIcon } from '../option-icon.tsx';
import type { StepRunnerProps } from '../step-props.ts';
import {
  TILES_AUTO_ADVANCE_MS,
  TILES_MAX_OPTIONS,
  tileTitleSize,
  type TTilesStep,
} from '@forms-engine/model';

export default function TilesRunner({
  step,
  value,
  onChange,
  onAdvance,
  isMobile,
  iconMode,
  headingId,
}: StepRunnerProps<TTilesStep>) {
  const options = step.options.slice(0, TILES_MAX_OPTIONS);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  const cols = isMobile ? 2 : Math.min(4, Math.max(options.length, 1));
  return (
    <div
      className="fe-tiles"
      role="group"
      aria-labelledby={headingId}
      style={{ '--fe-cols': cols } as React.CSSProperties}
    >
      {options.map((option) => (
        <button
          key={option.id}
          type="button"
          className="fe-tile"
          aria-pressed={value === option.id}
          onClick={() => {
            onChange(option.id);
            if (timer.current) clearTimeout(timer.current);
            timer.current = setTimeout(onAdvance, TILES_AUTO_ADVANCE_MS);
          }}
        >
          {iconMode !== 'none' && (
            <span className="fe-icon-wrap">
              <OptionIcon icon={option.icon} emoji={option.emoji} mode={iconMode} size={isMobile ? 32 : 48} />
            </span>
          )}
          <span className={`fe-tile-title fe-text-${tileTitleSize(option.title, isMobile)}`}>
            {option.title}
          </span>
          {option.description && <span className="fe-tile-desc">{option.description}</span>}
        </button>
      ))}
    </div>
  );
}
