// The builder's "Whole form" panel: what applies to every question — pictures on choices, endings, calculations,
// hidden fields, languages — and a backup of the form.
import { ICON_MODES, type LogicConfig, type LogicIssue, type TIconMode } from '@forms-engine/model';
import { Button, Card, Field, Select } from '@forms-engine/ui';
import { Copy, Download } from 'lucide-react';
import { useJsonActions } from '../../components/json-box.tsx';
import type { MessageKey } from '../../i18n/en.ts';
import { useT } from '../../i18n/i18n.tsx';
import { HiddenFieldsPanel } from './hidden-fields-panel.tsx';
import { LanguagesPanel } from './languages-panel.tsx';
import { CalculationsPanel } from './logic/calculations-panel.tsx';
import { EndingsPanel } from './logic/endings-panel.tsx';

/** The icon modes in the owner's words (the API's values are lucide, emoji and none). */
const ICON_MODE_NAMES: Record<TIconMode, MessageKey> = {
  lucide: 'builder.icons.lucide',
  emoji: 'builder.icons.emoji',
  none: 'builder.icons.none',
};

export type BuilderConfig = Record<string, unknown> & LogicConfig & { hiddenFields?: readonly string[] };

export function FormSettingsPanel({
  config,
  issues,
  onChange,
  iconMode,
  onIconModeChange,
}: {
  config: BuilderConfig;
  issues: readonly LogicIssue[];
  onChange: (next: BuilderConfig) => void;
  iconMode: TIconMode;
  onIconModeChange: (mode: TIconMode) => void;
}) {
  const json = useJsonActions();
  const t = useT();
  return (
    <div className="flex flex-col gap-4">
      <Card className="p-4">
        <Field id="icon-mode" label={t('builder.pictures')} hint={t('builder.picturesHint')}>
          <Select
            id="icon-mode"
            value={iconMode}
            onChange={(e) => onIconModeChange(e.target.value as TIconMode)}
          >
            {ICON_MODES.map((m) => (
              <option key={m} value={m}>
                {t(ICON_MODE_NAMES[m])}
              </option>
            ))}
          </Select>
        </Field>
      </Card>
      <EndingsPanel config={config} issues={issues} onChange={onChange} />
      <CalculationsPanel config={config} issues={issues} onChange={onChange} />
      <HiddenFieldsPanel config={config} onChange={onChange} />
      <LanguagesPanel config={config} onChange={onChange} />
      <Card className="flex flex-wrap items-center gap-2 p-4">
        <p className="min-w-0 flex-1 text-sm text-slate-600">{t('builder.backupText')}</p>
        <Button variant="outline" size="sm" onClick={() => json.copy(config)}>
          <Copy className="h-3.5 w-3.5" aria-hidden="true" /> {t('builder.copyBackup')}
        </Button>
        <Button
          variant="outline"
          size="sm"
          onClick={() => json.download(config)}
          aria-label={t('builder.downloadBackup')}
        >
          <Download className="h-3.5 w-3.5" aria-hidden="true" /> {t('builder.download')}
        </Button>
      </Card>
    </div>
  );
}
