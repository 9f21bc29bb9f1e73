// One form in several languages over real HTTP: translations saved and checked, the respondent's language stored
// with the response and shown in the table's CSV and the webhook; single-language forms unchanged.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { Receiver, waitFor } from './webhook-receiver.ts';

let srv: TestServer;
const receivers: Receiver[] = [];
beforeAll(async () => {
  srv = await startServer(
    {},
    { RATE_LIMITS: 'off', WEBHOOK_ALLOW_PRIVATE: 'true', WEBHOOK_POLL_MS: '25', WEBHOOK_COALESCE_MS: '50' },
  );
});
afterAll(async () => {
  await srv.close();
});
afterEach(async () => {
  await Promise.all(receivers.splice(0).map((r) => r.down()));
});

const ROOF = 'Welches Dach haben Sie?';
const CONTACT = 'Wie erreichen wir Sie?';
const config = (extra: Record<string, unknown> = {}) => ({
  language: 'de',
  steps: [
    {
      id: 'roof',
      type: 'tiles',
      title: ROOF,
      options: [
        { id: 'tiles', title: 'Ziegel' },
        { id: 'metal', title: 'Metall' },
      ],
    },
    { id: 'contact', type: 'contact', title: CONTACT },
  ],
  translations: {
    fr: {
      'steps.roof.title': 'Quel type de toit avez-vous ?',
      'steps.roof.options.tiles.title': 'Tuiles',
      'steps.roof.options.metal.title': 'Métal',
      'steps.contact.title': 'Comment vous joindre ?',
    },
  },
  ...extra,
});
const contact = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com', consent: true };

async function newForm(cfg: unknown = config()) {
  const { client } = await signedInClient(srv.url, 'langs');
  const label = uniqueLabel('Langs');
  const res = await client.post<{ id: number; error?: string }>('/api/publish', {
    config: cfg,
    label,
    language: 'de',
  });
  return { client, res, formId: res.body.id, label };
}

interface Row {
  response: Record<string, unknown> | null;
}

describe('a form in several languages', () => {
  it('keeps its translations, and refuses one for a language it does not know (400 naming it)', async () => {
    const { client, res, formId } = await newForm();
    expect(res.status).toBe(200);
    const form = await client.get<{ config: { translations?: Record<string, Record<string, string>> } }>(
      `/api/forms/${formId}`,
    );
    expect(form.body.config.translations?.fr?.['steps.roof.options.metal.title']).toBe('Métal');
    const bad = await newForm(config({ translations: { nl: { 'steps.roof.title': 'Welk dak?' } } }));
    expect(bad.res.status).toBe(400);
    expect(bad.res.body.error).toContain('"nl"');
  });

  it('stores the language a respondent answered in, with option ids the same in every language, and shows it in the CSV', async () => {
    const { client, formId } = await newForm();
    const anon = new Client(srv.url);
    const fr = await anon.post(`/api/forms/${formId}/submit`, {
      [ROOF]: 'metal',
      [CONTACT]: contact,
      _language: 'fr',
    });
    expect(fr.status).toBe(200);
    // A language the form does not have is not stored, and does not refuse the answers.
    const nl = await anon.post(`/api/forms/${formId}/submit`, {
      [ROOF]: 'tiles',
      [CONTACT]: { ...contact, email: 'bo@example.com' },
      _language: 'nl',
    });
    expect(nl.status).toBe(200);
    const rows = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    const responses = rows.map((r) => r.response);
    // Kept by step id and option id: the table has one column per question whatever the language.
    expect(responses).toContainEqual({ roof: 'metal', contact, _language: 'fr' });
    expect(responses).toContainEqual({ roof: 'tiles', contact: { ...contact, email: 'bo@example.com' } });
    const csv = await client.get<string>(`/api/forms/${formId}/responses.csv`);
    const [header, ...lines] = csv.body.trim().split('\r\n');
    expect(header.split(',')).toContain('Language');
    const column = header.split(',').indexOf('Language');
    expect(lines.map((l) => l.split(',')[column]).sort()).toEqual(['', 'fr']);
  });

  it('sends the respondent’s language in the webhook beside the same answers and ids', async () => {
    const { client, formId } = await newForm();
    const receiver = await new Receiver().up();
    receivers.push(receiver);
    expect((await client.post('/api/user/webhook', { webhookUrl: receiver.url })).status).toBe(200);
    await new Client(srv.url).post(`/api/forms/${formId}/submit`, {
      [ROOF]: 'tiles',
      [CONTACT]: contact,
      _language: 'fr',
    });
    const got = await waitFor(
      () => receiver.received.find((r) => r.payload.type === 'response.completed'),
      15_000,
      'the response.completed webhook',
    );
    expect(got.payload.data.response.language).toBe('fr');
    expect(got.payload.data.response.answers).toEqual({ [ROOF]: 'tiles', [CONTACT]: contact });
    expect(got.payload.data.response.answersById).toEqual({ roof: 'tiles', contact });
  });

  it('leaves a form of one language as it was: no language stored, no Language column', async () => {
    const { client, formId } = await newForm(config({ translations: undefined }));
    const anon = new Client(srv.url);
    expect(
      (
        await anon.post(`/api/forms/${formId}/submit`, {
          [ROOF]: 'tiles',
          [CONTACT]: contact,
          _language: 'de',
        })
      ).status,
    ).toBe(200);
    const rows = (await client.get<Row[]>(`/api/forms/${formId}/responses`)).body;
    expect(rows[0].response).toEqual({ roof: 'tiles', contact });
    const csv = await client.get<string>(`/api/forms/${formId}/responses.csv`);
    expect(csv.body.split('\r\n')[0]).not.toContain('Language');
  });

  it('answers an old link naming a language of the form with that form, and refuses a language it lacks', async () => {
    const { formId, label } = await newForm();
    const anon = new Client(srv.url);
    const lookup = (language: string) =>
      anon.get<{ id: number; language: string; error?: string }>(
        `/api/forms/by-properties?language=${language}&label=${encodeURIComponent(label)}&domain=`,
      );
    const de = await lookup('de');
    const fr = await lookup('fr');
    expect([de.status, de.body.id]).toEqual([200, formId]);
    // The same form, whose language stays its own; the link's language chooses the French texts in the runner.
    expect([fr.status, fr.body.id, fr.body.language]).toEqual([200, formId, 'de']);
    expect((await lookup('es')).status).toBe(404);
    expect((await lookup('nl')).status).toBe(400);
  });

  it('translates a form’s texts for "Add language" offline, naming what needs the owner’s translation', async () => {
    const { client } = await signedInClient(srv.url, 'langs');
    const res = await client.post<{ texts: Record<string, string>; untranslated: string[]; error?: string }>(
      '/api/forms/translate',
      { config: config({ translations: undefined }), language: 'fr' },
    );
    expect(res.status).toBe(200);
    expect(res.body.texts['steps.roof.options.tiles.title']).toBeUndefined();
    expect(res.body.untranslated).toEqual([
      'steps.roof.title',
      'steps.roof.options.tiles.title',
      'steps.roof.options.metal.title',
      'steps.contact.title',
    ]);
    const en = await client.post<{ texts: Record<string, string> }>('/api/forms/translate', {
      config: {
        ...config({ translations: undefined }),
        language: 'en',
        steps: [{ id: 'c', type: 'contact', title: 'How can we reach you?' }],
      },
      language: 'it',
    });
    expect(en.body.texts).toEqual({ 'steps.c.title': 'Come possiamo contattarti?' });
    const bad = await client.post<{ error?: string }>('/api/forms/translate', {
      config: config(),
      language: 'nl',
    });
    expect([bad.status, bad.body.error]).toEqual([400, 'language must be one of en, de, fr, es, it']);
    const anon = await new Client(srv.url).post('/api/forms/translate', { config: config(), language: 'fr' });
    expect(anon.status).toBe(401);
  });

  it('keeps the respondent confirmation per language, with the subject rule for each', async () => {
    const { client, formId } = await newForm();
    const respondent = {
      enabled: true,
      subject: 'Danke!',
      text: 'Hallo {{contact.firstName}}',
      translations: { fr: { subject: 'Merci !', text: 'Bonjour {{contact.firstName}}' } },
    };
    const put = await client.put<{ respondent: typeof respondent }>(`/api/forms/${formId}/notifications`, {
      respondent,
    });
    expect(put.status).toBe(200);
    const got = await client.get<{ respondent: typeof respondent }>(`/api/forms/${formId}/notifications`);
    expect(got.body.respondent.translations).toEqual(respondent.translations);
    const bad = await client.put<{ error?: string }>(`/api/forms/${formId}/notifications`, {
      respondent: {
        ...respondent,
        translations: { fr: { subject: 'Merci {{contact.firstName}}', text: 'x' } },
      },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain('The confirmation subject cannot show answers');
  });
});
