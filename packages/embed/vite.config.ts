// Builds the host-page loader (embed.js) as one small IIFE, and beside it the code it loads on demand — the dialogs
// (embed-modes.js) and conversion tracking (embed-tracking.js), also IIFEs — whose content hashes the loader asks for
// so a new build is never mixed with an old one.
import { fileURLToPath } from 'node:url';
import { build, defineConfig, type Plugin, type UserConfig } from 'vite';
import { precompress } from '../../apps/web/build/precompress.ts';
import { modesVersion } from './src/modes-version.ts';

const src = (file: string) => fileURLToPath(new URL(`./src/${file}`, import.meta.url));

/** An on-demand script, minified. */
async function buildChunk(file: string, name: string): Promise<string> {
  const out = await build({
    configFile: false,
    logLevel: 'warn',
    build: {
      write: false,
      lib: {
        entry: src(file),
        name,
        formats: ['iife'],
        fileName: () => 'modes.js',
      },
      minify: true,
    },
  });
  const [result] = Array.isArray(out) ? out : [out];
  if (!('output' in result)) throw new Error(`${file}: unexpected build result`);
  return result.output[0].code;
}

/** Emits the on-demand scripts into the loader's build. */
function onDemandChunks(files: Record<string, string>): Plugin {
  return {
    name: 'forms-engine:embed-on-demand',
    generateBundle() {
      for (const [fileName, source] of Object.entries(files))
        this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

export default defineConfig(async (): Promise<UserConfig> => {
  const modes = await buildChunk('modes.ts', 'FormsEngineModes');
  const tracking = await buildChunk('tracking.ts', 'FormsEngineTracking');
  return {
    plugins: [onDemandChunks({ 'embed-modes.js': modes, 'embed-tracking.js': tracking }), precompress()],
    define: {
      __FE_MODES__: JSON.stringify(`embed-modes.js?v=${modesVersion(modes)}`),
      __FE_TRACKING__: JSON.stringify(`embed-tracking.js?v=${modesVersion(tracking)}`),
    },
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
