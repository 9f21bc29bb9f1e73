// A/B test assignment in the respondent's frame: once per visitor, weighted at random, kept in the frame's own
// storage beside the resume record, so a reload or a return visit shows the same variant (docs/ab-tests.md).
import type { EmbedForm } from './load-form.ts';

type Store = Pick<Storage, 'getItem' | 'setItem'>;

interface TestVariant {
  key: string;
  weight: number;
  config: unknown;
}

/** The storage key's prefix; the form id follows (as the resume record's). */
const VARIANT_KEY_PREFIX = 'fe-variant:';

/** The running test of a public payload (`abTest`), or null when none runs or it is malformed. */
export function abTestOf(value: unknown): { id: number; variants: TestVariant[] } | null {
  const t = value as { id?: unknown; variants?: unknown } | null | undefined;
  if (!t || typeof t.id !== 'number' || !Array.isArray(t.variants)) return null;
  const variants = t.variants.filter(
    (v): v is TestVariant =>
      typeof v?.key === 'string' && typeof v.weight === 'number' && v.weight > 0 && v.config != null,
  );
  return variants.length ? { id: t.id, variants } : null;
}

/** Picks a key by weight with a number in [0, 1). */
export function pickByWeight(variants: readonly { key: string; weight: number }[], r: number): string {
  const total = variants.reduce((sum, v) => sum + v.weight, 0);
  let at = r * total;
  for (const v of variants) {
    at -= v.weight;
    if (at < 0) return v.key;
  }
  return variants[variants.length - 1].key;
}

function stored(storage: Store | null | undefined, formId: number, testId: number): string | null {
  try {
    const raw = storage?.getItem(`${VARIANT_KEY_PREFIX}${formId}`);
    const record = raw ? (JSON.parse(raw) as { testId?: unknown; key?: unknown }) : null;
    return record?.testId === testId && typeof record.key === 'string' ? record.key : null;
  } catch {
    return null;
  }
}

/**
 * The form as this visitor sees it: with a running test, the variant stored for this test, else one drawn now
 * and stored (blocked storage draws again next time). The URL never chooses: a link cannot pick a variant.
 */
export function withVariant(
  form: EmbedForm,
  testValue: unknown,
  storage: Store | null | undefined,
  random: () => number = Math.random,
): EmbedForm {
  const test = abTestOf(testValue);
  if (!test || form.id === null) return form;
  const kept = stored(storage, form.id, test.id);
  // One number per visitor, drawn outside the search (drawn per variant tried, no variant might match it).
  const key = test.variants.some((v) => v.key === kept) ? kept : pickByWeight(test.variants, random());
  const variant = test.variants.find((v) => v.key === key);
  if (!variant) return form;
  if (variant.key !== kept) {
    try {
      storage?.setItem(
        `${VARIANT_KEY_PREFIX}${form.id}`,
        JSON.stringify({ testId: test.id, key: variant.key }),
      );
    } catch {
      // Blocked or full storage: this visit still shows one variant throughout.
    }
  }
  return { ...form, config: variant.config, variant: variant.key };
}
