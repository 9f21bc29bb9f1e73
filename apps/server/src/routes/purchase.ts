// Credit purchases: start a checkout, the Stripe webhook (raw body, signature-verified) and the built-in test checkout page.
import {
  findCreditPackage,
  pricePerCredit,
  purchaseCredits,
  stripeWebhook,
  testCheckoutPage,
  testCheckoutPay,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync, FastifyReply, FastifyRequest } from 'fastify';
import { currentUser } from '../context.ts';
import { route } from '../http/define-route.ts';
import { escapeHtml } from '../http/html.ts';
import { isLoopbackRequest, requestOrigin } from '../http/origin.ts';
import { userOf } from '../plugins/route-rules.ts';
import { SUCCESS_PATH } from '../providers/payments/types.ts';

const STRIPE_WEBHOOK_BODY_LIMIT = 1_048_576;

function page(title: string, body: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>
body{font-family:system-ui,-apple-system,Segoe UI,Roboto,sans-serif;background:#f8fafc;color:#0f172a;margin:0;display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border:1px solid #e2e8f0;border-radius:12px;padding:32px;max-width:420px;width:100%;box-shadow:0 1px 3px rgba(0,0,0,.06)}
.badge{display:inline-block;background:#fef3c7;color:#92400e;border:1px solid #f59e0b;border-radius:6px;padding:4px 10px;font-weight:700;letter-spacing:.05em;font-size:13px}
h1{font-size:22px;margin:16px 0 8px}p{line-height:1.5;color:#334155}
.amount{font-size:32px;font-weight:700;margin:12px 0}
button{width:100%;background:#10b981;color:#fff;border:0;border-radius:8px;padding:12px;font-size:16px;font-weight:600;cursor:pointer}
a{color:#047857}
</style></head><body><main>${body}</main></body></html>`;
}

function sendPage(reply: FastifyReply, status: number, title: string, body: string) {
  return reply
    .code(status)
    .type('text/html; charset=utf-8')
    .header('Cache-Control', 'no-store')
    .send(page(title, body));
}

const TEST_BADGE = '<span class="badge">TEST MODE</span>';

export const purchaseRoutes: FastifyPluginAsync = async (app) => {
  const { payments } = app.ctx;
  const testCheckout = app.ctx.config.stripe.testCheckout;
  if (payments.mode === 'test' && testCheckout === 'on' && !app.ctx.config.isDev) {
    app.log.warn(
      'TEST MODE checkout is ON (TEST_CHECKOUT=on): anyone signed in is granted credits without payment. Never expose this server publicly; set STRIPE_SECRET_KEY for real payments.',
    );
  } else if (payments.mode === 'test' && testCheckout === 'loopback') {
    app.log.info(
      'TEST MODE checkout answers only requests made on this machine to localhost (a local trial); set STRIPE_SECRET_KEY for real payments.',
    );
  } else if (!payments.available) {
    app.log.warn(
      'Credit purchases are off: STRIPE_SECRET_KEY is not set. Set it for real payments (or TEST_CHECKOUT=on for a local trial).',
    );
  }

  // A provider failure is a 502 whose cause plugins/errors.ts logs.
  route(app, purchaseCredits, {}, async (req) =>
    payments.startCheckout(userOf(req), req.body.package, requestOrigin(req), isLoopbackRequest(req)),
  );

  // Stripe signs the exact bytes it sent, so this one route keeps the body as a Buffer.
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser(
      '*',
      { parseAs: 'buffer', bodyLimit: STRIPE_WEBHOOK_BODY_LIMIT },
      (_req, body, done) => done(null, body),
    );
    // Stripe calls from its own servers: authenticated by the signature, never by a cookie.
    route(scope, stripeWebhook, { crossOrigin: true }, async (req) => {
      const signature = req.headers['stripe-signature'];
      const raw = Buffer.isBuffer(req.body) ? req.body : Buffer.alloc(0);
      const result = await payments.handleStripeWebhook(
        raw,
        typeof signature === 'string' ? signature : undefined,
      );
      if (result.fulfilled) {
        req.log.info(
          { granted: result.fulfilled.granted, credits: result.fulfilled.credits },
          'stripe checkout fulfilled',
        );
      }
      return { received: true as const };
    });
  });

  // The built-in checkout (no STRIPE_SECRET_KEY): a page that says TEST MODE and a Pay button.
  const testSession = async (req: FastifyRequest, sessionId: string, reply: FastifyReply) => {
    if (payments.mode !== 'test' || !payments.availableFor(isLoopbackRequest(req))) {
      sendPage(reply, 404, 'Not found', '<h1>Not found</h1><p>Test checkout is disabled on this server.</p>');
      return null;
    }
    const row = await payments.session(sessionId);
    const pkg = row?.provider === 'test' ? findCreditPackage(row.packageId) : undefined;
    if (!row || !pkg) {
      sendPage(
        reply,
        404,
        'Checkout not found',
        `${TEST_BADGE}<h1>Checkout not found</h1><p><a href="/dashboard">Back to the dashboard</a></p>`,
      );
      return null;
    }
    const user = await currentUser(req);
    if (!user || user.id !== row.userId) {
      sendPage(
        reply,
        user ? 403 : 401,
        'Sign in to pay',
        `${TEST_BADGE}<h1>Sign in to pay</h1><p>Open this page while signed in as the account that started the checkout.</p><p><a href="/auth">Sign in</a></p>`,
      );
      return null;
    }
    return { row, pkg };
  };

  route(app, testCheckoutPage, {}, async (req, reply) => {
    const found = await testSession(req, req.params.sessionId, reply);
    if (!found) return reply;
    const { row, pkg } = found;
    const action = `/checkout/test/${encodeURIComponent(row.id)}`;
    if (row.status === 'paid') {
      return sendPage(
        reply,
        200,
        'Already paid',
        `${TEST_BADGE}<h1>Already paid</h1><p>${pkg.credits} credits were added to your account.</p><p><a href="/dashboard">Back to the dashboard</a></p>`,
      );
    }
    return sendPage(
      reply,
      200,
      'Test checkout',
      `${TEST_BADGE}
<h1>${escapeHtml(pkg.name)}: ${pkg.credits} credits</h1>
<div class="amount">$${pkg.price.toFixed(2)}</div>
<p>$${pricePerCredit(pkg)} per credit.</p>
<p><strong>This is a test checkout. No card is charged and no money moves.</strong> It is shown because this server has no STRIPE_SECRET_KEY and runs as a local trial (TEST_CHECKOUT).</p>
<form method="post" action="${escapeHtml(action)}"><button type="submit">Pay $${pkg.price.toFixed(2)} (test)</button></form>
<p><a href="/dashboard?purchase=cancelled">Cancel</a></p>`,
    );
  });

  await app.register(async (scope) => {
    // The Pay button is a plain HTML form post; its (empty) body is not needed.
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_req, body, done) => done(null, body),
    );
    // Like every state-changing route without `crossOrigin`, a cross-site post is refused before it runs.
    route(scope, testCheckoutPay, {}, async (req, reply) => {
      const found = await testSession(req, req.params.sessionId, reply);
      if (!found) return reply;
      await payments.completeTestCheckout(found.row.userId, found.row.id, isLoopbackRequest(req));
      return reply.redirect(SUCCESS_PATH, 303);
    });
  });
};
