// Splits a prompt into the form's description and its clauses, one ask per clause.
import { GENERIC_DOMAIN } from '../templates/index.ts';
import { words } from '../text.ts';
import {
  endsWithBand,
  FLAG_PARENS,
  isBand,
  OPEN_END,
  ORDINAL_NOUNS,
  startsOwnList,
  unpunctuatedList,
} from './lists.ts';
import { matchAnyTemplate, matchTemplate } from './match.ts';
import { parseRange } from './range.ts';
import { FORM_WORDS, LEAD_INTRO, QUANTITY, TRIGGERS } from './vocabulary.ts';

export interface PromptParts {
  head: string;
  body: string;
}

/** "- item", "* item", "• item", "1. item", "2) item": a line of a bullet list. */
const BULLET = /^\s*(?:[-*•·–—]|\d{1,2}[.)])\s+/;

/**
 * A prompt written as a list, one ask per line ("Yoga signup:\n- level: …\n- email"): the lines before the first
 * bullet describe the form, every bullet line is one clause (its line break is a hard boundary in segment()).
 */
function listedLines(prompt: string): PromptParts | null {
  const lines = prompt.split(/\r?\n/).map((l) => l.trim());
  const bullets = lines.filter((l) => BULLET.test(l));
  const first = lines.findIndex((l) => BULLET.test(l));
  if (bullets.length < 2 || first < 0) return null;
  const head = lines
    .slice(0, first)
    .join(' ')
    .replace(/[:\s]+$/, '')
    .trim();
  const body = lines
    .slice(first)
    .map((l) => l.replace(BULLET, '').trim())
    .filter(Boolean)
    .join('\n');
  return { head, body };
}

/** Splits "a quote form for solar: a, b, c" into the description (head) and the list of asks (body). */
export function splitHead(prompt: string): PromptParts {
  const listed = listedLines(prompt);
  if (listed) return listed;
  const text = prompt.replace(/\s+/g, ' ').trim();
  const colon = text.indexOf(':');
  if (colon > 0) {
    const whole = text.slice(0, colon);
    // In "Moving lead form. Ask for property type: house, flat" the colon belongs to the last sentence's ask.
    const before = whole.split(/[.!?]\s+/).pop() ?? whole;
    // "How often do you shop with us: first time, monthly": a question before a colon introduces its options.
    const question =
      // ("first ask what's going on: leak, storm damage, or old roof" too)
      /^(?:(?:first|then|also|and|so|please|next)\s+)*(?:ask(?:\s+them)?\s+)?(?:how|what|which|who|when|where|do|does|are|is|would|will|can|wie|was|welche[rsn]?|wer|wann|wo|haben|sind|möchten|würden)\b/i.test(
        before.trim(),
      );
    if (
      !question &&
      (FORM_WORDS.test(before) ||
        // "Vet appointment: pet species …, symptoms (…), phone": a short title at the very start, then asks.
        (before === whole && words(before).length <= 4 && laterItemsAsk(text.slice(colon + 1))) ||
        /\b(?:request|anfrage|quote|angebot|booking|buchung|intake|application|bewerbung|registration|anmeldung|enquiry|inquiry|appointment|termin|signup|sign-up|order|bestellung|waitlist|ticket|brief|survey|umfrage)\b|anfrage\b|anmeldung\b/i.test(
          before,
        ) ||
        words(before).length > 5 ||
        afterListsAsks(text.slice(colon + 1)))
    )
      return { head: whole, body: text.slice(colon + 1) };
  }
  // "Catering for offices – number of people …", "tutoring signup - subjects needed (…)": a short title and a dash.
  const dash = text.match(/^([^,:;()]{3,60}?)\s[-–—]\s(.+)$/);
  if (
    dash &&
    (words(dash[1]).length <= 6 || (FORM_WORDS.test(dash[1]) && words(dash[1]).length <= 12)) &&
    !/\d\s*$/.test(dash[1]) &&
    (isTitle(dash[1]) || laterItemsAsk(`x, ${dash[2]}`))
  )
    return { head: dash[1], body: dash[2] };
  const form = text.search(FORM_WORDS);
  if (form >= 0) {
    // "with" and friends introduce the asks only in the sentence that names the form ("… survey. … shop with us").
    const rest = text.slice(form).split(/[.!?](?:\s|$)/)[0];
    const m = rest.match(LEAD_INTRO);
    if (m && m.index !== undefined) {
      const cut = form + m.index;
      return { head: text.slice(0, cut), body: text.slice(cut + m[0].length) };
    }
  }
  return { head: text, body: text };
}

/** "Vet appointment", "Solar quote", "Anmeldung Tanzschule": words that name the form. */
function isTitle(text: string): boolean {
  return (
    FORM_WORDS.test(text) ||
    /\b(?:request|quote|booking|intake|application|registration|enquiry|inquiry|appointment|signup|sign-up|order|waitlist|ticket|brief|survey)\b|anfrage|angebot|buchung|anmeldung|bewerbung|umfrage|termin\b/i.test(
      text,
    )
  );
}

/** One item of a list after a colon reads as an ask of its own. */
function isListedAsk(p: string): boolean {
  return (
    /\(/.test(p) ||
    TRIGGERS.yesNo.test(p.trim()) ||
    QUANTITY.test(p) ||
    TRIGGERS.textbox.test(p) ||
    hasAskTrigger(p) ||
    TRIGGERS.contactWeak.test(p) ||
    Boolean(matchTemplate(p, GENERIC_DOMAIN, 0.75) ?? matchAnyTemplate(p))
  );
}

/** "Reinigungsfirma: Art der Reinigung, Häufigkeit, Adresse" lists asks; "property type: house, flat" lists options. */
function afterListsAsks(after: string): boolean {
  const items = after.replace(/\([^)]*\)/g, '(…)').split(/[,;]/);
  if (items.length < 2) return false;
  const isAsk = isListedAsk;
  // The first item decides: "property type: house, flat" starts with an option, not a question.
  return isAsk(items[0]) && items.some((p, i) => i > 0 && isAsk(p));
}

/** Most items after the first are asks ("…: pet species dog cat, symptoms (…), phone"). */
function laterItemsAsk(after: string): boolean {
  const items = after.replace(/\([^)]*\)/g, '(…)').split(/[,;]/);
  const later = items.slice(1).filter(isListedAsk).length;
  return later >= 2 && later * 2 >= items.length - 1;
}

/** Splits the body into clauses, keeping parenthesised and quoted lists together. */
export function segment(body: string): string[] {
  // Parenthesised and quoted lists are one piece: no separator inside them ("(asap, next 2 weeks)") splits a clause.
  const kept: string[] = [];
  const keep = (m: string) => {
    kept.push(m);
    return `\uE010${kept.length - 1}\uE011`;
  };
  // "what they want done — cabinets, flooring — plus the size": dashes around a list work as parentheses.
  const dashed = body
    .replace(/\s[—–]\s([^—–]{3,200}?)\s[—–]\s/g, ' ($1) ')
    // The same with plain hyphens, when what they enclose is a list.
    .replace(/\s-\s([^—–-]{3,200}?)\s-\s/g, (m, inner: string) =>
      (inner.match(/,/g)?.length ?? 0) >= 1 ? ` (${inner}) ` : m,
    )
    // "what brand - apple, dell, lenovo, …": a dash before a list introduces it like a colon.
    .replace(/\s[-–—]\s(?=[^,.;:!?\n-]{1,40},[^,.;:!?\n-]{1,40},)/g, ': ');
  let protectedText = dashed.replace(/\([^)]*\)/g, keep).replace(/["“„]([^"”“]*)["”“]/g, keep);
  // "what kind of help is needed? personal care, meals, …": a question mark before a list introduces it like a
  // colon; before anything else it ends the clause.
  protectedText = protectedText.replace(/\?(?:\s+|$)([^.?!\n]*)/g, (_m, after: string) =>
    (after.match(/,/g)?.length ?? 0) >= 2 || /\S\s*\/\s*\S/.test(after) ? `: ${after}` : `; ${after}`,
  );
  // Decimal and thousands separators inside numbers are not clause breaks.
  protectedText = protectedText.replace(
    /(\d)([.,])(\d)/g,
    (_m, a, c, b) => `${a}\uE000${c.charCodeAt(0)}\uE001${b}`,
  );
  // German floors and ordinals ("1. OG", "2. Stock") are not sentence ends.
  protectedText = protectedText.replace(
    /\b(\d{1,2})\.(\s)(?=(?:OG|UG|EG|DG|Stock|Etage|Obergeschoss|Klasse|Liga|Platz)\b)/g,
    (_m, n, sp) => `${n}\uE000${'.'.charCodeAt(0)}\uE001${sp}`,
  );
  const restore = (t: string) =>
    t
      .replace(/\uE010(\d+)\uE011/g, (_m, i) => kept[Number(i)])
      .replace(/\uE000(\d+)\uE001/g, (_m, code) => String.fromCharCode(Number(code)));
  // "sessions/wk 1-5", "visits/mo": a slash before a unit of time is "per", not a list.
  protectedText = protectedText.replace(
    /(\p{L})\s?\/\s?(wks?|weeks?|mo|mth|months?|yrs?|years?|days?|hrs?|hours?)(?!\p{L})/giu,
    '$1 per $2',
  );
  // "… (a, b, c) and which days …": after a list in parentheses, "and" starts the next ask.
  protectedText = protectedText.replace(/(?<=\uE011)\s+(?:and|und)\s+/g, ', ');
  // A line break (one bullet of a list) is a hard boundary: options never continue across it.
  const listed = protectedText.includes('\n');
  return protectedText.split('\n').flatMap((line) => {
    const raw = line
      .split(
        // "… (a, b, c) plus the size …": after a list, "plus" or "as well as" starts the next ask.
        /\s*(?:;|,|\.\s|\.$|\bthen\b|\bdanach\b|\banschließend\b|\bnext\s*[,:]|(?<=\uE011)\s+(?:plus|as well as|sowie)\b)\s*/i,
      )
      .map((s) => restore(s).trim())
      .filter((s) => s.length > 0);
    // "Erfahrung keine, etwas, viel" on its own bullet line: the line is one ask and the short items its options.
    if (
      listed &&
      raw.length >= 3 &&
      raw.slice(1).every((item) => words(item).length <= 3 && !isShortAsk(item))
    )
      return [raw.join(', ')];
    return mergeOptionContinuations(raw);
  });
}

const LIST_INTRO =
  /(?::|\s[—–]|\bsuch as\b|\blike\b|\be\.g\.|\bincluding\b|\boptions?\b|\bchoices?\b|\bchoose between\b|\beither\b|\bz\. ?b\.|\bwie\b|\betwa\b|\bzum beispiel\b|\boptionen\b|\bauswahl\b|\bzwischen\b|\bwith\b)\s*([^:]+)$/i;

export function hasAskTrigger(s: string): boolean {
  return (
    TRIGGERS.contactStrong.test(s) ||
    TRIGGERS.location.test(s) ||
    TRIGGERS.upload.test(s) ||
    TRIGGERS.photo.test(s.trim()) ||
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
  let bands = false;
  for (const [index, seg] of segments.entries()) {
    // "team size 1-10" + "11-50" + "200+": bands continue a list of bands; one word may close it ("Erwachsene").
    if (bands && (isBand(seg) || OPEN_END.test(seg) || (/^[a-z][a-z-]*$/.test(seg) && !isShortAsk(seg)))) {
      out[out.length - 1] = `${out[out.length - 1]}, ${seg}`;
      bands = isBand(seg);
      continue;
    }
    bands = endsWithBand(seg) && index + 1 < segments.length && isBand(segments[index + 1]);
    // "material wood" + "vinyl" + "metal or chain link": short items up to one with "or" are one list.
    if (
      !open &&
      words(seg).length >= 2 &&
      words(seg).length <= 5 &&
      !hasAskTrigger(seg) &&
      (!/[():]/.test(seg) || QUALIFIED.test(seg)) &&
      !isShortAsk(seg) &&
      !unpunctuatedList(seg)
    ) {
      const end = listEnd(segments, index);
      if (end > index) {
        out.push(segments.slice(index, end + 1).join(', '));
        segments.splice(index + 1, end - index);
        open = false;
        continue;
      }
    }
    // "which grade is your child in, from Grade 3 to Grade 8": a bare range completes the question before it.
    if (
      out.length > 0 &&
      RANGE_ONLY.test(seg) &&
      !/\d/.test(out[out.length - 1]) &&
      !hasAskTrigger(out[out.length - 1])
    ) {
      out[out.length - 1] = `${out[out.length - 1]} ${seg}`;
      continue;
    }
    // "…, Knie oder Hüfte, gerne auch mehrere": a flag on its own belongs to the clause before it.
    if (out.length > 0 && ONLY_FLAG.test(seg)) {
      out[out.length - 1] = `${out[out.length - 1]} (${seg})`;
      continue;
    }
    // "…, ceramic coating (multiple can be picked)": a flag in parentheses does not end the list.
    const bare = seg.replace(FLAG_PARENS, ' ').trim();
    // "…, Steinchen gerne mehrere": a flag at the end of an item closes the list and marks the ask.
    const flag = bare.match(TRAILING_FLAG);
    const item = flag ? bare.slice(0, flag.index).trim() : bare;
    const isContinuation =
      open &&
      out.length > 0 &&
      (words(item).length <= 5 ||
        (/\s(?:or|oder)\s/i.test(item) &&
          item.split(/\s+(?:or|oder)\s+/i).every((p) => words(p).length <= 3))) &&
      !hasAskTrigger(item) &&
      !isShortAsk(item) &&
      !startsOwnList(item) &&
      !/[()]/.test(bare) &&
      // "…, central. problem: not cooling, …": a new label with its colon starts its own list.
      !/\D:(?:\s|$)/.test(item) &&
      // "…, HIIT, start date" — a general form question ends the option list.
      !matchTemplate(seg, GENERIC_DOMAIN, 0.95);
    if (isContinuation) {
      out[out.length - 1] = `${out[out.length - 1]}, ${flag ? `${item} (${flag[0].trim()})` : seg}`;
      if (/\b(?:or|and|oder|und)\b/i.test(item) || flag) open = false;
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

/** "from 1 to 10", "Grade 3 to Grade 8", "between 50 and 500 euros": a range with no words of its own. */
const RANGE_ONLY = new RegExp(
  String.raw`^(?:from|von|between|zwischen)\s+(?:(?:${ORDINAL_NOUNS})\s)?[$€£]?\s?\d[\d.,]*\s*[^\s\d]{0,8}\s*(?:-|–|to|bis|and|und)\s*(?:(?:${ORDINAL_NOUNS})\s)?[$€£]?\s?\d[\d.,]*\s*[^\s\d]{0,12}$`,
  'i',
);

/** A clause that is nothing but a flag: "select all that apply", "gerne auch mehrere", "mehrere möglich". */
const ONLY_FLAG =
  /^(?:(?:and|und|but|aber|please|bitte|you can|man kann|sie können|da kann man)\s+)*(?:(?:select|tick|check|choose|pick|mark) (?:all|any|several|multiple)(?: that apply)?|all that apply|whatever applies|(?:several|multiple|more than one) (?:possible|allowed|answers? possible)|(?:gerne |gern )?auch mehrere|mehrere (?:möglich|auswählbar|antworten möglich)|mehrfachauswahl|mehrfachnennung(?:en)? möglich|auch mehreres ankreuzen|alles zutreffende(?: ankreuzen)?)\.?$/i;

/** A short clause that asks something itself ("email", "address", "start date"), so it cannot be an option. */
const TRAILING_FLAG =
  /\s(?:gerne |gern )?(?:auch )?mehrere(?: möglich)?$|\s(?:select|pick|tick|check) all(?: that apply)?$|\s(?:several|multiple) possible$|(?<!\s)\s*\((?:multiple|several|multi|mehrere)\)$|(?<!\s)\s+[-–—]\s+(?:could|can|may) be (?:a few|several|more than one|multiple)$/i;

function isShortAsk(seg: string): boolean {
  return (
    hasAskTrigger(seg) ||
    TRIGGERS.contactWeak.test(seg) ||
    /(?:datum|termin|\bdate|deadline)$/i.test(seg.trim()) ||
    Boolean(matchTemplate(seg, GENERIC_DOMAIN, 0.95))
  );
}

/**
 * Index of the segment that closes an option list opened at `start` ("…, metal or chain link"), or -1: every item
 * after the first is at most three words, asks nothing, and the last joins with "or"/"oder".
 */
function listEnd(segments: string[], start: number): number {
  // "Anlagengröße klein (unter 10 kWp), mittel (10-30 kWp), groß (über 30 kWp)": options qualified alike.
  if (QUALIFIED.test(segments[start])) {
    let i = start + 1;
    while (
      i < segments.length &&
      QUALIFIED.test(segments[i]) &&
      words(segments[i].replace(/\(.*$/, '')).length <= 2
    )
      i++;
    if (i - start >= 3) return i - 1;
  }
  for (let i = start + 1; i < segments.length && i <= start + 8; i++) {
    const item = segments[i];
    const longest = Math.max(...item.split(/\s+(?:or|oder)\s+/i).map((part) => words(part).length));
    if (longest > 3 || /[():]/.test(item) || isShortAsk(item) || /\d/.test(item)) return -1;
    if (/^(?:\S+\s+){0,2}?(?:or|oder)\s+\S+/i.test(item)) return i - start >= 1 ? i : -1;
  }
  return -1;
}

const QUALIFIED = /^[^()]+\s\([^()]{1,40}\)$/;

/** Splits "address and contact details" into two asks when both halves are asks on their own. */
export function splitConjunctions(seg: string): string[] {
  // "email and interests (recipes, tips and events)": only an "and" outside the parentheses separates asks.
  const parens: string[] = [];
  const masked = seg.replace(/\([^)]*\)/g, (m) => {
    parens.push(m);
    return `\uE010${parens.length - 1}\uE011`;
  });
  if (/:/.test(masked) || TRIGGERS.followup.test(masked)) return [seg];
  const parts = masked
    .split(/(?<!\s)\s+(?:and|und|plus|sowie|as well as|&|\+)\s+/i)
    .map((p) => p.replace(/\uE010(\d+)\uE011/g, (_m, i) => parens[Number(i)]));
  if (parts.length < 2) return [seg];
  const asks = parts.filter((p) => hasAskTrigger(p) || TRIGGERS.contactWeak.test(p));
  // "options like a, b and c" is one list; but "upload a picture of a design you like and your phone" is two asks.
  if (LIST_INTRO.test(masked) && asks.length < parts.length) return [seg];
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
