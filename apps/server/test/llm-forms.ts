// Model answers in the LLM engine's structured-output shape, for tests against the local fake model server.
import type { TLlmForm } from '../src/providers/ai/llm.ts';

type LlmStep = TLlmForm['steps'][number];
type LlmCondition = LlmStep['logic'][number]['if'];

/** A step of the model's answer with every field the schema requires (nulls where a type has none). */
export function llmStep(step: Partial<LlmStep> & Pick<LlmStep, 'type' | 'title'>): LlmStep {
  return {
    id: null,
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
    ...step,
  };
}

export const option = (id: string, title: string, value: number | null = null) => ({
  id,
  title,
  icon: 'Circle',
  emoji: '',
  value,
});

/** A comparison as a strict-mode model writes it: every field present. */
export function leaf(
  step: string | null,
  op: LlmCondition['op'],
  value: LlmCondition['value'] = null,
): LlmCondition {
  return { step, op, value, all: null, any: null };
}
export const group = (kind: 'all' | 'any', parts: LlmCondition[]): LlmCondition => ({
  step: null,
  op: null,
  value: null,
  all: null,
  any: null,
  [kind]: parts,
});

/**
 * A solar quote as a model answers it with logic: renters reach an ending, bills over 300 are asked about a
 * battery, only metal roofs (or small cheap jobs) get the notes question, and a price estimate.
 */
export const solarLlmForm: TLlmForm = {
  title: 'Solar quote',
  language: 'en',
  primaryColor: '#3b82f6',
  fontFamily: 'Roboto',
  submitButton: 'Send request',
  thankYouTitle: 'Thanks!',
  thankYouMessage: 'We will call you.',
  steps: [
    llmStep({
      id: 'owner',
      type: 'tiles',
      title: 'Do you own the property?',
      options: [option('own', 'I own it'), option('rent', 'I rent')],
      logic: [{ if: leaf(null, 'equals', 'rent'), goTo: 'renters' }],
    }),
    llmStep({
      id: 'bill',
      type: 'slider',
      title: 'Monthly electricity bill',
      min: 50,
      max: 800,
      step: 10,
      defaultValue: 150,
      prefix: '$',
      logic: [{ if: leaf(null, 'gt', 300), goTo: 'battery' }],
      otherwise: 'area',
    }),
    llmStep({
      id: 'battery',
      type: 'tiles',
      title: 'Would you like a battery?',
      options: [option('yes', 'Yes', 4000), option('no', 'No', 0)],
    }),
    llmStep({
      id: 'area',
      type: 'slider',
      title: 'Roof area (m²)',
      min: 10,
      max: 200,
      step: 5,
      defaultValue: 40,
    }),
    llmStep({
      id: 'roof',
      type: 'dropdown',
      title: 'Roof material',
      options: [option('tile', 'Tiles', 0), option('metal', 'Metal', 500)],
      logic: [
        {
          if: group('any', [
            leaf(null, 'notEquals', 'metal'),
            group('all', [leaf('bill', 'lt', 100), leaf('estimate', 'lt', 5000)]),
          ]),
          goTo: 'contact',
        },
      ],
    }),
    llmStep({ id: 'notes', type: 'textbox', title: 'Anything we should know about the metal roof?' }),
    llmStep({ id: 'contact', type: 'contact', title: 'How can we reach you?' }),
  ],
  endings: [{ id: 'renters', title: 'Sorry, we only install on homes you own', description: null }],
  calculations: [
    {
      id: 'estimate',
      label: 'Estimated price',
      formula: '1500 + area * 45 + roof + battery',
      format: 'currency',
      currency: 'usd',
      show: true,
    },
  ],
};
