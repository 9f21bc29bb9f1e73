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
  'apiError.formExists': 'A form with this language, label and domain already exists. Choose another label.',
  'apiError.domainTaken':
    'This domain is already used by another account. If it is yours, verify it under Domains on the dashboard to use it.',
  'apiError.accountExists': 'An account with this e-mail address already exists. Log in instead.',
  'apiError.notPublished': 'Publish the form first.',
  'apiError.abTestRunning': 'An A/B test of this form is running already.',
  'apiError.variantSeen':
    'This variant has visitors already; end this test and start a new one to change it.',
  'apiError.signUpRequired':
    'Sign up to keep asking the assistant: your form is kept, and you can still change it by hand.',
  'apiError.keyUnrevealable': 'Your API key can no longer be shown; generate a new one.',
  'apiError.picturesFull':
    'Your account holds the most pictures it may. Pictures no form uses any more are removed after a week; reuse a picture you uploaded before.',
  'apiError.withDetail': 'That did not work. The server says: “{detail}”',
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
  'apiError.formExists':
    'Es gibt schon ein Formular mit dieser Sprache, dieser Bezeichnung und dieser Domain. Wählen Sie eine andere Bezeichnung.',
  'apiError.domainTaken':
    'Diese Domain wird schon von einem anderen Konto verwendet. Wenn sie Ihnen gehört, bestätigen Sie sie im Dashboard unter „Domains“.',
  'apiError.accountExists':
    'Zu dieser E-Mail-Adresse gibt es schon ein Konto. Melden Sie sich stattdessen an.',
  'apiError.notPublished': 'Veröffentlichen Sie das Formular zuerst.',
  'apiError.abTestRunning': 'Für dieses Formular läuft bereits ein A/B-Test.',
  'apiError.variantSeen':
    'Diese Variante hatte schon Besucher; beenden Sie den Test und starten Sie einen neuen, um sie zu ändern.',
  'apiError.signUpRequired':
    'Registrieren Sie sich, um den Assistenten weiter zu fragen: Ihr Formular bleibt erhalten, und Sie können es weiter von Hand ändern.',
  'apiError.keyUnrevealable': 'Ihr API-Schlüssel kann nicht mehr angezeigt werden; erzeugen Sie einen neuen.',
  'apiError.picturesFull':
    'Ihr Konto enthält die höchstzulässige Zahl an Bildern. Bilder, die kein Formular mehr verwendet, werden nach einer Woche entfernt; verwenden Sie ein schon hochgeladenes Bild erneut.',
  'apiError.withDetail': 'Das hat nicht geklappt. Der Server meldet: „{detail}“',
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
  'apiError.formExists':
    'Un formulaire avec cette langue, ce libellé et ce domaine existe déjà. Choisissez un autre libellé.',
  'apiError.domainTaken':
    'Ce domaine est déjà utilisé par un autre compte. S’il vous appartient, vérifiez-le sous « Domaines » dans le tableau de bord.',
  'apiError.accountExists': 'Un compte existe déjà avec cette adresse e-mail. Connectez-vous plutôt.',
  'apiError.notPublished': 'Publiez d’abord le formulaire.',
  'apiError.abTestRunning': 'Un test A/B de ce formulaire est déjà en cours.',
  'apiError.variantSeen':
    'Cette variante a déjà eu des visiteurs ; terminez ce test et lancez-en un nouveau pour la modifier.',
  'apiError.signUpRequired':
    'Inscrivez-vous pour continuer à interroger l’assistant : votre formulaire est conservé et vous pouvez toujours le modifier à la main.',
  'apiError.keyUnrevealable': 'Votre clé d’API ne peut plus être affichée ; générez-en une nouvelle.',
  'apiError.picturesFull':
    'Votre compte contient le nombre maximal d’images. Les images qu’aucun formulaire n’utilise plus sont supprimées au bout d’une semaine ; réutilisez une image déjà envoyée.',
  'apiError.withDetail': 'Cela n’a pas fonctionné. Le serveur indique : « {detail} »',
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
  'apiError.formExists':
    'Ya existe un formulario con este idioma, esta etiqueta y este dominio. Elige otra etiqueta.',
  'apiError.domainTaken':
    'Otra cuenta ya usa este dominio. Si es tuyo, verifícalo en «Dominios» del panel para usarlo.',
  'apiError.accountExists': 'Ya existe una cuenta con este correo electrónico. Inicia sesión.',
  'apiError.notPublished': 'Publica primero el formulario.',
  'apiError.abTestRunning': 'Ya hay una prueba A/B en curso para este formulario.',
  'apiError.variantSeen':
    'Esta variante ya ha tenido visitantes; termina esta prueba y empieza otra para cambiarla.',
  'apiError.signUpRequired':
    'Regístrate para seguir preguntando al asistente: tu formulario se conserva y aún puedes cambiarlo a mano.',
  'apiError.keyUnrevealable': 'Tu clave de API ya no se puede mostrar; genera una nueva.',
  'apiError.picturesFull':
    'Tu cuenta tiene el máximo de imágenes permitido. Las imágenes que ningún formulario usa se eliminan al cabo de una semana; reutiliza una imagen que ya subiste.',
  'apiError.withDetail': 'No funcionó. El servidor dice: «{detail}»',
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
  'apiError.formExists':
    'Esiste già un modulo con questa lingua, questa etichetta e questo dominio. Scegli un’altra etichetta.',
  'apiError.domainTaken':
    'Questo dominio è già usato da un altro account. Se è tuo, verificalo in «Domini» nella dashboard per usarlo.',
  'apiError.accountExists': 'Esiste già un account con questo indirizzo e-mail. Accedi invece.',
  'apiError.notPublished': 'Pubblica prima il modulo.',
  'apiError.abTestRunning': 'Per questo modulo è già in corso un test A/B.',
  'apiError.variantSeen':
    'Questa variante ha già avuto visitatori; termina questo test e avviane uno nuovo per cambiarla.',
  'apiError.signUpRequired':
    'Registrati per continuare a chiedere all’assistente: il tuo modulo resta salvato e puoi ancora modificarlo a mano.',
  'apiError.keyUnrevealable': 'La tua chiave API non può più essere mostrata; generane una nuova.',
  'apiError.picturesFull':
    'Il tuo account contiene il numero massimo di immagini. Le immagini non più usate da alcun modulo vengono rimosse dopo una settimana; riusa un’immagine già caricata.',
  'apiError.withDetail': 'Non ha funzionato. Il server dice: «{detail}»',
};
