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

export function ServiceAreaDialog({ form, open, onOpenChange, returnFocusTo }: FormDialogProps) {
  const { toast } = useToast();
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
        setError('Enter at least one postal code or prefix');
        return undefined;
      }
      return { type: 'postalCodes', postalCodes };
    }
    const radiusKm = parseRadiusKm(radius);
    if (radiusKm === null) {
      setError('Enter a radius in km greater than 0');
      return undefined;
    }
    if (!address.trim()) {
      setError('Enter the address or postal code at the centre of your area');
      return undefined;
    }
    if (saved?.type === 'radius' && saved.label === address.trim()) {
      return { ...saved, radiusKm };
    }
    const found = await call(geocode, { body: { address: address.trim() } });
    const place = found.status === 'OK' ? found.results[0] : undefined;
    if (!place) {
      setError("We couldn't find this address. Include a postal code.");
      return undefined;
    }
    return { type: 'radius', center: place.geometry.location, radiusKm, label: place.formatted_address };
  };

  const saveArea = useMutation({
    mutationFn: async () => {
      const area = await buildArea();
      if (area === undefined) return;
      await call(putServiceArea, { params: { id: form.id }, body: { serviceArea: area } });
      toast({ title: 'Service area saved', description: describeServiceArea(area) });
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
      title="Service Area"
      description="Where do you operate? The address step tells respondents whether you serve them."
      onSave={save}
      saving={saveArea.isPending}
      loading={loading}
      error={error}
    >
      <p className="rounded-lg bg-slate-50 px-3 py-2 text-sm text-slate-600">
        Now: {loading ? 'loading…' : describeServiceArea(saved)}
      </p>
      <Field id={`area-mode-${form.id}`} label="Serve">
        <Select
          id={`area-mode-${form.id}`}
          value={mode}
          disabled={loading}
          onChange={(e) => setMode(e.target.value as ServiceAreaMode)}
        >
          <option value="everywhere">Everywhere</option>
          <option value="postalCodes">Postal codes or prefixes</option>
          <option value="radius">Within a distance of an address</option>
        </Select>
      </Field>
      {mode === 'postalCodes' && (
        <Field
          id={`area-codes-${form.id}`}
          label="Postal codes or prefixes"
          hint="Separate with commas or new lines. A prefix such as 10 or SW1 covers every code that starts with it."
        >
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
          <Field id={`area-address-${form.id}`} label="Centre (address with postal code)">
            <Input
              id={`area-address-${form.id}`}
              value={address}
              placeholder="Marienplatz 1, 80331 München"
              onChange={(e) => setAddress(e.target.value)}
            />
          </Field>
          <Field id={`area-radius-${form.id}`} label="Radius (km)">
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
