// The builder's calls before signing up: the visitor's draft lives on the server for this browser (a cookie), and
// past a per-address allowance the server asks for a proof of work, which this client solves without a word.
import { CHAT_TEXTS, type TChatEntry } from '@forms-engine/contracts';
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
import { type OwnerLanguage, translator } from '../i18n/languages.ts';
import { changesText } from './model-texts.ts';

const client = createClient({
  fetch: withChallenges((...args) => fetch(...args)),
  error: (res, text) =>
    new ApiError(res.status, text, res.statusText, {
      code: res.headers.get('X-Error-Code'),
      field: res.headers.get('X-Error-Field'),
    }),
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

/**
 * The assistant's kept words in `language`: the server keeps them in English (its fixed texts, "Nothing changed…"
 * with the engine's reason), so outside English the app says them in its own words.
 */
function assistantText(text: string, language: OwnerLanguage): string {
  if (language === 'en') return text;
  const t = translator(language);
  if (text === CHAT_TEXTS.generated) return t('builder.chat.generated');
  if (text === CHAT_TEXTS.edited) return t('builder.chat.edited');
  if (text.startsWith('Nothing changed')) return t('builder.unchanged');
  return text;
}

/** The kept conversation as the chat shows it, in `language` (what an edit changed from its changes as data). */
export function chatMessages(entries: TChatEntry[], language: OwnerLanguage): ChatMessage[] {
  return entries.map((e) => {
    // Entries kept before changes were kept as data have only the English words.
    const detail = language !== 'en' && e.changes ? changesText(e.changes, language) : e.detail;
    return message(e.role, e.role === 'assistant' ? assistantText(e.text, language) : e.text, {
      timestamp: Date.parse(e.at) || Date.now(),
      ...(detail ? { detail } : {}),
    });
  });
}
