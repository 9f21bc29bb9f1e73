// Notifications dialog: the owner's new-lead e-mail, extra addresses, the unfinished-lead e-mail, the respondent's
// "finish your request" invitation and confirmation (subject and text with answers inserted from a picker of the
// form's questions), per form; and the owner's time zone for the times the e-mails give.
import type { TFormNotifications } from '@forms-engine/contracts';
import {
  getFormNotifications,
  getTimeZone,
  putFormNotifications,
  setTimeZone,
} from '@forms-engine/contracts/client';
import {
  insertPipeToken,
  LANGUAGE_NAMES,
  RESPONDENT_LANGUAGES,
  type TRespondentLanguage,
} from '@forms-engine/model';
import { Field, Input, Select, Switch, Textarea, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { type RefObject, useRef, useState } from 'react';
import { call, errorText, userMessage } from '../../lib/api.ts';
import { browserTimeZone } from '../../lib/time-zone.ts';
import { type FormDialogProps, SettingsDialog, useSettingsOnOpen } from './settings-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';
import { mailPlaceholderLabel } from '../../lib/model-texts.ts';
import type { PipeSource } from '@forms-engine/model';

/** "a@x.com, b@y.com" or one per line → a list; empty entries dropped. */
export function parseAddressList(text: string): string[] {
  return text
    .split(/[\s,;]+/)
    .map((a) => a.trim())
    .filter(Boolean);
}

type Placeholder = { token: string; label: string; source?: PipeSource };

/** A select of the form's questions: choosing one puts its placeholder into the text at the caret. */
function InsertAnswer({
  id,
  label,
  placeholders,
  target,
  value,
  onChange,
  disabled,
}: {
  id: string;
  /** The select's name, saying which text it inserts into. */
  label: string;
  placeholders: Placeholder[];
  target: RefObject<HTMLTextAreaElement | null>;
  value: string;
  onChange: (text: string) => void;
  disabled: boolean;
}) {
  const t = useT();
  if (placeholders.length === 0) return null;
  return (
    <Select
      id={id}
      aria-label={label}
      className="w-full sm:w-auto"
      value=""
      disabled={disabled}
      onChange={(e) => {
        const token = e.target.value;
        if (!token) return;
        const at = target.current?.selectionStart ?? value.length;
        const next = insertPipeToken(value, token, at);
        onChange(next.text);
        requestAnimationFrame(() => {
          target.current?.focus();
          target.current?.setSelectionRange(next.caret, next.caret);
        });
      }}
    >
      <option value="">{t('notify.insert')}</option>
      {placeholders.map((p) => (
        <option key={p.token} value={p.token}>
          {mailPlaceholderLabel(p, t)}
        </option>
      ))}
    </Select>
  );
}

export function NotificationsDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const t = useT();
  const [ownerOn, setOwnerOn] = useState(true);
  const [extra, setExtra] = useState('');
  const [unfinishedOn, setUnfinishedOn] = useState(false);
  const [idle, setIdle] = useState('30');
  const [recoveryOn, setRecoveryOn] = useState(false);
  const [recoveryIdle, setRecoveryIdle] = useState('60');
  const [recoverySubject, setRecoverySubject] = useState('');
  const [recoveryText, setRecoveryText] = useState('');
  const [respondentOn, setRespondentOn] = useState(false);
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [timeZone, setZone] = useState('');
  const [savedZone, setSavedZone] = useState('');
  const textRef = useRef<HTMLTextAreaElement>(null);
  const recoveryTextRef = useRef<HTMLTextAreaElement>(null);
  // The confirmation in the other languages of a form of several: kept as loaded, so a save never drops them.
  const [translations, setTranslations] = useState<
    Partial<Record<TRespondentLanguage, { subject: string; text: string }>>
  >({});
  const others = RESPONDENT_LANGUAGES.filter((l) => l !== form.language);
  const [othersOpen, setOthersOpen] = useState(false);
  const setTranslation = (l: TRespondentLanguage, part: 'subject' | 'text', value: string) =>
    setTranslations((prev) => ({ ...prev, [l]: { subject: '', text: '', ...prev[l], [part]: value } }));
  const id = (name: string) => `notify-${name}-${form.id}`;
  const { loaded, error, setError } = useSettingsOnOpen(
    open,
    form.id,
    async (formId) => {
      const [n, zone] = await Promise.all([
        call(getFormNotifications, { params: { id: formId } }),
        call(getTimeZone),
      ]);
      return { ...n, timeZone: zone.timeZone };
    },
    (n) => {
      setZone(n.timeZone ?? browserTimeZone() ?? 'UTC');
      setSavedZone(n.timeZone ?? '');
      setOwnerOn(n.owner.enabled);
      setExtra(n.owner.extraRecipients.join(', '));
      setUnfinishedOn(n.unfinished.enabled);
      setIdle(String(n.unfinished.idleMinutes));
      setRecoveryOn(n.recovery.enabled);
      setRecoveryIdle(String(n.recovery.idleMinutes));
      setRecoverySubject(n.recovery.subject);
      setRecoveryText(n.recovery.text);
      setRespondentOn(n.respondent.enabled);
      setSubject(n.respondent.subject);
      setText(n.respondent.text);
      setTranslations(n.respondent.translations ?? {});
    },
  );

  const saveNotifications = useMutation({
    mutationFn: async (body: TFormNotifications) => {
      const saved = await call(putFormNotifications, { params: { id: form.id }, body });
      const zone = timeZone.trim();
      if (zone !== savedZone)
        setSavedZone((await call(setTimeZone, { body: { timeZone: zone } })).timeZone ?? '');
      return saved;
    },
    onSuccess: (saved) => {
      const waiting = saved.unconfirmedRecipients;
      toast({
        title: t('notify.saved'),
        description: waiting.length ? t('notify.waitingSent', { addresses: waiting.join(', ') }) : form.label,
      });
      onOpenChange(false);
    },
    onError: (e) => setError(userMessage(e, errorText(e))),
  });
  const save = () => {
    setError('');
    const idleMinutes = Number(idle);
    const recoveryMinutes = Number(recoveryIdle);
    if (!Number.isInteger(idleMinutes) || !Number.isInteger(recoveryMinutes)) {
      setError(t('notify.badIdle'));
      return;
    }
    const body: TFormNotifications = {
      owner: { enabled: ownerOn, extraRecipients: parseAddressList(extra) },
      unfinished: { enabled: unfinishedOn, idleMinutes },
      recovery: {
        enabled: recoveryOn,
        idleMinutes: recoveryMinutes,
        subject: recoverySubject,
        text: recoveryText,
      },
      respondent: {
        enabled: respondentOn,
        subject,
        text,
        // Languages left empty are not sent: their respondents get the confirmation above.
        translations: Object.fromEntries(
          Object.entries(translations).filter(([, m]) => m?.subject.trim() && m.text.trim()),
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
      title={t('notify.title')}
      description={t('notify.description')}
      onSave={save}
      saving={saveNotifications.isPending}
      loading={!loaded}
      error={error}
      className="flex flex-col gap-5"
    >
      <section className="flex flex-col gap-3">
        <Switch
          id={id('owner')}
          label={t('notify.owner')}
          checked={ownerOn}
          onCheckedChange={setOwnerOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">
          {t('notify.ownerText', { address: loaded?.ownerEmail ?? t('notify.yourAddress') })}
        </p>
        <Field id={id('extra')} label={t('notify.extra')} hint={t('notify.extraHint')}>
          <Input
            id={id('extra')}
            value={extra}
            disabled={!loaded || !ownerOn}
            placeholder="sales@example.com"
            onChange={(e) => setExtra(e.target.value)}
          />
        </Field>
        <Field id={id('time-zone')} label={t('notify.timeZone')} hint={t('notify.timeZoneHint')}>
          <Input
            id={id('time-zone')}
            value={timeZone}
            disabled={!loaded}
            maxLength={64}
            list={id('time-zones')}
            onChange={(e) => setZone(e.target.value)}
          />
        </Field>
        <datalist id={id('time-zones')}>
          {(typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : []).map(
            (z) => (
              <option key={z} value={z} />
            ),
          )}
        </datalist>
        {(loaded?.unconfirmedRecipients.length ?? 0) > 0 && (
          <p
            className="rounded-md bg-amber-50 px-3 py-2 text-xs text-amber-900"
            data-testid="unconfirmed-recipients"
          >
            {t('notify.waiting', { addresses: loaded?.unconfirmedRecipients.join(', ') ?? '' })}
          </p>
        )}
      </section>
      <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <Switch
          id={id('unfinished')}
          label={t('notify.unfinished')}
          checked={unfinishedOn}
          onCheckedChange={setUnfinishedOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">{t('notify.unfinishedText')}</p>
        <Field id={id('idle')} label={t('notify.idle')}>
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
          id={id('recovery')}
          label={t('notify.recovery')}
          checked={recoveryOn}
          onCheckedChange={setRecoveryOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">{t('notify.recoveryText')}</p>
        <Field id={id('recovery-idle')} label={t('notify.recoveryIdle')}>
          <Input
            id={id('recovery-idle')}
            inputMode="numeric"
            className="w-28"
            value={recoveryIdle}
            disabled={!loaded || !recoveryOn}
            onChange={(e) => setRecoveryIdle(e.target.value)}
          />
        </Field>
        <Field id={id('recovery-subject')} label={t('notify.recoverySubject')}>
          <Input
            id={id('recovery-subject')}
            value={recoverySubject}
            maxLength={200}
            disabled={!loaded || !recoveryOn}
            placeholder={t('notify.recoverySubjectExample')}
            onChange={(e) => setRecoverySubject(e.target.value)}
          />
        </Field>
        <Field id={id('recovery-text')} label={t('notify.recoveryMessage')}>
          <Textarea
            id={id('recovery-text')}
            ref={recoveryTextRef}
            rows={4}
            value={recoveryText}
            maxLength={5000}
            disabled={!loaded || !recoveryOn}
            placeholder={t('notify.recoveryMessageExample')}
            onChange={(e) => setRecoveryText(e.target.value)}
          />
        </Field>
        <InsertAnswer
          id={id('recovery-insert')}
          label={t('notify.recoveryInsert')}
          placeholders={loaded?.placeholders ?? []}
          target={recoveryTextRef}
          value={recoveryText}
          onChange={setRecoveryText}
          disabled={!loaded || !recoveryOn}
        />
      </section>
      <section className="flex flex-col gap-3 border-t border-slate-100 pt-4">
        <Switch
          id={id('respondent')}
          label={t('notify.respondent')}
          checked={respondentOn}
          onCheckedChange={setRespondentOn}
          disabled={!loaded}
        />
        <p className="text-xs text-slate-500">
          {t('notify.respondentText1')} <strong>{t('notify.respondentInsert')}</strong>{' '}
          {t('notify.respondentText2')}
        </p>
        <Field id={id('subject')} label={t('notify.subject')}>
          <Input
            id={id('subject')}
            value={subject}
            maxLength={200}
            disabled={!loaded || !respondentOn}
            placeholder={t('notify.subjectExample')}
            onChange={(e) => setSubject(e.target.value)}
          />
        </Field>
        <Field id={id('text')} label={t('notify.message')}>
          <Textarea
            id={id('text')}
            ref={textRef}
            rows={5}
            value={text}
            maxLength={5000}
            disabled={!loaded || !respondentOn}
            placeholder={t('notify.messageExample')}
            onChange={(e) => setText(e.target.value)}
          />
        </Field>
        <InsertAnswer
          id={id('insert')}
          label={t('notify.messageInsert')}
          placeholders={loaded?.placeholders ?? []}
          target={textRef}
          value={text}
          onChange={setText}
          disabled={!loaded || !respondentOn}
        />
        <details className="text-sm" onToggle={(e) => setOthersOpen(e.currentTarget.open)}>
          <summary className="cursor-pointer text-slate-700">{t('notify.others')}</summary>
          <p className="mt-2 text-xs text-slate-500">{t('notify.othersText')}</p>
          {/* Rendered while open only: the dialog's own Subject and Message stay the only fields of those names. */}
          {othersOpen &&
            others.map((l) => (
              <div key={l} className="mt-3 flex flex-col gap-2">
                <Field id={id(`subject-${l}`)} label={t('notify.subjectIn', { language: LANGUAGE_NAMES[l] })}>
                  <Input
                    id={id(`subject-${l}`)}
                    value={translations[l]?.subject ?? ''}
                    maxLength={200}
                    disabled={!loaded || !respondentOn}
                    onChange={(e) => setTranslation(l, 'subject', e.target.value)}
                  />
                </Field>
                <Field id={id(`text-${l}`)} label={t('notify.messageIn', { language: LANGUAGE_NAMES[l] })}>
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
