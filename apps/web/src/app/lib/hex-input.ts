// The colour dialog's hex input: what the user may type, and when it is a usable colour.
import { isValidHexInput, normalizeHex } from '@forms-engine/model';

export const HEX_INPUT_MAX_LENGTH = 7;

/** Keeps a leading '#', hex digits only, at most 7 characters. */
export function sanitizeHexInput(text: string): string {
  const digits = text.replace(/[^0-9a-fA-F]/g, '').slice(0, HEX_INPUT_MAX_LENGTH - 1);
  return `#${digits}`;
}

/** The colour the picker should show for typed text, or null while the text is not 3 or 6 hex digits. */
export function hexInputColor(text: string): string | null {
  return isValidHexInput(text) ? normalizeHex(text) : null;
}
