import { describe, expect, it } from 'vitest';
import { normalizeConfig } from '../config.ts';
import { advance, goBack, type Journey, journeyAt, progressOf, submittedAnswers } from './journey.ts';

const yesNo = [
  { id: 'yes', title: 'Yes' },
  { id: 'no', title: 'No' },
];
/** 1 owner (rent → ending) · 2 bill (>300 → 3, else 4) · 3 battery · 4 roof · 5 contact */
const config = normalizeConfig({
  steps: [
    {
      id: 'owner',
      type: 'tiles',
      title: 'Own?',
      options: yesNo,
      logic: [{ if: { op: 'equals', value: 'no' }, goTo: 'renters' }],
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'Bill',
      min: 0,
      max: 800,
      logic: [{ if: { op: 'gt', value: 300 }, goTo: 'battery' }],
      otherwise: 'roof',
    },
    { id: 'battery', type: 'tiles', title: 'Battery?', options: yesNo },
    { id: 'roof', type: 'tiles', title: 'Roof?', options: yesNo },
    { id: 'contact', type: 'contact', title: 'Contact' },
  ],
  endings: [{ id: 'renters', title: 'Sorry' }],
});

function step(journey: Journey, answers: Record<string, unknown>) {
  const r = advance(config, journey, answers);
  if (r.kind !== 'step') throw new Error('finished');
  return r;
}

describe('a journey through a branching form', () => {
  it('Continue follows the rules and Back returns along the path taken', () => {
    let answers: Record<string, unknown> = { owner: 'yes' };
    let j = step(journeyAt(1), answers).journey;
    expect(j).toEqual({ history: [1], current: 2 });
    answers = { ...answers, bill: 100 };
    j = step(j, answers).journey;
    expect(j).toEqual({ history: [1, 2], current: 4 }); // the battery question is skipped
    expect(goBack(j)).toEqual({ history: [1], current: 2 }); // Back skips it too
    expect(goBack(journeyAt(1))).toBeNull();
  });

  it('drops the answers of steps left behind when an earlier answer changes the path', () => {
    // Went 1 → 2 (bill 400) → 3 (battery yes) → 4, then back to 2 and lowered the bill.
    const answers = { owner: 'yes', bill: 100, battery: 'yes', roof: 'no' };
    const r = step({ history: [1], current: 2 }, answers);
    expect(r.journey.current).toBe(4);
    expect(r.answers).toEqual({ owner: 'yes', bill: 100, roof: 'no' });
  });

  it('an answer that leads to an ending finishes with that ending and drops what comes after', () => {
    const r = advance(config, journeyAt(1), { owner: 'no', bill: 500 });
    expect(r).toEqual({ kind: 'finish', ending: 'renters', answers: { owner: 'no' } });
    const end = advance(config, { history: [1, 2, 4], current: 5 }, { owner: 'yes' });
    expect(end).toMatchObject({ kind: 'finish', ending: null });
  });

  it('counts "Question n of total" along the path', () => {
    expect(progressOf(config, journeyAt(1), {})).toEqual({ n: 1, total: 4 }); // default route: 1, 2, 4, 5
    expect(progressOf(config, journeyAt(1), { owner: 'no' })).toEqual({ n: 1, total: 1 });
    const viaBattery = { history: [1], current: 2 };
    expect(progressOf(config, viaBattery, { owner: 'yes', bill: 500 })).toEqual({ n: 2, total: 5 });
    expect(progressOf(config, { history: [1, 2], current: 4 }, { owner: 'yes', bill: 100 })).toEqual({
      n: 3,
      total: 4,
    });
    expect(progressOf(config, { history: [1, 2, 4], current: 5 }, { owner: 'yes', bill: 100 })).toEqual({
      n: 4,
      total: 4,
    });
  });

  it('submits only the answers of the path taken', () => {
    const answers = {
      owner: 'yes',
      bill: 100,
      battery: 'yes',
      roof: 'no',
      contact: { firstName: 'A' },
    };
    expect(submittedAnswers(config, { history: [1, 2, 4], current: 5 }, answers)).toEqual({
      owner: 'yes',
      bill: 100,
      roof: 'no',
      contact: { firstName: 'A' },
    });
  });
});

describe('progress with a document upload ahead', () => {
  const docs = normalizeConfig({
    steps: [
      { id: 'name', type: 'textbox', title: 'Name' },
      { id: 'upload', type: 'documentUpload', title: 'Upload' },
      { id: 'info', type: 'documentInfo', title: 'Analysis' },
      { id: 'notes', type: 'textbox', title: 'Notes' },
    ],
  });
  it('counts the analysis while the upload may still happen, and drops it once the upload is skipped', () => {
    expect(progressOf(docs, journeyAt(1), {})).toEqual({ n: 1, total: 4 });
    expect(progressOf(docs, journeyAt(2), {})).toEqual({ n: 2, total: 4 });
    expect(progressOf(docs, journeyAt(2), { upload: { documentUrl: '/d/1' } })).toEqual({ n: 2, total: 4 });
    expect(progressOf(docs, { history: [1, 2], current: 4 }, {})).toEqual({ n: 3, total: 3 });
  });
});
