// Texts of a form's Notifications dialog (new-lead, unfinished-lead, invitation and confirmation e-mails) in the
// owner app's five languages.
import type { Catalog } from './catalog.ts';

export const notifyEn = {
  'notify.insert': 'Insert an answer…',
  'notify.saved': 'Notifications saved',
  'notify.waitingSent': 'We sent {addresses} a link to confirm; they get leads once they confirm.',
  'notify.badIdle': 'Idle time must be a whole number of minutes',
  'notify.title': 'Notifications',
  'notify.description': 'E-mails sent when someone answers this form.',
  'notify.owner': 'E-mail me every new lead',
  'notify.ownerText': "To {address}, with the answers, the lead's number and a link to its page.",
  'notify.yourAddress': 'your address',
  'notify.extra': 'Also send to',
  'notify.extraHint':
    'Further addresses, separated by commas (up to 10). Each gets a link to confirm first, and leads only once confirmed.',
  'notify.timeZone': 'Your time zone',
  'notify.timeZoneHint':
    'The times in your e-mails are given in it (for all your forms), e.g. Europe/Berlin.',
  'notify.waiting': 'Waiting for confirmation: {addresses}',
  'notify.unfinished': 'E-mail me unfinished leads',
  'notify.unfinishedText': 'When someone entered contact details but stopped before submitting.',
  'notify.idle': 'After this many idle minutes',
  'notify.recovery': 'Invite respondents back to finish',
  'notify.recoveryText':
    'When someone entered an e-mail and ticked consent but left before submitting: one e-mail with your text and a link that opens their answers where they stopped. The link works once, for 7 days; at most one such e-mail a day per address. The dashboard counts the leads that came back this way.',
  'notify.recoveryIdle': 'Invite when idle for (minutes)',
  'notify.recoverySubject': 'Invitation subject',
  'notify.recoverySubjectExample': 'Finish your request',
  'notify.recoveryMessage': 'Invitation message',
  'notify.recoveryMessageExample': 'You were nearly done. Pick up where you left off:',
  'notify.recoveryInsert': 'Insert an answer into the invitation',
  'notify.respondent': 'Send respondents a confirmation',
  'notify.respondentText1':
    'To the e-mail from the contact step, when the respondent ticked consent; at most one a day per address; replies come to you.',
  'notify.respondentInsert': 'Insert an answer',
  'notify.respondentText2':
    "puts a respondent's answer into the message (links a respondent typed are removed); the subject cannot show answers.",
  'notify.subject': 'Subject',
  'notify.subjectExample': 'Thanks, we got your request',
  'notify.message': 'Message',
  'notify.messageExample': 'We will get back to you shortly.',
  'notify.messageInsert': 'Insert an answer into the message',
  'notify.others': 'In other languages',
  'notify.othersText':
    'For a form in several languages: respondents who read it in one of these get its confirmation; with none written, the one above.',
  'notify.subjectIn': 'Subject ({language})',
  'notify.messageIn': 'Message ({language})',
} as const;

type Key = keyof typeof notifyEn;

export const notifyDe: Catalog<Key> = {
  'notify.insert': 'Antwort einfügen…',
  'notify.saved': 'Benachrichtigungen gespeichert',
  'notify.waitingSent':
    'Wir haben {addresses} einen Bestätigungslink gesendet; Leads gehen dorthin, sobald bestätigt wurde.',
  'notify.badIdle': 'Die Wartezeit muss eine ganze Zahl von Minuten sein',
  'notify.title': 'Benachrichtigungen',
  'notify.description': 'E-Mails, die gesendet werden, wenn jemand dieses Formular beantwortet.',
  'notify.owner': 'Jeden neuen Lead per E-Mail an mich',
  'notify.ownerText': 'An {address}, mit den Antworten, der Nummer des Leads und einem Link zu seiner Seite.',
  'notify.yourAddress': 'Ihre Adresse',
  'notify.extra': 'Auch senden an',
  'notify.extraHint':
    'Weitere Adressen, durch Kommas getrennt (bis zu 10). Jede erhält zuerst einen Bestätigungslink und Leads erst nach der Bestätigung.',
  'notify.timeZone': 'Ihre Zeitzone',
  'notify.timeZoneHint':
    'Uhrzeiten in Ihren E-Mails werden darin angegeben (für alle Ihre Formulare), z. B. Europe/Berlin.',
  'notify.waiting': 'Warten auf Bestätigung: {addresses}',
  'notify.unfinished': 'Unvollständige Leads per E-Mail an mich',
  'notify.unfinishedText': 'Wenn jemand Kontaktdaten eingegeben, aber vor dem Absenden aufgehört hat.',
  'notify.idle': 'Nach so vielen Minuten ohne Aktivität',
  'notify.recovery': 'Befragte zum Abschließen einladen',
  'notify.recoveryText':
    'Wenn jemand eine E-Mail-Adresse eingegeben und eingewilligt, aber vor dem Absenden aufgehört hat: eine E-Mail mit Ihrem Text und einem Link, der die Antworten dort öffnet, wo die Person aufgehört hat. Der Link funktioniert einmal, 7 Tage lang; höchstens eine solche E-Mail pro Tag und Adresse. Die Übersicht zählt die Leads, die so zurückkamen.',
  'notify.recoveryIdle': 'Einladen nach Minuten ohne Aktivität',
  'notify.recoverySubject': 'Betreff der Einladung',
  'notify.recoverySubjectExample': 'Schließen Sie Ihre Anfrage ab',
  'notify.recoveryMessage': 'Text der Einladung',
  'notify.recoveryMessageExample': 'Sie waren fast fertig. Machen Sie dort weiter, wo Sie aufgehört haben:',
  'notify.recoveryInsert': 'Antwort in die Einladung einfügen',
  'notify.respondent': 'Befragten eine Bestätigung senden',
  'notify.respondentText1':
    'An die E-Mail-Adresse aus dem Kontaktschritt, wenn die Person eingewilligt hat; höchstens eine pro Tag und Adresse; Antworten darauf gehen an Sie.',
  'notify.respondentInsert': 'Antwort einfügen',
  'notify.respondentText2':
    'setzt eine Antwort der Person in den Text (von ihr eingegebene Links werden entfernt); der Betreff kann keine Antworten zeigen.',
  'notify.subject': 'Betreff',
  'notify.subjectExample': 'Danke, wir haben Ihre Anfrage erhalten',
  'notify.message': 'Nachricht',
  'notify.messageExample': 'Wir melden uns in Kürze bei Ihnen.',
  'notify.messageInsert': 'Antwort in die Nachricht einfügen',
  'notify.others': 'In anderen Sprachen',
  'notify.othersText':
    'Für ein Formular in mehreren Sprachen: Wer es in einer dieser Sprachen liest, erhält deren Bestätigung; ist keine geschrieben, die obige.',
  'notify.subjectIn': 'Betreff ({language})',
  'notify.messageIn': 'Nachricht ({language})',
};

export const notifyFr: Catalog<Key> = {
  'notify.insert': 'Insérer une réponse…',
  'notify.saved': 'Notifications enregistrées',
  'notify.waitingSent':
    'Nous avons envoyé à {addresses} un lien de confirmation ; les prospects leur parviendront après confirmation.',
  'notify.badIdle': 'Le délai d’inactivité doit être un nombre entier de minutes',
  'notify.title': 'Notifications',
  'notify.description': 'E-mails envoyés quand quelqu’un répond à ce formulaire.',
  'notify.owner': 'M’envoyer chaque nouveau prospect par e-mail',
  'notify.ownerText': 'À {address}, avec les réponses, le numéro du prospect et un lien vers sa page.',
  'notify.yourAddress': 'votre adresse',
  'notify.extra': 'Envoyer aussi à',
  'notify.extraHint':
    'Autres adresses, séparées par des virgules (jusqu’à 10). Chacune reçoit d’abord un lien de confirmation, puis les prospects une fois confirmée.',
  'notify.timeZone': 'Votre fuseau horaire',
  'notify.timeZoneHint':
    'Les heures de vos e-mails y sont indiquées (pour tous vos formulaires), par ex. Europe/Paris.',
  'notify.waiting': 'En attente de confirmation : {addresses}',
  'notify.unfinished': 'M’envoyer les prospects inachevés par e-mail',
  'notify.unfinishedText': 'Quand quelqu’un a saisi ses coordonnées mais s’est arrêté avant l’envoi.',
  'notify.idle': 'Après ce nombre de minutes d’inactivité',
  'notify.recovery': 'Inviter les répondants à terminer',
  'notify.recoveryText':
    'Quand quelqu’un a saisi un e-mail et donné son consentement mais est parti avant l’envoi : un e-mail avec votre texte et un lien qui rouvre ses réponses là où il s’est arrêté. Le lien fonctionne une fois, pendant 7 jours ; au plus un tel e-mail par jour et par adresse. Le tableau de bord compte les prospects revenus ainsi.',
  'notify.recoveryIdle': 'Inviter après une inactivité de (minutes)',
  'notify.recoverySubject': 'Objet de l’invitation',
  'notify.recoverySubjectExample': 'Terminez votre demande',
  'notify.recoveryMessage': 'Message de l’invitation',
  'notify.recoveryMessageExample': 'Vous y étiez presque. Reprenez là où vous vous êtes arrêté :',
  'notify.recoveryInsert': 'Insérer une réponse dans l’invitation',
  'notify.respondent': 'Envoyer une confirmation aux répondants',
  'notify.respondentText1':
    'À l’e-mail de l’étape de contact, si le répondant a donné son consentement ; au plus une par jour et par adresse ; les réponses vous parviennent.',
  'notify.respondentInsert': 'Insérer une réponse',
  'notify.respondentText2':
    'place une réponse du répondant dans le message (les liens qu’il a saisis sont retirés) ; l’objet ne peut pas afficher de réponses.',
  'notify.subject': 'Objet',
  'notify.subjectExample': 'Merci, nous avons bien reçu votre demande',
  'notify.message': 'Message',
  'notify.messageExample': 'Nous revenons vers vous très vite.',
  'notify.messageInsert': 'Insérer une réponse dans le message',
  'notify.others': 'Dans d’autres langues',
  'notify.othersText':
    'Pour un formulaire en plusieurs langues : les répondants qui le lisent dans l’une de ces langues reçoivent sa confirmation ; sinon, celle ci-dessus.',
  'notify.subjectIn': 'Objet ({language})',
  'notify.messageIn': 'Message ({language})',
};

export const notifyEs: Catalog<Key> = {
  'notify.insert': 'Insertar una respuesta…',
  'notify.saved': 'Notificaciones guardadas',
  'notify.waitingSent':
    'Enviamos a {addresses} un enlace de confirmación; recibirán contactos cuando confirmen.',
  'notify.badIdle': 'El tiempo de inactividad debe ser un número entero de minutos',
  'notify.title': 'Notificaciones',
  'notify.description': 'Correos que se envían cuando alguien responde este formulario.',
  'notify.owner': 'Enviarme cada nuevo contacto por correo',
  'notify.ownerText': 'A {address}, con las respuestas, el número del contacto y un enlace a su página.',
  'notify.yourAddress': 'tu dirección',
  'notify.extra': 'Enviar también a',
  'notify.extraHint':
    'Otras direcciones, separadas por comas (hasta 10). Cada una recibe primero un enlace de confirmación y los contactos solo tras confirmar.',
  'notify.timeZone': 'Tu zona horaria',
  'notify.timeZoneHint':
    'Las horas de tus correos se indican en ella (para todos tus formularios), p. ej. Europe/Madrid.',
  'notify.waiting': 'Pendiente de confirmación: {addresses}',
  'notify.unfinished': 'Enviarme los contactos sin terminar por correo',
  'notify.unfinishedText': 'Cuando alguien introdujo sus datos de contacto pero se detuvo antes de enviar.',
  'notify.idle': 'Tras estos minutos de inactividad',
  'notify.recovery': 'Invitar a los encuestados a terminar',
  'notify.recoveryText':
    'Cuando alguien introdujo un correo y dio su consentimiento pero se fue antes de enviar: un correo con tu texto y un enlace que abre sus respuestas donde se quedó. El enlace funciona una vez, durante 7 días; como mucho un correo así al día por dirección. El panel cuenta los contactos que volvieron de esta forma.',
  'notify.recoveryIdle': 'Invitar tras inactividad de (minutos)',
  'notify.recoverySubject': 'Asunto de la invitación',
  'notify.recoverySubjectExample': 'Termina tu solicitud',
  'notify.recoveryMessage': 'Mensaje de la invitación',
  'notify.recoveryMessageExample': 'Casi habías terminado. Continúa donde lo dejaste:',
  'notify.recoveryInsert': 'Insertar una respuesta en la invitación',
  'notify.respondent': 'Enviar una confirmación a los encuestados',
  'notify.respondentText1':
    'Al correo del paso de contacto, si la persona dio su consentimiento; como mucho uno al día por dirección; las respuestas te llegan a ti.',
  'notify.respondentInsert': 'Insertar una respuesta',
  'notify.respondentText2':
    'pone una respuesta de la persona en el mensaje (se quitan los enlaces que haya escrito); el asunto no puede mostrar respuestas.',
  'notify.subject': 'Asunto',
  'notify.subjectExample': 'Gracias, hemos recibido tu solicitud',
  'notify.message': 'Mensaje',
  'notify.messageExample': 'Te responderemos en breve.',
  'notify.messageInsert': 'Insertar una respuesta en el mensaje',
  'notify.others': 'En otros idiomas',
  'notify.othersText':
    'Para un formulario en varios idiomas: quien lo lea en uno de estos recibe su confirmación; si no hay ninguna escrita, la de arriba.',
  'notify.subjectIn': 'Asunto ({language})',
  'notify.messageIn': 'Mensaje ({language})',
};

export const notifyIt: Catalog<Key> = {
  'notify.insert': 'Inserisci una risposta…',
  'notify.saved': 'Notifiche salvate',
  'notify.waitingSent':
    'Abbiamo inviato a {addresses} un link di conferma; riceveranno i contatti dopo aver confermato.',
  'notify.badIdle': 'Il tempo di inattività deve essere un numero intero di minuti',
  'notify.title': 'Notifiche',
  'notify.description': 'E-mail inviate quando qualcuno risponde a questo modulo.',
  'notify.owner': 'Inviami ogni nuovo contatto via e-mail',
  'notify.ownerText': 'A {address}, con le risposte, il numero del contatto e un link alla sua pagina.',
  'notify.yourAddress': 'il tuo indirizzo',
  'notify.extra': 'Invia anche a',
  'notify.extraHint':
    'Altri indirizzi, separati da virgole (fino a 10). Ognuno riceve prima un link di conferma e i contatti solo dopo la conferma.',
  'notify.timeZone': 'Il tuo fuso orario',
  'notify.timeZoneHint':
    'Gli orari nelle tue e-mail sono indicati in questo fuso (per tutti i tuoi moduli), ad es. Europe/Rome.',
  'notify.waiting': 'In attesa di conferma: {addresses}',
  'notify.unfinished': 'Inviami i contatti incompleti via e-mail',
  'notify.unfinishedText': 'Quando qualcuno ha inserito i dati di contatto ma si è fermato prima dell’invio.',
  'notify.idle': 'Dopo questi minuti di inattività',
  'notify.recovery': 'Invita chi risponde a completare',
  'notify.recoveryText':
    'Quando qualcuno ha inserito un’e-mail e dato il consenso ma è uscito prima dell’invio: un’e-mail con il tuo testo e un link che riapre le risposte dove si era fermato. Il link funziona una volta, per 7 giorni; al massimo un’e-mail di questo tipo al giorno per indirizzo. La dashboard conta i contatti tornati in questo modo.',
  'notify.recoveryIdle': 'Invita dopo inattività di (minuti)',
  'notify.recoverySubject': 'Oggetto dell’invito',
  'notify.recoverySubjectExample': 'Completa la tua richiesta',
  'notify.recoveryMessage': 'Messaggio dell’invito',
  'notify.recoveryMessageExample': 'Avevi quasi finito. Riprendi da dove eri rimasto:',
  'notify.recoveryInsert': 'Inserisci una risposta nell’invito',
  'notify.respondent': 'Invia una conferma a chi risponde',
  'notify.respondentText1':
    'All’e-mail del passaggio di contatto, se la persona ha dato il consenso; al massimo una al giorno per indirizzo; le risposte arrivano a te.',
  'notify.respondentInsert': 'Inserisci una risposta',
  'notify.respondentText2':
    'mette una risposta della persona nel messaggio (i link che ha scritto vengono rimossi); l’oggetto non può mostrare risposte.',
  'notify.subject': 'Oggetto',
  'notify.subjectExample': 'Grazie, abbiamo ricevuto la tua richiesta',
  'notify.message': 'Messaggio',
  'notify.messageExample': 'Ti ricontatteremo a breve.',
  'notify.messageInsert': 'Inserisci una risposta nel messaggio',
  'notify.others': 'In altre lingue',
  'notify.othersText':
    'Per un modulo in più lingue: chi lo legge in una di queste riceve la sua conferma; se non ce n’è una scritta, quella sopra.',
  'notify.subjectIn': 'Oggetto ({language})',
  'notify.messageIn': 'Messaggio ({language})',
};
