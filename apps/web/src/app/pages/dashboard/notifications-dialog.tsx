// Notifications dialog: the owner's new-lead e-mail, extra addresses, the unfinished-lead e-mail and the
// respondent's confirmation (subject and text with {{…}} piping), per form.
import type { TFormNotifications } from '@forms-engine/contracts';
import { getFormNotifications, putFormNotifications } from '@forms-engine/contracts/client';
import { LANGUAGE_NAMES, RESPONDENT_LANGUAGES, type TRespondentLanguage } from '@forms-engine/model';
import { Field, Input, Switch, Textarea, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorText, userMessage } from '../../lib/api.ts';
import { type FormDialogProps, SettingsDialog, useSettingsOnOpen } from './settings-dialog.tsx';

/** "a@x.com, b@y.com" or one per line → a list; empty entries dropped. */
export function parseAddressList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

export function NotificationsDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const [ownerOn, setOwnerOn] = useState(true);
  const [extra, setExtra] = useState('');
  const [unfinishedOn, setUnfinishedOn] = useState(false);
  const [idle, setIdle] = useState('30');
  const [respondentOn, setRespondentOn] = useState(false);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  // The confirmation in the other languages of a form of several: kept as loaded, so a save never drops them.
  const [translations, setTranslations] = useState<
    Partial<Record<TRespondentLanguage, { subject: string; text: string }>>
  >({});
  const others = RESPONDENT_LANGUAGES.filter((l) => l !== form.language);
  const [othersOpen, setOthersOpen] = useState(false);
  const setTranslation = (l: TRespondentLanguage, part: 'subject' | 'text', value: string) =>
    setTranslations((t) => ({ ...t, [l]: { subject: '', text: '', ...t[l], [part]: value } }));
  const id = (name: string) => `notify-${name}-${form.id}`;
  const { loaded, error, setError } = useSettingsOnOpen(
    open,
    form.id,
    (formId) => call(getFormNotifications, { params: { id: formId } }),
    (n) => {
      setOwnerOn(n.owner.enabled);
      setExtra(n.owner.extraRecipients.join(', '));
      setUnfinishedOn(n.unfinished.enabled);
      setIdle(String(n.unfinished.idleMinutes));
      setRespondentOn(n.respondent.enabled);
      setSubject(n.respondent.subject);
      setText(n.respondent.text);
      setTranslations(n.respondent.translations ?? {});
    },
  );

  const saveNotifications = useMutation({
    mutationFn: (body: TFormNotifications) => call(putFormNotifications, { params: { id: form.id }, body }),
    onSuccess: (saved) => {
      const waiting = saved.unconfirmedRecipients;
      toast({
        title: 'Notifications saved',
        description: waiting.length
          ? `We sent ${waiting.join(', ')} a link to confirm; they get leads once they confirm.`
          : form.label,
      });
      onOpenChange(false);
    },
    onError: (e) => setError(userMessage(e, errorText(e))),
  });
  const save = () => {
    setError('');
    const idleMinutes = Number(idle);
    if (!Number.isInteger(idleMinutes)) {
      setError('Idle time must be a whole number of minutes');
      return;
    }
    const body: TFormNotifications = {
      owner: { enabled: ownerOn, extraRecipients: parseAddressList(extra) },
      unfinished: { enabled: unfinishedOn, idleMinutes },
      respondent: {
        enabled: respondentOn,
        subject,
        text,
        // Languages left empty are not sent: their respondents get the confirmation above.
        translations: Object.fromEntries(
          Object.entries(translations).filter(([, t]) => t?.subject.trim() && t.text.trim()),
        ),
      },
    };
    saveNotifications.mutate(body);
  };

  return (
    <SettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title="Notifications"
      description="E-mails sent when someone answers this form."
      onSave={save}
      saving={saveNotifications.isPending}
      loading={!loaded}
      error={error}
      className="flex flex-col gap-5"
    >
      <section className="flex flex-col gap-3">
        <Switch
          id={id('owner')}
          label="E-mail me every new lead"
          checked={ownerOn}
          onCheckedChange={setOwnerOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">
          To {loaded?.ownerEmail ?? 'your address'}, with the answers and a link to the responses.
        </p>
        <Field
          id={id('extra')}
          label="Also send to"
          hint="Further addresses, separated by commas (up to 10). Each gets a link to confirm first, and leads only once confirmed."
        >
          <Input
            id={id('extra')}
            value={extra}
            disabled={!loaded || !ownerOn}
            placeholder="sales@example.com"
            onChange={(e) => setExtra(e.target.value)}
          />
        </Field>
        {(loaded?.unconfirmedRecipients.length ?? 0) > 0 && (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900"
            data-testid="unconfirmed-recipients"
          >
            Waiting for confirmation: {loaded?.unconfirmedRecipients.join(', ')}
          </p>
        )}
      </section>
      <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <Switch
          id={id('unfinished')}
          label="E-mail me unfinished leads"
          checked={unfinishedOn}
          onCheckedChange={setUnfinishedOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">
          When someone entered contact details but stopped before submitting.
        </p>
        <Field id={id('idle')} label="After this many idle minutes">
          <Input
            id={id('idle')}
            inputMode="numeric"
            className="w-28"
            value={idle}
            disabled={!loaded || !unfinishedOn}
            onChange={(e) => setIdle(e.target.value)}
          />
        </Field>
      </section>
      <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <Switch
          id={id('respondent')}
          label="Send respondents a confirmation"
          checked={respondentOn}
          onCheckedChange={setRespondentOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">
          To the e-mail from the contact step, when the respondent ticked consent; at most one a day per
          address; replies come to you. In the message, {'{{step-id}}'} or {'{{step-id.firstName}}'} insert
          answers (links a respondent typed are removed) and {'{{calc.id}}'} a calculation; the subject can
          show calculations only.
        </p>
        <Field id={id('subject')} label="Subject">
          <Input
            id={id('subject')}
            value={subject}
            maxLength={200}
            disabled={!loaded || !respondentOn}
            placeholder="Thanks, we got your request"
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field id={id('text')} label="Message">
          <Textarea
            id={id('text')}
            rows={5}
            value={text}
            maxLength={5000}
            disabled={!loaded || !respondentOn}
            placeholder="We will get back to you shortly."
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <details className="text-sm" onToggle={(e) => setOthersOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer text-slate-700">In other languages</summary>
          <p className="mt-2 text-xs text-slate-500">
            For a form in several languages: respondents who read it in one of these get its confirmation;
            with none written, the one above.
          </p>
          {/* Rendered while open only: the dialog's own Subject and Message stay the only fields of those names. */}
          {othersOpen &&
            others.map((l) => (
              <div key={l} className="mt-3 flex flex-col gap-2">
                <Field id={id(`subject-${l}`)} label={`Subject (${LANGUAGE_NAMES[l]})`}>
                  <Input
                    id={id(`subject-${l}`)}
                    value={translations[l]?.subject ?? ''}
                    maxLength={200}
                    disabled={!loaded || !respondentOn}
                    onChange={(e) => setTranslation(l, 'subject', e.target.value)}
                  />
                </Field>
                <Field id={id(`text-${l}`)} label={`Message (${LANGUAGE_NAMES[l]})`}>
                  <Textarea
                    id={id(`text-${l}`)}
                    rows={3}
                    value={translations[l]?.text ?? ''}
                    maxLength={5000}
                    disabled={!loaded || !respondentOn}
                    onChange={(e) => setTranslation(l, 'text', e.target.value)}
                  />
                </Field>
              </div>
            ))}
        </details>
      </section>
    </SettingsDialog>
  );
}
