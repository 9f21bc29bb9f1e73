// Service Area dialog (beyond the spec): where the business operates, per form — everywhere, postal codes/prefixes,
// or a radius around an address; the location step answers available or not from it.
import { geocode, getServiceArea, putServiceArea } from '@forms-engine/contracts/client';
import { Field, Input, Select, Textarea, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { call, errorText } from '../../lib/api.ts';
import {
  describeServiceArea,
  modeOf,
  parsePostalList,
  parseRadiusKm,
  type ServiceArea,
  type ServiceAreaMode,
} from '../../lib/service-area.ts';
import { type FormDialogProps, SettingsDialog, useSettingsOnOpen } from './settings-dialog.tsx';
import { useT } from '../../i18n/i18n.tsx';

export function ServiceAreaDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
  const t = useT();
  const [mode, setMode] = useState<ServiceAreaMode>('everywhere');
  const [codes, setCodes] = useState('');
  const [address, setAddress] = useState('');
  const [radius, setRadius] = useState('25');
  const { loaded, loading, error, setError } = useSettingsOnOpen(
    open,
    form.id,
    (formId) => call(getServiceArea, { params: { id: formId } }),
    ({ serviceArea }) => {
      setMode(modeOf(serviceArea));
      setCodes(serviceArea?.type === 'postalCodes' ? serviceArea.postalCodes.join(', ') : '');
      setAddress(serviceArea?.type === 'radius' ? (serviceArea.label ?? '') : '');
      setRadius(serviceArea?.type === 'radius' ? String(serviceArea.radiusKm) : '25');
    },
  );
  const saved: ServiceArea = loaded?.serviceArea ?? null;

  const buildArea = async (): Promise<ServiceArea | undefined> => {
    if (mode === 'everywhere') return null;
    if (mode === 'postalCodes') {
      const postalCodes = parsePostalList(codes);
      if (postalCodes.length === 0) {
        setError(t('area.needCodes'));
        return undefined;
      }
      return { type: 'postalCodes', postalCodes };
    }
    const radiusKm = parseRadiusKm(radius);
    if (radiusKm === null) {
      setError(t('area.needRadius'));
      return undefined;
    }
    if (!address.trim()) {
      setError(t('area.needAddress'));
      return undefined;
    }
    if (saved?.type === 'radius' && saved.label === address.trim()) {
      return { ...saved, radiusKm };
    }
    const found = await call(geocode, { body: { address: address.trim() } });
    const place = found.status === 'OK' ? found.results[0] : undefined;
    if (!place) {
      setError(t('area.notFound'));
      return undefined;
    }
    return { type: 'radius', center: place.geometry.location, radiusKm, label: place.formatted_address };
  };

  const saveArea = useMutation({
    mutationFn: async () => {
      const area = await buildArea();
      if (area === undefined) return;
      await call(putServiceArea, { params: { id: form.id }, body: { serviceArea: area } });
      toast({ title: t('area.saved'), description: describeServiceArea(area, t) });
      onOpenChange(false);
    },
    onError: (e) => setError(errorText(e)),
  });
  const save = () => {
    setError('');
    saveArea.mutate();
  };

  return (
    <SettingsDialog
      open={open}
      onOpenChange={onOpenChange}
      returnFocusTo={returnFocusTo}
      title={t('area.title')}
      description={t('area.description')}
      onSave={save}
      saving={saveArea.isPending}
      loading={loading}
      error={error}
    >
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        {t('settings.now', { state: loading ? t('settings.loading') : describeServiceArea(saved, t) })}
      </p>
      <Field id={`area-mode-${form.id}`} label={t('area.serve')}>
        <Select
          id={`area-mode-${form.id}`}
          value={mode}
          disabled={loading}
          onChange={(e) => setMode(e.target.value as ServiceAreaMode)}
        >
          <option value="everywhere">{t('area.everywhere')}</option>
          <option value="postalCodes">{t('area.postalCodes')}</option>
          <option value="radius">{t('area.radius')}</option>
        </Select>
      </Field>
      {mode === 'postalCodes' && (
        <Field id={`area-codes-${form.id}`} label={t('area.postalCodes')} hint={t('area.codesHint')}>
          <Textarea
            id={`area-codes-${form.id}`}
            rows={4}
            value={codes}
            placeholder="10115, 10117, 80"
            onChange={(e) => setCodes(e.target.value)}
          />
        </Field>
      )}
      {mode === 'radius' && (
        <div className="grid gap-4 sm:grid-cols-[1fr_8rem]">
          <Field id={`area-address-${form.id}`} label={t('area.centre')}>
            <Input
              id={`area-address-${form.id}`}
              value={address}
              placeholder="Marienplatz 1, 80331 München"
              onChange={(e) => setAddress(e.target.value)}
            />
          </Field>
          <Field id={`area-radius-${form.id}`} label={t('area.radiusKm')}>
            <Input
              id={`area-radius-${form.id}`}
              inputMode="decimal"
              value={radius}
              onChange={(e) => setRadius(e.target.value)}
            />
          </Field>
        </div>
      )}
    </SettingsDialog>
  );
}
