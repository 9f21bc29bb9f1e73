// Share panel: the permanent link and "Open in new tab", the embed modes with a live preview and their snippets for
// HTML (embed.js, or a plain iframe), React and WordPress, and a QR code — opened after Publish and from each form card.
import { useT } from '../i18n/i18n.tsx';
import type { FormRecord } from '@forms-engine/contracts';
import {
  Button,
  buttonClass,
  Dialog,
  DialogContent,
  Input,
  Tabs,
  TabsContent,
  TabsList,
  TabsTrigger,
} from '@forms-engine/ui';
import { Download, ExternalLink, Rocket } from 'lucide-react';
import QRCode from 'qrcode';
import { useEffect, useState } from 'react';
import { formEmbedUrl } from '../lib/forms.ts';
import { usePublishDraft } from '../lib/publish.ts';
import { permanentLink } from '../lib/share.ts';
import { CopyButton } from './copy-button.tsx';
import { EmbedOptions } from './embed-options.tsx';

type Shared = Pick<FormRecord, 'id' | 'label' | 'language' | 'domain' | 'status'>;

/** Options shared by the on-screen QR code and its downloads (tests regenerate it with the same options). */
export const QR_OPTIONS = { errorCorrectionLevel: 'M', margin: 2 } as const;

function LinkRow({
  id,
  label,
  value,
  copyLabel,
}: {
  id: string;
  label: string;
  value: string;
  copyLabel: string;
}) {
  const t = useT();
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-700">
        {label}
      </label>
      <div className="flex gap-2">
        <Input
          id={id}
          readOnly
          value={value}
          className="font-mono text-xs"
          onFocus={(e) => e.target.select()}
        />
        <CopyButton text={value} label={copyLabel} success={{ title: t('share.copied') }} />
      </div>
    </div>
  );
}

function QrCode({ url, label }: { url: string; label: string }) {
  const t = useT();
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    QRCode.toString(url, { ...QR_OPTIONS, type: 'svg' }).then((s) => live && setSvg(s));
    return () => {
      live = false;
    };
  }, [url]);
  const downloadPng = async () => {
    const href = await QRCode.toDataURL(url, { ...QR_OPTIONS, width: 1024 });
    const a = document.createElement('a');
    a.href = href;
    a.download = `form-${label.replace(/[^\w-]+/g, '-').slice(0, 60) || 'qr'}-qr.png`;
    a.click();
  };
  return (
    <div className="flex flex-col items-center gap-3 sm:flex-row sm:items-start sm:gap-5">
      <div className="flex h-48 w-48 shrink-0 items-center justify-center rounded-xl border border-slate-200 bg-white p-2">
        {svg ? (
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
            alt={t('share.qrAlt', { label })}
            className="h-full w-full"
            data-testid="share-qr"
          />
        ) : null}
      </div>
      <div className="flex flex-col gap-2 text-center sm:text-left">
        <p className="text-sm text-slate-600">{t('share.qrHint')}</p>
        <Button variant="outline" size="sm" className="self-center sm:self-start" onClick={downloadPng}>
          <Download className="h-4 w-4" /> {t('share.downloadPng')}
        </Button>
      </div>
    </div>
  );
}

export function SharePanel({
  form,
  open,
  onOpenChange,
  onPublished,
}: {
  form: Shared;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After the panel published a draft form. */
  onPublished?: (form: FormRecord) => void;
}) {
  const t = useT();
  const publishM = usePublishDraft(t('share.published'), onPublished);
  const publishing = publishM.isPending;
  const origin = window.location.origin;
  const link = permanentLink(origin, form);
  const byName = formEmbedUrl(form);
  const isDraft = form.status === 'draft';

  const publish = () => publishM.mutate(form.id);

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('share.title')}
        description={t(isDraft ? 'share.draft' : 'share.live')}
        className="max-w-2xl"
      >
        {isDraft ? (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 px-4 py-8 text-center">
            <p className="text-sm text-slate-600">{t('share.publishFirst')}</p>
            <Button onClick={publish} disabled={publishing}>
              <Rocket className="h-4 w-4" /> {t(publishing ? 'builder.publishing' : 'builder.publish')}
            </Button>
          </div>
        ) : (
          <Tabs defaultValue="link">
            <TabsList>
              <TabsTrigger value="link">{t('share.link')}</TabsTrigger>
              <TabsTrigger value="embed">{t('share.embed')}</TabsTrigger>
              <TabsTrigger value="qr">{t('share.qr')}</TabsTrigger>
            </TabsList>
            <TabsContent value="link" className="flex flex-col gap-4">
              <LinkRow
                id={`share-link-${form.id}`}
                label={t('share.permanent')}
                value={link}
                copyLabel={t('share.copyPermanent')}
              />
              <a
                href={link}
                target="_blank"
                rel="noreferrer"
                className={buttonClass('outline', 'sm', 'self-start')}
              >
                <ExternalLink className="h-4 w-4" /> {t('share.openNewTab')}
              </a>
              <LinkRow
                id={`share-name-link-${form.id}`}
                label={t('share.byName')}
                value={byName}
                copyLabel={t('share.copyByName')}
              />
            </TabsContent>
            <TabsContent value="embed">
              <EmbedOptions origin={origin} form={form} />
            </TabsContent>
            <TabsContent value="qr">
              <QrCode url={link} label={form.label} />
            </TabsContent>
          </Tabs>
        )}
      </DialogContent>
    </Dialog>
  );
}
