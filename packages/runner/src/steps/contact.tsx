// contact runner: first name, last name, email, phone and a consent tickbox with the owner's privacy link; when the
// owner asks for it, a code that verifies the e-mail address or phone number without leaving the step.
import { useEffect, useRef, useState } from 'react';
import {
  CONTACT_FIELD_MAX_CHARS,
  isPlainObject,
  isValidEmail,
  type RunnerTexts,
  type TContactStep,
} from '@forms-engine/model';
import { ApiError, type AnswerSession, type RunnerApi } from '../api.ts';
import type { StepRunnerProps } from '../step-props.ts';
import { phoneCountry } from './phone-country.ts';

interface VerifyProps {
  channel: 'email' | 'phone';
  value: string;
  api: RunnerApi;
  session(): Promise<AnswerSession | null>;
  texts: RunnerTexts;
  id: string;
  /** Where a number typed without + is read (phone only). */
  country?: string;
}

/** Send a code, enter it, see it verified; a resend waits for the countdown. Verifying is offered, never required. */
function VerifyCode({ channel, value, api, session, texts, id, country }: VerifyProps) {
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [code, setCode] = useState('');
  const [verified, setVerified] = useState<string | null>(null);
  const [error, setError] = useState('');
  const [busy, setBusy] = useState(false);
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  // Another address or number needs a code of its own.
  useEffect(() => {
    setSentTo(null);
    setVerified(null);
    setCode('');
    setError('');
  }, [value]);
  if (!api.sendCode || !api.checkCode) return null;
  if (verified)
    return (
      <p className="fe-verified" role="status">
        {texts.verified.replace('{to}', verified)}
      </p>
    );
  const failed = (err: unknown) => setError(err instanceof ApiError ? err.message : String(err));
  const send = async () => {
    setBusy(true);
    setError('');
    try {
      const s = await session();
      if (!s || !api.sendCode) return;
      const sent = await api.sendCode(s.sessionId, channel, value, country);
      setSentTo(sent.to);
      setWait(sent.resendInSeconds);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  const check = async () => {
    setBusy(true);
    setError('');
    try {
      const s = await session();
      if (!s || !api.checkCode) return;
      setVerified((await api.checkCode(s.sessionId, channel, code)).verified);
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="fe-verify" data-channel={channel}>
      {sentTo === null ? (
        <button type="button" className="fe-btn fe-btn-ghost" disabled={busy} onClick={send}>
          {texts.sendCode}
        </button>
      ) : (
        <>
          <p role="status">{texts.codeSentTo.replace('{to}', sentTo)}</p>
          <div className="fe-row">
            <label className="fe-label" htmlFor={`${id}-code`}>
              {texts.codeLabel}
            </label>
            <input
              id={`${id}-code`}
              className="fe-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              maxLength={6}
              value={code}
              onChange={(e) => setCode(e.target.value.replace(/\D/g, ''))}
              onKeyDown={(e) => {
                // Enter checks the code; it must not submit the step.
                if (e.key !== 'Enter') return;
                e.preventDefault();
                e.stopPropagation();
                if (code.length === 6) void check();
              }}
            />
            <button
              type="button"
              className="fe-btn fe-btn-ghost"
              disabled={busy || code.length !== 6}
              onClick={check}
            >
              {texts.verifyCode}
            </button>
          </div>
          {wait > 0 ? (
            <p className="fe-hint">{texts.resendIn.replace('{seconds}', String(wait))}</p>
          ) : (
            <button type="button" className="fe-btn fe-btn-link" disabled={busy} onClick={send}>
              {texts.resendCode}
            </button>
          )}
        </>
      )}
      {error && (
        <p className="fe-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

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
  steps,
  answers,
  session,
  mode,
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

  // Changes made before the next render (several fields handed over at once) build on each other, not on the
  // answer of the last render.
  const latest = useRef(answer);
  latest.current = answer;
  const update = (patch: Record<string, unknown>) => {
    const base = latest.current;
    const text = (f: Field) => (typeof base[f] === 'string' ? (base[f] as string) : '');
    const next = {
      firstName: text('firstName'),
      lastName: text('lastName'),
      email: text('email'),
      phone: text('phone'),
      consent: base.consent === true,
      ...patch,
    };
    latest.current = next;
    onChange(next);
  };
  const labels = step.config?.labels ?? {};
  // Only where answers are stored: a preview has no session to verify in.
  const verify = mode === 'live' ? step.config?.verify : undefined;
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
      {(verify === 'email' || verify === 'both') && isValidEmail(get('email')) && (
        <VerifyCode
          channel="email"
          value={get('email').trim()}
          api={api}
          session={session}
          texts={texts}
          id={`fe-contact-${index}-email-verify`}
        />
      )}
      {(verify === 'phone' || verify === 'both') && get('phone').trim() !== '' && (
        <VerifyCode
          channel="phone"
          value={get('phone').trim()}
          api={api}
          session={session}
          texts={texts}
          id={`fe-contact-${index}-phone-verify`}
          country={phoneCountry(steps, answers, typeof navigator === 'undefined' ? '' : navigator.language)}
        />
      )}
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
