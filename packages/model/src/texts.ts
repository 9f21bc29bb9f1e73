// Default respondent-facing texts in English, German, French, Spanish and Italian; `ui` texts of a form override them.
import type { TLanguage, TUiTexts } from './config.ts';
import { isRespondentLanguage, type TRespondentLanguage } from './translations.ts';

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
  /** The booking step's calendar frame (its accessible name). */
  bookingCalendar: string;
  /** Shown once the calendar reported a booking. */
  booked: string;
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
  /** The yes/no step's buttons when the owner named them nothing else. */
  yes: string;
  no: string;
  /** The number step's messages: not a number, not whole, below {min}, above {max}. */
  numberInvalid: string;
  numberWhole: string;
  numberMin: string; // {min}
  numberMax: string; // {max}
  /** A rating's choice as a screen reader says it. */
  ratingOf: string; // {n} {max}
  /** The date step's messages: before the first day {date}, after the last day {date}, a closed {weekday}. */
  dateTooEarly: string; // {date}
  dateTooLate: string; // {date}
  dateWeekday: string; // {weekday}
  /** The closed weekdays said under the date field ({days}: "Saturday and Sunday"). */
  dateClosed: string; // {days}
  /** The name of the date step's time slots (a missing one reads as any missing answer, fieldRequired). */
  dateSlot: string;
  /** The accessible name of the respondent's language switch. */
  language: string;
  /** The closed message of a form whose owner wrote none. */
  formClosed: string;
  /** The locale numbers are written in (1,000 / 1.000 / 1 000), the same on the server and in the browser. */
  locale: string;
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
  bookingCalendar: 'Calendar to pick a time',
  booked: 'Your time is booked. The confirmation comes by e-mail.',
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
  yes: 'Yes',
  no: 'No',
  numberInvalid: 'Please enter a number',
  numberWhole: 'Please enter a whole number',
  numberMin: 'Please enter {min} or more',
  numberMax: 'Please enter {max} or less',
  ratingOf: '{n} of {max}',
  dateTooEarly: 'Please choose {date} or later',
  dateTooLate: 'Please choose {date} or earlier',
  dateWeekday: 'Please choose a day other than {weekday}',
  dateClosed: 'Not available on {days}',
  dateSlot: 'Choose a time',
  language: 'Language',
  formClosed: 'This form is no longer accepting responses.',
  locale: 'en-US',
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
  bookingCalendar: 'Kalender zur Terminwahl',
  booked: 'Ihr Termin ist gebucht. Die Bestätigung kommt per E-Mail.',
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
  yes: 'Ja',
  no: 'Nein',
  numberInvalid: 'Bitte geben Sie eine Zahl ein',
  numberWhole: 'Bitte geben Sie eine ganze Zahl ein',
  numberMin: 'Bitte geben Sie mindestens {min} ein',
  numberMax: 'Bitte geben Sie höchstens {max} ein',
  ratingOf: '{n} von {max}',
  dateTooEarly: 'Bitte wählen Sie den {date} oder später',
  dateTooLate: 'Bitte wählen Sie den {date} oder früher',
  dateWeekday: 'Bitte wählen Sie einen anderen Tag als {weekday}',
  dateClosed: 'Nicht möglich: {days}',
  dateSlot: 'Uhrzeit wählen',
  language: 'Sprache',
  formClosed: 'Dieses Formular nimmt keine Antworten mehr an.',
  locale: 'de-DE',
};

export const FR_TEXTS: RunnerTexts = {
  back: 'Précédent',
  skip: 'Passer',
  next: 'Continuer',
  submit: 'Envoyer',
  submitting: 'Envoi en cours...',
  startOver: 'Recommencer',
  check: 'Vérifier',
  checking: 'Vérification...',
  questionOf: 'Question {n} sur {total}',
  percentComplete: '{percent} % terminé',
  loading: 'Chargement du formulaire...',
  noSteps: "Ce formulaire n'a aucune étape. Veuillez contacter son créateur.",
  noParams: 'Aucun paramètre de formulaire fourni',
  notFound: 'Formulaire introuvable',
  loadFailed: 'Le formulaire n’a pas pu être chargé',
  invalidStep: "Numéro d'étape invalide. Veuillez recharger la page.",
  stepDataMissing: "Données de l'étape introuvables. Veuillez recharger la page.",
  noOptions: "Aucune option n'est disponible pour cette étape.",
  noOptionsConfigured: "Aucune option n'est configurée pour cette étape.",
  contactAdmin: "Veuillez contacter l'administrateur du formulaire.",
  multiSelectHint: 'Plusieurs réponses possibles',
  optional: 'Facultatif',
  required: 'Obligatoire',
  enterValidEmail: 'Veuillez saisir une adresse e-mail valide',
  thisFieldRequired: 'Veuillez saisir votre adresse complète',
  completeAddress: 'Veuillez saisir votre adresse complète',
  invalidPostal: 'Veuillez indiquer un code postal valide dans votre adresse.',
  notAvailable: "Désolé, nous n'avons pas trouvé cette adresse. Veuillez la vérifier et réessayer.",
  outOfArea: 'Nous ne desservons pas encore cette zone.',
  validateError: "Erreur lors de la vérification de l'adresse. Veuillez réessayer.",
  availableIn: 'Notre service est disponible à {city} !',
  consentRequired: 'Vous devez accepter le traitement de vos données.',
  sendCode: 'Recevoir un code',
  codeSentTo: 'Nous avons envoyé un code à {to}.',
  codeLabel: 'Code',
  verifyCode: 'Vérifier',
  resendIn: 'Nouveau code dans {seconds} s',
  resendCode: 'Envoyer un nouveau code',
  verified: '{to} est vérifié.',
  bookingCalendar: 'Calendrier pour choisir un créneau',
  booked: 'Votre créneau est réservé. La confirmation arrive par e-mail.',
  consentLabel: "J'accepte le traitement de mes données pour le suivi de cette demande.",
  privacyPolicy: 'Politique de confidentialité',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'E-mail',
  phone: 'Téléphone',
  select: 'Sélectionner',
  dragDrop: 'Glissez-déposez votre fichier ici',
  tapToChoose: 'Touchez pour choisir un fichier',
  uploadButton: 'Choisir un fichier',
  supportedFormats: 'Formats acceptés : {types} (max. {size} Mo)',
  uploadFailed: "Échec de l'envoi",
  uploadsOffInPreview: "L'envoi de fichiers est désactivé dans l'aperçu",
  uploading: 'Envoi en cours...',
  removeFile: 'Supprimer',
  removeFileNamed: 'Supprimer {name}',
  decimalSeparator: ',',
  fieldRequired: 'Ce champ est obligatoire',
  stepIncomplete: 'Veuillez répondre à cette question pour continuer.',
  timeRemaining: 'Environ {time} restantes',
  analysing: 'Analyse de votre document...',
  analysisFailed: "Le document n'a pas pu être analysé. Veuillez réessayer.",
  analysisError: "Une erreur s'est produite lors de l'analyse du document. Veuillez réessayer.",
  noDocument: 'Aucun document disponible',
  continueToNext: "Passer à l'étape suivante",
  thankYouTitle: 'Merci !',
  thankYouDescription: 'Votre demande a bien été envoyée.',
  defaultSubmissionSteps: [
    { title: 'Demande reçue', description: 'Nous avons bien reçu vos réponses.' },
    { title: 'Traitement', description: 'Notre équipe examine votre demande.' },
    { title: 'Prochaines étapes', description: 'Nous vous contacterons très bientôt.' },
  ],
  submitError: "Le formulaire n'a pas pu être envoyé. Veuillez réessayer.",
  addressPlaceholder: 'Rue, ville et code postal',
  followupPlaceholder: 'Veuillez préciser',
  seconds: 'secondes',
  minutes: 'minutes',
  hours: 'heures',
  previewToast: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
  typeValueHint: 'Cliquez sur la valeur pour la saisir',
  yes: 'Oui',
  no: 'Non',
  numberInvalid: 'Veuillez saisir un nombre',
  numberWhole: 'Veuillez saisir un nombre entier',
  numberMin: 'Veuillez saisir au moins {min}',
  numberMax: 'Veuillez saisir au plus {max}',
  ratingOf: '{n} sur {max}',
  dateTooEarly: 'Veuillez choisir le {date} ou plus tard',
  dateTooLate: 'Veuillez choisir le {date} ou plus tôt',
  dateWeekday: 'Veuillez choisir un autre jour que {weekday}',
  dateClosed: 'Indisponible : {days}',
  dateSlot: 'Choisissez un créneau',
  language: 'Langue',
  formClosed: 'Ce formulaire n’accepte plus de réponses.',
  locale: 'fr-FR',
};

export const ES_TEXTS: RunnerTexts = {
  back: 'Anterior',
  skip: 'Omitir',
  next: 'Continuar',
  submit: 'Enviar',
  submitting: 'Enviando...',
  startOver: 'Empezar de nuevo',
  check: 'Comprobar',
  checking: 'Comprobando...',
  questionOf: 'Pregunta {n} de {total}',
  percentComplete: '{percent} % completado',
  loading: 'Cargando formulario...',
  noSteps: 'Este formulario no tiene pasos. Póngase en contacto con su creador.',
  noParams: 'No se han indicado parámetros del formulario',
  notFound: 'Formulario no encontrado',
  loadFailed: 'No se pudo cargar el formulario',
  invalidStep: 'Número de paso no válido. Vuelva a cargar la página.',
  stepDataMissing: 'No se encontraron los datos del paso. Vuelva a cargar la página.',
  noOptions: 'No hay opciones disponibles para este paso.',
  noOptionsConfigured: 'Este paso no tiene opciones configuradas.',
  contactAdmin: 'Póngase en contacto con el administrador del formulario.',
  multiSelectHint: 'Seleccione todas las que correspondan',
  optional: 'Opcional',
  required: 'Obligatorio',
  enterValidEmail: 'Introduzca una dirección de correo electrónico válida',
  thisFieldRequired: 'Introduzca su dirección completa',
  completeAddress: 'Introduzca su dirección completa',
  invalidPostal: 'Incluya un código postal válido en su dirección.',
  notAvailable: 'Lo sentimos, no encontramos esta dirección. Compruébela e inténtelo de nuevo.',
  outOfArea: 'Todavía no damos servicio en esta zona.',
  validateError: 'Error al comprobar la dirección. Inténtelo de nuevo.',
  availableIn: '¡Nuestro servicio está disponible en {city}!',
  consentRequired: 'Debe aceptar el tratamiento de sus datos.',
  sendCode: 'Enviarme un código',
  codeSentTo: 'Hemos enviado un código a {to}.',
  codeLabel: 'Código',
  verifyCode: 'Verificar',
  resendIn: 'Nuevo código en {seconds} s',
  resendCode: 'Enviar un código nuevo',
  verified: '{to} está verificado.',
  bookingCalendar: 'Calendario para elegir una hora',
  booked: 'Su cita está reservada. La confirmación llegará por correo electrónico.',
  consentLabel: 'Acepto el tratamiento de mis datos para gestionar esta solicitud.',
  privacyPolicy: 'Política de privacidad',
  firstName: 'Nombre',
  lastName: 'Apellidos',
  email: 'Correo electrónico',
  phone: 'Teléfono',
  select: 'Seleccionar',
  dragDrop: 'Arrastre y suelte su archivo aquí',
  tapToChoose: 'Toque para elegir un archivo',
  uploadButton: 'Elegir archivo',
  supportedFormats: 'Formatos admitidos: {types} (máx. {size} MB)',
  uploadFailed: 'Error al subir el archivo',
  uploadsOffInPreview: 'La subida de archivos está desactivada en la vista previa',
  uploading: 'Subiendo...',
  removeFile: 'Quitar',
  removeFileNamed: 'Quitar {name}',
  decimalSeparator: ',',
  fieldRequired: 'Este campo es obligatorio',
  stepIncomplete: 'Responda a esta pregunta para continuar.',
  timeRemaining: 'Quedan unos {time}',
  analysing: 'Analizando su documento...',
  analysisFailed: 'No se pudo analizar el documento. Inténtelo de nuevo.',
  analysisError: 'Se produjo un error al analizar el documento. Inténtelo de nuevo.',
  noDocument: 'No hay ningún documento disponible',
  continueToNext: 'Continuar al siguiente paso',
  thankYouTitle: '¡Gracias!',
  thankYouDescription: 'Su solicitud se ha enviado correctamente.',
  defaultSubmissionSteps: [
    { title: 'Solicitud recibida', description: 'Hemos recibido sus respuestas.' },
    { title: 'En revisión', description: 'Nuestro equipo está revisando su solicitud.' },
    { title: 'Próximos pasos', description: 'Nos pondremos en contacto con usted en breve.' },
  ],
  submitError: 'No se pudo enviar el formulario. Inténtelo de nuevo.',
  addressPlaceholder: 'Calle, ciudad y código postal',
  followupPlaceholder: 'Especifique',
  seconds: 'segundos',
  minutes: 'minutos',
  hours: 'horas',
  previewToast: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
  typeValueHint: 'Haga clic en el valor para escribirlo',
  yes: 'Sí',
  no: 'No',
  numberInvalid: 'Introduzca un número',
  numberWhole: 'Introduzca un número entero',
  numberMin: 'Introduzca {min} o más',
  numberMax: 'Introduzca {max} o menos',
  ratingOf: '{n} de {max}',
  dateTooEarly: 'Elija el {date} o una fecha posterior',
  dateTooLate: 'Elija el {date} o una fecha anterior',
  dateWeekday: 'Elija un día distinto de {weekday}',
  dateClosed: 'No disponible: {days}',
  dateSlot: 'Elija una franja horaria',
  language: 'Idioma',
  formClosed: 'Este formulario ya no acepta respuestas.',
  locale: 'es-ES',
};

export const IT_TEXTS: RunnerTexts = {
  back: 'Indietro',
  skip: 'Salta',
  next: 'Continua',
  submit: 'Invia',
  submitting: 'Invio in corso...',
  startOver: 'Ricomincia',
  check: 'Verifica',
  checking: 'Verifica in corso...',
  questionOf: 'Domanda {n} di {total}',
  percentComplete: '{percent}% completato',
  loading: 'Caricamento del modulo...',
  noSteps: 'Questo modulo non ha passaggi. Contatta chi lo ha creato.',
  noParams: 'Nessun parametro del modulo indicato',
  notFound: 'Modulo non trovato',
  loadFailed: 'Impossibile caricare il modulo',
  invalidStep: 'Numero di passaggio non valido. Ricarica la pagina.',
  stepDataMissing: 'Dati del passaggio non trovati. Ricarica la pagina.',
  noOptions: 'Nessuna opzione disponibile per questo passaggio.',
  noOptionsConfigured: 'Questo passaggio non ha opzioni configurate.',
  contactAdmin: "Contatta l'amministratore del modulo.",
  multiSelectHint: 'Seleziona tutte le risposte pertinenti',
  optional: 'Facoltativo',
  required: 'Obbligatorio',
  enterValidEmail: 'Inserisci un indirizzo e-mail valido',
  thisFieldRequired: 'Inserisci il tuo indirizzo completo',
  completeAddress: 'Inserisci il tuo indirizzo completo',
  invalidPostal: 'Includi un codice postale valido nel tuo indirizzo.',
  notAvailable: 'Spiacenti, non abbiamo trovato questo indirizzo. Controllalo e riprova.',
  outOfArea: 'Non serviamo ancora questa zona.',
  validateError: "Errore durante la verifica dell'indirizzo. Riprova.",
  availableIn: 'Il nostro servizio è disponibile a {city}!',
  consentRequired: 'Devi acconsentire al trattamento dei dati.',
  sendCode: 'Inviami un codice',
  codeSentTo: 'Abbiamo inviato un codice a {to}.',
  codeLabel: 'Codice',
  verifyCode: 'Verifica',
  resendIn: 'Nuovo codice tra {seconds} s',
  resendCode: 'Invia un nuovo codice',
  verified: '{to} è verificato.',
  bookingCalendar: 'Calendario per scegliere un orario',
  booked: 'Il tuo appuntamento è prenotato. La conferma arriva via e-mail.',
  consentLabel: 'Acconsento al trattamento dei miei dati per gestire questa richiesta.',
  privacyPolicy: 'Informativa sulla privacy',
  firstName: 'Nome',
  lastName: 'Cognome',
  email: 'E-mail',
  phone: 'Telefono',
  select: 'Seleziona',
  dragDrop: 'Trascina qui il tuo file',
  tapToChoose: 'Tocca per scegliere un file',
  uploadButton: 'Scegli file',
  supportedFormats: 'Formati supportati: {types} (max {size} MB)',
  uploadFailed: 'Caricamento non riuscito',
  uploadsOffInPreview: "Il caricamento è disattivato nell'anteprima",
  uploading: 'Caricamento...',
  removeFile: 'Rimuovi',
  removeFileNamed: 'Rimuovi {name}',
  decimalSeparator: ',',
  fieldRequired: 'Questo campo è obbligatorio',
  stepIncomplete: 'Rispondi a questa domanda per continuare.',
  timeRemaining: 'Circa {time} rimanenti',
  analysing: 'Analisi del documento in corso...',
  analysisFailed: 'Impossibile analizzare il documento. Riprova.',
  analysisError: "Si è verificato un errore durante l'analisi del documento. Riprova.",
  noDocument: 'Nessun documento disponibile',
  continueToNext: 'Continua al passaggio successivo',
  thankYouTitle: 'Grazie!',
  thankYouDescription: 'La tua richiesta è stata inviata correttamente.',
  defaultSubmissionSteps: [
    { title: 'Richiesta ricevuta', description: 'Abbiamo ricevuto le tue risposte.' },
    { title: 'In lavorazione', description: 'Il nostro team sta esaminando la tua richiesta.' },
    { title: 'Prossimi passi', description: 'Ti contatteremo a breve.' },
  ],
  submitError: 'Impossibile inviare il modulo. Riprova.',
  addressPlaceholder: 'Via, città e codice postale',
  followupPlaceholder: 'Specifica',
  seconds: 'secondi',
  minutes: 'minuti',
  hours: 'ore',
  previewToast: 'THIS IS A PREVIEW, CAN NOT SUBMIT FORM',
  typeValueHint: 'Fai clic sul valore per digitarlo',
  yes: 'Sì',
  no: 'No',
  numberInvalid: 'Inserisci un numero',
  numberWhole: 'Inserisci un numero intero',
  numberMin: 'Inserisci almeno {min}',
  numberMax: 'Inserisci al massimo {max}',
  ratingOf: '{n} su {max}',
  dateTooEarly: 'Scegli il {date} o una data successiva',
  dateTooLate: 'Scegli il {date} o una data precedente',
  dateWeekday: 'Scegli un giorno diverso da {weekday}',
  dateClosed: 'Non disponibile: {days}',
  dateSlot: 'Scegli una fascia oraria',
  language: 'Lingua',
  formClosed: 'Questo modulo non accetta più risposte.',
  locale: 'it-IT',
};

/** The runner's own texts in every language a respondent can get. */
export const RUNNER_TEXTS: Record<TRespondentLanguage, RunnerTexts> = {
  en: EN_TEXTS,
  de: DE_TEXTS,
  fr: FR_TEXTS,
  es: ES_TEXTS,
  it: IT_TEXTS,
};

/** Default texts for a language, with the form's `ui` overrides applied. */
export function runnerTexts(language: TLanguage | string | undefined, ui?: TUiTexts): RunnerTexts {
  const base = isRespondentLanguage(language) ? RUNNER_TEXTS[language] : EN_TEXTS;
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

/**
 * A closed message as a respondent reads it: the default one (the server sends it in the form's language) in
 * the respondent's; the owner's own message as written.
 */
export function closedText(message: string, texts: RunnerTexts): string {
  const isDefault = Object.values(RUNNER_TEXTS).some((t) => t.formClosed === message);
  return isDefault ? texts.formClosed : message;
}

/** Replaces {name} placeholders. */
export function format(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) =>
    key in values ? String(values[key]) : whole,
  );
}
