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
  /\baddress\b|service area|postal code|post ?code|zip(?: code)?|adresse|anschrift|\bplz\b|postleitzahl|einsatzort|einzugsgebiet|standort|wohnort/i;

/** "contact", "name, email and phone", "Telefonnummer": nothing but contact fields. */
export const CONTACT_ONLY =
  /^(?:(?:and|und|their|your|ihre?|the|die|der|full|first|last|contact|kontakt|name|names|e-?mail(?: address)?|e-mail-adresse|phone|phone number|telephone|telefon|telefonnummer|mobile|handy|number|nummer)(?:\s*(?:,|&|\/|\band\b|\bund\b)?\s*))+$/i;

export const LEAD_WORDS_RE =
  /\b(?:enquiry|inquiry|request|booking|quote|lead|signup|sign-up|registration|anfrage|angebot|buchung|anmeldung|bewerbung|application)\b/i;

/** Plural subjects whose options are usually picked several at a time. */
export const MULTI_NOUNS =
  /\b(?:interests|topics|hobbies|skills|extras|add-ons|addons|features|toppings|weeks|days|dates|sessions|courses|classes|modules|workshops|activities|interessen|themen|hobbys|kenntnisse|wochen|tage|termine|kurse|aktivitäten)\b/i;

/** Asks for an amount or a count, answered best with a slider even without a range. */
export const QUANTITY =
  /quadratmeter|m²|\bqm\b|\bsqm\b|square (?:feet|foot|met)|sq\.? ?ft|\bfläche\b|how many|wie viele|\banzahl\b|number of|how much|wie viel|\bkm\b|kilomet|\bmiles\b|\bkwh\b/i;

export const TRIGGERS = {
  multi:
    /(?:several|multiple|many|more) (?:can|may|could) be (?:picked|chosen|selected|ticked)|(?:select|tick|check|choose|pick) (?:all|any|several|multiple)|all that apply|multiple (?:choice|answers|selection|options can)|multi[- ]?(?:select|ple choice)|more than one|mehrere (?:können|dürfen|sind|auswählbar|möglich|antworten)|mehrfach(?:auswahl|nennung)?|alle zutreffenden|checkboxes|kontrollkästchen/i,
  dropdown: /drop-?\s?down|select (?:box|list|menu)|pick ?list|auswahlliste|aufklappliste|auswahlmenü/i,
  slider: /\bslider\b|schieberegler|\bregler\b|\brange slider\b|\bskala\b|\bscale\b/i,
  tiles: /\btiles?\b|\bcards?\b|kacheln?|single choice|einfachauswahl/i,
  textbox:
    /comment|describe|description|\bmessage\b|\bnotes?\b|tell us|free[- ]?text|text ?(?:box|field|area)|explain|\bremarks?\b|anything else|special requests?|\bfeedback text\b|kommentar|beschreib|nachricht|anmerkung|freitext|textfeld|erzähl|erläuter|schilder|sonstige wünsche|bemerkung|hinweise/i,
  contactStrong:
    /contact (?:details|info(?:rmation)?|data|form|fields)|(?:name|names),? (?:and |& |plus )?(?:e-?mail|phone|number)|kontaktdaten|kontaktinformationen|kontaktangaben|kontaktfeld|ansprechpartner|how (?:we|to) reach (?:them|you)|name,? e-?mail/i,
  contactWeak: /\be-?mail\b|\bphone\b|telephone|\bcontact\b|\bkontakt\b|telefon|\bname\b/i,
  location:
    /\baddress\b|service area|postal code|post ?code|zip(?: code)?|\blocation\b|\bwhere (?:they|the|you)|adresse|anschrift|standort|\bplz\b|postleitzahl|wohnort|einsatzort|einzugsgebiet|\bort\b/i,
  upload:
    /upload|attach|hochlad|hochzulad|anhäng|anhang|\bcv\b|resume|résumé|lebenslauf|send (?:us )?(?:a |their |your )?(?:photo|picture|document|file)/i,
  uploadNoun: /\b(?:document|dokument|pdf|file|datei|photos?|pictures?|fotos?|bilder|scan)s?\b/i,
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
  /^(?:please|thanks?|thank you|bitte|danke|nice|modern|simple|short|quick|clean|professional|schön|einfach|kurz|modern)$/i;
