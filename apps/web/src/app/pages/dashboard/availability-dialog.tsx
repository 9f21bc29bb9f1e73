// Availability dialog: close the form at a date or after a number of responses, the message shown when
// closed, where respondents go after submitting, and after how many days its leads are deleted.
import {
  type FormAvailabilityRecord,
  RETENTION_DAYS_MAX,
  UNFINISHED_RETENTION_DEFAULT_DAYS,
  type TFormAvailabilityInput,
} from '@forms-engine/contracts';
import { closedText, runnerTexts } from '@forms-engine/model';
import { getFormAvailability, listFormSummaries, putFormAvailability } from '@forms-engine/contracts/client';
import { Field, Input, Textarea, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorText, queryClient, urlOf, userMessage } from '../../lib/api.ts';
import { type FormDialogProps, SettingsDialog, useSettingsOnOpen } from './settings-dialog.tsx';
import { useI18n } from '../../i18n/i18n.tsx';
import { formatDateTime } from '../../lib/forms.ts';
import type { Translate } from '../../i18n/languages.ts';

/** An ISO instant as the value of a datetime-local input, in the browser's time zone. */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}

/** A datetime-local value (browser time zone) as an ISO instant; empty stays empty. */
export function fromLocalInput(value: string): string {
  if (!value) return '';
  const d = new Date(value);
  return Number.isNaN(d.getTime()) ? value : d.toISOString();
}

function describeAvailability(a: FormAvailabilityRecord, t: Translate, language: string): string {
  const { status } = a;
  if (status.reason === 'closed') return t('availability.closed', { completed: status.completed });
  if (status.reason === 'full')
    return t('availability.full', { completed: status.completed, max: a.maxResponses ?? '' });
  const parts = [t('availability.open')];
  if (a.closesAt) parts.push(t('availability.until', { date: formatDateTime(a.closesAt, language) }));
  if (a.maxResponses)
    parts.push(t('availability.count', { completed: status.completed, max: a.maxResponses }));
  return `${parts.join(', ')}.`;
}

export function AvailabilityDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const { t, language } = useI18n();
  const [closesAt, setClosesAt] = useState('');
  const [max, setMax] = useState('');
  const [redirectUrl, setRedirectUrl] = useState('');
  const [message, setMessage] = useState('');
  const [retention, setRetention] = useState('');
  const [unfinishedDays, setUnfinishedDays] = useState(String(UNFINISHED_RETENTION_DEFAULT_DAYS));
  const id = (name: string) => `availability-${name}-${form.id}`;
  const { loaded, error, setError } = useSettingsOnOpen(
    open,
    form.id,
    (formId) => call(getFormAvailability, { params: { id: formId } }),
    (a) => {
      setClosesAt(toLocalInput(a.closesAt));
      setMax(a.maxResponses ? String(a.maxResponses) : '');
      setRedirectUrl(a.redirectUrl ?? '');
      setMessage(a.closedMessage ?? '');
      setRetention(a.retentionDays ? String(a.retentionDays) : '');
      setUnfinishedDays(String(a.unfinishedRetentionDays));
    },
  );

  const saveSettings = useMutation({
    mutationFn: (body: TFormAvailabilityInput) =>
      call(putFormAvailability, { params: { id: form.id }, body }),
    onSuccess: (saved) => {
      toast({ title: t('availability.saved'), description: describeAvailability(saved, t, language) });
      void queryClient.invalidateQueries({ queryKey: [urlOf(listFormSummaries)] });
      onOpenChange(false);
    },
    onError: (e) => setError(userMessage(e, errorText(e))),
  });
  const save = () => {
    setError('');
    // A number that is not one is refused here, not sent as "no limit".
    const limit = max.trim();
    const maxResponses = limit === '' ? null : Number(limit);
    if (maxResponses !== null && !(/^\d+$/.test(limit) && maxResponses >= 1 && maxResponses <= 10_000_000)) {
      setError(t('availability.badMax'));
      return;
    }
    const days = retention.trim();
    const retentionDays = days === '' ? null : Number(days);
    if (
      retentionDays !== null &&
      !(/^\d+$/.test(days) && retentionDays >= 1 && retentionDays <= RETENTION_DAYS_MAX)
    ) {
      setError(t('availability.badRetention', { max: RETENTION_DAYS_MAX }));
      return;
    }
    const unfinished = unfinishedDays.trim();
    const unfinishedRetentionDays = unfinished === '' ? null : Number(unfinished);
    if (
      unfinishedRetentionDays !== null &&
      !(
        /^\d+$/.test(unfinished) &&
        unfinishedRetentionDays >= 1 &&
        unfinishedRetentionDays <= RETENTION_DAYS_MAX
      )
    ) {
      setError(
        t('availability.badUnfinished', {
          max: RETENTION_DAYS_MAX,
          default: UNFINISHED_RETENTION_DEFAULT_DAYS,
        }),
      );
      return;
    }
    saveSettings.mutate({
      closesAt: fromLocalInput(closesAt),
      maxResponses,
      redirectUrl: redirectUrl.trim(),
      closedMessage: message.trim(),
      retentionDays,
      unfinishedRetentionDays,
    });
  };

  return (
    <SettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('availability.title')}
      description={t('availability.description')}
      onSave={save}
      saving={saveSettings.isPending}
      loading={!loaded}
      error={error}
    >
      <p
        className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600"
        data-testid="availability-status"
      >
        {t('settings.now', {
          state: loaded ? describeAvailability(loaded, t, language) : t('settings.loading'),
        })}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('closes')} label={t('availability.closesOn')} hint={t('availability.closesHint')}>
          <Input
            id={id('closes')}
            type="datetime-local"
            value={closesAt}
            disabled={!loaded}
            onChange={(e) => setClosesAt(e.target.value)}
          />
        </Field>
        <Field id={id('max')} label={t('availability.max')} hint={t('availability.maxHint')}>
          <Input
            id={id('max')}
            inputMode="numeric"
            value={max}
            disabled={!loaded}
            placeholder={t('availability.example', { n: 100 })}
            onChange={(e) => setMax(e.target.value)}
          />
        </Field>
      </div>
      <Field
        id={id('message')}
        label={t('availability.message')}
        hint={
          loaded && !message
            ? // The default message reads in each respondent's language: shown here in the owner's.
              t('availability.messageDefault', {
                message: closedText(loaded.effectiveClosedMessage, runnerTexts(language)),
              })
            : undefined
        }
      >
        <Textarea
          id={id('message')}
          rows={2}
          maxLength={1000}
          value={message}
          disabled={!loaded}
          placeholder={loaded?.effectiveClosedMessage}
          onChange={(e) => setMessage(e.target.value)}
        />
      </Field>
      <Field id={id('redirect')} label={t('availability.redirect')} hint={t('availability.redirectHint')}>
        <Input
          id={id('redirect')}
          type="url"
          value={redirectUrl}
          disabled={!loaded}
          placeholder="https://example.com/thank-you"
          onChange={(e) => setRedirectUrl(e.target.value)}
        />
      </Field>
      <Field id={id('retention')} label={t('availability.retention')} hint={t('availability.retentionHint')}>
        <Input
          id={id('retention')}
          inputMode="numeric"
          value={retention}
          disabled={!loaded}
          placeholder={t('availability.example', { n: 365 })}
          onChange={(e) => setRetention(e.target.value)}
        />
      </Field>
      <Field
        id={id('unfinished-retention')}
        label={t('availability.unfinished')}
        hint={t('availability.unfinishedHint', { default: UNFINISHED_RETENTION_DEFAULT_DAYS })}
      >
        <Input
          id={id('unfinished-retention')}
          inputMode="numeric"
          value={unfinishedDays}
          disabled={!loaded}
          placeholder={String(UNFINISHED_RETENTION_DEFAULT_DAYS)}
          onChange={(e) => setUnfinishedDays(e.target.value)}
        />
      </Field>
    </SettingsDialog>
  );
}
