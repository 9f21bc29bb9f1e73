// The calls the runner makes (docs/spec/respondent-side.md §7), behind an interface so previews can run without a server.
import type { Answers } from '@forms-engine/model';
import { withChallenges } from './challenge.ts';

export interface AnswerSession {
  sessionId: string;
  sessionNo: number;
}

export interface GeocodeResult {
  status: string;
  results?: {
    formatted_address?: string;
    geometry?: { location?: { lat?: number; lng?: number } };
    /** The server's service-area verdict, when the form has one. */
    isAvailable?: boolean;
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
    options?: { keepalive?: boolean },
  ): Promise<void>;
  submitForm(formId: number | string, payload: Record<string, unknown>): Promise<void>;
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
  saveWhileOpening?(tempResponse: Answers): boolean;
  /** The saved partial answers of an answer session still open (resume); absent in previews. */
  loadSession?(sessionId: string): Promise<StoredSession>;
}

export interface StoredSession {
  formId: number;
  sessionNo: number;
  tempResponse: Answers;
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

async function errorOf(res: Response): Promise<ApiError> {
  let message = res.statusText || `HTTP ${res.status}`;
  try {
    const body = (await res.json()) as { error?: unknown };
    if (typeof body?.error === 'string') message = body.error;
  } catch {
    // Not JSON: keep the status text.
  }
  return new ApiError(res.status, message);
}

/** The real API over fetch; every call sends cookies (docs/spec/respondent-side.md §7). */
export function createHttpApi(
  baseUrl = '',
  plainFetch: typeof fetch = (...args) => fetch(...args),
): RunnerApi {
  // Abnormal volume from an address or a form is met with a proof-of-work the runner solves without a word.
  const fetchFn = withChallenges(plainFetch);
  const url = (path: string) => `${baseUrl}${path}`;
  const json = async <T>(path: string, init: RequestInit = {}): Promise<T> => {
    const res = await fetchFn(url(path), { credentials: 'include', ...init });
    if (!res.ok) throw await errorOf(res);
    const text = await res.text();
    return (text ? JSON.parse(text) : null) as T;
  };
  const send = (body: unknown, method = 'POST'): RequestInit => ({
    method,
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return {
    async createSession(formId) {
      const res = await fetchFn(url(`/api/forms/${encodeURIComponent(String(formId))}/session`), {
        method: 'POST',
        credentials: 'include',
      });
      if (!res.ok) throw new ApiError(res.status, res.statusText || `HTTP ${res.status}`);
      return (await res.json()) as AnswerSession;
    },
    async saveTempResponse(sessionId, tempResponse, options) {
      await json(`/api/sessions/${encodeURIComponent(sessionId)}/temp-response`, {
        ...send({ tempResponse }, 'PATCH'),
        // keepalive lets the last save survive the page being closed or hidden.
        keepalive: options?.keepalive === true,
      });
    },
    async submitForm(formId, payload) {
      try {
        await json(`/api/forms/${encodeURIComponent(String(formId))}/submit`, send(payload));
      } catch (err) {
        // 409: this session's answers were already stored (a retried or double-sent submit); that is success.
        if (err instanceof ApiError && err.status === 409) return;
        throw err;
      }
    },
    async submitGeneric(payload) {
      const body = await json<unknown>('/api/submit', send(payload));
      if (body === null || body === undefined || body === '') throw new ApiError(0, 'Empty response');
    },
    geocode: (address, formId) =>
      json<GeocodeResult>(
        '/api/geocode',
        send(formId === null || formId === undefined ? { address } : { address, formId }),
      ),
    staticMapUrl: (lat, lng) =>
      url(`/api/staticmap?center=${lat},${lng}&zoom=14&size=800x400&markers=${lat},${lng}`),
    async privacyPolicy(formId) {
      const q = formId === null ? '' : `?formId=${encodeURIComponent(String(formId))}`;
      const body = await json<{ privacyPolicyLink?: unknown }>(`/api/user/privacy-policy${q}`);
      return typeof body?.privacyPolicyLink === 'string' && body.privacyPolicyLink
        ? body.privacyPolicyLink
        : null;
    },
    async uploadDocument(file, context = {}) {
      const data = new FormData();
      // Fields before the file, so the server knows them when the file part arrives.
      if (context.formId !== null && context.formId !== undefined)
        data.append('formId', String(context.formId));
      if (context.sessionId) data.append('sessionId', context.sessionId);
      data.append('document', file);
      return json<UploadResult>('/api/upload-document', { method: 'POST', body: data });
    },
    generateQuotation: (body) => json<{ quotation?: unknown }>('/api/generate-quotation', send(body)),
    loadSession: (sessionId) =>
      json<StoredSession>(`/api/sessions/${encodeURIComponent(sessionId)}/temp-response`),
  };
}

/** A server-less API for previews: nothing is stored, lookups fail politely. */
export function createOfflineApi(overrides: Partial<RunnerApi> = {}): RunnerApi {
  const offline = () => Promise.reject(new ApiError(0, 'Not available in preview'));
  return {
    createSession: offline,
    saveTempResponse: async () => {},
    submitForm: async () => {},
    submitGeneric: async () => {},
    geocode: offline,
    staticMapUrl: (lat, lng) =>
      `/api/staticmap?center=${lat},${lng}&zoom=14&size=800x400&markers=${lat},${lng}`,
    privacyPolicy: async () => null,
    uploadDocument: offline,
    generateQuotation: offline,
    ...overrides,
  };
}
