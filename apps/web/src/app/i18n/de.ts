// The owner app in German.
import type { MessageKey } from './en.ts';

export const de: Record<MessageKey, string> = {
  'menu.account': '{initials}: Kontomenü von {name}',
  'menu.dashboard': 'Übersicht',
  'menu.logout': 'Abmelden',
  'menu.login': 'Anmelden',
  'menu.language': 'Sprache',
  'common.error': 'Fehler',
  'auth.title': 'Formular-Baukasten',
  'auth.tagline': 'Formulare mit KI erstellen',
  'auth.keptTitle': 'Ihr Formular bleibt erhalten.',
  'auth.keptText':
    'Legen Sie ein kostenloses Konto an – oder melden Sie sich an –, um es zu veröffentlichen und Antworten zu sammeln.',
  'auth.loginTab': 'Anmelden',
  'auth.registerTab': 'Registrieren',
  'auth.email': 'E-Mail',
  'auth.password': 'Passwort',
  'auth.showPassword': 'Passwort anzeigen',
  'auth.passwordHint':
    'Mindestens {min} Zeichen. Ein paar Wörter ohne Zusammenhang sind leicht zu merken und schwer zu erraten.',
  'auth.login': 'Anmelden',
  'auth.signingIn': 'Anmeldung läuft...',
  'auth.loginFailed': 'Anmeldung fehlgeschlagen',
  'auth.register': 'Registrieren',
  'auth.creating': 'Konto wird angelegt...',
  'auth.registerFailed': 'Registrierung fehlgeschlagen',
  'auth.or': 'oder',
  'auth.emailLink': 'Anmeldelink per E-Mail senden',
  'auth.sending': 'Wird gesendet...',
  'auth.linkFailed': 'Der Anmeldelink konnte nicht gesendet werden. Bitte versuchen Sie es erneut.',
  'auth.linkNeedsEmail': 'Geben Sie Ihre E-Mail-Adresse ein, um einen Anmeldelink zu erhalten',
  'auth.linkTitle': 'Sie werden angemeldet',
  'auth.linkWait': 'Einen Moment...',
  'auth.backToSignIn': 'Zurück zur Anmeldung',
  'notFound.title': '404 – Seite nicht gefunden',
  'notFound.text':
    'Diese Seite gibt es nicht. Prüfen Sie die Adresse oder gehen Sie zurück zu Ihrer Übersicht.',
};
