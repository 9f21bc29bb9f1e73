// One form on the dashboard: label, date, status, language, domain, colour; Share and Publish; settings menu
// (properties, colour, service area, notifications, integrations, availability, version history, embed URL), response counts,
// delete, Edit/Responses/Preview.
import type { FormCounts, FormSummary } from '@forms-engine/contracts';
import { deleteForm, listFormSummaries, workingColor } from '@forms-engine/contracts/client';
import {
  Badge,
  Button,
  buttonClass,
  Dialog,
  DialogClose,
  DialogContent,
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuTrigger,
  Spinner,
  useToast,
} from '@forms-engine/ui';
import {
  BarChart3,
  Bell,
  CalendarClock,
  Eye,
  Filter,
  FlaskConical,
  Globe,
  History,
  Link2,
  MapPin,
  Palette,
  Pencil,
  Plug,
  Rocket,
  Settings2,
  Share2,
  SlidersHorizontal,
  Trash2,
} from 'lucide-react';
import { useMutation } from '@tanstack/react-query';
import { lazy, Suspense, useRef, useState } from 'react';
import { Link, useLocation } from 'wouter';
import { call, queryClient, urlOf } from '../../lib/api.ts';
import { copyText } from '../../lib/clipboard.ts';
import { FormStatusBadge, publishState } from '../../components/form-status.tsx';
import { VersionHistoryDialog } from '../../components/version-history-dialog.tsx';
import { formatDate, formEmbedUrl } from '../../lib/forms.ts';
import { usePublishDraft } from '../../lib/publish.ts';
import { AvailabilityDialog } from './availability-dialog.tsx';
import { ColorDialog } from './color-dialog.tsx';
import { NotificationsDialog } from './notifications-dialog.tsx';
import { PropertiesDialog } from './properties-dialog.tsx';
import { ServiceAreaDialog } from './service-area-dialog.tsx';
import { useI18n } from '../../i18n/i18n.tsx';

// The share panel carries the QR code library: loaded when first opened.
const SharePanel = lazy(() =>
  import('../../components/share-panel.tsx').then((m) => ({ default: m.SharePanel })),
);

export function FormCard({ form }: { form: FormSummary }) {
  const { toast } = useToast();
  const { t, tn, language } = useI18n();
  const [, navigate] = useLocation();
  const [dialog, setDialog] = useState<
    'properties' | 'color' | 'area' | 'notifications' | 'availability' | 'delete' | 'history' | 'share' | null
  >(null);
  const [shareOpened, setShareOpened] = useState(false);
  const state = publishState(form);
  const openShare = () => {
    setShareOpened(true);
    setDialog('share');
  };
  const publishM = usePublishDraft(t('card.published'), () => {
    if (state === 'draft') openShare();
  });
  const publishing = publishM.isPending;
  const publish = () => publishM.mutate(form.id);
  const settingsRef = useRef<HTMLButtonElement>(null);
  const steps = form.stepCount;

  const copyEmbed = async () => {
    try {
      await copyText(formEmbedUrl(form));
      toast({ title: t('card.copied'), description: t('card.embedCopied') });
    } catch {
      toast({
        title: t('card.copyFailed'),
        description: t('card.copyFailedText'),
        variant: 'destructive',
      });
    }
  };
  const removeForm = useMutation({
    mutationFn: () => call(deleteForm, { params: { id: form.id } }),
    onSuccess: () =>
      queryClient.setQueryData<FormSummary[]>([urlOf(listFormSummaries)], (old) =>
        old?.filter((f) => f.id !== form.id),
      ),
  });
  // The overlay stays after success: the card leaves the list.
  const deleting = removeForm.isPending || removeForm.isSuccess;
  const deleteError = removeForm.isError;
  const remove = () => {
    setDialog(null);
    removeForm.mutate();
  };

  const color = workingColor(form);
  return (
    <article
      className="group relative flex flex-col overflow-hidden rounded-xl border border-slate-200/80 bg-white shadow-sm transition-shadow hover:shadow-md"
      aria-busy={deleting}
      data-testid="form-card"
    >
      <div className="h-1.5" style={{ background: color }} aria-hidden="true" />
      {deleting && (
        <div className="absolute inset-0 z-10 flex items-center justify-center bg-white/70 backdrop-blur-[1px]">
          <Spinner className="h-6 w-6" label={t('card.deleting')} />
        </div>
      )}
      <div className="flex flex-1 flex-col p-4">
        <div className="flex items-start justify-between gap-2">
          <div className="min-w-0">
            <h3 className="truncate text-base font-semibold text-slate-900" title={form.label}>
              {form.label || t('card.untitled')}
            </h3>
            <p className="mt-0.5 text-xs text-slate-500">
              {t('card.created', { date: formatDate(form.created_at, language) })}
            </p>
          </div>
          <div className="-mt-1 -mr-2 flex shrink-0">
            <DropdownMenu>
              <DropdownMenuTrigger asChild>
                <Button
                  ref={settingsRef}
                  variant="ghost"
                  size="icon"
                  aria-label={t('card.settings', { label: form.label })}
                >
                  <Settings2 className="h-4 w-4" />
                </Button>
              </DropdownMenuTrigger>
              <DropdownMenuContent>
                <DropdownMenuItem onSelect={() => setDialog('properties')}>
                  <SlidersHorizontal className="h-4 w-4" /> {t('card.properties')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDialog('color')}>
                  <Palette className="h-4 w-4" /> {t('card.color')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDialog('area')}>
                  <MapPin className="h-4 w-4" /> {t('card.area')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDialog('notifications')}>
                  <Bell className="h-4 w-4" /> {t('card.notifications')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(`/forms/${form.id}/integrations`)}>
                  <Plug className="h-4 w-4" /> {t('card.integrations')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(`/forms/${form.id}/funnel`)}>
                  <Filter className="h-4 w-4" /> {t('card.funnel')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => navigate(`/forms/${form.id}/ab`)}>
                  <FlaskConical className="h-4 w-4" /> {t('card.abTest')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDialog('availability')}>
                  <CalendarClock className="h-4 w-4" /> {t('card.availability')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={() => setDialog('history')}>
                  <History className="h-4 w-4" /> {t('card.history')}
                </DropdownMenuItem>
                <DropdownMenuItem onSelect={copyEmbed}>
                  <Link2 className="h-4 w-4" /> {t('card.copyEmbed')}
                </DropdownMenuItem>
              </DropdownMenuContent>
            </DropdownMenu>
            <Button
              variant="ghost"
              size="icon"
              aria-label={t('card.deleteLabel', { label: form.label })}
              className="text-slate-500 hover:bg-red-50 hover:text-red-600"
              onClick={() => setDialog('delete')}
            >
              <Trash2 className="h-4 w-4" />
            </Button>
          </div>
        </div>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <FormStatusBadge form={form} availability={form.counts?.availability} />
          <div className="ml-auto flex gap-1.5">
            {state !== 'live' && (
              <Button
                size="sm"
                onClick={publish}
                disabled={publishing}
                aria-label={t('card.publishLabel', { label: form.label })}
              >
                <Rocket className="h-3.5 w-3.5" /> {publishing ? t('card.publishing') : t('card.publish')}
              </Button>
            )}
            <Button
              variant="outline"
              size="sm"
              onClick={openShare}
              aria-label={t('card.shareLabel', { label: form.label })}
            >
              <Share2 className="h-3.5 w-3.5" /> {t('card.share')}
            </Button>
          </div>
        </div>
        <div className="mt-3 mb-4 flex flex-wrap items-center gap-1.5">
          <Badge>{form.language.toUpperCase()}</Badge>
          {form.domain && (
            <Badge className="max-w-full">
              <Globe className="h-3 w-3" /> <span className="truncate">{form.domain}</span>
            </Badge>
          )}
          <Badge>
            <span className="h-2.5 w-2.5 rounded-full ring-1 ring-black/10" style={{ background: color }} />
            <span className="font-mono">{color}</span>
          </Badge>
          <Badge>{tn('card.steps', steps)}</Badge>
        </div>
        {form.counts && <CountsLine counts={form.counts} />}
        {deleteError && (
          <p role="alert" className="mt-3 rounded-md bg-red-50 px-2 py-1.5 text-xs text-red-700">
            {t('card.deleteFailed')}
          </p>
        )}
        <div className="mt-auto grid grid-cols-3 gap-2 border-t border-slate-100 pt-3">
          <Link href={`/edit/${form.id}`} className={buttonClass('outline', 'sm')}>
            <Pencil className="h-3.5 w-3.5" /> {t('card.edit')}
          </Link>
          <Link href={`/forms/${form.id}/responses`} className={buttonClass('outline', 'sm', 'px-2')}>
            <BarChart3 className="h-3.5 w-3.5" /> {t('card.responses')}
          </Link>
          <Link href={`/forms/${form.id}/preview`} className={buttonClass('outline', 'sm')}>
            <Eye className="h-3.5 w-3.5" /> {t('card.preview')}
          </Link>
        </div>
      </div>
      <PropertiesDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'properties'}
        onOpenChange={(o) => setDialog(o ? 'properties' : null)}
      />
      <ColorDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'color'}
        onOpenChange={(o) => setDialog(o ? 'color' : null)}
      />
      <ServiceAreaDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'area'}
        onOpenChange={(o) => setDialog(o ? 'area' : null)}
      />
      <VersionHistoryDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'history'}
        onOpenChange={(o) => setDialog(o ? 'history' : null)}
      />
      {shareOpened && (
        <Suspense fallback={null}>
          <SharePanel
            form={form}
            open={dialog === 'share'}
            onOpenChange={(o) => setDialog(o ? 'share' : null)}
          />
        </Suspense>
      )}
      <NotificationsDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'notifications'}
        onOpenChange={(o) => setDialog(o ? 'notifications' : null)}
      />
      <AvailabilityDialog
        returnFocusTo={settingsRef}
        form={form}
        open={dialog === 'availability'}
        onOpenChange={(o) => setDialog(o ? 'availability' : null)}
      />
      <Dialog open={dialog === 'delete'} onOpenChange={(o) => setDialog(o ? 'delete' : null)}>
        <DialogContent
          title={t('card.deleteTitle')}
          description={t('card.deleteText', { label: form.label })}
          footer={
            <>
              <DialogClose asChild>
                <Button variant="outline">{t('common.cancel')}</Button>
              </DialogClose>
              <Button variant="destructive" onClick={remove}>
                {t('card.delete')}
              </Button>
            </>
          }
        />
      </Dialog>
    </article>
  );
}

/**
 * Completed and incomplete responses and the completion rate (starts → completes) of one form, and — once any
 * came back through a "finish your request" e-mail — how many were recovered that way.
 */
function CountsLine({ counts }: { counts: FormCounts }) {
  const { t, language } = useI18n();
  const recovered = counts.recovered ?? 0;
  return (
    <dl
      className={`mb-4 grid ${recovered > 0 ? 'grid-cols-4' : 'grid-cols-3'} gap-2 rounded-lg bg-slate-50 px-3 py-2 text-center`}
      aria-label={t('card.responses')}
    >
      <div>
        <dt className="text-[11px] text-slate-500">{t('card.completed')}</dt>
        <dd className="text-sm font-semibold text-slate-900">{counts.completed}</dd>
      </div>
      <div>
        <dt className="text-[11px] text-slate-500">{t('card.incomplete')}</dt>
        <dd className="text-sm font-semibold text-slate-900">{counts.incomplete}</dd>
      </div>
      <div>
        <dt className="text-[11px] text-slate-500">{t('card.completion')}</dt>
        <dd className="text-sm font-semibold text-slate-900">
          {counts.completionRate === null
            ? '–'
            : new Intl.NumberFormat(language, { style: 'percent' }).format(counts.completionRate / 100)}
        </dd>
      </div>
      {recovered > 0 && (
        <div>
          <dt className="text-[11px] text-slate-500">{t('card.recovered')}</dt>
          <dd className="text-sm font-semibold text-slate-900" data-testid="recovered-count">
            {recovered}
          </dd>
        </div>
      )}
    </dl>
  );
}
