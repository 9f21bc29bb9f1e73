// yesNo runner: two big buttons, Yes and No (or the owner's words), that move on shortly after a choice.
import { useEffect, useRef } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import { TILES_AUTO_ADVANCE_MS, type TYesNoStep, yesNoLabels } from '@forms-engine/model';

export default function YesNoRunner({
  step,
  value,
  onChange,
  onAdvance,
  texts,
  headingId,
}: StepRunnerProps<TYesNoStep>) {
  const labels = yesNoLabels(step, texts);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );
  // The same pause as tiles: the respondent sees the choice marked before the next question comes.
  const choose = (answer: boolean) => {
    onChange(answer);
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(onAdvance, TILES_AUTO_ADVANCE_MS);
  };
  return (
    <div className="fe-yes-no" role="group" aria-labelledby={headingId}>
      {([true, false] as const).map((answer) => (
        <button
          key={String(answer)}
          type="button"
          className="fe-tile fe-yes-no-button"
          aria-pressed={value === answer}
          onClick={() => choose(answer)}
        >
          <span className="fe-tile-title fe-text-xl">{answer ? labels.yes : labels.no}</span>
        </button>
      ))}
    </div>
  );
}
