// Turns asks and template steps into schema-valid steps and a whole form configuration.
import {
  bookingDefinition,
  DEFAULT_FORM_COLOR,
  DE_TEXTS,
  EN_TEXTS,
  IMAGE_CHOICE_MAX_OPTIONS,
  type StepType,
  type TFormConfig,
  type TStep,
  type TStepOption,
  TILES_MAX_OPTIONS,
} from '@forms-engine/model';
import type { GeneratorLanguage } from './types.ts';
import type { Ask } from './extract/index.ts';
import { questionize, swapPronouns } from './extract/index.ts';
import { drawableIcon, pickIcon } from './icons.ts';
import {
  type Bi,
  type Domain,
  FIXED_TEXTS,
  type TemplateOption,
  type TemplateStep,
} from './templates/index.ts';
import { capitalize, lowerFirst, niceStep, roundToStep, slugify } from './text.ts';

const L = (bi: Bi, lang: GeneratorLanguage): string => (lang === 'de' ? bi[1] : bi[0]);

export const DEFAULT_FONT = 'Poppins';

/** Unique ids within one form (steps) or one step (options). */
export class IdPool {
  private used = new Set<string>();
  constructor(existing: Iterable<string> = []) {
    for (const id of existing) this.used.add(id);
  }
  take(base: string): string {
    let id = base;
    for (let n = 2; this.used.has(id); n++) id = `${base}_${n}`;
    this.used.add(id);
    return id;
  }
}

export function makeOption(title: string, pool: IdPool, icon?: string, context = ''): TStepOption {
  // Numbers and ranges ("1-10", "5+") get a number icon; otherwise the step's subject is the fallback.
  const picked = /^[<>]?\s*\d/.test(title) ? { icon: 'Calculator', emoji: '🔢' } : pickIcon(title, context);
  return {
    id: pool.take(`opt_${slugify(title)}`),
    title,
    icon: icon ? drawableIcon(icon, title, context) : picked.icon,
    emoji: picked.emoji,
  };
}

export function makeOptions(titles: string[], context = ''): TStepOption[] {
  const pool = new IdPool();
  return titles.map((t) => makeOption(capitalizeOption(t), pool, undefined, context));
}

function capitalizeOption(t: string): string {
  // Keep brand spellings ("iPhone", "eBay") and numbers as typed; capitalise plain words.
  if (/^[a-zäöüß]/.test(t) && !/^[a-z]+[A-Z]/.test(t)) return capitalize(t);
  return t;
}

function templateOptions(options: TemplateOption[], lang: GeneratorLanguage): TStepOption[] {
  const pool = new IdPool();
  return options.map((o) => {
    const picked = pickIcon(o.t[0]);
    // Ids come from the English title so a translated form keeps the same option ids.
    return {
      id: pool.take(`opt_${slugify(o.t[0])}`),
      title: L(o.t, lang),
      icon: o.icon ? drawableIcon(o.icon, o.t[0]) : picked.icon,
      emoji: picked.emoji,
    };
  });
}

export const SUBTITLES: Record<StepType, Bi> = {
  tiles: ['Choose the option that fits best', 'Wählen Sie die passende Option'],
  multiSelect: ['Select all that apply', 'Mehrfachauswahl möglich'],
  dropdown: ['Choose one option from the list', 'Wählen Sie eine Option aus der Liste'],
  slider: [
    'Drag the slider or tap the number to type it',
    'Schieben Sie den Regler oder tippen Sie auf die Zahl',
  ],
  followup: ['Choose an option, then add the details', 'Wählen Sie eine Option und ergänzen Sie die Details'],
  textbox: ['A few sentences are enough', 'Ein paar Sätze genügen'],
  location: FIXED_TEXTS.location.subtitle,
  contact: FIXED_TEXTS.contact.subtitle,
  documentUpload: FIXED_TEXTS.upload.subtitle,
  documentInfo: FIXED_TEXTS.documentInfo.subtitle,
  booking: ['Pick a time that suits you', 'Wählen Sie einen passenden Zeitpunkt'],
  yesNo: ['Tap Yes or No', 'Tippen Sie auf Ja oder Nein'],
  number: ['Type a number', 'Geben Sie eine Zahl ein'],
  rating: ['Choose a rating', 'Wählen Sie eine Bewertung'],
  date: ['Pick a day in the calendar', 'Wählen Sie einen Tag im Kalender'],
  imageChoice: ['Tap the picture that fits best', 'Tippen Sie auf das passende Bild'],
};

export function defaultSubtitle(type: StepType, lang: GeneratorLanguage): string {
  return L(SUBTITLES[type], lang);
}

const QUESTION_START_EN =
  /^(?:how|what|which|when|where|who|why|do|does|is|are|can|will|would|did|have|has)\b/i;
const QUESTION_START_DE =
  /^(?:wie|was|welche[rsn]?|wann|wo|wer|warum|haben|hat|ist|sind|gibt|können|möchten)\b/i;

/** A natural question for an ask that no template phrases for us. */
export function titleFor(type: StepType, label: string, lang: GeneratorLanguage): string {
  const raw = label.trim();
  if (lang === 'en') {
    if (QUESTION_START_EN.test(raw)) return questionize(raw, 'en');
    const l = lowerFirst(
      swapPronouns(raw, 'en')
        .replace(/\b(?:choice|selection|preference)s?\b/gi, '')
        .replace(/\s+/g, ' ')
        .trim(),
    );
    if (QUESTION_START_EN.test(l)) return questionize(l, 'en');
    switch (type) {
      case 'tiles':
      case 'dropdown':
      case 'followup': {
        const pref = l.match(/^(?:preferred|favou?rite) (.+)$/i);
        if (pref) return `Which ${pref[1]} do you prefer?`;
        return l ? `Which ${l} fits you best?` : 'Which option fits you best?';
      }
      case 'multiSelect':
        return l ? `Which ${l} would you like?` : 'Which of these apply to you?';
      case 'slider': {
        const many = l.match(/^(?:number of|amount of|count of|how many) (.+)$/i);
        if (many) return `How many ${many[1]}?`;
        return l ? `What is your ${l.replace(/^your /, '')}?` : 'Which value fits?';
      }
      case 'textbox': {
        const any = l.match(
          /^(?:any |additional |other |further )?(comments?|notes?|remarks?|questions?|wishes|requests?)(.*)$/i,
        );
        if (any) return `Do you have any ${any[1]}${any[2]}?`;
        const verb = l.match(/^(describe|explain|list|tell us about|tell us)\s+(.+)$/i);
        if (verb) return `Could you ${verb[1].toLowerCase()} ${verb[2]}?`;
        if (!l) return 'What would you like to tell us?';
        // A noun phrase becomes "What is your …?" ("What are your …?" for plurals).
        const noun = l.replace(/^(?:your|my|our) /, '');
        return /[^s]s$/.test(noun) ? `What are your ${noun}?` : `What is your ${noun}?`;
      }
      case 'documentUpload':
        return uploadTitle(l, 'en');
      case 'location':
        if (/service|area|where/i.test(l)) return L(FIXED_TEXTS.location.serviceTitle, lang);
        // "delivery address" -> "What is the delivery address?"
        if (/address/i.test(l) && /\w+/.test(l.replace(/\b(?:the|your|an?|address|and)\b/gi, '').trim()))
          return `What is the ${l.replace(/^(?:the|your) /i, '')}?`;
        return L(FIXED_TEXTS.location.title, lang);
      case 'contact':
        return L(FIXED_TEXTS.contact.title, lang);
      case 'documentInfo':
        return L(FIXED_TEXTS.documentInfo.title, lang);
      case 'booking':
        return /visit|site/i.test(l) ? 'When should we visit you?' : 'When can we call you?';
      case 'yesNo':
        return l ? `Do you ${l.replace(/^(?:do you |you )/i, '')}?` : 'Do you agree?';
      case 'number': {
        const many = l.match(/^(?:number of|amount of|count of|how many) (.+)$/i);
        if (many) return `How many ${many[1]}?`;
        return l ? `What is your ${l.replace(/^your /, '')}?` : 'How many?';
      }
      case 'rating':
        return l
          ? `How would you rate ${l.replace(/^(?:rate |rating of |the )/i, 'the ')}?`
          : 'How would you rate us?';
      case 'date':
        return l
          ? `When would you like ${l.replace(/^(?:the |your |a )/i, 'the ')}?`
          : 'Which day suits you best?';
      case 'imageChoice':
        return l
          ? `Which ${l.replace(/^(?:the |your |a )/i, '')} do you like best?`
          : 'Which one do you like best?';
      default: {
        const never: never = type;
        return never;
      }
    }
  }
  const l = capitalize(swapPronouns(raw, 'de'));
  if (QUESTION_START_DE.test(l)) return questionize(l, 'de');
  switch (type) {
    case 'tiles':
    case 'dropdown':
    case 'followup':
      return l ? `${l}: Was passt zu Ihnen?` : 'Was passt zu Ihnen?';
    case 'multiSelect':
      return l ? `${l}: Was trifft zu?` : 'Was trifft auf Sie zu?';
    case 'slider': {
      const many = l.match(/^Anzahl (?:der |an )?(.+)$/i);
      if (many) return `Wie viele ${many[1]}?`;
      return l ? `${l}: Welcher Wert passt?` : 'Welcher Wert passt?';
    }
    case 'textbox': {
      if (/^(?:kommentar|anmerkung|bemerkung|hinweis|sonstig|nachricht|wünsche)/i.test(l))
        return 'Haben Sie noch Anmerkungen oder Wünsche?';
      return l ? `${l}: Was möchten Sie uns mitteilen?` : 'Was möchten Sie uns mitteilen?';
    }
    case 'documentUpload':
      return uploadTitle(l, 'de');
    case 'location':
      if (/einsatz|gebiet|wo\b|service/i.test(l)) return L(FIXED_TEXTS.location.serviceTitle, lang);
      // "Lieferadresse", "Adresse der Immobilie" -> "Wie lautet die …?"
      if (/adresse/i.test(l) && !/^(?:die |ihre )?adresse$/i.test(l))
        return `Wie lautet die ${l.replace(/^(?:die|ihre) /i, '')}?`;
      return L(FIXED_TEXTS.location.title, lang);
    case 'contact':
      return L(FIXED_TEXTS.contact.title, lang);
    case 'documentInfo':
      return L(FIXED_TEXTS.documentInfo.title, lang);
    case 'booking':
      return /besichtigung|vor-ort|besuch/i.test(l)
        ? 'Wann dürfen wir vorbeikommen?'
        : 'Wann passt Ihnen ein Termin?';
    case 'yesNo':
      return l ? `${l}?` : 'Stimmen Sie zu?';
    case 'number': {
      const many = l.match(/^Anzahl (?:der |an )?(.+)$/i);
      if (many) return `Wie viele ${many[1]}?`;
      return l ? `${l}: Welche Zahl?` : 'Wie viele?';
    }
    case 'rating':
      return l ? `Wie bewerten Sie ${l}?` : 'Wie bewerten Sie uns?';
    case 'date':
      return l ? `${l}: Welcher Tag passt Ihnen?` : 'Welcher Tag passt Ihnen am besten?';
    case 'imageChoice':
      return l ? `${l}: Was gefällt Ihnen am besten?` : 'Was gefällt Ihnen am besten?';
    default: {
      const never: never = type;
      return never;
    }
  }
}

/**
 * "Please upload a photo of the meter", "Please upload photos of the damage", "Bitte laden Sie Fotos der Heizung
 * hoch": the thing to upload without the owner's verbs ("send us", "attach") and with the article it needs.
 */
export function uploadTitle(label: string, lang: GeneratorLanguage): string {
  let l = label
    .trim()
    .replace(
      /^(?:(?:please\s+)?(?:send|give|email|mail|share|attach|upload|add|include|provide)(?:\s+(?:us|me))?|(?:bitte\s+)?(?:schicken|senden|anhängen|hochladen|mitschicken)(?:\s+sie)?)\s+/i,
      '',
    )
    .replace(/\s+(?:hochladen|anhängen|mitschicken|schicken|senden|upload|attach)$/i, '')
    .trim();
  if (!l) return L(FIXED_TEXTS.upload.title, lang);
  if (lang === 'en') {
    const owned = /^(?:your|their)\s/i.test(l);
    l = l.replace(/^(?:your|their|a|an|the|some)\s+/i, '');
    // The respondent's own papers are "your CV", "your latest bill"; pictures are "a photo of …".
    const personal =
      owned ||
      /\b(?:cv|resume|résumé|bill|invoice|id|passport|certificate|payslip|statement|contract|policy|license|licence|portfolio|floor ?plan|quote|offer)s?\b/i.test(
        l.split(/\s+of\s+/)[0],
      );
    const plural = /^\S*(?:s|ies)\b/i.test(l) && !/^(?:this|analysis)\b/i.test(l);
    const article = personal ? 'your ' : plural ? '' : /^[aeiou]/i.test(l) ? 'an ' : 'a ';
    return `Please upload ${article}${l}`;
  }
  l = l.replace(/^(?:ihr(?:e|en)?|ein(?:e|en)?|die|das|den)\s+/i, '');
  const first = l.split(/\s+/)[0];
  // The respondent's own papers get "Ihre/Ihren" ("Ihre Stromrechnung", "Ihren Lebenslauf"), single pictures "ein".
  const article = /(?:rechnung|abrechnung|bescheinigung|police|vollmacht)$/i.test(first)
    ? 'Ihre '
    : /(?:lebenslauf|vertrag|ausweis|grundriss)$/i.test(first)
      ? 'Ihren '
      : /^(?:foto|bild|dokument|video|angebot|gutachten|zertifikat)$/i.test(first)
        ? 'ein '
        : /(?:datei|skizze|zeichnung|aufnahme)$/i.test(first)
          ? 'eine '
          : '';
  return `Bitte laden Sie ${article}${l} hoch`;
}

function followupInputFor(ask: Ask | undefined, template: TemplateStep | undefined, lang: GeneratorLanguage) {
  if (ask?.followup) {
    const f = ask.followup;
    let label = f.label;
    if (!label) {
      if (f.inputType === 'number') label = lang === 'de' ? 'Wie viele?' : 'How many?';
      else if (f.inputType === 'date') label = lang === 'de' ? 'Welches Datum?' : 'Which date?';
      else if (f.trigger && /^(?:yes|ja)$/.test(f.trigger))
        label = lang === 'de' ? 'Bitte Details angeben' : 'Please give details';
      else label = lang === 'de' ? 'Welche?' : 'Which one?';
    }
    return {
      label,
      type: f.inputType,
      placeholder: f.inputType === 'text' ? (lang === 'de' ? 'Bitte angeben' : 'Please specify') : undefined,
      ...(f.inputType === 'number' ? { min: 0 } : {}),
    };
  }
  if (template?.followup) return { label: L(template.followup.label, lang), type: template.followup.type };
  return {
    label: lang === 'de' ? 'Bitte angeben' : 'Please specify',
    type: 'text' as const,
    placeholder: '',
  };
}

export function isMoneyLabel(label: string): boolean {
  return /\b(?:budget|price|cost|bill|income|amount|salary|spend|revenue|fees?|rent|loan|value)|(?:budget|preis|kosten|rechnung|betrag|gehalt|miete|umsatz|summe|honorar)\b|\b(?:wert|einkommen|miete|preis)/i.test(
    label,
  );
}

/** A step from a library template as it stands. */
export function stepFromTemplate(t: TemplateStep, lang: GeneratorLanguage, ids: IdPool): TStep {
  return stepFromAsk({ type: t.type, label: '', template: t }, lang, ids);
}

/** One ask to one step (a documentUpload ask that wants analysis gets its documentInfo from the caller). */
export function stepFromAsk(ask: Ask, lang: GeneratorLanguage, ids: IdPool): TStep {
  const t =
    ask.template && (ask.template.type === ask.type || ask.explicitType || ask.template.options)
      ? ask.template
      : undefined;
  const sameType = t?.type === ask.type;
  const id = ids.take(t?.key ?? (ask.label ? `q_${slugify(ask.label)}` : ask.type));
  const title =
    ask.title ??
    (t && (sameType || (t.options && ask.type !== 'slider' && ask.type !== 'textbox'))
      ? L(t.title, lang)
      : titleFor(ask.type, ask.label, lang));
  const subtitle = t?.subtitle && sameType ? L(t.subtitle, lang) : defaultSubtitle(ask.type, lang);
  const validation = ask.required === undefined ? undefined : { required: ask.required };
  const base = { id, title, subtitle, ...(validation ? { validation } : {}) };
  const options = (): TStepOption[] =>
    ask.options?.length
      ? makeOptions(ask.options, `${ask.label} ${t ? t.title[0] : ''}`)
      : t?.options
        ? templateOptions(t.options, lang)
        : [];

  switch (ask.type) {
    case 'tiles':
    case 'dropdown': {
      const opts = options();
      // Tiles show at most eight options; longer lists become a dropdown.
      if (ask.type === 'tiles' && opts.length > TILES_MAX_OPTIONS)
        return {
          type: 'dropdown',
          ...base,
          subtitle: defaultSubtitle('dropdown', lang),
          options: opts,
          placeholder: L(['Select…', 'Bitte auswählen…'], lang),
        };
      if (ask.type === 'dropdown')
        return {
          type: 'dropdown',
          ...base,
          options: opts,
          placeholder: L(['Select…', 'Bitte auswählen…'], lang),
        };
      return { type: 'tiles', ...base, options: opts };
    }
    case 'multiSelect':
      return {
        type: 'multiSelect',
        ...base,
        subtitle: t?.subtitle && sameType ? L(t.subtitle, lang) : defaultSubtitle('multiSelect', lang),
        options: options(),
      };
    case 'followup':
      return { type: 'followup', ...base, options: options(), followupInput: followupInputFor(ask, t, lang) };
    case 'slider': {
      const ts = t?.slider;
      const r = ask.range ?? {};
      const explicit = r.min !== undefined || r.max !== undefined;
      let min = r.min ?? (explicit ? (ts && ts.min < (r.max ?? 0) ? ts.min : 0) : (ts?.min ?? 0));
      let max = r.max ?? (explicit ? Math.max(min + 10, ts?.max ?? 100) : (ts?.max ?? 100));
      if (min > max) [min, max] = [max, min];
      const step = r.step ?? (explicit || !ts ? niceStep(min, max) : ts.step);
      let defaultValue =
        r.defaultValue ?? (!explicit && ts ? ts.defaultValue : roundToStep(min + (max - min) / 2, min, step));
      defaultValue = Math.min(max, Math.max(min, defaultValue));
      const unit = ask.unit ?? (ts?.unit ? L(ts.unit, lang) : undefined);
      let prefix = ask.prefix ?? (ask.unit ? undefined : ts?.prefix ? L(ts.prefix, lang) : undefined);
      if (!prefix && !unit && isMoneyLabel(`${ask.label} ${t ? t.title[0] : ''}`))
        prefix = lang === 'de' ? '€' : '$';
      // Measures get their unit as subtitle; counts ("guests", "Gäste") are clear from the title.
      const countUnit =
        /^(?:people|persons?|personen|guests?|gäste|nights?|nächte|rooms?|zimmer|employees|mitarbeiter|users?|nutzer)$/i;
      const sub = ask.unit && !countUnit.test(ask.unit) ? L([`In ${unit}`, `In ${unit}`], lang) : subtitle;
      return {
        type: 'slider',
        ...base,
        subtitle: sub,
        min,
        max,
        step,
        defaultValue,
        ...(prefix ? { prefix } : {}),
      };
    }
    case 'textbox': {
      const rows = ask.rows ?? t?.rows ?? 4;
      const placeholder =
        ask.placeholder ??
        (t?.placeholder && sameType
          ? L(t.placeholder, lang)
          : L(['Type your answer here…', 'Ihre Antwort…'], lang));
      return { type: 'textbox', ...base, validation: { required: ask.required ?? false }, placeholder, rows };
    }
    case 'location':
      return {
        type: 'location',
        ...base,
        title: ask.title ?? titleFor('location', ask.label, lang),
        subtitle: defaultSubtitle('location', lang),
      };
    case 'contact':
      return {
        type: 'contact',
        ...base,
        title: titleFor('contact', '', lang),
        subtitle: defaultSubtitle('contact', lang),
        config: contactConfig(lang),
      };
    case 'documentUpload':
      return {
        type: 'documentUpload',
        ...base,
        title:
          ask.title ??
          (t?.type === 'documentUpload' ? L(t.title, lang) : titleFor('documentUpload', ask.label, lang)),
        validation: { required: ask.required ?? false },
        config: uploadConfig(lang),
      };
    case 'documentInfo':
      return documentInfoStep(lang, ids);
    case 'booking':
      // The owner's own calendar link replaces the example in the editor before it takes bookings.
      return {
        ...bookingDefinition.create(),
        ...base,
        title: ask.title ?? titleFor('booking', ask.label, lang),
        subtitle: defaultSubtitle('booking', lang),
        validation: { required: ask.required ?? false },
      };
    case 'yesNo':
      // German forms name the buttons; English ones keep the runner's own words, which follow the respondent.
      return { type: 'yesNo', ...base, ...(lang === 'de' ? { yesLabel: 'Ja', noLabel: 'Nein' } : {}) };
    case 'number': {
      const r = ask.range ?? {};
      // Counts are whole; measures ("m²", "km") may have decimals.
      const whole =
        [r.min, r.max, r.step].every((n) => n === undefined || Number.isInteger(n)) &&
        !/m²|m2|sq|ft|km|mile|kwh|meter|metre/i.test(ask.unit ?? '');
      return {
        type: 'number',
        ...base,
        ...(ask.unit ? { unit: ask.unit } : {}),
        min: r.min ?? 0,
        ...(r.max !== undefined ? { max: r.max } : {}),
        integer: whole,
      };
    }
    case 'rating':
      return {
        type: 'rating',
        ...base,
        scale: ask.scale ?? 'stars',
        ...(ask.scale === 'nps'
          ? lang === 'de'
            ? { lowLabel: 'Sehr unwahrscheinlich', highLabel: 'Sehr wahrscheinlich' }
            : { lowLabel: 'Not at all likely', highLabel: 'Extremely likely' }
          : {}),
      };
    case 'date':
      // From tomorrow: a request made today is rarely served the same day.
      return { type: 'date', ...base, minDays: 1 };
    case 'imageChoice': {
      // Pictures come from the owner after generation; until then the options are plain tiles with their titles.
      const listed = options().slice(0, IMAGE_CHOICE_MAX_OPTIONS);
      const fallback =
        lang === 'de' ? ['Variante A', 'Variante B', 'Variante C'] : ['Option A', 'Option B', 'Option C'];
      const opts = listed.length >= 2 ? listed : makeOptions(fallback, ask.label);
      return { type: 'imageChoice', ...base, ...(ask.multiple ? { multiple: true } : {}), options: opts };
    }
    default: {
      const never: never = ask.type;
      return never;
    }
  }
}

export function contactConfig(lang: GeneratorLanguage) {
  const texts = lang === 'de' ? DE_TEXTS : EN_TEXTS;
  return {
    labels: { firstName: texts.firstName, lastName: texts.lastName, email: texts.email, phone: texts.phone },
    placeholders:
      lang === 'de'
        ? { firstName: 'Max', lastName: 'Mustermann', email: 'max@beispiel.de', phone: '+49 170 1234567' }
        : { firstName: 'Jane', lastName: 'Doe', email: 'jane@example.com', phone: '+1 555 123 4567' },
  };
}

export function uploadConfig(lang: GeneratorLanguage) {
  const texts = lang === 'de' ? DE_TEXTS : EN_TEXTS;
  return {
    acceptedTypes: ['.pdf', '.docx', '.txt', '.png', '.jpg', '.jpeg'],
    maxFileSize: 10,
    labels: {
      dragDropText: texts.dragDrop,
      uploadButton: texts.uploadButton,
      supportedFormats:
        lang === 'de' ? 'PDF, Word, Text oder Bild (max. 10 MB)' : 'PDF, Word, text or image (max 10 MB)',
    },
  };
}

export function documentInfoStep(lang: GeneratorLanguage, ids: IdPool): TStep {
  return {
    type: 'documentInfo',
    id: ids.take('document_analysis'),
    title: L(FIXED_TEXTS.documentInfo.title, lang),
    subtitle: L(FIXED_TEXTS.documentInfo.subtitle, lang),
    config: { maxHeight: 400 },
  };
}

export function uiTexts(lang: GeneratorLanguage): NonNullable<TFormConfig['ui']> {
  const t = lang === 'de' ? DE_TEXTS : EN_TEXTS;
  return {
    buttons: {
      next: t.next,
      back: t.back,
      skip: t.skip,
      submit: t.submit,
      submitting: t.submitting,
      startOver: t.startOver,
      check: t.check,
      checking: t.checking,
    },
    messages: {
      optional: t.optional,
      required: t.required,
      invalidEmail: t.enterValidEmail,
      enterValidEmail: t.enterValidEmail,
      submitError: t.submitError,
      thankYou: t.thankYouTitle,
      submitAnother: t.startOver,
      multiSelectHint: t.multiSelectHint,
      loadError: t.loadFailed,
      thisFieldRequired: t.thisFieldRequired,
    },
    location: { availableIn: t.availableIn, notAvailable: t.notAvailable },
    contact: {
      title: L(FIXED_TEXTS.contact.title, lang),
      description: L(FIXED_TEXTS.contact.subtitle, lang),
      email: t.email,
      phone: t.phone,
    },
  };
}

export function submissionTexts(
  domain: Domain,
  lang: GeneratorLanguage,
): NonNullable<TFormConfig['submission']> {
  const t = lang === 'de' ? DE_TEXTS : EN_TEXTS;
  const [title, description] = domain.lead ? FIXED_TEXTS.thanks.lead : FIXED_TEXTS.thanks.survey;
  return {
    title: domain.thanks ? L(domain.thanks, lang) : L(title, lang),
    description: L(description, lang),
    steps: t.defaultSubmissionSteps.map((s) => ({ ...s })),
  };
}

export function themeFor(
  primary: string | undefined,
  font: string | undefined,
): NonNullable<TFormConfig['theme']> {
  return {
    colors: {
      primary: primary ?? DEFAULT_FORM_COLOR,
      text: { dark: '#111827', light: '#ffffff', muted: '#6b7280' },
      background: { light: '#f9fafb', white: '#ffffff' },
    },
    font: { family: font ?? DEFAULT_FONT, size: 'medium', weight: 400 },
  };
}
