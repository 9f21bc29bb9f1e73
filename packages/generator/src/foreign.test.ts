// Prompts in French, Spanish and Italian (issue 30 item 6): the form comes out wholly in the prompt's language.
import { formTexts, type TFormConfig, ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { foreignLanguage } from './foreign.ts';
import { generateOffline } from './generate.ts';

/** English and German words no French, Spanish or Italian title or answer holds. */
const GIVE_AWAY =
  /(?<!\p{L})(?:what|which|how|your|you|the|please|yes|would|when|where|does|is|are|of|for|and|with|was|welche|wie|ihr|ihre|sie|bitte|ja|nein|und|passt|lautet|haben)(?!\p{L})/iu;

function shown(c: TFormConfig): string[] {
  return c.steps.flatMap((s) => [s.title, ...('options' in s ? s.options.map((o) => o.title) : [])]);
}

describe('prompts in French, Spanish and Italian', () => {
  it('the issue’s French prompt gives a French form: no English or German title or answer', () => {
    const c = generateOffline({
      prompt:
        'Crée un formulaire de demande de devis pour des panneaux solaires : type de toit (tuiles, ardoise, métal), adresse du logement et coordonnées.',
    });
    expect(ZFormConfig.safeParse(c).success).toBe(true);
    expect(c.language).toBe('fr');
    expect(c.steps.map((s) => s.type)).toEqual(['tiles', 'location', 'contact']);
    const roof = c.steps[0];
    expect('options' in roof && roof.options.map((o) => o.title)).toEqual(['Tuiles', 'Ardoise', 'Métal']);
    for (const text of shown(c)) expect(text).not.toMatch(GIVE_AWAY);
    // Every text the respondent reads is French (or left out), none English.
    for (const [key, text] of Object.entries(formTexts(c)))
      expect(`${key}: ${text}`).not.toMatch(/(?<!\p{L})(?:the|your|we|what|how)(?!\p{L})/iu);
  });

  it('a Spanish prompt gives a Spanish form with its slider', () => {
    const c = generateOffline({
      prompt:
        'Formulario para presupuesto de placas solares: tipo de tejado (teja, chapa, plano), factura mensual de luz de 30 a 300 €, dirección de la vivienda y datos de contacto.',
    });
    expect(c.language).toBe('es');
    const slider = c.steps.find((s) => s.type === 'slider');
    expect(slider && slider.type === 'slider' && [slider.min, slider.max]).toEqual([30, 300]);
    expect(slider?.title).toMatch(/^¿Factura mensual de luz\?$/);
    for (const text of shown(c)) expect(text).not.toMatch(GIVE_AWAY);
  });

  it('an Italian prompt gives an Italian form', () => {
    const c = generateOffline({
      prompt:
        'Impresa di pulizie: che tipo di immobile (appartamento, ufficio, negozio), numero di stanze da 1 a 10, foto, dati di contatto',
    });
    expect(c.language).toBe('it');
    expect(c.steps.some((s) => s.type === 'documentUpload')).toBe(true);
    expect(c.steps.some((s) => s.type === 'contact')).toBe(true);
    for (const text of shown(c)) expect(text).not.toMatch(GIVE_AWAY);
  });

  it('a range in parentheses is a slider and a date is asked as a date', () => {
    const fr = generateOffline({
      prompt: 'Ménage à domicile : nombre de pièces (1 à 8), animaux oui/non, et coordonnées.',
    });
    const slider = fr.steps.find((s) => s.type === 'slider');
    expect(slider && slider.type === 'slider' && [slider.min, slider.max]).toEqual([1, 8]);
    const es = generateOffline({
      prompt:
        'Solicitud de mudanza: fecha de la mudanza, número de habitaciones de 1 a 6, dirección y datos de contacto',
    });
    expect(es.language).toBe('es');
    expect(es.steps[0]).toMatchObject({ type: 'date', title: '¿Fecha de la mudanza?' });
  });

  it('English and German prompts are not taken for French, Spanish or Italian', () => {
    expect(
      foreignLanguage('Roof inspection request. Roof age: <10y, 10-20y, 20y+. Photos. Address. Contact.'),
    ).toBeNull();
    expect(
      foreignLanguage(
        'Anfrage Photovoltaik: Dachart Ziegel/Blech/Flachdach, Speicher ja/nein, PLZ, Kontaktdaten',
      ),
    ).toBeNull();
    expect(
      foreignLanguage('a quote form for solar panels: roof type, address and contact details'),
    ).toBeNull();
  });
});
