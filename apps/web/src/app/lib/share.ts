// What the share panel offers: the permanent link, the embed.js loader snippet and a plain iframe snippet.
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
