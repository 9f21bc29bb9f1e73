// Texts of the API access screen's frame and the Tracking card in the owner app's five languages (the API's own
// reference — endpoints, parameters, notes — stays in English, as the API and its OpenAPI document are).
import type { Catalog } from './catalog.ts';

export const apiTrackingEn = {
  'api.title': 'API Access',
  'api.description': 'Generate forms from your own code with a personal API key.',
  'api.key': 'Your API Key',
  'api.keyText': 'Send it as a bearer token. Keep it secret.',
  'api.keyLabel': 'API key',
  'api.hideKey': 'Hide API key',
  'api.showKey': 'Show API key',
  'api.copyKey': 'Copy API key',
  'api.keyCopied': 'API Key Copied',
  'api.copyFailed': 'Failed to copy to clipboard',
  'api.required': 'required',
  'api.response': 'Response',
  'api.iconModes': 'Icon modes and colour',
  'api.colorNote': 'is a hex value such as #10b981 (the default).',
  'api.notes': 'Notes and error codes',
  'api.openApi': 'The full OpenAPI document is at',
  'tracking.saved': 'Tracking saved',
  'tracking.saveFailed': 'Tracking could not be saved',
  'tracking.title': 'Tracking',
  'tracking.description':
    'Tell your ad and analytics tools when people see the form, start it and send it. This happens on your own page, where the form is embedded; nothing from Google or Meta runs inside the form.',
  'tracking.dataLayer': 'Send events to Google Tag Manager and Google Analytics',
  'tracking.dataLayerText':
    'Your page gets forms_engine_view, forms_engine_start, forms_engine_step_view and forms_engine_lead in its data layer; use them as triggers in Tag Manager.',
  'tracking.pixel': 'Tell the Meta Pixel about views and leads',
  'tracking.pixelId': 'Pixel ID (optional)',
  'tracking.pixelIdHint':
    "Only if your page does not load the Pixel itself. Events Manager shows the number under your Pixel's name.",
  'tracking.save': 'Save tracking',
} as const;

type Key = keyof typeof apiTrackingEn;

export const apiTrackingDe: Catalog<Key> = {
  'api.title': 'API-Zugang',
  'api.description': 'Erstellen Sie Formulare aus Ihrem eigenen Code mit einem persönlichen API-Schlüssel.',
  'api.key': 'Ihr API-Schlüssel',
  'api.keyText': 'Senden Sie ihn als Bearer-Token. Halten Sie ihn geheim.',
  'api.keyLabel': 'API-Schlüssel',
  'api.hideKey': 'API-Schlüssel verbergen',
  'api.showKey': 'API-Schlüssel anzeigen',
  'api.copyKey': 'API-Schlüssel kopieren',
  'api.keyCopied': 'API-Schlüssel kopiert',
  'api.copyFailed': 'Kopieren in die Zwischenablage fehlgeschlagen',
  'api.required': 'Pflichtfeld',
  'api.response': 'Antwort',
  'api.iconModes': 'Symbolarten und Farbe',
  'api.colorNote': 'ist ein Hex-Wert wie #10b981 (der Standard).',
  'api.notes': 'Hinweise und Fehlercodes',
  'api.openApi': 'Das vollständige OpenAPI-Dokument finden Sie unter',
  'tracking.saved': 'Tracking gespeichert',
  'tracking.saveFailed': 'Das Tracking konnte nicht gespeichert werden',
  'tracking.title': 'Tracking',
  'tracking.description':
    'Teilen Sie Ihren Werbe- und Analysetools mit, wann Personen das Formular sehen, beginnen und absenden. Das geschieht auf Ihrer eigenen Seite, in die das Formular eingebettet ist; im Formular selbst läuft nichts von Google oder Meta.',
  'tracking.dataLayer': 'Ereignisse an Google Tag Manager und Google Analytics senden',
  'tracking.dataLayerText':
    'Ihre Seite erhält forms_engine_view, forms_engine_start, forms_engine_step_view und forms_engine_lead in ihrem Data Layer; nutzen Sie sie als Trigger im Tag Manager.',
  'tracking.pixel': 'Das Meta-Pixel über Aufrufe und Leads informieren',
  'tracking.pixelId': 'Pixel-ID (optional)',
  'tracking.pixelIdHint':
    'Nur wenn Ihre Seite das Pixel nicht selbst lädt. Der Events Manager zeigt die Nummer unter dem Namen Ihres Pixels.',
  'tracking.save': 'Tracking speichern',
};

export const apiTrackingFr: Catalog<Key> = {
  'api.title': 'Accès à l’API',
  'api.description': 'Générez des formulaires depuis votre propre code avec une clé d’API personnelle.',
  'api.key': 'Votre clé d’API',
  'api.keyText': 'Envoyez-la comme jeton bearer. Gardez-la secrète.',
  'api.keyLabel': 'Clé d’API',
  'api.hideKey': 'Masquer la clé d’API',
  'api.showKey': 'Afficher la clé d’API',
  'api.copyKey': 'Copier la clé d’API',
  'api.keyCopied': 'Clé d’API copiée',
  'api.copyFailed': 'Impossible de copier dans le presse-papiers',
  'api.required': 'obligatoire',
  'api.response': 'Réponse',
  'api.iconModes': 'Modes d’icônes et couleur',
  'api.colorNote': 'est une valeur hexadécimale comme #10b981 (par défaut).',
  'api.notes': 'Remarques et codes d’erreur',
  'api.openApi': 'Le document OpenAPI complet se trouve à l’adresse',
  'tracking.saved': 'Suivi enregistré',
  'tracking.saveFailed': 'Impossible d’enregistrer le suivi',
  'tracking.title': 'Suivi',
  'tracking.description':
    'Informez vos outils publicitaires et d’analyse quand des personnes voient, commencent et envoient le formulaire. Cela se passe sur votre propre page, où le formulaire est intégré ; rien de Google ni de Meta ne s’exécute dans le formulaire.',
  'tracking.dataLayer': 'Envoyer les événements à Google Tag Manager et Google Analytics',
  'tracking.dataLayerText':
    'Votre page reçoit forms_engine_view, forms_engine_start, forms_engine_step_view et forms_engine_lead dans sa data layer ; utilisez-les comme déclencheurs dans Tag Manager.',
  'tracking.pixel': 'Informer le pixel Meta des vues et des prospects',
  'tracking.pixelId': 'ID du pixel (facultatif)',
  'tracking.pixelIdHint':
    'Seulement si votre page ne charge pas le pixel elle-même. Le Gestionnaire d’événements affiche le numéro sous le nom de votre pixel.',
  'tracking.save': 'Enregistrer le suivi',
};

export const apiTrackingEs: Catalog<Key> = {
  'api.title': 'Acceso a la API',
  'api.description': 'Genera formularios desde tu propio código con una clave de API personal.',
  'api.key': 'Tu clave de API',
  'api.keyText': 'Envíala como token bearer. Mantenla en secreto.',
  'api.keyLabel': 'Clave de API',
  'api.hideKey': 'Ocultar la clave de API',
  'api.showKey': 'Mostrar la clave de API',
  'api.copyKey': 'Copiar la clave de API',
  'api.keyCopied': 'Clave de API copiada',
  'api.copyFailed': 'No se pudo copiar al portapapeles',
  'api.required': 'obligatorio',
  'api.response': 'Respuesta',
  'api.iconModes': 'Modos de icono y color',
  'api.colorNote': 'es un valor hexadecimal como #10b981 (el predeterminado).',
  'api.notes': 'Notas y códigos de error',
  'api.openApi': 'El documento OpenAPI completo está en',
  'tracking.saved': 'Seguimiento guardado',
  'tracking.saveFailed': 'No se pudo guardar el seguimiento',
  'tracking.title': 'Seguimiento',
  'tracking.description':
    'Avisa a tus herramientas de anuncios y analítica cuando alguien ve, empieza y envía el formulario. Ocurre en tu propia página, donde está insertado el formulario; dentro del formulario no se ejecuta nada de Google ni de Meta.',
  'tracking.dataLayer': 'Enviar eventos a Google Tag Manager y Google Analytics',
  'tracking.dataLayerText':
    'Tu página recibe forms_engine_view, forms_engine_start, forms_engine_step_view y forms_engine_lead en su data layer; úsalos como activadores en Tag Manager.',
  'tracking.pixel': 'Informar al píxel de Meta de vistas y contactos',
  'tracking.pixelId': 'ID del píxel (opcional)',
  'tracking.pixelIdHint':
    'Solo si tu página no carga el píxel por sí misma. El Administrador de eventos muestra el número bajo el nombre de tu píxel.',
  'tracking.save': 'Guardar seguimiento',
};

export const apiTrackingIt: Catalog<Key> = {
  'api.title': 'Accesso API',
  'api.description': 'Genera moduli dal tuo codice con una chiave API personale.',
  'api.key': 'La tua chiave API',
  'api.keyText': 'Inviala come token bearer. Tienila segreta.',
  'api.keyLabel': 'Chiave API',
  'api.hideKey': 'Nascondi la chiave API',
  'api.showKey': 'Mostra la chiave API',
  'api.copyKey': 'Copia la chiave API',
  'api.keyCopied': 'Chiave API copiata',
  'api.copyFailed': 'Impossibile copiare negli appunti',
  'api.required': 'obbligatorio',
  'api.response': 'Risposta',
  'api.iconModes': 'Modalità icone e colore',
  'api.colorNote': 'è un valore esadecimale come #10b981 (predefinito).',
  'api.notes': 'Note e codici di errore',
  'api.openApi': 'Il documento OpenAPI completo è disponibile su',
  'tracking.saved': 'Tracciamento salvato',
  'tracking.saveFailed': 'Impossibile salvare il tracciamento',
  'tracking.title': 'Tracciamento',
  'tracking.description':
    'Comunica ai tuoi strumenti pubblicitari e di analisi quando le persone vedono, iniziano e inviano il modulo. Avviene sulla tua pagina, dove il modulo è incorporato; nel modulo non viene eseguito nulla di Google o Meta.',
  'tracking.dataLayer': 'Invia eventi a Google Tag Manager e Google Analytics',
  'tracking.dataLayerText':
    'La tua pagina riceve forms_engine_view, forms_engine_start, forms_engine_step_view e forms_engine_lead nel suo data layer; usali come attivatori in Tag Manager.',
  'tracking.pixel': 'Informa il Pixel di Meta su visualizzazioni e contatti',
  'tracking.pixelId': 'ID del Pixel (facoltativo)',
  'tracking.pixelIdHint':
    'Solo se la tua pagina non carica il Pixel da sola. Gestione eventi mostra il numero sotto il nome del tuo Pixel.',
  'tracking.save': 'Salva tracciamento',
};
