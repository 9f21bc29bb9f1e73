// Regression guard for the generator benchmark: every output valid, at least 90% of requested features and edits.
import { describe, expect, it } from 'vitest';
import { HELD_OUT, PROMPTS } from './corpus.ts';
import { EDITS } from './edits.ts';
import { runBenchmark } from './score.ts';

describe('the generator corpus', () => {
  const report = runBenchmark(1);

  it('is large enough and covers both languages', () => {
    expect(PROMPTS.length).toBeGreaterThanOrEqual(60);
    expect(PROMPTS.filter((p) => p.expectLanguage === 'de').length).toBeGreaterThanOrEqual(15);
    expect(EDITS.length).toBeGreaterThanOrEqual(30);
    expect(HELD_OUT.length).toBeGreaterThan(0);
  });

  it('produces only forms valid against the schema', () => {
    expect(report.validShare).toBe(1);
    expect(report.editValidShare).toBe(1);
  });

  it('produces at least 90% of the requested features', () => {
    expect(report.featureShare).toBeGreaterThanOrEqual(0.9);
    expect(report.heldOutShare).toBeGreaterThanOrEqual(0.9);
  });

  it('lands at least 90% of the edit outcomes', () => {
    expect(report.editShare).toBeGreaterThanOrEqual(0.9);
  });
});
