// Credit packages (docs/spec/owner-side.md §9) and the purchase request schema, shared by the server and the owner UI.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';

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

export const ZPurchaseCreditsResponse = z.object({
  sessionId: z.string(),
  /** Where the browser goes to pay (Stripe Checkout, or the built-in test checkout page). */
  url: z.string(),
});
export type PurchaseCreditsResponse = z.infer<typeof ZPurchaseCreditsResponse>;

const tag = API_TAGS.credits;
const html = (description: string) => ({ contentType: 'text/html', description });

export const userCredits = defineRoute({
  method: 'GET',
  path: '/api/user/credits',
  auth: 'user',
  tag,
  summary: "The signed-in owner's credit balance",
  response: { 200: z.object({ credits: z.number().int() }) },
});

export const purchaseCredits = defineRoute({
  method: 'POST',
  path: '/api/purchase-credits',
  auth: 'user',
  tag,
  summary: 'Starts a checkout for a credit package',
  body: ZPurchaseCreditsInput,
  response: { 200: ZPurchaseCreditsResponse, 502: ZError, 503: ZError },
});

export const stripeWebhook = defineRoute({
  method: 'POST',
  path: '/api/stripe/webhook',
  auth: 'public',
  tag,
  summary: "Stripe's payment events (raw body, verified by its Stripe-Signature header)",
  response: { 200: z.object({ received: z.literal(true) }), 400: ZError },
});

const ZCheckoutSession = z.object({ sessionId: z.string().max(200) });

export const testCheckoutPage = defineRoute({
  method: 'GET',
  path: '/checkout/test/:sessionId',
  auth: 'public',
  tag,
  summary: 'The built-in TEST MODE checkout page (only without STRIPE_SECRET_KEY)',
  params: ZCheckoutSession,
  response: { 200: html('The checkout page'), 404: html('Unknown checkout or test checkout off') },
});

export const testCheckoutPay = defineRoute({
  method: 'POST',
  path: '/checkout/test/:sessionId',
  auth: 'public',
  tag,
  summary: "The test checkout's Pay button: grants the credits and redirects to the dashboard",
  params: ZCheckoutSession,
  response: { 303: html('Redirect to the dashboard'), 404: html('Unknown checkout') },
});
