// Offline generation: prompt -> asks -> steps (gaps filled from the domain library) -> a validated form config.
import { safeNormalizeConfig, type TFormConfig, type TStep } from '@forms-engine/model';
import { GeneratorError, type GenerateInput, type GeneratorLanguage } from './types.ts';
import {
  documentInfoStep,
  IdPool,
  stepFromAsk,
  stepFromTemplate,
  submissionTexts,
  themeFor,
  uiTexts,
} from './build.ts';
import { type Ask, clearMatchCache, detectDomain, extractAsks, segment, TRIGGERS } from './extract/index.ts';
import { fitToSchema } from './fit.ts';
import { foreignLanguage, readInEnglish, writeBack } from './foreign.ts';
import { INPUT_LIMITS } from './limits.ts';
import { applyLogic, pricedAnswers } from './logic/apply.ts';
import { readLogic } from './logic/read.ts';
import { findColor, findFont } from './style.ts';
import { detectLanguage, words } from './text.ts';

/** Longer labels make no question (every form of the benchmark corpora is the same with this limit). */
const MAX_LABEL_CHARS = 200;
/** Below this many content questions the domain template fills the form up. */
const MIN_CONTENT_STEPS = 3;
/** Far below the schema's MAX_STEPS, leaving room for the location/contact steps and later edits. */
const MAX_GENERATED_STEPS = 40;

const LEAD_WORDS =
  /\b(?:quote|lead|request|booking|book|appointment|enquiry|inquiry|consultation|callback|estimate|angebot|anfrage|buchung|termin|beratung|rückruf|kostenvoranschlag|registration|anmeldung|sign ?up)\b/i;
const SURVEY_WORDS = /\b(?:survey|feedback|poll|questionnaire|umfrage|fragebogen|quiz|anonymous|anonym)\b/i;

/** "gutter cleaning quote - house height (…), …": a dash after the form's name introduces its questions. */
const NAME_DASH =
  /^([^:\n—–-]{3,60}?\b(?:quote|form|request|booking|inquiry|enquiry|intake|signup|sign-up|anfrage|formular|angebot|buchung))[ \t]+[-–—][ \t]+/i;
/** "ca. 20-300", "approx. 50": the abbreviation's full stop ends no sentence, and the hedge asks nothing. */
const HEDGE_DOT = /(?<!\p{L})(?:ca|approx|appr|circa|zirka)\.\s?(?=\d)/giu;
const namedThenDash = (prompt: string) => prompt.replace(NAME_DASH, '$1: ').replace(HEDGE_DOT, '');

/**
 * What is left once the logic is read holds only questions: "if they have pets" (no action after it) asks whether
 * they have pets, and "and then contact" is one more item of the list.
 */
const plainAsks = (rest: string) =>
  rest
    .replace(/(^|[,;:.]\s?|\band\s)if\s(they|you)\s(have|own|need|want|use)\s/gi, '$1whether $2 $3 ')
    .replace(/(?<!\s)\s+and\s+then\s+/gi, ', ');

export function generateOffline(input: GenerateInput): TFormConfig {
  const prompt = input.prompt.slice(0, INPUT_LIMITS.prompt).trim();
  if (!/[a-zäöüß]{2,}/i.test(prompt))
    throw new GeneratorError(
      'not_understood',
      'Please describe the form in words, for example "a quote request form for solar panels: property type, monthly bill slider 50–500 dollars, address and contact details".',
    );
  // A French, Spanish or Italian prompt: understood in English, written back in its own language.
  const foreign = input.language ? null : foreignLanguage(prompt);
  if (foreign) {
    const reading = readInEnglish(prompt, foreign);
    const english = generateOffline({ ...input, prompt: reading.prompt, language: 'en' });
    const written = safeNormalizeConfig(writeBack(english, foreign, reading));
    if (written.ok) return written.config;
  }
  clearMatchCache();
  const lang: GeneratorLanguage = input.language ?? namedLanguage(prompt) ?? detectLanguage(prompt);
  const domain = detectDomain(prompt);
  // Sentences that state logic ("renters get an ending", "price: base 1500 plus 45 per m²") are no questions.
  const logic = readLogic(namedThenDash(prompt));
  const asks = extractAsks(plainAsks(logic.rest), lang, domain);
  const ids = new IdPool();
  const steps: TStep[] = [];
  const seenTemplates = new Set<string>();
  let hasContact = false;
  let hasLocation = false;

  const seenAsks = new Set<string>();
  const push = (ask: Ask) => {
    // The same ask twice is one question; and a form stays well under the schema's step limit.
    const key = JSON.stringify([ask.type, ask.label.toLowerCase(), ask.options, ask.range, ask.title]);
    if (seenAsks.has(key) || steps.length >= MAX_GENERATED_STEPS) return;
    // A "label" longer than any question is text the engine did not understand (a pasted number, a run-on list).
    if (ask.label.length > MAX_LABEL_CHARS) return;
    seenAsks.add(key);
    if (ask.type === 'contact') {
      if (hasContact) return;
      hasContact = true;
    }
    if (ask.type === 'location') {
      if (hasLocation) return;
      hasLocation = true;
    }
    if (ask.template && !ask.options && !ask.range && !ask.title) {
      // The same library question asked twice ("size" and "area") is one step.
      if (seenTemplates.has(ask.template.key)) return;
      seenTemplates.add(ask.template.key);
    }
    steps.push(stepFromAsk(ask, lang, ids));
    if (ask.type === 'documentUpload' && ask.analyse) steps.push(documentInfoStep(lang, ids));
  };
  for (const ask of asks) push(ask);

  // "analyse their bill" without an upload ask still needs somewhere to upload it.
  if (
    TRIGGERS.analyse.test(prompt) &&
    /document|dokument|bill|rechnung|file|datei|pdf|contract|vertrag|cv|lebenslauf|report|bericht/i.test(
      prompt,
    )
  ) {
    const up = steps.findIndex((s) => s.type === 'documentUpload');
    if (up < 0) {
      const at = firstTrailingIndex(steps);
      const upload = stepFromAsk({ type: 'documentUpload', label: '' }, lang, ids);
      steps.splice(at, 0, upload, documentInfoStep(lang, ids));
    } else if (steps[up + 1]?.type !== 'documentInfo' && !steps.some((s) => s.type === 'documentInfo')) {
      steps.splice(up + 1, 0, documentInfoStep(lang, ids));
    }
  }

  const content = () => steps.filter((s) => !['contact', 'location', 'documentInfo'].includes(s.type)).length;
  // A vague prompt ("a form for a dog groomer") gets the domain's questions; an explicit list is kept as asked.
  const contentAsks = asks.filter((a) => a.type !== 'contact' && a.type !== 'location').length;
  const filled =
    content() < MIN_CONTENT_STEPS &&
    (contentAsks === 0 || (contentAsks === 1 && asks.length === 1 && words(prompt).length < 12));
  if (filled) {
    for (const t of domain.steps) {
      if (content() >= Math.min(4, MIN_CONTENT_STEPS + 1)) break;
      if (seenTemplates.has(t.key) || steps.some((s) => s.id === t.key)) continue;
      if (t.type === 'documentUpload' && steps.some((s) => s.type === 'documentUpload')) continue;
      seenTemplates.add(t.key);
      steps.splice(firstTrailingIndex(steps), 0, stepFromTemplate(t, lang, ids));
    }
  }

  const survey = SURVEY_WORDS.test(prompt) || (!domain.lead && !LEAD_WORDS.test(prompt));
  const lead = !survey && (domain.lead || LEAD_WORDS.test(prompt));
  if (lead && filled && domain.location && !hasLocation) {
    const contactAt = steps.findIndex((s) => s.type === 'contact');
    steps.splice(
      contactAt < 0 ? steps.length : contactAt,
      0,
      stepFromAsk({ type: 'location', label: '' }, lang, ids),
    );
    hasLocation = true;
  }
  if ((lead || domain.key === 'hiring') && !hasContact) {
    steps.push(stepFromAsk({ type: 'contact', label: '' }, lang, ids));
  }
  if (steps.length === 0) steps.push(...domain.steps.slice(0, 3).map((t) => stepFromTemplate(t, lang, ids)));

  const color = styleValue(prompt, findColor);
  const font = styleValue(prompt, findFont);
  const config: TFormConfig = {
    title: domain.formTitle[lang === 'de' ? 1 : 0],
    language: lang,
    steps,
    theme: themeFor(color?.hex, font),
    ui: uiTexts(lang),
    submission: submissionTexts(lead ? domain : { ...domain, lead: false }, lang),
  };
  const priced = pricedAnswers(config, lang);
  const withLogic =
    logic.intents.length > 0
      ? applyLogic(priced, logic.intents, { lang, domain, addSteps: true, keepAsks: true }).config
      : priced;
  const checked = safeNormalizeConfig(fitToSchema(withLogic));
  // Whatever still breaks the schema came from the prompt (the engine builds nothing else): the owner's to reword.
  if (!checked.ok)
    throw new GeneratorError(
      'not_understood',
      `I could not build a valid form from this description (${checked.error}). Please describe it with fewer or shorter items.`,
    );
  return checked.config;
}

/** "… in German", "auf Englisch": the language the owner asks for in words. */
function namedLanguage(prompt: string): GeneratorLanguage | undefined {
  if (
    /\b(?:in|into) german\b|\bgerman(?:-language| language)\b|auf deutsch\b|\bdeutschsprachig/i.test(prompt)
  )
    return 'de';
  if (
    /\b(?:in|into) english\b|\benglish(?:-language| language)\b|auf englisch\b|\benglischsprachig/i.test(
      prompt,
    )
  )
    return 'en';
  return undefined;
}

/** Index before the trailing location/contact block, where generated content questions belong. */
export function firstTrailingIndex(steps: TStep[]): number {
  let i = steps.length;
  while (i > 0 && (steps[i - 1].type === 'contact' || steps[i - 1].type === 'location')) i--;
  return i;
}

/** Colours and fonts only count in clauses about the look ("in blue", "green theme"), not in "green energy". */
function styleValue<T>(prompt: string, find: (s: string) => T | undefined): T | undefined {
  for (const seg of segment(prompt)) {
    if (
      TRIGGERS.style.test(seg) ||
      /\bin (?:\S+ )?(?:colou?r|farbe)\b|^\s*(?:in|use|mit)\s+\S+\s*$/i.test(seg)
    ) {
      const v = find(seg);
      if (v) return v;
    }
  }
  return undefined;
}
