// Availability dialog: close the form at a date or after a number of responses, the message shown when
// closed, where respondents go after submitting, and after how many days its leads are deleted.
import {
  type FormAvailabilityRecord,
  RETENTION_DAYS_MAX,
  type TFormAvailabilityInput,
} from '@forms-engine/contracts';
import { getFormAvailability, listFormSummaries, putFormAvailability } from '@forms-engine/contracts/client';
import { Field, Input, Textarea, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorText, queryClient, urlOf, userMessage } from '../../lib/api.ts';
import { type FormDialogProps, SettingsDialog, useSettingsOnOpen } from './settings-dialog.tsx';

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

export function describeAvailability(a: FormAvailabilityRecord): string {
  const { status } = a;
  if (status.reason === 'closed') return `Closed — ${status.completed} completed response(s).`;
  if (status.reason === 'full') return `Full — ${status.completed} of ${a.maxResponses} responses received.`;
  const parts = ['Open'];
  if (a.closesAt) parts.push(`until ${new Date(a.closesAt).toLocaleString()}`);
  if (a.maxResponses) parts.push(`${status.completed} of ${a.maxResponses} responses`);
  return `${parts.join(', ')}.`;
}

export function AvailabilityDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const [closesAt, setClosesAt] = useState('');
  const [max, setMax] = useState('');
  const [redirectUrl, setRedirectUrl] = useState('');
  const [message, setMessage] = useState('');
  const [retention, setRetention] = useState('');
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
    },
  );

  const saveSettings = useMutation({
    mutationFn: (body: TFormAvailabilityInput) =>
      call(putFormAvailability, { params: { id: form.id }, body }),
    onSuccess: (saved) => {
      toast({ title: 'Availability saved', description: describeAvailability(saved) });
      void queryClient.invalidateQueries({ queryKey: [urlOf(listFormSummaries)] });
      onOpenChange(false);
    },
    onError: (e) => setError(userMessage(e, errorText(e))),
  });
  const save = () => {
    setError('');
    const maxResponses = max.trim() === '' ? null : Number(max);
    const days = retention.trim();
    const retentionDays = days === '' ? null : Number(days);
    if (
      retentionDays !== null &&
      !(/^\d+$/.test(days) && retentionDays >= 1 && retentionDays <= RETENTION_DAYS_MAX)
    ) {
      setError(
        `Delete leads after: enter a whole number of days from 1 to ${RETENTION_DAYS_MAX}, or leave it empty.`,
      );
      return;
    }
    saveSettings.mutate({
      closesAt: fromLocalInput(closesAt),
      maxResponses,
      redirectUrl: redirectUrl.trim(),
      closedMessage: message.trim(),
      retentionDays,
    });
  };

  return (
    <SettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Availability"
      description="Close the form at a date or after enough responses, choose where respondents go after submitting, and how long leads are kept."
      onSave={save}
      saving={saveSettings.isPending}
      loading={!loaded}
      error={error}
    >
      <p
        className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600"
        data-testid="availability-status"
      >
        Now: {loaded ? describeAvailability(loaded) : 'loading…'}
      </p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field id={id('closes')} label="Close on" hint="Leave empty to keep it open.">
          <Input
            id={id('closes')}
            type="datetime-local"
            value={closesAt}
            disabled={!loaded}
            onChange={(e) => setClosesAt(e.target.value)}
          />
        </Field>
        <Field id={id('max')} label="Close after responses" hint="Completed responses; empty for no limit.">
          <Input
            id={id('max')}
            inputMode="numeric"
            value={max}
            disabled={!loaded}
            placeholder="e.g. 100"
            onChange={(e) => setMax(e.target.value)}
          />
        </Field>
      </div>
      <Field
        id={id('message')}
        label="Message when closed"
        hint={loaded && !message ? `Default: ${loaded.effectiveClosedMessage}` : undefined}
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
      <Field
        id={id('redirect')}
        label="After submitting, go to"
        hint="An http(s) address; the page embedding the form goes there. Empty shows the thank-you screen."
      >
        <Input
          id={id('redirect')}
          type="url"
          value={redirectUrl}
          disabled={!loaded}
          placeholder="https://example.com/thank-you"
          onChange={(e) => setRedirectUrl(e.target.value)}
        />
      </Field>
      <Field
        id={id('retention')}
        label="Delete leads after (days)"
        hint="Leads older than this are deleted for good, with their uploaded files, within the hour. Empty keeps them."
      >
        <Input
          id={id('retention')}
          inputMode="numeric"
          value={retention}
          disabled={!loaded}
          placeholder="e.g. 365"
          onChange={(e) => setRetention(e.target.value)}
        />
      </Field>
    </SettingsDialog>
  );
}
