// Formats calculation results for people: currency or number in the form's language ("$7,350", "7.350 €").
import type { TCalculation } from './types.ts';

/** The currency a calculation is shown in: its own, else EUR for German forms and USD otherwise. */
export function calculationCurrency(calc: TCalculation, language: string): string {
  return calc.currency ?? (language === 'de' ? 'EUR' : 'USD');
}

/** A calculation's value as text in the given language (en/de); whole amounts show no cents. */
export function formatCalculation(calc: TCalculation, value: number, language: string): string {
  const locale = language === 'de' ? 'de-DE' : 'en-US';
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
