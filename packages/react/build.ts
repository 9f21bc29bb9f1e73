// Builds the publishable package into dist/: the components as one ES module marked 'use client' (React stays the
// app's own), and their declarations with the embed protocol's types beside them (that package is not published).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(here, 'dist');
const entry = path.join(here, 'src/index.tsx');

await build({
  configFile: false,
  logLevel: 'warn',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: dist,
    emptyOutDir: true,
    minify: false,
    lib: { entry, formats: ['es'], fileName: () => 'index.js' },
    rolldownOptions: {
      external: [/^react(\/.*)?$/, /^react-dom(\/.*)?$/],
      // An app router page may render these only on the client side of the boundary.
      output: { banner: "'use client';" },
    },
  },
});

// Declarations of the entry and of the protocol module it takes its types from, written side by side.
const options: ts.CompilerOptions = {
  declaration: true,
  emitDeclarationOnly: true,
  jsx: ts.JsxEmit.ReactJSX,
  strict: true,
  target: ts.ScriptTarget.ES2022,
  module: ts.ModuleKind.ESNext,
  moduleResolution: ts.ModuleResolutionKind.Bundler,
  allowImportingTsExtensions: true,
  skipLibCheck: true,
  customConditions: ['@forms-engine/source'],
  lib: ['lib.es2023.d.ts', 'lib.dom.d.ts', 'lib.dom.iterable.d.ts'],
  types: [],
  rootDir: path.resolve(here, '..'),
  outDir: path.join(here, '.types'),
};
const written = new Map<string, string>();
// The protocol module is named as a root too: reached through node_modules, it would count as a library's.
const program = ts.createProgram([entry, path.resolve(here, '../embed/src/protocol.ts')], options);
const result = program.emit(undefined, (file, text) =>
  written.set(path.relative(options.outDir as string, file), text),
);
const errors = ts.getPreEmitDiagnostics(program).concat(result.diagnostics);
if (errors.length) {
  const host = {
    getCanonicalFileName: (f: string) => f,
    getCurrentDirectory: () => here,
    getNewLine: () => '\n',
  };
  throw new Error(ts.formatDiagnostics(errors, host));
}
const index = written.get(path.join('react', 'src', 'index.d.ts'));
const protocol = written.get(path.join('embed', 'src', 'protocol.d.ts'));
if (!index || !protocol) throw new Error(`declarations missing: ${[...written.keys()].join(', ')}`);
fs.writeFileSync(path.join(dist, 'index.d.ts'), index.replaceAll("'@forms-engine/embed'", "'./protocol.js'"));
fs.writeFileSync(path.join(dist, 'protocol.d.ts'), protocol);
