// Formats calculation results for people: currency or number in the form's language ("$7,350", "7.350 €").
import type { TCalculation } from './types.ts';

/** The locale numbers and amounts are written in for a language (en-US, de-DE, fr-FR, es-ES, it-IT). */
export function localeOf(language: string | undefined): string {
  const locales: Record<string, string> = { de: 'de-DE', fr: 'fr-FR', es: 'es-ES', it: 'it-IT' };
  return (language && locales[language]) || 'en-US';
}

/** The currency a calculation is shown in: its own, else USD for English forms and EUR for the others. */
export function calculationCurrency(calc: TCalculation, language: string): string {
  return calc.currency ?? (['de', 'fr', 'es', 'it'].includes(language) ? 'EUR' : 'USD');
}

/** A calculation's value as text in the given language; whole amounts show no cents. */
export function formatCalculation(calc: TCalculation, value: number, language: string): string {
  const locale = localeOf(language);
  const v = Number.isFinite(value) ? value : 0;
  const whole = Number.isInteger(v);
  try {
    if (calc.format === 'currency')
      return new Intl.NumberFormat(locale, {
        style: 'currency',
        currency: calculationCurrency(calc, language),
        minimumFractionDigits: whole ? 0 : 2,
        maximumFractionDigits: whole ? 0 : 2,
      }).format(v);
    return new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(v);
  } catch {
    return String(v); // An unknown currency code must not break the final screen.
  }
}
