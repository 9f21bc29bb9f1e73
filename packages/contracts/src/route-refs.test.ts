// route-refs.ts is written from the contracts: a contract added, renamed or moved fails here until the refs follow
// (`WRITE_ROUTE_REFS=1 npx vitest run <this file>`, then `npx biome format --write` on it).
import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { ApiRoute } from './contract.ts';
import * as refs from './route-refs.ts';
import { API_ROUTES } from './routes.ts';

const AREA_FILES = [
  'ab-tests',
  'admin',
  'answers',
  'auth',
  'bookings',
  'console',
  'credits',
  'documents',
  'domains',
  'form-settings',
  'forms',
  'funnel',
  'generation',
  'geo',
  'hooks',
  'integrations',
  'operations',
  'public-api',
  'responses',
  'settings',
  'tracking',
  'webhook',
];

const isRoute = (v: unknown): v is ApiRoute =>
  typeof v === 'object' && v !== null && 'method' in v && 'path' in v && 'auth' in v && 'response' in v;

const alias = (file: string) =>
  file === 'console' ? 'consoleApi' : file.replace(/-(\w)/g, (_m, c: string) => c.toUpperCase());

async function contracts(): Promise<Array<{ area: string; name: string; route: ApiRoute }>> {
  const all = [];
  for (const area of AREA_FILES) {
    const mod = (await import(`./${area}.types.ts`)) as Record<string, unknown>;
    for (const [name, value] of Object.entries(mod))
      if (isRoute(value)) all.push({ area, name, route: value });
  }
  return all;
}

async function expectedText(): Promise<string> {
  const list = await contracts();
  const areas = [...new Set(list.map((c) => c.area))];
  return [
    '// Generated from the route contracts by route-refs.test.ts (WRITE_ROUTE_REFS=1): every contract as a RouteRef,',
    '// method and path only, for the owner app. Do not edit by hand.',
    ...areas.map((a) => `import type * as ${alias(a)} from './${a}.types.ts';`),
    "import { ref } from './route-ref.ts';",
    '',
    ...list.map(
      (c) =>
        `/** @public */\nexport const ${c.name} = /* @__PURE__ */ ref<typeof ${alias(c.area)}.${c.name}>(${JSON.stringify(c.route.method).replaceAll('"', "'")}, '${c.route.path}');`,
    ),
    '',
  ].join('\n');
}

const FILE = new URL('./route-refs.ts', import.meta.url);

describe('route refs', () => {
  it('are written from the contracts, each typed by the contract of its own name and area', async () => {
    if (process.env.WRITE_ROUTE_REFS) writeFileSync(FILE, await expectedText());
    const text = readFileSync(FILE, 'utf8');
    const bound = [
      ...text.matchAll(/export const (\w+) =\s*\/\* @__PURE__ \*\/\s*ref<typeof (\w+)\.(\w+)>/g),
    ].map((m) => `${m[1]} ${m[2]}.${m[3]}`);
    const list = await contracts();
    expect(bound).toEqual(list.map((c) => `${c.name} ${alias(c.area)}.${c.name}`));
  });

  it('carry each contract’s method and path, and nothing else', async () => {
    const list = await contracts();
    expect(list.map((c) => c.route)).toEqual(expect.arrayContaining([...API_ROUTES]));
    expect(list).toHaveLength(API_ROUTES.length);
    expect(Object.keys(refs).sort()).toEqual(list.map((c) => c.name).sort());
    for (const c of list) {
      expect((refs as Record<string, unknown>)[c.name], c.name).toEqual({
        method: c.route.method,
        path: c.route.path,
      });
    }
  });

  it('import the contracts as types only, so no schema reaches a bundle through them', () => {
    for (const file of ['./route-refs.ts', './route-ref.ts']) {
      const imports = readFileSync(new URL(file, import.meta.url), 'utf8')
        .split('\n')
        .filter((l) => l.startsWith('import '));
      for (const line of imports) expect(line, file).toMatch(/^import type |from '\.\/route-ref\.ts';$/);
    }
  });
});
