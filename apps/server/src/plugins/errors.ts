// Every error becomes `{ error: message }` here, and only here: AppError as it says, provider failures by the
// route's declared style, Fastify's own 4xx in plain words, anything else a logged 500.
import type { FastifyError, FastifyInstance, FastifyRequest } from 'fastify';
import {
  ANALYSIS_FAILED_MESSAGE,
  AppError,
  badRequest,
  GENERATION_FAILED_MESSAGE,
  GEOCODER_FAILED_MESSAGE,
} from '../errors.ts';
import type { GeneratorErrorStyle } from '../http/define-route.ts';
import { GeneratorError } from '../providers/ai/types.ts';
import { MapRequestError } from '../providers/geo/static-map.ts';
import { GeoProviderError } from '../providers/geo/types.ts';

/** How each API surface answers a generator failure (the public API's codes are in the spec). */
const GENERATOR_ERRORS: Record<GeneratorErrorStyle, (err: GeneratorError) => AppError> = {
  owner: (err) =>
    new AppError(
      `generator_${err.code}`,
      { not_understood: 422, invalid_output: 502, timeout: 504, provider_error: 502 }[err.code],
      err.message,
    ),
  // A prompt the generator cannot turn into a form is the caller's to fix; anything else is ours.
  publicApi: (err) =>
    err.code === 'not_understood'
      ? badRequest(err.message)
      : new AppError('generation_failed', 500, GENERATION_FAILED_MESSAGE),
  // Text the offline engine gave up on (too long or too odd to read in time) is the caller's to change.
  analysis: (err) =>
    err.code === 'not_understood'
      ? new AppError('analysis_not_understood', 422, err.message)
      : new AppError('analysis_failed', 502, ANALYSIS_FAILED_MESSAGE),
};

/** Fastify's own 4xx codes, in words a person can act on. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type; send application/json',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'Request body is empty; send a JSON object',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Malformed JSON in request body',
};

/** The AppError a thrown value stands for, or null when it is an unexpected failure. */
export function toAppError(err: unknown, req: FastifyRequest): AppError | null {
  if (err instanceof AppError) return err;
  if (err instanceof GeneratorError) {
    const style = req.routeOptions.config?.generatorErrors ?? 'owner';
    const mapped = GENERATOR_ERRORS[style](err);
    if (mapped.status >= 500) req.log.warn({ code: err.code, reason: err.message }, 'generator failed');
    return mapped;
  }
  if (err instanceof GeoProviderError) {
    req.log.warn({ reason: err.message }, 'geocoding provider failed');
    return new AppError('geocoder_failed', 502, GEOCODER_FAILED_MESSAGE);
  }
  if (err instanceof MapRequestError) return badRequest(err.message);
  const fastifyError = err as FastifyError;
  const status = fastifyError.statusCode;
  if (status && status >= 400 && status < 500) {
    const message =
      FASTIFY_MESSAGES[fastifyError.code] ??
      (err instanceof SyntaxError ? FASTIFY_MESSAGES.FST_ERR_CTP_INVALID_JSON_BODY : fastifyError.message);
    return new AppError(fastifyError.code ?? 'bad_request', status, message);
  }
  return null;
}

export function registerErrors(app: FastifyInstance) {
  app.setErrorHandler((err, req, reply) => {
    const known = toAppError(err, req);
    if (!known) {
      req.log.error({ err }, 'unhandled error');
      return reply.code(500).send({ error: 'Internal server error' });
    }
    if (known.status >= 500) req.log.error({ err: known.cause ?? err }, known.message);
    // Every 429 says when to come back; a limit that cannot tell says a minute.
    if (known.status === 429) reply.header('Retry-After', String(known.retryAfterSeconds ?? 60));
    // The body stays the spec's `{ error }` in English; the stable code (and the field a validation failure is
    // about) travel in headers, so the owner app can say it in the owner's language.
    reply.header('X-Error-Code', known.code);
    if (known.field) reply.header('X-Error-Field', known.field);
    return reply.code(known.status).send({ error: known.message });
  });
}
