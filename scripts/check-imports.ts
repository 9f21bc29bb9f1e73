// Import-structure check (part of `npm run lint`): no import cycles between files or between workspace packages,
// nothing in packages/ imports from apps/, and a workspace package is imported only through its declared `exports`
// and only by a workspace that lists it as a dependency; the runner imports no zod schemas.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';

const SOURCE = /\.(ts|tsx)$/;
/** The runner's bundle stays zod-free: it reaches the contracts through their zod-free client entry only. */
const NOT_IN_RUNNER = new Set(['zod', '@forms-engine/contracts']);

interface Workspace {
  dir: string;
  name: string;
  exports: Record<string, string>;
  deps: Set<string>;
}

function workspacesOf(root: string): Workspace[] {
  return ['packages', 'apps'].flatMap((group) =>
    readdirSync(join(root, group))
      .map((name) => join(root, group, name))
      .filter((dir) => existsSync(join(dir, 'package.json')))
      .map((dir) => {
        const pkg = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
        return {
          dir,
          name: pkg.name as string,
          exports: (typeof pkg.exports === 'string' ? { '.': pkg.exports } : (pkg.exports ?? {})) as Record<
            string,
            string
          >,
          deps: new Set(
            Object.keys({ ...pkg.dependencies, ...pkg.devDependencies, ...pkg.peerDependencies }),
          ),
        };
      }),
  );
}

function walk(dir: string, out: string[] = []): string[] {
  if (!existsSync(dir)) return out;
  for (const entry of readdirSync(dir)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (SOURCE.test(entry) && !entry.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

function resolveFile(base: string): string | null {
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts')]) {
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

// Type-only imports are erased at build time, so they cannot form a cycle that runs (a step's rules need the type its
// schema defines, and the schema spreads the rules); every other import, static or dynamic, counts. All imports,
// type-only ones too, must respect package boundaries.
function importsOf(file: string): { spec: string; typeOnly: boolean }[] {
  const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, false);
  const specs: { spec: string; typeOnly: boolean }[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) && ts.isStringLiteral(node.moduleSpecifier)) {
      const clause = node.importClause;
      const named =
        clause?.namedBindings && ts.isNamedImports(clause.namedBindings) ? clause.namedBindings : null;
      const typeOnly =
        !!clause?.isTypeOnly ||
        (!!clause &&
          !clause.name &&
          !!named &&
          named.elements.length > 0 &&
          named.elements.every((e) => e.isTypeOnly));
      specs.push({ spec: node.moduleSpecifier.text, typeOnly });
    } else if (
      ts.isExportDeclaration(node) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      specs.push({ spec: node.moduleSpecifier.text, typeOnly: node.isTypeOnly });
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteral(node.arguments[0])
    ) {
      specs.push({ spec: node.arguments[0].text, typeOnly: false });
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return specs;
}

/** Tarjan's strongly connected components: each component of more than one node is a cycle. */
function cycles(nodes: string[], next: (n: string) => string[]): string[][] {
  let counter = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    index.set(v, counter);
    low.set(v, counter++);
    stack.push(v);
    onStack.add(v);
    for (const w of next(v)) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v)!, index.get(w)!));
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || next(v).includes(v)) found.push(component.sort());
    }
  };
  for (const n of nodes) if (!index.has(n)) visit(n);
  return found;
}

/** What is wrong with the imports of the workspaces under `root` (packages/*, apps/*): one sentence each. */
export function importProblems(root: string): string[] {
  const workspaces = workspacesOf(root);
  const byName = new Map(workspaces.map((w) => [w.name, w]));
  const workspaceOf = (file: string) => workspaces.find((w) => file.startsWith(`${w.dir}/`));
  const rel = (file: string) => relative(root, file);
  const problems: string[] = [];

  const resolveImport = (from: string, spec: string): string | null => {
    const clean = spec.replace(/\?.*$/, '');
    if (clean.startsWith('.')) return resolveFile(resolve(dirname(from), clean));
    const match = /^(@forms-engine\/[^/]+)(\/.*)?$/.exec(clean);
    const target = match && byName.get(match[1]);
    if (!match || !target) return null;
    const own = workspaceOf(from);
    if (own && own !== target && !own.deps.has(target.name)) {
      problems.push(
        `${rel(from)} imports ${spec}, but ${own.name} does not list ${target.name} as a dependency`,
      );
    }
    const entry = target.exports[`.${match[2] ?? ''}`];
    if (!entry) {
      problems.push(`${rel(from)} imports ${spec}, which ${target.name} does not export`);
      return null;
    }
    return SOURCE.test(entry) ? resolveFile(join(target.dir, entry)) : null;
  };

  const files = workspaces.flatMap((w) => walk(join(w.dir, 'src')));
  const edges = new Map<string, string[]>();
  for (const file of files) {
    const targets: string[] = [];
    for (const { spec, typeOnly } of importsOf(file)) {
      if (rel(file).startsWith('packages/runner/src/') && !typeOnly && NOT_IN_RUNNER.has(spec)) {
        problems.push(`${rel(file)} imports ${spec}: the runner's bundle must stay zod-free`);
      }
      const target = resolveImport(file, spec);
      if (!target) continue;
      if (rel(file).startsWith('packages/') && rel(target).startsWith('apps/')) {
        problems.push(`${rel(file)} imports ${rel(target)}: packages never import from apps`);
      }
      if (!typeOnly) targets.push(target);
    }
    edges.set(file, targets);
  }
  for (const cycle of cycles(files, (f) => edges.get(f) ?? [])) {
    problems.push(`import cycle between files: ${cycle.map(rel).join(', ')}`);
  }
  const packageEdges = new Map<string, Set<string>>(workspaces.map((w) => [w.name, new Set()]));
  for (const [file, targets] of edges) {
    const from = workspaceOf(file)!.name;
    for (const t of targets) {
      const to = workspaceOf(t)?.name;
      if (to && to !== from) packageEdges.get(from)!.add(to);
    }
  }
  for (const cycle of cycles([...packageEdges.keys()], (n) => [...(packageEdges.get(n) ?? [])])) {
    problems.push(`import cycle between packages: ${cycle.join(', ')}`);
  }
  return problems;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const problems = importProblems(resolve(import.meta.dirname, '..'));
  if (problems.length > 0) {
    console.error(`Import structure: ${problems.length} problem(s)\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log('Import structure: no cycles, packages imported through their exports');
}
