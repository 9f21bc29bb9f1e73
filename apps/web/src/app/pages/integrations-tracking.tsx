// The integrations screen's Tracking section: Google Tag Manager / GA4 events and the Meta Pixel on the page that
// shows the form (docs/tracking.md).
import { getFormTracking, putFormTracking } from '@forms-engine/contracts/client';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  Field,
  Input,
  Spinner,
  Switch,
  useToast,
} from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { call, queryClient, urlOf, useApiQuery, userMessage } from '../lib/api.ts';
import { useT } from '../i18n/i18n.tsx';

export function TrackingSettings({ formId }: { formId: number }) {
  const { toast } = useToast();
  const t = useT();
  const ref = { params: { id: formId } };
  const stored = useApiQuery(getFormTracking, ref);
  const [dataLayer, setDataLayer] = useState(false);
  const [metaPixel, setMetaPixel] = useState(false);
  const [pixelId, setPixelId] = useState('');
  const [error, setError] = useState('');
  useEffect(() => {
    if (!stored.data) return;
    setDataLayer(stored.data.dataLayer);
    setMetaPixel(stored.data.metaPixel);
    setPixelId(stored.data.pixelId ?? '');
  }, [stored.data]);
  const save = useMutation({
    mutationFn: () => call(putFormTracking, { ...ref, body: { dataLayer, metaPixel, pixelId } }),
    onSuccess: async () => {
      setError('');
      await queryClient.invalidateQueries({ queryKey: [urlOf(getFormTracking, ref)] });
      toast({ title: t('tracking.saved') });
    },
    onError: (e) => setError(userMessage(e, t('tracking.saveFailed'))),
  });

  return (
    <Card role="region" aria-label={t('tracking.title')}>
      <CardHeader title={t('tracking.title')} description={t('tracking.description')} />
      <CardBody>
        {stored.isLoading ? (
          <Spinner />
        ) : (
          <form
            className="flex flex-col gap-4"
            onSubmit={(e) => {
              e.preventDefault();
              save.mutate();
            }}
          >
            <Switch
              id="tracking-datalayer"
              label={t('tracking.dataLayer')}
              checked={dataLayer}
              onCheckedChange={setDataLayer}
            />
            <p className="-mt-2 text-sm text-slate-600">{t('tracking.dataLayerText')}</p>
            <Switch
              id="tracking-pixel"
              label={t('tracking.pixel')}
              checked={metaPixel}
              onCheckedChange={setMetaPixel}
            />
            {metaPixel && (
              <Field id="tracking-pixel-id" label={t('tracking.pixelId')} hint={t('tracking.pixelIdHint')}>
                <Input
                  id="tracking-pixel-id"
                  inputMode="numeric"
                  value={pixelId}
                  onChange={(e) => setPixelId(e.target.value)}
                />
              </Field>
            )}
            {error && (
              <p role="alert" className="text-sm text-red-600">
                {error}
              </p>
            )}
            <div>
              <Button type="submit" disabled={save.isPending}>
                {t('tracking.save')}
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
