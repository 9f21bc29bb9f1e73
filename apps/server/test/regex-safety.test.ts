// Every regular expression of the generator, the model, contracts and runner packages and the server is checked for super-linear
// backtracking (ReDoS) with scslre, so a pattern that one long input can stall for seconds cannot land.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RegExpParser } from '@eslint-community/regexpp';
import { analyse } from 'scslre';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

// Not from config.ts: that would load the engine before the recording below starts.
const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Where regular expressions are read from source (literals, `new RegExp('…')` with a literal pattern). */
const SCANNED = [
  'packages/generator/src',
  'packages/model/src',
  'packages/contracts/src',
  'packages/runner/src',
  'apps/server/src',
];
/**
 * Modules whose `new RegExp(…)` patterns are built from other strings: they are imported (and the engine run over
 * the benchmark corpus) while every RegExp constructed is recorded.
 */
const BUILT_AT_RUN_TIME = ['packages/generator/src', 'apps/server/src/services/api-keys.ts'];

interface Found {
  source: string;
  flags: string;
  where: string;
}

function sourceFiles(dir: string): string[] {
  const abs = path.join(repoRoot, dir);
  if (fs.statSync(abs).isFile()) return [abs];
  return fs
    .readdirSync(abs, { recursive: true, encoding: 'utf8' })
    .filter((f) => /\.tsx?$/.test(f) && !/\.(test|type-test)\.tsx?$/.test(f))
    .map((f) => path.join(abs, f));
}

const isLiteral = (n: ts.Node | undefined): n is ts.StringLiteral | ts.NoSubstitutionTemplateLiteral =>
  !!n && (ts.isStringLiteral(n) || ts.isNoSubstitutionTemplateLiteral(n));

/** Regex literals and `new RegExp` calls of one file; `dynamic` lists calls whose pattern is built at run time. */
function scan(file: string): { found: Found[]; dynamic: string[] } {
  const text = fs.readFileSync(file, 'utf8');
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: Found[] = [];
  const dynamic: string[] = [];
  const where = (n: ts.Node) =>
    `${path.relative(repoRoot, file)}:${sf.getLineAndCharacterOfPosition(n.getStart()).line + 1}`;
  const visit = (n: ts.Node) => {
    if (n.kind === ts.SyntaxKind.RegularExpressionLiteral) {
      const literal = n.getText();
      const end = literal.lastIndexOf('/');
      found.push({ source: literal.slice(1, end), flags: literal.slice(end + 1), where: where(n) });
    } else if (
      (ts.isNewExpression(n) || ts.isCallExpression(n)) &&
      ts.isIdentifier(n.expression) &&
      n.expression.text === 'RegExp'
    ) {
      const [pattern, flags] = n.arguments ?? [];
      if (isLiteral(pattern) && (!flags || isLiteral(flags)))
        found.push({ source: pattern.text, flags: flags?.text ?? '', where: where(n) });
      else dynamic.push(where(n));
    }
    ts.forEachChild(n, visit);
  };
  visit(sf);
  return { found, dynamic };
}

/** Imports the run-time modules and runs the engine while recording every RegExp constructed. */
async function builtAtRunTime(): Promise<Found[]> {
  const found: Found[] = [];
  const Original = RegExp;
  const record = (re: RegExp) => {
    found.push({ source: re.source, flags: re.flags, where: 'built at run time' });
    return re;
  };
  globalThis.RegExp = new Proxy(Original, {
    construct: (target, args, newTarget) => record(Reflect.construct(target, args, newTarget)),
    apply: (target, self, args) => record(Reflect.apply(target, self, args)),
  });
  try {
    for (const file of BUILT_AT_RUN_TIME.flatMap(sourceFiles)) await import(file);
    const engine = await import('@forms-engine/generator');
    const { PROMPTS, HELD_OUT } = await import('../../../bench/generator/corpus.ts');
    const { EDITS } = await import('../../../bench/generator/edits.ts');
    const { LOGIC_PROMPTS } = await import('../../../bench/generator/logic.ts');
    const { LOGIC_EDITS } = await import('../../../bench/generator/logic-edits.ts');
    const attempt = <T>(f: () => T) => {
      try {
        return f();
      } catch {
        return undefined;
      }
    };
    for (const { prompt } of [...PROMPTS, ...HELD_OUT, ...LOGIC_PROMPTS]) {
      attempt(() => engine.generateOffline({ prompt }));
      attempt(() =>
        engine.analyzeOffline({ formResponses: { 'Monthly bill?': '120 €' }, documentText: prompt }),
      );
    }
    for (const e of [...EDITS, ...LOGIC_EDITS]) {
      const base = attempt(() => engine.generateOffline({ prompt: e.base }));
      if (base) attempt(() => engine.editOffline(base, e.instruction));
    }
  } finally {
    globalThis.RegExp = Original;
  }
  return found;
}

const parser = new RegExpParser({ ecmaVersion: 2025 });

/** What makes the pattern super-linear (scslre's report: ambiguous quantifiers, or a search that retries a run), or null. */
function superLinear(re: Found): string | null {
  const { reports } = analyse(parser.parseLiteral(`/${re.source}/${re.flags}`), { maxReports: 1 });
  const report = reports[0];
  if (!report) return null;
  return `${report.type}${report.exponential ? ' (exponential)' : ''}: ${report.character.literal.source} repeated`;
}

/**
 * Patterns found super-linear when the check was introduced. They run on bounded text (a 4,000-character prompt, a
 * clause, a label) in the generator's worker under its time limit; each is linear once rewritten, and then leaves
 * this list (the test fails while a listed pattern is gone, so the list only shrinks).
 */
const KNOWN: string[] = JSON.parse(
  fs.readFileSync(new URL('./regex-safety.known.json', import.meta.url), 'utf8'),
);

describe('regular expressions run on user text', () => {
  it('are all linear: scslre finds no super-linear backtracking in any of them', async () => {
    const scanned = SCANNED.flatMap(sourceFiles).map(scan);
    const all = [...scanned.flatMap((s) => s.found), ...(await builtAtRunTime())];
    const unique = new Map<string, Found>();
    for (const re of all)
      unique.set(`/${re.source}/${re.flags}`, unique.get(`/${re.source}/${re.flags}`) ?? re);
    expect(unique.size).toBeGreaterThan(500);

    const found = new Map<string, string>();
    for (const [key, re] of unique) {
      const problem = superLinear(re);
      if (problem) found.set(key, `${re.where}: ${key} — ${problem}`);
    }
    if (process.env.WRITE_KNOWN_REGEXES)
      fs.writeFileSync(
        new URL('./regex-safety.known.json', import.meta.url),
        `${JSON.stringify([...found.keys()].sort(), null, 2)}\n`,
      );
    expect([...found].filter(([key]) => !KNOWN.includes(key)).map(([, problem]) => problem)).toEqual([]);
    expect(KNOWN.filter((key) => !found.has(key))).toEqual([]);
  });

  it('covers every RegExp built at run time: the modules that build one are imported while recording', () => {
    const covered = BUILT_AT_RUN_TIME.flatMap(sourceFiles);
    const uncovered = SCANNED.flatMap(sourceFiles)
      .filter((f) => !covered.includes(f))
      .flatMap((f) => scan(f).dynamic);
    expect(uncovered).toEqual([]);
  });
});
