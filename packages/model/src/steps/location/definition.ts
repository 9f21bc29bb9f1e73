// location: an address with an availability check; the answer is {fullAddress, postalCode, isAvailable, country?}.
import { z } from 'zod';
import { stepBase } from '../_shared/option.ts';
import type { StepDefinition } from '../types.ts';
import { locationRules } from './rules.ts';

export const ZLocationStep = z.object({ type: z.literal('location'), ...stepBase });
export type TLocationStep = z.infer<typeof ZLocationStep>;

export const ZLocationAnswer = z.object({
  fullAddress: z.string(),
  postalCode: z.string(),
  isAvailable: z.boolean(),
  lat: z.number().optional(),
  lng: z.number().optional(),
  /** The geocoded country (ISO 3166 alpha-2): where the contact step reads a phone number typed without +. */
  country: z.string().optional(),
});
export type TLocationAnswer = z.infer<typeof ZLocationAnswer>;

export const locationDefinition: StepDefinition<TLocationStep> = {
  type: 'location',
  schema: ZLocationStep,
  label: 'Location',
  ...locationRules,
  create: () => ({
    type: 'location',
    title: 'What is your address?',
    subtitle: 'We check that we serve your area',
  }),
  generatorHint: 'an address with a postal code, checked against the service area, with a map',
};
