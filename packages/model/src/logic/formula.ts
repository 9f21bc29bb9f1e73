// Calculation formulas: parsed by jsep (a parser only — nothing is ever run as JavaScript), checked against a
// small whitelist and evaluated by walking the tree. Zod-free so the runner bundle stays small.
import jsep from 'jsep';

// jsep's operator tables are global; these additions only add word forms of operators it already knows.
jsep.addBinaryOp('or', 1);
jsep.addBinaryOp('and', 2);
jsep.addUnaryOp('not');

/** A checked formula tree: only what the formula language allows. */
export type FormulaNode =
  | { kind: 'num'; value: number }
  | { kind: 'ref'; name: string }
  | { kind: 'unary'; op: '-' | '+' | 'not'; arg: FormulaNode }
  | { kind: 'binary'; op: BinaryOp; left: FormulaNode; right: FormulaNode }
  | { kind: 'cond'; test: FormulaNode; yes: FormulaNode; no: FormulaNode }
  | { kind: 'call'; fn: FormulaFunction; args: FormulaNode[] };

type BinaryOp = '+' | '-' | '*' | '/' | '%' | '<' | '<=' | '>' | '>=' | '==' | '!=' | 'and' | 'or';

export const FORMULA_FUNCTIONS = ['min', 'max', 'round', 'ceil', 'floor'] as const;
export type FormulaFunction = (typeof FORMULA_FUNCTIONS)[number];

const BINARY: Record<string, BinaryOp> = {
  '+': '+',
  '-': '-',
  '*': '*',
  '/': '/',
  '%': '%',
  '<': '<',
  '<=': '<=',
  '>': '>',
  '>=': '>=',
  '==': '==',
  '===': '==',
  '!=': '!=',
  '!==': '!=',
  and: 'and',
  '&&': 'and',
  or: 'or',
  '||': 'or',
};
const COMPARISONS = new Set<BinaryOp>(['<', '<=', '>', '>=', '==', '!=']);

export type ParsedFormula = { ok: true; node: FormulaNode; refs: string[] } | { ok: false; error: string };

/** The longest formula accepted (a guard against pathological input, far above any real price formula). */
export const MAX_FORMULA_LENGTH = 2000;

class FormulaSyntaxError extends Error {}

function convert(node: jsep.Expression, refs: Set<string>, depth: number): FormulaNode {
  if (depth > 100) throw new FormulaSyntaxError('the formula is nested too deeply');
  switch (node.type) {
    case 'Literal': {
      const value = (node as jsep.Literal).value;
      if (typeof value === 'number' && Number.isFinite(value)) return { kind: 'num', value };
      if (typeof value === 'boolean') return { kind: 'num', value: value ? 1 : 0 };
      throw new FormulaSyntaxError(`${(node as jsep.Literal).raw} is not a number`);
    }
    case 'Identifier': {
      const name = (node as jsep.Identifier).name;
      refs.add(name);
      return { kind: 'ref', name };
    }
    case 'UnaryExpression': {
      const u = node as jsep.UnaryExpression;
      const op = u.operator === '!' || u.operator === 'not' ? 'not' : u.operator;
      if (op !== '-' && op !== '+' && op !== 'not')
        throw new FormulaSyntaxError(`"${u.operator}" is not allowed`);
      return { kind: 'unary', op, arg: convert(u.argument, refs, depth + 1) };
    }
    case 'BinaryExpression': {
      const b = node as jsep.BinaryExpression;
      const op = BINARY[b.operator];
      if (!op) throw new FormulaSyntaxError(`"${b.operator}" is not allowed`);
      const left = convert(b.left, refs, depth + 1);
      // `not x > 5` reads like "not (x > 5)" but parses as "(not x) > 5": ask for parentheses instead of guessing.
      if (COMPARISONS.has(op) && left.kind === 'unary' && left.op === 'not')
        throw new FormulaSyntaxError('write not (…) with parentheses around the comparison');
      return { kind: 'binary', op, left, right: convert(b.right, refs, depth + 1) };
    }
    case 'ConditionalExpression': {
      const c = node as jsep.ConditionalExpression;
      return {
        kind: 'cond',
        test: convert(c.test, refs, depth + 1),
        yes: convert(c.consequent, refs, depth + 1),
        no: convert(c.alternate, refs, depth + 1),
      };
    }
    case 'CallExpression': {
      const c = node as jsep.CallExpression;
      const callee = c.callee.type === 'Identifier' ? (c.callee as jsep.Identifier).name : '';
      const fn = FORMULA_FUNCTIONS.find((f) => f === callee);
      if (!fn)
        throw new FormulaSyntaxError(
          `unknown function ${callee || '(…)'}; use ${FORMULA_FUNCTIONS.join(', ')}`,
        );
      const args = c.arguments.map((a) => convert(a, refs, depth + 1));
      if ((fn === 'min' || fn === 'max') && args.length === 0)
        throw new FormulaSyntaxError(`${fn}() needs at least one value`);
      if (fn !== 'min' && fn !== 'max' && (args.length < 1 || args.length > 2))
        throw new FormulaSyntaxError(`${fn}() takes a value and optionally a number of decimals`);
      return { kind: 'call', fn, args };
    }
    case 'Compound':
      throw new FormulaSyntaxError('two values without an operator between them (write 1200, not 1,200)');
    case 'SequenceExpression':
      throw new FormulaSyntaxError('a comma outside a function call (write 1200, not 1,200)');
    default:
      throw new FormulaSyntaxError(
        `${node.type.replace(/Expression$/, '').toLowerCase()} expressions are not allowed`,
      );
  }
}

/** Parses and checks a formula; `refs` lists the ids it names (steps or calculations). */
export function parseFormula(formula: string): ParsedFormula {
  if (typeof formula !== 'string' || formula.trim() === '')
    return { ok: false, error: 'the formula is empty' };
  if (formula.length > MAX_FORMULA_LENGTH)
    return { ok: false, error: `the formula is longer than ${MAX_FORMULA_LENGTH} characters` };
  try {
    const refs = new Set<string>();
    const node = convert(jsep(formula), refs, 0);
    return { ok: true, node, refs: [...refs] };
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    return { ok: false, error: message.replace(/ at character (\d+)$/, ' (at character $1)') };
  }
}

const truthy = (n: number) => n !== 0 && !Number.isNaN(n);
const bool = (b: boolean) => (b ? 1 : 0);

function roundTo(fn: 'round' | 'ceil' | 'floor', value: number, digits: number): number {
  const d = Math.max(-15, Math.min(15, Math.trunc(digits)));
  const f = 10 ** d;
  const scaled = value * f;
  // A tiny nudge so 1.005 rounds like people expect, not like binary floating point does.
  const nudged = fn === 'round' ? scaled + Math.sign(scaled) * Number.EPSILON * Math.abs(scaled) : scaled;
  const r = fn === 'round' ? Math.sign(nudged) * Math.round(Math.abs(nudged)) : Math[fn](nudged);
  return r / f;
}

/**
 * Evaluates a checked formula; `value(name)` gives the number an id stands for. Division or remainder by zero
 * gives 0, and the result is always a finite number (anything else becomes 0), so nothing stored is NaN or Infinity.
 */
export function evaluateFormula(node: FormulaNode, value: (name: string) => number): number {
  const result = evalNode(node, value);
  return Number.isFinite(result) ? result : 0;
}

function evalNode(node: FormulaNode, value: (name: string) => number): number {
  switch (node.kind) {
    case 'num':
      return node.value;
    case 'ref': {
      const v = value(node.name);
      return Number.isFinite(v) ? v : 0;
    }
    case 'unary': {
      const a = evalNode(node.arg, value);
      return node.op === '-' ? -a : node.op === '+' ? a : bool(!truthy(a));
    }
    case 'binary': {
      if (node.op === 'and')
        return bool(truthy(evalNode(node.left, value)) && truthy(evalNode(node.right, value)));
      if (node.op === 'or')
        return bool(truthy(evalNode(node.left, value)) || truthy(evalNode(node.right, value)));
      const a = evalNode(node.left, value);
      const b = evalNode(node.right, value);
      switch (node.op) {
        case '+':
          return a + b;
        case '-':
          return a - b;
        case '*':
          return a * b;
        case '/':
          return b === 0 ? 0 : a / b;
        case '%':
          return b === 0 ? 0 : a % b;
        case '<':
          return bool(a < b);
        case '<=':
          return bool(a <= b);
        case '>':
          return bool(a > b);
        case '>=':
          return bool(a >= b);
        case '==':
          return bool(a === b);
        case '!=':
          return bool(a !== b);
        default: {
          const never: never = node.op;
          return never;
        }
      }
    }
    case 'cond':
      return truthy(evalNode(node.test, value)) ? evalNode(node.yes, value) : evalNode(node.no, value);
    case 'call': {
      const args = node.args.map((a) => evalNode(a, value));
      switch (node.fn) {
        case 'min':
          return Math.min(...args);
        case 'max':
          return Math.max(...args);
        case 'round':
        case 'ceil':
        case 'floor':
          return roundTo(node.fn, args[0], args[1] ?? 0);
        default: {
          const never: never = node.fn;
          return never;
        }
      }
    }
    default: {
      const never: never = node;
      return never;
    }
  }
}
