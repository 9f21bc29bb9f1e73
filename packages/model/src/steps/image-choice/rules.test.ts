import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../../config.ts';
import { compare } from '../../logic/evaluate.ts';
import { prepareStep } from '../../prepare-config.ts';
import { answerFromQuery, chosenOptionIds, displayAnswer, isStepValid } from '../rules.ts';
import type { TImageChoiceStep } from './definition.ts';
import { imageChoiceLogic } from './logic.ts';
import { imageColumns } from './rules.ts';

const PICTURE = '/api/images/0b8f7a52-5c1e-4a57-9f0e-3f1d2c4b5a69.png';
const options = [
  { id: 'modern', title: 'Modern', image: PICTURE, alt: 'A white kitchen with an island', value: 100 },
  { id: 'rustic', title: 'Rustic', value: 50 },
];
const step = (extra: object = {}) =>
  normalizeConfig({ steps: [{ type: 'imageChoice', title: 'Style?', options, ...extra }] })
    .steps[0] as TImageChoiceStep;
const one = step();
const several = step({ multiple: true });

describe('imageChoice', () => {
  it.each([
    [one, 'modern', true],
    [one, ['modern'], false],
    [one, '', false],
    [one, undefined, false],
    [several, ['modern', 'rustic'], true],
    [several, [], false],
    [several, 'modern', false],
  ])('%# answer %j is valid: %s', (s, answer, valid) => {
    expect(isStepValid(s, answer)).toBe(valid);
  });

  it('hands every chosen id to the server check', () => {
    expect(chosenOptionIds(several, ['modern', 'nope'])).toEqual(['modern', 'nope']);
    expect(chosenOptionIds(one, 'nope')).toEqual(['nope']);
  });

  it('shows the chosen options by title', () => {
    expect(displayAnswer(one, 'rustic')).toBe('Rustic');
    expect(displayAnswer(several, ['modern', 'rustic'])).toBe('Modern, Rustic');
  });

  it('keeps only pictures uploaded to this server, in the schema and in the runner’s preparation', () => {
    const outside = [{ id: 'x', title: 'X', image: 'https://tracker.example/pixel.png' }, options[1]];
    expect(() => normalizeConfig({ steps: [{ type: 'imageChoice', title: 'x', options: outside }] })).toThrow(
      /uploaded to this form builder/,
    );
    const prepared = prepareStep({ type: 'imageChoice', title: 'x', options: outside }) as TImageChoiceStep;
    expect(prepared.options[0]).toMatchObject({ id: 'x', title: 'X' });
    expect(prepared.options[0].image).toBeUndefined();
    const kept = prepareStep({ type: 'imageChoice', title: 'x', options }) as TImageChoiceStep;
    expect(kept.options[0]).toMatchObject({ image: PICTURE, alt: 'A white kitchen with an island' });
  });

  it('takes at most eight pictures', () => {
    const nine = Array.from({ length: 9 }, (_, i) => ({ id: `o${i}`, title: `O${i}` }));
    expect(() => normalizeConfig({ steps: [{ type: 'imageChoice', title: 'x', options: nine }] })).toThrow();
  });

  it.each([
    [2, false, 2],
    [4, false, 4],
    [5, false, 3],
    [8, false, 4],
    [8, true, 2],
    [3, true, 2],
  ])('%i pictures at %s (phone) use %i columns', (count, mobile, columns) => {
    expect(imageColumns(count, mobile)).toBe(columns);
  });

  it('prefills from a link: one id, or several on a multiple choice', () => {
    expect(answerFromQuery(one, 'rustic')).toBe('rustic');
    expect(answerFromQuery(one, 'modern,rustic')).toBeUndefined();
    expect(answerFromQuery(several, 'modern,rustic')).toEqual(['modern', 'rustic']);
    expect(answerFromQuery(several, 'modern,nope')).toBeUndefined();
  });

  it('compares like tiles for one picture and like a multiple choice for several; a formula reads values', () => {
    expect(imageChoiceLogic.ops(one)).toContain('equals');
    expect(imageChoiceLogic.ops(several)).toContain('includes');
    expect(compare(imageChoiceLogic.operand('modern', one, 'equals'), 'equals', 'modern')).toBe(true);
    expect(compare(imageChoiceLogic.operand(['rustic'], several, 'includes'), 'includes', 'modern')).toBe(
      false,
    );
    expect(imageChoiceLogic.number?.('modern', one)).toBe(100);
    expect(imageChoiceLogic.number?.(['modern', 'rustic'], several)).toBe(150);
  });
});
