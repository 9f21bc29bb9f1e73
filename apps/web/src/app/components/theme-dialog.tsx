// Theme dialog: eight named looks as swatches, then background, text and main colour, button style and corner
// radius; text that would be hard to read is refused before it reaches the draft.
import {
  BUTTON_STYLES,
  type ButtonStyle,
  configColor,
  configLook,
  contrastRatio,
  DEFAULT_FORM_COLOR,
  MAX_RADIUS,
  MIN_TEXT_CONTRAST,
  THEME_PRESET_IDS,
  THEME_PRESETS,
  type ThemeLook,
  type ThemePresetId,
  unwrapConfig,
  withConfigLook,
} from '@forms-engine/model';
import { Button, Dialog, DialogClose, DialogContent, DialogTrigger } from '@forms-engine/ui';
import { Palette } from 'lucide-react';
import { useState } from 'react';
import type { MessageKey } from '../i18n/en.ts';
import { useT } from '../i18n/i18n.tsx';
import { fontStack } from './fonts.ts';

type Look = Omit<ThemeLook, 'font'> & { font?: ThemeLook['font']; preset: ThemePresetId | null };

const PRESET_NAMES: Record<ThemePresetId, MessageKey> = {
  clean: 'theme.preset.clean',
  bold: 'theme.preset.bold',
  dark: 'theme.preset.dark',
  warm: 'theme.preset.warm',
  trades: 'theme.preset.trades',
  clinic: 'theme.preset.clinic',
  elegant: 'theme.preset.elegant',
  fresh: 'theme.preset.fresh',
};

const BUTTON_STYLE_NAMES: Record<ButtonStyle, MessageKey> = {
  filled: 'theme.filled',
  outline: 'theme.outline',
};

function currentLook(config: unknown): Look {
  const look = configLook(config);
  const preset = THEME_PRESET_IDS.find((id) => id === look.preset) ?? null;
  const family = (unwrapConfig(config)?.theme as { font?: { family?: unknown } } | undefined)?.font?.family;
  return {
    ...look,
    primary: configColor(config) ?? DEFAULT_FORM_COLOR,
    preset,
    ...(typeof family === 'string' ? { font: family as ThemeLook['font'] } : {}),
  };
}

/** White or near-black, whichever reads better on the colour. */
function textOn(color: string): string {
  return (contrastRatio('#ffffff', color) ?? 21) >= (contrastRatio('#111827', color) ?? 21)
    ? '#ffffff'
    : '#111827';
}

/** How a look reads on its own: the swatch of a preset and the sample beside the custom controls. */
function Sample({ look, label }: { look: Omit<Look, 'preset'>; label: string }) {
  const t = useT();
  const button =
    look.buttonStyle === 'outline'
      ? { border: `1.5px solid ${look.primary}`, color: look.text }
      : { background: look.primary, border: `1.5px solid ${look.primary}`, color: textOn(look.primary) };
  return (
    <span
      className="flex h-20 w-full flex-col justify-between border border-slate-300 p-2 text-left"
      style={{
        background: look.background,
        color: look.text,
        borderRadius: look.radius,
        fontFamily: look.font ? fontStack(look.font) : undefined,
      }}
      aria-hidden="true"
    >
      <span className="text-sm font-semibold">{label}</span>
      <span className="flex items-center gap-1.5">
        <span
          className="px-2 py-0.5 text-[11px] font-semibold"
          style={{ ...button, borderRadius: look.radius / 2 }}
        >
          {t('theme.sampleNext')}
        </span>
        <span className="text-[11px]" style={{ color: look.muted }}>
          Aa
        </span>
      </span>
    </span>
  );
}

function ColorInput({
  id,
  label,
  value,
  onChange,
}: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
}) {
  return (
    <label htmlFor={id} className="flex items-center gap-2 text-sm text-slate-700">
      <input
        id={id}
        type="color"
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-9 w-12 cursor-pointer rounded-md border border-slate-300 bg-white p-0.5"
      />
      {label}
    </label>
  );
}

export function ThemeDialog({ config, onApply }: { config: unknown; onApply: (next: unknown) => void }) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const [look, setLook] = useState<Look>(() => currentLook(config));
  const change = (part: Partial<Look>) => setLook((l) => ({ ...l, ...part, preset: null }));
  const ratio = contrastRatio(look.text, look.background) ?? 21;
  const readable = ratio >= MIN_TEXT_CONTRAST;
  const apply = () => {
    // Hints use the quieter colour: when a hand-picked background leaves it unreadable, they take the text colour.
    const muted =
      (contrastRatio(look.muted, look.background) ?? 21) >= MIN_TEXT_CONTRAST ? look.muted : look.text;
    onApply(withConfigLook(config, { ...look, muted }));
    setOpen(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setLook(currentLook(config));
      }}
    >
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm" aria-label={t('theme.title')} disabled={!config}>
          <Palette className="h-4 w-4" aria-hidden="true" />{' '}
          <span className="hidden lg:inline">{t('theme.title')}</span>
        </Button>
      </DialogTrigger>
      <DialogContent
        title={t('theme.title')}
        description={t('theme.description')}
        footer={
          <>
            <DialogClose asChild>
              <Button variant="outline">{t('common.cancel')}</Button>
            </DialogClose>
            <Button onClick={apply} disabled={!readable}>
              {t('theme.apply')}
            </Button>
          </>
        }
      >
        <div className="flex flex-col gap-5">
          <fieldset className="min-w-0">
            <legend className="mb-2 text-sm font-medium text-slate-900">{t('theme.looks')}</legend>
            <div className="grid grid-cols-2 gap-2 sm:grid-cols-4">
              {THEME_PRESET_IDS.map((id) => {
                const preset = THEME_PRESETS[id];
                return (
                  <button
                    key={id}
                    type="button"
                    aria-pressed={look.preset === id}
                    onClick={() => setLook({ ...preset, preset: id })}
                    className={`rounded-xl p-1 outline-offset-2 focus-visible:outline-2 focus-visible:outline-emerald-600 ${
                      look.preset === id
                        ? 'ring-2 ring-emerald-600'
                        : 'ring-1 ring-transparent hover:ring-slate-300'
                    }`}
                  >
                    <span className="sr-only">{t(PRESET_NAMES[id])}</span>
                    <Sample look={preset} label={t(PRESET_NAMES[id])} />
                  </button>
                );
              })}
            </div>
          </fieldset>
          <fieldset className="grid min-w-0 gap-4 sm:grid-cols-2">
            <legend className="mb-2 text-sm font-medium text-slate-900">{t('theme.adjust')}</legend>
            <div className="flex flex-col gap-2">
              <ColorInput
                id="theme-background"
                label={t('theme.background')}
                value={look.background}
                onChange={(background) => change({ background })}
              />
              <ColorInput
                id="theme-text"
                label={t('theme.text')}
                value={look.text}
                onChange={(text) => change({ text })}
              />
              <ColorInput
                id="theme-primary"
                label={t('theme.primary')}
                value={look.primary}
                onChange={(primary) => change({ primary })}
              />
            </div>
            <div className="flex flex-col gap-3">
              <div role="radiogroup" aria-label={t('theme.buttonStyle')} className="flex flex-wrap gap-1.5">
                {BUTTON_STYLES.map((s) => (
                  <Button
                    key={s}
                    role="radio"
                    aria-checked={look.buttonStyle === s}
                    size="sm"
                    variant={look.buttonStyle === s ? 'primary' : 'outline'}
                    onClick={() => change({ buttonStyle: s })}
                  >
                    {t(BUTTON_STYLE_NAMES[s])}
                  </Button>
                ))}
              </div>
              <label htmlFor="theme-radius" className="flex flex-col gap-1 text-sm text-slate-700">
                <span>
                  {t('theme.radius')} <output htmlFor="theme-radius">{look.radius}</output>
                </span>
                <input
                  id="theme-radius"
                  type="range"
                  min={0}
                  max={MAX_RADIUS}
                  step={1}
                  value={look.radius}
                  onChange={(e) => change({ radius: Number(e.target.value) })}
                  className="accent-emerald-600"
                />
              </label>
            </div>
          </fieldset>
          <Sample look={look} label={t('theme.yourForm')} />
          {readable ? (
            <p className="text-xs text-slate-600" data-testid="theme-contrast">
              {t('theme.readable')}
            </p>
          ) : (
            <p role="alert" className="text-sm font-medium text-red-700" data-testid="theme-contrast">
              {t('theme.unreadable', { ratio: ratio.toFixed(1), min: MIN_TEXT_CONTRAST })}
            </p>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
