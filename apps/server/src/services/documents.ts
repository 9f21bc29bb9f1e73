// Document uploads: type by content, zip-bomb guard for DOCX, text extraction, storage and access rules.
import crypto from 'node:crypto';
import zlib from 'node:zlib';
import { eq } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { answerSessions, documents, forms } from '../db/schema.ts';
import { AppError, badRequest } from '../errors.ts';
import { createStorage } from '../providers/storage/index.ts';
import type { DocumentStorage } from '../providers/storage/types.ts';

export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';

const KINDS: Record<DocumentKind, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  txt: { mime: 'text/plain; charset=utf-8', ext: 'txt' },
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
};

/** Extracted text kept and returned, in characters. */
export const MAX_EXTRACTED_CHARS = 100_000;
/** DOCX guard: what a Word document may unpack to, in total and per entry, and how many entries. */
export const DOCX_LIMITS = { maxTotalBytes: 64 * 1024 * 1024, maxEntries: 2000, maxRatio: 200 };
const EXTRACT_TIMEOUT_MS = 20_000;

const unsupported = (
  message = 'Unsupported file type: upload a PDF, a Word document (.docx), a text file or a PNG/JPEG image',
) => new AppError('unsupported_type', 415, message);
const unreadable = (message: string) => new AppError('unreadable_document', 422, message);

const starts = (buf: Buffer, bytes: number[]) => bytes.every((b, i) => buf[i] === b);

/** Identifies the file by its bytes; the client's name and content type are never trusted. */
export function detectKind(buf: Buffer): DocumentKind {
  if (
    starts(buf, [0x7f, 0x45, 0x4c, 0x46]) || // ELF
    starts(buf, [0x4d, 0x5a]) || // MZ (Windows PE)
    starts(buf, [0xfe, 0xed, 0xfa, 0xce]) ||
    starts(buf, [0xfe, 0xed, 0xfa, 0xcf]) ||
    starts(buf, [0xcf, 0xfa, 0xed, 0xfe]) ||
    starts(buf, [0xce, 0xfa, 0xed, 0xfe]) ||
    starts(buf, [0xca, 0xfe, 0xba, 0xbe]) || // Mach-O and universal binaries / Java classes
    starts(buf, [0x23, 0x21]) // "#!" scripts
  ) {
    throw unsupported('Executable files are not accepted');
  }
  if (buf.subarray(0, 5).toString('latin1') === '%PDF-') return 'pdf';
  if (starts(buf, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (starts(buf, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (starts(buf, [0x50, 0x4b, 0x03, 0x04])) return 'docx';
  if (isPlainText(buf)) return 'txt';
  throw unsupported();
}

/** Valid UTF-8 without NUL or other control characters (tab, newlines and form feed allowed). */
function isPlainText(buf: Buffer): boolean {
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(buf);
  } catch {
    return false;
  }
  return !hasControlChars(text, true);
}

/** C0 controls and DEL; text files may keep tab, newlines and form feed. */
function hasControlChars(s: string, allowWhitespace: boolean): boolean {
  for (let i = 0; i < s.length; i++) {
    const c = s.charCodeAt(i);
    if (allowWhitespace && (c === 9 || c === 10 || c === 12 || c === 13)) continue;
    if (c < 32 || c === 127) return true;
  }
  return false;
}

interface ZipEntry {
  name: string;
  method: number;
  compressedSize: number;
  size: number;
  localOffset: number;
}

/** Reads a zip's central directory; refuses zip64, encryption and anything that does not add up. */
function zipEntries(buf: Buffer): ZipEntry[] {
  const notDocx = () => unsupported('The file is not a valid Word document (.docx)');
  let eocd = -1;
  for (let i = buf.length - 22; i >= Math.max(0, buf.length - 22 - 65_535); i--) {
    if (buf.readUInt32LE(i) === 0x06054b50) {
      eocd = i;
      break;
    }
  }
  if (eocd < 0) throw notDocx();
  const count = buf.readUInt16LE(eocd + 10);
  const cdSize = buf.readUInt32LE(eocd + 12);
  const cdOffset = buf.readUInt32LE(eocd + 16);
  if (count === 0xffff || cdOffset === 0xffffffff || cdOffset + cdSize > eocd) throw notDocx();
  if (count > DOCX_LIMITS.maxEntries) throw unsupported('The Word document has too many parts');
  const entries: ZipEntry[] = [];
  let p = cdOffset;
  for (let i = 0; i < count; i++) {
    if (p + 46 > buf.length || buf.readUInt32LE(p) !== 0x02014b50) throw notDocx();
    const flags = buf.readUInt16LE(p + 8);
    const method = buf.readUInt16LE(p + 10);
    const compressedSize = buf.readUInt32LE(p + 20);
    const size = buf.readUInt32LE(p + 24);
    const nameLen = buf.readUInt16LE(p + 28);
    const extraLen = buf.readUInt16LE(p + 30);
    const commentLen = buf.readUInt16LE(p + 32);
    const localOffset = buf.readUInt32LE(p + 42);
    const name = buf.subarray(p + 46, p + 46 + nameLen).toString('utf8');
    if (flags & 1) throw unsupported('Encrypted documents are not accepted');
    if (size === 0xffffffff || compressedSize === 0xffffffff || localOffset === 0xffffffff) throw notDocx();
    if (method !== 0 && method !== 8) throw notDocx();
    entries.push({ name, method, compressedSize, size, localOffset });
    p += 46 + nameLen + extraLen + commentLen;
  }
  return entries;
}

/**
 * The zip-bomb guard: checks declared sizes and ratios first, then inflates every part with an output cap
 * equal to its declared size, so a lying header cannot make the extractor unpack more than was checked.
 */
export function checkDocx(buf: Buffer): void {
  const entries = zipEntries(buf);
  const names = new Set(entries.map((e) => e.name));
  if (!names.has('word/document.xml') || !names.has('[Content_Types].xml')) {
    throw unsupported('The file is not a valid Word document (.docx)');
  }
  let total = 0;
  for (const e of entries) {
    total += e.size;
    const ratio = e.size / Math.max(1, e.compressedSize);
    if (total > DOCX_LIMITS.maxTotalBytes || (e.size > 1024 * 1024 && ratio > DOCX_LIMITS.maxRatio)) {
      throw unsupported('The Word document unpacks to too much data (possible zip bomb)');
    }
  }
  for (const e of entries) {
    const p = e.localOffset;
    if (p + 30 > buf.length || buf.readUInt32LE(p) !== 0x04034b50)
      throw unsupported('The Word document is damaged');
    const start = p + 30 + buf.readUInt16LE(p + 26) + buf.readUInt16LE(p + 28);
    const data = buf.subarray(start, start + e.compressedSize);
    if (data.length !== e.compressedSize) throw unsupported('The Word document is damaged');
    let out: Buffer;
    if (e.method === 0) out = data;
    else {
      try {
        out = zlib.inflateRawSync(data, { maxOutputLength: Math.max(1, e.size) });
      } catch {
        throw unsupported('The Word document unpacks to more than it declares (possible zip bomb)');
      }
    }
    if (out.length !== e.size) throw unsupported('The Word document is damaged');
  }
}

/** Width and height of a PNG or JPEG from its header, when readable. */
export function imageSize(buf: Buffer, kind: 'png' | 'jpeg'): { width: number; height: number } | null {
  if (kind === 'png')
    return buf.length >= 24 ? { width: buf.readUInt32BE(16), height: buf.readUInt32BE(20) } : null;
  let p = 2;
  while (p + 9 < buf.length) {
    if (buf[p] !== 0xff) return null;
    const marker = buf[p + 1] ?? 0;
    const len = buf.readUInt16BE(p + 2);
    // SOF0..SOF15 except DHT (C4), JPG (C8) and DAC (CC) carry the frame size.
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { height: buf.readUInt16BE(p + 5), width: buf.readUInt16BE(p + 7) };
    }
    p += 2 + len;
  }
  return null;
}

function tidy(text: string): string {
  return text
    .replace(/^\uFEFF/, '')
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim()
    .slice(0, MAX_EXTRACTED_CHARS);
}

function withTimeout<T>(p: Promise<T>, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(unreadable(`Reading the ${what} took too long`)), EXTRACT_TIMEOUT_MS);
  });
  return Promise.race([p, timeout]).finally(() => clearTimeout(timer));
}

/** The document's text; images are described, since no OCR provider is configured. */
export async function extractText(buf: Buffer, kind: DocumentKind): Promise<string> {
  switch (kind) {
    case 'txt':
      return tidy(buf.toString('utf8'));
    case 'pdf': {
      try {
        const { extractText: pdfText } = await import('unpdf');
        const { text } = await withTimeout(pdfText(new Uint8Array(buf), { mergePages: true }), 'PDF');
        return tidy(text);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unreadable('The PDF could not be read; it may be damaged or password-protected');
      }
    }
    case 'docx': {
      checkDocx(buf);
      try {
        const mammoth = await import('mammoth');
        const result = await withTimeout(mammoth.extractRawText({ buffer: buf }), 'Word document');
        return tidy(result.value);
      } catch (err) {
        if (err instanceof AppError) throw err;
        throw unreadable('The Word document could not be read');
      }
    }
    case 'png':
    case 'jpeg': {
      const size = imageSize(buf, kind);
      const dims = size ? `, ${size.width}×${size.height} pixels` : '';
      return `[Image (${kind.toUpperCase()}${dims}). No text was extracted: images are stored as they are and no OCR provider is configured.]`;
    }
    default: {
      const never: never = kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}

/**
 * The client's file name is metadata only, but a name that tries to be a path (separators, "..", control
 * characters) is refused outright rather than cleaned, so such an upload never reaches storage.
 */
export function checkFileName(name: string | undefined): string {
  const n = (name ?? '').normalize('NFC');
  if (
    /[/\\]/.test(n) ||
    hasControlChars(n, false) ||
    n === '.' ||
    n === '..' ||
    n.length > 255 ||
    /^\.\.|\.\.$/.test(n)
  ) {
    throw badRequest('Invalid file name');
  }
  return n;
}

export interface UploadInput {
  buffer: Buffer;
  fileName?: string;
  formId?: string;
  sessionId?: string;
}

export interface UploadResult {
  id: string;
  documentUrl: string;
  extractedText: string;
  fileName: string;
  mimeType: string;
  size: number;
}

export type DocumentRow = typeof documents.$inferSelect;

export class DocumentsService {
  constructor(
    private readonly db: Db,
    readonly storage: DocumentStorage,
    private readonly publicUrl = '',
  ) {}

  urlFor(id: string): string {
    return `${this.publicUrl}/api/documents/${id}`;
  }

  /** Checks the form and session the upload claims; returns the ids to record. */
  private async owners(
    formIdText?: string,
    sessionId?: string,
  ): Promise<{ formId: number | null; sessionId: string | null }> {
    let formId: number | null = null;
    if (formIdText !== undefined && formIdText !== '') {
      if (!/^\d{1,9}$/.test(formIdText)) throw badRequest('Invalid formId');
      formId = Number(formIdText);
      const [f] = await this.db.select({ id: forms.id }).from(forms).where(eq(forms.id, formId)).limit(1);
      if (!f) throw badRequest('Unknown formId');
    }
    if (sessionId === undefined || sessionId === '') return { formId, sessionId: null };
    if (!/^[0-9a-f-]{36}$/i.test(sessionId)) throw badRequest('Invalid sessionId');
    const [s] = await this.db.select().from(answerSessions).where(eq(answerSessions.id, sessionId)).limit(1);
    if (!s) throw badRequest('Unknown sessionId');
    if (formId !== null && s.formId !== formId) throw badRequest('The session belongs to another form');
    return { formId: s.formId, sessionId: s.id };
  }

  async upload(input: UploadInput): Promise<UploadResult> {
    if (!input.buffer.length) throw badRequest('The file is empty');
    const fileName = checkFileName(input.fileName);
    const owners = await this.owners(input.formId, input.sessionId);
    const kind = detectKind(input.buffer);
    const extractedText = await extractText(input.buffer, kind);
    const id = crypto.randomUUID();
    const day = new Date().toISOString().slice(0, 10).replace(/-/g, '/');
    const storageKey = `${day}/${id}.${KINDS[kind].ext}`;
    const mimeType = KINDS[kind].mime;
    await this.storage.put(storageKey, input.buffer, mimeType);
    try {
      await this.db.insert(documents).values({
        id,
        storageKey,
        mimeType,
        size: input.buffer.length,
        originalName: fileName,
        extractedText,
        formId: owners.formId,
        sessionId: owners.sessionId,
      });
    } catch (err) {
      await this.storage.delete(storageKey).catch(() => {});
      throw err;
    }
    return { id, documentUrl: this.urlFor(id), extractedText, fileName, mimeType, size: input.buffer.length };
  }

  async find(id: string): Promise<DocumentRow | null> {
    if (!/^[0-9a-f-]{36}$/i.test(id)) return null;
    const [row] = await this.db.select().from(documents).where(eq(documents.id, id)).limit(1);
    return row ?? null;
  }

  /** The form's owner (signed in) or the answer session that uploaded it may read a document. */
  async mayRead(row: DocumentRow, userId: number | null, sessionId: string | null): Promise<boolean> {
    if (sessionId && row.sessionId && sessionId === row.sessionId) return true;
    if (userId !== null && row.formId !== null) {
      const [f] = await this.db
        .select({ userId: forms.userId })
        .from(forms)
        .where(eq(forms.id, row.formId))
        .limit(1);
      if (f?.userId === userId) return true;
    }
    return false;
  }

  /** The document's id when a URL points at one of ours (absolute or relative), else null. */
  idFromUrl(url: string): string | null {
    const m = /\/api\/documents\/([0-9a-f-]{36})(?:[?#].*)?$/i.exec(url);
    return m?.[1] ?? null;
  }
}

export function createDocumentsService(config: AppConfig, db: Db): DocumentsService {
  return new DocumentsService(db, createStorage(config.documents), config.publicUrl ?? '');
}
