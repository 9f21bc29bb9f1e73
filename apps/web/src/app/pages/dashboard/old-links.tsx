// Old links that still work: the language/label/domain combinations a form had before a rename, each retirable.
import type { FormAliasRecord } from '@forms-engine/contracts';
import { listAliases, removeAlias } from '@forms-engine/contracts/client';
import { Button, useToast } from '@forms-engine/ui';
import { Link2Off } from 'lucide-react';
import { call, errorText, useApiQuery } from '../../lib/api.ts';
import { useT } from '../../i18n/i18n.tsx';

export function OldLinks({ formId, enabled }: { formId: number; enabled: boolean }) {
  const { toast } = useToast();
  const t = useT();
  const aliases = useApiQuery(listAliases, { params: { id: formId } }, { enabled });
  const list = aliases.data?.aliases ?? [];
  if (list.length === 0) return null;
  const retire = async (a: FormAliasRecord) => {
    try {
      await call(removeAlias, { params: { id: formId, aliasId: a.id } });
      await aliases.refetch();
      toast({ title: t('oldLinks.retired'), description: t('oldLinks.retiredText', { label: a.label }) });
    } catch (e) {
      toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' });
    }
  };
  return (
    <section className="flex flex-col gap-2" aria-label={t('oldLinks.title')}>
      <h3 className="text-sm font-medium text-slate-700">{t('oldLinks.title')}</h3>
      <p className="text-xs text-slate-500">{t('oldLinks.text')}</p>
      <ul className="flex flex-col gap-1.5">
        {list.map((a) => (
          <li
            key={a.id}
            className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-slate-50 px-3 py-1.5 text-sm"
          >
            <span className="min-w-0 truncate">
              <span className="font-mono text-xs text-slate-500">{a.language.toUpperCase()}</span>{' '}
              <span className="text-slate-800">{a.label}</span>
              {a.domain && <span className="text-slate-500"> · {a.domain}</span>}
            </span>
            <Button
              variant="ghost"
              size="sm"
              className="text-slate-500 hover:text-red-600"
              aria-label={t('oldLinks.retireLabel', { label: a.label })}
              onClick={() => retire(a)}
            >
              <Link2Off className="h-3.5 w-3.5" /> {t('oldLinks.retire')}
            </Button>
          </li>
        ))}
      </ul>
    </section>
  );
}
