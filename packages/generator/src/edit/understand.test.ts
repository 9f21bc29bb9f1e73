// The instruction model on the issue's own examples: each edit does what the owner said, changes no step it does
// not name, and a refusal names the part not understood with a suggestion in the owner's words.
import {
  answerKey,
  calculate,
  canonicalJson,
  checkLogic,
  logicOf,
  type TFormConfig,
  type TStep,
  walkPath,
  ZFormConfig,
} from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { generateOffline } from '../generate.ts';
import { GeneratorError } from '../types.ts';
import { editOffline } from './index.ts';
import { correctTypos, tidy, topicTarget, vocabulary } from './understand.ts';

const opt = (id: string, title: string) => ({ id, title });

/** The five-step solar form the owner edited. */
const SOLAR: TFormConfig = {
  title: 'Solar quote',
  language: 'en',
  steps: [
    {
      id: 'ownership',
      type: 'tiles',
      title: 'Do you own or rent the property?',
      options: [opt('own', 'I own it'), opt('rent', 'I rent')],
    },
    {
      id: 'roof_size',
      type: 'slider',
      title: 'How big is your roof?',
      subtitle: 'in square meters',
      min: 10,
      max: 200,
      step: 5,
      defaultValue: 60,
    },
    {
      id: 'roof_material',
      type: 'tiles',
      title: 'What is your roof made of?',
      options: [opt('tiles', 'Tiles'), opt('metal', 'Metal'), opt('flat', 'Flat')],
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'What is your monthly electricity bill?',
      min: 50,
      max: 500,
      step: 10,
      prefix: '$',
    },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

const WITH_PHOTOS: TFormConfig = {
  ...SOLAR,
  steps: [
    ...SOLAR.steps.slice(0, 4),
    { id: 'photos', type: 'documentUpload', title: 'Please upload photos of the roof' },
    SOLAR.steps[4],
  ],
};

function edit(config: TFormConfig, instruction: string) {
  const r = editOffline(structuredClone(config), instruction);
  expect(ZFormConfig.safeParse(r.config).success).toBe(true);
  expect(checkLogic(r.config)).toEqual([]);
  return r;
}

/** A step's content apart from its rules. */
const content = ({ logic: _l, otherwise: _o, ...rest }: TStep) => canonicalJson(rest);

/** Every step of `before` not in `named` is in `after` with the same content and rules kept, in the same order. */
function expectOnlyNamedChanged(before: TFormConfig, after: TFormConfig, named: string[]) {
  const kept = before.steps.filter((s) => !named.includes(s.id ?? ''));
  const at = kept.map((s) => after.steps.findIndex((x) => x.id === s.id));
  expect(at.every((i) => i >= 0)).toBe(true);
  expect([...at].sort((a, b) => a - b)).toEqual(at);
  for (const s of kept) {
    const now = after.steps.find((x) => x.id === s.id) as TStep;
    expect(content(now)).toBe(content(s));
    for (const r of s.logic ?? []) expect(now.logic).toContainEqual(r);
  }
}

function answer(c: TFormConfig, id: string, v: number | string): [string, unknown] {
  const i = c.steps.findIndex((s) => s.id === id);
  const s = c.steps[i];
  const sample = logicOf(s).sample;
  if (s.type === 'yesNo') return [answerKey(s, i), /^(?:yes|ja)$/i.test(String(v))];
  if (typeof v === 'number') return [answerKey(s, i), sample?.answer(s, v)];
  const o = 'options' in s ? s.options.find((x) => x.title === v) : undefined;
  return [answerKey(s, i), sample?.answer(s, [o?.id ?? v])];
}

const walk = (c: TFormConfig, given: [string, number | string][]) => {
  const answers = Object.fromEntries(given.map(([id, v]) => answer(c, id, v)));
  return { ...walkPath(c, answers), values: calculate(c, answers) };
};

describe("the issue's edit instructions", () => {
  it('"Show a price estimate: 1200 plus 50 per square meter" keeps both terms, bound to the roof size', () => {
    const { config } = edit(SOLAR, 'Show a price estimate: 1200 plus 50 per square meter');
    expect(config.calculations?.[0]).toMatchObject({ formula: '1200 + 50 * roof_size', format: 'currency' });
    expect(walk(config, [['roof_size', 100]]).values).toEqual({ estimate: 6200 });
    expectOnlyNamedChanged(SOLAR, config, []);
  });

  it('"Let people pick more than one roof material" makes that step a multiple choice, nothing else', () => {
    const { config } = edit(SOLAR, 'Let people pick more than one roof material');
    expect(config.steps[2]).toMatchObject({ id: 'roof_material', type: 'multiSelect' });
    expect(config.steps[2].type === 'multiSelect' && config.steps[2].options.map((o) => o.title)).toEqual([
      'Tiles',
      'Metal',
      'Flat',
    ]);
    expectOnlyNamedChanged(SOLAR, config, ['roof_material']);
  });

  it('"Add a question asking how soon …: a, b, c" adds one step with those options before the contact step', () => {
    const { config } = edit(
      SOLAR,
      'Add a question asking how soon they want the installation: within a month, within 3 months, just researching',
    );
    expect(config.steps).toHaveLength(6);
    const added = config.steps[4];
    expect(added).toMatchObject({ type: 'tiles', title: 'How soon do you want the installation?' });
    expect('options' in added && added.options.map((o) => o.title)).toEqual([
      'Within a month',
      'Within 3 months',
      'Just researching',
    ]);
    expectOnlyNamedChanged(SOLAR, config, []);
  });

  it('"Let the roof size go up to 300" raises that slider\'s maximum', () => {
    const { config } = edit(SOLAR, 'Let the roof size go up to 300');
    expect(config.steps[1]).toMatchObject({ id: 'roof_size', min: 10, max: 300 });
    expectOnlyNamedChanged(SOLAR, config, ['roof_size']);
  });

  it('"Put a photo upload before the contact details …" adds the upload right before contact', () => {
    const { config } = edit(
      SOLAR,
      'Put a photo upload before the contact details so they can send pictures of the roof',
    );
    expect(config.steps.map((s) => s.type)).toEqual([
      'tiles',
      'slider',
      'tiles',
      'slider',
      'documentUpload',
      'contact',
    ]);
    expectOnlyNamedChanged(SOLAR, config, []);
  });

  it('"When the roof is smaller than 30 square meters, end the form and tell them …" ends on the roof size', () => {
    const { config } = edit(
      SOLAR,
      'When the roof is smaller than 30 square meters, end the form and tell them it is too small for us',
    );
    const small = walk(config, [
      ['ownership', 'I own it'],
      ['roof_size', 20],
    ]);
    expect(small.exit.kind).toBe('ending');
    const e = config.endings?.find((x) => small.exit.kind === 'ending' && x.id === small.exit.id);
    expect(e?.description).toBe('It is too small for us.');
    expect(
      walk(config, [
        ['ownership', 'I own it'],
        ['roof_size', 60],
      ]).path,
    ).toContain(2);
    // The metal roof (whose "met" is in "meters") is no condition.
    expect(config.steps[2].logic).toBeUndefined();
    expectOnlyNamedChanged(SOLAR, config, ['roof_size']);
  });

  it('German: "Füge eine Frage hinzu, wie viele Personen im Haushalt leben, als Schieberegler von 1 bis 10"', () => {
    const { config } = edit(
      SOLAR,
      'Füge eine Frage hinzu, wie viele Personen im Haushalt leben, als Schieberegler von 1 bis 10',
    );
    expect(config.steps[4]).toMatchObject({
      type: 'slider',
      title: 'Wie viele Personen im Haushalt leben?',
      min: 1,
      max: 10,
    });
    expectOnlyNamedChanged(SOLAR, config, []);
  });

  it('"End the form politely when the respondent rents the property" ends for renters only', () => {
    const { config } = edit(SOLAR, 'End the form politely when the respondent rents the property');
    expect(walk(config, [['ownership', 'I rent']]).exit.kind).toBe('ending');
    expect(walk(config, [['ownership', 'I own it']]).exit.kind).toBe('end');
    expectOnlyNamedChanged(SOLAR, config, ['ownership']);
  });

  it('"make the phone number optional" finds the contact step and says the phone is optional already', () => {
    const r = edit(SOLAR, 'make the phone number optional');
    expect(r.changed).toBe(false);
    expect(r.summary).toBe(
      'Nothing changed: the phone number in step 5 ("How can we reach you?") is already optional.',
    );
  });

  it('"if the roof is flat, skip the photos step" passes over the upload for flat roofs', () => {
    const { config } = edit(WITH_PHOTOS, 'if the roof is flat, skip the photos step');
    expect(walk(config, [['roof_material', 'Flat']]).path).not.toContain(4);
    expect(walk(config, [['roof_material', 'Tiles']]).path).toContain(4);
    expectOnlyNamedChanged(WITH_PHOTOS, config, ['roof_material', 'bill']);
  });

  it('a price request leaves the first step as it was (tiles stay tiles, no option added)', () => {
    const { config } = edit(SOLAR, 'price: 800 base plus 40 per square meter, add 300 for a metal roof');
    expect(config.steps[0]).toEqual(SOLAR.steps[0]);
    expect(
      walk(config, [
        ['roof_size', 100],
        ['roof_material', 'Metal'],
      ]).values,
    ).toEqual({ estimate: 5100 });
    expectOnlyNamedChanged(SOLAR, config, ['roof_material']);
  });
});

describe('refusals', () => {
  const refusal = (config: TFormConfig, instruction: string): string => {
    try {
      editOffline(config, instruction);
    } catch (e) {
      expect(e).toBeInstanceOf(GeneratorError);
      expect((e as GeneratorError).code).toBe('not_understood');
      return (e as Error).message;
    }
    throw new Error(`"${instruction}" was not refused`);
  };

  it('"undo" says where Undo is', () => {
    expect(refusal(SOLAR, 'undo')).toBe(
      'I did not understand "undo". Undo is not something I can do from a sentence: use Undo in the builder to go back, or say what to change back, for example "remove step 5".',
    );
  });

  it('names the part not understood, what was understood, and changes nothing', () => {
    expect(refusal(SOLAR, 'make it green and also have the form play music when it opens')).toMatch(
      /^I did not understand "have the form play music when it opens"\. I understood "make it green", but changed nothing/,
    );
  });

  it('suggests what to say about the step the owner named, in their words', () => {
    expect(refusal(SOLAR, 'make the roof size sparkle')).toBe(
      'I did not understand "make the roof size sparkle". If you meant step 2 ("How big is your roof?"), say what to do with it, for example "make the roof size optional", "remove the roof size", "let the roof size go up to 400".',
    );
  });

  it('logic that names no option of the form says what it understood and lists the options', () => {
    expect(refusal(SOLAR, 'if they choose leasing, end the form')).toBe(
      'I understood "end the form when the answer is "leasing"", but could not match it to the steps and options of this form (options: step 1: I own it, I rent; step 3: Tiles, Metal, Flat). Name an option or a step as it appears in the form, for example "if they choose I own it, end the form".',
    );
  });
});

describe('the reading underneath', () => {
  it('strips greetings, hedges and politeness around a clause', () => {
    expect(tidy('hey, could you please make the bill optional thanks!')).toBe('make the bill optional');
    expect(tidy('Kannst du bitte die Zimmer entfernen?')).toBe('die Zimmer entfernen');
  });

  it("corrects typos to the form's and the instruction's words, never everyday words or plurals", () => {
    const words = vocabulary(WITH_PHOTOS.steps, 'en');
    expect(correctTypos('remvoe the photo uplaod and chnage the adress', words)).toBe(
      'remove the photo upload and change the address',
    );
    expect(correctTypos('renters get a message and the form ends, 50 a room', words)).toBe(
      'renters get a message and the form ends, 50 a room',
    );
  });

  it('finds a step by its topic, not only its title words', () => {
    expect(topicTarget('the roof size', SOLAR.steps)).toBe(1);
    expect(topicTarget('the phone number', SOLAR.steps)).toBe(4);
    expect(topicTarget('roof material', SOLAR.steps)).toBe(2);
    expect(topicTarget('the pizza', SOLAR.steps)).toBe(-1);
  });
});

describe("the issue's prompts with logic and prices", () => {
  const gen = (prompt: string) => {
    const c = generateOffline({ prompt });
    expect(checkLogic(c)).toEqual([]);
    return c;
  };
  const byTitle = (c: TFormConfig, word: string) =>
    c.steps.find((s) => s.title.toLowerCase().includes(word)) as TStep;
  const answersFor = (c: TFormConfig, given: [string, number | string][]) =>
    Object.fromEntries(
      given.map(([word, v]) => {
        const s = byTitle(c, word);
        return answer(c, s.id as string, v);
      }),
    );

  it('window cleaning: house or apartment is a choice (no step from filler words), price keeps the 30', () => {
    const c = gen(
      'Quote form for window cleaning. Ask house or apartment, the number of windows (slider 1 to 50), and contact details. Estimate the price as 30 plus 4 per window.',
    );
    expect(c.steps[0]).toMatchObject({ type: 'tiles', title: 'House or apartment?' });
    expect(c.steps.some((s) => /quote form for/i.test(s.title))).toBe(false);
    expect(c.calculations?.[0].formula).toBe('30 + 4 * q_number_of_windows');
    expect(calculate(c, answersFor(c, [['windows', 10]]))).toEqual({ estimate: 70 });
  });

  it('"ask if they own the home; if not, end the form with a polite note" asks and ends on No', () => {
    const c = gen(
      'Solar quote form: ask if they own the home; if not, end the form with a polite note. Then the monthly bill (50-500 dollars) and contact details.',
    );
    expect(byTitle(c, 'own')).toMatchObject({ title: 'Do you own the home?' });
    expect(walkPath(c, answersFor(c, [['own', 'No']])).exit.kind).toBe('ending');
    expect(walkPath(c, answersFor(c, [['own', 'Yes']])).exit.kind).toBe('end');
  });

  it('"the price is 200 per room plus 2 per km" binds both rates', () => {
    const c = gen(
      'Moving quote: number of rooms 1-10, distance in km 1-500, contact details. The price is 200 per room plus 2 per km.',
    );
    expect(
      calculate(
        c,
        answersFor(c, [
          ['rooms', 3],
          ['km', 100],
        ]),
      ),
    ).toEqual({ estimate: 800 });
  });

  it('"if no, skip straight to the contact details" follows the yes/no question before it', () => {
    const c = gen(
      'Garden service request: do you need hedge trimming? yes or no; if no, skip straight to the contact details. Hedge length in meters 1-100, contact details.',
    );
    const no = walkPath(c, answersFor(c, [['hedge trimming', 'No']]));
    expect(no.path.map((i) => c.steps[i].type)).toEqual(['yesNo', 'contact']);
  });

  it('"homeowners only: renters should end the form politely" ends for renters', () => {
    const c = gen(
      'A solar quote form for homeowners only: renters should end the form politely. Ask own or rent, monthly bill slider 50-500 dollars, roof type, contact details.',
    );
    expect(c.steps[0]).toMatchObject({ type: 'tiles' });
    expect(walkPath(c, answersFor(c, [['own', 'Rent']])).exit.kind).toBe('ending');
    expect(walkPath(c, answersFor(c, [['own', 'Own']])).exit.kind).toBe('end');
  });
});
