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
import { useI18n, useT } from '../i18n/i18n.tsx';
import type { Translate } from '../i18n/languages.ts';

type Variant = TAbTest['variants'][number];
type VariantKey = ReturnType<typeof ZAbVariantKey.parse>;

/** A share as a percentage with `digits` decimals, written the language's way ("12.5 %", "12,5 %"). */
const pct = (n: number, language: string, digits = 1) =>
  `${new Intl.NumberFormat(language, { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(n * 100)} %`;

/** What the numbers say, in one or two sentences. */
function verdict(test: TAbTest, t: Translate, language: string): string {
  const short = test.variants.filter((v) => v.visitors < test.minSample);
  const leader = test.variants.find((v) => v.key === test.leader);
  if (test.status === 'ended')
    return test.winner ? t('ab.endedWinner', { winner: test.winner }) : t('ab.endedNone');
  if (!leader) return t('ab.noVisitors');
  if (short.length > 0)
    return t('ab.tooEarly', {
      min: test.minSample.toLocaleString(language),
      counts: test.variants
        .map((v) => t('ab.variantHas', { key: v.key, count: v.visitors.toLocaleString(language) }))
        .join(', '),
    });
  const ahead = t('ab.ahead', {
    key: leader.key,
    best: pct(leader.probabilityBest, language, 0),
    rate: pct(leader.conversionRate, language),
  });
  const threshold = test.threshold.toLocaleString(language);
  if (test.decided) return `${ahead} ${t(test.autoPromote ? 'ab.decidedAuto' : 'ab.decided', { threshold })}`;
  return `${ahead} ${t('ab.notSure', { threshold })}`;
}

function ResultsChart({ test }: { test: TAbTest }) {
  const { t, language } = useI18n();
  const max = Math.max(0.0001, ...test.variants.map((v) => v.conversionRate));
  return (
    <ol className="flex flex-col gap-3" aria-label={t('ab.chart')} data-testid="ab-chart">
      {test.variants.map((v) => (
        <li key={v.key} className="flex flex-col gap-1 text-sm" data-testid="ab-bar" data-variant={v.key}>
          <div className="flex items-baseline justify-between gap-3">
            <span className="font-medium text-slate-800">{t('ab.variantN', { key: v.key })}</span>
            <span className="tabular-nums text-slate-900">
              {pct(v.conversionRate, language)}
              <span className="ml-2 text-slate-600">
                {t('ab.best', { best: pct(v.probabilityBest, language, 0) })}
              </span>
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
  const { t, tn, language } = useI18n();
  return (
    <section
      className="overflow-x-auto"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: the table scrolls sideways on a phone, so keyboard users must reach it
      tabIndex={0}
      aria-label={t('ab.results')}
    >
      <table className="w-full text-left text-sm">
        <thead className="text-slate-600">
          <tr>
            <th className="py-1 pr-3 font-medium">{t('ab.variant')}</th>
            <th className="py-1 pr-3 text-right font-medium">{t('ab.share')}</th>
            <th className="py-1 pr-3 text-right font-medium">{t('ab.visitors')}</th>
            <th className="py-1 pr-3 text-right font-medium">{t('ab.leads')}</th>
            <th className="py-1 pr-3 text-right font-medium">{t('ab.conversion')}</th>
            <th className="py-1 pr-3 text-right font-medium">{t('ab.chanceBest')}</th>
            <th className="py-1 text-right font-medium">{t('ab.expectedLoss')}</th>
          </tr>
        </thead>
        <tbody>
          {variants.map((v) => (
            <tr key={v.key} className="border-t border-slate-100" data-testid="ab-row">
              <td className="py-1.5 pr-3 text-slate-800">
                {v.key} <span className="text-slate-600">{tn('ab.steps', v.stepCount)}</span>
              </td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.weight} %</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.visitors.toLocaleString(language)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{v.leads.toLocaleString(language)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{pct(v.conversionRate, language)}</td>
              <td className="py-1.5 pr-3 text-right tabular-nums">{pct(v.probabilityBest, language, 0)}</td>
              <td className="py-1.5 text-right tabular-nums">{pct(v.expectedLoss, language, 2)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

function StartTest({ formId, onDone }: { formId: number; onDone: () => Promise<void> }) {
  const id = useId();
  const t = useT();
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
      <CardHeader title={t('ab.start')} description={t('ab.startText')} />
      <CardBody>
        <form
          className="grid grid-cols-1 gap-4 sm:grid-cols-3"
          onSubmit={(e) => {
            e.preventDefault();
            start.mutate();
          }}
        >
          <Field
            id={`${id}-a`}
            label={t('ab.weightA')}
            hint={t('ab.weightB', { weight: 100 - Number(weightA) || 0 })}
          >
            <Input
              id={`${id}-a`}
              type="number"
              min={1}
              max={99}
              value={weightA}
              onChange={(e) => setWeightA(e.target.value)}
            />
          </Field>
          <Field id={`${id}-t`} label={t('ab.threshold')}>
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
          <Field id={`${id}-m`} label={t('ab.minSample')}>
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
              label={t('ab.autoPromote')}
            />
          </div>
          {error && (
            <p role="alert" className="text-sm text-red-700 sm:col-span-3">
              {error}
            </p>
          )}
          <div className="sm:col-span-3">
            <Button type="submit" disabled={start.isPending}>
              {t('ab.startButton')}
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
  const t = useT();
  const [message, setMessage] = useState('');
  const fromDraft = useMutation({
    mutationFn: () =>
      call(setAbVariantConfig, { params: { id: formId, key: 'B' }, body: { fromDraft: true } }),
    onSuccess: async () => {
      setMessage(t('ab.draftTaken'));
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
      <CardHeader title={t('ab.variants')} description={bOpen ? t('ab.bOpen') : t('ab.bClosed')} />
      <CardBody className="flex flex-col gap-3">
        <div className="flex flex-wrap gap-2">
          <Link href={`/edit/${formId}`} className="text-sm font-medium text-emerald-800 underline">
            {t('ab.editDraft')}
          </Link>
        </div>
        <div className="flex flex-wrap gap-2">
          {bOpen && (
            <Button variant="outline" onClick={() => fromDraft.mutate()} disabled={fromDraft.isPending}>
              {t('ab.useDraft')}
            </Button>
          )}
          {leader && (
            <Button
              variant={test.decided ? 'primary' : 'outline'}
              onClick={() => end.mutate(leader)}
              disabled={end.isPending}
            >
              {t('ab.publishLeader', { key: leader })}
            </Button>
          )}
          <Button variant="ghost" onClick={() => end.mutate(null)} disabled={end.isPending}>
            {t('ab.endNone')}
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
  const { t, language } = useI18n();
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
        title={t('ab.title')}
        description={form.data ? t('ab.description', { label: form.data.label }) : t('ab.descriptionNoForm')}
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
                title={test.status === 'running' ? t('ab.soFar') : t('ab.last')}
                description={`${
                  test.endedAt
                    ? t('ab.startedEnded', {
                        date: formatDateTime(test.createdAt, language),
                        ended: formatDateTime(test.endedAt, language),
                      })
                    : t('ab.started', { date: formatDateTime(test.createdAt, language) })
                } ${t('ab.whoCounts')}`}
              />
              <CardBody className="flex flex-col gap-5">
                <p className="text-sm text-slate-800" data-testid="ab-verdict">
                  {verdict(test, t, language)}
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
