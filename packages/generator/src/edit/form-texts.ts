// Edit handlers for the form's own texts: its title, the button labels and the thank-you screen.
import { quoted } from '../text.ts';
import { type Handler, said, unquote, valueAfter } from './context.ts';

export const formTitle: Handler = (c, ctx) => {
  const m =
    c.match(/^(?:rename|call|title|name)\s+(?:the\s+)?(?:whole\s+)?form\s+(?:to\s+|as\s+)?(.+)$/i) ??
    c.match(
      /\b(?:form(?:'s)? (?:title|name)|formulartitel|titel des formulars)\s+(?:to|in|zu|auf|as|:)\s+(.+)$/i,
    ) ??
    c.match(/^(?:change|set)\s+the\s+title\s+(?:to|as)\s+(.+)$/i);
  if (!m) return null;
  const title = unquote(quoted(c)[0] ?? m[1]);
  if (!title) return null;
  ctx.cfg.title = title;
  return said(`renamed the form to "${title}"`, `Formular in „${title}“ umbenannt`);
};

const BUTTONS: [RegExp, 'submit' | 'next' | 'back' | 'skip' | 'startOver'][] = [
  [/\b(?:submit|send|absenden|senden|abschicken)\b/i, 'submit'],
  [/\b(?:next|continue|weiter)\b/i, 'next'],
  [/\b(?:back|previous|zurück)\b/i, 'back'],
  [/(?:^|\s)(?:skip|überspringen)\b/i, 'skip'],
  [/\b(?:start ?over|restart|reset|neu beginnen|neustart)\b/i, 'startOver'],
];

export const buttonText: Handler = (c, ctx) => {
  const m = c.match(
    /^(.*?)\b(?:button|knopf|schaltfläche|taste)s?\b(?:\s+(?:text|label|beschriftung))?(.*)$/i,
  );
  if (!m) return null;
  const which = BUTTONS.find(([re]) => re.test(m[1]))?.[1];
  const value = valueAfter(m[2] || c, /(?:^|\s)(?:to|as|into|zu|auf|in|:)\s+(.+)$/i);
  if (!which || !value) return null;
  ctx.cfg.ui = { ...ctx.cfg.ui, buttons: { ...ctx.cfg.ui?.buttons, [which]: value } };
  const names = {
    submit: ['submit', 'Absenden'],
    next: ['next', 'Weiter'],
    back: ['back', 'Zurück'],
    skip: ['skip', 'Überspringen'],
    startOver: ['start over', 'Neu beginnen'],
  }[which];
  return said(
    `changed the ${names[0]} button to "${value}"`,
    `Schaltfläche „${names[1]}“ in „${value}“ geändert`,
  );
};

export const submissionText: Handler = (c, ctx) => {
  if (
    !/thank[- ]?you|\bthanks\b|submission|confirmation|success|final (?:screen|page|message)|completion|danke|bestätigung|abschluss/i.test(
      c,
    )
  )
    return null;
  const value = valueAfter(c);
  if (!value) return null;
  const isTitle =
    /title|heading|headline|überschrift|titel/i.test(c) ||
    (!/message|text|description|beschreibung|nachricht/i.test(c) && value.length <= 40);
  ctx.cfg.submission = { ...ctx.cfg.submission, [isTitle ? 'title' : 'description']: value };
  return said(
    `changed the thank-you ${isTitle ? 'title' : 'message'} to "${value}"`,
    `${isTitle ? 'Titel' : 'Text'} der Dankesseite in „${value}“ geändert`,
  );
};
