// Reads the logic an owner writes in words ("if they choose rent, end the form", "only ask X when Y", "price: base
// 1500 plus 45 per m²") into intents, and cuts those sentences out of the prompt so they never become questions.
import { readNumber } from '../analyze/numbers.ts';
import { TRIGGERS } from '../extract/vocabulary.ts';

/** What a condition in words says, before it is matched to a step of the form. */
export type CondText =
  /** `context`: the prompt's words just before the logic, which a bare "if no" / "if not" refers to. */
  | { kind: 'option'; text: string; negate: boolean; context?: string }
  /** `text`: the owner's words, which may name an answer that is a band ("Fewer than 20", "Over 15 m", "4+"). */
  | {
      kind: 'number';
      subject: string;
      op: 'gt' | 'gte' | 'lt' | 'lte';
      value: number;
      negate: boolean;
      text?: string;
    }
  | { kind: 'outside'; negate: boolean };

export type LogicIntent =
  /** If C, go on at a later step ("skip to contact"). */
  | { kind: 'jump'; cond: CondText; target: string }
  /** If C, finish on a tailored ending; `message` is the owner's wording for it. */
  | { kind: 'end'; cond: CondText; message?: string; audience?: string }
  /** Ask `subject` only when C (show = true) or pass over it when C (show = false). */
  | { kind: 'conditional'; subject: string; cond: CondText; show: boolean; create: boolean }
  /** A price estimate: constants, rates per unit of a number step, amounts for options. */
  | { kind: 'price'; terms: PriceTerm[]; currency?: 'EUR' | 'USD' };

export type PriceTerm =
  | { kind: 'constant'; amount: number }
  /** `otherwise`: the rate of every answer not given one of its own ("everything else 2.50 per serving"). */
  /** `orAll`: said as "walks cost 15 per dog", so the rate of every job when `when` names no answer. */
  | { kind: 'rate'; amount: number; unit: string; when?: string; otherwise?: boolean; orAll?: boolean }
  /** `orBase`: said without "extra"/"if" ("250 € für Auf- und Abbau"), so a fixed amount when it names no answer. */
  | { kind: 'option'; amount: number; option: string; orBase?: boolean }
  /** "minimum 50", "mindestens aber 50 €": the estimate is never below the amount. */
  | { kind: 'minimum'; amount: number }
  /** "Price by tank size: 300 / 400 / 550": the amounts of one step's answers, in their order. */
  | { kind: 'byStep'; subject: string; amounts: number[] };

export interface ReadLogic {
  /** The prompt without the logic sentences and clauses. */
  rest: string;
  intents: LogicIntent[];
}

const OPENER =
  /^(?:(?:and|also|then|plus|oh|und|außerdem|dann|zudem|honestly|basically|actually|ok|okay|so|well|hmm|right|(?:can|could) you make it so(?: that)?|make it so(?: that)?|i want it so(?: that)?|i'd like it so(?: that)?)[\s,]+)+/i;

const MONEY = String.raw`(?:[$€£]\s?)?(\d[\d.,]*)\s*(?:k\b)?\s*(?:€|\$|£|eur\b|euro\b|euros\b|dollars?\b|usd\b)?`;

const PRICE_START =
  /^(?:(?:the\s+)?(?:estimated\s+)?(?:price|cost|costs|total|quote|estimate|fee|fees|ballpark|preis|kosten|gebühr|gesamtpreis|schätzpreis|richtpreis)\b\s*(?:[:=]|is\b|will be\b|ist\b|berechnen\b|schätzen\b|calculation\b)|(?:calculate|compute|estimate|berechne|berechnen|schätze|schätzen)\b(?:\s+(?:the|a|an|den|die|das))?(?:\s+(?:estimated\s+)?(?:price|cost|total|quote|preis|kosten|gesamtpreis))?|(?:add|plus|charge)\s+[$€£]?\s?\d|\d[\d.,]*\s*(?:€|\$|eur|euro)?\s*(?:aufpreis|zuschlag)\b)/i;

/** "Der Preis ist …", "pricing is …": more openings of a price. */
const PRICE_START_MORE =
  /^(?:(?:der|die)\s+(?:preis|kosten)\s+(?:ist|sind|beträgt|betragen)\b|pricing\s+(?:is\b|:))/i;

/** A price word anywhere in a clause ("show a price estimate: …", "estimate the price as …", "pricing is …"). */
const PRICE_WORD =
  /(?<!\p{L})(?:price|prices|pricing|cost|costs|charge|charges|fee|fees|ballpark|estimate|quote|total|call-?outs?|callouts?|hourly rate|day rate|daily rate|nightly rate|stundensatz|stundenlohn|tagessatz|preis|preise|kosten|kostet|gebühr|gesamtpreis|grundpreis|richtpreis|schätzpreis|festpreis|anfahrt\p{L}*)(?!\p{L})/iu;
const PRICE_WORDS = new RegExp(PRICE_WORD.source, 'giu');

/** An amount per unit ("50 per square meter", "$30/room", "45 a meter", "6 € pro Fenster"). */
const RATE =
  /(?<![\d.,])\d[\d.,]*\s?(?:€|\$|£|eur\b|euro\b|euros\b|dollars?\b)?\s?(?:(?:per|pro|je|each|a|an|for each|for every|every)\s+\p{L}|\/\s?\p{L})/iu;

/**
 * A clause that states a price: one of the price openings, or a price word before amounts joined by "plus" or a
 * rate, or amounts alone joined that way ("$49 + $30/room").
 */
function isPriceClause(t: string): boolean {
  if (PRICE_START.test(t) || PRICE_START_MORE.test(t)) return true;
  if (!/\d/.test(t)) return false;
  const word = t.match(PRICE_WORD);
  const digit = t.search(/\d/);
  // "Preis pro Zimmer 80 €": the unit named before its amount.
  if (
    word?.index !== undefined &&
    word.index < digit &&
    /(?<!\p{L})(?:per|pro|je)\s+\p{L}+\s+[$€£]?\s?\d/iu.test(t)
  )
    return true;
  if (
    word?.index !== undefined &&
    word.index < digit &&
    (RATE.test(t) ||
      /\bplus\b|\+/.test(t) ||
      /\d\s?(?:€|\$|£|eur\b|euros?\b|dollars?\b)?\s+(?:for|für|if|when|bei)\s/i.test(t))
  )
    return true;
  if (/^[$€£]?\s?\d[\d.,]*\s?[$€£]?\s?(?:\+|plus)\s?/i.test(t) && RATE.test(t)) return true;
  // "the callout fee is 49 and it's 30 more on weekends", "show an estimate: 100 base, trees over 15 m cost 200
  // more": a price word, then amounts that make a price of several terms.
  if (word?.index !== undefined && word.index < digit) {
    const price = parsePrice(t);
    if (price?.kind === 'price' && price.terms.length > 1) return true;
  }
  // "quarter 120, half 220, stairs +30", "$150 per hour, props $50": amounts for answers only, at least one of
  // them plainly money (a currency, a rate or an amount added).
  const terms = pricePairs(t)
    .split(/,(?!\d)/)
    .map((p) => p.trim());
  if (
    terms.length > 1 &&
    terms.every((p) => p && priceTerm(p) !== null) &&
    (/[$€£]|\+\s?\d/.test(t) ||
      terms.some((p) => RATE.test(p) || /^(?:if|when|wenn|falls)\s.*\s(?:add|plus|charge)\s/i.test(p)))
  )
    return true;
  // "certified ones are 15 more per page", "if it's urgent it's 20 more": a rate or an amount for a condition.
  const term = priceTerm(t);
  if (
    (term?.kind === 'rate' && term.when) ||
    (term?.kind === 'option' && /^(?:if|when|wenn|falls)\s/i.test(t))
  )
    return true;
  // "small 80, medium 110, large 150": three answers and their amounts in a row are a price list.
  if (terms.length >= 3 && terms.every((p) => priceTerm(p)?.kind === 'option')) return true;
  // "private lessons are 55, group lessons 30": amounts for answers, the first said with "are" or "costs".
  if (
    terms.length > 1 &&
    terms.every((p) => priceTerm(p)?.kind === 'option') &&
    /^\S.*?\s(?:are|is|cost|costs|kostet|kosten|sind)\s[$€£]?\s?\d/i.test(terms[0])
  )
    return true;
  if (BY_STEP.test(t)) return true;
  // "25 per room, 10 per extra": rates alone, one after another.
  const pieces = t.split(/,(?!\d)|(?<!\s)\s+(?:and|und|plus)\s+/).map((p) => p.trim());
  if (pieces.length > 1 && pieces.every((p) => BARE_RATE.test(p))) return true;
  // "delivery 30 extra", "Lieferung 20 € Aufpreis" on its own: an amount for that answer.
  if (
    priceTerm(t)?.kind === 'option' &&
    /\d\s?(?:€|\$|£)?\s(?:extra|more|on top|aufpreis|zuschlag|aufschlag|mehr|dazu|drauf)$/i.test(t)
  )
    return true;
  // "minimum 70", "mindestens 50 €" on its own: a floor for the price said before.
  if (priceTerm(t)?.kind === 'minimum') return true;
  // "hourly rate $60", "Stundensatz 150 €": a rate said by its name.
  if (
    priceTerm(t)?.kind === 'rate' &&
    /(?<!\p{L})(?:hourly|day|daily|nightly) rate|stundensatz|stundenlohn|tagessatz/iu.test(t)
  )
    return true;
  // "99/participant", "45 per hour": a rate on its own.
  if (/^[$€£]?\s?\d[\d.,]*\s?(?:€|\$|£)?\s?(?:\/\s?|(?:per|pro|je|each)\s+)\p{L}[\p{L} ]{0,30}$/iu.test(t))
    return true;
  // "für Hilfe beim Packen kommen 200 € dazu", "for express 20 extra": an amount added for the answer named.
  if (
    /^(?:bei|für|for|with|mit|ohne|without)\s/i.test(t) &&
    /(?<!\p{L})(?:extra|more|mehr|dazu|zusätzlich|aufpreis|on top)$/iu.test(t) &&
    priceTerm(t)?.kind === 'option'
  )
    return true;
  // "oven cleaning is an extra 35, fridge 20": an amount for an answer, and more of them.
  const first = t.split(/,(?!\d)/)[0].trim();
  if (first !== t && COSTS_EXTRA.test(first)) return true;
  // "long coat: +10", "express +15": an amount added for an answer.
  if (/^\p{L}[\p{L}\d -]{0,40}?(?:\s*:)?\s*\+\s?[$€£]?\d[\d.,]*\s?(?:€|\$|£)?$/u.test(t)) return true;
  // "roughly it's 50 a room plus 25 call-out": a rate and another amount added to it.
  return RATE.test(t) && /(?:\bplus\b|\+)\s?[$€£]?\s?\d/i.test(t);
}

/** "can you show a total at the end?": a wish to show the price, whose amounts come in another sentence. */
const SHOW_PRICE =
  /^(?:(?:can|could|would) (?:you|it|we|the form)\s+)?(?:(?:show|display|add|include|give)\s+(?:them\s+)?)?(?:a|an|the)\s+(?:(?:rough|estimated|total|ballpark)\s+)?(?:total|price|estimate|quote|cost|fee|figure)(?:\s+(?:at the end|on the last (?:step|screen)|too))?$/i;

/** "99/participant", "45 per hour", "10 per extra": an amount per unit, and nothing else. */
const BARE_RATE =
  /^[$€£]?\s?\d[\d.,]*\s?(?:€|\$|£)?\s?(?:\/\s?|(?:per|pro|je|each)\s+)\p{L}[\p{L} ]{0,30}$/iu;

/** Words that make an if/when clause logic rather than a question ("when the work should start"). */
const ACTION =
  /(?<!\p{L})(?:(?:don't|do not|doesn't|does not|won't|shouldn't|should not|needn't|never)\s(?:need|see|get|be asked|be shown)|skip|skips|jump|go(?:es)? (?:straight |directly |right )?to|(?:send|take) (?:them |people )?(?:straight |directly |right )?to|end(?:s)? (?:the )?form|finish(?:es)? (?:the )?form|stop(?:s)? (?:the )?form|the form ends|end it|stop it|end there|stop there|end things|wrap (?:it |things )?up|(?:direkt|gleich|sofort) (?:zu|zum|zur)|ask|asks|show|shows|don't ask|do not ask|add(?= [$€£]?\s?\d)|überspring\p{L}*|spring\w*|beend\w*|abbrechen|absagen|weiter (?:zu|zum|zur|mit)|frag\w*|abfrag\w*|zeig\w*|anzeig\w*|absage|ending)(?!\p{L})/iu;

const END_WORDS =
  /\b(?:(?:end|finish|stop|close)s?\s+(?:the\s+)?form|the\s+form\s+ends|ending|rejection|turn (?:them )?away|absage|(?:das\s+)?formular\s+(?:\S+\s+){0,4}?(?:beenden|abbrechen)|beenden|abbrechen)\b/i;

/** An action that only logic takes: a follow-up ("if yes, ask how many") never skips or ends the form. */
const JUMP_OR_END =
  /(?<!\p{L})(?:skip\p{L}*|jump\p{L}*|go(?:es)? (?:straight |directly |right )?to|send them to|end(?:s)? the form|finish(?:es)? the form|stop(?:s)? the form|überspring\p{L}*|spring\p{L}*|beend\p{L}*|abbrechen)(?!\p{L})/iu;

/** "renters get a goodbye message", "tenants should see an ending": who gets an ending. */
const GETS_ENDING =
  /(?<!\p{L})(?:gets?|sees?|receives?|bekommen|bekommt|erhalten|erhält)\s+(?:a|an|eine[n]?)\s+(?:[\p{L}-]+\s+){0,2}?(?:ending|rejection|message|note|end screen|goodbye|absage|hinweis)(?!\p{L})/iu;
/** "deep cleans should skip the extras": who passes over which question. */
const SHOULD_SKIP =
  /^(.+?)(?<!\s)\s+(?:(?:should|can|may|must|will|get to)\s+skip|(?:should(?:n't| not)|must(?:n't| not)|won't|will not|don't|do not|never)\s+(?:(?:get|be)\s+asked(?:\s+about)?|see|get|be shown))\s+(?:the\s+)?(\S.*)$/i;
/** "stump grinding jobs skip the height question", "flat roofs bypass the photos": who passes over which. */
const SKIPS =
  /^(.+?)(?<!\s)(?<!(?:let|allow|can|may|could|to)\s(?:\S+\s)?)\s+(?:skip|skips|bypass|bypasses|jump over|jumps over|don't get|do not get|never see)\s+(?!to\s|ahead\s|straight\s|directly\s|right\s|it\b|them\b|this\b|that\b|those\b)(?:the\s+)?(\S.*)$/i;
/** "X → skip Y", "under 16 -> end form": a terse condition and its action. */
const ARROW = /^([^→]*?\S)\s*(?:→|->|=>)\s*(\S.*)$/;
/** "anyone with a bill under 80 — stop the form": a dash before an action works like an arrow. */
const DASH_ARROW = /^([^→—–]*?\S)\s+[—–-]\s+(\S.*)$/;
/** "metal roofs cost 400 extra", "Packhilfe kostet 150 € extra": an amount for an option. */
const COSTS_EXTRA =
  /^(.+?)(?<!\s)\s+(?:costs?|is|are|kostet|kosten)\s+(?:an?\s+)?(?:extra\s+|additional\s+)?([$€£]?\s?\d[\d.,]*)(?:\s?(?:€|\$|£|eur\b|euro\b|dollars?\b))?(?:\s+(?:extra|more|additional|on top|zusätzlich|mehr|aufpreis|flat|each|pauschal|pro stück))?$/i;
/** "Kinder unter 1 Jahr bitte freundlich absagen": who is turned away. */
const TURN_AWAY =
  /^(.+?)(?<!\s)\s+(?:bitte\s+)?(?:freundlich\s+|höflich\s+)?(?:absagen|ablehnen|beenden|abbrechen)(?:\s?\(([^()]{1,200})\))?$/i;

/** "if other ask which", "if yes, how many", "wenn ja, nachfragen": a follow-up of the answer just before. */
const FOLLOWUP_WORD =
  /^(?:if|when|wenn|falls)\s+(?:they\s+(?:pick|choose|select)\s+)?["“]?(?:other|something else|andere[sn]?|sonstige[sn]?|sonstiges|yes|ja|no|nein)["”]?(?:\s*[,:;.]|\s*$|\s+(?:then\s+)?(?:ask|let them|show|frag\p{L}*|nachfragen|nach|how|what|which|why|wie|was|welche\p{L}*|warum)(?!\p{L}))/iu;

/** A clause that states logic, not a question. */
function isLogicClause(raw: string): boolean {
  if (!HINT.test(raw)) return false;
  const t = raw
    .trim()
    .replace(/[.!?;]+$/, '')
    .replace(OPENER, '');
  if (!t) return false;
  const added = raw.trim().replace(/[.!?;]+$/, '');
  if (/^(?:plus|add|\+|zuzüglich|zzgl\.?)\s/i.test(added) && isPriceClause(added)) return true;
  // "if other, ask which" is the follow-up rule of the choice before it (handled by the ask extraction).
  const fm = t.match(TRIGGERS.followup);
  if (
    fm?.index !== undefined &&
    fm.index <= 4 &&
    !JUMP_OR_END.test(t) &&
    // "if no parking, add 15" names a question; "if no, ask why" / "if other ask which" follows up the one before.
    FOLLOWUP_WORD.test(t.slice(fm.index))
  )
    return false;
  if (isPriceClause(t)) return true;
  if (ONLY_OTHERWISE.some((re) => re.test(t))) return true;
  if (/^(?:if|when|whenever|in case|wenn|falls|sofern)\b/i.test(t))
    // "if not, end: "Sorry, …"": a bare "end" after the condition's comma is an ending too.
    return (
      ACTION.test(t) ||
      /^\S[^,]{0,60},\s?(?:then\s)?(?:end|stop|ende)(?!\p{L})/iu.test(t) ||
      // "Wenn es eilig ist, 15 € Aufpreis", "if it's a rush job, 20 extra": an amount for the condition.
      /,\s?(?:then\s|dann\s)?(?:\+\s?[$€£]?\s?\d[\d.,]*\s?(?:€|\$|£)?|[$€£]?\s?\d[\d.,]*\s?(?:€|\$|£)?\s(?:extra|more|aufpreis|zuschlag|aufschlag|mehr|dazu|drauf|on top))$/iu.test(
        t,
      )
    );
  if (SHOULD_END.test(t) || GETS_ENDING.test(t) || SHOULD_SKIP.test(t) || TURN_AWAY.test(t)) return true;
  if (SKIPS.test(t) && !/^(?:please|pls|you|we|they|i|bitte|can|could|let|let's|just)\b/i.test(t))
    return true;
  if (SHOW_PRICE.test(t)) return true;
  if (looseIntents(t)) return true;
  // "end it, if they choose school fairs": an ending or a jump, then its condition.
  if (
    (LOOSE_END.test(t) || JUMP_OR_END.test(t)) &&
    /(?<!\p{L})(?:if|when|wenn|falls)\s/iu.test(t) &&
    parseClause(t)?.length
  )
    return true;
  const arrow = t.match(ARROW);
  if (arrow && (ACTION.test(arrow[2]) || END_WORDS.test(arrow[2]) || BARE_END.test(arrow[2]))) return true;
  if (COSTS_EXTRA.test(t) && !/^(?:the\s+)?(?:price|cost|total|preis)\b/i.test(t)) return true;
  if (
    /^bei\s+.+(?<!\p{L})(?:spring\p{L}*|überspring\p{L}*|beend\p{L}*|weiter)(?!\p{L})/iu.test(t) ||
    (/^bei\s/i.test(t) && /(?<!\p{L})direkt\s+zu/iu.test(t))
  )
    return true;
  if (/^only\s+(?:ask|show|for\b|if\b|when\b)/i.test(t)) return true;
  // "Gewerbe bitte direkt zum Kontakt", "one-offs straight to the address".
  if (
    /(?<!\p{L})(?:(?:direkt|gleich|sofort)\s+(?:zum|zur|zu)|(?:straight|directly|right)\s+to)\s/iu.test(t) &&
    !/^(?:if|when|wenn|falls)\s/i.test(t)
  )
    return true;
  if (/^only\s+[\p{L}-]+(?:\s+[\p{L}-]+)?\s*(?:$|[—–-]|can\b|may\b|should\b|please\b)/iu.test(t)) return true;
  if (/^nur\s+(?:für\s+|fragen\b|wenn\b|falls\b|bei\b|\p{Lu})/u.test(t.replace(/^Nur/, 'nur'))) return true;
  if (/^skip\b/i.test(t)) return true;
  if (/\b(?:nur|nicht)\s+(?:fragen|abfragen|zeigen|anzeigen)\b|(?:^|\s)überspringen\b/i.test(t)) return true;
  if (/\bask\b.*\bonly\s+(?:if|when)\b/i.test(t)) return true;
  if (END_WORDS.test(t)) return true;
  return false;
}

/** Sentences with their places in the text; a dot inside a number ("1.500") or an abbreviation does not end one. */
function sentences(text: string): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let start = 0;
  for (let i = 0; i < text.length; i++) {
    const ch = text[i];
    const next = text[i + 1] ?? '';
    // "renting? thank them and end it there": a question of one or two words is the condition of what follows.
    const shortQuestion = ch === '?' && /^\s*\S+(?:\s\S+)?$/.test(text.slice(start, i));
    const boundary =
      ch === '\n' ||
      ((ch === '.' || ch === '!' || (ch === '?' && !shortQuestion) || ch === ';') &&
        (next === '' || /\s/.test(next)));
    if (boundary) {
      out.push({ start, end: i + 1 });
      start = i + 1;
    }
  }
  if (start < text.length) out.push({ start, end: text.length });
  return out;
}

/** Words that start the message of an ending said after it ("…, tell them …", "…, und sagen, dass …"). */
const TELL_THEM =
  /^\s*(?:message|note|text|nachricht|hinweis)\s*:|^\s*(?:and\s+|then\s+|und\s+)?(?:tell|let)\s+them\b|^\s*(?:and\s+|then\s+)?(?:say|saying|explain)\b|^\s*(?:mit dem hinweis|und sagen|sagen|hinweis)\b/i;

/** Comma clauses of a sentence (commas inside parentheses do not split), with their places. */
function clauses(text: string, from: number, to: number): { start: number; end: number }[] {
  const out: { start: number; end: number }[] = [];
  let depth = 0;
  let start = from;
  for (let i = from; i < to; i++) {
    const ch = text[i];
    if (ch === '(') depth++;
    else if (ch === ')') depth = Math.max(0, depth - 1);
    else if (
      ch === ',' &&
      depth === 0 &&
      !/\d/.test(text[i + 1] ?? '') &&
      // "end the form, tell them it is too small": what to tell them belongs to the ending before it.
      !TELL_THEM.test(text.slice(i + 1, to))
    ) {
      out.push({ start, end: i });
      start = i + 1;
    }
  }
  out.push({ start, end: to });
  // "make it blue and if they choose rent skip to contact": "and" before a condition also starts a clause.
  const split: { start: number; end: number }[] = [];
  const AND_IF = /\s+(?:and|und|then|dann)\s+(?=(?:if|when|wenn|falls|only|nur|skip)\s)/gi;
  for (const part of out) {
    let from0 = part.start;
    for (const m of text.slice(part.start, part.end).matchAll(AND_IF)) {
      const at = part.start + (m.index ?? 0);
      split.push({ start: from0, end: at });
      from0 = at + m[0].length;
    }
    split.push({ start: from0, end: part.end });
  }
  return split;
}

const clean = (s: string) =>
  s
    .replace(/^[\s,.;:!?—–-]+|[\s,.;:!?—–-]+$/g, '')
    .replace(/\s+/g, ' ')
    .trim();

/** Finds the logic in a prompt: whole sentences that state it, or clauses of a list (with the clause after "if X,"). */
/** Every logic phrasing holds one of these words; a prompt without any is read no further (most prompts). */
const HINT =
  /(?<!\p{L})(?:if|when|whenever|in case|only|skip|end|ends|finish|stop|ending|rejection|bypass|bypasses|never|hourly|rate|stundensatz|stundenlohn|tagessatz|price|prices|pricing|cost|costs|total|quote|estimate|fee|fees|ballpark|calculate|compute|add|plus|charge|charges|per|message|goodbye|should|shouldn|ask|asked|extra|need|thank|straight|directly|gleich|sofort|jump|→|->|=>|wenn|falls|sofern|bei|nur|nicht|überspring\p{L}*|spring\p{L}*|beend\p{L}*|abbrechen|absage|preis|kosten|gebühr|berechn\p{L}*|schätz\p{L}*|aufpreis|zuschlag|dazu|pro|je|grundpreis|richtpreis|schätzpreis|festpreis|preise|adds|callouts?|call-outs?|anfahrt\p{L}*|absagen|kostet|extra|braucht|brauchen|springen|direkt|leiten|weiterleiten|schicken|weglassen|auslassen)(?!\p{L})|\+\s?[$€£]?\d|\d\s?\/\s?\p{L}|(?<!\p{L})(?:are|is|costs?|kostet|kosten)\s[$€£]?\s?\d|\d\s?[€$£]|[$€£]\s?\d|(?<!\p{L})(?:minimum|mindestens)(?!\p{L})/iu;

/**
 * Owners' shorthand for the phrasings below, written out: "dont" → "don't", "est:" / "Preise:" / "estimate —" →
 * "price:", "it's 150 to start" → "price is 150 to start", "150 base, …" → "price: 150 base, …", and answers' prices
 * separated by slashes ("small 250 / medium 400") by commas.
 */
/** "dont", "doesnt", "isnt": the apostrophe owners leave out. */
export function withApostrophes(text: string): string {
  return text.replace(
    /(?<!\p{L})(do|does|did|wo|ca|is|are|should|would|could|has|have)(nt)(?!\p{L})/giu,
    "$1n't",
  );
}

export function ownerShorthand(text: string): string {
  return (
    withApostrophes(pointBack(text))
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:(?:est\.?|prices|pricing|rates|price list|preise|richtpreise|kostenschätzung)\s*:|(?:est\.?|estimated?|prices|pricing|rates|price|preise?|kosten)\s+[—–-])\s*/gimu,
        '$1price: ',
      )
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:it's|it is|its|that's|that is|we charge|we ask)\s+(?=[$€£]?\d)/gimu,
        '$1price is ',
      )
      .replace(
        /(^|[.!?;\n]\s{0,3})(?=[$€£]?\d[\d.,]*\s?(?:€|\$|£|eur\b|euros?\b|dollars?\b)?\s+(?:base|to start|flat|call-?out|grundpreis|pauschal|anfahrt)(?!\p{L})|(?:base|grundpreis|call-?out|anfahrt)\s(?:is\s|ist\s|of\s)?[$€£]?\d[\d.,]*\s?(?:€|\$|£)?\s?,)/gimu,
        '$1price: ',
      )
      .replace(/(?<=price:[^.!?;\n]{0,200}?\d)\s?\/\s?(?=\p{L}|\d{1,4}(?:[-–]\d{1,4}|\+)\s\p{L})/giu, ', ')
      // "motor? y/n → if y ask the brand", "heated? yes/no - if yes ask which rooms": the yes/no question is asked,
      // what follows is its logic.
      .replace(
        /(?<=\?\s?(?:y\/n|yes\/no|yes or no|j\/n|ja\/nein))\s?(?:→|->|=>|[-–—,;])\s?(if|wenn|falls)\s(?:(y|yes|j|ja)|n|no|nein)(?=[\s,]),?/giu,
        (_m, word: string, yes: string | undefined) => `. ${word} ${yes ? 'y' : 'n'},`,
      )
      // "add a total: …", "show an estimate —": a price opening.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:(?:pls|please|can you|could you)\s)?(?:add|show|display|include)\s(?:a|an|the)\s(?:rough\s|estimated\s|price\s)?(?:total|price|estimate|quote|cost)\s?[:—–-]\s?/gimu,
        '$1price: ',
      )
      // "10 cents a litre", "50 Cent pro m²": an amount in cents.
      .replace(/(?<![\d.,])(\d{1,2})\s?(?:cents?|ct)(?!\p{L})/giu, (_m, n: string) =>
        (Number(n) / 100).toString(),
      )
      // "Gerüst über 4 Stockwerke? Dann Formular beenden", "renting a flat? then skip the garden": the question is the
      // condition of what follows.
      .replace(
        /(^|[.!?;\n]\s{0,3})([^.!?;\n]{2,80})\?\s{1,3}(?:dann|then|if so|falls ja|wenn ja|in that case)\s?,?\s/gimu,
        '$1wenn $2, ',
      )
      .replace(
        /(^|[.!?;\n]\s{0,3})((?:bigger|larger|more|fewer|less|smaller|over|under|above|below|größer|mehr|weniger|kleiner|über|unter)\s[^.!?;\n]{2,60})\?\s{1,3}(?=(?:end|stop|skip|jump|go|send|formular|beenden|überspring\p{L}*|absagen)(?!\p{L}))/gimu,
        '$1if $2, ',
      )
      // "Mieter bitte aussortieren", "filter out renters": an ending for them.
      .replace(
        /(?<!\p{L})(?:bitte\s)?(?:aussortieren|ausschließen|rausfiltern|herausfiltern)(?!\p{L})/giu,
        'absagen',
      )
      .replace(/(?<!\p{L})(?:filter|screen|weed)\sout\s(?=\p{L})/giu, 'end the form for ')
      // "Wer nur Rasen will: …", "anyone who picks X: …": the condition before a colon.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:wer|anyone who|whoever|those who)\s(?:nur\s|only\s)?(\S[^,.:;!?\n]{0,40}?)(?<!\s)\s(?:will|möchte|wählt|braucht|hat|nimmt|wants|picks|chooses|needs|has)\s?:\s?/gimu,
        '$1wenn $2, ',
      )
      // "make the form end for storm damage", "have it stop for renters": an ending.
      .replace(
        /(?<!\p{L})(?:make|have|let)\s(?:the\s)?(?:form|it)\s(end|stop|finish)(?=\s)/giu,
        '$1 the form',
      )
      // "politely decline", "turn them down", "a friendly no": an ending.
      .replace(
        /(?<!\p{L})(?:(?:politely|kindly|nicely|friendly)\s)?(?:decline(?: them| it)?|turn (?:them|it) down|reject (?:them|it))(?!\p{L})/giu,
        'end the form politely',
      )
      .replace(
        /(?<=(?:gets?|sees?|receives?)\s)(?:a|an)\s(?:polite|friendly|nice|kind|gentle)\s(?:no|decline|rejection)(?!\p{L})/giu,
        'a polite ending',
      )
      // "homeowners only please", "Eigentümer only": the answer that may go on.
      .replace(
        /(^|[.!?;\n]\s{0,3})([\p{L}-]{3,30})\sonly(?:\s(?:please|pls|bitte))?(?=\s{0,3}(?:$|[.,;!\n]|\s[-–—]\s))/gimu,
        '$1only $2',
      )
      // "polite end", "a friendly no", "höfliche Absage" on their own: an ending.
      .replace(
        /(?<=(?:^|[,;:>→]|(?<!\p{L})then)\s{0,3})(?:(?:a|an|eine)\s)?(?:polite|friendly|nice|kind|gentle|höfliche?|freundliche?)\s(?:end|ending|goodbye|no|rejection|decline)(?=\s{0,3}(?:$|[.,;!\n]))/gimu,
        'end the form politely',
      )
      // "hide the address for remote sessions", "don't show the notes if they pick X": what to pass over, then when.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:hide|don't show|do not show)\s(\S[^,.;!?\n]{1,40}?)(?<!\s)\s(?:(for|from)|if|when)\s(\S[^,.;!?\n]{1,40})/gimu,
        (_m, lead: string, what: string, forWord: string | undefined, when: string) =>
          forWord ? `${lead}if they pick ${when}, skip ${what}` : `${lead}if ${when}, skip ${what}`,
      )
      // "Adresse nur bei Vor-Ort-Terminen abfragen": asked only for those answers.
      .replace(
        /(^|[.!?;\n]\s{0,3})(\S[^,.;!?\n]{1,40}?)(?<!\s)\snur\s(bei|für|wenn)\s(\S[^,.;!?\n]{1,40}?)(?<!\s)\s(?:abfragen|fragen|zeigen|anzeigen)(?=\s{0,3}(?:$|[.,;!\n]))/gimu,
        '$1$2 only for $4',
      )
      // 'end the form: "Sorry, …."', "beenden mit dem Hinweis, dass …", "mit dem Hinweis beenden, dass …": the
      // owner's words for the ending, quoted or after "mit dem Hinweis".
      .replace(
        /(?<!\p{L})(end(?:s)?\s(?:the\s)?form|end\sit|end|formular\sbeenden|beenden|abbrechen|absagen)\s?[:—–]\s?["“„']([^"”“\n]{1,200})["”“']/giu,
        '$1 ($2)',
      )
      .replace(
        /(?<!\p{L})(?:(beenden|abbrechen|absagen)\smit\s(?:dem\s|einem\s)?(?:hinweis|text)|mit\s(?:dem\s|einem\s)?(?:hinweis|text)\s(beenden|abbrechen|absagen))\s?[,:]?\s(?:dass\s)?([^.!?;\n()]{3,200})/giu,
        (_m, a: string | undefined, b: string | undefined, note: string) => `${a ?? b} (${note})`,
      )
      // "… das Formular beenden: Wir liefern erst ab 20 Personen.", "end the form — we only do X": the words after
      // the colon are what the ending says.
      .replace(
        /(?<!\p{L})(end(?:s)?\s(?:the\s)?form|end\sit|formular\sbeenden|beenden|abbrechen|absagen)\s?[:—–]\s?(\S[^.!?\n()]{1,200})/giu,
        '$1 ($2)',
      )
      // "Hat jemand einen Wintergarten, kommen 50 € dazu", "Wenn jemand einen Wintergarten hat, kommen 50 € dazu":
      // an amount for that answer.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:(?:wenn|falls)\s(?:jemand|sie|der kunde|man)\s(?:eine[nrm]?\s|ein\s)?(\S[^,.;!?\n]{0,40}?)(?<!\s)\s(?:hat|haben|möchte|möchten|will|wollen|wählt|wählen|braucht|brauchen)|(?:hat|haben|möchte|will|wählt|braucht)\s(?:jemand|sie|der kunde|man)\s(?:eine[nrm]?\s|ein\s)?(\S[^,.;!?\n]{0,40}?))(?<!\s)\s?,\s(?:dann\s)?(?:kommen|kostet es|sind es)\s([$€£]?\s?\d[\d.,]*(?:\s?(?:€|euro))?)\s(?:dazu|mehr|extra|zusätzlich)/gimu,
        (_m, lead: string, a: string | undefined, b: string | undefined, amount: string) =>
          `${lead}mit ${a ?? b} kommen ${amount} dazu`,
      )
      // "car → # of windows 1-8": an answer, then a question asked only for it (an action after the arrow is read
      // as it is: "business → end", "flat → skip photos").
      .replace(
        /(^|[.!?;\n]\s{0,3})(\p{L}[\p{L}\d -]{0,30}?)(?<!\s)\s?(?:→|->|=>)\s?(?!(?:end|ends|stop|skip|go|jump|polite|thank|ende|beenden|abbrechen|absage|überspring\p{L}*|spring\p{L}*|contact|kontakt\p{L}*|straight|direkt|no|nein|yes|ja|price|preis|add|plus)(?!\p{L}))(\S[^.!?;\n]{1,80})/gimu,
        '$1if $2, ask $3',
      )
      // "if it's only an inspection they don't need to tell us about leaks": a question passed over for that answer;
      // a "hide that question for them" after it says the same again.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:if|when)\s(\S[^,.;!?\n]{1,60}?)(?<!\s),?\s(?:they|you|people|customers|those)\s(?:don't|do not|won't|needn't)\s(?:need|have)\sto\s(?:tell us about|tell us|answer|fill in|give us|give|say)\s(?:the\s)?(\S[^,.;!?\n]{1,60}?)(?<!\s)(?:\s?,\s(?:so\s)?(?:hide|skip|drop)\s(?:that|this|the)\s(?:question|step|one)(?:\s(?:for|from)\s(?:them|those|these))?)?(?=\s{0,3}(?:$|[,.;!\n]))/gimu,
        '$1if $2, skip $3',
      )
      // "heater adds 30", "hot tubs add 50 to the price": an amount for that answer.
      .replace(
        /(^|[.!?;,\n]\s{0,3})(\p{L}[\p{L}\d -]{0,40}?)(?<!\s)\s(?:adds|add)\s([$€£]?\d[\d.,]*(?:\s?[€$£])?)(?:\s(?:extra|more|on top|to the (?:price|estimate|total|quote)))?(?=\s{0,3}(?:$|[.,;!\n]))/gimu,
        (all: string, lead: string, answer: string, amount: string) =>
          // "if they want a battery add 4000": a condition and a verb to the builder, not an answer that adds.
          /(?<!\p{L})(?:if|when|whenever|wenn|falls|they|you|we|please|pls|and|then|so|also|just)(?!\p{L})/iu.test(
            answer,
          )
            ? all
            : `${lead}${answer} costs ${amount} extra`,
      )
      // "for a weekly clean it's 120, opening 250": prices for answers.
      .replace(
        /(^|[.!?;\n]\s{0,3})for\s(?:(?:a|an|the)\s)?(\p{L}[^,.;!?\n]{1,40}?)(?<!\s)\s(?:it's|its|it is|we charge|we ask)\s(?=[$€£]?\d)/gimu,
        '$1price: $2 ',
      )
      // "only ask about the heater for in-ground pools": a question for those answers only.
      .replace(
        /(^|[.!?;\n]\s{0,3})only\s(?:ask|show)\s(?:(?:about|for)\s)?(\S[^,.;!?\n]{0,40}?)(?<!\s)\s(?:for|with)\s(?=\S)/gimu,
        '$1$2 only for ',
      )
      // "3+ bedrooms → polite end, we only do small homes": the reason after it is what the ending says.
      .replace(
        /(end the form politely|absagen|ablehnen|formular beenden)\s?,\s?((?:we|sorry|as|because|since|wir|leider|da|das|weil)\s[^.!?;\n()]{2,150})/giu,
        '$1 ($2)',
      )
      // "Bei Dacharbeiten brauchen wir die Fassadenlänge nicht", "Wenn jemand X will, brauchen wir die Anzahl nicht",
      // "Bei Duschwand nicht nach der Glasart fragen": a question passed over for that answer.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:bei|für|wenn|falls)\s(\S[^,.;!?\n]{0,60}?)(?<!\s),?\s(?:dann\s)?(?:(?:brauchen|benötigen)\s(?:wir|sie)\s(?:die\s|den\s|das\s|keine\s|keinen\s)?(\S[^,.;!?\n]{0,40}?)(?<!\s)\snicht(?:\smehr)?|(?:bitte\s)?nicht\s(?:nach|zu)\s(?:der\s|dem\s|den\s|die\s|das\s)?(\S[^,.;!?\n]{0,40}?)(?<!\s)\s(?:fragen|abfragen))(?:\s?,\s?(?:die|diese|den|das)\s(?:frage|schritt)\s[^.!?;\n]{0,40})?(?=\s{0,3}(?:$|[.,;!\n]))/gimu,
        (_m, lead: string, when: string, a: string | undefined, b: string | undefined) =>
          `${lead}wenn ${when}, ${a ?? b} überspringen`,
      )
      // "Bei Sonstiges bitte eine Beschreibung abfragen": a question asked only for that answer.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:bei|für|wenn|falls)\s(\S[^,.;!?\n]{0,60}?)(?<!\s),?\s(?:bitte\s)?(?:auch\s|zusätzlich\s|noch\s)?((?:nach\s)?(?:der\s|dem\s|den\s|die\s|das\s|eine[nrm]?\s|ein\s)?\p{L}[\p{L}-]{2,40})\s(?:abfragen|erfragen|fragen)(?=\s{0,3}(?:$|[.,;!\n]))/gimu,
        (all: string, lead: string, when: string, what: string) =>
          /^(?:nicht|nie|kein\p{L}*)$/iu.test(what.split(' ').pop() ?? '')
            ? all
            : `${lead}wenn ${when}, ask ${what}`,
      )
      // "Bei außen zusätzlich fragen, ob die Treppe überdacht ist", "for outdoor also ask whether it's covered": a
      // question asked only for that answer.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:bei|für|wenn|falls)\s(\S[^,.;!?\n]{0,60}?)(?<!\s),?\s(?:bitte\s)?(?:zusätzlich|auch|noch|außerdem|extra)\s(?:noch\s)?(?:fragen|abfragen|nachfragen)\s?,?\s((?:ob|nach|wie|welche[rsn]?|was)\s[^.!?;\n]{2,120})/gimu,
        '$1wenn $2, ask $3',
      )
      .replace(
        /(^|[.!?;\n]\s{0,3})for\s(\S[^,.;!?\n]{0,60}?)(?<!\s),?\s(?:also|additionally|then also)\sask\s((?:whether|if|about|for|how|which|what)\s[^.!?;\n]{2,120})/gimu,
        '$1if they pick $2, ask $3',
      )
      // "Haunted Manor is 16+: ask if everyone is 16 or older", "for the sea tour ask if everyone can swim": a yes/no
      // question asked only for that answer.
      .replace(
        /(^|[.!?;\n]\s{0,3})(?:for\s(?:the\s)?(\S[^,.:;!?\n]{0,40}?)|(\S[^,.:;!?\n]{0,40}?)\sis\s\d{1,3}\+)(?<!\s)\s?[,:]?\sask\s((?:if|whether)\s[^.!?;\n]{2,120})/gimu,
        (_m, lead: string, a: string | undefined, b: string | undefined, q: string) =>
          `${lead}if they pick ${a ?? b}, ask ${q}`,
      )
      // "the callout is 49 and it's 30 more on weekends, so ask if they want a weekend visit", "… – also fragen, ob
      // es ein Notfall ist": the question the price needs is asked like any other.
      .replace(
        /\s?[,–—-]\s?(?:so|also|and|then|dann|daher|deshalb)\s(?=(?:ask|fragen)(?:\s(?:them|sie))?,?\s(?:if|whether|ob)\s)/gimu,
        '. ',
      )
      // "we don't do cars, so if they pick car end the form": the remark before "so if" only gives the reason.
      .replace(
        /(^|[.!?;\n]\s{0,3})([^.!?;\n,]{3,120}),\s(?:so|and so|therefore|which means|daher|deshalb|also)\s(?=(?:if|when|wenn|falls)\s)/gimu,
        (all: string, lead: string, remark: string) =>
          /(?<!\p{L})(?:ask|asks|asking|fragen|need to know|include|want to know)(?!\p{L})/iu.test(remark)
            ? all
            : lead,
      )
      // "for spas skip the heater", "for online lessons, no address": the answer first, then what to pass over.
      .replace(
        /(^|[.!?;\n]\s{0,3})for\s([^,.;!?\n]{2,40}?)(?:\s?,)?\s(skip|don't ask|do not ask|hide|no need for|no)\s/gimu,
        '$1if they pick $2, $3 ',
      )
  );
}

/** "if they pick that", "wenn jemand das wählt": a condition that points back at an answer named before. */
const PICKS_THAT =
  /(?<!\p{L})((?:if|when|wenn|falls)\s(?:they|someone|somebody|people|anyone|customers?|a customer|sie|jemand)\s(?:pick|picks|choose|chooses|select|selects|want|wants|have|has|say|says|go for|goes for|wählt|wählen|nimmt|nehmen)\s)(?:that one|that|this|it|those|them|das|dies)(?!\p{L})/iu;
/** "above-ground pools aren't something we service": the answer is the subject. */
const NOT_OURS =
  /(?<![\p{L}\d])(\p{L}[\p{L}\d/+-]*(?:\s\p{L}[\p{L}\d/+-]*){0,3})\s(?:aren't|isn't|are not|is not|are no longer|is no longer)\s(?:something|anything|what|a thing|stuff|things)\s/iu;
/** "we don't do hot tubs": the answer is the object. */
const NOT_DONE =
  /(?<!\p{L})(?:don't|do not|no longer|can't|cannot|won't)\s(?:do|offer|service|handle|cover|take|support|clean|install|repair|sell|work on|rent|rent out|hire out|provide|stock|carry|make|deliver|teach|treat)\s(\p{L}[\p{L}\d/+-]*(?:\s\p{L}[\p{L}\d/+-]*){0,3})/iu;

/** "100+ guests is more than we can handle, so if someone picks that …": the answer opens the remark. */
const REMARK_ABOUT =
  /(?<=^|[.!?;\n]\s{0,3})(\S[^,.;!?\n]{0,40}?)(?<!\s)\s(?:is|are|isn't|aren't|ist|sind)\s(?:more than|too|beyond|not|nothing|something|emergency|way|über|zu|nicht|kein)/iu;

/**
 * "above-ground pools aren't something we service, so if they pick that, end it": the remark names the answer and
 * "that" points back at it; the remark goes (it asks for nothing) and the condition names the answer.
 */
function pointBack(text: string): string {
  const m = text.match(PICKS_THAT);
  if (m?.index === undefined) return text;
  const before = text.slice(0, m.index);
  const said = before.match(NOT_OURS) ?? before.match(NOT_DONE) ?? before.match(REMARK_ABOUT);
  if (said?.index === undefined) return text;
  const answer = said[1]
    .replace(/^(?:(?:so|well|sadly|unfortunately|honestly|the|we|also)\s)+/i, '')
    .replace(/\s(?:pools?|ones?|jobs?|anymore|any more)$/i, '');
  // The remark goes from the start of its sentence ("we don't do hot tubs, so if …").
  const from = Math.max(...['.', '!', '?', ';', '\n'].map((p) => before.lastIndexOf(p, said.index))) + 1;
  const lead = text.slice(0, from);
  // "… and say sorry": the remark is what the ending says besides.
  const remark = before
    .slice(from)
    .replace(/(?<![\s,;:-])[\s,;:-]+$/, '')
    .replace(/(?<!\p{L})(?:so|and|also|then)$/iu, '')
    .replace(/(?<![\s,;:-])[\s,;:-]+$/, '')
    .trim();
  const after = text
    .slice(m.index + m[0].length)
    .replace(
      /(?<!\p{L})(?:say|tell them|let them know)\s(?:sorry|thanks|thank you)(?!\p{L})/iu,
      (w) => `${w} (${remark})`,
    );
  // "we can't do school fairs anymore, so end it if they choose that one": the action said between the remark and
  // "if" stays, before its condition.
  const between = before.slice(said.index + said[0].length);
  const comma = between.lastIndexOf(',');
  const action =
    comma >= 0
      ? between
          .slice(comma + 1)
          .replace(/^\s*(?:so|and|then|also|dann|also)\s+/i, '')
          .trim()
      : '';
  const acted = action && /\p{L}/u.test(action) && isActionWords(action) ? `${action}, ` : '';
  return `${lead}${lead && !/\s$/.test(lead) ? ' ' : ''}${acted}${m[1]}${answer}${after}`;
}

/** Words that say what to do (an ending, a skip, a jump), not part of a remark. */
function isActionWords(t: string): boolean {
  return ACTION.test(t) || END_WORDS.test(t) || LOOSE_END.test(t);
}

export function readLogic(written: string): ReadLogic {
  const prompt = ownerShorthand(written);
  if (!HINT.test(prompt)) return { rest: written, intents: [] };
  const cut: { start: number; end: number }[] = [];
  const texts: string[] = [];
  /** Where each logic text starts in the prompt: a bare "if no" refers to the words before it. */
  const starts: number[] = [];
  for (const s of sentences(prompt)) {
    const sentence = prompt.slice(s.start, s.end);
    // A bullet line ("- price: …") reads like a sentence of its own.
    const body = sentence.replace(/^\s*(?:[-*•·–—]|\d{1,2}[.)])\s+/, '');
    // The prompt's title part ("Solar quote form: …") never is logic, even when the list after it holds some.
    if (
      isLogicClause(body) &&
      // (never "Under 16 → end form, message: …", whose colon introduces the ending's words)
      !/^[^:→]{0,60}(?<!\b(?:end|stop|finish|close)\s(?:the\s)?)\b(?:form|formular|quote|anfrage|angebot|request|booking)\b[^:→]*:/i.test(
        body,
      ) &&
      !asksBeside(body)
    ) {
      cut.push(s);
      texts.push(clean(body));
      starts.push(s.start);
      continue;
    }
    const parts = clauses(prompt, s.start, s.end);
    for (let i = 0; i < parts.length; i++) {
      let text = prompt.slice(parts[i].start, parts[i].end);
      // The list's title ("Solar quote form: own or rent …"): only the part after the colon is a clause.
      const colon = i === 0 ? text.lastIndexOf(':') : -1;
      const offset = colon >= 0 ? colon + 1 : 0;
      text = text.slice(offset);
      if (!isLogicClause(text)) {
        // "if they choose X," + "skip to Y": the condition and its action are one clause.
        const next = parts[i + 1] ? prompt.slice(parts[i + 1].start, parts[i + 1].end) : '';
        if (
          /^\s*(?:if|when|wenn|falls)\b/i.test(text) &&
          next &&
          isLogicClause(`${text.trim()}, ${next.trim()}`) &&
          ACTION.test(next)
        ) {
          cut.push({ start: parts[i].start + offset, end: parts[i + 1].end });
          texts.push(clean(`${text}, ${next}`));
          starts.push(parts[i].start + offset);
          i++;
        }
        continue;
      }
      // "Formular beenden, wenn …": an action whose condition follows in the next clause.
      const next = parts[i + 1] ? prompt.slice(parts[i + 1].start, parts[i + 1].end) : '';
      if (
        next &&
        /^\s*(?:if|when|wenn|falls|sofern)\b/i.test(next) &&
        !/\b(?:if|when|wenn|falls)\b/i.test(text)
      ) {
        cut.push({ start: parts[i].start + offset, end: parts[i + 1].end });
        texts.push(clean(`${text}, ${next}`));
        starts.push(parts[i].start + offset);
        i++;
        continue;
      }
      cut.push({ start: parts[i].start + offset, end: parts[i].end });
      texts.push(clean(text));
      starts.push(parts[i].start + offset);
    }
  }
  const intents: LogicIntent[] = [];
  const kept: { start: number; end: number }[] = [];
  texts.forEach((t, k) => {
    const context = prompt.slice(Math.max(0, starts[k] - 160), starts[k]);
    const read = parseLogicText(t);
    for (const intent of read) intents.push(withContext(pointedAt(intent, intents), context));
    // Words that looked like logic but say none stay in the prompt, so an ask in them is not lost; a wish to show
    // the price ("can you show a total?") says its amounts elsewhere and asks nothing.
    if (read.length > 0 || SHOW_PRICE.test(t.replace(OPENER, ''))) kept.push(cut[k]);
  });
  let rest = '';
  let at = 0;
  for (const c of kept) {
    rest += prompt.slice(at, c.start);
    at = c.end;
  }
  rest += prompt.slice(at);
  rest = rest
    .replace(/\s+(?:and|und|then|dann)\s*(?=[,.;]|$)/gi, '')
    .replace(/,\s*(?=[,.;]|$)/g, '')
    .replace(/:\s*[,.]\s*$/, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  return { rest: intents.length > 0 || kept.length > 0 ? rest : prompt, intents };
}

/** All intents of one logic text; several clauses ("Only homeowners — renters get a polite ending") each give one. */
export function parseLogicText(text: string): LogicIntent[] {
  // "if private ask preferred time (morning, evening)": commas inside parentheses part no clauses.
  const guarded = text.replace(/\([^()]{0,200}\)/g, (m) => m.replace(/,/g, PAREN_COMMA));
  if (guarded === text) return parseLogicParts(text);
  return JSON.parse(JSON.stringify(parseLogicParts(guarded)).replaceAll(PAREN_COMMA, ','));
}

/** A comma inside parentheses while a logic text is read. */
const PAREN_COMMA = '\uE010';

function parseLogicParts(text: string): LogicIntent[] {
  const dashed = text.match(DASH_ARROW);
  if (dashed && (JUMP_OR_END.test(dashed[2]) || /^(?:skip|ask|show|don't ask)\b/i.test(dashed[2]))) {
    const intents = actionIntent(dashed[2], parseCond(dashed[1].replace(/^(?:if|when|wenn|falls)\s+/i, '')));
    if (intents) return intents;
  }
  const pieces = text.split(/\s+[—–-]\s+|;\s*/);
  // "Only homeowners — renters get a polite ending": a dash or semicolon parts two statements.
  const whole = pieces.length === 1 ? parseClause(text) : null;
  if (whole) return whole;
  const out: LogicIntent[] = [];
  for (const piece of pieces) {
    const direct = parseClause(piece);
    if (direct) {
      out.push(...direct);
      continue;
    }
    // Comma clauses joined until they make sense ("Mieter bekommen eine Absage, nur Eigentümer können anfragen").
    let acc = '';
    for (const part of piece.split(/,(?!\d)\s*/)) {
      acc = acc ? `${acc}, ${part}` : part;
      const got = parseClause(acc);
      if (got) {
        out.push(...got);
        acc = '';
      }
    }
  }
  return out;
}

const THEY = String.raw`(?:they|you|someone|somebody|anyone|anybody|people|folks|the (?:customer|client|user|visitor|respondent|applicant|person)s?|sie|der kunde|die kundin|jemand)`;

/** "renters should end the form politely", "tenants must finish the form": who ends it, then the ending. */
const SHOULD_END =
  /^(.+?)(?<!\s)\s+(?:should|must|will|shall|can|need to)\s+(?:(?:just|simply|politely|immediately)\s+)?(?:end|finish|stop|exit|leave)\s+(?:the\s+form|early)\b(.*)$/i;

/**
 * "Bei Reparatur sind Fotos Pflicht, sonst Fotos weglassen", "if it's storm damage I want them to upload photos,
 * otherwise no photo step": a question asked for one answer and left out for the others.
 */
const ONLY_OTHERWISE = [
  /^(?:bei|wenn|falls|für)\s+(\S.*?)(?<!\s)\s+(?:sind|ist)\s+(\S.*?)(?<!\s)\s+(?:pflicht|nötig|erforderlich|gewünscht)(?:\s*,\s*|\s+)(?:sonst|ansonsten)\b.*$/i,
  /^(?:if|when|for)\s+(\S.*?)(?<!\s)\s+(?:i|we)\s+(?:want|need|would like)\s+(?:(?:them|people|you|customers)\s+)?to\s+(\S.*?)(?<!\s)(?:\s*,\s*|\s+)(?:otherwise|else)\b.*$/i,
];

function parseClause(raw: string): LogicIntent[] | null {
  const t = clean(raw.replace(OPENER, ''));
  if (!t) return null;
  // "Ab 4+ Stockwerken das Formular beenden (da müssen wir vorher …)": the words in parentheses after an ending are
  // what it says, whichever phrasing the ending has.
  const note = t.match(/^(.*\S)\s?\(([^()]{3,300})\)$/);
  if (
    note &&
    (END_WORDS.test(note[1]) || /(?<!\p{L})(?:end|ende|stop)$/iu.test(note[1])) &&
    !/\(/.test(note[1])
  ) {
    const inner = parseClause(note[1]);
    if (inner?.length)
      return inner.map((i) => (i.kind === 'end' && !i.message ? { ...i, message: note[2] } : i));
  }
  for (const re of ONLY_OTHERWISE) {
    const only = t.match(re);
    if (only)
      return [
        {
          kind: 'conditional',
          subject: only[2],
          cond: parseCond(only[1].replace(/^(?:it's|it is|its)\s/i, '')),
          show: true,
          create: true,
        },
      ];
  }
  // A wish to show the price says no amount: the amounts are read where they are said.
  if (SHOW_PRICE.test(t)) return [];
  // "plus travel fee 25": an amount added to the price said before it.
  const added = clean(raw);
  if (/^(?:plus|add|\+|zuzüglich|zzgl\.?)\s/i.test(added) && isPriceClause(added)) {
    const price = parsePrice(added);
    if (price) return [price];
  }
  if (isPriceClause(t)) {
    const price = parsePrice(t);
    if (price) return [price];
    if (PRICE_START.test(t)) return null;
  }
  let m: RegExpMatchArray | null;

  // "only ask which drinks when they need drinks", "ask about X only if Y"
  m =
    t.match(/^only\s+(?:ask|show)\s+(?:about\s+|for\s+)?(.+?)\s+(?:when|if)\s+(.+)$/i) ??
    t.match(/^only\s+(?:ask|show)\s+(?!about\s|for\s)(\S.*?)(?<!\s)\s+for\s+(\S.*)$/i) ??
    t.match(/^(?:ask|show)\s+(?:about\s+|for\s+)?(.+?)\s+only\s+(?:when|if)\s+(.+)$/i);
  if (m) return [{ kind: 'conditional', subject: m[1], cond: parseCond(m[2]), show: true, create: true }];
  // "Klasse nur fragen, wenn nicht Grundschule"; "nur wenn …, nach X fragen"
  m = t.match(/^(.+?)\s+nur\s+(?:fragen|abfragen|zeigen|anzeigen)\s*,?\s*(?:wenn|falls|sofern|bei)\s+(.+)$/i);
  if (m) return [{ kind: 'conditional', subject: m[1], cond: parseCond(m[2]), show: true, create: true }];
  // "skip packing help when they move an office"
  m = t.match(
    /^skip\s+(?!to\b|ahead\b)(?:the\s+)?(.+?)\s+(?:questions?\s+|steps?\s+)?(?:when|if|for)\s+(.+)$/i,
  );
  if (m) return [{ kind: 'conditional', subject: m[1], cond: parseCond(m[2]), show: false, create: false }];
  // "end the form for unemployed applicants", "End the form if they are outside our area"
  m = t.match(
    /^(?:(?:politely|kindly|just|simply)\s+)?(?:end|finish|stop|close)\s+the\s+form\s+(?:(?:politely|kindly|early|right away|immediately|there)\s+)?(?:(?:with|on)\s+an?\s+\w+(?:\s+\w+)?\s+)?(?:for|if|when|whenever)\s+(\S.*)$/i,
  );
  if (m) return [{ kind: 'end', cond: parseCond(m[1]) }];
  m = t.match(SHOULD_END);
  if (m && !/^(?:if|when|wenn|falls)\b/i.test(m[1])) {
    const says = m[2].match(
      /(?:saying|that says|telling them|and (?:tell|let) them(?: know)?|with (?:a|the) (?:message|note|text))(?:\s+that)?(?:\s*[:,])?\s*(\S.*)$/i,
    );
    return [{ kind: 'end', cond: parseCond(m[1]), message: says?.[1] }];
  }
  // "Formular beenden, wenn die Adresse außerhalb … liegt"
  m = t.match(
    /^(?:das\s+)?formular\s+(?:\S+\s+){0,4}?(?:beenden|abbrechen)\s*,?\s*(?:wenn|falls|sofern|bei)\s+(.+)$/i,
  );
  if (m) return [{ kind: 'end', cond: parseCond(m[1]) }];
  // "Unter 21 Jahren das Formular mit einem Hinweis beenden"
  m = t.match(/^(.+?)\s+(?:das\s+)?formular\s+(?:\S+\s+){0,4}?(?:beenden|abbrechen)$/i);
  if (m) return [{ kind: 'end', cond: parseCond(m[1].replace(/^(?:bei|für)\s+/i, '')) }];
  // "renters get a polite ending", "tenants should see an ending saying we need the owner to apply"
  m = t.match(
    /^(.+?)(?<!\s)\s+(?:should\s+|will\s+|must\s+)?(?:gets?|sees?|receives?)\s+(?:a|an)\s+(?:[\p{L}-]+\s+){0,2}?(?:ending|rejection|message|note|end screen|goodbye)(?:(?:\s*[:,]|\s+(?:saying|that says|telling them))\s*(\S.*?)(?<!\s))?(?:(?:\s*,|\s+and)\s+(?:then\s+)?(?:the form ends|end the form|the form stops|that's it))?$/iu,
  );
  if (m) return [{ kind: 'end', cond: parseCond(m[1]), message: m[2] }];
  m = t.match(
    /^(.+?)\s+(?:bekommen|erhalten|sehen|bekommt|erhält|sieht)\s+(?:eine[n]?\s+)?(?:[\p{L}-]+\s+){0,2}?(?:absage|hinweis|abschluss|endseite)(?:\s*(?:[:,]|mit dem text|dass)\s*(.+))?$/iu,
  );
  if (m) return [{ kind: 'end', cond: parseCond(m[1]), message: m[2] }];
  // "only homeowners", "only homeowners can apply", "nur für Eigentümer", "nur Eigentümer können anfragen"
  m =
    t.match(/^only\s+(?:for\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:can|may|should|please)\b.*)?$/iu) ??
    t.match(/^nur\s+(?:für\s+)?([\p{L}-]+(?:\s+[\p{L}-]+)?)(?:\s+(?:können|dürfen|sollen|bitte)\b.*)?$/iu);
  if (m && !/^(?:ask|show|if|when|wenn|falls|fragen)\b/i.test(m[1]))
    return [{ kind: 'end', cond: { kind: 'option', text: m[1], negate: true }, audience: m[1] }];

  m = t.match(SHOULD_SKIP) ?? t.match(SKIPS);
  if (
    m &&
    !/^(?:if|when|wenn|falls|please|pls|you|we|they|i|bitte|can|could|let|let's|just)\b/i.test(m[1]) &&
    !/(?<!\p{L})(?:if|when|wenn|falls)(?!\p{L})/iu.test(m[1])
  )
    return [{ kind: 'conditional', subject: m[2], cond: parseCond(m[1]), show: false, create: false }];
  m = t.match(TURN_AWAY);
  if (m) return [{ kind: 'end', cond: parseCond(m[1]), ...(m[2] ? { message: m[2] } : {}) }];
  m = t.match(COSTS_EXTRA);
  if (m) {
    const amount = readNumber(m[2].replace(/[^\d.,]/g, ''));
    if (amount !== null) return [{ kind: 'price', terms: [{ kind: 'option', amount, option: m[1] }] }];
  }
  m = t.match(ARROW);
  if (m) {
    const intents = actionIntent(m[2], parseCond(m[1].replace(/^(?:if|when|wenn|falls)\s+/i, '')));
    if (intents) return intents;
  }
  // "Gewerbe bitte direkt zum Kontakt", "one-offs straight to the address": an answer, then where it goes.
  m = t.match(
    /^(?!(?:if|when|wenn|falls|bei|for|für)\s)(\S.*?)(?<!\s)\s+(?:bitte\s+|please\s+)?(?:(?:direkt|gleich|sofort)\s+(?:zum|zur|zu den|zu)|(?:go\s+|send them\s+)?(?:straight|directly|right)\s+to(?:\s+the)?)\s+(\S.*)$/i,
  );
  if (m)
    return [
      {
        kind: 'jump',
        cond: parseCond(m[1]),
        target: m[2].replace(/\s(?:springen|leiten|weiterleiten|schicken|gehen)$/i, ''),
      },
    ];
  // Conditions first: "if C, ACTION" / "wenn C, ACTION" / "ACTION, wenn C" / "bei C direkt zu Y springen"
  let condText: string | undefined;
  let action: string | undefined;
  m = t.match(/^(?:if|when|whenever|in case|wenn|falls|sofern)\s+(.+?)\s*,\s*(?:then\s+|dann\s+)?(.+)$/i);
  // "if X end the form, tell them …": the comma parts the ending from its message, not the condition.
  if (m && TELL_THEM.test(m[2])) m = null;
  if (m) [condText, action] = [m[1], m[2]];
  if (!m) {
    m = t.match(
      /^(?:if|when|whenever|in case)\s+(\S.*?)(?<!\s)\s+(?:then\s+)?((?:(?:we|you)\s+(?:don't|do not|won't)\s+need\s+to\s+ask|no need to ask|skip|jump|go|send|end|finish|stop|ask|show|don't ask|do not ask|(?:they|people)\s+(?:shouldn't|should not|don't|do not|won't|needn't|mustn't|never)\s+(?:see|get|need|answer|be asked|be shown))\b.*)$/i,
    );
    if (m) [condText, action] = [m[1], m[2]];
  }
  if (!m) {
    m = t.match(/^(.+?)\s*,\s*(?:wenn|falls|sofern|if|when)\s+(.+)$/i);
    if (m) [action, condText] = [m[1], m[2]];
  }
  if (!m) {
    m = t.match(
      /^bei\s+(.+?)\s+((?:direkt\s+|gleich\s+|sofort\s+)?(?:zu|zum|zur)\s+.+|(?:das\s+)?formular\s+.+|.+\s+überspringen)$/i,
    );
    if (m) [condText, action] = [m[1], m[2]];
  }
  if (condText === undefined || action === undefined) return looseIntents(t);
  return actionIntent(action, parseCond(condText));
}

/** "→ polite end", "→ end: roof not suitable": a terse ending, with the owner's words after a colon. */
const BARE_END =
  /^(?:(?:polite|politely|friendly|nice|nicely|kind|kindly|freundliches?|höfliches?)\s+)?(?:end|stop|finish|ende|schluss)(?:\s*[:,—–-]\s*(\S.*))?$/i;

function actionIntent(raw: string, cond: CondText): LogicIntent[] | null {
  const a = clean(raw).replace(/^(?:bitte|please|just|then|dann|simply)\s+/i, '');
  let m: RegExpMatchArray | null;
  m = a.match(BARE_END);
  if (m) return [{ kind: 'end', cond, message: m[1] }];
  if (
    /^(?:(?:just|then|simply|politely|kindly|nicely)\s+)*(?:end|stop|finish|wrap)\s+(?:it|there|here|things|up)\b/i.test(
      a,
    )
  ) {
    // "end it nicely and say we're not the right fit": the owner's words for the ending.
    const says = a.match(
      /(?<!\p{L})(?:and\s+)?(?:say|tell them|let them know)(?:\s+that)?(?:\s*[:,]\s*|\s+)(\S.*)$/iu,
    );
    return [{ kind: 'end', cond, message: says?.[1] }];
  }
  if (END_WORDS.test(a) && !/\b(?:skip|jump|go)\s+to\b/i.test(a)) {
    const says = a.match(
      /(?:saying|that says|mit dem (?:text|hinweis)|(?<!\p{L})(?:tell|let) them(?: know)?|(?<!\p{L})say|und (?:sagen|schreiben))(?:\s+(?:that|dass))?(?:\s*[:,])?\s*(\S.*)$/iu,
    );
    // "end form (we only groom small dogs)", "end form, message: sorry, …": the owner's words for the ending.
    const note =
      a.match(/\(([^()]{3,300})\)\s*$/) ??
      a.match(/(?<!\p{L})(?:message|note|text|hinweis|nachricht)\s*:\s*(\S.*)$/iu) ??
      a.match(
        /(?<!\p{L})(?:beenden|abbrechen|end(?: the)?(?: form)?|stop(?: the)?(?: form)?)\s*:\s*(\S.*)$/iu,
      ) ??
      // "end the form, we only do smaller events": the words after the comma are the owner's reason.
      a.match(/(?<!\p{L})(?:end|stop|finish)\s+(?:the\s+)?form\s*,\s*(\S.*)$/iu);
    return [{ kind: 'end', cond, message: says?.[1] ?? note?.[1] }];
  }
  // "if bed bugs, add 150": an amount for the option the condition names.
  m = a.match(
    /^(?:(?:add|charge|plus|it's|its|that's|is|costs?)\s+)?(?:another\s+|an extra\s+|\+\s?)?([$€£]?\s?\d[\d.,]*)(?:\s?(?:€|\$|£|eur\b|euro\b|dollars?\b))?(?:\s+(?:extra|more|on top|aufpreis|zuschlag|aufschlag|mehr|dazu|drauf))?$/i,
  );
  if (m && cond.kind === 'option') {
    const amount = readNumber(m[1].replace(/[^\d.,]/g, ''));
    // "if no truck access, add 75": the amount is for the "no" answer.
    const option = cond.negate ? `no ${cond.text}` : cond.text;
    if (amount !== null) return [{ kind: 'price', terms: [{ kind: 'option', amount, option }] }];
  }
  m =
    a.match(
      /^(?:skip|jump(?: them| people)?|go|send(?: them| people)?|take(?: them| people)?|skip ahead)\s+(?:straight\s+|directly\s+|right\s+)?to\s+(\S.*)$/i,
    ) ??
    a.match(
      /^(?:direkt\s+|gleich\s+|sofort\s+)?(?:zu|zum|zur)\s+(.+?)\s+(?:springen|weiter(?:gehen)?|gehen|wechseln)$/i,
    ) ??
    a.match(/^weiter\s+(?:zu|zum|zur|mit)\s+(.+)$/i) ??
    a.match(/^(?:direkt|gleich|sofort)\s+(?:zu|zum|zur)\s+(?:den\s+|der\s+|dem\s+)?(\S.*)$/i);
  if (m) return [{ kind: 'jump', cond, target: m[1] }];
  m =
    a.match(/^(?:don't|do not|never)\s+ask\s+(?:about\s+|for\s+)?(.+)$/i) ??
    a.match(
      /^(?:(?:we|you)\s+)?(?:don't|do not|won't|no)\s+(?:need\s+to\s+)?ask\s+(?:them\s+)?(?:about\s+|for\s+)?(\S.*)$/i,
    ) ??
    a.match(/^skip\s+(?:the\s+)?(.+)$/i) ??
    // "they shouldn't see the height question", "they don't need the photos".
    a.match(
      /^(?:they|people|he|she|them)\s+(?:shouldn't|should not|don't|do not|won't|needn't|mustn't|never)\s+(?:see|get|need|answer|be asked(?: about)?|be shown)\s+(?:the\s+)?(\S.*)$/i,
    ) ??
    a.match(/^(.+?)\s+(?:überspringen|nicht\s+(?:fragen|abfragen|zeigen|anzeigen))$/i);
  if (m) return [{ kind: 'conditional', subject: m[1], cond, show: false, create: false }];
  m =
    a.match(
      new RegExp(String.raw`^(?:also\s+)?(?:ask|show)\s+(?:${THEY}\s+)?(?:about\s+|for\s+)?(\S.*)$`, 'i'),
    ) ??
    a.match(/^(.+?)\s+(?:fragen|abfragen|zeigen|anzeigen)$/i) ??
    // "fragen nach der Marke", "auch fragen, ob …": the German verb first.
    a.match(
      /^(?:zusätzlich\s+|auch\s+|noch\s+)?(?:fragen|abfragen|nachfragen)\s?,?\s((?:nach|ob|wie|welche\p{L}*)\s.+)$/iu,
    );
  if (m) return [{ kind: 'conditional', subject: m[1], cond, show: true, create: true }];
  return null;
}

const OUTSIDE =
  /\b(?:outside|out of|not in|beyond)\s+(?:of\s+)?(?:our|the)\s+(?:service\s+|delivery\s+)?(?:area|region|zone|radius|city|town|county)|\boutside\b.*\barea\b|außerhalb\s+(?:unseres|unserer|des|der|von)\s+\S*(?:gebiet\w*|region|zone|radius|stadt|ort\w*)|nicht\s+in\s+unserem\s+\S*gebiet|\bnot (?:in our |)(?:service )?area\b/i;

const COMPARE: [RegExp, 'gt' | 'gte' | 'lt' | 'lte'][] = [
  [
    /(?:^|\s)(?:over|above|more than|greater than|higher than|larger than|bigger than|longer than|exceeds?|exceeding|über|mehr als|größer als|höher als|länger als|oberhalb von)\s+$/i,
    'gt',
  ],
  [/(?:^|\s)(?:at least|minimum(?: of)?|mindestens|ab)\s+$/i, 'gte'],
  [
    /(?:^|\s)(?:under|below|less than|fewer than|lower than|smaller than|shorter than|younger than|unter|weniger als|kleiner als|niedriger als|kürzer als|jünger als)\s+$/i,
    'lt',
  ],
  [/(?:^|\s)(?:at most|up to|maximum(?: of)?|höchstens|bis)\s+$/i, 'lte'],
];

/** A condition in words: an option ("they choose rent"), a comparison ("the bill is over 300"), or outside the area. */
export function parseCond(raw: string): CondText {
  // "if they are outside the city we can't come so end it": the owner's reason before the action is no condition.
  let t = clean(
    clean(raw)
      .replace(
        /(?<=\S)\s(?:we|wir)\s(?:can't|cannot|can not|don't|do not|won't|aren't|können|machen|kommen|fahren)(?:\s[^,;]{0,60})?$/iu,
        '',
      )
      .replace(/(?<=\S)\s(?:so|then|and|dann|also|und)$/i, ''),
  );
  let negate = false;
  const neg =
    t.match(/^(?:not|nicht|kein\w*|no)\s+(.+)$/i) ??
    // "non-owners", "Nicht-Eigentümer": everyone but the owners.
    t.match(/^(?:non|nicht)-\s?(\p{L}.*)$/iu) ??
    t.match(new RegExp(String.raw`^${THEY}\s+(?:don't|do not|aren't|are not|isn't)\s+(\S.*)$`, 'i'));
  if (neg) {
    negate = true;
    t = neg[1];
  }
  if (OUTSIDE.test(t)) return { kind: 'outside', negate };
  const num = t.match(new RegExp(String.raw`^(.*?)\s*${MONEY}\s*(.*)$`, 'i'));
  if (num) {
    const before = `${num[1]} `;
    const found = COMPARE.find(([re]) => re.test(before));
    const value = readNumber(num[2]);
    if (found && value !== null) {
      const subject = clean(`${before.replace(found[0], ' ')} ${num[3]}`)
        .replace(/\b(?:is|are|liegt|ist|sind|beträgt|the|der|die|das|bei|für|for)\b/gi, ' ')
        .replace(/\s+/g, ' ')
        .trim();
      return { kind: 'number', subject, op: found[1], value, negate, text: t };
    }
  }
  const text = t
    .replace(
      new RegExp(
        String.raw`^${THEY}\s+(?:chooses|choose|chose|chosen|picked|picks|pick|selected|selects|select|went for|go for|goes for|are|is|'re|answered|answers|answer|said|says|say|move|have|want|need)?\s*`,
        'i',
      ),
      (m0) =>
        /\b(?:move|have|want|need)\b/i.test(m0) ? m0.replace(new RegExp(`^${THEY}\\s+`, 'i'), '') : '',
    )
    .replace(
      /\s+(?:is|are|wird|werden)?\s*(?:chosen|selected|picked|gewählt|ausgewählt|angeklickt)(?:\s+(?:wird|werden|ist))?$/i,
      '',
    )
    .replace(
      /^(?:the answer is|die antwort ist|anyone who|jeder der|wer|(?:people|anyone|those|customers|clients)\s+(?:with|who have|who))\s+/i,
      '',
    )
    .replace(/^(?:a|an|the|ein|eine|einen|der|die|das)\s+/i, '')
    .trim();
  return { kind: 'option', text: text || t, negate };
}

/** "hourly rate", "Stundensatz": a price word that is itself the unit of the amount after it. */
const RATE_NAME = /rate|satz|lohn/i;

/** "Price by tank size: 300 / 400 / 550", "Preis je nach Größe: 180, 240, 290 €": one amount per answer, in order. */
const BY_STEP =
  /^(?:the\s)?(?:price|prices|pricing|cost|costs|preis|preise|kosten)\s(?:by|per|depending on|according to|based on|je nach|nach)\s([^:\d]{2,40}?)\s?:\s?([$€£\d][\d\s.,/;€$£]*(?:\d|€|\$|£))$/i;

/** Price words in a clause: constants, rates per unit, amounts for options. */
export function parsePrice(written: string): LogicIntent | null {
  // Amounts listed in parentheses are terms of the price, whatever the clause reader guarded.
  const raw = written.replaceAll(PAREN_COMMA, ',');
  const by = raw.trim().match(BY_STEP);
  if (by) {
    const amounts = by[2]
      .split(/[/;]|,(?!\d{3}\b)|\s(?=[$€£]?\d)/)
      .map((a) => a.replace(/[^\d.,]/g, ''))
      .filter((a) => /\d/.test(a))
      .map((a) => readNumber(a))
      .filter((a): a is number => a !== null);
    if (amounts.length > 1)
      return {
        kind: 'price',
        terms: [{ kind: 'byStep', subject: by[1].trim(), amounts }],
        ...(/€/.test(raw)
          ? { currency: 'EUR' as const }
          : /\$/.test(raw)
            ? { currency: 'USD' as const }
            : {}),
      };
  }
  const currency = /€|\beur(?:o|os)?\b/i.test(raw)
    ? 'EUR'
    : /\$|\bdollars?\b|\busd\b/i.test(raw)
      ? 'USD'
      : undefined;
  let t = raw;
  // "Show a price estimate: 1200 plus …", "estimate the price as 30 plus …": the amounts start after the price word.
  const digit = t.search(/\d/);
  const named = [...t.slice(0, Math.max(0, digit)).matchAll(PRICE_WORDS)];
  const last = named[named.length - 1];
  // "office ones cost 2 extra per window": a price word after an answer is the answer's price, not the opening.
  const firstTerm = priceTerm(
    pricePairs(t)
      .split(/,(?!\d)/)[0]
      .trim(),
  );
  const answerFirst = (named[0]?.index ?? 0) > 0 && namesAnswer(firstTerm);
  if (
    !answerFirst &&
    last === undefined &&
    digit > 0 &&
    !PRICE_START.test(t) &&
    !/^\p{L}[\p{L}\d -]{0,40}?(?:\s*:)?\s*\+/u.test(t) &&
    // "quarter 120, half 220", "weddings are 3.50 per serving", "Pro Fenster 5 €": the words before the first
    // amount name an answer or the unit.
    !namesAnswer(firstTerm) &&
    firstTerm?.kind !== 'rate' &&
    firstTerm?.kind !== 'minimum'
  )
    t = t.slice(Math.max(0, /[$€£]/.test(t[digit - 1] ?? '') ? digit - 1 : digit));
  else if (!answerFirst && last?.index !== undefined && !PRICE_START.test(t))
    t = t
      .slice(last.index + (RATE_NAME.test(last[0]) ? 0 : last[0].length))
      .replace(
        /^\s*(?:(?:anzeigen|zeigen|angeben|shown|displayed)\b\s*)?(?:(?:per|pro|je)\s[^\s:]{1,30}\s?(?=:))?(?:[:=]\s*)?(?:(?:is|as|of|at|would be|will be|should be|ist|sind|beträgt|von|wie folgt)\b\s*)?(?:[:=]\s*)?/i,
        '',
      );
  for (let i = 0; i < 4; i++) {
    const before = t;
    t = t
      .replace(
        /^(?:(?:the\s+|der\s+|die\s+)?(?:estimated\s+)?(?:price|pricing|cost|costs|total|quote|estimate|fee|fees|ballpark|gebühr|preis|kosten|gesamtpreis|schätzpreis|richtpreis)\b\s*(?:calculation\b)?\s*(?:[:=]|is\b|will be\b|ist\b|sind\b|berechnen\b|schätzen\b)?|(?:calculate|compute|estimate|berechne|berechnen|schätze|schätzen)\b(?:\s+(?:the|a|an|den|die|das))?(?:\s+(?:estimated\s+)?(?:price|cost|total|quote|preis|kosten|gesamtpreis))?\s*(?:[:=]|as\b)?)/i,
        '',
      )
      .replace(/^[\s:=,-]+/, '')
      .replace(/^(?:as|at|of|is)\s+(?=[$€£]?\s?\d)/i, '')
      .trim();
    if (t === before) break;
  }
  const pieces = pricePairs(t)
    // "Auf- und Abbau": a German word cut short before "und" is one with the word after it.
    .replace(/(?<=\p{L})-\s(und|oder)\s(?=\p{L})/gu, '-$1-')
    // "houses & apartments 40": "&" joins answers like "and".
    .replace(/(?<=\p{L}) ?& ?(?=\p{L})/gu, ' and ')
    // "plus whatever they rent (castle 120, tent 300)": the amounts in parentheses are the answers' prices.
    .replace(
      /(?<!\p{L})(?:whatever|what|each thing|everything|anything)\s(?:they|you|people)\s\p{L}+\s?(?=\()/giu,
      '',
    )
    .replace(/\(([^()]{0,200}\d[^()]{0,200})\)/g, ', $1,')
    // "helmet +5", "decorative film +$100": the amount belongs to the words before it (a part without numbers).
    .split(/(,(?!\d)|;)/)
    .map((part) => (/^[^\d]*\p{L}:?\s*\+\s?[$€£]?\d/u.test(part) ? part.replace(/\+/, ' ') : part))
    .join('')
    .split(
      /(?:(?<!\s)\s+)?(?:,(?!\d)|;|(?<!\d)\+|\+(?!\s?[a-zäöü])|\bplus\b|\band\b|(?<![\w-])und(?![\w-])|\bzzgl\.?|\bzuzüglich\b)\s*/i,
    )
    .map((p) => p.trim())
    .filter(Boolean);
  const terms: PriceTerm[] = [];
  // "implants 1200, everything else 90": the amount for every other answer is the base, and each answer named
  // costs what it costs above it.
  let otherwise: number | null = null;
  const pending: string[] = [];
  for (const p of pieces) {
    const rest = p.match(
      new RegExp(String.raw`^${OTHERWISE}(?:\s*:\s*|\s+)(?:(?:is|are|costs?|kostet)\s+)?${MONEY_LIN}$`, 'iu'),
    );
    // "weddings 3.50 per serving, everything else 2.50 (per serving)": the rate of the answers not named.
    const restRate = p.match(
      new RegExp(
        String.raw`^${OTHERWISE}(?:\s*:\s*|\s+)(?:(?:is|are|costs?|kostet|kosten|sind)\s+)?${MONEY_LIN}(?:\s?(?:per|pro|je|a|an|each|/)\s?(\p{L}.*))?$`,
        'iu',
      ),
    );
    const lastRate = terms.findLast((x) => x.kind === 'rate' && x.when !== undefined);
    if (restRate && lastRate?.kind === 'rate') {
      const value = readNumber(restRate[1]);
      if (value !== null) {
        terms.push({ kind: 'rate', amount: value, unit: restRate[2] ?? lastRate.unit, otherwise: true });
        continue;
      }
    }
    const amount = rest ? readNumber(rest[1]) : null;
    if (amount !== null && otherwise === null) {
      otherwise = amount;
      continue;
    }
    let term = priceTerm(p);
    // "family and newborn 150": answers named before "and" share the amount after the last one.
    if (!term && !/\d/.test(p) && /^\p{L}[\p{L} -]{0,30}$/u.test(p)) {
      pending.push(p);
      continue;
    }
    if (term?.kind === 'option' && pending.length > 0)
      term = { ...term, option: [...pending, term.option].join(' and ') };
    pending.length = 0;
    // Only the price's first amount can be a fixed one said with what it is for ("250 € für Auf- und Abbau").
    if (term?.kind === 'option' && term.orBase && terms.length > 0) {
      const { orBase: _, ...plain } = term;
      terms.push(plain);
    } else if (term) terms.push(term);
  }
  if (otherwise !== null && terms.some((x) => x.kind === 'option')) {
    for (const [k, x] of terms.entries())
      if (x.kind === 'option') terms[k] = { ...x, amount: x.amount - otherwise };
    terms.unshift({ kind: 'constant', amount: otherwise });
  }
  // A price of constants alone is a fact ("We charge $45"), unless it adds to another ("plus travel fee 25").
  if (
    !terms.some((x) => x.kind !== 'constant') &&
    !/^(?:plus|add|\+|and|zuzüglich|zzgl\.?)\s?/i.test(raw.trim())
  )
    return null;
  return { kind: 'price', terms, ...(currency ? { currency } : {}) };
}

/** A term for an answer whose name holds no price word ("office ones cost 2 extra", not "we charge about 1500"). */
const namesAnswer = (term: PriceTerm | null) =>
  (term?.kind === 'option' && !PRICE_WORD.test(term.option)) ||
  (term?.kind === 'rate' && term.when !== undefined && !PRICE_WORD.test(term.when));

/** "small 80 medium 110 large 150": three or more answers and amounts in a row without commas, with commas put in. */
const PAIR_RUN = /(?<![\p{L}\d])(?:\p{L}[\p{L}-]{1,20} [$€£]?\d+(?:[.,]\d+)?(?: ?[€$£])?(?: |,|;|$)){3,}/gu;
function pricePairs(t: string): string {
  return t.replace(PAIR_RUN, (run) =>
    /(?<!\p{L})(?:to|bis|from|von|and|und|or|oder|per|pro|je|between|zwischen|slider)(?!\p{L})/iu.test(run)
      ? run
      : run.replace(/(\d(?: ?[€$£])?) (?=\p{L})/gu, '$1, '),
  );
}

/** "everything else", "sonst": every answer not named. */
const OTHERWISE = String.raw`(?:everything else|anything else|all (?:the )?others?|all other \p{L}+|any other \p{L}+|otherwise|else|the rest|sonst|ansonsten|alles andere|alle anderen|alle anderen \p{L}+|rest)`;
const UNIT_WORD = String.raw`(?:per|pro|je|each|a|an|/)`;
/** An amount with its currency, each part starting where the one before ends (linear on long runs of spaces). */
const MONEY_LIN = String.raw`(?:[$€£]\s?)?(\d[\d.,]*)(?:\s?k\b)?(?:\s?(?:€|\$|£|eur\b|euro\b|euros\b|dollars?\b|usd\b))?`;

/** Nouns of a fee everyone pays ("an 80 call-out", "the callout fee is 49", "Anfahrt 45 €", "150 € Grundpreis"). */
const FEE_NOUN = String.raw`(?:call-?outs?|callouts?|call-out fee|callout fee|call-out charge|callout charge|visit fee|trip fee|trip charge|travel fee|service fee|service call|booking fee|setup fee|set-up fee|base fee|flat fee|flat rate|starting price|anfahrt\p{L}*|grundpreis|(?:grund|service|anfahrts|bearbeitungs|einsatz)?gebühr|(?:grund|einsatz|service|anfahrts|tages|auftrags)?pauschale|fahrtkosten)`;
/** "an extra", "more", "Aufpreis": words that make an amount one added for an answer, not a fixed one. */
const ADDED =
  /^(?:add|plus|charge|extra|another|additional|\+)|(?<!\p{L})(?:adds?|extra|more|aufpreis|aufschlag|zuschlag|zusätzlich|mehr|dazu|drauf|obendrauf|on top|surcharge|if|when|wenn|falls)(?!\p{L})/iu;

function priceTerm(raw: string): PriceTerm | null {
  const term = priceTermOf(raw);
  // "250 € für Auf- und Abbau", "150 flat for the day": an amount for something every job has.
  if (term?.kind === 'option' && !ADDED.test(raw.trim()) && /(?<!\p{L})(?:for|für)\s/iu.test(raw))
    return { ...term, orBase: true };
  return term;
}

function priceTermOf(raw: string): PriceTerm | null {
  const p = raw
    .replace(/^(?:(?:then|and|plus|dann|und)\s+|\+\s?(?=[$€£]?\s?\d))/i, '')
    // "it's 30 more on weekends", "that's 15 extra": the amount, without the words that lead to it.
    .replace(
      /^(?:it's|its|it is|that's|that is|es sind|das sind)\s+(?=(?:another\s+|an extra\s+)?[$€£]?\s?\d)/i,
      '',
    )
    // "decorative film +$100 more": the amount belongs to the words before it.
    .replace(/(\p{L}):?\s*\+\s?(?=[$€£]?\d)/u, '$1 ')
    .replace(/^(?:dazu|zusätzlich|außerdem|additionally|on top)\s+(?=[$€£]?\s?\d)/i, '')
    // "the base is 9000", "50 call out", "1500 on top if …": the words the patterns below read.
    .replace(/^(?:the\s)?(base(?:\sprice)?|grundpreis)\s(?:is|ist)\s/i, '$1 ')
    .replace(/\bcall out\b/i, 'call-out')
    // "plus 25 when they have pets": a condition is an "if" whichever word opens it.
    .replace(/(?<=\d(?:\s?[€$£])?(?:\s(?:extra|more))?\s)(?:when|whenever|in case|falls|sofern)(?=\s)/i, 'if')
    .replace(/(?<=\d)\son top(?=\s(?:if|for|when)\s)/i, '')
    // "10 a night when the dog is large": "when" is an "if" after a rate too.
    .replace(/(?<=\d\s?(?:€|\$|£)?\s(?:per|pro|je|a|an|each)\s\p{L}+\s)(?:when|whenever)(?=\s)/iu, 'if')
    .replace(/^(?:add|charge|extra|mit|with|another|additional)\s+(?=[$€£]?\s?\d)/i, '')
    // "about 1500 to start", "ca. 200 € Grundgebühr": a base amount in other words.
    .replace(
      /^(?:about|around|roughly|circa|ca\.?|approx\.?|approximately|something like|like|maybe|ungefähr|etwa|so um die)\s+(?=[$€£]?\s?\d)/i,
      '',
    )
    .replace(
      /(?<=\d)(?:\s?(?:€|\$|£))?\s+(?:to start|upfront|up front|base fee|starting fee|call-?out fee|grundgebühr|startgebühr)$/i,
      '',
    )
    .trim();
  let m: RegExpMatchArray | null;
  // "minimum 50", "at least 80 in total", "mindestens aber 50 €", "Mindestpreis 50 €": a floor, not an amount added.
  m =
    p.match(
      new RegExp(
        String.raw`^(?:(?:but|aber|and|und)\s)?(?:minimum|min\.?|at least|mindestens|mindestpreis|minimum (?:charge|price|order)|mindestbestellwert)(?:\s(?:charge|price|of|is|aber|insgesamt|total|ist))*\s?:?\s?${MONEY_LIN}(?:\s(?:total|in total|overall|insgesamt|gesamt))?$`,
        'iu',
      ),
    ) ?? p.match(new RegExp(String.raw`^${MONEY_LIN}\s(?:minimum|min\.?|mindestens)$`, 'iu'));
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'minimum', amount };
  }
  // "Stundensatz 150 €", "hourly rate $60", "day rate 400": a rate per hour or day.
  m = p.match(
    new RegExp(
      String.raw`^(?:(?:the|our|unser)\s)?(stundensatz|stundenlohn|hourly rate|hourly|tagessatz|day rate|daily rate|nightly rate)\s(?:is\s|of\s|von\s|ist\s|:\s?)?${MONEY_LIN}$`,
      'iu',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null)
      return {
        kind: 'rate',
        amount,
        unit: /stunde|hour/i.test(m[1])
          ? /stunde/i.test(m[1])
            ? 'Stunde'
            : 'hour'
          : /tag/i.test(m[1])
            ? 'Tag'
            : /night/i.test(m[1])
              ? 'night'
              : 'day',
      };
  }
  // "an 80 call-out", "$89 callout", "150 € Grundpreis", "the callout fee is 49", "Anfahrt 45 €", "starts at 200":
  // a fixed amount.
  m = p.match(
    new RegExp(
      String.raw`^(?:(?:an?|the|our|die|der|eine)\s)?(?:${FEE_NOUN}\s(?:is\s|of\s|ist\s|:\s?)?|(?:starts?|starting|beginnt|fängt)\s(?:at|from|bei|an\s)\s?|(?:flat|pauschal)\s)?${MONEY_LIN}(?:\s(?:${FEE_NOUN}|flat|pauschal)(?:\s(?:for\s(?:the|a|each|every)\s\p{L}+|per job|pro auftrag))?|\sflat\sfor\s(?:the|a)\s\p{L}+|\sto start)?$`,
      'iu',
    ),
  );
  if (
    m &&
    (new RegExp(FEE_NOUN, 'iu').test(p) ||
      /\b(?:starts?|starting|beginnt|fängt|flat|pauschal|to start)\b/i.test(p))
  ) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'constant', amount };
  }
  // "50 delivery fee", "a 30 parking charge": the fee of that answer if the form asks it, else a fixed amount.
  m = p.match(
    new RegExp(
      String.raw`^(?:(?:an?|the|our|eine?)\s)?${MONEY_LIN}\s(\p{L}[\p{L}-]{2,30}(?:\s\p{L}[\p{L}-]{2,30})?)\s(?:fee|charge|surcharge|gebühr|zuschlag)$`,
      'iu',
    ),
  );
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'option', amount, option: m[2], orBase: true };
  }
  // "spas are 40 less", "Wohnungen kosten 20 € weniger": an amount taken off for that answer.
  m = p.match(
    new RegExp(
      String.raw`^(\p{L}[\p{L}\d -]{0,40}?)(?<!\s)\s(?:are|is|cost|costs|kosten|kostet|sind|ist)\s${MONEY_LIN}\s(?:less|cheaper|off|weniger|günstiger|billiger)$`,
      'iu',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount: -amount, option: m[1] };
  }
  // "a lock change adds 40", "weekend visits add 30 more": an amount for that answer.
  m = p.match(
    new RegExp(
      String.raw`^(\p{L}[\p{L}\d -]{0,40}?)(?<!\s)\s(?:adds|add)\s(?:another\s|an extra\s)?${MONEY_LIN}(?:\s(?:extra|more|on top|to the (?:price|estimate|total|quote)))?$`,
      'iu',
    ),
  );
  if (m && !/^(?:if|when|wenn|falls|please|we|you|they)\b/i.test(m[1])) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  // "certified ones are 15 more per page", "beglaubigte kosten 15 € mehr pro Seite": a rate added for an answer.
  m = p.match(
    new RegExp(
      String.raw`^(\p{L}[\p{L}\d -]{0,40}?)(?<!\s)(?:\sones)?\s(?:are|is|cost|costs|kosten|kostet|sind)\s(?:an?\s)?(?:extra\s|additional\s)?${MONEY_LIN}\s(?:more|extra|mehr|zusätzlich|on top)\s(?:per|pro|je|a|an|each|for each)\s(\p{L}.*)$`,
      'iu',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[3], when: m[1] };
  }
  // "weddings are 3.50 per serving", "Hochzeiten kosten 3,50 € pro Portion": the rate for that answer.
  m = p.match(
    new RegExp(
      String.raw`^(\p{L}[\p{L}\d -]{0,40}?)(?<!\s)(?:\sones)?(?:\s(?:are|is|cost|costs|kosten|kostet|sind))?\s(?:an?\s)?${MONEY_LIN}\s(?:per|pro|je|a|an|each|for each)\s(\p{L}.*)$`,
      'iu',
    ),
  );
  if (
    m &&
    !PRICE_WORD.test(m[1]) &&
    // "anyone under 1000 a month" is a condition, not an answer's rate.
    !/(?<!\p{L})(?:anyone|anybody|everyone|someone|people|they|under|over|below|above|less|more|fewer|unter|über|bis|ab|mehr|weniger)(?!\p{L})/iu.test(
      m[1],
    ) &&
    !/^(?:it|that|this|es|das|base|basic rate|grundpreis|from|ab|starting|starting at|extra|plus|add|another|and|then|dann|und|also|only|just|about|around|roughly|ca)$/i.test(
      m[1],
    )
  ) {
    const amount = readNumber(m[2]);
    // "Zweitfotograf 80 € pro Stunde extra": a rate added for that answer, never every job's.
    const unit = m[3].replace(/\s(?:extra|more|mehr|zusätzlich|on top|dazu)$/i, '');
    if (amount !== null)
      return { kind: 'rate', amount, unit, when: m[1], ...(unit === m[3] ? { orAll: true } : {}) };
  }
  // "if theres no power we bring a generator for 60 extra", "wenn es eilt kommen noch 10 € dazu": the condition
  // runs up to the words that say what happens then.
  m = p.match(
    new RegExp(
      String.raw`^(?:if|when|whenever|wenn|falls|sofern)\s(\S.*?)(?<!\s),?\s(?:we|you|they|it|it's|its|there's|that's|that|then|wir|es|das|dann|kommen|kommt|kostet|kosten|sind|berechnen|nehmen|add|charge)\s(?:[^\d$€£]{0,60}?\s)?${MONEY_LIN}(?:\s(?:extra|more|mehr|dazu|zusätzlich|on top|aufpreis))?(?:\s(?:for|für)\s[^\d$€£]{1,40})?$`,
      'iu',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  // "oven cleaning is an extra 35", "Packhilfe kostet 150 € extra".
  m = p.match(COSTS_EXTRA);
  // "base is 9000", "the base price is 9000": the base, not an answer called "base".
  if (m && /^(?:the\s+)?(?:base(?: price)?|grundpreis|basispreis|starting price)$/i.test(m[1].trim())) {
    const amount = readNumber(m[2].replace(/[^\d.,]/g, ''));
    if (amount !== null) return { kind: 'constant', amount };
  }
  if (m) {
    const amount = readNumber(m[2].replace(/[^\d.,]/g, ''));
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  // "word * 45", "45 * word"
  m =
    p.match(/^([\p{L}_][\p{L}\d_ ]*?)\s*[*×x]\s*(\d[\d.,]*)$/u) ??
    p.match(/^(\d[\d.,]*)\s*[*×x]\s*([\p{L}_][\p{L}\d_ ]*)$/u) ??
    p.match(/^(\p{L}[\p{L}\d ]*?)(?<!\s)\s+(?:times|mal)\s+(\d[\d.,]*)$/iu);
  if (m) {
    const numFirst = /^\d/.test(m[1]);
    const amount = readNumber(numFirst ? m[1] : m[2]);
    if (amount !== null) return { kind: 'rate', amount, unit: numFirst ? m[2] : m[1] };
  }
  // "3 € pro m² Aufpreis wenn farbig"
  m = p.match(
    new RegExp(
      String.raw`^${MONEY}\s*${UNIT_WORD}\s+(.+?)\s+(?:aufpreis|zuschlag|extra|more)?\s*(?:wenn|falls|if|for|für|bei)\s+(.+)$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[2], when: m[3] };
  }
  // "per room 30", "pro Zimmer 50 €": the unit first.
  m = p.match(
    new RegExp(
      String.raw`^(?:price\s+|preis\s+)?(?:per|pro|je|each|for each|for every)\s+(\S.*?)(?<!\s)\s+${MONEY_LIN}$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[1] };
  }
  // "0.05/m2", "$30/room": a slash and the unit.
  m = p.match(new RegExp(String.raw`^${MONEY_LIN}\s*\/\s*(\p{L}[\p{L}\d²]*(?:\s+\p{L}+)?)$`, 'iu'));
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[2] };
  }
  // "55 for every square meter of roof", "10 for each extra".
  m = p.match(
    new RegExp(String.raw`^${MONEY_LIN}\s+(?:(?:more|extra)\s+)?(?:for each|for every|every)\s+(\S.*)$`, 'i'),
  );
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[2] };
  }
  // "45 per square meter", "€1,200 per kWp", "150 pro Stunde"
  m = p.match(new RegExp(String.raw`^(?:base\s+|grundpreis\s+)?${MONEY}\s*${UNIT_WORD}\s+(.+)$`, 'i'));
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'rate', amount, unit: m[2] };
  }
  // "500 for a metal roof", "500 € Aufpreis für Blech", "mit Speicher 4.000 € zusätzlich"
  m = p.match(
    new RegExp(
      String.raw`^${MONEY}\s*(?:aufpreis|zuschlag|extra|more|surcharge|zusätzlich)?\s*(?:for|für|bei|if|wenn|on)\s+(.+)$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[1]);
    // "if they have slate", "if it's a metal roof": the answer is what they have.
    const option = m[2].replace(
      /^(?:(?:they|you|sie)\s(?:have|has|pick|choose|want|need|haben|wählen|wollen|brauchen)\s|it's\s|it is\s)/i,
      '',
    );
    if (amount !== null) return { kind: 'option', amount, option };
  }
  m = raw.match(
    new RegExp(String.raw`^(?:mit|with)\s+(.+?)\s+${MONEY}\s*(?:zusätzlich|extra|more|mehr|aufpreis)?$`, 'i'),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  // "base 1500", "1500 base", "200 € Anfahrt", "starting at 40", "40"
  m = p.match(
    new RegExp(
      String.raw`^(?:base(?: price)?|grundpreis|starting at|from|ab|flat|pauschal|call-out|anfahrt)?\s*(?:of\s+)?${MONEY}\s*(?:base(?: price)?|grundpreis|anfahrt|pauschale|pauschal|flat|call-out(?: fee)?|fee|gebühr)?$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'constant', amount };
  }
  // "£40 delivery", "30 € Lieferung": an amount, then the answer (or the fee) it is for.
  m = p.match(new RegExp(String.raw`^${MONEY_LIN}\s(\p{L}[\p{L}-]{2,30}(?:\s\p{L}[\p{L}-]{2,30})?)$`, 'iu'));
  if (m && !/^(?:per|pro|je|each|a|an|for|für|if|when|wenn|extra|more|mehr|dazu|on)\b/i.test(m[2])) {
    const amount = readNumber(m[1]);
    if (amount !== null) return { kind: 'option', amount, option: m[2], orBase: true };
  }
  // "bei Haus 100 € mehr", "for express 20 extra": an amount for the answer named.
  m = p.match(
    new RegExp(
      String.raw`^(?:bei|für|for|with|mit)\s+(\S.*?)(?<!\s)\s+(?:(?:kommen|kommt|kostet|costs?|adds?)\s+)?${MONEY_LIN}\s+(?:extra|more|mehr|dazu|zusätzlich|aufpreis|aufschlag|zuschlag|drauf|on top)$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  // "Ohne Aufzug kommen 150 € dazu": an amount for the "no" answer of the question the words name.
  m = p.match(
    new RegExp(
      String.raw`^(?:ohne|without)\s+(\S.*?)(?<!\s)\s+(?:(?:kommen|kommt|kostet|costs?|adds?|is)\s+)?${MONEY_LIN}\s*(?:extra|more|mehr|dazu|zusätzlich|aufpreis|on top)?$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: `no ${m[1]}` };
  }
  // "if heat control is picked add 60": an amount for the answer the condition names.
  m = p.match(
    new RegExp(
      String.raw`^(?:if|when|wenn|falls)\s+(\S.*?)(?<!\s)\s+(?:add|plus|charge|it's|its|is|kostet|kommen)\s+(?:another\s+)?${MONEY_LIN}(?:\s+(?:extra|more|dazu|mehr))?(?:\s+(?:to|on)\s+(?:the\s+)?(?:estimate|price|total|quote|bill))?$`,
      'i',
    ),
  );
  if (m) {
    const amount = readNumber(m[2]);
    if (amount !== null)
      return {
        kind: 'option',
        amount,
        option: m[1].replace(/(?<!\s)\s+(?:is|are)\s+(?:picked|chosen|selected)$/i, ''),
      };
  }
  // "city 15", "helmet 5", "decorative film 100 more", "long coat: 10": an option and its amount.
  m = p.match(
    new RegExp(
      // (an answer may start with its figures: "1-2 bedrooms 90", "3+ rooms 120")
      String.raw`^((?:\p{L}[\p{L}\d-]*|\d{1,4}(?:[-–]\d{1,4}|\+)\s\p{L}[\p{L}\d-]*|\d{1,4}(?:[.,]\d{1,2})?\s?(?:m³|m²|m3|m2|qm|kg|t|l|L|kW|kWp|ft|yd|yd³|gal|cm|mm|m|min|mins|minutes|minuten|h|hrs|hours|std|stunden|days|tage|nights|nächte)(?![\p{L}\d]))(?:\s[\p{L}\d-]+){0,3}?)(?:\s*:)?\s+${MONEY_LIN}(?:\s+(?:extra|more|on top|mehr|dazu|zusätzlich|drauf|obendrauf|aufschlag|aufpreis|zuschlag|surcharge|each|apiece|pro stück|je stück))?$`,
      'iu',
    ),
  );
  if (
    m &&
    !/^(?:base|price|cost|total|preis|kosten|grundpreis|from|ab|starting|flat|pauschal|anfahrt|call-out)\b/i.test(
      m[1],
    )
  ) {
    const amount = readNumber(m[2]);
    if (amount !== null) return { kind: 'option', amount, option: m[1] };
  }
  return null;
}

const BARE = /^(?:yes|no|not|so|ja|nein|nicht|yes please|no thanks|y|n|j)$/i;

/** "if in person ask for the address, if online skip it": "it" is the question the intent before named. */
function pointedAt(intent: LogicIntent, before: LogicIntent[]): LogicIntent {
  if (
    intent.kind !== 'conditional' ||
    !/^(?:it|that|them|this|those|es|das|sie|ihn)$/i.test(intent.subject.trim())
  )
    return intent;
  const last = before[before.length - 1];
  return last?.kind === 'conditional' ? { ...intent, subject: last.subject, create: false } : intent;
}

/** A bare "if no" / "if not" / "wenn ja" keeps the words before it, to find the yes/no question it answers. */
function withContext(intent: LogicIntent, context: string): LogicIntent {
  if (intent.kind === 'price') return intent;
  const c = intent.cond;
  if (c.kind !== 'option' || !BARE.test(c.text.trim())) return intent;
  return { ...intent, cond: { ...c, context } };
}

/** "renting? thank them and end it there", "… dann bitte Formular beenden": an ending said anywhere in the clause. */
const LOOSE_END =
  /(?<!\p{L})(?:thank them|end it|stop it|stop there|end there|end things|wrap (?:it |things )?up|(?:end|stop|finish|close)\s+(?:the\s+)?form|(?:das\s+)?formular\s+beenden|beenden|absagen|(?:eine\s+)?(?:freundliche\s+|höfliche\s+)?absage)(?!\p{L})/iu;
const LOOSE_ENDS = new RegExp(LOOSE_END.source, 'giu');
/** "for flat roofs we can go straight to contact", "für Büros direkt zu den Kontaktdaten springen". */
const LOOSE_JUMP =
  /(?<!\p{L})(?:go|jump|skip|send them|take them|move on)\s+(?:straight\s+|directly\s+|right\s+)?to\s+(?:the\s+)?(\S[^,.;?!]*)|(?<!\p{L})(?:(?:direkt|gleich|sofort)\s+)?(?:zu|zum|zur)\s+(?:den\s+|der\s+|dem\s+)?(\S[^,.;?!]*?)(?<!\s)\s+(?:springen|gehen|weiter|leiten|weiterleiten|schicken|führen)(?!\p{L})/iu;
/** "regular customers don't need the notes question", "Wer eine Wohnung hat, braucht die Packhilfe nicht". */
const LOOSE_SKIP =
  /(?<!\p{L})(?:don't|do not|doesn't|does not|won't)\s+need\s+(?:the\s+|to answer\s+(?:the\s+)?)?(\S[^,.;?!]*)|(?<!\p{L})no need (?:for|to ask(?: them)?(?: about)?)\s+(?:the\s+)?(\S[^,.;?!]*)|(?<!\p{L})brauch(?:t|en)\s+(?:die\s+|den\s+|das\s+)?(\S[^,.;?!]*?)(?<!\s)\s+nicht(?!\p{L})|(?<!\p{L})(?:die|den|das)\s+(\S[^,.;?!]*?)(?<!\s)\s+(?:weglassen|auslassen)(?!\p{L})/iu;
/** "notes only for deep cleans": a question asked only for some answers. */
const LOOSE_ONLY = /^(\S.*?)(?<!\s)\s+only\s+(?:for|when|if|with)\s+(\S.*)$/i;

/** What is left of a clause once its action is cut: the words of its condition, or "" when it names none. */
function conditionWords(rest: string): string {
  return clean(
    rest
      .replace(
        /(?<!\p{L})(?:we|you)\s+(?:can|could|may|should|will)(?!\p{L})|(?<!\p{L})(?:können|kann)\s+wir(?!\p{L})/giu,
        ' ',
      )
      .replace(/(?<!\p{L})(?:just|please|bitte|dann|then|so|and|und|there|da)(?!\p{L})/giu, ' ')
      .replace(/^\s*(?:for|if|when|who|people who|anyone who|customers who|wer|bei|für)\s+/i, ''),
  );
}

/** Does the rest name a condition at all (not only "we", "they", "people"), and nothing else to do? */
function namesCondition(words: string): boolean {
  if (
    /(?<![\p{L}-])(?:if|when|wenn|falls|make|add|remove|change|set|use|rename|move)(?![\p{L}-])/iu.test(words)
  )
    return false;
  return /\p{L}{3,}/u.test(
    words.replace(
      /(?<!\p{L})(?:we|they|them|people|folks|someone|anyone|customers?|wer|sie)(?!\p{L})/giu,
      '',
    ),
  );
}

/**
 * The last reading of a clause: an action said anywhere in it (an ending, a jump, a question skipped or asked only
 * for some answers) and a condition made of the words around it; null unless both are there.
 */
function looseIntents(t: string): LogicIntent[] | null {
  const only = t.match(LOOSE_ONLY);
  if (only)
    return [
      {
        kind: 'conditional',
        // "ask for the address only for on-site visits": the question is what is asked.
        subject: only[1].replace(/^(?:ask|show|frage|fragen)\s+(?:(?:for|about|nach)\s+)?/i, ''),
        cond: parseCond(only[2]),
        show: true,
        create: false,
      },
    ];
  const skip = t.match(LOOSE_SKIP);
  if (skip?.index !== undefined) {
    let subject = (skip[1] ?? skip[2] ?? skip[3] ?? skip[4] ?? '').trim();
    let before = t.slice(0, skip.index);
    // "no need to ask about extras for move-outs": the condition after the subject.
    const tail = subject.match(/^(\S.*?)(?<!\s)\s+(?:for|if|when|bei|für|wenn)\s+(\S.*)$/i);
    if (tail) {
      subject = tail[1];
      before = `${before} ${tail[2]}`;
    }
    subject = subject.replace(/(?<!\s)\s+(?:question|step|frage|schritt)$/i, '').trim();
    // "Die Frage nach dem Alter brauchen wir nicht mehr": the owner needs it no more — a removal, no condition.
    if (/^(?:wir|ich|man|ihr|we|i)$/i.test(subject)) return null;
    const cond = conditionWords(before);
    if (subject && namesCondition(cond))
      return [{ kind: 'conditional', subject, cond: parseCond(cond), show: false, create: false }];
    return null;
  }
  const jump = t.match(LOOSE_JUMP);
  if (jump?.index !== undefined) {
    const cond = conditionWords(`${t.slice(0, jump.index)} ${t.slice(jump.index + jump[0].length)}`);
    if (namesCondition(cond))
      return [{ kind: 'jump', cond: parseCond(cond), target: (jump[1] ?? jump[2]).trim() }];
    return null;
  }
  if (LOOSE_END.test(t)) {
    // "… end it nicely and say we're not the right fit": what to say is the ending's text, not the condition.
    const says = t.match(
      /(?<!\p{L})(?:and\s+)?(?:say|tell them|let them know)(?:\s+that)?(?:\s*[:,]\s*|\s+)(\S.*)$/iu,
    );
    const said = says?.index !== undefined ? t.slice(0, says.index) : t;
    const cond = conditionWords(
      said
        .replace(LOOSE_ENDS, ' ')
        .replace(/(?<!\p{L})(?:and|it|there|politely|kindly|nicely)(?!\p{L})/giu, ' ')
        .replace(/[?!]/g, ' '),
    );
    if (namesCondition(cond)) return [{ kind: 'end', cond: parseCond(cond), message: says?.[1] }];
  }
  return null;
}

/**
 * A price sentence that also asks something in one of its comma parts ("60 per hour, they pick hours 1-8, plus travel
 * fee 25"): read part by part, so the ask stays a question.
 */
function asksBeside(sentence: string): boolean {
  const t = clean(sentence);
  if (!isPriceClause(t)) return false;
  // Amounts in parentheses ("(castle 120, tent 300)") are one term of the list, not parts of it.
  const parts = t
    .replace(/\([^()]{0,200}\)/g, (m) => m.replace(/,/g, ' '))
    .split(/,(?!\d)/)
    .map((p) => clean(p));
  const priceLike = (p: string) =>
    isLogicClause(p) ||
    priceTerm(p) !== null ||
    /[$€£]|(?<!\p{L})(?:per|pro|je|each|every|extra|more|plus|fee|fees|cost|costs|charge|price|preis|kostet|aufpreis|zuschlag|mehr)(?!\p{L})|\d\s?\/\s?\p{L}|\+/iu.test(
      p,
    );
  return parts.length > 1 && parts.slice(1).some((p) => p && !priceLike(p));
}
