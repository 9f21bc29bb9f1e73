// date runner: the browser's own date field within the step's window, then the time slots as radio tiles.
import { useState } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import {
  type DateProblem,
  dateProblem,
  dateWindow,
  format,
  formatDay,
  localDay,
  type RunnerTexts,
  type TDateStep,
  weekdayName,
} from '@forms-engine/model';

function dayMessage(problem: DateProblem | null, texts: RunnerTexts): string | undefined {
  // The browser's date field gives a real day or nothing, so a malformed day never reaches this.
  switch (problem?.kind) {
    case 'tooEarly':
      return format(texts.dateTooEarly, { date: formatDay(problem.first, texts.locale) });
    case 'tooLate':
      return format(texts.dateTooLate, { date: formatDay(problem.last, texts.locale) });
    case 'weekday':
      return format(texts.dateWeekday, { weekday: weekdayName(problem.weekday, texts.locale) });
    default:
      return undefined;
  }
}

export default function DateRunner({
  step,
  value,
  onChange,
  texts,
  headingId,
  showErrors = false,
}: StepRunnerProps<TDateStep>) {
  const answer =
    typeof value === 'object' && value !== null ? (value as { date?: unknown; slot?: unknown }) : {};
  const [day, setDay] = useState(typeof answer.date === 'string' ? answer.date : '');
  const [left, setLeft] = useState(false);
  const slot = typeof answer.slot === 'string' ? answer.slot : undefined;
  const slots = step.slots ?? [];
  const today = localDay();
  const { first, last } = dateWindow(step, today);
  const required = step.validation?.required !== false;
  // The day alone is checked here; a missing slot has its own message under the slots.
  const problem = day ? dateProblem({ date: day }, { ...step, slots: undefined }, today) : null;
  const message = !(left || showErrors)
    ? undefined
    : day === ''
      ? required && showErrors
        ? texts.fieldRequired
        : undefined
      : dayMessage(problem, texts);
  const closed = (step.excludedWeekdays ?? []).map((d) => weekdayName(d, texts.locale));
  const closedText =
    closed.length > 0
      ? format(texts.dateClosed, {
          days: new Intl.ListFormat(texts.locale, { type: 'conjunction' }).format(closed),
        })
      : undefined;
  const errorId = `${headingId}-error`;
  const closedId = `${headingId}-closed`;
  const slotsId = `${headingId}-slots`;
  const answerWith = (nextDay: string, nextSlot: string | undefined) =>
    nextDay === '' ? undefined : { date: nextDay, ...(nextSlot ? { slot: nextSlot } : {}) };
  return (
    <div className="fe-date">
      <input
        className="fe-input fe-date-input"
        type="date"
        aria-labelledby={headingId}
        aria-describedby={
          [closedText ? closedId : '', message ? errorId : ''].filter(Boolean).join(' ') || undefined
        }
        // The form does not validate natively (noValidate): required only tells assistive technology.
        required={required}
        aria-invalid={message !== undefined}
        min={first}
        max={last}
        value={day}
        onChange={(e) => {
          setDay(e.target.value);
          onChange(answerWith(e.target.value, slot));
        }}
        onBlur={() => setLeft(true)}
      />
      {closedText && (
        <p className="fe-date-closed" id={closedId}>
          {closedText}
        </p>
      )}
      {message && (
        <p className="fe-error" id={errorId} role="alert">
          {message}
        </p>
      )}
      {slots.length > 0 && day !== '' && problem === null && (
        <fieldset className="fe-date-slots">
          <legend className="fe-date-slots-legend" id={slotsId}>
            {texts.dateSlot}
          </legend>
          <div className="fe-date-slot-list">
            {slots.map((s) => (
              <label key={s.id} className="fe-date-slot" data-on={slot === s.id ? 'true' : undefined}>
                <input
                  type="radio"
                  className="fe-rating-radio"
                  name={`${headingId}-slot`}
                  value={s.id}
                  checked={slot === s.id}
                  onChange={() => onChange(answerWith(day, s.id))}
                />
                <span>{s.label || s.id}</span>
              </label>
            ))}
          </div>
          {showErrors && !slot && (
            <p className="fe-error" role="alert">
              {texts.fieldRequired}
            </p>
          )}
        </fieldset>
      )}
    </div>
  );
}
