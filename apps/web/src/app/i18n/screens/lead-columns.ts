// Headers of the lead columns the model names (language, A/B variant, verification, ending) and the verification's
// values as the owner app's table, cards and lead page show them, in its five languages. The CSV export keeps the model's English headers.
import type { Catalog } from './catalog.ts';

export const columnsEn = {
  'columns.language': 'Language',
  'columns.variant': 'Variant',
  'columns.verified': 'Verified',
  'columns.ending': 'Ending',
  'columns.verifiedEmail': 'E-mail',
  'columns.verifiedPhone': 'Phone',
  'columns.notVerified': 'Not verified',
} as const;

type Key = keyof typeof columnsEn;

export const columnsDe: Catalog<Key> = {
  'columns.language': 'Sprache',
  'columns.variant': 'Variante',
  'columns.verified': 'Bestätigt',
  'columns.ending': 'Abschluss',
  'columns.verifiedEmail': 'E-Mail',
  'columns.verifiedPhone': 'Telefon',
  'columns.notVerified': 'Nicht bestätigt',
};

export const columnsFr: Catalog<Key> = {
  'columns.language': 'Langue',
  'columns.variant': 'Variante',
  'columns.verified': 'Vérifié',
  'columns.ending': 'Fin',
  'columns.verifiedEmail': 'E-mail',
  'columns.verifiedPhone': 'Téléphone',
  'columns.notVerified': 'Non vérifié',
};

export const columnsEs: Catalog<Key> = {
  'columns.language': 'Idioma',
  'columns.variant': 'Variante',
  'columns.verified': 'Verificado',
  'columns.ending': 'Final',
  'columns.verifiedEmail': 'Correo electrónico',
  'columns.verifiedPhone': 'Teléfono',
  'columns.notVerified': 'Sin verificar',
};

export const columnsIt: Catalog<Key> = {
  'columns.language': 'Lingua',
  'columns.variant': 'Variante',
  'columns.verified': 'Verificato',
  'columns.ending': 'Finale',
  'columns.verifiedEmail': 'E-mail',
  'columns.verifiedPhone': 'Telefono',
  'columns.notVerified': 'Non verificato',
};
