// One-time data conversions that need the form model (not expressible in SQL), run at start-up after the schema
// migrations, each once, recorded in data_migrations.
import { ensureStepIds, type LogicConfig, renameReferences, type TStep, titleKey } from '@forms-engine/model';
import { type SQL, sql } from 'drizzle-orm';
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

type Json = Record<string, unknown>;

const parsed = (v: unknown): unknown => (typeof v === 'string' ? JSON.parse(v) : v);

/**
 * The steps of a stored configuration when the model can read them: objects whose id and title, where present,
 * are text. A configuration stored malformed is left as it is: the views read such steps leniently, and start-up
 * must not fail on one form.
 */
function readableSteps(config: unknown): TStep[] | null {
  const steps = (config as { steps?: unknown } | null)?.steps;
  if (typeof config !== 'object' || config === null || Array.isArray(config) || !Array.isArray(steps))
    return null;
  const text = (v: unknown) => v === undefined || typeof v === 'string';
  const plain = (s: unknown) =>
    typeof s === 'object' &&
    s !== null &&
    !Array.isArray(s) &&
    text((s as Json).id) &&
    text((s as Json).title);
  return steps.every(plain) ? (steps as TStep[]) : null;
}

/**
 * Which step of the next newer configuration each step without an id became, by index (-1: none): the step with
 * its title; else the one in its place with its type; else, when it is the only unmatched step of its type, the
 * only unclaimed newer step of that type (a question renamed and moved in the same version). A newer step is
 * claimed once, and only when it has an id this configuration does not already use.
 */
function successors(steps: readonly TStep[], newer: readonly TStep[]): number[] {
  const present = new Set(steps.flatMap((s) => (s.id?.trim() ? [s.id.trim()] : [])));
  const claimed = new Set<number>();
  const open = (j: number) =>
    j >= 0 && !claimed.has(j) && !!newer[j]?.id?.trim() && !present.has(newer[j].id?.trim() as string);
  const found = steps.map(() => -1);
  const claim = (i: number, j: number) => {
    if (found[i] >= 0 || steps[i].id?.trim() || !open(j)) return;
    found[i] = j;
    claimed.add(j);
  };
  for (const [i, s] of steps.entries())
    claim(
      i,
      newer.findIndex((n, j) => !claimed.has(j) && titleKey(n, j) === titleKey(s, i)),
    );
  for (const [i, s] of steps.entries()) claim(i, newer[i]?.type === s.type ? i : -1);
  const unmatched = (type: string) =>
    steps.flatMap((s, i) => (found[i] < 0 && !s.id?.trim() && s.type === type ? [i] : []));
  const unclaimed = (type: string) => newer.flatMap((n, j) => (open(j) && n.type === type ? [j] : []));
  for (const type of new Set(steps.map((s) => s.type))) {
    const [mine, theirs] = [unmatched(type), unclaimed(type)];
    if (mine.length === 1 && theirs.length === 1) claim(mine[0], theirs[0]);
  }
  return found;
}

/**
 * `config` with every step given an id as saving gives them, or null when it has them all (or cannot be read). A
 * step without an id first takes the id of the step it became in the form's next newer configuration (`newer`), so
 * a question keeps one id through the form's versions and answers given to an older wording find it. References
 * naming a step by its title follow it.
 */
function withIds(config: unknown, newer: readonly TStep[] | null): Json | null {
  const steps = readableSteps(config);
  if (!steps) return null;
  const next = newer ? successors(steps, newer) : steps.map(() => -1);
  const ids = new Set(steps.flatMap((s) => (s.id?.trim() ? [s.id.trim()] : [])));
  const renames = new Map<string, string>();
  const titled = new Set<string>();
  const kept = steps.map((s, i) => {
    if (s.id?.trim()) return s;
    const title = titleKey(s, i);
    // A reference by title names the first step without an id that has it (as the logic resolves it).
    const first = !titled.has(title);
    titled.add(title);
    const id = newer?.[next[i]]?.id?.trim();
    if (!id) return s;
    if (first && !ids.has(title)) renames.set(title, id);
    return { ...s, id } as TStep;
  });
  try {
    const given = renameReferences({ ...(config as Json), steps: kept } as Json & LogicConfig, renames);
    const fixed = ensureStepIds(given);
    return next.some((j) => j >= 0) || fixed !== given ? fixed : null;
  } catch {
    return null; // logic of a shape the model cannot read: left as stored
  }
}

/** A stored configuration of a form: where it is kept and what it holds. */
interface Stored {
  table: 'forms' | 'form_versions';
  column: 'config' | 'published_config';
  id: number;
  config: unknown;
  /** When a published version went live (the version history only). */
  from?: string;
}

/**
 * Every stored configuration (drafts, published versions, the version history) gets its step ids, then every
 * stored response keeps its answers under the step ids, with the titles it was answered under in `labels`. A title
 * is looked up first in the version that was live when the answers were stored, then in every configuration of the
 * form from the oldest to the draft (the newest wins), so answers to questions renamed since still find their step.
 * Keys no configuration knows stay as they are, and so do answers that are not a JSON object.
 */
async function answersByStepId(db: Queryable): Promise<void> {
  const forms = rowsOf<{ id: number }>(await db.execute(sql`select id from forms order by id`));
  const pending = new Set(
    rowsOf<{ form_id: number }>(
      await db.execute(sql`select distinct form_id from responses where labels is null`),
    ).map((r) => Number(r.form_id)),
  );
  for (const { id } of forms) {
    const formId = Number(id);
    const [form] = rowsOf<{ config: unknown; published_config: unknown }>(
      await db.execute(sql`select config, published_config from forms where id = ${formId}`),
    );
    const versions = rowsOf<{ id: number; config: unknown; from: string }>(
      await db.execute(sql`select id, config, published_at::text as "from" from form_versions
        where form_id = ${formId} order by version desc`),
    );
    // Newest first: the draft, what respondents get, then the history.
    const all: Stored[] = [
      { table: 'forms', column: 'config', id: formId, config: form?.config },
      { table: 'forms', column: 'published_config', id: formId, config: form?.published_config },
      ...versions.map((v) => ({ table: 'form_versions' as const, column: 'config' as const, ...v })),
    ];
    const chain = all.filter((c) => c.config !== null && c.config !== undefined);
    let newer: TStep[] | null = null;
    const titles = new Map<Stored, Record<string, string>>();
    for (const stored of chain) {
      const config = parsed(stored.config);
      const fixed = withIds(config, newer);
      if (fixed)
        await db.execute(
          sql`update ${sql.identifier(stored.table)} set ${sql.identifier(stored.column)} = ${JSON.stringify(fixed)}::jsonb
            where id = ${stored.id}`,
        );
      const steps = readableSteps(fixed ?? config);
      if (!steps) continue;
      newer = steps;
      const map: Record<string, string> = {};
      steps.forEach((step, i) => {
        const id = step.id?.trim();
        if (id) map[titleKey(step, i)] = id;
      });
      titles.set(stored, map);
    }
    if (!pending.has(formId)) continue;
    const anyVersion = Object.assign({}, ...[...titles.values()].reverse()) as Record<string, string>;
    // The version history oldest first, each live from its publication until the next one.
    const history = chain.filter((c) => c.table === 'form_versions').reverse();
    for (const [i, version] of history.entries()) {
      const next = history[i + 1];
      const when = sql.join(
        [
          ...(i > 0 ? [sql`coalesce(submitted_at, updated_at) >= ${version.from}::timestamptz`] : []),
          ...(next ? [sql`coalesce(submitted_at, updated_at) < ${next.from}::timestamptz`] : []),
        ],
        sql` and `,
      );
      await convertResponses(
        db,
        formId,
        { ...anyVersion, ...titles.get(version) },
        i === 0 && !next ? undefined : when,
      );
    }
    await convertResponses(db, formId, anyVersion);
  }
}

/** The form's responses not converted yet (and stored within `when`) kept by step id, their titles in `labels`. */
async function convertResponses(db: Queryable, formId: number, titles: Record<string, string>, when?: SQL) {
  const m = JSON.stringify(titles);
  const mapped = (column: string) => sql`case when jsonb_typeof(${sql.identifier(column)}) = 'object' then
      (select coalesce(jsonb_object_agg(coalesce(m.value, e.key), e.value), '{}'::jsonb)
        from jsonb_each(${sql.identifier(column)}) e left join jsonb_each_text(${m}::jsonb) m on m.key = e.key)
      else ${sql.identifier(column)} end`;
  const answered = sql`coalesce(response, temp_response)`;
  await db.execute(sql`
    update responses set
      response = ${mapped('response')},
      temp_response = ${mapped('temp_response')},
      labels = case when jsonb_typeof(${answered}) = 'object' then
          (select coalesce(jsonb_object_agg(m.value, e.key), '{}'::jsonb)
            from jsonb_each(${answered}) e join jsonb_each_text(${m}::jsonb) m on m.key = e.key)
        else '{}'::jsonb end
    where form_id = ${formId} and labels is null${when ? sql` and ${when}` : sql``}`);
}
