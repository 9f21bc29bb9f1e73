// Preview (/forms/{id}/preview and /preview/{id}): Form Link, Form Details and the auto-growing embed iframe;
// the publishing state with Publish and Share, and the draft itself while the form was never published.
import { CopyButton } from '../components/copy-button.tsx';
import { workingConfig } from '@forms-engine/contracts';
import { Button, buttonClass, Card, CardBody, CardHeader, Input, Spinner } from '@forms-engine/ui';
import { ExternalLink, FileQuestion, Rocket, Share2 } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { Page } from '../components/app-header.tsx';
import { EmbedFrame } from '../components/auto-height-iframe.tsx';
import { BackLink } from '../components/back-link.tsx';
import { ConfigPreview } from '../components/config-preview.tsx';
import { storedFont } from '../components/fonts.ts';
import { FormStatusBadge, publishState } from '../components/form-status.tsx';
import { ApiError, errorText } from '../lib/api.ts';
import { useT } from '../i18n/i18n.tsx';
import { formatDate, formEmbedUrl, rawSteps, useForm } from '../lib/forms.ts';
import { usePublishDraft } from '../lib/publish.ts';

const SharePanel = lazy(() =>
  import('../components/share-panel.tsx').then((m) => ({ default: m.SharePanel })),
);

export function FormNotFound({ message = 'Form not found' }: { message?: string }) {
  const t = useT();
  return (
    <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-4 py-16 text-center shadow-sm">
      <FileQuestion className="h-10 w-10 text-slate-300" aria-hidden="true" />
      <h1 className="text-xl font-semibold text-slate-900">{t('preview.notFound')}</h1>
      <p className="text-sm text-slate-500">{message}</p>
      <Link href="/dashboard" className={buttonClass('outline', 'sm')}>
        {t('common.backToDashboard')}
      </Link>
    </div>
  );
}

export function formLoadError(error: unknown): string {
  if (error instanceof ApiError)
    return error.status === 404 ? 'Form not found' : `Failed to fetch form: ${errorText(error)}`;
  return 'Failed to load form. Please try again later.';
}

/**
 * The page shown while a form loads or when it cannot be shown (spinner, or Form Not Found with the reason);
 * null once the form is there. Shared by the preview and both edit screens.
 */
export function formGate(
  form: { isLoading: boolean; isError: boolean; error: unknown; data?: unknown },
  missing = 'Form not found',
) {
  if (form.isLoading) {
    return (
      <Page>
        <div className="flex justify-center py-24">
          <Spinner className="h-7 w-7" />
        </div>
      </Page>
    );
  }
  if (form.isError || !form.data) {
    return (
      <Page>
        <BackLink />
        <FormNotFound message={form.isError ? formLoadError(form.error) : missing} />
      </Page>
    );
  }
  return null;
}

export function PreviewPage({ id }: { id: string }) {
  const form = useForm(id);
  const [sharing, setSharing] = useState(false);
  const t = useT();
  const publishM = usePublishDraft(t('preview.published'));
  const publishing = publishM.isPending;
  const gate = formGate(form);
  if (gate || !form.data) return gate;
  const f = form.data;
  const url = formEmbedUrl(f);
  const state = publishState(f);
  const publish = () => publishM.mutate(f.id);
  return (
    <Page wide>
      <BackLink />
      <div className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex min-w-0 items-center gap-3">
          <h1 className="truncate text-2xl font-semibold tracking-tight text-slate-900 sm:text-3xl">
            {f.label}
          </h1>
          <FormStatusBadge form={f} />
        </div>
        <div className="flex gap-2">
          {state !== 'live' && (
            <Button onClick={publish} disabled={publishing}>
              <Rocket className="h-4 w-4" /> {publishing ? t('preview.publishing') : t('preview.publish')}
            </Button>
          )}
          <Button variant="outline" onClick={() => setSharing(true)}>
            <Share2 className="h-4 w-4" /> {t('preview.share')}
          </Button>
        </div>
      </div>
      {state === 'changed' && (
        <p className="mb-4 rounded-xl border border-amber-200 bg-amber-50 px-4 py-2.5 text-sm text-amber-900">
          {t('preview.changed')}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[340px_1fr]">
        <div className="flex flex-col gap-6">
          <Card>
            <CardHeader
              title={t('preview.link')}
              description={state === 'draft' ? t('preview.linkDraft') : t('preview.linkLive')}
            />
            <CardBody className="flex flex-col gap-3">
              <div className="flex gap-2">
                <Input
                  readOnly
                  value={url}
                  aria-label={t('preview.linkLabel')}
                  className="font-mono text-xs"
                  onFocus={(e) => e.target.select()}
                />
                <CopyButton
                  text={url}
                  label={t('preview.copyLink')}
                  success={{ title: t('preview.linkCopied') }}
                />
              </div>
              <a
                href={url}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('outline', 'sm', 'w-full')}
              >
                <ExternalLink className="h-4 w-4" /> {t('preview.open')}
              </a>
            </CardBody>
          </Card>
          <Card>
            <CardHeader title={t('preview.details')} />
            <CardBody>
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-2 text-sm">
                <dt className="text-slate-500">{t('preview.title')}</dt>
                <dd className="truncate font-medium text-slate-900">{f.label}</dd>
                <dt className="text-slate-500">{t('preview.created')}</dt>
                <dd className="text-slate-900">{formatDate(f.created_at)}</dd>
                <dt className="text-slate-500">{t('preview.steps')}</dt>
                <dd className="text-slate-900">{rawSteps(f.config).length}</dd>
                <dt className="text-slate-500">{t('preview.formId')}</dt>
                <dd className="font-mono text-slate-900">{f.id}</dd>
              </dl>
            </CardBody>
          </Card>
        </div>
        <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white shadow-sm">
          <div
            className="flex items-center gap-1.5 border-b border-slate-100 bg-slate-50 px-4 py-2"
            aria-hidden="true"
          >
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
            <span className="h-2.5 w-2.5 rounded-full bg-slate-300" />
            <span className="ml-3 truncate text-xs text-slate-500">{url}</span>
          </div>
          {state === 'draft' ? (
            // Nobody can open a draft's link yet: show the draft itself, runnable but never submitted.
            <div className="min-h-[600px]" data-testid="draft-preview">
              <p className="border-b border-slate-100 bg-slate-50 px-4 py-2 text-xs text-slate-600">
                {t('preview.draft')}
              </p>
              <ConfigPreview config={workingConfig(f)} font={storedFont()} color={f.color} />
            </div>
          ) : (
            <EmbedFrame
              src={url}
              title={t('preview.frameTitle', { label: f.label })}
              className="block w-full border-0"
            />
          )}
        </div>
      </div>
      {sharing && (
        <Suspense fallback={null}>
          <SharePanel form={f} open={sharing} onOpenChange={setSharing} />
        </Suspense>
      )}
    </Page>
  );
}
