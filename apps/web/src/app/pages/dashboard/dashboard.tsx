// Dashboard: header actions, credits, integrations that stopped, and My Forms with loading, error, empty and list states.
import { userCredits } from '@forms-engine/contracts/client';
import { Button, buttonClass, Spinner, useToast } from '@forms-engine/ui';
import { AlertCircle, Code2, FilePlus2, Plus, Send, Terminal } from 'lucide-react';
import { useEffect } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { queryClient, urlOf } from '../../lib/api.ts';
import { Page, PageTitle } from '../../components/app-header.tsx';
import { CreditsWidget } from '../../components/credits-widget.tsx';
import { useForms } from '../../lib/forms.ts';
import { useI18n } from '../../i18n/i18n.tsx';
import { DomainsDialog } from './domains-dialog.tsx';
import { FormCard } from './form-card.tsx';
import { IntegrationProblems } from './integration-problems.tsx';
import { PrivacyDialog } from './privacy-dialog.tsx';

export function DashboardPage() {
  const forms = useForms();
  const [, navigate] = useLocation();
  const count = forms.data?.length ?? 0;
  const search = useSearch();
  const { toast } = useToast();
  const { t, tn } = useI18n();
  // Back from the payment provider's checkout: /dashboard?purchase=success|cancelled.
  useEffect(() => {
    const purchase = new URLSearchParams(search).get('purchase');
    if (!purchase) return;
    if (purchase === 'success') {
      void queryClient.invalidateQueries({ queryKey: [urlOf(userCredits)] });
      toast({ title: t('dashboard.paid'), description: t('dashboard.paidText') });
    } else {
      toast({ title: t('dashboard.payCancelled'), description: t('dashboard.payCancelledText') });
    }
    navigate('/dashboard', { replace: true });
  }, [search]);
  return (
    <Page wide>
      <PageTitle
        title={t('dashboard.title')}
        description={t('dashboard.description')}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <PrivacyDialog />
            <DomainsDialog />
            <Link href="/route-response" className={buttonClass('outline', 'sm')}>
              <Send className="h-4 w-4" /> {t('dashboard.crm')}
            </Link>
            <Link href="/api-access" className={buttonClass('outline', 'sm')}>
              <Code2 className="h-4 w-4" /> {t('dashboard.api')}
            </Link>
            <Link href="/form-console" className={buttonClass('outline', 'sm')}>
              <Terminal className="h-4 w-4" /> {t('dashboard.actions')}
            </Link>
            <Link href="/buildform" className={buttonClass('primary', 'sm')}>
              <Plus className="h-4 w-4" /> {t('dashboard.newForm')}
            </Link>
          </div>
        }
      />
      <CreditsWidget />
      <IntegrationProblems />
      <section className="mt-8" aria-labelledby="my-forms">
        <div className="mb-4">
          <h2 id="my-forms" className="text-lg font-semibold text-slate-900">
            {t('dashboard.myForms')}
          </h2>
          <p className="text-sm text-slate-500">
            {forms.isSuccess && count > 0 ? tn('dashboard.count', count) : t('dashboard.getStarted')}
          </p>
        </div>
        {forms.isLoading && (
          <div className="flex justify-center py-16">
            <Spinner className="h-7 w-7" label={t('dashboard.loading')} />
          </div>
        )}
        {forms.isError && (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-red-200 bg-red-50 px-4 py-10 text-center">
            <AlertCircle className="h-6 w-6 text-red-500" aria-hidden="true" />
            <p className="text-sm text-red-700">{t('dashboard.loadFailed')}</p>
            <Button variant="outline" size="sm" onClick={() => forms.refetch()}>
              {t('common.retry')}
            </Button>
          </div>
        )}
        {forms.isSuccess && count === 0 && (
          <div className="flex flex-col items-center gap-3 rounded-xl border-2 border-dashed border-slate-200 bg-white px-4 py-14 text-center">
            <span className="flex h-12 w-12 items-center justify-center rounded-full bg-emerald-50 text-emerald-600">
              <FilePlus2 className="h-6 w-6" aria-hidden="true" />
            </span>
            <p className="text-base font-medium text-slate-900">{t('dashboard.empty')}</p>
            <p className="max-w-sm text-sm text-slate-500">{t('dashboard.emptyHint')}</p>
            <Button onClick={() => navigate('/buildform')}>{t('dashboard.createFirst')}</Button>
          </div>
        )}
        {forms.isSuccess && count > 0 && (
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {forms.data.map((f) => (
              <FormCard key={f.id} form={f} />
            ))}
          </div>
        )}
      </section>
    </Page>
  );
}
