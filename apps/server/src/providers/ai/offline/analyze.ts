// Offline document analysis: a structured plain-text summary citing the figures and facts found in the text and answers.
import type { AnalyzeInput, GeneratorLanguage } from '../types.ts';
import { detectLanguage } from './text.ts';

interface Figure {
  kind: 'amount' | 'energy' | 'percent' | 'date' | 'measure';
  value: string;
  context: string;
}

const MONTHS =
  'jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|jun(?:e)?|jul(?:y)?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?|januar|februar|märz|mai|juni|juli|oktober|dezember';
const PATTERNS: [Figure['kind'], RegExp][] = [
  [
    'date',
    new RegExp(
      String.raw`\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}[./]\d{1,2}[./]\d{2,4}\b|\b(?:${MONTHS})\.? \d{1,2},? \d{4}\b|\b\d{1,2}\.? (?:${MONTHS}) \d{4}\b`,
      'gi',
    ),
  ],
  [
    'amount',
    /(?:[$€£]\s?\d[\d.,]*\d|[$€£]\s?\d|\b\d[\d.,]*\s?(?:€|EUR|USD|GBP|CHF|euros?|dollars?)(?![a-z]))/gi,
  ],
  ['energy', /\b\d[\d.,]*\s?(?:kWh|MWh|kWp|kW|Wh)\b/g],
  ['percent', /\b\d[\d.,]*\s?%/g],
  ['measure', /\b\d[\d.,]*\s?(?:m²|m2|sqm|sq\.? ?ft|km|miles|kg|liters?|litres?|l\/100 ?km)(?![a-z])/gi],
];

function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+|\n+/)
    .map((s) => s.replace(/\s+/g, ' ').trim())
    .filter((s) => s.length > 0);
}

export function extractFigures(text: string): Figure[] {
  const out: Figure[] = [];
  const seen = new Set<string>();
  for (const sentence of sentences(text)) {
    const taken: [number, number][] = [];
    for (const [kind, re] of PATTERNS) {
      for (const m of sentence.matchAll(re)) {
        const start = m.index ?? 0;
        const end = start + m[0].length;
        // A date's digits are not also an amount or a measure.
        if (taken.some(([a, b]) => start < b && end > a)) continue;
        taken.push([start, end]);
        const value = m[0].trim();
        const key = `${kind}:${value}`;
        if (seen.has(key)) continue;
        seen.add(key);
        out.push({ kind, value, context: sentence.length > 140 ? `${sentence.slice(0, 137)}…` : sentence });
      }
    }
  }
  return out;
}

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
  [/report|bericht|befund|diagnos/i, ['a report', 'ein Bericht']],
];

function humanizeId(id: string): string {
  const words = id.replace(/^opt_/, '').replace(/_\d+$/, '').replace(/_/g, ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
}

function formatAnswer(value: unknown): string {
  if (value === null || value === undefined) return '–';
  // The runner stores option ids ("opt_flat_roof"); show them as words.
  if (typeof value === 'string') return /^opt_[a-z0-9_]+$/.test(value) ? humanizeId(value) : value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return value.map(formatAnswer).join(', ');
  if (typeof value === 'object') {
    const o = value as Record<string, unknown>;
    if (typeof o.fullAddress === 'string') return o.fullAddress;
    if (typeof o.fileName === 'string') return o.fileName;
    if ('option' in o)
      return [o.option, o.followup]
        .filter((v) => v !== undefined && v !== '')
        .map(formatAnswer)
        .join(' – ');
    if (typeof o.firstName === 'string')
      return [o.firstName, o.lastName, o.email, o.phone].filter((v) => typeof v === 'string' && v).join(', ');
    return Object.values(o).map(formatAnswer).join(', ');
  }
  return String(value);
}

export function analyzeOffline(input: AnalyzeInput): string {
  const doc = (input.documentText ?? '').trim();
  const answers = Object.entries(input.formResponses ?? {}).filter(
    ([k, v]) =>
      !k.startsWith('_') &&
      v !== undefined &&
      v !== null &&
      v !== '' &&
      !(typeof v === 'object' && v && 'documentUrl' in v),
  );
  const lang: GeneratorLanguage =
    input.language ?? detectLanguage(`${doc.slice(0, 2000)} ${answers.map(([k]) => k).join(' ')}`);
  const de = lang === 'de';
  const T = (en: string, g: string) => (de ? g : en);
  const lines: string[] = [T('Document analysis', 'Dokumentanalyse'), ''];

  const figures = extractFigures(doc);
  const kind = KINDS.find(([re]) => re.test(doc))?.[1];
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
      `- ${T('The document', 'Das Dokument')}${kind ? T(` looks like ${kind[0]}`, ` ist vermutlich ${kind[1]}`) : ''} (${wordsCount} ${T('words', 'Wörter')}).`,
    );
    lines.push(
      `- ${T(`We found ${figures.length} figure${figures.length === 1 ? '' : 's'} in it.`, `Wir haben ${figures.length} Kennzahl${figures.length === 1 ? '' : 'en'} darin gefunden.`)}`,
    );
  }
  if (input.contentPrompt?.trim())
    lines.push(`- ${T('Focus', 'Schwerpunkt')}: ${input.contentPrompt.trim()}`);

  if (figures.length > 0) {
    lines.push('', T('Key figures', 'Wichtige Kennzahlen'));
    const label: Record<Figure['kind'], [string, string]> = {
      amount: ['Amount', 'Betrag'],
      energy: ['Energy', 'Energie'],
      percent: ['Percentage', 'Prozentsatz'],
      date: ['Date', 'Datum'],
      measure: ['Measure', 'Maß'],
    };
    for (const f of figures.slice(0, 15))
      lines.push(
        `- ${T(...label[f.kind])}: ${f.value} — „${f.context}“`
          .replace('„', de ? '„' : '"')
          .replace('“', de ? '“' : '"'),
      );
  }

  const facts = keyFacts(doc);
  if (facts.length > 0) {
    lines.push('', T('Key facts', 'Wichtige Angaben'));
    for (const f of facts) lines.push(`- ${f}`);
  }

  if (input.estimates?.length) {
    lines.push('', T('Estimate', 'Schätzung'));
    for (const e of input.estimates) lines.push(`- ${e.label}: ${e.display}`);
    lines.push(
      `- ${T('This estimate is computed from your answers; the final offer may differ.', 'Diese Schätzung ergibt sich aus Ihren Angaben; das endgültige Angebot kann abweichen.')}`,
    );
  }

  if (answers.length > 0) {
    lines.push('', T('Your answers', 'Ihre Angaben'));
    for (const [k, v] of answers.slice(0, 20)) lines.push(`- ${k}: ${formatAnswer(v)}`);
  }

  lines.push('', T('Next steps', 'Nächste Schritte'));
  const energy = figures.find((f) => f.kind === 'energy');
  const amount = figures.find((f) => f.kind === 'amount');
  if (energy && amount)
    lines.push(
      `- ${T(`Your document shows ${energy.value} and ${amount.value}; we use both to size the offer.`, `Ihr Dokument nennt ${energy.value} und ${amount.value}; beides nutzen wir für die Auslegung des Angebots.`)}`,
    );
  else if (amount)
    lines.push(
      `- ${T(`We will check the amount of ${amount.value} against your answers.`, `Wir prüfen den Betrag von ${amount.value} anhand Ihrer Angaben.`)}`,
    );
  lines.push(
    `- ${T('A specialist will review this analysis and contact you with a tailored offer.', 'Eine Fachkraft prüft diese Auswertung und meldet sich mit einem passenden Angebot.')}`,
  );
  return lines.join('\n');
}
