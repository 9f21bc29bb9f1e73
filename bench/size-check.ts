// Bundle budget check (run by `npm run test:size` after `npm run build`): the JavaScript /embed loads up front,
// gzipped, must stay within 75 KB and the host loader embed.js within 1.5 KB. Prints the numbers; exits 1 when over.
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const EMBED_PAGE_BUDGET = 75_000;
export const LOADER_BUDGET = 1_500;

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

function main() {
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
  process.exit(failed ? 1 : 0);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
