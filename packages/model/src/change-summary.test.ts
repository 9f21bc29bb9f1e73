import { describe, expect, it } from 'vitest';
import { listChanges, MAX_CHANGE_SUMMARY, summarizeChange } from './change-summary.ts';

const roof = {
  id: 'roof',
  type: 'tiles',
  title: 'Roof type',
  options: [
    { id: 'flat', title: 'Flat' },
    { id: 'pitched', title: 'Pitched' },
  ],
};
const extras = {
  id: 'extras',
  type: 'multiSelect',
  title: 'Extras',
  options: [{ id: 'panels', title: 'Panels' }],
};
const contact = { id: 'contact', type: 'contact', title: 'Your details' };
const base = { steps: [roof, extras, contact] };

describe('summarizeChange', () => {
  it('names a renamed question and an added option', () => {
    const after = {
      steps: [
        { ...roof, title: 'Roof material' },
        { ...extras, options: [...extras.options, { id: 'battery', title: 'Battery' }] },
        contact,
      ],
    };
    expect(summarizeChange(base, after)).toBe(
      "Renamed 'Roof type' to 'Roof material'; added 'Battery' to 'Extras'",
    );
  });
  it('names added and removed questions, a reorder and the look', () => {
    const after = {
      steps: [contact, roof, { id: 'notes', type: 'textbox', title: 'Notes' }],
      theme: { radius: 4 },
    };
    expect(summarizeChange(base, after)).toBe(
      "Added 'Notes'; removed 'Extras'; reordered the questions; changed the look",
    );
  });
  it('says a question changed when only its settings did', () => {
    const after = { steps: [{ ...roof, subtitle: 'Pick one' }, extras, contact] };
    expect(summarizeChange(base, after)).toBe("Changed 'Roof type'");
  });
  it('calls the first version so, and an identical one unchanged', () => {
    expect(summarizeChange(null, base)).toBe('First version');
    expect(summarizeChange(base, structuredClone(base))).toBe('No changes to the questions');
  });
  it('stays one line, counting what does not fit', () => {
    const many = Array.from({ length: 60 }, (_, i) => ({
      id: `q${i}`,
      type: 'textbox',
      title: `Question ${i}`,
    }));
    const text = summarizeChange(base, { steps: many });
    expect(text.length).toBeLessThanOrEqual(MAX_CHANGE_SUMMARY);
    expect(text).toMatch(/; and \d+ more changes$/);
  });
});

describe('the changes as data', () => {
  it('lists each change with its titles, and says a required flag changed', () => {
    const after = {
      steps: [
        { ...roof, options: [roof.options[0]] },
        { ...extras, validation: { required: false } },
        contact,
      ],
      title: 'Solar',
    };
    expect(listChanges(base, after)).toEqual([
      { kind: 'optionRemoved', title: 'Pitched', step: 'Roof type' },
      { kind: 'stepRequired', title: 'Extras', required: false },
      { kind: 'formRenamed' },
    ]);
    expect(summarizeChange(base, after)).toBe(
      "Removed 'Pitched' from 'Roof type'; made 'Extras' optional; renamed the form",
    );
  });
});
