// The import-structure check finds cycles, deep imports, undeclared workspace imports, packages importing apps and
// zod in the runner.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importProblems } from './check-imports.ts';

function tree(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'imports-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

const pkg = (name: string, deps: string[] = []) =>
  JSON.stringify({
    name,
    exports: { '.': './src/index.ts' },
    dependencies: Object.fromEntries(deps.map((d) => [d, '0.1.0'])),
  });

describe('import structure check', () => {
  it('passes a package used through its entry by a workspace that depends on it', () => {
    const root = tree({
      'packages/a/package.json': pkg('@x/a'),
      'packages/a/src/index.ts': "export const a = 1;\nimport type { B } from './b.ts';\n",
      'packages/a/src/b.ts': "import { a } from './index.ts';\nexport type B = typeof a;\n",
      'apps/web/package.json': pkg('@x/web', ['@forms-engine/a']),
      'apps/web/src/main.ts': "import { a } from '@forms-engine/a';\nconsole.log(a);\n",
    });
    // @x/a is not @forms-engine/*: the app's import is an external one, and the type-only loop does not count.
    expect(importProblems(root)).toEqual([]);
  });

  it('reports a cycle, a deep import, an undeclared dependency, a package importing an app and zod in the runner', () => {
    const root = tree({
      'packages/a/package.json': pkg('@forms-engine/a'),
      'packages/a/src/index.ts': "export { b } from './b.ts';\nexport const a = 1;\n",
      'packages/a/src/b.ts': "import { a } from './index.ts';\nexport const b = a;\n",
      'packages/a/src/uses-app.ts':
        "import { main } from '../../../apps/web/src/main.ts';\nexport const m = main;\n",
      'packages/runner/package.json': pkg('@forms-engine/runner'),
      'packages/runner/src/index.ts': "import { z } from 'zod';\nexport const s = z.string();\n",
      'packages/c/package.json': pkg('@forms-engine/c'),
      'packages/c/src/index.ts': "import { a } from '@forms-engine/a';\nexport const c = a;\n",
      'apps/web/package.json': pkg('@forms-engine/web', ['@forms-engine/a']),
      'apps/web/src/main.ts': "import { a } from '@forms-engine/a';\nexport const main = a;\n",
      'apps/web/src/deep.ts': "import { b } from '@forms-engine/a/src/b.ts';\nexport const deep = b;\n",
    });
    expect(importProblems(root)).toEqual([
      'packages/a/src/uses-app.ts imports apps/web/src/main.ts: packages never import from apps',
      'packages/c/src/index.ts imports @forms-engine/a, but @forms-engine/c does not list @forms-engine/a as a dependency',
      "packages/runner/src/index.ts imports zod: the runner's bundle must stay zod-free",
      'apps/web/src/deep.ts imports @forms-engine/a/src/b.ts, which @forms-engine/a does not export',
      'import cycle between files: packages/a/src/b.ts, packages/a/src/index.ts',
      'import cycle between packages: @forms-engine/a, @forms-engine/web',
    ]);
  });
});
