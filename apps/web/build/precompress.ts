// Vite plugin: writes brotli (.br) and gzip (.gz) copies of each text asset at build time, so the server sends
// compressed bytes without compressing per request (@fastify/static's preCompressed picks the variant).
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import type { Plugin } from 'vite';

/** Smaller files gain too little to be worth a second round trip's header bytes. */
const MIN_BYTES = 1024;
const TEXT = /\.(js|mjs|css|html|svg|json|txt|map|xml|webmanifest)$/;

export function compressFile(file: string): void {
  const data = fs.readFileSync(file);
  if (data.length < MIN_BYTES) return;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
  // Keep a variant only when it is actually smaller.
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
}

export function precompress(): Plugin {
  return {
    name: 'forms-engine:precompress',
    apply: 'build',
    writeBundle(options, bundle) {
      const dir = options.dir ?? (options.file ? path.dirname(options.file) : undefined);
      if (!dir) return;
      for (const name of Object.keys(bundle)) {
        if (TEXT.test(name)) compressFile(path.join(dir, name));
      }
    },
  };
}
