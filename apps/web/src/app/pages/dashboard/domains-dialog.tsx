// Domains dialog: the embed domains this account may use, and proving control of one by DNS TXT record or file.
import type { DomainEntry } from '@forms-engine/contracts';
import { listDomains, requestDomain, verifyDomain } from '@forms-engine/contracts/client';
import {
  Badge,
  Button,
  Dialog,
  DialogClose,
  DialogContent,
  DialogTrigger,
  Field,
  Input,
  Spinner,
} from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { Globe } from 'lucide-react';
import { useState } from 'react';
import { CopyButton } from '../../components/copy-button.tsx';
import { call, queryClient, urlOf, useApiQuery, userMessage } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useT } from '../../i18n/i18n.tsx';
import type { Translate } from '../../i18n/languages.ts';

const DOMAINS_KEY = [urlOf(listDomains)];

function statusOf(d: DomainEntry, t: Translate): { tone: 'green' | 'neutral' | 'amber'; text: string } {
  if (d.verified) return { tone: 'green', text: t('domains.verified') };
  if (d.mayUse) return { tone: 'neutral', text: t('domains.inUse') };
  return { tone: 'amber', text: t('domains.needsVerification') };
}

function CopyRow({ label, value }: { label: string; value: string }) {
  const t = useT();
  return (
    <div className="min-w-0">
      <div className="text-xs font-medium text-slate-500">{label}</div>
      <div className="mt-0.5 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
          {value}
        </code>
        <CopyButton
          text={value}
          label={t('domains.copyLabel', { what: label })}
          success={{ title: t('common.copied'), description: t('domains.copiedText', { what: label }) }}
          failure={{ title: t('common.copyFailed'), description: t('common.copyFailedText') }}
        />
      </div>
    </div>
  );
}

function DomainItem({ entry }: { entry: DomainEntry }) {
  const [open, setOpen] = useState(!entry.mayUse);
  const t = useT();
  const check = useMutation({
    mutationFn: () => call(verifyDomain, { body: { domain: entry.domain } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }),
  });
  const verifying = check.isPending;
  const error = check.isError ? userMessage(check.error, t('domains.verifyFailed')) : null;
  const status = statusOf(entry, t);
  const v = entry.verification;
  const verify = () => check.mutate();
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="domain-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-medium text-slate-900 [overflow-wrap:anywhere]">{entry.domain}</span>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      {!entry.mayUse && <p className="mt-1 text-sm text-slate-600">{t('domains.publishOrProve')}</p>}
      {entry.mayUse && !entry.verified && v && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-emerald-700 hover:underline"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? t('domains.hideVerification') : t('domains.keepIt')}
        </button>
      )}
      {!entry.verified && v && open && (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-600">{t('domains.dnsIntro')}</p>
          <CopyRow label={t('domains.recordName')} value={v.txtName} />
          <CopyRow label={t('domains.recordValue')} value={v.txtValue} />
          <p className="text-slate-600">{t('domains.fileIntro')}</p>
          <CopyRow label={t('domains.fileAddress')} value={v.fileUrl} />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
              {error}
            </p>
          )}
          <Button size="sm" onClick={verify} disabled={verifying}>
            {verifying ? t('domains.verifying') : t('domains.verify')}
          </Button>
        </div>
      )}
      {!v && !entry.verified && <p className="mt-1 text-xs text-slate-500">{t('domains.notDns')}</p>}
    </li>
  );
}

export function DomainsDialog() {
  const { user } = useAuth();
  const t = useT();
  const [open, setOpen] = useState(false);
  const list = useApiQuery(listDomains, undefined, { enabled: !!user && open });
  const [value, setValue] = useState('');
  const addDomain = useMutation({
    mutationFn: (domain: string) => call(requestDomain, { body: { domain } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: DOMAINS_KEY });
      setValue('');
    },
  });
  const adding = addDomain.isPending;
  const error = addDomain.isError ? userMessage(addDomain.error, t('domains.addFailed')) : null;
  const add = () => {
    const domain = value.trim();
    if (!domain) return;
    addDomain.mutate(domain);
  };
  const domains = list.data?.domains ?? [];
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <Globe className="h-4 w-4" /> {t('domains.button')}
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('domains.button')}
        description={t('domains.description')}
        className="max-w-xl"
        footer={
          <DialogClose asChild>
            <Button variant="outline">{t('common.close')}</Button>
          </DialogClose>
        }
      >
        <form
          className="flex items-end gap-2"
          onSubmit={(e) => {
            e.preventDefault();
            void add();
          }}
        >
          <div className="min-w-0 flex-1">
            <Field id="domain-add" label={t('domains.add')}>
              <Input
                id="domain-add"
                placeholder="example.com"
                value={value}
                autoComplete="off"
                onChange={(e) => setValue(e.target.value)}
              />
            </Field>
          </div>
          <Button type="submit" disabled={adding || !value.trim()}>
            {adding ? t('domains.adding') : t('domains.addButton')}
          </Button>
        </form>
        {error && (
          <p role="alert" className="mt-2 rounded-md bg-red-50 px-3 py-2 text-sm text-red-700">
            {error}
          </p>
        )}
        <div className="mt-4">
          {list.isLoading && (
            <div className="flex justify-center py-6">
              <Spinner className="h-6 w-6" label={t('domains.loading')} />
            </div>
          )}
          {list.isError && <p className="text-sm text-red-700">{t('domains.loadFailed')}</p>}
          {list.isSuccess && domains.length === 0 && (
            <p className="rounded-xl border-2 border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
              {t('domains.none')}
            </p>
          )}
          {domains.length > 0 && (
            <ul className="space-y-3">
              {domains.map((d) => (
                <DomainItem key={d.domain} entry={d} />
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
