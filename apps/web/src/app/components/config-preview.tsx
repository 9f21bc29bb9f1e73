// Live preview of an unpublished config in the builder: the respondent FormRunner in preview mode
// (submitting only shows the preview notice; nothing is stored).
import { createHttpApi, createOfflineApi, FormRunner } from '@forms-engine/forms/runner/index.ts';
import { useToast } from '@forms-engine/ui';
import { FileText } from 'lucide-react';
import { useEffect, useMemo, useRef } from 'react';
import { rawSteps } from '../lib/forms.ts';

const PREVIEW_NOTICE = 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM';

export function ConfigPreview({ config, font, color }: { config: unknown; font: string; color?: string }) {
  // Lookups (geocoding, maps) work as in the embed; sessions and submissions stay offline in a preview.
  const api = useMemo(() => {
    const http = createHttpApi();
    return createOfflineApi({
      geocode: http.geocode,
      staticMapUrl: http.staticMapUrl,
      privacyPolicy: http.privacyPolicy,
    });
  }, []);
  const { toast } = useToast();
  const box = useRef<HTMLDivElement>(null);
  const hasSteps = rawSteps(config).length > 0;
  // The runner shows its preview notice inline and has no callback for it; the builder also shows the
  // spec's destructive toast, so watch for the notice appearing.
  useEffect(() => {
    const el = box.current;
    if (!el) return;
    let shown = false;
    const observer = new MutationObserver(() => {
      const has = (el.textContent ?? '').includes(PREVIEW_NOTICE);
      if (has && !shown)
        toast({ title: 'Preview Mode', description: PREVIEW_NOTICE, variant: 'destructive' });
      shown = has;
    });
    observer.observe(el, { childList: true, subtree: true, characterData: true });
    return () => observer.disconnect();
  }, [hasSteps, toast]);
  if (!hasSteps) {
    return (
      <div className="flex h-full min-h-80 flex-col items-center justify-center gap-3 p-8 text-center text-slate-600">
        <FileText className="h-10 w-10" aria-hidden="true" />
        <p className="text-sm font-medium">Enter a prompt to generate a form</p>
      </div>
    );
  }
  return (
    <div ref={box} className="h-full overflow-y-auto py-4">
      <FormRunner config={config} mode="preview" api={api} color={color} storedTheme={{ font }} />
    </div>
  );
}
