// The built-in checkout used when STRIPE_SECRET_KEY is unset: a local "TEST MODE" page completes the payment.
import crypto from 'node:crypto';
import type { PaymentProvider } from './types.ts';

export const TEST_SESSION_PREFIX = 'cs_test_local_';

export function createTestCheckoutProvider(): PaymentProvider {
  return {
    kind: 'test',
    async createCheckout(req) {
      const sessionId = TEST_SESSION_PREFIX + crypto.randomBytes(18).toString('base64url');
      return { sessionId, url: `${req.origin}/checkout/test/${sessionId}` };
    },
  };
}
