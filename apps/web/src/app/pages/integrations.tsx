// A form's integrations (/forms/{id}/integrations): connect Google Sheets, Slack, HubSpot or Pipedrive, map the
// form's fields to columns or properties, send a test lead, route leads by their answers, conversion tracking on
// the host page, and the delivery log with Replay.
import type {
  IntegrationKind,
  TIntegration,
  TIntegrationDelivery,
  TMappingEntry,
} from '@forms-engine/contracts';
import {
  createIntegration,
  deleteIntegration,
  getLeadRouting,
  listIntegrationDeliveries,
  listIntegrations,
  putLeadRouting,
  replayIntegrationDelivery,
  testIntegration,
  updateIntegration,
} from '@forms-engine/contracts/client';
import {
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  Field,
  Input,
  Select,
  Spinner,
  Switch,
  useToast,
} from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { AlertTriangle, Plus, RotateCcw, Send, Trash2 } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { call, errorText, queryClient, urlOf, useApiQuery, userMessage } from '../lib/api.ts';
import { formatDateTime, useForm } from '../lib/forms.ts';
import { useI18n, useT } from '../i18n/i18n.tsx';
import type { MessageKey } from '../i18n/en.ts';
import { TrackingSettings } from './integrations-tracking.tsx';

const LABELS: Record<IntegrationKind, string> = {
  sheets: 'Google Sheets',
  slack: 'Slack',
  hubspot: 'HubSpot',
  pipedrive: 'Pipedrive',
  metaCapi: 'Meta Conversions API',
  ga4: 'Google Analytics 4',
};

type LeadField = { key: string; label: string; group: string };

const GROUP_LABELS: Record<string, MessageKey> = {
  contact: 'int.group.contact',
  answer: 'int.group.answer',
  location: 'int.group.location',
  calculation: 'int.group.calculation',
  hidden: 'int.group.hidden',
  session: 'int.group.session',
};

function refresh(formId: number) {
  const params = { params: { id: formId } };
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: [urlOf(listIntegrations, params)] }),
    queryClient.invalidateQueries({ queryKey: [urlOf(listIntegrationDeliveries, params)] }),
    queryClient.invalidateQueries({ queryKey: [urlOf(getLeadRouting, params)] }),
  ]);
}

/** A choice of lead fields, grouped as the mapping and the routing conditions show them. */
function FieldSelect({
  id,
  fields,
  value,
  onChange,
  label,
  only,
}: {
  id: string;
  fields: LeadField[];
  value: string;
  onChange: (v: string) => void;
  label: string;
  only?: (f: LeadField) => boolean;
}) {
  const t = useT();
  const shown = only ? fields.filter(only) : fields;
  const groups = [...new Set(shown.map((f) => f.group))];
  return (
    <Select id={id} aria-label={label} value={value} onChange={(e) => onChange(e.target.value)}>
      {!shown.some((f) => f.key === value) && <option value={value}>{value || t('int.choose')}</option>}
      {groups.map((g) => (
        <optgroup key={g} label={GROUP_LABELS[g] ? t(GROUP_LABELS[g]) : g}>
          {shown
            .filter((f) => f.group === g)
            .map((f) => (
              <option key={f.key} value={f.key}>
                {f.label}
              </option>
            ))}
        </optgroup>
      ))}
    </Select>
  );
}

// -------------------------------------------------------------------------------------------------------------
// Adding an integration

function AddIntegration({
  formId,
  google,
}: {
  formId: number;
  google: { oauth: boolean; serviceAccountEmail: string | null };
}) {
  const { toast } = useToast();
  const t = useT();
  const [kind, setKind] = useState<IntegrationKind>('slack');
  const [name, setName] = useState('');
  const [secret, setSecret] = useState('');
  const [slackMode, setSlackMode] = useState<'webhook' | 'bot'>('webhook');
  const [channel, setChannel] = useState('');
  const [sheetAuth, setSheetAuth] = useState<'oauth' | 'serviceAccount'>(
    google.oauth ? 'oauth' : 'serviceAccount',
  );
  const [spreadsheet, setSpreadsheet] = useState('');
  const [sheetName, setSheetName] = useState('Sheet1');
  const [unfinished, setUnfinished] = useState(false);
  const [pixelId, setPixelId] = useState('');
  const [testEventCode, setTestEventCode] = useState('');
  const [measurementId, setMeasurementId] = useState('');
  const [pageConsent, setPageConsent] = useState(false);
  const [error, setError] = useState('');

  const add = useMutation({
    mutationFn: () => {
      const settings: Record<string, unknown> =
        kind === 'slack'
          ? { mode: slackMode, channel: slackMode === 'bot' ? channel.trim() : '' }
          : kind === 'sheets'
            ? { auth: sheetAuth, spreadsheet, sheetName, includeUnfinished: unfinished }
            : kind === 'metaCapi'
              ? { pixelId, testEventCode, pageConsent }
              : kind === 'ga4'
                ? { measurementId, pageConsent }
                : {};
      const body = {
        kind,
        ...(name.trim() ? { name: name.trim() } : {}),
        settings,
        ...(kind === 'sheets' ? {} : { secret: secret.trim() }),
      };
      return call(createIntegration, { params: { id: formId }, body });
    },
    onSuccess: async (created) => {
      setError('');
      setName('');
      setSecret('');
      setSpreadsheet('');
      setChannel('');
      await refresh(formId);
      if (created.kind === 'sheets' && sheetAuth === 'oauth') {
        // Google asks the owner for access, then sends them back here.
        window.location.assign(`/api/integrations/google/start?formId=${formId}&integrationId=${created.id}`);
        return;
      }
      toast({ title: t('int.added', { label: LABELS[created.kind] }), description: t('int.addedText') });
    },
    onError: (e) => setError(userMessage(e, t('int.addFailed'))),
  });

  const secretField =
    kind === 'slack'
      ? slackMode === 'webhook'
        ? {
            label: t('int.slackWebhook'),
            hint: t('int.slackWebhookHint'),
            placeholder: 'https://hooks.slack.com/services/…',
          }
        : {
            label: t('int.slackBot'),
            hint: t('int.slackBotHint'),
            placeholder: 'xoxb-…',
          }
      : kind === 'hubspot'
        ? {
            label: t('int.hubspotToken'),
            hint: t('int.hubspotTokenHint'),
            placeholder: 'pat-…',
          }
        : kind === 'pipedrive'
          ? {
              label: t('int.pipedriveToken'),
              hint: t('int.pipedriveTokenHint'),
              placeholder: '',
            }
          : kind === 'metaCapi'
            ? {
                label: t('int.capiToken'),
                hint: t('int.capiTokenHint'),
                placeholder: 'EAA…',
              }
            : kind === 'ga4'
              ? {
                  label: t('int.ga4Secret'),
                  hint: t('int.ga4SecretHint'),
                  placeholder: '',
                }
              : null;

  return (
    <Card>
      <CardHeader title={t('int.addTitle')} description={t('int.addDescription')} />
      <CardBody>
        <form
          className="flex flex-col gap-4"
          onSubmit={(e) => {
            e.preventDefault();
            add.mutate();
          }}
        >
          <Field id="integration-kind" label={t('int.kind')}>
            <Select
              id="integration-kind"
              value={kind}
              onChange={(e) => {
                setKind(e.target.value as IntegrationKind);
                setError('');
              }}
            >
              {(Object.keys(LABELS) as IntegrationKind[]).map((k) => (
                <option key={k} value={k}>
                  {LABELS[k]}
                </option>
              ))}
            </Select>
          </Field>
          <Field id="integration-name" label={t('int.name')} hint={t('int.nameHint')}>
            <Input
              id="integration-name"
              placeholder={kind === 'slack' ? t('int.namePlaceholderSlack') : LABELS[kind]}
              value={name}
              onChange={(e) => setName(e.target.value)}
            />
          </Field>
          {kind === 'slack' && (
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-700">{t('int.connectWith')}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="slack-mode"
                  checked={slackMode === 'webhook'}
                  onChange={() => setSlackMode('webhook')}
                />
                {t('int.slackModeWebhook')}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="slack-mode"
                  checked={slackMode === 'bot'}
                  onChange={() => setSlackMode('bot')}
                />
                {t('int.slackModeBot')}
              </label>
            </fieldset>
          )}
          {kind === 'slack' && slackMode === 'bot' && (
            <Field id="slack-channel" label={t('int.channel')} hint={t('int.channelHint')}>
              <Input id="slack-channel" value={channel} onChange={(e) => setChannel(e.target.value)} />
            </Field>
          )}
          {kind === 'sheets' && (
            <>
              <fieldset className="flex flex-col gap-2">
                <legend className="text-sm font-medium text-slate-700">{t('int.writeWith')}</legend>
                {google.oauth && (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="sheet-auth"
                      checked={sheetAuth === 'oauth'}
                      onChange={() => setSheetAuth('oauth')}
                    />
                    {t('int.sheetOauth')}
                  </label>
                )}
                {google.serviceAccountEmail && (
                  <label className="flex items-center gap-2 text-sm">
                    <input
                      type="radio"
                      name="sheet-auth"
                      checked={sheetAuth === 'serviceAccount'}
                      onChange={() => setSheetAuth('serviceAccount')}
                    />
                    <span>
                      {t('int.shareBefore')}{' '}
                      <strong className="break-all">{google.serviceAccountEmail}</strong>{' '}
                      {t('int.shareAfter')}
                    </span>
                  </label>
                )}
                {!google.oauth && !google.serviceAccountEmail && (
                  <p className="text-sm text-amber-800">{t('int.sheetsNotSetUp')}</p>
                )}
              </fieldset>
              <Field id="sheet-url" label={t('int.sheetUrl')}>
                <Input
                  id="sheet-url"
                  placeholder="https://docs.google.com/spreadsheets/d/…"
                  value={spreadsheet}
                  onChange={(e) => setSpreadsheet(e.target.value)}
                />
              </Field>
              <Field id="sheet-tab" label={t('int.tab')} hint={t('int.tabHint')}>
                <Input id="sheet-tab" value={sheetName} onChange={(e) => setSheetName(e.target.value)} />
              </Field>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="checkbox"
                  checked={unfinished}
                  onChange={(e) => setUnfinished(e.target.checked)}
                />
                {t('int.unfinished')}
              </label>
            </>
          )}
          {kind === 'metaCapi' && (
            <>
              <Field id="capi-pixel" label={t('int.pixelId')} hint={t('int.pixelIdHint')}>
                <Input
                  id="capi-pixel"
                  inputMode="numeric"
                  value={pixelId}
                  onChange={(e) => setPixelId(e.target.value)}
                />
              </Field>
              <Field id="capi-test" label={t('int.testCode')} hint={t('int.testCodeHint')}>
                <Input
                  id="capi-test"
                  value={testEventCode}
                  onChange={(e) => setTestEventCode(e.target.value)}
                />
              </Field>
            </>
          )}
          {kind === 'ga4' && (
            <Field id="ga4-measurement" label={t('int.measurementId')} hint={t('int.measurementIdHint')}>
              <Input
                id="ga4-measurement"
                value={measurementId}
                onChange={(e) => setMeasurementId(e.target.value)}
              />
            </Field>
          )}
          {(kind === 'metaCapi' || kind === 'ga4') && (
            <label className="flex items-start gap-2 text-sm">
              <input
                type="checkbox"
                className="mt-1"
                checked={pageConsent}
                onChange={(e) => setPageConsent(e.target.checked)}
              />
              {t('int.pageConsent')}
            </label>
          )}
          {secretField && (
            <Field id="integration-secret" label={secretField.label} hint={secretField.hint}>
              <Input
                id="integration-secret"
                type="password"
                autoComplete="off"
                placeholder={secretField.placeholder}
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            </Field>
          )}
          {error && (
            <p role="alert" className="text-sm text-red-600">
              {error}
            </p>
          )}
          <Button type="submit" className="self-start" disabled={add.isPending}>
            <Plus className="h-4 w-4" />{' '}
            {add.isPending
              ? t('int.adding')
              : kind === 'sheets' && sheetAuth === 'oauth'
                ? t('int.addConnectGoogle')
                : t('int.addKind', { label: LABELS[kind] })}
          </Button>
        </form>
      </CardBody>
    </Card>
  );
}

// -------------------------------------------------------------------------------------------------------------
// One integration: status, on/off, test, token, mapping

const statusText: Record<TIntegration['status'], [MessageKey, 'green' | 'amber' | 'red' | 'neutral']> = {
  ok: ['int.status.ok', 'green'],
  off: ['int.status.off', 'neutral'],
  'not-connected': ['int.status.notConnected', 'amber'],
  broken: ['int.status.broken', 'red'],
};

function IntegrationCard({
  formId,
  integration: it,
  fields,
}: {
  formId: number;
  integration: TIntegration;
  fields: LeadField[];
}) {
  const { toast } = useToast();
  const { t, tn } = useI18n();
  const uid = useId();
  const [mapping, setMapping] = useState<TMappingEntry[]>(it.mapping);
  const [secret, setSecret] = useState('');
  const [testResult, setTestResult] = useState<{ ok: boolean; detail: string } | null>(null);
  useEffect(() => setMapping(it.mapping), [it.mapping]);
  const label = it.name || LABELS[it.kind];
  const [status, tone] = statusText[it.status];

  const update = useMutation({
    mutationFn: (body: Record<string, unknown>) =>
      call(updateIntegration, { params: { id: formId, integrationId: it.id }, body }),
    onSuccess: async () => {
      setSecret('');
      await refresh(formId);
      toast({ title: t('int.saved', { label }) });
    },
    onError: (e) => toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' }),
  });
  const test = useMutation({
    mutationFn: () => call(testIntegration, { params: { id: formId, integrationId: it.id } }),
    onSuccess: (r) => setTestResult(r),
    onError: (e) => setTestResult({ ok: false, detail: errorText(e) }),
  });
  const remove = useMutation({
    mutationFn: () => call(deleteIntegration, { params: { id: formId, integrationId: it.id } }),
    onSuccess: () => refresh(formId),
    onError: (e) => toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' }),
  });
  const mapsTo: MessageKey =
    it.kind === 'sheets' ? 'int.columnFor' : it.kind === 'slack' ? 'int.shownAsFor' : 'int.propertyFor';
  const usesToken = it.kind !== 'sheets';
  const conversion = it.kind === 'metaCapi' || it.kind === 'ga4';
  const oauthSheet = it.kind === 'sheets' && it.settings.auth !== 'serviceAccount';

  return (
    <Card role="region" aria-label={label}>
      <CardHeader
        title={
          <span className="flex flex-wrap items-center gap-2">
            {label} <Badge tone={tone}>{t(status)}</Badge>
          </span>
        }
        description={
          it.kind === 'slack'
            ? t('int.desc.slack')
            : it.kind === 'sheets'
              ? t('int.desc.sheets')
              : it.kind === 'hubspot'
                ? t('int.desc.hubspot')
                : it.kind === 'metaCapi'
                  ? t('int.desc.metaCapi')
                  : it.kind === 'ga4'
                    ? t('int.desc.ga4')
                    : t('int.desc.pipedrive')
        }
      />
      <CardBody className="flex flex-col gap-4">
        {it.status === 'broken' && (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900"
          >
            <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <span>
              {it.brokenReason} {it.waiting > 0 && `${tn('int.waiting', it.waiting)} `}
              {t('int.fixBelow')}
            </span>
          </p>
        )}
        <Switch
          id={`${uid}-on`}
          label={t('int.sendHere')}
          checked={it.enabled}
          onCheckedChange={(enabled) => update.mutate({ enabled })}
        />
        {oauthSheet && (it.status === 'not-connected' || it.status === 'broken') && (
          <a
            className="self-start rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50"
            href={`/api/integrations/google/start?formId=${formId}&integrationId=${it.id}`}
          >
            {t('int.connectGoogle')}
          </a>
        )}
        {usesToken && (
          <form
            className="flex flex-col gap-2 sm:flex-row sm:items-end"
            onSubmit={(e) => {
              e.preventDefault();
              if (secret.trim()) update.mutate({ secret: secret.trim() });
            }}
          >
            <Field
              id={`${uid}-secret`}
              className="grow"
              label={
                it.kind === 'slack' && it.settings.mode === 'webhook'
                  ? t('int.newWebhookUrl')
                  : t('int.newToken')
              }
              hint={
                it.secretHint ? t('int.savedEndsIn', { hint: it.secretHint.replace('…', '') }) : undefined
              }
            >
              <Input
                id={`${uid}-secret`}
                type="password"
                autoComplete="off"
                value={secret}
                onChange={(e) => setSecret(e.target.value)}
              />
            </Field>
            <Button type="submit" variant="outline" disabled={!secret.trim() || update.isPending}>
              {t('int.replace')}
            </Button>
          </form>
        )}
        {/* Conversion events have a fixed shape: nothing to map. */}
        {!conversion && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-1 text-sm font-medium text-slate-700">{t('int.fieldsSent')}</legend>
            {mapping.length === 0 && <p className="text-sm text-slate-500">{t('int.noFields')}</p>}
            {mapping.map((m, i) => (
              <div
                key={`${i}-${m.source}`}
                className="flex flex-col gap-1 sm:flex-row sm:items-center sm:gap-2"
              >
                <FieldSelect
                  id={`${uid}-src-${i}`}
                  label={t('int.fieldN', { n: i + 1 })}
                  fields={fields}
                  value={m.source}
                  onChange={(source) => setMapping(mapping.map((x, j) => (j === i ? { ...x, source } : x)))}
                />
                <span aria-hidden="true" className="hidden text-slate-400 sm:inline">
                  →
                </span>
                <div className="flex grow gap-2">
                  <Input
                    aria-label={t(mapsTo, { n: i + 1 })}
                    value={m.target}
                    onChange={(e) =>
                      setMapping(mapping.map((x, j) => (j === i ? { ...x, target: e.target.value } : x)))
                    }
                  />
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('int.removeField', { n: i + 1 })}
                    onClick={() => setMapping(mapping.filter((_, j) => j !== i))}
                  >
                    <Trash2 className="h-4 w-4" />
                  </Button>
                </div>
              </div>
            ))}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                size="sm"
                onClick={() => {
                  const f = fields.find((x) => !mapping.some((m) => m.source === x.key)) ?? fields[0];
                  if (f) setMapping([...mapping, { source: f.key, target: f.label }]);
                }}
              >
                <Plus className="h-3.5 w-3.5" /> {t('int.addField')}
              </Button>
              <Button size="sm" onClick={() => update.mutate({ mapping })} disabled={update.isPending}>
                {t('int.saveFields')}
              </Button>
            </div>
          </fieldset>
        )}
        <div className="flex flex-col gap-2 border-t border-slate-100 pt-4 sm:flex-row sm:items-center">
          <Button variant="outline" onClick={() => test.mutate()} disabled={test.isPending}>
            <Send className="h-4 w-4" /> {test.isPending ? t('common.sending') : t('int.sendTest')}
          </Button>
          <Button
            variant="ghost"
            className="text-red-700 sm:ml-auto"
            onClick={() => {
              if (window.confirm(t('int.removeConfirm', { label }))) remove.mutate();
            }}
          >
            <Trash2 className="h-4 w-4" /> {t('int.remove')}
          </Button>
        </div>
        {testResult && (
          <p role="status" className={`text-sm ${testResult.ok ? 'text-emerald-700' : 'text-red-700'}`}>
            {t(testResult.ok ? 'int.testSent' : 'int.testNotSent', { detail: testResult.detail })}
          </p>
        )}
      </CardBody>
    </Card>
  );
}

// -------------------------------------------------------------------------------------------------------------
// Lead routing

type Op = 'gt' | 'gte' | 'lt' | 'lte' | 'equals' | 'notEquals' | 'contains';
const OPS: [Op, MessageKey][] = [
  ['gt', 'int.op.gt'],
  ['gte', 'int.op.gte'],
  ['lt', 'int.op.lt'],
  ['lte', 'int.op.lte'],
  ['equals', 'int.op.equals'],
  ['notEquals', 'int.op.notEquals'],
  ['contains', 'int.op.contains'],
];

interface RuleDraft {
  name: string;
  postalCodes: string;
  field: string;
  op: Op;
  value: string;
  recipients: string;
  integrations: number[];
}

type Cond = { step?: string; hidden?: string; op: string; value?: unknown } | null;

function toDraft(rule: {
  name: string;
  postalCodes: string;
  when: unknown;
  recipients: string[];
  integrations: number[];
}): RuleDraft {
  const when = rule.when as Cond;
  const leaf = when && (when.step !== undefined || when.hidden !== undefined) ? when : null;
  return {
    name: rule.name,
    postalCodes: rule.postalCodes,
    field: leaf ? (leaf.hidden !== undefined ? `hidden:${leaf.hidden}` : `ref:${leaf.step}`) : '',
    op: (leaf?.op as Op) ?? 'gt',
    value: leaf?.value === undefined ? '' : String(leaf.value),
    recipients: rule.recipients.join(', '),
    integrations: rule.integrations,
  };
}

function fromDraft(d: RuleDraft) {
  const value = d.value.trim() !== '' && Number.isFinite(Number(d.value)) ? Number(d.value) : d.value.trim();
  const when = !d.field
    ? null
    : d.field.startsWith('hidden:')
      ? { hidden: d.field.slice(7), op: d.op, value }
      : { step: d.field.slice(4), op: d.op, value };
  return {
    name: d.name.trim(),
    postalCodes: d.postalCodes.trim(),
    when,
    recipients: d.recipients
      .split(/[,\s]+/)
      .map((s) => s.trim())
      .filter(Boolean),
    integrations: d.integrations,
  };
}

/** The fields a condition can test: answers and calculations (by id), hidden fields. */
function conditionFields(fields: LeadField[]): LeadField[] {
  return fields.flatMap((f) => {
    if (f.group === 'answer') return [{ ...f, key: `ref:${f.key.slice('answer:'.length)}` }];
    if (f.group === 'calculation') return [{ ...f, key: `ref:${f.key.slice('calc:'.length)}` }];
    if (f.group === 'hidden') return [f];
    return [];
  });
}

function LeadRouting({
  formId,
  fields,
  integrations,
}: {
  formId: number;
  fields: LeadField[];
  integrations: TIntegration[];
}) {
  const { toast } = useToast();
  const t = useT();
  const uid = useId();
  const routing = useApiQuery(getLeadRouting, { params: { id: formId } });
  const [mode, setMode] = useState<'first' | 'all'>('first');
  const [rules, setRules] = useState<RuleDraft[]>([]);
  const [error, setError] = useState('');
  useEffect(() => {
    if (!routing.data) return;
    setMode(routing.data.mode);
    setRules(routing.data.rules.map(toDraft));
  }, [routing.data]);
  const save = useMutation({
    mutationFn: () =>
      call(putLeadRouting, { params: { id: formId }, body: { mode, rules: rules.map(fromDraft) } }),
    onSuccess: async (r) => {
      setError('');
      await refresh(formId);
      toast({
        title: t('int.routingSaved'),
        description:
          r.unconfirmedRecipients.length > 0
            ? t('int.mustConfirm', { emails: r.unconfirmedRecipients.join(', ') })
            : undefined,
      });
    },
    onError: (e) => setError(userMessage(e, t('int.routingFailed'))),
  });
  const condFields = conditionFields(fields);
  const set = (i: number, patch: Partial<RuleDraft>) =>
    setRules(rules.map((r, j) => (j === i ? { ...r, ...patch } : r)));

  return (
    <Card>
      <CardHeader title={t('int.routingTitle')} description={t('int.routingDescription')} />
      <CardBody>
        {routing.isLoading ? (
          <Spinner />
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <fieldset className="flex flex-col gap-2">
              <legend className="text-sm font-medium text-slate-700">{t('int.severalMatch')}</legend>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${uid}-mode`}
                  checked={mode === 'first'}
                  onChange={() => setMode('first')}
                />
                {t('int.modeFirst')}
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name={`${uid}-mode`}
                  checked={mode === 'all'}
                  onChange={() => setMode('all')}
                />
                {t('int.modeAll')}
              </label>
            </fieldset>
            {rules.map((r, i) => (
              <fieldset key={i} className="flex flex-col gap-3 rounded-lg border border-slate-200 p-3">
                <legend className="px-1 text-sm font-medium text-slate-800">
                  {t('int.ruleN', { n: i + 1 })}
                </legend>
                <Field id={`${uid}-name-${i}`} label={t('int.ruleName')}>
                  <Input
                    id={`${uid}-name-${i}`}
                    placeholder={t('int.ruleNamePlaceholder')}
                    value={r.name}
                    onChange={(e) => set(i, { name: e.target.value })}
                  />
                </Field>
                <Field id={`${uid}-postal-${i}`} label={t('int.postal')} hint={t('int.postalHint')}>
                  <Input
                    id={`${uid}-postal-${i}`}
                    value={r.postalCodes}
                    onChange={(e) => set(i, { postalCodes: e.target.value })}
                  />
                </Field>
                <div className="flex flex-col gap-1.5">
                  <span className="text-sm font-medium text-slate-700">{t('int.andWhen')}</span>
                  <div className="flex flex-col gap-2 sm:flex-row">
                    <Select
                      aria-label={t('int.ruleField', { n: i + 1 })}
                      value={r.field}
                      onChange={(e) => set(i, { field: e.target.value })}
                    >
                      <option value="">{t('int.anyAnswers')}</option>
                      {condFields.map((f) => (
                        <option key={f.key} value={f.key}>
                          {f.label}
                        </option>
                      ))}
                    </Select>
                    {r.field && (
                      <>
                        <Select
                          aria-label={t('int.ruleComparison', { n: i + 1 })}
                          value={r.op}
                          onChange={(e) => set(i, { op: e.target.value as Op })}
                        >
                          {OPS.map(([op, text]) => (
                            <option key={op} value={op}>
                              {t(text)}
                            </option>
                          ))}
                        </Select>
                        <Input
                          aria-label={t('int.ruleValue', { n: i + 1 })}
                          value={r.value}
                          onChange={(e) => set(i, { value: e.target.value })}
                        />
                      </>
                    )}
                  </div>
                </div>
                <Field id={`${uid}-to-${i}`} label={t('int.emailTo')} hint={t('int.emailToHint')}>
                  <Input
                    id={`${uid}-to-${i}`}
                    value={r.recipients}
                    onChange={(e) => set(i, { recipients: e.target.value })}
                  />
                </Field>
                {integrations.length > 0 && (
                  <fieldset className="flex flex-col gap-1">
                    <legend className="text-sm font-medium text-slate-700">{t('int.sendTo')}</legend>
                    {integrations.map((it) => (
                      <label key={it.id} className="flex items-center gap-2 text-sm">
                        <input
                          type="checkbox"
                          checked={r.integrations.includes(it.id)}
                          onChange={(e) =>
                            set(i, {
                              integrations: e.target.checked
                                ? [...r.integrations, it.id]
                                : r.integrations.filter((x) => x !== it.id),
                            })
                          }
                        />
                        {it.name || LABELS[it.kind]}
                      </label>
                    ))}
                  </fieldset>
                )}
                <Button
                  variant="ghost"
                  size="sm"
                  className="self-start text-red-700"
                  onClick={() => setRules(rules.filter((_, j) => j !== i))}
                >
                  <Trash2 className="h-3.5 w-3.5" /> {t('int.removeRule', { n: i + 1 })}
                </Button>
              </fieldset>
            ))}
            {routing.data && routing.data.unconfirmedRecipients.length > 0 && (
              <p className="text-sm text-amber-800">
                {t('int.waitingConfirm', { emails: routing.data.unconfirmedRecipients.join(', ') })}
              </p>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div className="flex flex-wrap gap-2">
              <Button
                variant="outline"
                onClick={() =>
                  setRules([
                    ...rules,
                    {
                      name: '',
                      postalCodes: '',
                      field: '',
                      op: 'gt',
                      value: '',
                      recipients: '',
                      integrations: [],
                    },
                  ])
                }
              >
                <Plus className="h-4 w-4" /> {t('int.addRule')}
              </Button>
              <Button type="submit" disabled={save.isPending}>
                {save.isPending ? t('common.saving') : t('int.saveRouting')}
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}

// -------------------------------------------------------------------------------------------------------------
// Delivery log

function deliveryTone(status: TIntegrationDelivery['status']): 'green' | 'amber' | 'red' | 'neutral' {
  if (status === 'succeeded') return 'green';
  if (status === 'failed' || status === 'paused') return 'red';
  if (status === 'pending' || status === 'delivering') return 'amber';
  return 'neutral';
}

function DeliveryLog({ formId }: { formId: number }) {
  const { toast } = useToast();
  const { t, tn, language } = useI18n();
  const log = useApiQuery(listIntegrationDeliveries, { params: { id: formId } });
  const replay = useMutation({
    mutationFn: (d: TIntegrationDelivery) =>
      call(replayIntegrationDelivery, { params: { id: formId, deliveryId: d.id } }),
    onSuccess: async () => {
      toast({ title: t('int.sendingAgain') });
      await refresh(formId);
    },
    onError: (e) => toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' }),
  });
  return (
    <Card>
      <CardHeader
        title={t('int.logTitle')}
        description={t('int.logDescription')}
        action={
          <Button variant="outline" size="sm" onClick={() => void log.refetch()}>
            {t('int.refresh')}
          </Button>
        }
      />
      {log.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : log.isError ? (
        <p className="px-5 py-4 text-sm text-red-600">{errorText(log.error)}</p>
      ) : (log.data ?? []).length === 0 ? (
        <p className="px-5 py-6 text-sm text-slate-500">{t('int.noDeliveries')}</p>
      ) : (
        <ul className="divide-y divide-slate-100" aria-label={t('int.deliveries')}>
          {(log.data ?? []).map((d) => (
            <li
              key={d.id}
              className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
            >
              <div className="min-w-0">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="text-sm font-medium text-slate-900">{d.destination}</span>
                  <Badge tone={deliveryTone(d.status)}>{t(`int.delivery.${d.status}`)}</Badge>
                  {d.responseId ? (
                    <span className="text-xs text-slate-500">{t('int.leadN', { id: d.responseId })}</span>
                  ) : null}
                </div>
                <p className="mt-0.5 text-xs break-words text-slate-600">
                  {formatDateTime(d.createdAt, language)} · {tn('int.attempts', d.attempts)}
                  {d.responseCode ? ` · HTTP ${d.responseCode}` : ''}
                  {d.detail ? ` · ${d.detail}` : ''}
                </p>
              </div>
              {(d.status === 'failed' || d.status === 'succeeded' || d.status === 'cancelled') && (
                <Button
                  variant="outline"
                  size="sm"
                  disabled={replay.isPending && replay.variables?.id === d.id}
                  onClick={() => replay.mutate(d)}
                  aria-label={t('int.replayAria', { id: d.id, destination: d.destination })}
                >
                  <RotateCcw className="h-3.5 w-3.5" /> {t('int.replay')}
                </Button>
              )}
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

// -------------------------------------------------------------------------------------------------------------

export function IntegrationsPage({ id }: { id: string }) {
  const t = useT();
  const form = useForm(id);
  const formId = Number(id);
  const overview = useApiQuery(listIntegrations, { params: { id: formId } });
  const back = new URLSearchParams(window.location.search);
  const google = back.get('google');

  return (
    <Page>
      <BackLink />
      <PageTitle
        title={t('int.title')}
        description={
          form.data ? t('int.description', { label: form.data.label }) : t('int.descriptionNoForm')
        }
      />
      {google === 'connected' && (
        <p
          role="status"
          className="mb-4 rounded-lg border border-emerald-200 bg-emerald-50 p-3 text-sm text-emerald-900"
        >
          {t('int.googleConnected')}
        </p>
      )}
      {google === 'error' && (
        <p role="alert" className="mb-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-900">
          {t('int.googleError', { message: back.get('message') ?? t('int.tryAgain') })}
        </p>
      )}
      {overview.isLoading ? (
        <div className="flex justify-center py-8">
          <Spinner />
        </div>
      ) : overview.isError || !overview.data ? (
        <p className="text-sm text-red-600">{errorText(overview.error)}</p>
      ) : (
        <div className="flex flex-col gap-6">
          {overview.data.integrations.map((it) => (
            <IntegrationCard key={it.id} formId={formId} integration={it} fields={overview.data.fields} />
          ))}
          <AddIntegration formId={formId} google={overview.data.google} />
          <LeadRouting
            formId={formId}
            fields={overview.data.fields}
            integrations={overview.data.integrations}
          />
          <TrackingSettings formId={formId} />
          <DeliveryLog formId={formId} />
        </div>
      )}
    </Page>
  );
}
