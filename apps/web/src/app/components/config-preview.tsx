// Live preview of an unpublished config in the builder: steps one at a time in the theme colour and font.
// Submitting only shows the preview notice. (Swap for the runner's FormRunner once it is published.)
import { resolveThemeColor } from '@forms-engine/forms';
import { useToast } from '@forms-engine/ui';
import { ArrowLeft, ArrowRight, Circle, FileText, MapPin, Upload, User } from 'lucide-react';
import { type ReactNode, useEffect, useState } from 'react';
import { rawSteps } from '../lib/forms.ts';
import { fontStack } from './fonts.ts';

interface LooseOption {
  id?: unknown;
  title?: unknown;
  description?: unknown;
  emoji?: unknown;
  icon?: unknown;
}

function str(v: unknown, fallback = ''): string {
  return typeof v === 'string' ? v : typeof v === 'number' ? String(v) : fallback;
}

function themeColorOf(config: unknown): string | undefined {
  const c = config as { theme?: { colors?: { primary?: unknown } } } | null;
  const p = c?.theme?.colors?.primary;
  return typeof p === 'string' ? p : undefined;
}

export function ConfigPreview({ config, font, color }: { config: unknown; font: string; color?: string }) {
  const steps = rawSteps(config);
  const { toast } = useToast();
  const [index, setIndex] = useState(0);
  const [picked, setPicked] = useState<Record<number, string[]>>({});
  useEffect(() => {
    if (index >= steps.length) setIndex(0);
  }, [steps.length, index]);

  if (steps.length === 0) {
    return (
      <div className="flex h-full flex-col items-center justify-center gap-3 p-8 text-center text-slate-400">
        <FileText className="h-10 w-10" aria-hidden="true" />
        <p className="text-sm font-medium">Enter a prompt to generate a form</p>
      </div>
    );
  }
  const primary = resolveThemeColor(color ?? themeColorOf(config) ?? '#10b981');
  const step = steps[Math.min(index, steps.length - 1)];
  const type = str(step.type);
  const options = (Array.isArray(step.options) ? step.options : []) as LooseOption[];
  const last = index >= steps.length - 1;
  const percent = Math.max(1, Math.round(((index + 1) / steps.length) * 100));
  const multi = type === 'multiSelect';
  const toggle = (id: string) =>
    setPicked((p) => {
      const cur = p[index] ?? [];
      const next = multi ? (cur.includes(id) ? cur.filter((x) => x !== id) : [...cur, id]) : [id];
      return { ...p, [index]: next };
    });
  const submit = () =>
    toast({
      title: 'Preview Mode',
      description: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
      variant: 'destructive',
    });

  return (
    <div className="flex h-full flex-col" style={{ fontFamily: fontStack(font) }}>
      <div className="h-1.5 w-full bg-slate-100">
        <div className="h-full transition-all" style={{ width: `${percent}%`, background: primary }} />
      </div>
      <div className="flex-1 overflow-y-auto px-5 py-6 sm:px-10 sm:py-8">
        <p className="text-xs font-medium text-slate-400">
          Question {index + 1} of {steps.length}
        </p>
        <h2 className="mt-2 text-xl font-semibold text-slate-900 sm:text-2xl">
          {str(step.title, `Step ${index + 1}`)}
        </h2>
        {str(step.subtitle) && <p className="mt-1 text-sm text-slate-500">{str(step.subtitle)}</p>}
        <div className="mt-6">
          {['tiles', 'multiSelect', 'dropdown', 'followup'].includes(type) &&
            (options.length === 0 ? (
              <p className="text-sm text-slate-400">No options available for this step</p>
            ) : type === 'dropdown' ? (
              <select
                className="h-11 w-full rounded-lg border border-slate-300 px-3 text-sm"
                aria-label="Choose an option"
              >
                {options.map((o, i) => (
                  <option key={i}>{str(o.title)}</option>
                ))}
              </select>
            ) : (
              <div
                className={`grid gap-3 ${type === 'tiles' ? 'grid-cols-2' : 'grid-cols-1 sm:grid-cols-2'}`}
              >
                {options.slice(0, type === 'tiles' ? 4 : undefined).map((o, i) => {
                  const id = str(o.id, String(i));
                  const on = (picked[index] ?? []).includes(id);
                  return (
                    <button
                      key={id}
                      type="button"
                      onClick={() => toggle(id)}
                      className="flex cursor-pointer flex-col items-start gap-1 rounded-xl border-2 bg-white p-3 text-left transition-colors hover:bg-slate-50"
                      style={{ borderColor: on ? primary : '#e2e8f0' }}
                      aria-pressed={on}
                    >
                      <span className="text-lg" aria-hidden="true">
                        {str(o.emoji) || <Circle className="h-5 w-5" style={{ color: primary }} />}
                      </span>
                      <span className="text-sm font-semibold text-slate-900">{str(o.title)}</span>
                      {str(o.description) && (
                        <span className="text-xs text-slate-500">{str(o.description)}</span>
                      )}
                    </button>
                  );
                })}
              </div>
            ))}
          {type === 'slider' && (
            <input
              type="range"
              min={Number(step.min ?? 0)}
              max={Number(step.max ?? 100)}
              defaultValue={Number(step.defaultValue ?? 50)}
              className="w-full"
              style={{ accentColor: primary }}
              aria-label={str(step.title, 'Value')}
            />
          )}
          {type === 'textbox' && (
            <textarea
              rows={Number(step.rows ?? 4)}
              placeholder={str(step.placeholder)}
              className="w-full rounded-lg border border-slate-300 p-3 text-sm"
              aria-label={str(step.title, 'Answer')}
            />
          )}
          {type === 'location' && (
            <Placeholder icon={<MapPin className="h-5 w-5" />} text="Postal code / address lookup" />
          )}
          {type === 'contact' && (
            <Placeholder icon={<User className="h-5 w-5" />} text="Name, e-mail and phone fields" />
          )}
          {type === 'documentUpload' && (
            <Placeholder icon={<Upload className="h-5 w-5" />} text="Document upload" />
          )}
          {type === 'documentInfo' && (
            <Placeholder icon={<FileText className="h-5 w-5" />} text="Document details" />
          )}
        </div>
      </div>
      <div className="flex items-center justify-between gap-3 border-t border-slate-100 px-5 py-3 sm:px-10">
        <button
          type="button"
          onClick={() => setIndex((i) => Math.max(0, i - 1))}
          disabled={index === 0}
          className="inline-flex cursor-pointer items-center gap-1 rounded-lg px-3 py-2 text-sm font-medium text-slate-600 hover:bg-slate-100 disabled:opacity-40"
        >
          <ArrowLeft className="h-4 w-4" /> Back
        </button>
        <span className="text-xs text-slate-400">{percent}% Complete</span>
        <button
          type="button"
          onClick={() => (last ? submit() : setIndex((i) => i + 1))}
          className="inline-flex cursor-pointer items-center gap-1 rounded-lg px-4 py-2 text-sm font-semibold text-white shadow-sm"
          style={{ background: primary }}
        >
          {last ? 'Submit' : 'Next'} {!last && <ArrowRight className="h-4 w-4" />}
        </button>
      </div>
    </div>
  );
}

function Placeholder({ icon, text }: { icon: ReactNode; text: string }) {
  return (
    <div className="flex items-center gap-3 rounded-xl border border-dashed border-slate-300 bg-slate-50 p-4 text-sm text-slate-500">
      {icon} {text}
    </div>
  );
}
