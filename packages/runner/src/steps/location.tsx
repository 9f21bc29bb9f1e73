// location runner (lazy chunk): address field, availability check via /api/geocode and a static map.
import { useEffect, useRef, useState } from 'react';
import type { StepRunnerProps } from '../step-props.ts';
import { ADDRESS_MAX_CHARS, isPlainObject, type TLocationStep } from '@forms-engine/model';
import { checkLocation, type LocationCheck } from './location-check.ts';

type CheckState = { status: 'idle' } | { status: 'checking' } | LocationCheck;

export default function LocationRunner({
  value,
  onChange,
  texts,
  api,
  formId,
  index,
  headingId,
  setContinueAction,
  showErrors = false,
}: StepRunnerProps<TLocationStep>) {
  const previous = isPlainObject(value) ? value : null;
  const [address, setAddress] = useState(
    typeof previous?.fullAddress === 'string' ? previous.fullAddress : '',
  );
  const [check, setCheck] = useState<CheckState>({ status: 'idle' });
  const [mapFailed, setMapFailed] = useState(false);
  const lat = typeof previous?.lat === 'number' ? previous.lat : null;
  const lng = typeof previous?.lng === 'number' ? previous.lng : null;
  const inputId = `fe-location-${index}`;
  const messageId = `${inputId}-message`;

  const run = async (): Promise<CheckState> => {
    if (check.status === 'checking') return check;
    setCheck({ status: 'checking' });
    setMapFailed(false);
    const result = await checkLocation(address, texts, (a) => api.geocode(a, formId));
    setCheck(result);
    // Served, or found outside the service area (kept with isAvailable false); a not-found address is no answer.
    if (result.status === 'success' || result.status === 'outOfArea') onChange(result.answer);
    else onChange(undefined);
    return result;
  };

  // Continue checks an address typed but not checked yet, and moves on when it is served; any other outcome
  // stays to show its message (a second Continue then passes an address outside the area).
  const unchecked = address.trim() !== '' && check.status === 'idle';
  const runRef = useRef(run);
  runRef.current = run;
  useEffect(() => {
    setContinueAction?.(unchecked ? async () => (await runRef.current()).status === 'success' : null);
    return () => setContinueAction?.(null);
  }, [unchecked]);

  // Continue tried with no address at all: the spec's empty-address message (ui thisFieldRequired).
  const emptyTried = showErrors && address.trim() === '' && check.status === 'idle';
  const message = 'message' in check ? check.message : emptyTried ? texts.thisFieldRequired : null;
  const tone = check.status === 'success' ? 'fe-success' : 'fe-error';
  return (
    <div>
      <div className="fe-row">
        <input
          id={inputId}
          className="fe-input"
          aria-labelledby={headingId}
          aria-describedby={message ? messageId : undefined}
          aria-invalid={check.status === 'invalid' || check.status === 'error' || emptyTried}
          autoComplete="street-address"
          maxLength={ADDRESS_MAX_CHARS}
          placeholder={texts.addressPlaceholder}
          value={address}
          onChange={(e) => {
            setAddress(e.target.value);
            if (check.status !== 'idle' && check.status !== 'checking') setCheck({ status: 'idle' });
            // A changed address is no longer the checked one: Continue checks it again.
            if (previous) onChange(undefined);
          }}
          onKeyDown={(e) => {
            // Enter checks the address instead of moving on.
            if (e.key === 'Enter') {
              e.preventDefault();
              void run();
            }
          }}
        />
        <button
          type="button"
          className="fe-btn fe-btn-primary"
          onClick={() => void run()}
          disabled={check.status === 'checking'}
        >
          {check.status === 'checking' ? texts.checking : texts.check}
        </button>
      </div>
      <div aria-live="polite">
        {message && (
          <p id={messageId} className={tone} role={check.status === 'success' ? 'status' : 'alert'}>
            {message}
          </p>
        )}
      </div>
      {lat !== null && lng !== null && !mapFailed && previous?.isAvailable === true && (
        <img
          className="fe-map"
          src={api.staticMapUrl(lat, lng)}
          alt={typeof previous.fullAddress === 'string' ? previous.fullAddress : ''}
          width={800}
          height={400}
          onError={() => setMapFailed(true)}
        />
      )}
    </div>
  );
}
