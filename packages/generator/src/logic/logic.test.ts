// Logic from plain words: branching, early endings and price estimates the offline engine reads in EN and DE.
import {
  answerKey,
  calculate,
  checkLogic,
  isFormulaIdentifier,
  logicOf,
  parseFormula,
  type TFormConfig,
  type TStep,
  walkPath,
  ZFormConfig,
} from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from '../types.ts';
import { editOffline } from '../edit/index.ts';
import { generateOffline } from '../generate.ts';

function gen(prompt: string): TFormConfig {
  const config = generateOffline({ prompt });
  expect(ZFormConfig.safeParse(config).success).toBe(true);
  expect(checkLogic(config)).toEqual([]);
  return config;
}

const stepWith = (c: TFormConfig, word: string): TStep => {
  const s = c.steps.find((x) => x.title.toLowerCase().includes(word.toLowerCase()));
  if (!s) throw new Error(`no step with "${word}" in ${c.steps.map((x) => x.title).join(' | ')}`);
  return s;
};

/** Answers by step title word: a number, or an option title. */
function answers(c: TFormConfig, given: Record<string, number | string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [word, v] of Object.entries(given)) {
    const s = stepWith(c, word);
    const i = c.steps.indexOf(s);
    const sample = logicOf(s).sample;
    if (s.type === 'yesNo') out[answerKey(s, i)] = /^(?:yes|ja)$/i.test(String(v));
    else if (typeof v === 'number') out[answerKey(s, i)] = sample?.answer(s, v);
    else {
      const o = 'options' in s ? s.options.find((x) => x.title.toLowerCase() === v.toLowerCase()) : undefined;
      if (!o) throw new Error(`no option "${v}" on "${s.title}"`);
      out[answerKey(s, i)] = sample?.answer(s, [o.id]);
    }
  }
  return out;
}

const titlesOnPath = (c: TFormConfig, given: Record<string, number | string>) =>
  walkPath(c, answers(c, given)).path.map((i) => c.steps[i].title);

describe('endings', () => {
  it('EN: "only homeowners" ends the form politely for renters, and the sentence is no question', () => {
    const c = gen(
      'Solar quote form: do you own or rent the home (own, rent), monthly bill slider 50-500 dollars, contact details. Only homeowners.',
    );
    expect(c.steps.map((s) => s.title).join(' ')).not.toMatch(/only homeowners/i);
    const rent = walkPath(c, answers(c, { own: 'Rent' }));
    expect(rent.exit.kind).toBe('ending');
    const e = c.endings?.find((x) => rent.exit.kind === 'ending' && x.id === rent.exit.id);
    expect(e?.description).toMatch(/only for homeowners/);
    expect(walkPath(c, answers(c, { own: 'Own' })).exit.kind).toBe('end');
  });

  it('EN: "end the form if they are outside our area" ends on the location answer isAvailable false', () => {
    const c = gen(
      'Lawn care booking: address, lawn size (small, medium, large), contact. End the form if they are outside our area.',
    );
    const loc = c.steps.findIndex((s) => s.type === 'location');
    const out = walkPath(c, { [answerKey(c.steps[loc], loc)]: { isAvailable: false } });
    expect(out.exit).toEqual({ kind: 'ending', id: 'outside_area' });
    expect(c.endings?.[0].title).toBe("We don't serve this area yet");
    const inside = walkPath(c, { [answerKey(c.steps[loc], loc)]: { isAvailable: true } });
    expect(inside.exit.kind).toBe('end');
  });

  it('EN: "end the form for anyone under 16" compares the age slider', () => {
    const c = gen(
      'Gym signup: membership (monthly, yearly), age slider 14 to 80, contact. End the form for anyone under 16.',
    );
    expect(walkPath(c, answers(c, { age: 15 })).exit.kind).toBe('ending');
    expect(walkPath(c, answers(c, { age: 30 })).exit.kind).toBe('end');
  });

  it('EN: the owner\'s wording of the ending is kept ("tenants should see an ending saying …")', () => {
    const c = gen(
      'Heat pump enquiry: owner or tenant (owner, tenant), contact. Tenants should see an ending saying we need the owner to apply.',
    );
    expect(c.endings?.[0].description).toBe('We need the owner to apply.');
    expect(walkPath(c, answers(c, { owner: 'Tenant' })).exit.kind).toBe('ending');
  });

  it('DE: "Nur für Eigentümer" and "Formular beenden, wenn … außerhalb unseres Gebiets" in German texts', () => {
    const c = gen(
      'Solaranfrage: Eigentümer oder Mieter (Eigentümer, Mieter), Adresse, Kontaktdaten. Nur für Eigentümer. Formular beenden, wenn die Adresse außerhalb unseres Gebiets liegt.',
    );
    expect(c.language).toBe('de');
    expect(walkPath(c, answers(c, { eigentümer: 'Mieter' })).exit.kind).toBe('ending');
    expect(c.endings?.map((e) => e.description)).toEqual([
      'Leider richtet sich dieses Angebot nur an Eigentümer.',
      'Leider liegt Ihre Adresse außerhalb unseres Einsatzgebiets, daher können wir diese Anfrage nicht annehmen.',
    ]);
    expect(c.endings?.[0].title).toBe('Vielen Dank für Ihr Interesse');
  });
});

describe('branching', () => {
  it('EN: "if the bill is over 300 ask whether they want a battery" adds the question and asks it only then', () => {
    const c = gen(
      'Solar quote: monthly electricity bill slider 50-500 dollars, roof type (tile, metal, flat), contact details. If the bill is over 300 ask whether they want a battery.',
    );
    const battery = stepWith(c, 'battery');
    expect(battery.title).toBe('Do you want a battery?');
    expect(titlesOnPath(c, { bill: 400 })).toContain(battery.title);
    expect(titlesOnPath(c, { bill: 150 })).not.toContain(battery.title);
  });

  it('EN: "if they choose move-out skip to contact" jumps forward to the contact step', () => {
    const c = gen(
      'Cleaning quote. Type of cleaning (regular, deep clean, move-out), number of rooms 1-10, extras (oven, windows, fridge), contact. If they choose move-out skip to contact.',
    );
    const path = titlesOnPath(c, { cleaning: 'Move-out' });
    expect(path).toHaveLength(2);
    expect(path[1]).toBe('How can we reach you?');
    expect(titlesOnPath(c, { cleaning: 'Regular' })).toHaveLength(4);
  });

  it('EN: "only ask which drinks when they need drinks" reads the yes/no answer', () => {
    const c = gen(
      'Catering request: event type (wedding, corporate, birthday), do you need drinks (yes, no), which drinks (wine, beer, soft drinks), contact. Only ask which drinks when they need drinks.',
    );
    expect(titlesOnPath(c, { 'need drinks': 'No' })).not.toContain('Which drinks?');
    expect(titlesOnPath(c, { 'need drinks': 'Yes' })).toContain('Which drinks?');
  });

  it('EN: "skip packing help when they move an office"', () => {
    const c = gen(
      'Moving quote: moving from (apartment, house, office), number of boxes (slider 10 to 200), do you need packing help (yes, no), contact. Skip packing help when they move an office.',
    );
    expect(titlesOnPath(c, { moving: 'Office' }).join(' ')).not.toMatch(/packing/);
    expect(titlesOnPath(c, { moving: 'House' }).join(' ')).toMatch(/packing/);
  });

  it('DE: "Wenn die Rechnung über 300 Euro liegt, nach einem Batteriespeicher fragen" and "Bei Endreinigung direkt zu den Kontaktdaten springen"', () => {
    const c = gen(
      'Solaranfrage: monatliche Stromrechnung 50-500 Euro, Kontaktdaten. Wenn die Rechnung über 300 Euro liegt, nach einem Batteriespeicher fragen.',
    );
    const battery = stepWith(c, 'Batteriespeicher');
    expect(battery.title).toBe('Interessieren Sie sich für einen Batteriespeicher?');
    expect(titlesOnPath(c, { strom: 350 })).toContain(battery.title);
    expect(titlesOnPath(c, { strom: 100 })).not.toContain(battery.title);

    const r = gen(
      'Reinigungsanfrage: Art der Reinigung (Unterhaltsreinigung, Grundreinigung, Endreinigung), Anzahl Zimmer 1-10, Kontaktdaten. Bei Endreinigung direkt zu den Kontaktdaten springen.',
    );
    expect(titlesOnPath(r, { reinigung: 'Endreinigung' })).toEqual([
      r.steps[0].title,
      'Wie können wir Sie erreichen?',
    ]);
  });

  it('DE: "Klasse nur fragen, wenn nicht Grundschule" and "Falls Büro gewählt wird, Einpackservice überspringen"', () => {
    const c = gen(
      'Nachhilfe Anmeldung: Schulart (Grundschule, Gymnasium, Realschule), Klasse 1 bis 13, Kontaktdaten. Klasse nur fragen, wenn nicht Grundschule.',
    );
    expect(titlesOnPath(c, { schulart: 'Grundschule' }).join(' ')).not.toMatch(/Klasse/);
    expect(titlesOnPath(c, { schulart: 'Gymnasium' }).join(' ')).toMatch(/Klasse/);
    const m = gen(
      'Umzugsanfrage: Auszug aus (Wohnung, Haus, Büro), Einpackservice gewünscht (ja, nein), Kontaktdaten. Falls Büro gewählt wird, Einpackservice überspringen.',
    );
    expect(titlesOnPath(m, { auszug: 'Büro' }).join(' ')).not.toMatch(/Einpack/);
    expect(titlesOnPath(m, { auszug: 'Haus' }).join(' ')).toMatch(/Einpack/);
  });
});

describe('price estimates', () => {
  it('EN: "base 1500 plus 45 per square meter, add 500 for a metal roof" sets option values and one formula', () => {
    const c = gen(
      'Roofing estimate: roof area in square meters (slider 20 to 300), roof material (tiles, metal, slate), contact details. Price: base 1500 plus 45 per square meter, add 500 for a metal roof.',
    );
    const [calc] = c.calculations ?? [];
    expect(calc).toMatchObject({ label: 'Estimated price', format: 'currency', currency: 'USD', show: true });
    const material = stepWith(c, 'roof made of');
    expect('options' in material && material.options.find((o) => o.title === 'Metal')?.value).toBe(500);
    expect(calculate(c, answers(c, { area: 100, 'roof made of': 'Slate' }))[calc.id]).toBe(6000);
    expect(calculate(c, answers(c, { area: 100, 'roof made of': 'Metal' }))[calc.id]).toBe(6500);
    expect(c.steps.map((s) => s.title).join(' ')).not.toMatch(/price|base 1500|add 500/i);
  });

  it('writes numbers without thousands separators and names only formula-safe ids', () => {
    const c = gen(
      'Solar panel quote: system size in kWp (slider 3 to 20), mounting (roof, ground), contact details. Calculate the price: €1,200 per kWp plus 800 for ground mounting.',
    );
    const [calc] = c.calculations ?? [];
    expect(calc.currency).toBe('EUR');
    expect(calc.formula).toMatch(/\b1200 \* /);
    expect(calc.formula).not.toMatch(/\d[,.]\d{3}/);
    const parsed = parseFormula(calc.formula);
    expect(parsed.ok).toBe(true);
    if (parsed.ok) for (const ref of parsed.refs) expect(isFormulaIdentifier(ref)).toBe(true);
    expect(calculate(c, answers(c, { kwp: 10, mounting: 'Ground' }))[calc.id]).toBe(12800);
  });

  it('DE: "Preis: Grundpreis 1.500 € plus 45 € pro m², 500 € Aufpreis für Blech"', () => {
    const c = gen(
      'Dachsanierung Angebot: Dachfläche in m² (20 bis 300), Dachmaterial (Ziegel, Blech, Schiefer), Kontaktdaten. Preis: Grundpreis 1.500 € plus 45 € pro m², 500 € Aufpreis für Blech.',
    );
    const [calc] = c.calculations ?? [];
    expect(calc).toMatchObject({ label: 'Geschätzter Preis', currency: 'EUR' });
    expect(calc.formula.startsWith('1500 + 45 * ')).toBe(true);
    const area = c.steps.find((s) => s.type === 'slider') as TStep;
    const material = stepWith(c, 'besteht');
    const metal = 'options' in material ? material.options.find((o) => o.title === 'Blech') : undefined;
    const a = {
      [answerKey(area, c.steps.indexOf(area))]: 100,
      [answerKey(material, c.steps.indexOf(material))]: metal?.id,
    };
    expect(calculate(c, a)[calc.id]).toBe(6500);
  });

  it('DE: a rate that applies to one option ("3 € pro m² Aufpreis wenn farbig") multiplies by the option value', () => {
    const c = gen(
      'Malerarbeiten: Wandfläche in m² (10 bis 400), Farbe (weiß, farbig), Kontaktdaten. Preis: 200 € Anfahrt plus 12 € pro m², 3 € pro m² Aufpreis wenn farbig.',
    );
    const [calc] = c.calculations ?? [];
    expect(calc.formula).toMatch(/^200 \+ 12 \* \w+ \+ \w+ \* \w+$/);
  });
});

describe('no logic where none was asked for', () => {
  it('leaves "when …" questions and stated prices as they were', () => {
    const c = gen(
      'Kitchen renovation form. Ask when the work should start (asap, this month, later), contact details. We charge $45 per hour.',
    );
    expect(c.endings).toBeUndefined();
    expect(c.calculations).toBeUndefined();
    expect(c.steps.some((s) => s.logic?.length)).toBe(false);
    expect(c.steps[0].title).toBe('When should the work start?');
  });
});

describe('edits with logic', () => {
  const base = () =>
    generateOffline({
      prompt:
        'Solar quote: own or rent (own, rent), monthly bill slider 50-500 dollars, roof type (tile, metal, flat), address, contact',
    });

  it('adds an ending, a conditional question and an estimate from instructions, and says so', () => {
    let c = base();
    const r1 = editOffline(c, 'if they choose rent, end the form');
    expect(r1.changed).toBe(true);
    expect(r1.summary).toMatch(/Added an ending/);
    c = r1.config;
    const r2 = editOffline(c, 'only ask about batteries when the bill is over 300');
    c = r2.config;
    const r3 = editOffline(c, 'wenn die Rechnung unter 60 liegt, das Formular beenden');
    c = r3.config;
    const r4 = editOffline(c, 'add 500 for a metal roof');
    c = r4.config;
    expect(checkLogic(c)).toEqual([]);
    expect(walkPath(c, answers(c, { own: 'Rent' })).exit.kind).toBe('ending');
    expect(titlesOnPath(c, { own: 'Own', bill: 400 }).join(' ')).toMatch(/batter/i);
    expect(titlesOnPath(c, { own: 'Own', bill: 200 }).join(' ')).not.toMatch(/batter/i);
    expect(walkPath(c, answers(c, { own: 'Own', bill: 50 })).exit.kind).toBe('ending');
    expect(c.calculations?.[0].formula).toBe('roof_type');
  });

  it('refuses logic it cannot match to the form, saying what to name', () => {
    expect(() => editOffline(base(), 'if they choose lease, end the form')).toThrowError(GeneratorError);
    try {
      editOffline(base(), 'if they choose lease, end the form');
    } catch (e) {
      expect((e as GeneratorError).code).toBe('not_understood');
      expect((e as Error).message).toMatch(/Name an option or a step/);
    }
  });

  it('a logic clause beside a look change applies both', () => {
    const r = editOffline(base(), 'make it blue and if they choose rent skip to contact');
    expect(r.config.theme?.colors?.primary).toBe('#3b82f6');
    expect(r.config.steps[0].logic?.[0].goTo).toBe(r.config.steps.find((s) => s.type === 'contact')?.id);
  });
});
