import { describe, expect, it } from 'vitest';
import { createHttpApi, withRetries } from './api.ts';

function fakeFetch(responses: Record<string, { status?: number; body?: unknown }> = {}) {
  const calls: { url: string; init: RequestInit }[] = [];
  const fn = (async (url: string, init: RequestInit = {}) => {
    calls.push({ url, init });
    const r = responses[url.split('?')[0]] ?? {};
    const status = r.status ?? 200;
    const text = r.body === undefined ? '' : JSON.stringify(r.body);
    return new Response(status === 204 ? null : text, {
      status,
      statusText: status === 500 ? 'Internal Server Error' : '',
    });
  }) as unknown as typeof fetch;
  return { fn, calls };
}

describe('runner HTTP API', () => {
  it('sends cookies and JSON to the spec paths', async () => {
    const f = fakeFetch({ '/api/forms/5/session': { body: { sessionId: 'a', sessionNo: 1 } } });
    const api = createHttpApi('', f.fn);
    expect(await api.createSession(5)).toEqual({ sessionId: 'a', sessionNo: 1 });
    await api.saveTempResponse('a', { Q: 1 }, { keepalive: true });
    await api.submitForm(5, { Q: 1 });
    expect(f.calls.map((c) => `${c.init.method} ${c.url}`)).toEqual([
      'POST /api/forms/5/session',
      'PATCH /api/sessions/a/temp-response',
      'POST /api/forms/5/submit',
    ]);
    expect(f.calls.every((c) => c.init.credentials === 'include')).toBe(true);
    expect(f.calls[1].init.keepalive).toBe(true);
    expect(JSON.parse(String(f.calls[1].init.body))).toEqual({ tempResponse: { Q: 1 } });
  });
  it('tells the page when the form keeps the lead in its responses only (held as unverified)', async () => {
    const held = fakeFetch({ '/api/forms/5/submit': { body: { success: true, id: 7, held: true } } });
    await expect(createHttpApi('', held.fn).submitForm(5, {})).resolves.toEqual({ held: true });
    const sent = fakeFetch({ '/api/forms/5/submit': { body: { success: true, id: 8 } } });
    await expect(createHttpApi('', sent.fn).submitForm(5, {})).resolves.toBeUndefined();
  });
  it('reports the server error message', async () => {
    const f = fakeFetch({ '/api/forms/5/submit': { status: 400, body: { error: 'Bad answers' } } });
    await expect(createHttpApi('', f.fn).submitForm(5, {})).rejects.toThrow('Bad answers');
  });
  it("treats 409 on submit as done: the session's answers were already stored (a retried submit)", async () => {
    const f = fakeFetch({
      '/api/forms/5/submit': { status: 409, body: { error: 'This response has already been submitted.' } },
    });
    await expect(createHttpApi('', f.fn).submitForm(5, {})).resolves.toBeUndefined();
  });
  it('repeats a submit carrying its session after a dropped connection or a 502/503/504, and takes a 409 on a repeat as done', async () => {
    const answers = [
      () => Promise.reject(new TypeError('fetch failed')),
      async () => new Response('<html>Bad Gateway</html>', { status: 502 }),
      async () => new Response('', { status: 503 }),
      async () => new Response(JSON.stringify({ error: 'already submitted' }), { status: 409 }),
    ];
    const calls: string[] = [];
    const fn = (async (url: string, init: RequestInit) => {
      calls.push(`${init.method} ${url} ${init.body}`);
      return answers[calls.length - 1]();
    }) as unknown as typeof fetch;
    const payload = { Q: 1, _sessionInfo: { sessionId: 's1', sessionNo: 1 } };
    await expect(createHttpApi('', fn, [0, 0, 0, 0]).submitForm(5, payload)).resolves.toBeUndefined();
    expect(calls).toHaveLength(4);
    expect(new Set(calls)).toEqual(new Set([`POST /api/forms/5/submit ${JSON.stringify(payload)}`]));
  });
  it('never repeats a submit without a session (a repeat could store the answers twice), nor one the server refused', async () => {
    let calls = 0;
    const dropped = (async () => {
      calls++;
      throw new TypeError('fetch failed');
    }) as unknown as typeof fetch;
    await expect(createHttpApi('', dropped, [0, 0]).submitForm(5, { Q: 1 })).rejects.toThrow('fetch failed');
    expect(calls).toBe(1);
    const f = fakeFetch({ '/api/forms/5/submit': { status: 400, body: { error: 'Bad answers' } } });
    const withSession = { Q: 1, _sessionInfo: { sessionId: 's1', sessionNo: 1 } };
    await expect(createHttpApi('', f.fn, [0, 0]).submitForm(5, withSession)).rejects.toThrow('Bad answers');
    expect(f.calls).toHaveLength(1);
  });
  it('gives up after the last pause, with the last error', async () => {
    const waits: number[] = [];
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new TypeError(`dropped ${calls}`);
    };
    await expect(
      withRetries(failing, [10, 20], async (ms) => {
        waits.push(ms);
      }),
    ).rejects.toThrow('dropped 3');
    expect(waits).toEqual([10, 20]);
  });
  it('builds the static map URL from the spec', () => {
    expect(createHttpApi('').staticMapUrl(1.5, -2)).toBe(
      '/api/staticmap?center=1.5,-2&zoom=14&size=800x400&markers=1.5,-2',
    );
  });
  it('uploads the file as multipart field "document"', async () => {
    const f = fakeFetch({ '/api/upload-document': { body: { documentUrl: '/d', extractedText: 't' } } });
    const result = await createHttpApi('', f.fn).uploadDocument(new File(['x'], 'a.txt'));
    expect(result.documentUrl).toBe('/d');
    const body = f.calls[0].init.body as FormData;
    expect((body.get('document') as File).name).toBe('a.txt');
  });
  it('asks for the privacy link by form id and tolerates its absence', async () => {
    const f = fakeFetch({ '/api/user/privacy-policy': { body: { privacyPolicyLink: 'https://x/p' } } });
    expect(await createHttpApi('', f.fn).privacyPolicy(9)).toBe('https://x/p');
    expect(f.calls[0].url).toBe('/api/user/privacy-policy?formId=9');
    const empty = fakeFetch({ '/api/user/privacy-policy': { body: {} } });
    expect(await createHttpApi('', empty.fn).privacyPolicy(null)).toBeNull();
  });
  it('counts an empty generic submit response as failure', async () => {
    const f = fakeFetch({ '/api/submit': { status: 200 } });
    await expect(createHttpApi('', f.fn).submitGeneric({})).rejects.toThrow('Empty response');
  });
});
