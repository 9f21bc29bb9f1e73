// Reads numeric ranges out of a clause: minimum, maximum, step, default, currency prefix and unit.
import { NUMBER_RE, parseNumber } from '../text.ts';
import { CURRENCY_RE, currencyPrefix, normalizeUnit, UNIT_RE } from './vocabulary.ts';

const RANGE_FROM = new RegExp(
  String.raw`(?:from|between|von|zwischen|range(?:s|ing)?(?: from| of)?)\s+(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(?:(${CURRENCY_RE}|${UNIT_RE})\s*)?(?:-|–|—|to|bis|and|und|through)\s*(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?`,
  'i',
);
const RANGE_PLAIN = new RegExp(
  String.raw`(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(?:(${CURRENCY_RE}|${UNIT_RE})\s*)?(?:-|–|—|to|bis)\s*(${CURRENCY_RE}\s?)?(${NUMBER_RE})\s*(${CURRENCY_RE}|${UNIT_RE})?`,
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
