// Form data hooks shared by several screens.
import { unwrapConfig } from '@forms-engine/model';
import { embedUrl, getForm, listFormSummaries } from '@forms-engine/contracts/client';
import { queryClient, useApiQuery } from './api.ts';
import { useAuth } from './auth.tsx';

/** The owner's forms for a list (no configurations; a screen that edits one loads it with useForm). */
export function useForms() {
  const { user } = useAuth();
  return useApiQuery(listFormSummaries, undefined, { enabled: !!user });
}

export function useForm(id: string | number | undefined) {
  const { user } = useAuth();
  const valid = id !== undefined && id !== '';
  return useApiQuery(getForm, { params: { id: valid ? id : 0 } }, { enabled: !!user && valid });
}

export function formEmbedUrl(form: { language: string; label: string; domain: string }): string {
  return embedUrl(window.location.origin, form);
}

/** Steps of any stored config shape, as loose records (screens must not crash on bad data). */
export function rawSteps(config: unknown): Array<Record<string, unknown>> {
  const c = unwrapConfig(config);
  return c && Array.isArray(c.steps) ? (c.steps as Array<Record<string, unknown>>) : [];
}

// One formatter per language and kind, made once: `toLocaleString(locale, options)` builds a new
// Intl.DateTimeFormat on every call (0.2–0.4 ms each, measured in Node), which the responses list would pay once per
// row. English keeps the US style the spec's screens show.
const formatters = new Map<string, Intl.DateTimeFormat>();
function dateFormatter(language: string, withTime: boolean): Intl.DateTimeFormat {
  const key = `${language}|${withTime}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language === 'en' ? 'en-US' : language, {
      year: 'numeric',
      month: 'short',
      day: 'numeric',
      ...(withTime ? { hour: '2-digit', minute: '2-digit' } : {}),
    });
    formatters.set(key, format);
  }
  return format;
}

/** A date the owner reads, written the way the owner app's `language` writes dates. */
export function formatDate(iso: string | undefined, language = 'en'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormatter(language, false).format(d);
}

/** A date and time the owner reads, written the way the owner app's `language` writes them. */
export function formatDateTime(iso: string | undefined, language = 'en'): string {
  if (!iso) return '';
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return iso;
  return dateFormatter(language, true).format(d);
}

/** Marks the forms list and every form's detail and responses stale (they never go stale by themselves). */
export function invalidateForms(): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/forms'),
  });
}
