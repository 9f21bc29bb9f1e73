// Scores how well the offline engine understands owners (issue 20): edit instructions checked structurally on
// fixed forms (the operation on the right step with the right arguments, every step not named unchanged), prompts
// with logic or prices by their journeys, and new forms by the fields they keep; each per class and per voice.
import {
  canonicalJson,
  checkLogic,
  formTexts,
  localizeConfig,
  stepDefinitions,
  type TFormConfig,
  type TStep,
  ZFormConfig,
} from '@forms-engine/model';
import { editOffline, GeneratorError, generateOffline } from '@forms-engine/generator';
import type { NluClass, NluEditCase, NluExpect, Voice } from './held-out-nlu.ts';
import { NLU_BASES } from './held-out-nlu.ts';
import type { LogicCase } from './logic.ts';
import { answerTitles, meetsType } from './yes-no.ts';
import type { PromptCase } from './corpus.ts';
import { featureMatches, scorePrompt } from './score.ts';
import type { ForeignPromptCase } from './held-out-owners.ts';
import { checkJourney, scoreLogicCase } from './score-logic.ts';

const norm = (s: string) => s.toLowerCase().replace(/[–—]/g, '-').trim();

export interface NluEditResult {
  instruction: string;
  voice: Voice;
  cls: NluClass;
  ok: boolean;
  missed: string[];
  summary?: string;
}

function optionTitles(s: TStep): string[] {
  return answerTitles(s).map(norm);
}

/** A step's content apart from its rules: what an edit that does not name the step must leave as it was. */
function content(s: TStep): string {
  const { logic: _l, otherwise: _o, ...rest } = s;
  return canonicalJson(rest);
}

/** Every base step not named keeps its content and its rules (new rules may be added), in the same order. */
function untouched(base: TFormConfig, out: TFormConfig, touches: string[]): string[] {
  const problems: string[] = [];
  const kept = base.steps.filter((s) => !touches.includes(s.id ?? ''));
  const positions: number[] = [];
  for (const s of kept) {
    const i = out.steps.findIndex((x) => x.id === s.id);
    if (i < 0) {
      problems.push(`step "${s.id}" was removed`);
      continue;
    }
    positions.push(i);
    if (content(out.steps[i]) !== content(s)) problems.push(`step "${s.id}" was changed`);
    const rules = (out.steps[i].logic ?? []).map((r) => canonicalJson(r));
    if ((s.logic ?? []).some((r) => !rules.includes(canonicalJson(r))))
      problems.push(`step "${s.id}" lost a rule`);
  }
  if (positions.some((p, k) => k > 0 && p < positions[k - 1]))
    problems.push('steps not named were reordered');
  return problems;
}

function stepAt(out: TFormConfig, at: number): TStep | undefined {
  return at < 0 ? out.steps[out.steps.length + at] : out.steps[at - 1];
}

function checkStep(e: Extract<NluExpect, { kind: 'step' }>, base: TFormConfig, out: TFormConfig): boolean {
  const baseIds = new Set(base.steps.map((s) => s.id));
  const fits = (s: TStep, i: number): boolean => {
    if (e.id && s.id !== e.id) return false;
    if (e.new && baseIds.has(s.id)) return false;
    if (e.at !== undefined && stepAt(out, e.at) !== s) return false;
    if (e.before && out.steps[i + 1]?.id !== e.before) return false;
    if (e.after && out.steps[i - 1]?.id !== e.after) return false;
    if (e.type && !meetsType(s, [e.type], e.options)) return false;
    if (e.title && !norm(s.title).includes(norm(e.title))) return false;
    const titles = optionTitles(s);
    // An answer the owner named by a word is found by it ("saltwater" in "Saltwater conversions").
    if (e.options && !e.options.every((o) => titles.some((t) => t === norm(o) || t.startsWith(`${norm(o)}`))))
      return false;
    if (e.noOptions?.some((o) => titles.includes(norm(o)))) return false;
    if (e.min !== undefined && !(s.type === 'slider' && s.min === e.min)) return false;
    if (e.max !== undefined && !(s.type === 'slider' && s.max === e.max)) return false;
    if (
      e.required !== undefined &&
      (s.validation?.required ?? !stepDefinitions[s.type].isOptional(s as never)) !== e.required
    )
      return false;
    return true;
  };
  return out.steps.some(fits);
}

/** A case on a fixed form, named by its key in `bases`. */
type EditCase = Omit<NluEditCase, 'base'> & { base: string };

export function scoreNluEdit(c: EditCase, bases: Record<string, TFormConfig> = NLU_BASES): NluEditResult {
  const base = bases[c.base];
  const head = { instruction: c.instruction, voice: c.voice, cls: c.cls };
  const refusal = c.expect.find((e) => e.kind === 'refused');
  let result: ReturnType<typeof editOffline>;
  try {
    result = editOffline(structuredClone(base), c.instruction);
  } catch (e) {
    const msg = e instanceof Error ? e.message : String(e);
    const ok =
      Boolean(refusal) &&
      e instanceof GeneratorError &&
      e.code === 'not_understood' &&
      norm(msg).includes(norm(refusal?.kind === 'refused' ? refusal.mentions : ''));
    return { ...head, ok, missed: ok ? [] : [msg.slice(0, 300)] };
  }
  const out = result.config;
  const missed: string[] = [];
  if (refusal)
    missed.push(`expected a refusal naming "${refusal.kind === 'refused' ? refusal.mentions : ''}"`);
  if (!ZFormConfig.safeParse(out).success) missed.push('invalid against the schema');
  for (const issue of checkLogic(out)) missed.push(`checkLogic: ${issue.message}`);
  for (const e of c.expect) {
    switch (e.kind) {
      case 'step':
        if (!checkStep(e, base, out)) missed.push(JSON.stringify(e));
        break;
      case 'removed':
        if (out.steps.some((s) => s.id === e.id)) missed.push(`step "${e.id}" still there`);
        break;
      case 'count':
        if (out.steps.length !== base.steps.length + e.delta) missed.push(`step count ${out.steps.length}`);
        break;
      case 'theme':
        if (e.primary && out.theme?.colors?.primary !== e.primary) missed.push(`colour ${e.primary}`);
        break;
      case 'journey':
        for (const [what, passed] of checkJourney(out, e.journey)) if (!passed) missed.push(what);
        break;
      case 'unchanged':
        if (result.changed) missed.push('expected no change');
        break;
      case 'refused':
        break;
      default: {
        const never: never = e;
        throw new Error(`unknown expectation ${JSON.stringify(never)}`);
      }
    }
  }
  missed.push(...untouched(base, out, c.touches));
  return { ...head, ok: missed.length === 0, missed, summary: result.summary };
}

export interface Tally {
  total: number;
  hit: number;
}

function tallyBy<T>(items: T[], key: (t: T) => string, ok: (t: T) => boolean): Record<string, Tally> {
  const out: Record<string, Tally> = {};
  for (const t of items) {
    const k = key(t);
    out[k] ??= { total: 0, hit: 0 };
    out[k].total++;
    if (ok(t)) out[k].hit++;
  }
  return out;
}

export interface NluReport {
  edits: NluEditResult[];
  /** Share of edit instructions that give the form asked for, per class and per voice. */
  editShare: number;
  editClasses: Record<string, Tally>;
  editVoices: Record<string, Tally>;
  /** Prompts with logic or prices: share of prompts whose every journey holds (and of journey checks). */
  logic: { prompt: string; voice: Voice; ok: boolean; hit: number; total: number; missed: string[] }[];
  logicShare: number;
  logicCheckShare: number;
  /** New forms in other voices: share of requested fields kept. */
  voices: { prompt: string; voice: Voice; hit: number; total: number; missed: string[] }[];
  voicesShare: number;
  voicesByVoice: Record<string, Tally>;
}

export function runNlu(
  edits: EditCase[],
  logic: (LogicCase & { voice: Voice })[],
  voices: (PromptCase & { voice: Voice })[],
  bases: Record<string, TFormConfig> = NLU_BASES,
): NluReport {
  const e = edits.map((c) => scoreNluEdit(c, bases));
  const l = logic.map((c) => {
    const r = scoreLogicCase(c);
    return {
      prompt: c.prompt,
      voice: c.voice,
      ok: r.valid && r.hit === r.total,
      hit: r.hit,
      total: r.total,
      missed: r.missed,
    };
  });
  const v = voices.map((c) => {
    const r = scorePrompt(c);
    return { prompt: c.prompt, voice: c.voice, hit: r.hit, total: r.total, missed: r.missed };
  });
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const byVoice: Record<string, Tally> = {};
  for (const r of v) {
    byVoice[r.voice] ??= { total: 0, hit: 0 };
    byVoice[r.voice].total += r.total;
    byVoice[r.voice].hit += r.hit;
  }
  return {
    edits: e,
    editShare: e.filter((r) => r.ok).length / Math.max(1, e.length),
    editClasses: tallyBy(
      e,
      (r) => r.cls,
      (r) => r.ok,
    ),
    editVoices: tallyBy(
      e,
      (r) => r.voice,
      (r) => r.ok,
    ),
    logic: l,
    logicShare: l.filter((r) => r.ok).length / Math.max(1, l.length),
    logicCheckShare: sum(l.map((r) => r.hit)) / Math.max(1, sum(l.map((r) => r.total))),
    voices: v,
    voicesShare: sum(v.map((r) => r.hit)) / Math.max(1, sum(v.map((r) => r.total))),
    voicesByVoice: byVoice,
  };
}

/** English and German words that give a title away as not written in French, Spanish or Italian. */
const GIVE_AWAY = new Set(
  (
    'what which how your you the please yes would when where does is are of for and with ' +
    'was welche welcher wie ihr ihre sie bitte ja nein und passt lautet haben sind'
  ).split(' '),
);

export interface ForeignResult {
  prompt: string;
  language: string;
  hit: number;
  total: number;
  missed: string[];
}

/**
 * A prompt in French, Spanish or Italian: the fields a respondent reading the form in that language sees, one more
 * point when the form reads wholly in it (its own language, or a translation covering every text), and one when no
 * title or option of that reading gives away English or German.
 */
export function scoreForeign(c: ForeignPromptCase): ForeignResult {
  const total = c.features.length + 2;
  let config: TFormConfig;
  try {
    config = generateOffline({ prompt: c.prompt });
  } catch (e) {
    return { prompt: c.prompt, language: c.expectLanguage, hit: 0, total, missed: [String(e)] };
  }
  const missed: string[] = [];
  let hit = 0;
  const texts = formTexts(config);
  const added = config.translations?.[c.expectLanguage] ?? {};
  const whole =
    (config.language as string) === c.expectLanguage || Object.keys(texts).every((k) => k in added);
  if (whole) hit++;
  else missed.push(`form not wholly in ${c.expectLanguage}`);
  const seen = localizeConfig(config, c.expectLanguage);
  const used = new Set<number>();
  for (const f of c.features) {
    const i = seen.steps.findIndex((s, k) => !used.has(k) && featureMatches(f, s, seen.steps[k - 1]));
    if (i >= 0) {
      used.add(i);
      hit++;
    } else missed.push(JSON.stringify(f));
  }
  const shown = seen.steps.flatMap((s) => [
    s.title,
    ...('options' in s ? s.options.map((o) => o.title) : []),
  ]);
  const mixed = shown.filter((t) =>
    norm(t)
      .split(/[^\p{L}]+/u)
      .some((w) => GIVE_AWAY.has(w)),
  );
  if (mixed.length === 0) hit++;
  else missed.push(`mixed language: ${mixed.slice(0, 3).join(' | ')}`);
  return { prompt: c.prompt, language: c.expectLanguage, hit, total, missed };
}
