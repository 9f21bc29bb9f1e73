// The owner's path-aware funnel of a form version: sessions started, each step's views and drop-offs along the
// paths the sessions were shown (answer_sessions.path), completions; by start date and campaign (docs/funnel.md).
import type { TFunnel, TFunnelQuery } from '@forms-engine/contracts';
import { answerKey, titleKey } from '@forms-engine/model';
import { and, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { formVersions } from '../db/schema.ts';
import { notFound } from '../errors.ts';
import type { FormRow } from './forms.ts';
import { stepsOf } from './responses.ts';

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;
/** How many campaign values the filters offer. */
const OPTIONS_MAX = 50;

export class FunnelService {
  constructor(private readonly db: Db) {}

  /** The funnel of `form` (owned by the caller) under the query's version, dates and campaign. */
  async funnel(form: FormRow, query: TFunnelQuery): Promise<TFunnel> {
    const versionRows = await this.db
      .select({ version: formVersions.version })
      .from(formVersions)
      .where(eq(formVersions.formId, form.id))
      .orderBy(desc(formVersions.version));
    const versions = versionRows.map((r) => r.version);
    const version = query.version ?? form.publishedVersion ?? null;
    const empty: TFunnel = {
      version,
      versions,
      started: 0,
      completed: 0,
      steps: [],
      sources: [],
      campaigns: [],
    };
    if (version === null) return empty;
    const steps = await this.stepsOfVersion(form, version);

    const scope = [sql`form_id = ${form.id}`, sql`version = ${version}`, sql`path is not null`];
    const filters = [...scope, ...this.dates(query)];
    if (query.utm_source) filters.push(sql`utm_source = ${query.utm_source}`);
    if (query.utm_campaign) filters.push(sql`utm_campaign = ${query.utm_campaign}`);
    const where = (parts: SQL[]) => sql.join(parts, sql` and `);

    // Sessions grouped by the path they were shown: a handful of paths per form, however many sessions.
    const [paths, options] = await Promise.all([
      this.db.execute(sql`
        select path, completed, count(*)::int as n from answer_sessions
        where ${where(filters)} group by path, completed`),
      // The campaigns of the version's sessions in the date range (the campaign filters do not narrow their own list).
      this.db.execute(sql`
        select kind, value from (
          select case when grouping(utm_source) = 0 then 's' else 'c' end as kind,
            coalesce(utm_source, utm_campaign) as value,
            row_number() over (partition by grouping(utm_source) order by count(*) desc, coalesce(utm_source, utm_campaign)) as rank
          from answer_sessions
          where ${where([...scope, ...this.dates(query)])} and (utm_source is not null or utm_campaign is not null)
          group by grouping sets ((utm_source), (utm_campaign))
        ) o where value is not null and rank <= ${OPTIONS_MAX} order by kind, rank`),
    ]);

    let started = 0;
    let completed = 0;
    const viewed = new Map<string, number>();
    const dropped = new Map<string, number>();
    for (const row of rowsOf<{ path: string[] | string; completed: boolean; n: number }>(paths)) {
      const n = Number(row.n);
      const path = typeof row.path === 'string' ? parseArray(row.path) : row.path;
      started += n;
      if (row.completed) completed += n;
      for (const id of path) viewed.set(id, (viewed.get(id) ?? 0) + n);
      const last = path.at(-1);
      if (!row.completed && last !== undefined) dropped.set(last, (dropped.get(last) ?? 0) + n);
    }
    const optionRows = rowsOf<{ kind: string; value: string }>(options);
    return {
      ...empty,
      started,
      completed,
      steps: steps.map((s) => ({ ...s, viewed: viewed.get(s.id) ?? 0, dropped: dropped.get(s.id) ?? 0 })),
      sources: optionRows.filter((r) => r.kind === 's').map((r) => r.value),
      campaigns: optionRows.filter((r) => r.kind === 'c').map((r) => r.value),
    };
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
    return (stepsOf(config) ?? []).map((step, i) => ({ id: answerKey(step, i), title: titleKey(step, i) }));
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

/** A text[] some drivers hand back as its literal (`{a,"b c"}`). */
function parseArray(literal: string): string[] {
  const inner = literal.slice(1, -1);
  if (!inner) return [];
  const out: string[] = [];
  const re = /"((?:[^"\\]|\\.)*)"|([^,]+)/g;
  for (const m of inner.matchAll(re)) out.push(m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : m[2]);
  return out;
}
