// Default respondent-facing texts in English and German; `ui` texts of a form override them.
import type { TLanguage, TUiTexts } from './config.ts';

export interface RunnerTexts {
  back: string;
  skip: string;
  next: string;
  submit: string;
  submitting: string;
  startOver: string;
  check: string;
  checking: string;
  questionOf: string; // {n} {total}
  percentComplete: string; // {percent}
  loading: string;
  noSteps: string;
  noParams: string;
  notFound: string;
  loadFailed: string;
  invalidStep: string;
  stepDataMissing: string;
  noOptions: string;
  noOptionsConfigured: string;
  contactAdmin: string;
  multiSelectHint: string;
  optional: string;
  required: string;
  enterValidEmail: string;
  thisFieldRequired: string;
  completeAddress: string;
  invalidPostal: string;
  notAvailable: string;
  /** The address was found but lies outside the form's service area (distinct from not found). */
  outOfArea: string;
  validateError: string;
  availableIn: string; // {city}
  consentRequired: string;
  /** Verifying the contact step's e-mail address or phone number with a code. */
  sendCode: string;
  codeSentTo: string; // {to}
  codeLabel: string;
  verifyCode: string;
  resendIn: string; // {seconds}
  resendCode: string;
  verified: string; // {to}
  consentLabel: string;
  privacyPolicy: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  select: string;
  dragDrop: string;
  /** Said instead of dragDrop on touch screens, where nothing can be dragged. */
  tapToChoose: string;
  uploadButton: string;
  supportedFormats: string; // {types} {size}
  uploadFailed: string;
  /** The builder's preview stores nothing, so an upload there says this instead of failing. */
  uploadsOffInPreview: string;
  uploading: string;
  /** The uploaded file's remove button: visible text, and its accessible name with the file ({name}). */
  removeFile: string;
  removeFileNamed: string; // {name}
  /** "2.4 MB" or "2,4 MB". */
  decimalSeparator: string;
  /** A required field left empty (contact names, a follow-up answer, a dropdown). */
  fieldRequired: string;
  /** Next to a Continue or Submit that cannot go on yet, once the respondent tried it. */
  stepIncomplete: string;
  timeRemaining: string; // {time}
  analysing: string;
  analysisFailed: string;
  analysisError: string;
  noDocument: string;
  continueToNext: string;
  thankYouTitle: string;
  thankYouDescription: string;
  defaultSubmissionSteps: { title: string; description: string }[];
  submitError: string;
  addressPlaceholder: string;
  followupPlaceholder: string;
  seconds: string;
  minutes: string;
  hours: string;
  previewToast: string;
  typeValueHint: string;
}

export const EN_TEXTS: RunnerTexts = {
  back: 'Previous',
  skip: 'Skip',
  next: 'Continue',
  submit: 'Submit',
  submitting: 'Submitting...',
  startOver: 'Start Over',
  check: 'Check',
  checking: 'Checking...',
  questionOf: 'Question {n} of {total}',
  percentComplete: '{percent}% Complete',
  loading: 'Loading form...',
  noSteps: 'This form has no steps. Please contact the form creator.',
  noParams: 'No form parameters provided',
  notFound: 'Form not found',
  loadFailed: 'Failed to load form',
  invalidStep: 'Invalid step number. Please refresh the page.',
  stepDataMissing: 'Step data not found. Please refresh the page.',
  noOptions: 'No options available for this step.',
  noOptionsConfigured: 'This step has no options configured.',
  contactAdmin: 'Please contact the form administrator.',
  multiSelectHint: 'Select all that apply',
  optional: 'Optional',
  required: 'Required',
  enterValidEmail: 'Please enter a valid email address',
  thisFieldRequired: 'Please enter your complete address',
  completeAddress: 'Please enter your complete address',
  invalidPostal: 'Please include a valid postal code in your address.',
  notAvailable: "Sorry, we couldn't find this address. Please check and try again.",
  outOfArea: "We don't serve this area yet.",
  validateError: 'Error validating address. Please try again.',
  availableIn: 'Our service is available in {city}!',
  consentRequired: 'You must agree to the data processing terms.',
  sendCode: 'Send me a code',
  codeSentTo: 'We sent a code to {to}.',
  codeLabel: 'Code',
  verifyCode: 'Verify',
  resendIn: 'New code in {seconds} s',
  resendCode: 'Send a new code',
  verified: '{to} is verified.',
  consentLabel: 'I agree to the processing of my data to handle this request.',
  privacyPolicy: 'Privacy Policy',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'Email',
  phone: 'Phone',
  select: 'Select',
  dragDrop: 'Drag and drop your file here',
  tapToChoose: 'Tap to choose a file',
  uploadButton: 'Choose file',
  supportedFormats: 'Supported formats: {types} (max {size} MB)',
  uploadFailed: 'Upload failed',
  uploadsOffInPreview: 'Uploads are off in preview',
  uploading: 'Uploading...',
  removeFile: 'Remove',
  removeFileNamed: 'Remove {name}',
  decimalSeparator: '.',
  fieldRequired: 'This field is required',
  stepIncomplete: 'Please answer this question to continue.',
  timeRemaining: 'About {time} remaining',
  analysing: 'Analysing your document...',
  analysisFailed: 'Failed to analyze document. Please try again.',
  analysisError: 'An error occurred while analyzing the document. Please try again.',
  noDocument: 'No Document Available',
  continueToNext: 'Continue to Next Step',
  thankYouTitle: 'Thank you!',
  thankYouDescription: 'Your request has been submitted successfully.',
  defaultSubmissionSteps: [
    { title: 'Request Received', description: 'We have received your answers.' },
    { title: 'Processing', description: 'Our team is reviewing your request.' },
    { title: 'Next Steps', description: 'We will get in touch with you shortly.' },
  ],
  submitError: 'Failed to submit the form. Please try again.',
  addressPlaceholder: 'Street, city and postal code',
  followupPlaceholder: 'Please specify',
  seconds: 'seconds',
  minutes: 'minutes',
  hours: 'hours',
  previewToast: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
  typeValueHint: 'Click the value to type it',
};

export const DE_TEXTS: RunnerTexts = {
  back: 'Zurück',
  skip: 'Überspringen',
  next: 'Weiter',
  submit: 'Absenden',
  submitting: 'Wird gesendet...',
  startOver: 'Neu beginnen',
  check: 'Prüfen',
  checking: 'Wird geprüft...',
  questionOf: 'Frage {n} von {total}',
  percentComplete: '{percent}% abgeschlossen',
  loading: 'Formular wird geladen...',
  noSteps: 'Dieses Formular hat keine Schritte. Bitte wenden Sie sich an den Ersteller des Formulars.',
  noParams: 'Keine Formularparameter angegeben',
  notFound: 'Formular nicht gefunden',
  loadFailed: 'Formular konnte nicht geladen werden',
  invalidStep: 'Ungültige Schrittnummer. Bitte laden Sie die Seite neu.',
  stepDataMissing: 'Schrittdaten nicht gefunden. Bitte laden Sie die Seite neu.',
  noOptions: 'Für diesen Schritt sind keine Optionen verfügbar.',
  noOptionsConfigured: 'Für diesen Schritt sind keine Optionen konfiguriert.',
  contactAdmin: 'Bitte wenden Sie sich an den Administrator des Formulars.',
  multiSelectHint: 'Mehrfachauswahl möglich',
  optional: 'Optional',
  required: 'Pflichtfeld',
  enterValidEmail: 'Bitte geben Sie eine gültige E-Mail-Adresse ein',
  thisFieldRequired: 'Bitte geben Sie Ihre vollständige Adresse ein',
  completeAddress: 'Bitte geben Sie Ihre vollständige Adresse ein',
  invalidPostal: 'Bitte geben Sie eine gültige Postleitzahl in Ihrer Adresse an.',
  notAvailable:
    'Diese Adresse wurde leider nicht gefunden. Bitte prüfen Sie sie und versuchen Sie es erneut.',
  outOfArea: 'In diesem Gebiet sind wir noch nicht tätig.',
  validateError: 'Fehler bei der Adressprüfung. Bitte versuchen Sie es erneut.',
  availableIn: 'Unser Service ist in {city} verfügbar!',
  consentRequired: 'Sie müssen der Datenverarbeitung zustimmen.',
  sendCode: 'Code senden',
  codeSentTo: 'Wir haben einen Code an {to} gesendet.',
  codeLabel: 'Code',
  verifyCode: 'Bestätigen',
  resendIn: 'Neuer Code in {seconds} s',
  resendCode: 'Neuen Code senden',
  verified: '{to} ist bestätigt.',
  consentLabel: 'Ich stimme der Verarbeitung meiner Daten zur Bearbeitung dieser Anfrage zu.',
  privacyPolicy: 'Datenschutzerklärung',
  firstName: 'Vorname',
  lastName: 'Nachname',
  email: 'E-Mail',
  phone: 'Telefon',
  select: 'Auswählen',
  dragDrop: 'Datei hierher ziehen',
  tapToChoose: 'Tippen, um eine Datei auszuwählen',
  uploadButton: 'Datei auswählen',
  supportedFormats: 'Unterstützte Formate: {types} (max. {size} MB)',
  uploadFailed: 'Hochladen fehlgeschlagen',
  uploadsOffInPreview: 'In der Vorschau ist das Hochladen ausgeschaltet',
  uploading: 'Wird hochgeladen...',
  removeFile: 'Entfernen',
  removeFileNamed: '{name} entfernen',
  decimalSeparator: ',',
  fieldRequired: 'Dieses Feld ist erforderlich',
  stepIncomplete: 'Bitte beantworten Sie diese Frage, um fortzufahren.',
  timeRemaining: 'Noch etwa {time}',
  analysing: 'Ihr Dokument wird analysiert...',
  analysisFailed: 'Das Dokument konnte nicht analysiert werden. Bitte versuchen Sie es erneut.',
  analysisError: 'Bei der Analyse des Dokuments ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut.',
  noDocument: 'Kein Dokument vorhanden',
  continueToNext: 'Weiter zum nächsten Schritt',
  thankYouTitle: 'Vielen Dank!',
  thankYouDescription: 'Ihre Anfrage wurde erfolgreich übermittelt.',
  defaultSubmissionSteps: [
    { title: 'Anfrage erhalten', description: 'Wir haben Ihre Antworten erhalten.' },
    { title: 'Bearbeitung', description: 'Unser Team prüft Ihre Anfrage.' },
    { title: 'Nächste Schritte', description: 'Wir melden uns in Kürze bei Ihnen.' },
  ],
  submitError: 'Das Formular konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  addressPlaceholder: 'Straße, Ort und Postleitzahl',
  followupPlaceholder: 'Bitte angeben',
  seconds: 'Sekunden',
  minutes: 'Minuten',
  hours: 'Stunden',
  previewToast: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
  typeValueHint: 'Klicken Sie auf den Wert, um ihn einzugeben',
};

/** Default texts for a language, with the form's `ui` overrides applied. */
export function runnerTexts(language: TLanguage | string | undefined, ui?: TUiTexts): RunnerTexts {
  const base = language === 'de' ? DE_TEXTS : EN_TEXTS;
  if (!ui) return base;
  const b = ui.buttons ?? {};
  const m = ui.messages ?? {};
  const l = ui.location ?? {};
  return {
    ...base,
    next: b.next || base.next,
    skip: b.skip || base.skip,
    submit: b.submit || base.submit,
    startOver: b.startOver || base.startOver,
    submitting: b.submitting || base.submitting,
    check: b.check || base.check,
    checking: b.checking || base.checking,
    back: b.back || base.back,
    optional: m.optional || base.optional,
    required: m.required || base.required,
    enterValidEmail: m.enterValidEmail || m.invalidEmail || base.enterValidEmail,
    submitError: m.submitError || base.submitError,
    thankYouTitle: m.thankYou || base.thankYouTitle,
    multiSelectHint: m.multiSelectHint || base.multiSelectHint,
    loadFailed: m.loadError || base.loadFailed,
    thisFieldRequired: m.thisFieldRequired || base.thisFieldRequired,
    availableIn: l.availableIn || base.availableIn,
    notAvailable: l.notAvailable || base.notAvailable,
  };
}

/** Replaces {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
