// Credits widget: the balance from GET /api/user/credits and the Buy Credits dialog with three packages.
import { Button, Dialog, DialogContent, DialogTrigger, useToast } from '@forms-engine/ui';
import { useQuery } from '@tanstack/react-query';
import { Check, Coins, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { ApiError, api } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { CREDIT_PACKAGES, type CreditPackage, pricePerCredit } from '../logic/credits.ts';

export function useCredits() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['/api/user/credits'],
    queryFn: () => api<{ credits: number }>('GET', '/api/user/credits'),
    enabled: !!user,
  });
}

export function CreditsWidget() {
  const credits = useCredits();
  const { toast } = useToast();
  const [pending, setPending] = useState<CreditPackage['id'] | null>(null);

  const buy = async (pkg: CreditPackage) => {
    setPending(pkg.id);
    try {
      const a = await api<{ sessionId?: string; url?: string }>('POST', '/api/purchase-credits', {
        package: pkg.id,
      });
      if (!a?.sessionId && !a?.url) throw new Error('no checkout session');
      if (a.url) window.location.assign(a.url);
      else {
        setPending(null);
        toast({
          title: 'Payment Error',
          description: 'There was an error processing your payment. Please try again.',
          variant: 'destructive',
        });
      }
    } catch (e) {
      setPending(null);
      if (e instanceof ApiError) {
        toast({
          title: 'Purchase Error',
          description: e.serverMessage ?? 'Failed to initiate purchase',
          variant: 'destructive',
        });
      } else {
        toast({
          title: 'Purchase Error',
          description: 'Failed to initiate purchase. Please try again.',
          variant: 'destructive',
        });
      }
    }
  };

  const count = credits.data?.credits;
  return (
    <div className="flex flex-col gap-4 rounded-xl border border-slate-200/80 bg-white p-4 shadow-sm sm:flex-row sm:items-center sm:justify-between">
      <div className="flex items-center gap-3">
        <span className="flex h-10 w-10 items-center justify-center rounded-lg bg-amber-50 text-amber-600">
          <Coins className="h-5 w-5" aria-hidden="true" />
        </span>
        <div>
          <p className="text-xs font-medium tracking-wide text-slate-500 uppercase">Credits</p>
          <p className="text-xl font-semibold text-slate-900" data-testid="credit-count">
            {credits.isLoading ? '…' : credits.isError ? '—' : (count ?? 0)}
          </p>
        </div>
        <p className="ml-2 hidden text-xs text-slate-500 md:block">
          1 credit per form creation or edit · never expire
        </p>
      </div>
      <Dialog>
        <DialogTrigger asChild>
          <Button variant="outline">
            <Sparkles className="h-4 w-4 text-amber-500" /> Buy Credits
          </Button>
        </DialogTrigger>
        <DialogContent
          title="Buy Credits"
          description="Each form creation or edit costs 1 credit. Credits never expire."
          className="max-w-2xl"
        >
          <div className="grid gap-3 pt-3 sm:grid-cols-3">
            {CREDIT_PACKAGES.map((pkg) => (
              <div
                key={pkg.id}
                className={`relative flex flex-col rounded-xl border p-4 ${pkg.popular ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200'}`}
              >
                {pkg.popular && (
                  <span className="absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full bg-emerald-500 px-2.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-emerald-950">
                    Most Popular
                  </span>
                )}
                <h3 className="text-sm font-semibold text-slate-900">{pkg.name}</h3>
                <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">${pkg.price}</p>
                <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                  <Check className="h-3.5 w-3.5 text-emerald-500" /> {pkg.credits} credits
                </p>
                <p className="text-xs text-slate-500">${pricePerCredit(pkg)} per credit</p>
                <Button
                  className="mt-4"
                  variant={pkg.popular ? 'primary' : 'outline'}
                  disabled={pending !== null}
                  onClick={() => buy(pkg)}
                >
                  {pending === pkg.id ? 'Processing...' : `Buy ${pkg.name}`}
                </Button>
              </div>
            ))}
          </div>
        </DialogContent>
      </Dialog>
    </div>
  );
}
