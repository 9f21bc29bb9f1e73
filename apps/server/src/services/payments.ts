// Credit purchases: starts checkouts and fulfils paid ones exactly once (Stripe webhook or the built-in test page).
import { type CreditPackage, findCreditPackage, UNKNOWN_PACKAGE_MESSAGE } from '@forms-engine/contracts';
import { and, eq } from 'drizzle-orm';
import type Stripe from 'stripe';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { checkoutSessions } from '../db/schema.ts';
import { AppError, badRequest, forbidden, notFound } from '../errors.ts';
import { createStripeClient, createStripeProvider, verifyStripeEvent } from '../providers/payments/stripe.ts';
import { createTestCheckoutProvider } from '../providers/payments/test-checkout.ts';
import type {
  CheckoutSessionEventData,
  CreatedCheckout,
  PaymentProvider,
} from '../providers/payments/types.ts';
import { ApiKeysService } from './api-keys.ts';
import type { CreditsService } from './credits.ts';

export type CheckoutSessionRow = typeof checkoutSessions.$inferSelect;

export interface FulfilResult {
  granted: boolean;
  credits: number;
  balance: number;
}

export const PURCHASES_UNAVAILABLE_MESSAGE =
  'Buying credits is not available on this server yet: it has no payment provider configured.';

/** Checkout events that mean "the money has arrived". */
const PAID_EVENTS = new Set(['checkout.session.completed', 'checkout.session.async_payment_succeeded']);

export class PaymentsService {
  readonly provider: PaymentProvider;
  private readonly stripe: Stripe | null;

  constructor(
    private readonly db: Db,
    private readonly credits: CreditsService,
    private readonly config: AppConfig['stripe'],
  ) {
    this.stripe = config.secretKey ? createStripeClient(config) : null;
    this.provider = this.stripe ? createStripeProvider(this.stripe) : createTestCheckoutProvider();
  }

  get mode(): 'stripe' | 'test' {
    return this.provider.kind;
  }

  /** Whether credits can be bought on this server at all: Stripe, or the test checkout (on or loopback-only). */
  get available(): boolean {
    return this.mode === 'stripe' || this.config.testCheckout !== 'off';
  }

  /**
   * Whether this request may buy credits: with Stripe always; with the test checkout only when it is on, or
   * loopback-only and the request was made on this machine to a loopback host (a trial on the owner's laptop).
   */
  availableFor(loopback: boolean): boolean {
    if (this.mode === 'stripe') return true;
    return this.config.testCheckout === 'on' || (this.config.testCheckout === 'loopback' && loopback);
  }

  async startCheckout(
    user: { id: number; email: string },
    packageId: unknown,
    origin: string,
    loopback: boolean,
  ): Promise<CreatedCheckout> {
    const pkg = findCreditPackage(packageId);
    if (!pkg) throw badRequest(UNKNOWN_PACKAGE_MESSAGE);
    if (!this.availableFor(loopback))
      throw new AppError('payments_unavailable', 503, PURCHASES_UNAVAILABLE_MESSAGE);
    let created: CreatedCheckout;
    try {
      created = await this.provider.createCheckout({ userId: user.id, email: user.email, pkg, origin });
    } catch (err) {
      const error = new AppError('payment_provider', 502, 'Failed to initiate purchase');
      error.cause = err;
      throw error;
    }
    await this.db.insert(checkoutSessions).values(this.rowFor(created.sessionId, user.id, pkg));
    return created;
  }

  private rowFor(id: string, userId: number, pkg: CreditPackage) {
    return {
      id,
      userId,
      packageId: pkg.id,
      credits: pkg.credits,
      amountCents: Math.round(pkg.price * 100),
      provider: this.provider.kind,
    };
  }

  async session(id: string): Promise<CheckoutSessionRow | null> {
    if (id.length > 200) return null;
    const [row] = await this.db.select().from(checkoutSessions).where(eq(checkoutSessions.id, id)).limit(1);
    return row ?? null;
  }

  /**
   * Grants the package's credits for a paid session. Idempotent: the ledger's unique (reason, ref) makes a
   * repeated call (Stripe retries, a double-clicked Pay button, two instances) grant nothing more.
   */
  async fulfil(sessionId: string): Promise<FulfilResult> {
    const row = await this.session(sessionId);
    if (!row) throw notFound('Checkout session not found');
    const { granted, balance } = await this.credits.grant(row.userId, row.credits, 'purchase', row.id);
    if (row.status !== 'paid') {
      await this.db
        .update(checkoutSessions)
        .set({ status: 'paid', completedAt: new Date() })
        .where(and(eq(checkoutSessions.id, row.id), eq(checkoutSessions.status, 'pending')));
    }
    return { granted, credits: row.credits, balance };
  }

  /**
   * Handles one Stripe webhook delivery. Throws 400 when the signature does not verify (nothing is granted);
   * answers 2xx for every verified event so Stripe stops retrying, including ones we ignore.
   */
  async handleStripeWebhook(
    rawBody: Buffer,
    signature: string | undefined,
  ): Promise<{ received: true; fulfilled?: FulfilResult }> {
    const secret = this.config.webhookSecret;
    if (!this.stripe || !secret)
      throw new AppError('stripe_unconfigured', 400, 'Stripe webhooks are not configured');
    if (!signature) throw badRequest('Missing Stripe signature');
    let event: Stripe.Event;
    try {
      event = verifyStripeEvent(this.stripe, rawBody, signature, secret);
    } catch {
      throw badRequest('Invalid Stripe signature');
    }
    if (!PAID_EVENTS.has(event.type)) return { received: true };
    const session = event.data.object as unknown as CheckoutSessionEventData;
    // A completed session paid by a delayed method (bank debit) is 'unpaid' until async_payment_succeeded.
    if (session.payment_status !== 'paid' && session.payment_status !== 'no_payment_required') {
      return { received: true };
    }
    await this.recoverRow(session);
    return { received: true, fulfilled: await this.fulfil(session.id) };
  }

  /** If the app died between creating the Stripe session and storing our row, rebuild it from the metadata. */
  private async recoverRow(session: CheckoutSessionEventData): Promise<void> {
    if (await this.session(session.id)) return;
    const pkg = findCreditPackage(session.metadata?.packageId);
    const userId = Number(session.metadata?.userId);
    if (!pkg || !Number.isSafeInteger(userId) || userId <= 0) throw notFound('Checkout session not found');
    await this.db
      .insert(checkoutSessions)
      .values(this.rowFor(session.id, userId, pkg))
      .onConflictDoNothing();
  }

  /** The built-in test checkout's Pay button: only in test mode, only for the signed-in owner of the session. */
  async completeTestCheckout(userId: number, sessionId: string, loopback: boolean): Promise<FulfilResult> {
    if (this.mode !== 'test' || !this.availableFor(loopback)) throw notFound('Test checkout is disabled');
    const row = await this.session(sessionId);
    if (row?.provider !== 'test') throw notFound('Checkout session not found');
    if (row.userId !== userId) throw forbidden('This checkout belongs to another account');
    return this.fulfil(row.id);
  }
}

/** The billing services the app context carries (one spread line in context.ts). */
export interface Billing {
  payments: PaymentsService;
  apiKeys: ApiKeysService;
}

export function createBilling(config: AppConfig, db: Db, credits: CreditsService): Billing {
  return {
    payments: new PaymentsService(db, credits, config.stripe),
    apiKeys: new ApiKeysService(db, { appSecret: config.appSecret, dataDir: config.dataDir }),
  };
}
