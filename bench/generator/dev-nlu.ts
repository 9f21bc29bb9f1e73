// Development set for issue 20: the issue's own examples (the floor) and more instructions and prompts written to
// tune against; the held-out sets in held-out-nlu.ts are never tuned on.
import { contact, location, type PromptCase } from './corpus.ts';
import type { NluEditCase } from './held-out-nlu.ts';
import type { LogicCase } from './logic.ts';

export const DEV_EDITS: NluEditCase[] = [
  // the examples, on the solar form
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'Show a price estimate: 1200 plus 50 per square meter',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 6200 } }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'Let people pick more than one roof material',
    expect: [{ kind: 'step', id: 'roof_type', type: 'multiSelect', options: ['Tiles', 'Metal', 'Flat'] }],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction:
      'Add a question asking how soon they want the installation: within a month, within 3 months, just researching',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, options: ['within a month', 'within 3 months', 'just researching'] },
    ],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'Let the roof size go up to 300',
    expect: [{ kind: 'step', id: 'roof_area', min: 10, max: 300 }],
    touches: ['roof_area'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'Put a photo upload before the contact details so they can send pictures of the roof',
    expect: [{ kind: 'step', before: 'contact', type: 'documentUpload' }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction:
      'When the roof is smaller than 30 square meters, end the form and tell them it is too small for us',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'roof', number: 20 }], ending: 'too small' } },
      { kind: 'journey', journey: { answers: [{ step: 'roof', number: 50 }], shows: ['made of'] } },
    ],
    touches: ['roof_area'],
  },
  {
    base: 'solar',
    voice: 'german',
    cls: 'edit',
    instruction:
      'Füge eine Frage hinzu, wie viele Personen im Haushalt leben, als Schieberegler von 1 bis 10',
    expect: [
      { kind: 'count', delta: 1 },
      { kind: 'step', new: true, type: 'slider', min: 1, max: 10, title: 'personen' },
    ],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'End the form politely when the respondent rents the property',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } },
      { kind: 'journey', journey: { answers: [{ option: 'own' }], shows: ['bill'] } },
    ],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'make the phone number optional',
    expect: [{ kind: 'unchanged' }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'if the roof is flat, skip the photos step',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'flat' }], skips: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'tiles' }], shows: ['photos'] } },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'undo',
    expect: [{ kind: 'refused', mentions: 'undo' }],
    touches: [],
  },
  // more, in other words
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: "we don't need the bill question anymore",
    expect: [{ kind: 'removed', id: 'bill' }],
    touches: ['bill'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'edit',
    instruction: 'photos required',
    expect: [{ kind: 'step', id: 'photos', required: true }],
    touches: ['photos'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'could the roof material be a dropdown instead?',
    expect: [{ kind: 'step', id: 'roof_type', type: 'dropdown' }],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'renters should get a friendly message and the form ends',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } }],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'price: 500 + 40 per m2 + 250 for metal',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'roof', number: 100 }, { option: 'metal' }], estimate: 4750 },
      },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'the rooms slider should go from 2 to 12',
    expect: [{ kind: 'step', id: 'rooms', min: 2, max: 12 }],
    touches: ['rooms'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'when they pick deep clean, ask whether they have pets',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], shows: ['pets'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], skips: ['pets'] } },
    ],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'get rid of the fridge option',
    expect: [{ kind: 'step', id: 'extras', noOptions: ['Fridge'] }],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'put the address step at the very start please',
    expect: [{ kind: 'step', id: 'address', at: 1 }],
    touches: ['address'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'logic',
    instruction: 'only show extras for deep cleans',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], shows: ['extras'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], skips: ['extras'] } },
    ],
    touches: ['rooms', 'extras'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: 'delet the notes questoin',
    expect: [{ kind: 'removed', id: 'notes' }],
    touches: ['notes'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Preis: 300 € pauschal plus 2 € pro km',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 100 }], estimate: 500 } }],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Stockwerk optional',
    expect: [{ kind: 'step', id: 'etage', required: false }],
    touches: ['etage'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Entferne die Frage nach der Packhilfe',
    expect: [{ kind: 'removed', id: 'packen' }],
    touches: ['packen'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Bei mehr als 300 km bitte das Formular beenden',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 350 }], ending: true } }],
    touches: ['entfernung'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Zimmer ab 2',
    expect: [{ kind: 'step', id: 'zimmer', min: 2, max: 8 }],
    touches: ['zimmer'],
  },
  // logic and prices in more words
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: "if the bill is below 100, end the form — solar won't pay off for them",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 80 }], ending: true },
      },
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 200 }], shows: ['roof'] },
      },
    ],
    touches: ['bill'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'anyone who rents gets a goodbye message',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } }],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'skip the photo step for tiled roofs',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'tiles' }], skips: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], shows: ['photos'] } },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'when the roof is metal, send them straight to the contact step',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'metal' }], skips: ['photos'] } }],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'calculate a price: 1000 base + 35 per square metre',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 4500 } }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'price',
    instruction: 'metal roofs cost 400 extra',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], estimate: 400 } },
      { kind: 'journey', journey: { answers: [{ option: 'flat' }], estimate: 0 } },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'price',
    instruction: 'price per room 30, plus 10 for each extra',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'rooms', number: 3 }, { options: ['oven', 'fridge'] }], estimate: 110 },
      },
    ],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: 'we charge 20 for the oven and 15 for the fridge',
    expect: [{ kind: 'journey', journey: { answers: [{ options: ['oven', 'fridge'] }], estimate: 35 } }],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'logic',
    instruction: 'deep cleans should skip the extras',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], skips: ['extras'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], shows: ['extras'] } },
    ],
    touches: ['rooms'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'bei Wohnungen die Frage nach dem Packen überspringen',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'wohnung' }], skips: ['packen'] } },
      { kind: 'journey', journey: { answers: [{ option: 'haus' }], shows: ['packen'] } },
    ],
    touches: ['entfernung'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wenn mehr als 6 Zimmer, Formular beenden',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'zimmer', number: 7 }], ending: true } }],
    touches: ['zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Kosten: 100 € plus 50 € pro Zimmer',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'zimmer', number: 4 }], estimate: 300 } }],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Packhilfe kostet 150 € extra',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'ja', step: 'packen' }], estimate: 150 } }],
    touches: ['packen'],
  },
  // chatty, third round
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'hmm, the bill question feels unnecessary — can we take it out?',
    expect: [{ kind: 'removed', id: 'bill' }],
    touches: ['bill'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: "I'd like the rooms slider to max out at 20",
    expect: [{ kind: 'step', id: 'rooms', max: 20 }],
    touches: ['rooms'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'could you move the address question so it comes right after the extras?',
    expect: [{ kind: 'step', id: 'address', after: 'extras' }],
    touches: ['address'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: "the frequency question needs an 'Every three weeks' option too",
    expect: [{ kind: 'step', id: 'frequency', options: ['Weekly', 'Every three weeks'] }],
    touches: ['frequency'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: "make it so they can't skip the notes",
    expect: [{ kind: 'step', id: 'notes', required: true }],
    touches: ['notes'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "if somebody picks deep clean we don't need to ask about extras",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], skips: ['extras'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], shows: ['extras'] } },
    ],
    touches: ['rooms'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: "anyone with a bill under 80 — stop the form, it's not worth it for them",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 60 }], ending: true },
      },
    ],
    touches: ['bill'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'when they choose move-out, jump them to the address',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'move-out' }], skips: ['extras'] } }],
    touches: ['cleaning_type'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: "roughly it's 50 a room plus 25 call-out",
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'rooms', number: 2 }], estimate: 125 } }],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: 'the oven clean is 30 extra',
    expect: [{ kind: 'journey', journey: { answers: [{ options: ['oven'] }], estimate: 30 } }],
    touches: ['extras'],
  },
  // logic phrasings, fourth round
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'logic',
    instruction: 'notes only for deep cleans',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], shows: ['anything else'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], skips: ['anything else'] } },
    ],
    touches: ['frequency', 'notes'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'renting? thank them and end it there',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } }],
    touches: ['ownership'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "regular customers don't need the notes question",
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], skips: ['anything else'] } },
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], shows: ['anything else'] } },
    ],
    touches: ['frequency', 'notes'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'für Büros können wir direkt zu den Kontaktdaten springen',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'büro' }], skips: ['packen'] } }],
    touches: ['objekt'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Mehr als 7 Zimmer schaffen wir nicht, dann bitte Formular beenden',
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'zimmer', number: 8 }], ending: true } },
      { kind: 'journey', journey: { answers: [{ step: 'zimmer', number: 3 }], shows: ['stockwerk'] } },
    ],
    touches: ['zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wer eine Wohnung hat, braucht die Packhilfe nicht',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'wohnung' }], skips: ['packen'] } },
      { kind: 'journey', journey: { answers: [{ option: 'haus' }], shows: ['packen'] } },
    ],
    touches: ['entfernung', 'packen'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'for flat roofs we can go straight to contact',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'flat' }], skips: ['photos'] } }],
    touches: ['roof_type'],
  },
  // typos, German and prices, fifth round
  {
    base: 'solar',
    voice: 'typos',
    cls: 'edit',
    instruction: 'make the photo uplod optinal',
    expect: [{ kind: 'step', id: 'photos', required: false }],
    touches: ['photos'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'edit',
    instruction: 'chnage roof type to a dropdwon',
    expect: [{ kind: 'step', id: 'roof_type', type: 'dropdown' }],
    touches: ['roof_type'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: 'remove the balcny option',
    expect: [{ kind: 'step', id: 'extras', noOptions: ['Balcony'], options: ['Oven'] }],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: 'swich the rooms and extras questions',
    expect: [
      { kind: 'step', id: 'extras', at: 2 },
      { kind: 'step', id: 'rooms', at: 3 },
    ],
    touches: ['rooms', 'extras'],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'edit',
    instruction: "add 'Carpet' to extars",
    expect: [{ kind: 'step', id: 'extras', options: ['Oven', 'Carpet'] }],
    touches: ['extras'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Büro in Gewerbe umbenennen',
    expect: [{ kind: 'step', id: 'objekt', options: ['Haus', 'Wohnung', 'Gewerbe'], noOptions: ['Büro'] }],
    touches: ['objekt'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Die Entfernung soll bei 5 km anfangen',
    expect: [{ kind: 'step', id: 'entfernung', min: 5, max: 500 }],
    touches: ['entfernung'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Frage nach dem Packen an den Anfang',
    expect: [{ kind: 'step', id: 'packen', at: 1 }],
    touches: ['packen'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Zimmer bitte als Pflichtfeld',
    expect: [{ kind: 'step', id: 'zimmer', required: true }],
    touches: ['zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Preis pro Zimmer 80 €, bei Haus 100 € mehr',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'haus' }, { step: 'zimmer', number: 3 }], estimate: 340 },
      },
    ],
    touches: ['objekt'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'price',
    instruction: 'estimate: 99 flat + 12 per room',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'rooms', number: 5 }], estimate: 159 } }],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: 'add 40 if they want the oven cleaned',
    expect: [
      { kind: 'journey', journey: { answers: [{ options: ['oven'] }], estimate: 40 } },
      { kind: 'journey', journey: { answers: [{ options: ['fridge'] }], estimate: 0 } },
    ],
    touches: ['extras'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'price = roof area times 70 plus 500',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 7500 } }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'price',
    instruction: 'the price is 3000 for tiles, 3500 for metal and 2500 for flat roofs',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], estimate: 3500 } },
      { kind: 'journey', journey: { answers: [{ option: 'flat' }], estimate: 2500 } },
    ],
    touches: ['roof_type'],
  },
  // sixth round: moves, two targets, texts, single choice, prices with the unit first
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'the bill question should come after the roof type',
    expect: [{ kind: 'step', id: 'bill', after: 'roof_type' }],
    touches: ['bill'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'notes and address optional',
    expect: [
      { kind: 'step', id: 'notes', required: false },
      { kind: 'step', id: 'address', required: false },
    ],
    touches: ['notes', 'address'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'the last question is pointless, remove it',
    expect: [{ kind: 'removed', id: 'contact' }],
    touches: ['contact'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: 'make the second question a dropdown',
    expect: [{ kind: 'step', id: 'rooms', type: 'dropdown' }],
    touches: ['rooms'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'edit',
    instruction: "change 'Every two weeks' to 'Fortnightly'",
    expect: [{ kind: 'step', id: 'frequency', options: ['Fortnightly'], noOptions: ['Every two weeks'] }],
    touches: ['frequency'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'edit',
    instruction: 'let them choose just one extra',
    expect: [{ kind: 'step', id: 'extras', type: 'tiles' }],
    touches: ['extras'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Stockwerk nach der Entfernung',
    expect: [{ kind: 'step', id: 'etage', after: 'entfernung' }],
    touches: ['etage'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'edit',
    instruction: 'Zimmer und Stockwerk optional',
    expect: [
      { kind: 'step', id: 'zimmer', required: false },
      { kind: 'step', id: 'etage', required: false },
    ],
    touches: ['zimmer', 'etage'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'people with metal roofs should not see the photo step',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], skips: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'tiles' }], shows: ['photos'] } },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "when rooms is more than 6, end the form saying we can't handle big homes",
    expect: [
      { kind: 'journey', journey: { answers: [{ step: 'rooms', number: 7 }], ending: 'big homes' } },
      { kind: 'journey', journey: { answers: [{ step: 'rooms', number: 3 }], shows: ['extras'] } },
    ],
    touches: ['rooms'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'bei Entfernung über 300 km direkt zu den Kontaktdaten',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 350 }], skips: ['packen'] } }],
    touches: ['entfernung'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'price',
    instruction: 'charge 25 per room and 15 more for each extra',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'rooms', number: 2 }, { options: ['oven', 'windows'] }], estimate: 80 },
      },
    ],
    touches: ['extras'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'price',
    instruction: 'base price 1000, each square meter 40',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 50 }], estimate: 3000 } }],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Grundpreis 200 €, je km 1 €',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 100 }], estimate: 300 } }],
    touches: [],
  },
  // seventh round: logic and prices in more voices
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'renters go straight to the end',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], skips: ['bill'] } }],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: "show a battery question only if the bill's above 250",
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 300 }], shows: ['batter'] },
      },
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 100 }], skips: ['batter'] },
      },
    ],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Bei Wohnung die Zimmerfrage weglassen',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'wohnung' }], skips: ['zimmer'] } },
      { kind: 'journey', journey: { answers: [{ option: 'haus' }], shows: ['zimmer'] } },
    ],
    touches: ['objekt', 'zimmer'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Falls mehr als 450 km, bitte mit Hinweis beenden: zu weit für uns',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 480 }], ending: 'zu weit' } }],
    touches: ['entfernung'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "honestly if someone has more than 9 rooms we can't help, just end it",
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'rooms', number: 10 }], ending: true } }],
    touches: ['rooms'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'logic',
    instruction: 'monthly -> skip notes',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'monthly' }], skips: ['anything else'] } },
      { kind: 'journey', journey: { answers: [{ option: 'weekly' }], shows: ['anything else'] } },
    ],
    touches: ['frequency', 'notes'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: "once-off customers shouldn't get asked about notes",
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'just once' }], skips: ['anything else'] } }],
    touches: ['frequency', 'notes'],
  },
  {
    base: 'solar',
    voice: 'terse',
    cls: 'logic',
    instruction: 'if the bill is under 100 send them to contact',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ option: 'own' }, { step: 'bill', number: 80 }], skips: ['roof'] },
      },
    ],
    touches: ['bill'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'price',
    instruction: 'we usually charge about 1500 to start, then 50 for each square meter',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 6500 } }],
    touches: [],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'price',
    instruction: 'Kosten 2 € pro km plus 150 € Grundgebühr',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'weit', number: 100 }], estimate: 350 } }],
    touches: [],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'price',
    instruction: 'pirce: 2000 + 55 per sqm',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 7500 } }],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: 'oven cleaning is an extra 35, fridge 20',
    expect: [{ kind: 'journey', journey: { answers: [{ options: ['oven', 'fridge'] }], estimate: 55 } }],
    touches: ['extras'],
  },
  // ninth round: typos and chatty logic and prices
  {
    base: 'solar',
    voice: 'typos',
    cls: 'logic',
    instruction: 'if thye choose metal, skip the phtoos',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'metal' }], skips: ['photos'] } },
      { kind: 'journey', journey: { answers: [{ option: 'tiles' }], shows: ['photos'] } },
    ],
    touches: ['roof_type'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'logic',
    instruction: 'end teh form when someone rents',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } }],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'typos',
    cls: 'price',
    instruction: 'prcie: 900 + 45 per squre meter',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'roof', number: 100 }], estimate: 5400 } }],
    touches: [],
  },
  {
    base: 'cleaning',
    voice: 'typos',
    cls: 'logic',
    instruction: 'skip the adress step for move-out cleans',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'move-out' }], skips: ['where'] } }],
    touches: ['notes'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'price',
    instruction: 'can you show a total at the end? 25 per room, 10 per extra',
    expect: [
      {
        kind: 'journey',
        journey: { answers: [{ step: 'rooms', number: 2 }, { options: ['oven', 'windows'] }], estimate: 70 },
      },
    ],
    touches: ['extras'],
  },
  {
    base: 'cleaning',
    voice: 'terse',
    cls: 'price',
    instruction: 'price: deep clean 150, regular 90, move-out 200',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'deep clean' }], estimate: 150 } },
      { kind: 'journey', journey: { answers: [{ option: 'move-out' }], estimate: 200 } },
    ],
    touches: ['cleaning_type'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: "if they tell us they're renting, politely end things",
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'rent' }], ending: true } }],
    touches: ['ownership'],
  },
  {
    base: 'solar',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'anyone picking flat roofs can skip the upload',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'flat' }], skips: ['photos'] } }],
    touches: ['roof_type'],
  },
  {
    base: 'cleaning',
    voice: 'chatty',
    cls: 'logic',
    instruction: 'no need to ask about extras for move-outs',
    expect: [
      { kind: 'journey', journey: { answers: [{ option: 'move-out' }], skips: ['extras'] } },
      { kind: 'journey', journey: { answers: [{ option: 'regular' }], shows: ['extras'] } },
    ],
    touches: ['rooms'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Wenn jemand ein Büro umzieht, bitte gleich zu den Kontaktdaten',
    expect: [{ kind: 'journey', journey: { answers: [{ option: 'büro' }], skips: ['packen'] } }],
    touches: ['objekt'],
  },
  {
    base: 'umzug',
    voice: 'german',
    cls: 'logic',
    instruction: 'Bei über 6 Zimmern Absage',
    expect: [{ kind: 'journey', journey: { answers: [{ step: 'zimmer', number: 7 }], ending: true } }],
    touches: ['zimmer'],
  },
];

/** The prompts with logic or prices (and a few more), for tuning. */
export const DEV_LOGIC_PROMPTS: LogicCase[] = [
  {
    prompt:
      'Quote form for window cleaning. Ask house or apartment, the number of windows (slider 1 to 50), and contact details. Estimate the price as 30 plus 4 per window.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'house' }, { step: 'windows', number: 10 }], estimate: 70 },
      { answers: [{ option: 'apartment' }, { step: 'windows', number: 5 }], estimate: 50 },
    ],
  },
  {
    prompt:
      'Solar quote form: ask if they own the home; if not, end the form with a polite note. Then the monthly bill (50-500 dollars) and contact details.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'own' }], ending: true },
      { answers: [{ option: 'yes', step: 'own' }], shows: ['bill'] },
    ],
  },
  {
    prompt:
      'Moving quote: number of rooms 1-10, distance in km 1-500, contact details. The price is 200 per room plus 2 per km.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'rooms', number: 3 },
          { step: 'km', number: 100 },
        ],
        estimate: 800,
      },
    ],
  },
  {
    prompt:
      'Garden service request: do you need hedge trimming? yes or no; if no, skip straight to the contact details. Hedge length in meters 1-100, contact details.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'hedge' }], skips: ['length'] },
      { answers: [{ option: 'yes', step: 'hedge' }], shows: ['length'] },
    ],
  },
  {
    prompt:
      'A solar quote form for homeowners only: renters should end the form politely. Ask own or rent, monthly bill slider 50-500 dollars, roof type, contact details.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'rent' }], ending: true },
      { answers: [{ option: 'own' }], shows: ['bill'] },
    ],
  },
  {
    prompt:
      'Roof repair request: roof size in square meters 10 to 300, roof type tiles, slate or metal, contact. If the roof is smaller than 20 square meters end the form and tell them we do not take jobs that small. Price: 400 plus 30 per square meter.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'roof', number: 15 }], ending: 'small' },
      { answers: [{ step: 'roof', number: 100 }], estimate: 3400 },
    ],
  },
  {
    prompt:
      'Umzugsanfrage: Haus oder Wohnung, Anzahl Zimmer 1 bis 8, Entfernung in km 1-300, Kontaktdaten. Der Preis ist 150 € pro Zimmer plus 1 € pro km. Wer nur ein Zimmer hat, bekommt eine freundliche Absage.',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [{ option: 'haus' }, { step: 'zimmer', number: 3 }, { step: 'km', number: 50 }],
        estimate: 500,
      },
    ],
  },
  {
    prompt:
      'Pest control quote: type of pest (mice, wasps, bed bugs, other), property type house or flat, number of rooms affected 1 to 10, contact. Price: 80 call-out plus 25 per room. If bed bugs, add 150.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'mice' }, { step: 'rooms', number: 2 }], estimate: 130 },
      { answers: [{ option: 'bed bugs' }, { step: 'rooms', number: 2 }], estimate: 280 },
    ],
  },
  {
    prompt:
      "lawn mowing request. lawn size in m2 50-2000. how often: weekly/fortnightly/monthly. contact. price 20 + 0.05/m2. lawns over 1500 m2 → end form, we can't do that.",
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'lawn', number: 1800 }], ending: true },
      { answers: [{ step: 'lawn', number: 400 }], estimate: 40 },
    ],
  },
  {
    prompt:
      'Kinderbetreuung Anfrage: Alter des Kindes 0 bis 12, Betreuungstage pro Woche 1 bis 5, Kontaktdaten. Kinder unter 1 Jahr bitte freundlich absagen. Preis: 45 € pro Tag.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'alter', number: 0 }], ending: true },
      {
        answers: [
          { step: 'alter', number: 5 },
          { step: 'woche', number: 3 },
        ],
        estimate: 135,
      },
    ],
  },
  {
    prompt: 'Wedding DJ inquiry — guests 20–300, hours 2-10, contact. price 300 + 120/hour.',
    expectLanguage: 'en',
    journeys: [{ answers: [{ step: 'hours', number: 4 }], estimate: 780 }],
  },
  {
    prompt:
      'boat rental booking: boat type (kayak, canoe, motorboat), hours 1-8, do you have a boat licence? yes or no, contact. if no, end the form and tell them a licence is needed.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'no', step: 'licen' }], ending: 'licence' },
      { answers: [{ option: 'yes', step: 'licen' }], end: true },
    ],
  },
  {
    prompt:
      'Bike rental: bike type (city, mountain, e-bike), rental days 1 to 14, helmet y/n, contact. Price: city 15, mountain 20, e-bike 35, helmet +5.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'e-bike' }, { option: 'yes', step: 'helmet' }], estimate: 40 },
      { answers: [{ option: 'city' }, { option: 'no', step: 'helmet' }], estimate: 15 },
    ],
  },
  {
    prompt:
      'Dog grooming: dog size small/medium/large, coat type short/long, contact. large → end form (we only groom small and medium dogs). long coat: +10.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'large' }], ending: 'small and medium' },
      { answers: [{ option: 'small' }, { option: 'long' }], estimate: 10 },
    ],
  },
  {
    prompt:
      'Tischreservierung: Anlass (Geburtstag, Firmenfeier, sonstiges), Personen 1 bis 12, Allergien, Kontaktdaten. Bei mehr als 8 Personen eine freundliche Absage. Firmenfeiern bitte direkt zu den Kontaktdaten leiten.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ option: 'geburtstag' }, { step: 'gäste', number: 10 }], ending: true },
      { answers: [{ option: 'firmenfeier' }], skips: ['allergien'] },
    ],
  },
  {
    prompt:
      'Window tinting quote: number of windows 1-30, film type (privacy, heat control, decorative), contact. $40 per window, decorative film +$100 more, and if heat control is picked add 60.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ step: 'windows', number: 5 }, { option: 'decorative' }], estimate: 300 },
      { answers: [{ step: 'windows', number: 5 }, { option: 'heat control' }], estimate: 260 },
    ],
  },
  {
    prompt:
      'Anfrage Gartenpflege, Fläche in qm 50-1000, Hecke schneiden ja/nein, Kontakt. preis 0,5 € pro qm, hecke +80 €',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'garten', number: 100 },
          { option: 'ja', step: 'hecke' },
        ],
        estimate: 130,
      },
      {
        answers: [
          { step: 'garten', number: 100 },
          { option: 'nein', step: 'hecke' },
        ],
        estimate: 50,
      },
    ],
  },
  {
    prompt: 'seminar signup. participants 1-20. lunch y/n. contact. 99/participant. lunch +15.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'participants', number: 3 },
          { option: 'yes', step: 'lunch' },
        ],
        estimate: 312,
      },
      {
        answers: [
          { step: 'participants', number: 2 },
          { option: 'no', step: 'lunch' },
        ],
        estimate: 198,
      },
    ],
  },
  {
    prompt:
      'ok so for the quote - 60 per hour, they pick hours 1-8, plus travel fee 25. ask also what kind of job (repair, install, inspection) and contact',
    expectLanguage: 'en',
    journeys: [{ answers: [{ step: 'hours', number: 3 }, { option: 'repair' }], estimate: 205 }],
  },
  {
    prompt:
      'Photo booth hire: hours 2-6, guests 20-300, props y/n, contact. $150 per hour, props $50. More than 250 guests → end the form, we only do smaller events.',
    expectLanguage: 'en',
    journeys: [
      {
        answers: [
          { step: 'hours', number: 3 },
          { step: 'guests', number: 100 },
          { option: 'yes', step: 'props' },
        ],
        estimate: 500,
      },
      {
        answers: [
          { step: 'hours', number: 3 },
          { step: 'guests', number: 280 },
        ],
        ending: 'smaller events',
      },
    ],
  },
  {
    prompt:
      'Reinigung Büro: Fläche in m² 50 bis 2000, wie oft (täglich, wöchentlich, monatlich), Kontakt. Preis 1,20 € pro m². Wenn die Fläche unter 80 m² ist, bitte freundlich absagen.',
    expectLanguage: 'de',
    journeys: [
      { answers: [{ step: 'fläche', number: 60 }], ending: true },
      { answers: [{ step: 'fläche', number: 100 }], estimate: 120 },
    ],
  },
  {
    prompt:
      'junk removal quote. load size (quarter, half, full truck). stairs y/n. contact. quarter 120, half 220, full 400, stairs +30.',
    expectLanguage: 'en',
    journeys: [
      { answers: [{ option: 'half' }, { option: 'yes', step: 'stairs' }], estimate: 250 },
      { answers: [{ option: 'full truck' }, { option: 'no', step: 'stairs' }], estimate: 400 },
    ],
  },
  {
    prompt:
      'Kinderfotos Anfrage: Anzahl Kinder 1-5, Outdoor ja/nein, Kontakt. 80 € plus 20 € pro Kind. Outdoor kostet 30 € extra.',
    expectLanguage: 'de',
    journeys: [
      {
        answers: [
          { step: 'kinder', number: 2 },
          { option: 'ja', step: 'outdoor' },
        ],
        estimate: 150,
      },
      {
        answers: [
          { step: 'kinder', number: 1 },
          { option: 'nein', step: 'outdoor' },
        ],
        estimate: 100,
      },
    ],
  },
];

/** New forms in other voices, for tuning. */
export const DEV_VOICES: PromptCase[] = [
  {
    prompt:
      'hey!! need a form for my cleaning biz — size of the place (studio, 1 bed, 2 bed, 3+ bed), how often (one-off, weekly, monthly), any extras like oven or fridge (they can pick several), and their email/phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['studio', '1 bed', '2 bed', '3+ bed'] },
      { type: 'tiles', options: ['one-off', 'weekly', 'monthly'] },
      { type: 'multiSelect', options: ['oven', 'fridge'] },
      contact,
    ],
  },
  {
    prompt:
      'landscaping quote: yard size small/med/large, services (mowing, hedges, planting, cleanup) several ok, budget 500-5k, address, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['small', 'med', 'large'] },
      { type: 'multiSelect', options: ['mowing', 'hedges', 'planting', 'cleanup'] },
      { type: 'slider', min: 500, max: 5000 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'quick form for tattoo studio: placement arm/leg/back/other, size approx cm 2-40, color or b&w, ref pics upload, contact',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'followup'], options: ['arm', 'leg', 'back', 'other'] },
      { type: 'slider', min: 2, max: 40 },
      { type: 'tiles', options: ['color', 'b&w'] },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Anfrage Fotoshooting: Anlass Hochzeit/Familie/Business, Personen 1-20, Budget 300–3.000 €, Wunschdatum, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['hochzeit', 'familie', 'business'] },
      { type: 'slider', min: 1, max: 20 },
      { type: 'slider', min: 300, max: 3000 },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'wedding cake order form, tiers 1-5, flavors (vanilla, chocolate, lemon, red velvet) pick any, delivery y/n, event date, contact detials',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 5 },
      { type: 'multiSelect', options: ['vanilla', 'chocolate', 'lemon', 'red velvet'] },
      { type: 'tiles', options: ['yes', 'no'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'ac repair request. unit type: window, split, central. problem: not cooling, noisy, leaking, wont turn on. urgent? y/n. adress. contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['window', 'split', 'central'] },
      { type: ['tiles', 'multiSelect', 'dropdown'], options: ['not cooling', 'noisy', 'leaking'] },
      { type: 'tiles', options: ['yes', 'no'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      "hi there! we're a small moving company. we'd need to know where they're moving from, how big the move is (studio, 1-2 bedrooms, 3+ bedrooms), whether they need packing help, and obviously their name, email and phone",
    expectLanguage: 'en',
    features: [
      location,
      { type: 'tiles', options: ['studio', '1-2 bedrooms', '3+ bedrooms'] },
      { type: 'tiles', options: ['yes', 'no'], title: 'packing' },
      contact,
    ],
  },
  {
    prompt:
      'so basically i want people to tell me what they need done - website, logo, social media stuff, or ads - and roughly what they can spend, like 500 to 10k. plus how they found me. then contact',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['website', 'logo', 'social media stuff', 'ads'] },
      { type: 'slider', min: 500, max: 10000 },
      contact,
    ],
  },
  {
    prompt:
      "ok i teach piano. ask the student's age (5 to 80), their level - total beginner, some experience, advanced - and which days work for them mon-sat. need an email too",
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 5, max: 80 },
      { type: 'tiles', options: ['total beginner', 'some experience', 'advanced'] },
      { type: 'multiSelect', options: ['mon', 'sat'] },
      contact,
    ],
  },
  {
    prompt:
      'need a feedback thing for my salon: how was the haircut (loved it, its ok, not great), would they come back yes or no, anything else they want to tell us',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['loved it', 'its ok', 'not great'] },
      { type: 'tiles', options: ['yes', 'no'] },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'yo, need a booking form for my barbershop: cut type (fade, buzz, beard trim, full service), preferred barber - sam, alex or whoever, day of week mon-sat, and a phone number so we can text them',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['fade', 'buzz', 'beard trim', 'full service'] },
      { type: 'tiles', options: ['sam', 'alex'] },
      { type: ['tiles', 'multiSelect', 'dropdown'], options: ['mon', 'sat'] },
      contact,
    ],
  },
  {
    prompt:
      "pls make a form for my bakery orders: what they want (cake, cupcakes, cookies, bread) several ok, how many ppl it's for 1-100, pickup date, name + phone",
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['cake', 'cupcakes', 'cookies', 'bread'] },
      { type: 'slider', min: 1, max: 100 },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'kitchen fitter quote - kitchen size small/med/large, worktop granite/wood/laminate, budget 3k-30k, postcode, contact pls',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['small', 'med', 'large'] },
      { type: 'tiles', options: ['granite', 'wood', 'laminate'] },
      { type: 'slider', min: 3000, max: 30000 },
      location,
      contact,
    ],
  },
  {
    prompt:
      "hey! i do dog walking. ask the dog's name, breed, how many walks per week (1-7), anything we should know about their behaviour, and owner's contact info",
    expectLanguage: 'en',
    features: [{ type: 'slider', min: 1, max: 7 }, { type: 'textbox', title: 'behaviour' }, contact],
  },
  {
    prompt:
      'hey i fix laptops. ask what brand - apple, dell, lenovo, hp, something else, what the problem is (screen, battery, keyboard, wont start), and their email so we can reply',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown', 'followup'], options: ['apple', 'dell', 'lenovo', 'hp'] },
      { type: ['multiSelect', 'tiles'], options: ['screen', 'battery', 'keyboard'] },
      contact,
    ],
  },
  {
    prompt:
      'event dj quote: date, venue postcode, hrs 2-8, budget ~500-3k, genres: pop/rock/edm/hip hop (several ok), contact',
    expectLanguage: 'en',
    features: [
      { type: 'followup', dateInput: true },
      location,
      { type: 'slider', min: 2, max: 8 },
      { type: 'slider', min: 500, max: 3000 },
      { type: 'multiSelect', options: ['pop', 'rock', 'edm', 'hip hop'] },
      contact,
    ],
  },
  {
    prompt:
      'car wash booking — car type sedan/suv/van, pkg basic/premium/deluxe, add-ons wax & interior (pick any), time slot am/pm, phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['sedan', 'suv', 'van'] },
      { type: 'tiles', options: ['basic', 'premium', 'deluxe'] },
      { type: 'multiSelect', options: ['wax', 'interior'] },
      { type: 'tiles', options: ['am', 'pm'] },
      contact,
    ],
  },
  {
    prompt: 'tutor req: subj math/eng/sci, grade 1-12, sessions/wk 1-5, online y/n, email',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'multiSelect'], options: ['math', 'eng', 'sci'] },
      { type: ['slider', 'dropdown'], title: 'grade' },
      { type: 'slider', min: 1, max: 5 },
      { type: 'tiles', options: ['yes', 'no'] },
      contact,
    ],
  },
  {
    prompt:
      "hey!! so we're opening a little yoga studio and want people to sign up for a free trial. just need their name, email, which class they want to try (morning flow, lunchtime stretch, evening yin), and if they have any injuries we should know about",
    expectLanguage: 'en',
    features: [
      contact,
      { type: 'tiles', options: ['morning flow', 'lunchtime stretch', 'evening yin'] },
      { type: ['textbox', 'tiles', 'followup'], title: 'injur' },
    ],
  },
  {
    prompt:
      'Hallo zusammen, wir suchen ein Formular für unsere Fahrschule: Führerscheinklasse (B, A, BE), schon Fahrstunden gehabt ja/nein, Wunschtermin für die erste Stunde, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['b', 'a', 'be'] },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'quote req for painting - rooms 1-10, walls/ceilings/both, paint supplied by us y/n, start asap or later, addr + contact',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 10 },
      { type: 'tiles', options: ['walls', 'ceilings', 'both'] },
      { type: 'tiles', options: ['yes', 'no'] },
      { type: 'tiles', options: ['asap', 'later'] },
      location,
      contact,
    ],
  },
];
