// The owner's requests that take leads out — delete one or a selection, mark as spam, erase a person's data — as
// mutations that refresh every list, count and dashboard card they change.
import type { TEraseInput } from '@forms-engine/contracts';
import {
  DELETE_RESPONSES_MAX,
  deleteResponse,
  deleteResponses,
  eraseRespondent,
  markResponseSpam,
} from '@forms-engine/contracts/client';
import { useMutation } from '@tanstack/react-query';
import { call, queryClient } from './api.ts';

/** Every query about forms: the dashboard's counts, the responses lists, counts, summaries and details. */
function refreshForms() {
  return queryClient.invalidateQueries({
    predicate: (q) => typeof q.queryKey[0] === 'string' && q.queryKey[0].startsWith('/api/forms'),
  });
}

export function useDeleteResponse(formId: string) {
  return useMutation({
    mutationFn: (responseId: number) =>
      call(deleteResponse, { params: { id: formId, responseId: String(responseId) } }),
    onSuccess: refreshForms,
  });
}

/** Deletes the chosen responses, DELETE_RESPONSES_MAX per request; resolves to how many went. */
export function useDeleteResponses(formId: string) {
  return useMutation({
    mutationFn: async (ids: readonly number[]) => {
      let deleted = 0;
      for (let i = 0; i < ids.length; i += DELETE_RESPONSES_MAX) {
        const chunk = ids.slice(i, i + DELETE_RESPONSES_MAX);
        deleted += (await call(deleteResponses, { params: { id: formId }, body: { ids: chunk } })).deleted;
      }
      return deleted;
    },
    onSettled: refreshForms,
  });
}

export function useMarkSpam(formId: string) {
  return useMutation({
    mutationFn: ({ responseId, spam }: { responseId: number; spam: boolean }) =>
      call(markResponseSpam, { params: { id: formId, responseId: String(responseId) }, body: { spam } }),
    onSuccess: refreshForms,
  });
}

export function useErase() {
  return useMutation({
    mutationFn: (who: TEraseInput) => call(eraseRespondent, { body: who }),
    onSuccess: refreshForms,
  });
}
