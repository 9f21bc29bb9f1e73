// The country a phone number typed without + is read in: the address step's geocoded country, else the browser's.
import { answerKey, isPlainObject, type Answers, type TStep } from '@forms-engine/model';

/** The browser's country (from its language, e.g. de-DE → DE). */
function browserCountry(language: string): string | undefined {
  const region = language.split('-')[1] ?? '';
  return /^[A-Za-z]{2}$/.test(region) ? region.toUpperCase() : undefined;
}

/** ISO 3166 alpha-2 country for parsing the phone number, or undefined when neither source names one. */
export function phoneCountry(
  steps: readonly TStep[],
  answers: Answers,
  language: string,
): string | undefined {
  for (const [i, step] of steps.entries()) {
    if (step.type !== 'location') continue;
    const answer = answers[answerKey(step, i)];
    const country = isPlainObject(answer) ? answer.country : undefined;
    if (typeof country === 'string' && /^[A-Z]{2}$/.test(country)) return country;
  }
  return browserCountry(language);
}
