// Buy Credits dialog: the three packages; Processing... on the chosen one, then the payment provider's checkout.
import { Button, Dialog, DialogContent, useToast } from '@forms-engine/ui';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { purchaseCredits } from '@forms-engine/contracts/client';
import { ApiError, call, userMessage } from '../lib/api.ts';
import { useI18n } from '../i18n/i18n.tsx';
import type { OwnerLanguage } from '../i18n/languages.ts';
import { CREDIT_PACKAGES, type CreditPackage } from '../lib/credits.ts';

/** Dollars as the owner's language writes them (whole dollars for a package, cents for a credit). */
function dollars(language: OwnerLanguage, amount: number, digits: number): string {
  return new Intl.NumberFormat(language, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  }).format(amount);
}

export function BuyCreditsDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { toast } = useToast();
  const { t, language } = useI18n();
  const [pending, setPending] = useState<CreditPackage['id'] | null>(null);

  const buy = async (pkg: CreditPackage) => {
    setPending(pkg.id);
    try {
      const a = await call(purchaseCredits, { body: { package: pkg.id } });
      if (!a?.sessionId && !a?.url) throw new Error('no checkout session');
      if (a.url) window.location.assign(a.url);
      else {
        setPending(null);
        toast({
          title: t('buy.paymentError'),
          description: t('buy.paymentErrorText'),
          variant: 'destructive',
        });
      }
    } catch (e) {
      setPending(null);
      if (e instanceof ApiError) {
        toast({
          title: t('buy.purchaseError'),
          description: userMessage(e, t('buy.purchaseFailed')),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('buy.purchaseError'),
          description: t('buy.purchaseFailedRetry'),
          variant: 'destructive',
        });
      }
    }
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent title={t('buy.title')} description={t('buy.description')} className="max-w-2xl">
        <div className="grid gap-3 pt-3 sm:grid-cols-3">
          {CREDIT_PACKAGES.map((pkg) => (
            <div
              key={pkg.id}
              className={`relative flex flex-col rounded-xl border p-4 ${pkg.popular ? 'border-emerald-500 ring-1 ring-emerald-500' : 'border-slate-200'}`}
            >
              {pkg.popular && (
                <span className="absolute -top-2.5 left-1/2 -translate-x-1/2 rounded-full bg-emerald-500 px-2.5 py-0.5 text-[11px] font-semibold whitespace-nowrap text-emerald-950">
                  {t('buy.popular')}
                </span>
              )}
              <h3 className="text-sm font-semibold text-slate-900">{pkg.name}</h3>
              <p className="mt-2 text-3xl font-bold tracking-tight text-slate-900">
                {dollars(language, pkg.price, pkg.price % 1 ? 2 : 0)}
              </p>
              <p className="mt-1 flex items-center gap-1 text-sm text-slate-600">
                <Check className="h-3.5 w-3.5 text-emerald-500" /> {t('buy.credits', { count: pkg.credits })}
              </p>
              <p className="text-xs text-slate-500">
                {t('buy.perCredit', { price: dollars(language, pkg.price / pkg.credits, 2) })}
              </p>
              <Button
                className="mt-4"
                variant={pkg.popular ? 'primary' : 'outline'}
                disabled={pending !== null}
                onClick={() => buy(pkg)}
              >
                {pending === pkg.id ? t('buy.processing') : t('buy.buy', { name: pkg.name })}
              </Button>
            </div>
          ))}
        </div>
      </DialogContent>
    </Dialog>
  );
}
