// Edits said in owners' other words (issue 33): each changes what it names and leaves every other step as it was.
import type { TFormConfig, TStep } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { edited } from './edited-for-tests.ts';
import { editOffline } from './index.ts';

const opt = (id: string, title: string) => ({ id, title });

const clinic = (): TFormConfig => ({
  title: 'Dental appointment',
  language: 'en',
  steps: [
    {
      id: 'reason',
      type: 'tiles',
      title: 'What brings you in?',
      options: [opt('checkup', 'Check-up'), opt('pain', 'Pain'), opt('whitening', 'Whitening')],
    },
    {
      id: 'insurance',
      type: 'dropdown',
      title: 'How are you insured?',
      options: [opt('public', 'Public'), opt('private', 'Private')],
    },
    { id: 'age', type: 'slider', title: 'How old is the patient?', min: 0, max: 100, step: 1 },
    { id: 'contact', type: 'contact', title: 'How do we reach you?' },
  ],
});

const reinigung = (): TFormConfig => ({
  title: 'Reinigung',
  language: 'de',
  steps: [
    {
      id: 'intervall',
      type: 'dropdown',
      title: 'Wie oft sollen wir reinigen?',
      options: [opt('taeglich', 'Täglich'), opt('monatlich', 'Monatlich')],
    },
    {
      id: 'zusatz',
      type: 'multiSelect',
      title: 'Welche Zusatzleistungen wünschen Sie?',
      options: [opt('fenster', 'Fenster'), opt('teppich', 'Teppichreinigung')],
    },
    {
      id: 'beginn',
      type: 'tiles',
      title: 'Ab wann?',
      options: [opt('sofort', 'Sofort'), opt('spaeter', 'Später')],
    },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
});

const titles = (s: TStep | undefined) => (s && 'options' in s ? s.options.map((o) => o.title) : []);

describe('edits in owners’ other words', () => {
  it('"topic: add X" adds the option to the step of that topic', () => {
    expect(titles(edited(clinic(), 'insurance: add Travel insurance', 'insurance'))).toEqual([
      'Public',
      'Private',
      'Travel insurance',
    ]);
  });

  it('"we don’t offer X any more, please get rid of it" removes that answer once', () => {
    expect(
      titles(edited(clinic(), "we sadly don't offer whitening any more, please get rid of it", 'reason')),
    ).toEqual(['Check-up', 'Pain']);
  });

  it('"nobody picks X, can you take that out of the first question": the pronoun is the answer named', () => {
    expect(
      titles(
        edited(clinic(), 'honestly nobody picks pain, can you take that out of the first question', 'reason'),
      ),
    ).toEqual(['Check-up', 'Whitening']);
  });

  it('"ask X as the very first thing" moves the question the form has, and adds one it does not have', () => {
    const moved = editOffline(clinic(), 'please ask how they are insured as the very first thing').config;
    expect(moved.steps.map((s) => s.id)).toEqual(['insurance', 'reason', 'age', 'contact']);
    const added = editOffline(clinic(), 'ask about their allergies first').config;
    expect(added.steps).toHaveLength(5);
    expect(added.steps[0].title).toMatch(/allergies/i);
  });

  it('"retitle … to: New title?" keeps the question mark of the new title', () => {
    expect(edited(clinic(), "retitle the age questoin to: What is the patient's age?", 'age')?.title).toBe(
      "What is the patient's age?",
    );
  });

  it('"the first question to let people choose a few things at once" makes it a multiple choice', () => {
    expect(
      edited(clinic(), "i'd love the first question to let people choose a few things at once", 'reason')
        ?.type,
    ).toBe('multiSelect');
  });

  it('"could we also ask whether …? just yes or no is fine" adds a yes/no question with a clean title', () => {
    const out = editOffline(
      clinic(),
      'could we also ask whether they already wear braces? just yes or no is fine',
    ).config;
    const added = out.steps.find((s) => !clinic().steps.some((b) => b.id === s.id));
    expect(added?.title).toBe('Do you already wear braces?');
    expect(titles(added)).toEqual(['Yes', 'No']);
  });

  it('DE: "X bei den Y bitte streichen" removes the answer, not the step', () => {
    expect(
      titles(edited(reinigung(), 'Teppichreinigung bei den Zusatzleistungen bitte streichen', 'zusatz')),
    ).toEqual(['Fenster']);
  });

  it('DE: "Intervall lieber als Kacheln statt Dropdown" changes the type', () => {
    expect(edited(reinigung(), 'Intervall lieber als Kacheln statt Dropdown', 'intervall')?.type).toBe(
      'tiles',
    );
  });

  it('DE: \'"X" umbenennen in "Y"\' renames the answer', () => {
    expect(titles(edited(reinigung(), '"Sofort" umbenennen in "So schnell wie möglich"', 'beginn'))).toEqual([
      'So schnell wie möglich',
      'Später',
    ]);
  });

  it('DE: "noch fragen, ob … (ja/nein)" adds a yes/no question', () => {
    const out = editOffline(
      reinigung(),
      'Bitte noch fragen, ob ein Schlüssel hinterlegt werden kann (ja/nein)',
    ).config;
    expect(out.steps).toHaveLength(5);
    const added = out.steps.find((s) => !reinigung().steps.some((b) => b.id === s.id));
    expect(added?.title).toMatch(/Schlüssel/);
    expect(titles(added)).toEqual(['Ja', 'Nein']);
  });
});
