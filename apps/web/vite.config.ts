// Vite build of the owner app (index.html). The respondent runner (embed.html) has its own build:
// src/embed/vite.config.ts (Preact; see docs/decisions.md). `npm run dev` serves both from here.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';

const root = fileURLToPath(new URL('.', import.meta.url));

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // bench/size-check.ts reads it (the entry's chunks, the responses screen's); the runner's build writes its own
    // manifest.json next to it.
    manifest: '.vite/app-manifest.json',
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) },
    },
  },
  server: { port: 5173 },
});
