// A library question stands in for an ask whose answers the owner listed only when it asks about the owner's words:
// rules and prices name the step by those words, and a respondent asked about a sauna heater should not read about
// heating a home.
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';

const titles = (prompt: string) => generateOffline({ prompt }).steps.map((s) => s.title);

describe('the owner’s words over a library question about something else', () => {
  it.each([
    ['sauna quote: heater: electric or wood-fired, address, contact', /heater/i],
    ['pond cleaning: pond size 5-200 m², fish yes/no, contact', /pond/i],
    ['Nachhilfe: Stunden pro Woche 1 bis 5, Kontakt', /Stunden/],
  ])('"%s" keeps the owner’s subject', (prompt, word) => {
    expect(titles(prompt)[0]).toMatch(word);
  });

  it.each([
    ['roofing quote: roof material (tiles, metal, slate), contact', 'What is your roof made of?'],
    [
      'Anfrage für eine Dachsanierung: Dachmaterial (Ziegel, Blech, Schiefer), Adresse und Kontakt',
      'Woraus besteht Ihr Dach?',
    ],
  ])('"%s" keeps the library question that asks the same', (prompt, title) => {
    expect(titles(prompt)[0]).toBe(title);
  });
});

describe('German answers of an adjective and a noun on both sides of "oder"', () => {
  it.each([
    [
      'Container bestellen: Größe (3 m³, 5 m³), Stellplatz öffentliche Straße oder privates Grundstück, Kontakt',
      ['öffentliche Straße', 'privates Grundstück'],
    ],
    [
      'Gartenpflege Anfrage: Turnus (wöchentlich, monatlich), Fläche kleiner Garten oder großer Park, Kontakt',
      ['kleiner Garten', 'großer Park'],
    ],
  ])('"%s"', (prompt, options) => {
    const step = generateOffline({ prompt }).steps[1];
    expect('options' in step ? step.options.map((o) => o.title.toLowerCase()) : []).toEqual(
      options.map((o) => o.toLowerCase()),
    );
  });
});

describe('bands with a unit as answers', () => {
  it.each([
    ['Oil tank refill: tank size: under 500 l, 500–1000 l, over 1000 l. Address. Contact.', 3],
    ['Brennholz Lieferung: Menge unter 2 t, 2-5 t, über 5 t, Adresse, Kontakt', 3],
    ['hedge trimming quote: hedge length under 10 m, 10-30 m, over 30 m, contact', 3],
  ])('"%s" offers the bands', (prompt, n) => {
    const step = generateOffline({ prompt }).steps[0];
    expect(step.type).toMatch(/tiles|dropdown/);
    expect('options' in step ? step.options.length : 0).toBe(n);
  });
});
