// The dialogs' rules that need no page: a loader tag's data attributes read into the API's options, an API call's
// form and options into the frame's attributes, and when a trigger may open a form by itself.
import type { FrameData } from './loader-api.ts';
import {
  DEFAULT_DELAY_S,
  DEFAULT_SCROLL_PERCENT,
  EMBED_MODES,
  EMBED_TRIGGERS,
  type EmbedMode,
  type EmbedTrigger,
  type FormRef,
  type OpenOptions,
} from './protocol.ts';

/** Options after checking: a known mode, a known trigger or none (open now), numbers in range. */
export interface CheckedOptions extends OpenOptions {
  mode: EmbedMode;
  position: 'left' | 'right';
}

const isMode = (v: unknown): v is EmbedMode => EMBED_MODES.includes(v as EmbedMode);
const isTrigger = (v: unknown): v is EmbedTrigger => EMBED_TRIGGERS.includes(v as EmbedTrigger);

/** A non-negative number, or undefined for anything else (missing, text, negative). */
function count(v: unknown): number | undefined {
  const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v;
  return typeof n === 'number' && Number.isFinite(n) && n >= 0 ? n : undefined;
}

/** A boolean data attribute: present means yes, unless it says false, 0 or no. */
const flag = (v: string | undefined) => v !== undefined && !/^(false|0|no)$/i.test(v.trim());

/**
 * The options an API caller or a loader tag gave, checked. A misspelt mode or trigger is reported in the console
 * and falls back to a popup that opens at once, so a typo still shows the form rather than nothing.
 */
export function checkOptions(o: OpenOptions): CheckedOptions {
  let mode: EmbedMode = 'popup';
  if (o.mode !== undefined && !isMode(o.mode))
    console.warn(`Forms Engine: unknown mode "${o.mode}", using popup`);
  else if (o.mode) mode = o.mode;
  let trigger: EmbedTrigger | undefined = o.trigger;
  if (trigger !== undefined && !isTrigger(trigger)) {
    console.warn(`Forms Engine: unknown trigger "${trigger}", opening at once`);
    trigger = undefined;
  }
  // A target without a trigger names the elements that open the form (for inline: where it goes).
  if (!trigger && o.target && mode !== 'inline') trigger = 'click';
  const percent = count(o.scroll);
  return {
    ...o,
    mode,
    trigger,
    delay: count(o.delay) ?? DEFAULT_DELAY_S,
    scroll: percent === undefined ? DEFAULT_SCROLL_PERCENT : Math.min(100, percent),
    closeAfter: count(o.closeAfter),
    position: o.position === 'left' ? 'left' : 'right',
  };
}

/** A loader tag's attributes as API options (the form itself is read from the same attributes by the frame). */
export function optionsFromDataset(d: DOMStringMap): OpenOptions {
  return {
    mode: d.mode as EmbedMode,
    trigger: d.trigger as EmbedTrigger | undefined,
    target: d.target,
    delay: count(d.delay),
    scroll: count(d.scroll),
    showOnce: flag(d.showOnce),
    hideAfterSubmit: flag(d.hideAfterSubmit),
    closeAfter: count(d.closeAfter),
    position: d.position as 'left' | 'right' | undefined,
    button: d.button,
    color: d.color,
    title: d.title,
    language: d.language,
  };
}

/** The frame attributes for an API call's form and options (the same names a loader tag uses). */
export function frameDataOf(form: FormRef, o: OpenOptions): FrameData {
  const byName = typeof form === 'object' && form !== null ? form : null;
  return {
    form: byName ? undefined : String(form),
    label: byName?.label,
    language: byName?.language ?? o.language,
    domain: byName?.domain,
    title: o.title,
    iconMode: o.iconMode,
    hidden: typeof o.hidden === 'string' ? o.hidden : new URLSearchParams(o.hidden).toString(),
  };
}

/** The form's numeric id in the frame attributes, else null (a form given by label). */
export function formIdOf(data: FrameData): number | null {
  const id = Number(data.form || data.id);
  return Number.isSafeInteger(id) && id > 0 ? id : null;
}

/** What the host-page storage keys of a form end in: its id, or its language, label and domain. */
export function formKey(data: FrameData): string {
  return String(formIdOf(data) ?? [data.language || 'en', data.label || '', data.domain ?? ''].join('|'));
}

/** Host-page storage keys: the form was opened by a trigger for this visitor / this visitor submitted it. */
export const SHOWN_KEY = 'fe-shown:';
export const SUBMITTED_KEY = 'fe-submitted:';

/** Whether a trigger that fires by itself may open the form, given what this visitor's storage remembers. */
export function mayOpenByItself(o: OpenOptions, remembered: { shown: boolean; submitted: boolean }): boolean {
  return !(o.showOnce && remembered.shown) && !(o.hideAfterSubmit && remembered.submitted);
}

/** How far down the page is scrolled, in percent; a page that does not scroll counts as seen whole. */
export function scrolledPercent(scrollY: number, viewportHeight: number, pageHeight: number): number {
  const room = pageHeight - viewportHeight;
  return room <= 0 ? 100 : Math.min(100, (scrollY / room) * 100);
}

/** The close button's name in the languages forms come in: the embed's language, else the host page's. */
const CLOSE: Record<string, string> = {
  en: 'Close',
  de: 'Schließen',
  fr: 'Fermer',
  es: 'Cerrar',
  it: 'Chiudi',
};
export function closeLabel(language: string | undefined, pageLanguage?: string): string {
  return CLOSE[(language || pageLanguage || 'en').slice(0, 2).toLowerCase()] ?? CLOSE.en;
}
