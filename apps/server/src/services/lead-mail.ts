// The new-lead e-mails as text and HTML: the owner's notification, the unfinished-lead notice and the respondent's
// confirmation (the owner's subject and text, piped). Pure functions over a stored response.
import {
  answerFile,
  answerKey,
  calculate,
  titleKey,
  formatAnswer,
  formatCalculation,
  formVerification,
  isRespondentLanguage,
  isValidEmail,
  LANGUAGE_KEY,
  LANGUAGE_NAMES,
  localizeConfig,
  pipeText,
  safeNormalizeConfig,
  type TFormConfig,
  type VerifiedFlags,
  verifiedLabel,
} from '@forms-engine/model';

export interface StoredLead {
  form: { id: number; label: string; language: string };
  /** The configuration the answers belong to (published, else the draft); may be malformed. */
  rawConfig: unknown;
  /** `rawConfig` already checked (`leadConfig`), when the caller did it once for a batch of the form's leads. */
  config?: TFormConfig | null;
  /** The stored answer map (by step id), with its meta keys (_sessionInfo, _hidden, …). */
  answers: Record<string, unknown>;
  /** The title each question had when answered, by step id (labels answers to questions since removed). */
  labels?: Record<string, string>;
  responseId: number;
  sessionNo: number | null;
  /** The lead's number in its form, as the leads table shows it; null while incomplete. */
  leadNo?: number | null;
  submittedAt: Date | null;
  /** Link to the owner's responses screen. */
  responsesUrl: string;
  /** The app's origin: links to this lead's page and its uploads start with it. */
  origin?: string;
  /** The owner's IANA time zone for the times the e-mail shows; UTC when unset. */
  timeZone?: string | null;
  /** The calculations stored with a submission; computed from the answers when absent (incomplete responses). */
  calculations?: Record<string, number> | null;
  /** What the respondent confirmed with a code. */
  verified?: VerifiedFlags;
}

export interface RenderedMail {
  subject: string;
  text: string;
  html: string;
}

interface Prepared {
  config: TFormConfig | null;
  answers: Record<string, unknown>;
  hidden: Record<string, string>;
  calculations: Record<string, number>;
  /** The language the respondent read the form in: theirs when the form has several, else the form's. */
  language: string;
}

const esc = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** Header lines must not carry line breaks (a respondent's name is data, never a header). */
const oneLine = (s: string) => s.replace(/[\r\n\t]+/g, ' ').trim();

/** A lead's configuration checked, or null when it is malformed (then answers are listed as sent). */
export function leadConfig(raw: unknown): TFormConfig | null {
  const parsed = safeNormalizeConfig(raw);
  return parsed.ok ? parsed.config : null;
}

function prepare(lead: StoredLead): Prepared {
  const config = lead.config !== undefined ? lead.config : leadConfig(lead.rawConfig);
  const answers = Object.fromEntries(Object.entries(lead.answers).filter(([k]) => !k.startsWith('_')));
  const rawHidden = lead.answers._hidden;
  const hidden: Record<string, string> = {};
  if (rawHidden && typeof rawHidden === 'object' && !Array.isArray(rawHidden)) {
    for (const [k, v] of Object.entries(rawHidden)) if (typeof v === 'string') hidden[k] = v;
  }
  const calculations = lead.calculations ?? (config?.calculations?.length ? calculate(config, answers) : {});
  const chosen = lead.answers[LANGUAGE_KEY];
  const language = isRespondentLanguage(chosen) ? chosen : lead.form.language;
  return { config, answers, hidden, calculations, language };
}

/** Question/answer pairs in the form's order; answers to questions no longer in the form follow as sent. */
export function answerLines(
  lead: StoredLead,
  p: Prepared = prepare(lead),
): { label: string; value: string; link?: string }[] {
  const lines: { label: string; value: string; link?: string }[] = [];
  const seen = new Set<string>();
  p.config?.steps.forEach((step, i) => {
    const key = answerKey(step, i);
    seen.add(key);
    if (!(key in p.answers)) return;
    const value = formatAnswer(step, p.answers[key], lead.form.language);
    if (!value) return;
    // An upload links to its owner-only download: opening it needs the owner's session.
    const file = lead.origin ? answerFile(step, p.answers[key]) : null;
    lines.push({
      label: titleKey(step, i),
      value,
      ...(file ? { link: `${lead.origin}/api/documents/${encodeURIComponent(file.documentId)}` } : {}),
    });
  });
  for (const [key, v] of Object.entries(p.answers)) {
    if (seen.has(key)) continue;
    lines.push({ label: lead.labels?.[key] ?? key, value: typeof v === 'string' ? v : JSON.stringify(v) });
  }
  return lines;
}

/** The first contact answer: the lead's name and address. */
export function contactOf(lead: StoredLead, p: Prepared = prepare(lead)) {
  const index = p.config?.steps.findIndex((s) => s.type === 'contact') ?? -1;
  const step = index >= 0 ? p.config?.steps[index] : undefined;
  const value = step ? p.answers[answerKey(step, index)] : undefined;
  if (!value || typeof value !== 'object') return null;
  const v = value as Record<string, unknown>;
  const str = (x: unknown) => (typeof x === 'string' ? x.trim() : '');
  const email = str(v.email);
  return {
    name: [str(v.firstName), str(v.lastName)].filter(Boolean).join(' '),
    email: isValidEmail(email) ? email : '',
    phone: str(v.phone),
    consent: v.consent === true,
  };
}

function calcLines(p: Prepared, language: string) {
  return (p.config?.calculations ?? []).map((c) => ({
    label: c.label || c.id,
    value: formatCalculation(c, p.calculations[c.id] ?? 0, language),
  }));
}

function section(title: string, lines: { label: string; value: string }[]) {
  if (!lines.length) return { text: '', html: '' };
  return {
    text: `${title}\n${lines.map((l) => `  ${l.label}: ${l.value}`).join('\n')}\n\n`,
    html: `<h3 style="margin:20px 0 8px;font-size:15px">${esc(title)}</h3><table style="border-collapse:collapse">${lines
      .map(
        (l) =>
          `<tr><td style="padding:4px 12px 4px 0;color:#555;vertical-align:top">${esc(l.label)}</td><td style="padding:4px 0">${esc(l.value)}</td></tr>`,
      )
      .join('')}</table>`,
  };
}

function body(lead: StoredLead, p: Prepared, intro: string) {
  const answers = answerLines(lead, p);
  const qa = {
    text: answers
      .map(
        (l) => `${l.label}\n  ${l.value.replace(/\n/g, '\n  ')}${l.link ? `\n  Download: ${l.link}` : ''}\n`,
      )
      .join('\n'),
    html: answers
      .map(
        (l) =>
          `<p style="margin:12px 0 0;color:#555;font-size:13px">${esc(l.label)}</p><p style="margin:2px 0 0;font-size:15px;white-space:pre-wrap">${
            l.link ? `<a href="${esc(l.link)}">${esc(l.value)}</a>` : esc(l.value)
          }</p>`,
      )
      .join(''),
  };
  const verified = verifiedLabel(lead.verified, formVerification(p.config?.steps) !== null);
  const verification = section('Verification', verified ? [{ label: 'Verified', value: verified }] : []);
  const calcs = section('Calculations', calcLines(p, lead.form.language));
  const hidden = section('Hidden fields', [
    ...Object.entries(p.hidden).map(([label, value]) => ({ label, value })),
  ]);
  // Which language the respondent read the form in, when the form has several.
  const chosen = lead.answers[LANGUAGE_KEY];
  const language = section(
    'Language',
    isRespondentLanguage(chosen) ? [{ label: 'Answered in', value: LANGUAGE_NAMES[chosen] }] : [],
  );
  const leadUrl = leadPageUrl(lead);
  const link = leadUrl
    ? `Open this lead: ${leadUrl}\nAll responses: ${lead.responsesUrl}`
    : `See all responses: ${lead.responsesUrl}`;
  const links = leadUrl
    ? `<p style="margin-top:24px"><a href="${esc(leadUrl)}" style="font-weight:600">Open this lead</a> · <a href="${esc(lead.responsesUrl)}">All responses</a></p>`
    : `<p style="margin-top:24px"><a href="${esc(lead.responsesUrl)}">See all responses</a></p>`;
  return {
    text: `${intro}\n\n${qa.text}\n${verification.text}${calcs.text}${hidden.text}${language.text}${link}\n`,
    html: `<div style="font-family:system-ui,sans-serif;color:#111;max-width:640px"><p>${esc(intro)}</p>${qa.html}${verification.html}${calcs.html}${hidden.html}${language.html}${links}</div>`,
  };
}

/** The owner app's page of this one lead, when the origin is known. */
function leadPageUrl(lead: StoredLead): string | null {
  return lead.origin ? `${lead.origin}/forms/${lead.form.id}/responses/${lead.responseId}` : null;
}

/** "28 Nov 2026, 14:05 (Europe/Berlin)" in the owner's zone, UTC when none is set or it is unknown here. */
export function when(d: Date | null, timeZone?: string | null): string {
  const at = d ?? new Date();
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${text} (${zone})`;
}

/** Whether this runtime knows the IANA zone name. */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** The number the owner sees in the leads table; an incomplete response, without one, by its id. */
function numberOf(lead: StoredLead): string {
  return lead.leadNo !== null && lead.leadNo !== undefined
    ? `lead #${lead.leadNo}`
    : `response ${lead.responseId}`;
}

/** To the owner (and extra addresses) for every completed response. */
export function ownerNotification(lead: StoredLead): RenderedMail {
  const p = prepare(lead);
  const who = contactOf(lead, p)?.name;
  const subject = oneLine(`New lead${who ? ` from ${who}` : ''}: ${lead.form.label}`).slice(0, 200);
  const intro = `A new response to "${lead.form.label}" arrived (${numberOf(lead)}, ${when(lead.submittedAt, lead.timeZone)}).`;
  return { subject, ...body(lead, p, intro) };
}

/** To the owner when an incomplete response with contact details has been idle for the set time. */
export function unfinishedNotification(
  lead: StoredLead,
  idleMinutes: number,
  lastActivity: Date,
): RenderedMail {
  const p = prepare(lead);
  const who = contactOf(lead, p)?.name;
  const subject = oneLine(`Unfinished lead${who ? ` from ${who}` : ''}: ${lead.form.label}`).slice(0, 200);
  const intro = `Someone left "${lead.form.label}" before submitting (${numberOf(lead)}, last answer ${when(lastActivity, lead.timeZone)}, idle for over ${idleMinutes} minutes). What they entered so far:`;
  return { subject, ...body(lead, p, intro) };
}

/** "Thanks , we got it" (a reference that piped nothing) as "Thanks, we got it". */
function tidyGaps(text: string): string {
  let out = text.split(/\s+/).filter(Boolean).join(' ');
  for (const mark of [',', '.', '!', '?', ';', ':']) out = out.replaceAll(` ${mark}`, mark);
  return out;
}

/** Longest piped answer a respondent confirmation shows. */
const PIPED_MAX_CHARS = 120;

/** A word a mail program would turn into a link: a scheme, www., or a domain name (with an e-mail's). */
function looksLikeLink(word: string): boolean {
  // The closing run is tried from its start only: from every character of it, a search would be quadratic.
  const w = word.replace(/(?<![)\]}>,.;:!?'"])[)\]}>,.;:!?'"]+$/, '');
  return w.includes('://') || /^www\./i.test(w) || /\.[a-z]{2,24}(?:[/?#:]|$)/i.test(w);
}

/**
 * A respondent-typed value as a confirmation shows it: cut short, and every word a mail program would link
 * replaced, so the form cannot carry someone else's link to whatever address a respondent typed.
 */
export function defusedValue(text: string): string {
  const short = text.length > PIPED_MAX_CHARS ? `${text.slice(0, PIPED_MAX_CHARS)}…` : text;
  return short
    .split(/(\s+)/)
    .map((w) => (w.trim() && looksLikeLink(w) ? '[link removed]' : w))
    .join('');
}

/**
 * To the respondent's contact e-mail, only when they ticked consent: the owner's subject (with calculations at
 * most: answers and hidden values never reach a subject) and text with the answers piped in, each defused.
 */
export function respondentConfirmation(
  lead: StoredLead,
  confirmation: {
    subject: string;
    text: string;
    translations?: Partial<Record<string, { subject: string; text: string }>>;
  },
): (RenderedMail & { to: string }) | null {
  const mail = toRespondent(lead, confirmation);
  if (!mail) return null;
  const html = `<div style="font-family:system-ui,sans-serif;color:#111;max-width:640px;white-space:pre-wrap">${esc(mail.text)}</div>`;
  return { ...mail, html };
}

/** The link's words in the "finish your request" e-mail, by form language. */
const FINISH_LINK_TEXT: Record<string, string> = {
  en: 'Finish your request',
  de: 'Anfrage abschließen',
  fr: 'Terminer votre demande',
  es: 'Completar su solicitud',
  it: 'Completa la tua richiesta',
};

/**
 * To a respondent who gave an e-mail and consent and left before submitting: the owner's subject and text, as a
 * confirmation is built, followed by the single-use link back to their answers.
 */
export function recoveryMail(
  lead: StoredLead,
  template: { subject: string; text: string },
  link: string,
): (RenderedMail & { to: string }) | null {
  const mail = toRespondent(lead, template);
  if (!mail) return null;
  const label = FINISH_LINK_TEXT[lead.form.language] ?? (FINISH_LINK_TEXT.en as string);
  const text = `${mail.text.trimEnd()}\n\n${label}: ${link}\n`;
  const html = `<div style="font-family:system-ui,sans-serif;color:#111;max-width:640px"><div style="white-space:pre-wrap">${esc(mail.text.trimEnd())}</div><p style="margin-top:24px"><a href="${esc(link)}">${esc(label)}</a></p></div>`;
  return { to: mail.to, subject: mail.subject, text, html };
}

/** The owner's subject and text for the respondent, piped and defused; null without an address and consent. */
function toRespondent(
  lead: StoredLead,
  confirmation: {
    subject: string;
    text: string;
    translations?: Partial<Record<string, { subject: string; text: string }>>;
  },
): { to: string; subject: string; text: string } | null {
  const p = prepare(lead);
  // In the language the respondent read the form in, when the owner wrote the confirmation in it.
  const own = confirmation.translations?.[p.language];
  const template = own?.subject.trim() && own.text.trim() ? own : confirmation;
  const contact = contactOf(lead, p);
  const to = contact?.email;
  if (!to || contact?.consent !== true) return null;
  // The answers are piped as the respondent read them: options in their language, numbers written their way.
  const shown = p.config ? localizeConfig(p.config, p.language) : null;
  const ctx = {
    steps: shown?.steps ?? [],
    answers: p.answers,
    hidden: p.hidden,
    calculations: p.calculations,
    calculationDefs: shown?.calculations,
    language: p.language,
  };
  const subject =
    tidyGaps(oneLine(pipeText(template.subject, { ...ctx, answers: {}, hidden: {} }))).slice(0, 200) ||
    lead.form.label;
  const text = pipeText(template.text, {
    ...ctx,
    // The recipient's own address, where the text names it, stays as it is.
    value: (value, ref) =>
      ref.kind === 'calc' || (ref.kind === 'step' && ref.field === 'email') ? value : defusedValue(value),
  });
  return { to, subject, text };
}
