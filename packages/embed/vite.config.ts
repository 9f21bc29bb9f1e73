// Builds the host-page loader script (embed.js) as one small IIFE.
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { precompress } from '../../apps/web/build/precompress.ts';

export default defineConfig({
  plugins: [precompress()],
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    lib: {
      entry: fileURLToPath(new URL('./src/index.ts', import.meta.url)),
      name: 'FormsEngineEmbed',
      formats: ['iife'],
      fileName: () => 'embed.js',
    },
    minify: true,
  },
});
