// The builder's calls before signing up: the visitor's draft lives on the server for this browser (a cookie), and
// past a per-address allowance the server asks for a proof of work, which this client solves without a word.
import type { TChatEntry } from '@forms-engine/contracts';
import {
  claimAnonymousDraft,
  createAnonymousDraft,
  createClient,
  editAnonymousDraft,
  getAnonymousDraft,
  saveAnonymousDraft,
} from '@forms-engine/contracts/client';
import { withChallenges } from '@forms-engine/runner';
import { type ChatMessage, message } from '../components/chat.tsx';
import { ApiError, queryClient, urlOf } from './api.ts';
import { userCredits } from '@forms-engine/contracts/client';

const client = createClient({
  fetch: withChallenges((...args) => fetch(...args)),
  error: (res, text) => new ApiError(res.status, text, res.statusText),
});

export const anonymousDrafts = {
  get: async () => (await client.call(getAnonymousDraft)).draft,
  create: async (prompt: string, fromLink: boolean) =>
    (await client.call(createAnonymousDraft, { body: { prompt, ...(fromLink ? { fromLink } : {}) } })).draft,
  edit: (instruction: string) => client.call(editAnonymousDraft, { body: { instruction } }),
  save: async (config: unknown) => (await client.call(saveAnonymousDraft, { body: { config } })).draft,
  /** Makes the draft the signed-in owner's form; the credits it used are charged now. */
  claim: async () => {
    const a = await client.call(claimAnonymousDraft);
    await queryClient.invalidateQueries({ queryKey: [urlOf(userCredits)] });
    return a;
  },
};

/** The kept conversation as the chat shows it. */
export function chatMessages(entries: TChatEntry[]): ChatMessage[] {
  return entries.map((e) =>
    message(e.role, e.text, {
      timestamp: Date.parse(e.at) || Date.now(),
      ...(e.detail ? { detail: e.detail } : {}),
    }),
  );
}
