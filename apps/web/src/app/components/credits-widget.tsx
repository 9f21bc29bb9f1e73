// Credits widget: the balance from GET /api/user/credits and the button that opens the Buy Credits dialog.
import { Button } from '@forms-engine/ui';
import { Coins, Sparkles } from 'lucide-react';
import { userCredits } from '@forms-engine/contracts/client';
import { useT } from '../i18n/i18n.tsx';
import { useApiQuery } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { useBuyCredits } from '../lib/buy-credits.tsx';

export function useCredits() {
  const { user } = useAuth();
  return useApiQuery(userCredits, undefined, { enabled: !!user });
}

export function CreditsWidget() {
  const credits = useCredits();
  const openBuyCredits = useBuyCredits();
  const count = credits.data?.credits;
  const t = useT();
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
          <Coins className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">{t('credits.label')}</p>
          <p className="text-xl font-semibold text-slate-900" data-testid="credit-count">
            {credits.isLoading ? '…' : credits.isError ? '—' : (count ?? 0)}
          </p>
        </div>
        <p className="ml-2 hidden text-xs text-slate-500 md:block">{t('credits.rule')}</p>
      </div>
      <Button variant="outline" onClick={openBuyCredits}>
        <Sparkles className="h-4 w-4 text-amber-500" /> {t('credits.buy')}
      </Button>
    </div>
  );
}
