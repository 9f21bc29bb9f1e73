// Credit packages (owner-side section 9) and the per-credit price shown in the Buy Credits dialog.
export interface CreditPackage {
  id: 'starter' | 'pro' | 'premium';
  name: string;
  credits: number;
  /** Price in US dollars. */
  price: number;
  popular: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'starter', name: 'Starter', credits: 10, price: 5, popular: false },
  { id: 'pro', name: 'Pro', credits: 25, price: 10, popular: true },
  { id: 'premium', name: 'Premium', credits: 80, price: 20, popular: false },
];

/** The price of one credit, to 2 decimals (e.g. "0.25"). */
export function pricePerCredit(pkg: Pick<CreditPackage, 'credits' | 'price'>): string {
  if (pkg.credits <= 0) return '0.00';
  return (pkg.price / pkg.credits).toFixed(2);
}
