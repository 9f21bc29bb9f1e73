// A form's funnel (/forms/{id}/funnel): times the form was shown, sessions started, each step shown along the paths
// respondents took, and completions, with the drop-off between them, as a chart and a table, per version, by date
// and campaign.
import type { TFunnel } from '@forms-engine/contracts';
import { formFunnel } from '@forms-engine/contracts/client';
import { Card, CardBody, CardHeader, Field, Input, Select, Spinner } from '@forms-engine/ui';
import { useId, useState } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { useI18n } from '../i18n/i18n.tsx';
import type { Translate } from '../i18n/languages.ts';
import { errorText, useApiQuery } from '../lib/api.ts';
import { useForm } from '../lib/forms.ts';

type Filters = {
  version: string;
  variant: string;
  from: string;
  to: string;
  utm_source: string;
  utm_campaign: string;
};
const NO_FILTERS: Filters = { version: '', variant: '', from: '', to: '', utm_source: '', utm_campaign: '' };

/** A bar of the chart: what it counts, how many, and how many of the bar before left at it. */
type Bar = { key: string; label: string; count: number; dropped: number | null };

/** A share as the owner's language writes percentages (`50%`, `50 %`); a dash when there is nothing to share. */
const percent = (part: number, whole: number, language: string) =>
  whole > 0
    ? new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(part / whole)
    : '–';

/** Views → started → each step with views → completed. A step no session's path held is still listed, at zero. */
function barsOf(funnel: TFunnel, t: Translate): Bar[] {
  return [
    { key: 'views', label: t('funnel.views'), count: funnel.views, dropped: null },
    {
      key: 'started',
      label: t('funnel.started'),
      count: funnel.started,
      // Sessions from before views were counted can outnumber them; nobody is said to have left then.
      dropped: funnel.views >= funnel.started ? funnel.views - funnel.started : null,
    },
    ...funnel.steps.map((s, i) => ({
      key: `step-${s.id}`,
      label: `${i + 1}. ${s.title}`,
      count: s.viewed,
      dropped: s.dropped,
    })),
    { key: 'completed', label: t('funnel.completed'), count: funnel.completed, dropped: null },
  ];
}

function FunnelChart({ funnel }: { funnel: TFunnel }) {
  const { t, tn, language } = useI18n();
  const bars = barsOf(funnel, t);
  const max = Math.max(1, ...bars.map((b) => b.count));
  // Shares are of the first bar, the views (of the starts where older sessions outnumber the views counted).
  const whole = Math.max(funnel.views, funnel.started);
  return (
    <Card>
      <CardHeader title={t('funnel.chartTitle')} description={t('funnel.chartText')} />
      <CardBody>
        <ol className="flex flex-col gap-3" aria-label={t('funnel.chart')} data-testid="funnel-chart">
          {bars.map((b) => (
            <li
              key={b.key}
              className="flex flex-col gap-1 text-sm"
              data-testid="funnel-bar"
              data-count={b.count}
              data-dropped={b.dropped ?? undefined}
            >
              <div className="flex items-baseline justify-between gap-3">
                <span className="min-w-0 truncate text-slate-700" title={b.label}>
                  {b.label}
                </span>
                <span className="shrink-0 font-medium text-slate-900 tabular-nums">
                  {b.count.toLocaleString(language)}
                  <span className="ml-1 font-normal text-slate-500">{percent(b.count, whole, language)}</span>
                </span>
              </div>
              <span className="h-3 overflow-hidden rounded-full bg-slate-100">
                <span
                  className={`block h-full rounded-full ${b.key === 'completed' ? 'bg-emerald-600' : 'bg-emerald-400'}`}
                  style={{ width: `${(b.count / max) * 100}%` }}
                />
              </span>
              {b.dropped !== null && b.dropped > 0 && (
                <span className="text-xs text-red-700">
                  {b.key === 'started'
                    ? tn('funnel.leftWithout', b.dropped, {
                        share: percent(b.dropped, funnel.views, language),
                      })
                    : tn('funnel.leftHere', b.dropped, { share: percent(b.dropped, b.count, language) })}
                </span>
              )}
            </li>
          ))}
        </ol>
      </CardBody>
    </Card>
  );
}

function FunnelTable({ funnel }: { funnel: TFunnel }) {
  const { t, language } = useI18n();
  return (
    <Card>
      <CardHeader title={t('funnel.tableTitle')} description={t('funnel.tableText')} />
      <CardBody className="overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead className="text-slate-500">
            <tr>
              <th className="py-1 pr-3 font-medium">{t('funnel.step')}</th>
              <th className="py-1 pr-3 text-right font-medium">{t('funnel.shown')}</th>
              <th className="py-1 pr-3 text-right font-medium">{t('funnel.wentOn')}</th>
              <th className="py-1 text-right font-medium">{t('funnel.left')}</th>
            </tr>
          </thead>
          <tbody>
            {funnel.steps.map((s, i) => (
              <tr key={s.id} className="border-t border-slate-100">
                <td className="py-1.5 pr-3 text-slate-700">
                  {i + 1}. {s.title}
                </td>
                <td className="py-1.5 pr-3 text-right tabular-nums">{s.viewed.toLocaleString(language)}</td>
                <td className="py-1.5 pr-3 text-right tabular-nums">
                  {(s.viewed - s.dropped).toLocaleString(language)}
                </td>
                <td className="py-1.5 text-right tabular-nums">{s.dropped.toLocaleString(language)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </CardBody>
    </Card>
  );
}

function FunnelFilters({
  funnel,
  filters,
  onChange,
}: {
  funnel: TFunnel | undefined;
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  const { t } = useI18n();
  const id = useId();
  const set = (key: keyof Filters) => (e: { target: { value: string } }) =>
    onChange({ ...filters, [key]: e.target.value });
  const variants = funnel?.variants ?? [];
  return (
    <div
      className={`mb-6 grid grid-cols-1 gap-3 sm:grid-cols-2 ${variants.length ? 'lg:grid-cols-6' : 'lg:grid-cols-5'}`}
    >
      {variants.length > 0 && (
        <Field id={`${id}-variant`} label={t('funnel.abVariant')}>
          <Select id={`${id}-variant`} value={filters.variant} onChange={set('variant')}>
            <option value="">{t('funnel.allVisitors')}</option>
            {variants.map((v) => (
              <option key={v} value={v}>
                {t('funnel.variantN', { key: v })}
              </option>
            ))}
          </Select>
        </Field>
      )}
      <Field id={`${id}-version`} label={t('funnel.version')}>
        {/* A variant is counted along its own steps, whatever version was live. */}
        <Select
          id={`${id}-version`}
          value={filters.version}
          onChange={set('version')}
          disabled={filters.variant !== ''}
        >
          <option value="">{t('funnel.liveVersion')}</option>
          {(funnel?.versions ?? []).map((v) => (
            <option key={v} value={String(v)}>
              {t('funnel.versionN', { version: v })}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-from`} label={t('funnel.from')}>
        <Input id={`${id}-from`} type="date" value={filters.from} onChange={set('from')} />
      </Field>
      <Field id={`${id}-to`} label={t('funnel.until')}>
        <Input id={`${id}-to`} type="date" value={filters.to} onChange={set('to')} />
      </Field>
      <Field id={`${id}-source`} label="utm_source">
        <Select id={`${id}-source`} value={filters.utm_source} onChange={set('utm_source')}>
          <option value="">{t('funnel.allSources')}</option>
          {(funnel?.sources ?? []).map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </Select>
      </Field>
      <Field id={`${id}-campaign`} label="utm_campaign">
        <Select id={`${id}-campaign`} value={filters.utm_campaign} onChange={set('utm_campaign')}>
          <option value="">{t('funnel.allCampaigns')}</option>
          {(funnel?.campaigns ?? []).map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </Select>
      </Field>
    </div>
  );
}

export function FunnelPage({ id }: { id: string }) {
  const { t } = useI18n();
  const form = useForm(id);
  const formId = Number(id);
  const [filters, setFilters] = useState<Filters>(NO_FILTERS);
  const query = Object.fromEntries(Object.entries(filters).filter(([, v]) => v !== ''));
  const funnel = useApiQuery(
    formFunnel,
    { params: { id: formId }, query },
    { placeholderData: (prev) => prev },
  );
  return (
    <Page>
      <BackLink />
      <PageTitle
        title={t('funnel.title')}
        description={
          form.data ? t('funnel.description', { label: form.data.label }) : t('funnel.descriptionNoForm')
        }
      />
      <FunnelFilters funnel={funnel.data} filters={filters} onChange={setFilters} />
      {funnel.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : funnel.isError || !funnel.data ? (
        <p role="alert" className="text-sm text-red-600">
          {errorText(funnel.error)}
        </p>
      ) : funnel.data.version === null ? (
        <p className="text-sm text-slate-600">{t('funnel.notPublished')}</p>
      ) : (
        <div className="grid grid-cols-1 gap-6 lg:grid-cols-2">
          <FunnelChart funnel={funnel.data} />
          <FunnelTable funnel={funnel.data} />
        </div>
      )}
    </Page>
  );
}
