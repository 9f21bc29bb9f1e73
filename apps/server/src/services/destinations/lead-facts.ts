// A stored response as the integrations read it: every lead field (see leadFields in the contracts) as text, the
// contact, the answers people read and the calculations. Made once when a delivery is queued and kept with it.
import { createHash } from 'node:crypto';
import type { SessionVisitor } from '../../db/schema.ts';
import { leadFields, type MappableForm } from '@forms-engine/contracts';
import {
  answerKey,
  type Answers,
  formatAnswer,
  formatCalculation,
  formVerification,
  hiddenOf,
  isValidEmail,
  META_KEYS,
  type TFormConfig,
  titleKey,
  type VerifiedFlags,
  verifiedLabel,
} from '@forms-engine/model';

export interface LeadContact {
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

export interface LeadFacts {
  /** 0 for a test lead. */
  responseId: number;
  formId: number;
  formLabel: string;
  complete: boolean;
  /** A "Send a test lead" made of sample answers. */
  test: boolean;
  /** The lead in the owner app. */
  link: string;
  submittedAt: string | null;
  contact: LeadContact | null;
  /** Each lead field's text by key (answer:<step id>, contact:email, calc:<id>, hidden:<name>, session:…). */
  values: Record<string, string>;
  /** Each field's label when the lead was queued (a question's title then). */
  labels: Record<string, string>;
  /** The answers as people read them, in the form's order (contact step left out: it is `contact`). */
  answers: { key: string; label: string; value: string }[];
  /** The calculations, formatted ("$12,500"), in the form's order. */
  calculations: { key: string; label: string; value: string; number: number }[];
  /** "E-mail, Phone", "Not verified" (the form offers a code), or "" when verification does not apply. */
  verified: string;
  /** What changed about a lead sent before ("Booking cancelled"); absent on the lead's first delivery. */
  change?: string;
  /** What the ad platforms' conversion events carry (Meta Conversions API, GA4); absent on leads queued before. */
  conversion?: ConversionFacts;
}

export interface ConversionFacts {
  /** The event id the browser's Pixel event carries too (leadEventId of the session), so Meta counts one lead. */
  eventId: string;
  /** The contact step's consent tickbox; null when the form has no contact step (the owner's setting decides). */
  consent: boolean | null;
  /** The first calculation shown as money, as the lead's value. */
  value: { amount: number; currency: string } | null;
  /** The host page's ad ids and the respondent's IP and browser, when the form had tracking on (ad kinds only). */
  visitor?: SessionVisitor;
}

/**
 * The lead's event id, as the frame derives it (`leadEventId` in the embed protocol): a hash of the answer session,
 * never the session id itself. A response without a session is named by its own id.
 */
export function conversionEventId(sessionId: string | null, responseId: number): string {
  const source = sessionId ? `forms-engine-lead:${sessionId}` : `forms-engine-response:${responseId}`;
  return createHash('sha256').update(source).digest('hex').slice(0, 32);
}

export interface StoredResponse {
  id: number;
  /** The answer session it was given in, when there was one. */
  sessionId?: string | null;
  formId: number;
  formLabel: string;
  language: string;
  complete: boolean;
  sessionNo: number | null;
  /** Stored answers by step id, meta keys included (hidden fields are read from them). */
  answers: Answers;
  /** Titles of answered questions when answered, by step id (questions since removed). */
  labels: Record<string, string>;
  calculations: Record<string, number> | null;
  ending: string | null;
  submittedAt: string | null;
  /** The A/B test variant the respondent was shown; null when the form was not under test. */
  variant?: string | null;
  /** What the respondent confirmed with a code (none when absent). */
  verified?: VerifiedFlags;
  /** The answer session's visitor record (docs/tracking.md), when it has one. */
  visitor?: SessionVisitor | null;
}

const text = (v: unknown) => (typeof v === 'string' ? v.trim() : typeof v === 'number' ? String(v) : '');

function contactOf(config: TFormConfig | null, answers: Answers): LeadContact | null {
  const index = config?.steps.findIndex((s) => s.type === 'contact') ?? -1;
  const step = index >= 0 ? config?.steps[index] : undefined;
  const value = step ? answers[answerKey(step, index)] : undefined;
  if (!value || typeof value !== 'object' || Array.isArray(value)) return null;
  const v = value as Record<string, unknown>;
  const firstName = text(v.firstName);
  const lastName = text(v.lastName);
  const email = text(v.email);
  return {
    name: [firstName, lastName].filter(Boolean).join(' '),
    firstName,
    lastName,
    email: isValidEmail(email) ? email : '',
    phone: text(v.phone),
  };
}

/** The facts of a response under its form's configuration (null when the configuration is malformed). */
export function leadFacts(
  r: StoredResponse,
  config: TFormConfig | null,
  origin: string,
  test = false,
): LeadFacts {
  const form: MappableForm = config ?? { steps: [] };
  const answers: Answers = Object.fromEntries(Object.entries(r.answers).filter(([k]) => !META_KEYS.has(k)));
  const hidden = hiddenOf(r.answers);
  const contact = contactOf(config, answers);
  const values: Record<string, string> = {};
  const labels: Record<string, string> = {};
  for (const f of leadFields(form)) labels[f.key] = f.label;

  const lines: LeadFacts['answers'] = [];
  const seen = new Set<string>();
  let address = '';
  let postalCode = '';
  form.steps.forEach((step, i) => {
    const key = answerKey(step, i);
    seen.add(key);
    const answer = answers[key];
    if (answer === undefined || answer === null) return;
    if (step.type === 'location' && typeof answer === 'object' && !address) {
      const a = answer as Record<string, unknown>;
      address = text(a.fullAddress);
      postalCode = text(a.postalCode);
    }
    if (step.type === 'contact') return;
    const shown = formatAnswer(step, answer, r.language);
    if (!shown) return;
    values[`answer:${key}`] = shown;
    lines.push({ key: `answer:${key}`, label: titleKey(step, i), value: shown });
  });
  // Answers to questions no longer in the form keep the title they were answered under.
  for (const [key, answer] of Object.entries(answers)) {
    if (seen.has(key)) continue;
    const shown = typeof answer === 'string' ? answer : JSON.stringify(answer);
    values[`answer:${key}`] = shown;
    labels[`answer:${key}`] = r.labels[key] ?? key;
    lines.push({ key: `answer:${key}`, label: r.labels[key] ?? key, value: shown });
  }
  if (contact) {
    values['contact:name'] = contact.name;
    values['contact:firstName'] = contact.firstName;
    values['contact:lastName'] = contact.lastName;
    values['contact:email'] = contact.email;
    values['contact:phone'] = contact.phone;
  }
  if (address) values['location:address'] = address;
  if (postalCode) values['location:postalCode'] = postalCode;
  const calculations: LeadFacts['calculations'] = [];
  for (const c of config?.calculations ?? []) {
    const n = r.calculations?.[c.id];
    if (typeof n !== 'number') continue;
    const shown = formatCalculation(c, n, r.language);
    values[`calc:${c.id}`] = shown;
    calculations.push({ key: `calc:${c.id}`, label: c.label || c.id, value: shown, number: n });
  }
  for (const [name, value] of Object.entries(hidden)) values[`hidden:${name}`] = value;
  const link = `${origin}/forms/${r.formId}/responses/${r.id}`;
  const verified = verifiedLabel(r.verified, formVerification(config?.steps) !== null);
  const contactIndex = config?.steps.findIndex((s) => s.type === 'contact') ?? -1;
  const contactStep = contactIndex >= 0 ? config?.steps[contactIndex] : undefined;
  const contactAnswer = contactStep ? answers[answerKey(contactStep, contactIndex)] : undefined;
  const money = config?.calculations?.find(
    (c) => c.format === 'currency' && typeof r.calculations?.[c.id] === 'number',
  );
  const ending = r.ending ? (config?.endings?.find((e) => e.id === r.ending)?.title ?? r.ending) : '';
  Object.assign(values, {
    'session:submittedAt': r.submittedAt ?? '',
    'session:responseId': String(r.id),
    'session:sessionNo': r.sessionNo === null ? '' : String(r.sessionNo),
    'session:status': r.complete ? 'Completed' : 'Unfinished',
    'session:ending': ending,
    'session:variant': r.variant ?? '',
    'session:form': r.formLabel,
    'session:link': link,
    'session:verified': verified,
  });
  return {
    responseId: r.id,
    formId: r.formId,
    formLabel: r.formLabel,
    complete: r.complete,
    test,
    link,
    submittedAt: r.submittedAt,
    contact,
    values,
    labels,
    answers: lines,
    calculations,
    verified,
    conversion: {
      eventId: conversionEventId(r.sessionId ?? null, r.id),
      consent: contactStep ? (contactAnswer as { consent?: unknown } | undefined)?.consent === true : null,
      value: money
        ? { amount: r.calculations?.[money.id] as number, currency: (money.currency || 'USD').toUpperCase() }
        : null,
      ...(r.visitor ? { visitor: r.visitor } : {}),
    },
  };
}

/** Answers a person might give to each question, for "Send a test lead": first options, defaults, a sample contact. */
export function sampleAnswers(config: TFormConfig): Answers {
  const out: Answers = {};
  for (const [i, step] of config.steps.entries()) {
    const key = answerKey(step, i);
    const first = 'options' in step && Array.isArray(step.options) ? step.options[0]?.id : undefined;
    switch (step.type) {
      case 'tiles':
      case 'dropdown':
        if (first) out[key] = first;
        break;
      case 'multiSelect':
        if (first) out[key] = [first];
        break;
      case 'followup':
        if (first) out[key] = { option: first, followup: 'Sample answer' };
        break;
      case 'slider':
        out[key] = step.defaultValue ?? step.min ?? 0;
        break;
      case 'textbox':
        out[key] = 'Sample answer';
        break;
      case 'contact':
        out[key] = {
          firstName: 'Ada',
          lastName: 'Lovelace (test lead)',
          email: 'ada.lovelace@example.com',
          phone: '+1 555 0100',
          consent: true,
        };
        break;
      case 'location':
        out[key] = { fullAddress: '1 Sample Street, 80331 Munich', postalCode: '80331', isAvailable: true };
        break;
      case 'yesNo':
        out[key] = true;
        break;
      case 'number':
        out[key] = step.min ?? 1;
        break;
      case 'rating':
        out[key] = step.scale === 'nps' ? 9 : 5;
        break;
      case 'documentUpload':
      case 'documentInfo':
      // A booking's time comes from the calendar's webhook only; a test lead has none.
      case 'booking':
        break;
      default: {
        const never: never = step;
        throw new Error(`no sample answer for ${String(never)}`);
      }
    }
  }
  return out;
}
