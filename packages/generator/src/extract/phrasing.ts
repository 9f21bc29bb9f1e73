// Turns the owner's words into questions for the respondent ("whether they have a pool" -> "Do you have a pool?").
import type { GeneratorLanguage } from '../types.ts';
import type { Ask } from './ask.ts';
import { cleanLabel } from './options.ts';
import { YES_NO_WORDS_ALL } from './vocabulary.ts';

export function followupFrom(m: RegExpMatchArray, lang: GeneratorLanguage): Ask['followup'] {
  const trigger = m[1].toLowerCase();
  const ask = m[2].replace(/^(?:them|they|the user)\s+/i, '').trim();
  let inputType: 'text' | 'number' | 'date' = 'text';
  if (/how many|how much|wie viele|wie viel|number|anzahl/i.test(ask)) inputType = 'number';
  else if (/\bwhen\b|date|\bwann\b|datum/i.test(ask)) inputType = 'date';
  let label: string | undefined;
  if (!ask || /^(?:which|what|welche[rsn]?|was)(?: one)?$/i.test(ask)) label = undefined;
  else label = questionize(ask, lang);
  return { label, inputType, trigger };
}

const IRREGULAR: Record<string, string> = {
  heard: 'hear',
  found: 'find',
  got: 'get',
  came: 'come',
  saw: 'see',
  bought: 'buy',
  paid: 'pay',
  spent: 'spend',
  went: 'go',
  knew: 'know',
  chose: 'choose',
  thought: 'think',
  made: 'make',
  did: 'do',
  had: 'have',
  learned: 'learn',
  liked: 'like',
  loved: 'love',
  used: 'use',
  enjoyed: 'enjoy',
};

/** "what they liked" -> "What did you like?"; "how they heard about us" -> "How did you hear about us?". */
function directQuestion(text: string): string | null {
  // "how old it is" -> "How old is it?"; "what the problem is" -> "What is the problem?"
  const copula = text.match(
    /^(what|which|how \w+|when|where|why|who)\s+(it|this|that|the \w+(?: \w+)?|your \w+)\s+(is|are|was|were)$/i,
  );
  if (copula)
    return `${cap(copula[1].toLowerCase())} ${copula[3].toLowerCase()} ${swapPronouns(copula[2], 'en')}?`;
  const m = text.match(
    /^(what|which|how|when|where|why|who)((?: \w+){0,2}?) (?:they|he|she|the (?:customer|client|user|visitor|respondent)s?) (\w+)(.*)$/i,
  );
  if (!m) return null;
  const [, q, mid, verb, rest] = m;
  const v = verb.toLowerCase();
  const tail = swapPronouns(rest, 'en');
  const head = `${cap(q.toLowerCase())}${mid}`;
  if (v === 'are' || v === 'were') return `${head} ${v} you${tail}?`;
  if (v === 'can' || v === 'will' || v === 'would' || v === 'could' || v === 'should')
    return `${head} ${v} you${tail}?`;
  // "need", "feed", "proceed" end in "ed" but are not past forms.
  if (IRREGULAR[v] || (v.endsWith('ed') && !v.endsWith('eed'))) {
    const base = IRREGULAR[v] ?? (v.endsWith('ied') ? `${v.slice(0, -3)}y` : v.replace(/e?d$/, ''));
    return `${head} did you ${base}${tail}?`;
  }
  const base = v.endsWith('ies') ? `${v.slice(0, -3)}y` : v.replace(/(?<=[^s])s$/, '');
  return `${head} do you ${base}${tail}?`;
}

/**
 * An indirect question as a direct one: "when the work should start" → "When should the work start?", "how old the
 * system is in years" → "How old is the system in years?", "which styles they're into" → "Which styles are you into?".
 */
function invertedQuestion(text: string): string | null {
  const contracted = text.match(/^(what|which \w+|what \w+)\s+(?:they|you)'re\s+(.+)$/i);
  if (contracted) return `${cap(contracted[1].toLowerCase())} are you ${contracted[2]}?`;
  const m = text.match(
    /^(what|which|when|where|why|who|how(?: \w+)?)\s+((?:the|your|their|this|that|my|our|a|an|it)\b(?:\s+\w+){0,3}?)\s+(should|can|could|will|would|must|might|is|are|was|were|has|have|had)\b\s*(.*)$/i,
  );
  if (!m) return null;
  const [, q, subject, aux, rest] = m;
  return `${cap(q.toLowerCase())} ${aux.toLowerCase()} ${swapPronouns(subject, 'en')}${rest ? ` ${swapPronouns(rest, 'en')}` : ''}?`;
}

/** Verbs that end a German indirect question ("wie sie versichert sind", "welche Leistungen Sie möchten"). */
const GERMAN_FINITE =
  /^(?:ist|sind|war|waren|hat|haben|möchten|möchte|wünschen|wünscht|brauchen|braucht|benötigen|benötigt|können|kann|sollen|soll|wollen|will|werden|wird|nutzen|nutzt|suchen|sucht|hätten|würden)$/i;

/** "wie sie versichert sind" → "Wie sind Sie versichert?"; "welche Leistungen Sie möchten" → "Welche Leistungen möchten Sie?". */
function germanQuestion(text: string): string | null {
  // Case-sensitive on purpose: only a capitalised noun belongs to the question word ("welche Leistungen"), not the
  // pronoun "sie" or an article ("wie sie versichert sind", "wann die Arbeiten …").
  const m = text.match(
    /^((?:[Ww]elche[rsn]?|[Ww]ie (?:viele?|groß|alt|hoch|lange?|oft|weit|schnell)|[Ww]ie|[Ww]as|[Ww]ann|[Ww]o|[Ww]er|[Ww]arum)(?:\s+(?!(?:Sie|Ihr\w*|Du|Dein\w*)\b)\p{Lu}[\p{L}-]*)?)\s+(.+)\s+(\S+)$/u,
  );
  if (!m || !GERMAN_FINITE.test(m[3])) return null;
  const middle = swapPronouns(m[2], 'de');
  return `${cap(m[1])} ${m[3]} ${middle}?`;
}

/** "which one" -> "Which one?"; "they specify the breed" -> "Please specify the breed". */
export function questionize(text: string, lang: GeneratorLanguage): string {
  if (lang === 'en') {
    const plain = text.trim().replace(/[.?!]+$/, '');
    const inverted = invertedQuestion(plain);
    if (inverted) return inverted;
    const direct = directQuestion(plain);
    if (direct) return direct;
  } else {
    const de = germanQuestion(text.trim().replace(/[.?!]+$/, ''));
    if (de) return de;
  }
  const trimmed = text.trim().replace(/[.?!]+$/, '');
  // Already addressed to the respondent ("how long have you had them"): leave the pronouns alone.
  let t = /\b(?:you|your|sie|ihr|ihre)\b/.test(trimmed) ? trimmed : swapPronouns(trimmed, lang);
  if (lang === 'en') {
    if (/^(?:which|what|how|when|where|who|why|do|does|is|are|can|will)\b/i.test(t)) return `${cap(t)}?`;
    t = t.replace(/^(?:to |for )?(?:specify|enter|type|describe|name|list)\s+/i, '');
    return `Please specify ${t}`.trim();
  }
  if (/^(?:welche[rsn]?|was|wie|wann|wo|wer|warum|haben|ist|sind)\b/i.test(t)) return `${cap(t)}?`;
  return `Bitte angeben: ${t}`;
}

function cap(s: string): string {
  return s.charAt(0).toUpperCase() + s.slice(1);
}

export function swapPronouns(text: string, lang: GeneratorLanguage): string {
  if (lang === 'en')
    return text
      .replace(
        /\b(do|does|did|would|will|can|could|are|were)\s+(?:people|customers|clients|users|visitors|respondents|guests)\b/gi,
        (_m, v: string) => `${v.toLowerCase() === 'does' ? 'do' : v} you`,
      )
      .replace(/\bthe (?:customer|client|user|visitor|respondent|applicant|patient|caller)'s\b/gi, 'your')
      .replace(/\bthe (?:customer|client|user|visitor|respondent|applicant|patient|caller)s?\b/gi, 'you')
      .replace(/\btheir\b/gi, 'your')
      .replace(/\btheirs\b/gi, 'yours')
      .replace(/\bthemselves\b/gi, 'yourself')
      .replace(/\bthem\b/gi, 'you')
      .replace(/\bthey\b/gi, 'you')
      .replace(/\bhe or she\b/gi, 'you');
  return text
    .replace(/\bsie\b/g, 'Sie')
    .replace(/\bihr(e|en|em|er|es)?\b/g, (_m, e) => `Ihr${e ?? ''}`)
    .replace(/\bder kunde\b/gi, 'Sie');
}

/** "whether they have a pool" -> "Do you have a pool?"; "ob ein Keller vorhanden ist" -> "Ist ein Keller vorhanden?". */
export function yesNoTitle(text: string, lang: GeneratorLanguage): string {
  let t = text
    .replace(YES_NO_WORDS_ALL, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/[.?!:,]+$/, '');
  t = t.replace(/^(?:and|also|plus|und|sowie|ask(?:ing)?(?: them)?|a question|fragen?|frage)\s+/i, '');
  if (lang === 'en') {
    const w = t.match(
      /^(?:whether|if)\s+(?:they|the (?:customer|client|user|visitor|respondent|applicant|patient)s?|you)\s+(\w+)\s*(.*)$/i,
    );
    if (w) {
      const verb = w[1].toLowerCase();
      const rest = swapPronouns(w[2], 'en');
      if (verb === 'are' || verb === 'is') return `Are you ${rest}?`;
      if (verb === 'have' || verb === 'has') return `Do you have ${rest}?`;
      if (verb === 'can' || verb === 'could') return `Can you ${rest}?`;
      if (verb === 'will' || verb === 'would') return `Would you ${rest}?`;
      if (verb === 'did') return `Did you ${rest}?`;
      if (verb === 'already') return `Do you already ${rest}?`;
      const base = verb.endsWith('ies') ? `${verb.slice(0, -3)}y` : verb.replace(/(?<=[^s])s$/, '');
      return `Do you ${base} ${rest}`.trim().concat('?');
    }
    // "if everyone in the group is 16 or older", "whether everyone can swim": the verb goes first.
    const all = t.split(' ');
    if (
      /^(?:whether|if)$/i.test(all[0] ?? '') &&
      /^(?:everyone|everybody|anyone|anybody|someone|all)$/i.test(all[1] ?? '')
    ) {
      const at = all.findIndex((w, i) => i > 1 && /^(?:is|are|has|have|can|could|will|would)$/i.test(w));
      if (at > 1 && at < all.length - 1)
        return `${cap(all[at].toLowerCase())} ${all.slice(1, at).join(' ')} ${swapPronouns(all.slice(at + 1).join(' '), 'en')}?`;
    }
    const w2 = t.match(/^(?:whether|if)\s+(?:the|there|it)\s*(.*)$/i);
    if (w2) {
      const body = t.replace(/^(?:whether|if)\s+/i, '');
      const is = body.match(/^(.*?)\s+(is|are|has|have|was|were)\s+(.*)$/i);
      if (is) return `${cap(is[2].toLowerCase())} ${swapPronouns(is[1], 'en')} ${swapPronouns(is[3], 'en')}?`;
      return `${cap(swapPronouns(body, 'en'))}?`;
    }
    if (/^(?:do|does|are|is|have|has|can|will|would|did)\b/i.test(t)) return `${cap(swapPronouns(t, 'en'))}?`;
    const cleaned = cleanLabel(t);
    return `${cap(swapPronouns(cleaned || t, 'en'))}?`;
  }
  const ob = t.match(/^ob\s+(.*)\s+(\S+)$/i);
  if (ob) {
    const verb = ob[2];
    const rest = swapPronouns(ob[1], 'de');
    if (/^sie\b/i.test(ob[1])) return `${cap(verb)} Sie ${rest.replace(/^Sie\s+/, '')}?`;
    return `${cap(verb)} ${rest}?`;
  }
  if (/^(?:hat|haben|sind|ist|gibt es|besitzen|besitzt)\b/i.test(t)) return `${cap(swapPronouns(t, 'de'))}?`;
  const cleaned = cleanLabel(t);
  return `${cap(cleaned || t)}?`;
}
