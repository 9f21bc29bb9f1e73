// What the owner app says for the API's error codes (and a refused field) in its five languages; the English texts
// are the app's own words for a failure that came without a server message.
import type { Catalog } from './catalog.ts';

export const apiErrorsEn = {
  'apiError.unauthorized': 'Please sign in again.',
  'apiError.forbidden': 'You are not allowed to do that.',
  'apiError.notFound': 'It could not be found. It may have been deleted.',
  'apiError.tooLarge': 'That is too large.',
  'apiError.rateLimited': 'Too many requests. Please wait a moment and try again.',
  'apiError.server': 'Something went wrong on our side. Please try again.',
  'apiError.other': 'That did not work. Please try again.',
  'apiError.noCredits': 'You have no credits left. Buy credits to continue.',
  'apiError.unsupportedType': 'This type of file is not supported.',
  'apiError.invalidCredentials': 'The e-mail address or password is not right.',
  'apiError.notUnderstood': 'This could not be turned into a form. Please describe it in other words.',
  'apiError.generationFailed': 'Form generation failed. No credit was charged; please try again.',
  'apiError.geocoder': 'The address lookup service is unavailable; please try again.',
  'apiError.analysis': 'The analysis could not be produced; please try again.',
  'apiError.sendFailed': 'The e-mail could not be sent. Please try again.',
  'apiError.payments': 'Payments are not available right now. Please try again later.',
  'apiError.field': 'Please check “{field}”: this value is not accepted.',
} as const;

type Key = keyof typeof apiErrorsEn;

export const apiErrorsDe: Catalog<Key> = {
  'apiError.unauthorized': 'Bitte melden Sie sich erneut an.',
  'apiError.forbidden': 'Dazu sind Sie nicht berechtigt.',
  'apiError.notFound': 'Nicht gefunden. Möglicherweise wurde es gelöscht.',
  'apiError.tooLarge': 'Das ist zu groß.',
  'apiError.rateLimited': 'Zu viele Anfragen. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
  'apiError.server': 'Bei uns ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'apiError.other': 'Das hat nicht geklappt. Bitte versuchen Sie es erneut.',
  'apiError.noCredits': 'Sie haben keine Credits mehr. Kaufen Sie Credits, um fortzufahren.',
  'apiError.unsupportedType': 'Dieser Dateityp wird nicht unterstützt.',
  'apiError.invalidCredentials': 'E-Mail-Adresse oder Passwort stimmen nicht.',
  'apiError.notUnderstood':
    'Daraus ließ sich kein Formular erstellen. Bitte beschreiben Sie es mit anderen Worten.',
  'apiError.generationFailed':
    'Das Formular konnte nicht erstellt werden. Es wurde kein Credit abgebucht; bitte versuchen Sie es erneut.',
  'apiError.geocoder': 'Die Adresssuche ist gerade nicht erreichbar; bitte versuchen Sie es erneut.',
  'apiError.analysis': 'Die Auswertung konnte nicht erstellt werden; bitte versuchen Sie es erneut.',
  'apiError.sendFailed': 'Die E-Mail konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'apiError.payments': 'Zahlungen sind gerade nicht möglich. Bitte versuchen Sie es später erneut.',
  'apiError.field': 'Bitte prüfen Sie „{field}“: Dieser Wert wird nicht akzeptiert.',
};

export const apiErrorsFr: Catalog<Key> = {
  'apiError.unauthorized': 'Veuillez vous reconnecter.',
  'apiError.forbidden': 'Vous n’êtes pas autorisé à faire cela.',
  'apiError.notFound': 'Introuvable. Cet élément a peut-être été supprimé.',
  'apiError.tooLarge': 'C’est trop volumineux.',
  'apiError.rateLimited': 'Trop de requêtes. Patientez un instant puis réessayez.',
  'apiError.server': 'Un problème est survenu de notre côté. Veuillez réessayer.',
  'apiError.other': 'Cela n’a pas fonctionné. Veuillez réessayer.',
  'apiError.noCredits': 'Vous n’avez plus de crédits. Achetez des crédits pour continuer.',
  'apiError.unsupportedType': 'Ce type de fichier n’est pas pris en charge.',
  'apiError.invalidCredentials': 'L’adresse e-mail ou le mot de passe est incorrect.',
  'apiError.notUnderstood': 'Impossible d’en faire un formulaire. Décrivez-le avec d’autres mots.',
  'apiError.generationFailed':
    'La création du formulaire a échoué. Aucun crédit n’a été débité ; veuillez réessayer.',
  'apiError.geocoder': 'Le service de recherche d’adresse est indisponible ; veuillez réessayer.',
  'apiError.analysis': 'L’analyse n’a pas pu être produite ; veuillez réessayer.',
  'apiError.sendFailed': 'L’e-mail n’a pas pu être envoyé. Veuillez réessayer.',
  'apiError.payments': 'Les paiements sont indisponibles pour le moment. Veuillez réessayer plus tard.',
  'apiError.field': 'Vérifiez « {field} » : cette valeur n’est pas acceptée.',
};

export const apiErrorsEs: Catalog<Key> = {
  'apiError.unauthorized': 'Vuelve a iniciar sesión.',
  'apiError.forbidden': 'No tienes permiso para hacer eso.',
  'apiError.notFound': 'No se encontró. Puede que se haya eliminado.',
  'apiError.tooLarge': 'Es demasiado grande.',
  'apiError.rateLimited': 'Demasiadas solicitudes. Espera un momento e inténtalo de nuevo.',
  'apiError.server': 'Algo salió mal por nuestra parte. Inténtalo de nuevo.',
  'apiError.other': 'No funcionó. Inténtalo de nuevo.',
  'apiError.noCredits': 'No te quedan créditos. Compra créditos para continuar.',
  'apiError.unsupportedType': 'Este tipo de archivo no es compatible.',
  'apiError.invalidCredentials': 'El correo electrónico o la contraseña no son correctos.',
  'apiError.notUnderstood': 'No se pudo convertir en un formulario. Descríbelo con otras palabras.',
  'apiError.generationFailed':
    'No se pudo generar el formulario. No se ha cobrado ningún crédito; inténtalo de nuevo.',
  'apiError.geocoder': 'El servicio de búsqueda de direcciones no está disponible; inténtalo de nuevo.',
  'apiError.analysis': 'No se pudo generar el análisis; inténtalo de nuevo.',
  'apiError.sendFailed': 'No se pudo enviar el correo. Inténtalo de nuevo.',
  'apiError.payments': 'Los pagos no están disponibles ahora mismo. Inténtalo más tarde.',
  'apiError.field': 'Revisa «{field}»: este valor no se acepta.',
};

export const apiErrorsIt: Catalog<Key> = {
  'apiError.unauthorized': 'Accedi di nuovo.',
  'apiError.forbidden': 'Non hai i permessi per farlo.',
  'apiError.notFound': 'Non trovato. Potrebbe essere stato eliminato.',
  'apiError.tooLarge': 'È troppo grande.',
  'apiError.rateLimited': 'Troppe richieste. Attendi un momento e riprova.',
  'apiError.server': 'Si è verificato un problema da parte nostra. Riprova.',
  'apiError.other': 'Non ha funzionato. Riprova.',
  'apiError.noCredits': 'Hai esaurito i crediti. Acquista crediti per continuare.',
  'apiError.unsupportedType': 'Questo tipo di file non è supportato.',
  'apiError.invalidCredentials': 'L’indirizzo e-mail o la password non sono corretti.',
  'apiError.notUnderstood': 'Non è stato possibile trasformarlo in un modulo. Descrivilo con altre parole.',
  'apiError.generationFailed':
    'La creazione del modulo non è riuscita. Nessun credito è stato addebitato; riprova.',
  'apiError.geocoder': 'Il servizio di ricerca indirizzi non è disponibile; riprova.',
  'apiError.analysis': 'Non è stato possibile produrre l’analisi; riprova.',
  'apiError.sendFailed': 'Non è stato possibile inviare l’e-mail. Riprova.',
  'apiError.payments': 'I pagamenti non sono disponibili al momento. Riprova più tardi.',
  'apiError.field': 'Controlla «{field}»: questo valore non è accettato.',
};
