// Runs every benchmark in turn and prints their numbers: bundle sizes, embed cold load, generator quality/speed, API.
import { spawnSync } from 'node:child_process';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '..');
const benches = [
  ['Bundle sizes (build first: npm run build)', 'bench/size-check.ts'],
  ['Embed cold load in headless Chromium', 'bench/embed-load.ts'],
  ['Offline generator: corpus quality and latency', 'bench/generator/run.ts'],
  ['API throughput and latency', 'bench/api.ts'],
];

let failed = 0;
for (const [title, file] of benches) {
  console.log(`\n=== ${title} (${file}) ===`);
  const r = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, file)], {
    stdio: 'inherit',
    cwd: root,
  });
  if (r.status !== 0) failed++;
}
process.exit(failed ? 1 : 0);
