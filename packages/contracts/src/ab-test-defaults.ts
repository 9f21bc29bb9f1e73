// A/B test names and defaults the owner app needs too, in a module without schemas (its screens bundle no zod).

/** Variant keys: A is the published form when a test starts, the others start as copies of it. */
export const AB_VARIANT_KEYS = ['A', 'B', 'C', 'D'] as const;

/** Defaults of a new test: threshold in percent; the minimum sample is per variant, counted in visitors. */
export const AB_DEFAULTS = { threshold: 95, minSample: 100, autoPromote: false } as const;
