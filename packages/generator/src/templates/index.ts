// The offline engine's domain library: per domain, the questions a professional would ask, in English and German.
import type { Domain } from './types.ts';
import { solar } from './domains/solar.ts';
import { heating } from './domains/heating.ts';
import { roofing } from './domains/roofing.ts';
import { plumbing } from './domains/plumbing.ts';
import { electrician } from './domains/electrician.ts';
import { painting } from './domains/painting.ts';
import { renovation } from './domains/renovation.ts';
import { landscaping } from './domains/landscaping.ts';
import { cleaning } from './domains/cleaning.ts';
import { moving } from './domains/moving.ts';
import { events } from './domains/events.ts';
import { insurance } from './domains/insurance.ts';
import { finance } from './domains/finance.ts';
import { hiring } from './domains/hiring.ts';
import { feedback } from './domains/feedback.ts';
import { healthcare } from './domains/healthcare.ts';
import { education } from './domains/education.ts';
import { b2b } from './domains/b2b.ts';
import { hospitality } from './domains/hospitality.ts';
import { automotive } from './domains/automotive.ts';
import { realEstate } from './domains/real-estate.ts';
import { fitness } from './domains/fitness.ts';
import { legal } from './domains/legal.ts';
import { pets } from './domains/pets.ts';
import { travel } from './domains/travel.ts';
import { photography } from './domains/photography.ts';
import { beauty } from './domains/beauty.ts';

export { COMMON_STEPS } from './common.ts';
export { FIXED_TEXTS } from './fixed-texts.ts';
export { GENERIC_DOMAIN } from './generic.ts';
export type { Bi, Domain, TemplateOption, TemplateStep } from './types.ts';

/**
 * Every domain, most specific first: detectDomain() lets earlier domains win ties, so the order is part of the
 * behaviour. Adding a domain means one file in domains/ and one line here.
 */
export const DOMAINS: Domain[] = [
  solar,
  heating,
  roofing,
  plumbing,
  electrician,
  painting,
  renovation,
  landscaping,
  cleaning,
  moving,
  events,
  insurance,
  finance,
  hiring,
  feedback,
  healthcare,
  education,
  b2b,
  hospitality,
  automotive,
  realEstate,
  fitness,
  legal,
  pets,
  travel,
  photography,
  beauty,
];
