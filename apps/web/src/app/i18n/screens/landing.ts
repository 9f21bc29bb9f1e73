// Texts of the landing page (its example prompts too, in the language a visitor would type them) in the owner app's
// five languages.
import type { Catalog } from './catalog.ts';

export const landingEn = {
  'landing.brand': 'Form Builder',
  'landing.dashboard': 'Dashboard',
  'landing.login': 'Login / Register',
  'landing.logout': 'Logout',
  'landing.badge': 'AI-powered form creation',
  'landing.headline': 'Describe it.',
  'landing.headlineAccent': 'Get a form.',
  'landing.lead':
    'Type what you need in plain words. Forms Engine builds a multi-step form you can refine, embed and share.',
  'landing.promptLabel': 'Describe the form you want to create',
  'landing.placeholder': 'Describe the form you want to create...',
  'landing.keys': 'Enter to send · Shift+Enter for a new line',
  'landing.go': 'Go',
  'landing.example1':
    'A lead form for a cleaning company: service type, home size, preferred date and contact details',
  'landing.example2': 'Customer feedback survey with a 1–10 rating and an open comment',
  'landing.example3': 'Event registration with ticket type, dietary needs and e-mail',
} as const;

type Key = keyof typeof landingEn;

export const landingDe: Catalog<Key> = {
  'landing.brand': 'Formular-Baukasten',
  'landing.dashboard': 'Übersicht',
  'landing.login': 'Anmelden / Registrieren',
  'landing.logout': 'Abmelden',
  'landing.badge': 'Formulare mit KI erstellen',
  'landing.headline': 'Beschreiben Sie es.',
  'landing.headlineAccent': 'Erhalten Sie ein Formular.',
  'landing.lead':
    'Schreiben Sie in einfachen Worten, was Sie brauchen. Forms Engine baut ein mehrstufiges Formular, das Sie verfeinern, einbetten und teilen können.',
  'landing.promptLabel': 'Beschreiben Sie das gewünschte Formular',
  'landing.placeholder': 'Beschreiben Sie das gewünschte Formular...',
  'landing.keys': 'Enter zum Senden · Umschalt+Enter für eine neue Zeile',
  'landing.go': 'Los',
  'landing.example1':
    'Ein Anfrageformular für eine Reinigungsfirma: Art der Reinigung, Wohnungsgröße, Wunschtermin und Kontaktdaten',
  'landing.example2': 'Kundenumfrage mit einer Bewertung von 1 bis 10 und einem offenen Kommentar',
  'landing.example3': 'Anmeldung zu einer Veranstaltung mit Ticketart, Ernährungswünschen und E-Mail',
};

export const landingFr: Catalog<Key> = {
  'landing.brand': 'Créateur de formulaires',
  'landing.dashboard': 'Tableau de bord',
  'landing.login': 'Connexion / Inscription',
  'landing.logout': 'Se déconnecter',
  'landing.badge': 'Création de formulaires par IA',
  'landing.headline': 'Décrivez-le.',
  'landing.headlineAccent': 'Obtenez un formulaire.',
  'landing.lead':
    'Écrivez ce dont vous avez besoin avec vos mots. Forms Engine crée un formulaire en plusieurs étapes que vous pouvez affiner, intégrer et partager.',
  'landing.promptLabel': 'Décrivez le formulaire que vous voulez créer',
  'landing.placeholder': 'Décrivez le formulaire que vous voulez créer...',
  'landing.keys': 'Entrée pour envoyer · Maj+Entrée pour une nouvelle ligne',
  'landing.go': 'Go',
  'landing.example1':
    'Un formulaire de demande pour une entreprise de nettoyage : type de service, surface du logement, date souhaitée et coordonnées',
  'landing.example2': 'Enquête de satisfaction avec une note de 1 à 10 et un commentaire libre',
  'landing.example3': 'Inscription à un événement avec type de billet, régime alimentaire et e-mail',
};

export const landingEs: Catalog<Key> = {
  'landing.brand': 'Creador de formularios',
  'landing.dashboard': 'Panel',
  'landing.login': 'Iniciar sesión / Registrarse',
  'landing.logout': 'Cerrar sesión',
  'landing.badge': 'Creación de formularios con IA',
  'landing.headline': 'Descríbelo.',
  'landing.headlineAccent': 'Obtén un formulario.',
  'landing.lead':
    'Escribe lo que necesitas con tus palabras. Forms Engine crea un formulario de varios pasos que puedes ajustar, insertar y compartir.',
  'landing.promptLabel': 'Describe el formulario que quieres crear',
  'landing.placeholder': 'Describe el formulario que quieres crear...',
  'landing.keys': 'Intro para enviar · Mayús+Intro para una nueva línea',
  'landing.go': 'Ir',
  'landing.example1':
    'Un formulario de solicitud para una empresa de limpieza: tipo de servicio, tamaño de la vivienda, fecha preferida y datos de contacto',
  'landing.example2': 'Encuesta de satisfacción con una valoración del 1 al 10 y un comentario abierto',
  'landing.example3':
    'Inscripción a un evento con tipo de entrada, necesidades alimentarias y correo electrónico',
};

export const landingIt: Catalog<Key> = {
  'landing.brand': 'Crea moduli',
  'landing.dashboard': 'Dashboard',
  'landing.login': 'Accedi / Registrati',
  'landing.logout': 'Esci',
  'landing.badge': 'Creazione di moduli con l’IA',
  'landing.headline': 'Descrivilo.',
  'landing.headlineAccent': 'Ottieni un modulo.',
  'landing.lead':
    'Scrivi ciò che ti serve con parole semplici. Forms Engine crea un modulo in più passaggi che puoi perfezionare, incorporare e condividere.',
  'landing.promptLabel': 'Descrivi il modulo che vuoi creare',
  'landing.placeholder': 'Descrivi il modulo che vuoi creare...',
  'landing.keys': 'Invio per inviare · Maiusc+Invio per andare a capo',
  'landing.go': 'Vai',
  'landing.example1':
    'Un modulo di richiesta per un’impresa di pulizie: tipo di servizio, dimensione della casa, data preferita e dati di contatto',
  'landing.example2': 'Sondaggio di soddisfazione con un voto da 1 a 10 e un commento libero',
  'landing.example3': 'Iscrizione a un evento con tipo di biglietto, esigenze alimentari ed e-mail',
};
