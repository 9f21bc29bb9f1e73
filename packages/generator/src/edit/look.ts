// Edit handlers for the look: icon mode, font, primary colour, and both from one clause.
import { resolveThemeColor, type TIconMode } from '@forms-engine/model';
import { themeFor } from '../build.ts';
import { findColor, findFont, stripStyleValues } from '../style.ts';
import { type Change, type Ctx, type Handler, said } from './context.ts';

export const iconMode: Handler = (c, ctx) => {
  let mode: TIconMode;
  if (
    /\bno icons\b|without icons|hide (?:the |all )?icons|remove (?:the |all )?icons|icons? off|turn off (?:the )?icons|keine icons|ohne icons|icons ausblenden/i.test(
      c,
    )
  )
    mode = 'none';
  else if (/\bemojis?\b/i.test(c) && /icon|use|show|switch|zeige|nutze|verwende|emoji mode/i.test(c))
    mode = 'emoji';
  else if (/\blucide\b|\b(?:normal|regular|line|standard|outline) icons\b/i.test(c)) mode = 'lucide';
  else return null;
  // Nothing but icon words may be in the clause ("use emoji icons and blorp" is not understood).
  const rest = c
    .replace(
      /\b(?:use|show|switch|set|make|turn|change|to|the|all|it|icons?|emojis?|lucide|no|without|hide|remove|off|on|instead|of|mode|please|normal|regular|line|standard|outline|keine|ohne|zeige|nutze|verwende|statt|symbole|ausblenden|bitte|und|and)\b/gi,
      ' ',
    )
    .replace(/[^a-zäöüß]+/gi, ' ')
    .trim();
  if (rest) return null;
  ctx.iconMode = mode;
  const name = {
    none: ['no icons', 'keine Symbole'],
    emoji: ['emoji', 'Emoji'],
    lucide: ['line icons', 'Liniensymbole'],
  }[mode];
  return said(`switched the icons to ${name[0]}`, `Symbole auf ${name[1]} umgestellt`);
};

const font: Handler = (c, ctx) => {
  const f = findFont(c);
  if (!f || !/font|typeface|schrift|typograph|\buse\b|\bset\b|\bchange\b|\bswitch\b|nutze|verwende/i.test(c))
    return null;
  const theme = ctx.cfg.theme ?? themeFor(undefined, undefined);
  ctx.cfg.theme = { ...theme, font: { size: 'medium', weight: 400, ...theme.font, family: f } };
  return said(`set the font to ${f}`, `Schriftart auf ${f} gesetzt`);
};

const colour: Handler = (c, ctx) => {
  if (/\boption|\bstep\b|\bquestion\b|^(?:add|remove|delete|rename)\b/i.test(c)) return null;
  const col = findColor(c);
  const styleWord =
    /colou?r|theme|farbe|primary|brand|accent|\bmake (?:it|the form|everything)\b|^mach(?:e)? (?:es|das formular)\b|^(?:turn|paint) (?:it|the form)\b|^use\b|^in\b/i.test(
      c,
    );
  if (!styleWord) return null;
  if (!col) {
    const hexLike = c.match(/#[0-9a-z]{1,8}\b/i);
    if (hexLike && /colou?r|farbe/i.test(c)) {
      // Spec: a hex value that is not 7 characters falls back to red.
      setPrimary(ctx, resolveThemeColor(hexLike[0]));
      return said(
        `set the colour to red because "${hexLike[0]}" is not a valid hex colour`,
        `Farbe auf Rot gesetzt, weil „${hexLike[0]}“ kein gültiger Hex-Farbwert ist`,
      );
    }
    return null;
  }
  setPrimary(ctx, col.hex);
  const shown = col.name === col.hex ? col.hex : `${col.name} (${col.hex})`;
  return said(`set the colour to ${shown}`, `Farbe auf ${shown} gesetzt`);
};

function setPrimary(ctx: Ctx, hex: string): void {
  const theme = ctx.cfg.theme ?? themeFor(undefined, undefined);
  ctx.cfg.theme = { ...theme, colors: { ...theme.colors, primary: hex } };
}

const STYLE_WORDS =
  /\b(?:make|it|the|form|whole|use|set|change|switch|to|a|an|and|colou?rs?|theme|primary|main|brand|accent|font|typeface|family|please|everything|paint|turn|hex|value|as|in|with|of|mach|mache|es|das|formular|farbe|schrift|schriftart|auf|nutze|verwende|die|der|bitte|und)\b/gi;

/** Font and colour often come together ("Playfair Display and the colour rose"): apply both from one clause. */
export const style: Handler = (c, ctx) => {
  // Everything in the clause must be about the look, else "make it blue and blorp" would pass as a colour change.
  const rest = stripStyleValues(c)
    .replace(STYLE_WORDS, ' ')
    .replace(/[^a-zäöüß]+/gi, ' ')
    .trim();
  if (rest.length > 0) return null;
  const done = [font(c, ctx), colour(c, ctx)].filter((d): d is Change[] => Boolean(d)).flat();
  return done.length > 0 ? done : null;
};
