// Builds the SurveyJS comparison page (bench/surveyjs) into bench/surveyjs/dist for bench/first-paint.ts.
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from '../../apps/web/build/precompress.ts';

export default defineConfig({
  root: fileURLToPath(new URL('.', import.meta.url)),
  base: '/surveyjs/',
  plugins: [react(), precompress()],
  logLevel: 'warn',
  build: {
    outDir: fileURLToPath(new URL('./dist', import.meta.url)),
    emptyOutDir: true,
    sourcemap: false,
  },
});
