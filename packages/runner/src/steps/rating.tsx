// rating runner: 1–5 stars or 0–10, a radio group (arrow keys move the choice), with the owner's words at the ends.
import type { StepRunnerProps } from '../step-props.ts';
import { format, ratingRange, type TRatingStep } from '@forms-engine/model';

export default function RatingRunner({
  step,
  value,
  onChange,
  texts,
  headingId,
}: StepRunnerProps<TRatingStep>) {
  const { min, max } = ratingRange(step);
  const stars = step.scale !== 'nps';
  const values = Array.from({ length: max - min + 1 }, (_, i) => min + i);
  const chosen = typeof value === 'number' ? value : undefined;
  return (
    <div>
      <div
        className={`fe-rating ${stars ? 'fe-rating-stars' : 'fe-rating-nps'}`}
        role="radiogroup"
        aria-labelledby={headingId}
      >
        {values.map((n) => (
          <label
            key={n}
            className="fe-rating-item"
            data-on={chosen !== undefined && (stars ? n <= chosen : n === chosen) ? 'true' : undefined}
          >
            <input
              type="radio"
              className="fe-rating-radio"
              name={`${headingId}-rating`}
              value={n}
              checked={chosen === n}
              aria-label={format(texts.ratingOf, { n, max })}
              onChange={() => onChange(n)}
            />
            <span aria-hidden="true">{stars ? '★' : n}</span>
          </label>
        ))}
      </div>
      {!stars && (step.lowLabel || step.highLabel) && (
        <div className="fe-range-ends">
          <span>{step.lowLabel}</span>
          <span>{step.highLabel}</span>
        </div>
      )}
    </div>
  );
}
