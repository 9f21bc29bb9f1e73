// Vite's build manifest (`.vite/*.json`): which file a source became and which chunks it imports.

/** One entry of a Vite build manifest. */
export interface ManifestChunk {
  file: string;
  imports?: string[];
}

export type BuildManifest = Record<string, ManifestChunk>;

/**
 * The files the entries under `keys` load: each entry's file, then its imports', depth first, each file once.
 * The owner app's preload hints, the runner's late start and the bundle size check all follow it.
 */
export function chunkClosure(manifest: BuildManifest, keys: readonly string[]): string[] {
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.includes(chunk.file)) return;
    files.push(chunk.file);
    for (const i of chunk.imports ?? []) visit(i);
  };
  for (const key of keys) visit(key);
  return files;
}

/** A step type's runner file (`multiSelect` → `multi-select`), as packages/runner/src/steps names them and the manifest keys their chunks. */
export const stepFileOf = (type: string) => type.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
