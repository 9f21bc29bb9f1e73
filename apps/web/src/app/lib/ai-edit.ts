// The requests behind the three AI-edit screens (builder, edit screen's AI mode, alternate edit screen) and the
// one publish helper: TanStack mutations, so screens read isPending instead of keeping busy flags.
import type { FormRecord, TPublishInput } from '@forms-engine/contracts';
import {
  type ContractOf,
  editForm,
  generateFromPrompt,
  publishForm,
  userCredits,
} from '@forms-engine/contracts/client';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { useState } from 'react';
import { type ChatMessage, message } from '../components/chat.tsx';
import { isOutOfCredits } from './api-error.ts';
import { call, queryClient, urlOf } from './api.ts';
import { invalidateForms } from './forms.ts';

const refreshCredits = () => queryClient.invalidateQueries({ queryKey: [urlOf(userCredits)] });

/** Generates a new form from a prompt (the builder's first message); 1 credit. */
export function useGenerateForm() {
  return useMutation({
    mutationFn: (prompt: string) => call(generateFromPrompt, { body: { prompt } }),
    onSuccess: refreshCredits,
  });
}

/** Edits a configuration by instruction (stored on the form when `formId` is given); 1 credit unless unchanged. */
export function useAiEdit() {
  return useMutation({
    mutationFn: (v: { config: unknown; instruction: string; formId?: number | null }) =>
      call(editForm, {
        body: {
          currentConfig: v.config,
          instruction: v.instruction,
          ...(v.formId ? { formId: v.formId } : {}),
        },
      }),
    onSuccess: refreshCredits,
  });
}

export type PublishBody = z.input<ContractOf<typeof publishForm>['body']>;

/** Publishes a form (new, or a new version of `originalFormId`); every form list and detail is refreshed. */
export function usePublish() {
  return useMutation({
    mutationFn: (body: PublishBody) => call(publishForm, { body }),
    onSuccess: () => invalidateForms(),
  });
}

/** The body that republishes a stored form with a new configuration, keeping its properties. */
export function republishBody(
  form: FormRecord,
  changes: Pick<TPublishInput, 'config'> &
    Partial<Pick<TPublishInput, 'label' | 'promptHistory' | 'iconMode'>>,
): PublishBody {
  return {
    label: form.label,
    language: form.language === 'de' ? 'de' : 'en',
    domain: form.domain,
    promptHistory: form.promptHistory ?? [],
    originalFormId: form.id,
    ...changes,
  };
}

/**
 * A chat log for the AI screens: `exchange` shows the prompt and a Generating bubble, runs the request, and
 * replaces the bubble with the reply — or with the error (and a Buy Credits button when credits ran out).
 */
export function useChatLog(initial: () => ChatMessage[]) {
  const [messages, setMessages] = useState<ChatMessage[]>(initial);
  const exchange = async <T>(
    prompt: string,
    work: () => Promise<T>,
    reply: (result: T) => { text: string; json?: unknown; detail?: string },
  ): Promise<T | undefined> => {
    const placeholder = message('assistant', '', { isGenerating: true });
    setMessages((m) => [...m, message('user', prompt), placeholder]);
    try {
      const result = await work();
      const { text, json, detail } = reply(result);
      setMessages((m) => [
        ...m.filter((x) => x.id !== placeholder.id),
        message('assistant', text, {
          ...(json === undefined ? {} : { jsonData: json }),
          ...(detail ? { detail } : {}),
        }),
      ]);
      return result;
    } catch (e) {
      const msg = e instanceof Error && e.message ? e.message : '';
      setMessages((m) => [
        ...m.filter((x) => x.id !== placeholder.id),
        message('assistant', msg ? `Error: ${msg}` : 'Something went wrong', {
          buyCredits: isOutOfCredits(e),
        }),
      ]);
      throw e;
    }
  };
  const say = (text: string) => setMessages((m) => [...m, message('assistant', text)]);
  return { messages, exchange, say };
}
