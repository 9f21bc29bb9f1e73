// The calls the runner makes (docs/spec/respondent-side.md §7), behind an interface so previews can run without a server.
import {
  type ApiInput,
  type ApiResponse,
  type ContractOf,
  createAnswerSession,
  createClient,
  generateQuotation,
  geocode,
  getPrivacyPolicy,
  readTempResponse,
  recoverAnswerSession,
  sendVerificationCode,
  checkVerificationCode,
  saveTempResponse,
  staticMap,
  submitForm,
  submitGeneric,
  uploadDocument,
} from '@forms-engine/contracts/client';
import type { Answers } from '@forms-engine/model';
import { withChallenges } from './challenge.ts';

/** An answer session as the server opens it, and its saved answers as it gives them back (resume). */
export type AnswerSession = ApiResponse<ContractOf<typeof createAnswerSession>>;
export type StoredSession = ApiResponse<ContractOf<typeof readTempResponse>>;
/** The answer session a "finish your request" link brings back, under its new id. */
export type RecoveredSession = ApiResponse<ContractOf<typeof recoverAnswerSession>>;

export interface GeocodeResult {
  status: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
    /** The server's service-area verdict, when the form has one. */
    isAvailable?: boolean;
    /** ISO 3166 alpha-2, when the geocoder says. */
    country_code?: string | null;
  }[];
}

export interface UploadResult {
  documentUrl: string;
  extractedText?: string;
  documentContent?: string;
}

export interface QuotationRequest {
  formResponses: Answers;
  documentData: { documentContent: string; documentUrl: string; fileName?: string };
  contentPrompt: string;
  formId: number | string | null;
}

export interface RunnerApi {
  createSession(formId: number | string): Promise<AnswerSession>;
  saveTempResponse(
    sessionId: string,
    tempResponse: Answers,
    /** `path`: the steps shown, by id, the current one last (the funnel's record of the session). */
    options?: { keepalive?: boolean; path?: string[] },
  ): Promise<void>;
  /** Resolves with `held` when the form keeps this unverified lead in its responses only (its page tracks no lead). */
  submitForm(formId: number | string, payload: Record<string, unknown>): Promise<{ held?: true } | undefined>;
  /** POST /api/submit for forms without a stored id; an empty response counts as failure. */
  submitGeneric(payload: Record<string, unknown>): Promise<void>;
  /** formId lets the server apply the form's service area. */
  geocode(address: string, formId?: number | string | null): Promise<GeocodeResult>;
  staticMapUrl(lat: number, lng: number): string;
  privacyPolicy(formId: number | string | null): Promise<string | null>;
  /** formId and sessionId tie the upload to the form and to this respondent (who may then read it back). */
  uploadDocument(
    file: File,
    context?: { formId?: number | string | null; sessionId?: string | null },
  ): Promise<UploadResult>;
  generateQuotation(body: QuotationRequest): Promise<{ quotation?: unknown }>;
  /**
   * While the call opening the answer session under an id the page made up is on its way, saves the answers into
   * it with a keepalive request (the page is being left), so an answer left within that round trip is kept;
   * false when no such call is out.
   */
  saveWhileOpening?(tempResponse: Answers, path?: string[]): boolean;
  /** The saved partial answers of an answer session still open (resume); absent in previews. */
  loadSession?(sessionId: string): Promise<StoredSession>;
  /** Exchanges a "finish your request" link's token (once) for its answer session. */
  recoverSession?(token: string): Promise<RecoveredSession>;
  /** Sends a code to the respondent's address or number (E.164 with `country`), in their answer session. */
  sendCode?(
    sessionId: string,
    channel: 'email' | 'phone',
    value: string,
    country?: string,
  ): Promise<{ to: string; resendInSeconds: number }>;
  /** Checks the code; resolves with the verified address or number. */
  checkCode?(sessionId: string, channel: 'email' | 'phone', code: string): Promise<{ verified: string }>;
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

/**
 * Pauses before each repeat of a write that failed on the way (about 15 s in all): long enough for a load balancer
 * to take a dead instance out, short enough that the respondent is still on the page.
 */
export const RETRY_DELAYS_MS = [250, 500, 1000, 2000, 4000, 8000];

/**
 * A failure worth repeating the same call for: the connection failed or dropped (fetch rejects with a TypeError),
 * or a balancer or proxy in front answered 502/503/504 (no instance could take the call just then).
 */
export function isRetryable(error: unknown): boolean {
  if (error instanceof ApiError) return error.status === 502 || error.status === 503 || error.status === 504;
  return error instanceof TypeError;
}

/** Runs `call`, repeating it after each delay while it fails with a retryable error; the last error is thrown. */
export async function withRetries<T>(
  call: () => Promise<T>,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
  wait: (ms: number) => Promise<void> = (ms) => new Promise((r) => setTimeout(r, ms)),
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= delaysMs.length || !isRetryable(error)) throw error;
      await wait(delaysMs[attempt]);
    }
  }
}

/** The runner's answers are looser than the contracts' bodies; the server checks them. */
type BodyOf<T> = ApiInput<ContractOf<T>>['body'];

/** The server's `{ error }` text, else the status text. */
function errorOf(res: Response, bodyText: string): ApiError {
  let message = res.statusText || `HTTP ${res.status}`;
  try {
    const body = JSON.parse(bodyText) as { error?: unknown };
    if (typeof body?.error === 'string') message = body.error;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(res.status, message);
}

/**
 * The real API through the contracts' typed client; every call sends cookies (docs/spec/respondent-side.md §7).
 * `retryDelaysMs` paces the repeats of a submit that failed on the way (tests pass zeros).
 */
export function createHttpApi(
  baseUrl = '',
  plainFetch: typeof fetch = (...args) => fetch(...args),
  retryDelaysMs: readonly number[] = RETRY_DELAYS_MS,
): RunnerApi {
  // Abnormal volume from an address or a form is met with a proof-of-work the runner solves without a word.
  const { call } = createClient({ baseUrl, fetch: withChallenges(plainFetch), error: errorOf });
  const formId = (id: number | string) => ({ id }) as unknown as { id: number };
  return {
    createSession: (id) => call(createAnswerSession, { params: formId(id) }),
    async saveTempResponse(sessionId, tempResponse, options) {
      // keepalive lets the last save survive the page being closed or hidden.
      await call(
        saveTempResponse,
        {
          params: { sessionId },
          body: options?.path ? { tempResponse, path: options.path } : { tempResponse },
        },
        { keepalive: options?.keepalive === true },
      );
    },
    async submitForm(id, payload) {
      const submit = () => call(submitForm, { params: formId(id), body: payload });
      try {
        // A submit is idempotent by its answer session: the server stores a session's answers once and answers
        // 409 to a repeat, so a submit carrying _sessionInfo is repeated when the connection dropped or the
        // balancer had no instance for it. Without a session a repeat could store the answers twice: not repeated.
        const done = payload._sessionInfo ? await withRetries(submit, retryDelaysMs) : await submit();
        // An empty answer (a proxy, an older server) is a plain success.
        return done?.held ? { held: true } : undefined;
      } catch (err) {
        // 409: this session's answers were already stored (a retried or double-sent submit); that is success.
        if (err instanceof ApiError && err.status === 409) return undefined;
        throw err;
      }
    },
    async submitGeneric(payload) {
      const body: unknown = await call(submitGeneric, {
        body: payload as BodyOf<typeof submitGeneric>,
      });
      if (body === null || body === undefined || body === '') throw new ApiError(0, 'Empty response');
    },
    geocode: (address, id) =>
      call(geocode, {
        body: id === null || id === undefined ? { address } : { address, formId: formId(id).id },
      }),
    // The spec's query as written (commas unescaped), on the contract's path.
    staticMapUrl: (lat, lng) =>
      `${baseUrl}${staticMap.path}?center=${lat},${lng}&zoom=14&size=800x400&markers=${lat},${lng}`,
    async privacyPolicy(id) {
      const body = await call(getPrivacyPolicy, { query: id === null ? {} : { formId: formId(id).id } });
      return typeof body?.privacyPolicyLink === 'string' && body.privacyPolicyLink
        ? body.privacyPolicyLink
        : null;
    },
    uploadDocument(file, context = {}) {
      const data = new FormData();
      // Fields before the file, so the server knows them when the file part arrives.
      if (context.formId !== null && context.formId !== undefined)
        data.append('formId', String(context.formId));
      if (context.sessionId) data.append('sessionId', context.sessionId);
      data.append('document', file);
      return call(uploadDocument, {}, { form: data });
    },
    generateQuotation: (body) => call(generateQuotation, { body: body as BodyOf<typeof generateQuotation> }),
    loadSession: (sessionId) => call(readTempResponse, { params: { sessionId } }),
    recoverSession: (token) => call(recoverAnswerSession, { body: { token } }),
    sendCode: (sessionId, channel, value, country) =>
      call(sendVerificationCode, {
        params: { sessionId },
        body: { channel, value, ...(country ? { country } : {}) },
      }),
    checkCode: (sessionId, channel, code) =>
      call(checkVerificationCode, { params: { sessionId }, body: { channel, code } }),
  };
}

/** A server-less API for previews: nothing is stored, lookups fail politely. */
export function createOfflineApi(overrides: Partial<RunnerApi> = {}): RunnerApi {
  const offline = () => Promise.reject(new ApiError(0, 'Not available in preview'));
  return {
    createSession: offline,
    saveTempResponse: async () => {},
    submitForm: async () => undefined,
    submitGeneric: async () => {},
    geocode: offline,
    staticMapUrl: (lat, lng) =>
      `${staticMap.path}?center=${lat},${lng}&zoom=14&size=800x400&markers=${lat},${lng}`,
    privacyPolicy: async () => null,
    uploadDocument: offline,
    generateQuotation: offline,
    ...overrides,
  };
}
