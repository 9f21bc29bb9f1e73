// One-time data conversions that need the form model (not expressible in SQL), run at start-up after the schema
// migrations, each once, recorded in data_migrations.
import { ensureStepIds, titleKey, type TStep } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import type { Db } from './client.ts';
import { rowsOf } from './rows.ts';

type Queryable = Pick<Db, 'execute'>;

interface DataMigration {
  name: string;
  run(db: Queryable): Promise<void>;
}

/** Runs the data migrations not yet recorded as done. On PostgreSQL the caller holds the migration lock. */
export async function runDataMigrations(db: Queryable): Promise<void> {
  const done = new Set(
    rowsOf<{ name: string }>(await db.execute(sql`select name from data_migrations`)).map((r) => r.name),
  );
  for (const m of MIGRATIONS) {
    if (done.has(m.name)) continue;
    await m.run(db);
    await db.execute(sql`insert into data_migrations (name) values (${m.name}) on conflict do nothing`);
  }
}

const MIGRATIONS: DataMigration[] = [{ name: 'answers-by-step-id', run: answersByStepId }];

/** A stored configuration's steps with ids given as saving gives them; null when it has nothing to change. */
function withIds(config: unknown): Record<string, unknown> | null {
  if (typeof config !== 'object' || config === null || Array.isArray(config)) return null;
  const raw = config as Record<string, unknown>;
  const steps = raw.steps;
  // A configuration stored malformed (steps that are not objects, an id or a title that is not text) is left as it
  // is: the views read such steps leniently, and start-up must not fail on one form.
  const plain = (s: unknown) =>
    typeof s === 'object' &&
    s !== null &&
    !Array.isArray(s) &&
    ['id', 'title'].every(
      (k) =>
        (s as Record<string, unknown>)[k] === undefined ||
        typeof (s as Record<string, unknown>)[k] === 'string',
    );
  if (!Array.isArray(steps) || !steps.every(plain)) return null;
  // ensureStepIds hands back its argument when every step already has an id of its own (none missing or shared).
  const given = { ...raw, steps: steps as TStep[] };
  let fixed: typeof given;
  try {
    fixed = ensureStepIds(given);
  } catch {
    return null; // logic of a shape the model cannot read: left as stored
  }
  return fixed === given ? null : (fixed as unknown as Record<string, unknown>);
}

/**
 * Every stored configuration (drafts, published versions, the version history) gets its step ids, then every
 * stored response keeps its answers under the step ids, with the titles it was answered under in `labels`: a
 * title is mapped through the form's configurations from the oldest version to the draft, so the newest wins and
 * answers to questions renamed since still find their step. Keys no configuration knows stay as they are.
 */
async function answersByStepId(db: Queryable): Promise<void> {
  for (const table of ['forms', 'form_versions'] as const) {
    const columns = table === 'forms' ? ['config', 'published_config'] : ['config'];
    for (const column of columns) {
      const rows = rowsOf<{ id: number; config: unknown }>(
        await db.execute(
          sql`select id, ${sql.identifier(column)} as config from ${sql.identifier(table)}
            where ${sql.identifier(column)} is not null`,
        ),
      );
      for (const row of rows) {
        const fixed = withIds(typeof row.config === 'string' ? JSON.parse(row.config) : row.config);
        if (!fixed) continue;
        await db.execute(
          sql`update ${sql.identifier(table)} set ${sql.identifier(column)} = ${JSON.stringify(fixed)}::jsonb
            where id = ${row.id}`,
        );
      }
    }
  }
  const formIds = rowsOf<{ form_id: number }>(
    await db.execute(sql`select distinct form_id from responses where labels is null`),
  ).map((r) => Number(r.form_id));
  for (const formId of formIds) {
    const configs = rowsOf<{ config: unknown }>(
      await db.execute(sql`
        select config from (
          select config, version as n from form_versions where form_id = ${formId}
          union all select published_config, 2147483646 from forms where id = ${formId}
          union all select config, 2147483647 from forms where id = ${formId}) c
        where config is not null order by n`),
    );
    const map: Record<string, string> = {};
    for (const { config } of configs) {
      const parsed = typeof config === 'string' ? JSON.parse(config) : config;
      const steps = (parsed as { steps?: unknown })?.steps;
      if (!Array.isArray(steps)) continue;
      steps.forEach((step, i) => {
        if (typeof step !== 'object' || step === null || typeof step.id !== 'string') return;
        if (step.title !== undefined && typeof step.title !== 'string') return;
        map[titleKey(step as TStep, i)] = step.id;
      });
    }
    const m = JSON.stringify(map);
    const mapped = (
      column: string,
    ) => sql`(select coalesce(jsonb_object_agg(coalesce(m.value, e.key), e.value), '{}'::jsonb)
      from jsonb_each(${sql.identifier(column)}) e left join jsonb_each_text(${m}::jsonb) m on m.key = e.key)`;
    await db.execute(sql`
      update responses set
        response = case when response is null then null else ${mapped('response')} end,
        temp_response = case when temp_response is null then null else ${mapped('temp_response')} end,
        labels = (select coalesce(jsonb_object_agg(m.value, e.key), '{}'::jsonb)
          from jsonb_each(coalesce(response, temp_response, '{}'::jsonb)) e join jsonb_each_text(${m}::jsonb) m on m.key = e.key)
      where form_id = ${formId} and labels is null`);
  }
}
