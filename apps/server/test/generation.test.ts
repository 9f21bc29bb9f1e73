// Generation over real HTTP: prompt → saved form, edits by instruction, prompt rules and the credit rules.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer({ signupCredits: 10 });
});
afterAll(() => server.close());

type Config = {
  steps: { type: string; title: string; options?: { title: string }[]; max?: number }[];
  theme?: { colors?: { primary?: string } };
};

const SOLAR =
  'a quote request form for solar panel installation: property type, monthly bill slider 50–500 dollars, roof type, address and contact details';

describe('POST /api/prompt', () => {
  it('generates a valid form from a prompt, saves it with the prompt in its history and charges 1 credit', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post<{ config: Config; id: number; credits: number }>('/api/prompt', {
      prompt: SOLAR,
    });
    expect(res.status).toBe(200);
    const types = res.body.config.steps.map((s) => s.type);
    expect(types).toContain('slider');
    expect(types).toContain('location');
    expect(types).toContain('contact');
    const slider = res.body.config.steps.find((s) => s.type === 'slider') as unknown as {
      min: number;
      max: number;
      prefix?: string;
    };
    expect(slider).toMatchObject({ min: 50, max: 500, prefix: '$' });
    expect(res.body.credits).toBe(9);
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 9 });
    const saved = await client.get<{ promptHistory: string[]; config: Config }>(`/api/forms/${res.body.id}`);
    expect(saved.body.promptHistory).toEqual([SOLAR]);
    expect(saved.body.config.steps.length).toBe(res.body.config.steps.length);
    // Generated forms capture the campaign parameters ad links carry.
    expect((res.body.config as { hiddenFields?: string[] }).hiddenFields).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
    ]);
  });

  it('makes German forms from German prompts', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post<{ config: Config; language: string }>('/api/prompt', {
      prompt: 'Ein Anfrageformular für eine Umzugsfirma mit Umzugsdatum, Wohnungsgröße und Kontaktdaten',
    });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('de');
  });

  it('asks "when would you like us to come" with a calendar and "show pictures of …" with an image choice', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post<{ config: Config }>('/api/prompt', {
      prompt:
        'Window cleaning request: show pictures of window types (sash, casement, skylight), when would you like us to come, contact',
    });
    expect(res.status).toBe(200);
    const steps = res.body.config.steps as unknown as {
      type: string;
      minDays?: number;
      options?: { title: string }[];
    }[];
    expect(steps.find((s) => s.type === 'date')).toMatchObject({ minDays: 1 });
    expect(steps.find((s) => s.type === 'imageChoice')?.options?.map((o) => o.title)).toEqual([
      'Sash',
      'Casement',
      'Skylight',
    ]);
  });

  it('makes a French form from a French prompt, under the lookup language en', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post<{ id: number; config: Config; language: string }>('/api/prompt', {
      prompt:
        'Crée un formulaire de demande de devis pour des panneaux solaires : type de toit (tuiles, ardoise, métal), adresse du logement et coordonnées.',
    });
    expect(res.status).toBe(200);
    expect(res.body.language).toBe('en');
    const config = res.body.config as Config & { language?: string };
    expect(config.language).toBe('fr');
    expect(config.steps.map((s) => s.title)).toEqual([
      'Type de toit ?',
      'Adresse du logement ?',
      'Comment pouvons-nous vous joindre ?',
    ]);
    const saved = await client.get<{ config: Config & { language?: string } }>(`/api/forms/${res.body.id}`);
    expect(saved.body.config.language).toBe('fr');
  });

  it.each([
    [{ prompt: '' }, 'Prompt is required'],
    [{ prompt: '   \n ' }, 'Prompt is required'],
    [{}, 'Prompt is required'],
    [{ prompt: 'x'.repeat(4001) }, 'Prompt must be at most 4,000 characters'],
  ])('refuses %j with 400 and charges nothing', async (body, message) => {
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/prompt', body);
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: message });
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 10 });
  });

  it('needs a signed-in owner', async () => {
    expect((await new Client(server.url).post('/api/prompt', { prompt: SOLAR })).status).toBe(401);
  });
});

describe('POST /api/edit-form', () => {
  it('applies an instruction, stores it on the form and charges 1 credit', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ config: Config; id: number }>('/api/prompt', { prompt: SOLAR });
    const res = await client.post<{ config: Config; credits: number }>('/api/edit-form', {
      currentConfig: made.body.config,
      instruction: 'add a step asking how they heard about us with Google, Friend and Newspaper',
      formId: made.body.id,
    });
    expect(res.status).toBe(200);
    const added = res.body.config.steps.find((s) => s.options?.some((o) => o.title === 'Newspaper'));
    expect(added?.options?.map((o) => o.title)).toEqual(['Google', 'Friend', 'Newspaper']);
    expect(res.body.credits).toBe(8);
    const saved = await client.get<{ promptHistory: string[]; config: Config }>(`/api/forms/${made.body.id}`);
    expect(saved.body.promptHistory).toHaveLength(2);
    expect(saved.body.config.steps.length).toBe(res.body.config.steps.length);
  });

  it('keeps the owner’s hidden-field list through an edit that does not mention it', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ config: Config; id: number }>('/api/prompt', { prompt: SOLAR });
    const res = await client.post<{ config: Config }>('/api/edit-form', {
      currentConfig: { ...made.body.config, hiddenFields: ['gclid'] },
      instruction: 'add a step asking how they heard about us with Google, Friend and Newspaper',
      formId: made.body.id,
    });
    expect(res.status).toBe(200);
    expect((res.body.config as { hiddenFields?: string[] }).hiddenFields).toEqual(['gclid']);
  });

  it('sets the theme colour from a colour name', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post<{ config: Config }>('/api/edit-form', {
      currentConfig: sampleConfig(),
      instruction: 'make it blue',
    });
    expect(res.status).toBe(200);
    expect(res.body.config.theme?.colors?.primary).toBe('#3b82f6');
  });

  it('answers "No form configuration to edit" without a configuration', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/edit-form', { instruction: 'make it blue' });
    expect(res.status).toBe(400);
    expect(res.body).toEqual({ error: 'No form configuration to edit' });
  });

  it('explains an instruction it cannot understand and charges nothing', async () => {
    const { client } = await signedInClient(server.url);
    const res = await client.post('/api/edit-form', {
      currentConfig: sampleConfig(),
      instruction: 'qwertzuiop asdfghjkl',
    });
    expect(res.status).toBe(422);
    expect(typeof res.body.error).toBe('string');
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 10 });
  });

  it("refuses to store an edit on another owner's form", async () => {
    const a = await signedInClient(server.url);
    const b = await signedInClient(server.url);
    const made = await a.client.post<{ config: Config; id: number }>('/api/prompt', { prompt: SOLAR });
    const res = await b.client.post('/api/edit-form', {
      currentConfig: made.body.config,
      instruction: 'make it blue',
      formId: made.body.id,
    });
    expect(res.status).toBe(403);
    expect((await b.client.get('/api/user/credits')).body).toEqual({ credits: 10 });
  });
});

describe('credits', () => {
  it('never goes below zero under 20 concurrent generations and answers 402 when empty', async () => {
    const { client } = await signedInClient(server.url);
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        client.post('/api/prompt', { prompt: `a feedback survey number ${i}` }),
      ),
    );
    const ok = results.filter((r) => r.status === 200).length;
    const refused = results.filter((r) => r.status === 402);
    expect(ok).toBe(10);
    expect(refused.length).toBe(10);
    expect(refused[0].body.error).toBe('Insufficient credits. Please buy more credits to continue.');
    expect((await client.get('/api/user/credits')).body).toEqual({ credits: 0 });
    expect((await client.get<unknown[]>('/api/forms')).body).toHaveLength(10);
    const again = await client.post('/api/prompt', { prompt: 'one more' });
    expect(again.status).toBe(402);
  });

  it('keeps a ledger the balance can be rebuilt from', async () => {
    const { client, userId } = await signedInClient(server.url);
    await client.post('/api/prompt', { prompt: 'an event registration form' });
    const balance = await server.app.ctx.credits.balance(userId);
    expect(await server.app.ctx.credits.ledgerBalance(userId)).toBe(balance);
    expect(balance).toBe(9);
  });
});

describe('logic from words over HTTP (issue 13 item 6)', () => {
  type LogicConfig = {
    steps: {
      id: string;
      type: string;
      title: string;
      options?: { id: string; title: string; value?: number }[];
    }[];
    endings?: { id: string; title: string; description?: string }[];
    calculations?: { id: string; formula: string; currency?: string }[];
  };

  it('generates an ending and an estimate the server accepts on publish and follows on submit', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ config: LogicConfig }>('/api/prompt', {
      prompt:
        'Roofing quote: do you own or rent (own, rent), roof area in square meters (slider 20 to 300), roof material (tiles, metal, slate), contact details. Only homeowners. Price: base 1500 plus 45 per square meter, add 500 for a metal roof.',
    });
    expect(made.status).toBe(200);
    const config = made.body.config;
    expect(config.endings?.[0].description).toBe('Sorry, this offer is only for homeowners.');
    expect(config.calculations?.[0].formula).toMatch(/^1500 \+ 45 \* \w+ \+ \w+$/);
    // Publishing runs the save-time logic checks: the generated logic passes them.
    const published = await client.post<{ id: number }>('/api/publish', {
      config,
      label: uniqueLabel('Roof'),
    });
    expect(published.status).toBe(200);
    const own = config.steps[0];
    const rent = own.options?.find((o) => o.title === 'Rent');
    const anon = new Client(server.url);
    const submitted = await anon.post<{ id: number }>(`/api/forms/${published.body.id}/submit`, {
      [own.title]: rent?.id,
    });
    // A renter reaches the ending after the first step: nothing else is required.
    expect(submitted.status).toBe(200);
    const rows = await client.get<{ id: number; ending: string | null }[]>(
      `/api/forms/${published.body.id}/responses`,
    );
    expect(rows.body.find((r) => r.id === submitted.body.id)?.ending).toBe(config.endings?.[0].id);
  });

  it('applies a logic instruction as an AI edit and says what changed', async () => {
    const { client } = await signedInClient(server.url);
    const made = await client.post<{ config: LogicConfig; id: number }>('/api/prompt', {
      prompt: 'Solar quote: own or rent (own, rent), monthly bill slider 50-500 dollars, contact details',
    });
    const res = await client.post<{ config: LogicConfig; summary?: string }>('/api/edit-form', {
      currentConfig: made.body.config,
      instruction: 'if they choose rent, end the form',
      formId: made.body.id,
    });
    expect(res.status).toBe(200);
    expect(res.body.config.endings).toHaveLength(1);
    expect(JSON.stringify(res.body.config.steps[0])).toContain(res.body.config.endings?.[0].id as string);
  });
});
