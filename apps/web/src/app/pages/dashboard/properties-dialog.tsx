// Edit Properties dialog: language, label, domain, the resulting read-only embed URL with copy, and old links.
import { CopyButton } from '../../components/copy-button.tsx';
import { LANGUAGES, type TLanguage } from '@forms-engine/model';
import { setFormProperties } from '@forms-engine/contracts/client';
import { Field, Input, Select, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, userMessage } from '../../lib/api.ts';
import { formEmbedUrl, invalidateForms } from '../../lib/forms.ts';
import { OldLinks } from './old-links.tsx';
import { type FormDialogProps, SettingsDialog } from './settings-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';

export function PropertiesDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const t = useT();
  const [values, setValues] = useState({
    language: form.language,
    label: form.label,
    domain: form.domain ?? '',
  });
  useEffect(() => {
    if (open) setValues({ language: form.language, label: form.label, domain: form.domain ?? '' });
  }, [open, form]);
  const url = formEmbedUrl(values);
  const saveProperties = useMutation({
    mutationFn: () =>
      call(setFormProperties, {
        params: { id: form.id },
        body: { ...values, language: values.language as TLanguage, url },
      }),
    onSuccess: async () => {
      await invalidateForms();
      toast({ title: t('common.success'), description: t('props.saved') });
      onOpenChange(false);
    },
    onError: (e) =>
      toast({
        title: t('common.error'),
        description: userMessage(e, t('props.saveFailed')),
        variant: 'destructive',
      }),
  });
  return (
    <SettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('props.title')}
      description={t('props.description')}
      onSave={() => saveProperties.mutate()}
      saving={saveProperties.isPending}
      saveLabel={t('settings.saveChanges')}
    >
      <Field id={`prop-language-${form.id}`} label={t('props.language')}>
        <Select
          id={`prop-language-${form.id}`}
          value={values.language}
          onChange={(e) => setValues({ ...values, language: e.target.value })}
        >
          {LANGUAGES.map((l) => (
            <option key={l} value={l}>
              {l.toUpperCase()}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`prop-label-${form.id}`} label={t('props.label')}>
        <Input
          id={`prop-label-${form.id}`}
          value={values.label}
          maxLength={200}
          onChange={(e) => setValues({ ...values, label: e.target.value })}
        />
      </Field>
      <Field id={`prop-domain-${form.id}`} label={t('props.domain')} hint={t('props.domainHint')}>
        <Input
          id={`prop-domain-${form.id}`}
          value={values.domain}
          maxLength={200}
          placeholder="example.com"
          onChange={(e) => setValues({ ...values, domain: e.target.value })}
        />
      </Field>
      <Field id={`prop-url-${form.id}`} label={t('props.url')}>
        <div className="flex gap-2">
          <Input
            id={`prop-url-${form.id}`}
            readOnly
            value={url}
            className="font-mono text-xs"
            onFocus={(e) => e.target.select()}
          />
          <CopyButton
            text={url}
            label={t('props.copyUrl')}
            success={{ title: t('card.copied'), description: t('card.embedCopied') }}
          />
        </div>
      </Field>
      <OldLinks formId={form.id} enabled={open} />
    </SettingsDialog>
  );
}
