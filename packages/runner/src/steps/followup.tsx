// followup runner: choose an option, then the follow-up input appears; the answer is {option, followup}.
import { useState } from 'react';
import { OptionIcon } from '../option-icon.tsx';
import type { StepRunnerProps } from '../step-props.ts';
import { FOLLOWUP_MAX_CHARS, isPlainObject, type TFollowupStep } from '@forms-engine/model';

export default function FollowupRunner({
  step,
  value,
  onChange,
  isMobile,
  iconMode,
  texts,
  headingId,
  index,
  showErrors = false,
}: StepRunnerProps<TFollowupStep>) {
  const answer = isPlainObject(value) ? value : {};
  // The option flagged preselected/selected, else the first one, is preselected until the respondent picks.
  const initial =
    (typeof answer.option === 'string' && answer.option) ||
    step.options.find((o) => o.preselected || o.selected)?.id ||
    step.options[0]?.id ||
    '';
  const [option, setOption] = useState(initial);
  const followup = answer.followup === undefined || answer.followup === null ? '' : String(answer.followup);
  const input = step.followupInput;
  const inputId = `fe-followup-${index}`;
  const inputType = input?.type ?? 'text';
  const [left, setLeft] = useState(false);
  const missing = (left || showErrors) && followup.trim() === '';

  const save = (nextOption: string, nextFollowup: string) => {
    const typed: unknown =
      inputType === 'number' && nextFollowup !== '' ? Number(nextFollowup) : nextFollowup;
    onChange({ option: nextOption, followup: typed === '' ? '' : typed });
  };

  return (
    <div className="fe-stack">
      <div
        className="fe-choices"
        role="radiogroup"
        aria-labelledby={headingId}
        style={{ '--fe-cols': isMobile ? 1 : 2 } as React.CSSProperties}
      >
        {step.options.map((o) => (
          <button
            key={o.id}
            type="button"
            role="radio"
            aria-checked={option === o.id}
            className="fe-choice"
            onClick={() => {
              setOption(o.id);
              save(o.id, followup);
            }}
          >
            {iconMode !== 'none' && (
              <span className="fe-icon-wrap">
                <OptionIcon icon={o.icon} emoji={o.emoji} mode={iconMode} size={32} />
              </span>
            )}
            <span className="fe-choice-text">
              {o.title}
              {o.description && <span className="fe-choice-desc">{o.description}</span>}
            </span>
            <span className="fe-check fe-check-round">
              {option === o.id && (
                <span style={{ width: 8, height: 8, borderRadius: 4, background: 'currentColor' }} />
              )}
            </span>
          </button>
        ))}
      </div>
      {option && (
        <div className="fe-field">
          <label className="fe-label" htmlFor={inputId}>
            {input?.label || texts.followupPlaceholder}
          </label>
          <input
            id={inputId}
            className="fe-input"
            type={inputType}
            placeholder={input?.placeholder || texts.followupPlaceholder}
            min={inputType === 'number' ? input?.min : undefined}
            max={inputType === 'number' ? input?.max : undefined}
            maxLength={FOLLOWUP_MAX_CHARS}
            value={followup}
            aria-required="true"
            aria-invalid={missing}
            aria-describedby={missing ? `${inputId}-error` : undefined}
            onChange={(e) => save(option, e.target.value)}
            onBlur={() => setLeft(true)}
          />
          {missing && (
            <span className="fe-error" id={`${inputId}-error`} role="alert">
              {texts.fieldRequired}
            </span>
          )}
        </div>
      )}
    </div>
  );
}
