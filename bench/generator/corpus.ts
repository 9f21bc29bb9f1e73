// The generator's benchmark corpus: realistic owner prompts (English and German) with the features each must produce.
import type { StepType } from '@forms-engine/model';

export interface ExpectedFeature {
  /** Accepted step types (the first is the ideal). */
  type: StepType | StepType[];
  /** Each must appear among the step's option titles (case-insensitive substring). */
  options?: string[];
  min?: number;
  max?: number;
  prefix?: string;
  /** The title must contain this (case-insensitive). */
  title?: string;
  /** The step right before must be of this type (documentInfo after documentUpload). */
  after?: StepType;
  /** A date answer: a date step, or a followup step whose input is a date (`type` is then not checked). */
  dateInput?: boolean;
  /** The class of miss this feature guards (issue 15), for the per-class coverage report. */
  cls?: MissClass;
}

/**
 * The classes of misses found when outsiders tried the generator: several answers expected (multi), an exclusive
 * ask that must stay single choice (single), options written without commas (noCommas), ranges as options
 * (rangeOptions), and an ask lost beside another in one clause (lostAsk).
 */
export type MissClass = 'multi' | 'single' | 'noCommas' | 'rangeOptions' | 'lostAsk';

export interface PromptCase {
  prompt: string;
  /** Passed to the generator; undefined means "detect". */
  language?: 'en' | 'de';
  /** The language the form must come out in. */
  expectLanguage: 'en' | 'de';
  features: ExpectedFeature[];
  /**
   * Words no step title may contain: prices and rules the owner states ("we charge $45 per hour") are facts, not
   * questions. Each counts as one feature.
   */
  absent?: string[];
}

export const contact: ExpectedFeature = { type: 'contact' };
export const location: ExpectedFeature = { type: 'location' };

export const PROMPTS: PromptCase[] = [
  {
    prompt:
      'a quote request form for solar panel installation: property type, monthly bill slider 50–500 dollars, roof type, address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', title: 'property' },
      { type: 'slider', min: 50, max: 500, prefix: '$' },
      { type: 'tiles', title: 'roof' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Insurance quote form with plan choice (basic, premium, family), whether they are currently insured, and contact info',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['basic', 'premium', 'family'] },
      { type: 'tiles', options: ['yes', 'no'], title: 'insured' },
      contact,
    ],
  },
  {
    prompt:
      'Car leasing enquiry: annual mileage from 1000 to 50000 miles, vehicle type: sedan, SUV, van or pickup, extras (several can be picked): navigation, heated seats, tow bar, sunroof, and any comments',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1000, max: 50000 },
      { type: 'tiles', options: ['sedan', 'suv', 'van', 'pickup'] },
      { type: 'multiSelect', options: ['navigation', 'heated seats', 'tow bar', 'sunroof'] },
      { type: 'textbox' },
      contact,
    ],
  },
  {
    prompt:
      'Moving company lead form. Ask for property type: house, apartment or commercial, the budget in euros 500 to 20000, the moving date and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['house', 'apartment', 'commercial'] },
      { type: 'slider', min: 500, max: 20000, prefix: '€' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Pet sitting request: pet type (dog, cat, other) and if other ask which, how many days from 1 to 30, and phone number',
    expectLanguage: 'en',
    features: [
      { type: 'followup', options: ['dog', 'cat', 'other'] },
      { type: 'slider', min: 1, max: 30 },
      contact,
    ],
  },
  {
    prompt:
      'Job application form for our bakery: position (baker, sales assistant, delivery driver), years of experience, upload CV, and why they want to join',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['baker', 'sales assistant', 'delivery driver'] },
      { type: ['tiles', 'slider', 'dropdown'], title: 'experience' },
      { type: 'documentUpload' },
      { type: 'textbox' },
      contact,
    ],
  },
  {
    prompt:
      'Customer satisfaction survey for a restaurant: overall rating, what they liked (select all that apply): food, service, ambience, price, how likely they are to recommend us 0 to 10, and comments',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', title: 'satisf' },
      { type: 'multiSelect', options: ['food', 'service', 'ambience', 'price'] },
      { type: 'slider', min: 0, max: 10 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Energy bill check: upload your latest electricity bill and we analyse it, then ask for the household size (1, 2, 3-4, 5+) and email',
    expectLanguage: 'en',
    features: [
      { type: 'documentUpload' },
      { type: 'documentInfo', after: 'documentUpload' },
      { type: 'tiles', options: ['1', '2', '3-4', '5+'] },
      contact,
    ],
  },
  {
    prompt:
      'Roofing quote: what needs doing (repair, full replacement, inspection, gutters), roof size in square meters from 20 to 400, service address, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['repair', 'full replacement', 'inspection', 'gutters'] },
      { type: 'slider', min: 20, max: 400 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Wedding catering enquiry: number of guests 20 to 300, menu style (buffet, plated dinner, family style, food stations, BBQ), dietary needs (several can be picked): vegetarian, vegan, gluten-free, halal, and a budget slider from $2,000 to $50,000',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 20, max: 300 },
      // Five listed options stay tiles (up to eight fit).
      { type: 'tiles', options: ['buffet', 'plated dinner', 'family style', 'food stations', 'bbq'] },
      { type: 'multiSelect', options: ['vegetarian', 'vegan', 'gluten-free', 'halal'] },
      { type: 'slider', min: 2000, max: 50000, prefix: '$' },
      contact,
    ],
  },
  {
    prompt:
      'Mortgage pre-qualification: loan amount from 50k to 1m dollars, employment status (employed, self-employed, retired), credit score as a dropdown, and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 50000, max: 1000000, prefix: '$' },
      { type: 'tiles', options: ['employed', 'self-employed', 'retired'] },
      { type: 'dropdown', title: 'credit' },
      contact,
    ],
  },
  {
    prompt:
      'House cleaning quote: type of cleaning (regular, deep, move-out), how often (weekly, every two weeks, monthly), number of bedrooms 1 to 8, address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['regular', 'deep', 'move-out'] },
      { type: 'tiles', options: ['weekly', 'every two weeks', 'monthly'] },
      { type: 'slider', min: 1, max: 8 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Patient intake form for a physiotherapy practice: reason for visit (back pain, sports injury, post-surgery rehab, other), whether they have a doctor referral, upload the referral, and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['back pain', 'sports injury', 'post-surgery rehab', 'other'] },
      { type: 'tiles', options: ['yes', 'no'], title: 'referral' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Tutoring sign-up: subject (maths, physics, chemistry, english, german, history) as a dropdown, grade level (primary, middle school, high school), lessons per week 1-5 and parent contact details',
    expectLanguage: 'en',
    features: [
      { type: 'dropdown', options: ['maths', 'physics', 'chemistry', 'english', 'german', 'history'] },
      { type: 'tiles', options: ['primary', 'middle school', 'high school'] },
      { type: 'slider', min: 1, max: 5 },
      contact,
    ],
  },
  {
    prompt:
      'B2B demo request for our SaaS: company size (1-10, 11-50, 51-200, 200+), which features interest you (select all that apply): reporting, automation, integrations, API, and work email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['1-10', '11-50', '51-200', '200+'] },
      { type: 'multiSelect', options: ['reporting', 'automation', 'integrations', 'api'] },
      contact,
    ],
  },
  {
    prompt:
      'Hotel booking request: room type (single, double, suite), number of guests 1 to 6, nights from 1 to 14, breakfast yes/no, special requests',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['single', 'double', 'suite'] },
      { type: 'slider', min: 1, max: 6 },
      { type: 'slider', min: 1, max: 14 },
      { type: 'tiles', options: ['yes', 'no'], title: 'breakfast' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Car repair booking: car make as a dropdown (Volkswagen, BMW, Mercedes, Audi, Ford, Toyota, Other), services needed (multiple can be selected): oil change, brakes, tyres, inspection, mileage slider 0 to 300000 km, and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'dropdown', options: ['volkswagen', 'bmw', 'mercedes', 'audi', 'ford', 'toyota', 'other'] },
      { type: 'multiSelect', options: ['oil change', 'brakes', 'tyres', 'inspection'] },
      { type: 'slider', min: 0, max: 300000 },
      contact,
    ],
  },
  {
    prompt:
      'Real estate valuation request: do they want to sell or rent (sell, rent, just curious), property type (house, flat, land), living area 30-500 sqm, address, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['sell', 'rent', 'just curious'] },
      { type: 'tiles', options: ['house', 'flat', 'land'] },
      { type: 'slider', min: 30, max: 500 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Personal training consultation: main goal (lose weight, build muscle, get fitter, rehab), training days per week from 1 to 6, preferred time (morning, lunchtime, evening), and phone and email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['lose weight', 'build muscle', 'get fitter', 'rehab'] },
      { type: 'slider', min: 1, max: 6 },
      { type: 'tiles', options: ['morning', 'lunchtime', 'evening'] },
      contact,
    ],
  },
  {
    prompt:
      'Law firm intake: area of law (family, employment, tenancy, criminal, business, other) and if other ask which, describe your situation, upload documents, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'followup', options: ['family', 'employment', 'tenancy', 'criminal', 'business', 'other'] },
      { type: 'textbox' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Dog grooming booking: dog size (small, medium, large, giant), services (several can be picked): bath, haircut, nail trim, teeth cleaning, preferred day, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['small', 'medium', 'large', 'giant'] },
      { type: 'multiSelect', options: ['bath', 'haircut', 'nail trim', 'teeth cleaning'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Travel agency trip planner: destination type (beach, city, mountains, safari), travellers 1-10, budget per person from 500 to 10000 euros, trip length (weekend, one week, two weeks, longer), contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['beach', 'city', 'mountains', 'safari'] },
      { type: 'slider', min: 1, max: 10 },
      { type: 'slider', min: 500, max: 10000, prefix: '€' },
      { type: 'tiles', options: ['weekend', 'one week', 'two weeks', 'longer'] },
      contact,
    ],
  },
  {
    prompt:
      'Heat pump consultation: current heating system (gas, oil, electric, district heating), living space 50 to 400 m², year of construction as a dropdown, whether they own the home, address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['gas', 'oil', 'electric', 'district heating'] },
      { type: 'slider', min: 50, max: 400 },
      { type: 'dropdown', title: 'built' },
      { type: 'tiles', title: 'own' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Event registration for our developer conference: ticket type (student, regular, VIP), workshops (select all that apply): React, Node.js, DevOps, AI, t-shirt size as dropdown (XS, S, M, L, XL, XXL), dietary requirements, name and email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['student', 'regular', 'vip'] },
      { type: 'multiSelect', options: ['react', 'node.js', 'devops', 'ai'] },
      { type: 'dropdown', options: ['xs', 's', 'm', 'l', 'xl', 'xxl'] },
      { type: ['textbox', 'multiSelect', 'tiles'], title: 'diet' },
      contact,
    ],
  },
  {
    prompt:
      'Landscaping quote: garden services (multiple choice): lawn care, hedge trimming, planting, paving, garden size from 50 to 2000 square meters, how often (once, weekly, monthly), service area and phone',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['lawn care', 'hedge trimming', 'planting', 'paving'] },
      { type: 'slider', min: 50, max: 2000 },
      { type: 'tiles', options: ['once', 'weekly', 'monthly'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Photography booking: type of shoot (wedding, portrait, family, corporate), hours of coverage 1 to 12, do you need prints yes or no, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['wedding', 'portrait', 'family', 'corporate'] },
      { type: 'slider', min: 1, max: 12 },
      { type: 'tiles', options: ['yes', 'no'], title: 'prints' },
      contact,
    ],
  },
  {
    prompt:
      'Website design agency lead form: project type (new website, redesign, online shop, landing page), budget range $1,000 to $30,000, timeline (asap, 1-3 months, 3-6 months, flexible), tell us about your business, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['new website', 'redesign', 'online shop', 'landing page'] },
      { type: 'slider', min: 1000, max: 30000, prefix: '$' },
      { type: 'tiles', options: ['asap', '1-3 months', '3-6 months', 'flexible'] },
      { type: 'textbox' },
      contact,
    ],
  },
  {
    prompt:
      'Plumber emergency request: problem type (leak, blocked drain, no hot water, burst pipe), how urgent (emergency, today, this week), photos of the problem upload, address, phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['leak', 'blocked drain', 'no hot water', 'burst pipe'] },
      { type: 'tiles', options: ['emergency', 'today', 'this week'] },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Gym membership signup: membership plan (monthly, annual, student, family), which classes interest you (several can be picked): yoga, spinning, boxing, pilates, HIIT, start date, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['monthly', 'annual', 'student', 'family'] },
      { type: 'multiSelect', options: ['yoga', 'spinning', 'boxing', 'pilates', 'hiit'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Employee feedback survey: how satisfied are you with your work (very satisfied, satisfied, neutral, unsatisfied), workload from 1 to 10, what should we improve, anonymous so no contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['very satisfied', 'satisfied', 'neutral', 'unsatisfied'] },
      { type: 'slider', min: 1, max: 10 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Home insurance quote: property type: house, apartment, townhouse, building value from 100000 to 2000000 dollars, does the home have an alarm system, previous claims (none, one, two or more), contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['house', 'apartment', 'townhouse'] },
      { type: 'slider', min: 100000, max: 2000000, prefix: '$' },
      { type: 'tiles', options: ['yes', 'no'], title: 'alarm' },
      { type: 'tiles', options: ['none', 'one', 'two or more'] },
      contact,
    ],
  },
  {
    prompt:
      'Contract review service: upload the contract for analysis, what kind of contract (employment, rental, purchase, other), and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'documentUpload' },
      { type: 'documentInfo', after: 'documentUpload' },
      { type: 'tiles', options: ['employment', 'rental', 'purchase', 'other'] },
      contact,
    ],
  },
  {
    prompt:
      'Kitchen renovation lead: kitchen size (small, medium, large), style (modern, classic, country, industrial), budget from 5000 to 60000 dollars, do you need appliances too, address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['small', 'medium', 'large'] },
      { type: 'tiles', options: ['modern', 'classic', 'country', 'industrial'] },
      { type: 'slider', min: 5000, max: 60000, prefix: '$' },
      { type: 'tiles', options: ['yes', 'no'], title: 'appliances' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Daycare waiting list: child age (under 1, 1-2 years, 3-4 years, 5+), days per week from 1 to 5, start date, allergies or special needs, parent contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['under 1', '1-2 years', '3-4 years', '5+'] },
      { type: 'slider', min: 1, max: 5 },
      { type: 'followup', dateInput: true },
      { type: 'textbox', title: 'allerg' },
      contact,
    ],
  },
  {
    prompt:
      'Bike repair shop booking: bike type (road, mountain, e-bike, city), what is wrong (select all that apply): flat tyre, brakes, gears, chain, other, drop-off day (monday, tuesday, wednesday, thursday, friday), contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['road', 'mountain', 'e-bike', 'city'] },
      { type: 'multiSelect', options: ['flat tyre', 'brakes', 'gears', 'chain', 'other'] },
      { type: 'tiles', options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'] },
      contact,
    ],
  },
  {
    prompt:
      'Course feedback: which module did you attend (module 1, module 2, module 3), rate the instructor 1-5, was the content useful yes/no, and any comments',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['module 1', 'module 2', 'module 3'] },
      { type: 'slider', min: 1, max: 5 },
      { type: 'tiles', options: ['yes', 'no'], title: 'useful' },
      { type: 'textbox' },
    ],
  },
  {
    prompt: 'a simple lead form for a window cleaning business',
    expectLanguage: 'en',
    features: [{ type: ['tiles', 'multiSelect'] }, contact],
  },
  {
    prompt: 'Create a booking form for a massage studio in blue',
    expectLanguage: 'en',
    features: [{ type: 'tiles' }, contact],
  },
  {
    prompt:
      'Solar battery retrofit: do you already have solar panels, system size from 2 to 30 kWp, annual consumption 1000 to 20000 kWh, preferred battery brand (Tesla, BYD, Sonnen, no preference), contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['yes', 'no'], title: 'solar' },
      { type: 'slider', min: 2, max: 30 },
      { type: 'slider', min: 1000, max: 20000 },
      { type: 'tiles', options: ['tesla', 'byd', 'sonnen', 'no preference'] },
      contact,
    ],
  },
  {
    prompt:
      'Volunteer sign-up for a charity run: role (marshal, water station, registration desk, first aid), t-shirt size (S, M, L, XL), availability (select all that apply): saturday morning, saturday afternoon, sunday, name and phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['marshal', 'water station', 'registration desk', 'first aid'] },
      { type: 'tiles', options: ['s', 'm', 'l', 'xl'] },
      { type: 'multiSelect', options: ['saturday morning', 'saturday afternoon', 'sunday'] },
      contact,
    ],
  },
  // ---------------------------------------------------------------- German
  {
    prompt:
      'Angebotsanfrage für eine Solaranlage: Art der Immobilie (Einfamilienhaus, Mehrfamilienhaus, Gewerbe), monatliche Stromkosten als Schieberegler von 30 bis 400 Euro, Dachform, Adresse und Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['einfamilienhaus', 'mehrfamilienhaus', 'gewerbe'] },
      { type: 'slider', min: 30, max: 400, prefix: '€' },
      { type: 'tiles', title: 'dach' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Umzugsanfrage: Art der Immobilie (Haus, Wohnung, Büro), Budget in Euro von 500 bis 20000, Umzugstermin, Adresse und Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['haus', 'wohnung', 'büro'] },
      { type: 'slider', min: 500, max: 20000, prefix: '€' },
      { type: 'followup', dateInput: true },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Formular für eine Reinigungsfirma: Art der Reinigung (Unterhaltsreinigung, Grundreinigung, Fensterreinigung), wie oft (einmalig, wöchentlich, monatlich), Fläche von 20 bis 500 m², Adresse, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['unterhaltsreinigung', 'grundreinigung', 'fensterreinigung'] },
      { type: 'tiles', options: ['einmalig', 'wöchentlich', 'monatlich'] },
      { type: 'slider', min: 20, max: 500 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Bewerbungsformular: gewünschte Stelle (Verkauf, Lager, Büro, Fahrer), Berufserfahrung, Lebenslauf hochladen, Anschreiben als Freitext',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['verkauf', 'lager', 'büro', 'fahrer'] },
      { type: ['tiles', 'slider', 'dropdown'], title: 'erfahrung' },
      { type: 'documentUpload' },
      { type: 'textbox' },
      contact,
    ],
  },
  {
    prompt:
      'Kundenzufriedenheitsumfrage: Wie zufrieden waren Sie (sehr zufrieden, zufrieden, unzufrieden), was hat Ihnen gefallen (Mehrfachauswahl): Beratung, Preis, Lieferzeit, Qualität, Weiterempfehlung von 0 bis 10, Anmerkungen',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['sehr zufrieden', 'zufrieden', 'unzufrieden'] },
      { type: 'multiSelect', options: ['beratung', 'preis', 'lieferzeit', 'qualität'] },
      { type: 'slider', min: 0, max: 10 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Versicherungsanfrage: Tarif (Basis, Komfort, Premium), ob Sie bereits versichert sind, Geburtsjahr und Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['basis', 'komfort', 'premium'] },
      { type: 'tiles', options: ['ja', 'nein'], title: 'versichert' },
      { type: ['textbox', 'dropdown', 'slider'], title: 'geburtsjahr' },
      contact,
    ],
  },
  {
    prompt:
      'Anfrage Wärmepumpe: aktuelle Heizung (Gas, Öl, Strom, Fernwärme), Wohnfläche von 50 bis 300 m², Baujahr als Dropdown, Adresse und Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['gas', 'öl', 'strom', 'fernwärme'] },
      { type: 'slider', min: 50, max: 300 },
      { type: 'dropdown', title: 'gebaut' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Terminbuchung für eine Autowerkstatt: Fahrzeugmarke als Dropdown (VW, BMW, Mercedes, Audi, Opel, Ford, Sonstige), gewünschte Leistungen (mehrere möglich): Inspektion, Ölwechsel, Reifenwechsel, Bremsen, Kilometerstand von 0 bis 300000 km, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'dropdown', options: ['vw', 'bmw', 'mercedes', 'audi', 'opel', 'ford', 'sonstige'] },
      { type: 'multiSelect', options: ['inspektion', 'ölwechsel', 'reifenwechsel', 'bremsen'] },
      { type: 'slider', min: 0, max: 300000 },
      contact,
    ],
  },
  {
    prompt:
      'Hochzeitsanfrage für unser Catering: Anzahl der Gäste von 20 bis 250, Menüart (Buffet, Menü, Fingerfood), Ernährungswünsche (Mehrfachauswahl): vegetarisch, vegan, glutenfrei, Budget von 2000 bis 40000 Euro, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 20, max: 250 },
      { type: 'tiles', options: ['buffet', 'menü', 'fingerfood'] },
      { type: 'multiSelect', options: ['vegetarisch', 'vegan', 'glutenfrei'] },
      { type: 'slider', min: 2000, max: 40000, prefix: '€' },
      contact,
    ],
  },
  {
    prompt:
      'Patientenaufnahme Zahnarztpraxis: Grund des Besuchs (Kontrolle, Schmerzen, Zahnreinigung, Beratung), Versicherung (gesetzlich, privat), haben Sie Angst vor der Behandlung, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['kontrolle', 'schmerzen', 'zahnreinigung', 'beratung'] },
      { type: 'tiles', options: ['gesetzlich', 'privat'] },
      { type: 'tiles', options: ['ja', 'nein'], title: 'angst' },
      contact,
    ],
  },
  {
    prompt:
      'Nachhilfe-Anmeldung: Fach (Mathe, Deutsch, Englisch, Physik, Chemie, Latein), Klassenstufe (Grundschule, Mittelstufe, Oberstufe), Stunden pro Woche von 1 bis 5, Kontaktdaten der Eltern',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['mathe', 'deutsch', 'englisch', 'physik', 'chemie', 'latein'] },
      { type: 'tiles', options: ['grundschule', 'mittelstufe', 'oberstufe'] },
      { type: 'slider', min: 1, max: 5 },
      contact,
    ],
  },
  {
    prompt:
      'Stromrechnung prüfen lassen: Rechnung hochladen und analysieren, Anzahl Personen im Haushalt (1, 2, 3-4, 5+), E-Mail-Adresse',
    expectLanguage: 'de',
    features: [
      { type: 'documentUpload' },
      { type: 'documentInfo', after: 'documentUpload' },
      { type: 'tiles', options: ['1', '2', '3-4', '5+'] },
      contact,
    ],
  },
  {
    prompt:
      'Anfrage Gartenpflege: Leistungen (mehrere können gewählt werden): Rasenmähen, Heckenschnitt, Baumpflege, Laub entfernen, Gartengröße von 100 bis 3000 m², Einsatzort und Telefonnummer',
    expectLanguage: 'de',
    features: [
      { type: 'multiSelect', options: ['rasenmähen', 'heckenschnitt', 'baumpflege', 'laub entfernen'] },
      { type: 'slider', min: 100, max: 3000 },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Hotelanfrage: Zimmerkategorie (Einzelzimmer, Doppelzimmer, Suite), Anzahl Gäste 1 bis 4, Anzahl Nächte von 1 bis 21, Frühstück ja/nein, besondere Wünsche',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['einzelzimmer', 'doppelzimmer', 'suite'] },
      { type: 'slider', min: 1, max: 4 },
      { type: 'slider', min: 1, max: 21 },
      { type: 'tiles', options: ['ja', 'nein'], title: 'frühstück' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Rechtsberatung Anfrage: Rechtsgebiet (Arbeitsrecht, Mietrecht, Familienrecht, Erbrecht, Sonstiges) und falls Sonstiges nachfragen welches, schildern Sie Ihren Fall, Unterlagen hochladen, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'followup', options: ['arbeitsrecht', 'mietrecht', 'familienrecht', 'erbrecht', 'sonstiges'] },
      { type: 'textbox' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Hundepension Buchung: Größe des Hundes (klein, mittel, groß), Anzahl der Nächte von 1 bis 30, ist Ihr Hund kastriert, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['klein', 'mittel', 'groß'] },
      { type: 'slider', min: 1, max: 30 },
      { type: 'tiles', options: ['ja', 'nein'], title: 'kastriert' },
      contact,
    ],
  },
  {
    prompt:
      'Reiseanfrage: Reiseziel (Strand, Städtereise, Berge, Kreuzfahrt), Reisende von 1 bis 8, Budget pro Person von 500 bis 8000 Euro, Reisedauer (Wochenende, eine Woche, zwei Wochen), Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['strand', 'städtereise', 'berge', 'kreuzfahrt'] },
      { type: 'slider', min: 1, max: 8 },
      { type: 'slider', min: 500, max: 8000, prefix: '€' },
      { type: 'tiles', options: ['wochenende', 'eine woche', 'zwei wochen'] },
      contact,
    ],
  },
  {
    prompt:
      'Immobilienbewertung: Objektart (Haus, Wohnung, Grundstück), Wohnfläche von 30 bis 400 m², Baujahr, Adresse der Immobilie, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['haus', 'wohnung', 'grundstück'] },
      { type: 'slider', min: 30, max: 400 },
      { type: ['dropdown', 'textbox', 'slider'], title: 'gebaut' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Personal Training Anfrage: Ziel (Abnehmen, Muskelaufbau, Ausdauer, Rücken stärken), Trainingseinheiten pro Woche von 1 bis 5, bevorzugte Uhrzeit (morgens, mittags, abends), Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['abnehmen', 'muskelaufbau', 'ausdauer', 'rücken stärken'] },
      { type: 'slider', min: 1, max: 5 },
      { type: 'tiles', options: ['morgens', 'mittags', 'abends'] },
      contact,
    ],
  },
  {
    prompt:
      'B2B Anfrage für unsere Software: Unternehmensgröße (1-10, 11-50, 51-250, 250+), Branche als Dropdown, Interesse an (Mehrfachauswahl): Demo, Preise, Schnittstellen, Schulung, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['1-10', '11-50', '51-250', '250+'] },
      { type: 'dropdown', title: 'branche' },
      { type: 'multiSelect', options: ['demo', 'preise', 'schnittstellen', 'schulung'] },
      contact,
    ],
  },
  {
    prompt: 'ein einfaches Kontaktformular für einen Malerbetrieb',
    expectLanguage: 'de',
    features: [{ type: ['tiles', 'multiSelect'] }, contact],
  },
  {
    prompt:
      'Anmeldung zum Yogakurs: Kursniveau (Anfänger, Fortgeschrittene), bevorzugter Tag (Montag, Mittwoch, Freitag, Samstag), haben Sie gesundheitliche Einschränkungen, Name und E-Mail',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['anfänger', 'fortgeschrittene'] },
      { type: 'tiles', options: ['montag', 'mittwoch', 'freitag', 'samstag'] },
      { type: 'tiles', options: ['ja', 'nein'], title: 'einschränkungen' },
      contact,
    ],
  },
  {
    prompt: 'Solar quote form: property type, roof type, monthly electricity bill and contact details',
    language: 'de',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', title: 'immobilie' },
      { type: 'tiles', title: 'dach' },
      { type: 'slider', prefix: '€' },
      contact,
    ],
  },
  {
    prompt:
      'Dachdecker Angebot: gewünschte Arbeiten (Reparatur, Neueindeckung, Dachfenster, Dachrinne), Dachfläche von 30 bis 400 Quadratmetern, Fotos vom Dach hochladen, Adresse und Telefonnummer',
    expectLanguage: 'de',
    features: [
      // Issue 15: a plural subject ("gewünschte Arbeiten") takes several answers; this said tiles before.
      {
        type: 'multiSelect',
        options: ['reparatur', 'neueindeckung', 'dachfenster', 'dachrinne'],
        cls: 'multi',
      },
      { type: 'slider', min: 30, max: 400 },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  // ---- Other voices (issue 15): terse, rambling, bullet lists, typos, mixed German/English, stated prices and rules.
  {
    prompt:
      'lawn care quote. which services do you need (lawn mowing, hedge trimming, tree removal, leaf cleanup), yard size small medium large, address, phone',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['lawn mowing', 'hedge trimming', 'tree removal', 'leaf cleanup'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['small', 'medium', 'large'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Plumber request form: what problems have you noticed (leaking tap, blocked drain, no hot water, low pressure, other), how urgent is it (emergency, this week, no rush), photos of the problem, address and contact details',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['leaking tap', 'blocked drain', 'no hot water', 'low pressure', 'other'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['emergency', 'this week', 'no rush'], cls: 'single' },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'tutoring signup - subjects needed (algebra, geometry, biology, history, spanish), grade level as a dropdown from Grade 1 to Grade 12, parent email',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['algebra', 'geometry', 'biology', 'history', 'spanish'],
        cls: 'multi',
      },
      { type: 'dropdown', options: ['grade 1', 'grade 6', 'grade 12'], cls: 'rangeOptions' },
      contact,
    ],
  },
  {
    prompt:
      'Hotel booking: room type (single, double, suite), which extras would you like (breakfast, parking, late checkout, airport transfer), number of nights 1 to 14, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['single', 'double', 'suite'], cls: 'single' },
      {
        type: 'multiSelect',
        options: ['breakfast', 'parking', 'late checkout', 'airport transfer'],
        cls: 'multi',
      },
      { type: 'slider', min: 1, max: 14 },
      contact,
    ],
  },
  {
    prompt:
      'B2B lead form: team size 1-10, 11-50, 51-200, 200+, which plan (starter, growth, enterprise), main challenge, work email and phone',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['1-10', '11-50', '51-200', '200+'], cls: 'rangeOptions' },
      { type: 'tiles', options: ['starter', 'growth', 'enterprise'], cls: 'single' },
      { type: ['textbox', 'tiles'], title: 'challenge' },
      contact,
    ],
  },
  {
    prompt:
      'roof inspection request: roof type flat/pitched/metal, upload photos or a report of your roof and your address, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['flat', 'pitched', 'metal'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Survey: would you recommend us yes no maybe, what did you buy (shoes, bags, accessories, clothing) select all that apply, how did you hear about us',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['yes', 'no', 'maybe'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['shoes', 'bags', 'accessories', 'clothing'], cls: 'multi' },
      { type: ['tiles', 'dropdown', 'followup'], title: 'hear' },
    ],
  },
  {
    prompt:
      "ok so basically I do kitchen remodels and I'm tired of vague emails. I need to know what they want done — cabinets, countertops, flooring, backsplash, appliances, whatever applies — plus the size of the kitchen small medium or large, their budget somewhere between 5000 and 80000 dollars, when they'd like to start, and of course their name and number",
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['cabinets', 'countertops', 'flooring', 'backsplash', 'appliances'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['small', 'medium', 'large'], cls: 'noCommas' },
      { type: 'slider', min: 5000, max: 80000, prefix: '$' },
      { type: ['tiles', 'followup'] },
      contact,
    ],
  },
  {
    prompt: `Piano lesson enquiry
- student age 5 to 80
- level: beginner / some experience / advanced
- which days work for you: monday, tuesday, wednesday, thursday, friday
- lesson length 30 / 45 / 60 minutes
- email and phone`,
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 5, max: 80 },
      { type: 'tiles', options: ['beginner', 'some experience', 'advanced'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['monday', 'tuesday', 'wednesday', 'thursday', 'friday'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['30', '45', '60'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'carpet cleanig quote, how many rooms 1 to 10, any stains (wine, pet, coffee, ink) pick all, do you have pets yes or no, adress and phone numbr',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 10 },
      { type: 'multiSelect', options: ['wine', 'pet', 'coffee', 'ink'], cls: 'multi' },
      { type: 'tiles', options: ['yes', 'no'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Daycare waitlist. We only take children aged 1 to 5 and the fee is $1,100 a month. Ask the age group (under 1, 1-2, 3-5), days needed (Mon, Tue, Wed, Thu, Fri), start date, parent contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['under 1', '1-2', '3-5'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['mon', 'tue', 'wed', 'thu', 'fri'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['1,100', 'fee'],
  },
  {
    prompt:
      'Web agency brief: what do you need (website, online shop, SEO, logo, hosting), how many pages 1-5, 6-15, 16-50, 50+, deadline, budget in euros 2000 to 50000, contact',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['website', 'online shop', 'seo', 'logo', 'hosting'],
        cls: 'multi',
      },
      { type: ['tiles', 'dropdown'], options: ['1-5', '6-15', '16-50', '50+'], cls: 'rangeOptions' },
      { type: ['followup', 'tiles'] },
      { type: 'slider', min: 2000, max: 50000, prefix: '€' },
      contact,
    ],
  },
  {
    prompt:
      'Pest control: which pests have you seen (ants, mice, rats, cockroaches, wasps, bed bugs), property type house apartment or business, how bad is it (a few, many, infestation), address, phone',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['ants', 'mice', 'rats', 'cockroaches', 'wasps', 'bed bugs'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['house', 'apartment', 'business'], cls: 'noCommas' },
      { type: 'tiles', options: ['a few', 'many', 'infestation'], cls: 'single' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'bakery custom cake order: occasion (birthday, wedding, baby shower, other), servings 10-20, 21-50, 51-100, flavours you like (chocolate, vanilla, lemon, red velvet, carrot), pickup date, upload a picture of a design you like and your phone',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'followup'], options: ['birthday', 'wedding', 'baby shower', 'other'] },
      { type: ['tiles', 'dropdown'], options: ['10-20', '21-50', '51-100'], cls: 'rangeOptions' },
      {
        type: 'multiSelect',
        options: ['chocolate', 'vanilla', 'lemon', 'red velvet', 'carrot'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      { type: 'documentUpload' },
      { ...contact, cls: 'lostAsk' },
    ],
  },
  {
    prompt:
      'Conference registration: ticket type (standard, VIP, student), which workshops will you attend (AI, security, cloud, design), t-shirt size S M L XL, dietary requirements, name and email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['standard', 'vip', 'student'], cls: 'single' },
      { type: 'multiSelect', options: ['ai', 'security', 'cloud', 'design'], cls: 'multi' },
      { type: 'tiles', options: ['s', 'm', 'l', 'xl'], cls: 'noCommas' },
      { type: ['textbox', 'multiSelect'], title: 'dietary' },
      contact,
    ],
  },
  {
    prompt:
      'Car detailing booking: car size (small car, sedan, SUV, van), packages: exterior wash, interior clean, polish, ceramic coating (multiple can be picked), preferred date, phone. Prices start at $49, we come to you.',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['small car', 'sedan', 'suv', 'van'], cls: 'single' },
      {
        type: 'multiSelect',
        options: ['exterior wash', 'interior clean', 'polish', 'ceramic coating'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['$49', 'prices start'],
  },
  {
    prompt:
      'Employee satisfaction survey: department sales/marketing/engineering/support/other, how happy are you at work 1 to 10, what would improve your work (more flexibility, better pay, training, better tools) tick all that apply, comments',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['sales', 'marketing', 'engineering', 'support', 'other'],
        cls: 'noCommas',
      },
      { type: 'slider', min: 1, max: 10 },
      {
        type: 'multiSelect',
        options: ['more flexibility', 'better pay', 'training', 'better tools'],
        cls: 'multi',
      },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'solar quote pls: house type detached semi or terraced, roof facing south east west, monthly bill 50-400 pounds, upload a recent bill and your postcode, email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['detached', 'semi', 'terraced'], cls: 'noCommas' },
      { type: ['tiles', 'multiSelect'], options: ['south', 'east', 'west'], cls: 'noCommas' },
      { type: 'slider', min: 50, max: 400, prefix: '£' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Volunteer signup for our food bank: which roles interest you (sorting, packing, delivery driver, front desk), availability weekdays / evenings / weekends, do you have a driving licence, contact details',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['sorting', 'packing', 'delivery driver', 'front desk'],
        cls: 'multi',
      },
      { type: ['multiSelect', 'tiles'], options: ['weekdays', 'evenings', 'weekends'], cls: 'noCommas' },
      { type: 'tiles', options: ['yes', 'no'] },
      contact,
    ],
  },
  {
    prompt:
      'Language school placement: which language (English, German, French, Spanish, Italian), your level A1 to C2, goals (travel, work, exams, fun) - several possible, course format in person or online, email',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['english', 'german', 'french', 'spanish', 'italian'],
        cls: 'single',
      },
      { type: ['dropdown', 'tiles'], options: ['a1', 'b1', 'c2'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['travel', 'work', 'exams', 'fun'], cls: 'multi' },
      { type: 'tiles', options: ['in person', 'online'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'Dentist new patient form: reason for visit (checkup, pain, cleaning, whitening, other), do you have dental insurance yes/no, any symptoms you have (bleeding gums, sensitivity, bad breath, toothache), preferred appointment date, name phone email',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['checkup', 'pain', 'cleaning', 'whitening', 'other'],
        cls: 'single',
      },
      { type: 'tiles', options: ['yes', 'no'] },
      {
        type: 'multiSelect',
        options: ['bleeding gums', 'sensitivity', 'bad breath', 'toothache'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Photography enquiry. Minimum booking is 2 hours. type of shoot portrait family event or product, number of people 1 to 20, locations you like (studio, outdoors, your home), date, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['portrait', 'family', 'event', 'product'], cls: 'noCommas' },
      { type: 'slider', min: 1, max: 20 },
      { type: 'multiSelect', options: ['studio', 'outdoors', 'your home'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['minimum booking', '2 hours'],
  },
  {
    prompt:
      'IT support ticket: device laptop desktop phone printer, what issues are you having (slow, won’t start, virus, no internet, other), urgency low medium high, attach a screenshot and your office location, email',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['laptop', 'desktop', 'phone', 'printer'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['slow', 'virus', 'no internet', 'other'], cls: 'multi' },
      { type: 'tiles', options: ['low', 'medium', 'high'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Fence installation quote: fence length in meters 5 to 200, material wood, vinyl, metal or chain link, which extras (gate, post caps, staining), upload a photo of the yard and your address, contact',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 5, max: 200 },
      { type: 'tiles', options: ['wood', 'vinyl', 'metal', 'chain link'], cls: 'single' },
      { type: 'multiSelect', options: ['gate', 'post caps', 'staining'], cls: 'multi' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Kids summer camp registration: child age 6-8, 9-11, 12-14, which weeks (week 1, week 2, week 3), activities your child enjoys (swimming, art, soccer, coding), allergies, parent phone and email',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['6-8', '9-11', '12-14'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['week 1', 'week 2', 'week 3'], cls: 'multi' },
      { type: 'multiSelect', options: ['swimming', 'art', 'soccer', 'coding'], cls: 'multi' },
      { type: 'textbox', title: 'allerg' },
      contact,
    ],
  },
  {
    prompt:
      'Gutter cleaning: house stories 1 2 or 3, gutter guards yes no, when do you want it done (asap, next 2 weeks, next month), address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['1', '2', '3'], cls: 'noCommas' },
      { type: 'tiles', options: ['yes', 'no'], cls: 'noCommas' },
      { type: 'tiles', options: ['asap', 'next 2 weeks', 'next month'], cls: 'single' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Marketing agency intake: which channels do you use today? (Google Ads, Facebook, Instagram, TikTok, Email), monthly ad spend 0-1k, 1k-5k, 5k-20k, 20k+, what is your main goal (more leads, more sales, brand awareness), website and contact info',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['google ads', 'facebook', 'instagram', 'tiktok', 'email'],
        cls: 'multi',
      },
      { type: ['tiles', 'dropdown'], options: ['0-1k', '1k-5k', '5k-20k', '20k+'], cls: 'rangeOptions' },
      { type: 'tiles', options: ['more leads', 'more sales', 'brand awareness'], cls: 'single' },
      contact,
    ],
  },
  {
    prompt:
      'Vet appointment: pet species dog cat rabbit bird, symptoms (vomiting, not eating, limping, coughing, itching) check all that apply, how long has this been going on, phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['dog', 'cat', 'rabbit', 'bird'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['vomiting', 'not eating', 'limping', 'coughing', 'itching'],
        cls: 'multi',
      },
      { type: ['textbox', 'tiles'] },
      contact,
    ],
  },
  {
    prompt:
      'Wedding venue inquiry: guests 20-50, 51-100, 101-150, 150+; season spring/summer/autumn/winter; services you need (catering, decoration, DJ, photographer); budget 5000 to 60000 usd; contact',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['20-50', '51-100', '101-150', '150+'],
        cls: 'rangeOptions',
      },
      { type: 'tiles', options: ['spring', 'summer', 'autumn', 'winter'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['catering', 'decoration', 'dj', 'photographer'],
        cls: 'multi',
      },
      { type: 'slider', min: 5000, max: 60000, prefix: '$' },
      contact,
    ],
  },
  {
    prompt:
      'Apartment rental application: unit size studio / 1 bed / 2 bed / 3 bed, move-in date, how many occupants 1 to 6, do you have pets, upload proof of income and your current address, contact',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['studio', '1 bed', '2 bed', '3 bed'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      { type: 'slider', min: 1, max: 6 },
      { type: 'tiles', options: ['yes', 'no'] },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Personal trainer: what are your fitness goals (weight loss, strength, endurance, flexibility), training days per week 1 to 6, session type one-on-one or small group, any injuries, email and phone. Note: first session is free.',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['weight loss', 'strength', 'endurance', 'flexibility'],
        cls: 'multi',
      },
      { type: 'slider', min: 1, max: 6 },
      { type: 'tiles', options: ['one-on-one', 'small group'], cls: 'noCommas' },
      { type: 'textbox', title: 'injur' },
      contact,
    ],
    absent: ['first session', 'free'],
  },
  {
    prompt:
      'Accounting firm lead: which services (bookkeeping, payroll, tax returns, annual accounts), business type sole trader / partnership / limited company, annual revenue under 100k, 100k-500k, 500k-2m, over 2m, contact',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['bookkeeping', 'payroll', 'tax returns', 'annual accounts'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['sole trader', 'partnership', 'limited company'], cls: 'noCommas' },
      {
        type: ['tiles', 'dropdown'],
        options: ['under 100k', '100k-500k', '500k-2m', 'over 2m'],
        cls: 'rangeOptions',
      },
      contact,
    ],
  },
  // German
  {
    prompt:
      'Anfrage Gartenbau: welche Leistungen wünschen Sie (Pflasterarbeiten, Zaunbau, Rollrasen, Bepflanzung, Teichbau), Grundstücksgröße klein mittel groß, Adresse, Telefon',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['pflasterarbeiten', 'zaunbau', 'rollrasen', 'bepflanzung', 'teichbau'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['klein', 'mittel', 'groß'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Heizungsnotdienst: was trifft zu (keine Wärme, kein Warmwasser, Geräusche, Wasser tritt aus, Störungsmeldung), Art der Heizung Gas / Öl / Wärmepumpe, Foto vom Typenschild hochladen und Ihre Adresse, Rückrufnummer',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['keine wärme', 'kein warmwasser', 'geräusche', 'wasser tritt aus'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['gas', 'öl', 'wärmepumpe'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Nachhilfe: Klassenstufe von Klasse 5 bis Klasse 10 als Dropdown, welche Fächer (Mathe, Physik, Chemie, Französisch), Unterricht zu Hause oder online, Kontaktdaten der Eltern',
    expectLanguage: 'de',
    features: [
      { type: 'dropdown', options: ['klasse 5', 'klasse 8', 'klasse 10'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['mathe', 'physik', 'chemie', 'französisch'], cls: 'multi' },
      { type: 'tiles', options: ['zu hause', 'online'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'Umfrage Fitnessstudio: wie oft trainieren Sie (täglich, mehrmals pro Woche, selten), welche Kurse besuchen Sie (Yoga, Spinning, Pilates, Zumba) mehrere möglich, Alter 18-29, 30-44, 45-59, 60+, Verbesserungsvorschläge',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['täglich', 'mehrmals pro woche', 'selten'], cls: 'single' },
      { type: 'multiSelect', options: ['yoga', 'spinning', 'pilates', 'zumba'], cls: 'multi' },
      { type: ['tiles', 'dropdown'], options: ['18-29', '30-44', '45-59', '60+'], cls: 'rangeOptions' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Malerarbeiten Angebot: welche Räume sollen gestrichen werden (Wohnzimmer, Schlafzimmer, Küche, Bad, Flur), Wandfläche ca. 20 bis 400 m², Farbe weiß oder farbig, Wunschtermin, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['wohnzimmer', 'schlafzimmer', 'küche', 'bad', 'flur'],
        cls: 'multi',
      },
      { type: 'slider', min: 20, max: 400 },
      { type: 'tiles', options: ['weiß', 'farbig'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Hochzeitsfotograf Anfrage. Pakete ab 1.500 €, Anfahrt bis 50 km inklusive. Datum der Hochzeit, welche Momente sollen begleitet werden (Getting Ready, Trauung, Empfang, Feier), Anzahl Gäste ca., E-Mail',
    expectLanguage: 'de',
    features: [
      { type: 'followup', dateInput: true },
      {
        type: 'multiSelect',
        options: ['getting ready', 'trauung', 'empfang', 'feier'],
        cls: 'multi',
      },
      { type: 'slider', title: 'gäste' },
      contact,
    ],
    absent: ['1.500', 'anfahrt', '50 km'],
  },
  {
    prompt: `Reinigung Anfrage
- Objekt: Wohnung / Haus / Büro
- Zimmeranzahl 1 bis 8
- Zusatzleistungen: Fenster, Backofen, Kühlschrank, Balkon (mehrere möglich)
- Häufigkeit einmalig oder regelmäßig
- Adresse
- Kontakt`,
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['wohnung', 'haus', 'büro'], cls: 'noCommas' },
      { type: 'slider', min: 1, max: 8 },
      {
        type: 'multiSelect',
        options: ['fenster', 'backofen', 'kühlschrank', 'balkon'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['einmalig', 'regelmäßig'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Anfrage Software Projekt: welche Features brauchen Sie (Login, Payment, Dashboard, API, Admin Panel), Teamgröße 1-10, 11-50, 51-250, 250+, Budget von 10000 bis 200000 €, Deadline, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['login', 'payment', 'dashboard', 'api', 'admin panel'],
        cls: 'multi',
      },
      { type: ['tiles', 'dropdown'], options: ['1-10', '11-50', '51-250', '250+'], cls: 'rangeOptions' },
      { type: 'slider', min: 10000, max: 200000, prefix: '€' },
      { type: ['followup', 'tiles'] },
      contact,
    ],
  },
  {
    prompt:
      'Tierarzt Termin: Tierart Hund Katze Kaninchen oder Vogel, welche Beschwerden hat Ihr Tier (Erbrechen, Durchfall, Husten, Juckreiz, humpelt), seit wann, Telefonnummer',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['hund', 'katze', 'kaninchen', 'vogel'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['erbrechen', 'durchfall', 'husten', 'juckreiz'],
        cls: 'multi',
      },
      { type: ['textbox', 'tiles', 'followup'] },
      contact,
    ],
  },
  {
    prompt:
      'Sanitär Anfrage bitte: was ist kaputt (Wasserhahn tropft, Abfluss verstopft, WC läuft, Rohrbruch), wie dringend (Notfall, diese Woche, flexibel), Fotos hochladen und Adresse, Kontakt',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['wasserhahn tropft', 'abfluss verstopft', 'wc läuft', 'rohrbruch'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['notfall', 'diese woche', 'flexibel'], cls: 'single' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Event Booking für unsere Location: Art des Events (Hochzeit, Firmenfeier, Geburtstag), Gästezahl 20-50, 51-100, 100+, welche Services brauchen Sie (Catering, DJ, Deko, Fotobox), Datum, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['hochzeit', 'firmenfeier', 'geburtstag'], cls: 'single' },
      { type: ['tiles', 'dropdown'], options: ['20-50', '51-100', '100+'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['catering', 'dj', 'deko', 'fotobox'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Fahrradwerkstatt: Fahrradtyp Citybike Mountainbike Rennrad E-Bike, was soll gemacht werden (Inspektion, Bremsen, Schaltung, Reifen), Abgabetermin, Telefon. Hinweis: keine E-Scooter.',
    expectLanguage: 'de',
    features: [
      {
        type: 'tiles',
        options: ['citybike', 'mountainbike', 'rennrad', 'e-bike'],
        cls: 'noCommas',
      },
      {
        type: 'multiSelect',
        options: ['inspektion', 'bremsen', 'schaltung', 'reifen'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['e-scooter', 'hinweis'],
  },
  {
    prompt:
      'Sprachkurs Anmeldung: Sprache Englisch / Spanisch / Italienisch, Niveau A1 bis C1, Kurszeiten vormittags nachmittags abends (mehrere auswählbar), Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['englisch', 'spanisch', 'italienisch'], cls: 'noCommas' },
      { type: ['dropdown', 'tiles'], options: ['a1', 'b1', 'c1'], cls: 'rangeOptions' },
      {
        type: 'multiSelect',
        options: ['vormittags', 'nachmittags', 'abends'],
        cls: 'noCommas',
      },
      contact,
    ],
  },
  {
    prompt:
      'Dachdecker: Dachart (Steildach, Flachdach), welche Arbeiten (Neueindeckung, Reparatur, Dämmung, Dachfenster, Rinnen) – Mehrfachauswahl, Dachfläche 30 bis 400 m², Bilder vom Dach und Ihre Anschrift, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['steildach', 'flachdach'], cls: 'single' },
      {
        type: 'multiSelect',
        options: ['neueindeckung', 'reparatur', 'dämmung', 'dachfenster', 'rinnen'],
        cls: 'multi',
      },
      { type: 'slider', min: 30, max: 400 },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Ich bräuchte ein Formular für meine Physiotherapie-Praxis. Die Patienten sollen angeben, welche Beschwerden sie haben, also Rücken, Nacken, Schulter, Knie oder Hüfte, gerne auch mehrere, dann ob sie ein Rezept haben, wie sie versichert sind (gesetzlich, privat, Selbstzahler) und ihre Telefonnummer.',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['rücken', 'nacken', 'schulter', 'knie', 'hüfte'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['ja', 'nein'], title: 'rezept' },
      { type: 'tiles', options: ['gesetzlich', 'privat', 'selbstzahler'], cls: 'single' },
      contact,
    ],
  },
  {
    prompt:
      'Immobilienbewertung: Objektart Wohnung Haus Grundstück, Wohnfläche 30 bis 300 m², Baujahr vor 1950, 1950-1990, 1990-2010, nach 2010, Zustand (renovierungsbedürftig, gut, neuwertig), Adresse des Objekts, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['wohnung', 'haus', 'grundstück'], cls: 'noCommas' },
      { type: 'slider', min: 30, max: 300 },
      {
        type: ['tiles', 'dropdown'],
        options: ['vor 1950', '1950-1990', '1990-2010', 'nach 2010'],
        cls: 'rangeOptions',
      },
      { type: 'tiles', options: ['renovierungsbedürftig', 'gut', 'neuwertig'], cls: 'single' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Catering Anfrage: Anlass Hochzeit/Firmenfeier/Geburtstag, Personen 10 bis 200, Ernährung (vegetarisch, vegan, glutenfrei, halal) bitte alles Zutreffende ankreuzen, Budget pro Person 15-80 Euro, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['hochzeit', 'firmenfeier', 'geburtstag'], cls: 'noCommas' },
      { type: 'slider', min: 10, max: 200 },
      {
        type: 'multiSelect',
        options: ['vegetarisch', 'vegan', 'glutenfrei', 'halal'],
        cls: 'multi',
      },
      { type: 'slider', min: 15, max: 80, prefix: '€' },
      contact,
    ],
  },
  {
    prompt:
      'Kurz: Solaranfrage. Dachform Satteldach Flachdach Pultdach, Stromverbrauch pro Jahr 2000-10000 kWh, Interesse an Speicher ja nein, Stromrechnung hochladen und PLZ, Email',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['satteldach', 'flachdach', 'pultdach'], cls: 'noCommas' },
      { type: 'slider', min: 2000, max: 10000 },
      { type: 'tiles', options: ['ja', 'nein'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Bewerbung Aushilfe: welche Schichten passen dir (Frühschicht, Spätschicht, Wochenende) mehrere möglich, ab wann kannst du anfangen, Führerschein ja/nein, Lebenslauf hochladen, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['frühschicht', 'spätschicht', 'wochenende'],
        cls: 'multi',
      },
      { type: ['followup', 'tiles'] },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Kundenumfrage Restaurant: Wie war Ihr Besuch insgesamt 1 bis 5, was hat Ihnen gefallen (Essen, Service, Ambiente, Preis-Leistung), würden Sie uns weiterempfehlen ja nein vielleicht, Anmerkungen',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 1, max: 5 },
      {
        type: 'multiSelect',
        options: ['essen', 'service', 'ambiente', 'preis-leistung'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['ja', 'nein', 'vielleicht'], cls: 'noCommas' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Autowerkstatt Anfrage: Fahrzeugtyp PKW / Transporter / Wohnmobil, welche Leistungen (Ölwechsel, Inspektion, TÜV, Klimaservice, Reifenwechsel), Kilometerstand, Wunschtermin, Telefon. Wir arbeiten nur nach Terminvereinbarung.',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['pkw', 'transporter', 'wohnmobil'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['ölwechsel', 'inspektion', 'tüv', 'klimaservice', 'reifenwechsel'],
        cls: 'multi',
      },
      { type: ['slider', 'textbox'], title: 'kilometer' },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['terminvereinbarung'],
  },
  {
    prompt:
      'Musikschule: Instrument (Klavier, Gitarre, Geige, Schlagzeug), Alter des Schülers 4-6, 7-10, 11-17, Erwachsene, Erfahrung keine / etwas / viel, Wunschtage Mo Di Mi Do Fr, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['klavier', 'gitarre', 'geige', 'schlagzeug'], cls: 'single' },
      { type: ['tiles', 'dropdown'], options: ['4-6', '7-10', '11-17', 'erwachsene'], cls: 'rangeOptions' },
      { type: 'tiles', options: ['keine', 'etwas', 'viel'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['mo', 'di', 'mi', 'do', 'fr'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'Onboarding Form für neue Kunden unserer Agentur: welche Social Media Kanäle nutzen Sie (Instagram, LinkedIn, TikTok, YouTube), Zielgruppe B2B oder B2C, monatliches Budget 500 bis 10000 Euro, Logo hochladen, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['instagram', 'linkedin', 'tiktok', 'youtube'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['b2b', 'b2c'], cls: 'noCommas' },
      { type: 'slider', min: 500, max: 10000, prefix: '€' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Schädlingsbekämpfung: welche Schädlinge (Mäuse, Ratten, Wespen, Bettwanzen, Schaben), Befall gering mittel stark, Objekt Privat oder Gewerbe, Adresse und Rückrufnummer',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['mäuse', 'ratten', 'wespen', 'bettwanzen', 'schaben'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['gering', 'mittel', 'stark'], cls: 'noCommas' },
      { type: 'tiles', options: ['privat', 'gewerbe'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Friseur Termin: Leistung Schnitt / Farbe / Strähnen / Föhnen, Haarlänge kurz mittel lang, Wunschtermin, Telefon. Preise ab 35 €, Termine nur Di–Sa.',
    expectLanguage: 'de',
    features: [
      {
        type: ['tiles', 'multiSelect'],
        options: ['schnitt', 'farbe', 'strähnen', 'föhnen'],
        cls: 'noCommas',
      },
      { type: 'tiles', options: ['kurz', 'mittel', 'lang'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['35 €', 'preise'],
  },
  {
    prompt:
      'Versicherungsvergleich: welche Versicherung suchen Sie (Haftpflicht, Hausrat, KFZ, Rechtsschutz) mehrere möglich, Familienstand ledig / verheiratet / Familie mit Kindern, Alter 18 bis 80, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['haftpflicht', 'hausrat', 'kfz', 'rechtsschutz'],
        cls: 'multi',
      },
      {
        type: 'tiles',
        options: ['ledig', 'verheiratet', 'familie mit kindern'],
        cls: 'noCommas',
      },
      { type: 'slider', min: 18, max: 80 },
      contact,
    ],
  },
  {
    prompt:
      'Küchenplanung: Küchenform (L-Form, U-Form, Zeile, Insel), welche Geräte sollen rein (Backofen, Induktion, Geschirrspüler, Dunstabzug, Kühlschrank), Budget 5.000 bis 40.000 €, Grundriss hochladen und Ihre Adresse, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['l-form', 'u-form', 'zeile', 'insel'], cls: 'single' },
      {
        type: 'multiSelect',
        options: ['backofen', 'induktion', 'geschirrspüler', 'dunstabzug', 'kühlschrank'],
        cls: 'multi',
      },
      { type: 'slider', min: 5000, max: 40000, prefix: '€' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Yoga Retreat Anmeldung: Zimmerwahl Einzelzimmer oder Doppelzimmer, welche Workshops interessieren dich (Meditation, Breathwork, Ayurveda, Sound Healing), Erfahrung Anfänger Fortgeschritten, Anreisedatum, E-Mail',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['einzelzimmer', 'doppelzimmer'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['meditation', 'breathwork', 'ayurveda', 'sound healing'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['anfänger', 'fortgeschritten'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Mitarbeiterbefragung: Abteilung Vertrieb/Marketing/IT/Verwaltung, Zufriedenheit 1 bis 10, was würde Ihre Arbeit verbessern (Homeoffice, Weiterbildung, bessere Tools, mehr Gehalt) – alles Zutreffende, Kommentar',
    expectLanguage: 'de',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['vertrieb', 'marketing', 'it', 'verwaltung'],
        cls: 'noCommas',
      },
      { type: 'slider', min: 1, max: 10 },
      {
        type: 'multiSelect',
        options: ['homeoffice', 'weiterbildung', 'bessere tools', 'mehr gehalt'],
        cls: 'multi',
      },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Fensterputzer Angebot: Anzahl Fenster 1 bis 60, Rahmen mitreinigen ja nein, Etage EG 1. OG 2. OG oder höher, Foto der Fassade hochladen und Adresse, Telefon',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 1, max: 60 },
      { type: 'tiles', options: ['ja', 'nein'], cls: 'noCommas' },
      { type: ['tiles', 'dropdown'], options: ['eg', '1. og', '2. og'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Coaching Anfrage: In welchen Bereichen wünschen Sie Unterstützung (Karriere, Beziehung, Gesundheit, Finanzen), Format Präsenz oder Online, Sitzungen pro Monat 1-2, 3-4, 5+, Kontaktdaten. Erstgespräch kostenlos.',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['karriere', 'beziehung', 'gesundheit', 'finanzen'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['präsenz', 'online'], cls: 'noCommas' },
      { type: ['tiles', 'dropdown'], options: ['1-2', '3-4', '5+'], cls: 'rangeOptions' },
      contact,
    ],
    absent: ['erstgespräch', 'kostenlos'],
  },
  {
    prompt:
      'Kita Anmeldung: Alter des Kindes unter 1, 1-2 Jahre, 3-6 Jahre, Betreuungstage Montag bis Freitag (mehrere möglich), Betreuungszeit halbtags ganztags, Aufnahmedatum, Kontaktdaten der Eltern',
    expectLanguage: 'de',
    features: [
      { type: ['tiles', 'dropdown'], options: ['unter 1', '1-2 jahre', '3-6 jahre'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['montag', 'mittwoch', 'freitag'], cls: 'rangeOptions' },
      { type: 'tiles', options: ['halbtags', 'ganztags'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  // ---- More voices (issue 15, second batch): prose, numbered lists, mixed languages.
  {
    prompt:
      "Hey, we're a family-run window and door company. Customers should tell us what they need replaced (windows, front door, patio door, garage door), roughly how many windows 1 to 30, what frame material they prefer – uPVC, timber or aluminium – and then upload photos of the current windows and give us their address. Finally their email and phone.",
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['windows', 'front door', 'patio door', 'garage door'],
        cls: 'multi',
      },
      { type: 'slider', min: 1, max: 30 },
      { type: 'tiles', options: ['upvc', 'timber', 'aluminium'], cls: 'single' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt: `Bike rental booking
1. bike type: city bike / e-bike / mountain bike / kids bike
2. how many bikes 1-10
3. add-ons you want (helmet, lock, child seat, basket)
4. pickup date
5. name, email`,
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['city bike', 'e-bike', 'mountain bike', 'kids bike'], cls: 'noCommas' },
      { type: 'slider', min: 1, max: 10 },
      { type: 'multiSelect', options: ['helmet', 'lock', 'child seat', 'basket'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'need form asap for my cleaning biz. house or apartment, bedrooms 1 2 3 4+, bathrooms 1 2 3+, extras like oven fridge windows laundry, how often once weekly biweekly monthly, zip code, phone',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['house', 'apartment'], cls: 'noCommas' },
      { type: 'tiles', options: ['1', '2', '3', '4+'], cls: 'noCommas' },
      { type: 'tiles', options: ['1', '2', '3+'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['oven', 'fridge', 'windows', 'laundry'], cls: 'noCommas' },
      { type: 'tiles', options: ['once', 'weekly', 'biweekly', 'monthly'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Recruiting form for our café: which positions are you applying for (barista, kitchen, service, cleaning), experience in years 0-1, 2-5, 5+, availability mornings / afternoons / weekends (pick all), upload your CV and your address, phone. We pay €14 per hour and train everyone.',
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['barista', 'kitchen', 'service', 'cleaning'], cls: 'multi' },
      { type: ['tiles', 'dropdown'], options: ['0-1', '2-5', '5+'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['mornings', 'afternoons', 'weekends'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
    absent: ['€14', 'train everyone'],
  },
  {
    prompt:
      'Garden design consultation - garden size roughly in m², style you like modern cottage japanese or natural, features you want (patio, pond, lawn, vegetable beds, lighting), budget 2000 to 30000 euros, photos of the garden, contact',
    expectLanguage: 'en',
    features: [
      { type: 'slider', title: 'garden' },
      { type: 'tiles', options: ['modern', 'cottage', 'japanese', 'natural'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['patio', 'pond', 'lawn', 'vegetable beds', 'lighting'],
        cls: 'multi',
      },
      { type: 'slider', min: 2000, max: 30000, prefix: '€' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'School trip registration: which grade is your child in, from Grade 3 to Grade 8, dietary needs (vegetarian, vegan, no pork, nut allergy), can your child swim yes/no, emergency contact phone',
    expectLanguage: 'en',
    features: [
      { type: 'dropdown', options: ['grade 3', 'grade 5', 'grade 8'], cls: 'rangeOptions' },
      {
        type: 'multiSelect',
        options: ['vegetarian', 'vegan', 'no pork', 'nut allergy'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['yes', 'no'] },
      contact,
    ],
  },
  {
    prompt:
      'quick feedback form after our workshop. rating 1-10, what topics were most useful (pricing, marketing, hiring, tools), would you come again yes no maybe, comments',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 10 },
      { type: ['tiles', 'multiSelect'], options: ['pricing', 'marketing', 'hiring', 'tools'] },
      { type: 'tiles', options: ['yes', 'no', 'maybe'], cls: 'noCommas' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Electrician quote. Call-out fee is $60 and we cover the whole county. Ask which jobs (new outlets, lighting, panel upgrade, EV charger, rewiring), property age under 10 years, 10-30 years, over 30 years, attach photos of the fuse box and your address, best phone number',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['new outlets', 'lighting', 'panel upgrade', 'ev charger', 'rewiring'],
        cls: 'multi',
      },
      {
        type: ['tiles', 'dropdown'],
        options: ['under 10 years', '10-30 years', 'over 30 years'],
        cls: 'rangeOptions',
      },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
    absent: ['$60', 'county'],
  },
  {
    prompt:
      'Speakers for our podcast: topic areas you can talk about (tech, startups, design, health, finance), how did you hear about us, your availability Mon-Fri, a short bio, upload a headshot and your website, email',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['tech', 'startups', 'design', 'health', 'finance'],
        cls: 'multi',
      },
      { type: ['tiles', 'dropdown', 'followup'], title: 'hear' },
      { type: 'multiSelect', options: ['mon', 'wed', 'fri'], cls: 'rangeOptions' },
      { type: 'textbox', title: 'bio' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Catering for offices – number of people 10-25, 26-50, 51-100, 100+, meal type breakfast lunch or both, dietary requirements, delivery address, delivery date, contact person',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['10-25', '26-50', '51-100', '100+'], cls: 'rangeOptions' },
      { type: 'tiles', options: ['breakfast', 'lunch', 'both'], cls: 'noCommas' },
      { type: ['textbox', 'multiSelect'], title: 'dietary' },
      location,
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Boat charter enquiry: boat type sailboat/catamaran/motor yacht, guests 2 to 12, trip length half day / full day / week, extras you would like (skipper, catering, snorkel gear, fishing gear), preferred start date, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['sailboat', 'catamaran', 'motor yacht'], cls: 'noCommas' },
      { type: 'slider', min: 2, max: 12 },
      { type: 'tiles', options: ['half day', 'full day', 'week'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['skipper', 'catering', 'snorkel gear', 'fishing gear'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'tattoo booking: placement arm leg back chest or other, size small medium large, color or black and grey, upload reference pictures, when do you want to come in, phone number. deposit is 50 dollars',
    expectLanguage: 'en',
    features: [
      { type: ['tiles', 'dropdown'], options: ['arm', 'leg', 'back', 'chest', 'other'], cls: 'noCommas' },
      { type: 'tiles', options: ['small', 'medium', 'large'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { type: ['tiles', 'followup'] },
      contact,
    ],
    absent: ['deposit'],
  },
  // German
  {
    prompt:
      'Wir sind ein kleiner Malerbetrieb aus Köln. Im Formular sollen Kunden angeben, welche Arbeiten anfallen (Innenanstrich, Fassade, Tapezieren, Lackieren), die ungefähre Fläche in m², ob Möbel gerückt werden müssen, Fotos der Räume und ihre Adresse, und wie wir sie erreichen. Anfahrt im Stadtgebiet ist kostenlos.',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['innenanstrich', 'fassade', 'tapezieren', 'lackieren'],
        cls: 'multi',
      },
      { type: 'slider', title: 'fläche' },
      { type: 'tiles', options: ['ja', 'nein'] },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
    absent: ['kostenlos', 'anfahrt'],
  },
  {
    prompt: `Anmeldung Tanzschule
1) Tanzstil: Salsa / Tango / Walzer / Hip-Hop
2) Erfahrung keine, etwas, viel
3) an welchen Tagen hast du Zeit (Mo, Di, Mi, Do, Fr)
4) allein oder mit Partner
5) E-Mail und Handynummer`,
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['salsa', 'tango', 'walzer', 'hip-hop'], cls: 'noCommas' },
      { type: 'tiles', options: ['keine', 'etwas', 'viel'] },
      { type: 'multiSelect', options: ['mo', 'di', 'mi', 'do', 'fr'], cls: 'multi' },
      { type: 'tiles', options: ['allein', 'mit partner'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'Anfrage Zahnarzt: Grund Kontrolle Schmerzen Zahnreinigung oder Beratung, wie sind Sie versichert gesetzlich privat, welche Tage passen Ihnen (Montag bis Freitag), Telefonnummer',
    expectLanguage: 'de',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['kontrolle', 'schmerzen', 'zahnreinigung', 'beratung'],
        cls: 'noCommas',
      },
      { type: 'tiles', options: ['gesetzlich', 'privat'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['montag', 'mittwoch', 'freitag'], cls: 'rangeOptions' },
      contact,
    ],
  },
  {
    prompt:
      'Photovoltaik Check: Dachneigung flach / leicht / steil, Ausrichtung Süd Ost West, Jahresverbrauch in kWh von 1500 bis 12000, welche Komponenten interessieren Sie (Speicher, Wallbox, Wärmepumpe, Notstrom), Stromrechnung hochladen und Adresse, E-Mail',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['flach', 'leicht', 'steil'], cls: 'noCommas' },
      { type: ['tiles', 'multiSelect'], options: ['süd', 'ost', 'west'], cls: 'noCommas' },
      { type: 'slider', min: 1500, max: 12000 },
      {
        type: 'multiSelect',
        options: ['speicher', 'wallbox', 'wärmepumpe', 'notstrom'],
        cls: 'multi',
      },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Feedback Kita: Wie zufrieden sind Sie insgesamt von 1 bis 5, was gefällt Ihnen besonders (Betreuung, Essen, Räume, Ausflüge, Elternarbeit), was sollen wir verbessern, Alter Ihres Kindes 1-2, 3-4, 5-6 Jahre',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 1, max: 5 },
      {
        type: 'multiSelect',
        options: ['betreuung', 'essen', 'räume', 'ausflüge', 'elternarbeit'],
        cls: 'multi',
      },
      { type: 'textbox' },
      { type: ['tiles', 'dropdown'], options: ['1-2', '3-4', '5-6'], cls: 'rangeOptions' },
    ],
  },
  {
    prompt:
      'Kurzes Formular für Umzugskartons: wie viele Kartons brauchen Sie 10 bis 200, welches Zubehör (Klebeband, Luftpolsterfolie, Kleiderbox, Packpapier), Lieferung oder Abholung, Liefertermin, Adresse, Telefon. Kartons kosten 2,50 € pro Stück.',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 10, max: 200 },
      {
        type: 'multiSelect',
        options: ['klebeband', 'luftpolsterfolie', 'kleiderbox', 'packpapier'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['lieferung', 'abholung'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      location,
      contact,
    ],
    absent: ['2,50', 'kosten'],
  },
  {
    prompt:
      'Bewerbung Pflegekraft: Qualifikation examiniert / Helfer / Azubi, gewünschte Arbeitszeit Vollzeit Teilzeit Minijob, welche Schichten kannst du (Früh, Spät, Nacht, Wochenende), Lebenslauf und Zeugnisse hochladen, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['examiniert', 'helfer', 'azubi'], cls: 'noCommas' },
      { type: 'tiles', options: ['vollzeit', 'teilzeit', 'minijob'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['früh', 'spät', 'nacht', 'wochenende'], cls: 'multi' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Angebot Poolbau bitte: Pooltyp Einbaupool Aufstellpool Naturpool, Größe klein mittel groß, Extras (Heizung, Abdeckung, Beleuchtung, Gegenstromanlage) – mehrfach möglich, Budget 10.000 bis 80.000 Euro, Fotos vom Garten und Ihre Adresse, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['einbaupool', 'aufstellpool', 'naturpool'], cls: 'noCommas' },
      { type: 'tiles', options: ['klein', 'mittel', 'groß'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['heizung', 'abdeckung', 'beleuchtung', 'gegenstromanlage'],
        cls: 'multi',
      },
      { type: 'slider', min: 10000, max: 80000, prefix: '€' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Hi, ich brauche ein Booking Form für mein Nagelstudio. Service: Maniküre, Pediküre, Gel Nägel oder Nail Art, Add-ons wie French, Glitzer, Steinchen gerne mehrere, Wunschdatum, Uhrzeit vormittags oder nachmittags, Handynummer. Stornierung bis 24h vorher kostenlos.',
    expectLanguage: 'de',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['maniküre', 'pediküre', 'gel nägel', 'nail art'],
      },
      { type: 'multiSelect', options: ['french', 'glitzer', 'steinchen'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      { type: 'tiles', options: ['vormittags', 'nachmittags'], cls: 'noCommas' },
      contact,
    ],
    absent: ['stornierung', 'kostenlos'],
  },
  {
    prompt:
      'Vereinsanmeldung Fußball: Altersklasse U9 / U11 / U13 / U15, Position Tor Abwehr Mittelfeld Sturm, Trainingstage Di Do Fr (mehrere möglich), hat Ihr Kind schon im Verein gespielt, Kontaktdaten der Eltern. Jahresbeitrag 120 €.',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['u9', 'u11', 'u13', 'u15'], cls: 'noCommas' },
      { type: 'tiles', options: ['tor', 'abwehr', 'mittelfeld', 'sturm'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['di', 'do', 'fr'], cls: 'noCommas' },
      { type: 'tiles', options: ['ja', 'nein'] },
      contact,
    ],
    absent: ['jahresbeitrag', '120'],
  },
  // ---- Third batch (issue 15): long prose and mixed bullet styles.
  {
    prompt:
      "So here's the thing: I teach guitar and I want new students to fill something in before the first lesson. I'd like to know their level (never played, beginner, intermediate, advanced), which styles they're into like rock, blues, jazz, classical or pop, how old they are roughly 6 to 70, and whether they own a guitar already. Then their email so I can send the invoice.",
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['never played', 'beginner', 'intermediate', 'advanced'], cls: 'single' },
      { type: 'multiSelect', options: ['rock', 'blues', 'jazz', 'classical', 'pop'], cls: 'multi' },
      { type: 'slider', min: 6, max: 70 },
      { type: 'tiles', options: ['yes', 'no'], title: 'guitar' },
      contact,
    ],
  },
  {
    prompt: `Home care enquiry
* who needs care: myself / my parent / my partner / someone else
* what kind of help is needed? personal care, meals, medication, shopping, companionship
* hours per week 1-10, 11-20, 21-40, live-in
* start date
* postcode
* your phone number`,
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['myself', 'my parent', 'my partner', 'someone else'],
        cls: 'noCommas',
      },
      {
        type: 'multiSelect',
        options: ['personal care', 'meals', 'medication', 'shopping', 'companionship'],
        cls: 'multi',
      },
      {
        type: ['tiles', 'dropdown'],
        options: ['1-10', '11-20', '21-40', 'live-in'],
        cls: 'rangeOptions',
      },
      { type: 'followup', dateInput: true },
      location,
      contact,
    ],
  },
  {
    prompt:
      'We do HVAC. Our techs are certified and we offer 24/7 emergency service. The form should ask what system they have (central AC, heat pump, furnace, boiler, not sure), what the problem is — no heat, no cooling, strange noise, leaking, high bills — any that apply, how old the system is in years 0 to 30, and their address plus phone.',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['central ac', 'heat pump', 'furnace', 'boiler', 'not sure'],
        cls: 'single',
      },
      {
        type: 'multiSelect',
        options: ['no heat', 'no cooling', 'strange noise', 'leaking', 'high bills'],
        cls: 'multi',
      },
      { type: 'slider', min: 0, max: 30 },
      location,
      contact,
    ],
    absent: ['certified', '24/7'],
  },
  {
    prompt:
      'Registration for our 5k charity run: distance 5k or 10k, t-shirt size XS S M L XL XXL, age group under 18 / 18-39 / 40-59 / 60+, have you run this race before yes no, name and email. Entry fee is $25, all proceeds go to the food bank.',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['5k', '10k'], cls: 'noCommas' },
      {
        type: ['tiles', 'dropdown'],
        options: ['xs', 's', 'm', 'l', 'xl', 'xxl'],
        cls: 'noCommas',
      },
      {
        type: ['tiles', 'dropdown'],
        options: ['under 18', '18-39', '40-59', '60+'],
        cls: 'rangeOptions',
      },
      { type: 'tiles', options: ['yes', 'no'], cls: 'noCommas' },
      contact,
    ],
    absent: ['entry fee', 'proceeds'],
  },
  {
    prompt:
      'Need a lead form for my moving company pls - moving from where (address), size of home studio 1br 2br 3br house, what services they need packing/loading/storage/cleaning, moving date, phone',
    expectLanguage: 'en',
    features: [
      location,
      { type: ['tiles', 'dropdown'], options: ['studio', '1br', '2br', '3br', 'house'], cls: 'noCommas' },
      {
        type: 'multiSelect',
        options: ['packing', 'loading', 'storage', 'cleaning'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  {
    prompt:
      'Customer survey for our online shop. How often do you shop with us: first time, a few times a year, monthly, weekly. Which product categories do you buy (clothing, shoes, home, beauty, electronics). How satisfied are you 1 to 5. Anything we should improve?',
    expectLanguage: 'en',
    features: [
      {
        type: 'tiles',
        options: ['first time', 'a few times a year', 'monthly', 'weekly'],
        cls: 'single',
      },
      {
        type: 'multiSelect',
        options: ['clothing', 'shoes', 'home', 'beauty', 'electronics'],
        cls: 'multi',
      },
      { type: 'slider', min: 1, max: 5 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Pressure washing quote. What needs cleaning: driveway, patio, deck, siding, roof (pick any). Approx area small medium or large. Do you want sealing after? Upload a photo and your address. Contact info. Minimum job is $150.',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['driveway', 'patio', 'deck', 'siding', 'roof'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['small', 'medium', 'large'], cls: 'noCommas' },
      { type: 'tiles', options: ['yes', 'no'], title: 'sealing' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
    absent: ['minimum job', '$150'],
  },
  // German
  {
    prompt:
      'Hallo! Ich betreibe eine kleine Hundepension am Stadtrand und möchte, dass Hundebesitzer vorab ein paar Dinge angeben: die Größe des Hundes (klein, mittel, groß), ob er sich mit anderen Hunden verträgt, welche Leistungen sie möchten, also Übernachtung, Tagesbetreuung, Gassi-Service oder Fellpflege, den Zeitraum des Aufenthalts und natürlich ihre Telefonnummer. Eine Nacht kostet bei uns 35 €.',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['klein', 'mittel', 'groß'], cls: 'single' },
      { type: 'tiles', options: ['ja', 'nein'] },
      {
        type: 'multiSelect',
        options: ['übernachtung', 'tagesbetreuung', 'gassi-service', 'fellpflege'],
        cls: 'multi',
      },
      { type: ['followup', 'textbox'] },
      contact,
    ],
    absent: ['35 €', 'kostet'],
  },
  {
    prompt: `Anfrage Hochzeitsband
- Datum der Feier
- Location / Ort
- Gäste ca. 50-100, 100-150, 150+
- Musikrichtungen: Pop, Rock, Schlager, Jazz, Soul (mehrere möglich)
- Dauer: 2 Stunden / 4 Stunden / ganzer Abend
- Kontakt`,
    expectLanguage: 'de',
    features: [
      { type: 'followup', dateInput: true },
      location,
      { type: ['tiles', 'dropdown'], options: ['50-100', '100-150', '150+'], cls: 'rangeOptions' },
      {
        type: 'multiSelect',
        options: ['pop', 'rock', 'schlager', 'jazz', 'soul'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['2 stunden', '4 stunden', 'ganzer abend'], cls: 'noCommas' },
      contact,
    ],
  },
  {
    prompt:
      'Formular für Gebäudereinigung: Objektart Büro, Praxis, Treppenhaus oder Lager, Fläche in m² 50 bis 5000, welche Reinigungsleistungen (Unterhaltsreinigung, Fensterreinigung, Grundreinigung, Teppichreinigung), Häufigkeit täglich wöchentlich monatlich, Ansprechpartner mit Telefon. Wir arbeiten auch am Wochenende.',
    expectLanguage: 'de',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['büro', 'praxis', 'treppenhaus', 'lager'],
        cls: 'single',
      },
      { type: 'slider', min: 50, max: 5000 },
      {
        type: 'multiSelect',
        options: ['unterhaltsreinigung', 'fensterreinigung', 'grundreinigung', 'teppichreinigung'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['täglich', 'wöchentlich', 'monatlich'], cls: 'noCommas' },
      contact,
    ],
    absent: ['wochenende'],
  },
  {
    prompt:
      'Brauche eine Anmeldung für Schwimmkurse: Alter des Kindes 4 bis 12, kann Ihr Kind schon schwimmen ja nein, Kurs Seepferdchen / Bronze / Silber, welche Wochentage gehen (Mo, Mi, Fr, Sa), Kontaktdaten der Eltern',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 4, max: 12 },
      { type: 'tiles', options: ['ja', 'nein'], cls: 'noCommas' },
      { type: 'tiles', options: ['seepferdchen', 'bronze', 'silber'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['mo', 'mi', 'fr', 'sa'], cls: 'multi' },
      contact,
    ],
  },
  {
    prompt:
      'Lead-Formular für Photovoltaik-Reinigung, bitte kurz halten. Anlagengröße klein (unter 10 kWp), mittel (10-30 kWp), groß (über 30 kWp). Dachart Schrägdach Flachdach Freifläche. Letzte Reinigung nie / vor 1-2 Jahren / länger her. Foto der Anlage und Adresse. Telefon.',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['klein', 'mittel', 'groß'], cls: 'single' },
      { type: 'tiles', options: ['schrägdach', 'flachdach', 'freifläche'], cls: 'noCommas' },
      {
        type: 'tiles',
        options: ['nie', 'vor 1-2 jahren', 'länger her'],
        cls: 'noCommas',
      },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  {
    prompt:
      'Survey für unsere Mitarbeiter, gerne auf Deutsch: Wie arbeiten Sie meistens (Büro, Homeoffice, hybrid), welche Benefits nutzen Sie (Jobticket, Fitness, Kantine, Weiterbildung), wie zufrieden sind Sie 1 bis 10, Feedback',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['büro', 'homeoffice', 'hybrid'], cls: 'single' },
      {
        type: 'multiSelect',
        options: ['jobticket', 'fitness', 'kantine', 'weiterbildung'],
        cls: 'multi',
      },
      { type: 'slider', min: 1, max: 10 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Anfrage Trockenbau: was soll gemacht werden Wände Decken Dachausbau Schallschutz, Fläche ca. in m², Zeitraum sofort / in 1-3 Monaten / später, Pläne oder Fotos hochladen und Baustellenadresse, Kontaktdaten. Besichtigung ist kostenlos.',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['wände', 'decken', 'dachausbau', 'schallschutz'],
        cls: 'noCommas',
      },
      { type: 'slider', title: 'fläche' },
      { type: 'tiles', options: ['sofort', 'in 1-3 monaten', 'später'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
    absent: ['besichtigung', 'kostenlos'],
  },
];

/**
 * Prompts written after the engine was tuned on PROMPTS and not used for tuning: the benchmark reports them
 * separately so the headline number is not only a measure of fitting the development set.
 */
export const HELD_OUT: PromptCase[] = [
  {
    prompt:
      'I need a form for my chimney sweeping business. Ask what kind of fireplace they have (open fireplace, wood stove, pellet stove, other), when it was last cleaned (less than a year ago, 1-2 years, longer, never), their address and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['open fireplace', 'wood stove', 'pellet stove', 'other'] },
      { type: 'tiles', options: ['less than a year ago', '1-2 years', 'longer', 'never'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Form for a music school: instrument (piano, guitar, violin, drums, voice, saxophone), age of the student from 4 to 80, experience level (none, some, advanced), and parent email and phone',
    expectLanguage: 'en',
    features: [
      // Six listed options are tiles since tiles hold eight (the case was written when they held four).
      { type: 'tiles', options: ['piano', 'guitar', 'violin', 'drums', 'voice', 'saxophone'] },
      { type: 'slider', min: 4, max: 80 },
      { type: 'tiles', options: ['none', 'some', 'advanced'] },
      contact,
    ],
  },
  {
    prompt:
      'Pool installation quote: pool type (in-ground, above-ground, natural pool), pool length 4 to 15 meters, do they need heating, extras (several can be picked): cover, lighting, counter-current system, and address plus contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['in-ground', 'above-ground', 'natural pool'] },
      { type: 'slider', min: 4, max: 15 },
      { type: 'tiles', options: ['yes', 'no'], title: 'heating' },
      { type: 'multiSelect', options: ['cover', 'lighting', 'counter-current system'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Coworking space tour booking: membership interest (hot desk, fixed desk, private office), team size 1-50, preferred tour date, how did you find us (Google, Instagram, friend, other) and if other ask which, contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['hot desk', 'fixed desk', 'private office'] },
      { type: 'slider', min: 1, max: 50 },
      { type: 'followup', dateInput: true },
      { type: 'followup', options: ['google', 'instagram', 'friend', 'other'] },
      contact,
    ],
  },
  {
    prompt:
      'Freight shipping quote: shipment type (parcel, pallet, full truckload), weight from 1 to 24000 kg, pickup address, is the goods dangerous yes or no, and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['parcel', 'pallet', 'full truckload'] },
      { type: 'slider', min: 1, max: 24000 },
      location,
      { type: 'tiles', options: ['yes', 'no'] },
      contact,
    ],
  },
  {
    prompt:
      'Scholarship application: field of study as a dropdown (engineering, medicine, law, arts, business, computer science), GPA from 1 to 4, upload transcript, tell us why you deserve it',
    expectLanguage: 'en',
    features: [
      {
        type: 'dropdown',
        options: ['engineering', 'medicine', 'law', 'arts', 'business', 'computer science'],
      },
      { type: 'slider', min: 1, max: 4 },
      { type: 'documentUpload' },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Window replacement lead form: number of windows 1 to 40, frame material (PVC, wood, aluminium), glazing (double, triple), budget in dollars from 1000 to 40000, zip code and contact details',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 40 },
      { type: 'tiles', options: ['pvc', 'wood', 'aluminium'] },
      { type: 'tiles', options: ['double', 'triple'] },
      { type: 'slider', min: 1000, max: 40000, prefix: '$' },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Anfrage für eine Photovoltaikanlage mit Speicher: Dachausrichtung (Süd, Ost-West, Nord, weiß nicht), Jahresverbrauch von 1500 bis 15000 kWh, Interesse an einer Wallbox ja/nein, Adresse und Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['süd', 'ost-west', 'nord', 'weiß nicht'] },
      { type: 'slider', min: 1500, max: 15000 },
      { type: 'tiles', options: ['ja', 'nein'] },
      location,
      contact,
    ],
  },
  {
    prompt:
      'Fahrschule Anmeldung: Führerscheinklasse (B, A, BE, C), Alter von 16 bis 70, bevorzugte Unterrichtszeiten (mehrere möglich): vormittags, nachmittags, abends, Wochenende, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['b', 'a', 'be', 'c'] },
      { type: 'slider', min: 16, max: 70 },
      { type: 'multiSelect', options: ['vormittags', 'nachmittags', 'abends', 'wochenende'] },
      contact,
    ],
  },
  {
    prompt:
      'Feedback zu unserem Onlineshop: Wie haben Sie uns gefunden (Google, Instagram, Empfehlung, Sonstiges), Zufriedenheit mit der Lieferung von 1 bis 5, was sollen wir verbessern',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['google', 'instagram', 'empfehlung', 'sonstiges'] },
      { type: 'slider', min: 1, max: 5 },
      { type: 'textbox' },
    ],
  },
  {
    prompt:
      'Badsanierung Angebot: Größe des Bads von 3 bis 20 m², gewünschte Arbeiten (mehrere können gewählt werden): Fliesen, Dusche, Badewanne, WC, Waschtisch, Budget von 5000 bis 50000 Euro, Fotos hochladen, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 3, max: 20 },
      { type: 'multiSelect', options: ['fliesen', 'dusche', 'badewanne', 'wc', 'waschtisch'] },
      { type: 'slider', min: 5000, max: 50000, prefix: '€' },
      { type: 'documentUpload' },
      contact,
    ],
  },
  {
    prompt:
      'Kita-Platz Anfrage: Alter des Kindes (unter 1 Jahr, 1-2 Jahre, 3-6 Jahre), Betreuungsumfang (halbtags, ganztags), gewünschter Starttermin, Kontaktdaten der Eltern',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['unter 1 jahr', '1-2 jahre', '3-6 jahre'] },
      { type: 'tiles', options: ['halbtags', 'ganztags'] },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
];
