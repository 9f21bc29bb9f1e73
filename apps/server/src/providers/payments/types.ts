// The payment provider contract: start a hosted checkout for a credit package.
import type { CreditPackage } from '@forms-engine/contracts';

export interface CheckoutRequest {
  userId: number;
  email: string;
  pkg: CreditPackage;
  /** Public origin of this app, for the return URLs and the built-in test page. */
  origin: string;
}

export interface CreatedCheckout {
  /** The provider's session id; also the idempotency reference of the credit grant. */
  sessionId: string;
  /** Where the browser goes to pay. */
  url: string;
}

export interface PaymentProvider {
  kind: 'stripe' | 'test';
  createCheckout(req: CheckoutRequest): Promise<CreatedCheckout>;
}

/** Fields our Stripe webhook handler reads from a checkout session event. */
export interface CheckoutSessionEventData {
  id: string;
  payment_status?: string | null;
  metadata?: Record<string, string> | null;
}

export const SUCCESS_PATH = '/dashboard?purchase=success';
export const CANCEL_PATH = '/dashboard?purchase=cancelled';
