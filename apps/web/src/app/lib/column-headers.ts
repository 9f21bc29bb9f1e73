// The owner app names the lead columns the model builds with English headers (Language, Variant, Verified, Ending),
// and the verification's values, in its own language; the CSV export keeps the model's English headers, a public format.
import type { ResponseColumn } from '@forms-engine/model';
import type { MessageKey } from '../i18n/en.ts';
import type { Translate } from '../i18n/languages.ts';

const HEADERS: Record<string, MessageKey> = {
  language: 'columns.language',
  variant: 'columns.variant',
  verified: 'columns.verified',
  ending: 'columns.ending',
};

/** The model's verification text ("E-mail, Phone", "Not verified") in the owner's language. */
export function verifiedText(text: string, t: Translate): string {
  if (text === 'Not verified') return t('columns.notVerified');
  return text
    .split(', ')
    .map((part) =>
      part === 'E-mail' ? t('columns.verifiedEmail') : part === 'Phone' ? t('columns.verifiedPhone') : part,
    )
    .join(', ');
}

/**
 * The columns with the headers the model names, and the verification's values, in the owner's language; every
 * other column as it was.
 */
export function withOwnerHeaders<C extends ResponseColumn>(columns: readonly C[], t: Translate): C[] {
  return columns.map((c) => {
    const key = Object.hasOwn(HEADERS, c.id) ? HEADERS[c.id] : undefined;
    if (!key) return c;
    if (c.id !== 'verified') return { ...c, header: t(key) };
    return { ...c, header: t(key), cell: (r) => verifiedText(c.cell(r), t) };
  });
}
