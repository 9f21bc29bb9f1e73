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

export function TrackingSettings({ formId }: { formId: number }) {
  const { toast } = useToast();
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
      toast({ title: 'Tracking saved' });
    },
    onError: (e) => setError(userMessage(e, 'Tracking could not be saved')),
  });

  return (
    <Card role="region" aria-label="Tracking">
      <CardHeader
        title="Tracking"
        description="Tell your ad and analytics tools when people see the form, start it and send it. This happens on your own page, where the form is embedded; nothing from Google or Meta runs inside the form."
      />
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
              label="Send events to Google Tag Manager and Google Analytics"
              checked={dataLayer}
              onCheckedChange={setDataLayer}
            />
            <p className="-mt-2 text-sm text-slate-600">
              Your page gets forms_engine_view, forms_engine_start, forms_engine_step_view and
              forms_engine_lead in its data layer; use them as triggers in Tag Manager.
            </p>
            <Switch
              id="tracking-pixel"
              label="Tell the Meta Pixel about views and leads"
              checked={metaPixel}
              onCheckedChange={setMetaPixel}
            />
            {metaPixel && (
              <Field
                id="tracking-pixel-id"
                label="Pixel ID (optional)"
                hint="Only if your page does not load the Pixel itself. Events Manager shows the number under your Pixel's name."
              >
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
                Save tracking
              </Button>
            </div>
          </form>
        )}
      </CardBody>
    </Card>
  );
}
