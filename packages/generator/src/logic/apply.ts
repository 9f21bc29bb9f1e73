// Turns logic intents into the form's rules, endings and calculations, matched to its steps and options; every
// change is kept only when the form still passes the save-time checks (forward jumps, fitting ops, known ids).
import {
  all,
  calculation,
  checkLogic,
  cond,
  ending,
  ensureStepIds,
  idFromText,
  logicOf,
  rule,
  type TCondition,
  type TFormConfig,
  type TLeafCondition,
  type TStep,
} from '@forms-engine/model';
import type { GeneratorLanguage } from '../types.ts';
import { IdPool, stepFromAsk } from '../build.ts';
import type { Domain } from '../templates/index.ts';
import { readNumber } from '../analyze/numbers.ts';
import { overlapScore, slugify, stem, words } from '../text.ts';
import { parseAsk } from '../extract/index.ts';
import { yesNoTitle } from '../extract/phrasing.ts';
import type { CondText, LogicIntent, PriceTerm } from './read.ts';

export interface LogicContext {
  lang: GeneratorLanguage;
  domain: Domain;
  /** Whether a step the logic asks for ("if the bill is over 300 ask about batteries") may be added. */
  addSteps: boolean;
  /**
   * A new form keeps a question the owner asked for even when its condition names nothing of the form: it is asked
   * of everyone (before the contact details) rather than lost.
   */
  keepAsks?: boolean;
}

export interface AppliedLogic {
  config: TFormConfig;
  /** What each applied intent did, in English and German (for edit summaries). */
  changes: { en: string; de: string }[];
  /** Intents that matched nothing in the form (or would break its logic), for an edit to name. */
  missed: LogicIntent[];
}

const YES = /^(?:yes|ja|yes please|ja gerne)$/i;
const NO = /^(?:no|nein|no thanks|nein danke)$/i;

const L = (lang: GeneratorLanguage, en: string, de: string) => (lang === 'de' ? de : en);

function optionsOf(step: TStep): { id: string; title: string; value?: number }[] {
  return 'options' in step ? step.options : [];
}

function stems(text: string): string[] {
  return words(text)
    .filter((w) => w.length >= 2)
    .map(stem);
}

/** How well an option's title is named by the words (2 per exact word, 1 per word inside another), 0 if not all. */
function optionScore(title: string, text: string): number {
  // "Hot tub / spa", "Flat or low-pitched": each name alone names the option.
  const names = title.split(/\s?\/\s?|(?<!\s)\s(?:or|oder)\s(?!\s)/).filter((n) => /\p{L}/u.test(n));
  if (names.length > 1) return Math.max(...names.map((n) => optionScore(n, text)));
  const want = stems(title);
  const have = stems(text);
  if (want.length === 0) return 0;
  let score = 0;
  for (const w of want) {
    if (have.includes(w)) score += 2;
    else if (w.length >= 3 && have.some((h) => h.length >= 3 && (h.includes(w) || w.includes(h)))) score += 1;
    else return 0;
  }
  return score / want.length;
}

/** A question answered yes or no: the yes/no step, or a choice of just Yes and No. */
const isYesNo = (s: TStep) => {
  if (s.type === 'yesNo') return true;
  const o = optionsOf(s);
  return o.length === 2 && o.some((x) => YES.test(x.title)) && o.some((x) => NO.test(x.title));
};

/** "Answered yes" (or no) on a yes/no question: true or false on the yes/no step, the option's id on a choice. */
function answeredCondition(step: TStep, yes: boolean, negate = false): TLeafCondition | null {
  if (step.type === 'yesNo') return cond(step.id, negate ? 'notEquals' : 'equals', yes);
  const o = optionsOf(step).find((x) => (yes ? YES : NO).test(x.title));
  return o ? cond(step.id, negate ? 'notEquals' : 'equals', o.id) : null;
}

/** A condition matched to a step: the step's index and the condition (its `step` is the step's id). */
interface Matched {
  index: number;
  condition: TLeafCondition;
}

function choiceCondition(step: TStep, ids: string[], negate: boolean): TLeafCondition | null {
  const ops = logicOf(step).ops(step);
  const multi = step.type === 'multiSelect';
  if (multi && ids.length === 1) return cond(step.id, negate ? 'excludes' : 'includes', ids[0]);
  if (ids.length === 1 && ops.includes('equals'))
    return cond(step.id, negate ? 'notEquals' : 'equals', ids[0]);
  if (ops.includes('in')) return cond(step.id, negate ? 'notIn' : 'in', ids);
  return null;
}

function matchCondition(config: TFormConfig, c: CondText, notAfter?: number): Matched | null {
  const steps = config.steps;
  const limit = notAfter ?? steps.length - 1;
  if (c.kind === 'outside') {
    const index = steps.findIndex((s, i) => s.type === 'location' && i <= limit);
    if (index < 0) return null;
    return { index, condition: cond(steps[index].id, 'equals', c.negate) };
  }
  if (c.kind === 'number') {
    // "fewer than 20 guests", "over 15m", "ab 4+ Stockwerken": an answer that is that band.
    const band = bandOption(steps, c.value, c.op, limit, foldMarks(c.subject));
    if (band) {
      const condition = choiceCondition(steps[band.index], [band.id], c.negate);
      if (condition) return { index: band.index, condition };
    }
    let best = -1;
    let bestScore = -1;
    const anyone =
      !c.subject ||
      /^(?:anyone|everyone|people|those|jeder|alle|wer|personen)?\s*(?:years?(?: old)?|jahre[n]?(?: alt)?)?$/i.test(
        c.subject,
      );
    steps.forEach((s, i) => {
      if (i > limit || logicOf(s).number === null || 'options' in s || s.type === 'yesNo') return;
      let score = overlapScore(c.subject, `${s.title} ${s.id ?? ''}`);
      // "anyone under 16", "unter 21 Jahren": an age.
      if (anyone && /\b(?:age|old|alter|alt)\b/i.test(s.title)) score += 2;
      if (s.type === 'slider' && c.value >= (s.min ?? 0) && c.value <= (s.max ?? 100)) score += 0.1;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    if (best < 0 || bestScore < 0.1) return null;
    const negated = { gt: 'lte', gte: 'lt', lt: 'gte', lte: 'gt' } as const;
    return { index: best, condition: cond(steps[best].id, c.negate ? negated[c.op] : c.op, c.value) };
  }
  // A bare "yes" / "no" / "not": the yes/no question just before it in the prompt, or the form's only one.
  if (/^(?:yes|no|not|so|ja|nein|nicht|yes please|no thanks|y|n|j)$/i.test(c.text.trim())) {
    const yn = steps.map((s, i) => (isYesNo(s) && i <= limit ? i : -1)).filter((i) => i >= 0);
    let at = yn.length === 1 ? yn[0] : -1;
    if (c.context && yn.length > 0) {
      let best = 0;
      for (const i of yn) {
        const score = overlapScore(steps[i].title, c.context);
        if (score >= best) {
          best = score;
          at = i;
        }
      }
      if (best === 0) at = yn.length === 1 ? yn[0] : -1;
    }
    if (at < 0) return null;
    const yesAnswer = /^(?:yes|so|ja|yes please|y|j)$/i.test(c.text.trim()) !== c.negate;
    const condition = answeredCondition(steps[at], yesAnswer);
    return condition ? { index: at, condition } : null;
  }
  // An answer written with figures ("3+", "10-20", "<10"), named by them ("for 3+ stories", "3 or more floors").
  const figured = figureOption(steps, c.text, limit);
  if (figured) {
    const condition = choiceCondition(steps[figured.index], [figured.id], c.negate);
    if (condition) return { index: figured.index, condition };
  }
  // "tenants" rent and "homeowners" own: the people named for the answer they give.
  const said = c.text
    .replace(
      /(?<!\p{L})(?:tenants?|renters?|mieter(?:innen)?|lodgers?)(?!\p{L})/giu,
      (w) => `${w} rent miete`,
    )
    .replace(
      /(?<!\p{L})(?:(?:home|house|property)?owners?|eigentümer(?:innen)?|besitzer(?:innen)?)(?!\p{L})/giu,
      (w) => `${w} own eigentum`,
    );
  // An option named in the words: the best-named option of any choice step.
  let found: { index: number; ids: string[]; score: number } | null = null;
  steps.forEach((s, i) => {
    if (i > limit || !('options' in s) || isYesNo(s)) return;
    let top = 0;
    let ids: string[] = [];
    for (const o of optionsOf(s)) {
      const score = optionScore(o.title, said);
      if (score > top) {
        top = score;
        ids = [o.id];
      } else if (score > 0 && score === top) ids.push(o.id);
    }
    if (top === 0) return;
    // Several options only when the words list several ("rent or other").
    if (ids.length > 1 && !/\b(?:or|oder|and|und)\b|,/.test(c.text)) ids = ids.slice(0, 1);
    const bonus = overlapScore(c.text, s.title) * 0.1;
    if (!found || top + bonus > found.score) found = { index: i, ids, score: top + bonus };
  });
  const f = found as { index: number; ids: string[]; score: number } | null;
  if (f) {
    const condition = choiceCondition(steps[f.index], f.ids, c.negate);
    return condition ? { index: f.index, condition } : null;
  }
  // "they need drinks" → the yes/no step "Do you need drinks?" answered Yes.
  let yn = -1;
  let ynScore = 0;
  const negated = c.negate || /\b(?:don't|do not|no|not|kein\w*|nicht|ohne|without)\b/i.test(c.text);
  const text = c.text.replace(/\b(?:don't|do not|no|not|kein\w*|nicht|ohne|without|mit|with)\b/gi, ' ');
  steps.forEach((s, i) => {
    if (i > limit || !isYesNo(s)) return;
    // "non-owners" names "Homeowner?": a word of the text inside a compound of the title counts too.
    const inside = (text.toLowerCase().match(/\p{L}{5,}/gu) ?? []).some((w) =>
      s.title.toLowerCase().includes(w.replace(/s$/, '')),
    );
    const score = Math.max(overlapScore(text, s.title), inside ? 0.8 : 0);
    if (score > ynScore) {
      ynScore = score;
      yn = i;
    }
  });
  if (yn < 0 || ynScore < 0.5) {
    // Last: an option named by part of its title ("once-off customers" → "Just once").
    const part = partialOption(steps, c.text, limit);
    const condition = part ? choiceCondition(steps[part.index], part.ids, c.negate) : null;
    return part && condition ? { index: part.index, condition } : null;
  }
  const condition = answeredCondition(steps[yn], true, negated);
  return condition ? { index: yn, condition } : null;
}

/** "3 or more", "3 and up", "3 plus" are "3+"; spaces around a dash or a sign do not count. */
const figures = (t: string) =>
  t
    .toLowerCase()
    .replace(/(\d)\s?(?:or more|and up|and above|plus|oder mehr|und mehr)(?!\p{L})/gu, '$1+')
    .replace(/(?<=\d)\s?([-–+])\s?(?=\d)/g, '$1')
    .replace(/([<>])\s(?=\d)/g, '$1');

/** The one option whose title is figures ("3+", "10-20") that the words hold as a token of their own. */
function figureOption(steps: TStep[], text: string, limit: number): { index: number; id: string } | null {
  const said = ` ${figures(text)} `;
  const hits: { index: number; id: string }[] = [];
  steps.forEach((s, i) => {
    if (i > limit || !('options' in s)) return;
    for (const o of optionsOf(s)) {
      const t = figures(o.title).replace(/\s+/g, ' ').trim();
      if (!/\d/.test(t) || t.length > 20) continue;
      const at = said.indexOf(t);
      if (at > 0 && !/[\d.,+-]/.test(said[at - 1]) && !/[\d.,+-]/.test(said[at + t.length] ?? ''))
        hits.push({ index: i, id: o.id });
    }
  });
  return hits.length === 1 ? hits[0] : null;
}

/** Words that make an answer's title a band below or above a number ("Fewer than 20", "Over 15 m", "100+"). */
const BAND_BELOW =
  /(?<!\p{L})(?:under|below|less than|fewer than|up to|smaller than|bis|unter|weniger als|kleiner als|max(?:imum)?)(?!\p{L})/iu;
const BAND_ABOVE =
  /(?<!\p{L})(?:over|above|more than|at least|larger than|bigger than|longer than|ab|über|mehr als|größer als|länger als|min(?:imum)?)(?!\p{L})|\d\s?\+/iu;

/**
 * The one answer that is the band a comparison names: its title holds the comparison's number and a band word of
 * the same direction ("fewer than 20 guests" → "Fewer than 20", "over 15m" → "Over 15 m", "ab 4+" → "4+").
 */
function bandOption(
  steps: TStep[],
  value: number,
  op: 'gt' | 'gte' | 'lt' | 'lte',
  limit: number,
  subject: string,
): { index: number; id: string } | null {
  const below = op === 'lt' || op === 'lte';
  const hits: { index: number; id: string }[] = [];
  steps.forEach((s, i) => {
    if (i > limit || !('options' in s)) return;
    for (const o of optionsOf(s)) {
      const numbers = (o.title.match(/\d[\d.,]*/g) ?? []).map((n) =>
        Number(n.replace(/[.,](?=\d{3}\b)/g, '')),
      );
      if (numbers.length !== 1 || numbers[0] !== value) continue;
      if (below ? BAND_BELOW.test(o.title) : BAND_ABOVE.test(o.title)) hits.push({ index: i, id: o.id });
    }
  });
  if (hits.length <= 1) return hits[0] ?? null;
  // Bands of two questions ("4+" floors, "longer than 4 weeks"): the one whose question the words name.
  const scored = hits.map((h) => ({ h, score: overlapScore(subject, foldMarks(steps[h.index].title)) }));
  const top = Math.max(...scored.map((x) => x.score));
  const best = scored.filter((x) => x.score === top);
  return top > 0 && best.length === 1 ? best[0].h : null;
}

/** Words of an option's title that do not name it ("Just once" is named by "once"). */
const MINOR = /^(?:just|only|i|a|an|the|my|our|ich|nur|ein|eine|der|die|das|it|of|for|to)$/i;

/**
 * An option named by part of its title ("once-off customers" → "Just once"), when no option is named whole: the
 * option whose telling words the text holds the largest share of (at least half), if it alone does.
 */
function partialOption(
  steps: TStep[],
  text: string,
  limit: number,
): { index: number; ids: string[]; score: number } | null {
  const have = stems(text);
  let best: { index: number; ids: string[]; score: number } | null = null;
  let tie = false;
  steps.forEach((s, i) => {
    if (i > limit || !('options' in s) || isYesNo(s)) return;
    for (const o of optionsOf(s)) {
      const want = words(o.title)
        .filter((w) => w.length >= 3 && !MINOR.test(w))
        .map(stem);
      if (want.length === 0) continue;
      const share = want.filter((w) => have.includes(w)).length / want.length;
      if (share < 0.5) continue;
      if (!best || share > best.score) {
        best = { index: i, ids: [o.id], score: share };
        tie = false;
      } else if (share === best.score) tie = true;
    }
  });
  if (best || tie) return tie ? null : best;
  // "if at home" for "Private lesson at home": a telling word that one answer of the form alone holds.
  const holders = new Map<string, { index: number; id: string }[]>();
  steps.forEach((s, i) => {
    if (i > limit || !('options' in s) || isYesNo(s)) return;
    for (const o of optionsOf(s))
      for (const w of new Set(
        words(o.title)
          .filter((x) => x.length >= 4 && !MINOR.test(x))
          .map(stem),
      )) {
        const list = holders.get(w) ?? [];
        list.push({ index: i, id: o.id });
        holders.set(w, list);
      }
  });
  const named = [...new Set(have)].map((w) => holders.get(w)).filter((l) => l?.length === 1);
  const ids = new Set(named.map((l) => `${l?.[0].index}:${l?.[0].id}`));
  if (ids.size !== 1) return null;
  const [only] = named;
  return only ? { index: only[0].index, ids: [only[0].id], score: 0.25 } : null;
}

function negateLeaf(c: TLeafCondition): TLeafCondition | null {
  const flip: Partial<Record<TLeafCondition['op'], TLeafCondition['op']>> = {
    equals: 'notEquals',
    notEquals: 'equals',
    in: 'notIn',
    notIn: 'in',
    includes: 'excludes',
    excludes: 'includes',
    gt: 'lte',
    lte: 'gt',
    gte: 'lt',
    lt: 'gte',
    answered: 'skipped',
    skipped: 'answered',
  };
  // isAvailable is a boolean: "not outside" is "inside".
  if (c.op === 'equals' && typeof c.value === 'boolean') return { ...c, value: !c.value };
  const op = flip[c.op];
  return op ? { ...c, op } : null;
}

/** The step a phrase names ("the address", "contact", "which drinks"), after `after`; -1 if none fits well. */
function findStep(config: TFormConfig, phrase: string, after: number, exclude: number[] = []): number {
  const p = phrase
    .replace(/^(?:the|a|an|der|die|das|den|dem|zu|zum|zur|question|step|frage|schritt)\s+/gi, '')
    .replace(/\s+(?:question|step|frage|schritt)$/i, '')
    .trim();
  const steps = config.steps;
  const typed: [RegExp, TStep['type']][] = [
    [/\b(?:contact|kontakt\w*|details|name and email)\b/i, 'contact'],
    [/\b(?:address|adress|adres|addr|adresse|anschrift|location|standort|postcode|plz)\b/i, 'location'],
    [/\b(?:upload|photo|foto|document|dokument)\b/i, 'documentUpload'],
  ];
  for (const [re, type] of typed)
    if (re.test(p)) {
      const i = steps.findIndex((s, k) => k > after && s.type === type && !exclude.includes(k));
      if (i >= 0) return i;
    }
  // "die Anzahl", "the number", "how many": the one question that asks for a count.
  if (/^(?:anzahl|menge|stückzahl|number|count|quantity|how many|wie viele)$/i.test(p)) {
    const open = steps.map((s, i) => ({ s, i })).filter(({ i }) => i > after && !exclude.includes(i));
    // A number typed or slid first, then a choice whose question asks how many.
    const typed = open.filter(
      ({ s }) => logicOf(s).number !== null && !('options' in s) && s.type !== 'yesNo',
    );
    const asked = open.filter(({ s }) => /^(?:how many|wie viele|anzahl|number of)\b/i.test(s.title));
    if (typed.length === 1) return typed[0].i;
    if (typed.length === 0 && asked.length === 1) return asked[0].i;
  }
  let best = -1;
  let bestScore = 0;
  steps.forEach((s, i) => {
    if (i <= after || exclude.includes(i)) return;
    let score = overlapScore(p, `${s.title} ${s.id ?? ''}`);
    if (s.title.toLowerCase().includes(p.toLowerCase())) score += 1;
    if (score > bestScore) {
      bestScore = score;
      best = i;
    }
  });
  return bestScore >= 0.5 ? best : -1;
}

/** A yes/no step for what the logic asks about ("whether they want a battery", "nach einem Batteriespeicher"). */
function stepForSubject(subject: string, ctx: LogicContext, ids: IdPool): TStep {
  const s = subject.trim();
  if (/^(?:whether|if|ob)\b/i.test(s)) {
    // "if everyone can swim" asks the same as "whether everyone can swim": "Can everyone swim?".
    const asked = s.replace(/^if\s/i, 'whether ');
    return stepFromAsk({ type: 'yesNo', label: asked, title: yesNoTitle(asked, ctx.lang) }, ctx.lang, ids);
  }
  // "motor brand (text)", "the heater's make": a detail to write in, not an offer to be interested in.
  const typed = s.match(/^(\S.*?)\s?\((?:text|free text|textfeld|freitext)\)$/i);
  if (
    typed ||
    /^(?:which|what|how|where|wie|welche\p{L}*|was|wo)(?!\p{L})/iu.test(s) ||
    /(?<!\p{L})(?:brand|make|model|name|number|reason|description|details|notes|comments?|marke|modell|hersteller|nummer|grund|beschreibung|anmerkung\p{L}*|kommentar\p{L}*)(?!\p{L})/iu.test(
      s,
    )
  ) {
    const label = (typed?.[1] ?? s).replace(
      /^(?:(?:nach|about|for)\s+)?(?:the|a|an|der|die|das|dem|den)\s+/i,
      '',
    );
    const ask = typed ? null : parseAsk(label, ctx.lang, ctx.domain);
    return stepFromAsk(ask ?? { type: 'textbox', label }, ctx.lang, ids);
  }
  const ask = parseAsk(s, ctx.lang, ctx.domain);
  // "ask for the adress", "photos": a step of its own kind, not a yes/no question about it.
  if (
    ask &&
    (ask.options ||
      ask.range ||
      ask.template ||
      ask.type === 'location' ||
      ask.type === 'contact' ||
      ask.type === 'documentUpload')
  )
    return stepFromAsk(ask, ctx.lang, ids);
  const noun = s
    .replace(/^(?:about|for|nach|über)\s+/i, '')
    .replace(/^einem\b/i, 'einen')
    .replace(/^einer\b/i, 'eine')
    .replace(/^dem\b/i, 'den');
  const title =
    ctx.lang === 'de'
      ? `Interessieren Sie sich für ${noun}?`
      : `Are you interested in ${/^(?:a|an|the|some)\b/i.test(noun) ? noun : noun}?`;
  return stepFromAsk({ type: 'yesNo', label: noun, title }, ctx.lang, ids);
}

function idsOf(config: TFormConfig): Set<string> {
  return new Set([
    ...config.steps.map((s) => s.id ?? ''),
    ...(config.endings ?? []).map((e) => e.id),
    ...(config.calculations ?? []).map((c) => c.id),
    'end',
  ]);
}

/** The step's rules with `r` added: an ending goes first (first match wins, and ending the form outranks a skip). */
function withRule(config: TFormConfig, at: number, r: ReturnType<typeof rule>, first = false): TFormConfig {
  // "if no go to contact" beside "if yes ask which rooms" says the same rule twice: it is kept once.
  if ((config.steps[at]?.logic ?? []).some((x) => JSON.stringify(x) === JSON.stringify(r))) return config;
  return {
    ...config,
    steps: config.steps.map((s, i) =>
      i === at ? ({ ...s, logic: first ? [r, ...(s.logic ?? [])] : [...(s.logic ?? []), r] } as TStep) : s,
    ),
  };
}

function endingTexts(intent: Extract<LogicIntent, { kind: 'end' }>, lang: GeneratorLanguage) {
  const title = L(lang, 'Thank you for your interest', 'Vielen Dank für Ihr Interesse');
  if (intent.message) {
    const m = intent.message.trim().replace(/[.!]*$/, '.');
    return { title, description: m.charAt(0).toUpperCase() + m.slice(1) };
  }
  if (intent.cond.kind === 'outside')
    return {
      title: L(lang, "We don't serve this area yet", 'Dieses Gebiet bedienen wir noch nicht'),
      description: L(
        lang,
        'Sorry, your address is outside our service area, so we cannot take on this request.',
        'Leider liegt Ihre Adresse außerhalb unseres Einsatzgebiets, daher können wir diese Anfrage nicht annehmen.',
      ),
    };
  if (intent.audience)
    return {
      title,
      description: L(
        lang,
        `Sorry, this offer is only for ${intent.audience.toLowerCase()}.`,
        `Leider richtet sich dieses Angebot nur an ${intent.audience}.`,
      ),
    };
  return {
    title,
    description: L(
      lang,
      'Unfortunately we cannot help with this request.',
      'Leider können wir bei dieser Anfrage nicht weiterhelfen.',
    ),
  };
}

/** The steps the logic of one `applyLogic` call added, by its id pool. */
const CREATED = new WeakMap<IdPool, Set<string>>();

function applyOne(
  config: TFormConfig,
  intent: LogicIntent,
  ctx: LogicContext,
  pool: IdPool,
): { config: TFormConfig; en: string; de: string; left?: PriceTerm[] } | null {
  switch (intent.kind) {
    case 'end': {
      const m: { index: number; condition: TCondition } | null =
        bothAnswers(config, intent.cond) ?? matchCondition(config, intent.cond);
      if (!m) return null;
      // One ending per condition step: "only homeowners — renters get an ending" is one rule.
      const source = config.steps[m.index];
      if ((source.logic ?? []).some((r) => config.endings?.some((e) => e.id === r.goTo))) return null;
      const texts = endingTexts(intent, ctx.lang);
      // The same words on a second ending: one ending, reached from both places.
      const same = config.endings?.find(
        (e) => e.title === texts.title && e.description === texts.description,
      );
      const id =
        same?.id ??
        idFromText(intent.cond.kind === 'outside' ? 'outside_area' : 'not_eligible', idsOf(config), 'ending');
      const next = withRule(config, m.index, rule(m.condition, id), true);
      return {
        config: same
          ? next
          : { ...next, endings: [...(next.endings ?? []), ending(id, texts.title, texts.description)] },
        en: `Added an ending "${texts.title}" after "${source.title}"`,
        de: `Abschluss „${texts.title}“ nach „${source.title}“ hinzugefügt`,
      };
    }
    case 'jump': {
      const m = matchCondition(config, intent.cond);
      if (!m) return null;
      const end = /^(?:the\s+)?(?:end|ende|schluss|submit)\b/i.test(intent.target);
      const t = end ? -1 : findStep(config, intent.target, m.index);
      if (!end && t < 0) return null;
      const goTo = end ? 'end' : (config.steps[t].id as string);
      const targetTitle = end ? L(ctx.lang, 'the end', 'das Ende') : config.steps[t].title;
      return {
        config: withRule(config, m.index, rule(m.condition, goTo)),
        en: `"${config.steps[m.index].title}" now jumps to "${targetTitle}" when the condition holds`,
        de: `„${config.steps[m.index].title}“ springt jetzt bei zutreffender Bedingung zu „${targetTitle}“`,
      };
    }
    case 'conditional': {
      let steps = [...config.steps];
      const m = matchCondition(config, intent.cond);
      if (!m) return null;
      let y = findStep(config, intent.subject, -1, [m.index]);
      let added = false;
      const created = CREATED.get(pool) ?? new Set<string>();
      CREATED.set(pool, created);
      if (y < 0) {
        if (!intent.create || !ctx.addSteps) return null;
        // "car → windows, home → square feet": each new question after those added before it for the same
        // answer step, so each keeps its own rule on the step before it.
        let at = m.index + 1;
        while (at < steps.length && created.has(String(steps[at].id))) at++;
        const passedTo = at > m.index + 1 ? String(steps[at]?.id ?? 'end') : null;
        const fresh = stepForSubject(intent.subject, ctx, pool);
        steps.splice(at, 0, fresh);
        // Rules that passed over the questions added before now land on this one, which has its own rule.
        if (passedTo && fresh.id)
          for (let k = m.index; k < at; k++)
            if (steps[k].logic?.some((r) => r.goTo === passedTo))
              steps[k] = {
                ...steps[k],
                logic: steps[k].logic?.map((r) =>
                  r.goTo === passedTo ? { ...r, goTo: String(fresh.id) } : r,
                ),
              } as TStep;
        y = at;
        added = true;
      } else if (y <= m.index) {
        // The question comes before the answer it depends on: ask it right after that answer.
        const [moved] = steps.splice(y, 1);
        steps.splice(m.index, 0, moved);
        y = m.index;
        m.index -= 1;
      }
      let working: TFormConfig = { ...config, steps };
      working = ensureStepIds(working);
      steps = working.steps;
      if (added) created.add(String(steps[y].id));
      const skipIf = intent.show ? negateLeaf(m.condition) : m.condition;
      if (!skipIf) return null;
      const after = y + 1 < steps.length ? (steps[y + 1].id as string) : 'end';
      const next = withRule(working, y - 1, rule(skipIf as TCondition, after));
      const title = steps[y].title;
      return {
        config: next,
        en: `${added ? 'Added' : 'Now'} "${title}" asked only when it applies`,
        de: `${added ? '„' : '„'}${title}“ wird ${added ? 'neu und ' : ''}nur gefragt, wenn es zutrifft`,
      };
    }
    case 'price':
      return applyPrice(config, intent.terms, intent.currency, ctx);
    default: {
      const never: never = intent;
      return never;
    }
  }
}

const foldMarks = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/** Units by their names and signs, so "per litre" finds a question in "L" and "pro Stunde" one in "h". */
const UNITS: [RegExp, string][] = [
  [/^(?:l|ltr|litres?|liters?|liter)$/i, 'litre'],
  [/^(?:gal|gallons?)$/i, 'gallon'],
  [/^(?:km|kilomet(?:er|re)s?|kilometern)$/i, 'km'],
  [/^(?:mi|miles?|meilen?)$/i, 'mile'],
  [/^(?:m|met(?:er|re)s?|metern)$/i, 'metre'],
  [/^(?:cm|zentimeter|centimet(?:er|re)s?)$/i, 'cm'],
  [/^(?:ft|feet|foot)$/i, 'foot'],
  [/^(?:kg|kilos?|kilogramm?s?)$/i, 'kg'],
  [/^(?:h|hrs?|hours?|stunden?)$/i, 'hour'],
  [/^(?:kwp|kw)$/i, 'kw'],
];
function unitOf(word: string): string | undefined {
  const w = word.trim().replace(/[.,]$/, '');
  return UNITS.find(([re]) => re.test(w))?.[1];
}

function applyPrice(
  config: TFormConfig,
  terms: PriceTerm[],
  currency: 'EUR' | 'USD' | undefined,
  ctx: LogicContext,
): { config: TFormConfig; en: string; de: string; left: PriceTerm[] } | null {
  let constant = 0;
  /** Terms that name no question of the form: an edit says so instead of leaving them out unseen. */
  const left: PriceTerm[] = [];
  const parts: string[] = [];
  const steps = config.steps.map((s) => ({ ...s }) as TStep);
  const valued = new Set<number>();
  /** The choice that holds a rate for each number step ("weddings 3.50 per serving"). */
  const rateChoice = new Map<number, number>();
  const numberSteps = steps
    .map((s, i) => ({ s, i }))
    .filter(({ s }) => logicOf(s).number && !('options' in s) && s.type !== 'yesNo');
  const numberStepFor = (unit: string): number => {
    const measure = unitOf(unit);
    const area =
      /\b(?:m²|m2|qm|sqm|square\s*(?:meters?|metres?|feet|foot|ft)|sq\s*ft|quadratmeter)\b|m²/i.test(unit);
    let best = -1;
    let bestScore = 0;
    for (const { s, i } of numberSteps) {
      const text = `${s.title} ${s.id ?? ''} ${s.subtitle ?? ''}`;
      // "pro Nacht" names the step "Wie viele Nächte?": umlauts of a plural fold to the singular's letters.
      let score = overlapScore(foldMarks(unit), foldMarks(text));
      if (area && /m²|m2|square|sq|area|fläche|flaeche|größe|size|groß|gross|big|large/i.test(text))
        score += 1;
      // "per litre" and a tank size asked in "L": the rate's unit is the one the question is measured in.
      if (measure && words(text).some((w) => unitOf(w) === measure)) score += 1;
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    }
    return bestScore >= 0.5 ? best : -1;
  };
  const manyStepFor = (unit: string): number => {
    let best = -1;
    let bestScore = 0;
    steps.forEach((s, i) => {
      if (s.type !== 'multiSelect') return;
      const score = overlapScore(unit, `${s.title} ${s.id ?? ''}`);
      if (score > bestScore) {
        bestScore = score;
        best = i;
      }
    });
    return bestScore >= 0.5 ? best : -1;
  };
  // "battery storage costs 4000 extra" on a yes/no step: its number is 1 for yes, so the amount times the step
  // (or times 1 minus it, for no).
  const yesNoFor = (text: string): string | null => {
    const m = matchCondition({ ...config, steps }, { kind: 'option', text, negate: false });
    if (!m || steps[m.index].type !== 'yesNo' || typeof m.condition.value !== 'boolean') return null;
    const yes = (m.condition.op === 'equals') === m.condition.value;
    return yes ? String(steps[m.index].id) : `(1 - ${steps[m.index].id})`;
  };
  const optionFor = (text: string): { index: number; optionId: string } | null => {
    // An answer named exactly as it reads ("3+ story" among "1 story", "2 story") is that answer.
    // Spelling aside: "a checkup" names "Check-up".
    const bare = (x: string) =>
      x
        .trim()
        .toLowerCase()
        .replace(/^(?:a|an|the|ein|eine|einen)\s+/, '')
        .replace(/[^\p{L}\d+]/gu, '');
    const exact = bare(text);
    for (const [index, s] of steps.entries())
      for (const o of optionsOf(s)) if (exact && bare(o.title) === exact) return { index, optionId: o.id };
    const m = matchCondition({ ...config, steps }, { kind: 'option', text, negate: false });
    if (!m || !('options' in steps[m.index])) return null;
    const v = m.condition.value;
    const id = Array.isArray(v) ? String(v[0]) : String(v);
    // "without a lift" on a yes/no question: not "yes" is the "no" answer.
    if (m.condition.op === 'notEquals' && isYesNo(steps[m.index])) {
      const other = optionsOf(steps[m.index]).find((o) => o.id !== id);
      return other ? { index: m.index, optionId: other.id } : null;
    }
    if (m.condition.op !== 'equals' && m.condition.op !== 'includes' && m.condition.op !== 'in') return null;
    return { index: m.index, optionId: id };
  };
  const setValue = (index: number, optionId: string, amount: number) => {
    const s = steps[index] as TStep & { options: { id: string; value?: number }[] };
    s.options = s.options.map((o) => (o.id === optionId ? { ...o, value: amount } : o));
    valued.add(index);
  };
  let minimum: number | undefined;
  for (const t of terms) {
    if (t.kind === 'minimum') {
      minimum = t.amount;
      continue;
    }
    if (t.kind === 'byStep') {
      // The step the owner named, else the one choice with as many answers as amounts.
      const named = findStep({ ...config, steps }, t.subject, -1);
      const fits = (i: number) =>
        i >= 0 && optionsOf(steps[i]).length === t.amounts.length && !isYesNo(steps[i]);
      const sized = steps.map((_, i) => i).filter(fits);
      const at = fits(named) ? named : sized.length === 1 ? sized[0] : -1;
      if (at >= 0) for (const [k, o] of optionsOf(steps[at]).entries()) setValue(at, o.id, t.amounts[k]);
    } else if (t.kind === 'constant') constant += t.amount;
    else if (t.kind === 'rate') {
      const i = numberStepFor(t.unit);
      if (i < 0) {
        // "10 for each extra": a multiple choice counts its picks, each option worth the rate.
        const many = manyStepFor(t.unit);
        if (many >= 0 && !t.when) {
          const s = steps[many] as TStep & { options: { id: string; value?: number }[] };
          s.options = s.options.map((o) => ({ ...o, value: t.amount }));
          valued.add(many);
          continue;
        }
        // "price per bouncy castle 120" where the castle is an answer: that answer's amount.
        const picked = t.when ? null : optionFor(t.unit);
        if (picked && !valued.has(-1 - picked.index)) setValue(picked.index, picked.optionId, t.amount);
        else left.push(t);
        continue;
      }
      if (t.otherwise) {
        // "everything else 2.50 per serving": every answer of that choice not priced yet.
        const at = rateChoice.get(i);
        if (at === undefined) parts.push(`${t.amount} * ${steps[i].id}`);
        else for (const o of optionsOf(steps[at])) if (o.value === undefined) setValue(at, o.id, t.amount);
        if (at !== undefined) valued.delete(at);
        continue;
      }
      const yn = t.when ? yesNoFor(t.when) : null;
      if (yn) {
        parts.push(`${t.amount} * ${steps[i].id} * ${yn}`);
        continue;
      }
      if (t.when) {
        const o = optionFor(t.when);
        // "walks cost 15 per dog" names no answer: the rate of every job.
        if (!o && t.orAll) parts.push(`${t.amount} * ${steps[i].id}`);
        else if (!o) left.push(t);
        if (!o || valued.has(o.index)) continue;
        setValue(o.index, o.optionId, t.amount);
        // A second answer's rate on the same choice ("weddings 3.50, birthdays 3") is one more value, not a term.
        const formula = `${steps[i].id} * ${steps[o.index].id}`;
        if (!parts.includes(formula)) parts.push(formula);
        rateChoice.set(i, o.index);
        // The option step now stands for a rate, not an amount: keep it out of the sum.
        valued.delete(o.index);
        valued.add(-1 - o.index);
      } else parts.push(`${t.amount} * ${steps[i].id}`);
    } else {
      const yn = yesNoFor(t.option);
      if (yn) {
        parts.push(`${t.amount} * ${yn}`);
        continue;
      }
      // "family and newborn 150": each answer named gets the amount.
      const shared = t.option
        .replace(/\s+/g, ' ')
        .split(/ (?:and|und|&|or|oder) |\//)
        .map((x) => x.trim())
        .filter(Boolean);
      if (shared.length > 1) {
        const found = shared.map(optionFor);
        const distinct = new Set(found.map((f) => `${f?.index}:${f?.optionId}`)).size === found.length;
        if (distinct && found.every(Boolean) && found.every((f) => !valued.has(-1 - (f?.index ?? 0)))) {
          for (const f of found) if (f) setValue(f.index, f.optionId, t.amount);
          continue;
        }
      }
      const o = optionFor(t.option);
      // "250 € für Auf- und Abbau" names no answer: a fixed amount.
      if (!o && t.orBase) constant += t.amount;
      else if (!o) left.push(t);
      if (!o || valued.has(-1 - o.index)) continue;
      // "office 90, … offices are 30 less": a second amount for a priced answer changes its price.
      const before = optionsOf(steps[o.index]).find((x) => x.id === o.optionId)?.value;
      setValue(
        o.index,
        o.optionId,
        valued.has(o.index) && before !== undefined ? before + t.amount : t.amount,
      );
    }
  }
  for (const i of [...valued].filter((i) => i >= 0).sort((a, b) => a - b)) parts.push(String(steps[i].id));
  const existing = config.calculations?.find((c) => c.format === 'currency');
  // "minimum 70" said after the price: the estimate there is never below it.
  if (parts.length === 0 && !constant && minimum !== undefined && existing)
    return {
      config: {
        ...config,
        steps,
        calculations: (config.calculations ?? []).map((c) =>
          c.id === existing.id ? { ...c, formula: `max(${minimum}, ${c.formula})` } : c,
        ),
      },
      en: `The calculation "${existing.label}" is now at least ${minimum}`,
      de: `Die Berechnung „${existing.label}“ ist jetzt mindestens ${minimum}`,
      left,
    };
  // A constant alone only adds to a price already there ("… plus travel fee 25").
  if (parts.length === 0 && !(existing && constant)) return null;
  const added = [...(constant ? [String(constant)] : []), ...parts];
  // A price said in several sentences ("price: 1500 plus 45 per m²", later "add 500 for a metal roof") is one estimate.
  if (existing) {
    const have = new Set(existing.formula.split(/\s*\+\s*/));
    const formula = [existing.formula, ...added.filter((p) => !have.has(p))].join(' + ');
    return {
      config: {
        ...config,
        steps,
        calculations: (config.calculations ?? []).map((c) => (c.id === existing.id ? { ...c, formula } : c)),
      },
      en: `Updated the calculation "${existing.label}" to ${formula}`,
      de: `Berechnung „${existing.label}“ auf ${formula} geändert`,
      left,
    };
  }
  // "minimum 50": the estimate is never below the owner's floor.
  const formula = minimum === undefined ? added.join(' + ') : `max(${minimum}, ${added.join(' + ')})`;
  const taken = idsOf(config);
  const id = idFromText('estimate', taken, 'calc');
  const cur = currency ?? (ctx.lang === 'de' ? 'EUR' : 'USD');
  const label = L(ctx.lang, 'Estimated price', 'Geschätzter Preis');
  return {
    config: {
      ...config,
      steps,
      calculations: [
        ...(config.calculations ?? []),
        calculation(id, label, formula, { format: 'currency', currency: cur, show: true }),
      ],
    },
    en: `Added the calculation "${label}" = ${formula}`,
    de: `Berechnung „${label}“ = ${formula} hinzugefügt`,
    left,
  };
}

/** An answer written with its price ("Maniküre 35 €", "E-bike $35", "Full groom – £45"). */
const PRICED_ANSWER =
  /^(\S.*?)(?<![\s(:–—-])[\s(:–—-]{1,3}(?:([$€£])\s?(\d[\d.,]*)|(\d[\d.,]*)\s?(€|\$|£|eur\b|euro\b|dollars?\b))\)?$/i;

/**
 * Answers listed with their prices ("Behandlung (Gesichtsbehandlung 60 €, Maniküre 35 €)") become answers with
 * values and an estimate: the owner priced them, the respondent should see the answer and the total, not the figure
 * in the title. Only a step whose answers all carry an amount with a currency is read this way.
 */
export function pricedAnswers(config: TFormConfig, lang: GeneratorLanguage): TFormConfig {
  let currency: 'EUR' | 'USD' | undefined;
  const priced: string[] = [];
  const steps = config.steps.map((s) => {
    const options = optionsOf(s);
    if (!s.id || options.length < 2 || isYesNo(s) || !options.every((o) => PRICED_ANSWER.test(o.title)))
      return s;
    const taken = new Set<string>();
    const next = options.map((o) => {
      const m = o.title.match(PRICED_ANSWER) as RegExpMatchArray;
      const sign = m[2] ?? m[5];
      currency = /€|eur/i.test(sign) ? 'EUR' : /\$|dollar/i.test(sign) ? 'USD' : currency;
      const title = m[1].trim();
      const slug = `opt_${slugify(title)}`;
      const id = taken.has(slug) || slug === 'opt_' ? o.id : slug;
      taken.add(id);
      return { ...o, id, title, value: readNumber(m[3] ?? m[4]) ?? 0 };
    });
    priced.push(String(s.id));
    return { ...s, options: next } as TStep;
  });
  if (priced.length === 0 || config.calculations?.some((c) => c.format === 'currency')) return config;
  const id = idFromText('estimate', idsOf(config), 'calc');
  const cur = currency ?? (lang === 'de' ? 'EUR' : 'USD');
  return ensureStepIds({
    ...config,
    steps,
    calculations: [
      ...(config.calculations ?? []),
      calculation(id, L(lang, 'Estimated price', 'Geschätzter Preis'), priced.join(' + '), {
        format: 'currency',
        currency: cur,
        show: true,
      }),
    ],
  });
}

/** The question `subject` asked of everyone, before the contact and address steps at the end, unless it is there. */
function askedOfEveryone(config: TFormConfig, subject: string, ctx: LogicContext, pool: IdPool): TFormConfig {
  if (findStep(config, subject, -1) >= 0) return config;
  const steps = [...config.steps];
  let at = steps.length;
  while (at > 0 && (steps[at - 1].type === 'contact' || steps[at - 1].type === 'location')) at--;
  steps.splice(at, 0, stepForSubject(subject, ctx, pool));
  return ensureStepIds({ ...config, steps });
}

/**
 * "if 30 min and hot stone, end the form": two answers of two questions, both given. The rule goes on the later
 * question, when both are known; null unless each half names an answer of its own question.
 */
function bothAnswers(config: TFormConfig, c: CondText): { index: number; condition: TCondition } | null {
  if (c.kind !== 'option' || c.negate) return null;
  const halves = c.text.split(/ (?:and|und|&|plus) /i);
  if (halves.length !== 2) return null;
  const [a, b] = halves.map((h) => matchCondition(config, { kind: 'option', text: h.trim(), negate: false }));
  if (!a || !b || a.index === b.index) return null;
  const later = Math.max(a.index, b.index);
  return { index: later, condition: all(a.condition, b.condition) };
}

/** Applies each intent in turn; one that would make the logic invalid is left out. */
export function applyLogic(config: TFormConfig, intents: LogicIntent[], ctx: LogicContext): AppliedLogic {
  let current = ensureStepIds(config);
  const changes: AppliedLogic['changes'] = [];
  const missed: LogicIntent[] = [];
  const pool = new IdPool(idsOf(current));
  for (const intent of intents) {
    const out = applyOne(current, intent, ctx, pool);
    if (!out || checkLogic(out.config).length > 0) {
      missed.push(intent);
      if (ctx.keepAsks && intent.kind === 'conditional' && intent.show && intent.create)
        current = askedOfEveryone(current, intent.subject, ctx, pool);
      continue;
    }
    current = out.config;
    changes.push({ en: out.en, de: out.de });
    // A price applied without some of its terms: the terms left out are missed (an edit refuses, naming them).
    if (intent.kind === 'price' && out.left?.length) missed.push({ ...intent, terms: out.left });
  }
  return { config: current, changes, missed };
}
