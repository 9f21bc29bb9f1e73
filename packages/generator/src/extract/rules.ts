// Reads one clause into an ask: an ordered list of rules, each recognising one kind of ask; the first that knows wins.
import type { StepType } from '@forms-engine/model';
import type { GeneratorLanguage } from '../types.ts';
import { findColor, findFont } from '../style.ts';
import { COMMON_STEPS, type Domain, GENERIC_DOMAIN, type TemplateStep } from '../templates/index.ts';
import { overlapScore, words } from '../text.ts';
import type { Ask } from './ask.ts';
import { takesSeveralAnswers } from './choice.ts';
import { detectDomain, matchAnyTemplate, matchTemplate } from './match.ts';
import { cleanLabel, extractOptions } from './options.ts';
import { followupFrom, questionize, yesNoTitle } from './phrasing.ts';
import { parseRange } from './range.ts';
import { hasAskTrigger } from './segment.ts';
import {
  CONTACT_ONLY,
  CURRENCY_RE,
  FORM_WORDS,
  LEAD_WORDS_RE,
  NOISE_ONLY,
  normalizeUnit,
  QUANTITY,
  STRONG_LOCATION,
  TRIGGERS,
  isStatement,
  UNIT_RE,
  YES_NO_WORDS,
  YES_NO_WORDS_ALL,
} from './vocabulary.ts';

/** What the rules read about one clause. The label and its library question are computed once, when first asked. */
export interface Clause {
  /** The whole clause, trimmed. */
  seg: string;
  /** The clause without its follow-up part ("pet type (dog, cat, other)" of "… and if other ask which"). */
  main: string;
  lang: GeneratorLanguage;
  domain: Domain;
  required: boolean | undefined;
  /** The owner said several answers may be picked ("select all that apply", "mehrere möglich"). */
  multi: boolean;
  dropdown: boolean;
  sliderWord: boolean;
  follow: RegExpMatchArray | null;
  readonly label: string;
  readonly template: TemplateStep | undefined;
}

/**
 * A rule returns the ask it recognises, `null` when the clause asks nothing at all (style words, the form's own
 * description), or `undefined` to let the next rule try.
 */
export type AskRule = (c: Clause) => Ask | null | undefined;

const CONTACT_FIELD =
  /^(?:(?:your |full |first |last )?names?|e-?mail(?: address)?|phone(?: number)?|telephone|mobile(?: number)?|cell(?: phone)?|whatsapp|vorname|nachname|e-mail-adresse|telefon(?:nummer)?|handy(?:nummer)?|rückrufnummer|company|firma)$/i;

const yesNoOptions = (lang: GeneratorLanguage, maybe = false) =>
  lang === 'de'
    ? ['Ja', 'Nein', ...(maybe ? ['Vielleicht'] : [])]
    : ['Yes', 'No', ...(maybe ? ['Maybe'] : [])];

const noise: AskRule = (c) => (!c.seg || NOISE_ONLY.test(c.seg) ? null : undefined);

/** "in blue", "Roboto font": about the look, not a question ("favourite colour" is a question). */
const lookOnly: AskRule = (c) =>
  TRIGGERS.style.test(c.seg) &&
  (findColor(c.seg) || findFont(c.seg)) &&
  !hasAskTrigger(c.seg) &&
  !/\(|:/.test(c.seg)
    ? null
    : undefined;

/** A fact the owner states about the business ("We charge $45 per hour", "Note: …"): not a question. */
const statement: AskRule = ({ seg }) =>
  isStatement(seg, TRIGGERS.upload.test(seg) || TRIGGERS.contactStrong.test(seg) || STRONG_LOCATION.test(seg))
    ? null
    : undefined;

/** "and why" after a question asks for the reason. */
const reason: AskRule = (c) => {
  if (!/^(?:and |und )?(?:why|warum|wieso|weshalb)\??$/i.test(c.main.trim())) return undefined;
  return {
    type: 'textbox',
    label: c.main,
    title: c.lang === 'de' ? 'Können Sie uns sagen, warum?' : 'Could you tell us why?',
    required: false,
  };
};

/** An explicit "yes or no" wins over list words ("do people like our logo? yes or no"). */
const explicitYesNo: AskRule = ({ main, follow, lang, required }) => {
  const words = main.match(YES_NO_WORDS);
  if (!words || /\(/.test(main.replace(/\(\s*(?:yes|ja)[^)]*\)/i, ''))) return undefined;
  const maybe = /maybe|not sure|vielleicht|weiß nicht/i.test(words[0]);
  // Plain yes or no is the yes/no step; a third answer ("maybe") or details to ask need options.
  return {
    type: follow ? 'followup' : maybe ? 'tiles' : 'yesNo',
    label: cleanLabel(main.replace(YES_NO_WORDS_ALL, ' ')),
    title: yesNoTitle(main, lang),
    options: follow || maybe ? yesNoOptions(lang, maybe) : undefined,
    followup: follow ? followupFrom(follow, lang) : undefined,
    required,
    explicitType: true,
  };
};

/** Options listed in the clause: tiles, or multiSelect/dropdown/followup when the clause says so. */
/**
 * "show pictures of kitchen styles (modern, rustic)", "let them pick a style from photos", "Bildauswahl: …". Photos
 * the respondent sends ("photos of the roof", "Fotos der Heizung") are uploads, not this.
 */
const PICTURE_ASK =
  /\bshow (?:them |people |customers |users )?(?:pictures|photos|images) of\b|\b(?:pick|choose|select) .{1,40}? (?:from|by) (?:pictures|photos|images)\b|\bbildauswahl\b|\b(?:bilder|fotos) zur auswahl\b/i;
const PICTURE_WORDS =
  /\b(?:show|let|them|people|customers|users|pick|choose|select|from|with|by|of|pictures|photos|images|bildauswahl|bilder|fotos|zur|auswahl)\b|:/gi;

const pictures: AskRule = ({ main, lang, domain, required, multi }) => {
  if (!PICTURE_ASK.test(main)) return undefined;
  const opts = extractOptions(main);
  const label = cleanLabel(
    (opts?.label ?? main).replace(PICTURE_WORDS, ' ').replace(/^\s*(?:a|an|the|their|der|die|das)\s+/i, ''),
  );
  const several = multi || (opts ? takesSeveralAnswers(label, main, opts.options, lang) : false);
  return {
    type: 'imageChoice',
    label,
    options: opts?.options,
    required,
    explicitType: true,
    template: label ? matchTemplate(label, domain, 0.75) : undefined,
    ...(several ? { multiple: true } : {}),
  };
};

const listedOptions: AskRule = ({ main, follow, lang, domain, required, multi, dropdown }) => {
  const opts = extractOptions(main);
  if (!opts) return undefined;
  // "contact details (name, email, phone)": the contact step already asks these; never a tiles step of them.
  if (
    opts.options.every((o) => CONTACT_FIELD.test(o.trim())) ||
    ((TRIGGERS.contactStrong.test(opts.label) || CONTACT_ONLY.test(opts.label.trim())) &&
      opts.options.some((o) => CONTACT_FIELD.test(o.trim())))
  )
    return { type: 'contact', label: cleanLabel(opts.label), required };
  let options = opts.options;
  const label = cleanLabel(opts.label);
  const followup = follow ? followupFrom(follow, lang) : undefined;
  if (followup?.trigger && /other|something else|andere|sonstig/.test(followup.trigger)) {
    if (!options.some((o) => /^(?:other|something else|andere[sn]?|sonstige[sn]?|sonstiges)$/i.test(o)))
      options = [...options, lang === 'de' ? 'Sonstiges' : 'Other'];
  }
  const yesNoOnly = options.length === 2 && options.every((o) => /^(?:yes|no|ja|nein)$/i.test(o));
  const several = !opts.enumerated && (multi || takesSeveralAnswers(label, main, options, lang));
  const type: StepType = followup
    ? 'followup'
    : yesNoOnly
      ? 'yesNo'
      : several
        ? 'multiSelect'
        : dropdown || (opts.enumerated && options.length > 4)
          ? 'dropdown'
          : 'tiles';
  return {
    type,
    label: label || (opts.enumerated ? '' : label),
    options: type === 'yesNo' ? undefined : options,
    followup,
    required,
    explicitType: Boolean(followup || type === 'yesNo' || several || dropdown || opts.enumerated),
    template: label
      ? aboutOwnWords(label, matchTemplate(label, domain, 0.75) ?? otherDomainQuestion(label))
      : undefined,
    title: yesNoOnly && label ? yesNoTitle(label, lang) : undefined,
  };
};

/**
 * The library's question for an ask whose answers the owner listed, only when it asks about the owner's words: a
 * "tank size" is not "How large is the space?", a "heater" not "How is your home heated today?". A word of the label
 * counts when a word of the question's titles starts with it or it with one (plurals, "roof" in "roofing").
 */
function aboutOwnWords(label: string, t: TemplateStep | undefined): TemplateStep | undefined {
  if (!t) return undefined;
  const theirs = words(`${t.title[0]} ${t.title[1]}`).map((w) => w.toLowerCase());
  const mine = words(label)
    .map((w) => w.toLowerCase())
    .filter((w) => w.length >= 4 && !STOP_LABEL.test(w));
  const covered = (w: string) =>
    theirs.some(
      (x) =>
        x.length >= 3 &&
        (((x.startsWith(w) || w.startsWith(x)) && Math.abs(x.length - w.length) <= 3) ||
          // "Dachmaterial", "Heizungsart": a compound of the question's word and a word for its kind.
          (x.length >= 4 &&
            w.startsWith(x) &&
            KIND_WORD.test(w.slice(x.length).replace(/^s(?=\p{L}{3})/u, '')))),
    );
  return mine.every(covered) ? t : undefined;
}
/** The kind of a thing ("Dachmaterial", "Heizungsart"): the question about the thing asks it. */
const KIND_WORD = /^(?:material|materials|materialien|art|typ|type|sorte)$/i;
/** Words that ask no particular thing: a question about the people or the area may word them its own way. */
const STOP_LABEL =
  /^(?:what|which|your|their|with|from|about|much|many|often|welche[rsmn]?|ihre?|wie|viele|oder|und|ihr|size|area|number|amount|count|people|persons?|personen|fläche|flaeche|größe|groesse|anzahl|menge|type|kind|typ|total|approx|ungefähr|etwa|material|materials|materialien|art)$/i;

/**
 * Another domain's question for a listed ask, only when its title is about the label: "roof type" in an insurance
 * form is the roofer's "What type of roof…?", but a fence's "material" is not "What is your roof made of?".
 */
function otherDomainQuestion(label: string): TemplateStep | undefined {
  const t = matchAnyTemplate(label, ['tiles', 'multiSelect', 'dropdown', 'followup']);
  return t && (overlapScore(label, t.title[0]) > 0 || overlapScore(label, t.title[1]) > 0) ? t : undefined;
}

/** A numeric range or the word "slider". */
const rangeOrSlider: AskRule = ({ main, domain, required, sliderWord }) => {
  const range = parseRange(main);
  if (!((range && (range.min !== undefined || range.max !== undefined)) || sliderWord)) return undefined;
  let labelText = main;
  for (const m of range?.matched ?? []) labelText = labelText.replace(m, ' ');
  labelText = labelText
    .replace(new RegExp(`(?<![a-zäöüß])${CURRENCY_RE}(?![a-zäöüß])`, 'gi'), ' ')
    .replace(/\b(?:in|im|von|from|between|zwischen)\s*$/i, '');
  const label = cleanLabel(labelText);
  return {
    type: 'slider',
    label,
    range: range ?? undefined,
    prefix: range?.prefix,
    unit: range?.unit,
    required,
    explicitType: true,
    template: label
      ? aboutOwnWords(label, matchTemplate(label, domain, 0.7) ?? matchAnyTemplate(label, ['slider']))
      : undefined,
  };
};

/** Uploads, with analysis when asked. */
const upload: AskRule = ({ seg, main, required }) => {
  if (
    !(
      TRIGGERS.upload.test(main) ||
      TRIGGERS.photo.test(main.trim()) ||
      (TRIGGERS.uploadNoun.test(main) && TRIGGERS.analyse.test(main))
    )
  )
    return undefined;
  return {
    type: 'documentUpload',
    label: cleanLabel(
      main
        .replace(/\b(?:and |und )?(?:analy[sz]e|auswerten|analysieren)\b.*$/i, '')
        .replace(/\b(?:upload|hochladen|attach|anhängen)\b/gi, ' '),
    ),
    analyse: TRIGGERS.analyse.test(seg),
    required,
  };
};

/** "book a call", "schedule a site visit", "Termin vereinbaren": a booking step in the owner's calendar. */
const BOOKING_ASK =
  /\b(?:book|schedule|arrange|pick)\s+(?:a\s+|an\s+|the\s+)?(?:(?:phone|video|sales|discovery)\s+)?(?:call|callback|meeting|appointment|consultation|site visit|visit|demo|time slot)\b|\btermin\w*\s+(?:vereinbaren|buchen|wählen|auswählen)\b|\b(?:vor-ort-termin|besichtigungstermin|beratungstermin|rückruftermin)\w*\s+(?:vereinbaren|buchen|wählen|auswählen)\b/iu;
const booking: AskRule = ({ main, required }) =>
  BOOKING_ASK.test(main) ? { type: 'booking', label: cleanLabel(main), required } : undefined;
/** "how likely are you to recommend us" (0–10) and "rate us" / "rate our service" (stars), when no range is given. */
const RECOMMEND =
  /^(?:(?:and|then|also|ask)\s+)*how likely (?:are (?:you|they)|(?:they|you) are|would (?:you|they) be) to recommend\b|^(?:(?:and|then|also|ask)\s+)*wie wahrscheinlich\b.*\bweiterempfehlen\b/i;
const RATE_US =
  /^(?:(?:and|then|also|ask (?:them|people|customers) to|let (?:them|people|customers))\s+)*(?:please\s+)?rate (?:us|our\b.*|the (?:service|visit|stay|experience|product)\b.*)$|^(?:bewerten sie uns|bewertung unseres\b.*)$/i;

/** The text without the question marks, full stops and exclamation marks it ends with (linear, unlike `[?.!]+$`). */
function withoutEndPunctuation(text: string): string {
  let end = text.length;
  while (end > 0 && '?.!'.includes(text[end - 1])) end--;
  return text.slice(0, end);
}

const rating: AskRule = ({ main, lang, required }) => {
  const text = main.trim();
  if (RECOMMEND.test(text))
    return {
      type: 'rating',
      label: cleanLabel(text),
      title:
        lang === 'de'
          ? 'Wie wahrscheinlich ist es, dass Sie uns weiterempfehlen?'
          : 'How likely are you to recommend us?',
      scale: 'nps',
      required,
      explicitType: true,
    };
  if (RATE_US.test(text))
    return {
      type: 'rating',
      label: cleanLabel(text),
      title:
        lang === 'de'
          ? 'Wie bewerten Sie uns?'
          : `How would you rate ${withoutEndPunctuation(text.replace(/^.*?\brate\s+/i, ''))}?`,
      scale: 'stars',
      required,
      explicitType: true,
    };
  return undefined;
};

/** Yes/no questions ("whether they have a pool"), with an optional follow-up ("if yes ask how many"). */
const yesNoQuestion: AskRule = ({ main: raw, follow, lang, required }) => {
  // "dann ob sie ein Rezept haben", "and whether they have pets": the connector is not part of the question.
  const main = raw
    .trim()
    .replace(/^(?:(?:and|then|also|plus|und|dann|sowie|außerdem|zuletzt|finally|lastly)\s+)+/i, '')
    // "I need to know whether …": the owner speaking, not the question.
    .replace(/^(?:i|we)\s(?:need|want|would like|'d like)\sto\s(?:know|find out)\s(?=(?:whether|if)\s)/i, '');
  if (!TRIGGERS.yesNo.test(main)) return undefined;
  const followup = follow ? followupFrom(follow, lang) : undefined;
  // "do you own or rent": two answers named, not yes or no.
  // "is it a home or a business", "ist es ein Haus oder eine Wohnung": the two things named are the answers.
  const pair =
    main.match(
      /^(?:do|does|are|will|would)\s+(?:you|they)\s+([\p{L}-]{2,20})\s+or\s+([\p{L}-]{2,20})\s*\??$/iu,
    ) ??
    main.match(
      /^(?:is\s+it|is\s+this|is\s+the\s+(?:property|place|building|site)|ist\s+es)\s+(?:an?\s+|ein\s+|eine\s+)?([\p{L}-]{2,20})\s+(?:or|oder)\s+(?:an?\s+|ein\s+|eine\s+)?([\p{L}-]{2,20})\s*\??$/iu,
    ) ??
    // "whether the roof is flat or pitched", "ob das Dach flach oder geneigt ist": the two states are the answers.
    main.match(
      /^(?:whether|if|ob)\s\S.{0,60}?(?<!\s)\s(?:is|are|was|ist|sind|war)\s(?:an?\s|ein\s|eine\s)?(?!not\b|nicht\b)([\p{L}-]{2,20})\s(?:or|oder)\s(?:an?\s|ein\s|eine\s)?(?!not\b|nicht\b)([\p{L}-]{2,20})\s?\??$/iu,
    ) ??
    main.match(
      /^ob\s\S.{0,60}?(?<!\s)\s(?:ein\s|eine\s)?(?!nicht\b)([\p{L}-]{2,20})\s(?:oder)\s(?:ein\s|eine\s)?(?!nicht\b)([\p{L}-]{2,20})\s(?:ist|sind)\s?\??$/iu,
    );
  if (pair && !followup)
    return {
      type: 'tiles',
      label: cleanLabel(main),
      title: yesNoTitle(main, lang),
      options: [pair[1], pair[2]].map((o) => o.charAt(0).toUpperCase() + o.slice(1)),
      required,
      explicitType: true,
    };
  return {
    type: followup ? 'followup' : 'yesNo',
    label: cleanLabel(main),
    title: yesNoTitle(main, lang),
    options: followup ? yesNoOptions(lang) : undefined,
    followup,
    required,
    explicitType: true,
  };
};

/** "contact details", "name, email and phone". */
const contact: AskRule = ({ main, required }) =>
  TRIGGERS.contactStrong.test(main) || CONTACT_ONLY.test(main.trim())
    ? { type: 'contact', label: cleanLabel(main), required }
    : undefined;

/** An address, unless a library question fits better ("service area" is always an address). */
const location: AskRule = (c) =>
  TRIGGERS.location.test(c.main) &&
  !/e-?mail/i.test(c.main) &&
  (STRONG_LOCATION.test(c.main) || !(c.template && c.template.type !== 'location'))
    ? { type: 'location', label: c.label, required: c.required }
    : undefined;

/** "pickup date", "deadline", "Anreisedatum", "when can they drop it off": a date step with a calendar. */
const DATE_ASK =
  /\b(?:date|dates|deadline)$|(?:datum|termin|frist|stichtag)$|^(?:the )?(?:date|datum) (?:of|for|der|des|für)\b|^when (?:can|could|will|would|should|do|does) (?:you|they|we) (?:drop|pick|move|arrive|come|bring|collect|need|want)\b|^(?:ab )?wann (?:kannst|können|möchten|möchtest|wollen|willst|soll)\b/iu;

/** "Wunschtermin für die erste Stunde", "Termin für …": a date named first, then what it is for. */
const DATE_ASK_START =
  /^(?:ihr\s+|der\s+)?(?:wunsch)?termin(?!\p{L})|^(?:preferred |desired )?date (?:for|of) /iu;

/** "when would you like us to come": a day for a visit (read before "like …" is taken for a list of options). */
const WHEN_VISIT =
  /^when (?:would|do) (?:you|they) (?:like|want|prefer) (?:us|someone|a \w+|the \w+) to (?:come|visit|call|deliver|install|start work)\b/i;

const visitDate: AskRule = (c) =>
  WHEN_VISIT.test(c.label)
    ? {
        type: 'date',
        label: c.label,
        template: COMMON_STEPS.find((s) => s.key === 'preferred_date'),
        title: c.lang === 'de' ? undefined : questionize(c.label, c.lang),
        required: c.required,
      }
    : undefined;

const date: AskRule = (c) => {
  const label = c.label;
  if (!(DATE_ASK.test(label) || DATE_ASK_START.test(label)) || /birth|geburt|seit wann/i.test(label))
    return undefined;
  const template = COMMON_STEPS.find((s) => s.key === 'preferred_date');
  return { type: 'date', label, template, title: dateTitle(label, c.lang), required: c.required };
};

/** "Which pickup date would you prefer?", "When is the wedding?"; German keeps the library's title. */
function dateTitle(label: string, lang: GeneratorLanguage): string | undefined {
  if (lang === 'de') return undefined;
  const l = label.toLowerCase().replace(/^(?:your|the|a|their|preferred)\s+/g, '');
  if (/^(?:date|dates|preferred date|appointment date|start date)$/.test(l)) return undefined;
  if (l === 'deadline') return 'What is your deadline?';
  const of = l.match(/^date (?:of|for) (?:the |your )?(.+)$/);
  const before = l.match(/^(.+?) date$/);
  const subject = of?.[1] ?? before?.[1];
  if (!subject) return undefined;
  if (/^(?:wedding|event|party|celebration|ceremony|move|shoot|trip|arrival|departure)$/.test(subject))
    return `When is the ${subject}?`;
  return `Which ${subject} date would you prefer?`;
}

/** "when they'd like to start", "ab wann kannst du anfangen": when the work starts, the library's timeline. */
const START_ASK =
  /^when\b.*\b(?:start|begin|get started|kick off)\b|^(?:ab )?wann\b.*\b(?:starten|beginnen|anfangen|loslegen|losgehen)\b/i;

const start: AskRule = (c) => {
  if (!START_ASK.test(c.label)) return undefined;
  const template = COMMON_STEPS.find((s) => s.key === 'timeline');
  return { type: 'tiles', label: c.label, template, required: c.required };
};

/** A question the domain library knows ("roof type", "frequency"). */
const libraryQuestion: AskRule = (c) => {
  const { template, main, multi, dropdown } = c;
  if (!template || (TRIGGERS.textbox.test(main) && template.type !== 'textbox')) return undefined;
  return {
    type: multi ? 'multiSelect' : dropdown ? 'dropdown' : template.type,
    label: c.label,
    template,
    required: c.required,
    explicitType: multi || dropdown,
    followup: c.follow ? followupFrom(c.follow, c.lang) : undefined,
  };
};

/**
 * Quantities without a range: a question "how many …" / "wie viele …" is a number the respondent types (no range
 * was given to slide in); other quantities ("Fläche in Quadratmetern", "number of guests") are sliders.
 */
const HOW_MANY = /^(?:(?:roughly|about|approximately|ungefähr|etwa|circa)\s+)?(?:how many|wie viele)\b/i;

const quantity: AskRule = (c) => {
  const { main, label } = c;
  if (!QUANTITY.test(main) || TRIGGERS.textbox.test(main)) return undefined;
  const t = matchTemplate(label, c.domain, 0.75) ?? matchAnyTemplate(label, ['slider'], 0.6);
  const unitMatch = main.match(new RegExp(String.raw`(?:^|\s)(?:in\s+)?(${UNIT_RE})(?=$|[\s,.)])`, 'i'));
  const money = /budget|price|cost|kosten|preis|betrag|how much|wie viel/i.test(main);
  const area = /quadratmeter|m²|\bqm\b|\bsqm\b|square|sq\.? ?ft|fläche|area/i.test(main);
  const unit = unitMatch ? normalizeUnit(unitMatch[1]) : area && !t ? 'm²' : undefined;
  if (HOW_MANY.test(main.trim()) && !money && t?.type !== 'slider')
    return { type: 'number', label, unit, range: { min: 0 }, required: c.required };
  return {
    type: 'slider',
    label,
    template: t?.type === 'slider' ? t : undefined,
    unit,
    range:
      t?.type === 'slider'
        ? undefined
        : money
          ? { min: 100, max: 10000 }
          : area
            ? { min: 10, max: 500 }
            : { min: 1, max: 20 },
    required: c.required,
  };
};

/** "comments", "describe the problem". */
const freeText: AskRule = (c) =>
  TRIGGERS.textbox.test(c.main)
    ? { type: 'textbox', label: c.label, required: c.required ?? false }
    : undefined;

/** "email", "phone" on their own. */
const weakContact: AskRule = (c) =>
  TRIGGERS.contactWeak.test(c.main) ? { type: 'contact', label: c.label, required: c.required } : undefined;

/** "wedding photographer enquiry" describes the form; it is not a question to ask. */
const describesTheForm: AskRule = ({ label }) => {
  if (!label || FORM_WORDS.test(label) || words(label).length > 10) return null;
  if (LEAD_WORDS_RE.test(label) || detectDomain(label) !== GENERIC_DOMAIN) return null;
  return undefined;
};

/** Another domain's question, but only without its options ("the problem" of a plumber is not an HVAC problem). */
const anyDomainQuestion: AskRule = ({ label, domain, multi, dropdown, required }) => {
  const anyMatch = matchAnyTemplate(label);
  const any = anyMatch && (domain === GENERIC_DOMAIN || !anyMatch.options) ? anyMatch : undefined;
  if (!any) return undefined;
  return { type: multi ? 'multiSelect' : dropdown ? 'dropdown' : any.type, label, template: any, required };
};

/** "a dropdown for the country": the type is named, the options come from the library or later edits. */
const namedChoice: AskRule = ({ label, multi, dropdown, required }) =>
  multi || dropdown
    ? { type: multi ? 'multiSelect' : 'dropdown', label, required, explicitType: true }
    : undefined;

/** Anything else is asked as free text, required because the owner asked for it. */
const anythingElse: AskRule = ({ label, required }) => ({
  type: 'textbox',
  label,
  required: required ?? true,
});

/** Tried in this order; the order is part of the behaviour (an explicit list of options beats a range in it). */
export const ASK_RULES: readonly AskRule[] = [
  noise,
  booking,
  lookOnly,
  statement,
  reason,
  explicitYesNo,
  visitDate,
  pictures,
  listedOptions,
  rangeOrSlider,
  upload,
  rating,
  yesNoQuestion,
  contact,
  location,
  date,
  start,
  libraryQuestion,
  quantity,
  freeText,
  weakContact,
  describesTheForm,
  anyDomainQuestion,
  namedChoice,
  anythingElse,
];

/** The clause's facts every rule reads, with the label and library question computed on first use. */
export function readClause(segmentText: string, lang: GeneratorLanguage, domain: Domain): Clause {
  const seg = segmentText.trim();
  const follow = seg.match(TRIGGERS.followup);
  const main = follow && follow.index !== undefined ? seg.slice(0, follow.index) : seg;
  let label: string | undefined;
  let template: { value: TemplateStep | undefined } | undefined;
  return {
    seg,
    main,
    lang,
    domain,
    required: TRIGGERS.required.test(seg) ? true : TRIGGERS.optional.test(seg) ? false : undefined,
    multi: TRIGGERS.multi.test(seg),
    dropdown: TRIGGERS.dropdown.test(seg),
    sliderWord: TRIGGERS.slider.test(seg),
    follow,
    get label() {
      label ??= cleanLabel(main);
      return label;
    },
    get template() {
      template ??= { value: this.label ? matchTemplate(this.label, domain, 0.75) : undefined };
      return template.value;
    },
  };
}

/**
 * "Ask if they own the home" is the question "whether they own the home", "ask house or apartment" the choice
 * "house or apartment": the owner's verb to the form is not part of the question.
 */
function withoutAskVerb(text: string): string {
  const t = text.trim();
  const m = t.match(ASK_VERB);
  if (!m) return t;
  const rest = t.slice(m[0].length);
  return /^(?:if|whether)\s/i.test(rest) ? rest.replace(/^if\s/i, 'whether ') : rest;
}

const ASK_VERB =
  /^(?:(?:and|then|also|und|dann)\s+)?(?:(?:ask|asks|asking)\s+(?!price\b)(?:(?:them|the (?:customer|client|user|visitor|respondent)s?)\s+)?(?:about\s+|for\s+)?|(?:frage|fragen|frag)\s+(?:nach\s+)?)(?=\p{L})/iu;

/** One clause to an ask; null when the clause asks nothing (style words, the form's own description). */
export function parseAsk(segmentText: string, lang: GeneratorLanguage, domain: Domain): Ask | null {
  const clause = readClause(withoutAskVerb(segmentText), lang, domain);
  for (const rule of ASK_RULES) {
    const ask = rule(clause);
    if (ask !== undefined) return ask;
  }
  return null;
}
