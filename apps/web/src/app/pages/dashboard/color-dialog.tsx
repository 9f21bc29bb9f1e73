// Change Form Color dialog: picker, preview and a 3/6-digit hex input; Cancel resets to the current colour. The
// colour is saved to the draft: respondents see it once the form is published.
import type { FormListItem } from '@forms-engine/contracts';
import { contrastText, DEFAULT_FORM_COLOR, normalizeHex } from '@forms-engine/model';
import { setFormColor, workingColor } from '@forms-engine/contracts/client';
import { Button, Dialog, DialogContent, Field, Input, useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { ApiError, call, userMessage } from '../../lib/api.ts';
import { HEX_INPUT_MAX_LENGTH, hexInputColor, sanitizeHexInput } from '../../lib/hex-input.ts';
import { invalidateForms } from '../../lib/forms.ts';
import { useT } from '../../i18n/i18n.tsx';

export function ColorDialog({
  form,
  open,
  onOpenChange,
  returnFocusTo,
}: {
  form: FormListItem;
  open: boolean;
  onOpenChange: (o: boolean) => void;
  returnFocusTo?: { current: HTMLElement | null };
}) {
  const { toast } = useToast();
  const t = useT();
  const current = normalizeHex(workingColor(form)) ?? DEFAULT_FORM_COLOR;
  const live = form.status === 'live';
  const [color, setColor] = useState(current);
  const [text, setText] = useState(current);
  const reset = () => {
    setColor(current);
    setText(current);
  };
  useEffect(() => {
    if (open) reset();
  }, [open, current]);
  const saveColor = useMutation({
    mutationFn: () => call(setFormColor, { params: { id: form.id }, body: { color } }),
    onSuccess: async () => {
      await invalidateForms();
      toast({ title: t('common.success'), description: t('color.saved') });
      onOpenChange(false);
    },
    onError: (e) => {
      const description =
        e instanceof ApiError
          ? t('color.serverError', { message: userMessage(e, e.bodyText) })
          : t('color.saveFailed');
      toast({ title: t('color.errorTitle'), description, variant: 'destructive' });
    },
  });
  const saving = saveColor.isPending;
  const save = () => saveColor.mutate();
  const validText = hexInputColor(text) !== null;
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        if (!o) reset();
        onOpenChange(o);
      }}
    >
      <DialogContent
        returnFocusTo={returnFocusTo}
        title={t('color.title')}
        description={live ? t('color.descriptionLive') : t('color.description')}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => {
                reset();
                onOpenChange(false);
              }}
            >
              {t('common.cancel')}
            </Button>
            <Button onClick={save} disabled={saving || !validText}>
              {saving ? t('common.saving') : t('color.save')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-4">
          <div className="flex items-center gap-4">
            <label className="relative h-16 w-16 shrink-0 cursor-pointer overflow-hidden rounded-xl border border-slate-200 shadow-xs focus-within:ring-2 focus-within:ring-emerald-500">
              <span className="sr-only">{t('color.picker')}</span>
              <input
                type="color"
                value={color}
                onChange={(e) => {
                  setColor(e.target.value);
                  setText(e.target.value);
                }}
                className="absolute -inset-2 h-[calc(100%+1rem)] w-[calc(100%+1rem)] cursor-pointer"
              />
            </label>
            <Field
              id={`hex-${form.id}`}
              label={t('color.hex')}
              error={validText ? undefined : t('color.hexError')}
              className="flex-1"
            >
              <Input
                id={`hex-${form.id}`}
                value={text}
                maxLength={HEX_INPUT_MAX_LENGTH}
                className="font-mono uppercase"
                aria-invalid={!validText}
                onChange={(e) => {
                  const typed = sanitizeHexInput(e.target.value);
                  setText(typed);
                  const c = hexInputColor(typed);
                  if (c) setColor(c);
                }}
              />
            </Field>
          </div>
          <div className="rounded-xl border border-slate-200 p-4">
            <p className="mb-3 text-xs font-medium text-slate-500">{t('color.preview')}</p>
            <div className="flex flex-wrap items-center gap-3">
              <span
                className="rounded-lg px-4 py-2 text-sm font-semibold shadow-sm"
                style={{ background: color, color: contrastText(color) }}
              >
                {t('color.next')}
              </span>
              <span className="h-2 flex-1 overflow-hidden rounded-full bg-slate-100">
                <span className="block h-full w-2/3 rounded-full" style={{ background: color }} />
              </span>
              <span className="rounded-lg border-2 px-3 py-1.5 text-sm" style={{ borderColor: color }}>
                {t('color.option')}
              </span>
            </div>
          </div>
        </div>
      </DialogContent>
    </Dialog>
  );
}
