// Texts of a form's details screen (title, AI edit, previous prompts) in the owner app's five languages.
import type { Catalog } from './catalog.ts';

export const detailsEn = {
  'details.loadFailed': 'Failed to load form',
  'details.emptyPrompt': 'Empty prompt',
  'details.emptyPromptText': 'Please enter a prompt to modify the form',
  'details.nothingChanged': 'Nothing changed',
  'details.updated': 'Form updated',
  'details.updatedText': 'Form updated successfully!',
  'details.updateFailed': 'Update failed',
  'details.updateFailedText': 'Failed to update form: {error}',
  'details.title': 'Form title',
  'details.created': 'Created {date}',
  'details.previewForm': 'Preview Form',
  'details.aiTitle': 'Edit with AI',
  'details.aiText':
    'Describe what to change. The change is saved as a draft under the same link; Publish makes it live.',
  'details.promptLabel': 'Edit prompt',
  'details.promptPlaceholder': 'Describe how you want to modify the form...',
  'details.updating': 'Updating',
  'details.update': 'Update Form',
  'details.history': 'Previous prompts',
  'details.noHistory': 'No prompts yet.',
} as const;

type Key = keyof typeof detailsEn;

export const detailsDe: Catalog<Key> = {
  'details.loadFailed': 'Das Formular konnte nicht geladen werden',
  'details.emptyPrompt': 'Leere Anweisung',
  'details.emptyPromptText': 'Bitte beschreiben Sie, wie das Formular geändert werden soll',
  'details.nothingChanged': 'Nichts geändert',
  'details.updated': 'Formular aktualisiert',
  'details.updatedText': 'Das Formular wurde aktualisiert.',
  'details.updateFailed': 'Aktualisierung fehlgeschlagen',
  'details.updateFailedText': 'Das Formular konnte nicht aktualisiert werden: {error}',
  'details.title': 'Formulartitel',
  'details.created': 'Erstellt am {date}',
  'details.previewForm': 'Formularvorschau',
  'details.aiTitle': 'Mit KI bearbeiten',
  'details.aiText':
    'Beschreiben Sie, was sich ändern soll. Die Änderung wird als Entwurf unter demselben Link gespeichert; „Veröffentlichen“ macht sie live.',
  'details.promptLabel': 'Änderungswunsch',
  'details.promptPlaceholder': 'Beschreiben Sie, wie das Formular geändert werden soll...',
  'details.updating': 'Wird aktualisiert',
  'details.update': 'Formular aktualisieren',
  'details.history': 'Frühere Anweisungen',
  'details.noHistory': 'Noch keine Anweisungen.',
};

export const detailsFr: Catalog<Key> = {
  'details.loadFailed': 'Impossible de charger le formulaire',
  'details.emptyPrompt': 'Instruction vide',
  'details.emptyPromptText': 'Décrivez la modification à apporter au formulaire',
  'details.nothingChanged': 'Aucune modification',
  'details.updated': 'Formulaire mis à jour',
  'details.updatedText': 'Le formulaire a été mis à jour.',
  'details.updateFailed': 'Échec de la mise à jour',
  'details.updateFailedText': 'Impossible de mettre à jour le formulaire : {error}',
  'details.title': 'Titre du formulaire',
  'details.created': 'Créé le {date}',
  'details.previewForm': 'Aperçu du formulaire',
  'details.aiTitle': 'Modifier avec l’IA',
  'details.aiText':
    'Décrivez ce qu’il faut changer. La modification est enregistrée comme brouillon sous le même lien ; « Publier » la met en ligne.',
  'details.promptLabel': 'Instruction de modification',
  'details.promptPlaceholder': 'Décrivez comment modifier le formulaire...',
  'details.updating': 'Mise à jour',
  'details.update': 'Mettre à jour le formulaire',
  'details.history': 'Instructions précédentes',
  'details.noHistory': 'Aucune instruction pour le moment.',
};

export const detailsEs: Catalog<Key> = {
  'details.loadFailed': 'No se pudo cargar el formulario',
  'details.emptyPrompt': 'Instrucción vacía',
  'details.emptyPromptText': 'Describe cómo quieres modificar el formulario',
  'details.nothingChanged': 'No cambió nada',
  'details.updated': 'Formulario actualizado',
  'details.updatedText': 'El formulario se actualizó correctamente.',
  'details.updateFailed': 'No se pudo actualizar',
  'details.updateFailedText': 'No se pudo actualizar el formulario: {error}',
  'details.title': 'Título del formulario',
  'details.created': 'Creado el {date}',
  'details.previewForm': 'Vista previa del formulario',
  'details.aiTitle': 'Editar con IA',
  'details.aiText':
    'Describe qué cambiar. El cambio se guarda como borrador en el mismo enlace; «Publicar» lo pone en marcha.',
  'details.promptLabel': 'Instrucción de edición',
  'details.promptPlaceholder': 'Describe cómo quieres modificar el formulario...',
  'details.updating': 'Actualizando',
  'details.update': 'Actualizar formulario',
  'details.history': 'Instrucciones anteriores',
  'details.noHistory': 'Aún no hay instrucciones.',
};

export const detailsIt: Catalog<Key> = {
  'details.loadFailed': 'Impossibile caricare il modulo',
  'details.emptyPrompt': 'Istruzione vuota',
  'details.emptyPromptText': 'Descrivi come vuoi modificare il modulo',
  'details.nothingChanged': 'Nessuna modifica',
  'details.updated': 'Modulo aggiornato',
  'details.updatedText': 'Il modulo è stato aggiornato.',
  'details.updateFailed': 'Aggiornamento non riuscito',
  'details.updateFailedText': 'Impossibile aggiornare il modulo: {error}',
  'details.title': 'Titolo del modulo',
  'details.created': 'Creato il {date}',
  'details.previewForm': 'Anteprima del modulo',
  'details.aiTitle': 'Modifica con l’IA',
  'details.aiText':
    'Descrivi cosa cambiare. La modifica viene salvata come bozza con lo stesso link; «Pubblica» la rende online.',
  'details.promptLabel': 'Istruzione di modifica',
  'details.promptPlaceholder': 'Descrivi come vuoi modificare il modulo...',
  'details.updating': 'Aggiornamento',
  'details.update': 'Aggiorna modulo',
  'details.history': 'Istruzioni precedenti',
  'details.noHistory': 'Ancora nessuna istruzione.',
};
