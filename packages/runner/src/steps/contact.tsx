// contact runner: first name, last name, email, phone and a consent tickbox with the owner's privacy link.
import { useEffect, useState } from 'react';
import { CONTACT_FIELD_MAX_CHARS, isPlainObject, isValidEmail, type TContactStep } from '@forms-engine/model';
import type { StepRunnerProps } from '../step-props.ts';

const FIELDS = ['firstName', 'lastName', 'email', 'phone'] as const;
type Field = (typeof FIELDS)[number];
const INPUT_TYPES: Record<Field, string> = {
  firstName: 'text',
  lastName: 'text',
  email: 'email',
  phone: 'tel',
};
const AUTOCOMPLETE: Record<Field, string> = {
  firstName: 'given-name',
  lastName: 'family-name',
  email: 'email',
  phone: 'tel',
};

export default function ContactRunner({
  step,
  value,
  onChange,
  texts,
  api,
  formId,
  index,
  showErrors = false,
}: StepRunnerProps<TContactStep>) {
  const answer = isPlainObject(value) ? value : {};
  const get = (f: Field) => (typeof answer[f] === 'string' ? (answer[f] as string) : '');
  const consent = answer.consent === true;
  const [touched, setTouched] = useState<Partial<Record<Field | 'consent', boolean>>>({});
  const [privacyLink, setPrivacyLink] = useState<string | null>(null);

  useEffect(() => {
    let alive = true;
    // The privacy link is optional: a failed lookup just hides it.
    api
      .privacyPolicy(formId)
      .then((link) => alive && setPrivacyLink(link))
      .catch(() => {});
    return () => {
      alive = false;
    };
  }, [formId]);

  const update = (patch: Record<string, unknown>) => {
    const next = {
      firstName: get('firstName'),
      lastName: get('lastName'),
      email: get('email'),
      phone: get('phone'),
      consent,
      ...patch,
    };
    onChange(next);
  };
  const labels = step.config?.labels ?? {};
  const placeholders = step.config?.placeholders ?? {};
  const defaultLabels: Record<Field, string> = {
    firstName: texts.firstName,
    lastName: texts.lastName,
    email: texts.email,
    phone: texts.phone,
  };
  // A field's message shows once it was left (blurred) or once the respondent tried to go on.
  const shown = (f: Field) => touched[f] === true || showErrors;
  const emailInvalid = shown('email') && get('email').trim() !== '' && !isValidEmail(get('email'));
  const othersComplete =
    get('firstName').trim() !== '' && get('lastName').trim() !== '' && isValidEmail(get('email'));
  const consentMissing = !consent && (touched.consent === true || othersComplete || showErrors);
  const errorOf = (f: Field): string | null => {
    if (f === 'phone' || !shown(f)) return null;
    if (get(f).trim() === '') return texts.fieldRequired;
    return f === 'email' && emailInvalid ? texts.enterValidEmail : null;
  };

  const field = (f: Field) => {
    const id = `fe-contact-${index}-${f}`;
    const required = f !== 'phone';
    const error = errorOf(f);
    const invalid = error !== null;
    return (
      <div className="fe-field" key={f}>
        <label className="fe-label" htmlFor={id}>
          {labels[f] || defaultLabels[f]}
          {required && (
            <span className="fe-req" aria-hidden="true">
              *
            </span>
          )}
        </label>
        <input
          id={id}
          className="fe-input"
          type={INPUT_TYPES[f]}
          maxLength={CONTACT_FIELD_MAX_CHARS}
          autoComplete={AUTOCOMPLETE[f]}
          required={required}
          aria-required={required}
          aria-invalid={invalid}
          aria-describedby={invalid ? `${id}-error` : undefined}
          placeholder={placeholders[f] ?? ''}
          value={get(f)}
          onChange={(e) => update({ [f]: e.target.value })}
          onBlur={() => setTouched((t) => ({ ...t, [f]: true }))}
        />
        {invalid && (
          <span className="fe-error" id={`${id}-error`} role="alert">
            {error}
          </span>
        )}
      </div>
    );
  };

  const consentId = `fe-contact-${index}-consent`;
  return (
    <div className="fe-stack">
      <div className="fe-grid2">
        {field('firstName')}
        {field('lastName')}
      </div>
      <div className="fe-grid2">
        {field('email')}
        {field('phone')}
      </div>
      <div>
        <label className="fe-consent" htmlFor={consentId}>
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            aria-required="true"
            aria-invalid={consentMissing}
            aria-describedby={consentMissing ? `${consentId}-error` : undefined}
            onChange={(e) => {
              setTouched((t) => ({ ...t, consent: true }));
              update({ consent: e.target.checked });
            }}
          />
          <span>
            {texts.consentLabel}
            <span className="fe-req" aria-hidden="true">
              *
            </span>
            {privacyLink && (
              <>
                {' '}
                <a href={privacyLink} target="_blank" rel="noopener noreferrer">
                  {texts.privacyPolicy}
                </a>
              </>
            )}
          </span>
        </label>
        {consentMissing && (
          <p className="fe-error" id={`${consentId}-error`}>
            {texts.consentRequired}
          </p>
        )}
      </div>
    </div>
  );
}
