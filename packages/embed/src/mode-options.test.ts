// The dialogs' page-free rules: a loader tag's attributes as API options, options checked, show-once and scrolling.
import { describe, expect, it, vi } from 'vitest';
import {
  checkOptions,
  closeLabel,
  formIdOf,
  formKey,
  frameDataOf,
  mayOpenByItself,
  optionsFromDataset,
  scrolledPercent,
} from './mode-options.ts';

describe('a loader tag read as API options', () => {
  it('maps every data attribute onto the option of the same meaning', () => {
    const o = optionsFromDataset({
      mode: 'slider',
      trigger: 'scroll',
      scroll: '30',
      delay: '4',
      showOnce: '',
      hideAfterSubmit: 'true',
      closeAfter: '2',
      position: 'left',
      button: 'Get a quote',
      color: '#0f766e',
      title: 'Solar quote',
      language: 'de',
      target: '#quote',
    });
    expect(o).toEqual({
      mode: 'slider',
      trigger: 'scroll',
      scroll: 30,
      delay: 4,
      showOnce: true,
      hideAfterSubmit: true,
      closeAfter: 2,
      position: 'left',
      button: 'Get a quote',
      color: '#0f766e',
      title: 'Solar quote',
      language: 'de',
      target: '#quote',
    });
  });
  it('reads a boolean attribute saying false, 0 or no as off', () => {
    expect(optionsFromDataset({ showOnce: 'false', hideAfterSubmit: '0' })).toMatchObject({
      showOnce: false,
      hideAfterSubmit: false,
    });
    expect(optionsFromDataset({})).toMatchObject({ showOnce: false, hideAfterSubmit: false });
  });
});

describe('checked options', () => {
  it('default to a popup that opens at once, on the right, with 5 s and 50 % for time and scroll', () => {
    expect(checkOptions({})).toMatchObject({
      mode: 'popup',
      trigger: undefined,
      delay: 5,
      scroll: 50,
      closeAfter: undefined,
      position: 'right',
    });
  });
  it('open on a click when a target is named without a trigger (an inline target is where it goes)', () => {
    expect(checkOptions({ target: '#quote' }).trigger).toBe('click');
    expect(checkOptions({ mode: 'inline', target: '#here' }).trigger).toBeUndefined();
  });
  it('report a misspelt mode or trigger and fall back to a popup opening at once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    // @ts-expect-error a mode that does not exist
    expect(checkOptions({ mode: 'pop-up', trigger: 'hover' })).toMatchObject({
      mode: 'popup',
      trigger: undefined,
    });
    expect(warn.mock.calls.map((c) => c[0])).toEqual([
      'Forms Engine: unknown mode "pop-up", using popup',
      'Forms Engine: unknown trigger "hover", opening at once',
    ]);
    warn.mockRestore();
  });
  it('ignore negative or non-numeric delays and cap the scroll percentage at 100', () => {
    expect(checkOptions({ delay: -3, scroll: 250, closeAfter: Number.NaN })).toMatchObject({
      delay: 5,
      scroll: 100,
      closeAfter: undefined,
    });
    expect(checkOptions({ closeAfter: 0 }).closeAfter).toBe(0);
  });
});

describe('an API call’s form as frame attributes', () => {
  it('takes a numeric id, hidden values as an object or a query string, and the frame title', () => {
    expect(frameDataOf(12, { title: 'Quote', hidden: { utm_source: 'site', ref: 'a&b' } })).toMatchObject({
      form: '12',
      title: 'Quote',
      hidden: 'utm_source=site&ref=a%26b',
    });
    expect(frameDataOf(12, { hidden: 'ref=footer' }).hidden).toBe('ref=footer');
  });
  it('takes a form by language, label and domain', () => {
    expect(frameDataOf({ label: 'Solar', language: 'de', domain: 'example.com' }, {})).toMatchObject({
      form: undefined,
      label: 'Solar',
      language: 'de',
      domain: 'example.com',
    });
  });
  it('keys the visitor’s storage by the form id, else by language, label and domain', () => {
    expect(formIdOf({ form: '12' })).toBe(12);
    expect(formIdOf({ id: '7' })).toBe(7);
    expect(formIdOf({ label: 'Solar' })).toBeNull();
    expect(formKey({ form: '12' })).toBe('12');
    expect(formKey({ label: 'Solar', domain: 'example.com' })).toBe('en|Solar|example.com');
  });
});

describe('triggers that fire by themselves', () => {
  it('open once per visitor with showOnce, never after a submission with hideAfterSubmit', () => {
    const fresh = { shown: false, submitted: false };
    expect(mayOpenByItself({ showOnce: true }, fresh)).toBe(true);
    expect(mayOpenByItself({ showOnce: true }, { shown: true, submitted: false })).toBe(false);
    expect(mayOpenByItself({}, { shown: true, submitted: true })).toBe(true);
    expect(mayOpenByItself({ hideAfterSubmit: true }, { shown: true, submitted: false })).toBe(true);
    expect(mayOpenByItself({ hideAfterSubmit: true }, { shown: false, submitted: true })).toBe(false);
  });
  it('measure scrolling as a share of what can be scrolled; a page that does not scroll is seen whole', () => {
    expect(scrolledPercent(0, 800, 2800)).toBe(0);
    expect(scrolledPercent(1000, 800, 2800)).toBe(50);
    expect(scrolledPercent(2100, 800, 2800)).toBe(100);
    expect(scrolledPercent(0, 800, 600)).toBe(100);
  });
});

describe('the close button’s name', () => {
  it('is in the embed’s language, else the host page’s, else English', () => {
    expect(closeLabel('fr', 'de-DE')).toBe('Fermer');
    expect(closeLabel(undefined, 'it-IT')).toBe('Chiudi');
    expect(closeLabel('de', 'en-US')).toBe('Schließen');
    expect(closeLabel(undefined, 'nl-NL')).toBe('Close');
  });
});
