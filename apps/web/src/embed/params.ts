// Query parameters of /embed: lang (the respondent's language), language, label, domain, iconMode (lucide|emoji|none only), the older form/id, and the sources of hidden values.
import type { TIconMode } from '@forms-engine/model';

export type EmbedSource =
  | { kind: 'properties'; language: string; label: string; domain: string }
  | { kind: 'id'; id: number }
  | { kind: 'none' };

export interface EmbedParams {
  source: EmbedSource;
  language: string | null;
  /** The language a link asks the form to be shown in, among the form's languages. */
  lang: string | null;
  iconMode: TIconMode | null;
}

const ICON_MODES: readonly string[] = ['lucide', 'emoji', 'none'];

export function parseEmbedParams(search: string): EmbedParams {
  const q = new URLSearchParams(search);
  const language = q.get('language')?.trim() || null;
  const lang = q.get('lang')?.trim() || null;
  const label = q.get('label')?.trim() || '';
  const domain = q.get('domain')?.trim() ?? '';
  const rawIcon = q.get('iconMode');
  const iconMode = rawIcon && ICON_MODES.includes(rawIcon) ? (rawIcon as TIconMode) : null;
  const rawId = q.get('form') ?? q.get('id');
  const id = rawId && /^\d+$/.test(rawId.trim()) ? Number.parseInt(rawId, 10) : Number.NaN;
  let source: EmbedSource = { kind: 'none' };
  if (language && label) source = { kind: 'properties', language, label, domain };
  else if (Number.isSafeInteger(id) && id > 0) source = { kind: 'id', id };
  return { source, language, lang, iconMode };
}

/**
 * Where hidden-field values and prefills come from, later winning: the /embed URL's own query (the owner's link or
 * embed.js data attributes), then the host page's query, which embed.js hands on in the fragment so it never
 * reaches a server log.
 */
export function urlQueries(location: { search: string; hash: string }): URLSearchParams[] {
  return [new URLSearchParams(location.search), new URLSearchParams(location.hash.replace(/^#/, ''))];
}
