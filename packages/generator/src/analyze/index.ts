// Offline document analysis: what the document is, its figures and what each one means, how they compare with the
// respondent's answers, the form's calculated estimate, and next steps — in the form's language.
import type { AnalyzeInput, GeneratorLanguage } from '../types.ts';
import { INPUT_LIMITS } from '../limits.ts';
import { detectLanguage } from '../text.ts';
import { extractFigures, type Figure, orientationOf } from './figures.ts';
import { formatNumber, readNumber } from './numbers.ts';

export { extractFigures, type Figure } from './figures.ts';

/** "Customer: Jane Doe" style lines that carry the document's key facts. */
function keyFacts(text: string): string[] {
  const facts: string[] = [];
  for (const line of text.split(/\n+/)) {
    const m = line.trim().match(/^([A-Za-zÄÖÜäöüß][\wÄÖÜäöüß .()/-]{1,40}):\s*(.{1,120})$/);
    if (m && /[a-z0-9]/i.test(m[2])) facts.push(`${m[1].trim()}: ${m[2].trim()}`);
    if (facts.length >= 8) break;
  }
  return facts;
}

const KINDS: [RegExp, [string, string]][] = [
  [
    /invoice|rechnung|bill|abrechnung|amount due|zu zahlen/i,
    ['an invoice or bill', 'eine Rechnung oder Abrechnung'],
  ],
  [/contract|vertrag|agreement|vereinbarung/i, ['a contract', 'ein Vertrag']],
  [/curriculum|resume|résumé|lebenslauf|experience|berufserfahrung/i, ['a CV', 'ein Lebenslauf']],
  [/quote|quotation|angebot|estimate|kostenvoranschlag/i, ['a quote', 'ein Angebot']],
  [/policy|police|insurance|versicherung/i, ['an insurance document', 'ein Versicherungsdokument']],
  [/report|bericht|befund|diagnos|survey|gutachten|inspection|begehung/i, ['a report', 'ein Bericht']],
];

function humanizeId(id: string): string {
  const words = id.replace(/^opt_/, '').replace(/_\d+$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** An answer in words; nesting past a few levels is not followed (a runner's answers are at most two deep). */
function formatAnswer(value: unknown, depth = 0): string {
  if (value === null || value === undefined) return '–';
  // The runner stores option ids ("opt_flat_roof"); show them as words.
  if (typeof value === 'string') return /^opt_[a-z0-9_]+$/.test(value) ? humanizeId(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (depth >= 4) return '…';
  const nested = (v: unknown) => formatAnswer(v, depth + 1);
  if (Array.isArray(value)) return value.slice(0, 50).map(nested).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.fullAddress === 'string') return o.fullAddress;
    if (typeof o.fileName === 'string') return o.fileName;
    if ('option' in o)
      return [o.option, o.followup]
        .filter((v) => v !== undefined && v !== '')
        .map(nested)
        .join(' – ');
    if (typeof o.firstName === 'string')
      return [o.firstName, o.lastName, o.email, o.phone].filter((v) => typeof v === 'string' && v).join(', ');
    return Object.values(o).slice(0, 50).map(nested).join(', ');
  }
  return String(value);
}

/** A figure's value in the reader's convention: "€89.50" / "89,50 €", "4,500 kWh" / "4.500 kWh", "12%" / "12 %". */
export function displayFigure(f: Figure, lang: GeneratorLanguage): string {
  if (f.kind === 'date' || f.value === undefined) return f.raw;
  const money = f.kind === 'amount' && f.unit !== 'ct';
  const decimals = f.kind === 'amount' && !Number.isInteger(f.value) ? 2 : undefined;
  const n = formatNumber(f.value, lang, decimals);
  let text: string;
  if (money) text = lang === 'de' ? `${n} ${f.unit}` : f.unit === 'CHF' ? `CHF ${n}` : `${f.unit}${n}`;
  else if (f.unit === '%') text = lang === 'de' ? `${n} %` : `${n}%`;
  else text = `${n} ${f.unit}`;
  return f.per === 'kWh' ? `${text}/kWh` : text;
}

/** The kind of quantity an answer's question asks for, to compare it with the document's figures. */
type AnswerTopic = 'area' | 'consumption' | 'payment' | 'cost' | 'power';

function topicOf(question: string): { topic: AnswerTopic; per?: 'year' | 'month' } | undefined {
  const q = question.toLowerCase();
  const per = /month|monat/.test(q) ? 'month' : /year|annual|jahr|jährlich/.test(q) ? 'year' : undefined;
  if (/kwp|system size|anlagengröße|anlagenleistung|leistung/.test(q)) return { topic: 'power' };
  if (/consum|usage|kwh|verbrauch/.test(q)) return { topic: 'consumption', per: per ?? 'year' };
  if (/bill|payment|abschlag|rechnung|spend|ausgaben/.test(q)) return { topic: 'payment', per };
  if (/cost|price|budget|kosten|preis|betrag/.test(q)) return { topic: 'cost', per };
  if (/area|m²|sq\.? ?ft|square|fläche|\bqm\b|how big|wie groß|roof size|dachgröße/.test(q))
    return { topic: 'area' };
  return undefined;
}

function answerNumber(value: unknown): number | undefined {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && /^\s*[$€£]?\s?\d[\d.,]*\s*(?:€|\$|£|m²|kwh|%)?\s*$/i.test(value))
    return readNumber(value) ?? undefined;
  return undefined;
}

/** The document's figure an answer is about, with its value per the answer's period (a year's cost / 12 for a month). */
function figureFor(
  question: string,
  topic: { topic: AnswerTopic; per?: 'year' | 'month' },
  figures: Figure[],
): { figure: Figure; value: number } | undefined {
  const q = question.toLowerCase();
  const candidates = figures.filter((f) => {
    if (f.value === undefined) return false;
    switch (topic.topic) {
      case 'area':
        return f.kind === 'area';
      case 'consumption':
        return f.kind === 'energy';
      case 'power':
        return f.kind === 'power';
      case 'payment':
        // A bill is compared with what the document says is paid, not with a price or a repair cost.
        return (
          f.kind === 'amount' &&
          f.per !== 'kWh' &&
          f.unit !== 'ct' &&
          ['Monthly payment', 'Amount due', 'Yearly cost'].includes(f.meaning[0])
        );
      case 'cost':
        return f.kind === 'amount' && f.per !== 'kWh' && f.unit !== 'ct';
      default:
        return false;
    }
  });
  if (candidates.length === 0) return undefined;
  // A roof question takes the roof area, a monthly bill the monthly payment: the closest meaning first.
  const score = (f: Figure) =>
    (topic.per && f.per === topic.per ? 2 : 0) +
    (/roof|dach/.test(q) && f.meaning[0] === 'Roof area' ? 3 : 0) +
    (/living|wohn/.test(q) && f.meaning[0] === 'Living area' ? 3 : 0) +
    (topic.topic === 'payment' && f.meaning[0] === 'Monthly payment' ? 1 : 0) +
    (topic.topic === 'consumption' && f.meaning[0] === 'Yearly consumption' ? 1 : 0);
  const figure = [...candidates].sort((a, b) => score(b) - score(a))[0];
  let value = figure.value as number;
  if (topic.per === 'month' && figure.per === 'year') value /= 12;
  else if (topic.per === 'year' && figure.per === 'month') value *= 12;
  return { figure, value };
}

/** How the respondent's numbers compare with the document's, one line per answer that has a counterpart. */
function comparisons(answers: [string, unknown][], figures: Figure[], lang: GeneratorLanguage): string[] {
  const de = lang === 'de';
  const lines: string[] = [];
  for (const [question, raw] of answers) {
    const topic = topicOf(question);
    const given = answerNumber(raw);
    if (!topic || given === undefined) continue;
    const match = figureFor(question, topic, figures);
    if (!match) continue;
    const { figure, value } = match;
    const shown = displayFigure(figure, lang);
    const converted =
      value !== figure.value
        ? de
          ? ` (umgerechnet ${formatNumber(value, lang, Number.isInteger(value) ? 0 : 2)} ${topic.per === 'month' ? 'im Monat' : 'im Jahr'})`
          : ` (about ${formatNumber(value, lang, Number.isInteger(value) ? 0 : 2)} a ${topic.per})`
        : '';
    const diff = given === 0 ? (value === 0 ? 0 : 1) : (value - given) / given;
    const pct = Math.round(Math.abs(diff) * 100);
    const verdict =
      Math.abs(diff) <= 0.1
        ? de
          ? 'das passt zu Ihrer Angabe'
          : 'that matches your answer'
        : de
          ? `der Wert im Dokument ist ${pct} % ${diff > 0 ? 'höher' : 'niedriger'}; wir rechnen mit dem Wert aus dem Dokument`
          : `the document's figure is ${pct}% ${diff > 0 ? 'higher' : 'lower'}; we will work with the document's figure`;
    lines.push(
      de
        ? `- ${question}: Ihre Angabe ${formatNumber(given, lang)}; im Dokument: ${figure.meaning[1]} ${shown}${converted} – ${verdict}.`
        : `- ${question}: your answer ${formatNumber(given, lang)}; in the document: ${figure.meaning[0]} ${shown}${converted} — ${verdict}.`,
    );
  }
  return lines;
}

export function analyzeOffline(input: AnalyzeInput): string {
  const doc = (input.documentText ?? '').slice(0, INPUT_LIMITS.document).trim();
  const focus = (input.contentPrompt ?? '').slice(0, INPUT_LIMITS.focus).trim();
  const answers = Object.entries(input.formResponses ?? {})
    .slice(0, INPUT_LIMITS.answers)
    .map(([k, v]): [string, unknown] => [k.slice(0, INPUT_LIMITS.answerChars), v])
    .filter(
      ([k, v]) =>
        !k.startsWith('_') &&
        v !== undefined &&
        v !== null &&
        v !== '' &&
        !(typeof v === 'object' && v && 'documentUrl' in v),
    );
  // The form's language when the caller knows it; else the document's and the questions' language.
  const lang: GeneratorLanguage =
    input.language ?? detectLanguage(`${doc.slice(0, 2000)} ${answers.map(([k]) => k).join(' ')}`);
  const de = lang === 'de';
  const T = (en: string, g: string) => (de ? g : en);
  const quote = (s: string) => (de ? `„${s}“` : `"${s}"`);
  const lines: string[] = [T('Document analysis', 'Dokumentanalyse'), ''];

  const figures = extractFigures(doc);
  const orientation = orientationOf(doc);
  // The heading names the document best ("Roof inspection report" mentions an estimate further down).
  const firstLine = doc.split(/\n/)[0] ?? '';
  const kind = (KINDS.find(([re]) => re.test(firstLine)) ?? KINDS.find(([re]) => re.test(doc)))?.[1];
  lines.push(T('Summary', 'Zusammenfassung'));
  if (!doc) {
    lines.push(
      T(
        '- No document text was available, so this analysis is based on your answers only.',
        '- Es lag kein Dokumenttext vor; diese Auswertung beruht nur auf Ihren Antworten.',
      ),
    );
  } else {
    const wordsCount = doc.split(/\s+/).length;
    lines.push(
      kind
        ? `- ${T(`The document looks like ${kind[0]}`, `Das Dokument ist vermutlich ${kind[1]}`)} (${wordsCount} ${T('words', 'Wörter')}).`
        : `- ${T(`The document has ${wordsCount} words.`, `Das Dokument hat ${wordsCount} Wörter.`)}`,
    );
    lines.push(
      `- ${T(`We found ${figures.length} figure${figures.length === 1 ? '' : 's'} in it.`, `Wir haben ${figures.length} Kennzahl${figures.length === 1 ? '' : 'en'} darin gefunden.`)}`,
    );
    // The figures that matter most, said in one sentence ("The roof area is 120 m², facing south.").
    const headline = figures
      .filter((f) => f.kind !== 'date' && !['Amount', 'Percentage', 'Base fee'].includes(f.meaning[0]))
      .slice(0, 3);
    for (const f of headline)
      lines.push(
        `- ${T(`${f.meaning[0]}: ${displayFigure(f, lang)}`, `${f.meaning[1]}: ${displayFigure(f, lang)}`)}${
          f.meaning[0] === 'Roof area' && orientation
            ? T(`, facing ${orientation[0]}`, `, Ausrichtung nach ${orientation[1]}`)
            : ''
        }.`,
      );
  }
  if (focus) lines.push(`- ${T('Focus', 'Schwerpunkt')}: ${focus}`);

  if (figures.length > 0 || orientation) {
    lines.push('', T('Key figures', 'Wichtige Kennzahlen'));
    for (const f of figures.slice(0, 15))
      lines.push(`- ${T(f.meaning[0], f.meaning[1])}: ${displayFigure(f, lang)} — ${quote(f.context)}`);
    if (orientation) lines.push(`- ${T('Orientation', 'Ausrichtung')}: ${T(orientation[0], orientation[1])}`);
  }

  const facts = keyFacts(doc);
  if (facts.length > 0) {
    lines.push('', T('Key facts', 'Wichtige Angaben'));
    for (const f of facts) lines.push(`- ${f}`);
  }

  const compared = comparisons(answers, figures, lang);
  if (compared.length > 0) {
    lines.push('', T('Compared with your answers', 'Abgleich mit Ihren Angaben'));
    lines.push(...compared);
  }

  // The form's own calculations, computed by the server from the answers (the logic issue's estimates).
  if (input.estimates?.length) {
    lines.push('', T('Estimate', 'Schätzung'));
    for (const e of input.estimates) lines.push(`- ${e.label}: ${e.display}`);
    lines.push(
      `- ${T('This estimate is computed from your answers; the final offer may differ.', 'Diese Schätzung ergibt sich aus Ihren Angaben; das endgültige Angebot kann abweichen.')}`,
    );
  }

  if (answers.length > 0) {
    lines.push('', T('Your answers', 'Ihre Angaben'));
    for (const [k, v] of answers.slice(0, 20))
      lines.push(`- ${k}: ${formatAnswer(v).slice(0, INPUT_LIMITS.answerChars)}`);
  }

  lines.push('', T('Next steps', 'Nächste Schritte'));
  const energy = figures.find((f) => f.kind === 'energy');
  const area = figures.find((f) => f.kind === 'area');
  const paid = ['Monthly payment', 'Amount due', 'Yearly cost', 'Price'];
  const amount = figures
    .filter((f) => f.kind === 'amount' && f.per !== 'kWh' && f.meaning[0] !== 'Base fee')
    .sort((a, b) => ((paid.indexOf(a.meaning[0]) + 10) % 10) - ((paid.indexOf(b.meaning[0]) + 10) % 10))[0];
  const named = [energy, area, amount].filter((f): f is Figure => Boolean(f)).slice(0, 2);
  if (named.length === 2)
    lines.push(
      `- ${T(
        `Your document shows the ${named[0].meaning[0].toLowerCase()} (${displayFigure(named[0], lang)}) and the ${named[1].meaning[0].toLowerCase()} (${displayFigure(named[1], lang)}); we use both to size the offer.`,
        `Ihr Dokument nennt ${named[0].meaning[1]} (${displayFigure(named[0], lang)}) und ${named[1].meaning[1]} (${displayFigure(named[1], lang)}); beides nutzen wir für die Auslegung des Angebots.`,
      )}`,
    );
  else if (named.length === 1)
    lines.push(
      `- ${T(
        `We will use the ${named[0].meaning[0].toLowerCase()} of ${displayFigure(named[0], lang)} from your document for the offer.`,
        `Für das Angebot nutzen wir ${named[0].meaning[1]} von ${displayFigure(named[0], lang)} aus Ihrem Dokument.`,
      )}`,
    );
  // Only what the form itself does: no promise made on the business's behalf (when or how it will answer).
  lines.push(
    `- ${T('This analysis is sent with your request, together with your answers.', 'Diese Auswertung wird mit Ihrer Anfrage und Ihren Angaben übermittelt.')}`,
  );
  return lines.join('\n');
}
