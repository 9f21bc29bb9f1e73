// Responses (/forms/{id}/responses): pages of 100 newest first (more load as the list scrolls), search and filters
// kept in the address, the server's per-step drop-off and its streamed CSV export — sized for a million rows. From
// 768 px a table (ID column pinned, respondent columns first, scrolling sideways); below, a card per response.
// A row or card opens the response's detail view; their checkboxes choose responses to delete together. Responses
// marked as spam have a list of their own (the status filter).
import {
  answerColumns,
  collectColumns,
  collectLabels,
  compactColumnIds,
  isIncomplete,
  keyAnswers,
  leadTableColumns,
  outcomeColumns,
  respondentOf,
  type ResponseColumn,
  type ResponseRow,
  SUMMARY_COLUMN,
  type TCalculation,
  type TEnding,
} from '@forms-engine/model';
import {
  countResponses,
  exportResponses,
  formFunnel,
  getLeadColumns,
  responsesSummary,
  setLeadColumns,
} from '@forms-engine/contracts/client';
import {
  Badge,
  Button,
  buttonClass,
  Card,
  CardBody,
  CardHeader,
  Dialog,
  DialogClose,
  DialogContent,
  Input,
  Select,
  Spinner,
  useToast,
} from '@forms-engine/ui';
import { useInfiniteQuery, useMutation } from '@tanstack/react-query';
import { AlertCircle, ChevronRight, Download, Inbox, Paperclip, Search, Trash2 } from 'lucide-react';
import { type MouseEvent, startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { Link, useLocation, useSearchParams } from 'wouter';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { EraseDialog } from '../components/erase-dialog.tsx';
import { ApiError, call, errorText, queryClient, urlOf, userMessage, useApiQuery } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { formatDateTime, rawSteps, useForm } from '../lib/forms.ts';
import { withOwnerHeaders } from '../lib/column-headers.ts';
import { useMediaQuery } from '../lib/hooks.ts';
import { useDeleteResponses } from '../lib/lead-removal.ts';
import { useI18n, useT } from '../i18n/i18n.tsx';
import type { Translate } from '../i18n/languages.ts';
import { type Filters, filterQuery, filtersFrom, responsesQuery } from '../lib/responses-list.ts';

function filterParams(f: Filters): URLSearchParams {
  const p = new URLSearchParams();
  if (f.q.trim()) p.set('q', f.q.trim());
  if (f.status !== 'all') p.set('status', f.status);
  if (f.from) p.set('from', f.from);
  if (f.to) p.set('to', f.to);
  return p;
}

/**
 * Rows drawn in the list's first frame: more than the table's scroll area (600 px) or a phone's screen of cards
 * shows. The first page's other rows follow right after that frame is painted: laying out the whole table in
 * the first frame would delay it.
 */
const FIRST_FRAME_ROWS = 20;

/**
 * How many of `count` rows to draw: at first only FIRST_FRAME_ROWS, so the first view is styled, laid out and
 * painted without the rest of the page (a table's layout costs with every row); from the frame after, all of them.
 */
function useRowsInView(count: number): number {
  const [all, setAll] = useState(false);
  useEffect(() => {
    if (all || count <= FIRST_FRAME_ROWS) return;
    // A timer set in the next animation frame runs after that frame is painted.
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => startTransition(() => setAll(true)));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [all, count]);
  return all ? count : Math.min(count, FIRST_FRAME_ROWS);
}

/** False until the frame after `ready` first turns true has been painted, then true for good. */
function useAfterPaint(ready: boolean): boolean {
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (done || !ready) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      timer = setTimeout(() => setDone(true));
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(timer);
    };
  }, [done, ready]);
  return done;
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

function loadError(error: unknown, t: Translate): string {
  if (error instanceof ApiError) return t('responses.fetchFailed', { error: errorText(error) });
  return t('responses.loadFailed');
}

/**
 * Sessions reaching each step. Until the counts arrive (`reached` null) the card is drawn with the form's steps and
 * empty bars, the same height, so the table below does not move when they come.
 */
function DropOffChart({
  data,
  funnelHref,
}: {
  data: { key: string; title: string; reached: number | null }[];
  funnelHref: string;
}) {
  const { t, language } = useI18n();
  const max = Math.max(1, ...data.map((d) => d.reached ?? 0));
  const loading = data.some((d) => d.reached === null);
  return (
    <Card className="mb-6">
      <CardHeader
        title={t('responses.dropOff')}
        description={
          <>
            {t('responses.dropOffText')}{' '}
            <Link href={funnelHref} className="font-medium text-emerald-700 hover:underline">
              {t('responses.openFunnel')}
            </Link>{' '}
            {t('responses.dropOffFunnel')}
          </>
        }
      />
      <CardBody>
        <ol
          className="flex flex-col gap-2.5"
          aria-label={t('responses.dropOffList')}
          aria-busy={loading || undefined}
        >
          {data.map((d, i) => (
            <li
              key={`${d.key}-${i}`}
              className="grid grid-cols-[minmax(0,9rem)_1fr_auto] items-center gap-3 text-sm sm:grid-cols-[minmax(0,14rem)_1fr_auto]"
            >
              <span className="truncate text-slate-600" title={d.title}>
                <span className="mr-1 text-slate-500">{i + 1}.</span>
                {d.title}
              </span>
              <span
                className={`h-2.5 overflow-hidden rounded-full bg-slate-100 ${loading ? 'animate-pulse' : ''}`}
              >
                {d.reached !== null && (
                  <span
                    className="block h-full rounded-full bg-emerald-500"
                    style={{ width: `${(d.reached / max) * 100}%` }}
                  />
                )}
              </span>
              <span className="min-w-10 text-right font-medium text-slate-900 tabular-nums">
                {d.reached === null ? '…' : d.reached.toLocaleString(language)}
              </span>
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

/** The query string a response's detail view gets: the filters, so Previous/Next walk the same list. */
function withFilters(path: string, filters: Filters): string {
  const p = filterParams(filters).toString();
  return p ? `${path}?${p}` : path;
}

/** Where the list was scrolled when a response was opened, restored on coming back. */
const scrollKey = (id: string, filters: Filters) => `responses-scroll:${withFilters(id, filters)}`;

/** The Contact cell: the e-mail and the phone, each ready to use, one under the other. */
function ContactCell({ answers, row }: { answers: readonly ResponseColumn[]; row: ResponseRow }) {
  const who = respondentOf(answers, row);
  const ways = [
    { text: who.email, href: who.emailHref },
    { text: who.phone, href: who.phoneHref },
  ].filter((w) => w.text);
  return (
    <span className="flex flex-col">
      {ways.map((w) =>
        w.href ? (
          <a
            key={w.text}
            href={w.href}
            onClick={(e) => e.stopPropagation()}
            className="block min-h-6 truncate leading-6 font-medium text-emerald-700 hover:underline"
          >
            {w.text}
          </a>
        ) : (
          <span key={w.text} className="truncate">
            {w.text}
          </span>
        ),
      )}
    </span>
  );
}

/** A cell: its text, linked where the column links (an e-mail, a phone number, an upload's download). */
function CellContent({
  column,
  row,
  answers,
}: {
  column: ResponseColumn;
  row: ResponseRow;
  answers: readonly ResponseColumn[];
}) {
  const t = useT();
  if (column.id === SUMMARY_COLUMN.contact) return <ContactCell answers={answers} row={row} />;
  const text = column.cell(row);
  if (!text) return null;
  const href = column.href?.(row);
  if (!href) return <span className="line-clamp-2 break-words">{text}</span>;
  const download = href.startsWith('/api/documents/');
  return (
    <a
      href={href}
      download={download || undefined}
      onClick={(e) => e.stopPropagation()}
      className="inline-flex max-w-full items-center gap-1.5 font-medium text-emerald-700 hover:underline"
      title={download ? t('responses.download', { name: text }) : text}
    >
      {download && <Paperclip className="h-3.5 w-3.5 shrink-0" aria-hidden="true" />}
      <span className="truncate">{text}</span>
    </a>
  );
}

function StatusBadge({ row }: { row: ResponseRow }) {
  const t = useT();
  return isIncomplete(row) ? (
    <Badge tone="amber">{t('responses.incomplete')}</Badge>
  ) : (
    <Badge tone="green">{t('responses.complete')}</Badge>
  );
}

/** The chosen responses: how many, Delete selected (after a confirmation saying it is final) and Clear. */
function SelectionBar({
  formId,
  selected,
  onDone,
}: {
  formId: string;
  selected: ReadonlySet<number>;
  onDone: () => void;
}) {
  const { toast } = useToast();
  const { t, tn } = useI18n();
  const [confirming, setConfirming] = useState(false);
  const remove = useDeleteResponses(formId);
  const n = selected.size;
  const confirm = () =>
    remove.mutate([...selected], {
      onSuccess: (deleted) => {
        setConfirming(false);
        onDone();
        toast({ title: tn('responses.deleted', deleted), description: t('responses.deletedText') });
      },
    });
  return (
    <div
      className="flex flex-wrap items-center gap-2 border-b border-slate-100 bg-slate-50 px-4 py-2 text-sm"
      data-testid="selection-bar"
    >
      <span className="font-medium text-slate-700" aria-live="polite">
        {tn('responses.selected', n)}
      </span>
      <Button
        variant="outline"
        size="sm"
        onClick={() => {
          remove.reset();
          setConfirming(true);
        }}
      >
        <Trash2 className="h-4 w-4" aria-hidden="true" /> {t('responses.deleteSelected')}
      </Button>
      <Button variant="ghost" size="sm" onClick={onDone}>
        {t('responses.clearSelection')}
      </Button>
      <Dialog open={confirming} onOpenChange={setConfirming}>
        <DialogContent
          title={t('responses.deleteTitle', { responses: tn('erase.responses', n) })}
          description={t('responses.deleteText')}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={confirm} disabled={remove.isPending}>
                {remove.isPending
                  ? t('responses.deleting')
                  : t('responses.delete', { responses: tn('erase.responses', n) })}
              </Button>
            </>
          }
        >
          {remove.isError && (
            <p role="alert" className="text-sm text-red-600">
              {userMessage(remove.error, t('responses.deleteFailed'))}
            </p>
          )}
        </DialogContent>
      </Dialog>
    </div>
  );
}

/** A row's or card's checkbox: chooses the response for Delete selected. */
function SelectBox({
  id,
  checked,
  onChange,
  className,
}: {
  id: number;
  checked: boolean;
  onChange: (id: number, on: boolean) => void;
  /** Its size and place. */
  className: string;
}) {
  const t = useT();
  return (
    <input
      type="checkbox"
      className={`shrink-0 cursor-pointer accent-emerald-600 ${className}`}
      checked={checked}
      onChange={(e) => onChange(id, e.target.checked)}
      aria-label={t('responses.select', { id })}
    />
  );
}

/** A row's link name: the lead's number, which the owner sees in the e-mails too; an unfinished one has none. */
function leadLabel(r: { id: number; lead_no?: number | null }, t: Translate): string {
  return r.lead_no ? t('responses.open', { n: r.lead_no }) : t('responses.openUnfinished', { id: r.id });
}

export function ResponsesPage({ id }: { id: string }) {
  const { user } = useAuth();
  const { t, tn, language } = useI18n();
  const form = useForm(id);
  const [, navigate] = useLocation();
  const [params, setParams] = useSearchParams();
  const { q: urlQ, status, from, to } = filtersFrom(params);
  const [search, setSearch] = useState(urlQ);
  const q = useDebounced(search, 300);
  const setFilter = (patch: Partial<Filters>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [k, v] of Object.entries(patch))
          if (v && v !== 'all') next.set(k, v.trim());
          else next.delete(k);
        return next;
      },
      { replace: true },
    );
  // The settled search text goes into the address (replacing, so Back leaves the screen rather than the typing).
  useEffect(() => {
    if (q.trim() !== urlQ.trim()) setFilter({ q });
  }, [q]);
  const filters: Filters = { q: urlQ, status, from, to };
  // Responses chosen for Delete selected; other filters show other responses, so the choice starts again.
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const filterKey = `${urlQ}|${status}|${from}|${to}`;
  useEffect(() => setSelected(new Set()), [filterKey]);
  const choose = (responseId: number, on: boolean) =>
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(responseId);
      else next.delete(responseId);
      return next;
    });
  const filtered = filters.q.trim() !== '' || status !== 'all' || from !== '' || to !== '';
  const responses = useInfiniteQuery({ ...responsesQuery(id, filters), enabled: !!user && !!id });
  // The first rows have been painted (once; later filters and searches do not wait for a frame).
  const painted = useAfterPaint(responses.isSuccess);
  // The pages come without their total (an exact count of a million responses takes the database longer than
  // the page); it is asked for alone once the first rows are painted, and its line keeps its place meanwhile.
  const counted = useApiQuery(
    countResponses,
    { params: { id }, query: filterQuery(filters) },
    { enabled: !!user && !!id && responses.isSuccess && painted },
  );
  const total = counted.data?.total;
  // The drop-off counts every response (the slowest read here at a million): asked for once the first rows are
  // painted, so it does not compete with them; its card keeps its place meanwhile.
  const summary = useApiQuery(
    responsesSummary,
    { params: { id } },
    { enabled: !!user && !!id && responses.isSuccess && painted },
  );
  // The chart reads the Funnel screen's numbers (the paths sessions were shown), so a step logic skipped is
  // not counted as reached.
  const funnel = useApiQuery(
    formFunnel,
    { params: { id: Number(id) }, query: {} },
    { enabled: !!user && !!id && responses.isSuccess && painted },
  );
  const rows = useMemo(() => responses.data?.pages.flatMap((p) => p.rows) ?? [], [responses.data]);
  // The answers' own columns (the cards read the respondent and key answers from these).
  const answers = useMemo(
    () =>
      answerColumns(rawSteps(form.data?.config), collectColumns(rows), {
        labels: collectLabels(rows),
        language: form.data?.language,
      }),
    [rows, form.data],
  );
  const columns = useMemo(() => {
    const config = form.data?.config as
      | { calculations?: TCalculation[]; endings?: TEnding[]; hiddenFields?: string[] }
      | undefined;
    return leadTableColumns(
      answers,
      withOwnerHeaders(outcomeColumns(rows, config, form.data?.language ?? 'en'), t),
      {
        name: t('responses.name'),
        contact: t('responses.contact'),
        source: t('responses.source'),
        direct: t('responses.direct'),
      },
    );
  }, [answers, rows, form.data, t]);
  // The columns the owner chose for this form (kept on the server); the compact default until they choose.
  const chosen = useApiQuery(getLeadColumns, { params: { id: Number(id) } }, { enabled: !!user && !!id });
  // The owner's latest pick, shown in the same render as the click (a checkbox must not flick back while the
  // server stores it); undefined once the server's copy is the one to show.
  const [picked, setPicked] = useState<string[] | null | undefined>(undefined);
  const shown = useMemo(() => {
    const keys =
      (picked !== undefined ? picked : chosen.data?.columns) ??
      compactColumnIds(columns, rawSteps(form.data?.config));
    const chosenColumns = columns.filter((c) => keys.includes(c.id));
    return chosenColumns.length > 0 ? chosenColumns : columns;
  }, [columns, picked, chosen.data, form.data]);
  const saveColumns = useMutation({
    mutationFn: (keys: string[] | null) =>
      call(setLeadColumns, { params: { id: Number(id) }, body: { columns: keys } }),
    // The server's answer (the same list) becomes the copy to show.
    onSuccess: (saved) =>
      queryClient.setQueryData([urlOf(getLeadColumns, { params: { id: Number(id) } })], saved),
    // Not saved: the table goes back to what the server holds.
    onError: () => void chosen.refetch(),
    // A later pick still on its way stays shown.
    onSettled: (_saved, _error, keys) => setPicked((p) => (p === keys ? undefined : p)),
  });
  const pickColumns = (keys: string[] | null) => {
    setPicked(keys);
    saveColumns.mutate(keys);
  };
  const toggleColumn = (key: string, on: boolean) => {
    const current = new Set(shown.map((c) => c.id));
    if (on) current.add(key);
    else current.delete(key);
    pickColumns(columns.filter((c) => current.has(c.id)).map((c) => c.id));
  };
  const everTotal = summary.data?.total ?? total ?? rows.length;
  // The chart's rows before its counts arrive: the steps the summary will name (title, else "Step N").
  const chartSteps = useMemo(
    () =>
      rawSteps(form.data?.config).map((step, i) =>
        typeof step.title === 'string' && step.title.trim()
          ? step.title.trim()
          : t('responses.step', { n: i + 1 }),
      ),
    [form.data, t],
  );
  const wide = useMediaQuery('(min-width: 768px)');
  const inView = useRowsInView(rows.length);
  const drawn = inView < rows.length ? rows.slice(0, inView) : rows;
  // Scrolling on (more pages, restoring the place) waits until every loaded row is drawn.
  const allDrawn = inView === rows.length;

  // Rows wait for the form's questions and the owner's column choice: without them the first paint would show
  // generic columns that change a moment later.
  const settled = (q: { isPending: boolean; isError: boolean }) => !q.isPending || q.isError;
  const ready = responses.isSuccess && settled(form) && settled(chosen);
  // More rows load as the end of the list scrolls into view (the table's own scroll area, or the page on phones).
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLElement | null>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = responses;
  useEffect(() => {
    const el = sentinel.current;
    if (!el || !hasNextPage || !allDrawn || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((e) => e.isIntersecting) && !isFetchingNextPage) void fetchNextPage();
      },
      { root: wide ? scroller.current : null, rootMargin: '400px' },
    );
    observer.observe(el);
    return () => observer.disconnect();
    // `ready`: the list (and its end marker) is drawn only then.
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, rows.length, wide, allDrawn, ready]);

  // Coming back from a response puts the list where it was.
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current || rows.length === 0 || !allDrawn) return;
    restored.current = true;
    const saved = sessionStorage.getItem(scrollKey(id, filters));
    if (!saved) return;
    sessionStorage.removeItem(scrollKey(id, filters));
    const { page, table } = JSON.parse(saved) as { page: number; table: number };
    requestAnimationFrame(() => {
      if (scroller.current) scroller.current.scrollTop = table;
      window.scrollTo(0, page);
    });
  });

  const detailHref = (r: ResponseRow) => withFilters(`/forms/${id}/responses/${r.id}`, filters);
  const remember = () =>
    sessionStorage.setItem(
      scrollKey(id, filters),
      JSON.stringify({ page: window.scrollY, table: scroller.current?.scrollTop ?? 0 }),
    );
  const openRow = (e: MouseEvent, r: ResponseRow) => {
    // Links inside the row (e-mail, download) keep their own click; selecting text is not opening.
    if ((e.target as HTMLElement).closest('a, button, input') || window.getSelection()?.toString()) return;
    remember();
    navigate(detailHref(r));
  };

  const exportHref = urlOf(exportResponses, { params: { id }, query: filterQuery(filters) });
  const firstLoad = responses.isLoading || (responses.isSuccess && !ready);
  const noneAtAll = ready && rows.length === 0 && !filtered;
  const loadMore = hasNextPage && (
    <Button variant="ghost" size="sm" disabled={isFetchingNextPage} onClick={() => void fetchNextPage()}>
      {isFetchingNextPage
        ? t('responses.loadingMore')
        : total === undefined
          ? t('responses.loadMore', { shown: rows.length.toLocaleString(language) })
          : t('responses.loadMoreOf', {
              shown: rows.length.toLocaleString(language),
              total: total.toLocaleString(language),
            })}
    </Button>
  );

  return (
    <Page wide>
      <BackLink />
      <PageTitle
        title={t('responses.title')}
        description={form.data ? form.data.label : undefined}
        action={
          <div className="flex flex-wrap items-center gap-2">
            <EraseDialog />
            {everTotal > 0 && (
              // The server streams the export straight from the database, with the filters shown.
              <a href={exportHref} download className={buttonClass('outline')}>
                <Download className="h-4 w-4" /> {t('responses.export')}
              </a>
            )}
          </div>
        }
      />
      {!id && <p className="text-sm text-red-600">{t('responses.noFormId')}</p>}
      {firstLoad && (
        <div className="flex justify-center py-20">
          <Spinner className="h-7 w-7" label={t('responses.loading')} />
        </div>
      )}
      {responses.isError && (
        <div
          role="alert"
          className="flex items-center gap-2 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-700"
        >
          <AlertCircle className="h-4 w-4 shrink-0" /> {loadError(responses.error, t)}
        </div>
      )}
      {noneAtAll && (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-200 bg-white px-4 py-16 text-center">
          <Inbox className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">{t('responses.empty')}</h2>
          <p className="text-sm text-slate-500">{t('responses.emptyHint')}</p>
        </div>
      )}
      {ready && !noneAtAll && (
        <>
          {funnel.data
            ? funnel.data.steps.length > 0 && (
                <DropOffChart
                  funnelHref={`/forms/${id}/funnel`}
                  data={funnel.data.steps.map((s) => ({ key: s.id, title: s.title, reached: s.viewed }))}
                />
              )
            : !funnel.isError &&
              chartSteps.length > 0 && (
                <DropOffChart
                  funnelHref={`/forms/${id}/funnel`}
                  data={chartSteps.map((title, i) => ({ key: String(i), title, reached: null }))}
                />
              )}
          <Card>
            <CardHeader
              title={t('responses.all')}
              description={
                total === undefined ? (
                  // Same line, same height, until the count arrives.
                  <span className="text-slate-400">{counted.isError ? '—' : t('responses.counting')}</span>
                ) : (
                  tn('responses.received', total)
                )
              }
            />
            <div className="flex flex-col gap-2 border-b border-slate-100 px-4 pb-4 sm:flex-row sm:flex-wrap sm:items-end">
              <div className="relative flex-1 sm:min-w-56">
                <label htmlFor="responses-search" className="sr-only">
                  {t('responses.search')}
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
                  placeholder={t('responses.search')}
                  className="pl-9"
                />
              </div>
              <div className="flex flex-col gap-1 text-xs font-medium text-slate-500">
                <label htmlFor="responses-status">{t('responses.status')}</label>
                <Select
                  id="responses-status"
                  value={status}
                  onChange={(e) => setFilter({ status: e.target.value as Filters['status'] })}
                >
                  <option value="all">{t('responses.statusAll')}</option>
                  <option value="complete">{t('responses.complete')}</option>
                  <option value="incomplete">{t('responses.incomplete')}</option>
                  <option value="spam">{t('responses.statusSpam')}</option>
                </Select>
              </div>
              {wide && columns.length > 0 && (
                <details className="relative text-sm" data-testid="column-picker">
                  <summary className={`${buttonClass('outline')} cursor-pointer list-none`}>
                    {t('responses.columns', { shown: shown.length, total: columns.length })}
                  </summary>
                  <fieldset className="absolute right-0 z-40 mt-1 flex max-h-80 w-72 flex-col gap-1.5 overflow-auto rounded-lg border border-slate-200 bg-white p-3 shadow-lg">
                    <legend className="sr-only">{t('responses.columnsLegend')}</legend>
                    {columns.map((c) => (
                      <label key={c.id} className="flex items-center gap-2 text-slate-700">
                        <input
                          type="checkbox"
                          className="h-4 w-4 accent-emerald-600"
                          checked={shown.includes(c)}
                          disabled={shown.length === 1 && shown.includes(c)}
                          onChange={(e) => toggleColumn(c.id, e.target.checked)}
                        />
                        <span className="truncate">{c.header}</span>
                      </label>
                    ))}
                    {(picked !== undefined ? picked : chosen.data?.columns) && (
                      <Button
                        variant="ghost"
                        size="sm"
                        className="mt-1 self-start"
                        onClick={() => pickColumns(null)}
                      >
                        {t('responses.compactView')}
                      </Button>
                    )}
                  </fieldset>
                </details>
              )}
              <div className="flex gap-2">
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-500">
                  <label htmlFor="responses-from">{t('responses.from')}</label>
                  <Input
                    id="responses-from"
                    type="date"
                    className="min-w-0"
                    value={from}
                    max={to || undefined}
                    onChange={(e) => setFilter({ from: e.target.value })}
                  />
                </div>
                <div className="flex min-w-0 flex-1 flex-col gap-1 text-xs font-medium text-slate-500">
                  <label htmlFor="responses-to">{t('responses.to')}</label>
                  <Input
                    id="responses-to"
                    type="date"
                    className="min-w-0"
                    value={to}
                    min={from || undefined}
                    onChange={(e) => setFilter({ to: e.target.value })}
                  />
                </div>
              </div>
            </div>
            {status === 'spam' && (
              <p className="border-b border-slate-100 px-4 py-2 text-sm text-slate-600">
                {t('responses.spamNote')}
              </p>
            )}
            {selected.size > 0 && (
              <SelectionBar formId={id} selected={selected} onDone={() => setSelected(new Set())} />
            )}
            {rows.length === 0 ? (
              <p className="px-4 py-10 text-center text-sm text-slate-500">{t('responses.noMatch')}</p>
            ) : wide ? (
              <div
                ref={scroller}
                className="max-h-[600px] overflow-auto"
                // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard to scroll it
                tabIndex={0}
                role="region"
                aria-label={t('responses.table')}
              >
                <table className="min-w-full border-separate border-spacing-0 text-left text-sm">
                  <thead>
                    <tr>
                      {[t('responses.id'), t('responses.submittedAt'), ...shown.map((c) => c.header)].map(
                        (header, i) => (
                          <th
                            key={`${i}-${header}`}
                            scope="col"
                            className={`sticky top-0 border-b border-slate-200 bg-slate-50 px-4 py-2.5 text-xs font-semibold tracking-wide text-slate-500 uppercase ${
                              // Long questions wrap in their header, so the compact table fits a laptop's width.
                              i >= 2 && !shown[i - 2]?.numeric
                                ? 'min-w-[6rem] max-w-[14rem]'
                                : 'whitespace-nowrap'
                            } ${
                              i === 0 ? 'left-0 z-30 border-r' : 'z-20'
                            } ${i >= 2 && shown[i - 2]?.numeric ? 'text-right' : ''}`}
                          >
                            {i === 0 ? (
                              <span className="inline-flex items-center gap-3">
                                <input
                                  type="checkbox"
                                  className="h-4 w-4 cursor-pointer accent-emerald-600"
                                  checked={rows.length > 0 && rows.every((r) => selected.has(r.id))}
                                  onChange={(e) =>
                                    setSelected(e.target.checked ? new Set(rows.map((r) => r.id)) : new Set())
                                  }
                                  aria-label={t('responses.selectAll')}
                                />
                                {header}
                              </span>
                            ) : (
                              header
                            )}
                          </th>
                        ),
                      )}
                    </tr>
                  </thead>
                  <tbody>
                    {drawn.map((r) => {
                      const incomplete = isIncomplete(r);
                      const background = incomplete
                        ? 'bg-amber-50 group-hover:bg-amber-100/70'
                        : 'bg-white group-hover:bg-slate-50';
                      return (
                        <tr
                          key={r.id}
                          className="group cursor-pointer"
                          data-incomplete={incomplete || undefined}
                          onClick={(e) => openRow(e, r)}
                        >
                          <td
                            className={`sticky left-0 z-10 border-r border-b border-slate-100 px-4 py-2.5 align-top whitespace-nowrap ${background}`}
                          >
                            <SelectBox
                              id={r.id}
                              checked={selected.has(r.id)}
                              onChange={choose}
                              className="mr-3 h-4 w-4 align-middle"
                            />
                            <Link
                              href={detailHref(r)}
                              onClick={remember}
                              className="rounded font-mono font-medium text-emerald-700 hover:underline focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
                              aria-label={leadLabel(r, t)}
                            >
                              {r.lead_no ? `#${r.lead_no}` : '—'}
                            </Link>
                            {incomplete && (
                              <Badge tone="amber" className="ml-2">
                                {t('responses.incomplete')}
                              </Badge>
                            )}
                          </td>
                          <td
                            className={`border-b border-slate-100 px-4 py-2.5 align-top whitespace-nowrap text-slate-600 ${background}`}
                          >
                            {formatDateTime(r.created_at, language)}
                          </td>
                          {shown.map((c) => (
                            <td
                              key={c.id}
                              className={`border-b border-slate-100 px-4 py-2.5 align-top ${background} ${
                                c.numeric
                                  ? 'text-right font-medium whitespace-nowrap text-slate-900 tabular-nums'
                                  : c.role || c.id === SUMMARY_COLUMN.name || c.id === SUMMARY_COLUMN.contact
                                    ? 'max-w-[16rem] whitespace-nowrap text-slate-800'
                                    : 'max-w-[14rem] min-w-[6rem] text-slate-800'
                              }`}
                            >
                              <CellContent column={c} row={r} answers={answers} />
                            </td>
                          ))}
                        </tr>
                      );
                    })}
                    {hasNextPage && allDrawn && (
                      <tr
                        ref={(el) => {
                          sentinel.current = el;
                        }}
                      >
                        <td colSpan={shown.length + 2} className="px-4 py-3 text-center">
                          {loadMore}
                        </td>
                      </tr>
                    )}
                  </tbody>
                </table>
              </div>
            ) : (
              <ul className="flex flex-col gap-3 bg-slate-50/70 p-3" aria-label={t('responses.cards')}>
                {drawn.map((r) => {
                  const who = respondentOf(answers, r);
                  const heading =
                    who.name ||
                    who.email ||
                    (r.lead_no ? t('responses.lead', { n: r.lead_no }) : t('responses.unfinished'));
                  return (
                    <li
                      key={r.id}
                      data-incomplete={isIncomplete(r) || undefined}
                      className="flex items-start gap-2"
                    >
                      <SelectBox
                        id={r.id}
                        checked={selected.has(r.id)}
                        onChange={choose}
                        className="mt-5 h-5 w-5"
                      />
                      <Link
                        href={detailHref(r)}
                        onClick={remember}
                        className="block min-w-0 flex-1 rounded-xl border border-slate-200 bg-white p-4 shadow-xs hover:border-slate-300 focus-visible:ring-2 focus-visible:ring-emerald-500 focus-visible:outline-none"
                      >
                        <div className="flex items-start justify-between gap-3">
                          <div className="min-w-0">
                            <p className="truncate font-semibold text-slate-900">{heading}</p>
                            {who.name && who.email && (
                              <p className="truncate text-sm text-slate-500">{who.email}</p>
                            )}
                          </div>
                          <StatusBadge row={r} />
                        </div>
                        {keyAnswers(answers, r).length > 0 && (
                          <dl className="mt-3 flex flex-col gap-2 text-sm">
                            {keyAnswers(answers, r).map((a) => (
                              <div key={a.id} className="min-w-0">
                                <dt className="truncate text-xs text-slate-500">{a.header}</dt>
                                <dd className="line-clamp-2 break-words text-slate-800">{a.text}</dd>
                              </div>
                            ))}
                          </dl>
                        )}
                        <p className="mt-3 flex items-center justify-between gap-3 border-t border-slate-100 pt-2.5 text-xs text-slate-500">
                          <span>{formatDateTime(r.created_at, language)}</span>
                          <span className="inline-flex items-center gap-1 font-medium text-emerald-700">
                            {r.lead_no ? (
                              <span className="font-mono text-slate-500">#{r.lead_no}</span>
                            ) : null}
                            <ChevronRight className="h-4 w-4" aria-hidden="true" />
                          </span>
                        </p>
                      </Link>
                    </li>
                  );
                })}
                {hasNextPage && allDrawn && (
                  <li
                    ref={(el) => {
                      sentinel.current = el;
                    }}
                    className="py-1 text-center"
                  >
                    {loadMore}
                  </li>
                )}
              </ul>
            )}
          </Card>
        </>
      )}
    </Page>
  );
}
