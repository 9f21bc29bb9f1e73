// Why the Automatic actions screen cannot auto-select a first-step option, in the five languages (the model and
// the server say it in English).
import type { Catalog } from './catalog.ts';

export const consoleWarningsEn = {
  'actions.warn.noData': 'No form data loaded',
  'actions.warn.noConfig': 'Form has no configuration',
  'actions.warn.noSteps': 'Form has no steps',
  'actions.warn.emptySteps': 'Form has empty steps array',
  'actions.warn.notTiles': 'Error: First step is type {type}, must be tiles',
  'actions.warn.noOptions': 'No options available in first step',
} as const;

type Key = keyof typeof consoleWarningsEn;

export const consoleWarningsDe: Catalog<Key> = {
  'actions.warn.noData': 'Die Formulardaten wurden nicht geladen.',
  'actions.warn.noConfig': 'Das Formular hat keine Konfiguration.',
  'actions.warn.noSteps': 'Das Formular hat keine Schritte.',
  'actions.warn.emptySteps': 'Das Formular hat keine Schritte.',
  'actions.warn.notTiles':
    'Der erste Schritt ist vom Typ „{type}“; automatisch auswählen lässt sich nur in Kacheln (Einfachauswahl).',
  'actions.warn.noOptions': 'Der erste Schritt hat keine Antwortmöglichkeiten.',
};

export const consoleWarningsFr: Catalog<Key> = {
  'actions.warn.noData': 'Les données du formulaire ne sont pas chargées.',
  'actions.warn.noConfig': 'Le formulaire n’a pas de configuration.',
  'actions.warn.noSteps': 'Le formulaire n’a pas d’étapes.',
  'actions.warn.emptySteps': 'Le formulaire n’a pas d’étapes.',
  'actions.warn.notTiles':
    'La première étape est de type « {type} » ; seule une étape en tuiles (choix unique) permet la sélection automatique.',
  'actions.warn.noOptions': 'La première étape n’a pas d’options.',
};

export const consoleWarningsEs: Catalog<Key> = {
  'actions.warn.noData': 'No se han cargado los datos del formulario.',
  'actions.warn.noConfig': 'El formulario no tiene configuración.',
  'actions.warn.noSteps': 'El formulario no tiene pasos.',
  'actions.warn.emptySteps': 'El formulario no tiene pasos.',
  'actions.warn.notTiles':
    'El primer paso es de tipo «{type}»; la selección automática solo funciona con mosaicos (una opción).',
  'actions.warn.noOptions': 'El primer paso no tiene opciones.',
};

export const consoleWarningsIt: Catalog<Key> = {
  'actions.warn.noData': 'I dati del modulo non sono stati caricati.',
  'actions.warn.noConfig': 'Il modulo non ha una configurazione.',
  'actions.warn.noSteps': 'Il modulo non ha passi.',
  'actions.warn.emptySteps': 'Il modulo non ha passi.',
  'actions.warn.notTiles':
    'Il primo passo è di tipo «{type}»; la selezione automatica funziona solo con i riquadri (scelta singola).',
  'actions.warn.noOptions': 'Il primo passo non ha opzioni.',
};
