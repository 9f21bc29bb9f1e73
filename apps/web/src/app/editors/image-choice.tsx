// imageChoice's manual-edit panel: one or several choices, and per option its title, uploaded picture and the
// picture's description (required once a picture is set: respondents who cannot see it read that instead).
import { Button, Input, Switch } from '@forms-engine/ui';
import { Plus, Upload, X } from 'lucide-react';
import { useState } from 'react';
import { uploadOwnerImage } from '@forms-engine/contracts/client';
import {
  IMAGE_ALT_MAX,
  IMAGE_CHOICE_MAX_OPTIONS,
  newOption,
  type TImageChoiceStep,
  type TImageOption,
} from '@forms-engine/model';
import { ApiError, urlOf, userMessage } from '../lib/api.ts';
import { useT } from '../i18n/i18n.tsx';
import type { StepEditorProps } from './editor-props.ts';

/** Sends one picture to the server; resolves to its address, or rejects with the server's message (else `failed`). */
/** Uploads a picture; a refusal is an ApiError with the server's code, said in the owner's language. */
async function upload(file: File, failed: string): Promise<string> {
  const data = new FormData();
  data.append('image', file);
  const res = await fetch(urlOf(uploadOwnerImage), {
    method: 'POST',
    body: data,
    credentials: 'same-origin',
  });
  const text = await res.text();
  if (!res.ok)
    throw new ApiError(res.status, text, res.statusText, {
      code: res.headers.get('X-Error-Code'),
      field: res.headers.get('X-Error-Field'),
    });
  const url = (JSON.parse(text) as { url?: unknown }).url;
  if (typeof url !== 'string') throw new Error(failed);
  return url;
}

export default function ImageChoiceEditor({ step, idPrefix, onChange }: StepEditorProps<TImageChoiceStep>) {
  const t = useT();
  const options: TImageOption[] = Array.isArray(step.options) ? step.options : [];
  const [busy, setBusy] = useState<number | null>(null);
  const [problem, setProblem] = useState<{ index: number; message: string } | null>(null);
  const setOption = (i: number, patch: Partial<TImageOption>) =>
    onChange({ options: options.map((o, j) => (j === i ? { ...o, ...patch } : o)) });
  return (
    <div className="grid gap-3">
      <Switch
        id={`${idPrefix}-multiple`}
        label={t('imageChoice.multiple')}
        checked={step.multiple === true}
        onCheckedChange={(multiple) => onChange({ multiple: multiple || undefined })}
      />
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-medium text-slate-700">{t('imageChoice.pictures')}</legend>
        {options.length === 0 && <p className="text-sm text-slate-500">{t('imageChoice.empty')}</p>}
        {options.map((o, i) => {
          const altId = `${idPrefix}-alt-${i}`;
          const altMissing = Boolean(o.image) && !o.alt?.trim();
          return (
            <div
              key={`${o.id}-${i}`}
              className="relative grid gap-2 rounded-lg border border-slate-200 bg-slate-50/60 p-3 pr-11 sm:grid-cols-[6rem_1fr]"
              data-testid="image-option-row"
            >
              <div className="flex h-20 w-24 items-center justify-center overflow-hidden rounded-md border border-slate-200 bg-white text-xs text-slate-500">
                {o.image ? (
                  <img src={o.image} alt="" className="h-full w-full object-cover" />
                ) : (
                  t('imageChoice.noPicture')
                )}
              </div>
              <div className="grid gap-2">
                <Input
                  aria-label={t('options.optionTitle', { n: i + 1 })}
                  value={o.title}
                  placeholder={t('imageChoice.title')}
                  onChange={(e) => setOption(i, { title: e.target.value })}
                />
                <label className="inline-flex w-fit cursor-pointer items-center gap-2 rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-700 focus-within:ring-2 focus-within:ring-emerald-500">
                  <Upload className="h-4 w-4" aria-hidden="true" />
                  {busy === i
                    ? t('imageChoice.uploading')
                    : t(o.image ? 'imageChoice.replace' : 'imageChoice.upload')}
                  <input
                    type="file"
                    accept="image/png,image/jpeg"
                    className="sr-only"
                    aria-label={t('imageChoice.optionPicture', { n: i + 1 })}
                    disabled={busy !== null}
                    onChange={async (e) => {
                      const file = e.target.files?.[0];
                      e.target.value = '';
                      if (!file) return;
                      setBusy(i);
                      setProblem(null);
                      try {
                        const image = await upload(file, t('imageChoice.uploadFailed'));
                        // The title describes the picture until the owner writes a better description.
                        setOption(i, { image, alt: o.alt?.trim() ? o.alt : o.title });
                      } catch (err) {
                        setProblem({ index: i, message: userMessage(err, t('imageChoice.uploadFailed')) });
                      } finally {
                        setBusy(null);
                      }
                    }}
                  />
                </label>
                {problem?.index === i && (
                  <p role="alert" className="text-xs font-medium text-red-600">
                    {problem.message}
                  </p>
                )}
                <label htmlFor={altId} className="text-xs font-medium text-slate-700">
                  {t('imageChoice.alt')}
                </label>
                <Input
                  id={altId}
                  maxLength={IMAGE_ALT_MAX}
                  value={o.alt ?? ''}
                  placeholder={t('imageChoice.altPlaceholder')}
                  aria-invalid={altMissing}
                  aria-required={Boolean(o.image)}
                  aria-describedby={altMissing ? `${altId}-error` : undefined}
                  onChange={(e) => setOption(i, { alt: e.target.value || undefined })}
                />
                {altMissing && (
                  <p id={`${altId}-error`} role="alert" className="text-xs font-medium text-red-600">
                    {t('imageChoice.altMissing')}
                  </p>
                )}
              </div>
              <Button
                variant="ghost"
                size="icon"
                className="absolute top-3 right-1.5 text-slate-500 hover:text-red-600"
                aria-label={t('options.remove', { n: i + 1 })}
                onClick={() => onChange({ options: options.filter((_, j) => j !== i) })}
              >
                <X className="h-4 w-4" />
              </Button>
            </div>
          );
        })}
        <Button
          variant="outline"
          size="sm"
          className="self-start"
          disabled={options.length >= IMAGE_CHOICE_MAX_OPTIONS}
          onClick={() => onChange({ options: [...options, newOption()] })}
        >
          <Plus className="h-4 w-4" /> {t('options.add')}
        </Button>
        {options.length >= IMAGE_CHOICE_MAX_OPTIONS && (
          <p className="text-xs text-slate-600">{t('imageChoice.full', { max: IMAGE_CHOICE_MAX_OPTIONS })}</p>
        )}
      </fieldset>
    </div>
  );
}
