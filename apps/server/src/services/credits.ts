// Credits: a ledger of grants, purchases and charges; the cached balance never goes negative.
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { creditLedger, users } from '../db/schema.ts';
import { notFound, paymentRequired } from '../errors.ts';
import { rowsOf } from '../db/rows.ts';

export const INSUFFICIENT_CREDITS_MESSAGE = 'Insufficient credits. Please buy more credits to continue.';

/** A transaction handle or the database itself. */
type Tx = Pick<Db, 'execute' | 'insert' | 'select'>;

export class CreditsService {
  constructor(private readonly db: Db) {}

  async balance(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    if (!row) throw notFound('User not found');
    return row.credits;
  }

  /** Throws 402 when the user has no credit left (checked before doing expensive work). */
  async assertCanSpend(userId: number, amount = 1): Promise<void> {
    if ((await this.balance(userId)) < amount) throw paymentRequired(INSUFFICIENT_CREDITS_MESSAGE);
  }

  /**
   * Takes `amount` credits inside the caller's transaction; the conditional update makes concurrent
   * charges safe (a row lock serialises them, and the balance can never drop below zero).
   */
  async charge(tx: Tx, userId: number, reason: string, ref: string | null, amount = 1): Promise<number> {
    const result = await tx.execute<{ credits: number }>(
      sql`update users set credits = credits - ${amount} where id = ${userId} and credits >= ${amount} returning credits`,
    );
    const row = rowsOf<{ credits: number }>(result)[0];
    if (!row) throw paymentRequired(INSUFFICIENT_CREDITS_MESSAGE);
    await tx.insert(creditLedger).values({ userId, delta: -amount, reason, ref });
    return Number(row.credits);
  }

  /** Adds credits once per (reason, ref): a repeated grant with the same reference does nothing. */
  async grant(
    userId: number,
    amount: number,
    reason: string,
    ref: string,
  ): Promise<{ granted: boolean; balance: number }> {
    return this.db.transaction(async (tx) => {
      const inserted = await tx.execute<{ id: number }>(sql`
        insert into credit_ledger (user_id, delta, reason, ref) values (${userId}, ${amount}, ${reason}, ${ref})
        on conflict (reason, ref) do nothing returning id`);
      if (rowsOf(inserted).length === 0) return { granted: false, balance: await this.balanceIn(tx, userId) };
      const result = await tx.execute<{ credits: number }>(
        sql`update users set credits = credits + ${amount} where id = ${userId} returning credits`,
      );
      return { granted: true, balance: Number(rowsOf<{ credits: number }>(result)[0]?.credits ?? 0) };
    });
  }

  private async balanceIn(tx: Tx, userId: number): Promise<number> {
    const [row] = await tx
      .select({ credits: users.credits })
      .from(users)
      .where(eq(users.id, userId))
      .limit(1);
    return row?.credits ?? 0;
  }

  /** The balance rebuilt from the ledger (for audits and tests). */
  async ledgerBalance(userId: number): Promise<number> {
    const [row] = await this.db
      .select({ total: sql<number>`coalesce(sum(${creditLedger.delta}), 0)` })
      .from(creditLedger)
      .where(eq(creditLedger.userId, userId));
    return Number(row?.total ?? 0);
  }
}
