// Hostile PDFs built byte by byte for the extraction-limit tests: streams that inflate to tens or hundreds of MB.
import zlib from 'node:zlib';

/**
 * A zlib stream that inflates to `chunk` repeated `times` times, built in milliseconds: the chunk is deflated
 * once with a sync flush (byte-aligned, non-final blocks whose back-references stay inside the chunk), those
 * bytes are repeated, and an empty final block and the Adler-32 checksum close the stream.
 */
export function repeatedDeflate(chunk: Buffer, times: number): Buffer {
  const body = zlib.deflateRawSync(chunk, { level: 9, finishFlush: zlib.constants.Z_SYNC_FLUSH });
  const one = adler32(chunk);
  let sum = 1;
  for (let t = 0; t < times; t++) sum = adler32Combine(sum, one, chunk.length);
  const checksum = Buffer.alloc(4);
  checksum.writeUInt32BE(sum >>> 0, 0);
  const finalEmptyBlock = Buffer.from([0x03, 0x00]);
  return Buffer.concat([
    Buffer.from([0x78, 0xda]),
    ...Array.from({ length: times }, () => body),
    finalEmptyBlock,
    checksum,
  ]);
}

const ADLER_MOD = 65521;

function adler32(data: Buffer): number {
  let a = 1;
  let b = 0;
  for (const byte of data) {
    a = (a + byte) % ADLER_MOD;
    b = (b + a) % ADLER_MOD;
  }
  return ((b << 16) | a) >>> 0;
}

/** zlib's adler32_combine: the checksum of A+B from those of A and B and B's length. */
function adler32Combine(adler1: number, adler2: number, len2: number): number {
  const rem = len2 % ADLER_MOD;
  let sum1 = adler1 & 0xffff;
  let sum2 = (rem * sum1) % ADLER_MOD;
  sum1 += (adler2 & 0xffff) + ADLER_MOD - 1;
  sum2 += ((adler1 >>> 16) & 0xffff) + ((adler2 >>> 16) & 0xffff) + ADLER_MOD - rem;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum1 >= ADLER_MOD) sum1 -= ADLER_MOD;
  if (sum2 >= ADLER_MOD * 2) sum2 -= ADLER_MOD * 2;
  if (sum2 >= ADLER_MOD) sum2 -= ADLER_MOD;
  return ((sum2 << 16) | sum1) >>> 0;
}

/** A stream object's body: dictionary plus the (already encoded) bytes. */
const stream = (data: Buffer, filter: boolean) =>
  Buffer.concat([
    Buffer.from(`<< /Length ${data.length}${filter ? ' /Filter /FlateDecode' : ''} >>\nstream\n`, 'latin1'),
    data,
    Buffer.from('\nendstream', 'latin1'),
  ]);

/**
 * A PDF with one Helvetica font; page i draws `pageText(i)` and then, if given, a shared content stream
 * (one object every page refers to, so a 5,000-page or bomb document stays small).
 */
export function buildPdf(
  pages: number,
  pageText: (i: number) => string,
  shared?: Buffer,
  lightPages = 0,
): Buffer {
  const objects = new Map<number, Buffer | string>();
  objects.set(1, '<< /Type /Catalog /Pages 2 0 R >>');
  objects.set(3, '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>');
  let next = 4;
  const sharedId = shared ? next++ : 0;
  if (shared) objects.set(sharedId, stream(shared, true));
  const kids: string[] = [];
  for (let i = 0; i < pages; i++) {
    const pageId = next++;
    const textId = next++;
    kids.push(`${pageId} 0 R`);
    const esc = pageText(i).replace(/[()\\]/g, (c) => `\\${c}`);
    const contents = shared && i >= lightPages ? `[${textId} 0 R ${sharedId} 0 R]` : `${textId} 0 R`;
    objects.set(
      pageId,
      `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents ${contents} /Resources << /Font << /F1 3 0 R >> >> >>`,
    );
    objects.set(textId, stream(Buffer.from(`BT /F1 12 Tf 72 720 Td (${esc}) Tj ET\n`, 'latin1'), false));
  }
  objects.set(2, `<< /Type /Pages /Kids [${kids.join(' ')}] /Count ${pages} >>`);
  const parts: Buffer[] = [Buffer.from('%PDF-1.4\n', 'latin1')];
  let offset = parts[0].length;
  const offsets: number[] = [];
  for (let id = 1; id < next; id++) {
    const body = objects.get(id) ?? '';
    const bytes = Buffer.concat([
      Buffer.from(`${id} 0 obj\n`, 'latin1'),
      typeof body === 'string' ? Buffer.from(body, 'latin1') : body,
      Buffer.from('\nendobj\n', 'latin1'),
    ]);
    offsets.push(offset);
    parts.push(bytes);
    offset += bytes.length;
  }
  const xref = [
    `xref\n0 ${next}\n0000000000 65535 f \n`,
    ...offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`),
    `trailer\n<< /Size ${next} /Root 1 0 R >>\nstartxref\n${offset}\n%%EOF\n`,
  ].join('');
  parts.push(Buffer.from(xref, 'latin1'));
  return Buffer.concat(parts);
}

const TEXT_LINE = 'BT /F1 12 Tf 72 700 Td (Lorem ipsum dolor sit amet, consectetur adipiscing elit.) Tj ET\n';
const NO_TEXT_OP = '1 0 0 1 0 0 cm\n';

/** One page whose content stream inflates to about `megabytes` MB of text-showing operators. */
export function textBombPdf(megabytes: number): Buffer {
  const chunk = Buffer.from(TEXT_LINE.repeat(Math.ceil(65_536 / TEXT_LINE.length)), 'latin1');
  return buildPdf(
    1,
    () => 'Start of the document',
    repeatedDeflate(chunk, Math.ceil((megabytes * 1e6) / chunk.length)),
  );
}

/** One page whose content stream inflates to about `megabytes` MB of operators that draw no text. */
export function operatorBombPdf(megabytes: number): Buffer {
  const chunk = Buffer.from(NO_TEXT_OP.repeat(Math.ceil(65_536 / NO_TEXT_OP.length)), 'latin1');
  return buildPdf(
    1,
    () => 'Start of the document',
    repeatedDeflate(chunk, Math.ceil((megabytes * 1e6) / chunk.length)),
  );
}

/**
 * `pages` pages, each saying "Page n of N"; every page after the first `lightPages` also runs a shared stream of
 * `megabytesPerPage` MB.
 */
export function manyPagesPdf(pages: number, megabytesPerPage = 0, lightPages = 0): Buffer {
  const chunk = Buffer.from(NO_TEXT_OP.repeat(Math.ceil(65_536 / NO_TEXT_OP.length)), 'latin1');
  const shared =
    megabytesPerPage > 0
      ? repeatedDeflate(chunk, Math.ceil((megabytesPerPage * 1e6) / chunk.length))
      : undefined;
  return buildPdf(pages, (i) => `Page ${i + 1} of ${pages}`, shared, lightPages);
}
