// Scores the offline generator against the corpus: requested features produced, schema validity, latency, edits.
import { type TFormConfig, type TStep, ZFormConfig } from '@forms-engine/model';
import { editOffline, GeneratorError, generateOffline } from '@forms-engine/generator';
import { type ExpectedFeature, HELD_OUT, type MissClass, PROMPTS, type PromptCase } from './corpus.ts';
import { EDITS, type EditCase, type EditExpectation } from './edits.ts';
import { HELD_OUT_VOICES } from './held-out-voices.ts';
import { answerTitles, meetsType } from './yes-no.ts';

const norm = (s: string) => s.toLowerCase().replace(/[–—]/g, '-').trim();

function optionTitles(step: TStep): string[] {
  return answerTitles(step).map(norm);
}

export function featureMatches(f: ExpectedFeature, step: TStep, prev: TStep | undefined): boolean {
  const types = Array.isArray(f.type) ? f.type : [f.type];
  // A date is asked by a date step, or by a followup whose input is a date.
  const dateAsked = step.type === 'date' || (step.type === 'followup' && step.followupInput?.type === 'date');
  if (f.dateInput ? !dateAsked : !meetsType(step, types, f.options)) return false;
  if (f.options) {
    const titles = optionTitles(step);
    if (!f.options.every((o) => titles.some((t) => t === norm(o) || t.includes(norm(o))))) return false;
  }
  if (f.title && !norm(step.title).includes(norm(f.title))) return false;
  if (step.type === 'slider' || step.type === 'number') {
    if (f.min !== undefined && step.min !== f.min) return false;
    if (f.max !== undefined && step.max !== f.max) return false;
    if (f.prefix !== undefined && (step.type === 'slider' ? step.prefix?.trim() : undefined) !== f.prefix)
      return false;
  } else if (f.min !== undefined || f.max !== undefined || f.prefix !== undefined) return false;
  if (f.after && prev?.type !== f.after) return false;
  return true;
}

export interface PromptResult {
  prompt: string;
  valid: boolean;
  /** Wall-clock time of the generate call. */
  ms: number;
  /** CPU time of the generate call: unaffected by other processes on a shared machine. */
  cpuMs: number;
  total: number;
  hit: number;
  missed: string[];
  /** Per class of miss: features of that class expected and produced. */
  classes: Partial<Record<MissClass, { total: number; hit: number }>>;
}

/** Each expected feature must be met by a different step; language counts as one more feature. */
export function scorePrompt(c: PromptCase): PromptResult {
  const cpu = process.cpuUsage();
  const started = performance.now();
  let config: TFormConfig;
  try {
    config = generateOffline({ prompt: c.prompt, language: c.language });
  } catch (e) {
    return {
      prompt: c.prompt,
      valid: false,
      ms: performance.now() - started,
      cpuMs: 0,
      total: c.features.length + 1 + (c.absent?.length ?? 0),
      hit: 0,
      missed: [String(e)],
      classes: {},
    };
  }
  const ms = performance.now() - started;
  const spent = process.cpuUsage(cpu);
  const cpuMs = (spent.user + spent.system) / 1000;
  const valid = ZFormConfig.safeParse(config).success;
  const used = new Set<number>();
  const missed: string[] = [];
  const classes: PromptResult['classes'] = {};
  let hit = 0;
  for (const f of c.features) {
    const i = config.steps.findIndex((s, k) => !used.has(k) && featureMatches(f, s, config.steps[k - 1]));
    if (f.cls && !classes[f.cls]) classes[f.cls] = { total: 0, hit: 0 };
    const tally = f.cls ? classes[f.cls] : undefined;
    if (tally) tally.total++;
    if (i >= 0) {
      used.add(i);
      hit++;
      if (tally) tally.hit++;
    } else missed.push(JSON.stringify(f));
  }
  for (const word of c.absent ?? []) {
    const found = config.steps.find((s) => norm(`${s.title} ${s.subtitle ?? ''}`).includes(norm(word)));
    if (found) missed.push(`absent "${word}" (in "${found.title}")`);
    else hit++;
  }
  if (config.language === c.expectLanguage) hit++;
  else missed.push(`language ${c.expectLanguage}`);
  const total = c.features.length + 1 + (c.absent?.length ?? 0);
  return { prompt: c.prompt, valid, ms, cpuMs, total, hit, missed, classes };
}

function stepAt(config: TFormConfig, at: number): TStep | undefined {
  return at < 0 ? config.steps[config.steps.length + at] : config.steps[at - 1];
}

function stepMeets(e: Extract<EditExpectation, { kind: 'step' }>, s: TStep): boolean {
  if (e.type && s.type !== e.type) return false;
  if (e.title && !norm(s.title).includes(norm(e.title))) return false;
  if (e.subtitle && norm(s.subtitle ?? '') !== norm(e.subtitle)) return false;
  const titles = optionTitles(s);
  if (e.options && !e.options.every((o) => titles.includes(norm(o)))) return false;
  if (e.noOptions?.some((o) => titles.includes(norm(o)))) return false;
  if (s.type === 'slider') {
    if (e.min !== undefined && s.min !== e.min) return false;
    if (e.max !== undefined && s.max !== e.max) return false;
    if (e.step !== undefined && s.step !== e.step) return false;
    if (e.defaultValue !== undefined && s.defaultValue !== e.defaultValue) return false;
    if (e.prefix !== undefined && (s.prefix ?? null) !== e.prefix) return false;
  } else if (e.min !== undefined || e.max !== undefined || e.step !== undefined || e.prefix !== undefined)
    return false;
  if (e.required !== undefined && s.validation?.required !== e.required) return false;
  if (e.placeholder !== undefined && !('placeholder' in s && s.placeholder === e.placeholder)) return false;
  if (e.rows !== undefined && !(s.type === 'textbox' && s.rows === e.rows)) return false;
  return true;
}

export interface EditCaseResult {
  instruction: string;
  valid: boolean;
  total: number;
  hit: number;
  missed: string[];
  summary?: string;
}

const baseCache = new Map<string, TFormConfig>();

export function scoreEdit(c: EditCase): EditCaseResult {
  const key = `${c.baseLanguage ?? ''}|${c.base}`;
  let base = baseCache.get(key);
  if (!base) {
    base = generateOffline({ prompt: c.base, language: c.baseLanguage });
    baseCache.set(key, base);
  }
  const total = c.expect.length;
  const expectsError = c.expect.some((e) => e.kind === 'notUnderstood');
  let result: ReturnType<typeof editOffline>;
  try {
    result = editOffline(base, c.instruction);
  } catch (e) {
    const ok = expectsError && e instanceof GeneratorError && e.code === 'not_understood';
    return {
      instruction: c.instruction,
      valid: true,
      total,
      hit: ok ? total : 0,
      missed: ok ? [] : [String(e)],
    };
  }
  if (expectsError)
    return { instruction: c.instruction, valid: true, total, hit: 0, missed: ['expected not_understood'] };
  const cfg = result.config;
  const valid = ZFormConfig.safeParse(cfg).success;
  const missed: string[] = [];
  let hit = 0;
  for (const e of c.expect) {
    let ok = false;
    switch (e.kind) {
      case 'stepCount':
        ok = cfg.steps.length === base.steps.length + e.delta;
        break;
      case 'step':
        ok =
          e.at !== undefined
            ? Boolean(stepAt(cfg, e.at) && stepMeets(e, stepAt(cfg, e.at) as TStep))
            : cfg.steps.some((s) => stepMeets(e, s));
        break;
      case 'noStep':
        ok = !cfg.steps.some((s) => norm(s.title).includes(norm(e.title)));
        break;
      case 'theme':
        ok =
          (e.primary === undefined || cfg.theme?.colors?.primary === e.primary) &&
          (e.font === undefined || cfg.theme?.font?.family === e.font);
        break;
      case 'iconMode':
        ok = result.iconMode === e.value;
        break;
      case 'language':
        ok = cfg.language === e.value;
        break;
      case 'button':
        ok = cfg.ui?.buttons?.[e.key] === e.value;
        break;
      case 'submission':
        ok =
          (e.title === undefined || cfg.submission?.title === e.title) &&
          (e.description === undefined || cfg.submission?.description === e.description);
        break;
      case 'formTitle':
        ok = cfg.title === e.value;
        break;
      case 'notUnderstood':
        ok = false;
        break;
      default: {
        const never: never = e;
        throw new Error(`unknown expectation ${JSON.stringify(never)}`);
      }
    }
    if (ok) hit++;
    else missed.push(JSON.stringify(e));
  }
  return { instruction: c.instruction, valid, total, hit, missed, summary: result.summary };
}

export interface BenchReport {
  prompts: PromptResult[];
  heldOut: PromptResult[];
  heldOutShare: number;
  /** The second held-out set (other voices, issue 15), written before tuning. */
  voices: PromptResult[];
  voicesShare: number;
  /** Coverage per class of miss, in the corpus and in the voices held-out set. */
  classes: Record<'corpus' | 'voices', Record<MissClass, { total: number; hit: number }>>;
  edits: EditCaseResult[];
  featureShare: number;
  validShare: number;
  p50: number;
  p95: number;
  cpuP50: number;
  cpuP95: number;
  editShare: number;
  editValidShare: number;
}

export const MISS_CLASSES: readonly MissClass[] = ['multi', 'single', 'noCommas', 'rangeOptions', 'lostAsk'];

function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
}

export function runBenchmark(rounds = 3): BenchReport {
  // The first round warms the JIT and regex caches; latency is measured over the later rounds.
  let prompts: PromptResult[] = [];
  const times: number[] = [];
  const cpuTimes: number[] = [];
  for (let r = 0; r < rounds; r++) {
    prompts = PROMPTS.map(scorePrompt);
    if (r > 0 || rounds === 1) {
      times.push(...prompts.map((p) => p.ms));
      cpuTimes.push(...prompts.map((p) => p.cpuMs));
    }
  }
  const heldOut = HELD_OUT.map(scorePrompt);
  const voices = HELD_OUT_VOICES.map(scorePrompt);
  const edits = EDITS.map(scoreEdit);
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  const tally = (results: PromptResult[]) => {
    const out = {} as Record<MissClass, { total: number; hit: number }>;
    for (const k of MISS_CLASSES) out[k] = { total: 0, hit: 0 };
    for (const p of results)
      for (const [k, v] of Object.entries(p.classes) as [MissClass, { total: number; hit: number }][]) {
        out[k].total += v.total;
        out[k].hit += v.hit;
      }
    return out;
  };
  const classes = { corpus: tally(prompts), voices: tally(voices) };
  return {
    prompts,
    heldOut,
    heldOutShare: sum(heldOut.map((p) => p.hit)) / sum(heldOut.map((p) => p.total)),
    voices,
    voicesShare: sum(voices.map((p) => p.hit)) / sum(voices.map((p) => p.total)),
    classes,
    edits,
    featureShare: sum(prompts.map((p) => p.hit)) / sum(prompts.map((p) => p.total)),
    validShare:
      [...prompts, ...heldOut, ...voices].filter((p) => p.valid).length /
      (prompts.length + heldOut.length + voices.length),
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    cpuP50: percentile(cpuTimes, 50),
    cpuP95: percentile(cpuTimes, 95),
    editShare: sum(edits.map((e) => e.hit)) / sum(edits.map((e) => e.total)),
    editValidShare: edits.filter((e) => e.valid).length / edits.length,
  };
}
