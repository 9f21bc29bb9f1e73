// Vite build of the owner app (index.html). The respondent runner (embed.html) has its own build:
// src/embed/vite.config.ts (Preact; see docs/decisions.md). `npm run dev` serves both from here.
import { fileURLToPath } from 'node:url';
import tailwindcss from '@tailwindcss/vite';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './build/precompress.ts';
import { screenChunk } from './build/screen-chunk.ts';

const root = fileURLToPath(new URL('.', import.meta.url));
/** What the responses screen needs beyond the entry, in one chunk (build/screen-chunk.ts): fewer files to fetch. */
const responsesShared = screenChunk('responses-shared', '/src/app/pages/responses.tsx');

export default defineConfig({
  root,
  plugins: [react(), tailwindcss(), precompress(), responsesShared.plugin],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
    // The server reads it to preload a screen's chunks with its page (plugins/web.ts); the runner's build writes
    // its own manifest.json next to it.
    manifest: '.vite/app-manifest.json',
    rolldownOptions: {
      input: { main: fileURLToPath(new URL('./index.html', import.meta.url)) },
      output: { codeSplitting: { groups: [responsesShared.group] } },
    },
  },
  server: { port: 5173 },
});
