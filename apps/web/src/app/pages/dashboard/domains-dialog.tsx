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

const DOMAINS_KEY = [urlOf(listDomains)];

function statusOf(d: DomainEntry): { tone: 'green' | 'neutral' | 'amber'; text: string } {
  if (d.verified) return { tone: 'green', text: 'Verified' };
  if (d.mayUse) return { tone: 'neutral', text: 'In use by you' };
  return { tone: 'amber', text: 'Needs verification' };
}

function CopyRow({ label, value }: { label: string; value: string }) {
  return (
    <div className="min-w-0">
      <div className="text-xs font-medium text-slate-500">{label}</div>
      <div className="mt-0.5 flex items-center gap-2">
        <code className="min-w-0 flex-1 break-all rounded-md bg-slate-50 px-2 py-1.5 font-mono text-xs text-slate-800 ring-1 ring-slate-200">
          {value}
        </code>
        <CopyButton
          text={value}
          label={`Copy ${label.toLowerCase()}`}
          success={{ title: 'Copied', description: `${label} copied to clipboard` }}
          failure={{ title: 'Copy failed', description: 'Failed to copy to clipboard' }}
        />
      </div>
    </div>
  );
}

function DomainItem({ entry }: { entry: DomainEntry }) {
  const [open, setOpen] = useState(!entry.mayUse);
  const check = useMutation({
    mutationFn: () => call(verifyDomain, { body: { domain: entry.domain } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: DOMAINS_KEY }),
  });
  const verifying = check.isPending;
  const error = check.isError ? userMessage(check.error, 'Verification failed. Please try again.') : null;
  const status = statusOf(entry);
  const v = entry.verification;
  const verify = () => check.mutate();
  return (
    <li className="rounded-xl border border-slate-200 p-3" data-testid="domain-item">
      <div className="flex flex-wrap items-center gap-2">
        <span className="mr-auto font-medium text-slate-900 [overflow-wrap:anywhere]">{entry.domain}</span>
        <Badge tone={status.tone}>{status.text}</Badge>
      </div>
      {!entry.mayUse && (
        <p className="mt-1 text-sm text-slate-600">
          Publish a form on this domain, or prove it is yours, to put forms on it.
        </p>
      )}
      {entry.mayUse && !entry.verified && v && (
        <button
          type="button"
          className="mt-1 text-sm font-medium text-emerald-700 hover:underline"
          aria-expanded={open}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? 'Hide verification' : 'Verify to keep it yours'}
        </button>
      )}
      {!entry.verified && v && open && (
        <div className="mt-3 space-y-3 text-sm">
          <p className="text-slate-600">Add this DNS TXT record at your DNS provider:</p>
          <CopyRow label="Record name" value={v.txtName} />
          <CopyRow label="Record value" value={v.txtValue} />
          <p className="text-slate-600">Or publish a file holding the same value at:</p>
          <CopyRow label="File address" value={v.fileUrl} />
          {error && (
            <p role="alert" className="rounded-md bg-red-50 px-3 py-2 text-red-700">
              {error}
            </p>
          )}
          <Button size="sm" onClick={verify} disabled={verifying}>
            {verifying ? 'Verifying...' : 'Verify'}
          </Button>
        </div>
      )}
      {!v && !entry.verified && (
        <p className="mt-1 text-xs text-slate-500">Not a DNS name, so it cannot be verified.</p>
      )}
    </li>
  );
}

export function DomainsDialog() {
  const { user } = useAuth();
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
  const error = addDomain.isError
    ? userMessage(addDomain.error, 'Could not add the domain. Please try again.')
    : null;
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
          <Globe className="h-4 w-4" /> Domains
        </Button>
      </DialogTrigger>
      <DialogContent
        title="Domains"
        description="A domain you use in a form's properties belongs to your account, so no one else can put forms on it. To use a domain another account already uses, prove it is yours."
        className="max-w-xl"
        footer={
          <DialogClose asChild>
            <Button variant="outline">Close</Button>
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
            <Field id="domain-add" label="Verify a domain">
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
            {adding ? 'Adding...' : 'Add'}
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
              <Spinner className="h-6 w-6" label="Loading domains" />
            </div>
          )}
          {list.isError && (
            <p className="text-sm text-red-700">Failed to load your domains. Please try again later.</p>
          )}
          {list.isSuccess && domains.length === 0 && (
            <p className="rounded-xl border-2 border-dashed border-slate-200 px-4 py-6 text-center text-sm text-slate-500">
              No domains yet. Set a domain identifier in a form's properties, or add one above.
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
