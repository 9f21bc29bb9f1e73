// A/B tests of a published form (docs/ab-tests.md): variants are configs of the same form; visitors are the
// answer sessions opened with a variant, leads the submitted ones; the winner can be published by itself.
import { AB_DEFAULTS, AB_VARIANT_KEYS, type TAbTest, type TStartAbTestInput } from '@forms-engine/contracts';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf, isUniqueViolation } from '../db/rows.ts';
import { type AbVariant, abTests, answerSessions } from '../db/schema.ts';
import { badRequest, conflict, notFound } from '../errors.ts';
import { compareVariants, type VariantCounts } from './ab-stats.ts';
import { type FormsService, parseConfigOrThrow, stepCount } from './forms.ts';

type AbTestRow = typeof abTests.$inferSelect;

export const AB_RUNNING_MESSAGE = 'An A/B test of this form is running already';
export const AB_NOT_PUBLISHED_MESSAGE = 'Publish the form before testing variants of it';
export const AB_NO_TEST_MESSAGE = 'This form has no running A/B test';
export const AB_UNKNOWN_VARIANT_MESSAGE = 'Unknown variant';

export const variantSeenMessage = (key: string) =>
  `Variant ${key} has visitors already; end this test and start a new one to change it`;

/** The line the version history shows for a version an A/B test made. */
export function promotionSummary(key: string, probability: number | null): string {
  return probability === null
    ? `A/B test: variant ${key} published by the owner`
    : `A/B test: variant ${key} won with ${Math.floor(probability * 100)} % probability`;
}

export class AbTestsService {
  constructor(
    private readonly db: Db,
    private readonly forms: Pick<FormsService, 'owned' | 'publishConfig' | 'notifyPublicChange'>,
  ) {}

  /** The running test of a form (id and variants), or null; what the published payload carries. */
  async running(formId: number): Promise<{ id: number; variants: AbVariant[] } | null> {
    const [row] = await this.db
      .select({ id: abTests.id, variants: abTests.variants })
      .from(abTests)
      .where(and(eq(abTests.formId, formId), eq(abTests.status, 'running')))
      .limit(1);
    return row ?? null;
  }

  /** The running test, else the latest ended one, with its results; null when the form never had one. */
  async get(userId: number, formId: number): Promise<TAbTest | null> {
    await this.forms.owned(userId, formId);
    const [row] = await this.db
      .select()
      .from(abTests)
      .where(eq(abTests.formId, formId))
      .orderBy(sql`${abTests.status} = 'running' desc`, desc(abTests.id))
      .limit(1);
    return row ? this.withResults(row) : null;
  }

  async start(userId: number, formId: number, input: TStartAbTestInput): Promise<TAbTest> {
    const form = await this.forms.owned(userId, formId);
    if (form.publishedConfig === null) throw conflict(AB_NOT_PUBLISHED_MESSAGE, 'not_published');
    const weights = input.weights ?? { A: 50, B: 50 };
    const variants = AB_VARIANT_KEYS.filter((k) => weights[k] !== undefined).map((key) => ({
      key,
      weight: weights[key] as number,
      config: form.publishedConfig,
    }));
    let row: AbTestRow;
    try {
      [row] = await this.db
        .insert(abTests)
        .values({
          formId,
          variants,
          threshold: (input.threshold ?? AB_DEFAULTS.threshold) / 100,
          minSample: input.minSample ?? AB_DEFAULTS.minSample,
          autoPromote: input.autoPromote ?? AB_DEFAULTS.autoPromote,
        })
        .returning();
    } catch (err) {
      if (isUniqueViolation(err)) throw conflict(AB_RUNNING_MESSAGE, 'ab_test_running');
      throw err;
    }
    await this.forms.notifyPublicChange(formId);
    return this.withResults(row);
  }

  /** A variant's config: the one given, or the form's draft as the owner edited it in the builder. */
  async setVariantConfig(
    userId: number,
    formId: number,
    key: string,
    input: { config?: unknown; fromDraft?: true },
  ): Promise<TAbTest> {
    const form = await this.forms.owned(userId, formId);
    const raw = input.fromDraft ? form.config : input.config;
    if (raw === undefined) throw badRequest('Send a config, or fromDraft: true');
    parseConfigOrThrow(raw);
    const row = await this.db.transaction(async (tx) => {
      const [test] = await tx
        .select()
        .from(abTests)
        .where(and(eq(abTests.formId, formId), eq(abTests.status, 'running')))
        .limit(1)
        .for('update');
      if (!test) throw notFound(AB_NO_TEST_MESSAGE);
      if (!test.variants.some((v) => v.key === key)) throw notFound(AB_UNKNOWN_VARIANT_MESSAGE);
      // Its results would mix two configs: a variant with visitors stays as they saw it.
      const [seen] = await tx
        .select({ id: answerSessions.id })
        .from(answerSessions)
        .where(and(eq(answerSessions.abTestId, test.id), eq(answerSessions.variant, key)))
        .limit(1);
      if (seen) throw conflict(variantSeenMessage(key), 'variant_seen');
      const variants = test.variants.map((v) => (v.key === key ? { ...v, config: raw } : v));
      const [updated] = await tx.update(abTests).set({ variants }).where(eq(abTests.id, test.id)).returning();
      return updated;
    });
    await this.forms.notifyPublicChange(formId);
    return this.withResults(row);
  }

  /** Ends the running test; `promote` publishes that variant as the form (recorded in the version history). */
  async end(userId: number, formId: number, promote: string | null): Promise<TAbTest> {
    await this.forms.owned(userId, formId);
    const ended = await this.finish(formId, promote, null);
    if (!ended) throw notFound(AB_NO_TEST_MESSAGE);
    return this.withResults(ended);
  }

  /**
   * After a submission: a running test that promotes by itself publishes its winner once the winner's probability
   * to be best reaches the threshold with every variant past the minimum sample. One grouped count of the test's
   * sessions; nothing for a form without such a test.
   */
  async checkPromotion(formId: number): Promise<string | null> {
    const [test] = await this.db
      .select()
      .from(abTests)
      .where(and(eq(abTests.formId, formId), eq(abTests.status, 'running'), eq(abTests.autoPromote, true)))
      .limit(1);
    if (!test) return null;
    // The sample sizes first: the probabilities (20,000 draws) are worked out only once every variant has enough.
    const tallies = await this.tallies(test);
    if (tallies.some((t) => t.visitors < test.minSample)) return null;
    const result = await this.withResults(test, tallies);
    if (!result.decided || !result.leader) return null;
    const leader = result.variants.find((v) => v.key === result.leader);
    const ended = await this.finish(formId, result.leader, leader?.probabilityBest ?? null);
    return ended ? result.leader : null;
  }

  /**
   * Ends the form's running test (null when none runs, e.g. another instance ended it first); publishing the
   * variant to promote in the same transaction, so the test ends exactly once with exactly one new version.
   */
  private async finish(
    formId: number,
    promote: string | null,
    probability: number | null,
  ): Promise<AbTestRow | null> {
    const row = await this.db.transaction(async (tx) => {
      const [ended] = await tx
        .update(abTests)
        .set({ status: 'ended', endedAt: new Date(), winner: promote })
        .where(and(eq(abTests.formId, formId), eq(abTests.status, 'running')))
        .returning();
      if (!ended) return null;
      if (promote !== null) {
        const variant = ended.variants.find((v) => v.key === promote);
        if (!variant) throw badRequest(AB_UNKNOWN_VARIANT_MESSAGE);
        await this.forms.publishConfig(tx, formId, variant.config, promotionSummary(promote, probability));
      }
      return ended;
    });
    if (row) await this.forms.notifyPublicChange(formId);
    return row;
  }

  /**
   * Records the variant the page assigned a new session (`PUT …/sessions/{id}` with `variant`): it must be one of
   * the form's running test; a session keeps the first variant it was given.
   */
  async assign(formId: number, sessionId: string, variant: string): Promise<void> {
    const test = await this.running(formId);
    if (!test?.variants.some((v) => v.key === variant)) throw badRequest(AB_UNKNOWN_VARIANT_MESSAGE);
    await this.db
      .update(answerSessions)
      .set({ abTestId: test.id, variant })
      .where(
        and(
          eq(answerSessions.id, sessionId),
          eq(answerSessions.formId, formId),
          isNull(answerSessions.variant),
        ),
      );
  }

  /** The variant a session was assigned, when it is one of the form's running test (its config answers it). */
  async variantOf(sessionId: string): Promise<{ testId: number; key: string } | null> {
    const [row] = await this.db
      .select({ testId: answerSessions.abTestId, key: answerSessions.variant })
      .from(answerSessions)
      .where(eq(answerSessions.id, sessionId))
      .limit(1);
    return row?.testId != null && row.key !== null ? { testId: row.testId, key: row.key } : null;
  }

  /** Each variant's visitors and leads: one grouped count of the test's sessions (an index holds them). */
  private async tallies(row: AbTestRow): Promise<VariantCounts[]> {
    const counts = rowsOf<{ variant: string; visitors: number; leads: number }>(
      await this.db.execute(sql`
        select variant, count(*)::int as visitors, count(*) filter (where completed)::int as leads
        from answer_sessions where ab_test_id = ${row.id} group by variant`),
    );
    const byKey = new Map(counts.map((c) => [c.variant, c]));
    return row.variants.map((v) => ({
      key: v.key,
      visitors: Number(byKey.get(v.key)?.visitors ?? 0),
      leads: Number(byKey.get(v.key)?.leads ?? 0),
    }));
  }

  private async withResults(row: AbTestRow, counted?: VariantCounts[]): Promise<TAbTest> {
    const tallies = counted ?? (await this.tallies(row));
    const verdicts = compareVariants(tallies);
    const variants = row.variants.map((v, i) => ({
      key: v.key,
      weight: v.weight,
      stepCount: stepCount(v.config),
      visitors: tallies[i].visitors,
      leads: tallies[i].leads,
      conversionRate: tallies[i].visitors ? tallies[i].leads / tallies[i].visitors : 0,
      probabilityBest: verdicts[i].probabilityBest,
      expectedLoss: verdicts[i].expectedLoss,
    }));
    const best = variants.reduce((a, b) => (b.probabilityBest > a.probabilityBest ? b : a));
    const sampled = variants.every((v) => v.visitors >= row.minSample);
    return {
      id: row.id,
      status: row.status === 'running' ? 'running' : 'ended',
      threshold: Math.round(row.threshold * 1000) / 10,
      minSample: row.minSample,
      autoPromote: row.autoPromote,
      winner: row.winner,
      createdAt: row.createdAt.toISOString(),
      endedAt: row.endedAt?.toISOString() ?? null,
      variants,
      leader: variants.some((v) => v.visitors > 0) ? best.key : null,
      decided: sampled && best.probabilityBest >= row.threshold,
    };
  }
}
