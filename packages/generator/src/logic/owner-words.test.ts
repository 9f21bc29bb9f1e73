// Logic and prices in the many ways owners say them (issue 33): each class of phrasing applied to a fixed form.
import { answerKey, calculate, checkLogic, type TFormConfig, walkPath } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';
import { edit, estimate } from './estimate-for-tests.ts';

const opt = (id: string, title: string) => ({ id, title });

const roofing = (): TFormConfig => ({
  title: 'Roofing request',
  language: 'en',
  steps: [
    {
      id: 'service',
      type: 'tiles',
      title: 'What do you need?',
      options: [opt('repair', 'Repair'), opt('replace', 'Full replacement'), opt('inspect', 'Inspection')],
    },
    {
      id: 'material',
      type: 'tiles',
      title: 'What is the roof covered with?',
      options: [opt('shingles', 'Shingles'), opt('metal', 'Metal'), opt('slate', 'Slate')],
    },
    {
      id: 'size',
      type: 'slider',
      title: 'How large is the roof?',
      subtitle: 'in square feet',
      min: 500,
      max: 5000,
      step: 100,
    },
    {
      id: 'leak',
      type: 'tiles',
      title: 'Is the roof leaking?',
      options: [opt('yes', 'Yes'), opt('no', 'No')],
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
});

const reinigung = (): TFormConfig => ({
  title: 'Reinigung',
  language: 'de',
  steps: [
    {
      id: 'flaeche',
      type: 'slider',
      title: 'Wie groß ist die Fläche?',
      subtitle: 'in m²',
      min: 50,
      max: 2000,
      step: 50,
    },
    {
      id: 'zusatz',
      type: 'multiSelect',
      title: 'Welche Zusatzleistungen wünschen Sie?',
      options: [opt('fenster', 'Fenster'), opt('teppich', 'Teppich'), opt('kueche', 'Küche')],
    },
    {
      id: 'packen',
      type: 'tiles',
      title: 'Brauchen Sie Hilfe beim Packen?',
      options: [opt('ja', 'Ja'), opt('nein', 'Nein')],
    },
    { id: 'kontakt', type: 'contact', title: 'Wie erreichen wir Sie?' },
  ],
});

describe('prices in owners’ words', () => {
  it('"everything else N" is the base and each answer named costs what it says', () => {
    const c = edit(roofing(), 'fee: repair 1200, everything else 90');
    expect(estimate(c, { service: 'repair' })).toBe(1200);
    expect(estimate(c, { service: 'inspect' })).toBe(90);
  });

  it('"show the fee, N for X and M for Y" prices answers', () => {
    const c = edit(roofing(), 'show the fee, 60 for an inspection and 150 for a repair');
    expect(estimate(c, { service: 'inspect' })).toBe(60);
    expect(estimate(c, { service: 'repair' })).toBe(150);
  });

  it('an answer misspelt and written without its hyphen ("a chekup" for "Check-up") is priced', () => {
    const base = roofing();
    const service = base.steps[0] as { options: { id: string; title: string }[] };
    service.options[2] = opt('inspect', 'Check-up');
    const c = edit(base, 'show the fee, 60 for a chekup and 150 for a repair');
    expect(estimate(c, { service: 'inspect' })).toBe(60);
    expect(estimate(c, { service: 'repair' })).toBe(150);
  });

  it('"a ballpark: N per unit, and add M on top if they have X" keeps both terms', () => {
    const c = edit(
      roofing(),
      "we'd like to show a ballpark: 2 dollars per square foot, and add 1500 on top if they have slate",
    );
    expect(estimate(c, { size: 1000, material: 'slate' })).toBe(3500);
    expect(estimate(c, { size: 1000, material: 'metal' })).toBe(2000);
  });

  it('"something like N base, plus M for every unit, and another K if it\'s X"', () => {
    const c = edit(
      roofing(),
      "a rough price? something like 800 base, plus 5 for every square foot, and another 300 if it's a metal roof",
    );
    expect(estimate(c, { size: 1000, material: 'metal' })).toBe(6100);
    expect(estimate(c, { size: 1000, material: 'slate' })).toBe(5800);
  });

  it('DE: a decimal comma after "Preis anzeigen:" is one amount', () => {
    const c = edit(reinigung(), 'Preis anzeigen: 1,20 € pro m² plus 40 € Anfahrt');
    expect(estimate(c, { flaeche: 500 })).toBe(640);
  });

  it('DE: "Grundpreis N €, dazu M € je Zusatzleistung" counts the extras picked', () => {
    const c = edit(reinigung(), 'Richtpreis: Grundpreis 80 €, dazu 25 € je Zusatzleistung');
    expect(estimate(c, { zusatz: ['fenster', 'kueche'] })).toBe(130);
  });

  it('DE: "für X kommen N € dazu" adds to the yes answer', () => {
    const c = edit(reinigung(), 'Preis: 2 € pro m²');
    const d = edit(c, 'für Hilfe beim Packen kommen 200 € dazu');
    expect(estimate(d, { flaeche: 100, packen: 'ja' })).toBe(400);
    expect(estimate(d, { flaeche: 100, packen: 'nein' })).toBe(200);
  });
});

describe('endings in owners’ words', () => {
  const endingFor = (c: TFormConfig, given: Record<string, number>) => {
    const answers: Record<string, unknown> = {};
    for (const [id, v] of Object.entries(given)) {
      const i = c.steps.findIndex((s) => s.id === id);
      answers[answerKey(c.steps[i], i)] = v;
    }
    const exit = walkPath(c, answers).exit;
    return exit.kind === 'ending' ? c.endings?.find((e) => e.id === exit.id) : undefined;
  };

  it('"end the form, tell them …" keeps what to tell them as the ending’s text', () => {
    const c = edit(roofing(), 'if the roof is under 800 sq ft end the form, tell them its too small for us');
    expect(JSON.stringify(endingFor(c, { size: 600 }))).toMatch(/too small for us/);
    expect(endingFor(c, { size: 1000 })).toBeUndefined();
  });

  it('a misspelt comparison ("biger than") still compares', () => {
    const c = edit(
      roofing(),
      'when the roof is biger than 4000 sq ft end the form and say we only do family homes',
    );
    expect(JSON.stringify(endingFor(c, { size: 4500 }))).toMatch(/family homes/);
    expect(endingFor(c, { size: 1000 })).toBeUndefined();
  });
});

describe('logic in prompts, in owners’ words', () => {
  const gen = (prompt: string): TFormConfig => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    return c;
  };
  const byTitle = (c: TFormConfig, word: string) =>
    c.steps.findIndex((s) => s.title.toLowerCase().includes(word));
  const walk = (c: TFormConfig, given: [string, number | string][]) => {
    const answers: Record<string, unknown> = {};
    for (const [word, v] of given) {
      const i = byTitle(c, word);
      const s = c.steps[i];
      const id = 'options' in s ? s.options.find((o) => o.title.toLowerCase() === v)?.id : v;
      answers[answerKey(s, i)] =
        s.type === 'yesNo'
          ? /^(?:yes|ja)$/i.test(String(v))
          : typeof v === 'number'
            ? v
            : s.type === 'multiSelect'
              ? [id]
              : id;
    }
    const walked = walkPath(c, answers);
    const calc = c.calculations?.[0];
    const exit = walked.exit;
    return {
      ending: exit.kind === 'ending' ? c.endings?.find((e) => e.id === exit.id) : undefined,
      estimate: calc ? calculate(c, walked.answers)[calc.id] : undefined,
    };
  };

  it('"X → end: reason" ends with the reason; "→ polite end" is an ending too', () => {
    const c = gen(
      'Solar lead. Roof faces: south, west, north. Monthly bill 40-400 €. Contact. North → end: roof not suitable.',
    );
    expect(JSON.stringify(walk(c, [['roof', 'north']]).ending)).toMatch(/not suitable/i);
    expect(walk(c, [['roof', 'south']]).ending).toBeUndefined();
  });

  it('"Under N → end form, message: …" keeps the message and the questions before it', () => {
    const c = gen(
      'Gym membership form. Age slider 14-80. Plan basic/premium. Contact. Under 16 → end form, message: sorry, members must be 16 or older.',
    );
    expect(byTitle(c, 'age')).toBeGreaterThanOrEqual(0);
    expect(JSON.stringify(walk(c, [['age', 15]]).ending)).toMatch(/16 or older/);
  });

  it('"anyone under N, end it nicely and say …": the words after "say" are the ending’s, not the condition’s', () => {
    const c = gen(
      "marketing agency lead form. ask what they need (website, SEO, ads), their monthly budget from 500 to 20000, and contact details. anyone under 1000 a month, please end it nicely and say we're probably not the right fit",
    );
    expect(JSON.stringify(walk(c, [['budget', 600]]).ending)).toMatch(/right fit/);
    expect(walk(c, [['budget', 5000]]).ending).toBeUndefined();
  });

  it('"if they want X add N to the estimate, base is M" keeps both amounts', () => {
    const c = gen(
      'Solar quote: monthly bill 50-600, do they want a battery (yes, no), contact. if they want a battery add 4000 to the estimate, base is 9000',
    );
    expect(walk(c, [['battery', 'yes']]).estimate).toBe(13000);
    expect(walk(c, [['battery', 'no']]).estimate).toBe(9000);
  });

  it('DE: "25 € pro Nacht" binds to "Wie viele Nächte?" (umlauts of a plural)', () => {
    const c = gen(
      'Hundesitting anfrage: wie viele hunde (1 bis 4), wie viele nächte (1-14), kontakt. preis 25 € pro nacht plus 10 € pro hund',
    );
    expect(
      walk(c, [
        ['hunde', 2],
        ['nächte', 3],
      ]).estimate,
    ).toBe(95);
  });
});

describe('yes/no questions named in other words', () => {
  it('"Non-owners → polite end" ends the form on the "No" of "Homeowner?"', () => {
    const c = generateOffline({
      prompt: 'Solar lead. Homeowner? yes/no. Monthly bill 40-400 €. Contact. Non-owners → polite end.',
    });
    const home = c.steps.findIndex((s) => s.title.startsWith('Homeowner'));
    const step = c.steps[home];
    expect(step.type).toBe('yesNo');
    expect(walkPath(c, { [answerKey(step, home)]: false }).exit.kind).toBe('ending');
    expect(walkPath(c, { [answerKey(step, home)]: true }).exit.kind).toBe('end');
  });

  it('DE: "Ohne Aufzug kommen 150 € dazu" prices the "Nein" of the lift question', () => {
    const c = generateOffline({
      prompt:
        'Umzugsformular: Wohnungsgröße in Zimmern 1 bis 6, Aufzug vorhanden ja/nein, Kontaktdaten. Preis: 350 € plus 180 € pro Zimmer. Ohne Aufzug kommen 150 € dazu.',
    });
    const lift = c.steps.find((s) => s.title.startsWith('Aufzug'));
    expect(lift?.type).toBe('yesNo');
    // The yes/no step is 1 for Ja and 0 for Nein: the 150 counts when the answer is Nein.
    expect(c.calculations?.[0].formula).toBe(`350 + 180 * ${c.steps[0].id} + 150 * (1 - ${lift?.id})`);
  });
});

describe('answers that hold numbers and a dash after the form’s name', () => {
  it('"3+ story is extra 80" prices the answer "3+ story", and "50 call out" is the base', () => {
    const c = generateOffline({
      prompt:
        'gutter cleaning quote - house height (1 story, 2 story, 3+ story), length of gutters in meters 10-100, contact. price 2.5 per meter plus 50 call out, 3+ story is extra 80',
    });
    const height = c.steps.find((s) => s.title.toLowerCase().includes('house height'));
    expect(height && 'options' in height && height.options.map((o) => [o.title, o.value ?? 0])).toEqual([
      ['1 story', 0],
      ['2 story', 0],
      ['3+ story', 80],
    ]);
    expect(c.calculations?.[0].formula).toMatch(/^50 \+ 2\.5 \* \w+ \+ \w+$/);
  });
});

describe('a question for one answer, left out otherwise', () => {
  it('DE: "Bei Reparatur sind Fotos Pflicht, sonst Fotos weglassen" asks for photos only for repairs', () => {
    const c = generateOffline({
      prompt:
        'Dachdecker-Anfrage: Leistung (Reparatur, Neueindeckung, Dachfenster), Fotos vom Dach, Adresse, Kontakt. Bei Reparatur sind Fotos Pflicht, sonst Fotos weglassen.',
    });
    expect(checkLogic(c)).toEqual([]);
    const i = c.steps.findIndex((s) => s.type === 'tiles' || s.type === 'multiSelect');
    const s = c.steps[i];
    const id = (t: string) => ('options' in s ? s.options.find((o) => o.title === t)?.id : undefined);
    const answer = (t: string) => ({ [answerKey(s, i)]: s.type === 'multiSelect' ? [id(t)] : id(t) });
    const photos = c.steps.findIndex((x) => x.type === 'documentUpload');
    expect(walkPath(c, answer('Reparatur')).path).toContain(photos);
    expect(walkPath(c, answer('Neueindeckung')).path).not.toContain(photos);
  });
});
