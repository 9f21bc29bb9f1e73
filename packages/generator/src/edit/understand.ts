// The instruction model: what an owner's clause asks (the operation), of which step (the target, named by title,
// topic, type or position) and with what (options, ranges, types), read from the meaning of its words in English
// or German rather than from fixed sentence shapes; a frame is rendered as the plain clause the handlers apply.
import { type StepType, type TStep, TILES_MAX_OPTIONS } from '@forms-engine/model';
import { type Ask, parseAsk, questionize, yesNoTitle } from '../extract/index.ts';
import { detectLanguage, parseNumber, quoted, splitList, stem, words } from '../text.ts';
import type { CondText, LogicIntent } from '../logic/read.ts';
import { type Ctx, findStep } from './context.ts';
import { GeneratorError } from '../types.ts';

/** Words that say nothing about what to change: greetings, politeness, hedges ("hey, could you please …"). */
const FILLER_START =
  /^(?:(?:hey|hi|hello|hallo|ok(?:ay)?|so|oh|ah|um+|also|and|und|then|dann|please|pls|plz|bitte|just|now|jetzt|noch|btw|actually|hmm+|yeah|yes|ja|right|well|also|honestly|frankly|basically|tbh|to be honest|ehrlich gesagt|eigentlich|(?:quick|small|one|another|last)\s+(?:one|thing|question|request|change)|one more thing|kurze frage|noch was)\b[\s,!.:–—-]*)+/i;
const FILLER_ASK =
  /^(?:(?:can|could|would|will|should|shall)\s+(?:you|we|u)\s+(?:please\s+|pls\s+|maybe\s+|also\s+|just\s+)?|(?:i(?:'d| would)? (?:like|want|need)|we(?:'d| would)? (?:like|want|need)) (?:you )?(?:to )?|i (?:think|guess|feel) (?:that )?(?:we should )?|(?:we|you) (?:should|need to|must|have to) (?:also )?|let's |let us |make (?:it )?so (?:that )?|make sure (?:that )?|kannst du (?:bitte )?|könntest du (?:bitte )?|können wir (?:bitte )?|(?:könnt|könntet) ihr (?:bitte )?|(?:können|könnten) sie (?:bitte )?|wir (?:brauchen|möchten|wollen|hätten gern) )/i;
const FILLER_END_WORD =
  /(?<![\s,])[\s,]+(?:please|pls|plz|thanks|thank you|thx|bitte|danke|instead|stattdessen|too|as well|if possible|wenn möglich)$/i;
const TRAILING_MARKS = /(?<![\s?!.])[\s?!.]+$/;

/** "… to What is the patient's age?": the question mark belongs to the new title the owner wrote out. */
const keepQuestion = (t: string): string =>
  /\b(?:to|into|in|zu|auf)(?:\s*:\s*|\s+)["“„']?\p{Lu}[^"”]*\?$/u.test(t) ||
  /\b(?:says?|reads?|asks?|lauten|heißen|stehen)(?:\s*:\s*|\s+)["“„']?\p{L}[^"”]*\?$/iu.test(t)
    ? '?'
    : '';

/** Strips greetings, politeness and hedges around a clause ("hey, can you make … please?" → "make …"). */
export function tidy(clause: string): string {
  let t = clause.trim();
  for (let i = 0; i < 3; i++) {
    const before = t;
    t = t
      .replace(FILLER_START, '')
      .replace(FILLER_ASK, '')
      .replace(TRAILING_MARKS, keepQuestion(t))
      .replace(FILLER_END_WORD, '')
      .replace(TRAILING_MARKS, keepQuestion(t))
      .trim();
    if (t === before) break;
  }
  return t;
}

/** Verbs and words of the instruction language, which a misspelt word is corrected to. */
const LEXICON_EN =
  `add remove delete drop rename change move swap switch make set use allow let put place insert ask
question questions step steps field option options choice choices answer answers optional required mandatory
upload photo photos picture pictures address contact details phone email number slider dropdown tiles
multiple select several title subtitle before after first last beginning start end minimum maximum default
colour color font button translate german english replace include append called into instead price estimate
square meter metre total
bigger larger smaller greater height length amount quantity duration occasion location picture budget
distance frequency comment compulsory`.split(/\s+/);
const LEXICON_DE =
  `entferne lösche streiche füge hinzu ändere verschiebe benenne frage fragen schritt option optionen
pflicht optional kontaktdaten adresse schieberegler auswahl mehrfachauswahl anfang ende entfernung titel
untertitel platzhalter antwort antworten kacheln textfeld`.split(/\s+/);

/** Distance of at most one edit (a letter added, dropped, changed, or two swapped), without computing more. */
function withinOneEdit(a: string, b: string): boolean {
  if (a === b) return true;
  const la = a.length;
  const lb = b.length;
  if (Math.abs(la - lb) > 1) return false;
  let i = 0;
  while (i < la && i < lb && a[i] === b[i]) i++;
  if (la === lb) {
    if (a.slice(i + 1) === b.slice(i + 1)) return true;
    return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
  }
  return la > lb ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

/** The words a clause may be corrected to, most likely first: the form's own words, then the instruction words of
 * the form's language, then those of the other language. */
export function vocabulary(steps: TStep[], lang: 'en' | 'de' = 'en'): Set<string>[] {
  const form = new Set<string>();
  for (const s of steps) {
    const text = `${s.title} ${s.subtitle ?? ''} ${(s.id ?? '').replace(/_/g, ' ')} ${'options' in s ? s.options.map((o) => o.title).join(' ') : ''}`;
    for (const w of words(text)) if (w.length >= 4) form.add(w);
    // "Check-up" is also written "checkup" (and misspelt "chekup").
    for (const w of text.toLowerCase().match(/(?<!\p{L})\p{L}+(?:-\p{L}+)+/gu) ?? [])
      form.add(w.replace(/-/g, ''));
  }
  const [mine, other] = lang === 'de' ? [LEXICON_DE, LEXICON_EN] : [LEXICON_EN, LEXICON_DE];
  return [form, new Set(mine), new Set(other)];
}

/** Short typos of the instruction verbs that one edit would also make of other words ("ad" → "add"). */
const SHORT_TYPOS: Record<string, string> = {
  ad: 'add',
  dlete: 'delete',
  remvoe: 'remove',
  delte: 'delete',
  teh: 'the',
  thye: 'they',
  adn: 'and',
  wiht: 'with',
  waht: 'what',
};

/**
 * Corrects words one typo away from exactly one word of the vocabulary ("remvoe the photo uplaod" → "remove the
 * photo upload"); a known word, a short word or one with several candidates stays as it is.
 */
export function correctTypos(clause: string, groups: Set<string>[]): string {
  const lists = groups.map((g) => [...g]);
  return clause.replace(/\p{L}+/gu, (w, at: number) => {
    const lower = w.toLowerCase();
    const short = SHORT_TYPOS[lower];
    if (short) return short;
    if (lower.length < 4 || groups.some((g) => known(lower, g))) return w;
    // A capital inside the clause is a name or a noun ("Anna Meyer"): only the form's own words correct it.
    const named = at > 0 && /^\p{Lu}/u.test(w);
    for (const list of named ? lists.slice(0, 1) : lists) {
      let found: string | null = null;
      for (const v of list) {
        if (Math.abs(v.length - lower.length) > 1 || v.length < 5) continue;
        // A plural or a longer form of a known word is that word, not a typo ("rooms" and "room" alike).
        if (
          (lower.startsWith(v) && /^(?:s|es|ed|d|ing|er|ers|en|e|n|ly)$/.test(lower.slice(v.length))) ||
          v === `${lower}s` ||
          v === `${lower}es`
        )
          return w;
        // Owners mistype inside a word, not its first letter: "round" is no typo of "ground"; and an adverb or
        // a verb form is its own word ("properly" is no typo of "property").
        if (
          v[0] === lower[0] &&
          // "optionl" is "optional" with a letter lost, not "option" with one added nor "options" with its
          // last letter changed.
          !lower.startsWith(v) &&
          !(v.length === lower.length && v.slice(0, -1) === lower.slice(0, -1)) &&
          // "shoots" and "shots", "feet" and "fet": a doubled vowel makes another word, not a typo.
          !/(?:aa|ee|oo)/.test(lower.length > v.length ? lower : v) &&
          withinOneEdit(lower, v) &&
          !OWN_ENDING.test(lower.slice(-3)) === !OWN_ENDING.test(v.slice(-3)) &&
          // "Länge" and "lange", "zählen" and "zahlen" are two words, not a typo.
          plainVowels(lower) !== plainVowels(v)
        ) {
          if (found && found !== v) return w;
          found = v;
        }
      }
      if (found) return found;
    }
    return w;
  });
}

const OWN_ENDING = /(?:ly|ing|ed)$/;
const plainVowels = (w: string) => w.replace(/ä/g, 'a').replace(/ö/g, 'o').replace(/ü/g, 'u');

/** A word of the vocabulary or an everyday word, also inflected ("ends", "rooms", "picked", "asking"). */
function known(word: string, vocab: Set<string>): boolean {
  if (vocab.has(word) || COMMON.has(word)) return true;
  const base = word.replace(/(?:s|es|ed|d|ing|ly|er|en|e|n)$/, '');
  return base.length >= 3 && (vocab.has(base) || COMMON.has(base));
}

/** Everyday words that must never be "corrected" into a nearby word of the form. */
const COMMON = new Set(
  `that this them they their there then than when what which with want wants need needs have from into only
  just some more most less like they'd someone people folks should could would also else every ever anything
  nobody nothing fill fills done does doing will want make made sure lose loses pick picks tick ticks
  kind type sort much many long time times week weeks year years month months each very well good fine keep
  form forms formular end ends ended ending stop finish thank thanks tell know message note polite politely
  friendly price cost costs total estimate quote base every plus minus extra only also sing song music play
  open opens close text title label charge charges charged send sent sends spent tell told
  those these here where were your yours ours them once twice whole part show shows skip skips stop stops
  wenn dann soll sollen kann können wird werden nicht kein keine noch auch ganz nach oben unten bitte eine
  einen einem einer oder und aber mit ohne sein sind ist war hat haben gibt statt anstatt lieber sonst`.split(
    /\s+/,
  ),
);

/** Topics an owner names a step by, each a set of word beginnings in English and German. */
const TOPICS: string[][] = [
  ['size', 'big', 'large', 'area', 'square', 'sqm', 'fläche', 'größe', 'groß', 'qm'],
  ['material', 'made'],
  ['photo', 'picture', 'image', 'upload', 'foto', 'bild', 'hochlad', 'pic'],
  ['contact', 'phone', 'email', 'e-mail', 'mail', 'name', 'telefon', 'kontakt', 'reach', 'erreich'],
  [
    'address',
    'adress',
    'location',
    'where',
    'postcode',
    'zip',
    'adresse',
    'standort',
    'plz',
    'wohnort',
    'spot',
    'place',
    'venue',
    'ort',
  ],
  ['often', 'frequency', 'häufig', 'oft'],
  ['note', 'comment', 'remark', 'anything', 'anmerkung', 'bemerkung'],
  ['room', 'zimmer', 'bedroom'],
  ['floor', 'stockwerk', 'etage', 'storey', 'geschoss'],
  ['distance', 'far', 'km', 'kilomet', 'entfernung', 'weit', 'strecke'],
  ['pack', 'packen', 'packhilfe'],
  ['own', 'rent', 'owner', 'renter', 'tenant', 'eigentüm', 'miet'],
  ['date', 'soon', 'termin', 'datum', 'when'],
  ['people', 'person', 'household', 'haushalt', 'bewohner'],
  ['bill', 'electricity', 'power', 'strom', 'rechnung'],
  ['extra', 'addon', 'add-on', 'zusatz'],
  ['budget', 'price', 'cost', 'preis', 'kosten'],
  ['volume', 'gallon', 'liter', 'litre', 'capacity', 'hold', 'inhalt', 'fassungs'],
  // "what needs doing", "the job", "the services": what the business is asked to do.
  ['job', 'work', 'service', 'task', 'done', 'doing', 'leistung', 'arbeit', 'auftrag'],
  // "the number of trees", "die Anzahl": a count names the step that asks "how many".
  ['number', 'many', 'count', 'amount', 'quantity', 'qty', 'anzahl', 'viele', 'menge', 'stück'],
  ['height', 'tall', 'high', 'höhe', 'hoch'],
  // "lang" alone: "lange" is a duration ("Wie lange brauchen Sie …?").
  ['length', 'länge', '=lang', '=long'],
  // "Mietdauer", "how long they need it": a duration, told apart from a length by its ending.
  ['duration', 'dauer', '=lange', '=long', 'period', 'zeitraum', 'weeks', 'wochen'],
  ['occasion', 'event', 'celebrat', 'party', 'anlass', 'feier'],
  ['age', 'old', 'alter', 'alt'],
];

/** Step types' own words: "the upload", "the address step", "the slider". */
const TYPE_TOPIC: Partial<Record<StepType, string>> = {
  documentUpload: 'upload photo',
  contact: 'contact details phone email name',
  location: 'address location',
  slider: 'slider',
  dropdown: 'dropdown',
  textbox: 'text box',
  multiSelect: 'multiple choice',
};

const STOP = new Set(
  `the a an this that these those of for to in on at by with from it its them they their people folks someone
  anyone everyone respondent respondents customer customers user users visitor visitors question questions step
  steps field fields box page one ones option options choice choices answer answers please pls so can could would
  should be is are was we you i me my our us all any about how what which who do does did get got have has go
  just also too there here instead thing stuff bit part section screen need needs needed want wants like
  think feel seems seem looks look nobody really actually maybe things ppl peeps guys bunch up out off down over
  much very lot lots
  der die das den dem des ein eine einen einem einer frage fragen schritt schritte feld nach bitte zu zum zur von
  für mit und oder im in am an auf ganz noch es sie wir ihr ihre wie was welche welcher welchem welches damit
  mehr sachen dinge ding man ihn bei beim auch werden wird wurde haben hat hatte sind ist sein gibt soll sollen muss kann können möchte möchten`.split(
    /\s+/,
  ),
);

function topicsOf(word: string): number[] {
  const out: number[] = [];
  TOPICS.forEach((group, k) => {
    if (
      group.some((g) =>
        g.startsWith('=')
          ? word === g.slice(1)
          : g.length <= 3
            ? word === g || word === `${g}s`
            : word.startsWith(g) || (word.length > 6 && word.includes(g)),
      )
    )
      out.push(k);
  });
  return out;
}

function contentWords(text: string): string[] {
  // "the phone number" names the contact step, not a "how many" question.
  return words(text.replace(/\b(phone|mobile|cell|telephone|fax)\s+(?:number|no)\b/gi, '$1')).filter(
    (w) => !STOP.has(w) && !/^\d/.test(w),
  );
}

interface StepBag {
  /** The title's words as written, which name a step a little better than their stems ("dogs" of "How many dogs"). */
  raw: string[];
  title: string[];
  options: string[];
  topics: Set<number>;
}

function bagOf(s: TStep): StepBag {
  const text = `${s.title} ${s.subtitle ?? ''} ${(s.id ?? '').replace(/_/g, ' ')} ${TYPE_TOPIC[s.type] ?? ''}`;
  const all = words(s.title);
  // "set up" is also written "setup", "pick up" "pickup": two short words of the title said as one.
  const joined = all
    .slice(1)
    .map((w, k) => (w.length <= 5 && all[k].length <= 5 ? `${all[k]}${w}` : ''))
    .filter(Boolean);
  const raw = contentWords(text);
  const title = [...raw, ...joined].map(stem);
  const options = 'options' in s ? contentWords(s.options.map((o) => o.title).join(' ')).map(stem) : [];
  const topics = new Set([...title, ...options].flatMap(topicsOf));
  return { raw, title, options, topics };
}

/**
 * "Änderungen" and "geändert", "photography" and "photos": one word's forms share their start once a German
 * "ge-" is set aside — at least five letters, and all but two of the shorter word.
 */
function sameRoot(a: string, b: string): boolean {
  const x = a.replace(/^ge(?=\p{L}{5})/u, '');
  const y = b.replace(/^ge(?=\p{L}{5})/u, '');
  let n = 0;
  while (n < x.length && n < y.length && x[n] === y[n]) n++;
  return n >= 5 && n >= Math.min(x.length, y.length) - 2;
}

/** How well one word of the owner's names a step: its title, a word inside a compound, its topic, its options. */
function wordScore(w: string, bag: StepBag): number {
  const s = stem(w);
  if (bag.raw.includes(w)) return 1;
  if (bag.title.includes(s)) return 0.95;
  // "Räumen" for "Räume", "Fotos" for "Foto": one letter of inflection.
  if (w.length >= 5 && bag.raw.some((t) => t.length >= 4 && (t === w.slice(0, -1) || w === t.slice(0, -1))))
    return 0.95;
  // A word as the head or the tail of a compound ("Fassadenlänge", "Mietdauer"), not inside another word ("eile"
  // in "viele").
  const part = (a: string, b: string) => a.length >= b.length + 3 && (a.startsWith(b) || a.endsWith(b));
  if (s.length >= 4 && bag.title.some((t) => t.length >= 4 && (part(t, s) || part(s, t)))) return 0.8;
  if (s.length >= 5 && bag.title.some((t) => sameRoot(s, t))) return 0.8;
  if (topicsOf(s).some((k) => bag.topics.has(k)) || topicsOf(w).some((k) => bag.topics.has(k))) return 0.75;
  if (bag.options.includes(s)) return 0.6;
  return 0;
}

/**
 * The step a phrase names by its words ("the roof size" → "How big is your roof?", "the phone number" → the contact
 * step, "die Packhilfe" → "Brauchen Sie Hilfe beim Packen?"), or -1 when none or two fit equally well.
 */
export function topicTarget(phrase: string, steps: TStep[]): number {
  const said = contentWords(phrase);
  if (said.length === 0) return -1;
  const bags = steps.map(bagOf);
  // "the pool volume" on a pool form: a word most steps share is the form's subject, which names none of them.
  const naming = said.filter(
    (w) => steps.length < 4 || bags.filter((b) => wordScore(w, b) > 0).length <= steps.length / 3,
  );
  const ws = naming.length > 0 ? naming : said;
  const scores = bags.map((bag) => ws.reduce((a, w) => a + wordScore(w, bag), 0) / ws.length);
  const bestScore = Math.max(0, ...scores);
  if (bestScore < 0.5) return -1;
  const top = scores.map((x, i) => (Math.abs(x - bestScore) < 1e-9 ? i : -1)).filter((i) => i >= 0);
  if (top.length === 1) return top[0];
  // Words that name two steps equally ("Möbel" in "Welche Möbel haben Sie?" and "… liegen die Möbel?"): the step
  // whose answers are about them too is the one meant.
  const near = (w: string, o: string) =>
    o === w || (o.length >= 4 && w.length >= 4 && (w.includes(o) || o.includes(w)));
  const byOptions = top.map((i) => ws.filter((w) => bags[i].options.some((o) => near(stem(w), o))).length);
  const most = Math.max(...byOptions);
  const winners = top.filter((_i, k) => byOptions[k] === most);
  return most > 0 && winners.length === 1 ? winners[0] : -1;
}

const ORDINAL_WORDS = [
  'first',
  'second',
  'third',
  'fourth',
  'fifth',
  'sixth',
  'seventh',
  'eighth',
  'ninth',
  'tenth',
  'erste',
  'zweite',
  'dritte',
  'vierte',
  'fünfte',
  'sechste',
  'siebte',
  'achte',
];

/** A step by position ("step 3", "the last question", "die zweite Frage"), or -1. */
function positionTarget(phrase: string, steps: TStep[]): number {
  const n = phrase.match(
    /\b(?:step|question|page|schritt|frage|seite)(?:\s*(?:#|no\.?|nr\.?))?\s*(\d{1,2})(?!\d)/i,
  );
  if (n) {
    const i = Number(n[1]) - 1;
    return i >= 0 && i < steps.length ? i : -1;
  }
  if (
    /\b(?:last|final|letzte\p{L}*)\s+(?:step|question|one|field|box|page|schritt|frage|feld|seite)/iu.test(
      phrase,
    )
  )
    return steps.length - 1;
  // "the first question", "die zweite Frage", "the 3rd step".
  const ord = phrase.match(
    /(?<!\p{L})(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|erste|zweite|dritte|vierte|fünfte|sechste|siebte|achte|(\d{1,2})(?:st|nd|rd|th|\.))\p{L}{0,2}\s+(?:step|question|one|field|page|schritt|frage|feld|seite)(?!\p{L})/iu,
  );
  if (ord) {
    const n = ord[2]
      ? Number(ord[2])
      : (ORDINAL_WORDS.indexOf(ord[1].toLowerCase().replace(/(?<=e)[nmrs]$/, '')) % 10) + 1;
    return n >= 1 && n <= steps.length ? n - 1 : -1;
  }
  return -1;
}

/** The step a phrase names: by position first, then by its words. */
export function targetOf(phrase: string, steps: TStep[]): number {
  const p = positionTarget(phrase, steps);
  return p >= 0 ? p : topicTarget(phrase, steps);
}

/**
 * The step of a chatty clause ("hmm, the bill question feels unnecessary — can we take it out?"): the words that
 * name it first, else the step its words mention most, when one does clearly.
 */
function targetIn(phrase: string, steps: TStep[], antecedent?: number): number {
  const i = targetOf(phrase, steps);
  if (i >= 0) return i;
  // "remove it", "make them required": the step the clause before talked about.
  if (
    antecedent !== undefined &&
    (/^(?:(?:it|them|that|this|this one|that one|es|ihn|sie|das)\s*)*$/i.test(contentWordsRaw(phrase)) ||
      (PRONOUN.test(phrase) && contentWords(phrase).length === 0))
  )
    return antecedent;
  return mentionedStep(phrase, steps);
}

const PRONOUN = /(?<!\p{L})(?:it|them|that|this|those|these|es|ihn|sie)(?!\p{L})/iu;

/**
 * "make the description optional, it annoys people", "…, weil das eh keiner ausfüllt": the reason after a change,
 * which asks for nothing (no word of an operation, no number).
 */
export function reasonOnly(clause: string): boolean {
  const t = tidy(clause);
  return (
    /^(?:because|since|cause|cos|coz|as|weil|da|denn|otherwise|sonst|it|that|this|they|people|nobody|no one|customers|not everyone|not all|most people|many people|some people|lots of people|nicht jeder|viele|die meisten|we(?:'re|'ve| are| have)?|i(?:'m| am)?|die|der|das|es|niemand|keiner|kunden|leute|wir|ich|machen|bieten|gibt)\b/i.test(
      t,
    ) &&
    !/\d|["“„]/.test(t) &&
    !REMOVE.test(t) &&
    !ADD_VERB.test(t) &&
    !REQUIRED.test(t) &&
    !OPTIONAL.test(t) &&
    typeWordsIn(t).length === 0 &&
    // An operation is said first ("…, add X"); "not everyone has something to add" only explains.
    !/^(?:\S+\s+)?(?:add|rename|move|call|change|make|set|put|swap|füge|ergänze|benenne|verschiebe|mach|ändere|tausche|setze)\b/i.test(
      t,
    ) &&
    !/\b(?:option|answer|antwort)\b/i.test(t)
  );
}

/**
 * "we don't need the grass question anymore, can you take it out?": the remark already removed what "it" names,
 * so the request after it is done too.
 */
export function removedBefore(clause: string, before: { en: string }[]): boolean {
  const said = tidy(clause);
  const rest = said.replace(REMOVE, ' ').replace(PRONOUN, ' ');
  return (
    REMOVE.test(said) &&
    PRONOUN.test(said) &&
    contentWords(rest.replace(OP_WORDS, ' ')).length === 0 &&
    before.some((c) => /^removed\b/i.test(c.en))
  );
}

/** The phrase without the instruction's own words, for telling a pronoun from a name. */
function contentWordsRaw(phrase: string): string {
  return phrase
    .replace(OP_WORDS, ' ')
    .replace(REMOVE, ' ')
    .replace(/[^\p{L}\s]/gu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

const REMOVE =
  /(?<!\p{L})(?:remove|delete|drop(?!\s+(?:off|out)\b)|lose|ditch|cut|scrap|get rid of|take(?:\s+\S+){0,3}?\s+out|take away|do without|kill|nuke|axe|toss|bin|(?:don't|do not|stop|no need to|rather not|shouldn't|should not|never)\s+(?:ask(?:ing)?|show(?:ing)?)(?:\s+(?:for|about))?|nicht mehr (?:fragen|abfragen)|ausblenden|trash|chuck|junk|nix|omit|erase|eliminate|rauswerfen|rausschmeißen|(?:fliegt|fliegen|kann|können|muss|soll)\s+raus|(?:can|could|may|should) go(?=\s*(?:$|[,.;!]|now|away|too))|entferne\p{L}*|überflüssig|entfällt|fällt weg|wegfallen|lösche\p{L}*|streiche\p{L}*|weglassen|raus(?:nehmen)?|weg)(?!\p{L})|(?<!\p{L})(?:don't|do not|no longer|doesn't|does not)(?: really| actually| even| still)? need(?!\p{L})|\bno need for\b|\bnot needed\b|\bbrauchen wir nicht\b|\bnicht (?:mehr )?nötig\b/iu;
const MULTI =
  /\b(?:more than one|several|multiple|(?<!\bhow\s)many|mehrere|mehrfach\p{L}*)\b|\b(?:tick|pick|select|choose|check)\s+(?:all|any|both|some)\b/iu;
/** "only one answer", not "just one thing: …" or "only one more question". */
const SINGLE =
  /\b(?:only one|just one|a single|one answer only|single[- ]choice|(?:only|just)\s+(?:pick|choose|select|tick)\s+one|nur eine[nr]?(?=\s+(?:antwort|option|auswahl|möglichkeit|sache|davon|auswählen|wählen|ankreuzen|erlauben)|$))\b(?!\s+(?:thing|more|last|quick|small|little|request|change|question|step|sec|second|moment|kleinigkeit|sache|frage|änderung|noch))/i;
const REQUIRED =
  /\b(?:mandatory|required|compulsory|obligatory|must be (?:answered|filled)|(?:can't|cannot|can not|shouldn't be able to) skip|must answer|(?:have|has) to (?:answer|be answered)|pflicht\p{L}*|erforderlich|(?<!no\s|not\s)a must|must[- ]have|ein muss|unverzichtbar)\b/iu;
const OPTIONAL =
  /\b(?:optional|freiwillig|skippable|can be skipped|(?:they|people|folks|you) can skip|let (?:them|people|folks) skip|allow skipping|nicht pflicht)\b/i;
/**
 * A required word said the other way round: "shouldn't be compulsory", "doesn't have to be filled in", "muss nicht
 * unbedingt ausgefüllt werden", "kein Pflichtfeld", "darf leer bleiben" — optional, whatever required word it holds.
 */
const NOT_REQUIRED =
  /(?<!\p{L})(?:(?:not|n't|no longer|never)\s+(?:\p{L}+\s+){0,2}?(?:required|mandatory|compulsory|obligatory|a must|needed)|(?:don't|doesn't|do not|does not|shouldn't|should not|needn't|need not|won't|will not)\s+(?:\p{L}+\s+){0,2}?(?:have to|need to|must|be)\s+(?:be\s+)?(?:answer(?:ed)?|fill(?:ed)?|complete(?:d)?|required|mandatory|compulsory)|(?:can|may|could) (?:be )?(?:left )?(?:empty|blank)|(?:muss|müssen|soll|sollte)\s+(?:\p{L}+\s+){0,2}?nicht\s+(?:\p{L}+\s+){0,2}?(?:ausgefüllt|beantwortet|angegeben|pflicht\p{L}*)|nicht\s+(?:mehr\s+)?(?:verpflichtend|zwingend|pflicht\p{L}*|erforderlich|nötig)|kein(?:e|en)?\s+(?:muss|pflicht\p{L}*)|(?:darf|kann|dürfen|können)\s+(?:auch\s+)?(?:leer|frei)\s+(?:bleiben|gelassen)|(?:kann|können|darf|dürfen)\s+(?:auch\s+)?übersprungen|nichts?\s+(?:ausfüllen|beantworten|angeben|eintragen)\s+müssen)(?!\p{L})/iu;
/** Units said beside a range ("in meters from 2 to 40"): no step's name. */
const UNIT_WORDS =
  /(?<!\p{L})(?:in\s+)?(?:meters?|metres?|metern?|m|cm|km|feet|ft|inches|years?|jahren?|euros?|dollars?|minutes?|minuten|hours?|stunden)(?!\p{L})/giu;

/** Words of a requiredness clause that name no step ("filled in", "ausgefüllt werden", "unbedingt"). */
const REQUIRED_FILLER =
  /(?<!\p{L})(?:filled(?: in| out)?|answered|completed|unbedingt|ausgefüllt|beantwortet|werden|wirklich|really|always|immer)(?!\p{L})/giu;
const TYPE_TARGETS: [RegExp, StepType][] = [
  [/\b(?:drop-?\s?down|select list|auswahlliste)\b/i, 'dropdown'],
  [/\b(?:date ?picker|date field|calendar|datumsauswahl|datumsfeld|kalender)\b/i, 'date'],
  [/\b(?:number (?:field|input|box)|zahlenfeld)\b/i, 'number'],
  [/\b(?:star rating|rating|stars|sternebewertung|sterne)\b/i, 'rating'],
  [/\b(?:multi[- ]?select|multiple[- ]choice|checkboxes|mehrfachauswahl)\b/i, 'multiSelect'],
  [/\b(?:tiles|kacheln|cards|buttons)\b/i, 'tiles'],
  [/\b(?:text ?(?:box|field|area)|free[- ]?text|textfeld|freitext)\b/i, 'textbox'],
  [/\b(?:slider|schieberegler|regler)\b/i, 'slider'],
  // "let them type it in", "in their own words", "selbst eintippen": an answer written, not picked.
  [
    /\b(?:(?:type|write|enter|fill)\s+(?:it|that|this|them|their own(?:\s+answer)?|the answer|an answer|something)(?:\s+(?:in|out|themselves))?|in their own words|(?:selbst|frei)\s+(?:eingeben|eintippen|schreiben|eintragen|formulieren)|eintippen)\b/i,
    'textbox',
  ],
];
/** "instead of picking from a list", "statt aus einer Liste zu wählen": the answers being picked now. */
const PICKED_NOW =
  /\b(?:instead of|rather than|not)\s+(?:picking|choosing|selecting|clicking)(?:\s+(?:from|one of|out of)(?:\s+(?:a|the))?\s+(?:list|options|choices|tiles|dropdown))?|\b(?:statt|anstatt)\s+(?:aus\s+(?:einer|der)\s+(?:liste|auswahl)\s+)?(?:zu\s+)?(?:wählen|auszuwählen|anzuklicken)\b/gi;
/** "add X to Y", "add X under Y", "X bei Y ergänzen" (rewritten to "add X to Y" first). */
const ADD_TO =
  /^(?:add|include|put|append|füge|ergänze)\s+(\S.{0,80}?)(?<!\s)\s+(?:as\s+(?:an?\s+)?(?:option|choice|answer)\s+)?(?:to|in|into|under|among|for|zu|bei|unter|zur|zum)\s+(?:the\s+)?(\S.{0,120}?)(?:\s+(?:options?|choices?|answers?|list|hinzu))?$/i;
/** "add Pelletheizung", "Pelletheizung ergänzen": an answer with no step named, placed by its kin. */
const ADD_BARE =
  /^(?:add|include|füge|ergänze)\s+(\S.{0,60}?)(?:\s+hinzu)?$|^(\S.{0,60}?)(?<!\s)\s+(?:ergänzen|hinzufügen)$/i;

/**
 * The choice step new answers belong to when the owner named none the engine knows ("the services"): the one step
 * whose answers share a word or a compound's end with them ("Pelletheizung" beside "Gasheizung"), else the one
 * multiple choice when the owner spoke of services or what the business does.
 */
function kindredStep(items: string[], said: string, steps: TStep[]): number {
  const tails = (t: string) =>
    words(t)
      .filter((w) => w.length >= 4)
      .map((w) => stem(w).replace(/(?<=ung)en$/, ''))
      .flatMap((w) => [w, ...(w.length >= 8 ? [w.slice(-6)] : [])]);
  const mine = new Set(items.flatMap(tails));
  const kin = steps
    .map((s, i) =>
      'options' in s && s.options.some((o) => tails(o.title).some((t) => mine.has(t))) ? i : -1,
    )
    .filter((i) => i >= 0);
  if (kin.length === 1) return kin[0];
  if (
    /(?<!\p{L})(?:services?|jobs?|work|what we (?:do|offer|help with)|offer\p{L}*|leistung\p{L}*|angebot\p{L}*|list|liste|options?|choices?)(?!\p{L})/iu.test(
      said,
    )
  ) {
    // The question of what the business does ("What brings you in?", "Was soll repariert werden?"), else the one
    // multiple choice that is no question of time.
    const asks = steps
      .map((s, i) => ('options' in s && SERVICE_QUESTION.test(s.title) ? i : -1))
      .filter((i) => i >= 0);
    if (asks.length === 1) return asks[0];
    const multi = steps
      .map((s, i) => (s.type === 'multiSelect' && !TIME_QUESTION.test(s.title) ? i : -1))
      .filter((i) => i >= 0);
    if (multi.length === 1) return multi[0];
  }
  return -1;
}

const SERVICE_QUESTION =
  /^(?:what|which)\b.{0,40}\b(?:need|needs|want|do|done|brings?|help|services?|looking|interested|rent|hire|book|order|work)\b|^(?:was|welche)\b.{0,40}\b(?:soll|brauchen|benötigen|möchten|wünschen|leistung\p{L}*|arbeiten|gemacht|repariert|geändert)\b/iu;
const TIME_QUESTION = /^(?:when|wann)\b|\b(?:time|day|days|zeit|tag|tage|termin)\b/i;

/** A new answer the owner named for no step the engine can tell: said so, never read as a question of its own. */
export class AnswerWithoutStep extends GeneratorError {
  constructor(message: string) {
    super('not_understood', message);
  }
}

/** Words that make "add X" a new step rather than an answer. */
const STEP_WORDS_RE =
  /(?<!\p{L})(?:steps?|questions?|fields?|pages?|sections?|uploads?|frage|fragen|schritte?|felder|feld|seiten?)(?!\p{L})|\?/iu;

/** Words around a type that say whether it is the step's new type or the one it has now. */
const TYPE_SHIFT =
  /(?:->|→|=>)|(?<!\p{L})(?:instead of|rather than|statt|anstatt|anstelle von|from|von|not|no longer|nicht|kein\p{L}*|to|into|zu|in|als|as|be|sein|werden|now)(?!\p{L})/giu;
const OPTION_TYPES = new Set<StepType>(['tiles', 'dropdown', 'multiSelect']);

/** The type words of a clause in order, each marked as the new type (after "→", "to", "als") or the old one. */
function typeWordsIn(c: string): { type: StepType; next: boolean; old: boolean }[] {
  const found: { type: StepType; at: number; next: boolean; old: boolean }[] = [];
  for (const [re, type] of TYPE_TARGETS) {
    const m = new RegExp(re.source, 'gi').exec(c);
    if (!m) continue;
    const before = c.slice(Math.max(0, m.index - 20), m.index).toLowerCase();
    const after = c.slice(m.index + m[0].length, m.index + m[0].length + 12);
    // "to a dropdown", "could it be a dropdown", "a dropdown instead", "lieber Kacheln": the type it gets.
    const next =
      /(?:->|→|=>|\bto|\binto|\bzu|\bals|\bas|\bin|\bbe|\bbecome|\bwerden|\bsein|\blieber|\bbesser|\bnow)\s*(?:an?\s+|einen?\s+|eine\s+)?$/.test(
        before,
      ) || /^\s*(?:instead|stattdessen)\b/i.test(after);
    // "instead of a dropdown", and "the slider", "den Schieberegler": a type that names the step it has now.
    const old =
      /(?:instead of|rather than|statt|anstatt|anstelle von|\bfrom|\bvon|\bnot|\bno longer|\bnicht|\bkein\p{L}*)\s*(?:an?\s+|the\s+|einem\s+|einer\s+|der\s+|dem\s+)?$/u.test(
        before,
      ) ||
      (!next && /(?:^|\s)(?:the|this|that|den|der|die|das|dem)\s*$/.test(before));
    found.push({ type, at: m.index, next, old });
  }
  return found.sort((a, b) => a.at - b.at).map(({ at: _, ...t }) => t);
}

/** The step a phrase names among the steps that pass `fits`, or -1. */
function targetAmong(phrase: string, steps: TStep[], fits: (s: TStep) => boolean): number {
  const ids = steps.map((s, i) => (fits(s) ? i : -1)).filter((i) => i >= 0);
  if (ids.length === 1 && contentWords(phrase).length === 0) return ids[0];
  const k = topicTarget(
    phrase,
    ids.map((i) => steps[i]),
  );
  return k >= 0 ? ids[k] : -1;
}

/** "X should come after Y", "X before Y", "X nach der Y": a step placed next to another. */
const MOVE_NEXT_TO =
  /^(\S.*?)(?<!\s)\s+(?:(?:should|must|can|needs? to)\s+(?:come|go|be)\s+|comes?\s+|goes?\s+|(?:right|directly|just|gleich|direkt)\s+)*(after|before|behind|following|above|below|under|beneath|nach|vor|hinter|über|unter|oberhalb|unterhalb)\s+(\S.*)$/i;
const TO_START =
  /\b(?:first(?!\s+(?:step|question|one|page|field))|to the (?:top|start|beginning|front)|at the (?:top|start|beginning|front)|at the very (?:start|beginning|top)|to the very (?:start|beginning|top)|ganz (?:nach )?oben|ganz nach vorne|nach ganz (?:oben|vorne)|nach vorne|an den anfang|zuerst|als erstes?)\b/i;
const TO_END =
  /\b(?:last|to the (?:end|bottom)|at the (?:end|bottom)|at the very end|ganz (?:nach )?unten|ganz nach hinten|nach ganz (?:unten|hinten)|ans ende|zum schluss|als letztes?)\b/i;
const NUM = String.raw`(\d[\d.,]*k?)`;
const MAX_CUE = new RegExp(
  String.raw`\b(?:up to|go(?:es)? (?:up )?to|max(?:imum|\.)?(?: of| is| at)?|at most|no more than|top(?:s)? out at|max(?:es)? out at|end(?:s)? at|bis(?: zu)?|höchstens|maximal)(?:\s*:)?\s*(?:[$€£]\s?)?${NUM}`,
  'i',
);
const MIN_CUE = new RegExp(
  String.raw`\b(?:start(?:s|ing)? (?:at|from)|begin(?:s|ning)? (?:at|from)|min(?:imum|\.)?(?: of| is| at)?|at least|from|ab|mindestens|minimal)(?:\s*:)?\s*(?:[$€£]\s?)?${NUM}`,
  'i',
);
/** "bei 5 km anfangen", "bis 800 gehen": German puts the verb last. */
const MIN_CUE_DE =
  /(?<!\p{L})(?:bei|ab)\s+(\d[\d.,]*k?)\s*(?:[\p{L}²]+\s+)?(?:anfangen|beginnen|starten|losgehen)(?!\p{L})/iu;
const MAX_CUE_DE = /(?<!\p{L})bis\s+(\d[\d.,]*k?)\s*(?:[\p{L}²]+\s+)?(?:gehen|reichen|erlauben)(?!\p{L})/iu;
const RANGE_CUE = new RegExp(
  String.raw`\b(?:from|between|von|zwischen)?\s*[$€£]?\s?${NUM}\s*(?:-|–|to|and|bis|und)\s*[$€£]?\s?${NUM}`,
  'i',
);
/** Words of a phrase that say how a step is changed, not which step: cut before the target is looked up. */
const OP_WORDS =
  /\b(?:let|allow|make|set|change|turn|put|move|place|should|must|be|become|go|goes|up|down|start|starts|at|to|from|as|into|instead|now|anymore|any more|more|than|one|pick|choose|select|tick|check|people|them|folks|answers?|options?|an?|the|please|erlauben|machen|mach|setze|soll|sollte|als|auf|ganz|nach|oben|unten|vorne|hinten)\b/gi;

export type Frame =
  | { op: 'type'; target: number; type: StepType; min?: number; max?: number }
  | { op: 'required'; target: number; required: boolean; phone?: boolean; also?: number[] }
  | { op: 'range'; target: number; min?: number; max?: number }
  | { op: 'remove'; target: number }
  | { op: 'removeOption'; target: number; option: string }
  | { op: 'move'; target: number; to: 'start' | 'end' | { before: number } | { after: number } }
  | { op: 'addOption'; target: number; options: string[] }
  | { op: 'renameOption'; target: number; option: string; to: string }
  | { op: 'rename'; target: number; to: string }
  | { op: 'removeMany'; target: number; steps: number[]; options: { target: number; option: string }[] }
  | { op: 'swap'; target: number; with: number }
  | { op: 'rows'; target: number }
  | { op: 'options'; target: number; options: string[] };

function targetPhrase(clause: string, ...cut: RegExp[]): string {
  let t = clause;
  for (const re of cut) t = t.replace(re, ' ');
  return t.replace(OP_WORDS, ' ').replace(/\s+/g, ' ').trim();
}

function num(raw: string | undefined): number | undefined {
  if (raw === undefined) return undefined;
  const n = parseNumber(raw.replace(/[.,]$/, ''));
  // A number no slider holds (thousands of digits) is no range.
  return n === null || !Number.isFinite(n) || Math.abs(n) > 1e12 ? undefined : n;
}

const unquoteWord = (s: string) => s.trim().replace(/^["“„'‘]|["”“'’]$/g, '');

/** An option of some step named exactly by the phrase ("drop balcony", "Büro raus"). */
/** The answer's words, or their plural ("hot tubs", "Klimaanlagen", "Ölheizungen"). */
const plural = (title: string, said: string) =>
  said === title ||
  (title.length >= 3 && ['s', 'es', 'n', 'en', 'e'].some((end) => said === `${title}${end}`)) ||
  (title.endsWith('y') && said === `${title.slice(0, -1)}ies`);

function optionNamed(phrase: string, steps: TStep[]): { target: number; option: string } | null {
  // "remove 'Pump or filter repair'", "no more opening for the season": quotes and articles do not count.
  const norm = (t: string) =>
    t
      .toLowerCase()
      .replace(/["“„'‘’”]/g, ' ')
      .replace(/\b(?:the|option|choice|answer|die|den|das|option)\b/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  const p = norm(phrase);
  if (!p) return null;
  const hits: { target: number; option: string }[] = [];
  steps.forEach((s, i) => {
    if (!('options' in s)) return;
    for (const o of s.options)
      if (
        o.title.toLowerCase() === p ||
        // "Hot tub / spa" is named by either name.
        [o.title, ...o.title.split(/\s?\/\s?/)].some((name) => plural(norm(name), p))
      )
        hits.push({ target: i, option: o.title });
  });
  if (hits.length === 1) return hits[0];
  if (hits.length > 1) return null;
  // "'Chek-up'": a quoted name is not corrected like the rest, so one typo away from one answer names it.
  const near: { target: number; option: string }[] = [];
  if (p.length >= 5)
    steps.forEach((s, i) => {
      if ('options' in s)
        for (const o of s.options)
          if (withinOneEdit(norm(o.title), p)) near.push({ target: i, option: o.title });
    });
  return near.length === 1 ? near[0] : optionByWords(p, steps);
}

/**
 * "company party → corporate event", "Full haircut -> Haircut & style", "teeth cleaning = dental care": an answer
 * (or a step's title) and its new name, which reads like logic ("X → Y") but names no ending or step to go to.
 */
export function arrowRename(text: string, steps: TStep[]): string | null {
  const m = text.match(
    /^["“„'‘]?([^>→=:"”“'’„‘]{2,80}?)["”“'’]?(?<!\s)\s*(?:->|→|=>|=)\s*(\S[^>→=]{0,200})$/,
  );
  // "contact -> top": a place, not a new title.
  if (
    m &&
    /^(?:top|bottom|start|end|first|last|beginning|the (?:top|bottom|start|end)|anfang|ende|oben|unten|vorne|hinten)$/i.test(
      m[2].trim(),
    )
  )
    return `move ${m[1].trim()} to the ${/^(?:the\s+)?(?:top|start|first|beginning|anfang|oben|vorne)$/i.test(m[2].trim()) ? 'start' : 'end'}`;
  // "heater question -> optional": a setting, not a jump to a step.
  if (m && /^(?:optional|required|mandatory|pflicht(?:feld)?|freiwillig)$/i.test(m[2].trim()))
    return `make ${m[1].trim()} ${m[2].trim()}`;
  // "equipment repair instead of pump or filter repair": an answer's new name before its old one.
  const instead = text.match(
    /^(?:use\s+)?([^,;:]{2,60}?)(?<!\s)\s+(?:instead of|statt|anstatt|anstelle von)\s+([^,;:]{2,60})$/i,
  );
  if (instead && typeWordsIn(text).length === 0) {
    const was = optionNamed(instead[2].trim(), steps);
    if (was && !optionNamed(instead[1].trim(), steps))
      return `rename "${was.option}" to "${instead[1].trim()}"`;
  }
  if (
    !m ||
    /(?<!\p{L})(?:end|ende|skip|jump|go|überspring\p{L}*|price|preis|estimate|optional|required|pflicht)(?!\p{L})|\d/iu.test(
      m[2],
    )
  )
    return null;
  const old = m[1].trim();
  const named = optionNamed(old, steps) ?? steps.find((s) => s.title.toLowerCase() === old.toLowerCase());
  const said = m[2].trim().replace(/^["“„'‘]|["”“'’]$/g, '');
  if (!named || typeWordsIn(said).length > 0) return null;
  const title = 'option' in named ? named.option : named.title;
  // "full haircut → haircut & style": the new name is written like the old one, with a capital.
  const to =
    said === said.toLowerCase() && /^\p{Lu}/u.test(title)
      ? `${said.charAt(0).toUpperCase()}${said.slice(1)}`
      : said;
  return `rename "${title}" to "${to}"`;
}

/** An answer of the step whose whole title the phrase says ("Fenstertausch" in "Zweck: Fenstertausch"). */
function answerIn(phrase: string, step: TStep): string | undefined {
  if (!('options' in step)) return undefined;
  const said = ` ${words(phrase).join(' ')} `;
  const hits = step.options.filter((o) => {
    const own = words(o.title).join(' ');
    const at = said.indexOf(` ${own} `);
    // "the grass/concrete question": answers that name their step, which is what goes then.
    return (
      own.length >= 3 &&
      at >= 0 &&
      !/^(?:(?:or|and|oder|und)\s+)?(?:\p{L}+\s+){0,2}(?:question|step|field|one|frage|schritt)\b/u.test(
        said.slice(at + own.length + 2),
      )
    );
  });
  return hits.length === 1 ? hits[0].title : undefined;
}

/**
 * "drop marquee" for "Marquee tent", "kein Leder mehr" for "Leder / Kunstleder": an answer named by some of its
 * words, when exactly one answer of the form has them all and no step's question does (that would be the step).
 */
function optionByWords(phrase: string, steps: TStep[]): { target: number; option: string } | null {
  if (STEP_WORDS_RE.test(phrase)) return null;
  const said = contentWords(phrase);
  const ws = said.map(stem);
  if (ws.length === 0 || ws.length > 4 || ws.some((w) => w.length < 3)) return null;
  const bags = steps.map(bagOf);
  if (bags.some((b) => ws.some((w) => b.title.includes(w)))) return null;
  const hits: { target: number; option: string }[] = [];
  steps.forEach((s, i) => {
    if (!('options' in s)) return;
    for (const o of s.options) {
      const raw = contentWords(o.title);
      const own = raw.map(stem);
      // "Laden" for "Ladengeschäft": a word may be the head or the tail of the answer's compound.
      const has = (w: string, k: number) =>
        own.includes(w) ||
        raw.some(
          (t) =>
            said[k].length >= 4 &&
            t.length >= said[k].length + 3 &&
            (t.startsWith(said[k]) || t.endsWith(said[k])),
        );
      if (ws.every(has)) hits.push({ target: i, option: o.title });
    }
  });
  return hits.length === 1 ? hits[0] : null;
}

/** The kinds of change a part of a clause asks for, by their cue words. */
function changeKinds(part: string): Set<string> {
  const kinds = new Set<string>();
  if (REQUIRED.test(part) || OPTIONAL.test(part) || NOT_REQUIRED.test(part)) kinds.add('required');
  if (SINGLE.test(part) || MULTI.test(part) || typeWordsIn(part).length > 0) kinds.add('type');
  if (REMOVE.test(part)) kinds.add('remove');
  return kinds;
}

function twoKinds(c: string): boolean {
  const m = c.match(/^(\S.*?)(?<!\s)\s+(?:and|und)\s+(\S.*)$/i);
  if (!m || quoted(c).length > 0) return false;
  const a = changeKinds(m[1]);
  const b = changeKinds(m[2]);
  return a.size > 0 && b.size > 0 && [...b].some((k) => !a.has(k));
}

/**
 * Reads a clause into a frame (operation, target step, arguments), or null when it is not one of the frames below
 * or its target cannot be told: the handlers then read the clause as it is.
 */
export function readFrame(clause: string, ctx: Ctx): Frame | null {
  const steps = ctx.cfg.steps;
  const c = clause;
  // "make the services single choice and the notes required": two kinds of change are two parts, which the
  // instruction then reads one by one, rather than one frame that drops the other.
  if (twoKinds(c)) return null;
  // "Büro in Gewerbe umbenennen": German puts the verb last.
  const renamed =
    c.match(/^(?:die\s+option\s+)?(\S.*?)(?<!\s)\s+in\s+(\S.*?)(?<!\s)\s+umbenennen$/i) ??
    c
      .replace(/(?<!\s)\s+um$/i, '')
      .match(/^benenne\s+(?:die\s+option\s+)?(\S.{0,60}?)(?<!\s)\s+(?:in|zu)\s+(\S.{0,80})$/i);
  if (renamed) {
    // 'Bei der Dauer „Egal“ in „Ist mir egal“ umbenennen': the quoted words are the answer's name.
    const inQuotes = quoted(renamed[1]);
    const named = optionNamed(inQuotes.length === 1 ? inQuotes[0] : unquoteWord(renamed[1]), steps);
    if (named) return { op: 'renameOption', ...named, to: unquoteWord(renamed[2]) };
  }
  // "rename the occasion question to "What are you celebrating?"": a new title for the step its words name.
  const titled = c.match(
    /^(?:rename|retitle|relabel|reword)\s+(\S.{0,80}?)(?<!\s)\s+(?:to|as)\s+(["“„'‘][^"”“'’„‘]{1,200}["”“'’])$/i,
  );
  // "rename 'Chek-up' to 'Routine check'": an answer named (even with a typo in the quotes) is what is renamed.
  const answerNamed = titled ? optionNamed(unquoteWord(titled[1]), steps) : null;
  if (titled && answerNamed) return { op: 'renameOption', ...answerNamed, to: unquoteWord(titled[2]) };
  if (
    titled &&
    !/\b(?:option|choice|answer|subtitle|description|button|form|antwort|untertitel)\b/i.test(titled[1]) &&
    !optionNamed(unquoteWord(titled[1]), steps) &&
    !quoted(titled[1]).some((q) => optionNamed(q, steps))
  ) {
    const target = targetIn(unquoteWord(titled[1]), steps, ctx.antecedent);
    if (target >= 0) return { op: 'rename', target, to: unquoteWord(titled[2]) };
  }
  // 'Benenne die Frage nach den Räumen in „Was sollen wir reinigen?“ um': the same in German.
  const titledDe = c.match(
    /^benenne\s+(\S.{0,80}?)(?<!\s)\s+(?:in|zu)\s+(["“„'‘][^"”“'’„‘]{1,200}["”“'’])(?:\s+um)?$/i,
  );
  if (titledDe && !optionNamed(unquoteWord(titledDe[1]), steps)) {
    const target = targetIn(unquoteWord(titledDe[1]), steps, ctx.antecedent);
    if (target >= 0) return { op: 'rename', target, to: unquoteWord(titledDe[2]) };
  }
  if (/^(?:rename|retitle|relabel|benenne)\b/i.test(c)) return null;
  // A quoted new option for a step ("the frequency question needs an 'Every three weeks' option too").
  const quotedItems = quoted(c);
  if (
    quotedItems.length > 0 &&
    /\b(?:options?|choices?|answers?|optionen|antwort\p{L}*)\b/iu.test(c) &&
    !REMOVE.test(c) &&
    !/\b(?:rename|call|change|replace|instead of|benenne|ändere|statt)\b/i.test(c)
  ) {
    const target = targetIn(c.replace(/["“„'‘][^"”“'’„‘]*["”“'’]/g, ' '), steps);
    if (target >= 0 && 'options' in steps[target]) return { op: 'addOption', target, options: quotedItems };
  }
  // One more answer for a step named by its words ("add saltwater conversions to what we help with", "Pellet
  // bei der Anlage ergänzen"): a new question says so with a step word or a type, an answer does not.
  const bare = c.match(ADD_BARE);
  const more = c.match(ADD_TO) ?? (bare ? [bare[0], bare[1] ?? bare[2]] : null);
  if (more && !STEP_WORDS_RE.test(more[1]) && !typeWordsIn(more[1]).length) {
    const items = quoted(more[1]).length
      ? quoted(more[1])
      : splitList(
          more[1]
            .replace(
              /(?<!\p{L})(?:an?|the|one|another|new|die|den|das|eine?n?|neue\p{L}*|options?|choices?|answers?|optionen|antwort\p{L}*)(?!\p{L})/giu,
              ' ',
            )
            .replace(/\s+/g, ' ')
            .trim(),
        );
    // An answer goes to a step with answers: "the roof options" is the roof material, not the roof's size.
    let target = more[2] ? targetAmong(targetPhrase(more[2]), steps, (s) => 'options' in s) : -1;
    if (more[2] && (target < 0 || !('options' in steps[target]))) target = findStep(more[2], steps);
    if (target < 0 || !('options' in steps[target]))
      target = kindredStep(items, `${more[2] ?? ''} ${more[1]}`, steps);
    // Said as an answer ("… should be an option too") with no question named or akin: never a question of its own.
    if (target < 0 && /^(?:the\s+)?(?:options|choices|answers)$/i.test(more[2] ?? '')) {
      const choices = steps
        .map((s, i) => ('options' in s ? `step ${i + 1} ("${s.title}")` : ''))
        .filter(Boolean);
      throw new AnswerWithoutStep(
        `I understood "${items.join(', ')}" as a new answer, but not which question it belongs to. Name it, for example "add ${items[0]} to ${choices[0] ?? 'step 1'}".`,
      );
    }
    if (target >= 0 && 'options' in steps[target] && items.length > 0 && items.every((t) => t.length <= 60))
      return {
        op: 'addOption',
        target,
        // "tree planting" beside "Tree felling": an answer starts with a capital like the others.
        options: items.map((t) => (t === t.toLowerCase() ? `${t.charAt(0).toUpperCase()}${t.slice(1)}` : t)),
      };
  }
  // Several answers or one ("let people pick more than one roof material", "tick several roof types").
  if (MULTI.test(c) && !/\b(?:add|füge)\b/i.test(c)) {
    const target = targetIn(targetPhrase(c, MULTI), steps, ctx.antecedent);
    if (target >= 0 && 'options' in steps[target]) return { op: 'type', target, type: 'multiSelect' };
  }
  if (SINGLE.test(c) && !/\b(?:add|füge)\b/i.test(c)) {
    const target = targetIn(targetPhrase(c, SINGLE), steps, ctx.antecedent);
    const s = target >= 0 ? steps[target] : undefined;
    if (s && 'options' in s)
      return { op: 'type', target, type: s.options.length > TILES_MAX_OPTIONS ? 'dropdown' : 'tiles' };
  }
  // Another type ("roof type as dropdown", "could the roof material be a dropdown instead", "Anlage: dropdown →
  // tiles", "tiles instead of a dropdown"): the type after an arrow or "to" is the new one, a type after "instead
  // of" or "from" the one the step has now, which tells the step apart when its words name several.
  const types = typeWordsIn(c);
  const span = c.match(RANGE_CUE);
  // "make the height question a slider from 2 to 40": a new slider with its range, in one clause.
  const toSlider = span && types.length === 1 && types[0].type === 'slider' && !types[0].old;
  if (
    types.length > 0 &&
    // "den Schieberegler bis 150": a type that only names the step asks for no other type.
    types.some((t) => !t.old) &&
    !/\b(?:add|füge|insert|new|neue)\b/i.test(c) &&
    !ADD_VERB.test(c) &&
    (!span || toSlider) &&
    !REMOVE.test(c)
  ) {
    // With no word to tell them apart ("make the dropdown tiles"), the type said last is the new one.
    const next =
      types.find((t) => t.next) ?? [...types].reverse().find((t) => !t.old) ?? types[types.length - 1];
    const old = types.find((t) => t !== next)?.type;
    const phrase = targetPhrase(
      c,
      PICKED_NOW,
      RANGE_CUE,
      UNIT_WORDS,
      ...TYPE_TARGETS.map(([re]) => new RegExp(re.source, 'gi')),
      TYPE_SHIFT,
    );
    let target = targetIn(phrase, steps, ctx.antecedent);
    if (target < 0 || steps[target].type === next.type)
      target = targetAmong(
        phrase,
        steps,
        (s) =>
          s.type !== next.type &&
          (old ? s.type === old : OPTION_TYPES.has(s.type) === OPTION_TYPES.has(next.type)),
      );
    if (target >= 0 && steps[target].type !== next.type) {
      const min = toSlider ? num(span[1]) : undefined;
      const max = toSlider ? num(span[2]) : undefined;
      return {
        op: 'type',
        target,
        type: next.type,
        ...(min !== undefined && max !== undefined ? { min, max } : {}),
      };
    }
  }
  // Required or optional ("photos required", "Stockwerk optional", "make uploading them mandatory").
  const negated = NOT_REQUIRED.test(c);
  const optional = negated || OPTIONAL.test(c);
  // "make X optional and Y required": two changes the handlers read pairwise.
  if (optional !== (!negated && REQUIRED.test(c))) {
    const phrase = targetPhrase(c, NOT_REQUIRED, OPTIONAL, REQUIRED, REQUIRED_FILLER);
    // "notes and address optional", "Zimmer und Stockwerk optional": one change for each step named.
    const parts = phrase
      .split(/,|(?<!\s)\s+(?:and|und|&)\s+/)
      .map((p) => p.trim())
      .filter(Boolean);
    // "make extras single choice and budget required": a part with a change of its own is read on its own.
    if (parts.length > 1 && parts.some((p) => SINGLE.test(p) || MULTI.test(p) || typeWordsIn(p).length > 0))
      return null;
    const several = parts.length > 1 ? parts.map((p) => targetOf(p, steps)) : [];
    if (several.length > 1 && several.every((i) => i >= 0) && new Set(several).size === several.length)
      return { op: 'required', target: several[0], required: !optional, also: several.slice(1) };
    // "the Eilt question and the description": a part naming no step is not dropped in silence.
    if (
      several.length > 1 &&
      several.some((i) => i < 0) &&
      several.some((i) => i >= 0) &&
      parts.every((p) => contentWords(p).length <= 3)
    )
      return null;
    const target = targetIn(phrase, steps, ctx.antecedent);
    if (target >= 0)
      return {
        op: 'required',
        target,
        required: !optional,
        ...(steps[target].type === 'contact' && /\b(?:phone|telefon)/i.test(phrase) ? { phone: true } : {}),
      };
  }
  // A slider's range ("bill max 1000", "let the roof size go up to 300", "Zimmer ab 2", "from 2 to 12").
  const range = c.match(RANGE_CUE);
  const max = range ? undefined : (c.match(MAX_CUE_DE) ?? c.match(MAX_CUE));
  const min = range ? undefined : (c.match(MIN_CUE_DE) ?? c.match(MIN_CUE));
  if (
    (range || max || min) &&
    !REMOVE.test(c) &&
    !/\b(?:add|füge|insert|ask)\b/i.test(c) &&
    !ADD_VERB.test(c) &&
    // Step size, default and prefix are the slider handler's to read with the range.
    !/\b(?:steps? of|increments?|step size|default|preset|prefix|currency|schrittweite|standardwert|vorbelegt)\b/i.test(
      c,
    )
  ) {
    const phrase = targetPhrase(
      c,
      RANGE_CUE,
      MAX_CUE_DE,
      MIN_CUE_DE,
      MAX_CUE,
      MIN_CUE,
      /\b(?:instead of|statt)\s+\d[\d.,]*/gi,
    );
    let target = targetIn(phrase, steps, ctx.antecedent);
    if (target < 0 || steps[target].type !== 'slider') {
      const sliders = steps.map((s, i) => (s.type === 'slider' ? i : -1)).filter((i) => i >= 0);
      target = sliders.length === 1 && !phrase ? sliders[0] : target;
    }
    if (target >= 0 && steps[target].type === 'slider') {
      const frame: Frame = { op: 'range', target };
      if (range) {
        frame.min = num(range[1]);
        frame.max = num(range[2]);
        // Half a range is not what the owner said: leave it to the slider handler to judge.
        if (frame.min === undefined || frame.max === undefined) return null;
      }
      if (max) frame.max = num(max[1]);
      if (min) frame.min = num(min[1]);
      if (frame.min !== undefined || frame.max !== undefined) return frame;
    }
  }
  // Removing an option or a step ("drop balcony", "Büro raus", "we don't need the bill question anymore").
  if (REMOVE.test(c)) {
    const phrase = c
      .replace(REMOVE, ' ')
      .replace(/\b(?:anymore|any more|mehr|bitte|please)\b/gi, ' ')
      .trim();
    const named = optionNamed(phrase.replace(/\b(?:from|aus|in)\b.*$/i, ''), steps);
    if (named) return { op: 'removeOption', ...named };
    if (/\b(?:option|choice|answer)\b/i.test(phrase)) return null;
    // "remove the notes and the photos", "Fotos und Beschreibung raus": every part names a step or an answer.
    const parts = phrase
      .split(/,|\+|(?<!\s)\s+(?:and|und|&|plus|as well as|sowie)\s+/)
      .map((p) => p.trim())
      // "…, kill it": a pronoun names the step the rest names.
      .filter((p) => contentWords(p).length > 0);
    if (parts.length > 1) {
      const options = parts.map((p) => optionNamed(p.replace(/\b(?:from|aus|in)\b.*$/i, ''), steps));
      const named = parts.map((p, k) => (options[k] ? -1 : targetOf(targetPhrase(p), steps)));
      if (
        named.every((i, k) => i >= 0 || options[k]) &&
        new Set(named.filter((i) => i >= 0)).size === named.filter((i) => i >= 0).length
      )
        return {
          op: 'removeMany',
          target: named.find((i) => i >= 0) ?? (options[0]?.target as number),
          steps: named.filter((i) => i >= 0),
          options: options.filter((o): o is { target: number; option: string } => o !== null),
        };
      // "delete notes + blorp": a part that names nothing is not dropped in silence.
      if (
        named.some((i, k) => i >= 0 || options[k]) &&
        parts.every((p) => contentWords(p).length <= 3) &&
        /\+|(?<!\s)\s+(?:and|und|&|plus|as well as|sowie)\s+/.test(phrase)
      ) {
        const lost = parts.filter((_p, k) => named[k] < 0 && !options[k]);
        const found = parts.filter((_p, k) => named[k] >= 0 || options[k]);
        throw new GeneratorError(
          'not_understood',
          `I did not understand "${lost.join('", "')}". I understood removing "${found.join('", "')}", but changed nothing so that the form is not left half-edited. The steps are: ${steps.map((s, n) => `${n + 1}. ${s.title}`).join('; ')}.`,
        );
      }
    }
    const target = targetIn(targetPhrase(phrase), steps, ctx.antecedent);
    // "Zweck: Fenstertausch streichen", "remove Storm damage from the job question": an answer of the step named
    // in the words is what goes, never the whole step.
    const answer = target >= 0 ? answerIn(phrase, steps[target]) : undefined;
    if (answer) return { op: 'removeOption', target, option: answer };
    if (target >= 0) return { op: 'remove', target };
  }
  // "the size options should be Toy, Small, Medium", "size: tiny, small, medium, large", "replace the options
  // of the size with S, M, L": the answers of a step, all at once.
  const listedAnswers =
    c.match(
      /^(?:die\s+|the\s+)?(?:optionen|antworten|options|answers|choices)\s+(?:beim|bei|für|zur|zum|of|for|in)\s+(?:(?:der|dem|den|the)\s+)?(\S.{0,60}?)(?<!\s)\s*(?::|should be|sind|sollen sein)\s*(\S.{2,400})$/i,
    ) ??
    c.match(
      /^(?:the\s+)?(\S.{0,60}?)(?<!\s)(?:'s)?\s+(?:options|choices|answers|optionen|antworten)\s+(?:should be|must be|are now|are|become|sind|sollen sein|=|:)(?:\s*:)?\s*(\S.{2,400})$/i,
    ) ??
    c.match(
      /^(?:change|set|replace|make)\s+(?:the\s+)?(?:options|choices|answers)\s+(?:of|for|in|on)\s+(\S.{0,60}?)(?<!\s)\s+(?:to|with|into)\s+(\S.{2,400})$/i,
    ) ??
    c.match(
      /^(?:change|set|replace|make)\s+(?:the\s+)?(\S.{0,60}?)(?<!\s)(?:'s)?\s+(?:options|choices|answers)\s+(?:to|with|into)\s+(\S.{2,400})$/i,
    );
  const colonList = listedAnswers
    ? null
    : (c.match(/^([^:]{2,40}?)(?<!\s)\s*:\s*(\S[^:]{2,400})$/) ??
      c.match(
        /^(?:for\s+)?(?:the\s+)?(\S.{0,40}?)(?<!\s)\s+(?:(?:should\s+)?(?:only|just)\s+(?:offer|have|keep|show)|nur\s+noch)\s+(\S.{2,400})$/i,
      ));
  const answers = listedAnswers ?? colonList;
  if (
    answers &&
    !REMOVE.test(answers[2]) &&
    !typeWordsIn(answers[2]).length &&
    !ADD_VERB.test(answers[2]) &&
    // "füge eine Frage … hinzu: Wann …? a, b": a new question with its answers, not new answers of a step.
    !/\?/.test(answers[2]) &&
    !ADD_VERB.test(answers[1]) &&
    !STEP_WORDS_RE.test(
      answers[1].replace(/^(?:the|die|der|das)\s+/i, '').replace(/\s(?:question|frage)$/i, ''),
    )
  ) {
    // "Ab wann: nur Sofort und Später", "frequency: only weekly and monthly": the answers it keeps.
    const only =
      /^(?:only|just|nur(?:\s+noch)?)\s+/i.test(answers[2]) || /\b(?:only|just|nur)\b/i.test(answers[0]);
    const items = splitList(answers[2].replace(/^(?:only|just|nur(?:\s+noch)?)\s+/i, ''))
      .map(unquoteWord)
      .filter(Boolean);
    const enough = colonList && !only ? items.length >= 3 : items.length >= 2;
    let target = enough ? targetAmong(targetPhrase(answers[1]), steps, (s) => 'options' in s) : -1;
    // "Die Optionen beim Rad: …" when two questions speak of the Rad: the one whose answers the list keeps.
    if (enough && target < 0) {
      const kept = steps.map((s) =>
        'options' in s
          ? s.options.filter((o) => items.some((t) => t.toLowerCase() === o.title.toLowerCase())).length
          : 0,
      );
      const most = Math.max(...kept);
      if (most > 0 && kept.filter((k) => k === most).length === 1) target = kept.indexOf(most);
    }
    if (target >= 0 && items.every((t) => t.length <= 60))
      return {
        op: 'options',
        target,
        options: items.map((t) => (t === t.toLowerCase() ? `${t.charAt(0).toUpperCase()}${t.slice(1)}` : t)),
      };
  }
  // "swap the height and tree count questions", "tausche Anzahl und Dauer": two steps, each named by its words.
  const swap = c.match(
    /^(?:swap|switch|exchange|tausche?|vertausche?)\s+(?:bitte\s+)?(\S.{0,80}?)(?<!\s)\s+(?:and|with|&|und|mit)\s+(\S.{0,80}?)(?:\s+(?:questions|steps|fragen|schritte|around|um))?$/i,
  );
  const swapped =
    swap ??
    c.match(
      /^(\S.{0,80}?)(?<!\s)\s+(?:und|mit)\s+(\S.{0,80}?)(?<!\s)\s+(?:bitte\s+)?(?:tauschen|vertauschen)$/i,
    );
  if (swapped) {
    const num = (p: string) =>
      /^\d{1,2}$/.test(p.trim()) ? `step ${p.trim()}` : p.replace(/\bsteps\b/i, 'step');
    const a = targetIn(num(swapped[1]), steps);
    const b = targetIn(num(swapped[2]), steps);
    if (a >= 0 && b >= 0 && a !== b) return { op: 'swap', target: a, with: b };
  }
  // "make the notes box bigger", "more room for the description": a text box with more rows.
  if (
    /\b(?:bigger|larger|taller|more (?:room|space|lines|rows)|größer|mehr (?:platz|zeilen))\b/i.test(c) &&
    !/\d/.test(c)
  ) {
    const target = targetAmong(
      targetPhrase(
        c,
        /\b(?:bigger|larger|taller|more (?:room|space|lines|rows)|größer|mehr (?:platz|zeilen)|box|feld|field)\b/gi,
      ),
      steps,
      (s) => s.type === 'textbox',
    );
    if (target >= 0) return { op: 'rows', target };
  }
  // Moving a step next to another ("the bill question should come after the roof type", "Stockwerk nach der
  // Entfernung"): both named, no new step.
  const rel = c.match(MOVE_NEXT_TO);
  // "put a photo upload before …": a step with "a" is a new one, not one to move.
  const fresh = /^(?:(?:put|place|move)\s+)?(?:a|an|another|one more|new|eine?n?|neue[nrs]?)\s/i.test(
    rel?.[1] ?? '',
  );
  if (rel && !fresh && !/\b(?:add|füge|insert|new|neue|ask)\b/i.test(c)) {
    // "Die Frage zur Abholung soll erst nach der Beschreibung kommen": the German verb at the end names no step.
    const target = targetIn(
      rel[1]
        .replace(/^(?:move|put|place|verschiebe|setze|schiebe)\s+/i, '')
        .replace(
          /(?<!\s)\s+(?:soll(?:te)?|muss|kann|darf)(?:\s+(?:erst|lieber|besser|jetzt|bitte|doch))*$/i,
          '',
        ),
      steps,
      ctx.antecedent,
    );
    const next = targetIn(
      rel[3].replace(/(?<!\s)\s+(?:kommen|stehen|sein|gehen|rücken|landen|erscheinen|folgen)$/i, ''),
      steps,
    );
    if (target >= 0 && next >= 0 && target !== next)
      return {
        op: 'move',
        target,
        to: /^(?:after|behind|following|below|under|beneath|nach|hinter|unter|unterhalb)$/i.test(rel[2])
          ? { after: next }
          : { before: next },
      };
  }
  // Moving a step to the start or the end ("contact first", "kontaktdaten ganz nach oben").
  const start = TO_START.test(c);
  // "Kontaktdaten an den Anfang, Beschreibung ans Ende": two moves, read part by part.
  const both = start && TO_END.test(c);
  if ((start || TO_END.test(c)) && !both && !/\b(?:add|füge|insert|new|neue|ask)\b/i.test(c)) {
    const target = targetIn(targetPhrase(c, TO_START, TO_END), steps, ctx.antecedent);
    if (target >= 0) return { op: 'move', target, to: start ? 'start' : 'end' };
  }
  return null;
}

const TYPE_CLAUSE: Partial<Record<StepType, string>> = {
  dropdown: 'a dropdown',
  multiSelect: 'multi-select',
  tiles: 'single-choice',
  textbox: 'a text box',
  slider: 'a slider',
  date: 'a date picker',
  number: 'a number field',
  rating: 'a rating',
};

/** The plain clause a frame stands for, which the handlers apply ("make step 4 multi-select"). */
export function frameClause(f: Frame): string {
  const step = `step ${f.target + 1}`;
  switch (f.op) {
    case 'type':
      return `make ${step} ${TYPE_CLAUSE[f.type] ?? f.type}${f.min !== undefined ? `; set ${step} min ${f.min} max ${f.max}` : ''}`;
    case 'required':
      return [f.target, ...(f.also ?? [])]
        .map((i) => `make step ${i + 1} ${f.required ? 'required' : 'optional'}`)
        .join('; ');
    case 'range':
      return `set ${step}${f.min !== undefined ? ` min ${f.min}` : ''}${f.max !== undefined ? ` max ${f.max}` : ''}`;
    case 'remove':
      return `remove ${step}`;
    case 'removeOption':
      return `remove the option "${f.option}" from ${step}`;
    case 'move':
      if (typeof f.to === 'object')
        return 'after' in f.to
          ? `move ${step} after step ${f.to.after + 1}`
          : `move ${step} before step ${f.to.before + 1}`;
      return `move ${step} to the ${f.to === 'start' ? 'beginning' : 'end'}`;
    case 'addOption':
      return `add ${f.options.map((o) => `"${o}"`).join(' and ')} to ${step}`;
    case 'removeMany':
      // Answers first, then steps from the last, so that every step number still points where it did.
      return [
        ...f.options.map((o) => `remove the option "${o.option}" from step ${o.target + 1}`),
        ...[...f.steps].sort((a, b) => b - a).map((i) => `remove step ${i + 1}`),
      ].join('; ');
    case 'swap':
      return `swap step ${f.target + 1} and step ${f.with + 1}`;
    case 'rows':
      return `make ${step} text box bigger`;
    case 'options':
      return `replace the options of ${step} with ${f.options.map((o) => `"${o}"`).join(', ')}`;
    case 'rename':
      return `rename ${step} to "${f.to}"`;
    case 'renameOption':
      return `rename the option "${f.option}" to "${f.to}" in ${step}`;
    default: {
      const never: never = f;
      return never;
    }
  }
}

/** A new step in the owner's words: its question, type, options or range, and where it goes. */
export interface Addition {
  ask: Ask;
  position?: { before?: number; after?: number; index?: number };
}

const ADD_VERB =
  /^(?:(?:also\s+|then\s+)?(?:add|insert|include|append|create|ask|put in|(?:put|place)(?=\s+(?:a|an|another|one|new)\s))|(?:a|one|another|new|one more)\s+(?:new\s+)?question|(?:noch\s+)?(?:eine|eine weitere|noch eine|neue)\s+frage|füge|ergänze|frage|frag)(?![\p{L}-])/iu;
const ADD_LEAD =
  /^(?:(?:a|an|one|another|new|more|the|eine?n?|neue[nrs]?|weitere|noch)\s+)*(?:(?:question|step|field|frage|schritt|feld)\s+)?(?:(?:asking|that asks|to ask|about|for|on|called|zu|nach|über|für)\s+)*(?:(?:them|people|the customer)\s+)?/i;
const YES_NO_OPTIONS =
  /(?:\(\s*)?(?:yes\s*\/\s*no|yes or no|y\/n|ja\s*\/\s*nein|ja oder nein)(?:-?(?:frage|question)|\s*\))?/i;
const TYPE_PHRASE: [RegExp, StepType][] = [
  [/\b(?:as\s+(?:a\s+)?|als\s+(?:ein(?:e|en)?\s+)?)?(?:slider|schieberegler|regler)\b/i, 'slider'],
  [/\b(?:as\s+(?:a\s+)?|als\s+(?:ein(?:e|en)?\s+)?)?(?:drop-?\s?down|auswahlliste)\b/i, 'dropdown'],
  [
    /\b(?:as\s+(?:a\s+)?|als\s+)?(?:multi[- ]?select|multiple[- ]choice|checkboxes|mehrfachauswahl)\b/i,
    'multiSelect',
  ],
  [
    /\b(?:as\s+(?:a\s+)?|als\s+(?:ein(?:e|en)?\s+)?)?(?:text ?(?:box|field)|free[- ]?text|textfeld|freitext)\b/i,
    'textbox',
  ],
];
const RANGE_ADD =
  /\b(?:from|between|von|zwischen)?\s*(\d[\d.,]*k?)\s*(?:-|–|to|and|bis|und)\s*(\d[\d.,]*k?)\b/i;
const WH =
  /^(?:how|what|which|when|where|who|why|by when|until when|wie|was|welche\p{L}*|wann|wo|wer|warum|bis wann|ab wann|seit wann)(?!\p{L})/iu;
const WHETHER = /^(?:whether|if|ob)\s/i;

function findPosition(raw: string, steps: TStep[]): { rest: string; position?: Addition['position'] } {
  const text = raw.trim();
  const cut = (at: number | undefined) => text.slice(0, at).replace(TRAILING_SEPARATORS, '');
  const start = text.match(
    /(?:^|(?<=[\s,]))(?:at the (?:beginning|start|top)|as the first (?:step|question)|first|am anfang|ganz vorne|zuerst)$/i,
  );
  if (start) return { rest: cut(start.index), position: { index: 0 } };
  const end = text.match(
    /(?:^|(?<=[\s,]))(?:at the (?:end|bottom)|as the last (?:step|question)|last|am ende|ganz hinten|zum schluss)$/i,
  );
  if (end) return { rest: cut(end.index), position: { index: steps.length } };
  const at = text.match(/(?:^|(?<=[\s,]))(?:as|at|in|als)\s+(?:step|position|schritt)\s*(\d{1,2})$/i);
  if (at) return { rest: cut(at.index), position: { index: Number(at[1]) - 1 } };
  const m = text.match(
    /(?<!\p{L})(before|after|vor|nach)\s+((?:the|dem|der|den|step|schritt)\b[^,]{0,60}|[^\s,]{2,30}(?:\s+[^\s,]{2,30})?)$/iu,
  );
  if (m?.index !== undefined) {
    const p = targetOf(m[2], steps);
    const i = p >= 0 ? p : findStep(m[2], steps);
    if (i >= 0)
      return {
        rest: cut(m.index),
        position: /^(?:after|nach)$/i.test(m[1]) ? { after: i } : { before: i },
      };
  }
  return { rest: text };
}

/** A question the owner wrote out after "add a question:" ("how old is the pool?", "Gibt es einen Keller?"). */
const OWN_QUESTION =
  /^(?:(?:a|an|one more|another|new|eine|neue)\s+)*(?:(?:question|step|field|frage)\s*)?(?:(?:hinzufügen|ergänzen)\s*)?[:–—]\s*((?:how|what|which|when|where|who|why|do|does|did|is|are|was|can|could|will|would|should|have|has|gibt|wie|was|welche\p{L}*|wann|wo|wer|warum|haben|hat|sind|ist|können|kann|möchten|brauchen)\s[^?:()]{2,200}?)(?:\?|(?=\s?\()|$)/iu;
/** A question written out in the owner's words after a colon, quoted or not, ending in a question mark. */
const WRITTEN_QUESTION =
  /^(?:(?:a|an|one more|another|new|eine|neue)\s+)*(?:(?:question|step|field|frage)\s*)?(?:(?:hinzufügen|ergänzen)\s*)?[:–—]\s*["“„'‘]?(\p{L}[^?:()"”“]{2,200})\?["”“'’]?/iu;
/** "a question after the guests question: …": the place before the colon. */
const LEAD_POSITION =
  /^(?:(?:a|an|one more|another|new|eine|neue|noch eine)\s+)*(?:(?:question|step|field|frage)\s+)?((?:after|before|nach|vor)\s+[^:]{2,60}?|at the (?:end|start|beginning)|am (?:ende|anfang)|zum schluss)(?<!\s)\s*:\s*(\S.*)$/iu;
/** "eine Frage nach der Anzahl, ob das Rad neu ist": the place, then the question after a comma. */
const LEAD_POSITION_ASK =
  /^(?:(?:a|an|one more|another|new|eine|neue|noch eine)\s+)?(?:(?:question|frage)\s+)?((?:after|before|nach|vor)\s+[^,:]{2,60}?)(?<!\s)\s*,\s*((?:ob|wie|was|wann|welche\p{L}*|wo|whether|if|how|what|when|which|where)\s.*)$/iu;
const TRAILING_SEPARATORS = /(?<![\s,:;–—-])[\s,:;–—-]+$/;
const RANGE_UNIT =
  /(?<!\p{L})(cm|mm|km|m²|m2|sq ?m|meters?|metres?|metern?|feet|ft|inches|years?|jahren?|minutes?|minuten|hours?|stunden|kg|kilos?)(?!\p{L})\s*$/iu;
const LEADING_SEPARATORS = /^[\s,:;–—-]+/;

/**
 * Reads "add a question asking how soon they want the installation: within a month, within 3 months, just
 * researching", "add pets yes/no before address", "Füge eine Frage hinzu, wie viele Personen im Haushalt leben, als
 * Schieberegler von 1 bis 10": the question, its type, options or range, and its place; null when it is no addition.
 */
export function readAddition(clause: string, ctx: Ctx): Addition | null {
  const verb = clause.match(ADD_VERB);
  if (!verb) return null;
  let t = clause
    .slice(verb[0].length)
    .replace(/(?<!\p{L})hinzu(?!\p{L})/iu, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "… so they can send pictures of the roof": what the step is for, not where it goes.
  const purpose = t.match(
    /\s(?:so (?:that )?(?:they|people|we|you|customers) can|so that|damit|um(?!\s+(?:welche|was|wie|wen|wem|wieviel)))\s+(\S.*)$/i,
  );
  if (purpose?.index !== undefined) t = t.slice(0, purpose.index);
  // "add 'Slate' to the roof options", "add Drinks to the options of step 3": an option, not a step.
  if (/\b(?:to|zu|zur|zum|in|into)\b.*\b(?:options?|choices?|list|optionen|auswahl)\b/i.test(t)) return null;
  if (/^(?:to|zu)\s/i.test(t) || /^["“„'‘]/.test(t)) return null;
  // "add a question: how old is the pool? (slider 0-50 years)": the owner wrote the question out; it is the title.
  // "Frage nach der Marke hinzufügen", "eine Frage nach dem Kaufdatum ergänzen": German asks "nach" a subject,
  // and the verb comes last.
  t = t.replace(/(?<!\s)\s+(?:hinzufügen|ergänzen|einfügen|aufnehmen|dazunehmen)$/iu, '');
  // "Frag am Anfang nach dem Firmennamen", "ask first about …": the place said first goes where places are read.
  const early = t.match(
    /^(am anfang|am ende|zuerst|zum schluss|ganz am anfang|ganz am ende|ganz vorne|ganz hinten|at the (?:start|end|beginning)|first|last)\s+(\S.*)$/i,
  );
  if (early) t = `${early[2]} ${early[1]}`;
  // A question given otherwise (", ob …", ": …") makes "nach der Anzahl" its place instead.
  if (!/[:?]|,\s*(?:ob|wie|was|wann|welche\p{L}*|wo)\s/iu.test(t))
    t = /^frag/i.test(verb[0])
      ? t.replace(/^nach\s+(?:der|dem|den)\s+/i, '')
      : t.replace(/^((?:(?:eine|noch eine|neue|weitere)\s+)?frage\s+)nach\s+(?:der|dem|den)\s+/i, '$1');
  // "add a question after the guests question: …", "eine Frage nach der Anzahl: …": the place comes first.
  const lead = t.match(LEAD_POSITION) ?? t.match(LEAD_POSITION_ASK);
  let leadAt: Addition['position'];
  if (lead) {
    const at = findPosition(lead[1], ctx.cfg.steps);
    if (at.position && !at.rest) {
      leadAt = at.position;
      t = `: ${lead[2]}`;
    }
  }
  // "insert a question 'Has your dog been groomed before?' (yes/no) at the start": the quotes hold the question.
  const inQuotes = t.match(
    /^(?:(?:a|an|one more|another|new|eine|neue)\s+)*(?:(?:question|step|frage)\s+)?(?:(?:called|asking|saying|named)\s+)?["“„'‘]([^"”“'’„‘]{3,200}?)\?["”“'’]/iu,
  );
  if (inQuotes?.index !== undefined) t = `: ${inQuotes[1]}? ${t.slice(inQuotes[0].length)}`;
  const written = t.match(OWN_QUESTION) ?? t.match(WRITTEN_QUESTION);
  const ownTitle = written
    ? `${written[1].charAt(0).toUpperCase()}${written[1].slice(1).replace(/(?<![\s?])[\s?]*$/, '')}?`
    : undefined;
  if (written) t = t.slice(written[0].length);
  const found = findPosition(t, ctx.cfg.steps);
  const pos = { ...found, position: found.position ?? leadAt };
  t = pos.rest.replace(LEADING_SEPARATORS, '').replace(TRAILING_SEPARATORS, '');
  if (written && !t) t = ownTitle ?? '';
  let options: string[] | undefined;
  let type: StepType | undefined;
  if (YES_NO_OPTIONS.test(t)) {
    options = ctx.lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'];
    t = t.replace(YES_NO_OPTIONS, ' ');
  }
  const typed = TYPE_PHRASE.find(([re]) => re.test(t));
  if (typed) {
    type = typed[1];
    t = t.replace(typed[0], ' ');
  }
  let range: Ask['range'];
  let rangeUnit: string | undefined;
  const r = t.match(RANGE_ADD);
  // "a dropdown … with under 500, 500-1000, over 1000": a band among answers, not a slider's range.
  const listed = /,\s/.test(t) || (type !== undefined && type !== 'slider');
  if (r && (type === 'slider' || (!options && !listed))) {
    const a = parseNumber(r[1]);
    const b = parseNumber(r[2]);
    if (a !== null && b !== null) {
      range = { min: Math.min(a, b), max: Math.max(a, b) };
      t = t.replace(r[0], ' ').replace(/\b(?:slider|from|von)\s*$/i, ' ');
      // "from 10 to 200 cm": the unit goes under the question, not into it.
      const unit = t.match(RANGE_UNIT);
      if (unit) {
        rangeUnit = unit[1];
        t = t.replace(RANGE_UNIT, ' ');
      }
    }
  }
  // "(Schieberegler 1900 bis 2025)": the type and range said in parentheses leave them empty.
  t = t.replace(/\(\s*\)/g, ' ');
  if (!options) {
    const paren = t.match(/\(([^()]{2,200})\)/);
    const listed =
      paren?.[1] ??
      t.match(/(?:[:–—]|\s-\s)\s*([^:–—]{2,4000})$/)?.[1] ??
      t.match(/\b(?:with|mit)(?:\s+(?:the\s+)?(?:options?|choices?|optionen))?\s+([^:–—]{2,4000})$/i)?.[1];
    const items = listed ? splitList(listed) : [];
    if (items.length >= 2) {
      options = items;
      t = t
        .replace(paren ? paren[0] : (listed as string), ' ')
        .replace(/(?:[:–—]|\s-|\b(?:with|mit)(?:\s+(?:the\s+)?(?:options?|choices?|optionen))?)\s*$/i, ' ');
    }
  }
  t = t
    .replace(TRAILING_SEPARATORS, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(ADD_LEAD, '')
    .replace(/^[\s,:;–—-]+/, '')
    .replace(/^(?:the|die|der|das|den|dem)\s+/i, '')
    .trim();
  // "Um welches Material geht es? Jeans, Leder, Seide oder Sonstiges": the answers after the written question.
  if (ownTitle && !options && !range && !type) {
    const items = splitList(t);
    if (items.length >= 2 && items.every((i) => i.length <= 60)) {
      options = items;
      t = '';
    }
  }
  if (ownTitle && !/\p{L}{2,}/u.test(t)) t = ownTitle;
  if (!t && !type) return null;
  // "add a step 1111…": a question needs words.
  if (!options && !/\p{L}{2,}/u.test(t)) return null;
  if (ownTitle && !options && !range && !type) {
    // "Gibt es eine Fußbodenheizung? Ja oder Nein": the answers after the question.
    if (/^(?:yes|ja|y|j)\s?(?:or|oder|\/)\s?(?:no|nein|n)$/i.test(t))
      return {
        ask: {
          type: 'tiles',
          label: ownTitle,
          title: ownTitle,
          options: ctx.lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'],
          explicitType: true,
        },
        position: pos.position,
      };
    const ask = parseAsk(ownTitle, ctx.lang, ctx.domain) ?? { type: 'textbox', label: ownTitle };
    return { ask: { ...ask, title: ownTitle }, position: pos.position };
  }
  if (!options && !range && !type) {
    // Only a question: the generator's reader knows what it asks (a library question, a date, an address …).
    // "a comments box", "a note field": the box is the kind of step, not part of what it asks.
    t = t.replace(/(?<=\p{L})\s+(?:box|field|feld|step|schritt)$/iu, '');
    const ask =
      parseAsk(t, ctx.lang, ctx.domain) ??
      (/^\p{L}[\p{L} -]{2,40}$/u.test(t) ? parseAsk(`${t}s`, ctx.lang, ctx.domain) : null);
    // "a photo upload … so they can send pictures of the roof": the upload asks for what the purpose names.
    const sent = purpose?.[1].match(/\b(?:send|upload|share|attach|show)\s+(?:us\s+)?(\S.*)$/i);
    if (ask?.type === 'documentUpload' && sent) {
      const named = parseAsk(`upload ${sent[1]}`, ctx.lang, ctx.domain);
      if (named?.type === 'documentUpload') return { ask: named, position: pos.position };
    }
    // "bis wann die Sachen fertig sein müssen", "how soon they need it back": a question the owner asked in words.
    if (ask?.type === 'textbox' && !ask.template && WH.test(t))
      return { ask: { ...ask, title: questionize(t, detectLanguage(t)) }, position: pos.position };
    // "the dog's name", "the name of the pet": a name asked about something, not the respondent's contact details.
    const thing =
      t.match(/^(?:(?:the|their|your|ihr(?:es)?|des)\s+)?(\p{L}+)(?:'s|s)?\s+name$/iu) ??
      t.match(/^(?:the\s+)?name\s+of\s+(?:the|their|your)\s+(\p{L}+)$/iu);
    if (
      ask?.type === 'contact' &&
      thing &&
      !/^(?:their|your|full|first|last|contact|company|ihr)$/i.test(thing[1])
    ) {
      const title =
        ctx.lang === 'de' ? `Wie heißt ${thing[1]}?` : `What is the ${thing[1].toLowerCase()}'s name?`;
      return { ask: { type: 'textbox', label: t, title }, position: pos.position };
    }
    return ask ? { ask, position: pos.position } : null;
  }
  const label = t.replace(/\b(?:they|you)(?:'d| would) like\b/i, 'would you like');
  const yesNo = options?.length === 2 && /^(?:yes|ja)$/i.test(options[0]);
  // The owner's own question stays in the language they wrote it in (the engine does not translate their words).
  const said = detectLanguage(label);
  const title = ownTitle
    ? ownTitle
    : !label
      ? undefined
      : yesNo || WHETHER.test(label)
        ? yesNoTitle(label, said)
        : WH.test(label)
          ? questionize(label, said)
          : undefined;
  const kind: StepType = type ?? (range ? 'slider' : 'tiles');
  // "a slider for the roof area": the library's question for the subject, with the owner's type and range.
  const known = title ? null : parseAsk(label, ctx.lang, ctx.domain);
  const ask: Ask = {
    type: kind === 'tiles' && (options?.length ?? 0) > TILES_MAX_OPTIONS ? 'dropdown' : kind,
    label,
    ...(known?.template ? { template: known.template } : {}),
    ...(title ? { title } : {}),
    ...(options ? { options } : {}),
    ...(range ? { range } : {}),
    ...(rangeUnit ? { unit: rangeUnit } : {}),
    explicitType: true,
  };
  return { ask, position: pos.position };
}

/** The step a clause mentions most, even among words that say nothing else the engine knows; -1 if none or a tie. */
export function mentionedStep(clause: string, steps: TStep[]): number {
  const p = positionTarget(clause, steps);
  if (p >= 0) return p;
  const ws = contentWords(clause);
  let best = -1;
  let bestScore = 0;
  let tie = false;
  steps.forEach((s, i) => {
    const bag = bagOf(s);
    const score = ws.reduce((a, w) => a + wordScore(w, bag), 0);
    if (score > bestScore + 1e-9) {
      bestScore = score;
      best = i;
      tie = false;
    } else if (Math.abs(score - bestScore) < 1e-9 && score > 0) tie = true;
  });
  return bestScore >= 0.75 && !tie ? best : -1;
}

/** The owner's own words that name a step in a clause ("the roof size" of "let the roof size go to 300"). */
function ownerWords(clause: string, step: TStep): string {
  const bag = bagOf(step);
  const original = clause.match(/[\p{L}\d-]+/gu) ?? [];
  const hits = contentWords(clause)
    .filter((w) => wordScore(w, bag) > 0)
    .map((w) => original.find((o) => o.toLowerCase() === w) ?? w);
  return hits.length > 0 ? hits.join(' ') : (contentWords(step.title).pop() ?? 'question');
}

/** A word that names a step as an owner would ("bill" for "What is your average monthly electricity bill?"). */
function topicWord(step: TStep, lang: 'en' | 'de' = 'en'): string {
  // An id the owner or the engine gave in words ("job", "trees") names the step better than a title's verb ("done").
  if (step.id && /^\p{Ll}{3,20}$/u.test(step.id) && !STOP.has(step.id))
    return lang === 'de' ? `${step.id.charAt(0).toUpperCase()}${step.id.slice(1)}` : step.id;
  return (
    contentWords(step.title)
      .filter((w) => w.length > 2)
      .pop() ?? 'question'
  );
}

/**
 * What to say instead, phrased with the owner's own words: for "undo", where to find it; for a clause that names a
 * step, what can be done to that step; otherwise how an instruction names a step and a change.
 */
export function suggestion(clause: string, ctx: Ctx): string {
  const de = ctx.lang === 'de';
  const steps = ctx.cfg.steps;
  if (/\b(?:undo|revert|go back to (?:the )?(?:previous|last|old) version|rückgängig)\b/i.test(clause))
    return de
      ? 'Rückgängig machen kann ich nicht per Anweisung: Nutzen Sie „Rückgängig“ im Editor, oder sagen Sie, was zurückgeändert werden soll, z. B. „Schritt 6 entfernen“.'
      : `Undo is not something I can do from a sentence: use Undo in the builder to go back, or say what to change back, for example "remove step ${steps.length}".`;
  const i = mentionedStep(clause, steps);
  if (i >= 0) {
    const s = steps[i];
    const w = ownerWords(clause, s);
    const more =
      s.type === 'slider'
        ? de
          ? `, „${w} bis ${(s.max ?? 100) * 2} erlauben“`
          : `, "let the ${w} go up to ${(s.max ?? 100) * 2}"`
        : 'options' in s
          ? de
            ? `, „bei ${w} mehrere Antworten erlauben“`
            : `, "let people pick several ${w}"`
          : '';
    return de
      ? `Falls Sie Schritt ${i + 1} („${s.title}“) meinen: Sagen Sie, was damit geschehen soll, z. B. „${w} optional machen“, „${w} entfernen“${more}.`
      : `If you meant step ${i + 1} ("${s.title}"), say what to do with it, for example "make the ${w} optional", "remove the ${w}"${more}.`;
  }
  const choice = steps.find((s) => 'options' in s && s.options.length > 0);
  const option = choice && 'options' in choice ? choice.options[choice.options.length - 1].title : undefined;
  const first = steps[0] ? topicWord(steps[0], de ? 'de' : 'en') : 'question';
  return de
    ? `Sagen Sie, welchen Schritt Sie wie ändern möchten, z. B. „${first} optional machen“, „eine Frage hinzufügen, wie …“${option ? ` oder „wenn ${option} gewählt wird, das Formular beenden“` : ''}.`
    : `Say which step to change and how, for example "make the ${first} optional", "add a question asking how …"${option ? ` or "if they choose ${option}, end the form"` : ''}.`;
}

function condWords(c: CondText): string {
  if (c.kind === 'outside') return 'the address is outside your area';
  if (c.kind === 'number') {
    const op = { gt: 'over', gte: 'at least', lt: 'under', lte: 'at most' }[c.op];
    return `${c.subject || 'the answer'} is ${op} ${c.value}`;
  }
  return `the answer is "${c.text}"`;
}

/** "step 1: I own it, I rent; step 4: Tiles, Metal, Flat": what a condition can name in this form. */
function inventory(steps: TStep[], numbers: boolean): string {
  const parts = steps
    .map((s, i) =>
      numbers
        ? s.type === 'slider'
          ? `step ${i + 1} ("${s.title}")`
          : ''
        : 'options' in s && s.options.length > 0
          ? `step ${i + 1}: ${s.options.map((o) => o.title).join(', ')}`
          : '',
    )
    .filter(Boolean);
  return parts.join('; ');
}

/** The refusal for logic that matched nothing in the form: what was understood, what did not match, what exists. */
export function logicMiss(missed: LogicIntent[], ctx: Ctx): string {
  const steps = ctx.cfg.steps;
  const m = missed[0];
  if (m.kind === 'price') {
    const units = m.terms.flatMap((t) =>
      t.kind === 'rate' ? [t.unit] : t.kind === 'option' ? [t.option] : [],
    );
    const numbers = inventory(steps, true);
    return `I understood a price estimate, but could not match ${units.map((u) => `"${u}"`).join(', ') || 'its amounts'} to a question of this form. ${numbers ? `Number questions: ${numbers}.` : 'The form has no number question to multiply by.'} Name the question as in the form, for example "price: 100 plus 20 per ${steps.find((s) => s.type === 'slider') ? topicWord(steps.find((s) => s.type === 'slider') as TStep) : 'unit'}".`;
  }
  const what =
    m.kind === 'end'
      ? `end the form when ${condWords(m.cond)}`
      : m.kind === 'jump'
        ? `go to "${m.target}" when ${condWords(m.cond)}`
        : `${m.show ? 'ask' : 'skip'} "${m.subject}" when ${condWords(m.cond)}`;
  const list = inventory(steps, m.cond.kind === 'number');
  const example =
    m.cond.kind === 'number'
      ? `if the ${topicWord(steps.find((s) => s.type === 'slider') ?? steps[0])} is over 100, end the form`
      : `if they choose ${(steps.find((s) => 'options' in s && s.options.length > 0) as { options?: { title: string }[] } | undefined)?.options?.[0]?.title ?? 'Yes'}, end the form`;
  return `I understood "${what}", but could not match it to the steps and options of this form${list ? ` (${m.cond.kind === 'number' ? 'number questions' : 'options'}: ${list})` : ''}. Name an option or a step as it appears in the form, for example "${example}".`;
}
