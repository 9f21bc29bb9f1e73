import { describe, expect, it } from 'vitest';
import { loadEmbedForm } from './load-form.ts';

const respond = (status: number, body?: unknown) =>
  (async () =>
    new Response(body === undefined ? '' : JSON.stringify(body), { status })) as unknown as typeof fetch;

describe('loading the embedded form', () => {
  it('needs parameters', async () => {
    expect(await loadEmbedForm({ kind: 'none' }, respond(200, {}))).toEqual({ ok: false, error: 'noParams' });
  });
  it('asks by properties with cookies', async () => {
    const urls: string[] = [];
    const f = (async (url: string, init: RequestInit) => {
      urls.push(`${url} ${init.credentials}`);
      return new Response(
        JSON.stringify({ id: 3, config: { steps: [] }, color: '#10b981', iconMode: 'emoji' }),
      );
    }) as unknown as typeof fetch;
    const r = await loadEmbedForm({ kind: 'properties', language: 'en', label: 'A b', domain: '' }, f);
    expect(urls).toEqual(['/api/forms/by-properties?language=en&label=A+b&domain= include']);
    expect(r).toEqual({
      ok: true,
      form: {
        id: 3,
        config: { steps: [] },
        color: '#10b981',
        iconMode: 'emoji',
        label: undefined,
        language: undefined,
        autoSelectOptionId: null,
        availability: null,
        tracking: null,
      },
    });
  });
  it('carries the owner’s tracking setting, and reads anything malformed as off', async () => {
    const withTracking = (tracking: unknown) => respond(200, { id: 3, config: { steps: [] }, tracking });
    const on = await loadEmbedForm(
      { kind: 'id', id: 3 },
      withTracking({ dataLayer: true, metaPixel: 'yes', pixelId: '1234567890' }),
    );
    expect(on.ok && on.form.tracking).toEqual({ dataLayer: true, metaPixel: false, pixelId: '1234567890' });
    const off = await loadEmbedForm({ kind: 'id', id: 3 }, withTracking('on'));
    expect(off.ok && off.form.tracking).toBe(null);
  });
  it("carries the Form Console's auto-selected option only when it is enabled", async () => {
    const withConsole = (autoSelectFirstOption: unknown) =>
      respond(200, { id: 3, config: { steps: [] }, autoSelectFirstOption });
    const on = await loadEmbedForm({ kind: 'id', id: 3 }, withConsole({ enabled: true, optionId: 'pro' }));
    expect(on.ok && on.form.autoSelectOptionId).toBe('pro');
    const off = await loadEmbedForm({ kind: 'id', id: 3 }, withConsole({ enabled: false, optionId: 'pro' }));
    expect(off.ok && off.form.autoSelectOptionId).toBe(null);
  });
  it('shows a never-published form as not found, even to its signed-in owner', async () => {
    expect(
      await loadEmbedForm(
        { kind: 'id', id: 3 },
        respond(200, { id: 3, config: { steps: [] }, status: 'draft' }),
      ),
    ).toEqual({ ok: false, error: 'notFound' });
    const live = await loadEmbedForm(
      { kind: 'id', id: 3 },
      respond(200, { id: 3, config: { steps: [] }, status: 'live' }),
    );
    expect(live.ok).toBe(true);
  });
  it('maps 404 to Form not found and anything else to Failed to load form', async () => {
    expect(await loadEmbedForm({ kind: 'id', id: 1 }, respond(404, { error: 'x' }))).toEqual({
      ok: false,
      error: 'notFound',
    });
    expect(await loadEmbedForm({ kind: 'id', id: 1 }, respond(500))).toEqual({
      ok: false,
      error: 'loadFailed',
    });
    const offline = (async () => {
      throw new TypeError('Failed to fetch');
    }) as unknown as typeof fetch;
    expect(await loadEmbedForm({ kind: 'id', id: 1 }, offline)).toEqual({ ok: false, error: 'loadFailed' });
  });
});
