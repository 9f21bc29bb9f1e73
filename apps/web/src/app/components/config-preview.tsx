// Live preview of an unpublished config in the builder: the respondent FormRunner in preview mode
// (submitting only shows the preview notice and the spec's destructive toast; nothing is stored).
import type { TIconMode } from '@forms-engine/model';
import { createHttpApi, createOfflineApi, FormRunner } from '@forms-engine/runner';
import { useToast } from '@forms-engine/ui';
import { FileText } from 'lucide-react';
import { useMemo } from 'react';
import { useI18n } from '../i18n/i18n.tsx';
import { rawSteps } from '../lib/forms.ts';

export function ConfigPreview({
  config,
  font,
  color,
  iconMode,
  step,
  jump = 0,
  onStepChange,
  isMobile,
}: {
  config: unknown;
  font: string;
  color?: string;
  iconMode?: TIconMode;
  /** The step to show (1-based); with `jump` changed, the preview moves there even if it was already asked. */
  step?: number;
  jump?: number;
  /** The step the preview shows (1-based; 0 on the final screen). */
  onStepChange?: (step: number) => void;
  /** Lay the form out as on a phone (or not) whatever the window's size; detected from the window when unset. */
  isMobile?: boolean;
}) {
  const { toast } = useToast();
  const { t, language } = useI18n();
  // Lookups (geocoding, maps) work as in the embed; sessions and submissions stay offline in a preview.
  const api = useMemo(() => {
    const http = createHttpApi();
    return createOfflineApi({
      geocode: http.geocode,
      staticMapUrl: http.staticMapUrl,
      privacyPolicy: http.privacyPolicy,
    });
  }, []);
  if (rawSteps(config).length === 0) {
    return (
      <div className="flex h-full min-h-80 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
        <FileText className="h-10 w-10" aria-hidden="true" />
        <p className="text-sm font-medium">{t('builder.previewEmpty')}</p>
      </div>
    );
  }
  return (
    <div className="h-full overflow-y-auto py-4">
      <FormRunner
        key={jump}
        initialStep={step}
        iconMode={iconMode}
        onStepChange={onStepChange}
        isMobile={isMobile}
        config={config}
        mode="preview"
        api={api}
        color={color}
        storedTheme={{ font }}
        onNotice={(n) =>
          // The spec's words in English; the owner's language otherwise (the notice speaks to the owner).
          toast({
            title: language === 'en' || n.kind !== 'preview' ? n.title : t('builder.previewModeTitle'),
            description: language === 'en' || n.kind !== 'preview' ? n.message : t('builder.previewModeText'),
            variant: 'destructive',
          })
        }
      />
    </div>
  );
}
