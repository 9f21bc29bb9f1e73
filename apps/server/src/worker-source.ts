// How the server's worker-thread pools (document text extraction, the offline generator) start their worker.
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

/** Defined as true by the production bundle (apps/server/build.ts); undefined when the server runs from source. */
declare const __SERVER_BUNDLE__: boolean | undefined;

/**
 * What `new Worker` runs: in the production bundle the bundled worker (`apps/server/dist/<bundled>.js`); from
 * source a script that registers tsx's require hook and loads the TypeScript worker (`source`) — Node 20 does not
 * pass --import loader hooks on to worker threads, so it runs under any parent (npm run dev, the test runner).
 */
export function workerEntry(source: URL, bundled: string): { filename: string | URL; eval: boolean } {
  if (typeof __SERVER_BUNDLE__ !== 'undefined' && __SERVER_BUNDLE__)
    return { filename: new URL(`../dist/${bundled}.js`, import.meta.url), eval: false };
  const require = createRequire(source);
  const tsx = JSON.stringify(require.resolve('tsx/cjs/api'));
  return {
    filename: `require(${tsx}).register(); require(${JSON.stringify(fileURLToPath(source))});`,
    eval: true,
  };
}
