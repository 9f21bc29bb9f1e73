// Publishing and restoring: the calls that change what respondents get, with the caches they make stale.
import type { FormRecord } from '@forms-engine/forms';
import { api } from './api.ts';
import { invalidateForms } from './forms.ts';

/** Publishes the stored draft (POST /api/forms/{id}/publish); the answer is the updated owner record. */
export async function publishDraft(formId: number): Promise<FormRecord> {
  const a = await api<{ form: FormRecord }>('POST', `/api/forms/${formId}/publish`);
  await invalidateForms();
  return a.form;
}

/** Republishes a kept version as the newest one; the draft becomes that version. */
export async function restoreVersion(formId: number, version: number): Promise<FormRecord> {
  const a = await api<{ form: FormRecord }>('POST', `/api/forms/${formId}/versions/${version}/restore`);
  await invalidateForms();
  return a.form;
}

/** Throws the draft away: the working copy becomes the live version again. */
export async function discardDraft(formId: number): Promise<FormRecord> {
  const a = await api<{ form: FormRecord }>('DELETE', `/api/forms/${formId}/draft`);
  await invalidateForms();
  return a.form;
}

/** Saves the working copy without publishing it. */
export async function saveDraft(formId: number, config: unknown): Promise<FormRecord> {
  const a = await api<{ form: FormRecord }>('PUT', `/api/forms/${formId}/draft`, { config });
  await invalidateForms();
  return a.form;
}
