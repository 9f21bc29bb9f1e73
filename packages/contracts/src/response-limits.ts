// Limits of the responses routes that the owner app needs too, in a module without schemas (its screens bundle no zod).

/** Responses one request may delete, at most. */
export const DELETE_RESPONSES_MAX = 500;
/** Digits a phone number for an erasure must have, at least (fewer would match too much). */
export const ERASE_PHONE_MIN_DIGITS = 6;
