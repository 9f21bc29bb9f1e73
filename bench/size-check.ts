// Bundle budget check (run by `npm run test:size` after `npm run build`): the JavaScript /embed loads up front,
// gzipped, must stay within 75 KB, the host loader embed.js within 1.9 KB, the dialogs' code it loads on demand
// (embed-modes.js) within 5 KB and the tracking code (embed-tracking.js) within 2 KB; the owner app's entry and its responses screen must not carry zod (every owner page
// would parse it). Prints the numbers; exits 1 when over.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type BuildManifest, chunkClosure, stepFileOf } from '../apps/server/src/plugins/build-manifest.ts';
import { gzipSync } from 'node:zlib';
import { STEP_TYPES, stepRules } from '@forms-engine/model';
import { RESULTS_LINE } from './lib/results.ts';

export const EMBED_PAGE_BUDGET = 75_000;
/** The first download of every host page: inline forms, the API's queue, and loading the dialogs' code. */
export const LOADER_BUDGET = 1_900;
/** Popup, slider, popover, side tab, full page and their triggers: only pages that use a mode or the API load it. */
export const MODES_BUDGET = 5_000;
/** dataLayer events and the Meta Pixel: only pages of a form whose owner switched tracking on load it. */
export const TRACKING_BUDGET = 2_000;

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** The JS files an HTML page loads up front: module scripts and modulepreload links (no lazy chunks). */
export function initialScripts(html: string): string[] {
  const urls = new Set<string>();
  for (const m of html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*>/g)) urls.add(m[1]);
  for (const m of html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)) {
    const href = /\bhref="([^"]+)"/.exec(m[0]);
    if (href) urls.add(href[1]);
  }
  return [...urls];
}

/** Follows static `import ... from "./x.js"` between chunks, so a chunk the entry imports is counted too. */
function staticImports(code: string): string[] {
  const out: string[] = [];
  for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w*{}\s,$]+from\s*)?["']([^"']+\.js)["']/g))
    out.push(m[1]);
  return out;
}

const gz = (buf: Buffer) => gzipSync(buf, { level: 9 }).length;
const kb = (n: number) => `${(n / 1000).toFixed(2)} kB`;

export function measureEmbedPage(distDir: string) {
  const html = readFileSync(join(distDir, 'embed.html'), 'utf8');
  const seen = new Map<string, number>();
  const queue = initialScripts(html).map((u) => join(distDir, u.replace(/^\//, '')));
  while (queue.length) {
    const file = queue.shift() as string;
    if (seen.has(file) || !existsSync(file)) continue;
    const code = readFileSync(file);
    seen.set(file, gz(code));
    for (const rel of staticImports(code.toString('utf8'))) queue.push(resolve(dirname(file), rel));
  }
  return {
    files: [...seen].map(([file, size]) => ({ file, size })),
    total: [...seen.values()].reduce((a, b) => a + b, 0),
  };
}

/** The entry's JS plus the largest step chunk and the lucide chunk (with their own imports), from the build manifest. */
function measureRenderedEmbedPage(distDir: string, entryTotal: number) {
  const manifestFile = join(distDir, '.vite/manifest.json');
  if (!existsSync(manifestFile)) return null;
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Record<
    string,
    { file: string; imports?: string[] }
  >;
  const html = readFileSync(join(distDir, 'embed.html'), 'utf8');
  const initial = new Set(initialScripts(html).map((u) => u.replace(/^\//, '')));
  /** gzip bytes of a chunk and of its imports that the page does not already load. */
  const extra = (key: string, seen = new Set<string>()): number => {
    const chunk = manifest[key];
    if (!chunk || seen.has(chunk.file) || initial.has(chunk.file)) return 0;
    seen.add(chunk.file);
    const own = gz(readFileSync(join(distDir, chunk.file)));
    return own + (chunk.imports ?? []).reduce((sum, i) => sum + extra(i, seen), 0);
  };
  const steps = Object.keys(manifest).filter((k) => /\/runner\/src\/steps\/[^/]+\.tsx$/.test(k));
  const icons = Object.keys(manifest).find((k) => k.endsWith('/runner/src/icons/lucide-set.ts'));
  let worst = { step: '', total: entryTotal };
  for (const key of steps) {
    const seen = new Set<string>();
    // The icon set comes only with a step that shows options (the server's preloads and the runner's warm-up).
    const type = STEP_TYPES.find((t) => key.endsWith(`/steps/${stepFileOf(t)}.tsx`));
    const withIcons = icons && (type === undefined || stepRules[type].hasOptions);
    const total = entryTotal + extra(key, seen) + (withIcons ? extra(icons, seen) : 0);
    if (total > worst.total) worst = { step: key.split('/').at(-1)?.replace('.tsx', '') ?? key, total };
  }
  return worst;
}

/** A marker of zod's core in minified output (each schema class is registered under its `$Zod…` name). */
const ZOD_MARKER = '$ZodType';

/**
 * The owner app's chunks that must stay free of zod: the entry (every page loads it) and the responses screen
 * with its imports (its first rows wait on them). The screens call routes by their refs, without schemas.
 */
export function zodInOwnerScreens(distDir: string): {
  chunks: number;
  withZod: string[];
  entryChunks: string[];
} {
  const manifest = JSON.parse(
    readFileSync(join(distDir, '.vite/app-manifest.json'), 'utf8'),
  ) as BuildManifest;
  const files = chunkClosure(manifest, ['index.html', 'src/app/pages/responses.tsx']);
  const withZod = files.filter((f) => readFileSync(join(distDir, f), 'utf8').includes(ZOD_MARKER));
  return { chunks: files.length, withZod, entryChunks: chunkClosure(manifest, ['index.html']) };
}

function main() {
  console.log(RESULTS_LINE);
  const distDir = resolve(process.argv[2] ?? join(root, 'apps/web/dist'));
  const loader = resolve(process.argv[3] ?? join(root, 'packages/embed/dist/embed.js'));
  let failed = false;
  if (!existsSync(join(distDir, 'embed.html'))) {
    console.error(`missing ${join(distDir, 'embed.html')}: run npm run build first`);
    process.exit(1);
  }
  const page = measureEmbedPage(distDir);
  console.log('/embed initial JavaScript (gzip):');
  for (const f of page.files)
    console.log(`  ${kb(f.size).padStart(10)}  ${f.file.slice(distDir.length + 1)}`);
  const pageOk = page.total <= EMBED_PAGE_BUDGET;
  console.log(`  total ${kb(page.total)} / budget ${kb(EMBED_PAGE_BUDGET)} ${pageOk ? 'OK' : 'OVER BUDGET'}`);
  if (!pageOk) {
    console.log(
      '  note: React 19 + react-dom alone are ~68.6 kB gzip; apps/web/src/embed/vite.config.ts builds /embed with Preact (~21.7 kB).',
    );
  }
  failed ||= !pageOk;
  // A server-rendered /embed page also preloads the shown step's chunk and, for a step with options, the icon set:
  // the heaviest such page must fit the same budget.
  const rendered = measureRenderedEmbedPage(distDir, page.total);
  if (rendered) {
    const ok = rendered.total <= EMBED_PAGE_BUDGET;
    console.log(
      `/embed with its first step rendered on the server, heaviest (${rendered.step} with what it preloads): ${kb(rendered.total)} / budget ${kb(EMBED_PAGE_BUDGET)} ${ok ? 'OK' : 'OVER BUDGET'}`,
    );
    failed ||= !ok;
  }
  const owner = zodInOwnerScreens(distDir);
  console.log(
    `owner app entry + responses screen: ${owner.chunks} chunks, ${owner.withZod.length ? `zod in ${owner.withZod.join(', ')} — NOT ALLOWED` : 'no zod OK'}`,
  );
  failed ||= owner.withZod.length > 0;
  // The landing page loads the entry's chunks: the responses screen's must not be among them.
  const entryOk = !owner.entryChunks.some((f) => f.includes('responses'));
  console.log(
    `owner app entry: ${owner.entryChunks.length} chunks, ${entryOk ? 'none of the responses screen OK' : `WITH THE RESPONSES SCREEN'S (${owner.entryChunks.join(', ')})`}`,
  );
  failed ||= !entryOk;
  if (!existsSync(loader)) {
    console.error(`missing ${loader}: run npm run build first`);
    process.exit(1);
  }
  const loaderSize = gz(readFileSync(loader));
  const loaderOk = loaderSize <= LOADER_BUDGET;
  console.log(
    `embed.js loader (gzip): ${kb(loaderSize)} / budget ${kb(LOADER_BUDGET)} ${loaderOk ? 'OK' : 'OVER BUDGET'}`,
  );
  failed ||= !loaderOk;
  const modesFile = join(dirname(loader), 'embed-modes.js');
  if (!existsSync(modesFile)) {
    console.error(`missing ${modesFile}: run npm run build first`);
    process.exit(1);
  }
  const modesSize = gz(readFileSync(modesFile));
  const modesOk = modesSize <= MODES_BUDGET;
  console.log(
    `embed-modes.js, loaded on demand (gzip): ${kb(modesSize)} / budget ${kb(MODES_BUDGET)} ${modesOk ? 'OK' : 'OVER BUDGET'}`,
  );
  failed ||= !modesOk;
  const trackingFile = join(dirname(loader), 'embed-tracking.js');
  if (!existsSync(trackingFile)) {
    console.error(`missing ${trackingFile}: run npm run build first`);
    process.exit(1);
  }
  const trackingSize = gz(readFileSync(trackingFile));
  const trackingOk = trackingSize <= TRACKING_BUDGET;
  console.log(
    `embed-tracking.js, loaded for forms with tracking on (gzip): ${kb(trackingSize)} / budget ${kb(TRACKING_BUDGET)} ${trackingOk ? 'OK' : 'OVER BUDGET'}`,
  );
  failed ||= !trackingOk;
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
