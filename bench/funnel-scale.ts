// Benchmark: the funnel of one form with N answer sessions (default 1,000,000) on the paths a branching form gives
// (one step skipped by logic for a third of them, 30 % left at a varying step, four sources, twenty campaigns,
// spread over a year); times GET …/funnel's service call unfiltered, by date and by source, and checks its numbers
// against counts made row by row.
// Run: DATABASE_URL=postgres://… node --import tsx bench/funnel-scale.ts [count] [--form ID]
import { sql } from 'drizzle-orm';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import type { FormRow } from '../apps/server/src/services/forms.ts';
import { FunnelService } from '../apps/server/src/services/funnel.ts';
import { stepsOf } from '../apps/server/src/services/responses.ts';
import { answerKey } from '@forms-engine/model';
import { journeyConfig } from './journey-config.ts';
import { seedForm } from './seed-responses.ts';

const BATCH = 100_000;

async function main() {
  const args = process.argv.slice(2);
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
  const formFlag = args.indexOf('--form');
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    const db = database.db;
    let formId: number;
    if (formFlag >= 0) formId = Number(args[formFlag + 1]);
    else {
      formId = await seedForm(database, 'funnel-seed@example.com', `Funnel ${Date.now()}`);
      const ids = (stepsOf(journeyConfig) ?? []).map((s, i) => answerKey(s, i));
      const idList = sql.raw(`(array[${ids.map((id) => `'${id.replace(/'/g, "''")}'`).join(',')}]::text[])`);
      const start = Date.now();
      for (let done = 0; done < count; done += BATCH) {
        const n = Math.min(BATCH, count - done);
        // g % 3 = 0 skips the second step (logic); g % 10 >= 7 leaves after 1 + g % 4 steps of its path.
        await db.execute(sql`
          insert into answer_sessions (id, form_id, session_no, created_at, version, path, utm_source, utm_campaign, completed)
          select 'bench-' || ${formId}::int || '-' || g, ${formId}::int, g,
            now() - make_interval(secs => (g::bigint * 7919) % 31536000), 1,
            case when g % 10 < 7 then p.full else p.full[1:1 + g % 4] end,
            (array['facebook','google','newsletter',null])[1 + g % 4], 'campaign-' || (g % 20),
            g % 10 < 7
          from generate_series(${done + 1}::int, ${done + n}::int) g
          cross join lateral (select case when g % 3 = 0 then ${idList}[1:1] || ${idList}[3:] else ${idList} end as full) p`);
        process.stdout.write(`\r  ${(done + n).toLocaleString('en')} / ${count.toLocaleString('en')}`);
      }
      await db.execute(sql`update forms set session_counter = ${count} where id = ${formId}`);
      await db.execute(sql`vacuum analyze answer_sessions`);
      console.log(
        `\nSeeded ${count.toLocaleString('en')} sessions into form ${formId} in ${((Date.now() - start) / 1000).toFixed(1)} s`,
      );
    }
    const [form] = rowsOf<Record<string, unknown>>(
      await db.execute(sql`select id, published_version, published_config from forms where id = ${formId}`),
    );
    const row = {
      id: Number(form.id),
      publishedVersion: Number(form.published_version),
      publishedConfig: form.published_config,
    } as FormRow;
    const funnel = new FunnelService(db);
    const time = async (label: string, query: Parameters<FunnelService['funnel']>[1]) => {
      const runs: number[] = [];
      let result: Awaited<ReturnType<FunnelService['funnel']>> | null = null;
      for (let i = 0; i < 3; i++) {
        const t = performance.now();
        result = await funnel.funnel(row, query);
        runs.push(performance.now() - t);
      }
      runs.sort((a, b) => a - b);
      console.log(
        `${label.padEnd(34)} median ${runs[1].toFixed(0)} ms (best ${runs[0].toFixed(0)}, worst ${runs[2].toFixed(0)})`,
      );
      return result as NonNullable<typeof result>;
    };
    const all = await time('funnel, unfiltered', {});
    await time('funnel, last 30 days', {
      from: new Date(Date.now() - 30 * 86_400_000).toISOString().slice(0, 10),
    });
    await time('funnel, utm_source=facebook', { utm_source: 'facebook' });

    // The same numbers counted row by row (no grouping by path).
    const checks = rowsOf<Record<string, number>>(
      await db.execute(sql`
        select count(*)::int as started, count(*) filter (where completed)::int as completed,
          ${sql.join(
            all.steps.map(
              (s, i) => sql`count(*) filter (where ${s.id} = any(path))::int as ${sql.identifier(`v${i}`)},
                count(*) filter (where not completed and path[cardinality(path)] = ${s.id})::int as ${sql.identifier(`d${i}`)}`,
            ),
            sql`, `,
          )}
        from answer_sessions where form_id = ${formId} and version = 1 and path is not null`),
    )[0];
    const exact =
      Number(checks.started) === all.started &&
      Number(checks.completed) === all.completed &&
      all.steps.every(
        (s, i) => Number(checks[`v${i}`]) === s.viewed && Number(checks[`d${i}`]) === s.dropped,
      );
    console.log(`started ${all.started}, completed ${all.completed}`);
    for (const s of all.steps)
      console.log(`  ${s.title.padEnd(40)} viewed ${s.viewed}  dropped ${s.dropped}`);
    console.log(exact ? 'Counts match a row-by-row count.' : 'COUNTS DIFFER from a row-by-row count!');
    if (!exact) process.exitCode = 1;
  } finally {
    await database.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
