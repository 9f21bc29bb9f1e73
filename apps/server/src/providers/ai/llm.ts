// The LLM generator: any AI SDK model asked for structured output, converted and validated, with one repair round.
import {
  CALCULATION_FORMATS,
  CONDITION_OPS,
  ConfigError,
  configsEqual,
  createStep,
  DE_TEXTS,
  EN_TEXTS,
  FOLLOWUP_INPUT_TYPES,
  ICON_EMOJI,
  idFromText,
  isAllCondition,
  isAnyCondition,
  isFormulaIdentifier,
  LIST_OPS,
  normalizeConfig,
  renameReferences,
  resolveThemeColor,
  STEP_TYPES,
  NUMBER_UNIT_MAX,
  RATING_LABEL_MAX,
  RATING_SCALES,
  DATE_DAYS_MAX,
  IMAGE_CHOICE_MAX_OPTIONS,
  DATE_SLOT_LABEL_MAX,
  DATE_SLOTS_MAX,
  dateSlotId,
  YES_NO_LABEL_MAX,
  stepDefinitions,
  bookingDefinition,
  stepLogic,
  type TCalculation,
  type TCondition,
  type TEnding,
  TEXTBOX_ROWS,
  type TFormConfig,
  TILES_MAX_OPTIONS,
  type TLeafCondition,
  type TLogicRule,
  type TStep,
} from '@forms-engine/model';
import { createAnthropic } from '@ai-sdk/anthropic';
import { createOpenAI } from '@ai-sdk/openai';
import { createOpenAICompatible } from '@ai-sdk/openai-compatible';
import { APICallError, generateObject, generateText, type LanguageModel, NoObjectGeneratedError } from 'ai';
import {
  contactConfig,
  detectLanguage,
  drawableIcon,
  FONTS,
  GENERIC_DOMAIN,
  IdPool,
  NOTHING_CHANGED,
  slugify,
  submissionTexts,
  themeFor,
  uiTexts,
  uploadConfig,
} from '@forms-engine/generator';
import { z } from 'zod';
import {
  type AnalyzeInput,
  type EditResult,
  type FormGenerator,
  type GenerateInput,
  GeneratorError,
  type GeneratorLanguage,
  type TranslateInput,
} from './types.ts';

export const DEFAULT_TIMEOUT_MS = 30_000;
/** Forms of 10–20 steps fit comfortably; set explicitly because providers' defaults differ (Anthropic: 4096). */
const MAX_OUTPUT_TOKENS = 8000;

// The LLM-facing schema: every field present (nullable instead of optional) so it also works in OpenAI's strict mode.
const ZLlmOption = z.object({
  id: z.string(),
  title: z.string(),
  icon: z.string().describe('lucide icon name in PascalCase, e.g. Home, Building2, Sun'),
  emoji: z.string(),
  value: z
    .number()
    .nullable()
    .describe('the number this choice stands for in formulas (e.g. its price), else null'),
});

// Conditions use the public format's names ({step, op, value} or {all}/{any}) with every field present. Strict
// structured output cannot express "nested freely" without recursive $refs, which not every provider accepts, so
// the schema allows three levels: a rule's condition, groups inside it, and comparisons inside those.
const leafFields = {
  step: z
    .string()
    .nullable()
    .describe('the step id or calculation id it reads; null = the step the rule is on'),
  op: z.enum(CONDITION_OPS).nullable().describe('null in an all/any group'),
  value: z
    .union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()])), z.null()])
    .describe('option id, number, text, true/false, or a list for in/notIn; null for answered/skipped'),
};
const ZLlmLeaf = z.object(leafFields);
const ZLlmGroup = z.object({
  ...leafFields,
  all: z.array(ZLlmLeaf).nullable(),
  any: z.array(ZLlmLeaf).nullable(),
});
const ZLlmCondition = z.object({
  ...leafFields,
  all: z.array(ZLlmGroup).nullable().describe('every part holds; null in a comparison'),
  any: z.array(ZLlmGroup).nullable().describe('at least one part holds; null in a comparison'),
});
type TLlmCondition = z.infer<typeof ZLlmCondition>;

const ZLlmRule = z.object({
  if: ZLlmCondition,
  goTo: z.string().describe('a later step id, an ending id, or "end"'),
});

const ZLlmEnding = z.object({ id: z.string(), title: z.string(), description: z.string().nullable() });

const ZLlmCalculation = z.object({
  id: z.string(),
  label: z.string(),
  formula: z.string(),
  format: z.enum(CALCULATION_FORMATS),
  currency: z.string().nullable().describe('ISO code like USD or EUR for format currency, else null'),
  show: z.boolean().describe('shown to the respondent on the final screen'),
});

const ZLlmStep = z.object({
  id: z.string().nullable(),
  type: z.enum(STEP_TYPES),
  title: z.string().describe('a natural question'),
  subtitle: z.string(),
  required: z.boolean(),
  options: z
    .array(ZLlmOption)
    .describe('tiles, multiSelect, dropdown, followup and imageChoice only; [] otherwise'),
  multiple: z
    .boolean()
    .nullable()
    .describe('imageChoice only: true when several pictures may be chosen; else null'),
  min: z.number().nullable(),
  max: z.number().nullable(),
  step: z.number().nullable(),
  defaultValue: z.number().nullable(),
  prefix: z.string().nullable().describe('currency prefix of a slider, e.g. "$" or "€"'),
  placeholder: z.string().nullable(),
  rows: z.number().nullable(),
  followupLabel: z.string().nullable(),
  followupType: z.enum(FOLLOWUP_INPUT_TYPES).nullable(),
  unit: z.string().nullable().describe('number only: the unit shown after the number, e.g. "m²", else null'),
  integer: z
    .boolean()
    .nullable()
    .describe('number only: true for whole numbers, false when decimals are fine; else null'),
  scale: z.enum(RATING_SCALES).nullable().describe('rating only: "stars" (1-5) or "nps" (0-10), else null'),
  lowLabel: z.string().nullable().describe('rating nps only: the words under 0, else null'),
  highLabel: z.string().nullable().describe('rating nps only: the words under 10, else null'),
  excludedWeekdays: z
    .array(z.number())
    .nullable()
    .describe('date only: weekdays that cannot be picked, 0 Sunday … 6 Saturday; else null'),
  slots: z
    .array(z.string())
    .nullable()
    .describe('date only: time slots picked after the day ("08:00–10:00", "Morning"); else null'),
  yesLabel: z
    .string()
    .nullable()
    .describe('yesNo only: the Yes button\'s text when not plain "Yes", else null'),
  noLabel: z.string().nullable().describe('yesNo only: the No button\'s text when not plain "No", else null'),
  logic: z.array(ZLlmRule).describe('rules checked in order when leaving the step; [] for none'),
  otherwise: z.string().nullable().describe('where to go when no rule matches; null = the next step'),
});

export const ZLlmForm = z.object({
  title: z.string(),
  language: z.enum(['en', 'de']),
  primaryColor: z.string().nullable().describe('7-character hex like #10b981'),
  fontFamily: z.string().nullable(),
  steps: z.array(ZLlmStep),
  submitButton: z.string().nullable(),
  thankYouTitle: z.string(),
  thankYouMessage: z.string(),
  endings: z.array(ZLlmEnding).describe('tailored final screens rules can go to; [] for none'),
  calculations: z.array(ZLlmCalculation).describe('scores and price estimates; [] for none'),
});
export type TLlmForm = z.infer<typeof ZLlmForm>;

export const ZLlmEdit = ZLlmForm.extend({
  summary: z.string().describe('one sentence saying what changed'),
  iconMode: z
    .enum(['lucide', 'emoji', 'none'])
    .nullable()
    .describe('only when the instruction changes the icons'),
});
export type TLlmEdit = z.infer<typeof ZLlmEdit>;

/** Thrown by the conversion when the model's output is not a usable form; its issues go back to the model. */
class OutputIssues extends Error {
  constructor(readonly issues: string[]) {
    super(issues.join('; '));
  }
}

export function systemPrompt(language: GeneratorLanguage): string {
  const types = STEP_TYPES.map((t) => `- ${t}: ${stepDefinitions[t].generatorHint}`).join('\n');
  return [
    'You design multi-step forms for Forms Engine, an AI form builder. Answer only with the JSON object of the schema.',
    'Step types:',
    types,
    'Rules:',
    '- Ask exactly what the owner asks for, in that order; fill gaps with what a professional in that field would ask.',
    '- Titles are natural questions a person would write; subtitles help in one short sentence.',
    `- tiles have 2 to ${TILES_MAX_OPTIONS} options; with ${TILES_MAX_OPTIONS + 1} or more options use dropdown; use multiSelect when several can be picked; followup when an option needs details ("if other, ask which").`,
    `- Options have unique ids (opt_<slug>), a fitting icon name from this list only: ${Object.keys(ICON_EMOJI).join(', ')}; and an emoji.`,
    '- yesNo for a question answered yes or no ("Do you own the home?") instead of tiles with Yes and No; its conditions compare with true (yes) or false (no).',
    '- number for a count or measure the respondent types ("How many windows?", "Living area" with unit "m²"); min/max only when the owner gives them; integer false only for decimals.',
    '- date for "when would you like …" / a preferred date: min and max are days from today (min 1 = from tomorrow), excludedWeekdays (0 Sunday … 6 Saturday), slots the time windows to pick after the day ("08:00–10:00" or "Morning", "Afternoon") when the owner names them.',
    '- imageChoice when the owner wants pictures to pick from ("show pictures of …", "pick a style from photos"): 2-8 options with short titles, multiple true when several may be chosen; the owner uploads the pictures afterwards.',
    '- rating for "rate us" (scale stars, 1-5) and "how likely are you to recommend us" (scale nps, 0-10, with lowLabel/highLabel).',
    '- slider: min < max, step > 0, defaultValue between them; prefix for currencies ("$", "€"), else null.',
    '- documentInfo (the analysis of the upload) always comes directly after documentUpload.',
    '- Lead forms (quotes, bookings, requests) end with location (when the service happens on site) and contact.',
    '- Fields that do not apply to a step type are null, options are [].',
    `- Colours are 7-character hex; default #10b981. Fonts: ${FONTS.join(', ')} (default Poppins).`,
    `- Write every text in ${language === 'de' ? 'German' : 'English'} unless told otherwise.`,
    'Logic (only when the request asks to branch, skip, disqualify, or compute a price or score; otherwise logic [], otherwise null, endings [], calculations []):',
    '- Every step has a short unique id of letters, digits and _ (e.g. "bill", "roof_area"); options have values for prices.',
    '- step.logic: rules checked in order when the respondent leaves the step; the first whose "if" holds goes to "goTo": a LATER step id, an ending id, or "end" (the thank-you screen). Never jump to the same or an earlier step. step.otherwise: where to go when no rule matches (null = next step).',
    '- A condition is a comparison {"step": id or null for the step the rule is on, "op", "value", "all": null, "any": null} or a group {"all": [...]} / {"any": [...]} with step, op and value null. It may read the step itself, earlier steps or a calculation, never a later step.',
    `- Ops per step type (value in brackets):\n${logicOpsHint()}`,
    '- endings: [{id, title, description}] polite final screens for respondents who do not qualify ("Sorry, we only install on houses").',
    '- calculations: [{id, label, formula, format "currency" or "number", currency "USD"/"EUR"/null, show}]. In a formula a step id is its number: a slider its value, a choice the chosen option\'s value, a multiSelect the sum of the chosen values, a number step or a rating its number, a yesNo 1 for yes and 0 for no, unanswered 0; a calculation id its result. Syntax: numbers, + - * / %, parentheses, < <= > >= == !=, and, or, not, cond ? a : b, min, max, round, ceil, floor. show true puts it on the final screen ("Estimated price").',
  ].join('\n');
}

const VALUE_WORDS = {
  option: ['an option id', 'a list of option ids'],
  number: ['a number', 'a list of numbers'],
  text: ['text', 'a list of texts'],
  boolean: ['true/false', 'a list of true/false'],
  none: ['no value', 'no value'],
} as const;

/** Which ops fit each step type and what their value is, read from the step types' logic hooks. */
function logicOpsHint(): string {
  return STEP_TYPES.map((type) => {
    const step = createStep(type);
    const logic = stepLogic[type] as unknown as {
      ops(s: TStep): readonly (typeof CONDITION_OPS)[number][];
      valueKind(s: TStep, op: (typeof CONDITION_OPS)[number]): keyof typeof VALUE_WORDS;
    };
    const ops = logic.ops(step);
    if (ops.length === 0) return `  ${type}: none`;
    const groups = new Map<string, string[]>();
    for (const op of ops) {
      const words = VALUE_WORDS[logic.valueKind(step, op)][LIST_OPS.includes(op) ? 1 : 0];
      groups.set(words, [...(groups.get(words) ?? []), op]);
    }
    const parts = [...groups].map(([words, list]) => `${list.join(', ')} (${words})`);
    const extra = type === 'followup' ? '; a number follow-up also gt, gte, lt, lte (a number)' : '';
    const location = type === 'location' ? '; equals false = outside the service area' : '';
    return `  ${type}: ${parts.join('; ')}${extra}${location}`;
  }).join('\n');
}

/** The model's answer as a schema-valid TFormConfig, or OutputIssues saying what to fix. */
export function llmToConfig(out: TLlmForm, base?: TFormConfig): TFormConfig {
  const lang: GeneratorLanguage = out.language;
  const issues: string[] = [];
  if (out.steps.length === 0) issues.push('steps: the form has no steps');
  // Every step gets a formula-safe id; references to an id the model wrote differently (or to a step's title)
  // follow the step to its final id.
  const taken = new Set<string>();
  const renames = new Map<string, string>();
  const stepIds = out.steps.map((s) => {
    const raw = s.id?.trim() ?? '';
    if (raw && isFormulaIdentifier(raw) && raw !== 'end' && !taken.has(raw)) {
      taken.add(raw);
      return raw;
    }
    const id = idFromText(raw || s.title, taken);
    const ref = raw || s.title.trim();
    if (ref && !renames.has(ref)) renames.set(ref, id);
    return id;
  });
  for (const id of stepIds) renames.delete(id);
  const steps: TStep[] = out.steps.map((s, i) => {
    const where = `steps.${i} (${s.type} "${s.title}")`;
    const logic = s.logic.map((r, k) => llmRule(r, `${where}: rule ${k + 1}`, issues));
    const head = {
      id: stepIds[i],
      title: s.title,
      subtitle: s.subtitle,
      validation: { required: s.required },
      ...(logic.length > 0 ? { logic } : {}),
      ...(s.otherwise?.trim() ? { otherwise: s.otherwise.trim() } : {}),
    };
    const optionPool = new IdPool();
    const options = s.options.map((o) => ({
      id: optionPool.take(o.id?.trim() ? o.id.trim() : `opt_${slugify(o.title)}`),
      title: o.title,
      // Only icons the runner bundles render; another name becomes the lexicon's pick for the title.
      icon: drawableIcon(o.icon, o.title, s.title),
      emoji: o.emoji || undefined,
      ...(typeof o.value === 'number' && Number.isFinite(o.value) ? { value: o.value } : {}),
    }));
    if (!s.title.trim()) issues.push(`${where}: title is empty`);
    switch (s.type) {
      case 'tiles':
      case 'multiSelect':
      case 'dropdown':
      case 'followup': {
        if (options.length < 2) issues.push(`${where}: needs at least 2 options`);
        if (s.type === 'tiles' && options.length > TILES_MAX_OPTIONS)
          issues.push(`${where}: tiles show at most ${TILES_MAX_OPTIONS} options; use dropdown`);
        if (s.type === 'followup')
          return {
            ...head,
            type: 'followup',
            options,
            followupInput: {
              label: s.followupLabel ?? undefined,
              type: s.followupType ?? 'text',
              placeholder: s.placeholder ?? undefined,
            },
          };
        if (s.type === 'dropdown')
          return { ...head, type: 'dropdown', options, placeholder: s.placeholder ?? undefined };
        return { ...head, type: s.type, options };
      }
      case 'slider': {
        const min = s.min ?? 0;
        const max = s.max ?? 100;
        const step = s.step ?? 1;
        if (!(min < max)) issues.push(`${where}: min must be below max`);
        if (!(step > 0)) issues.push(`${where}: step must be positive`);
        const defaultValue = Math.min(max, Math.max(min, s.defaultValue ?? min));
        return {
          ...head,
          type: 'slider',
          min,
          max,
          step: step > 0 ? step : 1,
          defaultValue,
          ...(s.prefix ? { prefix: s.prefix.slice(0, 20) } : {}),
        };
      }
      case 'textbox':
        return {
          ...head,
          type: 'textbox',
          placeholder: s.placeholder ?? undefined,
          rows: Math.min(
            TEXTBOX_ROWS.max,
            Math.max(TEXTBOX_ROWS.min, Math.round(s.rows ?? TEXTBOX_ROWS.default)),
          ),
        };
      case 'location':
        return { ...head, type: 'location' };
      case 'contact':
        return { ...head, type: 'contact', config: contactConfig(lang) };
      case 'documentUpload':
        return { ...head, type: 'documentUpload', config: uploadConfig(lang) };
      case 'booking': {
        // The model never sees calendar links: an edited step keeps the owner's, a new one gets the example to replace.
        const kept = base?.steps.find((b) => b.type === 'booking' && b.id === stepIds[i]);
        const calendar = kept?.type === 'booking' ? kept : bookingDefinition.create();
        return {
          ...head,
          type: 'booking',
          provider: calendar.provider,
          url: calendar.url,
          ...(calendar.eventTypes ? { eventTypes: calendar.eventTypes } : {}),
        };
      }
      case 'documentInfo':
        if (out.steps[i - 1]?.type !== 'documentUpload')
          issues.push(`${where}: documentInfo must directly follow documentUpload`);
        return { ...head, type: 'documentInfo', config: { maxHeight: 400 } };
      case 'number': {
        const min = s.min ?? undefined;
        const max = s.max ?? undefined;
        if (min !== undefined && max !== undefined && !(min < max))
          issues.push(`${where}: min must be below max`);
        return {
          ...head,
          type: 'number',
          ...(s.unit?.trim() ? { unit: s.unit.trim().slice(0, NUMBER_UNIT_MAX) } : {}),
          ...(min !== undefined ? { min } : {}),
          ...(max !== undefined ? { max } : {}),
          ...(s.step && s.step > 0 ? { step: s.step } : {}),
          integer: s.integer ?? true,
          placeholder: s.placeholder ?? undefined,
        };
      }
      case 'rating':
        return {
          ...head,
          type: 'rating',
          scale: s.scale === 'nps' ? 'nps' : 'stars',
          ...(s.lowLabel?.trim() ? { lowLabel: s.lowLabel.trim().slice(0, RATING_LABEL_MAX) } : {}),
          ...(s.highLabel?.trim() ? { highLabel: s.highLabel.trim().slice(0, RATING_LABEL_MAX) } : {}),
        };
      case 'date': {
        const days = (n: number | null) =>
          n === null || !Number.isFinite(n) ? undefined : Math.min(DATE_DAYS_MAX, Math.max(0, Math.round(n)));
        const minDays = days(s.min);
        const maxDays = days(s.max);
        if (minDays !== undefined && maxDays !== undefined && maxDays < minDays)
          issues.push(`${where}: max must not be below min`);
        const weekdays = [
          ...new Set((s.excludedWeekdays ?? []).filter((d) => Number.isInteger(d) && d >= 0 && d <= 6)),
        ];
        const labels = (s.slots ?? []).map((l) => l.trim().slice(0, DATE_SLOT_LABEL_MAX)).filter(Boolean);
        const slots = [...new Set(labels)].slice(0, DATE_SLOTS_MAX);
        // An edited step keeps its slots' ids, so answers already given still name their slot.
        const kept = base?.steps.find((b) => b.type === 'date' && b.id === stepIds[i]);
        const keptIds = new Map(kept?.type === 'date' ? (kept.slots ?? []).map((x) => [x.label, x.id]) : []);
        const used = new Set<string>();
        const slotIds = slots.map((label, n) => {
          const id = keptIds.get(label) ?? dateSlotId(label, n);
          const unique = used.has(id) ? `${id}_${n + 1}` : id;
          used.add(unique);
          return unique;
        });
        return {
          ...head,
          type: 'date',
          minDays: minDays ?? 0,
          ...(maxDays !== undefined ? { maxDays } : {}),
          ...(weekdays.length > 0 && weekdays.length < 7 ? { excludedWeekdays: weekdays } : {}),
          ...(slots.length > 0 ? { slots: slots.map((label, n) => ({ id: slotIds[n], label })) } : {}),
        };
      }
      case 'imageChoice': {
        if (options.length < 2) issues.push(`${where}: needs at least 2 options`);
        if (options.length > IMAGE_CHOICE_MAX_OPTIONS)
          issues.push(`${where}: an image choice shows at most ${IMAGE_CHOICE_MAX_OPTIONS} pictures`);
        // The model never sees pictures: an edited step keeps the owner's uploads on the options it keeps.
        const kept = base?.steps.find((b) => b.type === 'imageChoice' && b.id === stepIds[i]);
        const pictures = new Map(kept?.type === 'imageChoice' ? kept.options.map((o) => [o.id, o]) : []);
        return {
          ...head,
          type: 'imageChoice',
          ...(s.multiple ? { multiple: true } : {}),
          options: options.map((o) => {
            const was = pictures.get(o.id);
            return was?.image ? { ...o, image: was.image, ...(was.alt ? { alt: was.alt } : {}) } : o;
          }),
        };
      }
      case 'yesNo':
        return {
          ...head,
          type: 'yesNo',
          ...(s.yesLabel?.trim() ? { yesLabel: s.yesLabel.trim().slice(0, YES_NO_LABEL_MAX) } : {}),
          ...(s.noLabel?.trim() ? { noLabel: s.noLabel.trim().slice(0, YES_NO_LABEL_MAX) } : {}),
        };
      default: {
        const never: never = s.type;
        return never;
      }
    }
  });
  if (issues.length > 0) throw new OutputIssues(issues);
  const color =
    out.primaryColor && /^#[0-9a-f]{6}$/i.test(out.primaryColor) ? out.primaryColor.toLowerCase() : undefined;
  const font = FONTS.find((f) => f.toLowerCase() === out.fontFamily?.toLowerCase());
  const theme = base?.theme ?? themeFor(color, font);
  const ui = base && base.language === lang ? base.ui : uiTexts(lang);
  const texts = lang === 'de' ? DE_TEXTS : EN_TEXTS;
  const endings: TEnding[] = out.endings.map((e) => ({
    id: e.id.trim(),
    title: e.title,
    ...(e.description?.trim() ? { description: e.description } : {}),
  }));
  const calculations: TCalculation[] = out.calculations.map((c) => ({
    id: c.id.trim(),
    label: c.label,
    formula: c.formula,
    format: c.format,
    ...(c.format === 'currency' && c.currency?.trim() ? { currency: c.currency.trim().toUpperCase() } : {}),
    ...(c.show ? { show: true } : {}),
  }));
  const logicConfig = renameReferences(
    {
      steps,
      ...(endings.length > 0 ? { endings } : {}),
      ...(calculations.length > 0 ? { calculations } : {}),
    },
    renames,
  );
  const config = {
    ...(base?.id !== undefined ? { id: base.id } : {}),
    title: out.title,
    language: lang,
    ...logicConfig,
    theme: {
      ...theme,
      colors: { ...theme?.colors, primary: color ?? theme?.colors?.primary ?? resolveThemeColor('emerald') },
      font: {
        size: 'medium' as const,
        weight: 400,
        ...theme?.font,
        family: font ?? theme?.font?.family ?? 'Poppins',
      },
    },
    ui: { ...ui, buttons: { ...ui?.buttons, ...(out.submitButton ? { submit: out.submitButton } : {}) } },
    submission: {
      ...submissionTexts(GENERIC_DOMAIN, lang),
      title: out.thankYouTitle || texts.thankYouTitle,
      description: out.thankYouMessage || texts.thankYouDescription,
    },
  };
  try {
    return normalizeConfig(config);
  } catch (e) {
    if (e instanceof ConfigError) throw new OutputIssues(e.issues.length > 0 ? e.issues : [e.message]);
    throw e;
  }
}

type LlmConditionLike = {
  step: string | null;
  op: TLeafCondition['op'] | null;
  value: TLeafCondition['value'] | null;
  all?: LlmConditionLike[] | null;
  any?: LlmConditionLike[] | null;
};

/** A condition of the model's answer in the public format (nulls dropped), or an issue saying what is missing. */
function llmCondition(c: LlmConditionLike, where: string, issues: string[]): TCondition {
  if (c.all && c.all.length > 0) return { all: c.all.map((p) => llmCondition(p, where, issues)) };
  if (c.any && c.any.length > 0) return { any: c.any.map((p) => llmCondition(p, where, issues)) };
  if (!c.op) {
    issues.push(`${where}: a condition needs an "op", or a non-empty "all" or "any"`);
    return { op: 'answered' };
  }
  const step = c.step?.trim();
  return {
    ...(step ? { step } : {}),
    op: c.op,
    ...(c.value !== null && c.value !== undefined ? { value: c.value } : {}),
  };
}

function llmRule(r: { if: TLlmCondition; goTo: string }, where: string, issues: string[]): TLogicRule {
  return { if: llmCondition(r.if, where, issues), goTo: r.goTo.trim() };
}

/** A condition in the LLM-facing shape (every field present). */
function conditionToLlm(c: TCondition): TLlmCondition {
  const none = { step: null, op: null, value: null, all: null, any: null };
  if (isAllCondition(c)) return { ...none, all: c.all.map(conditionToLlm) };
  if (isAnyCondition(c)) return { ...none, any: c.any.map(conditionToLlm) };
  const leaf = c as TLeafCondition;
  return { ...none, step: leaf.step ?? null, op: leaf.op, value: leaf.value ?? null };
}

/** The current form in the LLM-facing shape, for edit prompts. */
export function configToLlm(config: TFormConfig): TLlmForm {
  return {
    title: config.title ?? '',
    // The model's form shape speaks en/de; a French, Spanish or Italian form is shown to it as English.
    language: config.language === 'de' ? 'de' : 'en',
    primaryColor: config.theme?.colors?.primary ?? null,
    fontFamily: config.theme?.font?.family ?? null,
    submitButton: config.ui?.buttons?.submit ?? null,
    thankYouTitle: config.submission?.title ?? '',
    thankYouMessage: config.submission?.description ?? '',
    endings: (config.endings ?? []).map((e) => ({
      id: e.id,
      title: e.title,
      description: e.description ?? null,
    })),
    calculations: (config.calculations ?? []).map((c) => ({
      id: c.id,
      label: c.label,
      formula: c.formula,
      format: c.format ?? 'number',
      currency: c.currency ?? null,
      show: c.show ?? false,
    })),
    steps: config.steps.map((s) => ({
      id: s.id ?? null,
      type: s.type,
      title: s.title,
      subtitle: s.subtitle ?? '',
      required: s.validation?.required ?? !stepDefinitions[s.type].isOptional(s as never),
      options:
        'options' in s
          ? s.options.map((o) => ({
              id: o.id,
              title: o.title,
              icon: o.icon ?? 'Circle',
              emoji: o.emoji ?? '',
              value: o.value ?? null,
            }))
          : [],
      min:
        s.type === 'slider' || s.type === 'number'
          ? (s.min ?? null)
          : s.type === 'date'
            ? (s.minDays ?? 0)
            : null,
      max:
        s.type === 'slider' || s.type === 'number'
          ? (s.max ?? null)
          : s.type === 'date'
            ? (s.maxDays ?? null)
            : null,
      step: s.type === 'slider' || s.type === 'number' ? (s.step ?? null) : null,
      defaultValue: s.type === 'slider' ? (s.defaultValue ?? null) : null,
      prefix: s.type === 'slider' ? (s.prefix ?? null) : null,
      placeholder:
        s.type === 'textbox' || s.type === 'dropdown' || s.type === 'number' ? (s.placeholder ?? null) : null,
      rows: s.type === 'textbox' ? (s.rows ?? null) : null,
      followupLabel: s.type === 'followup' ? (s.followupInput?.label ?? null) : null,
      followupType: s.type === 'followup' ? (s.followupInput?.type ?? null) : null,
      unit: s.type === 'number' ? (s.unit ?? null) : null,
      integer: s.type === 'number' ? (s.integer ?? null) : null,
      scale: s.type === 'rating' ? (s.scale ?? 'stars') : null,
      lowLabel: s.type === 'rating' ? (s.lowLabel ?? null) : null,
      highLabel: s.type === 'rating' ? (s.highLabel ?? null) : null,
      multiple: s.type === 'imageChoice' ? (s.multiple ?? false) : null,
      excludedWeekdays: s.type === 'date' ? (s.excludedWeekdays ?? null) : null,
      slots: s.type === 'date' && s.slots ? s.slots.map((slot) => slot.label) : null,
      yesLabel: s.type === 'yesNo' ? (s.yesLabel ?? null) : null,
      noLabel: s.type === 'yesNo' ? (s.noLabel ?? null) : null,
      logic: (s.logic ?? []).map((r) => ({ if: conditionToLlm(r.if), goTo: r.goTo })),
      otherwise: s.otherwise ?? null,
    })),
  };
}

/** A translation as the model returns it: a list, which structured outputs handle better than a map. */
const ZLlmTranslation = z.object({
  texts: z.array(z.object({ key: z.string(), text: z.string() })),
});

export interface LlmGeneratorOptions {
  model: LanguageModel;
  name: string;
  timeoutMs?: number;
}

export class LlmGenerator implements FormGenerator {
  readonly name: string;
  private readonly model: LanguageModel;
  private readonly timeoutMs: number;

  constructor(opts: LlmGeneratorOptions) {
    this.model = opts.model;
    this.name = opts.name;
    this.timeoutMs = opts.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async generate(input: GenerateInput): Promise<TFormConfig> {
    const prompt = input.prompt.trim();
    if (!prompt) throw new GeneratorError('not_understood', 'Please describe the form you want.');
    const lang = input.language ?? detectLanguage(prompt);
    const user = `Create a form for this request (write it in ${lang === 'de' ? 'German' : 'English'}):\n${prompt}`;
    return this.structured(ZLlmForm, systemPrompt(lang), user, (o) => llmToConfig(o));
  }

  async edit(config: TFormConfig, instruction: string): Promise<EditResult> {
    const lang = config.language === 'de' ? 'de' : 'en';
    const user = [
      'Here is the current form:',
      JSON.stringify(configToLlm(config)),
      '',
      `Apply this instruction and return the complete updated form plus a one-sentence summary: ${instruction}`,
      'Keep ids, options and texts that the instruction does not touch.',
    ].join('\n');
    return this.structured(ZLlmEdit, systemPrompt(lang), user, (o) => {
      const edited = llmToConfig(o, config);
      const changed = !configsEqual(edited, config) || Boolean(o.iconMode);
      // The model writes one English sentence; the German summary repeats it rather than guess a translation.
      return {
        config: edited,
        summary: changed ? o.summary : NOTHING_CHANGED[0],
        summaryDe: changed ? o.summary : NOTHING_CHANGED[1],
        changes: changed ? [{ en: o.summary, de: o.summary }] : [],
        changed,
        ...(o.iconMode ? { iconMode: o.iconMode } : {}),
      };
    });
  }

  async analyze(input: AnalyzeInput): Promise<string> {
    const lang = input.language ?? detectLanguage(input.documentText || JSON.stringify(input.formResponses));
    const signal = AbortSignal.timeout(this.timeoutMs);
    try {
      const { text } = await generateText({
        model: this.model,
        maxRetries: 0,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        abortSignal: signal,
        system: `You analyse documents that respondents upload to a form. Write a structured plain-text analysis with short headings and bullet points, quoting the figures (amounts, kWh, dates, percentages) and key facts you find. Write in ${lang === 'de' ? 'German' : 'English'}.`,
        prompt: [
          input.contentPrompt ? `Focus: ${input.contentPrompt}` : '',
          `Answers: ${JSON.stringify(input.formResponses)}`,
          input.estimates?.length
            ? `Estimates computed from the answers (state them as given): ${input.estimates.map((e) => `${e.label}: ${e.display}`).join('; ')}`
            : '',
          `Document text:\n${input.documentText.slice(0, 50_000) || '(no text)'}`,
        ].join('\n\n'),
      });
      return text;
    } catch (e) {
      throw toGeneratorError(e, signal);
    }
  }

  async translate(input: TranslateInput): Promise<Record<string, string>> {
    const names: Record<string, string> = {
      en: 'English',
      de: 'German',
      fr: 'French',
      es: 'Spanish',
      it: 'Italian',
    };
    const system = `You translate the texts of a web form from ${names[input.from] ?? input.from} into ${names[input.to] ?? input.to}. Keep {{…}} references, numbers and placeholders exactly as they are. Return every key with its translation.`;
    const user = JSON.stringify(Object.entries(input.texts).map(([key, text]) => ({ key, text })));
    return this.structured(ZLlmTranslation, system, user, (o) =>
      Object.fromEntries(
        o.texts.filter((t) => Object.hasOwn(input.texts, t.key) && t.text.trim()).map((t) => [t.key, t.text]),
      ),
    );
  }

  /** One call, then (if the output was unusable) one repair call that sends the problems back. */
  private async structured<S extends z.ZodType, R>(
    schema: S,
    system: string,
    prompt: string,
    convert: (o: z.infer<S>) => R,
  ): Promise<R> {
    const signal = AbortSignal.timeout(this.timeoutMs);
    let issues: string[];
    let previous: string;
    try {
      const { object } = await generateObject({
        model: this.model,
        schema,
        system,
        prompt,
        abortSignal: signal,
        maxRetries: 0,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
      });
      try {
        return convert(object as z.infer<S>);
      } catch (e) {
        if (!(e instanceof OutputIssues)) throw e;
        issues = e.issues;
        previous = JSON.stringify(object);
      }
    } catch (e) {
      if (!NoObjectGeneratedError.isInstance(e)) throw toGeneratorError(e, signal);
      issues = describeNoObject(e);
      previous = e.text ?? '';
    }
    try {
      const { object } = await generateObject({
        model: this.model,
        schema,
        system,
        abortSignal: signal,
        maxRetries: 0,
        maxOutputTokens: MAX_OUTPUT_TOKENS,
        messages: [
          { role: 'user', content: prompt },
          { role: 'assistant', content: previous || '(no usable output)' },
          {
            role: 'user',
            content: `That output is not a valid form. Problems:\n- ${issues.join('\n- ')}\nReturn the complete corrected JSON object.`,
          },
        ],
      });
      return convert(object as z.infer<S>);
    } catch (e) {
      if (e instanceof OutputIssues)
        throw new GeneratorError(
          'invalid_output',
          `The AI model returned an invalid form twice: ${e.issues.slice(0, 3).join('; ')}`,
        );
      if (NoObjectGeneratedError.isInstance(e))
        throw new GeneratorError(
          'invalid_output',
          `The AI model returned an invalid form twice: ${describeNoObject(e).slice(0, 3).join('; ')}`,
        );
      throw toGeneratorError(e, signal);
    }
  }
}

function describeNoObject(e: NoObjectGeneratedError): string[] {
  const cause = e.cause as
    | { issues?: { path: PropertyKey[]; message: string }[]; message?: string }
    | undefined;
  const zodIssues =
    cause?.issues ??
    (cause && 'cause' in cause
      ? (cause.cause as { issues?: { path: PropertyKey[]; message: string }[] })?.issues
      : undefined);
  if (zodIssues?.length)
    return zodIssues.slice(0, 10).map((i) => `${i.path.map(String).join('.') || '(root)'}: ${i.message}`);
  return [cause?.message ?? e.message];
}

function toGeneratorError(e: unknown, signal: AbortSignal): GeneratorError {
  if (e instanceof GeneratorError) return e;
  if (signal.aborted || (e instanceof Error && (e.name === 'AbortError' || e.name === 'TimeoutError')))
    return new GeneratorError(
      'timeout',
      'The AI model did not answer in time. Nothing was charged; please try again.',
    );
  if (APICallError.isInstance(e))
    return new GeneratorError(
      'provider_error',
      `The AI provider returned an error${e.statusCode ? ` (${e.statusCode})` : ''}: ${e.message}`,
    );
  return new GeneratorError(
    'provider_error',
    `The AI provider failed: ${e instanceof Error ? e.message : String(e)}`,
  );
}

export interface LlmProviderConfig {
  provider: 'openai' | 'anthropic' | 'openai-compatible';
  model?: string;
  baseUrl?: string;
  apiKey?: string;
  timeoutMs?: number;
}

export const DEFAULT_MODELS = { openai: 'gpt-4o-mini', anthropic: 'claude-sonnet-4-5' } as const;

export function createLlmGenerator(cfg: LlmProviderConfig): LlmGenerator {
  let model: LanguageModel;
  switch (cfg.provider) {
    case 'openai':
      model = createOpenAI({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl })(cfg.model ?? DEFAULT_MODELS.openai);
      break;
    case 'anthropic':
      model = createAnthropic({ apiKey: cfg.apiKey, baseURL: cfg.baseUrl })(
        cfg.model ?? DEFAULT_MODELS.anthropic,
      );
      break;
    case 'openai-compatible': {
      if (!cfg.baseUrl)
        throw new Error(
          'AI_BASE_URL is required for AI_PROVIDER=openai-compatible (e.g. http://localhost:11434/v1)',
        );
      if (!cfg.model) throw new Error('AI_MODEL is required for AI_PROVIDER=openai-compatible');
      model = createOpenAICompatible({
        name: 'openai-compatible',
        baseURL: cfg.baseUrl,
        apiKey: cfg.apiKey,
        supportsStructuredOutputs: true,
      }).chatModel(cfg.model);
      break;
    }
    default: {
      const never: never = cfg.provider;
      throw new Error(`Unknown AI provider ${String(never)}`);
    }
  }
  return new LlmGenerator({
    model,
    name: `${cfg.provider}:${cfg.model ?? DEFAULT_MODELS[cfg.provider as 'openai'] ?? ''}`,
    timeoutMs: cfg.timeoutMs,
  });
}
