// Version history: every kept published version with who published it and when, restorable in one click.
import { useI18n } from '../i18n/i18n.tsx';
import type { FormRecord } from '@forms-engine/contracts';
import { listVersions } from '@forms-engine/contracts/client';
import { Badge, Button, Dialog, DialogContent, Spinner, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { History, RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { errorText, useApiQuery } from '../lib/api.ts';
import { formatDateTime } from '../lib/forms.ts';
import { discardDraft, publishDraft, restoreVersion } from '../lib/publish.ts';

type HistoryForm = Pick<FormRecord, 'id' | 'label' | 'status' | 'hasUnpublishedChanges'>;

export function VersionHistoryDialog({
  form,
  open,
  onOpenChange,
  returnFocusTo,
  onChanged,
}: {
  form: HistoryForm;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  returnFocusTo?: { current: HTMLElement | null };
  /** After a restore, a publish or a discard: the caller's copy of the form is out of date. */
  onChanged?: () => void;
}) {
  const { toast } = useToast();
  const { t, tn } = useI18n();
  const versions = useApiQuery(listVersions, { params: { id: form.id } }, { enabled: open });
  const [confirming, setConfirming] = useState<number | null>(null);

  const action = useMutation({
    mutationFn: async (v: { what: () => Promise<unknown>; done: string }) => {
      await v.what();
      await versions.refetch();
    },
    onSuccess: (_a, v) => {
      setConfirming(null);
      onChanged?.();
      toast({ title: v.done });
    },
    onError: (e) => toast({ title: t('common.error'), description: errorText(e), variant: 'destructive' }),
  });
  const busy = action.isPending;
  const run = (what: () => Promise<unknown>, done: string) => action.mutate({ what, done });

  const list = versions.data?.versions ?? [];
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) setConfirming(null);
        onOpenChange(o);
      }}
    >
      <DialogContent
        returnFocusTo={returnFocusTo}
        title={t('builder.versionHistory')}
        description={t('history.description', { label: form.label })}
      >
        {form.hasUnpublishedChanges && (
          <div className="mb-4 flex flex-col gap-2 rounded-xl border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900 sm:flex-row sm:items-center sm:justify-between">
            <span>{t('history.unpublished')}</span>
            <span className="flex gap-2">
              <Button
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() => run(() => discardDraft(form.id), t('history.discarded'))}
              >
                {t('history.discard')}
              </Button>
              <Button
                size="sm"
                disabled={busy}
                onClick={() => run(() => publishDraft(form.id), t('builder.published'))}
              >
                {t('builder.publish')}
              </Button>
            </span>
          </div>
        )}
        {versions.isLoading ? (
          <div className="flex justify-center py-8">
            <Spinner className="h-6 w-6" />
          </div>
        ) : versions.isError ? (
          <p className="py-6 text-center text-sm text-red-700">{errorText(versions.error)}</p>
        ) : list.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-8 text-center text-sm text-slate-500">
            <History className="h-8 w-8 text-slate-300" aria-hidden="true" />
            {t('history.empty')}
          </div>
        ) : (
          <ol className="flex flex-col divide-y divide-slate-100" aria-label={t('history.list')}>
            {list.map((v) => (
              <li key={v.version} className="flex flex-col gap-2 py-3" data-testid="version-row">
                <div className="flex items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-semibold text-slate-900">
                      {t('history.version', { n: v.version })}
                      {v.isLive && <Badge tone="green">{t('history.live')}</Badge>}
                      {v.restoredFrom !== null && (
                        <span className="text-xs font-normal text-slate-500">
                          {t('history.restoredFrom', { n: v.restoredFrom })}
                        </span>
                      )}
                    </p>
                    {v.summary && (
                      <p className="mt-0.5 text-sm text-slate-700" data-testid="version-summary">
                        {v.summary}
                      </p>
                    )}
                    <p className="mt-0.5 text-xs text-slate-500">
                      {formatDateTime(v.publishedAt)} ·{' '}
                      {v.publishedBy ? v.publishedBy.username : t('history.removedAccount')} ·{' '}
                      {tn('history.steps', v.stepCount)}
                    </p>
                  </div>
                  {!v.isLive && confirming !== v.version && (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={busy}
                      aria-label={t('history.restoreVersion', { n: v.version })}
                      onClick={() => setConfirming(v.version)}
                    >
                      <RotateCcw className="h-3.5 w-3.5" /> {t('history.restore')}
                    </Button>
                  )}
                </div>
                {confirming === v.version && (
                  <div className="flex flex-col gap-2 rounded-lg bg-slate-50 p-3 text-sm text-slate-700">
                    <p>
                      {t(form.hasUnpublishedChanges ? 'history.confirmReplacing' : 'history.confirm', {
                        n: v.version,
                      })}
                    </p>
                    <span className="flex gap-2">
                      <Button size="sm" variant="outline" disabled={busy} onClick={() => setConfirming(null)}>
                        {t('common.cancel')}
                      </Button>
                      <Button
                        size="sm"
                        disabled={busy}
                        onClick={() =>
                          run(
                            () => restoreVersion(form.id, v.version),
                            t('history.restored', { n: v.version }),
                          )
                        }
                      >
                        {busy ? t('history.restoring') : t('history.restoreVersion', { n: v.version })}
                      </Button>
                    </span>
                  </div>
                )}
              </li>
            ))}
          </ol>
        )}
      </DialogContent>
    </Dialog>
  );
}
