// Privacy Policy dialog: one Link field; blank or invalid URLs are ignored, save errors only logged (spec).
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, Field, Input } from '@forms-engine/ui';
import { getPrivacyPolicy, setPrivacyPolicy } from '@forms-engine/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { Shield } from 'lucide-react';
import { useEffect, useState } from 'react';
import { call, queryClient, urlOf, useApiQuery } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../i18n/i18n.tsx';

function isUrl(text: string): boolean {
  try {
    const u = new URL(text);
    return u.protocol === 'http:' || u.protocol === 'https:';
  } catch {
    return false;
  }
}

export function PrivacyDialog() {
  const { user } = useAuth();
  const t = useT();
  const link = useApiQuery(getPrivacyPolicy, {}, { enabled: !!user });
  const [open, setOpen] = useState(false);
  const [value, setValue] = useState('');
  // The saved link may arrive after the dialog opened.
  useEffect(() => {
    if (open) setValue(link.data?.privacyPolicyLink ?? '');
  }, [open, link.data]);
  const saveLink = useMutation({
    mutationFn: (privacyPolicyLink: string) => call(setPrivacyPolicy, { body: { privacyPolicyLink } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: [urlOf(getPrivacyPolicy, {})] });
      setOpen(false);
    },
    onError: (e) => console.error('Failed to save privacy policy link', e),
  });
  const saving = saveLink.isPending;
  const save = () => {
    const v = value.trim();
    if (!v || !isUrl(v)) return;
    saveLink.mutate(v);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Shield className="h-4 w-4" /> {t('privacy.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('privacy.button')}
        description={t('privacy.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button onClick={save} disabled={saving}>
              {saving ? t('common.saving') : t('common.save')}
            </Button>
          </>
        }
      >
        <form
          onSubmit={(e) => {
            e.preventDefault();
            save();
          }}
        >
          <Field id="privacy-link" label={t('privacy.link')}>
            <Input
              id="privacy-link"
              type="url"
              placeholder="https://example.com/privacy"
              value={value}
              disabled={link.isLoading}
              onChange={(e) => setValue(e.target.value)}
            />
          </Field>
        </form>
      </DialogContent>
    </Dialog>
  );
}
