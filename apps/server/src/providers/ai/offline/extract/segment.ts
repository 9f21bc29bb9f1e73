// Splits a prompt into the form's description and its clauses, one ask per clause.
import { GENERIC_DOMAIN } from '../templates/index.ts';
import { words } from '../text.ts';
import { matchAnyTemplate, matchTemplate } from './match.ts';
import { parseRange } from './range.ts';
import { FORM_WORDS, LEAD_INTRO, QUANTITY, TRIGGERS } from './vocabulary.ts';

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

export function hasAskTrigger(s: string): boolean {
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
