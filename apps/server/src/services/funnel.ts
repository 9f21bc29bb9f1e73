// The owner's path-aware funnel of a form version: times shown (form_views), sessions started, each step's views
// and drop-offs along the paths the sessions were shown (answer_sessions.path), completions; by date and campaign
// (docs/funnel.md).
import type { TFunnel, TFunnelQuery } from '@forms-engine/contracts';
import { answerKey, titleKey } from '@forms-engine/model';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { abTests, formVersions } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { FormRow } from './forms.ts';
import { stepsOf } from './responses.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** How many campaign values the filters offer. */
const OPTIONS_MAX = 50;

export class FunnelService {
  constructor(private readonly db: Db) {}

  /**
   * The funnel of `form` (owned by the caller) under the query's version, dates and campaign; with `variant`, that
   * variant of the form's latest A/B test instead of a version: its sessions and views, along its own steps.
   */
  async funnel(form: FormRow, query: TFunnelQuery): Promise<TFunnel> {
    const versionRows = await this.db
      .select({ version: formVersions.version })
      .from(formVersions)
      .where(eq(formVersions.formId, form.id))
      .orderBy(desc(formVersions.version));
    const versions = versionRows.map((r) => r.version);
    const version = query.version ?? form.publishedVersion ?? null;
    const [test] = await this.db
      .select({ id: abTests.id, variants: abTests.variants })
      .from(abTests)
      .where(eq(abTests.formId, form.id))
      .orderBy(desc(abTests.id))
      .limit(1);
    const empty: TFunnel = {
      version,
      versions,
      variant: query.variant ?? null,
      variants: test?.variants.map((v) => v.key) ?? [],
      views: 0,
      started: 0,
      completed: 0,
      steps: [],
      sources: [],
      campaigns: [],
    };
    // What is counted, in the column names answer_sessions and form_views share.
    let scope: SQL[];
    let steps: { id: string; title: string }[];
    if (query.variant) {
      const variant = test?.variants.find((v) => v.key === query.variant);
      if (!test || !variant) throw notFound('Variant not found');
      steps = stepsOfConfig(variant.config);
      scope = [sql`form_id = ${form.id}`, sql`ab_test_id = ${test.id}`, sql`variant = ${variant.key}`];
    } else {
      if (version === null) return empty;
      steps = await this.stepsOfVersion(form, version);
      scope = [sql`form_id = ${form.id}`, sql`version = ${version}`];
    }

    const where = sql.join([...scope, sql`path is not null`, ...this.dates(query)], sql` and `);
    // One scan, grouped by path and campaign: a handful of paths per form however many sessions, so the campaign
    // filters and the lists they offer are worked out here from a few hundred groups (a second scan for the lists
    // would double the time at a million sessions).
    const groups = rowsOf<{
      path: string[] | string;
      completed: boolean;
      utm_source: string | null;
      utm_campaign: string | null;
      n: number;
    }>(
      await this.db.execute(sql`
        select path, completed, utm_source, utm_campaign, count(*)::int as n from answer_sessions
        where ${where} group by path, completed, utm_source, utm_campaign`),
    );

    let started = 0;
    let completed = 0;
    const viewed = new Map<string, number>();
    const dropped = new Map<string, number>();
    const sources = new Map<string, number>();
    const campaigns = new Map<string, number>();
    for (const row of groups) {
      const n = Number(row.n);
      if (row.utm_source !== null) sources.set(row.utm_source, (sources.get(row.utm_source) ?? 0) + n);
      if (row.utm_campaign !== null)
        campaigns.set(row.utm_campaign, (campaigns.get(row.utm_campaign) ?? 0) + n);
      if (query.utm_source && row.utm_source !== query.utm_source) continue;
      if (query.utm_campaign && row.utm_campaign !== query.utm_campaign) continue;
      const path = typeof row.path === 'string' ? parseArray(row.path) : row.path;
      started += n;
      if (row.completed) completed += n;
      for (const id of path) viewed.set(id, (viewed.get(id) ?? 0) + n);
      const last = path.at(-1);
      if (!row.completed && last !== undefined) dropped.set(last, (dropped.get(last) ?? 0) + n);
    }
    return {
      ...empty,
      views: await this.views(scope, query),
      started,
      completed,
      steps: steps.map((s) => ({ ...s, viewed: viewed.get(s.id) ?? 0, dropped: dropped.get(s.id) ?? 0 })),
      sources: mostSessions(sources),
      campaigns: mostSessions(campaigns),
    };
  }

  /**
   * Counts one showing of form `formId` under its live version today (UTC); 404 when it is not published. One
   * upsert of a counter row, so instances and concurrent views add up exactly.
   */
  async recordView(
    formId: number,
    at: { utm_source?: string; utm_campaign?: string; variant?: string },
  ): Promise<void> {
    // A variant counts only as one of the running test's; otherwise the view is the form's without one.
    const variant = at.variant ?? '';
    const counted = rowsOf(
      await this.db.execute(sql`
        insert into form_views as v (form_id, version, day, utm_source, utm_campaign, ab_test_id, variant, views)
        select f.id, f.published_version, (now() at time zone 'utc')::date, ${at.utm_source ?? ''},
          ${at.utm_campaign ?? ''}, coalesce(t.id, 0), case when t.id is null then '' else ${variant} end, 1
        from forms f left join ab_tests t on t.form_id = f.id and t.status = 'running'
          and t.variants @> ${JSON.stringify([{ key: variant }])}::jsonb
        where f.id = ${formId} and f.published_config is not null and f.published_version is not null
        on conflict (form_id, version, day, utm_source, utm_campaign, ab_test_id, variant)
          do update set views = v.views + 1
        returning 1 as one`),
    );
    if (counted.length === 0) throw notFound('Form not found');
  }

  /** The version's views within the query's days and campaign (a time of day in the dates counts its whole day). */
  private async views(scope: SQL[], query: TFunnelQuery): Promise<number> {
    const where: SQL[] = [...scope];
    if (query.from) where.push(sql`day >= ${new Date(query.from).toISOString().slice(0, 10)}::date`);
    if (query.to) where.push(sql`day <= ${new Date(query.to).toISOString().slice(0, 10)}::date`);
    if (query.utm_source) where.push(sql`utm_source = ${query.utm_source}`);
    if (query.utm_campaign) where.push(sql`utm_campaign = ${query.utm_campaign}`);
    const [row] = rowsOf<{ n: number | string | null }>(
      await this.db.execute(
        sql`select coalesce(sum(views), 0)::int as n from form_views where ${sql.join(where, sql` and `)}`,
      ),
    );
    return Number(row?.n ?? 0);
  }

  /** The steps (id and title, in order) of one published version; 404 for a version the form does not keep. */
  private async stepsOfVersion(form: FormRow, version: number): Promise<{ id: string; title: string }[]> {
    const [row] = await this.db
      .select({ config: formVersions.config })
      .from(formVersions)
      .where(and(eq(formVersions.formId, form.id), eq(formVersions.version, version)))
      .limit(1);
    const config = row?.config ?? (version === form.publishedVersion ? form.publishedConfig : undefined);
    if (config === undefined) throw notFound('Version not found');
    return stepsOfConfig(config);
  }

  /** Sessions started within the query's dates (a date alone means the whole day, UTC). */
  private dates(query: TFunnelQuery): SQL[] {
    const parts: SQL[] = [];
    if (query.from) parts.push(sql`created_at >= ${new Date(query.from).toISOString()}::timestamptz`);
    if (query.to) {
      const to = new Date(query.to);
      if (DATE_ONLY.test(query.to)) {
        to.setUTCDate(to.getUTCDate() + 1);
        parts.push(sql`created_at < ${to.toISOString()}::timestamptz`);
      } else parts.push(sql`created_at <= ${to.toISOString()}::timestamptz`);
    }
    return parts;
  }
}

/** A config's steps as the funnel lists them: id (the answer key sessions' paths hold) and title, in order. */
function stepsOfConfig(config: unknown): { id: string; title: string }[] {
  return (stepsOf(config) ?? []).map((step, i) => ({ id: answerKey(step, i), title: titleKey(step, i) }));
}

/** The values with the most sessions first (ties by name), at most OPTIONS_MAX. */
function mostSessions(counts: Map<string, number>): string[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .slice(0, OPTIONS_MAX)
    .map(([value]) => value);
}

/** A text[] some drivers hand back as its literal (`{a,"b c"}`). */
function parseArray(literal: string): string[] {
  const inner = literal.slice(1, -1);
  if (!inner) return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const m of inner.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
  return out;
}
