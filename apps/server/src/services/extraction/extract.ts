// Text extraction of PDF and DOCX bytes with page and character caps; runs inside the extraction worker only.
import zlib from 'node:zlib';

/** Extracted text kept and returned, in characters. */
export const MAX_EXTRACTED_CHARS = 100_000;
/** DOCX guard: what a Word document may unpack to, in total and per entry, and how many entries. */
export const DOCX_LIMITS = { maxTotalBytes: 64 * 1024 * 1024, maxEntries: 2000, maxRatio: 200 };

export type ExtractKind = 'pdf' | 'docx';

export interface ExtractLimits {
  /** Pages of a PDF read at most. */
  maxPages: number;
  /** Characters collected at most (before tidying). */
  maxChars: number;
}

/** Why extraction stopped before the end of the document. */
export type StopReason = 'pages' | 'chars' | 'time' | 'memory' | 'busy' | 'crashed';

/** A refusal the upload route answers with (nothing is stored): a damaged, encrypted or bomb-like file. */
export class ExtractRefusal extends Error {
  constructor(
    readonly status: 415 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'ExtractRefusal';
  }
}

const unsupported = (message: string) => new ExtractRefusal(415, message);
const unreadable = (message: string) => new ExtractRefusal(422, message);

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

/** Receives text as it is extracted, so a caller that stops the work still has what was read. */
export type TextSink = (text: string) => void;

/**
 * Streams a PDF's text page by page into `sink`, stopping at the page or character cap. pdf.js reads a
 * page's content stream lazily, so cancelling the text stream at the cap also stops inflating a stream that
 * would unpack to far more text than we keep.
 */
async function extractPdf(buf: Buffer, limits: ExtractLimits, sink: TextSink): Promise<StopReason | null> {
  const { getDocumentProxy } = await import('unpdf');
  let pdf: Awaited<ReturnType<typeof getDocumentProxy>>;
  try {
    pdf = await getDocumentProxy(new Uint8Array(buf), { stopAtErrors: false, verbosity: 0 });
  } catch {
    throw unreadable('The PDF could not be read; it may be damaged or password-protected');
  }
  let chars = 0;
  try {
    const pages = Math.min(pdf.numPages, limits.maxPages);
    for (let n = 1; n <= pages; n++) {
      if (n > 1) {
        sink('\n');
        chars += 1;
      }
      const page = await pdf.getPage(n);
      const reader = page.streamTextContent().getReader();
      let pageText = '';
      let full = false;
      for (;;) {
        const { value, done } = await reader.read();
        if (done) break;
        for (const item of value.items) {
          if (!('str' in item)) continue;
          pageText += item.str + (item.hasEOL ? '\n' : '');
        }
        if (chars + pageText.length >= limits.maxChars) {
          full = true;
          await reader.cancel(new Error('character cap reached'));
          break;
        }
      }
      const kept = pageText.slice(0, limits.maxChars - chars);
      sink(kept);
      chars += kept.length;
      page.cleanup();
      if (full) return 'chars';
    }
    return pdf.numPages > limits.maxPages ? 'pages' : null;
  } catch {
    // Text read before a damaged page is kept; nothing read at all means the file is unreadable.
    if (chars === 0) throw unreadable('The PDF could not be read; it may be damaged or password-protected');
    return null;
  } finally {
    await pdf.destroy().catch(() => {});
  }
}

async function extractDocx(buf: Buffer, limits: ExtractLimits, sink: TextSink): Promise<StopReason | null> {
  checkDocx(buf);
  let value: string;
  try {
    const mammoth = await import('mammoth');
    value = (await mammoth.extractRawText({ buffer: buf })).value;
  } catch {
    throw unreadable('The Word document could not be read');
  }
  sink(value.slice(0, limits.maxChars));
  return value.length > limits.maxChars ? 'chars' : null;
}

/** Extracts a document's text into `sink`; resolves with why it stopped early, or null when complete. */
export function extractDocument(
  buf: Buffer,
  kind: ExtractKind,
  limits: ExtractLimits,
  sink: TextSink,
): Promise<StopReason | null> {
  switch (kind) {
    case 'pdf':
      return extractPdf(buf, limits, sink);
    case 'docx':
      return extractDocx(buf, limits, sink);
    default: {
      const never: never = kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}
