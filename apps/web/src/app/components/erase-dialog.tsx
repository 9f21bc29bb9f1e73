// "Delete a person's data" (on the responses screen): for an erasure request, every response in all the owner's forms
// that holds an e-mail address or a phone number is deleted for good; the dialog then says how many, in how many forms.
import type { Erasure } from '@forms-engine/contracts';
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger, Field, Input } from '@forms-engine/ui';
import { UserX } from 'lucide-react';
import { useState } from 'react';
import { userMessage } from '../lib/api.ts';
import { useErase } from '../lib/lead-removal.ts';
import { useI18n } from '../i18n/i18n.tsx';

export function EraseDialog() {
  const [open, setOpen] = useState(false);
  const [email, setEmail] = useState('');
  const [phone, setPhone] = useState('');
  const erase = useErase();
  const { t, tn } = useI18n();
  const outcome = (done: Erasure) =>
    done.deleted === 0
      ? t('erase.none')
      : t('erase.deleted', {
          responses: tn('erase.responses', done.deleted),
          forms: tn('erase.forms', done.forms),
        });
  const done = erase.data;
  const start = () => {
    if (!email.trim() && !phone.trim()) return;
    erase.mutate({ email: email.trim(), phone: phone.trim() });
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) {
          setEmail('');
          setPhone('');
          erase.reset();
        }
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <UserX className="h-4 w-4" /> {t('erase.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('erase.button')}
        description={t('erase.description')}
        footer={
          done ? (
            <DialogClose asChild>
              <Button>{t('common.done')}</Button>
            </DialogClose>
          ) : (
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button
                variant="destructive"
                onClick={start}
                disabled={erase.isPending || (!email.trim() && !phone.trim())}
              >
                {erase.isPending ? t('erase.deleting') : t('erase.submit')}
              </Button>
            </>
          )
        }
      >
        {done ? (
          <p role="status" className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-700">
            {outcome(done)}
          </p>
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              start();
            }}
          >
            <Field id="erase-email" label={t('erase.email')} hint={t('erase.emailHint')}>
              <Input
                id="erase-email"
                type="email"
                autoComplete="off"
                value={email}
                placeholder="name@example.com"
                onChange={(e) => setEmail(e.target.value)}
              />
            </Field>
            <Field id="erase-phone" label={t('erase.phone')} hint={t('erase.phoneHint')}>
              <Input
                id="erase-phone"
                type="tel"
                autoComplete="off"
                value={phone}
                placeholder="+1 555 0100"
                onChange={(e) => setPhone(e.target.value)}
              />
            </Field>
            {erase.isError && (
              <p role="alert" className="text-sm text-red-600">
                {userMessage(erase.error, t('erase.failed'))}
              </p>
            )}
          </form>
        )}
      </DialogContent>
    </Dialog>
  );
}
