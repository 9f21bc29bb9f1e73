// What the share panel offers: the permanent link, the embed.js loader snippet and a plain iframe snippet, and for
// each embed mode its snippets for HTML, React and WordPress and the page its live preview shows.
import {
  DEFAULT_DELAY_S,
  DEFAULT_SCROLL_PERCENT,
  type EmbedMode,
  type EmbedTrigger,
  LAUNCHER_MODES,
} from '@forms-engine/embed';
import { permanentEmbedUrl } from '@forms-engine/contracts/client';

/** Escapes text for a double-quoted HTML attribute. */
export function htmlAttr(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

export interface ShareTarget {
  id: number;
  label: string;
}

export function permanentLink(origin: string, form: ShareTarget): string {
  return permanentEmbedUrl(origin, form.id);
}

/** The loader: one tag that inserts a sandboxed iframe and keeps its height in step with the form. */
export function loaderSnippet(origin: string, form: ShareTarget): string {
  const base = origin.replace(/\/$/, '');
  return `<script src="${htmlAttr(`${base}/embed.js`)}" data-form="${form.id}" data-title="${htmlAttr(form.label)}"></script>`;
}

/** A fixed-height iframe for sites that do not allow scripts (the form scrolls inside it). */
export const IFRAME_SNIPPET_HEIGHT = 700;
export function iframeSnippet(origin: string, form: ShareTarget): string {
  return `<iframe src="${htmlAttr(permanentLink(origin, form))}" title="${htmlAttr(form.label)}" width="100%" height="${IFRAME_SNIPPET_HEIGHT}" style="border:0;width:100%;max-width:100%" sandbox="allow-scripts allow-forms allow-same-origin"></iframe>`;
}

/** How the owner wants the form on their site: a mode, what opens it, and the show-once rules. */
export interface EmbedChoice {
  mode: EmbedMode;
  /** What opens a dialog; a popover's or side tab's button always does too. */
  trigger: EmbedTrigger;
  /** Seconds (`time`) and percent (`scroll`). */
  delay: number;
  scroll: number;
  showOnce: boolean;
  hideAfterSubmit: boolean;
  /** Seconds after a submission; null: the dialog stays open on the thank-you screen. */
  closeAfter: number | null;
  /** The text of the page's button (click), the side tab, or the popover button's name. */
  button: string;
}

export const DEFAULT_CHOICE: EmbedChoice = {
  mode: 'inline',
  trigger: 'click',
  delay: DEFAULT_DELAY_S,
  scroll: DEFAULT_SCROLL_PERCENT,
  showOnce: false,
  hideAfterSubmit: false,
  closeAfter: null,
  button: 'Get a quote',
};

const isLauncher = (mode: EmbedMode) => LAUNCHER_MODES.includes(mode);
/** A trigger that fires by itself (the show-once rules apply to these only). */
export const opensByItself = (c: EmbedChoice) => c.mode !== 'inline' && c.trigger !== 'click';
/** Whether the snippet brings a button of the page's own (a popup, slider or full page opened by a click). */
const needsPageButton = (c: EmbedChoice) =>
  c.mode !== 'inline' && !isLauncher(c.mode) && c.trigger === 'click';
const buttonId = (form: ShareTarget) => `forms-engine-${form.id}`;

/**
 * The options of a choice as they are written everywhere (data attributes, React props, shortcode attributes):
 * only what differs from the loader's defaults, in one order.
 */
function choiceOptions(form: ShareTarget, c: EmbedChoice): Array<[OptionName, string | number | true]> {
  const out: Array<[OptionName, string | number | true]> = [];
  if (c.mode === 'inline') return out;
  out.push(['mode', c.mode]);
  if (needsPageButton(c)) out.push(['target', `#${buttonId(form)}`]);
  else if (c.trigger !== 'click') out.push(['trigger', c.trigger]);
  if (c.trigger === 'time' && c.delay !== DEFAULT_DELAY_S) out.push(['delay', c.delay]);
  if (c.trigger === 'scroll' && c.scroll !== DEFAULT_SCROLL_PERCENT) out.push(['scroll', c.scroll]);
  if (opensByItself(c) && c.showOnce) out.push(['showOnce', true]);
  if (opensByItself(c) && c.hideAfterSubmit) out.push(['hideAfterSubmit', true]);
  if (c.closeAfter !== null) out.push(['closeAfter', c.closeAfter]);
  if (isLauncher(c.mode) && c.button.trim()) out.push(['button', c.button.trim()]);
  return out;
}
type OptionName =
  | 'mode'
  | 'target'
  | 'trigger'
  | 'delay'
  | 'scroll'
  | 'showOnce'
  | 'hideAfterSubmit'
  | 'closeAfter'
  | 'button';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The page's own button that opens a dialog on click, when the choice needs one. */
function pageButton(form: ShareTarget, c: EmbedChoice): string {
  return needsPageButton(c)
    ? `<button type="button" id="${buttonId(form)}">${htmlAttr(c.button.trim() || 'Open form')}</button>\n`
    : '';
}

/** The HTML snippet: the loader tag with the choice as data attributes (inline: exactly the loader snippet). */
export function htmlSnippet(origin: string, form: ShareTarget, c: EmbedChoice): string {
  const attrs = choiceOptions(form, c)
    .map(([name, value]) =>
      value === true ? ` data-${kebab(name)}` : ` data-${kebab(name)}="${htmlAttr(String(value))}"`,
    )
    .join('');
  return pageButton(form, c) + loaderSnippet(origin, form).replace('></script>', `${attrs}></script>`);
}

/** A JSX attribute value: a plain string in quotes when it can be, else a JavaScript string in braces. */
const jsx = (value: string | number | true) =>
  value === true
    ? ''
    : typeof value === 'number'
      ? `={${value}}`
      : /^[^"{}\\<>&]*$/.test(value)
        ? `="${value}"`
        : `={${JSON.stringify(value)}}`;

const REACT_COMPONENTS: Record<Exclude<EmbedMode, 'inline'>, string> = {
  popup: 'FormsEnginePopup',
  slider: 'FormsEngineSlider',
  popover: 'FormsEnginePopover',
  sidetab: 'FormsEngineSidetab',
  fullpage: 'FormsEngineFullPage',
};

/** The React snippet (@forms-engine/react): the component for the mode, with the same options as props. */
export function reactSnippet(origin: string, form: ShareTarget, c: EmbedChoice): string {
  const base = `host${jsx(origin.replace(/\/$/, ''))} form={${form.id}} title${jsx(form.label)}`;
  let component: string;
  let element: string;
  if (c.mode === 'inline') {
    component = 'FormsEngineWidget';
    element = `<${component} ${base} />`;
  } else if (needsPageButton(c)) {
    component = 'FormsEnginePopupButton';
    const mode = c.mode === 'popup' ? '' : ` mode="${c.mode}"`;
    const close = c.closeAfter === null ? '' : ` closeAfter={${c.closeAfter}}`;
    element = `<${component} ${base}${mode}${close}>\n  ${c.button.trim() || 'Open form'}\n</${component}>`;
  } else {
    component = REACT_COMPONENTS[c.mode];
    const props = choiceOptions(form, c)
      .filter(([name]) => name !== 'mode')
      .map(([name, value]) => ` ${name}${jsx(value)}`)
      .join('');
    element = `<${component} ${base}${props} />`;
  }
  return `import { ${component} } from '@forms-engine/react';\n\n${element}`;
}

/** A shortcode attribute value (WordPress's parser allows no double quote or square bracket in one). */
const shortcodeValue = (value: string) => value.replace(/"/g, "'").replace(/\[/g, '(').replace(/]/g, ')');

/** The WordPress shortcode (the Forms Engine plugin), naming this server's address. */
export function wordpressSnippet(origin: string, form: ShareTarget, c: EmbedChoice): string {
  const attrs: Array<[string, string | number]> = [['id', form.id]];
  for (const [name, value] of choiceOptions(form, c)) {
    // The plugin writes the page's button itself when no target is named.
    if (name === 'target') continue;
    attrs.push([kebab(name).replace(/-/g, '_'), value === true ? 1 : value]);
  }
  if (needsPageButton(c) && c.button.trim()) attrs.push(['button', c.button.trim()]);
  attrs.push(['title', form.label], ['host', origin.replace(/\/$/, '')]);
  return `[forms_engine ${attrs.map(([name, value]) => `${name}="${shortcodeValue(String(value))}"`).join(' ')}]`;
}

/**
 * The share panel's live preview: a stand-in web page with the HTML snippet on it, the dialog opened at once
 * (whatever the trigger) and without the show-once rules, so each change shows what visitors will see.
 */
export function previewDocument(origin: string, form: ShareTarget, c: EmbedChoice): string {
  const shown: EmbedChoice = {
    ...c,
    trigger: c.mode === 'inline' ? c.trigger : 'load',
    showOnce: false,
    hideAfterSubmit: false,
    closeAfter: null,
  };
  const snippet = pageButton(form, c) + htmlSnippet(origin, form, shown);
  const bar = (width: number) => `<div class="bar" style="width:${width}%"></div>`;
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview</title><style>
body{margin:0;font:16px system-ui,sans-serif;color:#0f172a;background:#f8fafc}
header{display:flex;align-items:center;gap:12px;padding:14px 32px;background:#fff;border-bottom:1px solid #e2e8f0;font-weight:600}
header span{width:28px;height:28px;border-radius:8px;background:#cbd5e1}
main{max-width:720px;margin:0 auto;padding:32px}
h1{margin:0 0 16px;font-size:28px}.bar{height:12px;margin:10px 0;border-radius:6px;background:#e2e8f0}
button{margin:16px 0;padding:10px 18px;border:0;border-radius:8px;background:#0f172a;color:#fff;font:inherit}
</style></head><body><header><span></span>Your website</header><main><h1>Your page</h1>${bar(92)}${bar(84)}${bar(88)}
${snippet}${bar(90)}${bar(76)}${bar(86)}${bar(60)}</main></body></html>`;
}
