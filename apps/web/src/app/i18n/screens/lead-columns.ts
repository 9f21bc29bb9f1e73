// Headers of the lead columns the model names (language, A/B variant, verification, ending) as the owner app's
// table, cards and lead page show them, in its five languages. The CSV export keeps the model's English headers.
import type { Catalog } from './catalog.ts';

export const columnsEn = {
  'columns.language': 'Language',
  'columns.variant': 'Variant',
  'columns.verified': 'Verified',
  'columns.ending': 'Ending',
} as const;

type Key = keyof typeof columnsEn;

export const columnsDe: Catalog<Key> = {
  'columns.language': 'Sprache',
  'columns.variant': 'Variante',
  'columns.verified': 'Bestätigt',
  'columns.ending': 'Abschluss',
};

export const columnsFr: Catalog<Key> = {
  'columns.language': 'Langue',
  'columns.variant': 'Variante',
  'columns.verified': 'Vérifié',
  'columns.ending': 'Fin',
};

export const columnsEs: Catalog<Key> = {
  'columns.language': 'Idioma',
  'columns.variant': 'Variante',
  'columns.verified': 'Verificado',
  'columns.ending': 'Final',
};

export const columnsIt: Catalog<Key> = {
  'columns.language': 'Lingua',
  'columns.variant': 'Variante',
  'columns.verified': 'Verificato',
  'columns.ending': 'Finale',
};
