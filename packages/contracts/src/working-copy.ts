// The owner's working copy of a form record (zod-free, so list screens can read it without the schemas).
import type { FormRecord } from './forms.types.ts';

/** The config the owner edits: the draft when it has unpublished changes, else the published one. */
export function workingConfig(form: Pick<FormRecord, 'config' | 'draftConfig'>): unknown {
  return form.draftConfig !== undefined && form.draftConfig !== null ? form.draftConfig : form.config;
}

/** The colour the owner edits: the draft's when it differs from the live one. */
export function workingColor(form: Pick<FormRecord, 'color' | 'draftColor'>): string {
  return form.draftColor ?? form.color;
}
