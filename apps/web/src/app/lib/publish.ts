// Publishing and restoring: the calls that change what respondents get, with the caches they make stale.
import type { FormRecord } from '@forms-engine/contracts';
import {
  discardDraft as discardDraftRoute,
  publishDraft as publishDraftRoute,
  restoreVersion as restoreVersionRoute,
  saveDraft as saveDraftRoute,
} from '@forms-engine/contracts/client';
import { useToast } from '@forms-engine/ui';
import { useMutation } from '@tanstack/react-query';
import { call, errorText } from './api.ts';
import { invalidateForms } from './forms.ts';

/** Publishes the stored draft (POST /api/forms/{id}/publish); the answer is the updated owner record. */
export async function publishDraft(formId: number): Promise<FormRecord> {
  const a = await call(publishDraftRoute, { params: { id: formId } });
  await invalidateForms();
  return a.form;
}

/**
 * The Publish buttons (dashboard card, preview, share panel, alternate edit screen): `mutate(formId)` publishes the
 * stored draft, `isPending` drives the button, success shows "Form published" with `description`, failure an error toast.
 */
export function usePublishDraft(description: string, onPublished?: (form: FormRecord) => void) {
  const { toast } = useToast();
  return useMutation({
    mutationFn: (formId: number) => publishDraft(formId),
    onSuccess: (form) => {
      toast({ title: 'Form published', description });
      onPublished?.(form);
    },
    onError: (e) => toast({ title: 'Error', description: errorText(e), variant: 'destructive' }),
  });
}

/** Republishes a kept version as the newest one; the draft becomes that version. */
export async function restoreVersion(formId: number, version: number): Promise<FormRecord> {
  const a = await call(restoreVersionRoute, { params: { id: formId, version } });
  await invalidateForms();
  return a.form;
}

/** Throws the draft away: the working copy becomes the live version again. */
export async function discardDraft(formId: number): Promise<FormRecord> {
  const a = await call(discardDraftRoute, { params: { id: formId } });
  await invalidateForms();
  return a.form;
}

/** Saves the working copy without publishing it. */
export async function saveDraft(formId: number, config: unknown): Promise<FormRecord> {
  const a = await call(saveDraftRoute, { params: { id: formId }, body: { config } });
  await invalidateForms();
  return a.form;
}
