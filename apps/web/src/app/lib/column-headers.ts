// The owner app names the lead columns the model builds with English headers (Language, Variant, Verified, Ending)
// in its own language; the CSV export keeps the model's English headers, a public format.
import type { ResponseColumn } from '@forms-engine/model';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/languages.ts';

const HEADERS: Record<string, MessageKey> = {
  language: 'columns.language',
  variant: 'columns.variant',
  verified: 'columns.verified',
  ending: 'columns.ending',
};

/** The columns with the headers the model names in the owner's language; every other column as it was. */
export function withOwnerHeaders<C extends ResponseColumn>(columns: readonly C[], t: Translate): C[] {
  return columns.map((c) => {
    const key = Object.hasOwn(HEADERS, c.id) ? HEADERS[c.id] : undefined;
    return key ? { ...c, header: t(key) } : c;
  });
}
