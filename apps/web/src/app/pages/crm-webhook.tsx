// The CRM webhook (/route-response, the spec's Route Response): its URL, test, signing secret and the
// delivery log with Replay.
import { Badge, Button, Card, CardBody, CardHeader, Field, Input, Spinner, useToast } from '@forms-engine/ui';
import type { ApiResponse, ApiRoute, TDelivery } from '@forms-engine/contracts';
import {
  getWebhook,
  listWebhookDeliveries,
  replayWebhookDelivery,
  rotateWebhookSecret,
  type RouteRef,
  saveWebhook,
  testWebhook,
} from '@forms-engine/contracts/client';
import { useMutation, useQuery } from '@tanstack/react-query';
import { AlertTriangle, Check, Copy, Eye, EyeOff, Info, KeyRound, RotateCcw, Send } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Page, PageTitle } from '../components/app-header.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ApiError, call, errorText, queryClient, urlOf, userMessage } from '../lib/api.ts';
import { useI18n } from '../i18n/i18n.tsx';
import { useAuth } from '../lib/auth.tsx';
import { copyText } from '../lib/clipboard.ts';
import { formatDateTime } from '../lib/forms.ts';
import { useCopiedMark } from '../lib/hooks.ts';

type Delivery = TDelivery;

/** A 404 means the server does not offer this yet: show nothing rather than an error. */
async function optional<R extends ApiRoute>(route: RouteRef<R>): Promise<ApiResponse<R> | null> {
  try {
    return (await call(route as RouteRef)) as ApiResponse<R>;
  } catch (e) {
    if (e instanceof ApiError && e.status === 404) return null;
    throw e;
  }
}

const WEBHOOK_KEY = [urlOf(getWebhook)];
const DELIVERIES_KEY = [urlOf(listWebhookDeliveries)];

function statusTone(status: string): 'green' | 'amber' | 'red' | 'neutral' {
  if (/deliver|success|ok/i.test(status)) return 'green';
  if (/fail|dead|error/i.test(status)) return 'red';
  if (/pend|retry|queue/i.test(status)) return 'amber';
  return 'neutral';
}

export function CrmWebhookPage() {
  const { user } = useAuth();
  const { toast } = useToast();
  const webhook = useQuery({ queryKey: WEBHOOK_KEY, queryFn: () => optional(getWebhook), enabled: !!user });
  const deliveries = useQuery({
    queryKey: DELIVERIES_KEY,
    queryFn: () => optional(listWebhookDeliveries),
    enabled: !!user,
  });
  const [url, setUrl] = useState('');
  const { t, tn } = useI18n();
  const [showSecret, setShowSecret] = useState(false);
  const [copied, markCopied] = useCopiedMark();
  useEffect(() => {
    if (webhook.data?.webhookUrl) setUrl(webhook.data.webhookUrl);
  }, [webhook.data]);

  const saveUrl = useMutation({
    mutationFn: (webhookUrl: string) => call(saveWebhook, { body: { webhookUrl } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY });
      toast({ title: t('common.success'), description: t('crm.saved') });
    },
    onError: (e) =>
      toast({
        title: t('common.error'),
        description: userMessage(e, t('crm.saveFailed')),
        variant: 'destructive',
      }),
  });
  const sendTest = useMutation({
    mutationFn: (webhookUrl: string) => call(testWebhook, { body: { webhookUrl } }),
    onSuccess: () => {
      toast({ title: t('common.success'), description: t('crm.tested') });
      void queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    },
    onError: (e) =>
      toast({
        title: t('common.error'),
        description: userMessage(e, t('crm.testFailed')),
        variant: 'destructive',
      }),
  });
  const replayDelivery = useMutation({
    mutationFn: (d: Delivery) => call(replayWebhookDelivery, { params: { id: d.id } }),
    onSuccess: async (_a, d) => {
      toast({ title: t('crm.queued'), description: t('crm.queuedText', { id: d.id }) });
      await queryClient.invalidateQueries({ queryKey: DELIVERIES_KEY });
    },
    onError: (e) => toast({ title: 'Error', description: errorText(e), variant: 'destructive' }),
  });
  const saving = saveUrl.isPending;
  const testing = sendTest.isPending;
  const replaying = replayDelivery.isPending ? replayDelivery.variables?.id : null;
  const save = () => {
    if (!user)
      return toast({ title: t('common.error'), description: t('crm.notSignedIn'), variant: 'destructive' });
    saveUrl.mutate(url.trim());
  };
  const test = () => {
    if (!url.trim())
      return toast({
        title: t('common.error'),
        description: t('crm.urlFirst'),
        variant: 'destructive',
      });
    sendTest.mutate(url.trim());
  };
  const replay = (d: Delivery) => replayDelivery.mutate(d);
  const secret = webhook.data?.secret;
  const copySecret = async () => {
    try {
      await copyText(secret ?? '');
      markCopied();
      toast({ title: t('crm.secretCopied') });
    } catch {
      toast({ title: t('common.error'), description: t('common.copyFailedText'), variant: 'destructive' });
    }
  };
  const rotateSecret = useMutation({
    mutationFn: () => call(rotateWebhookSecret),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: WEBHOOK_KEY });
      setShowSecret(true);
      toast({
        title: t('crm.rotated'),
        description: t('crm.rotatedText'),
      });
    },
    onError: (e) => toast({ title: 'Error', description: errorText(e), variant: 'destructive' }),
  });
  const rotating = rotateSecret.isPending;
  const rotate = () => rotateSecret.mutate();

  return (
    <Page>
      <BackLink />
      <PageTitle title={t('crm.title')} description={t('crm.description')} />
      <Card>
        <CardHeader title={t('crm.card')} />
        <CardBody className="flex flex-col gap-4">
          <form
            className="flex flex-col gap-3"
            onSubmit={(e) => {
              e.preventDefault();
              save();
            }}
          >
            <Field id="webhook-url" label={t('crm.url')}>
              <Input
                id="webhook-url"
                type="url"
                placeholder="https://hooks.example.com/forms"
                value={url}
                onChange={(e) => setUrl(e.target.value)}
              />
            </Field>
            <div className="flex flex-col gap-2 sm:flex-row">
              <Button type="submit" disabled={saving}>
                {saving ? t('common.saving') : t('crm.save')}
              </Button>
              <Button variant="outline" onClick={test} disabled={testing}>
                <Send className="h-4 w-4" /> {testing ? t('common.sending') : t('crm.test')}
              </Button>
            </div>
          </form>
          {webhook.data?.disabled && (
            <p
              role="status"
              className="flex gap-2 rounded-lg border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900"
            >
              <AlertTriangle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
              {t('crm.paused')}
            </p>
          )}
          <div className="flex gap-3 rounded-lg border border-sky-200 bg-sky-50 p-4 text-sm text-sky-900">
            <Info className="mt-0.5 h-4 w-4 shrink-0" aria-hidden="true" />
            <ul className="list-disc space-y-1 pl-4">
              <li>{t('crm.info1')}</li>
              <li>{t('crm.info2')}</li>
              <li>{t('crm.info3')}</li>
              <li>{t('crm.info4')}</li>
            </ul>
          </div>
          {secret && (
            <Field id="webhook-secret" label={t('crm.secret')} hint={t('crm.secretHint')}>
              <div className="flex gap-2">
                <Input
                  id="webhook-secret"
                  readOnly
                  type={showSecret ? 'text' : 'password'}
                  value={secret}
                  className="font-mono text-xs"
                />
                <Button
                  variant="outline"
                  size="icon"
                  aria-label={showSecret ? t('crm.hideSecret') : t('crm.showSecret')}
                  onClick={() => setShowSecret((s) => !s)}
                >
                  {showSecret ? <EyeOff className="h-4 w-4" /> : <Eye className="h-4 w-4" />}
                </Button>
                <Button variant="outline" size="icon" aria-label={t('crm.copySecret')} onClick={copySecret}>
                  {copied ? <Check className="h-4 w-4 text-emerald-600" /> : <Copy className="h-4 w-4" />}
                </Button>
              </div>
              <Button
                variant="ghost"
                size="sm"
                className="mt-1 self-start"
                onClick={rotate}
                disabled={rotating}
              >
                <KeyRound className="h-4 w-4" /> {rotating ? t('crm.rotating') : t('crm.rotate')}
              </Button>
            </Field>
          )}
        </CardBody>
      </Card>
      {deliveries.data !== null && (
        <Card className="mt-6">
          <CardHeader title={t('crm.recent')} description={t('crm.recentText')} />
          {deliveries.isLoading ? (
            <div className="flex justify-center py-8">
              <Spinner />
            </div>
          ) : deliveries.isError ? (
            <p className="px-5 py-4 text-sm text-red-600">{errorText(deliveries.error)}</p>
          ) : (deliveries.data ?? []).length === 0 ? (
            <p className="px-5 py-6 text-sm text-slate-500">{t('crm.none')}</p>
          ) : (
            <ul className="divide-y divide-slate-100">
              {(deliveries.data ?? []).map((d) => (
                <li
                  key={d.id}
                  className="flex flex-col gap-2 px-5 py-3 sm:flex-row sm:items-center sm:justify-between"
                >
                  <div className="min-w-0">
                    <div className="flex flex-wrap items-center gap-2">
                      <span className="text-sm font-medium text-slate-900">{d.event}</span>
                      <Badge tone={statusTone(d.status)}>{d.status}</Badge>
                      {d.responseCode ? (
                        <span className="font-mono text-xs text-slate-500">HTTP {d.responseCode}</span>
                      ) : null}
                    </div>
                    <p className="mt-0.5 text-xs text-slate-500">
                      {formatDateTime(d.createdAt)} · {tn('crm.attempts', d.attempts)}
                      {d.lastError ? ` · ${d.lastError}` : ''}
                    </p>
                  </div>
                  <Button variant="outline" size="sm" disabled={replaying === d.id} onClick={() => replay(d)}>
                    <RotateCcw className="h-3.5 w-3.5" />{' '}
                    {replaying === d.id ? t('crm.replaying') : t('crm.replay')}
                  </Button>
                </li>
              ))}
            </ul>
          )}
        </Card>
      )}
    </Page>
  );
}
