// Responses (/forms/{id}/responses): pages of 100 newest first (more load as the table scrolls), search and
// filters, Incomplete rows, the server's per-step drop-off and its streamed CSV export — sized for a million rows.
import type { ResponsesSummary, TCalculation, TEnding } from '@forms-engine/forms';
import {
  Badge,
  Button,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  Input,
  Select,
  Spinner,
} from '@forms-engine/ui';
import { useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { AlertCircle, Download, Inbox, Search } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { formatDateTime, rawSteps, useForm } from '../lib/forms.ts';
import {
  answerCells,
  answersOf,
  collectColumns,
  isIncomplete,
  orderColumns,
  outcomeColumns,
  type ResponseRow,
} from '../logic/responses.ts';

const PAGE_SIZE = 100;

interface Filters {
  q: string;
  status: 'all' | 'complete' | 'incomplete';
  from: string;
  to: string;
}

function filterParams(f: Filters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.status !== 'all') p.set('status', f.status);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p;
}

interface RowsPage {
  rows: ResponseRow[];
  total: number;
  next: string | null;
}

async function fetchPage(id: string, filters: Filters, cursor: string | null): Promise<RowsPage> {
  const p = filterParams(filters);
  p.set('limit', String(PAGE_SIZE));
  if (cursor) p.set('cursor', cursor);
  const res = await fetch(`/api/forms/${id}/responses?${p}`, { credentials: 'include' });
  const text = await res.text().catch(() => '');
  if (!res.ok) throw new ApiError(res.status, text, res.statusText);
  const rows = JSON.parse(text) as unknown;
  if (!Array.isArray(rows)) throw new Error('Failed to load responses. Please try again later.');
  return {
    rows: rows as ResponseRow[],
    total: Number(res.headers.get('X-Total-Count') ?? rows.length),
    next: res.headers.get('X-Next-Cursor'),
  };
}

/** Typing settles for a moment before the search runs. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return settled;
}

function loadError(error: unknown): string {
  if (error instanceof ApiError) return `Failed to fetch responses: ${error.serverMessage ?? error.message}`;
  return 'Failed to load responses. Please try again later.';
}

function DropOffChart({ data }: { data: ResponsesSummary['steps'] }) {
  const max = Math.max(1, ...data.map((d) => d.reached));
  return (
    <Card className="mb-6">
      <CardHeader title="Drop-off by step" description="How many sessions reached each step." />
      <CardBody>
        <ol className="flex flex-col gap-2.5" aria-label="Sessions reaching each step">
          {data.map((d, i) => (
            <li
              key={`${d.key}-${i}`}
              className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
            >
              <span className="truncate text-slate-600" title={d.key}>
                <span className="mr-1 text-slate-500">{i + 1}.</span>
                {d.key}
              </span>
              <span className="h-2.5 overflow-hidden rounded-full bg-slate-100">
                <span
                  className="block h-full rounded-full bg-emerald-500"
                  style={{ width: `${(d.reached / max) * 100}%` }}
                />
              </span>
              <span className="min-w-10 text-right font-medium text-slate-900 tabular-nums">
                {d.reached.toLocaleString()}
              </span>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

export function ResponsesPage({ id }: { id: string }) {
  const { user } = useAuth();
  const form = useForm(id);
  const [search, setSearch] = useState('');
  const [status, setStatus] = useState<Filters['status']>('all');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const q = useDebounced(search, 300);
  const filters: Filters = { q, status, from, to };
  const filtered = filters.q.trim() !== '' || status !== 'all' || from !== '' || to !== '';
  const responses = useInfiniteQuery({
    queryKey: [`/api/forms/${id}/responses`, filters],
    queryFn: ({ pageParam }) => fetchPage(id, filters, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    enabled: !!user && !!id,
  });
  const summary = useQuery({
    queryKey: [`/api/forms/${id}/responses/summary`],
    queryFn: () => api<ResponsesSummary>('GET', `/api/forms/${id}/responses/summary`),
    enabled: !!user && !!id,
  });
  const rows = useMemo(() => responses.data?.pages.flatMap((p) => p.rows) ?? [], [responses.data]);
  const total = responses.data?.pages[0]?.total ?? 0;
  const formStepKeys = useMemo(
    () =>
      rawSteps(form.data?.config).map((s, i) =>
        typeof s.title === 'string' && s.title.trim() ? s.title.trim() : `Step ${i + 1}`,
      ),
    [form.data],
  );
  const columns = useMemo(() => orderColumns(collectColumns(rows), formStepKeys), [rows, formStepKeys]);
  const cell = useMemo(() => answerCells(rawSteps(form.data?.config)), [form.data]);
  const outcomes = useMemo(() => {
    const config = form.data?.config as
      | { calculations?: TCalculation[]; endings?: TEnding[]; hiddenFields?: string[] }
      | undefined;
    return outcomeColumns(rows, config, form.data?.language ?? 'en');
  }, [rows, form.data]);
  const everTotal = summary.data?.total ?? total;

  // More rows load as the end of the table scrolls into view.
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLTableRowElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = responses;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: scroller.current, rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rows.length]);

  const exportHref = `/api/forms/${id}/responses.csv?${filterParams(filters)}`;
  const firstLoad = responses.isLoading;
  const noneAtAll = responses.isSuccess && total === 0 && !filtered;

  return (
    <Page wide>
      <BackLink />
      <PageTitle
        title="Responses"
        description={form.data ? form.data.label : undefined}
        action={
          everTotal > 0 && (
            // The server streams the export straight from the database, with the filters shown.
            <a href={exportHref} download className={buttonClass('outline')}>
              <Download className="h-4 w-4" /> Export CSV
            </a>
          )
        }
      />
      {!id && <p className="text-sm text-red-600">No form ID provided</p>}
      {firstLoad && (
        <div className="flex justify-center py-20">
          <Spinner className="h-7 w-7" label="Loading responses" />
        </div>
      )}
      {responses.isError && (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        >
          <AlertCircle className="h-4 w-4 shrink-0" /> {loadError(responses.error)}
        </div>
      )}
      {noneAtAll && (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-200 bg-white px-4 py-16 text-center">
          <Inbox className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No Responses Yet</h2>
          <p className="text-sm text-slate-500">Share your form link — answers will show up here.</p>
        </div>
      )}
      {responses.isSuccess && !noneAtAll && (
        <>
          {summary.data && summary.data.steps.length > 0 && <DropOffChart data={summary.data.steps} />}
          <Card>
            <CardHeader
              title="All responses"
              description={`${total.toLocaleString()} response(s) received`}
            />
            <div className="flex flex-col gap-2 border-b border-slate-100 px-4 pb-4 sm:flex-row sm:flex-wrap sm:items-end">
              <div className="relative flex-1 sm:min-w-56">
                <label htmlFor="responses-search" className="sr-only">
                  Search answers
                </label>
                <Search
                  className="pointer-events-none absolute top-1/2 left-3 h-4 w-4 -translate-y-1/2 text-slate-400"
                  aria-hidden="true"
                />
                <Input
                  id="responses-search"
                  type="search"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                  placeholder="Search answers"
                  className="pl-9"
                />
              </div>
              <div className="flex flex-col gap-1 text-xs font-medium text-slate-500">
                <label htmlFor="responses-status">Status</label>
                <Select
                  id="responses-status"
                  value={status}
                  onChange={(e) => setStatus(e.target.value as Filters['status'])}
                >
                  <option value="all">All</option>
                  <option value="complete">Complete</option>
                  <option value="incomplete">Incomplete</option>
                </Select>
              </div>
              <div className="flex gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-500">
                  <label htmlFor="responses-from">From</label>
                  <Input
                    id="responses-from"
                    type="date"
                    className="min-w-0"
                    value={from}
                    max={to || undefined}
                    onChange={(e) => setFrom(e.target.value)}
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-500">
                  <label htmlFor="responses-to">To</label>
                  <Input
                    id="responses-to"
                    type="date"
                    className="min-w-0"
                    value={to}
                    min={from || undefined}
                    onChange={(e) => setTo(e.target.value)}
                  />
                </div>
              </div>
            </div>
            {rows.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-slate-500">
                No responses match these filters.
              </p>
            ) : (
              <div
                ref={scroller}
                className="max-h-[600px] overflow-auto"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
                tabIndex={0}
                role="region"
                aria-label="Responses table"
              >
                <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
                  <thead className="sticky top-0 z-10 bg-slate-50">
                    <tr>
                      {['ID', 'Submitted At', ...columns, ...outcomes.map((o) => o.header)].map((c, i) => (
                        <th
                          key={`${i}-${c}`}
                          scope="col"
                          className="border-b border-slate-200 px-4 py-2.5 text-xs font-semibold tracking-wide whitespace-nowrap text-slate-500 uppercase"
                        >
                          {c}
                        </th>
                      ))}
                    </tr>
                  </thead>
                  <tbody>
                    {rows.map((r) => {
                      const a = answersOf(r);
                      const incomplete = isIncomplete(r);
                      return (
                        <tr
                          key={r.id}
                          className={incomplete ? 'bg-amber-50/70' : 'hover:bg-slate-50'}
                          data-incomplete={incomplete || undefined}
                        >
                          <td className="border-b border-slate-100 px-4 py-2.5 align-top whitespace-nowrap">
                            <span className="font-mono text-slate-700">{r.id}</span>
                            {incomplete && (
                              <Badge tone="amber" className="ml-2">
                                Incomplete
                              </Badge>
                            )}
                          </td>
                          <td className="border-b border-slate-100 px-4 py-2.5 align-top whitespace-nowrap text-slate-600">
                            {formatDateTime(r.created_at)}
                          </td>
                          {columns.map((c) => (
                            <td
                              key={c}
                              className="max-w-xs border-b border-slate-100 px-4 py-2.5 align-top text-slate-800"
                            >
                              <span className="line-clamp-3 break-words">{cell(c, a[c])}</span>
                            </td>
                          ))}
                          {outcomes.map((o) => (
                            <td
                              key={`outcome-${o.header}`}
                              className="border-b border-slate-100 px-4 py-2.5 align-top font-medium whitespace-nowrap text-slate-900 tabular-nums"
                            >
                              {o.cell(r)}
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                    {hasNextPage && (
                      <tr ref={sentinel}>
                        <td colSpan={columns.length + outcomes.length + 2} className="px-4 py-3 text-center">
                          <Button
                            variant="ghost"
                            size="sm"
                            disabled={isFetchingNextPage}
                            onClick={() => void fetchNextPage()}
                          >
                            {isFetchingNextPage
                              ? 'Loading…'
                              : `Load more (${rows.length.toLocaleString()} of ${total.toLocaleString()} shown)`}
                          </Button>
                        </td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </div>
            )}
          </Card>
        </>
      )}
    </Page>
  );
}
