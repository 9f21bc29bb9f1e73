// Build-time prerender of the landing page: an SSR build of src/app/prerender.tsx (to dist/.prerender, never
// served), rendered once after the browser build; the markup goes into a copy of the built index.html,
// dist/landing.html (with brotli/gzip copies), which the server sends for `/` to visitors without a session.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { inlineScript } from './build/inline-script.ts';
import { landingPage } from './build/landing-page.ts';
import { compressFile } from './build/precompress.ts';

const dist = fileURLToPath(new URL('./dist', import.meta.url));
const outDir = path.join(dist, '.prerender');

function writeLandingPage(): Plugin {
  return {
    name: 'forms-engine:landing-page',
    apply: 'build',
    async closeBundle() {
      const { renderLanding, BOOT_SCRIPT } = (await import(
        pathToFileURL(path.join(outDir, 'landing.js')).href
      )) as { renderLanding: () => string; BOOT_SCRIPT: string };
      const index = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
      const file = path.join(dist, 'landing.html');
      const readAsset = (f: string) => fs.readFileSync(path.join(dist, f), 'utf8');
      fs.writeFileSync(file, landingPage(index, renderLanding(), BOOT_SCRIPT, readAsset));
      compressFile(file);
    },
  };
}

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  // Always the production JSX runtime and code paths, also when built from a test run (NODE_ENV=test).
  mode: 'production',
  define: { 'process.env.NODE_ENV': JSON.stringify('production') },
  plugins: [react(), inlineScript(), writeLandingPage()],
  // One self-contained module (the workspace packages export TypeScript source).
  ssr: { noExternal: true },
  build: {
    ssr: fileURLToPath(new URL('./src/app/prerender.tsx', import.meta.url)),
    outDir,
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: { output: { entryFileNames: 'landing.js' } },
  },
});
