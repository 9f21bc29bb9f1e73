// Finds the options a clause lists and cleans the label they belong to.
import { splitList, words } from '../text.ts';
import {
  bandList,
  enumeratedRange,
  qualifiedList,
  spacedItems,
  splitFirstItem,
  unpunctuatedList,
} from './lists.ts';
import { parseRange } from './range.ts';
import { TRIGGERS } from './vocabulary.ts';

export interface OptionSplit {
  label: string;
  options: string[];
  rest: string;
  /** Every step of a numbered scale ("Grade 1" … "Grade 12"): one answer. */
  enumerated?: boolean;
}

// "(tiles, metal, slate)" lists roofing options: a type word followed by a comma starts a list, not a flag.
const FLAG_PAREN =
  /^(?:optional|required|mandatory|several|multiple|select all|all that apply|mehrere|mehrfach|pflicht|freiwillig|(?:slider|dropdown|tiles)\b(?!\s*,)|yes\s*\/\s*no|ja\s*\/\s*nein|single choice)/i;

/** "peel (multiple)", "mattress - could be a few": the flag after the last answer marks the ask, not the answer. */
const ITEM_FLAG =
  /(?<!\s)\s*[-–—]\s*(?:could|can|may) be (?:a few|several|more than one|multiple)$|(?<!\s)\s*\((?:multiple|several|multi|mehrere)\)$/i;

/** Finds an explicit list of options in a clause and the label it belongs to. */
export function extractOptions(seg: string): OptionSplit | null {
  const found = findOptions(seg);
  if (!found) return null;
  const options = found.options.map((o) => o.replace(ITEM_FLAG, '').trim()).filter(Boolean);
  return options.length >= 2 ? { ...found, options } : found;
}

function findOptions(seg: string): OptionSplit | null {
  const qualified = qualifiedList(seg);
  if (qualified) return { ...qualified, rest: '' };
  for (const m of seg.matchAll(/\(([^)]+)\)/g)) {
    const inner = m[1].trim();
    if (FLAG_PAREN.test(inner)) continue;
    // "(a, b, c, whatever applies)": the flag marks the ask, it is not an option.
    const items = splitList(inner)
      .map((i) => i.replace(ITEM_FLAG, '').trim())
      .filter((i) => i && (!TRIGGERS.multi.test(i) || words(i).length > 4));
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
  const range = enumeratedRange(seg);
  if (range) return { ...range, rest: '' };
  const colon = seg.match(/^([^:]{1,80}):\s*(.+)$/);
  if (colon) {
    const items = splitList(colon[2]);
    if (items.length >= 2 && items.every((i) => words(i).length <= 6))
      return { label: colon[1].trim(), options: items, rest: '' };
  }
  // "how often they come — weekly, every two weeks or monthly": a dash introduces the list like a colon.
  const dash = seg.match(/^(.{1,80}?)\s[—–]\s(.+)$/);
  if (dash) {
    const items = splitList(dash[2]);
    if (items.length >= 2 && items.every((i) => words(i).length <= 6))
      return { label: dash[1].trim(), options: items, rest: '' };
  }
  const intro = seg.match(
    /^(.*?)\s*(?:,\s*)?(?:such as|like|e\.g\.|including|with (?:the )?options?|with (?:the )?choices|options?|choices|choose between|choosing between|either|z\. ?b\.|wie|etwa|zum beispiel|mit (?:den )?optionen|optionen|auswahl zwischen|zwischen|with)\s+(.+)$/i,
  );
  if (intro) {
    const listed = splitList(intro[2]);
    // Space-separated items only after words that always introduce examples ("like", not "wie" = "how").
    const exampleWord = /\b(?:like|such as|e\.g\.|including|z\. ?b\.|zum beispiel|etwa)\s/i.test(seg);
    const items = listed.length >= 2 || !exampleWord ? listed : (spacedItems(intro[2]) ?? listed);
    const numeric = items.every((i) => /^\D{0,3}\d/.test(i));
    if (items.length >= 2 && !numeric && items.every((i) => words(i).length <= 6))
      return { label: intro[1].trim(), options: items, rest: '' };
  }
  const bands = bandList(seg);
  if (bands) return { ...bands, rest: '' };
  const bare = seg.match(
    /^(.{0,60}?)\s*["“„]?([^,"“„]{1,30})["”]?\s*(?:,\s*["“„]?[^,"\s](?:[^,"]{0,28}[^,"\s])?["”]?\s*)+(?:,?\s*(?:or|and|oder|und)\s+[^,]{1,30})$/i,
  );
  // A clause with commas was joined from a list ("Erfahrung keine, etwas, viel"): its short items are options.
  const pieces = seg.split(',');
  const joined = pieces.length >= 3 && pieces.slice(1).every((i) => words(i).length <= 3);
  if ((bare || joined) && !/\d/.test(seg)) {
    const items = splitList(seg);
    if (items.length >= 3) {
      // "material wood, vinyl, metal or chain link": the first item carries the label.
      const { label, option } = splitFirstItem(items[0], items.slice(1));
      const rest = items.slice(1).map((i) => i.replace(/^(?:also|nämlich|d\.\s?h\.|i\.e\.|namely)\s+/i, ''));
      return { label, options: option ? [option, ...rest] : rest, rest: '' };
    }
  }
  const loose = unpunctuatedList(seg);
  return loose ? { ...loose, rest: '' } : null;
}

const LEADING_NOISE =
  /^(?:(?:can|could|should) (?:the form|it|you|we) (?:ask|include|have|get)|(?:i|we|id|i'd|we'd) (?:want|need|would like|'d like|like) to know|(?:i|we) (?:want|need|would like) (?:(?:customers|people|them|users|visitors|clients|respondents|guests|couples|patients|parents|students) )?to (?:tell (?:me|us)|choose|pick|select|say|enter|give (?:me|us)|provide|specify)|(?:customers|people|users|visitors|clients) (?:should|can|must) (?:tell (?:me|us)|choose|pick|select|say|enter|give (?:me|us)|provide|specify)|and|also|plus|then|finally|lastly|und|sowie|außerdem|dann|zuletzt|schließlich|ask(?:ing)?(?: them| the (?:customer|client|user|visitor))?(?: (?:for|about|what|which))?|let (?:them|the user|people) (?:choose|pick|select|enter|type)|collect(?:ing)?|capture|include|including|get|gather|request|(?:i|we) (?:need|want)|we need|need|want|roughly|approximately|approx|about|around|ungefähr|etwa|ca|with|a|an|the|their|his|her|its|our|your|some|one|a question (?:about|for|on)|question (?:about|for|on)|a step (?:for|about|with)|step (?:for|about|with)|a field for|field for|(?:bitte )?fragen sie(?: nach)?|fragen? nach|frage nach|fragen|abfragen|nach|die|der|das|den|dem|eine?n?|ihre?n?|seine?n?)\s+/i;
const TRAILING_NOISE =
  /(?<!\s)\s+(?:question|step|field|as (?:a )?(?:slider|dropdown|drop-down|tiles?|multi-?select|text ?box|textarea)|slider|dropdown|drop-down|select|tiles?|multi-?select|text ?box|textarea|frage|feld|schritt|abfragen|als (?:schieberegler|dropdown|kacheln|mehrfachauswahl|textfeld)|schieberegler|auswahl|optional|required|pflichtfeld|please|pls|plz|bitte)$/i;

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
