// Matches a prompt to a domain and a label to the library's template questions.
import type { StepType } from '@forms-engine/forms';
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

/** The template step an ask's label refers to: the domain's own first, then common questions. */
const stepWords = new WeakMap<TemplateStep, { hay: string; long: string[] }>();

/**
 * False only when no key or title word of the step can overlap the query (see overlapScore): skips most of the
 * library cheaply without changing any score.
 */
function mayOverlap(query: string[], step: TemplateStep): boolean {
  let w = stepWords.get(step);
  if (!w) {
    const all = [...new Set([...step.keys, ...step.title].flatMap((k) => keyWords(k)))];
    w = { hay: all.join(' '), long: all.filter((x) => x.length >= 4) };
    stepWords.set(step, w);
  }
  for (const q of query) {
    if (w.hay.includes(q)) return true;
    for (const cw of w.long) if (q.includes(cw)) return true;
  }
  return false;
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

export function matchTemplate(label: string, domain: Domain, minScore = 0.6): TemplateStep | undefined {
  if (!label.trim()) return undefined;
  const query = keyWords(label);
  if (query.length === 0) return undefined;
  let best: TemplateStep | undefined;
  let bestScore = 0;
  const consider = (step: TemplateStep, bonus: number) => {
    if (!mayOverlap(query, step)) return;
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
  return bestScore >= minScore ? best : undefined;
}

/** Every domain's steps, for asks outside the detected domain ("roof type" in an insurance form). */
export function matchAnyTemplate(
  label: string,
  types?: StepType[],
  minScore = 0.75,
): TemplateStep | undefined {
  const query = keyWords(label);
  if (query.length === 0) return undefined;
  let best: TemplateStep | undefined;
  let bestScore = 0;
  for (const d of DOMAINS)
    for (const step of d.steps) {
      if (types && !types.includes(step.type)) continue;
      if (!mayOverlap(query, step)) continue;
      for (const key of step.keys) {
        const s = 0.7 * overlapScore(label, key) + 0.3 * overlapScore(key, label);
        if (s > bestScore) {
          bestScore = s;
          best = step;
        }
      }
    }
  return bestScore >= minScore ? best : undefined;
}
