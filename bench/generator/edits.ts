// Edit instructions for the benchmark: a base form (from a prompt), an instruction and the expected outcome as data.
import type { StepType } from '@forms-engine/model';

export type EditExpectation =
  | { kind: 'stepCount'; delta: number }
  | {
      kind: 'step';
      /** 1-based; negative counts from the end (-1 is the last step). Omitted: any step may match. */
      at?: number;
      type?: StepType;
      title?: string;
      subtitle?: string;
      options?: string[];
      noOptions?: string[];
      min?: number;
      max?: number;
      step?: number;
      defaultValue?: number;
      prefix?: string | null;
      required?: boolean;
      placeholder?: string;
      rows?: number;
    }
  | { kind: 'noStep'; title: string }
  | { kind: 'theme'; primary?: string; font?: string }
  | { kind: 'iconMode'; value: 'lucide' | 'emoji' | 'none' }
  | { kind: 'language'; value: 'en' | 'de' }
  | { kind: 'button'; key: 'submit' | 'next' | 'back' | 'skip' | 'startOver'; value: string }
  | { kind: 'submission'; title?: string; description?: string }
  | { kind: 'formTitle'; value: string }
  | { kind: 'notUnderstood' };

export interface EditCase {
  base: string;
  baseLanguage?: 'en' | 'de';
  instruction: string;
  expect: EditExpectation[];
}

export const SOLAR =
  'a quote request form for solar panel installation: property type, monthly bill slider 50–500 dollars, roof type, address and contact details';
const CLEANING =
  'House cleaning quote: type of cleaning (regular, deep, move-out), how often (weekly, every two weeks, monthly), any comments, address and contact details';
const SURVEY =
  'Customer satisfaction survey for a restaurant: overall rating, what they liked (select all that apply): food, service, ambience, price, and comments';
const UMZUG =
  'Umzugsanfrage: Art der Immobilie (Haus, Wohnung, Büro), Budget in Euro von 500 bis 20000, Adresse und Kontaktdaten';

export const EDITS: EditCase[] = [
  {
    base: SOLAR,
    instruction: 'add a step asking how they heard about us with Google, Friend and Newspaper',
    expect: [
      { kind: 'stepCount', delta: 1 },
      { kind: 'step', type: 'tiles', title: 'hear about us', options: ['Google', 'Friend', 'Newspaper'] },
    ],
  },
  {
    base: SOLAR,
    instruction: 'remove the roof question',
    expect: [
      { kind: 'stepCount', delta: -1 },
      { kind: 'noStep', title: 'roof' },
    ],
  },
  {
    base: SOLAR,
    instruction: 'make the bill slider go to 800',
    expect: [{ kind: 'step', type: 'slider', min: 50, max: 800 }],
  },
  { base: SOLAR, instruction: 'make it blue', expect: [{ kind: 'theme', primary: '#3b82f6' }] },
  {
    base: SOLAR,
    instruction: 'change the colour to #ff6600',
    expect: [{ kind: 'theme', primary: '#ff6600' }],
  },
  { base: SOLAR, instruction: 'use Roboto font', expect: [{ kind: 'theme', font: 'Roboto' }] },
  { base: SOLAR, instruction: 'use emoji icons', expect: [{ kind: 'iconMode', value: 'emoji' }] },
  { base: SOLAR, instruction: 'hide the icons', expect: [{ kind: 'iconMode', value: 'none' }] },
  {
    base: SOLAR,
    instruction: 'set the minimum to 100 and use euros',
    expect: [{ kind: 'step', type: 'slider', min: 100, max: 500, prefix: '€' }],
  },
  {
    base: SOLAR,
    instruction:
      'add a dropdown for country with Germany, Austria, Switzerland, France and Italy after step 2',
    expect: [
      {
        kind: 'step',
        at: 3,
        type: 'dropdown',
        options: ['Germany', 'Austria', 'Switzerland', 'France', 'Italy'],
      },
    ],
  },
  {
    base: SOLAR,
    instruction: 'add a textbox for comments at the end',
    expect: [{ kind: 'step', at: -1, type: 'textbox' }],
  },
  {
    base: SOLAR,
    instruction: 'add a yes/no question whether they have a battery at the beginning',
    expect: [{ kind: 'step', at: 1, type: 'tiles', options: ['Yes', 'No'], title: 'battery' }],
  },
  {
    base: SOLAR,
    instruction: 'move step 3 to the beginning',
    expect: [{ kind: 'step', at: 1, title: 'roof' }],
  },
  {
    base: SOLAR,
    instruction: 'swap step 1 and step 2',
    expect: [
      { kind: 'step', at: 1, type: 'slider' },
      { kind: 'step', at: 2, title: 'property' },
    ],
  },
  {
    base: SOLAR,
    instruction: 'rename step 1 to "Which building is it?"',
    expect: [{ kind: 'step', at: 1, title: 'Which building is it?' }],
  },
  {
    base: SOLAR,
    instruction: 'change the subtitle of the roof question to "Look at your roof from the street"',
    expect: [{ kind: 'step', title: 'roof', subtitle: 'Look at your roof from the street' }],
  },
  {
    base: SOLAR,
    instruction: 'make the roof question a dropdown',
    expect: [{ kind: 'step', title: 'roof', type: 'dropdown', options: ['Flat roof'] }],
  },
  {
    base: SOLAR,
    instruction: 'allow multiple answers for the property question',
    expect: [{ kind: 'step', title: 'property', type: 'multiSelect' }],
  },
  {
    base: SOLAR,
    instruction: 'add option Barn to the property question',
    expect: [{ kind: 'step', title: 'property', options: ['Barn', 'House'] }],
  },
  {
    base: SOLAR,
    instruction: 'remove the Farm option',
    expect: [{ kind: 'step', title: 'property', noOptions: ['Farm'], options: ['House'] }],
  },
  {
    base: SOLAR,
    instruction: 'rename option Commercial to Business premises',
    expect: [{ kind: 'step', title: 'property', options: ['Business premises'], noOptions: ['Commercial'] }],
  },
  {
    base: SOLAR,
    instruction: 'change the submit button to "Send request"',
    expect: [{ kind: 'button', key: 'submit', value: 'Send request' }],
  },
  {
    base: SOLAR,
    instruction: "set the thank you message to 'We will call you within 24 hours'",
    expect: [{ kind: 'submission', description: 'We will call you within 24 hours' }],
  },
  {
    base: SOLAR,
    instruction: 'translate to German',
    expect: [
      { kind: 'language', value: 'de' },
      { kind: 'step', at: 1, title: 'Immobilie' },
      { kind: 'button', key: 'next', value: 'Weiter' },
    ],
  },
  {
    base: SOLAR,
    instruction: 'remove the roof question and make it blue',
    expect: [
      { kind: 'noStep', title: 'roof' },
      { kind: 'theme', primary: '#3b82f6' },
    ],
  },
  {
    base: SOLAR,
    instruction: 'set the bill slider step to 25 and the default to 200',
    expect: [{ kind: 'step', type: 'slider', step: 25, defaultValue: 200 }],
  },
  {
    base: SOLAR,
    instruction: 'rename the form to Solar check 2026',
    expect: [{ kind: 'formTitle', value: 'Solar check 2026' }],
  },
  { base: SOLAR, instruction: 'blorp the frobnicator', expect: [{ kind: 'notUnderstood' }] },
  {
    base: CLEANING,
    instruction: 'make the comments required',
    expect: [{ kind: 'step', type: 'textbox', required: true }],
  },
  {
    base: CLEANING,
    instruction: 'set the placeholder of the comments box to "Pets, parking, keys…"',
    expect: [{ kind: 'step', type: 'textbox', placeholder: 'Pets, parking, keys…' }],
  },
  {
    base: CLEANING,
    instruction: 'make the comments box 6 rows',
    expect: [{ kind: 'step', type: 'textbox', rows: 6 }],
  },
  {
    base: CLEANING,
    instruction: 'delete step 2',
    expect: [
      { kind: 'stepCount', delta: -1 },
      { kind: 'noStep', title: 'how often' },
    ],
  },
  {
    base: CLEANING,
    instruction: 'add a slider for the number of rooms from 1 to 10 after the first question',
    expect: [{ kind: 'step', at: 2, type: 'slider', min: 1, max: 10 }],
  },
  {
    base: CLEANING,
    instruction: 'move the contact step to the beginning',
    expect: [{ kind: 'step', at: 1, type: 'contact' }],
  },
  {
    base: SURVEY,
    instruction: 'add an upload step for receipts and analyse them',
    expect: [
      { kind: 'step', type: 'documentUpload' },
      { kind: 'step', type: 'documentInfo' },
    ],
  },
  {
    base: SURVEY,
    instruction: 'change the font to Playfair Display and the colour to rose',
    expect: [{ kind: 'theme', font: 'Playfair Display', primary: '#f43f5e' }],
  },
  {
    base: SURVEY,
    instruction: 'add Drinks to the options of the liked question',
    expect: [{ kind: 'step', type: 'multiSelect', options: ['Drinks', 'Food'] }],
  },
  {
    base: UMZUG,
    baseLanguage: 'de',
    instruction: 'translate to English',
    expect: [
      { kind: 'language', value: 'en' },
      { kind: 'step', at: 1, title: 'property' },
      { kind: 'button', key: 'submit', value: 'Submit' },
    ],
  },
  {
    base: UMZUG,
    baseLanguage: 'de',
    instruction: 'mach es grün',
    expect: [{ kind: 'theme', primary: '#22c55e' }],
  },
  {
    base: UMZUG,
    baseLanguage: 'de',
    instruction: 'entferne die Adresse',
    expect: [
      { kind: 'stepCount', delta: -1 },
      { kind: 'noStep', title: 'Adresse' },
    ],
  },
];
