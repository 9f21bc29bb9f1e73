// Prompts in French, Spanish and Italian, offline: the prompt read into English part by part with a word table of
// the words forms are made of (trades, property, contact, address, upload, price words), so the engine understands
// it; the form's texts are then written back in the prompt's language (the phrase table of "Add a language", the
// owner's own words for their answers and questions).
import { mapTexts, type TFormConfig } from '@forms-engine/model';
import { addLanguage } from './add-language.ts';
import { overlapScore } from './text.ts';

export type ForeignLanguage = 'fr' | 'es' | 'it';

/** Short words each language uses often and the others (and English, German) rarely. */
const MARKERS: Record<ForeignLanguage, ReadonlySet<string>> = {
  fr: new Set(
    'le la les des du une et pour avec vous votre vos est sont je nous il faut oui non être toit adresse coordonnées devis formulaire demande surface maison logement pièces'.split(
      ' ',
    ),
  ),
  es: new Set(
    'el los las del una y para con usted su sus es son queremos necesita datos sí tejado dirección presupuesto formulario solicitud vivienda metros cuadrados empresa'.split(
      ' ',
    ),
  ),
  it: new Set(
    'il lo gli della dei una e per con voi vostro sono è serve sì tetto indirizzo preventivo modulo richiesta immobile stanze contatti dati locali trasloco'.split(
      ' ',
    ),
  ),
};

/** The prompt's language when it is French, Spanish or Italian (a few telling words, more than English or German). */
export function foreignLanguage(prompt: string): ForeignLanguage | null {
  const words = prompt.toLowerCase().match(/\p{L}+/gu) ?? [];
  if (words.length === 0) return null;
  const score: Record<ForeignLanguage, number> = { fr: 0, es: 0, it: 0 };
  // One-letter words ("y", "e") are as often a unit ("20y") or a list mark as a word: they do not count.
  for (const w of words)
    if (w.length > 1) for (const l of ['fr', 'es', 'it'] as const) if (MARKERS[l].has(w)) score[l]++;
  // Accents only some languages write ("è", "ñ", "ç") tip a close call.
  if (/[çêôœ]|\bà\b/i.test(prompt)) score.fr += 1;
  if (/[ñ¿¡]/i.test(prompt)) score.es += 2;
  if (/\bè\b|[ìò]/i.test(prompt)) score.it += 1;
  const [best, n] = (Object.entries(score) as [ForeignLanguage, number][]).sort((a, b) => b[1] - a[1])[0];
  const english = words.filter((w) => ENGLISH_HINTS.has(w)).length;
  return n >= 3 && n > english ? best : null;
}

const ENGLISH_HINTS = new Set(
  'the and for with your you is are of to a an form quote address contact'.split(' '),
);

/**
 * Phrases, then words, each language's into English: what the engine must understand to build the form. Longer
 * phrases come first so "coordonnées" and "adresse e-mail" are read whole.
 */
const TABLE: Record<ForeignLanguage, [string, string][]> = {
  fr: [
    ['formulaire de demande de devis', 'quote request form'],
    ['demande de devis', 'quote request'],
    ['formulaire de devis', 'quote form'],
    ['formulaire', 'form'],
    ['devis', 'quote'],
    ['coordonnées', 'contact details'],
    ['adresse e-mail', 'email'],
    ['adresse de départ', 'moving from address'],
    ['adresse', 'address'],
    ['téléphone', 'phone'],
    ['nom', 'name'],
    ['photos du toit', 'photos of the roof'],
    ['photos', 'photos'],
    ['photo', 'photo'],
    ['documents', 'documents'],
    ['type de travaux', 'type of work'],
    ['type de toit', 'roof type'],
    ['surface du toit', 'roof area in square meters'],
    ['surface', 'area in square meters'],
    ['nombre de pièces', 'number of rooms'],
    ['pièces', 'rooms'],
    ['fréquence', 'how often'],
    ['animaux', 'pets'],
    ['date du déménagement', 'moving date'],
    ['déménagement', 'moving'],
    ['date souhaitée', 'preferred date'],
    ['date de passage', 'visit date'],
    ['date de rendez-vous', 'appointment date'],
    ['logement actuel', 'current home'],
    ['logement', 'home'],
    ['étage', 'floor'],
    ['motif de la visite', 'reason for the visit'],
    ['êtes-vous déjà patient', 'are you already a patient'],
    ['clinique dentaire', 'dental clinic'],
    ['entreprise de couverture', 'roofing company'],
    ['panneaux solaires', 'solar panels'],
    ['ménage à domicile', 'home cleaning'],
    ['ménage', 'cleaning'],
    ['nettoyage', 'cleaning'],
    ['prix', 'price'],
    ['budget', 'budget'],
    ['facture', 'bill'],
    ['oui/non', 'yes/no'],
    ['oui', 'yes'],
    ['non', 'no'],
    ['de', 'from'],
    ['à', 'to'],
    ['et', 'and'],
    ['pour', 'for'],
    ['par', 'per'],
    ['plus', 'plus'],
  ],
  es: [
    ['formulario para presupuesto de', 'quote form for'],
    ['formulario de solicitud', 'request form'],
    ['formulario', 'form'],
    ['presupuesto mensual', 'monthly budget'],
    ['presupuesto', 'quote'],
    ['datos de contacto', 'contact details'],
    ['dirección de la vivienda', 'address of the home'],
    ['dirección', 'address'],
    ['teléfono', 'phone'],
    ['correo electrónico', 'email'],
    ['nombre', 'name'],
    ['fotos', 'photos'],
    ['foto', 'photo'],
    ['placas solares', 'solar panels'],
    ['tipo de tejado', 'roof type'],
    ['tipo de limpieza', 'type of cleaning'],
    ['tipo de', 'type of'],
    ['factura mensual de luz', 'monthly electricity bill'],
    ['factura', 'bill'],
    ['metros cuadrados', 'square meters'],
    ['servicios que necesita', 'services needed'],
    ['agencia de marketing', 'marketing agency'],
    ['empresa de limpieza', 'cleaning company'],
    ['queremos saber', 'we want to know'],
    ['somos una', 'we are a'],
    ['número de habitaciones', 'number of rooms'],
    ['habitaciones', 'rooms'],
    ['fecha de la mudanza', 'moving date'],
    ['fecha deseada', 'preferred date'],
    ['fecha', 'date'],
    ['mudanza', 'moving'],
    ['precio', 'price'],
    ['sí/no', 'yes/no'],
    ['sí', 'yes'],
    ['no', 'no'],
    ['de', 'from'],
    ['a', 'to'],
    ['y', 'and'],
    ['los', 'the'],
    ['para', 'for'],
    ['por', 'per'],
  ],
  it: [
    ['modulo di richiesta preventivo per', 'quote request form for'],
    ['modulo di richiesta', 'request form'],
    ['modulo', 'form'],
    ['preventivo', 'quote'],
    ['dati di contatto', 'contact details'],
    ['contatti', 'contact details'],
    ['indirizzo', 'address'],
    ['telefono', 'phone'],
    ['nome', 'name'],
    ['foto', 'photos'],
    ['impianto fotovoltaico', 'solar panels'],
    ['tipo di tetto', 'roof type'],
    ['che tipo di immobile', 'property type'],
    ['tipo di immobile', 'property type'],
    ['tipo di', 'type of'],
    ['consumo annuo', 'yearly consumption'],
    ['impresa di pulizie', 'cleaning company'],
    ['numero di stanze', 'number of rooms'],
    ['numero di locali', 'number of rooms'],
    ['stanze', 'rooms'],
    ['data del trasloco', 'moving date'],
    ['trasloco', 'moving'],
    ['data preferita', 'preferred date'],
    ['data', 'date'],
    ['metri quadri', 'square meters'],
    ['serve il montaggio dei mobili', 'furniture assembly needed'],
    ['montaggio dei mobili', 'furniture assembly'],
    ['prezzo', 'price'],
    ['sì/no', 'yes/no'],
    ['sì', 'yes'],
    ['no', 'no'],
    ['da', 'from'],
    ['a', 'to'],
    ['e', 'and'],
    ['per', 'for'],
  ],
};

/** The owner's words of one part of the prompt and their English reading. */
interface Part {
  original: string;
  english: string;
}

export interface EnglishReading {
  prompt: string;
  parts: Part[];
  /** English word or option → the owner's word it was read from (for answers written back as the owner wrote them). */
  words: Map<string, string>;
}

/** "et", "y", "e" between two asks part them like a comma. */
const AND: Record<ForeignLanguage, RegExp> = { fr: /^\set\s/i, es: /^\sy\s/i, it: /^\se\s/i };

/** "Crée un formulaire …", "Necesito un …": the request around the form's name. */
const REQUEST =
  /^(?:(?:crée|créez|créer|fais|faites|je veux|il me faut|j'ai besoin d'|crea|crear|necesito|quiero|creare|voglio|mi serve)\s+)?(?:un|une|una|uno|des)?\s*/i;

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Reads one part into English: table phrases replaced, the owner's other words (their answers) kept. */
function readPart(part: string, lang: ForeignLanguage, words: Map<string, string>): string {
  // The answers in parentheses are the owner's own words and stay as written.
  return (
    part
      .split(/(\([^()]*\))/)
      .map((piece) => (piece.startsWith('(') ? piece : readWords(piece, lang, words)))
      .join('')
      // "(1 à 8)", "(da 1 a 6)": a range in parentheses is no answer list.
      .replace(/(\d)\s*(?:à|a|al|bis)\s*(\d)/giu, '$1 to $2')
  );
}

function readWords(part: string, lang: ForeignLanguage, words: Map<string, string>): string {
  let out = part;
  for (const [from, to] of TABLE[lang]) {
    const re = new RegExp(String.raw`(?<![\p{L}-])${escapeRegExp(from)}(?![\p{L}-])`, 'giu');
    out = out.replace(re, (m) => {
      if (!words.has(to)) words.set(to, m);
      return to;
    });
  }
  return out;
}

/** The prompt in English, part by part (parts end at commas, colons, full stops and "and" outside parentheses). */
export function readInEnglish(prompt: string, lang: ForeignLanguage): EnglishReading {
  const parts: Part[] = [];
  const words = new Map<string, string>();
  let depth = 0;
  let start = 0;
  const cut = (end: number) => {
    const original = prompt.slice(start, end).trim();
    if (original) parts.push({ original, english: readPart(original, lang, words) });
  };
  for (let i = 0; i < prompt.length; i++) {
    const ch = prompt[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (depth === 0 && /[,;:.]/.test(ch) && !/\d/.test(prompt[i + 1] ?? '')) {
      cut(i);
      start = i + 1;
    } else if (depth === 0 && AND[lang].test(prompt.slice(i, i + 4))) {
      cut(i);
      start = i + 1;
    }
  }
  cut(prompt.length);
  // The first part names the form ("Formulaire de devis pour …:"), the rest are its questions.
  const english = parts.map((p, k) => (k === 0 && parts.length > 1 ? `${p.english}:` : p.english)).join(', ');
  return { prompt: english.replace(/:,/g, ':'), parts, words };
}

function title(first: string): string {
  const t = first.replace(REQUEST, '').trim().slice(0, 80);
  return t.charAt(0).toUpperCase() + t.slice(1);
}

/** A question in the owner's words: the label of their part, without its answers and ranges. */
function ownerQuestion(part: string, lang: ForeignLanguage): string {
  const label = part
    .replace(/\([^)]*\)/g, '')
    .replace(/\s(?:de|da|from)\s+\d.*$/i, '')
    .replace(/\s\d.*$/, '')
    .replace(/(?<!\s)\s+(?:oui\/non|sì\/no|sí\/no)$/i, '')
    .replace(/^(?:et|y|e)\s+/i, '')
    .trim();
  const text = label.charAt(0).toUpperCase() + label.slice(1);
  if (lang === 'fr') return `${text} ?`;
  if (lang === 'es') return `¿${text}?`;
  return `${text}?`;
}

/**
 * The English form written in the prompt's language: each text from the phrase table; an answer as the owner
 * wrote it; a question the table does not know in the owner's own words for it. The form's language becomes the
 * prompt's, so every respondent reads it in that language.
 */
export function writeBack(config: TFormConfig, lang: ForeignLanguage, reading: EnglishReading): TFormConfig {
  const { texts } = addLanguage(config, lang);
  const back = new Map<string, string>();
  for (const [en, original] of reading.words) back.set(en.toLowerCase(), original);
  const partFor = (text: string): Part | undefined => {
    let best: Part | undefined;
    let bestScore = 0.3;
    for (const p of reading.parts.slice(1)) {
      const score = overlapScore(text, p.english);
      if (score > bestScore) {
        bestScore = score;
        best = p;
      }
    }
    return best;
  };
  // A question is found in the prompt by its title and its answers ("How often should we clean?" — "fréquence
  // (chaque semaine, …)").
  const asked = new Map(
    config.steps.map((s) => [
      s.id ?? '',
      `${s.title} ${'options' in s ? s.options.map((o) => o.title).join(' ') : ''}`,
    ]),
  );
  // A slider is found by its range ("metros cuadrados de 20 a 500").
  const ranged = new Map<string, Part>();
  for (const s of config.steps) {
    if (s.type !== 'slider') continue;
    const p = reading.parts.find((x) =>
      [s.min, s.max].every((n) =>
        new RegExp(String.raw`(?<![\d.,])${n}(?![\d])`).test(x.original.replace(/[.\s](?=\d{3}\b)/g, '')),
      ),
    );
    if (p) ranged.set(s.id ?? '', p);
  }
  const out = mapTexts(config, (key, text) => {
    if (key.startsWith('ui.')) return '';
    const known = texts[key];
    if (known !== undefined) return known;
    const word = back.get(text.trim().toLowerCase());
    if (word) return word.charAt(0).toUpperCase() + word.slice(1);
    // An answer the owner listed reads as they wrote it (kept untranslated when the engine read the prompt).
    if (/\.options\.[^.]+\.title$/.test(key)) return text;
    const id = key.match(/^steps\.([^.]+)\.title$/)?.[1];
    const part = id !== undefined ? (ranged.get(id) ?? partFor(asked.get(id) ?? text)) : undefined;
    if (part) return ownerQuestion(part.original, lang);
    // The form's name in the owner's words; a help text the table does not know is left out rather than English.
    if (key === 'title') return title(reading.parts[0]?.original ?? '') || text;
    return /(?:subtitle|description|placeholder|label)$/.test(key) ? '' : text;
  });
  const { ui: _ui, ...rest } = out;
  return { ...rest, language: lang };
}
