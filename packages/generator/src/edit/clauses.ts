// Splits an instruction into clauses at the verbs that start a new change ("add …, then remove …").

const VERBS =
  'add|insert|include|append|remove|delete|drop|rename|retitle|call|move|put|place|swap|switch|make|change|set|use|translate|turn|replace|convert|allow|give|increase|decrease|raise|lower|limit|ask|mark|hide|show|take|get|ditch|scrap|lose|füge|ergänze|entferne|lösche|streiche|benenne|verschiebe|mach|mache|ändere|setze|nutze|verwende|übersetze|tausche';
/** "…, can we make them mandatory", "…, could it be a dropdown": a request after a remark starts a clause. */
const ASKS_AFTER_REMARK =
  /,\s+(?=(?:so\s+)?(?:can|could|would|should|will|shall)\s+(?:you|we|u|it|they|that|this|those|these)\b)/i;
const CLAUSE_SPLIT = new RegExp(
  String.raw`(?:(?<!\s)\s+)?(?:[;.]|,|\band then\b|\bthen\b|\band also\b|\band\b|\balso\b|\bund dann\b|\bund\b|\bdann\b|\bsowie\b)\s+(?=(?:please\s+|bitte\s+|(?:can|could|would) you\s+(?:please\s+|also\s+)?)?(?:${VERBS})\b)`,
  'i',
);

/** "make it green and also have …": these always start a new part, whatever word follows. */
const ALWAYS_SPLIT = /(?<!\s)\s*(?:,\s*and also|\band also|\band then|,\s*then|;)\s+/i;

/** A part that only greets or hedges ("hey", "could we"): no clause of its own. */
const HEDGE_ONLY =
  /^(?:(?:hey|hi|hello|hallo|ok|okay|so|oh|um|well|honestly|btw|also)[\s,!]*)*(?:(?:can|could|would|will|should|shall)\s+(?:you|we|u))?$/i;

export function splitClauses(instruction: string): string[] {
  // A list of changes, one a line ("- make the date optional", "2) remove …"): each line is its own part.
  const lines = instruction
    .split(/\r?\n/)
    .map((l) => l.replace(/^\s*(?:[-*•–]|\d{1,2}[.)])\s+/, '').trim())
    .filter(Boolean);
  if (lines.length > 1) return lines.flatMap(splitLine);
  return splitLine(lines[0] ?? instruction);
}

function splitLine(instruction: string): string[] {
  // Quoted texts may contain "and" or commas that are not clause breaks.
  const quotes: string[] = [];
  const masked = instruction.replace(/["“„'‘]([^"”“'’]*)["”“'’]/g, (m) => {
    quotes.push(m);
    return `\uE000${quotes.length - 1}\uE001`;
  });
  return (
    masked
      .split(ALWAYS_SPLIT)
      .flatMap((part) => part.split(CLAUSE_SPLIT))
      .flatMap((part) => part.split(ASKS_AFTER_REMARK))
      .map((c) => c.replace(/\uE000(\d+)\uE001/g, (_m, i) => quotes[Number(i)]).trim())
      .map((c) =>
        c
          .replace(/^(?:please|bitte|and|und|also)\s+/i, '')
          .replace(/[.!]+$/, '')
          .trim(),
      )
      .filter((c) => c.length > 0)
      // "could we also ask …" splits at "also ask": the hedge alone is no clause, it belongs to the one after it.
      .reduce<string[]>((out, c) => {
        const last = out[out.length - 1];
        if (last !== undefined && HEDGE_ONLY.test(last)) out[out.length - 1] = `${last} ${c}`;
        else out.push(c);
        return out;
      }, [])
  );
}
