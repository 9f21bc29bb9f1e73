// Whether a lead confirmed what its form's contact step asks to verify, and how that reads in the table, CSV and e-mails.
import { isRecord } from '../../config-shape.ts';

/** Which of the contact answer's e-mail address and phone number the respondent confirmed with a code. */
export interface VerifiedFlags {
  email: boolean;
  phone: boolean;
}

export type VerifyChoice = 'email' | 'phone' | 'both';

/** The form's verification settings: what the contact step offers to verify and whether unverified leads go on. */
export interface FormVerification {
  verify: VerifyChoice;
  /** `hold`: unverified leads are kept and listed but not e-mailed to the owner nor sent to integrations. */
  unverified: 'send' | 'hold';
}

/** The first contact step's verification settings among raw or checked steps; null when it offers none. */
export function formVerification(steps: readonly unknown[] | undefined): FormVerification | null {
  const contact = (steps ?? []).find((s) => isRecord(s) && s.type === 'contact');
  const config = isRecord(contact) && isRecord(contact.config) ? contact.config : {};
  const verify = config.verify;
  if (verify !== 'email' && verify !== 'phone' && verify !== 'both') return null;
  return { verify, unverified: config.unverified === 'hold' ? 'hold' : 'send' };
}

/** A lead counts as verified when it confirmed everything the form asks for ("both": the address and the number). */
export function isLeadVerified(verify: VerifyChoice, flags: VerifiedFlags | null | undefined): boolean {
  if (!flags) return false;
  if (verify === 'both') return flags.email && flags.phone;
  return flags[verify];
}

/**
 * Whether the owner holds this lead back: the form asks to hold unverified leads and it did not confirm what the
 * form asks for. A held lead stays in the responses and nothing about it leaves the product.
 */
export function isLeadHeld(
  steps: readonly unknown[] | undefined,
  flags: VerifiedFlags | null | undefined,
): boolean {
  const verification = formVerification(steps);
  return verification?.unverified === 'hold' && !isLeadVerified(verification.verify, flags);
}

/** "E-mail, Phone", "Phone", or "Not verified" when the form offers verification; "" when neither applies. */
export function verifiedLabel(flags: VerifiedFlags | null | undefined, offered: boolean): string {
  const parts = [flags?.email && 'E-mail', flags?.phone && 'Phone'].filter(Boolean).join(', ');
  return parts || (offered ? 'Not verified' : '');
}
