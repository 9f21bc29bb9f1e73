// The version embed.js asks for when it loads the dialogs' code (embed-modes.js?v=…): the build names it and the
// server compares it, so a file of that exact content may be cached for good.
import { createHash } from 'node:crypto';

export const modesVersion = (code: string | Uint8Array): string =>
  createHash('sha256').update(code).digest('hex').slice(0, 12);
