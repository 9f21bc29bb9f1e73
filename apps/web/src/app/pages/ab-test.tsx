// A form's A/B test (/forms/{id}/ab): start one (weights, threshold, minimum sample, automatic promotion), give
// variant B the draft edited in the builder, read each variant's visitors, leads, conversion and Bayesian
// probability to be best in plain words with a small chart, and end it by publishing a variant or not.
import type { TAbTest, ZAbVariantKey } from '@forms-engine/contracts';
import {
  AB_DEFAULTS,
  endAbTest,
  getAbTest,
  setAbVariantConfig,
  startAbTest,
} from '@forms-engine/contracts/client';
import { Button, Card, CardBody, CardHeader, Field, Input, Spinner, Switch } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Link } from 'wouter';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { call, errorText, queryClient, urlOf, useApiQuery } from '../lib/api.ts';
import { formatDateTime, useForm } from '../lib/forms.ts';

type Variant = TAbTest['variants'][number];
type VariantKey = ReturnType<typeof ZAbVariantKey.parse>;

const pct = (n: number, digits = 1) => `${(n * 100).toFixed(digits)} %`;

/** What the numbers say, in one or two sentences. */
function verdict(test: TAbTest): string {
  const short = test.variants.filter((v) => v.visitors < test.minSample);
  const leader = test.variants.find((v) => v.key === test.leader);
  if (test.status === 'ended')
    return test.winner
      ? `The test has ended: variant ${test.winner} was published as the form.`
      : 'The test has ended without changing the form.';
  if (!leader) return 'No visitors yet. Results appear once respondents start answering.';
  if (short.length > 0)
    return `Too early to call: each variant needs ${test.minSample.toLocaleString()} visitors (${test.variants
      .map((v) => `${v.key} has ${v.visitors.toLocaleString()}`)
      .join(', ')}).`;
  const ahead = `Variant ${leader.key} is ahead: ${pct(leader.probabilityBest, 0)} likely to convert best (${pct(leader.conversionRate)} of its visitors became leads).`;
  if (test.decided)
    return `${ahead} That reaches your ${test.threshold} % threshold${test.autoPromote ? '; it will be published with the next lead.' : ': you can publish it.'}`;
  return `${ahead} Not yet sure enough: your threshold is ${test.threshold} %.`;
}

function ResultsChart({ test }: { test: TAbTest }) {
  const max = Math.max(0.0001, ...test.variants.map((v) => v.conversionRate));
  return (
    <ol className="flex flex-col gap-3" aria-label="Conversion rate by variant" data-testid="ab-chart">
      {test.variants.map((v) => (
        <li key={v.key} className="flex flex-col gap-1 text-sm" data-testid="ab-bar" data-variant={v.key}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-800">Variant {v.key}</span>
            <span className="tabular-nums text-slate-900">
              {pct(v.conversionRate)}
              <span className="ml-2 text-slate-600">best: {pct(v.probabilityBest, 0)}</span>
            </span>
          </div>
          <span className="h-3 overflow-hidden rounded-full bg-slate-100">
            <span
              className={`block h-full rounded-full ${v.key === test.leader ? 'bg-emerald-600' : 'bg-slate-400'}`}
              style={{ width: `${(v.conversionRate / max) * 100}%` }}
            />
          </span>
        </li>
      ))}
    </ol>
  );
}

function ResultsTable({ variants }: { variants: Variant[] }) {
  return (
    <section
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, so keyboard users must reach it
      tabIndex={0}
      aria-label="Results by variant"
    >
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th className="py-1 pr-3 font-medium">Variant</th>
            <th className="py-1 pr-3 text-right font-medium">Share</th>
            <th className="py-1 pr-3 text-right font-medium">Visitors</th>
            <th className="py-1 pr-3 text-right font-medium">Leads</th>
            <th className="py-1 pr-3 text-right font-medium">Conversion</th>
            <th className="py-1 pr-3 text-right font-medium">Chance best</th>
            <th className="py-1 text-right font-medium">Expected loss</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v) => (
            <tr key={v.key} className="border-t border-slate-100" data-testid="ab-row">
              <td className="py-1.5 pr-3 text-slate-800">
                {v.key} <span className="text-slate-600">({v.stepCount} steps)</span>
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.weight} %</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.visitors.toLocaleString()}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.leads.toLocaleString()}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{pct(v.conversionRate)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{pct(v.probabilityBest, 0)}</td>
              <td className="py-1.5 text-right tabular-nums">{pct(v.expectedLoss, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StartTest({ formId, onDone }: { formId: number; onDone: () => Promise<void> }) {
  const id = useId();
  const [weightA, setWeightA] = useState('50');
  const [threshold, setThreshold] = useState(String(AB_DEFAULTS.threshold));
  const [minSample, setMinSample] = useState(String(AB_DEFAULTS.minSample));
  const [autoPromote, setAutoPromote] = useState<boolean>(AB_DEFAULTS.autoPromote);
  const [error, setError] = useState('');
  const start = useMutation({
    mutationFn: () => {
      const a = Number(weightA);
      return call(startAbTest, {
        params: { id: formId },
        body: {
          weights: { A: a, B: 100 - a },
          threshold: Number(threshold),
          minSample: Number(minSample),
          autoPromote,
        },
      });
    },
    onSuccess: async () => {
      setError('');
      await onDone();
    },
    onError: (e) => setError(errorText(e)),
  });
  return (
    <Card>
      <CardHeader
        title="Start an A/B test"
        description="Variant A is the published form. Variant B starts as a copy; change it in the editor and take it from your draft. Each visitor sees one variant and keeps it."
      />
      <CardBody>
        <form
          className="grid grid-cols-1 gap-4 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <Field id={`${id}-a`} label="Visitors shown A (%)" hint={`B gets ${100 - Number(weightA) || 0} %`}>
            <Input
              id={`${id}-a`}
              type="number"
              min={1}
              max={99}
              value={weightA}
              onChange={(e) => setWeightA(e.target.value)}
            />
          </Field>
          <Field id={`${id}-t`} label="Probability needed (%)">
            <Input
              id={`${id}-t`}
              type="number"
              min={50}
              max={99.9}
              step={0.1}
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
            />
          </Field>
          <Field id={`${id}-m`} label="Visitors per variant first">
            <Input
              id={`${id}-m`}
              type="number"
              min={10}
              value={minSample}
              onChange={(e) => setMinSample(e.target.value)}
            />
          </Field>
          <div className="sm:col-span-3">
            <Switch
              id={`${id}-auto`}
              checked={autoPromote}
              onCheckedChange={setAutoPromote}
              label="Publish the winner automatically"
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {error}
            </p>
          )}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={start.isPending}>
              Start the test
            </Button>
          </div>
        </form>
      </CardBody>
    </Card>
  );
}

function RunningActions({
  formId,
  test,
  onDone,
}: {
  formId: number;
  test: TAbTest;
  onDone: () => Promise<void>;
}) {
  const [message, setMessage] = useState('');
  const fromDraft = useMutation({
    mutationFn: () =>
      call(setAbVariantConfig, { params: { id: formId, key: 'B' }, body: { fromDraft: true } }),
    onSuccess: async () => {
      setMessage('Variant B is now your draft.');
      await onDone();
    },
    onError: (e) => setMessage(errorText(e)),
  });
  const end = useMutation({
    mutationFn: (promote: string | null) =>
      call(endAbTest, { params: { id: formId }, body: { promote: promote as VariantKey | null } }),
    onSuccess: onDone,
    onError: (e) => setMessage(errorText(e)),
  });
  const leader = test.leader;
  // A variant stays as its visitors saw it: B takes the draft only until its first visitor.
  const bOpen = test.variants.some((v) => v.key === 'B' && v.visitors === 0);
  return (
    <Card>
      <CardHeader
        title="Variants"
        description={
          bOpen
            ? 'B is what your draft was when you last took it; it can change until its first visitor.'
            : 'B has visitors, so it stays as they saw it.'
        }
      />
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Link href={`/edit/${formId}`} className="text-sm font-medium text-emerald-800 underline">
            Edit the draft
          </Link>
        </div>
        <div className="flex flex-wrap gap-2">
          {bOpen && (
            <Button variant="outline" onClick={() => fromDraft.mutate()} disabled={fromDraft.isPending}>
              Use my draft as variant B
            </Button>
          )}
          {leader && (
            <Button
              variant={test.decided ? 'primary' : 'outline'}
              onClick={() => end.mutate(leader)}
              disabled={end.isPending}
            >
              Publish {leader} and end the test
            </Button>
          )}
          <Button variant="ghost" onClick={() => end.mutate(null)} disabled={end.isPending}>
            End without changes
          </Button>
        </div>
        {message && (
          <p role="status" className="text-sm text-slate-700">
            {message}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

export function AbTestPage({ id }: { id: string }) {
  const form = useForm(id);
  const formId = Number(id);
  const input = { params: { id: formId } };
  const result = useApiQuery(getAbTest, input);
  const refresh = () => queryClient.invalidateQueries({ queryKey: [urlOf(getAbTest, input)] });
  const test = result.data?.test ?? null;
  return (
    <Page>
      <BackLink />
      <PageTitle
        title="A/B test"
        description={
          form.data
            ? `Which version of "${form.data.label}" brings more leads.`
            : 'Which version of the form brings more leads.'
        }
      />
      {result.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : result.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {errorText(result.error)}
        </p>
      ) : (
        <div className="flex flex-col gap-6">
          {test && (
            <Card>
              <CardHeader
                title={test.status === 'running' ? 'Results so far' : 'Last test'}
                description={`Started ${formatDateTime(test.createdAt)}${test.endedAt ? `, ended ${formatDateTime(test.endedAt)}` : ''}. Visitors are people who started answering; leads are those who submitted.`}
              />
              <CardBody className="flex flex-col gap-5">
                <p className="text-sm text-slate-800" data-testid="ab-verdict">
                  {verdict(test)}
                </p>
                <ResultsChart test={test} />
                <ResultsTable variants={test.variants} />
              </CardBody>
            </Card>
          )}
          {test?.status === 'running' ? (
            <RunningActions formId={formId} test={test} onDone={refresh} />
          ) : (
            <StartTest formId={formId} onDone={refresh} />
          )}
        </div>
      )}
    </Page>
  );
}
