// The owner's integrations that stopped (a revoked token, a deleted sheet, an archived channel): what happened, how
// many leads wait, and where to fix it. Nothing is shown while every integration works.
import { listIntegrationProblems } from '@forms-engine/contracts/client';
import { AlertTriangle } from 'lucide-react';
import { Link } from 'wouter';
import { useApiQuery } from '../../lib/api.ts';
import { useAuth } from '../../lib/auth.tsx';
import { useI18n } from '../../i18n/i18n.tsx';

export function IntegrationProblems() {
  const { user } = useAuth();
  const { t, tn } = useI18n();
  const problems = useApiQuery(listIntegrationProblems, undefined, { enabled: !!user });
  const list = problems.data ?? [];
  if (list.length === 0) return null;
  return (
    <section
      aria-labelledby="integration-problems"
      className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <h2 id="integration-problems" className="flex items-center gap-2 font-semibold">
        <AlertTriangle className="h-4 w-4" aria-hidden="true" /> {t('problems.title')}
      </h2>
      <ul className="mt-2 flex flex-col gap-2">
        {list.map((p) => (
          <li key={p.integrationId}>
            {p.name} on "{p.formLabel}": {p.reason}.{' '}
            {p.waiting > 0 && `${tn('problems.waiting', p.waiting)} `}
            <Link href={`/forms/${p.formId}/integrations`} className="font-medium underline">
              {t('problems.fix', { name: p.name })}
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
