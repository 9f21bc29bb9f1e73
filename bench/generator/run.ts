// Prints the offline generator's benchmark: feature share, schema validity, latency and edit share.
import { HELD_OUT, PROMPTS } from './corpus.ts';
import { EDITS } from './edits.ts';
import { HELD_OUT_VOICES } from './held-out-voices.ts';
import { LOGIC_HELD_OUT, LOGIC_PROMPTS } from './logic.ts';
import { LOGIC_EDITS } from './logic-edits.ts';
import { MISS_CLASSES, runBenchmark } from './score.ts';
import { LOGIC_KINDS, runLogic, runLogicEdits } from './score-logic.ts';
import { HELD_OUT_EDITS, HELD_OUT_LOGIC_PROMPTS, HELD_OUT_VOICES_NLU } from './held-out-nlu.ts';
import { runNlu, scoreForeign } from './score-nlu.ts';
import {
  FOREIGN_PROMPTS,
  OWNER_BASES,
  OWNER_EDITS,
  OWNER_LOGIC_PROMPTS,
  OWNER_VOICES,
} from './held-out-owners.ts';
import {
  THIRD_BASES,
  THIRD_EDITS,
  THIRD_FOREIGN,
  THIRD_LOGIC_PROMPTS,
  THIRD_VOICES,
} from './held-out-third.ts';
import {
  FOURTH_BASES,
  FOURTH_EDITS,
  FOURTH_FOREIGN,
  FOURTH_LOGIC_PROMPTS,
  FOURTH_VOICES,
} from './held-out-fourth.ts';
import {
  FIFTH_BASES,
  FIFTH_EDITS,
  FIFTH_FOREIGN,
  FIFTH_LOGIC_PROMPTS,
  FIFTH_VOICES,
} from './held-out-fifth.ts';
import { DEV_EDITS, DEV_LOGIC_PROMPTS, DEV_VOICES } from './dev-nlu.ts';
import { RESULTS_LINE } from '../lib/results.ts';

console.log(RESULTS_LINE);
const verbose = process.argv.includes('--verbose') || process.argv.includes('-v');
const report = runBenchmark(5);
const logic = runLogic(LOGIC_PROMPTS);
const logicHeld = runLogic(LOGIC_HELD_OUT);
const logicEdits = runLogicEdits(LOGIC_EDITS);
const nlu = runNlu(HELD_OUT_EDITS, HELD_OUT_LOGIC_PROMPTS, HELD_OUT_VOICES_NLU);
const dev = runNlu(
  DEV_EDITS,
  DEV_LOGIC_PROMPTS.map((c) => ({ ...c, voice: 'terse' as const })),
  DEV_VOICES.map((c) => ({ ...c, voice: 'terse' as const })),
);
const owners = runNlu(OWNER_EDITS, OWNER_LOGIC_PROMPTS, OWNER_VOICES, OWNER_BASES);
const foreign = FOREIGN_PROMPTS.map(scoreForeign);
const third = runNlu(THIRD_EDITS, THIRD_LOGIC_PROMPTS, THIRD_VOICES, THIRD_BASES);
const thirdForeign = THIRD_FOREIGN.map(scoreForeign);
const fourth = runNlu(FOURTH_EDITS, FOURTH_LOGIC_PROMPTS, FOURTH_VOICES, FOURTH_BASES);
const fourthForeign = FOURTH_FOREIGN.map(scoreForeign);
const fifth = runNlu(FIFTH_EDITS, FIFTH_LOGIC_PROMPTS, FIFTH_VOICES, FIFTH_BASES);
const fifthForeign = FIFTH_FOREIGN.map(scoreForeign);
const devOnly = process.argv.includes('--dev');
const pct = (x: number) => `${(x * 100).toFixed(1)}%`;

if (verbose) {
  for (const p of report.prompts)
    if (p.missed.length > 0)
      console.log(`PROMPT ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
  for (const p of report.heldOut)
    if (p.missed.length > 0)
      console.log(`HELD-OUT ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
  for (const p of report.voices)
    if (p.missed.length > 0)
      console.log(`VOICES ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
  for (const [name, r] of [
    ['LOGIC', logic],
    ['LOGIC HELD-OUT', logicHeld],
    ['LOGIC EDIT', logicEdits],
  ] as const)
    for (const p of r.results)
      if (p.missed.length > 0)
        console.log(`${name} ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
  for (const p of dev.voices)
    if (p.missed.length > 0)
      console.log(`DEV VOICES ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
  for (const e of dev.edits)
    if (!e.ok)
      console.log(
        `DEV EDIT [${e.cls}/${e.voice}]: ${e.instruction}\n  missed: ${e.missed.join('\n          ')}`,
      );
  for (const p of dev.logic)
    if (!p.ok)
      console.log(`DEV LOGIC ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`);
}
if (verbose && !devOnly) {
  for (const e of nlu.edits)
    if (!e.ok)
      console.log(
        `NLU EDIT [${e.cls}/${e.voice}]: ${e.instruction}\n  missed: ${e.missed.join('\n          ')}`,
      );
  for (const p of nlu.logic)
    if (!p.ok)
      console.log(
        `NLU LOGIC [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const p of nlu.voices)
    if (p.missed.length > 0)
      console.log(
        `NLU VOICES [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const e of owners.edits)
    if (!e.ok)
      console.log(
        `OWNER EDIT [${e.cls}/${e.voice}]: ${e.instruction}\n  missed: ${e.missed.join('\n          ')}`,
      );
  for (const p of owners.logic)
    if (!p.ok)
      console.log(
        `OWNER LOGIC [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const p of owners.voices)
    if (p.missed.length > 0)
      console.log(
        `OWNER VOICES [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const p of foreign)
    if (p.missed.length > 0)
      console.log(
        `FOREIGN [${p.language}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const e of third.edits)
    if (!e.ok)
      console.log(
        `THIRD EDIT [${e.cls}/${e.voice}]: ${e.instruction}\n  missed: ${e.missed.join('\n          ')}`,
      );
  for (const p of third.logic)
    if (!p.ok)
      console.log(
        `THIRD LOGIC [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const p of third.voices)
    if (p.missed.length > 0)
      console.log(
        `THIRD VOICES [${p.voice}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const p of thirdForeign)
    if (p.missed.length > 0)
      console.log(
        `THIRD FOREIGN [${p.language}] ${p.hit}/${p.total}: ${p.prompt}\n  missed: ${p.missed.join('\n          ')}`,
      );
  for (const e of report.edits)
    if (e.missed.length > 0)
      console.log(`EDIT ${e.hit}/${e.total}: ${e.instruction}\n  missed: ${e.missed.join('\n          ')}`);
}

const en = PROMPTS.filter((p) => p.expectLanguage === 'en').length;
console.log('Offline form generator benchmark');
console.log(`  prompts:            ${PROMPTS.length} (${en} English, ${PROMPTS.length - en} German)`);
console.log(
  `  features produced:  ${pct(report.featureShare)} (${report.prompts.reduce((a, p) => a + p.hit, 0)}/${report.prompts.reduce((a, p) => a + p.total, 0)})`,
);
console.log(
  `  held-out prompts:   ${HELD_OUT.length}, features produced ${pct(report.heldOutShare)} (${report.heldOut.reduce((a, p) => a + p.hit, 0)}/${report.heldOut.reduce((a, p) => a + p.total, 0)}; written after tuning)`,
);
console.log(
  `  held-out voices:    ${HELD_OUT_VOICES.length}, features produced ${pct(report.voicesShare)} (${report.voices.reduce((a, p) => a + p.hit, 0)}/${report.voices.reduce((a, p) => a + p.total, 0)}; other voices, written before tuning)`,
);
const CLASS_NAMES = {
  multi: 'several answers',
  single: 'single choice kept',
  noCommas: 'options w/o commas',
  rangeOptions: 'ranges as options',
  lostAsk: 'ask beside another',
} as const;
const cell = (v: { total: number; hit: number }) =>
  `${pct(v.hit / Math.max(1, v.total))} (${v.hit}/${v.total})`.padEnd(18);
console.log(`  by class of miss:   ${'corpus'.padEnd(18)}held-out voices`);
for (const k of MISS_CLASSES)
  console.log(
    `    ${`${CLASS_NAMES[k]}:`.padEnd(20)}${cell(report.classes.corpus[k])}${cell(report.classes.voices[k])}`,
  );
console.log(`  valid vs schema:    ${pct(report.validShare)}`);
console.log(
  `  latency per prompt: p50 ${report.p50.toFixed(2)} ms, p95 ${report.p95.toFixed(2)} ms (wall clock, warm, 4 rounds)`,
);
console.log(
  `  CPU per prompt:     p50 ${report.cpuP50.toFixed(2)} ms, p95 ${report.cpuP95.toFixed(2)} ms (this process only; steady on a busy machine)`,
);
console.log(`  edit instructions:  ${EDITS.length}`);
console.log(
  `  edit outcomes:      ${pct(report.editShare)} (${report.edits.reduce((a, e) => a + e.hit, 0)}/${report.edits.reduce((a, e) => a + e.total, 0)})`,
);
console.log(`  edits valid:        ${pct(report.editValidShare)}`);
const tally = (r: typeof logic) => {
  const hit = r.results.reduce((a, p) => a + p.hit, 0);
  const total = r.results.reduce((a, p) => a + p.total, 0);
  return `${pct(r.share)} (${hit}/${total})`;
};
console.log(
  `  logic prompts:      ${LOGIC_PROMPTS.length} tuning + ${LOGIC_HELD_OUT.length} held out (written before the generator learned logic)`,
);
console.log(`  logic journeys:     ${tally(logic).padEnd(18)}held out ${tally(logicHeld)}`);
const KIND_NAMES = { ending: 'endings', branch: 'branching', estimate: 'price estimates' } as const;
for (const k of LOGIC_KINDS)
  console.log(`    ${`${KIND_NAMES[k]}:`.padEnd(20)}${cell(logic.kinds[k])}${cell(logicHeld.kinds[k])}`);
console.log(
  `  logic valid:        ${pct((logic.validShare * logic.results.length + logicHeld.validShare * logicHeld.results.length) / (logic.results.length + logicHeld.results.length))} (schema and checkLogic)`,
);
console.log(
  `  logic edits:        ${LOGIC_EDITS.length}, journeys ${tally(logicEdits)}, valid ${pct(logicEdits.validShare)}`,
);
const share = (t: { total: number; hit: number }) =>
  `${pct(t.hit / Math.max(1, t.total))} (${t.hit}/${t.total})`;
const rows = (r: Record<string, { total: number; hit: number }>) =>
  Object.entries(r)
    .map(([k, t]) => `${k} ${share(t)}`)
    .join(', ');
console.log(
  `  understanding owners, development set (the issue's examples and more): edits ${share({ total: dev.edits.length, hit: dev.edits.filter((e) => e.ok).length })}, logic prompts ${share({ total: dev.logic.length, hit: dev.logic.filter((p) => p.ok).length })}, new forms ${pct(dev.voicesShare)}`,
);
console.log('  understanding owners (issue 20, held out, written before tuning):');
console.log(
  `    edit instructions: ${share({ total: nlu.edits.length, hit: nlu.edits.filter((e) => e.ok).length })} give the form asked for (steps not named unchanged)`,
);
console.log(`      by class:        ${rows(nlu.editClasses)}`);
console.log(`      by voice:        ${rows(nlu.editVoices)}`);
console.log(
  `    logic prompts:     ${share({ total: nlu.logic.length, hit: nlu.logic.filter((p) => p.ok).length })} with every journey as said (checks ${pct(nlu.logicCheckShare)})`,
);
console.log(
  `    new forms:         ${pct(nlu.voicesShare)} of requested fields; by voice: ${rows(nlu.voicesByVoice)}`,
);
console.log('  understanding owners (issue 33, second sets: written before tuning, then tuned on):');
console.log(
  `    edit instructions: ${share({ total: owners.edits.length, hit: owners.edits.filter((e) => e.ok).length })} give the form asked for (steps not named unchanged)`,
);
console.log(`      by class:        ${rows(owners.editClasses)}`);
console.log(`      by voice:        ${rows(owners.editVoices)}`);
console.log(
  `    logic prompts:     ${share({ total: owners.logic.length, hit: owners.logic.filter((p) => p.ok).length })} with every journey as said (checks ${pct(owners.logicCheckShare)})`,
);
console.log(
  `    new forms:         ${pct(owners.voicesShare)} of requested fields; by voice: ${rows(owners.voicesByVoice)}`,
);
const byLanguage: Record<string, { total: number; hit: number }> = {};
for (const p of foreign) {
  byLanguage[p.language] ??= { total: 0, hit: 0 };
  byLanguage[p.language].total += p.total;
  byLanguage[p.language].hit += p.hit;
}
const foreignAll = Object.values(byLanguage).reduce(
  (a, t) => ({ total: a.total + t.total, hit: a.hit + t.hit }),
  {
    total: 0,
    hit: 0,
  },
);
console.log(
  `    fr/es/it prompts:  ${share(foreignAll)} of requested fields, whole form in the language and no mixed titles; ${rows(byLanguage)}`,
);
/** An owners' set: edits (by class, and by voice where asked), logic prompts, new forms in voices, fr/es/it. */
function printHeldOut(
  heading: string,
  set: typeof fourth,
  foreignSet: typeof fourthForeign,
  byVoice = false,
) {
  console.log(heading);
  console.log(
    `    edit instructions: ${share({ total: set.edits.length, hit: set.edits.filter((e) => e.ok).length })} give the form asked for (steps not named unchanged)`,
  );
  console.log(`      by class:        ${rows(set.editClasses)}`);
  if (byVoice) console.log(`      by voice:        ${rows(set.editVoices)}`);
  console.log(
    `    logic prompts:     ${share({ total: set.logic.length, hit: set.logic.filter((p) => p.ok).length })} with every journey as said (checks ${pct(set.logicCheckShare)})`,
  );
  console.log(
    `    new forms:         ${pct(set.voicesShare)} of requested fields; by voice: ${rows(set.voicesByVoice)}`,
  );
  console.log(
    `    fr/es/it prompts:  ${share({ total: foreignSet.reduce((a, p) => a + p.total, 0), hit: foreignSet.reduce((a, p) => a + p.hit, 0) })} of requested fields, whole form in the language and no mixed titles`,
  );
}
printHeldOut(
  '  understanding owners (issue 33, third sets: held out until first scored, tuned on since):',
  third,
  thirdForeign,
  true,
);
printHeldOut(
  '  understanding owners (fourth sets, written by an engineer who never read the engine; tuned on since their second score):',
  fourth,
  fourthForeign,
);
printHeldOut(
  '  understanding owners (fifth sets, written by an engineer who never read the engine; never tuned on):',
  fifth,
  fifthForeign,
);
