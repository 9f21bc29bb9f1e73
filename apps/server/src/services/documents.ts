// Document uploads: type by content, text extraction (PDF/DOCX in worker threads), storage and access rules.
import crypto from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { answerSessions, documents, forms, ownerImages } from '../db/schema.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import { createStorage } from '../providers/storage/index.ts';
import type { DocumentStorage } from '../providers/storage/types.ts';
import { ExtractRefusal, MAX_EXTRACTED_CHARS, type StopReason } from './extraction/extract.ts';
import type { JobSource } from '../workers/loop.ts';
import { ExtractionPool, type ExtractionLimits, type ExtractionResult } from './extraction/pool.ts';

export { MAX_EXTRACTED_CHARS };

export type DocumentKind = 'pdf' | 'docx' | 'txt' | 'png' | 'jpeg';

const KINDS: Record<DocumentKind, { mime: string; ext: string }> = {
  pdf: { mime: 'application/pdf', ext: 'pdf' },
  docx: { mime: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document', ext: 'docx' },
  txt: { mime: 'text/plain; charset=utf-8', ext: 'txt' },
  png: { mime: 'image/png', ext: 'png' },
  jpeg: { mime: 'image/jpeg', ext: 'jpg' },
};

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
  return (
    text
      .replace(/^\uFEFF/, '')
      .replace(/\r\n?/g, '\n')
      // Each run of blanks is tried once, from its start: a search from every blank would be quadratic in the run.
      .replace(/(?<![ \t])[ \t]+\n/g, '\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim()
      .slice(0, MAX_EXTRACTED_CHARS)
  );
}

/** What the uploader is told when the text is incomplete; the file itself is always stored. */
export function extractionNotice(
  stopped: StopReason | null,
  limits: ExtractionLimits,
  text: string,
): string | undefined {
  const kept = text ? 'The text read until then was kept' : 'No text was kept';
  switch (stopped) {
    case null:
      return undefined;
    case 'pages':
      return `Only the first ${limits.maxPages} pages were read.`;
    case 'chars':
      return `The document has more text than is kept; the first ${MAX_EXTRACTED_CHARS.toLocaleString('en-US')} characters were kept.`;
    case 'time':
      return `Reading the document took longer than ${Math.round(limits.timeoutMs / 1000)} seconds and was stopped. ${kept}; the file itself was stored.`;
    case 'memory':
      return `Reading the document needed too much memory and was stopped. ${kept}; the file itself was stored.`;
    case 'busy':
      return 'The server was too busy to read the document. No text was kept; the file itself was stored.';
    case 'crashed':
      return `Reading the document failed part-way. ${kept}; the file itself was stored.`;
    default: {
      const never: never = stopped;
      return String(never);
    }
  }
}

export interface Extracted {
  text: string;
  /** Set when the text is incomplete (a limit was reached); says why. */
  notice?: string;
}

/**
 * The document's text. PDF and DOCX are read in the extraction pool's worker threads; text files and images
 * are cheap and handled here. Images are described, since no OCR provider is configured.
 */
export async function extractText(buf: Buffer, kind: DocumentKind, pool: ExtractionPool): Promise<Extracted> {
  switch (kind) {
    case 'txt':
      // Sliced before tidying so a large text file costs the event loop little.
      return { text: tidy(buf.toString('utf8', 0, Math.min(buf.length, MAX_EXTRACTED_CHARS * 4))) };
    case 'pdf':
    case 'docx': {
      let result: ExtractionResult;
      try {
        result = await pool.run(buf, kind);
      } catch (err) {
        if (err instanceof ExtractRefusal) {
          throw err.status === 415 ? unsupported(err.message) : unreadable(err.message);
        }
        throw err;
      }
      const text = tidy(result.text);
      return { text, notice: extractionNotice(result.stopped, pool.limits, text) };
    }
    case 'png':
    case 'jpeg': {
      const size = imageSize(buf, kind);
      const dims = size ? `, ${size.width}×${size.height} pixels` : '';
      return {
        text: `[Image (${kind.toUpperCase()}${dims}). No text was extracted: images are stored as they are and no OCR provider is configured.]`,
      };
    }
    default: {
      const never: never = kind;
      throw new Error(`unknown kind ${String(never)}`);
    }
  }
}

/** Control characters (C0, DEL, C1) and the invisible bidi, direction and zero-width marks a name can hide behind. */
const HIDDEN_CHARS =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: removing control characters is the point.
  /[\u0000-\u001f\u007f-\u009f\u00ad\u061c\u180e\u200b-\u200f\u202a-\u202e\u2060-\u206f\ufeff\ufff9-\ufffb]/g;

/**
 * The name a download is saved under: the uploader's name without hidden characters or path-like parts, and
 * always the extension of the type we detected — "evil.html" stored as text comes back as "evil.txt", and a
 * right-to-left override cannot make "invoice_‮lmth.gpj" look like a picture.
 */
export function downloadName(originalName: string, storageKey: string): string {
  const ext = storageKey.split('.').pop()?.toLowerCase() || 'bin';
  const cleaned = originalName
    .normalize('NFC')
    .replace(HIDDEN_CHARS, '')
    .replace(/[\\/:*?"<>|]+/g, '_')
    .trim();
  // The last extension is replaced by ours; what the system acts on is always the last one.
  const base = cleaned
    .replace(/^[.\s]+/, '')
    .replace(/\.[\p{L}\p{N}_-]{1,12}$/u, '')
    .replace(/(?<![.\s])[.\s]+$/, '')
    .slice(0, 120);
  return `${base || 'document'}.${ext}`;
}

/** Content-Disposition with an ASCII fallback and the UTF-8 name (RFC 6266). */
export function contentDisposition(kind: 'inline' | 'attachment', name: string): string {
  const ascii = name.replace(/[^\x20-\x7e]|["\\%]/g, '_');
  // RFC 5987 attr-chars exclude ' ( ) * which encodeURIComponent leaves alone.
  const utf8 = encodeURIComponent(name).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${ascii}"; filename*=UTF-8''${utf8}`;
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

import type { UploadResult } from '@forms-engine/contracts';

export type { UploadResult };

export type DocumentRow = typeof documents.$inferSelect;

/** Uploads one sweep looks at, at most (the next sweep takes the rest). */
const SWEEP_BATCH = 200;
/** An owner's picture no form uses is deleted this many days after its upload (and after it was last in use). */
const OWNER_IMAGE_UNUSED_DAYS = 7;

/** A size for people: "500 MB", "0.5 MB". */
export const megabytes = (bytes: number) => `${Math.round((bytes / 1024 / 1024) * 10) / 10} MB`;

export class DocumentsService {
  constructor(
    private readonly db: Db,
    readonly storage: DocumentStorage,
    readonly extraction: ExtractionPool,
    private readonly publicUrl = '',
    readonly limits: {
      unattachedHours: number;
      perSession: number;
      imagesPerAccount: number;
      imageBytesPerAccount: number;
    } = {
      unattachedHours: 24,
      perSession: 10,
      imagesPerAccount: 500,
      imageBytesPerAccount: 500 * 1024 * 1024,
    },
  ) {}

  private async refuseWhenSessionFull(sessionId: string | null) {
    if (sessionId === null) return;
    const [row] = await this.db
      .select({ n: count() })
      .from(documents)
      .where(eq(documents.sessionId, sessionId));
    if (Number(row?.n ?? 0) >= this.limits.perSession)
      throw conflict(
        `This answer session already holds ${this.limits.perSession} uploads, the most it may hold`,
      );
  }

  /**
   * Deletes uploads older than `unattachedHours` (at `now`) that no saved or submitted answer refers to — their
   * session's answers, or for an upload without a session a submission of its form sent after it — from storage and
   * the database; those referred to are marked attached and never looked at again. Answers how many were deleted.
   */
  async sweepUnattached(now = new Date()): Promise<{ deleted: number; kept: number }> {
    const before = new Date(now.getTime() - this.limits.unattachedHours * 3_600_000);
    const candidates = rowsOf<{ id: string; storage_key: string; referred: boolean }>(
      await this.db.execute(sql`
        select d.id, d.storage_key, exists (
          select 1 from responses r
          where (r.session_id = d.session_id
              or (d.session_id is null and r.form_id = d.form_id and r.created_at >= d.created_at))
            and strpos(coalesce(r.response::text, '') || coalesce(r.temp_response::text, ''), d.id) > 0
        ) as referred
        from documents d
        where not d.attached and d.created_at < ${before.toISOString()}::timestamptz
        order by d.created_at
        limit ${SWEEP_BATCH}`),
    );
    const kept = candidates.filter((c) => c.referred).map((c) => c.id);
    const gone = candidates.filter((c) => !c.referred);
    if (kept.length > 0)
      await this.db.execute(
        sql`update documents set attached = true where id in (${sql.join(
          kept.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    let deleted = 0;
    for (const doc of gone) {
      // The row goes first: a download can no longer find it, and a file left by a failed delete is only space.
      const removed = rowsOf(
        await this.db.execute(sql`delete from documents where id = ${doc.id} and not attached returning id`),
      );
      if (removed.length === 0) continue;
      await this.storage.delete(doc.storage_key).catch(() => {});
      deleted++;
    }
    return { deleted, kept: kept.length };
  }

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
    await this.refuseWhenSessionFull(owners.sessionId);
    const kind = detectKind(input.buffer);
    const { text: extractedText, notice } = await extractText(input.buffer, kind, this.extraction);
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
    return {
      id,
      documentUrl: this.urlFor(id),
      extractedText,
      ...(notice ? { extractionNotice: notice } : {}),
      fileName,
      mimeType,
      size: input.buffer.length,
    };
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

  /**
   * Stores an owner's picture for an image choice under images/<random id>.<png|jpg>: the address names its key,
   * so serving it needs no database row. PNG and JPEG only, told apart by their bytes; within the account's
   * allowance (two uploads at the same moment may pass it by one picture, which only the next upload notices).
   */
  async uploadOwnerImage(
    userId: number,
    buffer: Buffer,
  ): Promise<{ url: string; mimeType: string; size: number }> {
    if (!buffer.length) throw badRequest('The picture is empty');
    let kind: DocumentKind;
    try {
      kind = detectKind(buffer);
    } catch {
      kind = 'txt';
    }
    if (kind !== 'png' && kind !== 'jpeg') throw unsupported('Upload the picture as a PNG or JPEG image');
    const [held] = await this.db
      .select({ n: count(), bytes: sql<string>`coalesce(sum(${ownerImages.size}), 0)` })
      .from(ownerImages)
      .where(eq(ownerImages.userId, userId));
    const { imagesPerAccount, imageBytesPerAccount } = this.limits;
    if (
      Number(held?.n ?? 0) >= imagesPerAccount ||
      Number(held?.bytes ?? 0) + buffer.length > imageBytesPerAccount
    )
      throw conflict(
        `Your account holds the most pictures it may (${imagesPerAccount} pictures, ${megabytes(imageBytesPerAccount)} in all). ` +
          `Pictures no form uses any more are removed after ${OWNER_IMAGE_UNUSED_DAYS} days; reuse a picture you uploaded before.`,
        'pictures_full',
      );
    const name = `${crypto.randomUUID()}.${KINDS[kind].ext}`;
    await this.storage.put(`images/${name}`, buffer, KINDS[kind].mime);
    await this.db.insert(ownerImages).values({ name, userId, size: buffer.length });
    return { url: `/api/images/${name}`, mimeType: KINDS[kind].mime, size: buffer.length };
  }

  /**
   * Deletes owners' pictures that no form of their account uses — its draft, its live form, its saved versions or
   * its builder chat — once they are older than a week (at `now`); a picture in use is looked at again a week
   * later. Pictures of deleted accounts go too. Answers how many were deleted.
   */
  async sweepOwnerImages(now = new Date()): Promise<{ deleted: number; kept: number }> {
    const before = new Date(now.getTime() - OWNER_IMAGE_UNUSED_DAYS * 86_400_000).toISOString();
    const candidates = rowsOf<{ name: string; used: boolean }>(
      await this.db.execute(sql`
        select i.name, i.user_id is not null and (
          exists (
            select 1 from forms f
            where f.user_id = i.user_id
              and strpos(f.config::text || coalesce(f.published_config::text, '') || f.chat::text, i.name) > 0)
          or exists (
            select 1 from form_versions v join forms f on f.id = v.form_id
            where f.user_id = i.user_id and strpos(v.config::text, i.name) > 0)
        ) as used
        from owner_images i
        where i.created_at < ${before}::timestamptz
          and (i.checked_at is null or i.checked_at < ${before}::timestamptz)
        order by i.created_at
        limit ${SWEEP_BATCH}`),
    );
    const kept = candidates.filter((c) => c.used).map((c) => c.name);
    if (kept.length > 0)
      await this.db.execute(
        sql`update owner_images set checked_at = ${now.toISOString()}::timestamptz where name in (${sql.join(
          kept.map((name) => sql`${name}`),
          sql`, `,
        )})`,
      );
    let deleted = 0;
    for (const { name } of candidates.filter((c) => !c.used)) {
      await this.db.delete(ownerImages).where(eq(ownerImages.name, name));
      await this.storage.delete(`images/${name}`).catch(() => {});
      deleted++;
    }
    return { deleted, kept: kept.length };
  }

  /** An owner's picture by the name in its address, or null (an unknown or malformed name). */
  async ownerImage(name: string): Promise<{ body: Buffer; mimeType: string } | null> {
    const m = /^[0-9a-f-]{36}\.(png|jpg)$/.exec(name);
    if (!m) return null;
    const body = await this.storage.get(`images/${name}`);
    return body ? { body, mimeType: m[1] === 'png' ? KINDS.png.mime : KINDS.jpeg.mime } : null;
  }

  /** The document's id when a URL points at one of ours (absolute or relative), else null. */
  idFromUrl(url: string): string | null {
    const m = /\/api\/documents\/([0-9a-f-]{36})(?:[?#].*)?$/i.exec(url);
    return m?.[1] ?? null;
  }
}

export function createDocumentsService(config: AppConfig, db: Db): DocumentsService {
  const pool = new ExtractionPool({ ...config.documents.extraction, maxChars: MAX_EXTRACTED_CHARS });
  return new DocumentsService(db, createStorage(config.documents), pool, config.publicUrl ?? '', {
    unattachedHours: config.documents.unattachedHours,
    perSession: config.documents.perSession,
    imagesPerAccount: config.documents.imagesPerAccount,
    imageBytesPerAccount: config.documents.imageBytesPerAccount,
  });
}

/** The worker loop's job that deletes unattached uploads, claimed at most once per `everyMs` in each instance. */
export class UploadSweep implements JobSource<'sweep'> {
  readonly name = 'upload-sweep';
  private last = 0;

  constructor(
    private readonly documents: DocumentsService,
    private readonly everyMs = 10 * 60_000,
  ) {}

  async claim(limit: number): Promise<'sweep'[]> {
    const now = Date.now();
    if (limit < 1 || now - this.last < this.everyMs) return [];
    this.last = now;
    return ['sweep'];
  }

  async run(): Promise<void> {
    await this.documents.sweepUnattached();
    await this.documents.sweepOwnerImages();
  }
}
