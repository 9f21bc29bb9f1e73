// Matches a prompt to a domain and a label to the library's template questions.
import type { StepType } from '@forms-engine/model';
import { COMMON_STEPS, DOMAINS, type Domain, GENERIC_DOMAIN, type TemplateStep } from '../templates/index.ts';
import { keyWords, overlapScore } from '../text.ts';

export function detectDomain(text: string): Domain {
  // Options in parentheses do not say what the form is about ("interests (recipes, events)").
  const lower = ` ${text.toLowerCase().replace(/\([^)]*\)/g, ' ')} `;
  let best: Domain = GENERIC_DOMAIN;
  let bestScore = 0;
  DOMAINS.forEach((d, index) => {
    let score = 0;
    for (const m of d.match) {
      const i = lower.indexOf(m);
      if (i < 0) continue;
      // A match at a word start counts; earlier mentions (the subject of the form) weigh more.
      const position = Math.max(0, 2 * (1 - i / 120));
      if (/[^a-zäöüß]/.test(lower[i - 1] ?? ' '))
        score += (m.length >= 5 ? 2 : 1) + position + m.length * 0.01;
      // Long terms also count inside German compounds ("Hausratversicherung"), at half weight.
      else if (m.length >= 5 && !/[a-zäöüß]/.test(lower[i + m.length] ?? ' '))
        // The end of a German compound is its head ("Gartenparty" is a party, "Hausratversicherung" insurance).
        score += (m.length >= 5 ? 2 : 1) + position + 0.5;
      else if (m.length >= 7) score += 1 + position / 2;
    }
    // Earlier domains win ties: they are the more specific ones.
    score -= index * 0.001;
    if (score > bestScore) {
      bestScore = score;
      best = d;
    }
  });
  return best;
}

/**
 * Every key and title word of the library, with the steps that use it: built once, so a query word is compared with
 * each distinct word once instead of with every step's words.
 */
let vocabulary: Map<string, Set<TemplateStep>> | undefined;

function libraryVocabulary(): Map<string, Set<TemplateStep>> {
  if (vocabulary) return vocabulary;
  vocabulary = new Map();
  for (const step of [...COMMON_STEPS, ...DOMAINS.flatMap((d) => d.steps), ...GENERIC_DOMAIN.steps])
    for (const w of new Set([...step.keys, ...step.title].flatMap((k) => keyWords(k)))) {
      const steps = vocabulary.get(w) ?? new Set<TemplateStep>();
      vocabulary.set(w, steps);
      steps.add(step);
    }
  return vocabulary;
}

/**
 * The steps whose key or title words can overlap the query (see overlapScore): a word containing a query word, or a
 * long word inside one. Skips most of the library without changing any score.
 */
function candidates(query: string[]): Set<TemplateStep> {
  const out = new Set<TemplateStep>();
  for (const q of query) {
    for (const s of librarySubstrings().get(q) ?? []) out.add(s);
    // A library word inside a longer query word ("dach" in "dachfläche").
    // Only parts as long as a library word can be one: a long query word costs its length, not its length cubed.
    const words = libraryVocabulary();
    const longest = longestLibraryWord();
    for (let i = 0; i + 4 <= q.length; i++)
      for (let j = i + 4; j <= Math.min(q.length, i + longest); j++)
        for (const s of words.get(q.slice(i, j)) ?? []) out.add(s);
  }
  return out;
}

let longest = 0;
function longestLibraryWord(): number {
  if (!longest) for (const w of libraryVocabulary().keys()) longest = Math.max(longest, w.length);
  return longest;
}

let substrings: Map<string, Set<TemplateStep>> | undefined;

/** Every part of every library word ("ach" of "dach"), for query words found inside compounds. */
function librarySubstrings(): Map<string, Set<TemplateStep>> {
  if (substrings) return substrings;
  substrings = new Map();
  for (const [w, steps] of libraryVocabulary())
    for (let i = 0; i < w.length; i++)
      for (let j = i + 1; j <= w.length; j++) {
        const part = w.slice(i, j);
        const set = substrings.get(part) ?? new Set<TemplateStep>();
        substrings.set(part, set);
        for (const s of steps) set.add(s);
      }
  return substrings;
}

const unions = new WeakMap<TemplateStep, string>();
function keyUnion(step: TemplateStep): string {
  let u = unions.get(step);
  if (u === undefined) {
    u = step.keys.join(' ');
    unions.set(step, u);
  }
  return u;
}

/**
 * The best match and its score per (label, domain) within one prompt: several rules ask about the same label, and
 * matching is most of the engine's time. Cleared for every prompt (so the benchmark measures cold work) and bounded.
 */
const bestCache = new Map<string, { step: TemplateStep | undefined; score: number }>();

export function clearMatchCache(): void {
  bestCache.clear();
}
function cached(
  key: string,
  compute: () => { step: TemplateStep | undefined; score: number },
): { step: TemplateStep | undefined; score: number } {
  let hit = bestCache.get(key);
  if (!hit) {
    if (bestCache.size >= 5000) bestCache.clear();
    hit = compute();
    bestCache.set(key, hit);
  }
  return hit;
}

export function matchTemplate(label: string, domain: Domain, minScore = 0.6): TemplateStep | undefined {
  if (!label.trim()) return undefined;
  const { step, score } = cached(`t\u0000${domain.key}\u0000${label}`, () => bestTemplate(label, domain));
  return score >= minScore ? step : undefined;
}

function bestTemplate(label: string, domain: Domain): { step: TemplateStep | undefined; score: number } {
  const query = keyWords(label);
  if (query.length === 0) return { step: undefined, score: 0 };
  let best: TemplateStep | undefined;
  let bestScore = 0;
  const possible = candidates(query);
  const consider = (step: TemplateStep, bonus: number) => {
    if (!possible.has(step)) return;
    let score = 0;
    for (const key of step.keys) {
      const s = overlapScore(label, key);
      const reverse = overlapScore(key, label);
      // Covering the ask's own words counts more than covering the key's: "battery brand" is not "battery".
      score = Math.max(score, Math.min(1, 0.6 * s + 0.4 * reverse + (s === 1 && reverse === 1 ? 0.2 : 0)));
    }
    score = Math.max(
      score,
      // "overall rating" is covered by two keys of one step ("overall", "rating").
      overlapScore(label, keyUnion(step)) * 0.9,
      overlapScore(label, step.title[0]) * 0.7,
      overlapScore(label, step.title[1]) * 0.7,
    );
    score += bonus;
    if (score > bestScore) {
      bestScore = score;
      best = step;
    }
  };
  for (const s of domain.steps) consider(s, 0.01);
  for (const s of COMMON_STEPS) consider(s, 0);
  return { step: best, score: bestScore };
}

/** Every domain's steps, for asks outside the detected domain ("roof type" in an insurance form). */
export function matchAnyTemplate(
  label: string,
  types?: StepType[],
  minScore = 0.75,
): TemplateStep | undefined {
  const { step, score } = cached(`a\u0000${types?.join(',') ?? ''}\u0000${label}`, () =>
    bestAnyTemplate(label, types),
  );
  return score >= minScore ? step : undefined;
}

function bestAnyTemplate(
  label: string,
  types?: StepType[],
): { step: TemplateStep | undefined; score: number } {
  const query = keyWords(label);
  if (query.length === 0) return { step: undefined, score: 0 };
  let best: TemplateStep | undefined;
  let bestScore = 0;
  const possible = candidates(query);
  for (const d of DOMAINS)
    for (const step of d.steps) {
      if (types && !types.includes(step.type)) continue;
      if (!possible.has(step)) continue;
      for (const key of step.keys) {
        const s = 0.7 * overlapScore(label, key) + 0.3 * overlapScore(key, label);
        if (s > bestScore) {
          bestScore = s;
          best = step;
        }
      }
    }
  return { step: best, score: bestScore };
}
