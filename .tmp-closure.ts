import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import ts from 'typescript';
const seen = new Set<string>();
const stack = [resolve(process.argv[2])];
while (stack.length) {
  const f = stack.pop()!;
  if (seen.has(f)) continue;
  seen.add(f);
  const src = ts.createSourceFile(f, readFileSync(f, 'utf8'), ts.ScriptTarget.Latest);
  for (const st of src.statements) {
    if ((ts.isImportDeclaration(st) || ts.isExportDeclaration(st)) && st.moduleSpecifier && ts.isStringLiteral(st.moduleSpecifier)) {
      const c: any = (st as any).importClause;
      if ((st as any).isTypeOnly || c?.isTypeOnly) continue;
      if (c && !c.name && c.namedBindings?.elements?.every((e: any) => e.isTypeOnly)) continue;
      const s = st.moduleSpecifier.text;
      if (s === 'zod') console.log('ZOD in', f);
      if (s.startsWith('.')) stack.push(resolve(dirname(f), s));
    }
  }
}
