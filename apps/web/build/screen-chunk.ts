// Vite plugin + Rolldown code-splitting group: the modules a lazy screen needs beyond the app's entry go into one
// chunk, instead of the dozen small shared chunks Rolldown's automatic splitting makes of them (a badge, an icon, a
// rules file each). Opening the responses screen cold then asks for a few files instead of 21, which on one
// HTTP/1.1 host (six connections) held its first rows back.
//
// The group is computed from the module graph, not from a list of paths: once the graph is known (buildEnd), the
// modules the entry (index.html's script) uses and those the screen's module reaches are walked; the group takes
// what the screen reaches and the entry does not use. The entry's own modules must never be captured — Rolldown
// would move them out of the entry into this chunk, which the landing page would then load (a group that could
// take them, `minShareCount: 2`, slowed the landing page: rejected). A barrel (a module of only re-exports: the UI
// package's index, lucide-react's) counts as used only for the names imported from it, so the dropdown menu the
// screen's header uses is not taken for the entry's because the entry imports a button from the same index.
// Names are matched over every named import of the entry's modules (more names only make the group smaller: safe);
// a namespace import of a barrel (`import * as ui from`) is not followed — none is made of the two barrels here.
// Other screens that use some of these modules (the header, a badge) import this chunk for them.
import path from 'node:path';
import type { Plugin } from 'vite';

interface ScreenChunk {
  /** The Rolldown `codeSplitting.groups` entry: captures the modules found by the plugin, not their imports. */
  group: { name: string; test: (id: string) => boolean; includeDependenciesRecursively: false };
  plugin: Plugin;
}

interface Info {
  code: string | null;
  importedIds: readonly string[];
  exports?: readonly string[];
}

/** A barrel's re-exports: which imported module each name comes from ('*': all that module's exports). */
type Barrel = { child: string; names: string[] | '*' }[];

const comments = /\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm;
const reexport = /export\s*(\*|\{([^}]*)\})\s*from\s*["']([^"']+)["'];?/g;
const namespace = /import\s*\*\s*as\s+([\w$]+)\s+from\s*["']([^"']+)["'];?/g;
const localExport = /export\s*\{([^}]*)\}(?!\s*from)\s*;?/g;
const namedImport = /(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*["'][^"']+["']/g;

const names = (list: string) =>
  list
    .split(',')
    .map((n) => n.trim().split(/\s+as\s+/))
    .filter((p) => p[0]);

/** The module's re-exports when it is nothing but re-exports (else null: all its imports count as used). */
export function barrelOf(id: string, info: Info): Barrel | null {
  const code = info.code?.replace(comments, '');
  if (!code) return null;
  const child = (spec: string) => {
    if (!spec.startsWith('.')) return undefined;
    const file = path.resolve(path.dirname(id), spec);
    return info.importedIds.find((i) => i === file || i.startsWith(`${file}.`));
  };
  const out: Barrel = [];
  const spaces = new Map<string, string>();
  for (const m of code.matchAll(namespace)) {
    const c = child(m[2]);
    if (!c) return null;
    spaces.set(m[1], c);
  }
  for (const m of code.matchAll(reexport)) {
    const c = child(m[3]);
    if (!c) return null;
    out.push({ child: c, names: m[1] === '*' ? '*' : names(m[2]).map((p) => p[p.length - 1]) });
  }
  for (const m of code.matchAll(localExport))
    for (const p of names(m[1])) {
      const c = spaces.get(p[0]);
      if (!c) return null;
      out.push({ child: c, names: [p[p.length - 1]] });
    }
  const rest = code
    .replace(reexport, '')
    .replace(namespace, '')
    .replace(localExport, '')
    .replace(/["']use strict["'];?/g, '');
  return out.length > 0 && rest.trim() === '' ? out : null;
}

/** The modules `entries` use: their static imports, a barrel's re-exports only for the names imported from it. */
export function usedModules(entries: string[], infoOf: (id: string) => Info | null): Set<string> {
  const used = new Set<string>();
  const imported = new Set<string>();
  const barrels = new Map<string, Barrel>();
  const queue = [...entries];
  const visit = (id: string) => {
    if (used.has(id)) return;
    used.add(id);
    const info = infoOf(id);
    if (!info) return;
    const barrel = barrelOf(id, info);
    if (barrel) barrels.set(id, barrel);
    else {
      for (const m of (info.code ?? '').matchAll(namedImport))
        for (const p of names(m[1])) imported.add(p[0]);
      queue.push(...info.importedIds);
    }
  };
  for (;;) {
    while (queue.length) visit(queue.pop() as string);
    // A barrel's re-export is used when a name it gives is imported somewhere in what is used.
    const before = used.size;
    for (const barrel of barrels.values())
      for (const { child, names: given } of barrel) {
        if (used.has(child)) continue;
        const exported = given === '*' ? (infoOf(child)?.exports ?? []) : given;
        if (exported.some((n) => imported.has(n))) queue.push(child);
      }
    if (queue.length === 0 && used.size === before) return used;
  }
}

/** `screen`: the screen module's path ending (e.g. `/src/app/pages/responses.tsx`); its own module stays apart. */
export function screenChunk(name: string, screen: string): ScreenChunk {
  const captured = new Set<string>();
  const plugin: Plugin = {
    name: 'forms-engine:screen-chunk',
    apply: 'build',
    buildEnd(error) {
      captured.clear();
      if (error) return;
      const ids = [...this.getModuleIds()];
      const infoOf = (id: string) => this.getModuleInfo(id) as Info | null;
      const page = ids.find((id) => id.endsWith(screen));
      if (!page) return this.error(`screen-chunk: no module ends with ${screen}`);
      const initial = usedModules(
        ids.filter((id) => this.getModuleInfo(id)?.isEntry),
        infoOf,
      );
      for (const id of usedModules([page], infoOf)) if (id !== page && !initial.has(id)) captured.add(id);
    },
  };
  return { group: { name, test: (id) => captured.has(id), includeDependenciesRecursively: false }, plugin };
}
