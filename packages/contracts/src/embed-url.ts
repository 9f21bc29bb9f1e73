// A form's public links, for the owner app and the server; zod-free, so the owner app's screens that show a link
// do not bundle the form schemas.
/** The permanent link of a form: by id, so renames and property changes never break it. */
export function permanentEmbedUrl(origin: string, id: number): string {
  return `${origin.replace(/\/$/, '')}/embed?id=${id}`;
}

/** The public embed URL of a form. */
export function embedUrl(origin: string, form: { language: string; label: string; domain: string }): string {
  const params = new URLSearchParams({ language: form.language, label: form.label, domain: form.domain });
  return `${origin.replace(/\/$/, '')}/embed?${params.toString()}`;
}
