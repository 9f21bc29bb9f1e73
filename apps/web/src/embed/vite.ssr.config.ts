// The server's build of the /embed runner (ssr.tsx): the same Preact aliases as the browser build, so the server
// renders the first step with the very components the browser hydrates, and the page's boot script compiled in.
// Written to dist/.ssr (never served).
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { inlineScript } from '../../build/inline-script.ts';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: webRoot,
  // Always the production JSX runtime and code paths, also when built from a test run (NODE_ENV=test).
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react(), inlineScript()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-(dev-)?runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  // One self-contained module: preact and preact-render-to-string share one instance with the components.
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./ssr.tsx', import.meta.url)),
    outDir: fileURLToPath(new URL('../../dist/.ssr', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'embed-ssr.js' } },
  },
});
