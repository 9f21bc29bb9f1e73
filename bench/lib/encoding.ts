// Which precompressed copy (.br, .gz) of a file to send for an Accept-Encoding header (bench static servers).
import fs from 'node:fs';

export function precompressedVariant(
  file: string,
  acceptEncoding: string | undefined,
): { file: string; encoding: 'br' | 'gzip' } | null {
  const accepted = (acceptEncoding ?? '').split(',').map((p) => p.trim().split(';')[0].toLowerCase());
  if (accepted.includes('br') && fs.existsSync(`${file}.br`)) return { file: `${file}.br`, encoding: 'br' };
  if (accepted.includes('gzip') && fs.existsSync(`${file}.gz`))
    return { file: `${file}.gz`, encoding: 'gzip' };
  return null;
}
