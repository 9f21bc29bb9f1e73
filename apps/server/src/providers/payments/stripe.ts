// Stripe Checkout: creates hosted payment sessions and verifies the signatures of Stripe's webhook events.
import Stripe from 'stripe';
import type { AppConfig } from '../../config.ts';
import { CANCEL_PATH, type PaymentProvider, SUCCESS_PATH } from './types.ts';

/** A Stripe client; STRIPE_API_BASE points it at another host (a local fake Stripe in tests). */
export function createStripeClient(config: AppConfig['stripe']): Stripe {
  const opts: ConstructorParameters<typeof Stripe>[1] = { maxNetworkRetries: 2, timeout: 20_000 };
  if (config.apiBase) {
    const base = new URL(config.apiBase);
    opts.host = base.hostname;
    opts.protocol = base.protocol === 'http:' ? 'http' : 'https';
    if (base.port) opts.port = base.port;
  }
  return new Stripe(config.secretKey ?? 'sk_unset', opts);
}

export function createStripeProvider(stripe: Stripe): PaymentProvider {
  return {
    kind: 'stripe',
    async createCheckout({ userId, email, pkg, origin }) {
      const session = await stripe.checkout.sessions.create({
        mode: 'payment',
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: 'usd',
              unit_amount: Math.round(pkg.price * 100),
              product_data: { name: `${pkg.name}: ${pkg.credits} credits` },
            },
          },
        ],
        customer_email: email,
        client_reference_id: String(userId),
        // Lets fulfilment recover even if our own checkout row was never written.
        metadata: { userId: String(userId), packageId: pkg.id, credits: String(pkg.credits) },
        success_url: `${origin}${SUCCESS_PATH}&session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${origin}${CANCEL_PATH}`,
      });
      if (!session.url) throw new Error('Stripe returned a checkout session without a URL');
      return { sessionId: session.id, url: session.url };
    },
  };
}

/** Verifies the `stripe-signature` header over the exact raw body; throws on any mismatch. */
export function verifyStripeEvent(
  stripe: Stripe,
  rawBody: Buffer,
  signature: string,
  secret: string,
): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}
