// Edit kinds of the offline generator: each instruction lands precisely, and unclear ones are refused with help.
import { type TFormConfig, type TStep, ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';
import { GeneratorError } from './types.ts';
import { editOffline, findStep, splitClauses } from './edit/index.ts';
import { generateOffline } from './generate.ts';

const SOLAR = generateOffline({
  prompt:
    'a quote request form for solar panel installation: property type, monthly bill slider 50–500 dollars, roof type, address and contact details',
});
const CLEANING = generateOffline({
  prompt:
    'House cleaning quote: type of cleaning (regular, deep, move-out), any comments, address and contact details',
});

function edit(config: TFormConfig, instruction: string) {
  const result = editOffline(config, instruction);
  expect(ZFormConfig.safeParse(result.config).success).toBe(true);
  expect(result.summary).toMatch(/^[A-Z].*\.$/);
  return result;
}
const titles = (s: TStep | undefined) => (s && 'options' in s ? s.options.map((o) => o.title) : []);
const byTitle = (c: TFormConfig, word: string) => c.steps.find((s) => s.title.toLowerCase().includes(word));

describe('adding steps', () => {
  it('adds a step with the options named in the instruction, before the contact block', () => {
    const { config, summary } = edit(
      SOLAR,
      'add a step asking how they heard about us with Google, Friend and Newspaper',
    );
    const added = byTitle(config, 'hear about us');
    expect(titles(added)).toEqual(['Google', 'Friend', 'Newspaper']);
    expect(config.steps.indexOf(added as TStep)).toBe(3);
    expect(summary).toMatch(/Added/);
  });

  it('adds a typed step at a position', () => {
    const a = edit(
      SOLAR,
      'add a dropdown for country with Germany, Austria and Switzerland after step 2',
    ).config;
    expect(a.steps[2].type).toBe('dropdown');
    expect(titles(a.steps[2])).toEqual(['Germany', 'Austria', 'Switzerland']);
    const b = edit(SOLAR, 'add a textbox for comments at the end').config;
    expect(b.steps.at(-1)?.type).toBe('textbox');
    const c = edit(SOLAR, 'add a yes/no question whether they have a battery at the beginning').config;
    expect(c.steps[0]).toMatchObject({ type: 'tiles', title: 'Do you have a battery?' });
    const d = edit(SOLAR, 'add a slider for the roof area from 20 to 300 as step 2').config;
    expect(d.steps[1]).toMatchObject({ type: 'slider', min: 20, max: 300 });
  });

  it('adds an upload with its analysis step', () => {
    const { config } = edit(CLEANING, 'add an upload step for photos and analyse them');
    const i = config.steps.findIndex((s) => s.type === 'documentUpload');
    expect(config.steps[i + 1].type).toBe('documentInfo');
  });
});

describe('removing, renaming and moving steps', () => {
  it('removes a step by fuzzy title or by number', () => {
    expect(byTitle(edit(SOLAR, 'remove the roof question').config, 'roof')).toBeUndefined();
    expect(edit(SOLAR, 'delete step 1').config.steps).toHaveLength(SOLAR.steps.length - 1);
    expect(edit(SOLAR, 'remove the last step').config.steps.at(-1)?.type).toBe('location');
  });

  it('says which steps exist when the target is unknown', () => {
    expect(() => editOffline(SOLAR, 'remove the pizza question')).toThrow(/The steps are: 1\./);
  });

  it('renames two steps in one sentence', () => {
    const c = edit(SOLAR, 'rename step 1 to Building and step 2 to Bill').config;
    expect(c.steps.slice(0, 2).map((s) => s.title)).toEqual(['Building', 'Bill']);
  });

  it('renames titles and subtitles', () => {
    expect(edit(SOLAR, 'rename step 1 to "Which building is it?"').config.steps[0].title).toBe(
      'Which building is it?',
    );
    const c = edit(SOLAR, 'change the subtitle of the roof question to "Look from the street"').config;
    expect(byTitle(c, 'roof')?.subtitle).toBe('Look from the street');
  });

  it('moves and swaps steps', () => {
    expect(edit(SOLAR, 'move step 3 to the beginning').config.steps[0].title).toMatch(/roof/);
    expect(edit(SOLAR, 'move the roof question before step 1').config.steps[0].title).toMatch(/roof/);
    expect(edit(SOLAR, 'move step 1 to the end').config.steps.at(-1)?.title).toMatch(/property/);
    const swapped = edit(SOLAR, 'swap step 1 and step 2').config;
    expect(swapped.steps.slice(0, 2).map((s) => s.type)).toEqual(['slider', 'tiles']);
  });
});

describe('changing steps', () => {
  it('changes the type and keeps the options', () => {
    const c = edit(SOLAR, 'make the roof question a dropdown').config;
    expect(byTitle(c, 'roof')).toMatchObject({ type: 'dropdown' });
    expect(titles(byTitle(c, 'roof'))).toContain('Flat roof');
    expect(
      byTitle(edit(SOLAR, 'allow multiple answers for the property question').config, 'property')?.type,
    ).toBe('multiSelect');
    expect(edit(SOLAR, 'change step 1 to a textbox').config.steps[0].type).toBe('textbox');
  });

  it('adds, removes and renames options', () => {
    const added = edit(SOLAR, 'add option Barn to the property question').config;
    expect(byTitle(added, 'property')).toMatchObject({ type: 'tiles' });
    expect(titles(byTitle(added, 'property'))).toContain('Barn');
    // A ninth option turns tiles into a dropdown, since tiles show eight.
    let many = added;
    for (const name of ['Shed', 'Garage', 'Mill'])
      many = edit(many, `add option ${name} to the property question`).config;
    expect(byTitle(many, 'property')).toMatchObject({ type: 'tiles' });
    expect(titles(byTitle(many, 'property'))).toHaveLength(8);
    const ninth = edit(many, 'add option Villa to the property question');
    expect(byTitle(ninth.config, 'property')).toMatchObject({ type: 'dropdown' });
    expect(ninth.summary).toContain('made it a dropdown because tiles show at most 8 options');
    expect(titles(byTitle(edit(SOLAR, 'remove the Farm option').config, 'property'))).not.toContain('Farm');
    expect(titles(byTitle(edit(SOLAR, 'rename option Commercial to Business').config, 'property'))).toContain(
      'Business',
    );
  });

  it('makes one step required and another optional in one sentence', () => {
    const c = edit(CLEANING, 'make the cleaning question optional and the comments required').config;
    expect(c.steps[0].validation?.required).toBe(false);
    expect(c.steps.find((s) => s.type === 'textbox')?.validation?.required).toBe(true);
  });

  it('makes steps optional or required', () => {
    expect(
      edit(CLEANING, 'make the comments required').config.steps.find((s) => s.type === 'textbox')?.validation
        ?.required,
    ).toBe(true);
    expect(edit(SOLAR, 'make step 1 optional').config.steps[0].validation?.required).toBe(false);
  });

  it('changes slider range, step, default and prefix', () => {
    const slider = (c: TFormConfig) => c.steps.find((s) => s.type === 'slider');
    expect(slider(edit(SOLAR, 'make the bill slider go to 800').config)).toMatchObject({ min: 50, max: 800 });
    expect(slider(edit(SOLAR, 'set the minimum to 100').config)).toMatchObject({ min: 100, max: 500 });
    expect(slider(edit(SOLAR, 'set the slider range from 0 to 1000 in steps of 50').config)).toMatchObject({
      min: 0,
      max: 1000,
      step: 50,
    });
    expect(slider(edit(SOLAR, 'set the default value to 200').config)).toMatchObject({ defaultValue: 200 });
    expect(slider(edit(SOLAR, 'use euros').config)).toMatchObject({ prefix: '€' });
    expect(slider(edit(SOLAR, 'remove the prefix').config)?.prefix).toBeUndefined();
  });

  it('keeps the default inside a narrowed range', () => {
    const s = edit(SOLAR, 'make the bill slider go to 100').config.steps.find((x) => x.type === 'slider');
    expect(s).toMatchObject({ max: 100 });
    expect((s as { defaultValue: number }).defaultValue).toBeLessThanOrEqual(100);
  });

  it('sets placeholder and rows (clamped to 1–10)', () => {
    const box = (c: TFormConfig) => c.steps.find((s) => s.type === 'textbox');
    expect(
      box(edit(CLEANING, 'set the placeholder of the comments box to "Pets, keys…"').config),
    ).toMatchObject({
      placeholder: 'Pets, keys…',
    });
    expect(box(edit(CLEANING, 'make the comments box 6 rows').config)).toMatchObject({ rows: 6 });
    expect(box(edit(CLEANING, 'make the comments box 25 rows').config)).toMatchObject({ rows: 10 });
  });
});

describe('look and texts', () => {
  it('sets the colour from the 22 names, German names and hex', () => {
    expect(edit(SOLAR, 'make it blue').config.theme?.colors?.primary).toBe('#3b82f6');
    expect(edit(SOLAR, 'change the colour to fuchsia').config.theme?.colors?.primary).toBe('#d946ef');
    expect(edit(SOLAR, 'use #ff6600 as the primary colour').config.theme?.colors?.primary).toBe('#ff6600');
    expect(edit(SOLAR, 'mach es grün').config.theme?.colors?.primary).toBe('#22c55e');
  });

  it('falls back to red for a hex that is not 7 characters (spec)', () => {
    expect(edit(SOLAR, 'set the colour to #12345').config.theme?.colors?.primary).toBe('#ef4444');
  });

  it('sets the font from the 20 offered fonts', () => {
    expect(edit(SOLAR, 'use Roboto font').config.theme?.font?.family).toBe('Roboto');
    expect(edit(SOLAR, 'switch the font to Times New Roman').config.theme?.font?.family).toBe(
      'Times New Roman',
    );
  });

  it('returns the icon mode outside the config', () => {
    expect(edit(SOLAR, 'use emoji icons').iconMode).toBe('emoji');
    expect(edit(SOLAR, 'hide the icons').iconMode).toBe('none');
    expect(edit(SOLAR, 'use lucide icons').iconMode).toBe('lucide');
    expect(edit(SOLAR, 'make it blue').iconMode).toBeUndefined();
  });

  it('changes button, thank-you and form title texts', () => {
    expect(edit(SOLAR, 'change the submit button to "Send request"').config.ui?.buttons?.submit).toBe(
      'Send request',
    );
    expect(edit(SOLAR, 'change the next button text to Go on').config.ui?.buttons?.next).toBe('Go on');
    expect(edit(SOLAR, 'set the thank you title to "Thanks a lot!"').config.submission?.title).toBe(
      'Thanks a lot!',
    );
    expect(
      edit(SOLAR, "set the thank you message to 'We will call you within a day'").config.submission
        ?.description,
    ).toBe('We will call you within a day');
    expect(edit(SOLAR, 'rename the form to Solar check').config.title).toBe('Solar check');
  });
});

describe('translation', () => {
  it('translates English to German and back', () => {
    const de = edit(SOLAR, 'translate to German').config;
    expect(de.language).toBe('de');
    expect(de.steps[0].title).toBe('Um welche Art von Immobilie handelt es sich?');
    expect(de.ui?.buttons?.submit).toBe('Absenden');
    expect(de.submission?.title).toBe('Vielen Dank für Ihre Anfrage!');
    const en = edit(de, 'translate to English').config;
    expect(en.steps[0].title).toBe(SOLAR.steps[0].title);
    expect(en.ui?.buttons?.submit).toBe('Submit');
  });

  it('translates every text the engine knows: owner options, upload title, endings, estimate label, currency', () => {
    const base = generateOffline({
      prompt:
        'Solar quote: do you own or rent (own, rent), monthly bill slider 50-500 dollars, roof type (tile, metal, flat), upload a photo of the roof, address, contact details. Only homeowners. Price: base 1500 plus 45 per dollar of bill.',
    });
    const r = editOffline(base, 'make it German');
    expect(r.changed).toBe(true);
    const de = r.config;
    expect(de.language).toBe('de');
    const options = (c: TFormConfig) =>
      c.steps.flatMap((s) => ('options' in s ? s.options.map((o) => o.title) : []));
    expect(options(de)).toEqual(['Eigentum', 'Miete', 'Ziegel', 'Metall', 'Flachdach']);
    expect(de.steps.find((s) => s.type === 'documentUpload')?.title).toBe(
      'Bitte laden Sie ein Foto vom Dach hoch',
    );
    expect(de.steps.find((s) => s.type === 'slider')).toMatchObject({ prefix: '€' });
    expect(de.endings?.[0]).toMatchObject({
      title: 'Vielen Dank für Ihr Interesse',
      description: 'Leider richtet sich dieses Angebot nur an Eigentümer.',
    });
    expect(de.calculations?.[0]).toMatchObject({ label: 'Geschätzter Preis', currency: 'EUR' });
    // Every step text is German now: no English question words or English option left.
    for (const s of de.steps)
      expect(`${s.title} ${s.subtitle ?? ''}`).not.toMatch(/\b(?:what|which|how|your|please|upload)\b/i);
    // Asking again changes nothing and says so.
    const again = editOffline(de, 'translate to German');
    expect(again.changed).toBe(false);
    expect(again.summary).toMatch(/^Nothing changed/);
  });

  it('translates a German form with its own options into English, euros into dollars', () => {
    const base = generateOffline({
      prompt:
        'Solaranfrage: Eigentümer oder Mieter (Eigentümer, Mieter), Dachart (Ziegel, Blech, Flachdach), Fotos vom Dach hochladen, monatliche Stromrechnung 50-500 Euro, Adresse, Kontaktdaten. Nur für Eigentümer.',
    });
    const en = editOffline(base, 'translate to English').config;
    expect(en.language).toBe('en');
    const options = en.steps.flatMap((s) => ('options' in s ? s.options.map((o) => o.title) : []));
    expect(options).toEqual(['Owner', 'Renter', 'Tile', 'Metal', 'Flat']);
    expect(en.steps.find((s) => s.type === 'documentUpload')?.title).toBe('Please upload photos of the roof');
    expect(en.steps.find((s) => s.type === 'slider')).toMatchObject({ prefix: '$' });
    expect(en.endings?.[0].title).toBe('Thank you for your interest');
    for (const s of en.steps)
      expect(`${s.title} ${s.subtitle ?? ''}`).not.toMatch(/\b(?:Sie|Ihre?|Bitte|welche)\b/);
  });

  it('keeps option ids stable across languages', () => {
    const de = edit(SOLAR, 'übersetze auf Deutsch').config;
    const ids = (c: TFormConfig) =>
      c.steps.flatMap((s) => ('options' in s ? s.options.map((o) => o.id) : []));
    expect(ids(de)).toEqual(ids(SOLAR));
  });
});

describe('more phrasings', () => {
  it('turns a step into a rating or a number field when told', () => {
    const rated = edit(SOLAR, 'make step 2 a star rating').config;
    expect(rated.steps[1]).toMatchObject({ type: 'rating', scale: 'stars', title: SOLAR.steps[1].title });
    const typed = edit(SOLAR, 'make step 2 a number field').config;
    expect(typed.steps[1]).toMatchObject({ type: 'number', title: SOLAR.steps[1].title });
  });

  it('turns a step into a date picker or an image choice (keeping its options) when told', () => {
    const dated = edit(SOLAR, 'make step 2 a date picker').config;
    expect(dated.steps[1]).toMatchObject({ type: 'date', minDays: 1, title: SOLAR.steps[1].title });
    const pictured = edit(SOLAR, 'make step 1 an image choice').config;
    const before = SOLAR.steps[0] as { options: { id: string }[] };
    expect(pictured.steps[0]).toMatchObject({ type: 'imageChoice', options: before.options.slice(0, 8) });
  });

  it('understands German instructions', () => {
    const added = edit(SOLAR, 'füge eine Frage hinzu: Haben Sie Haustiere?').config;
    expect(added.steps.some((s) => s.title === 'Haben Sie Haustiere?' && s.type === 'yesNo')).toBe(true);
    const slider = edit(SOLAR, 'füge einen Schieberegler für die Dachfläche von 20 bis 200 hinzu').config;
    expect(slider.steps.find((s) => s.type === 'slider' && s.max === 200)?.title).toMatch(/roof/i);
    expect(edit(SOLAR, 'entferne Schritt 2').config.steps).toHaveLength(SOLAR.steps.length - 1);
  });

  it('replaces all options, removes several steps and renames a subtitle', () => {
    const roof = byTitle(
      edit(SOLAR, 'change the roof question options to tiles, slate, metal').config,
      'roof',
    );
    expect(titles(roof)).toEqual(['Tiles', 'Slate', 'Metal']);
    expect(edit(SOLAR, 'remove steps 2 and 3').config.steps).toHaveLength(SOLAR.steps.length - 2);
    const sub = edit(SOLAR, 'rename the property question subtitle to Pick one').config.steps[0];
    expect(sub).toMatchObject({ title: SOLAR.steps[0].title, subtitle: 'Pick one' });
  });

  it('adds a free question about a colour without treating it as a theme change', () => {
    const c = edit(SOLAR, 'add a step asking for their favourite colour').config;
    expect(c.steps.some((s) => s.title === 'What is your favourite colour?')).toBe(true);
    expect(c.theme?.colors?.primary).toBe('#10b981');
  });

  it('keeps apostrophes inside single-quoted texts', () => {
    expect(edit(SOLAR, "change the next button to 'Let's go'").config.ui?.buttons?.next).toBe("Let's go");
  });

  it('sets the slider step size', () => {
    expect(edit(SOLAR, 'set the step size to 5').config.steps.find((s) => s.type === 'slider')).toMatchObject(
      { step: 5 },
    );
  });

  it('says so when an option already exists', () => {
    expect(edit(SOLAR, "add 'Other' as an option to the roof question").summary).toMatch(
      /already has "Other"/,
    );
  });

  it('does not let a look or icon change swallow an unknown request', () => {
    expect(() => editOffline(SOLAR, 'use emoji icons and blorp')).toThrow(GeneratorError);
    expect(() => editOffline(SOLAR, 'make it blue and frobnicate')).toThrow(GeneratorError);
  });
});

describe('several instructions and unclear ones', () => {
  it('applies every clause of one sentence', () => {
    const { config, summary } = edit(SOLAR, 'remove the roof question and make it blue, then use Lato font');
    expect(byTitle(config, 'roof')).toBeUndefined();
    expect(config.theme?.colors?.primary).toBe('#3b82f6');
    expect(config.theme?.font?.family).toBe('Lato');
    expect(summary).toMatch(/Removed.*colour.*font/);
  });

  it('does not split quoted text at "and"', () => {
    expect(splitClauses('change the submit button to "Save and send" and make it red')).toEqual([
      'change the submit button to "Save and send"',
      'make it red',
    ]);
  });

  it('refuses an instruction it cannot understand naming the part, what it understood and what to say, changing nothing', () => {
    const err = (() => {
      try {
        editOffline(SOLAR, 'make it blue and blorp the frobnicator');
      } catch (e) {
        return e;
      }
    })();
    expect(err).toBeInstanceOf(GeneratorError);
    expect((err as GeneratorError).code).toBe('not_understood');
    const message = (err as GeneratorError).message;
    expect(message).toMatch(
      /^I did not understand "blorp the frobnicator"\. I understood "make it blue", but changed nothing/,
    );
    expect(message).toMatch(/Say which step to change and how, for example "make the \w+ optional"/);
    expect(message).not.toMatch(/I can:/);
    expect(SOLAR.theme?.colors?.primary).toBe('#10b981');
  });

  it('refuses to remove the only step', () => {
    const one = { ...SOLAR, steps: SOLAR.steps.slice(0, 1) };
    expect(() => editOffline(one, 'delete step 1')).toThrow(/at least one step/);
  });

  it('finds steps by number, ordinal, type word and title words', () => {
    expect(findStep('step 2', SOLAR.steps)).toBe(1);
    expect(findStep('the third question', SOLAR.steps)).toBe(2);
    expect(findStep('the contact step', SOLAR.steps)).toBe(SOLAR.steps.length - 1);
    expect(findStep('the bill slider', SOLAR.steps)).toBe(1);
    expect(findStep('step 42', SOLAR.steps)).toBe(-1);
  });
});

describe('what an edit says it changed', () => {
  it('says in words, in English and German, what was added and where, with the step to show', () => {
    const r = editOffline(SOLAR, 'add a slider for the budget from 1000 to 20000 dollars after step 3');
    expect(r.changed).toBe(true);
    const added = r.config.steps[3];
    expect(added.type).toBe('slider');
    expect(r.summary).toBe(`Added a slider "${added.title}" after step 3.`);
    expect(r.summaryDe).toBe(`Schieberegler „${added.title}“ nach Schritt 3 hinzugefügt.`);
    expect(r.changes).toEqual([{ en: expect.any(String), de: expect.any(String), step: 3 }]);
  });

  it('lists every change of a multi-part instruction in both languages', () => {
    const r = editOffline(SOLAR, 'make it blue, then remove the roof question');
    expect(r.changes).toHaveLength(2);
    expect(r.summary).toMatch(/^Set the colour to blue .* and removed step \d \("What type of roof/);
    expect(r.summaryDe).toMatch(
      /^Farbe auf blue .* gesetzt und Schritt \d \(„What type of roof.*“\) entfernt\.$/,
    );
  });

  it('reports an edit that changes nothing, so the server can answer without charging', () => {
    const font = editOffline(SOLAR, 'use Poppins font');
    expect(font.changed).toBe(false);
    expect(font.changes).toEqual([]);
    expect(font.summary).toBe('Nothing changed: the form already looks like that.');
    expect(font.summaryDe).toBe('Nichts geändert: Das Formular sieht bereits so aus.');
    const option = editOffline(SOLAR, "add 'Other' as an option to the roof question");
    expect(option.changed).toBe(false);
    expect(option.summary).toMatch(
      /^Nothing changed: step \d \("What type of roof do you have\?"\) already has "Other"\.$/,
    );
    expect(option.summaryDe).toMatch(/^Nichts geändert: Schritt \d \(„.*“\) hat bereits „Other“\.$/);
    expect(editOffline(SOLAR, 'make the roof question required').changed).toBe(true);
    const required = editOffline(SOLAR, 'make the roof question required').config;
    expect(editOffline(required, 'make the roof question required').changed).toBe(false);
  });

  it('counts an icon mode change as a change (the form record stores it)', () => {
    const r = editOffline(SOLAR, 'use emoji icons');
    expect(r.changed).toBe(true);
    expect(r.iconMode).toBe('emoji');
    expect(r.summaryDe).toBe('Symbole auf Emoji umgestellt.');
  });
});
