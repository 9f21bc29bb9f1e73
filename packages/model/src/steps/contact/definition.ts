// contact: first name, last name, email, phone and consent.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { contactRules } from './rules.ts';

const ZContactTexts = z
  .object({
    firstName: z.string().max(200).optional(),
    lastName: z.string().max(200).optional(),
    email: z.string().max(200).optional(),
    phone: z.string().max(200).optional(),
  })
  .partial();

export const ZContactStep = z.object({
  type: z.literal('contact'),
  ...stepBase,
  config: z
    .object({
      labels: ZContactTexts.optional(),
      placeholders: ZContactTexts.optional(),
      /** Offer the respondent a code to confirm their e-mail address, phone number or both; unverified leads are kept. */
      verify: z.enum(['email', 'phone', 'both']).optional(),
      /**
       * Whether leads that did not confirm what `verify` asks still reach the owner's e-mail and the integrations:
       * `send` (absent: the default, flagged — a lead is never lost) or `hold` (kept and listed, not sent on).
       */
      unverified: z.enum(['send', 'hold']).optional(),
    })
    .optional(),
});
export type TContactStep = z.infer<typeof ZContactStep>;

export const ZContactAnswer = z.object({
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  phone: z.string().optional(),
  consent: z.boolean().optional(),
});
export type TContactAnswer = z.infer<typeof ZContactAnswer>;

export const contactDefinition: StepDefinition<TContactStep> = {
  type: 'contact',
  schema: ZContactStep,
  label: 'Contact details',
  ...contactRules,
  create: () => ({ type: 'contact', title: 'How can we reach you?', subtitle: '' }),
  generatorHint: 'contact details: first name, last name, email, phone, consent',
};
