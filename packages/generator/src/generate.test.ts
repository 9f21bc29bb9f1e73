// Extraction rules of the offline generator: each explicit ask in a prompt becomes the right step.
import { type TFormConfig, type TStep, ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from './types.ts';
import { generateOffline } from './generate.ts';
import { DOMAINS } from './templates/index.ts';
import { detectLanguage } from './text.ts';

function gen(prompt: string, language?: 'en' | 'de'): TFormConfig {
  const config = generateOffline({ prompt, language });
  expect(ZFormConfig.safeParse(config).success).toBe(true);
  return config;
}

const ofType = <T extends TStep['type']>(c: TFormConfig, type: T) =>
  c.steps.filter((s): s is Extract<TStep, { type: T }> => s.type === type);
const titles = (s: TStep) => ('options' in s ? s.options.map((o) => o.title) : []);

describe('listed options', () => {
  it('reads options in parentheses into tiles with ids, lucide icons and emoji', () => {
    const c = gen('Insurance form with plan choice (basic, premium, family) and contact details');
    const [plan] = ofType(c, 'tiles');
    expect(titles(plan)).toEqual(['Basic', 'Premium', 'Family']);
    expect(plan.options.map((o) => o.id)).toEqual(['opt_basic', 'opt_premium', 'opt_family']);
    for (const o of plan.options) {
      expect(o.icon).toMatch(/^[A-Z][A-Za-z0-9]*$/);
      expect(o.emoji).toBeTruthy();
    }
    expect(plan.title).toMatch(/\?$/);
  });

  it('reads "label: a, b or c" lists', () => {
    const c = gen(
      'Solar quote: property type: house, apartment or commercial, monthly bill 50-500 dollars, contact details',
    );
    expect(titles(ofType(c, 'tiles')[0])).toEqual(['House', 'Apartment', 'Commercial']);
  });

  it('keeps "two or more" as one option', () => {
    const c = gen('Insurance quote: previous claims (none, one, two or more), contact details');
    expect(titles(ofType(c, 'tiles')[0])).toEqual(['None', 'One', 'Two or more']);
  });

  it('keeps up to eight listed options as tiles', () => {
    const c = gen(
      'Roofing quote: roof material (tiles, slate, metal, felt, membrane, thatch, shingles, concrete), contact details',
    );
    expect(titles(ofType(c, 'tiles')[0])).toHaveLength(8);
    expect(ofType(c, 'dropdown')).toHaveLength(0);
  });

  it('uses a dropdown for nine or more options, since tiles show at most eight', () => {
    const c = gen(
      'Tutoring form: subject (maths, physics, chemistry, english, history, biology, music, art, latin), contact details',
    );
    expect(titles(ofType(c, 'dropdown')[0])).toHaveLength(9);
    expect(ofType(c, 'tiles')).toHaveLength(0);
  });

  it('uses a dropdown when asked for one', () => {
    const c = gen('Booking form: room (single, double) as a dropdown, contact details');
    expect(titles(ofType(c, 'dropdown')[0])).toEqual(['Single', 'Double']);
  });

  it('makes a multiSelect when several can be picked', () => {
    for (const phrase of ['several can be picked', 'select all that apply', 'multiple choice']) {
      const c = gen(`Cleaning quote: extras (${phrase}): windows, oven, fridge, contact details`);
      expect(titles(ofType(c, 'multiSelect')[0])).toEqual(['Windows', 'Oven', 'Fridge']);
    }
  });

  it('turns "if other ask which" into a followup with an input', () => {
    const c = gen('Pet sitting request: pet type (dog, cat) and if other ask which, contact details');
    const [f] = ofType(c, 'followup');
    expect(titles(f)).toEqual(['Dog', 'Cat', 'Other']);
    expect(f.followupInput?.type).toBe('text');
    expect(f.followupInput?.label).toBeTruthy();
  });
});

describe('numeric ranges', () => {
  it('turns "slider 50–500 dollars" into a slider with step, default and $ prefix', () => {
    const c = gen('Solar quote: monthly bill slider 50–500 dollars, contact details');
    const [s] = ofType(c, 'slider');
    expect(s).toMatchObject({ min: 50, max: 500, step: 10, prefix: '$' });
    expect(s.defaultValue).toBeGreaterThanOrEqual(50);
    expect(s.defaultValue).toBeLessThanOrEqual(500);
  });

  it('reads units without a currency prefix', () => {
    const c = gen('Car leasing enquiry: annual mileage from 1000 to 50000 miles, contact details');
    const [s] = ofType(c, 'slider');
    expect(s).toMatchObject({ min: 1000, max: 50000, step: 1000 });
    expect(s.prefix).toBeUndefined();
    expect(s.subtitle).toMatch(/miles/);
  });

  it('reads "budget in euros 500 to 20000" and German thousands separators', () => {
    expect(
      ofType(gen('Moving quote: budget in euros 500 to 20000, contact details'), 'slider')[0],
    ).toMatchObject({
      min: 500,
      max: 20000,
      prefix: '€',
    });
    expect(
      ofType(gen('Umzugsanfrage: Budget von 500 bis 20.000 €, Kontaktdaten'), 'slider')[0],
    ).toMatchObject({
      min: 500,
      max: 20000,
      prefix: '€',
    });
  });

  it('reads k and m suffixes', () => {
    expect(
      ofType(gen('Mortgage form: loan amount from 50k to 1m dollars, contact'), 'slider')[0],
    ).toMatchObject({
      min: 50000,
      max: 1000000,
      prefix: '$',
    });
  });
});

describe('kinds of asks', () => {
  it('asks "how many …" without a range as a typed number, and with a range as a slider', () => {
    const typed = gen('Window cleaning quote: how many windows, contact details').steps[0];
    expect(typed).toMatchObject({ type: 'number', title: 'How many windows?', min: 0, integer: true });
    const area = gen('Flooring quote: how many square meters of floor, contact details').steps[0];
    expect(area).toMatchObject({ type: 'number', unit: 'm²', integer: false });
    expect(gen('Party: how many guests (10-200), contact').steps[0]).toMatchObject({
      type: 'slider',
      max: 200,
    });
    expect(gen('Catering form: number of guests, contact').steps[0].type).toBe('slider');
  });

  it('asks "rate us" with stars and "how likely are you to recommend us" on 0 to 10; a given range stays a slider', () => {
    const c = gen('Feedback form: rate us, how likely are you to recommend us, comments');
    expect(c.steps[0]).toMatchObject({ type: 'rating', scale: 'stars', title: 'How would you rate us?' });
    expect(c.steps[1]).toMatchObject({
      type: 'rating',
      scale: 'nps',
      title: 'How likely are you to recommend us?',
      lowLabel: 'Not at all likely',
      highLabel: 'Extremely likely',
    });
    const ranged = gen('Survey: how likely they are to recommend us 0 to 10, comments');
    expect(ranged.steps[0]).toMatchObject({ type: 'slider', min: 0, max: 10 });
  });

  it('turns a whether-question into a yes/no step phrased as a question', () => {
    const c = gen('Pool service form: whether they have a heated pool, address, contact details');
    const [t] = ofType(c, 'yesNo');
    expect(t.title).toBe('Do you have a heated pool?');
    expect(ofType(c, 'tiles')).toEqual([]);
  });

  it('puts documentInfo right after documentUpload when the document is to be analysed', () => {
    const c = gen('Energy check: upload your electricity bill and we analyse it, email');
    const i = c.steps.findIndex((s) => s.type === 'documentUpload');
    expect(i).toBeGreaterThanOrEqual(0);
    expect(c.steps[i + 1].type).toBe('documentInfo');
  });

  it('maps addresses and service areas to location and contact details to contact', () => {
    const c = gen('Landscaping quote: garden size 50 to 2000 m², service area and phone');
    expect(ofType(c, 'location')).toHaveLength(1);
    expect(c.steps.at(-1)?.type).toBe('contact');
  });

  it('makes free-text asks optional textboxes', () => {
    const c = gen('Hotel booking: room type (single, double), special requests, any comments');
    const boxes = ofType(c, 'textbox');
    expect(boxes.length).toBeGreaterThanOrEqual(1);
    expect(boxes[0].validation?.required).toBe(false);
    expect(boxes[0].rows).toBeGreaterThanOrEqual(1);
  });

  it('makes quantities without a range into sliders', () => {
    const c = gen('Wir sind ein Malerbetrieb: Fläche in Quadratmetern, Adresse und Telefonnummer');
    expect(ofType(c, 'slider')).toHaveLength(1);
    expect(gen('Catering form: number of guests, contact').steps[0].type).toBe('slider');
  });

  it('reads German yes/no questions with modal verbs and keeps ratings free of currency', () => {
    const c = gen(
      'Feedbackbogen: Bewertung des Referenten von 1 bis 5, würden Sie das Seminar weiterempfehlen',
    );
    expect(ofType(c, 'slider')[0].prefix).toBeUndefined();
    expect(ofType(c, 'yesNo')[0]).toMatchObject({
      title: 'Würden Sie das Seminar weiterempfehlen?',
      yesLabel: 'Ja',
      noLabel: 'Nein',
    });
  });

  it('phrases qualified addresses and indirect questions naturally', () => {
    expect(
      ofType(gen('Catering order: menu (buffet, BBQ), delivery address, contact'), 'location')[0].title,
    ).toBe('What is the delivery address?');
    expect(gen('Survey: what they liked (food, service, price), comments').steps[0].title).toMatch(
      /^What did you like/,
    );
  });

  it('does not treat the description of the business as a question', () => {
    const c = gen('wedding photographer enquiry');
    expect(c.steps.some((s) => /enquiry/i.test(s.title))).toBe(false);
    expect(c.steps.length).toBeGreaterThanOrEqual(3);
  });

  it('reads asks written as prose', () => {
    const c = gen(
      'I run a small HVAC company. I want customers to tell me what system they have (central AC, heat pump, furnace, boiler), how old it is, what the problem is, and book a visit. Collect their address and phone.',
    );
    expect(c.steps.map((s) => s.title).slice(0, 3)).toEqual([
      'What system do you have?',
      'How old is it?',
      'What is the problem?',
    ]);
    expect(c.steps.slice(-2).map((s) => s.type)).toEqual(['location', 'contact']);
  });

  it('asks "yes or no, and why" as a yes/no question and a reason', () => {
    const c = gen('quick survey: do people like our new logo? yes or no, and why');
    expect(c.steps[0]).toMatchObject({ type: 'yesNo', title: 'Do you like our new logo?' });
    expect(c.steps[1]).toMatchObject({ type: 'textbox', title: 'Could you tell us why?' });
  });

  it('lets several weeks, interests or workshops be picked', () => {
    const c = gen(
      'Summer camp registration: which weeks they want to attend (week 1, week 2, week 3), contact',
    );
    expect(ofType(c, 'multiSelect')).toHaveLength(1);
  });

  it('fills a vague lead prompt from the domain library and ends with location and contact', () => {
    const c = gen('a simple lead form for a window cleaning business');
    expect(c.steps.length).toBeGreaterThanOrEqual(4);
    expect(c.steps.slice(-2).map((s) => s.type)).toEqual(['location', 'contact']);
  });

  it('asks exactly the explicit list without adding library questions', () => {
    const c = gen('Solar quote: roof type (flat, pitched), contact details');
    expect(c.steps.map((s) => s.type)).toEqual(['tiles', 'contact']);
  });

  it('does not add contact details to an anonymous survey', () => {
    const c = gen('Employee feedback survey: workload from 1 to 10, what should we improve');
    expect(ofType(c, 'contact')).toHaveLength(0);
  });

  it('gives steps and options unique ids', () => {
    const c = gen('Event form: date, another date, extras (music, music, food), contact, contact details');
    const ids = c.steps.map((s) => s.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const s of c.steps)
      if ('options' in s) expect(new Set(s.options.map((o) => o.id)).size).toBe(s.options.length);
  });
});

describe('theme, texts and language', () => {
  it('sets the default colour, font, submission and ui texts', () => {
    const c = gen('a booking form for a hair salon');
    expect(c.theme?.colors?.primary).toBe('#10b981');
    expect(c.theme?.font?.family).toBe('Poppins');
    expect(c.submission?.title).toBeTruthy();
    expect(c.submission?.steps).toHaveLength(3);
    expect(c.ui?.buttons?.submit).toBe('Submit');
    expect(c.language).toBe('en');
  });

  it('takes a colour and font named in the prompt', () => {
    const c = gen('a booking form for a hair salon in blue with the Lato font');
    expect(c.theme?.colors?.primary).toBe('#3b82f6');
    expect(c.theme?.font?.family).toBe('Lato');
  });

  it('writes German forms for German prompts', () => {
    const c = gen(
      'Angebotsanfrage für eine Solaranlage: Dachform, monatliche Stromkosten von 30 bis 400 Euro, Adresse und Kontaktdaten',
    );
    expect(c.language).toBe('de');
    expect(c.steps[0].title).toBe('Welche Dachform hat Ihr Gebäude?');
    expect(c.ui?.buttons?.next).toBe('Weiter');
    expect(c.submission?.title).toMatch(/Vielen Dank/);
    const contact = ofType(c, 'contact')[0];
    expect(contact.config?.labels?.firstName).toBe('Vorname');
  });

  it('follows an explicit language over the prompt', () => {
    const c = gen('Solar quote form: roof type, monthly electricity bill and contact details', 'de');
    expect(c.language).toBe('de');
    expect(c.steps.find((s) => s.type === 'slider')?.title).toMatch(/Stromrechnung/);
  });

  it('follows a language named in the prompt', () => {
    expect(gen('Solar lead form in German').language).toBe('de');
    expect(gen('Umzugsformular auf Englisch').language).toBe('en');
  });

  it('reads the head of German compounds as the subject', () => {
    expect(gen('Anfrage für eine Gartenparty: Anzahl Gäste, Kontaktdaten').title).toBe(
      'Veranstaltungsanfrage',
    );
    expect(gen('Formular für eine Hausratversicherung').title).toBe('Versicherungsangebot');
  });

  it('detects German by its words and umlauts', () => {
    expect(detectLanguage('Formular für Umzug mit Adresse')).toBe('de');
    expect(detectLanguage('Größe des Gartens')).toBe('de');
    expect(detectLanguage('a form for a moving company with address')).toBe('en');
  });
});

describe('every domain template', () => {
  it.each(DOMAINS.map((d) => [d.key, d.match[0]]))(
    '%s gives a valid form in English and German',
    (_key, word) => {
      for (const lang of ['en', 'de'] as const) {
        const c = gen(`a form for ${word}`, lang);
        expect(c.steps.length).toBeGreaterThanOrEqual(2);
        expect(c.language).toBe(lang);
      }
    },
  );
});

describe('prompts it cannot use', () => {
  it('rejects prompts without words', () => {
    for (const p of ['', '   ', '!!!', '12345']) {
      expect(() => generateOffline({ prompt: p })).toThrow(GeneratorError);
    }
  });

  it('stays fast and valid on a 4,000 character prompt', () => {
    const long =
      `Quote form: ${'roof type (flat, pitched), budget 100 to 900 dollars, '.repeat(80)}contact`.slice(
        0,
        4000,
      );
    const started = performance.now();
    gen(long);
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('booking', () => {
  it.each([
    [
      'Roof repair: type of roof (flat, pitched), schedule a site visit, contact details',
      'en',
      'When should we visit you?',
    ],
    ['Solar consultation: monthly bill, book a call, contact', 'en', 'When can we call you?'],
    [
      'Heizungswartung: Art der Heizung (Gas, Öl), Termin vereinbaren, Kontaktdaten',
      'de',
      'Wann passt Ihnen ein Termin?',
    ],
  ] as const)('"%s" gets a booking step', (prompt, language, title) => {
    const [booking] = ofType(gen(prompt, language), 'booking');
    expect(booking).toMatchObject({ type: 'booking', title, provider: 'calcom' });
  });
});
