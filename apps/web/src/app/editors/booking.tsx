// booking's manual-edit panel: the calendar provider, the event type's link, and other event types (another
// salesperson's calendar) chosen by answers with the form's logic conditions.
import { useT } from '../i18n/i18n.tsx';
import { getBookingWebhook } from '@forms-engine/contracts/client';
import type { LogicConfig, TBookingStep, TCondition } from '@forms-engine/model';
import { Button, Field, Input, Select } from '@forms-engine/ui';
import { useState } from 'react';
import { useApiQuery } from '../lib/api.ts';
import { ConditionEditor } from '../pages/edit-form/logic/condition-editor.tsx';
import type { StepEditorProps } from './editor-props.ts';

const PROVIDERS: { value: TBookingStep['provider']; label: string; example: string }[] = [
  { value: 'calcom', label: 'Cal.com (cloud or self-hosted)', example: 'https://cal.com/acme/site-visit' },
  { value: 'calendly', label: 'Calendly', example: 'https://calendly.com/acme/30min' },
];

/** Where the calendar sends bookings and the secret it signs them with (asked for when the owner opens it). */
function CalendarWebhook({ formId, provider }: { formId: number; provider: TBookingStep['provider'] }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const hook = useApiQuery(getBookingWebhook, { params: { id: formId } }, { enabled: open });
  if (!open)
    return (
      <Button variant="secondary" onClick={() => setOpen(true)}>
        {t('booking.showWebhook', { calendar: provider === 'calcom' ? 'Cal.com' : 'Calendly' })}
      </Button>
    );
  if (!hook.data) return <p className="text-sm text-slate-600">{t('booking.loading')}</p>;
  return (
    <dl className="grid gap-1 text-sm text-slate-700">
      <dt className="font-medium">
        {provider === 'calcom' ? t('booking.calcomWhere') : t('booking.calendlyWhere')}
      </dt>
      <dd className="break-all font-mono">
        {provider === 'calcom' ? hook.data.calcomUrl : hook.data.calendlyUrl}
      </dd>
      <dt className="font-medium">{t(provider === 'calcom' ? 'booking.secret' : 'booking.signingKey')}</dt>
      <dd className="break-all font-mono">{hook.data.secret}</dd>
    </dl>
  );
}

export default function BookingEditor({ step, idPrefix, onChange, form }: StepEditorProps<TBookingStep>) {
  const t = useT();
  const provider = PROVIDERS.find((p) => p.value === step.provider) ?? PROVIDERS[0];
  const eventTypes = step.eventTypes ?? [];
  const setEventTypes = (next: { when: TCondition; url: string }[]) =>
    onChange({ eventTypes: next.length > 0 ? next : undefined });
  // A new rule starts on the first step before this one, "answered".
  const firstStep = form?.config.steps[0]?.id;
  return (
    <div className="flex flex-col gap-3">
      <div className="grid gap-3 sm:grid-cols-[14rem_1fr]">
        <Field id={`${idPrefix}-provider`} label={t('booking.calendar')}>
          <Select
            id={`${idPrefix}-provider`}
            value={step.provider}
            onChange={(e) => onChange({ provider: e.target.value as TBookingStep['provider'] })}
          >
            {PROVIDERS.map((p) => (
              <option key={p.value} value={p.value}>
                {p.label}
              </option>
            ))}
          </Select>
        </Field>
        <Field
          id={`${idPrefix}-url`}
          label={t('booking.link')}
          hint={t('booking.example', { example: provider.example })}
        >
          <Input
            id={`${idPrefix}-url`}
            type="url"
            value={step.url}
            onChange={(e) => onChange({ url: e.target.value })}
          />
        </Field>
      </div>
      {form &&
        eventTypes.map((e, i) => (
          <div key={`${i}-${e.url}`} className="flex flex-col gap-2 rounded-md border border-slate-200 p-3">
            <ConditionEditor
              config={form.config as LogicConfig}
              at={form.index}
              condition={e.when}
              label={t('booking.eventType', { n: i + 1 })}
              onChange={(when) => setEventTypes(eventTypes.map((x, k) => (k === i ? { ...x, when } : x)))}
            />
            <Field id={`${idPrefix}-event-${i}`} label={t('booking.eventTypeLink', { n: i + 1 })}>
              <Input
                id={`${idPrefix}-event-${i}`}
                type="url"
                value={e.url}
                onChange={(ev) =>
                  setEventTypes(eventTypes.map((x, k) => (k === i ? { ...x, url: ev.target.value } : x)))
                }
              />
            </Field>
            <Button variant="secondary" onClick={() => setEventTypes(eventTypes.filter((_, k) => k !== i))}>
              {t('booking.removeEventType', { n: i + 1 })}
            </Button>
          </div>
        ))}
      {form?.id !== undefined && <CalendarWebhook formId={form.id} provider={step.provider} />}
      {form && firstStep && (
        <Button
          variant="secondary"
          onClick={() =>
            setEventTypes([...eventTypes, { when: { step: firstStep, op: 'answered' }, url: step.url }])
          }
        >
          {t('booking.addEventType')}
        </Button>
      )}
    </div>
  );
}
