// tiles runner: up to 8 big single-choice cards that move on 500 ms after a choice.
import { useEffect, useRef } from 'react';
import { OptionIcon } from '../option-icon.tsx';
import type { StepRunnerProps } from '../step-props.ts';
import {
  TILES_AUTO_ADVANCE_MS,
  TILES_MAX_OPTIONS,
  tileColumns,
  tileTitleSize,
  type TTilesStep,
} from '@forms-engine/model';

/** Longest word a phone's two-column tile holds at the base size; past it the label is set small so the word
 * stays whole ("underlayment", "Flachdachbahn") instead of being broken. */
const PHONE_WORD_CHARS = 10;

/** Characters of the title's longest word: the stylesheet shrinks the title until that word fits its tile. */
function longestWord(title: string): number {
  return Math.max(1, ...title.split(/\s+/).map((w) => [...w].length));
}

/** The spec's size by length, made small on a phone when one word would not fit the tile. */
function fittedTitleSize(title: string, isMobile: boolean): ReturnType<typeof tileTitleSize> {
  const longest = longestWord(title);
  return isMobile && longest > PHONE_WORD_CHARS ? 'sm' : tileTitleSize(title, isMobile);
}

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
  const cols = tileColumns(options.length, isMobile);
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
          <span
            className={`fe-tile-title fe-text-${fittedTitleSize(option.title, isMobile)}`}
            style={{ '--fe-word': longestWord(option.title) } as React.CSSProperties}
          >
            {option.title}
          </span>
          {option.description && <span className="fe-tile-desc">{option.description}</span>}
        </button>
      ))}
    </div>
  );
}
