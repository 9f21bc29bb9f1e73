// The production server build (`npm run build:server`, part of `npm run build`): the server's
// TypeScript and the workspace packages it imports bundled into plain JavaScript in apps/server/dist/, so
// `npm start` / `npm run serve` run `node apps/server/dist/main.js` without tsx. Under tsx every process carried
// tsx's loader-hooks thread (a second V8 isolate, about 50 MiB resident) and every module's source with an inline
// source map; the bundle has neither. npm packages stay external: node loads them from node_modules as before
// (PGlite finds its WebAssembly next to its own files, native modules load as they do).
//
// Two seams make one file serve both ways of running:
// - `import.meta.url` in a bundled source file is rewritten to that file's own URL (computed from the bundle's),
//   so paths built from it (migrations, the postal data, the repository root) resolve as they do from source;
// - `__SERVER_BUNDLE__` is defined as true, and the worker-thread pools start the bundled workers
//   (dist/extraction-worker.js, dist/generator-worker.js) instead of registering tsx for the .ts ones.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Plugin } from 'esbuild';

const serverRoot = path.dirname(fileURLToPath(import.meta.url));
const outdir = path.join(serverRoot, 'dist');

/** Bare imports are external (node_modules), except the workspace packages, which are TypeScript source. */
const externalPackages: Plugin = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@forms-engine/') || args.path.startsWith('node:')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

/** Each source file's `import.meta.url` stays its own URL once the file is inlined into a bundle in dist/. */
const ownImportMetaUrl: Plugin = {
  name: 'own-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.tsx?$/ }, async (args) => {
      // Returned for every file, so esbuild does not read a file without import.meta.url a second time.
      const source = await fs.promises.readFile(args.path, 'utf8');
      const relative = path.relative(outdir, args.path).split(path.sep).join('/');
      return {
        contents: source.replaceAll(
          'import.meta.url',
          `new URL(${JSON.stringify(relative)}, import.meta.url).href`,
        ),
        loader: args.path.endsWith('.tsx') ? 'tsx' : 'ts',
      };
    });
  },
};

fs.rmSync(outdir, { recursive: true, force: true });
const result = await build({
  entryPoints: {
    main: path.join(serverRoot, 'src/main.ts'),
    // The command line (migrate, backup, restore, …) for installs without dev dependencies, such as the image.
    cli: path.join(serverRoot, 'src/cli.ts'),
    'extraction-worker': path.join(serverRoot, 'src/services/extraction/worker.ts'),
    'generator-worker': path.join(serverRoot, 'src/providers/ai/offline/worker.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Third-party CommonJS loaded from ESM needs `require`; the banner gives the bundle one.
  banner: {
    js: "import { createRequire as __feCreateRequire } from 'node:module';\nconst require = __feCreateRequire(import.meta.url);",
  },
  define: { __SERVER_BUNDLE__: 'true' },
  plugins: [externalPackages, ownImportMetaUrl],
  logLevel: 'warning',
  metafile: true,
});
const bytes = Object.entries(result.metafile.outputs).map(
  ([file, o]) => `${path.basename(file)} ${(o.bytes / 1024).toFixed(0)} KB`,
);
console.log(`server bundle: ${bytes.join(', ')}`);
