// Seeder: fills one form with N responses (default 1,000,000) straight in the database, in batches of generated
// SQL — 70 % complete, 30 % abandoned at a varying step, spread over the past year, with searchable text.
// Run: node --import tsx bench/seed-responses.ts [count] [--form ID] [--email owner@example.com]
//      (DATABASE_URL for PostgreSQL, else the PGlite database under DATA_DIR, default ./data)
import { sql } from 'drizzle-orm';
import { type Database, openDatabase } from '../apps/server/src/db/client.ts';
import { rowsOf } from '../apps/server/src/db/rows.ts';
import { journeyConfig } from './journey-config.ts';

const BATCH = 50_000;

/** Inserts `count` responses into `formId` (the journey form's keys) and returns how long it took in ms. */
export async function seedResponses(
  database: Database,
  formId: number,
  count: number,
  onProgress?: (done: number) => void,
): Promise<number> {
  const start = Date.now();
  const [property, services, bill, notes, contact] = journeyConfig.steps.map((s) => s.title);
  for (let done = 0; done < count; done += BATCH) {
    const n = Math.min(BATCH, count - done);
    // g is the response number; answers derive from it so searches have something to find (e.g. "Lee 4711").
    await database.db.execute(sql`
      insert into responses (form_id, response, temp_response, source, created_at, updated_at, submitted_at)
      select ${formId},
        case when g % 10 < 7 then a.full end,
        case when g % 10 >= 7 then (
          select coalesce(jsonb_object_agg(k, v), '{}'::jsonb) from jsonb_each(a.full) e(k, v)
          where array_position(${sql.raw(`array[${[property, services, bill, notes, contact].map((t) => `'${t.replace(/'/g, "''")}'`).join(',')}]`)}, k) <= 1 + g % 4
        ) end,
        'form', t.at, t.at, case when g % 10 < 7 then t.at end
      from generate_series(${done + 1}::int, ${done + n}::int) g
      cross join lateral (select now() - make_interval(secs => (g::bigint * 7919) % 31536000) as at) t
      cross join lateral (select jsonb_build_object(
        ${property}::text, (array['house','flat','office'])[1 + g % 3],
        ${services}::text, case when g % 2 = 1 then '["panels","battery"]'::jsonb else '["ev"]'::jsonb end,
        ${bill}::text, 50 + (g % 45) * 10,
        ${notes}::text, 'South-facing roof, respondent ' || g,
        ${contact}::text, jsonb_build_object('firstName', 'Ann', 'lastName', 'Lee ' || g,
          'email', 'ann' || g || '@example.com', 'phone', '+1 555 0100', 'consent', true)
      ) as full) a`);
    onProgress?.(done + n);
  }
  await database.db.execute(sql`analyze responses`);
  return Date.now() - start;
}

/** The owner (created when missing) and a fresh form with the journey configuration. */
export async function seedForm(database: Database, email: string, label: string): Promise<number> {
  const users = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      insert into users (username, email, password_hash) values ('seed', ${email}, 'not-a-password-hash')
      on conflict (email) do update set username = users.username returning id`),
  );
  const form = rowsOf<{ id: number }>(
    await database.db.execute(sql`
      insert into forms (user_id, label, config, published_config, published_version, published_at)
      values (${users[0].id}, ${label}, ${JSON.stringify(journeyConfig)}::jsonb, ${JSON.stringify(journeyConfig)}::jsonb, 1, now())
      returning id`),
  );
  // Published as version 1, like a form that respondents have been answering.
  await database.db.execute(sql`
    insert into form_versions (form_id, version, config, label, published_by)
    values (${form[0].id}, 1, ${JSON.stringify(journeyConfig)}::jsonb, ${label}, ${users[0].id})`);
  return form[0].id;
}

async function main() {
  const args = process.argv.slice(2);
  const flag = (name: string) => {
    const i = args.indexOf(name);
    return i >= 0 ? args[i + 1] : undefined;
  };
  const count = Number(args.find((a) => /^\d+$/.test(a)) ?? 1_000_000);
  const database = await openDatabase({
    databaseUrl: process.env.DATABASE_URL || undefined,
    dataDir: process.env.DATA_DIR ?? './data',
  });
  try {
    const formId = flag('--form')
      ? Number(flag('--form'))
      : await seedForm(database, flag('--email') ?? 'seed@example.com', `Seeded ${Date.now()}`);
    const ms = await seedResponses(database, formId, count, (done) =>
      process.stdout.write(`\r  ${done.toLocaleString('en')} / ${count.toLocaleString('en')}`),
    );
    console.log(
      `\nSeeded ${count.toLocaleString('en')} responses into form ${formId} in ${(ms / 1000).toFixed(1)} s`,
    );
  } finally {
    await database.close();
  }
}

if (process.argv[1] && import.meta.filename === (await import('node:fs')).realpathSync(process.argv[1])) {
  main().then(
    () => process.exit(0),
    (err) => {
      console.error(err);
      process.exit(1);
    },
  );
}
