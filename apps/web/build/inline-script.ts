// Vite plugin: `import code from './x.ts?inline-script'` is the TypeScript module x.ts compiled by Vite into one
// minified classic script (its imports bundled in, no module syntax left), as a string, for a page to carry inline
// and allow by its hash — so nothing inline is written by hand.
import { build, type Plugin, type Rolldown } from 'vite';

const SUFFIX = '?inline-script';

export function inlineScript(): Plugin {
  return {
    name: 'forms-engine:inline-script',
    async load(id) {
      if (!id.endsWith(SUFFIX)) return null;
      const entry = id.slice(0, -SUFFIX.length);
      this.addWatchFile(entry);
      const result = (await build({
        configFile: false,
        logLevel: 'silent',
        // The production code paths of what it imports.
        mode: 'production',
        define: { 'process.env.NODE_ENV': JSON.stringify('production') },
        build: {
          write: false,
          minify: true,
          sourcemap: false,
          lib: { entry, formats: ['iife'], name: 'formsEngineBoot' },
        },
      })) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
      const [output] = Array.isArray(result) ? result : [result];
      const chunk = output.output.find((o) => o.type === 'chunk');
      if (!chunk) throw new Error(`${entry} compiled to no script`);
      // Inside a <script> element these would end it early or change how it is parsed.
      if (/<\/script|<!--/i.test(chunk.code))
        throw new Error(`${entry} compiled to code a page cannot inline`);
      return `export default ${JSON.stringify(chunk.code.trim())};`;
    },
  };
}
