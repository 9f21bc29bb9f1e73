// The words and patterns that say what a clause asks for: currencies, units, step-type triggers, form words.

export const CURRENCY_RE = String.raw`(?:\$|€|£|usd|eur(?:os?)?|dollars?|bucks|pounds?|gbp|chf|franken|fr\.)`;
export const UNIT_RE = String.raw`(?:miles?|mi|kilomet(?:er|re)s?|km|kwh|kwp|kw|m²|m2|sqm|qm|square (?:feet|foot|met(?:er|re)s?)|sq\.? ?ft|hours?|hrs|stunden|std|years?|jahre|people|persons?|personen|guests?|gäste|nights?|nächte|%|percent|prozent|rooms?|zimmer|kg|lbs|minutes?|minuten|days?|tage|weeks?|wochen|months?|monate|employees|mitarbeiter|users?|nutzer)`;

export function currencyPrefix(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const r = raw.trim().toLowerCase();
  if (/^(\$|usd|dollars?|bucks)$/.test(r)) return '$';
  if (/^(€|eur|euros?)$/.test(r)) return '€';
  if (/^(£|gbp|pounds?)$/.test(r)) return '£';
  if (/^(chf|franken|fr\.)$/.test(r)) return 'CHF ';
  return undefined;
}

export function normalizeUnit(raw: string | undefined): string | undefined {
  if (!raw) return undefined;
  const r = raw.trim().toLowerCase();
  if (/^(m2|sqm|qm|square met)/.test(r)) return 'm²';
  if (/^(sq|square f)/.test(r)) return 'sq ft';
  if (/^kilomet/.test(r)) return 'km';
  if (/^mi(les?)?$/.test(r)) return 'miles';
  if (/^(percent|prozent)$/.test(r)) return '%';
  if (r === 'kwh') return 'kWh';
  if (r === 'kw') return 'kW';
  if (r === 'kwp') return 'kWp';
  return r;
}

/** Words that always mean an address step, even when a library question also matches ("service area"). */
export const STRONG_LOCATION =
  /\bad{1,2}res{1,2}e?\b|service area|postal code|post ?code|zip(?: code)?|adresse|anschrift|\bplz\b|postleitzahl|einsatzort|einzugsgebiet|standort|wohnort/i;

/**
 * "contact", "name, email and phone", "Telefonnummer": nothing but contact fields. Compounds of listed words ("phone
 * number", "Telefonnummer") match as two words; listing them as well would make the pattern exponential.
 */
export const CONTACT_ONLY =
  /^(?:(?:and|und|their|there|your|ihre?|the|die|der|full|first|last|contact|kontakt|name|names|e-?mail(?: address)?|emial|e-mail-adresse|phone|phon|telephone|telefon|rückrufnummer|mobile|handy|number|numbr|nummer)(?:\s*(?:(?:,|&|\/|\band\b|\bund\b)\s*)?))+$/i;

export const LEAD_WORDS_RE =
  /\b(?:enquiry|inquiry|request|booking|quote|lead|signup|sign-up|registration|anfrage|angebot|buchung|anmeldung|bewerbung|application)\b/i;

/** Plural subjects whose options are usually picked several at a time. */
export const MULTI_NOUNS =
  /\b(?:equipment|gear|supplies|interests|topics|hobbies|skills|extras|add-ons|addons|features|toppings|weeks|days|dates|sessions|courses|classes|modules|workshops|activities|interessen|themen|hobbys|kenntnisse|wochen|tage|termine|kurse|aktivitäten)\b/i;

/** Asks for an amount or a count, answered best with a slider even without a range. */
export const QUANTITY =
  /quadratmeter|m²|\bqm\b|\bsqm\b|square (?:feet|foot|met)|sq\.? ?ft|\bfläche\b|how many|wie viele|\banzahl\b|number of|how much|wie viel|\bkm\b|kilomet|\bmiles\b|\bkwh\b/i;

/** "yes/no", "yes or no", "yes no", "ja nein vielleicht", "(yes/no/maybe)": the owner asks a yes/no question. */
const YES_NO_SOURCE = String.raw`\(?\s*\b(?:yes\s*(?:\/|,|or)?\s*no(?:\s*(?:\/|,|or)?\s*(?:maybe|not sure))?|ja\s*(?:\/|,|oder)?\s*nein(?:\s*(?:\/|,|oder)?\s*(?:vielleicht|weiß nicht))?)\b\s*\)?`;
export const YES_NO_WORDS = new RegExp(YES_NO_SOURCE, 'i');
export const YES_NO_WORDS_ALL = new RegExp(YES_NO_SOURCE, 'gi');

export const TRIGGERS = {
  multi:
    /(?:several|multiple|many|more) (?:can|may|could) be (?:picked|chosen|selected|ticked)|(?:select|tick|check|choose|pick|mark) (?:all|any|several|multiple)|(?:all|any) that apply|(?:whatever|everything that|all|any) applies|(?:several|multiple) (?:possible|allowed)|multiple (?:choice|answers|selection|options can)|multi[- ]?(?:select|ple choice)|more than one|(?:could|can|may) be (?:a few|several|more than one|multiple)|\((?:multiple|several|multi|mehrere)\)|more than one|mehrere (?:können|dürfen|sind|auswählbar|möglich|antworten|ankreuzen)|(?:auch|gerne|gern) (?:auch )?mehrere|mehreres|mehrfach(?:auswahl|nennung)?|alle zutreffenden|alles zutreffende|zutreffendes ankreuzen|checkboxes|kontrollkästchen/i,
  dropdown: /drop-?\s?down|select (?:box|list|menu)|pick ?list|auswahlliste|aufklappliste|auswahlmenü/i,
  slider: /\bslider\b|schieberegler|\bregler\b|\brange slider\b|\bskala\b|\bscale\b/i,
  tiles: /\btiles?\b|\bcards?\b|kacheln?|single choice|einfachauswahl/i,
  textbox:
    /comment|describe|description|\bmessage\b|\bnotes?\b|tell us|free[- ]?text|text ?(?:box|field|area)|explain|\bremarks?\b|anything else|special requests?|\bfeedback text\b|^(?:your |ihr )?(?:feedback|suggestions?|ideas|vorschläge|verbesserungsvorschläge|ideen|wünsche)$|improve|verbesser|kommentar|beschreib|nachricht|anmerkung|freitext|textfeld|erzähl|erläuter|schilder|sonstige wünsche|bemerkung|hinweise/i,
  contactStrong:
    /contact (?:details|info(?:rmation)?|data|form|fields|det\w*)|kontaktdat\w*|(?:name|names),? (?:and |& |plus )?(?:e-?mail|phone|number)|kontaktdaten|kontaktinformationen|kontaktangaben|kontaktfeld|ansprechpartner|how (?:we|to) reach (?:them|you)|name,? e-?mail/i,
  // Typos count: "emial", "phon", "numbr".
  contactWeak:
    /\be-?mail\b|\bemial\b|\bphone?\b|\bfone\b|telephone|\bcontact\b|\bkontakt\b|telefon|\bname\b/i,
  location:
    /\bad{1,2}res{1,2}e?\b|\baddr\b|service area|postal code|post ?code|zip(?: code)?|\blocation\b|\bwhere (?:they|the|you)|adresse|anschrift|standort|\bplz\b|postleitzahl|wohnort|einsatzort|einzugsgebiet|\bort\b/i,
  upload:
    /upload|attach|hochlad|hochzulad|anhäng|anhang|\bcv\b|resume|résumé|lebenslauf|send (?:us )?(?:a |their |your )?(?:photo|picture|document|file)/i,
  uploadNoun: /\b(?:document|dokument|pdf|file|datei|photos?|pictures?|fotos?|bilder|scan)s?\b/i,
  /** A clause that names a picture ("photos of the problem", "Bilder vom Dach"): the respondent uploads it. */
  photo:
    /^(?:(?:and|und|a|an|some|the|your|their|recent|current|ein|eine|einige|ihre?|aktuelle)\s+)*(?:photos?|pictures?|images?|fotos?|bilder?|scans?|screenshots?)\b/i,
  analyse:
    /analy[sz]|auswert|analyse|summar|zusammenfass|review (?:it|the|their)|check (?:it|the|their) (?:document|bill|file)|prüf(?:en|t) (?:das|die|den) (?:dokument|rechnung)/i,
  optional: /\boptional\b|not required|freiwillig|kein pflichtfeld/i,
  required: /\brequired\b|mandatory|\bpflicht/i,
  yesNo:
    /yes\s*\/\s*no|yes or no|\bja\s*\/\s*nein|ja oder nein|\bwhether\b|^(?:do|does|are|is|have|has|can|will|would|did) (?:they|you|the|it)\b|^\s*ob\b|^(?:hat|haben|sind|ist|gibt es|besitzen|besitzt|würden|würde|möchten|möchte|können|kann|wollen|werden|brauchen|benötigen|nutzen|sollen) /i,
  followup:
    /\b(?:if|when|wenn|falls)\s+(?:they\s+(?:pick|choose|select)\s+)?["“]?(other|something else|andere[sn]?|sonstige[sn]?|sonstiges|yes|ja|no|nein)["”]?\b[\s,:]*(?:then\s+)?(?:ask|let them (?:type|specify|enter)|show|frag\w*|nachfragen|nach)?\s*(.*)$/i,
  style: /\b(?:colou?r|theme|font|farbe|schrift(?:art)?|design|icons?)\b/i,
} as const;

/** Words that only describe the form itself ("a quote request form for"). */
export const FORM_WORDS =
  /\b(?:form|forms|formular|survey|questionnaire|umfrage|fragebogen|wizard|funnel|lead form|application form|anmeldeformular|kontaktformular)\b/i;

export const LEAD_INTRO =
  /\b(?:asking(?: (?:for|about))?|that asks(?: (?:for|about))?|which asks(?: (?:for|about))?|to (?:collect|capture|gather|ask(?: about| for)?)|collecting|with (?:questions|fields|steps)(?: (?:for|about|on))?|with|including|covering|consisting of|fragt nach|die nach|mit (?:den )?(?:fragen|feldern|schritten)(?: (?:zu|nach|für))?|mit|abfragen|erfasst|erfragt)\b/i;

export const NOISE_ONLY =
  /^(?:hi|hello|hey|hallo|moin|servus|guten tag|ok|okay|please|thanks?|thank you|bitte|danke|nice|modern|simple|short|quick|clean|professional|schön|einfach|kurz|modern|ask|please ask|ask them|fragen sie|bitte fragen sie|bitte fragen|fragen|frage)$/i;

/** "Note: …", "Hinweis: …", "PS …": a remark to the reader, not a question. */
const NOTE =
  /^(?:note|n\.?b\.?|ps|p\.s\.|fyi|info|hinweis|achtung|wichtig|übrigens|by the way|btw)\b\s*[:\-–]?/i;
const OPENERS = String.raw`(?:(?:oh|and|but|also|so|well|und|aber|also|übrigens|ok|okay|hi|hey|hello|yo|hallo|hmm|alright)[\s,!.]+)*`;
/** "We charge …", "I run a bakery", "Wir arbeiten nur …": the owner speaking about the business. */
const FIRST_PERSON = new RegExp(
  String.raw`^${OPENERS}(?:we|we're|we've|we'll|i|i'm|i've|our|my|wir|ich|unser\w*|mein\w*)\b`,
  'i',
);
/** "we need …", "I'd love …", "ich hätte gern …": the owner saying what to ask, so an ask after all. */
const WANTS = new RegExp(
  String.raw`^${OPENERS}(?:we|i|wir|ich)(?:'d|'ll|\s+would|\s+will)?\s+(?:(?:really|also|just|only|still|do|absolutely|definitely|auch|nur|noch|würden|möchten|hätten|hätte)\s+)*(?:need|want|like|love|require|ask|have to know|must know|brauch\w*|bräucht\w*|möcht\w*|will|wollen|benötig\w*|frag\w*|wüsst\w*|gern\w*)\b`,
  'i',
);
const MONEY = /(?:[$€£]\s?\d|\d[\d.,]*\s?(?:€|\$|£|eur\b|euro\b|dollars?\b|usd\b|chf\b))/i;
const PRICE_WORDS =
  /\w*(?:beitrag|gebühr)\b|\b(?:charge[sd]?|costs?|start(?:s|ing)? at|from|fees?|prices?|rates?|deposit|anzahlung|kaution|per (?:hour|month|session|person|night|lesson)|an hour|a month|ab|kostet|kosten|berechnen|preise?|pakete?|gebühr\w*|honorar|pro (?:stunde|monat|person|nacht|sitzung|stück))\b/i;
const ASKS_FOR_MONEY =
  /\b(?:budget|how much|wie ?viel|slider|range|spanne|between|zwischen)\b|\d\s*(?:k|€|\$)?\s*(?:-|–|to|bis)\s*[$€£]?\s?\d/i;
const FREE = /\b(?:free|free of charge|kostenlos|gratis|inklusive|inclusive|included|umsonst)\s*[.!]?$/i;
const RULE =
  /\b(?:minimum|maximum|mindest\w*|höchst\w*)\b[^?]*\b(?:is|are|ist|sind|beträgt)\b|\b(?:is|are|ist|sind|beträgt|dauert|dauern)\s+(?:at least|at most|always|mindestens|höchstens|immer)\b|^\S+(?:\s+\S+)?\s+(?:only|nur|ausschließlich)\b/i;

/**
 * A fact the owner states ("We charge $45 per hour", "Prices start at €1,200", "Note: we don't repair e-scooters",
 * "Erstgespräch kostenlos", "Minimum booking is 2 hours"): context for the owner's prompt, never a question.
 */
export function isStatement(clause: string, hasAsk: boolean): boolean {
  const c = clause.trim();
  if (NOTE.test(c)) return true;
  if (hasAsk || /\(/.test(c)) return false;
  if (FIRST_PERSON.test(c) && !WANTS.test(c)) return true;
  if (MONEY.test(c) && PRICE_WORDS.test(c) && !ASKS_FOR_MONEY.test(c)) return true;
  return FREE.test(c) || RULE.test(c);
}
