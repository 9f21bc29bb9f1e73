// Reads what a prompt explicitly asks for: one "ask" per clause, with its step type, options, range and flags.
import type { StepType } from '@forms-engine/forms';
import type { GeneratorLanguage } from '../types.ts';
import { findColor, findFont } from './style.ts';
import { COMMON_STEPS, DOMAINS, type Domain, GENERIC_DOMAIN, type TemplateStep } from './templates.ts';
import { keyWords, NUMBER_RE, overlapScore, parseNumber, splitList, words } from './text.ts';

export interface Ask {
  type: StepType;
  /** The respondent-facing subject in the prompt's words, e.g. "monthly bill". */
  label: string;
  options?: string[];
  range?: { min?: number; max?: number; step?: number; defaultValue?: number };
  prefix?: string;
  unit?: string;
  followup?: { label?: string; inputType: 'text' | 'number' | 'date'; trigger?: string };
  template?: TemplateStep;
  /** A question already phrased by the prompt (yes/no asks). */
  title?: string;
  required?: boolean;
  /** The user named the type ("dropdown", "slider", "several can be picked"): keep it over a template's. */
  explicitType?: boolean;
  /** documentUpload asks that also want the document analysed get a documentInfo step after them. */
  analyse?: boolean;
  placeholder?: string;
  rows?: number;
}

const CURRENCY_RE = String.raw`(?:\$|€|£|usd|eur(?:os?)?|dollars?|bucks|pounds?|gbp|chf|franken|fr\.)`;
const UNIT_RE = String.raw`(?:miles?|mi|kilomet(?:er|re)s?|km|kwh|kwp|kw|m²|m2|sqm|qm|square (?:feet|foot|met(?:er|re)s?)|sq\.? ?ft|hours?|hrs|stunden|std|years?|jahre|people|persons?|personen|guests?|gäste|nights?|nächte|%|percent|prozent|rooms?|zimmer|kg|lbs|minutes?|minuten|days?|tage|weeks?|wochen|months?|monate|employees|mitarbeiter|users?|nutzer)`;

export function currencyPrefix(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const r = raw.trim().toLowerCase();
  if (/^(\$|usd|dollars?|bucks)$/.test(r)) return '$';
  if (/^(€|eur|euros?)$/.test(r)) return '€';
  if (/^(£|gbp|pounds?)$/.test(r)) return '£';
  if (/^(chf|franken|fr\.)$/.test(r)) return 'CHF ';
  return undefined;
}

function normalizeUnit(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const r = raw.trim().toLowerCase();
  if (/^(m2|sqm|qm|square met)/.test(r)) return 'm²';
  if (/^(sq|square f)/.test(r)) return 'sq ft';
  if (/^kilomet/.test(r)) return 'km';
  if (/^mi(les?)?$/.test(r)) return 'miles';
  if (/^(percent|prozent)$/.test(r)) return '%';
  if (r === 'kwh') return 'kWh';
  if (r === 'kw') return 'kW';
  if (r === 'kwp') return 'kWp';
  return r;
}

const RANGE_FROM = new RegExp(
  String.raw`(?:from|between|von|zwischen|range(?:s|ing)?(?: from| of)?)\s+(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?\s*(?:-|–|—|to|bis|and|und|through)\s*(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?`,
  'i',
);
const RANGE_PLAIN = new RegExp(
  String.raw`(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?\s*(?:-|–|—|to|bis)\s*(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?`,
  'i',
);
const UP_TO = new RegExp(
  String.raw`(?:up to|max(?:imum)?|at most|bis zu|höchstens|maximal)\s+(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?`,
  'i',
);
const DEFAULT_RE = new RegExp(
  String.raw`(?:default(?: value)?|defaulting to|starting (?:value )?at|preset to|standardwert|voreingestellt auf|vorbelegt mit|start(?:wert)? bei)\s*(?:of|is|at|to|:|=|von)?\s*${CURRENCY_RE}?\s?(${NUMBER_RE})`,
  'i',
);
const STEP_RE = new RegExp(
  String.raw`(?:in )?(?:steps? of|increments? of|step size(?: of)?|schritt(?:weite|en)?(?: von)?|in (${NUMBER_RE})er[- ]schritten)\s*${CURRENCY_RE}?\s?(${NUMBER_RE})?`,
  'i',
);

export interface ParsedRange {
  min?: number;
  max?: number;
  step?: number;
  defaultValue?: number;
  prefix?: string;
  unit?: string;
  /** The matched text, so the caller can cut it out of the label. */
  matched: string[];
}

/** Numbers, currency and unit of a range ask ("50–500 dollars", "von 500 bis 20.000 €", "up to 800"). */
export function parseRange(text: string): ParsedRange | null {
  const out: ParsedRange = { matched: [] };
  const m = text.match(RANGE_FROM) ?? text.match(RANGE_PLAIN);
  if (m) {
    const a = parseNumber(m[2]);
    const b = parseNumber(m[5]);
    if (a !== null && b !== null && a !== b) {
      out.min = Math.min(a, b);
      out.max = Math.max(a, b);
      out.matched.push(m[0]);
      out.prefix =
        currencyPrefix(m[1]) ?? currencyPrefix(m[4]) ?? currencyPrefix(m[3]) ?? currencyPrefix(m[6]);
      const unit = [m[3], m[6]].find((u) => u && !currencyPrefix(u));
      out.unit = normalizeUnit(unit);
    }
  }
  if (out.max === undefined) {
    const u = text.match(UP_TO);
    if (u) {
      const n = parseNumber(u[2]);
      if (n !== null) {
        out.max = n;
        out.matched.push(u[0]);
        out.prefix = currencyPrefix(u[1]) ?? currencyPrefix(u[3]);
        if (u[3] && !currencyPrefix(u[3])) out.unit = normalizeUnit(u[3]);
      }
    }
  }
  const d = text.match(DEFAULT_RE);
  if (d) {
    const n = parseNumber(d[1]);
    if (n !== null) {
      out.defaultValue = n;
      out.matched.push(d[0]);
    }
  }
  const s = text.match(STEP_RE);
  if (s) {
    const n = parseNumber(s[2] ?? s[1] ?? '');
    if (n !== null && n > 0) {
      out.step = n;
      out.matched.push(s[0]);
    }
  }
  if (!out.prefix) {
    const c = text.match(new RegExp(String.raw`(?:^|\s|\()(?:in\s+)?(${CURRENCY_RE})(?=$|[\s,.)])`, 'i'));
    if (c) out.prefix = currencyPrefix(c[1]);
  }
  if (
    out.min === undefined &&
    out.max === undefined &&
    out.defaultValue === undefined &&
    out.step === undefined
  )
    return out.prefix ? out : null;
  return out;
}

/** Words that always mean an address step, even when a library question also matches ("service area"). */
const STRONG_LOCATION =
  /\baddress\b|service area|postal code|post ?code|zip(?: code)?|adresse|anschrift|\bplz\b|postleitzahl|einsatzort|einzugsgebiet|standort|wohnort/i;

/** "contact", "name, email and phone", "Telefonnummer": nothing but contact fields. */
const CONTACT_ONLY =
  /^(?:(?:and|und|their|your|ihre?|the|die|der|full|first|last|contact|kontakt|name|names|e-?mail(?: address)?|e-mail-adresse|phone|phone number|telephone|telefon|telefonnummer|mobile|handy|number|nummer)(?:\s*(?:,|&|\/|\band\b|\bund\b)?\s*))+$/i;

const LEAD_WORDS_RE =
  /\b(?:enquiry|inquiry|request|booking|quote|lead|signup|sign-up|registration|anfrage|angebot|buchung|anmeldung|bewerbung|application)\b/i;

/** Plural subjects whose options are usually picked several at a time. */
const MULTI_NOUNS =
  /\b(?:interests|topics|hobbies|skills|extras|add-ons|addons|features|toppings|weeks|days|dates|sessions|courses|classes|modules|workshops|activities|interessen|themen|hobbys|kenntnisse|wochen|tage|termine|kurse|aktivitäten)\b/i;

/** Asks for an amount or a count, answered best with a slider even without a range. */
const QUANTITY =
  /quadratmeter|m²|\bqm\b|\bsqm\b|square (?:feet|foot|met)|sq\.? ?ft|\bfläche\b|how many|wie viele|\banzahl\b|number of|how much|wie viel|\bkm\b|kilomet|\bmiles\b|\bkwh\b/i;

export const TRIGGERS = {
  multi:
    /(?:several|multiple|many|more) (?:can|may|could) be (?:picked|chosen|selected|ticked)|(?:select|tick|check|choose|pick) (?:all|any|several|multiple)|all that apply|multiple (?:choice|answers|selection|options can)|multi[- ]?(?:select|ple choice)|more than one|mehrere (?:können|dürfen|sind|auswählbar|möglich|antworten)|mehrfach(?:auswahl|nennung)?|alle zutreffenden|checkboxes|kontrollkästchen/i,
  dropdown: /drop-?\s?down|select (?:box|list|menu)|pick ?list|auswahlliste|aufklappliste|auswahlmenü/i,
  slider: /\bslider\b|schieberegler|\bregler\b|\brange slider\b|\bskala\b|\bscale\b/i,
  tiles: /\btiles?\b|\bcards?\b|kacheln?|single choice|einfachauswahl/i,
  textbox:
    /comment|describe|description|\bmessage\b|\bnotes?\b|tell us|free[- ]?text|text ?(?:box|field|area)|explain|\bremarks?\b|anything else|special requests?|\bfeedback text\b|kommentar|beschreib|nachricht|anmerkung|freitext|textfeld|erzähl|erläuter|schilder|sonstige wünsche|bemerkung|hinweise/i,
  contactStrong:
    /contact (?:details|info(?:rmation)?|data|form|fields)|(?:name|names),? (?:and |& |plus )?(?:e-?mail|phone|number)|kontaktdaten|kontaktinformationen|kontaktangaben|kontaktfeld|ansprechpartner|how (?:we|to) reach (?:them|you)|name,? e-?mail/i,
  contactWeak: /\be-?mail\b|\bphone\b|telephone|\bcontact\b|\bkontakt\b|telefon|\bname\b/i,
  location:
    /\baddress\b|service area|postal code|post ?code|zip(?: code)?|\blocation\b|\bwhere (?:they|the|you)|adresse|anschrift|standort|\bplz\b|postleitzahl|wohnort|einsatzort|einzugsgebiet|\bort\b/i,
  upload:
    /upload|attach|hochlad|hochzulad|anhäng|anhang|\bcv\b|resume|résumé|lebenslauf|send (?:us )?(?:a |their |your )?(?:photo|picture|document|file)/i,
  uploadNoun: /\b(?:document|dokument|pdf|file|datei|photos?|pictures?|fotos?|bilder|scan)s?\b/i,
  analyse:
    /analy[sz]|auswert|analyse|summar|zusammenfass|review (?:it|the|their)|check (?:it|the|their) (?:document|bill|file)|prüf(?:en|t) (?:das|die|den) (?:dokument|rechnung)/i,
  optional: /\boptional\b|not required|freiwillig|kein pflichtfeld/i,
  required: /\brequired\b|mandatory|\bpflicht/i,
  yesNo:
    /yes\s*\/\s*no|yes or no|\bja\s*\/\s*nein|ja oder nein|\bwhether\b|^(?:do|does|are|is|have|has|can|will|would|did) (?:they|you|the|it)\b|^\s*ob\b|^(?:hat|haben|sind|ist|gibt es|besitzen|besitzt|würden|würde|möchten|möchte|können|kann|wollen|werden|brauchen|benötigen|nutzen|sollen) /i,
  followup:
    /\b(?:if|when|wenn|falls)\s+(?:they\s+(?:pick|choose|select)\s+)?["“]?(other|something else|andere[sn]?|sonstige[sn]?|sonstiges|yes|ja|no|nein)["”]?\b[\s,:]*(?:then\s+)?(?:ask|let them (?:type|specify|enter)|show|frag\w*|nachfragen|nach)?\s*(.*)$/i,
  style: /\b(?:colou?r|theme|font|farbe|schrift(?:art)?|design|icons?)\b/i,
} as const;

/** Words that only describe the form itself ("a quote request form for"). */
const FORM_WORDS =
  /\b(?:form|forms|formular|survey|questionnaire|umfrage|fragebogen|wizard|funnel|lead form|application form|anmeldeformular|kontaktformular)\b/i;

const LEAD_INTRO =
  /\b(?:asking(?: (?:for|about))?|that asks(?: (?:for|about))?|which asks(?: (?:for|about))?|to (?:collect|capture|gather|ask(?: about| for)?)|collecting|with (?:questions|fields|steps)(?: (?:for|about|on))?|with|including|covering|consisting of|fragt nach|die nach|mit (?:den )?(?:fragen|feldern|schritten)(?: (?:zu|nach|für))?|mit|abfragen|erfasst|erfragt)\b/i;

export interface PromptParts {
  head: string;
  body: string;
}

/** Splits "a quote form for solar: a, b, c" into the description (head) and the list of asks (body). */
export function splitHead(prompt: string): PromptParts {
  const text = prompt.replace(/\s+/g, ' ').trim();
  const colon = text.indexOf(':');
  if (colon > 0) {
    const whole = text.slice(0, colon);
    // In "Moving lead form. Ask for property type: house, flat" the colon belongs to the last sentence's ask.
    const before = whole.split(/[.!?]\s+/).pop() ?? whole;
    if (
      FORM_WORDS.test(before) ||
      /\b(?:request|anfrage|quote|angebot|booking|buchung|intake|application|bewerbung|registration|anmeldung|enquiry|inquiry)\b/i.test(
        before,
      ) ||
      words(before).length > 5 ||
      afterListsAsks(text.slice(colon + 1))
    )
      return { head: whole, body: text.slice(colon + 1) };
  }
  const form = text.search(FORM_WORDS);
  if (form >= 0) {
    const rest = text.slice(form);
    const m = rest.match(LEAD_INTRO);
    if (m && m.index !== undefined) {
      const cut = form + m.index;
      return { head: text.slice(0, cut), body: text.slice(cut + m[0].length) };
    }
  }
  return { head: text, body: text };
}

/** "Reinigungsfirma: Art der Reinigung, Häufigkeit, Adresse" lists asks; "property type: house, flat" lists options. */
function afterListsAsks(after: string): boolean {
  const items = after.replace(/\([^)]*\)/g, '(…)').split(/[,;]/);
  if (items.length < 2) return false;
  const isAsk = (p: string) =>
    /\(/.test(p) ||
    TRIGGERS.yesNo.test(p.trim()) ||
    QUANTITY.test(p) ||
    TRIGGERS.textbox.test(p) ||
    hasAskTrigger(p) ||
    TRIGGERS.contactWeak.test(p) ||
    Boolean(matchTemplate(p, GENERIC_DOMAIN, 0.75) ?? matchAnyTemplate(p));
  // The first item decides: "property type: house, flat" starts with an option, not a question.
  return isAsk(items[0]) && items.some((p, i) => i > 0 && isAsk(p));
}

/** Splits the body into clauses, keeping parenthesised and quoted lists together. */
export function segment(body: string): string[] {
  let protectedText = body.replace(/\(([^)]*)\)/g, (m) =>
    m.replace(/[,;.]/g, (c) => `\uE000${c.charCodeAt(0)}\uE001`),
  );
  protectedText = protectedText.replace(/["“„]([^"”“]*)["”“]/g, (m) =>
    m.replace(/[,;.]/g, (c) => `\uE000${c.charCodeAt(0)}\uE001`),
  );
  // Decimal and thousands separators inside numbers are not clause breaks.
  protectedText = protectedText.replace(
    /(\d)([.,])(\d)/g,
    (_m, a, c, b) => `${a}\uE000${c.charCodeAt(0)}\uE001${b}`,
  );
  const raw = protectedText
    .split(/\s*(?:[;\n]|,|\.\s|\.$|\bthen\b|\bdanach\b|\banschließend\b|\bnext\b,?)\s*/i)
    .map((s) => s.replace(/\uE000(\d+)\uE001/g, (_m, code) => String.fromCharCode(Number(code))).trim())
    .filter((s) => s.length > 0);
  return mergeOptionContinuations(raw);
}

const LIST_INTRO =
  /(?::|\bsuch as\b|\blike\b|\be\.g\.|\bincluding\b|\boptions?\b|\bchoices?\b|\bchoose between\b|\beither\b|\bz\. ?b\.|\bwie\b|\betwa\b|\bzum beispiel\b|\boptionen\b|\bauswahl\b|\bzwischen\b|\bwith\b)\s*([^:]+)$/i;

function hasAskTrigger(s: string): boolean {
  return (
    TRIGGERS.contactStrong.test(s) ||
    TRIGGERS.location.test(s) ||
    TRIGGERS.upload.test(s) ||
    TRIGGERS.slider.test(s) ||
    TRIGGERS.textbox.test(s) ||
    TRIGGERS.followup.test(s) ||
    parseRange(s)?.min !== undefined
  );
}

/** "property type: house" + "apartment or commercial" are one ask with three options. */
function mergeOptionContinuations(segments: string[]): string[] {
  const out: string[] = [];
  let open = false;
  for (const seg of segments) {
    const isContinuation =
      open &&
      out.length > 0 &&
      words(seg).length <= 4 &&
      !hasAskTrigger(seg) &&
      !/[()]/.test(seg) &&
      // "…, HIIT, start date" — a general form question ends the option list.
      !matchTemplate(seg, GENERIC_DOMAIN, 0.95);
    if (isContinuation) {
      out[out.length - 1] = `${out[out.length - 1]}, ${seg}`;
      if (/\b(?:or|and|oder|und)\b/i.test(seg)) open = false;
      continue;
    }
    out.push(seg);
    const intro = seg.match(LIST_INTRO);
    open = Boolean(
      intro &&
        !/\b(?:or|and|oder|und)\b/i.test(intro[1]) &&
        words(intro[1]).length <= 4 &&
        !hasAskTrigger(intro[1]),
    );
  }
  return out;
}

/** Splits "address and contact details" into two asks when both halves are asks on their own. */
export function splitConjunctions(seg: string): string[] {
  // "email and interests (recipes, tips and events)": only an "and" outside the parentheses separates asks.
  const parens: string[] = [];
  const masked = seg.replace(/\([^)]*\)/g, (m) => {
    parens.push(m);
    return `\uE010${parens.length - 1}\uE011`;
  });
  if (/:/.test(masked) || LIST_INTRO.test(masked) || TRIGGERS.followup.test(masked)) return [seg];
  const parts = masked
    .split(/\s+(?:and|und|plus|sowie|as well as|&)\s+/i)
    .map((p) => p.replace(/\uE010(\d+)\uE011/g, (_m, i) => parens[Number(i)]));
  if (parts.length < 2) return [seg];
  const asks = parts.filter((p) => hasAskTrigger(p) || TRIGGERS.contactWeak.test(p));
  if (
    asks.length >= parts.length - 0 ||
    (asks.length >= 1 && parts.every((p) => words(p).length <= 5 && p !== ''))
  ) {
    // "name and email" are one contact step; keep them together.
    if (parts.every((p) => TRIGGERS.contactWeak.test(p) && !TRIGGERS.location.test(p))) return [seg];
    return parts;
  }
  return [seg];
}

export interface OptionSplit {
  label: string;
  options: string[];
  rest: string;
}

const FLAG_PAREN =
  /^(?:optional|required|mandatory|several|multiple|select all|all that apply|mehrere|mehrfach|pflicht|freiwillig|slider|dropdown|yes\s*\/\s*no|ja\s*\/\s*nein|tiles|single choice)/i;

/** Finds an explicit list of options in a clause and the label it belongs to. */
export function extractOptions(seg: string): OptionSplit | null {
  for (const m of seg.matchAll(/\(([^)]+)\)/g)) {
    const inner = m[1].trim();
    if (FLAG_PAREN.test(inner)) continue;
    const items = splitList(inner);
    // "(50-500)" is a range; "(1-10, 11-50, 51-200)" is a list of options.
    if (!inner.includes(',') && parseRange(inner)?.min !== undefined) continue;
    if (items.length >= 2) {
      return {
        label: seg.slice(0, m.index).trim(),
        options: items,
        rest: seg.slice((m.index ?? 0) + m[0].length),
      };
    }
  }
  const colon = seg.match(/^([^:]{1,80}):\s*(.+)$/);
  if (colon) {
    const items = splitList(colon[2]);
    if (items.length >= 2 && items.every((i) => words(i).length <= 6))
      return { label: colon[1].trim(), options: items, rest: '' };
  }
  const intro = seg.match(
    /^(.*?)\s*(?:,\s*)?(?:such as|like|e\.g\.|including|with (?:the )?options?|with (?:the )?choices|options?|choices|choose between|choosing between|either|z\. ?b\.|wie|etwa|zum beispiel|mit (?:den )?optionen|optionen|auswahl zwischen|zwischen|with)\s+(.+)$/i,
  );
  if (intro) {
    const items = splitList(intro[2]);
    const numeric = items.every((i) => /^\D{0,3}\d/.test(i));
    if (items.length >= 2 && !numeric && items.every((i) => words(i).length <= 6))
      return { label: intro[1].trim(), options: items, rest: '' };
  }
  const bare = seg.match(
    /^(.{0,60}?)\s*["“„]?([^,"“„]{1,30})["”]?\s*(?:,\s*["“„]?[^,"]{1,30}["”]?\s*)+(?:,?\s*(?:or|and|oder|und)\s+[^,]{1,30})$/i,
  );
  if (bare && !/\d/.test(seg)) {
    const items = splitList(seg);
    if (items.length >= 3) return { label: '', options: items, rest: '' };
  }
  return null;
}

const LEADING_NOISE =
  /^(?:(?:i|we) (?:want|need|would like) (?:(?:customers|people|them|users|visitors|clients|respondents|guests) )?to (?:tell (?:me|us)|choose|pick|select|say|enter|give (?:me|us)|provide|specify)|(?:customers|people|users|visitors|clients) (?:should|can|must) (?:tell (?:me|us)|choose|pick|select|say|enter|give (?:me|us)|provide|specify)|and|also|plus|then|finally|lastly|und|sowie|außerdem|dann|zuletzt|schließlich|ask(?:ing)?(?: them| the (?:customer|client|user|visitor))?(?: (?:for|about|what|which))?|let (?:them|the user|people) (?:choose|pick|select|enter|type)|collect(?:ing)?|capture|include|including|get|gather|request|we need|need|want|with|a|an|the|their|his|her|its|our|your|some|one|a question (?:about|for|on)|question (?:about|for|on)|a step (?:for|about|with)|step (?:for|about|with)|a field for|field for|fragen? nach|frage nach|abfragen|nach|die|der|das|den|dem|eine?n?|ihre?n?|seine?n?)\s+/i;
const TRAILING_NOISE =
  /\s+(?:question|step|field|as (?:a )?(?:slider|dropdown|drop-down|tiles?|multi-?select|text ?box|textarea)|slider|dropdown|drop-down|select|tiles?|multi-?select|text ?box|textarea|frage|feld|schritt|abfragen|als (?:schieberegler|dropdown|kacheln|mehrfachauswahl|textfeld)|schieberegler|auswahl|optional|required|pflichtfeld|please|bitte)$/i;

export function cleanLabel(raw: string): string {
  let s = raw
    .replace(/\([^)]*\)/g, ' ')
    .replace(TRIGGERS.multi, ' ')
    .replace(/\s+/g, ' ')
    .replace(/^[\s,:;.-]+|[\s,:;.?!-]+$/g, '')
    .trim();
  for (let i = 0; i < 6; i++) {
    const before = s;
    s = s.replace(LEADING_NOISE, '').replace(TRAILING_NOISE, '').trim();
    s = s.replace(/^[\s,:;.-]+|[\s,:;.?!-]+$/g, '');
    if (s === before) break;
  }
  return s;
}

export function detectDomain(text: string): Domain {
  // Options in parentheses do not say what the form is about ("interests (recipes, events)").
  const lower = ` ${text.toLowerCase().replace(/\([^)]*\)/g, ' ')} `;
  let best: Domain = GENERIC_DOMAIN;
  let bestScore = 0;
  DOMAINS.forEach((d, index) => {
    let score = 0;
    for (const m of d.match) {
      const i = lower.indexOf(m);
      if (i < 0) continue;
      // A match at a word start counts; earlier mentions (the subject of the form) weigh more.
      const position = Math.max(0, 2 * (1 - i / 120));
      if (/[^a-zäöüß]/.test(lower[i - 1] ?? ' '))
        score += (m.length >= 5 ? 2 : 1) + position + m.length * 0.01;
      // Long terms also count inside German compounds ("Hausratversicherung"), at half weight.
      else if (m.length >= 5 && !/[a-zäöüß]/.test(lower[i + m.length] ?? ' '))
        // The end of a German compound is its head ("Gartenparty" is a party, "Hausratversicherung" insurance).
        score += (m.length >= 5 ? 2 : 1) + position + 0.5;
      else if (m.length >= 7) score += 1 + position / 2;
    }
    // Earlier domains win ties: they are the more specific ones.
    score -= index * 0.001;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  });
  return best;
}

/** The template step an ask's label refers to: the domain's own first, then common questions. */
const stepWords = new WeakMap<TemplateStep, { hay: string; long: string[] }>();

/**
 * False only when no key or title word of the step can overlap the query (see overlapScore): skips most of the
 * library cheaply without changing any score.
 */
function mayOverlap(query: string[], step: TemplateStep): boolean {
  let w = stepWords.get(step);
  if (!w) {
    const all = [...new Set([...step.keys, ...step.title].flatMap((k) => keyWords(k)))];
    w = { hay: all.join(' '), long: all.filter((x) => x.length >= 4) };
    stepWords.set(step, w);
  }
  for (const q of query) {
    if (w.hay.includes(q)) return true;
    for (const cw of w.long) if (q.includes(cw)) return true;
  }
  return false;
}

const unions = new WeakMap<TemplateStep, string>();
function keyUnion(step: TemplateStep): string {
  let u = unions.get(step);
  if (u === undefined) {
    u = step.keys.join(' ');
    unions.set(step, u);
  }
  return u;
}

export function matchTemplate(label: string, domain: Domain, minScore = 0.6): TemplateStep | undefined {
  if (!label.trim()) return undefined;
  const query = keyWords(label);
  if (query.length === 0) return undefined;
  let best: TemplateStep | undefined;
  let bestScore = 0;
  const consider = (step: TemplateStep, bonus: number) => {
    if (!mayOverlap(query, step)) return;
    let score = 0;
    for (const key of step.keys) {
      const s = overlapScore(label, key);
      const reverse = overlapScore(key, label);
      // Covering the ask's own words counts more than covering the key's: "battery brand" is not "battery".
      score = Math.max(score, Math.min(1, 0.6 * s + 0.4 * reverse + (s === 1 && reverse === 1 ? 0.2 : 0)));
    }
    score = Math.max(
      score,
      // "overall rating" is covered by two keys of one step ("overall", "rating").
      overlapScore(label, keyUnion(step)) * 0.9,
      overlapScore(label, step.title[0]) * 0.7,
      overlapScore(label, step.title[1]) * 0.7,
    );
    score += bonus;
    if (score > bestScore) {
      bestScore = score;
      best = step;
    }
  };
  for (const s of domain.steps) consider(s, 0.01);
  for (const s of COMMON_STEPS) consider(s, 0);
  return bestScore >= minScore ? best : undefined;
}

/** Every domain's steps, for asks outside the detected domain ("roof type" in an insurance form). */
export function matchAnyTemplate(
  label: string,
  types?: StepType[],
  minScore = 0.75,
): TemplateStep | undefined {
  const query = keyWords(label);
  if (query.length === 0) return undefined;
  let best: TemplateStep | undefined;
  let bestScore = 0;
  for (const d of DOMAINS)
    for (const step of d.steps) {
      if (types && !types.includes(step.type)) continue;
      if (!mayOverlap(query, step)) continue;
      for (const key of step.keys) {
        const s = 0.7 * overlapScore(label, key) + 0.3 * overlapScore(key, label);
        if (s > bestScore) {
          bestScore = s;
          best = step;
        }
      }
    }
  return bestScore >= minScore ? best : undefined;
}

function followupFrom(m: RegExpMatchArray, lang: GeneratorLanguage): Ask['followup'] {
  const trigger = m[1].toLowerCase();
  const ask = m[2].replace(/^(?:them|they|the user)\s+/i, '').trim();
  let inputType: 'text' | 'number' | 'date' = 'text';
  if (/how many|how much|wie viele|wie viel|number|anzahl/i.test(ask)) inputType = 'number';
  else if (/\bwhen\b|date|\bwann\b|datum/i.test(ask)) inputType = 'date';
  let label: string | undefined;
  if (!ask || /^(?:which|what|welche[rsn]?|was)(?: one)?$/i.test(ask)) label = undefined;
  else label = questionize(ask, lang);
  return { label, inputType, trigger };
}

const IRREGULAR: Record<string, string> = {
  heard: 'hear',
  found: 'find',
  got: 'get',
  came: 'come',
  saw: 'see',
  bought: 'buy',
  paid: 'pay',
  spent: 'spend',
  went: 'go',
  knew: 'know',
  chose: 'choose',
  thought: 'think',
  made: 'make',
  did: 'do',
  had: 'have',
  learned: 'learn',
  liked: 'like',
  loved: 'love',
  used: 'use',
  enjoyed: 'enjoy',
};

/** "what they liked" -> "What did you like?"; "how they heard about us" -> "How did you hear about us?". */
function directQuestion(text: string): string | null {
  // "how old it is" -> "How old is it?"; "what the problem is" -> "What is the problem?"
  const copula = text.match(
    /^(what|which|how \w+|when|where|why|who)\s+(it|this|that|the \w+(?: \w+)?|your \w+)\s+(is|are|was|were)$/i,
  );
  if (copula)
    return `${cap(copula[1].toLowerCase())} ${copula[3].toLowerCase()} ${swapPronouns(copula[2], 'en')}?`;
  const m = text.match(
    /^(what|which|how|when|where|why|who)((?: \w+){0,2}?) (?:they|he|she|the (?:customer|client|user|visitor|respondent)s?) (\w+)(.*)$/i,
  );
  if (!m) return null;
  const [, q, mid, verb, rest] = m;
  const v = verb.toLowerCase();
  const tail = swapPronouns(rest, 'en');
  const head = `${cap(q.toLowerCase())}${mid}`;
  if (v === 'are' || v === 'were') return `${head} ${v} you${tail}?`;
  if (v === 'can' || v === 'will' || v === 'would' || v === 'could' || v === 'should')
    return `${head} ${v} you${tail}?`;
  if (IRREGULAR[v] || v.endsWith('ed')) {
    const base = IRREGULAR[v] ?? (v.endsWith('ied') ? `${v.slice(0, -3)}y` : v.replace(/e?d$/, ''));
    return `${head} did you ${base}${tail}?`;
  }
  const base = v.endsWith('ies') ? `${v.slice(0, -3)}y` : v.replace(/(?<=[^s])s$/, '');
  return `${head} do you ${base}${tail}?`;
}

/** "which one" -> "Which one?"; "they specify the breed" -> "Please specify the breed". */
export function questionize(text: string, lang: GeneratorLanguage): string {
  if (lang === 'en') {
    const direct = directQuestion(text.trim().replace(/[.?!]+$/, ''));
    if (direct) return direct;
  }
  const trimmed = text.trim().replace(/[.?!]+$/, '');
  // Already addressed to the respondent ("how long have you had them"): leave the pronouns alone.
  let t = /\b(?:you|your|sie|ihr|ihre)\b/.test(trimmed) ? trimmed : swapPronouns(trimmed, lang);
  if (lang === 'en') {
    if (/^(?:which|what|how|when|where|who|why|do|does|is|are|can|will)\b/i.test(t)) return `${cap(t)}?`;
    t = t.replace(/^(?:to |for )?(?:specify|enter|type|describe|name|list)\s+/i, '');
    return `Please specify ${t}`.trim();
  }
  if (/^(?:welche[rsn]?|was|wie|wann|wo|wer|warum|haben|ist|sind)\b/i.test(t)) return `${cap(t)}?`;
  return `Bitte angeben: ${t}`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function swapPronouns(text: string, lang: GeneratorLanguage): string {
  if (lang === 'en')
    return text
      .replace(
        /\b(do|does|did|would|will|can|could|are|were)\s+(?:people|customers|clients|users|visitors|respondents|guests)\b/gi,
        (_m, v: string) => `${v.toLowerCase() === 'does' ? 'do' : v} you`,
      )
      .replace(/\bthe (?:customer|client|user|visitor|respondent|applicant|patient|caller)'s\b/gi, 'your')
      .replace(/\bthe (?:customer|client|user|visitor|respondent|applicant|patient|caller)s?\b/gi, 'you')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\btheirs\b/gi, 'yours')
      .replace(/\bthemselves\b/gi, 'yourself')
      .replace(/\bthem\b/gi, 'you')
      .replace(/\bthey\b/gi, 'you')
      .replace(/\bhe or she\b/gi, 'you');
  return text
    .replace(/\bsie\b/g, 'Sie')
    .replace(/\bihr(e|en|em|er|es)?\b/g, (_m, e) => `Ihr${e ?? ''}`)
    .replace(/\bder kunde\b/gi, 'Sie');
}

/** "whether they have a pool" -> "Do you have a pool?"; "ob ein Keller vorhanden ist" -> "Ist ein Keller vorhanden?". */
export function yesNoTitle(text: string, lang: GeneratorLanguage): string {
  let t = text
    .replace(/\(?\s*(?:yes\s*\/\s*no|yes or no|ja\s*\/\s*nein|ja oder nein)\s*\)?/gi, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!:,]+$/, '');
  t = t.replace(/^(?:and|also|plus|und|sowie|ask(?:ing)?(?: them)?|a question|fragen?|frage)\s+/i, '');
  if (lang === 'en') {
    const w = t.match(
      /^(?:whether|if)\s+(?:they|the (?:customer|client|user|visitor|respondent|applicant|patient)s?|you)\s+(\w+)\s*(.*)$/i,
    );
    if (w) {
      const verb = w[1].toLowerCase();
      const rest = swapPronouns(w[2], 'en');
      if (verb === 'are' || verb === 'is') return `Are you ${rest}?`;
      if (verb === 'have' || verb === 'has') return `Do you have ${rest}?`;
      if (verb === 'can' || verb === 'could') return `Can you ${rest}?`;
      if (verb === 'will' || verb === 'would') return `Would you ${rest}?`;
      if (verb === 'did') return `Did you ${rest}?`;
      if (verb === 'already') return `Do you already ${rest}?`;
      const base = verb.endsWith('ies') ? `${verb.slice(0, -3)}y` : verb.replace(/(?<=[^s])s$/, '');
      return `Do you ${base} ${rest}`.trim().concat('?');
    }
    const w2 = t.match(/^(?:whether|if)\s+(?:the|there|it)\s*(.*)$/i);
    if (w2) {
      const body = t.replace(/^(?:whether|if)\s+/i, '');
      const is = body.match(/^(.*?)\s+(is|are|has|have|was|were)\s+(.*)$/i);
      if (is) return `${cap(is[2].toLowerCase())} ${swapPronouns(is[1], 'en')} ${swapPronouns(is[3], 'en')}?`;
      return `${cap(swapPronouns(body, 'en'))}?`;
    }
    if (/^(?:do|does|are|is|have|has|can|will|would|did)\b/i.test(t)) return `${cap(swapPronouns(t, 'en'))}?`;
    const cleaned = cleanLabel(t);
    return `${cap(swapPronouns(cleaned || t, 'en'))}?`;
  }
  const ob = t.match(/^ob\s+(.*)\s+(\S+)$/i);
  if (ob) {
    const verb = ob[2];
    const rest = swapPronouns(ob[1], 'de');
    if (/^sie\b/i.test(ob[1])) return `${cap(verb)} Sie ${rest.replace(/^Sie\s+/, '')}?`;
    return `${cap(verb)} ${rest}?`;
  }
  if (/^(?:hat|haben|sind|ist|gibt es|besitzen|besitzt)\b/i.test(t)) return `${cap(swapPronouns(t, 'de'))}?`;
  const cleaned = cleanLabel(t);
  return `${cap(cleaned || t)}?`;
}

const NOISE_ONLY =
  /^(?:please|thanks?|thank you|bitte|danke|nice|modern|simple|short|quick|clean|professional|schön|einfach|kurz|modern)$/i;

/** One clause to an ask; null when the clause asks nothing (style words, the form's own description). */
export function parseAsk(segmentText: string, lang: GeneratorLanguage, domain: Domain): Ask | null {
  const seg = segmentText.trim();
  if (!seg || NOISE_ONLY.test(seg)) return null;
  // "in blue", "Roboto font": about the look, not a question ("favourite colour" is a question).
  if (
    TRIGGERS.style.test(seg) &&
    (findColor(seg) || findFont(seg)) &&
    !hasAskTrigger(seg) &&
    !/\(|:/.test(seg)
  )
    return null;

  const required = TRIGGERS.required.test(seg) ? true : TRIGGERS.optional.test(seg) ? false : undefined;
  const multi = TRIGGERS.multi.test(seg);
  const dropdown = TRIGGERS.dropdown.test(seg);
  const sliderWord = TRIGGERS.slider.test(seg);
  const follow = seg.match(TRIGGERS.followup);
  const main = follow && follow.index !== undefined ? seg.slice(0, follow.index) : seg;

  // 0. "and why" after a question asks for the reason.
  if (/^(?:and |und )?(?:why|warum|wieso|weshalb)\??$/i.test(main.trim()))
    return {
      type: 'textbox',
      label: main,
      title: lang === 'de' ? 'Können Sie uns sagen, warum?' : 'Could you tell us why?',
      required: false,
    };
  // An explicit "yes or no" wins over list words ("do people like our logo? yes or no").
  if (
    /yes\s*\/\s*no|yes or no|ja\s*\/\s*nein|ja oder nein/i.test(main) &&
    !/\(/.test(main.replace(/\(\s*(?:yes|ja)[^)]*\)/i, ''))
  ) {
    return {
      type: follow ? 'followup' : 'tiles',
      label: cleanLabel(
        main.replace(/\(?\s*(?:yes\s*\/\s*no|yes or no|ja\s*\/\s*nein|ja oder nein)\s*\)?/gi, ' '),
      ),
      title: yesNoTitle(main, lang),
      options: lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'],
      followup: follow ? followupFrom(follow, lang) : undefined,
      required,
      explicitType: true,
    };
  }

  // 1. Explicit options.
  const opts = extractOptions(main);
  if (opts) {
    let options = opts.options;
    const label = cleanLabel(opts.label);
    const followup = follow ? followupFrom(follow, lang) : undefined;
    if (followup?.trigger && /other|something else|andere|sonstig/.test(followup.trigger)) {
      if (!options.some((o) => /^(?:other|something else|andere[sn]?|sonstige[sn]?|sonstiges)$/i.test(o)))
        options = [...options, lang === 'de' ? 'Sonstiges' : 'Other'];
    }
    const yesNoOnly = options.length === 2 && options.every((o) => /^(?:yes|no|ja|nein)$/i.test(o));
    const type: StepType = followup
      ? 'followup'
      : multi || MULTI_NOUNS.test(label)
        ? 'multiSelect'
        : dropdown
          ? 'dropdown'
          : 'tiles';
    return {
      type,
      label,
      options,
      followup,
      required,
      explicitType: Boolean(followup || multi || dropdown),
      template: label
        ? (matchTemplate(label, domain, 0.75) ??
          matchAnyTemplate(label, ['tiles', 'multiSelect', 'dropdown', 'followup']))
        : undefined,
      title: yesNoOnly && label ? yesNoTitle(label, lang) : undefined,
    };
  }

  // 2. Numeric ranges and sliders.
  const range = parseRange(main);
  if ((range && (range.min !== undefined || range.max !== undefined)) || sliderWord) {
    let labelText = main;
    for (const m of range?.matched ?? []) labelText = labelText.replace(m, ' ');
    labelText = labelText
      .replace(new RegExp(`(?<![a-zäöüß])${CURRENCY_RE}(?![a-zäöüß])`, 'gi'), ' ')
      .replace(/\b(?:in|im|von|from|between|zwischen)\s*$/i, '');
    const label = cleanLabel(labelText);
    return {
      type: 'slider',
      label,
      range: range ?? undefined,
      prefix: range?.prefix,
      unit: range?.unit,
      required,
      explicitType: true,
      template: label
        ? (matchTemplate(label, domain, 0.7) ?? matchAnyTemplate(label, ['slider']))
        : undefined,
    };
  }

  // 3. Uploads, with analysis when asked.
  if (TRIGGERS.upload.test(main) || (TRIGGERS.uploadNoun.test(main) && TRIGGERS.analyse.test(main))) {
    return {
      type: 'documentUpload',
      label: cleanLabel(
        main
          .replace(/\b(?:and |und )?(?:analy[sz]e|auswerten|analysieren)\b.*$/i, '')
          .replace(/\b(?:upload|hochladen|attach|anhängen)\b/gi, ' '),
      ),
      analyse: TRIGGERS.analyse.test(seg),
      required,
    };
  }

  // 4. Yes/no questions, with an optional follow-up ("if yes ask how many").
  if (TRIGGERS.yesNo.test(main.trim())) {
    const followup = follow ? followupFrom(follow, lang) : undefined;
    return {
      type: followup ? 'followup' : 'tiles',
      label: cleanLabel(main),
      title: yesNoTitle(main, lang),
      options: lang === 'de' ? ['Ja', 'Nein'] : ['Yes', 'No'],
      followup,
      required,
      explicitType: true,
    };
  }

  // 5. Contact details and addresses.
  if (TRIGGERS.contactStrong.test(main) || CONTACT_ONLY.test(main.trim()))
    return { type: 'contact', label: cleanLabel(main), required };
  const label = cleanLabel(main);
  const template = label ? matchTemplate(label, domain, 0.75) : undefined;
  if (
    TRIGGERS.location.test(main) &&
    !/e-?mail/i.test(main) &&
    (STRONG_LOCATION.test(main) || !(template && template.type !== 'location'))
  )
    return { type: 'location', label, required };

  // 6. A question the domain library knows ("roof type", "frequency").
  if (template && !(TRIGGERS.textbox.test(main) && template.type !== 'textbox')) {
    const type: StepType = multi ? 'multiSelect' : dropdown ? 'dropdown' : template.type;
    return {
      type,
      label,
      template,
      required,
      explicitType: multi || dropdown,
      followup: follow ? followupFrom(follow, lang) : undefined,
    };
  }

  // 7. Quantities without a range ("Fläche in Quadratmetern", "number of guests") are sliders.
  if (QUANTITY.test(main) && !TRIGGERS.textbox.test(main)) {
    const t = matchTemplate(label, domain, 0.75) ?? matchAnyTemplate(label, ['slider'], 0.6);
    const unitMatch = main.match(new RegExp(String.raw`(?:^|\s)(?:in\s+)?(${UNIT_RE})(?=$|[\s,.)])`, 'i'));
    const money = /budget|price|cost|kosten|preis|betrag|how much|wie viel/i.test(main);
    const area = /quadratmeter|m²|\bqm\b|\bsqm\b|square|sq\.? ?ft|fläche|area/i.test(main);
    return {
      type: 'slider',
      label,
      template: t?.type === 'slider' ? t : undefined,
      unit: unitMatch ? normalizeUnit(unitMatch[1]) : area && !t ? 'm²' : undefined,
      range:
        t?.type === 'slider'
          ? undefined
          : money
            ? { min: 100, max: 10000 }
            : area
              ? { min: 10, max: 500 }
              : { min: 1, max: 20 },
      required,
    };
  }

  // 8. Free text.
  if (TRIGGERS.textbox.test(main)) return { type: 'textbox', label, required: required ?? false };
  if (TRIGGERS.contactWeak.test(main)) return { type: 'contact', label, required };

  // 9. Something else: try every domain's questions, else ask it as free text.
  if (!label || FORM_WORDS.test(label) || words(label).length > 10) return null;
  // "wedding photographer enquiry" describes the form; it is not a question to ask.
  if (LEAD_WORDS_RE.test(label) || detectDomain(label) !== GENERIC_DOMAIN) return null;
  // Another domain's question only without its options ("the problem" of a plumber is not an HVAC problem).
  const anyMatch = matchAnyTemplate(label);
  const any = anyMatch && (domain === GENERIC_DOMAIN || !anyMatch.options) ? anyMatch : undefined;
  if (any)
    return { type: multi ? 'multiSelect' : dropdown ? 'dropdown' : any.type, label, template: any, required };
  if (multi || dropdown)
    return { type: multi ? 'multiSelect' : 'dropdown', label, required, explicitType: true };
  return { type: 'textbox', label, required: required ?? true };
}

/** All asks of a prompt, in order. */
export function extractAsks(prompt: string, lang: GeneratorLanguage, domain: Domain): Ask[] {
  const { body } = splitHead(prompt);
  const asks: Ask[] = [];
  for (const seg of segment(body)) {
    // "if other ask which" as its own clause belongs to the previous ask.
    const fm = seg.match(TRIGGERS.followup);
    if (fm && fm.index !== undefined && fm.index <= 4 && asks.length > 0) {
      const prev = asks[asks.length - 1];
      if (prev.options || prev.template?.options) {
        const followup = followupFrom(fm, lang);
        prev.type = 'followup';
        prev.followup = followup;
        prev.explicitType = true;
        if (
          /other|else|andere|sonstig/.test(followup?.trigger ?? '') &&
          prev.options &&
          !prev.options.some((o) => /^(other|sonstiges|andere)$/i.test(o))
        )
          prev.options.push(lang === 'de' ? 'Sonstiges' : 'Other');
        continue;
      }
    }
    for (const part of splitConjunctions(seg)) {
      const ask = parseAsk(part, lang, domain);
      if (ask) asks.push(ask);
    }
  }
  return asks;
}
