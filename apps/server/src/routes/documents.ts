// Document upload (POST /api/upload-document), download for the owner or the uploading session, and analysis;
// owners' pictures for image choices (POST /api/images, served publicly from GET /api/images/:name).
import fastifyMultipart from '@fastify/multipart';
import {
  generateQuotation,
  getDocument,
  getOwnerImage,
  uploadDocument,
  uploadOwnerImage,
  ZFormId,
} from '@forms-engine/contracts';
import type { FastifyPluginAsync } from 'fastify';
import { currentUser } from '../context.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { route } from '../http/define-route.ts';
import { fromBody, RESPONDENT } from '../plugins/rate-limits.ts';
import { userOf } from '../plugins/route-rules.ts';
import { shownEstimates } from '../services/answers.ts';
import { contentDisposition, downloadName, megabytes } from '../services/documents.ts';
import { badText } from '../plugins/input-guard.ts';

/** The answer session comes as this header (an upload may name it in a multipart field sessionId instead). */
export const SESSION_HEADER = 'x-session-id';
const MAX_ANALYSIS_INPUT_CHARS = 50_000;

const header = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);

export const documentsRoutes: FastifyPluginAsync = async (app) => {
  const { documents, forms, config } = app.ctx;
  const maxBytes = config.documents.maxBytes;
  const limit = megabytes(maxBytes);

  // Registered here (encapsulated) so only this plugin's routes accept multipart bodies.
  await app.register(fastifyMultipart, {
    throwFileSizeLimit: true,
    // Keep the name exactly as sent so a path-like name is refused, not silently trimmed by busboy.
    preservePath: true,
    limits: { fileSize: maxBytes, files: 1, fields: 5, fieldSize: 200, parts: 8, headerPairs: 100 },
  });

  route(app, uploadDocument, { respondent: [RESPONDENT.upload] }, async (req) => {
    if (!req.isMultipart())
      throw badRequest('Send the document as multipart/form-data in the field "document"');
    let file: { buffer: Buffer; fileName: string } | null = null;
    const fields: Record<string, string> = {};
    try {
      for await (const part of req.parts()) {
        if (part.type === 'file') {
          if (part.fieldname !== 'document' || file) {
            await part.toBuffer();
            throw badRequest('Send exactly one file, in the field "document"');
          }
          const bad = badText(part.filename, 'file name');
          if (bad) {
            await part.toBuffer();
            throw badRequest(bad);
          }
          file = { buffer: await part.toBuffer(), fileName: part.filename };
        } else if (part.fieldname === 'formId' || part.fieldname === 'sessionId') {
          const value = String(part.value ?? '');
          const bad = badText(value, part.fieldname);
          if (bad) throw badRequest(bad);
          fields[part.fieldname] = value;
        }
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE') {
        throw new AppError('too_large', 413, `The file is too large; the limit is ${limit}`);
      }
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
        throw badRequest('Send exactly one file, in the field "document"');
      }
      if (err instanceof AppError) throw err;
      // Anything else the parser raises is the body's fault: cut off before its closing boundary, a part
      // without headers, no parts at all. A client error, never a 500.
      const message = err instanceof Error ? err.message : '';
      if (/unexpected end/i.test(message))
        throw badRequest('The upload is incomplete: the multipart body ended before its closing boundary');
      throw badRequest(`The upload is not valid multipart/form-data${message ? ` (${message})` : ''}`);
    }
    if (!file) throw badRequest('No document received: attach the file in the field "document"');
    return documents.upload({
      buffer: file.buffer,
      fileName: file.fileName,
      formId: fields.formId,
      sessionId: fields.sessionId ?? header(req.headers[SESSION_HEADER]),
    });
  });

  route(app, getDocument, {}, async (req, reply) => {
    // An id in the address would be kept by every log and history it passes through: refused, not ignored, so
    // a client sending it learns why its download fails.
    if (Object.hasOwn((req.query ?? {}) as object, 'sessionId'))
      throw badRequest('Send the answer session in the X-Session-Id header, not in the address');
    const { id } = req.params;
    const row = await documents.find(id);
    const user = await currentUser(req);
    const session = header(req.headers[SESSION_HEADER]) ?? null;
    // Unknown and forbidden look the same, so ids cannot be probed.
    if (!row || !(await documents.mayRead(row, user?.id ?? null, session)))
      throw notFound('Document not found');
    const body = await documents.storage.get(row.storageKey);
    if (!body) throw notFound('Document not found');
    const inline = row.mimeType.startsWith('image/');
    const name = downloadName(row.originalName, row.storageKey);
    return reply
      .header('content-type', row.mimeType)
      .header('content-length', body.length)
      .header('content-disposition', contentDisposition(inline ? 'inline' : 'attachment', name))
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .send(body);
  });

  route(app, uploadOwnerImage, {}, async (req) => {
    if (!req.isMultipart()) throw badRequest('Send the picture as multipart/form-data in the field "image"');
    let buffer: Buffer | null = null;
    try {
      for await (const part of req.parts()) {
        if (part.type !== 'file') continue;
        if (part.fieldname !== 'image' || buffer) {
          await part.toBuffer();
          throw badRequest('Send exactly one picture, in the field "image"');
        }
        buffer = await part.toBuffer();
      }
    } catch (err) {
      const code = (err as { code?: string }).code;
      if (code === 'FST_REQ_FILE_TOO_LARGE')
        throw new AppError('too_large', 413, `The picture is too large; the limit is ${limit}`);
      if (err instanceof AppError) throw err;
      if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT')
        throw badRequest('Send exactly one picture, in the field "image"');
      throw badRequest('The upload is not valid multipart/form-data');
    }
    if (!buffer) throw badRequest('No picture received: attach it in the field "image"');
    return documents.uploadOwnerImage(userOf(req).id, buffer);
  });

  route(app, getOwnerImage, {}, async (req, reply) => {
    const image = await documents.ownerImage(req.params.name);
    if (!image) throw notFound('Picture not found');
    // The name is random and never reused: the picture can be cached for good.
    return reply
      .header('content-type', image.mimeType)
      .header('content-length', image.body.length)
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(image.body);
  });

  route(
    app,
    generateQuotation,
    {
      respondent: [RESPONDENT.quotation(fromBody('formId'))],
      generatorErrors: 'analysis',
    },
    async (req) => {
      const input = req.body;
      let documentText = input.documentData?.documentContent?.trim() ?? '';
      // Without text from the client, use the stored extraction when the caller may read that document.
      const docId = input.documentData?.documentUrl
        ? documents.idFromUrl(input.documentData.documentUrl)
        : null;
      if (!documentText && docId) {
        const row = await documents.find(docId);
        const user = await currentUser(req);
        const session = header(req.headers[SESSION_HEADER]) ?? input.sessionId ?? null;
        if (row && (await documents.mayRead(row, user?.id ?? null, session)))
          documentText = row.extractedText;
      }
      let language: 'en' | 'de' | undefined;
      let estimates: { label: string; display: string }[] = [];
      const formId = ZFormId.safeParse(input.formId);
      if (formId.success) {
        const form = await forms.find(formId.data);
        if (form?.language === 'de' || form?.language === 'en') language = form.language;
        // The estimate the analysis states is computed here from the answers, never taken from the client.
        if (form)
          estimates = shownEstimates(
            form.publishedConfig ?? form.config,
            input.formResponses,
            language ?? 'en',
          );
      }
      // Looked up per request so the generator can be swapped (tests stub it to check the empty-result path).
      const quotation = await app.ctx.generator.analyze({
        formResponses: input.formResponses,
        documentText: documentText.slice(0, MAX_ANALYSIS_INPUT_CHARS),
        contentPrompt: input.contentPrompt,
        language,
        estimates,
      });
      if (typeof quotation !== 'string' || !quotation.trim()) {
        throw new AppError('analysis_empty', 502, 'The analysis came back empty; please try again');
      }
      return { quotation };
    },
  );
};
