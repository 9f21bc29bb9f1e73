// "Add a language" offline: every text of a form translated from the phrases the engine knows, and the texts it
// cannot translate named, so the builder marks them "needs translation" instead of leaving them in another language.
import {
  EN_TEXTS,
  formLanguages,
  formTexts,
  RUNNER_TEXTS,
  type TFormConfig,
  type TRespondentLanguage,
} from '@forms-engine/model';
import { SUBTITLES } from './build.ts';
import { FIXED_TEXTS } from './templates/index.ts';
import { knowsPhrase, translateText } from './translate.ts';

/** The texts of one added language by key, and the keys it has no translation for. */
export interface AddedLanguage {
  texts: Record<string, string>;
  untranslated: string[];
}

type Other = 'fr' | 'es' | 'it';
type Row = [en: string, fr: string, es: string, it: string];

/** The engine's fixed step texts and the words owners list most, in French, Spanish and Italian. */
const PHRASES: Row[] = [
  [
    FIXED_TEXTS.location.title[0],
    'Quelle est votre adresse ?',
    '¿Cuál es su dirección?',
    'Qual è il tuo indirizzo?',
  ],
  [
    FIXED_TEXTS.location.serviceTitle[0],
    'Où avez-vous besoin de la prestation ?',
    '¿Dónde necesita el servicio?',
    'Dove ti serve il servizio?',
  ],
  [
    FIXED_TEXTS.location.subtitle[0],
    'Nous vérifions que nous desservons votre région',
    'Comprobamos que damos servicio en su zona',
    'Verifichiamo di servire la tua zona',
  ],
  [
    FIXED_TEXTS.contact.title[0],
    'Comment pouvons-nous vous joindre ?',
    '¿Cómo podemos contactarle?',
    'Come possiamo contattarti?',
  ],
  [
    FIXED_TEXTS.contact.subtitle[0],
    'Nous utilisons vos coordonnées uniquement pour répondre à votre demande',
    'Solo usaremos sus datos para responder a su solicitud',
    'Useremo i tuoi dati solo per rispondere alla tua richiesta',
  ],
  [
    FIXED_TEXTS.upload.title[0],
    'Veuillez envoyer votre document',
    'Suba su documento',
    'Carica il tuo documento',
  ],
  [
    FIXED_TEXTS.upload.subtitle[0],
    "PDF, Word, texte ou image – jusqu'à 10 Mo",
    'PDF, Word, texto o imagen – hasta 10 MB',
    'PDF, Word, testo o immagine – fino a 10 MB',
  ],
  [
    'PDF, Word, text or image (max 10 MB)',
    'PDF, Word, texte ou image (max. 10 Mo)',
    'PDF, Word, texto o imagen (máx. 10 MB)',
    'PDF, Word, testo o immagine (max 10 MB)',
  ],
  [
    FIXED_TEXTS.documentInfo.title[0],
    'Analyse de votre document',
    'Análisis de su documento',
    'Analisi del tuo documento',
  ],
  [
    FIXED_TEXTS.documentInfo.subtitle[0],
    'Voici ce que nous avons trouvé dans votre document',
    'Esto es lo que encontramos en su documento',
    'Ecco cosa abbiamo trovato nel tuo documento',
  ],
  [
    FIXED_TEXTS.thanks.lead[0][0],
    'Merci pour votre demande !',
    '¡Gracias por su solicitud!',
    'Grazie per la tua richiesta!',
  ],
  [
    FIXED_TEXTS.thanks.lead[1][0],
    'Nous avons bien reçu votre demande et vos coordonnées.',
    'Hemos recibido su solicitud y sus datos.',
    'Abbiamo ricevuto la tua richiesta e i tuoi dati.',
  ],
  [
    FIXED_TEXTS.thanks.survey[1][0],
    'Vos réponses nous aident à nous améliorer.',
    'Sus respuestas nos ayudan a mejorar.',
    'Le tue risposte ci aiutano a migliorare.',
  ],
  [
    SUBTITLES.tiles[0],
    "Choisissez l'option qui convient le mieux",
    'Elija la opción que mejor encaje',
    "Scegli l'opzione più adatta",
  ],
  [
    SUBTITLES.dropdown[0],
    'Choisissez une option dans la liste',
    'Elija una opción de la lista',
    "Scegli un'opzione dall'elenco",
  ],
  [
    SUBTITLES.slider[0],
    'Faites glisser le curseur ou touchez le nombre pour le saisir',
    'Deslice el control o toque el número para escribirlo',
    'Trascina il cursore o tocca il numero per digitarlo',
  ],
  [
    SUBTITLES.followup[0],
    'Choisissez une option, puis ajoutez les détails',
    'Elija una opción y añada los detalles',
    "Scegli un'opzione, poi aggiungi i dettagli",
  ],
  [SUBTITLES.textbox[0], 'Quelques phrases suffisent', 'Bastan unas frases', 'Bastano poche frasi'],
  ['Type your answer here…', 'Votre réponse…', 'Su respuesta…', 'La tua risposta…'],
  ['Select…', 'Sélectionner…', 'Seleccione…', 'Seleziona…'],
  ['A rough estimate is enough', 'Une estimation suffit', 'Basta con una estimación', 'Basta una stima'],
  [
    'When would you like to get started?',
    'Quand souhaitez-vous commencer ?',
    '¿Cuándo le gustaría empezar?',
    'Quando vorresti iniziare?',
  ],
  [
    'This helps us plan our schedule',
    'Cela nous aide à planifier',
    'Así podemos planificar nuestra agenda',
    'Ci aiuta a pianificare',
  ],
  ['As soon as possible', 'Dès que possible', 'Lo antes posible', 'Il prima possibile'],
  ['Within a month', "D'ici un mois", 'En el plazo de un mes', 'Entro un mese'],
  ['In 1–3 months', 'Dans 1 à 3 mois', 'En 1–3 meses', 'Tra 1 e 3 mesi'],
  ['Just researching', 'Je me renseigne', 'Solo me estoy informando', 'Mi sto solo informando'],
  ['How urgent is it?', "C'est urgent ?", '¿Qué urgencia tiene?', 'Quanto è urgente?'],
  [
    'We prioritise emergencies',
    'Les urgences sont prioritaires',
    'Damos prioridad a las urgencias',
    'Diamo priorità alle emergenze',
  ],
  ['Emergency', 'Urgence', 'Urgencia', 'Emergenza'],
  ['This week', 'Cette semaine', 'Esta semana', 'Questa settimana'],
  ['This month', 'Ce mois-ci', 'Este mes', 'Questo mese'],
  ['Flexible', 'Flexible', 'Flexible', 'Flessibile'],
  [
    'What type of property is it?',
    "De quel type de bien s'agit-il ?",
    '¿Qué tipo de inmueble es?',
    'Di che tipo di immobile si tratta?',
  ],
  [
    'Do you own the property?',
    'Êtes-vous propriétaire du bien ?',
    '¿Es usted el propietario?',
    "Sei proprietario dell'immobile?",
  ],
  [
    'Owners can decide on changes to the building',
    'Les propriétaires peuvent décider des travaux',
    'Los propietarios pueden decidir sobre las obras',
    "I proprietari possono decidere sui lavori all'edificio",
  ],
  ['Yes, I own it', 'Oui, je suis propriétaire', 'Sí, soy propietario', 'Sì, sono proprietario'],
  ['No, I rent', 'Non, je suis locataire', 'No, soy inquilino', 'No, sono in affitto'],
  [
    'How did you hear about us?',
    'Comment nous avez-vous connus ?',
    '¿Cómo nos ha conocido?',
    'Come ci hai conosciuto?',
  ],
  [
    'This helps us improve',
    'Cela nous aide à nous améliorer',
    'Nos ayuda a mejorar',
    'Ci aiuta a migliorare',
  ],
  ['Friend or family', 'Amis ou famille', 'Amigos o familia', 'Amici o famiglia'],
  ['Social media', 'Réseaux sociaux', 'Redes sociales', 'Social media'],
  ['What is your budget?', 'Quel est votre budget ?', '¿Cuál es su presupuesto?', 'Qual è il tuo budget?'],
  [
    'A rough figure is fine',
    'Un ordre de grandeur suffit',
    'Basta una cifra aproximada',
    'Basta una cifra indicativa',
  ],
  [
    'When is the best time to reach you?',
    'Quand pouvons-nous vous joindre ?',
    '¿Cuándo es mejor llamarle?',
    'Quando è meglio contattarti?',
  ],
  [
    'We will call you at that time',
    'Nous vous appellerons à ce moment-là',
    'Le llamaremos a esa hora',
    'Ti chiameremo a quell’ora',
  ],
  ['Morning', 'Matin', 'Mañana', 'Mattina'],
  ['Afternoon', 'Après-midi', 'Tarde', 'Pomeriggio'],
  ['Evening', 'Soir', 'Noche', 'Sera'],
  ['Any time', "N'importe quand", 'Cualquier hora', 'In qualsiasi momento'],
  [
    'How should we contact you?',
    'Comment devons-nous vous contacter ?',
    '¿Cómo debemos contactarle?',
    'Come dobbiamo contattarti?',
  ],
  [
    'Which day would suit you best?',
    'Quel jour vous conviendrait le mieux ?',
    '¿Qué día le vendría mejor?',
    'Quale giorno ti andrebbe meglio?',
  ],
  [
    SUBTITLES.date[0],
    'Choisissez un jour dans le calendrier',
    'Elija un día en el calendario',
    'Scegli un giorno nel calendario',
  ],
  [
    'When would you like to move?',
    'Quand souhaitez-vous déménager ?',
    '¿Cuándo le gustaría mudarse?',
    'Quando vorresti traslocare?',
  ],
  ['When is the event?', "Quand a lieu l'événement ?", '¿Cuándo es el evento?', "Quando si terrà l'evento?"],
  [
    'Which appointment date would you prefer?',
    'Quelle date de rendez-vous préférez-vous ?',
    '¿Qué fecha de cita prefiere?',
    'Quale data di appuntamento preferisci?',
  ],
  [
    'Tell us the date that suits you',
    'Indiquez-nous la date qui vous convient',
    'Díganos la fecha que le conviene',
    'Indicaci la data che preferisci',
  ],
  ['Which date?', 'Quelle date ?', '¿Qué fecha?', 'Quale data?'],
  ['Yes, a specific date', 'Oui, une date précise', 'Sí, una fecha concreta', 'Sì, una data precisa'],
  ['I am flexible', 'Je suis flexible', 'Soy flexible', 'Sono flessibile'],
  [
    'Is there anything else we should know?',
    'Y a-t-il autre chose que nous devrions savoir ?',
    '¿Hay algo más que debamos saber?',
    "C'è altro che dovremmo sapere?",
  ],
  [
    'Optional – any details help',
    'Facultatif – chaque détail aide',
    'Opcional – cualquier detalle ayuda',
    'Facoltativo – ogni dettaglio aiuta',
  ],
  ['Your message…', 'Votre message…', 'Su mensaje…', 'Il tuo messaggio…'],
  [
    'When was the building built?',
    'Quand le bâtiment a-t-il été construit ?',
    '¿Cuándo se construyó el edificio?',
    "Quando è stato costruito l'edificio?",
  ],
  ['Before 1950', 'Avant 1950', 'Antes de 1950', 'Prima del 1950'],
  ['After 2015', 'Après 2015', 'Después de 2015', 'Dopo il 2015'],
  [
    'How many people work at your company?',
    'Combien de personnes travaillent dans votre entreprise ?',
    '¿Cuántas personas trabajan en su empresa?',
    'Quante persone lavorano nella tua azienda?',
  ],
  ['How old are you?', 'Quel âge avez-vous ?', '¿Cuántos años tiene?', 'Quanti anni hai?'],
  ['Under 18', 'Moins de 18 ans', 'Menos de 18', 'Meno di 18'],
  ['60 or older', '60 ans ou plus', '60 o más', '60 o più'],
  ['Jane', 'Marie', 'Lucía', 'Giulia'],
  ['Doe', 'Dupont', 'García', 'Rossi'],
  ['jane@example.com', 'marie@exemple.fr', 'lucia@ejemplo.es', 'giulia@esempio.it'],
  ['Yes', 'Oui', 'Sí', 'Sì'],
  ['No', 'Non', 'No', 'No'],
  ['Other', 'Autre', 'Otro', 'Altro'],
  ['Not sure', 'Je ne sais pas', 'No estoy seguro', 'Non so'],
  ['House', 'Maison', 'Casa', 'Casa'],
  ['Apartment', 'Appartement', 'Piso', 'Appartamento'],
  ['Office', 'Bureau', 'Oficina', 'Ufficio'],
  ['Commercial', 'Commercial', 'Comercial', 'Commerciale'],
  ['Small', 'Petit', 'Pequeño', 'Piccolo'],
  ['Medium', 'Moyen', 'Mediano', 'Medio'],
  ['Large', 'Grand', 'Grande', 'Grande'],
  ['Phone', 'Téléphone', 'Teléfono', 'Telefono'],
  ['Email', 'E-mail', 'Correo electrónico', 'E-mail'],
  ['Comments', 'Commentaires', 'Comentarios', 'Commenti'],
  ['Do you have any comments?', 'Avez-vous des remarques ?', '¿Tiene algún comentario?', 'Hai commenti?'],
  ['Please specify', 'Veuillez préciser', 'Especifique', 'Specifica'],
];

let table: Map<string, Record<Other, string>> | undefined;

/** English phrase (lower case) → its French, Spanish and Italian; the runner's own texts included. */
function phraseTable(): Map<string, Record<Other, string>> {
  if (table) return table;
  const out = new Map<string, Record<Other, string>>();
  const add = (en: string, fr: string, es: string, it: string) => {
    if (!out.has(en.trim().toLowerCase())) out.set(en.trim().toLowerCase(), { fr, es, it });
  };
  for (const [en, fr, es, it] of PHRASES) add(en, fr, es, it);
  for (const key of Object.keys(EN_TEXTS) as (keyof typeof EN_TEXTS)[]) {
    const [en, fr, es, it] = (['en', 'fr', 'es', 'it'] as const).map((l) => RUNNER_TEXTS[l][key]);
    if (typeof en === 'string') add(en, fr as string, es as string, it as string);
  }
  EN_TEXTS.defaultSubmissionSteps.forEach((s, i) => {
    const [fr, es, it] = (['fr', 'es', 'it'] as const).map((l) => RUNNER_TEXTS[l].defaultSubmissionSteps[i]);
    add(s.title, fr.title, es.title, it.title);
    add(s.description, fr.description, es.description, it.description);
  });
  table = out;
  return out;
}

/** A text that reads the same in every language: numbers, prices, phone numbers, symbols. */
const languageNeutral = (text: string) => !/\p{L}/u.test(text);

/** One text from `from` into `to`, or undefined when the engine does not know it. */
function translateOne(text: string, from: TRespondentLanguage, to: TRespondentLanguage): string | undefined {
  if (languageNeutral(text)) return text;
  // English is the hub: German texts are read through the engine's English–German pairs first.
  let english = text;
  if (from === 'de') {
    english = translateText(text, 'en') ?? text;
    if (english === text && !knowsPhrase(text)) return undefined;
  } else if (from !== 'en') return undefined;
  if (to === 'en') return english;
  if (to === 'de') {
    const german = translateText(english, 'de');
    return german && (german !== english || knowsPhrase(english)) ? german : undefined;
  }
  const known = phraseTable().get(english.trim().toLowerCase())?.[to];
  // A name the engine knows that reads the same in English and German (Google, WhatsApp) reads so everywhere.
  return known ?? (knowsPhrase(english) && translateText(english, 'de') === english ? english : undefined);
}

/**
 * The form's texts (its default language's) translated into `to`: each known phrase, and the keys of the rest,
 * which the form then shows in its default language until the owner writes them. Interface texts (buttons) are
 * left to the runner, which has them in every language.
 */
export function addLanguage(config: TFormConfig, to: TRespondentLanguage): AddedLanguage {
  const from = formLanguages(config)[0];
  const texts: Record<string, string> = {};
  const untranslated: string[] = [];
  for (const [key, text] of Object.entries(formTexts(config))) {
    if (key.startsWith('ui.')) continue;
    const translated = from === to ? text : translateOne(text, from, to);
    if (translated === undefined) untranslated.push(key);
    else texts[key] = translated;
  }
  return { texts, untranslated };
}
