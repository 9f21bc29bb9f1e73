// Responses (/forms/{id}/responses): table across all keys, Incomplete rows, CSV export and per-step drop-off.
import type { TCalculation, TEnding } from '@forms-engine/forms';
import { Badge, Button, Card, CardBody, CardHeader, Spinner } from '@forms-engine/ui';
import { useQuery } from '@tanstack/react-query';
import { AlertCircle, Download, Inbox } from 'lucide-react';
import { useMemo } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ApiError, api } from '../lib/api.ts';
import { useAuth } from '../lib/auth.tsx';
import { downloadFile } from '../lib/clipboard.ts';
import { formatDateTime, rawSteps, useForm } from '../lib/forms.ts';
import {
  answersOf,
  buildCsv,
  collectColumns,
  answerCells,
  dropOff,
  isIncomplete,
  orderColumns,
  outcomeColumns,
  type ResponseRow,
} from '../logic/responses.ts';

function loadError(error: unknown): string {
  if (error instanceof ApiError) return `Failed to fetch responses: ${error.serverMessage ?? error.message}`;
  return 'Failed to load responses. Please try again later.';
}

function DropOffChart({ stepKeys, responses }: { stepKeys: string[]; responses: ResponseRow[] }) {
  const data = dropOff(stepKeys, responses);
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
              <span className="w-10 text-right font-medium text-slate-900 tabular-nums">{d.reached}</span>
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
  const responses = useQuery({
    queryKey: [`/api/forms/${id}/responses`],
    queryFn: async () => {
      const a = await api<ResponseRow[] | { error?: string }>('GET', `/api/forms/${id}/responses`);
      if (!Array.isArray(a)) throw new Error(a?.error || 'Failed to load responses. Please try again later.');
      return a;
    },
    enabled: !!user && !!id,
  });
  const rows = responses.data ?? [];
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
    const config = form.data?.config as { calculations?: TCalculation[]; endings?: TEnding[] } | undefined;
    return outcomeColumns(rows, config, form.data?.language ?? 'en');
  }, [rows, form.data]);
  const stepKeys = formStepKeys.length > 0 ? formStepKeys : columns;
  const label = form.data?.label ?? 'Form';
  const exportCsv = () => {
    const name = `${
      label
        .replace(/[^a-z0-9]+/gi, '-')
        .replace(/^-|-$/g, '')
        .toLowerCase() || 'form'
    }-responses.csv`;
    downloadFile(name, buildCsv(rows, columns, cell, outcomes), 'text/csv;charset=utf-8');
  };

  return (
    <Page wide>
      <BackLink />
      <PageTitle
        title="Responses"
        description={form.data ? form.data.label : undefined}
        action={
          rows.length > 0 && (
            <Button variant="outline" onClick={exportCsv}>
              <Download className="h-4 w-4" /> Export CSV
            </Button>
          )
        }
      />
      {!id && <p className="text-sm text-red-600">No form ID provided</p>}
      {responses.isLoading && (
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
      {responses.isSuccess && rows.length === 0 && (
        <div className="flex flex-col items-center gap-2 rounded-xl border-2 border-dashed border-slate-200 bg-white px-4 py-16 text-center">
          <Inbox className="h-10 w-10 text-slate-300" aria-hidden="true" />
          <h2 className="text-lg font-semibold text-slate-900">No Responses Yet</h2>
          <p className="text-sm text-slate-500">Share your form link — answers will show up here.</p>
        </div>
      )}
      {responses.isSuccess && rows.length > 0 && (
        <>
          {stepKeys.length > 0 && <DropOffChart stepKeys={stepKeys} responses={rows} />}
          <Card>
            <CardHeader title="All responses" description={`${rows.length} response(s) received`} />
            <div
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
                </tbody>
              </table>
            </div>
          </Card>
        </>
      )}
    </Page>
  );
}
