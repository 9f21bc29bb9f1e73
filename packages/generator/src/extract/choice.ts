// Decides whether a list of options takes several answers (multiSelect) or one (tiles/dropdown); docs/generator.md.
import type { GeneratorLanguage } from '../types.ts';
import { isBand } from './lists.ts';
import { MULTI_NOUNS, TRIGGERS } from './vocabulary.ts';

const WEEKDAY =
  /^(?:mon|tue|tues|wed|thu|thur|thurs|fri|sat|sun|mo|di|mi|do|fr|sa|so)\.?$|^(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag)$/i;

/** "only one", "single choice": the owner says one answer. */
const ONE_ANSWER =
  /\b(?:only one|just one|one answer|single[- ]choice|nur eine[nr]?|eine antwort|einfachauswahl)\b/i;

/**
 * Asks whose answer is one thing: a kind, a size, a level, a plan, how/when questions, a main or preferred choice.
 * They stay single choice even when plural ("which plans").
 */
const EXCLUSIVE_EN =
  /\b(?:type|types|kind|kinds|sort|size|sizes|level|levels|plan|plans|package|packages|tier|tiers|membership|subscription|format|main|primary|preferred|favou?rite|best|most|age|gender|status|stage|budget|frequency|urgency|how|when|where|who|whom|whose|whether|what is|what's your|which one)\b/i;
const EXCLUSIVE_DE =
  /\bart\b|\bwelche art\b|\b(?:wie|wann|wo|ob)\b|^(?:was|welche[rs]?) (?:ist|war)\b|lieblings|\bhaupt|bevorzugt|größe|grösse|stufe|niveau|\balter\b|familienstand|geschlecht|häufigkeit|dringend|\bformat\b|\btarif|\bpaket/i;

/** English nouns ending in "s" that are not plurals. */
const NOT_PLURAL = new Set(
  'yes this its his was has does is as us thus plus gas bus always perhaps various previous serious news series species means lens canvas atlas bonus campus virus christmas chassis physics mathematics economics athletics politics analysis basis thesis crisis status business address process access less'.split(
    ' ',
  ),
);
/** Plural nouns that count rather than list ("hours", "guests"): a list of them is bands of one number. */
const COUNT_NOUNS = new Set('hours minutes years months people persons guests nights employees'.split(' '));

function isEnglishPlural(word: string): boolean {
  const w = word.toLowerCase();
  if (NOT_PLURAL.has(w) || w.length < 3) return false;
  return /[^su']s$/.test(w) && !/(?:ss|us|is|ics)$/.test(w);
}

/**
 * German plural nouns of things that combine (services, problems, subjects, days…), also as the end of a compound
 * ("Zusatzleistungen", "Wunschtage", "Kurszeiten"). German plurals have no single ending, so this is a list.
 */
const GERMAN_PLURAL =
  /(?:bereichen|themen|fächern|kursen|leistungen|arbeiten|services|extras|probleme|beschwerden|symptome|schäden|mängel|schädlinge|fächer|kurse|themen|interessen|hobbys|ziele|tage|wochen|termine|zeiten|räume|geräte|kanäle|plattformen|momente|bereiche|schichten|features|funktionen|tools|wünsche|sprachen|allergien|unverträglichkeiten|sportarten|aktivitäten|anforderungen|zutaten|produkte|dienste|angebote|workshops|module|challenges|herausforderungen|bedürfnisse|optionen|zusätze|instrumente|fragen|anliegen|komponenten|zubehör|ausstattung|ungen|heiten|keiten|ionen|nisse)n?$/i;

/** Verbs in "s" that follow "what" ("what needs doing", "what suits you"): not the plural subject of the ask. */
const VERB_S =
  /^(?:needs|does|goes|makes|happens|matters|works|fits|suits|applies|describes|comes|takes|means|brings|sounds|interests|concerns)$/i;

/**
 * The words that may name what is chosen: the words of the label up to its verb or pronoun ("which social media
 * channels do you use" gives which, social, media, channels).
 */
function subjectWords(label: string): string[] {
  const cleaned = label
    .replace(/\b(?:you|they|we|sie|du|dich|dir|ihnen)\b.*$/i, '')
    .replace(
      /\s+(?:wanted|needed|required|desired|offered|used|noticed|seen|covered|done|interested|gewünscht|benötigt|gesucht)$/i,
      '',
    )
    .trim();
  return cleaned
    .split(/\s+/)
    .filter(
      (w, i, all) =>
        !(VERB_S.test(w) && /^(?:what|which)$/i.test(all[i - 1] ?? '')) &&
        !/^(?:any|some|all|the|your|their|other|ihre?|ihren|die|der|alle)$/i.test(w),
    );
}

/** Counts as answers ("none, one, two or more", "keine, eine, zwei"): one answer on a scale. */
const NUMBER_WORD =
  /^(?:none|one|two|three|four|five|six|once|twice|never|no|keine?|eins?|eine[nr]?|zwei|drei|vier|fünf|sechs|einmal|zweimal|nie)\b/i;

/** "welche Benefits nutzen Sie": an English plural in a German form; "des Besuchs" is a German genitive. */
function englishWordInGerman(word: string, label: string): boolean {
  // Only right after "welche": German nouns end in "s" too ("Kurs", "Preis", "des Besuchs").
  return isEnglishPlural(word) && new RegExp(String.raw`\bwelchen?\s+${word}\b`, 'i').test(label);
}

/** A listed plural, alone or closing a compound with a real first part ("Wunschtage", not "Etage"). */
function isGermanPlural(word: string): boolean {
  const m = word.match(GERMAN_PLURAL);
  if (!m || m.index === undefined) return false;
  return m.index === 0 || m.index >= 3;
}

/** "what do you need", "what they want done", "was soll gemacht werden", "was trifft zu": things that combine. */
const COMBINING_ASK =
  /^what (?:kinds?|types?|sorts?) of (?:help|support|assistance|services?|work|care|treatments?)\b|^(?:what|which)\s+(?:do|does|did|would|will|should)\s+(?:you|they|we|people|customers|clients)\s+(?:\w+\s+)?(?:need|want|like|use|buy|order|have|enjoy|offer|prefer|expect|require|get)\b|^what (?:you|they) (?:want|need|would like)\b|^(?:what's|what is|what went|what) wrong\b|^was (?:soll(?:en)?|muss|müssen) (?:\w+ )?(?:gemacht|erledigt|repariert|gestrichen|gereinigt|geprüft)|^was (?:brauchen|benötigen|wünschen|möchten|nutzen|suchen) (?:sie|du)\b|^was (?:hat|haben) (?:ihnen|dir|euch) gefallen|^was trifft (?:auf \w+ )?zu\b|^was ist (?:kaputt|defekt)\b|^was (?:gefällt|fehlt)\b/i;

/**
 * True when a listed ask takes several answers. In order: the owner's own words ("select all", "only one"); a
 * numeric scale is one answer; asks for a kind, size, level, plan or how/when are one answer; a plural subject
 * ("which services", "subjects needed", "Leistungen") or an ask for things that combine ("what do you need") is
 * several; anything else is one.
 */
export function takesSeveralAnswers(
  label: string,
  clause: string,
  options: string[],
  lang: GeneratorLanguage,
): boolean {
  if (TRIGGERS.multi.test(clause)) return true;
  if (ONE_ANSWER.test(clause)) return false;
  if (options.length > 0 && options.every((o) => isBand(o) || /^\D{0,3}\d/.test(o) || NUMBER_WORD.test(o)))
    return false;
  // "cracks y/n", "Haustiere ja/nein": yes or no is one answer whatever the subject.
  if (
    options.length === 2 &&
    options.every((o) => /^(?:y|n|yes|no|ja|nein|j|oui|non|sí|si)$/i.test(o.trim()))
  )
    return false;
  // "so basically i want people to tell me what they need done": the ask starts at its question word.
  const spoken = label.trim().toLowerCase();
  const wh = spoken.search(/\b(?:what|which|was|welche)\b/);
  const l =
    wh > 0 && /\b(?:tell|know|ask|find out|say|sagen|wissen|fragen)\b/.test(spoken.slice(0, wh))
      ? spoken.slice(wh)
      : spoken;
  if (!l) return false;
  if (COMBINING_ASK.test(l)) return true;
  // Days of the week are picked together ("availability Mon-Fri") unless the label names one day.
  if (
    options.length >= 2 &&
    options.every((o) => WEEKDAY.test(o.trim())) &&
    !/\b(?:day|tag|wunschtag)\b/i.test(l)
  )
    return !(lang === 'de' ? EXCLUSIVE_DE : EXCLUSIVE_EN).test(l);
  if ((lang === 'de' ? EXCLUSIVE_DE : EXCLUSIVE_EN).test(l)) return false;
  // German nouns in a German form ("Grund des Besuchs") are not English plurals; English words in it may be.
  return subjectWords(label).some(
    (w) =>
      !COUNT_NOUNS.has(w.toLowerCase()) &&
      (MULTI_NOUNS.test(w) ||
        (lang === 'de' ? isGermanPlural(w) || englishWordInGerman(w, label) : isEnglishPlural(w))),
  );
}
