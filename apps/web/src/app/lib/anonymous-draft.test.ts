import { CHAT_TEXTS } from '@forms-engine/contracts';
import { describe, expect, it } from 'vitest';
import { chatMessages } from './anonymous-draft.ts';

const at = '2026-11-28T09:00:00.000Z';

describe('the kept conversation in the owner’s language', () => {
  const entries = [
    { role: 'user' as const, text: 'Mache Schritt 2 optional', at },
    {
      role: 'assistant' as const,
      text: CHAT_TEXTS.edited,
      detail: 'Made step 2 ("Notes") optional.',
      changes: [{ kind: 'stepRequired' as const, title: 'Notes', required: false }],
      at,
    },
    {
      role: 'assistant' as const,
      text: CHAT_TEXTS.edited,
      detail: 'Switched to emoji icons.',
      changes: [],
      at,
    },
    { role: 'assistant' as const, text: CHAT_TEXTS.edited, detail: 'Added "Budget".', at },
    { role: 'assistant' as const, text: 'Nothing changed: the form already looks like that.', at },
  ];

  it('says the assistant’s words and the changes in German, the owner’s own words as typed', () => {
    const shown = chatMessages(entries, 'de');
    expect(shown.map((m) => [m.content, m.detail])).toEqual([
      ['Mache Schritt 2 optional', undefined],
      [
        '✓ Formular aktualisiert! Sie können weitere Änderungen vornehmen oder das Formular testen.',
        '„Notes“ optional gemacht',
      ],
      [
        '✓ Formular aktualisiert! Sie können weitere Änderungen vornehmen oder das Formular testen.',
        undefined,
      ],
      // Kept before changes were kept as data: only the English words exist.
      [
        '✓ Formular aktualisiert! Sie können weitere Änderungen vornehmen oder das Formular testen.',
        'Added "Budget".',
      ],
      ['Nichts geändert. Es wurde kein Credit verbraucht.', undefined],
    ]);
  });

  it('keeps the server’s words in English', () => {
    expect(chatMessages(entries, 'en').map((m) => [m.content, m.detail])).toEqual(
      entries.map((e) => [e.text, e.detail]),
    );
  });
});
