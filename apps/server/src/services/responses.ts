// The owner's view of a form's responses at any size: keyset pages newest first with a total, search across
// answers, status and date filters, one response with its neighbours, the per-step drop-off computed in SQL, and a
// CSV export streamed in batches.
import { Readable } from 'node:stream';
import type {
  ResponseDetail,
  ResponseRecord,
  ResponsesSummary,
  TResponsesQuery,
} from '@forms-engine/contracts';
import {
  answerColumns,
  answerItems,
  answerKey,
  titleKey,
  csvHeader,
  csvRow,
  optionTitles,
  outcomeColumns,
  safeNormalizeConfig,
  type TCalculation,
  type TEnding,
  type TStep,
} from '@forms-engine/model';
import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { answersSearchText, documents } from '../db/schema.ts';
import { badRequest } from '../errors.ts';
import { escapeLike, rowsOf } from '../db/rows.ts';
import { downloadName } from './documents.ts';
import { targetsOf, VERIFIED_TARGETS, verifiedFlags } from './verification.ts';

export type ResponsesFilter = Omit<TResponsesQuery, 'limit' | 'cursor'>;

interface Row {
  id: number;
  created_at: string | Date;
  updated_at: string | Date;
  session_id: string | null;
  session_no: number | null;
  lead_no?: number | null;
  response: Record<string, unknown> | string | null;
  temp_response: Record<string, unknown> | string | null;
  calculations: Record<string, number> | string | null;
  ending: string | null;
  variant?: string | null;
  labels?: Record<string, string> | string | null;
  /** The targets its session verified (`VERIFIED_TARGETS`). */
  verified_targets: unknown;
  /** created_at in UTC with microseconds, for the next page's cursor. */
  at: string;
}

interface DetailRow extends Row {
  submitted_at: string | Date | null;
  started_at: string | Date | null;
  source: string;
  spam: boolean | string;
}

const EXPORT_BATCH = 1000;

const json = (v: unknown): Record<string, unknown> | null =>
  v === null || v === undefined
    ? null
    : typeof v === 'string'
      ? (JSON.parse(v) as Record<string, unknown>)
      : (v as Record<string, unknown>);
const iso = (v: string | Date) => (v instanceof Date ? v : new Date(v)).toISOString();

function toRecord(r: Row): ResponseRecord {
  const response = json(r.response);
  const temp = response ? null : json(r.temp_response);
  return {
    id: Number(r.id),
    created_at: iso(r.created_at),
    updated_at: iso(r.updated_at),
    session_id: r.session_id,
    session_no: r.session_no === null || r.session_no === undefined ? null : Number(r.session_no),
    lead_no: r.lead_no === null || r.lead_no === undefined ? null : Number(r.lead_no),
    response,
    temp_response: temp,
    calculations: json(r.calculations) as Record<string, number> | null,
    ending: r.ending ?? null,
    variant: r.variant ?? null,
    labels: (json(r.labels) as Record<string, string> | null) ?? null,
    verified: verifiedFlags(response ?? temp ?? {}, targetsOf(r.verified_targets)),
  };
}

/** A cursor names the last row of a page: its created_at (UTC, microseconds) and id. */
export function encodeCursor(at: string, id: number): string {
  return Buffer.from(`${at}|${id}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { at: string; id: number } {
  const text = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^(\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}(?:\.\d{1,6})?)\|(\d{1,12})$/.exec(text);
  if (!m) throw badRequest('cursor is not valid; use the X-Next-Cursor of the previous page');
  return { at: m[1], id: Number(m[2]) };
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/** The steps of a stored form configuration (published, else draft); null when it is not a valid form. */
export function stepsOf(config: unknown): TStep[] | null {
  const parsed = safeNormalizeConfig(config);
  return parsed.ok ? parsed.config.steps : null;
}

export class ResponsesService {
  constructor(private readonly db: Db) {}

  /** The WHERE clause for a form and filter (rows aliased r). */
  private where(formId: number, filter: ResponsesFilter, steps: TStep[] | null): SQL {
    // Spam is a list of its own; every other view leaves it out.
    const parts: SQL[] = [
      sql`r.form_id = ${formId}`,
      filter.status === 'spam' ? sql`r.spam` : sql`not r.spam`,
    ];
    if (filter.status === 'complete') parts.push(sql`r.response is not null`);
    if (filter.status === 'incomplete') parts.push(sql`r.response is null`);
    if (filter.from) parts.push(sql`r.created_at >= ${new Date(filter.from).toISOString()}::timestamptz`);
    if (filter.to) {
      const to = new Date(filter.to);
      if (DATE_ONLY.test(filter.to)) {
        to.setUTCDate(to.getUTCDate() + 1);
        parts.push(sql`r.created_at < ${to.toISOString()}::timestamptz`);
      } else parts.push(sql`r.created_at <= ${to.toISOString()}::timestamptz`);
    }
    const q = filter.q?.trim();
    if (q) {
      // Answers store option ids: a search for an option's title also finds the answers that chose it.
      const needle = q.toLowerCase();
      const ids = new Set<string>();
      for (const [id, title] of optionTitles(steps ?? []))
        if (title.toLowerCase().includes(needle)) ids.add(id);
      const matches = (text: SQL) =>
        sql.join(
          [
            sql`${text} ilike ${`%${escapeLike(q)}%`}`,
            ...[...ids].map((id) => sql`${text} like ${`%${escapeLike(JSON.stringify(id))}%`}`),
          ],
          sql` or `,
        );
      // The answers' values, not the questions' titles, which every response shares. Submitted answers through
      // their trigram index, the rest through the form's incomplete responses (indexing those would slow every
      // temporary save): each arm names its index's predicate so the planner can take both. An incomplete
      // response's whole JSON text is tried first: it holds every value's text, so a row it rules out could not
      // match, and the values are worked out only for the rows it keeps.
      const incomplete = sql`(${matches(sql`r.temp_response::text`)}) and (${matches(answersSearchText(sql`r.temp_response`))})`;
      parts.push(
        sql`((r.response is not null and (${matches(answersSearchText(sql`r.response`))})) or (r.response is null and ${incomplete}))`,
      );
    }
    return sql.join(parts, sql` and `);
  }

  private async rows(where: SQL, limit: number, after?: { at: string; id: number }): Promise<Row[]> {
    const keyset = after
      ? sql` and (r.created_at, r.id) < ((${after.at}::timestamp at time zone 'UTC'), ${after.id})`
      : sql``;
    const result = await this.db.execute(sql`
      select r.id, r.created_at, r.updated_at, r.session_id, s.session_no, r.lead_no, r.response, r.temp_response,
        r.calculations, r.ending, r.labels, s.variant, ${VERIFIED_TARGETS} as verified_targets,
        (r.created_at at time zone 'UTC')::text as at
      from responses r left join answer_sessions s on s.id = r.session_id
      where ${where}${keyset}
      order by r.created_at desc nulls last, r.id desc nulls last
      limit ${limit}`);
    return rowsOf<Row>(result);
  }

  /**
   * One page, newest first, with the number of responses matching the filter (null when `count` is false: the
   * responses screen asks for it separately, after its first rows, so counting never delays them) and the next
   * page's cursor.
   */
  async page(
    formId: number,
    query: TResponsesQuery,
    steps: TStep[] | null,
    count = true,
  ): Promise<{ rows: ResponseRecord[]; total: number | null; nextCursor: string | null }> {
    const where = this.where(formId, query, steps);
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const [rows, total] = await Promise.all([
      this.rows(where, query.limit + 1, after),
      count ? this.countWhere(where) : null,
    ]);
    const more = rows.length > query.limit;
    const page = more ? rows.slice(0, query.limit) : rows;
    const last = page[page.length - 1];
    return {
      rows: page.map(toRecord),
      total,
      nextCursor: more && last ? encodeCursor(last.at, Number(last.id)) : null,
    };
  }

  /** How many responses match the filter: the list's X-Total-Count alone. */
  count(formId: number, filter: ResponsesFilter, steps: TStep[] | null): Promise<number> {
    return this.countWhere(this.where(formId, filter, steps));
  }

  private async countWhere(where: SQL): Promise<number> {
    const result = await this.db.execute(sql`select count(*)::int as n from responses r where ${where}`);
    return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }

  /**
   * One response of a form with its session facts, the uploads it refers to that belong to the form, and its
   * neighbours in the list's order under `filter`; null when the form has no such response.
   */
  async detail(
    formId: number,
    responseId: number,
    filter: ResponsesFilter,
    config: unknown,
  ): Promise<ResponseDetail | null> {
    const found = rowsOf<DetailRow>(
      await this.db.execute(sql`
        select r.id, r.created_at, r.updated_at, r.submitted_at, r.source, r.spam, r.session_id, s.session_no, r.lead_no,
          s.created_at as started_at, r.response, r.temp_response, r.calculations, r.ending, r.labels, s.variant,
          (r.created_at at time zone 'UTC')::text as at, ${VERIFIED_TARGETS} as verified_targets
        from responses r left join answer_sessions s on s.id = r.session_id
        where r.form_id = ${formId} and r.id = ${responseId}`),
    )[0];
    if (!found) return null;
    const record = toRecord(found);
    const where = this.where(formId, filter, stepsOf(config));
    const at = sql`(${found.at}::timestamp at time zone 'UTC')`;
    const id = Number(found.id);
    const around = rowsOf<{
      previous: number | null;
      next: number | null;
      before: number;
      total: number;
      listed: boolean;
    }>(
      await this.db.execute(sql`
        select
          (select r.id from responses r where ${where} and (r.created_at, r.id) > (${at}, ${id})
            order by r.created_at asc, r.id asc limit 1) as previous,
          (select r.id from responses r where ${where} and (r.created_at, r.id) < (${at}, ${id})
            order by r.created_at desc, r.id desc limit 1) as next,
          (select count(*)::int from responses r where ${where} and (r.created_at, r.id) > (${at}, ${id})) as before,
          (select count(*)::int from responses r where ${where}) as total,
          exists (select 1 from responses r where ${where} and r.id = ${id}) as listed`),
    )[0];
    const rawSteps = Array.isArray((config as { steps?: unknown } | null)?.steps)
      ? ((config as { steps: unknown[] }).steps as unknown[])
      : [];
    const ids = [
      ...new Set(
        answerItems(rawSteps, record.response ?? record.temp_response ?? {})
          .map((item) => item.file?.documentId)
          .filter((d): d is string => typeof d === 'string'),
      ),
    ];
    const files: ResponseDetail['files'] = {};
    if (ids.length > 0) {
      // Only uploads made to this form: an answer naming another form's document does not reveal it.
      const rows = await this.db
        .select()
        .from(documents)
        .where(and(inArray(documents.id, ids), eq(documents.formId, formId)));
      for (const d of rows)
        files[d.id] = {
          name: downloadName(d.originalName, d.storageKey),
          mimeType: d.mimeType,
          size: d.size,
        };
    }
    const listed = around?.listed === true || String(around?.listed) === 't';
    return {
      ...record,
      started_at: iso(found.started_at ?? found.created_at),
      submitted_at: found.submitted_at ? iso(found.submitted_at) : null,
      source: found.source,
      spam: found.spam === true || found.spam === 't',
      files,
      neighbours: {
        previous:
          around?.previous === null || around?.previous === undefined ? null : Number(around.previous),
        next: around?.next === null || around?.next === undefined ? null : Number(around.next),
        position: listed ? Number(around?.before ?? 0) + 1 : null,
        total: Number(around?.total ?? 0),
      },
    };
  }

  /** Totals and the drop-off per step over every response of the form but spam, counted by the database. */
  async summary(formId: number, steps: TStep[] | null): Promise<ResponsesSummary> {
    const keys = (steps ?? []).map((s, i) => answerKey(s, i));
    const n = keys.length;
    const answers = sql`coalesce(response, temp_response)`;
    // The furthest step a session reached: every step when complete, else the one after its last answer.
    const last =
      n === 0
        ? sql`null::int`
        : sql`greatest(${sql.join(
            keys.map(
              (k, i) => sql`case when (${answers} -> ${k}::text) is not null then ${sql.raw(String(i))} end`,
            ),
            sql`, `,
          )})`;
    const reached = keys.map(
      (_, i) =>
        sql`count(*) filter (where furthest >= ${sql.raw(String(i))})::int as ${sql.identifier(`s${i}`)}`,
    );
    const result = await this.db.execute(sql`
      select count(*)::int as total, count(*) filter (where done)::int as complete
        ${n ? sql`, ${sql.join(reached, sql`, `)}` : sql``}
      from (
        select response is not null as done,
          case when response is not null then ${sql.raw(String(n - 1))} else least(${sql.raw(String(n - 1))}, coalesce(${last}, -1) + 1) end as furthest
        from responses where form_id = ${formId} and not spam
      ) x`);
    const row = rowsOf<Record<string, number>>(result)[0] ?? {};
    const total = Number(row.total ?? 0);
    const complete = Number(row.complete ?? 0);
    return {
      total,
      complete,
      incomplete: total - complete,
      steps: keys.map((key, i) => ({
        key,
        title: titleKey((steps ?? [])[i], i),
        reached: Number(row[`s${i}`] ?? 0),
      })),
    };
  }

  /**
   * Every answer key used by the form's responses, spam or the others (for export columns), with the title each
   * was last answered under (the headers of answers to steps no longer in the form).
   */
  private async keysInUse(
    formId: number,
    spam: boolean,
  ): Promise<{ keys: string[]; labels: Record<string, string> }> {
    const result = await this.db.execute(sql`
      select k, max(r.labels ->> k) as label
      from responses r, jsonb_object_keys(coalesce(r.response, r.temp_response)) k
      where r.form_id = ${formId} and r.spam = ${spam}
        and jsonb_typeof(coalesce(r.response, r.temp_response)) = 'object'
      group by k`);
    const rows = rowsOf<{ k: string; label: string | null }>(result).filter((r) => !r.k.startsWith('_'));
    return {
      keys: rows.map((r) => r.k).sort(),
      labels: Object.fromEntries(rows.flatMap((r) => (r.label ? [[r.k, r.label]] : []))),
    };
  }

  /** Whether the form ever had an A/B test (its export then has a Variant column). */
  private async abTested(formId: number): Promise<boolean> {
    const [row] = rowsOf<{ tested: boolean }>(
      await this.db.execute(sql`select exists(select 1 from ab_tests where form_id = ${formId}) as tested`),
    );
    return row?.tested === true || String(row?.tested) === 't';
  }

  /**
   * The CSV export as a stream: answers about the respondent first (a contact split into its parts, the address),
   * then the others in step order (an upload with its absolute download URL, from `origin`), then any other keys,
   * calculations and the ending; rows newest first, read in batches of 1000 by keyset, so memory stays flat
   * whatever the number of responses.
   */
  async csv(
    formId: number,
    filter: ResponsesFilter,
    config: unknown,
    language: string,
    origin?: string,
  ): Promise<Readable> {
    const steps = stepsOf(config);
    const rawSteps = Array.isArray((config as { steps?: unknown } | null)?.steps)
      ? ((config as { steps: unknown[] }).steps as unknown[])
      : [];
    const columns = [
      ...(await this.keysInUse(formId, filter.status === 'spam').then(({ keys, labels }) =>
        answerColumns(rawSteps, keys, { origin, labels, language }),
      )),
      ...outcomeColumns(
        [],
        config as { calculations?: TCalculation[]; endings?: TEnding[]; hiddenFields?: string[] } | undefined,
        language,
        await this.abTested(formId),
      ),
    ];
    const where = this.where(formId, filter, steps);
    const self = this;
    // One batch as CSV lines and its last row's keyset. The rows themselves (parsed JSON) are dropped here, before
    // the lines are handed to the response: kept across the yields while the client reads, they outlived V8's
    // young generation and each batch became old-generation garbage, which grew the process by ~170 MiB.
    async function batchLines(after?: { at: string; id: number }) {
      const batch = await self.rows(where, EXPORT_BATCH, after);
      const last = batch[batch.length - 1];
      return {
        lines: batch.map((r) => csvRow(toRecord(r), columns)),
        next: batch.length < EXPORT_BATCH || !last ? undefined : { at: last.at, id: Number(last.id) },
      };
    }
    async function* lines() {
      yield csvHeader(columns);
      let after: { at: string; id: number } | undefined;
      do {
        const batch = await batchLines(after);
        // Pieces of 50 lines (~8 KB): small strings that die young, unlike one flattened string per batch.
        for (let i = 0; i < batch.lines.length; i += 50) yield batch.lines.slice(i, i + 50).join('');
        after = batch.next;
      } while (after);
    }
    return Readable.from(lines(), { objectMode: false });
  }
}
