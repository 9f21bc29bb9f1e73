// Builds the host-page loader (embed.js) as one small IIFE, and beside it the dialogs' code it loads on demand
// (embed-modes.js, also an IIFE), whose content hash the loader asks for so a new build is never mixed with an old one.
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from '../../apps/web/build/precompress.ts';
import { modesVersion } from './src/modes-version.ts';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** The dialogs' script, minified. */
async function buildModes(): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      lib: {
        entry: src('modes.ts'),
        name: 'FormsEngineModes',
        formats: ['iife'],
        fileName: () => 'modes.js',
      },
      minify: true,
    },
  });
  const [result] = Array.isArray(out) ? out : [out];
  if (!('output' in result)) throw new Error('embed-modes: unexpected build result');
  return result.output[0].code;
}

/** Emits embed-modes.js into the loader's build and names its version to the loader. */
function modesChunk(code: string): Plugin {
  return {
    name: 'forms-engine:embed-modes',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'embed-modes.js', source: code });
    },
  };
}

export default defineConfig(async (): Promise<UserConfig> => {
  const modes = await buildModes();
  return {
    plugins: [modesChunk(modes), precompress()],
    define: { __FE_MODES__: JSON.stringify(`embed-modes.js?v=${modesVersion(modes)}`) },
    build: {
      outDir: fileURLToPath(new URL('./dist', import.meta.url)),
      emptyOutDir: true,
      lib: {
        entry: src('index.ts'),
        name: 'FormsEngineEmbed',
        formats: ['iife'],
        fileName: () => 'embed.js',
      },
      minify: true,
    },
  };
});
