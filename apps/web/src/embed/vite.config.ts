// The /embed runner build: Preact (preact/compat) in place of React, so the page fits its 75 kB gzip budget —
// React 19 alone is 68.6 kB, with Preact the page loads about 22 kB. The shared FormRunner source is unchanged
// (it stays React in the owner app). Runs after the owner-app build into the same dist directory.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../build/precompress.ts';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react(), precompress()],
  resolve: {
    alias: [
      { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
      { find: /^react-dom$/, replacement: 'preact/compat' },
      { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
      { find: /^react$/, replacement: 'preact/compat' },
    ],
  },
  build: {
    outDir: fileURLToPath(new URL('../../dist', import.meta.url)),
    // The owner-app build writes the same directory first.
    emptyOutDir: false,
    sourcemap: false,
    // The server reads it to preload the first step's chunk (dist/.vite, never served: dot directories are not).
    manifest: true,
    rollupOptions: { input: { embed: fileURLToPath(new URL('../../embed.html', import.meta.url)) } },
  },
});
