// Formulas in the owner's words: stored with step and calculation ids ("roof_area * 45"), shown and edited with
// the questions' names in brackets ("[Roof area] × 45"), and turned back into ids as the owner types.

export interface FormulaName {
  id: string;
  label: string;
}

const IDENTIFIER = /[A-Za-z_][A-Za-z0-9_]*/g;

/** A label usable between brackets: one line, no brackets of its own. */
export function bracketLabel(label: string): string {
  return label.replace(/[[\]\s]+/g, ' ').trim();
}

/** Labels that would be ambiguous (two names with the same label) keep their ids. */
function usableNames(names: readonly FormulaName[]): FormulaName[] {
  const counts = new Map<string, number>();
  for (const n of names) {
    const key = bracketLabel(n.label).toLowerCase();
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  return names.filter((n) => bracketLabel(n.label) && counts.get(bracketLabel(n.label).toLowerCase()) === 1);
}

/** The stored formula as the owner reads it: names for ids, × and ÷ for * and /. */
export function formulaToWords(formula: string, names: readonly FormulaName[]): string {
  const byId = new Map(usableNames(names).map((n) => [n.id, bracketLabel(n.label)]));
  // Text already in brackets (a name being typed) is left as it is.
  return formula
    .split(/(\[[^\]]*\]?)/)
    .map((part) =>
      part.startsWith('[')
        ? part
        : part
            .replace(IDENTIFIER, (id) => (byId.has(id) ? `[${byId.get(id)}]` : id))
            .replace(/\*/g, '×')
            .replace(/\//g, '÷'),
    )
    .join('');
}

/** What the owner typed, stored with ids; `unknown` lists bracketed names that match no question or calculation. */
export function formulaFromWords(
  text: string,
  names: readonly FormulaName[],
): { formula: string; unknown: string[] } {
  const byLabel = new Map(usableNames(names).map((n) => [bracketLabel(n.label).toLowerCase(), n.id]));
  const unknown: string[] = [];
  const formula = text
    .replace(/\[([^\]]*)\]/g, (whole, label: string) => {
      const id = byLabel.get(bracketLabel(label).toLowerCase());
      if (id) return id;
      unknown.push(label.trim());
      return whole;
    })
    .replace(/×/g, '*')
    .replace(/÷/g, '/');
  return { formula, unknown };
}
