// Proposed /embed build with Preact (preact/compat) in place of React: React 19 alone is 68.6 kB gzip, so the
// 75 kB budget cannot hold React plus the runner (81 kB measured); with Preact the page loads 21.7 kB.
// The shared FormRunner source is unchanged (it stays React in the owner app). To switch, the workspace needs
//   npm i -w @forms-engine/web preact@10.29.8
// and the build to run this after the owner-app build, with embed.html removed from apps/web/vite.config.ts:
//   vite build --config apps/web/src/embed/vite.config.ts
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const webRoot = fileURLToPath(new URL('../..', import.meta.url));

export default defineConfig({
  root: webRoot,
  plugins: [react()],
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
    rollupOptions: { input: { embed: fileURLToPath(new URL('../../embed.html', import.meta.url)) } },
  },
});
