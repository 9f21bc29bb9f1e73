// Scores the generator's logic: each journey of a logic prompt is walked through the generated form with the
// shared evaluator (the runner's and the server's), and every form's logic must pass the save-time checks.
import {
  answerKey,
  calculate,
  checkLogic,
  logicOf,
  type TFormConfig,
  type TStep,
  walkPath,
  ZFormConfig,
} from '@forms-engine/model';
import { editOffline, generateOffline } from '@forms-engine/generator';
import type { LogicEditCase } from './logic-edits.ts';
import type { JourneyAnswer, LogicCase, LogicJourney } from './logic.ts';
import { yesNoAnswer } from './yes-no.ts';

const norm = (s: string) => s.toLowerCase().replace(/[–—]/g, '-').replace(/²/g, '2').trim();

export interface LogicResult {
  prompt: string;
  /** Schema-valid and no problem found by checkLogic. */
  valid: boolean;
  /** The form carries any logic at all (rules, endings or calculations). */
  hasLogic: boolean;
  total: number;
  hit: number;
  missed: string[];
  /** Checks per kind: tailored endings, branching (steps asked or passed over), price estimates. */
  kinds: Record<LogicKind, { total: number; hit: number }>;
}

export type LogicKind = 'ending' | 'branch' | 'estimate';
export const LOGIC_KINDS: readonly LogicKind[] = ['ending', 'branch', 'estimate'];
const emptyKinds = (): Record<LogicKind, { total: number; hit: number }> => ({
  ending: { total: 0, hit: 0 },
  branch: { total: 0, hit: 0 },
  estimate: { total: 0, hit: 0 },
});

function optionsOf(step: TStep): { id: string; title: string }[] {
  return 'options' in step ? step.options.map((o) => ({ id: o.id, title: norm(o.title) })) : [];
}

/** The step an answer is for and the answer the runner would hold, or a reason it cannot be given. */
function answerFor(config: TFormConfig, a: JourneyAnswer): { index: number; answer: unknown } | string {
  const steps = config.steps;
  if ('outside' in a) {
    const index = steps.findIndex((s) => s.type === 'location');
    return index < 0 ? 'no location step' : { index, answer: { isAvailable: false } };
  }
  if ('number' in a) {
    // The owner's word names the step by its title or by the id the generator made from their words.
    const index = steps.findIndex(
      (s) =>
        norm(`${s.title} ${(s.id ?? '').replace(/_/g, ' ')}`).includes(norm(a.step)) &&
        logicOf(s).sample?.input(s) === 'number',
    );
    if (index < 0) return `no number step "${a.step}"`;
    const s = steps[index];
    return { index, answer: logicOf(s).sample?.answer(s, a.number) };
  }
  const wanted = 'option' in a ? [a.option] : a.options;
  const candidates = steps
    .map((s, index) => ({ s, index }))
    .filter(({ s }) => !a.step || norm(s.title).includes(norm(a.step)))
    .filter(({ s }) => logicOf(s).sample && logicOf(s).sample?.input(s) !== 'number');
  for (const { s, index } of candidates) {
    const opts = optionsOf(s);
    // An exact title first ("no" is not "not sure"), then a title that starts with or holds the word.
    const pick = (w: string) =>
      opts.find((o) => o.title === norm(w)) ??
      opts.find((o) => o.title.startsWith(norm(w))) ??
      opts.find((o) => o.title.includes(norm(w)));
    const ids = wanted.map(pick);
    if (ids.every(Boolean)) {
      const sample = logicOf(s).sample;
      const chosen = ids.map((o) => o?.id as string);
      return {
        index,
        answer: sample?.answer(s, sample.input(s) === 'options' ? chosen : chosen.slice(0, 1)),
      };
    }
  }
  // A yes/no step answers "yes" and "no" itself.
  const yesNo = wanted.length === 1 ? yesNoAnswer(wanted[0]) : undefined;
  if (yesNo !== undefined) {
    const index = steps.findIndex(
      (s) => s.type === 'yesNo' && (!a.step || norm(s.title).includes(norm(a.step))),
    );
    if (index >= 0) return { index, answer: yesNo };
  }
  return `no step offering "${wanted.join(', ')}"${a.step ? ` (title with "${a.step}")` : ''}`;
}

function stepWith(config: TFormConfig, word: string): number {
  return config.steps.findIndex((s) => norm(s.title).includes(norm(word)));
}

/** The checks one journey makes, each one feature: [description, passed, kind]. */
export function checkJourney(config: TFormConfig, j: LogicJourney): [string, boolean, LogicKind][] {
  const answers: Record<string, unknown> = {};
  const problems: string[] = [];
  for (const a of j.answers) {
    const r = answerFor(config, a);
    if (typeof r === 'string') problems.push(r);
    else answers[answerKey(config.steps[r.index], r.index)] = r.answer;
  }
  const label = JSON.stringify(j.answers);
  const out: [string, boolean, LogicKind][] = [];
  const walked = walkPath(config, answers);
  const onPath = (w: string) => walked.path.some((i) => norm(config.steps[i].title).includes(norm(w)));
  const ok = problems.length === 0;
  const why = ok ? '' : ` [${problems.join('; ')}]`;
  if (j.ending !== undefined) {
    const e =
      walked.exit.kind === 'ending'
        ? config.endings?.find((x) => x.id === (walked.exit as { id: string }).id)
        : undefined;
    const text = e ? norm(`${e.title} ${e.description ?? ''}`) : '';
    out.push([
      `${label} → ending${typeof j.ending === 'string' ? ` "${j.ending}"` : ''}${why}`,
      ok && Boolean(e) && (j.ending === true || text.includes(norm(j.ending))),
      'ending',
    ]);
  }
  if (j.end) out.push([`${label} → normal end${why}`, ok && walked.exit.kind === 'end', 'ending']);
  for (const w of j.skips ?? [])
    out.push([`${label} skips "${w}"${why}`, ok && stepWith(config, w) >= 0 && !onPath(w), 'branch']);
  for (const w of j.shows ?? []) out.push([`${label} shows "${w}"${why}`, ok && onPath(w), 'branch']);
  if (j.estimate !== undefined) {
    const values = Object.values(calculate(config, walked.answers));
    out.push([
      `${label} estimate ${j.estimate} (got ${values.join(', ') || 'no calculation'})${why}`,
      ok && values.includes(j.estimate),
      'estimate',
    ]);
  }
  return out;
}

export function scoreLogicCase(c: LogicCase): LogicResult {
  return scoreBuilt(c.prompt, () => generateOffline({ prompt: c.prompt }), c.journeys, c.expectLanguage);
}

const baseForms = new Map<string, TFormConfig>();

/** A logic edit: the instruction applied to the generated base form, then the same journeys. */
export function scoreLogicEdit(c: LogicEditCase): LogicResult {
  return scoreBuilt(
    c.instruction,
    () => {
      let base = baseForms.get(c.base);
      if (!base) {
        base = generateOffline({ prompt: c.base });
        baseForms.set(c.base, base);
      }
      return editOffline(base, c.instruction).config;
    },
    c.journeys,
  );
}

function scoreBuilt(
  label: string,
  build: () => TFormConfig,
  journeys: LogicJourney[],
  expectLanguage?: 'en' | 'de',
): LogicResult {
  let config: TFormConfig;
  const total = journeys.reduce((n, j) => n + checksOf(j), 0) + (expectLanguage ? 1 : 0);
  try {
    config = build();
  } catch (e) {
    return {
      prompt: label,
      valid: false,
      hasLogic: false,
      total,
      hit: 0,
      missed: [String(e)],
      kinds: emptyKinds(),
    };
  }
  const schemaOk = ZFormConfig.safeParse(config).success;
  const issues = checkLogic(config);
  const missed: string[] = issues.map((i) => `checkLogic: ${i.message}`);
  let hit = 0;
  const kinds = emptyKinds();
  for (const j of journeys)
    for (const [what, passed, kind] of checkJourney(config, j)) {
      kinds[kind].total++;
      if (passed) {
        hit++;
        kinds[kind].hit++;
      } else missed.push(what);
    }
  if (expectLanguage) {
    if (config.language === expectLanguage) hit++;
    else missed.push(`language ${expectLanguage}`);
  }
  const hasLogic =
    config.steps.some((s) => (s.logic?.length ?? 0) > 0 || s.otherwise !== undefined) ||
    (config.endings?.length ?? 0) > 0 ||
    (config.calculations?.length ?? 0) > 0;
  return { prompt: label, valid: schemaOk && issues.length === 0, hasLogic, total, hit, missed, kinds };
}

function checksOf(j: LogicJourney): number {
  return (
    (j.ending !== undefined ? 1 : 0) +
    (j.end ? 1 : 0) +
    (j.skips?.length ?? 0) +
    (j.shows?.length ?? 0) +
    (j.estimate !== undefined ? 1 : 0)
  );
}

export interface LogicReport {
  results: LogicResult[];
  share: number;
  validShare: number;
  /** Share of prompts whose form carries any logic at all. */
  withLogicShare: number;
  kinds: Record<LogicKind, { total: number; hit: number }>;
}

export function runLogic(cases: LogicCase[]): LogicReport {
  return report(cases.map(scoreLogicCase));
}

export function runLogicEdits(cases: LogicEditCase[]): LogicReport {
  return report(cases.map(scoreLogicEdit));
}

function report(results: LogicResult[]): LogicReport {
  const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
  return {
    results,
    share: sum(results.map((r) => r.hit)) / Math.max(1, sum(results.map((r) => r.total))),
    validShare: results.filter((r) => r.valid).length / Math.max(1, results.length),
    withLogicShare: results.filter((r) => r.hasLogic).length / Math.max(1, results.length),
    kinds: LOGIC_KINDS.reduce((acc, k) => {
      acc[k] = {
        total: sum(results.map((r) => r.kinds[k].total)),
        hit: sum(results.map((r) => r.kinds[k].hit)),
      };
      return acc;
    }, emptyKinds()),
  };
}
