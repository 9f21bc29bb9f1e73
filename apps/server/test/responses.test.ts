// Responses at scale over real HTTP: keyset pages newest first with a total, search, status and date filters,
// the drop-off summary computed by the database, and the streamed CSV export matching the rows.
import { answerColumns, buildCsv } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../src/db/rows.ts';
import { answersSearchText } from '../src/db/schema.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
let owner: Client;
let formId: number;
const anon = () => new Client(server.url);

const PROPERTY = 'What type of property do you have?';
const BILL = 'Monthly electricity bill';
const NOTES = 'Anything else?';
const CONTACT = 'How can we reach you?';
const contact = (n: number) => ({
  firstName: 'Ada',
  lastName: `Byron ${n}`,
  email: `ada${n}@example.com`,
  consent: true,
});

interface Row {
  id: number;
  created_at: string;
  response: Record<string, unknown> | null;
  temp_response: Record<string, unknown> | null;
}

/** 6 complete (3 with sessions), 3 abandoned after different steps. */
const created: number[] = [];
beforeAll(async () => {
  server = await startServer();
  owner = (await signedInClient(server.url)).client;
  formId = (
    await owner.post<{ id: number }>('/api/publish', { config: sampleConfig(), label: uniqueLabel() })
  ).body.id;
  for (let n = 0; n < 6; n++) {
    const answers = {
      [PROPERTY]: n % 2 ? 'flat' : 'house',
      [BILL]: 100 + n,
      [NOTES]: n === 4 ? 'Needle in the haystack' : `note ${n}`,
      [CONTACT]: contact(n),
    };
    const c = anon();
    if (n < 3) {
      const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
      await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
        tempResponse: { [PROPERTY]: 'house' },
      });
      const r = await c.post<{ id: number }>(`/api/forms/${formId}/submit`, {
        ...answers,
        _sessionInfo: s.body,
      });
      created.push(r.body.id);
    } else {
      created.push((await c.post<{ id: number }>(`/api/forms/${formId}/submit`, answers)).body.id);
    }
  }
  const partials = [
    { [PROPERTY]: 'flat' },
    { [PROPERTY]: 'house', [BILL]: 300 },
    { [PROPERTY]: 'flat', [BILL]: 90, [NOTES]: 'left early' },
  ];
  for (const temp of partials) {
    const c = anon();
    const s = await c.post<{ sessionId: string }>(`/api/forms/${formId}/session`);
    await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, { tempResponse: temp });
  }
});
afterAll(() => server.close());

const list = (query = '') => owner.get<Row[]>(`/api/forms/${formId}/responses${query}`);

async function all(query: string): Promise<Row[]> {
  const out: Row[] = [];
  let next: string | null = query;
  let pages = 0;
  while (next !== null) {
    const res = await list(next);
    expect(res.status).toBe(200);
    out.push(...res.body);
    const cursor = res.headers.get('x-next-cursor');
    next = cursor ? `${query}${query ? '&' : '?'}cursor=${encodeURIComponent(cursor)}` : null;
    if (++pages > 50) throw new Error('paging did not end');
  }
  return out;
}

describe('GET /api/forms/{id}/responses', () => {
  it('answers an array, newest first, with the total and no next page when everything fits', async () => {
    const res = await list();
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.body).toHaveLength(9);
    expect(res.headers.get('x-total-count')).toBe('9');
    expect(res.headers.get('x-next-cursor')).toBeNull();
    const times = res.body.map((r) => `${r.created_at}|${String(r.id).padStart(9, '0')}`);
    expect(times).toEqual([...times].sort().reverse());
  });

  it('pages through every response with the cursor, without repeats or gaps', async () => {
    const first = await list('?limit=4');
    expect(first.body).toHaveLength(4);
    expect(first.headers.get('x-total-count')).toBe('9');
    expect(first.headers.get('link')).toMatch(/rel="next"/);
    const paged = await all('?limit=4');
    const everything = (await list()).body;
    expect(paged.map((r) => r.id)).toEqual(everything.map((r) => r.id));
  });

  it('filters by status and keeps the total in step with the filter', async () => {
    const complete = await list('?status=complete');
    expect(complete.headers.get('x-total-count')).toBe('6');
    expect(complete.body.every((r) => r.response !== null)).toBe(true);
    expect(complete.body.map((r) => r.id).sort()).toEqual([...created].sort());
    const incomplete = await all('?status=incomplete&limit=2');
    expect(incomplete).toHaveLength(3);
    expect(incomplete.every((r) => r.response === null && r.temp_response !== null)).toBe(true);
  });

  it('searches across answers, case-insensitively, and by option titles', async () => {
    const needle = await list('?q=HAYSTACK');
    expect(needle.body).toHaveLength(1);
    expect(needle.body[0].response?.anything_else).toBe('Needle in the haystack');
    const byEmail = await list(`?q=${encodeURIComponent('ada3@example')}`);
    expect(byEmail.body.map((r) => r.id)).toEqual([created[3]]);
    // "Apartment" is the title of option id "flat": 3 complete and 2 incomplete answers chose it.
    const apartment = await list('?q=apartment');
    expect(apartment.headers.get('x-total-count')).toBe('5');
    const combined = await list('?q=apartment&status=incomplete');
    expect(combined.body).toHaveLength(2);
    expect((await list('?q=%25')).body).toHaveLength(0);
  });

  it('filters by date range', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).body).toHaveLength(9);
    expect((await list(`?from=${tomorrow}`)).headers.get('x-total-count')).toBe('0');
    expect((await list(`?to=${yesterday}`)).body).toHaveLength(0);
  });

  it('refuses bad paging and filter values with a clear 400', async () => {
    for (const q of [
      '?limit=0',
      '?limit=201',
      '?limit=abc',
      '?status=done',
      '?from=someday',
      '?cursor=bm9wZQ',
    ]) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect(typeof (res.body as unknown as { error?: unknown }).error, q).toBe('string');
    }
  });

  it('is only for the owner', async () => {
    const stranger = (await signedInClient(server.url, 'stranger')).client;
    expect((await stranger.get(`/api/forms/${formId}/responses`)).status).toBe(403);
    expect((await anon().get(`/api/forms/${formId}/responses`)).status).toBe(401);
    expect((await stranger.get(`/api/forms/${formId}/responses.csv`)).status).toBe(403);
    expect((await stranger.get(`/api/forms/${formId}/responses/summary`)).status).toBe(403);
  });
});

describe('the list without its count, and the count alone', () => {
  const count = (query = '') => owner.get<{ total: number }>(`/api/forms/${formId}/responses/count${query}`);

  it('count=none answers the same rows and cursor without X-Total-Count', async () => {
    for (const q of ['', '?limit=4', '?status=incomplete&limit=2', '?q=apartment']) {
      const exact = await list(q);
      const none = await list(`${q}${q ? '&' : '?'}count=none`);
      expect(none.status, q).toBe(200);
      expect(none.headers.get('x-total-count'), q).toBeNull();
      expect(
        none.body.map((r) => r.id),
        q,
      ).toEqual(exact.body.map((r) => r.id));
      expect(none.headers.get('x-next-cursor'), q).toBe(exact.headers.get('x-next-cursor'));
      expect(none.headers.get('cache-control'), q).toBe('private, no-store');
    }
    // The next page's link keeps count=none, and paging with it reaches every response.
    const first = await list('?limit=4&count=none');
    expect(first.headers.get('link')).toMatch(/count=none/);
    const paged = await all('?limit=4&count=none');
    expect(paged.map((r) => r.id)).toEqual((await list()).body.map((r) => r.id));
    // count=exact is the default, said out loud.
    expect((await list('?count=exact')).headers.get('x-total-count')).toBe('9');
  });

  it('GET …/responses/count answers the X-Total-Count of the same filters', async () => {
    const today = new Date().toISOString().slice(0, 10);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    const expected: Record<string, number> = {
      '': 9,
      '?status=complete': 6,
      '?status=incomplete': 3,
      [`?from=${today}&to=${today}`]: 9,
      [`?from=${tomorrow}`]: 0,
      '?q=apartment': 5,
      '?q=HAYSTACK': 1,
      '?q=apartment&status=incomplete': 2,
    };
    for (const [q, n] of Object.entries(expected)) {
      const res = await count(q);
      expect(res.status, q).toBe(200);
      expect(res.body, q).toEqual({ total: n });
      expect(res.headers.get('cache-control'), q).toBe('private, no-store');
      expect((await list(q)).headers.get('x-total-count'), q).toBe(String(n));
    }
  });

  it('refuses bad values with a clear 400', async () => {
    for (const q of ['?count=only', '?count=', '?count=NONE']) {
      const res = await list(q);
      expect(res.status, q).toBe(400);
      expect((res.body as unknown as { error: string }).error, q).toMatch(/count must be exact or none/);
    }
    for (const q of ['?status=done', '?from=someday', `?q=${'x'.repeat(201)}`]) {
      const res = await count(q);
      expect(res.status, q).toBe(400);
      expect(typeof (res.body as unknown as { error?: unknown }).error, q).toBe('string');
    }
  });

  it('is only for the owner, like the list', async () => {
    const stranger = (await signedInClient(server.url, 'stranger-count')).client;
    for (const path of [
      `/api/forms/${formId}/responses?count=none`,
      `/api/forms/${formId}/responses/count`,
    ]) {
      const res = await stranger.get<{ error: string }>(path);
      expect(res.status, path).toBe(403);
      expect(typeof res.body.error, path).toBe('string');
      expect((await anon().get(path)).status, path).toBe(401);
    }
    const missing = await owner.get<{ error: string }>('/api/forms/999999999/responses/count');
    expect(missing.status).toBe((await owner.get('/api/forms/999999999/responses')).status);
    expect(typeof missing.body.error).toBe('string');
  });
});

describe('search through the trigram index', () => {
  const notes = [
    'Roof faces SOUTH-WEST',
    'under_score and 50% off',
    'Zoë Müller, Lindenstraße 4',
    'call after 6pm',
    'south roof, no shade',
    'ab',
  ];
  let searchForm: number;
  const ids: number[] = [];
  beforeAll(async () => {
    searchForm = (
      await owner.post<{ id: number }>('/api/publish', { config: sampleConfig(), label: uniqueLabel() })
    ).body.id;
    for (const [n, note] of notes.entries()) {
      const c = anon();
      const answers = { [PROPERTY]: 'house', [NOTES]: note, [CONTACT]: contact(100 + n) };
      if (n % 2) {
        // Every other one abandoned: its answers are in temp_response.
        const s = await c.post<{ sessionId: string }>(`/api/forms/${searchForm}/session`);
        await c.patch(`/api/sessions/${s.body.sessionId}/temp-response`, { tempResponse: answers });
        ids.push(-1);
      } else ids.push((await c.post<{ id: number }>(`/api/forms/${searchForm}/submit`, answers)).body.id);
    }
  });

  const search = async (q: string) => {
    const res = await owner.get<Row[]>(`/api/forms/${searchForm}/responses?q=${encodeURIComponent(q)}`);
    expect(res.status, q).toBe(200);
    expect(res.headers.get('x-total-count'), q).toBe(String(res.body.length));
    return res.body.map((r) => String((r.response ?? r.temp_response)?.anything_else)).sort();
  };

  it('finds what reading every answer finds: any case, inside the contact answer, short terms and wildcards', async () => {
    const everything = (await owner.get<Row[]>(`/api/forms/${searchForm}/responses`)).body;
    expect(everything).toHaveLength(notes.length);
    // What the search reads: every value at any depth as JSON text, not the questions' titles.
    const values = (v: unknown): string[] =>
      v !== null && typeof v === 'object' ? Object.values(v).flatMap(values) : [JSON.stringify(v)];
    const text = (r: Row) =>
      values(r.response ?? r.temp_response)
        .join(', ')
        .toLowerCase();
    for (const q of [
      'south',
      'SOUTH-west',
      'Roof',
      'under_score',
      '50%',
      'müller',
      'ab',
      'b',
      'ada103@example',
      'Byron 104',
      'nowhere',
    ]) {
      const expected = everything
        .filter((r) => text(r).includes(q.toLowerCase()))
        .map((r) => String((r.response ?? r.temp_response)?.anything_else))
        .sort();
      expect(await search(q), q).toEqual(expected);
    }
    expect(await search('south')).toEqual(['Roof faces SOUTH-WEST', 'south roof, no shade']);
    expect(await search('under_score')).toEqual(['under_score and 50% off']);
    // "_" and "%" are literal characters, not wildcards.
    expect(await search('under%score')).toEqual([]);
    expect(await search('Apartment')).toEqual([]);
  });

  it('pages a search newest first with the cursor, like the unfiltered list', async () => {
    const first = await owner.get<Row[]>(`/api/forms/${searchForm}/responses?q=roof&limit=1`);
    expect(first.headers.get('x-total-count')).toBe('2');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).not.toBeNull();
    const second = await owner.get<Row[]>(
      `/api/forms/${searchForm}/responses?q=roof&limit=1&cursor=${encodeURIComponent(String(cursor))}`,
    );
    expect(second.headers.get('x-next-cursor')).toBeNull();
    const both = [...first.body, ...second.body].map((r) => r.id);
    const listed = (await owner.get<Row[]>(`/api/forms/${searchForm}/responses?q=roof`)).body.map(
      (r) => r.id,
    );
    expect(both).toEqual(listed);
  });

  it('is answered from the trigram index on this database (the migration created it)', async () => {
    const { db } = server.app.ctx.database;
    const plan = await db.transaction(async (tx) => {
      // The table is tiny, so the planner would read it whole (or all of one form's rows through the form's own
      // index); forbid reading it whole and ask for the search alone, to see that the search has an index.
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(
        await tx.execute(
          sql`explain select r.id from responses r where r.response is not null and ${answersSearchText(sql`r.response`)} ilike '%south%'`,
        ),
      );
    });
    expect(plan).toContain('responses_answer_values_trgm_idx');
  });

  it("searches the answers' values, not the questions' titles nor the session id", async () => {
    // Words from the questions' titles and the contact answer's field names are in every row's JSON keys.
    for (const q of ['property', 'Anything else', 'reach you', 'firstName', 'email'])
      expect(await search(q), q).toEqual([]);
    const c = anon();
    const session = await c.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${searchForm}/session`,
    );
    expect(session.status).toBe(201);
    const submitted = await c.post<{ id: number }>(`/api/forms/${searchForm}/submit`, {
      [PROPERTY]: 'flat',
      [NOTES]: 'Session-tied answer',
      [CONTACT]: contact(200),
      _sessionInfo: session.body,
    });
    expect(submitted.status).toBe(200);
    expect(await search(session.body.sessionId)).toEqual([]);
    expect(await search('session-tied')).toEqual(['Session-tied answer']);
    expect(await search('byron 200')).toEqual(['Session-tied answer']);
    // The stored response still carries its session (only the search leaves it out).
    const stored = await owner.get<Row[]>(`/api/forms/${searchForm}/responses?q=session-tied`);
    expect(stored.body[0].response?._sessionInfo).toEqual(session.body);
  });

  it('indexes nothing a temporary save changes, so those saves stay cheap', async () => {
    const { db } = server.app.ctx.database;
    const defs = rowsOf<{ indexdef: string }>(
      await db.execute(sql`select indexdef from pg_indexes where tablename = 'responses'`),
    ).map((r) => r.indexdef);
    expect(defs.some((d) => d.includes('gin_trgm_ops'))).toBe(true);
    expect(defs.filter((d) => /temp_response|updated_at/.test(d))).toEqual([]);
    // The incomplete responses a search reads without the trigram index have their own partial index.
    expect(defs.some((d) => d.includes('responses_incomplete_idx') && /response IS NULL/i.test(d))).toBe(
      true,
    );
  });

  it("leaves room on each page for a respondent's next save and counts a form's responses through an index on form_id alone", async () => {
    const { db } = server.app.ctx.database;
    const options = rowsOf<{ reloptions: string[] | string | null }>(
      await db.execute(sql`select reloptions from pg_class where relname = 'responses' and relkind = 'r'`),
    );
    expect(String(options[0]?.reloptions)).toContain('fillfactor=70');
    const defs = rowsOf<{ indexname: string; indexdef: string }>(
      await db.execute(sql`select indexname, indexdef from pg_indexes where tablename = 'responses'`),
    );
    // The counts leave out spam, and so does the index they read.
    expect(
      defs.filter((d) => /\(form_id\) WHERE \(NOT spam\)$/.test(d.indexdef)).map((d) => d.indexname),
    ).toEqual(['responses_form_idx']);
    expect(defs.some((d) => d.indexname === 'responses_form_created_idx')).toBe(true);
    // With sequential scans off (the test form has a handful of rows), the count reads the index on form_id only.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      return JSON.stringify(
        await tx.execute(
          sql`explain select count(*) from responses r where r.form_id = ${formId} and not r.spam`,
        ),
      );
    });
    expect(plan).toContain('responses_form_idx');
  });
});

describe('drop-off summary', () => {
  it('counts the sessions reaching each step in the database', async () => {
    const res = await owner.get<{
      total: number;
      complete: number;
      steps: { key: string; title: string; reached: number }[];
    }>(`/api/forms/${formId}/responses/summary`);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(9);
    expect(res.body.complete).toBe(6);
    // Abandoned after step 1 reached step 2; after step 2 reached 3; after step 3 reached 4.
    expect(res.body.steps).toEqual([
      { key: 'what_type_of_property_do_you_have', title: PROPERTY, reached: 9 },
      { key: 'monthly_electricity_bill', title: BILL, reached: 9 },
      { key: 'anything_else', title: NOTES, reached: 8 },
      { key: 'how_can_we_reach_you', title: CONTACT, reached: 7 },
    ]);
  });
});

describe('CSV export', () => {
  it('streams every row, matching the rows the API lists', async () => {
    const res = await owner.get(`/api/forms/${formId}/responses.csv`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/csv/);
    expect(res.headers.get('content-disposition')).toMatch(/attachment; filename=".*-responses\.csv"/);
    const rows = await all('?limit=3');
    const columns = answerColumns(sampleConfig().steps, [
      'what_type_of_property_do_you_have',
      'monthly_electricity_bill',
      'anything_else',
      'how_can_we_reach_you',
    ]);
    expect(res.body).toBe(buildCsv(rows, columns));
    expect(String(res.body).split('\r\n')).toHaveLength(11);
  });

  it('applies the same filters as the list', async () => {
    const res = await owner.get(`/api/forms/${formId}/responses.csv?status=incomplete`);
    const lines = String(res.body).trim().split('\r\n');
    expect(lines).toHaveLength(4);
    expect(lines.slice(1).every((l) => l.includes(',Incomplete,'))).toBe(true);
  });
});
