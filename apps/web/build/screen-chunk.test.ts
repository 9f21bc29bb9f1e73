// The responses screen's shared chunk is what the screen reaches and the entry does not use; a barrel of
// re-exports counts as used only for the names imported from it (build/screen-chunk.ts).
import { describe, expect, it } from 'vitest';
import { barrelOf, usedModules } from './screen-chunk.ts';

interface Module {
  code: string;
  importedIds: string[];
  exports?: string[];
}

/** A small app: an entry using a button from the UI index, a screen using the index's menu and badge. */
const graph: Record<string, Module> = {
  '/app/main.tsx': {
    code: 'import { Button } from "@ui";\nimport { lazy } from "react";\nconst s = () => import("./screen.tsx");',
    importedIds: ['/ui/index.ts', '/nm/react.js'],
  },
  '/nm/react.js': { code: 'export const lazy = 1;', importedIds: [], exports: ['lazy'] },
  '/ui/index.ts': {
    code: "// The UI kit.\nexport * from './button.tsx';\nexport * from './menu.tsx';\nexport * from './badge.tsx';\n",
    importedIds: ['/ui/button.tsx', '/ui/menu.tsx', '/ui/badge.tsx'],
  },
  '/ui/button.tsx': { code: 'export function Button() {}', importedIds: [], exports: ['Button'] },
  '/ui/menu.tsx': {
    code: 'import { Popper } from "popper";\nexport function Menu() {}',
    importedIds: ['/nm/popper.js'],
    exports: ['Menu'],
  },
  '/nm/popper.js': { code: 'export const Popper = 1;', importedIds: [], exports: ['Popper'] },
  '/ui/badge.tsx': { code: 'export function Badge() {}', importedIds: [], exports: ['Badge'] },
  '/nm/icons.mjs': {
    code: "\"use strict\";\nimport * as index from './icons/index.mjs';\nexport { index as icons };\nexport { default as Search, default as SearchIcon } from './icons/search.mjs';\n",
    importedIds: ['/nm/icons/index.mjs', '/nm/icons/search.mjs'],
  },
  '/app/screen.tsx': {
    code: 'import { Badge, Button, Menu } from "@ui";\nimport { Search } from "icons";\nimport { lazy } from "react";',
    importedIds: ['/ui/index.ts', '/nm/icons.mjs', '/nm/react.js'],
  },
};
const infoOf = (id: string) => graph[id] ?? null;

describe('screen chunk', () => {
  it('reads a barrel: star re-exports, named re-exports and a re-exported namespace', () => {
    expect(barrelOf('/ui/index.ts', graph['/ui/index.ts'])).toEqual([
      { child: '/ui/button.tsx', names: '*' },
      { child: '/ui/menu.tsx', names: '*' },
      { child: '/ui/badge.tsx', names: '*' },
    ]);
    expect(barrelOf('/nm/icons.mjs', graph['/nm/icons.mjs'])).toEqual([
      { child: '/nm/icons/search.mjs', names: ['Search', 'SearchIcon'] },
      { child: '/nm/icons/index.mjs', names: ['icons'] },
    ]);
    // A module with code of its own is not a barrel: everything it imports counts.
    expect(barrelOf('/ui/menu.tsx', graph['/ui/menu.tsx'])).toBeNull();
    // A re-export from a module it cannot place makes it no barrel either (everything counts: the safe side).
    expect(barrelOf('/x.ts', { code: "export * from './gone.ts';", importedIds: [] })).toBeNull();
  });

  it("takes from a barrel only what is imported by name, so the screen's menu is not the entry's", () => {
    const entry = usedModules(['/app/main.tsx'], infoOf);
    expect([...entry].sort()).toEqual(['/app/main.tsx', '/nm/react.js', '/ui/button.tsx', '/ui/index.ts']);
    const screen = usedModules(['/app/screen.tsx'], infoOf);
    const shared = [...screen].filter((id) => id !== '/app/screen.tsx' && !entry.has(id)).sort();
    expect(shared).toEqual([
      '/nm/icons.mjs',
      '/nm/icons/search.mjs',
      '/nm/popper.js',
      '/ui/badge.tsx',
      '/ui/menu.tsx',
    ]);
  });
});
