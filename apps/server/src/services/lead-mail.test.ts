// The lead e-mails as rendered: the respondent confirmation sent only with consent, no answers in the subject, typed
// links defused; the owner's answer lines under the questions' current titles.
import { describe, expect, it } from 'vitest';
import {
  answerLines,
  defusedValue,
  ownerNotification,
  respondentConfirmation,
  type StoredLead,
} from './lead-mail.ts';

const config = {
  title: 'Roof',
  steps: [
    { id: 'note', type: 'textbox', title: 'Anything else?' },
    { id: 'contact', type: 'contact', title: 'How can we reach you?' },
  ],
};

const lead = (contact: Record<string, unknown>, note = ''): StoredLead => ({
  form: { id: 1, label: 'Roof quote', language: 'en' },
  rawConfig: config,
  answers: { note, contact },
  responseId: 7,
  sessionNo: 3,
  submittedAt: new Date('2026-11-27T10:00:00Z'),
  responsesUrl: 'https://forms.example.com/forms/1/responses',
});

const template = {
  subject: 'Thanks {{contact.firstName}}, we got it',
  text: 'Hi {{contact.firstName}}: {{note}} ({{contact.email}})',
};
const ann = { firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', consent: true };

describe('respondent confirmation', () => {
  it('is sent only when the respondent ticked consent', () => {
    expect(respondentConfirmation(lead({ ...ann, consent: false }), template)).toBeNull();
    expect(respondentConfirmation(lead({ ...ann, consent: undefined }), template)).toBeNull();
    expect(respondentConfirmation(lead(ann), template)?.to).toBe('ann@example.com');
  });

  it('never pipes answers into the subject (older settings lose the reference, not the sentence)', () => {
    expect(respondentConfirmation(lead(ann), template)?.subject).toBe('Thanks, we got it');
  });

  it('removes links a respondent typed from the text, and cuts long values, but keeps their own address', () => {
    const mail = respondentConfirmation(
      lead({ ...ann, firstName: 'Win at https://evil.example/x' }, `call me ${'x'.repeat(300)} bit.ly/abc`),
      template,
    );
    expect(mail?.text).toMatch(/^Hi Win at \[link removed\]: call me x+…/);
    expect(mail?.text).toContain('(ann@example.com)');
    expect(mail?.text).not.toContain('evil.example');
    expect(mail?.html).not.toContain('evil.example');
  });

  it.each([
    ['visit www.evil.example today', 'visit [link removed] today'],
    ['mail me at a@evil.example.', 'mail me at [link removed]'],
    ['ftp://files.example', '[link removed]'],
    ['Mr. Smith, e.g. tomorrow at 5.30', 'Mr. Smith, e.g. tomorrow at 5.30'],
  ])('defuses %j', (value, expected) => {
    expect(defusedValue(value)).toBe(expected);
  });
});

describe('the answers in the owner notification', () => {
  it('are listed under the questions as they read now, a removed question under the title it had', () => {
    const renamed = { ...config, steps: [{ ...config.steps[0], title: 'Noch etwas?' }] };
    const stored = {
      ...lead(ann),
      rawConfig: renamed,
      answers: { note: 'Call after 5', contact: { firstName: 'Ann' } },
      labels: { note: 'Anything else?', contact: 'How can we reach you?' },
    };
    expect(answerLines(stored)).toEqual([
      { label: 'Noch etwas?', value: 'Call after 5' },
      { label: 'How can we reach you?', value: '{"firstName":"Ann"}' },
    ]);
  });

  it('writes to a respondent of a form of several languages in theirs, when the owner wrote the confirmation in it', () => {
    const multi = (language: string): StoredLead => ({
      ...lead(ann, 'Süddach'),
      rawConfig: {
        ...config,
        steps: [
          { id: 'roof', type: 'tiles', title: 'Roof?', options: [{ id: 'flat', title: 'Flat' }] },
          ...config.steps,
        ],
        translations: { fr: { 'steps.roof.options.flat.title': 'Plat' }, it: {} },
      },
      answers: { roof: 'flat', note: 'Süddach', contact: ann, _language: language },
    });
    const translated = {
      ...template,
      translations: {
        fr: { subject: 'Merci, bien reçu', text: 'Bonjour {{contact.firstName}} : toit {{roof}}' },
      },
    };
    const fr = respondentConfirmation(multi('fr'), translated);
    expect([fr?.subject, fr?.text]).toEqual(['Merci, bien reçu', 'Bonjour Ann : toit Plat']);
    // No Italian confirmation written: the form's own.
    expect(respondentConfirmation(multi('it'), translated)?.subject).toBe('Thanks, we got it');
  });
});

describe('the owner notification', () => {
  const withUpload = (timeZone: string | null): StoredLead => ({
    ...lead(ann),
    rawConfig: {
      ...config,
      steps: [...config.steps, { id: 'photo', type: 'documentUpload', title: 'Photo of the roof' }],
    },
    answers: {
      contact: ann,
      photo: {
        documentUrl: '/api/documents/0a1b2c3d-0000-4000-8000-000000000001',
        fileName: 'roof-photo.jpg',
      },
    },
    leadNo: 11,
    origin: 'https://forms.example.com',
    timeZone,
  });

  it("links to this lead's page and the upload's download, with the table's lead number", () => {
    const mail = ownerNotification(withUpload(null));
    expect(mail.text).toContain('Open this lead: https://forms.example.com/forms/1/responses/7');
    expect(mail.text).toContain(
      'Download: https://forms.example.com/api/documents/0a1b2c3d-0000-4000-8000-000000000001',
    );
    expect(mail.html).toContain(
      '<a href="https://forms.example.com/api/documents/0a1b2c3d-0000-4000-8000-000000000001">roof-photo.jpg</a>',
    );
    expect(mail.html).toContain('href="https://forms.example.com/forms/1/responses/7"');
    expect(mail.text).toContain('lead #11');
  });

  it("gives the time in the owner's time zone, UTC when none is set", () => {
    expect(ownerNotification(withUpload('Europe/Berlin')).text).toContain(
      '27 Nov 2026, 11:00 (Europe/Berlin)',
    );
    expect(ownerNotification(withUpload(null)).text).toContain('27 Nov 2026, 10:00 (UTC)');
  });
});
