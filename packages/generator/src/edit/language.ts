// Edit handler for the form's language: "translate to German".
import type { GeneratorLanguage } from '../types.ts';
import { translateConfig } from '../translate.ts';
import { type Handler, said } from './context.ts';

export const translate: Handler = (c, ctx) => {
  const m =
    c.match(/(?:^|\s)(?:translate|übersetze\w*)\s.*?\b(german|deutsch|english|englisch)\b/i) ??
    c.match(
      /^(?:make it |switch (?:it )?to |change (?:the )?language to |set (?:the )?language to |in |auf )?(german|deutsch|english|englisch)$/i,
    ) ??
    c.match(/\b(?:sprache auf|language to)\s+(german|deutsch|english|englisch)\b/i);
  if (!m) return null;
  const to: GeneratorLanguage = /german|deutsch/i.test(m[1]) ? 'de' : 'en';
  ctx.cfg = translateConfig(ctx.cfg, to);
  ctx.lang = to;
  return to === 'de'
    ? said('translated the form into German', 'Formular ins Deutsche übersetzt')
    : said('translated the form into English', 'Formular ins Englische übersetzt');
};
