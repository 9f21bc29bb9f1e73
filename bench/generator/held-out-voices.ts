// Held-out prompts in other voices (terse, rambling, bullet lists, typos, mixed German/English, stated prices and rules),
// written before any tuning for issue 15 and never edited afterwards: the benchmark reports them on their own.
import { contact, location, type PromptCase } from './corpus.ts';

export const HELD_OUT_VOICES: PromptCase[] = [
  // terse, options without commas
  {
    prompt:
      'dog grooming booking. breed, size small medium large, services wanted (bath, haircut, nail trim, teeth cleaning), date, contact',
    expectLanguage: 'en',
    features: [
      { type: ['textbox', 'dropdown'], title: 'breed' },
      { type: 'tiles', options: ['small', 'medium', 'large'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['bath', 'haircut', 'nail trim', 'teeth cleaning'], cls: 'multi' },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  // rambling
  {
    prompt:
      "Hi! So I run a small house cleaning business with my sister and we keep getting calls from people who don't know what they want, so I'd love a form where they first tell us how big their place is (number of bedrooms, 1 to 6), then which rooms need extra attention like kitchen, bathrooms, windows, oven, fridge, and how often they want us to come — weekly, every two weeks or monthly. Oh and we only work in the city, so we need their address. And their phone number obviously.",
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 6 },
      { type: 'multiSelect', options: ['kitchen', 'bathrooms', 'windows', 'oven', 'fridge'], cls: 'multi' },
      { type: 'tiles', options: ['weekly', 'every two weeks', 'monthly'] },
      location,
      contact,
    ],
  },
  // bullet list
  {
    prompt: `Yoga studio trial class signup:
- experience level: beginner / intermediate / advanced
- which classes interest you? vinyasa, yin, hatha, prenatal
- any injuries we should know about
- preferred time of day (morning, lunchtime, evening)
- name + email`,
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['beginner', 'intermediate', 'advanced'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['vinyasa', 'yin', 'hatha', 'prenatal'], cls: 'multi' },
      { type: 'textbox', title: 'injur' },
      { type: 'tiles', options: ['morning', 'lunchtime', 'evening'], cls: 'single' },
      contact,
    ],
  },
  // typos, an ask lost beside another
  {
    prompt:
      'quote form for a roofer, ask waht kind of roof (flat, pitched, metal), how old is the roof in years 0 to 50, which problems they noticed (leaks, missing shingles, moss, sagging), upload fotos of the roof and there adress, contact detials',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['flat', 'pitched', 'metal'], cls: 'single' },
      { type: 'slider', min: 0, max: 50 },
      { type: 'multiSelect', options: ['leaks', 'missing shingles', 'moss', 'sagging'], cls: 'multi' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  // a price and a rule stated, a range as options
  {
    prompt:
      "Private tutoring request. We charge $45 per hour and lessons are at least 60 minutes. Ask for the subjects needed (math, physics, chemistry, english), grade level as a dropdown from Grade 5 to Grade 12, how many lessons per week 1-5, and the parent's email and phone.",
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['math', 'physics', 'chemistry', 'english'], cls: 'multi' },
      { type: 'dropdown', options: ['grade 5', 'grade 8', 'grade 12'], cls: 'rangeOptions' },
      { type: 'slider', min: 1, max: 5 },
      contact,
    ],
    absent: ['$45', 'charge', '60 minutes'],
  },
  // terse, ranges as options
  {
    prompt:
      'SaaS demo request: company size 1-10, 11-50, 51-200, 201-1000, 1000+; role; tools you use today (Salesforce, HubSpot, Pipedrive, none); work email',
    expectLanguage: 'en',
    features: [
      {
        type: ['dropdown', 'tiles'],
        options: ['1-10', '11-50', '51-200', '201-1000', '1000+'],
        cls: 'rangeOptions',
      },
      { type: ['textbox', 'tiles', 'dropdown'], title: 'role' },
      { type: 'multiSelect', options: ['salesforce', 'hubspot', 'pipedrive', 'none'], cls: 'multi' },
      contact,
    ],
  },
  // sentences without commas between the options
  {
    prompt:
      'Event catering inquiry. Type of event wedding corporate or birthday. number of guests 10 to 300. dietary needs vegetarian/vegan/gluten-free/halal (select all that apply). date of the event. budget in dollars 1000-20000. contact info',
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['wedding', 'corporate', 'birthday'], cls: 'noCommas' },
      { type: 'slider', min: 10, max: 300 },
      { type: 'multiSelect', options: ['vegetarian', 'vegan', 'gluten-free', 'halal'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      { type: 'slider', min: 1000, max: 20000, prefix: '$' },
      contact,
    ],
  },
  // an ask lost beside another, yes no without a slash
  {
    prompt:
      'Window cleaning quote - how many windows (1-50), do you need the frames cleaned too yes no, upload a photo of the house and your address, and how we can reach you',
    expectLanguage: 'en',
    features: [
      { type: 'slider', min: 1, max: 50 },
      { type: 'tiles', options: ['yes', 'no'], cls: 'noCommas' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  // rambling with prices and rules stated
  {
    prompt:
      "We're a small wedding photography studio. Packages start at €1,200 and we travel anywhere in Bavaria for free. I want couples to tell me the wedding date, which parts of the day they want covered (getting ready, ceremony, reception, party), roughly how many guests, and whether they'd like an engagement shoot. Then their names and email please.",
    expectLanguage: 'en',
    features: [
      { type: 'followup', dateInput: true },
      { type: 'multiSelect', options: ['getting ready', 'ceremony', 'reception', 'party'], cls: 'multi' },
      { type: 'slider', title: 'guests' },
      { type: 'tiles', options: ['yes', 'no'], title: 'engagement' },
      contact,
    ],
    absent: ['1,200', 'bavaria', 'packages start'],
  },
  // terse, several lists without commas
  {
    prompt:
      'gym membership signup: goals (lose weight, build muscle, get fit, reduce stress), which days can you train mon tue wed thu fri sat sun, membership plan basic premium family, email+phone',
    expectLanguage: 'en',
    features: [
      {
        type: 'multiSelect',
        options: ['lose weight', 'build muscle', 'get fit', 'reduce stress'],
        cls: 'multi',
      },
      { type: 'multiSelect', options: ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'], cls: 'noCommas' },
      { type: ['tiles', 'dropdown'], options: ['basic', 'premium', 'family'], cls: 'noCommas' },
      contact,
    ],
  },
  // exclusive asks stay single choice
  {
    prompt:
      'Home insurance quote: what kind of home do you live in (house, apartment, townhouse, mobile home), how urgent is it (this week, this month, just browsing), which plan (basic, standard, premium), and contact details',
    expectLanguage: 'en',
    features: [
      {
        type: ['tiles', 'dropdown'],
        options: ['house', 'apartment', 'townhouse', 'mobile home'],
        cls: 'single',
      },
      { type: 'tiles', options: ['this week', 'this month', 'just browsing'], cls: 'single' },
      { type: 'tiles', options: ['basic', 'standard', 'premium'], cls: 'single' },
      contact,
    ],
  },
  // bullet list survey with ranges as options
  {
    prompt: `Survey for our coffee shop customers
* how often do you visit: daily / a few times a week / weekly / rarely
* what do you usually order? coffee, tea, pastries, sandwiches (pick all that apply)
* age 18-24, 25-34, 35-44, 45+
* anything we could do better`,
    expectLanguage: 'en',
    features: [
      { type: 'tiles', options: ['daily', 'a few times a week', 'weekly', 'rarely'], cls: 'noCommas' },
      { type: 'multiSelect', options: ['coffee', 'tea', 'pastries', 'sandwiches'], cls: 'multi' },
      { type: ['tiles', 'dropdown'], options: ['18-24', '25-34', '35-44', '45+'], cls: 'rangeOptions' },
      { type: 'textbox' },
    ],
  },
  // typos and a stated rule
  {
    prompt:
      "Looking for a simple form for our bike repair shop. Ask what's wrong with the bike (flat tire, brakes, gears, chain, other), what type of bike road mountain city or e-bike, when they can drop it off, and there phone number. Note: we don't repair e-scooters.",
    expectLanguage: 'en',
    features: [
      { type: 'multiSelect', options: ['flat tire', 'brakes', 'gears', 'chain', 'other'], cls: 'multi' },
      { type: 'tiles', options: ['road', 'mountain', 'city', 'e-bike'], cls: 'noCommas' },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['e-scooter'],
  },
  // German, terse
  {
    prompt:
      'Anfrage Gartenpflege: Leistungen (Rasen mähen, Hecke schneiden, Baumfällung, Laub entfernen), Gartengröße in m² 50 bis 2000, wie oft (einmalig, monatlich, wöchentlich), Adresse, Kontakt',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['rasen mähen', 'hecke schneiden', 'baumfällung', 'laub entfernen'],
        cls: 'multi',
      },
      { type: 'slider', min: 50, max: 2000 },
      { type: 'tiles', options: ['einmalig', 'monatlich', 'wöchentlich'], cls: 'single' },
      location,
      contact,
    ],
  },
  // German, rambling
  {
    prompt:
      'Hallo, ich bin Elektriker und hätte gern ein Formular für Anfragen. Die Leute sollen sagen, was gemacht werden soll, also zum Beispiel Steckdosen, Beleuchtung, Sicherungskasten oder Wallbox, da kann man auch mehreres ankreuzen. Dann wie dringend es ist (Notfall, diese Woche, egal), ob es ein Altbau ist, Fotos vom Sicherungskasten hochladen und natürlich die Adresse und Telefonnummer.',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['steckdosen', 'beleuchtung', 'sicherungskasten', 'wallbox'],
        cls: 'multi',
      },
      { type: 'tiles', options: ['notfall', 'diese woche', 'egal'], cls: 'single' },
      { type: 'tiles', options: ['ja', 'nein'], title: 'altbau' },
      { type: 'documentUpload' },
      location,
      contact,
    ],
  },
  // German with English words
  {
    prompt:
      'Lead Form für unser Coaching Business: welche Challenges hast du aktuell (Mindset, Time Management, Leadership, Work-Life-Balance) – mehrere möglich, Budget pro Monat 100 bis 1000 Euro, wann willst du starten, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      {
        type: 'multiSelect',
        options: ['mindset', 'time management', 'leadership', 'work-life-balance'],
        cls: 'multi',
      },
      { type: 'slider', min: 100, max: 1000, prefix: '€' },
      { type: ['tiles', 'followup'] },
      contact,
    ],
  },
  // German, typos and options without commas
  {
    prompt:
      'Angebot für Fenster: anzahl der fenster 1 bis 30, material kunststoff holz oder alu, verglasung 2-fach / 3-fach, brauchen sie auch rolläden ja nein, plz und kontaktdatn',
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 1, max: 30 },
      { type: 'tiles', options: ['kunststoff', 'holz', 'alu'], cls: 'noCommas' },
      { type: 'tiles', options: ['2-fach', '3-fach'], cls: 'noCommas' },
      { type: 'tiles', options: ['ja', 'nein'], cls: 'noCommas' },
      location,
      contact,
    ],
  },
  // German bullet list
  {
    prompt: `Anmeldung Sommercamp
- Alter des Kindes 6 bis 14
- welche Wochen (Woche 1, Woche 2, Woche 3, Woche 4)
- Allergien oder Unverträglichkeiten
- Abholung: Eltern / Großeltern / alleine nach Hause
- Kontaktdaten der Eltern`,
    expectLanguage: 'de',
    features: [
      { type: 'slider', min: 6, max: 14 },
      { type: 'multiSelect', options: ['woche 1', 'woche 2', 'woche 3', 'woche 4'], cls: 'multi' },
      { type: 'textbox', title: 'allergi' },
      { type: 'tiles', options: ['eltern', 'großeltern', 'alleine nach hause'], cls: 'noCommas' },
      contact,
    ],
  },
  // German, ranges as options
  {
    prompt:
      'Nachhilfe-Anfrage: Klasse 1 bis 13 als Dropdown, Fächer (Mathe, Deutsch, Englisch, Latein), wie viele Stunden pro Woche (1-2, 3-4, 5+), Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'dropdown', options: ['klasse 1', 'klasse 7', 'klasse 13'], cls: 'rangeOptions' },
      { type: 'multiSelect', options: ['mathe', 'deutsch', 'englisch', 'latein'], cls: 'multi' },
      { type: 'tiles', options: ['1-2', '3-4', '5+'], cls: 'rangeOptions' },
      contact,
    ],
  },
  // German with prices and rules stated
  {
    prompt:
      'Umzugsanfrage. Wir berechnen 89 € pro Stunde für zwei Umzugshelfer, Anfahrt im Stadtgebiet kostenlos. Fragen: Auszugsadresse, Wohnungsgröße in Zimmern 1 bis 6, welche Zusatzleistungen gewünscht sind (Packservice, Möbelmontage, Einlagerung, Entsorgung), Umzugstermin, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      location,
      { type: 'slider', min: 1, max: 6 },
      {
        type: 'multiSelect',
        options: ['packservice', 'möbelmontage', 'einlagerung', 'entsorgung'],
        cls: 'multi',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
    absent: ['89', 'stadtgebiet'],
  },
  // German, an ask lost beside another
  {
    prompt:
      'Dachreinigung: Dachform (Satteldach, Flachdach, Walmdach), Dachfläche ungefähr in m², Fotos vom Dach hochladen und Adresse, Kontakt',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['satteldach', 'flachdach', 'walmdach'], cls: 'single' },
      { type: 'slider', title: 'fläche' },
      { type: 'documentUpload' },
      { ...location, cls: 'lostAsk' },
      contact,
    ],
  },
  // German, terse, options without commas
  {
    prompt:
      'Kfz-Werkstatt Termin: Marke, was soll gemacht werden Inspektion Ölwechsel Reifenwechsel Bremsen (mehrere möglich), Wunschtermin, Telefon',
    expectLanguage: 'de',
    features: [
      { type: ['textbox', 'dropdown', 'tiles'], title: 'marke' },
      {
        type: 'multiSelect',
        options: ['inspektion', 'ölwechsel', 'reifenwechsel', 'bremsen'],
        cls: 'noCommas',
      },
      { type: 'followup', dateInput: true },
      contact,
    ],
  },
  // German, exclusive asks and a range written as options
  {
    prompt:
      'Energieberatung anfragen: Art des Gebäudes (Einfamilienhaus, Mehrfamilienhaus, Wohnung), Baujahr vor 1980 / 1980-2000 / nach 2000, Heizung: Gas, Öl, Wärmepumpe oder Fernwärme, Jahresverbrauch in kWh 2000 bis 40000, Kontaktdaten',
    expectLanguage: 'de',
    features: [
      { type: 'tiles', options: ['einfamilienhaus', 'mehrfamilienhaus', 'wohnung'], cls: 'single' },
      { type: 'tiles', options: ['vor 1980', '1980-2000', 'nach 2000'], cls: 'rangeOptions' },
      { type: ['tiles', 'dropdown'], options: ['gas', 'öl', 'wärmepumpe', 'fernwärme'], cls: 'single' },
      { type: 'slider', min: 2000, max: 40000 },
      contact,
    ],
  },
  // German bullet list with a price stated
  {
    prompt: `Formular für Hundeschule:
• Rasse des Hundes
• Kurs: Welpenkurs / Junghundekurs / Alltagstraining / Einzelstunde (Einzelstunde kostet 60 €)
• Probleme (Leinenziehen, Bellen, Jagdtrieb, Angst) – mehrere möglich
• E-Mail`,
    expectLanguage: 'de',
    features: [
      { type: ['textbox', 'dropdown'], title: 'rasse' },
      {
        type: ['tiles', 'dropdown'],
        options: ['welpenkurs', 'junghundekurs', 'alltagstraining', 'einzelstunde'],
        cls: 'noCommas',
      },
      { type: 'multiSelect', options: ['leinenziehen', 'bellen', 'jagdtrieb', 'angst'], cls: 'multi' },
      contact,
    ],
    absent: ['60 €', 'kostet'],
  },
];
