// The LLM engine against a local server that speaks the real OpenAI (responses, chat) and Anthropic wire formats.
import { calculate, fromTitleKeys, walkPath, ZFormConfig } from '@forms-engine/model';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { FakeLlm } from '../../../test/fake-llm.ts';
import { leaf, llmStep, option, solarLlmForm as logicForm } from '../../../test/llm-forms.ts';
import { createGenerator, GeneratorError, generatorConfigFromEnv } from './index.ts';
import { configToLlm, llmToConfig, type TLlmEdit, type TLlmForm } from './llm.ts';

const llm = new FakeLlm();
let baseUrl: string;
const { replies, requests } = llm;

beforeAll(async () => {
  await llm.start();
  baseUrl = llm.baseUrl;
});
afterAll(() => llm.close());
beforeEach(() => llm.reset());

const validForm: TLlmForm = {
  title: 'Solar quote',
  language: 'en',
  primaryColor: '#3b82f6',
  fontFamily: 'Roboto',
  submitButton: 'Send request',
  thankYouTitle: 'Thanks!',
  thankYouMessage: 'We will call you.',
  endings: [],
  calculations: [],
  steps: [
    {
      id: 'property_type',
      type: 'tiles',
      title: 'What type of property is it?',
      subtitle: 'Choose one',
      required: true,
      options: [
        { id: 'opt_house', title: 'House', icon: 'Home', emoji: '🏠', value: null },
        { id: 'opt_apartment', title: 'Apartment', icon: 'Building2', emoji: '🏢', value: null },
      ],
      min: null,
      max: null,
      step: null,
      defaultValue: null,
      prefix: null,
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
      unit: null,
      integer: null,
      scale: null,
      lowLabel: null,
      highLabel: null,
      multiple: null,
      excludedWeekdays: null,
      slots: null,
      yesLabel: null,
      noLabel: null,
      logic: [],
      otherwise: null,
    },
    {
      id: 'bill',
      type: 'slider',
      title: 'What is your monthly bill?',
      subtitle: '',
      required: true,
      options: [],
      min: 50,
      max: 500,
      step: 10,
      defaultValue: 150,
      prefix: '$',
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
      unit: null,
      integer: null,
      scale: null,
      lowLabel: null,
      highLabel: null,
      multiple: null,
      excludedWeekdays: null,
      slots: null,
      yesLabel: null,
      noLabel: null,
      logic: [],
      otherwise: null,
    },
    {
      id: 'contact',
      type: 'contact',
      title: 'How can we reach you?',
      subtitle: '',
      required: true,
      options: [],
      min: null,
      max: null,
      step: null,
      defaultValue: null,
      prefix: null,
      placeholder: null,
      rows: null,
      followupLabel: null,
      followupType: null,
      unit: null,
      integer: null,
      scale: null,
      lowLabel: null,
      highLabel: null,
      multiple: null,
      excludedWeekdays: null,
      slots: null,
      yesLabel: null,
      noLabel: null,
      logic: [],
      otherwise: null,
    },
  ],
};

/** Schema-valid JSON but not a usable form: a slider whose min is above its max, tiles without options. */
const semanticallyBroken: TLlmForm = {
  ...validForm,
  steps: [
    { ...validForm.steps[0], options: [] },
    { ...validForm.steps[1], min: 900, max: 100 },
  ],
};

const providers = [
  { name: 'openai (responses API)', provider: 'openai' as const, path: '/v1/responses' },
  {
    name: 'openai-compatible (chat completions)',
    provider: 'openai-compatible' as const,
    path: '/v1/chat/completions',
  },
  { name: 'anthropic (messages)', provider: 'anthropic' as const, path: '/v1/messages' },
];

describe.each(providers)('the LLM engine over $name', ({ provider, path }) => {
  const make = (timeoutMs = 5000) =>
    createGenerator({ provider, baseUrl, apiKey: 'test-key', model: 'test-model', timeoutMs });

  it('turns valid structured output into a valid form config', async () => {
    replies.push({ body: validForm });
    const config = await make().generate({ prompt: 'solar quote form with property type and bill slider' });
    expect(ZFormConfig.safeParse(config).success).toBe(true);
    expect(config.steps.map((s) => s.type)).toEqual(['tiles', 'slider', 'contact']);
    expect(config.theme?.colors?.primary).toBe('#3b82f6');
    expect(config.theme?.font?.family).toBe('Roboto');
    expect(config.ui?.buttons?.submit).toBe('Send request');
    expect(requests).toHaveLength(1);
    expect(requests[0].path).toBe(path);
    // The system prompt is built from the step registry's hints.
    expect(JSON.stringify(requests[0].body)).toContain('several options can be picked');
  });

  it('sends the validation problems back once and accepts the repaired output', async () => {
    replies.push({ body: semanticallyBroken }, { body: validForm });
    const config = await make().generate({ prompt: 'solar quote form' });
    expect(config.steps).toHaveLength(3);
    expect(requests).toHaveLength(2);
    const repair = JSON.stringify(requests[1].body);
    expect(repair).toContain('min must be below max');
    expect(repair).toContain('needs at least 2 options');
  });

  it('repairs output that does not even match the schema', async () => {
    replies.push({ body: '{"title": "x", "steps": "nope"}' }, { body: validForm });
    const config = await make().generate({ prompt: 'solar quote form' });
    expect(config.steps).toHaveLength(3);
    expect(requests).toHaveLength(2);
    expect(JSON.stringify(requests[1].body)).toContain('not a valid form');
  });

  it('gives up with invalid_output after one failed repair', async () => {
    replies.push({ body: semanticallyBroken }, { body: semanticallyBroken });
    await expect(make().generate({ prompt: 'solar quote form' })).rejects.toMatchObject({
      code: 'invalid_output',
    });
    expect(requests).toHaveLength(2);
  });

  it('times out with a clear error when the model is too slow', async () => {
    replies.push({ body: validForm, delayMs: 1500 });
    const started = Date.now();
    const err = await make(300)
      .generate({ prompt: 'solar quote form' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(GeneratorError);
    expect((err as GeneratorError).code).toBe('timeout');
    expect(Date.now() - started).toBeLessThan(1400);
  });

  it('turns a model answer with logic into a form whose rules, ending and estimate work', async () => {
    replies.push({ body: logicForm });
    const config = await make().generate({ prompt: 'solar quote, renters get an ending, price estimate' });
    expect(ZFormConfig.safeParse(config).success).toBe(true);
    // The structured-output schema asks for the logic fields, and the system prompt explains them.
    const sent = JSON.stringify(requests[0].body);
    for (const field of ['logic', 'otherwise', 'endings', 'calculations', 'goTo', 'formula'])
      expect(sent).toContain(`"${field}":`);
    expect(sent).toContain('a LATER step id, an ending id, or \\"end\\"');
    expect(sent).toContain('multiSelect: includes, excludes (an option id)');
    expect(config.steps[0].logic).toEqual([{ if: { op: 'equals', value: 'rent' }, goTo: 'renters' }]);
    expect(config.steps[1].otherwise).toBe('area');
    expect(config.steps[4].logic?.[0].if).toEqual({
      any: [
        { op: 'notEquals', value: 'metal' },
        {
          all: [
            { step: 'bill', op: 'lt', value: 100 },
            { step: 'estimate', op: 'lt', value: 5000 },
          ],
        },
      ],
    });
    expect(config.endings).toEqual([{ id: 'renters', title: 'Sorry, we only install on homes you own' }]);
    expect(config.calculations?.[0]).toMatchObject({ currency: 'USD', show: true });
    // The saved logic drives the path and the price like any hand-written form (answers are kept by step id).
    const byId = (byTitle: Record<string, unknown>) => fromTitleKeys(config.steps, byTitle).answers;
    const renter = walkPath(config, byId({ 'Do you own the property?': 'rent' }));
    expect(renter.exit).toEqual({ kind: 'ending', id: 'renters' });
    const bigBill = {
      'Do you own the property?': 'own',
      'Monthly electricity bill': 400,
      'Would you like a battery?': 'yes',
      'Roof area (m²)': 100,
      'Roof material': 'metal',
    };
    expect(walkPath(config, byId(bigBill)).path).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(calculate(config, byId(bigBill))).toEqual({ estimate: 1500 + 4500 + 500 + 4000 });
    const smallTiled = byId({ ...bigBill, 'Monthly electricity bill': 120, 'Roof material': 'tile' });
    expect(walkPath(config, smallTiled).path).toEqual([0, 1, 3, 4, 6]);
  });

  it('sends a backwards jump back for repair naming the step, and keeps the repaired logic', async () => {
    const backwards: TLlmForm = {
      ...logicForm,
      steps: logicForm.steps.map((s) =>
        s.id === 'area' ? { ...s, logic: [{ if: leaf(null, 'gt', 150), goTo: 'bill' }] } : s,
      ),
    };
    replies.push({ body: backwards }, { body: logicForm });
    const config = await make().generate({ prompt: 'solar quote with logic' });
    expect(requests).toHaveLength(2);
    const repair = JSON.stringify(requests[1].body);
    expect(repair).toContain('That output is not a valid form');
    expect(repair).toContain(
      'Step 4 \\"Roof area (m²)\\": rule 1 jumps back to Step 2 \\"Monthly electricity bill\\" (only forward jumps are allowed, so a form never loops)',
    );
    expect(config.steps[3].logic).toBeUndefined();
    expect(config.steps[0].logic).toHaveLength(1);
  });

  it('edits a form and returns the summary and icon mode', async () => {
    const edited: TLlmEdit = {
      ...validForm,
      primaryColor: '#ef4444',
      steps: validForm.steps.slice(1),
      summary: 'Removed the property question and made it red.',
      iconMode: 'emoji',
    };
    replies.push({ body: validForm }, { body: edited });
    const gen = make();
    const config = await gen.generate({ prompt: 'solar quote form' });
    const result = await gen.edit(config, 'remove the property question and make it red, use emoji icons');
    expect(result.summary).toBe('Removed the property question and made it red.');
    expect(result.iconMode).toBe('emoji');
    expect(result.config.steps.map((s) => s.type)).toEqual(['slider', 'contact']);
    expect(JSON.stringify(requests[1].body)).toContain('remove the property question');
  });
});

describe('logic in the LLM-facing shape', () => {
  it('gives steps formula-safe ids and points references the model wrote differently at them', () => {
    const config = llmToConfig({
      ...logicForm,
      steps: [
        llmStep({
          id: 'Own?',
          type: 'tiles',
          title: 'Do you own it?',
          options: [option('own', 'Own'), option('rent', 'Rent')],
          logic: [{ if: leaf('Own?', 'equals', 'rent'), goTo: 'Why not?' }],
          otherwise: 'roof-area',
        }),
        llmStep({ id: 'roof-area', type: 'slider', title: 'Roof area', min: 10, max: 200, step: 5 }),
        llmStep({ type: 'textbox', title: 'Why not?' }),
        llmStep({ id: 'bill', type: 'slider', title: 'Bill', min: 1, max: 9, step: 1 }),
        llmStep({ id: 'bill', type: 'contact', title: 'Contact' }),
      ],
      endings: [],
      calculations: [
        {
          id: 'price',
          label: 'Price',
          formula: 'bill * 2',
          format: 'number',
          currency: 'EUR',
          show: false,
        },
      ],
    });
    expect(config.steps.map((s) => s.id)).toEqual(['own', 'roof_area', 'why_not', 'bill', 'bill_2']);
    expect(config.steps[0].logic).toEqual([
      { if: { step: 'own', op: 'equals', value: 'rent' }, goTo: 'why_not' },
    ]);
    expect(config.steps[0].otherwise).toBe('roof_area');
    // A currency on a number format is dropped.
    expect(config.calculations).toEqual([
      { id: 'price', label: 'Price', formula: 'bill * 2', format: 'number' },
    ]);
  });

  it('names a condition without an op or parts so the repair round can fix it', () => {
    expect(() =>
      llmToConfig({
        ...logicForm,
        steps: logicForm.steps.map((s, i) =>
          i === 0 ? { ...s, logic: [{ if: leaf(null, null), goTo: 'renters' }] } : s,
        ),
      }),
    ).toThrow(
      'steps.0 (tiles "Do you own the property?"): rule 1: a condition needs an "op", or a non-empty "all" or "any"',
    );
  });

  it('sends a form with logic to the model in the same shape it answers in (edits keep the logic)', () => {
    const config = llmToConfig(logicForm);
    const roundTrip = llmToConfig(configToLlm(config), config);
    expect(roundTrip.steps).toEqual(config.steps);
    expect(roundTrip.endings).toEqual(config.endings);
    expect(roundTrip.calculations).toEqual(config.calculations);
    expect(configToLlm(config).steps[4].logic[0].if).toEqual(logicForm.steps[4].logic[0].if);
    expect(configToLlm(config).steps[2].options.map((o) => o.value)).toEqual([4000, 0]);
  });

  it('leaves a form without logic free of logic fields', () => {
    const config = llmToConfig(validForm);
    expect(config.endings).toBeUndefined();
    expect(config.calculations).toBeUndefined();
    expect(config.steps.some((s) => 'logic' in s || 'otherwise' in s)).toBe(false);
  });
});

describe('provider errors', () => {
  it('maps an HTTP error of the provider to provider_error', async () => {
    replies.push({
      status: 401,
      body: { error: { message: 'Invalid API key', type: 'invalid_request_error' } },
    });
    const gen = createGenerator({ provider: 'openai-compatible', baseUrl, model: 'm', timeoutMs: 2000 });
    await expect(gen.generate({ prompt: 'a form' })).rejects.toMatchObject({ code: 'provider_error' });
  });

  it('writes a document analysis with the model', async () => {
    replies.push({ body: 'Summary\n- Total: €89.50' });
    const gen = createGenerator({ provider: 'openai-compatible', baseUrl, model: 'm' });
    const text = await gen.analyze({ formResponses: { Plan: 'Basic' }, documentText: 'Total €89.50' });
    expect(text).toContain('€89.50');
  });
});

describe('generatorConfigFromEnv', () => {
  it('defaults to the offline engine', () => {
    expect(generatorConfigFromEnv({}).provider).toBe('offline');
    expect(createGenerator(generatorConfigFromEnv({})).name).toBe('offline');
  });

  it('reads the provider, model, base URL, key and timeout', () => {
    expect(
      generatorConfigFromEnv({
        AI_PROVIDER: 'openai-compatible',
        AI_MODEL: 'llama3',
        AI_BASE_URL: 'http://localhost:11434/v1',
        AI_API_KEY: 'k',
        AI_TIMEOUT_MS: '5000',
      }),
    ).toEqual({
      provider: 'openai-compatible',
      model: 'llama3',
      baseUrl: 'http://localhost:11434/v1',
      apiKey: 'k',
      timeoutMs: 5000,
      offline: { timeoutMs: 5000, workers: 1, queueTimeoutMs: 10_000 },
    });
  });

  it("reads the offline engine's time limit and workers", () => {
    expect(generatorConfigFromEnv({ GENERATOR_TIMEOUT_MS: '2000', GENERATOR_WORKERS: '3' }).offline).toEqual({
      timeoutMs: 2000,
      workers: 3,
      queueTimeoutMs: 4000,
    });
  });

  it('rejects an unknown provider', () => {
    expect(() => generatorConfigFromEnv({ AI_PROVIDER: 'gemini' })).toThrow(/AI_PROVIDER/);
  });
});

describe('booking steps in the LLM-facing shape', () => {
  const withBooking: TLlmForm = {
    ...validForm,
    steps: [
      ...validForm.steps,
      llmStep({ id: 'visit', type: 'booking', title: 'When should we visit you?' }),
    ],
  };

  it('a new booking step gets the example Cal.com link for the owner to replace', () => {
    const step = llmToConfig(withBooking).steps.at(-1);
    expect(step).toMatchObject({
      type: 'booking',
      provider: 'calcom',
      url: 'https://cal.com/your-team/consultation',
    });
    expect(ZFormConfig.safeParse(llmToConfig(withBooking)).success).toBe(true);
  });

  it("an edit keeps the owner's calendar and event types, which the model never sees", () => {
    const owners = llmToConfig(withBooking);
    const visit = {
      ...(owners.steps.at(-1) as object),
      provider: 'calendly',
      url: 'https://calendly.com/roofers/visit',
      eventTypes: [
        { when: { step: owners.steps[0].id, op: 'answered' }, url: 'https://calendly.com/roofers-b/visit' },
      ],
    };
    const base = { ...owners, steps: [...owners.steps.slice(0, -1), visit] } as typeof owners;
    expect(JSON.stringify(configToLlm(base))).not.toContain('calendly.com');
    const edited = llmToConfig({ ...withBooking, title: 'Roof visit' }, base).steps.at(-1);
    expect(edited).toMatchObject({
      type: 'booking',
      provider: 'calendly',
      url: 'https://calendly.com/roofers/visit',
      eventTypes: [{ url: 'https://calendly.com/roofers-b/visit' }],
    });
  });
});

describe('date and image choice steps in the LLM-facing shape', () => {
  const form: TLlmForm = {
    ...validForm,
    steps: [
      ...validForm.steps,
      llmStep({
        id: 'visit',
        type: 'date',
        title: 'When would you like us to come?',
        min: 1,
        max: 60,
        excludedWeekdays: [0, 9],
        slots: ['08:00–10:00', 'Afternoon', 'Afternoon'],
      }),
      llmStep({
        id: 'style',
        type: 'imageChoice',
        title: 'Which style do you like?',
        multiple: true,
        options: [option('modern', 'Modern'), option('rustic', 'Rustic')],
      }),
    ],
  };

  it('maps days from today, closed weekdays and slots (ids from their labels), and several pictures', () => {
    const config = llmToConfig(form);
    expect(ZFormConfig.safeParse(config).success).toBe(true);
    expect(config.steps.at(-2)).toMatchObject({
      type: 'date',
      minDays: 1,
      maxDays: 60,
      excludedWeekdays: [0],
      slots: [
        { id: 'slot_0800_1000', label: '08:00–10:00' },
        { id: 'slot_afternoon', label: 'Afternoon' },
      ],
    });
    expect(config.steps.at(-1)).toMatchObject({ type: 'imageChoice', multiple: true });
    const back = configToLlm(config).steps;
    expect(back.at(-2)).toMatchObject({ min: 1, max: 60, slots: ['08:00–10:00', 'Afternoon'] });
    expect(back.at(-1)).toMatchObject({ multiple: true });
  });

  it("an edit keeps the owner's pictures and slot ids, which the model never sees", () => {
    const first = llmToConfig(form);
    const picture = '/api/images/0b8f7a52-5c1e-4a57-9f0e-3f1d2c4b5a69.png';
    const steps = first.steps.map((s) =>
      s.type === 'imageChoice'
        ? {
            ...s,
            options: s.options.map((o, i) =>
              i === 0 ? { ...o, image: picture, alt: 'A white kitchen' } : o,
            ),
          }
        : s.type === 'date'
          ? { ...s, slots: [{ id: 'early', label: '08:00–10:00' }] }
          : s,
    );
    const base = { ...first, steps } as typeof first;
    expect(JSON.stringify(configToLlm(base))).not.toContain('/api/images/');
    const edited = llmToConfig({ ...form, title: 'Kitchens' }, base);
    expect(edited.steps.at(-1)).toMatchObject({
      options: [{ title: 'Modern', image: picture, alt: 'A white kitchen' }, { title: 'Rustic' }],
    });
    expect(edited.steps.at(-2)).toMatchObject({
      slots: [
        { id: 'early', label: '08:00–10:00' },
        { id: 'slot_afternoon', label: 'Afternoon' },
      ],
    });
  });

  it('refuses an image choice with one option or more than eight', () => {
    const one = {
      ...form,
      steps: [{ ...form.steps.at(-1), options: [option('only', 'Only')] } as TLlmForm['steps'][number]],
    };
    expect(() => llmToConfig(one)).toThrow(/needs at least 2 options/);
  });
});
