// Credit packages (owner-side section 9) and the purchase request schema, shared by the server and the owner UI.
import { z } from 'zod';

export const CREDIT_PACKAGE_IDS = ['starter', 'pro', 'premium'] as const;
export type TCreditPackageId = (typeof CREDIT_PACKAGE_IDS)[number];

export interface CreditPackage {
  id: TCreditPackageId;
  name: string;
  credits: number;
  /** Price in US dollars. */
  price: number;
  /** Shown as "Most Popular". */
  popular: boolean;
}

export const CREDIT_PACKAGES: readonly CreditPackage[] = [
  { id: 'starter', name: 'Starter', credits: 10, price: 5, popular: false },
  { id: 'pro', name: 'Pro', credits: 25, price: 10, popular: true },
  { id: 'premium', name: 'Premium', credits: 80, price: 20, popular: false },
];

export const UNKNOWN_PACKAGE_MESSAGE = 'Unknown credit package';

export function findCreditPackage(id: unknown): CreditPackage | undefined {
  return CREDIT_PACKAGES.find((p) => p.id === id);
}

/** The price of one credit, to 2 decimals (e.g. "0.25"). */
export function pricePerCredit(pkg: Pick<CreditPackage, 'credits' | 'price'>): string {
  if (pkg.credits <= 0) return '0.00';
  return (pkg.price / pkg.credits).toFixed(2);
}

/** POST /api/purchase-credits */
export const ZPurchaseCreditsInput = z.object({
  package: z.enum(CREDIT_PACKAGE_IDS, { error: UNKNOWN_PACKAGE_MESSAGE }),
});
export type TPurchaseCreditsInput = z.infer<typeof ZPurchaseCreditsInput>;

export interface PurchaseCreditsResponse {
  sessionId: string;
  /** Where the browser goes to pay (Stripe Checkout, or the built-in test checkout page). */
  url: string;
}
