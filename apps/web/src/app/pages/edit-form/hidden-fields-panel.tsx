// The manual editor's Hidden fields card: the names a form reads from its link or host page (utm_source, gclid, …).
import { HIDDEN_FIELD_NAME, MAX_HIDDEN_FIELDS } from '@forms-engine/model';
import { Card, CardBody, CardHeader, Field, Input } from '@forms-engine/ui';
import { EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useT } from '../../i18n/i18n.tsx';

/** The names typed, split on commas or spaces, in order and without repeats. */
export function parseHiddenNames(text: string): string[] {
  return [...new Set(text.split(/[\s,]+/).filter((p) => p !== ''))];
}

export function HiddenFieldsPanel<C extends { hiddenFields?: readonly string[] }>({
  config,
  onChange,
}: {
  config: C;
  onChange: (next: C) => void;
}) {
  const t = useT();
  const names = config.hiddenFields ?? [];
  // Kept as typed while the field has focus, so a trailing comma or space does not vanish under the cursor.
  const [draft, setDraft] = useState<string | null>(null);
  const bad = names.filter((n) => !HIDDEN_FIELD_NAME.test(n));
  const error =
    bad.length > 0
      ? t('hidden.badNames', { names: bad.map((n) => `"${n}"`).join(', ') })
      : names.length > MAX_HIDDEN_FIELDS
        ? t('hidden.tooMany', { max: MAX_HIDDEN_FIELDS })
        : undefined;
  return (
    <Card aria-labelledby="hidden-fields-heading" role="region">
      <CardHeader
        title={
          <span id="hidden-fields-heading" className="flex items-center gap-2">
            <EyeOff className="h-4 w-4 text-emerald-700" aria-hidden="true" /> {t('hidden.title')}
          </span>
        }
        description={t('hidden.description')}
      />
      <CardBody>
        <Field id="hidden-fields" label={t('hidden.names')} error={error} hint={t('hidden.hint')}>
          <Input
            id="hidden-fields"
            value={draft ?? names.join(', ')}
            placeholder="utm_source, utm_medium, utm_campaign"
            aria-invalid={error ? true : undefined}
            onChange={(e) => {
              setDraft(e.target.value);
              const next = parseHiddenNames(e.target.value);
              onChange({ ...config, hiddenFields: next });
            }}
            onBlur={() => setDraft(null)}
          />
        </Field>
      </CardBody>
    </Card>
  );
}
