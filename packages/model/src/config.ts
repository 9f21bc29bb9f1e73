// The form configuration: steps, theme, interface texts and submission screen — one schema for client and server.
import { z } from 'zod';
import { unwrapConfig } from './config-shape.ts';
import { HIDDEN_FIELD_NAME, MAX_HIDDEN_FIELDS } from './hidden-fields.ts';
import { ensureStepIds } from './logic/build.ts';
import { checkLogic } from './logic/check.ts';
import { checkPiping } from './piping.ts';
import { ZCalculation, ZEnding } from './logic/schema.ts';
import { COLOR_NAMES, contrastRatio, MIN_TEXT_CONTRAST, normalizeHex } from './theme/color.ts';
import { FONTS } from './theme/fonts.ts';
import { BUTTON_STYLES, MAX_RADIUS, THEME_PRESET_IDS } from './theme/presets.ts';
import { type TStep, ZStep } from './steps/index.ts';
import { RESPONDENT_LANGUAGES } from './translations.ts';

export const ICON_MODES = ['lucide', 'emoji', 'none'] as const;
export const ZIconMode = z.enum(ICON_MODES);
export type TIconMode = z.infer<typeof ZIconMode>;

export const LANGUAGES = ['en', 'de'] as const;
export const ZLanguage = z.enum(LANGUAGES);
export type TLanguage = z.infer<typeof ZLanguage>;

export const FONT_SIZES = ['small', 'medium', 'large'] as const;

export const THEME_COLOR_MESSAGE =
  'Theme colours must be a hex value like #10b981 or a colour name such as blue';
export const THEME_FONT_MESSAGE = `Font must be one of: ${FONTS.join(', ')}`;
export const THEME_RADIUS_MESSAGE = `Corner radius must be a whole number of pixels from 0 to ${MAX_RADIUS}`;
export const THEME_BUTTON_STYLE_MESSAGE = 'Button style must be filled or outline';
export const THEME_PRESET_MESSAGE = `Theme preset must be one of: ${THEME_PRESET_IDS.join(', ')}`;
export const FONT_WEIGHTS = [
  'normal',
  'bold',
  '100',
  '200',
  '300',
  '400',
  '500',
  '600',
  '700',
  '800',
  '900',
] as const;

/** Why a text colour is refused on its background, in the owner's words. */
export function textContrastMessage(ratio: number): string {
  return `Text colour is too close to the background colour to read (contrast ${ratio.toFixed(1)}:1; at least ${MIN_TEXT_CONTRAST}:1 is needed)`;
}

/**
 * A theme colour: one of the 22 colour names or a hex value. Checked, not rewritten, so the runner's zod-free
 * prepareConfig reads stored configs exactly as the server does.
 */
const ZThemeColor = z.string({ error: THEME_COLOR_MESSAGE }).refine(
  (v) => {
    const value = v.trim().toLowerCase();
    return value.length <= 50 && (Object.hasOwn(COLOR_NAMES, value) || normalizeHex(value) !== null);
  },
  { error: THEME_COLOR_MESSAGE },
);

/** One of the 20 fonts the builder offers (any letter case). */
const ZThemeFont = z
  .string({ error: THEME_FONT_MESSAGE })
  .refine((v) => FONTS.some((f) => f.toLowerCase() === v.trim().toLowerCase()), {
    error: THEME_FONT_MESSAGE,
  });

export const ZTheme = z
  .object({
    colors: z
      .object({
        primary: ZThemeColor.optional(),
        secondary: ZThemeColor.optional(),
        accent: ZThemeColor.optional(),
        text: z
          .object({
            dark: ZThemeColor.optional(),
            light: ZThemeColor.optional(),
            muted: ZThemeColor.optional(),
          })
          .optional(),
        background: z
          .object({
            light: ZThemeColor.optional(),
            white: ZThemeColor.optional(),
          })
          .optional(),
      })
      .optional(),
    font: z
      .object({
        family: ZThemeFont.optional(),
        size: z.enum(FONT_SIZES, { error: 'Font size must be small, medium or large' }).default('medium'),
        weight: z
          .union([z.number().int().min(100).max(900).multipleOf(100), z.enum(FONT_WEIGHTS)], {
            error: 'Font weight must be normal, bold or a multiple of 100 from 100 to 900',
          })
          .default(400),
      })
      .optional(),
    /** The named look the theme started from (the builder highlights it); the values above are what apply. */
    preset: z.enum(THEME_PRESET_IDS, { error: THEME_PRESET_MESSAGE }).optional(),
    buttonStyle: z.enum(BUTTON_STYLES, { error: THEME_BUTTON_STYLE_MESSAGE }).optional(),
    radius: z
      .number({ error: THEME_RADIUS_MESSAGE })
      .int({ error: THEME_RADIUS_MESSAGE })
      .min(0, { error: THEME_RADIUS_MESSAGE })
      .max(MAX_RADIUS, { error: THEME_RADIUS_MESSAGE })
      .optional(),
  })
  .superRefine((theme, ctx) => {
    // Text the respondent cannot read is refused, not rendered: WCAG AA asks 4.5:1 for body text.
    const text = theme.colors?.text?.dark;
    const background = theme.colors?.background?.white;
    const ratio = text && background ? contrastRatio(text, background) : null;
    if (ratio !== null && ratio < MIN_TEXT_CONTRAST) {
      ctx.addIssue({
        code: 'custom',
        path: ['colors', 'text', 'dark'],
        message: textContrastMessage(ratio),
      });
    }
  })
  .optional();
export type TTheme = z.infer<typeof ZTheme>;

const text = z.string().max(2000).optional();

export const ZUiTexts = z
  .object({
    buttons: z
      .object({
        next: text,
        skip: text,
        submit: text,
        startOver: text,
        submitting: text,
        check: text,
        checking: text,
        back: text,
      })
      .partial()
      .optional(),
    messages: z
      .object({
        optional: text,
        required: text,
        invalidEmail: text,
        submitError: text,
        thankYou: text,
        submitAnother: text,
        multiSelectHint: text,
        loadError: text,
        thisFieldRequired: text,
        enterValidEmail: text,
      })
      .partial()
      .optional(),
    location: z.object({ availableIn: text, notAvailable: text }).partial().optional(),
    contact: z.object({ title: text, description: text, email: text, phone: text }).partial().optional(),
  })
  .optional();
export type TUiTexts = z.infer<typeof ZUiTexts>;

export const ZSubmission = z
  .object({
    title: z.string().max(1000).optional(),
    description: z.string().max(4000).optional(),
    steps: z
      .array(z.object({ title: z.string().max(1000), description: z.string().max(4000).optional() }))
      .max(20)
      .optional(),
  })
  .optional();
export type TSubmission = z.infer<typeof ZSubmission>;

export const MAX_STEPS = 100;

/** Most texts one language of a form may translate (a form of 100 steps with 20 options each stays below). */
export const MAX_TRANSLATED_TEXTS = 5000;

/** Per added language, the form's texts by key (see translations.ts); a missing key reads in the default language. */
export const ZTranslations = z
  .partialRecord(
    z.enum(RESPONDENT_LANGUAGES),
    z
      .record(z.string().max(500), z.string().max(4000))
      .refine((texts) => Object.keys(texts).length <= MAX_TRANSLATED_TEXTS, {
        error: `a language may translate at most ${MAX_TRANSLATED_TEXTS} texts`,
      }),
  )
  .optional();

export const MAX_ENDINGS = 20;
export const MAX_CALCULATIONS = 20;

export const ZFormConfig = z
  .object({
    id: z.union([z.string().max(200), z.number()]).optional(),
    steps: z.array(ZStep).max(MAX_STEPS),
    theme: ZTheme,
    ui: ZUiTexts,
    submission: ZSubmission,
    /**
     * Language of the texts, any the runner speaks (a form generated from a French prompt is French); the runner
     * picks default texts from it. The form's own `language` property (the lookup key of old embed links) stays
     * en/de.
     */
    language: z.enum(RESPONDENT_LANGUAGES).optional(),
    /** The other languages respondents may read the form in (docs/languages.md). */
    translations: ZTranslations,
    /** Shows respondents a switch between the form's languages. */
    languageSwitch: z.boolean().optional(),
    title: z.string().max(500).optional(),
    /** Tailored final screens a rule can go to (see docs/logic.md). */
    endings: z.array(ZEnding).max(MAX_ENDINGS).optional(),
    /** Scores and price estimates computed from the answers (see docs/logic.md). */
    calculations: z.array(ZCalculation).max(MAX_CALCULATIONS).optional(),
    /** Hidden fields (utm_source, gclid, …) filled from the URL and stored under `_hidden` (docs/lead-capture.md). */
    hiddenFields: z
      .array(
        z.string().regex(HIDDEN_FIELD_NAME, {
          error: 'a hidden field name is 1 to 64 letters, digits, _ or -',
        }),
        { error: 'hiddenFields must be a list of names' },
      )
      .max(MAX_HIDDEN_FIELDS, { error: `hiddenFields may declare at most ${MAX_HIDDEN_FIELDS} names` })
      .optional(),
  })
  .superRefine((config, ctx) => {
    const seen = new Set<string>();
    (config.hiddenFields ?? []).forEach((name, i) => {
      if (seen.has(name))
        ctx.addIssue({ code: 'custom', path: ['hiddenFields', i], message: `"${name}" is declared twice` });
      seen.add(name);
    });
    // {{…}} references in titles, subtitles, submission and ending texts must name something that exists.
    for (const issue of checkPiping(config)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, params: { logic: true } });
    }
    // Logic is checked as a whole (targets, ops, formulas, circles) once the shapes are valid.
    for (const issue of checkLogic(config)) {
      ctx.addIssue({ code: 'custom', path: issue.path, message: issue.message, params: { logic: true } });
    }
  });
export type TFormConfig = z.infer<typeof ZFormConfig>;

export class ConfigError extends Error {
  constructor(
    message: string,
    readonly issues: string[] = [],
  ) {
    super(message);
    this.name = 'ConfigError';
  }
}

export type NormalizeResult =
  | { ok: true; config: TFormConfig }
  | { ok: false; error: string; issues: string[] };

function describeIssues(error: z.ZodError, raw: Record<string, unknown>): string[] {
  const steps = Array.isArray(raw.steps) ? raw.steps : [];
  return error.issues.slice(0, 10).map((i) => {
    // Logic messages already name the step or calculation; a zod path in front would only add noise.
    if (i.code === 'custom' && (i as { params?: { logic?: boolean } }).params?.logic) return i.message;
    const [head, index, ...rest] = i.path;
    if (head === 'steps' && typeof index === 'number') {
      // Name the step as people see it (number and title), then the field inside it.
      const title = (steps[index] as { title?: unknown } | undefined)?.title;
      const name =
        typeof title === 'string' && title.trim()
          ? `Step ${index + 1} "${title.trim().slice(0, 80)}"`
          : `Step ${index + 1}`;
      return `${name}${rest.length ? ` (${rest.join('.')})` : ''}: ${i.message}`;
    }
    return `${i.path.join('.') || '(root)'}: ${i.message}`;
  });
}

/** Parses any accepted shape into a valid TFormConfig, or explains what is wrong. */
export function safeNormalizeConfig(input: unknown): NormalizeResult {
  const raw = unwrapConfig(input);
  if (!raw) return { ok: false, error: 'Form configuration must be an object with steps', issues: [] };
  if (raw.steps === undefined) return { ok: false, error: 'Form configuration has no steps', issues: [] };
  const parsed = ZFormConfig.safeParse(raw);
  if (!parsed.success) {
    const issues = describeIssues(parsed.error, raw);
    return { ok: false, error: `Invalid form configuration: ${issues[0] ?? 'unknown problem'}`, issues };
  }
  // Every step gets its id now, once: answers are kept under it whatever later happens to the question.
  return { ok: true, config: ensureStepIds(parsed.data) };
}

export function normalizeConfig(input: unknown): TFormConfig {
  const result = safeNormalizeConfig(input);
  if (!result.ok) throw new ConfigError(result.error, result.issues);
  return result.config;
}

/** Steps of a config that may be malformed, for screens that must not crash on bad data. */
export function stepsOf(config: TFormConfig | null | undefined): TStep[] {
  return config?.steps ?? [];
}
