// The per-form tracking setting over real HTTP: off by default, only the owner reads and sets it, a bad Pixel id is
// a 400 naming it, and the published form's public payload carries the change at once (the embed reads it there).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, publishSample, signedInClient, startServer, type TestServer } from './helper.ts';

let server: TestServer;
let owner: Client;
let formId: number;

beforeAll(async () => {
  server = await startServer();
  const form = await publishSample(server.url, 'tracker');
  owner = form.client;
  formId = form.id;
});
afterAll(() => server?.close());

type Tracking = { dataLayer: boolean; metaPixel: boolean; pixelId: string | null };
const publicTracking = async () =>
  (await new Client(server.url).get<{ tracking: Tracking }>(`/api/forms/${formId}`)).body.tracking;

describe('form tracking', () => {
  it('is off until the owner switches it on, in the settings and in the public payload', async () => {
    const res = await owner.get<Tracking>(`/api/forms/${formId}/tracking`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dataLayer: false, metaPixel: false, pixelId: null });
    expect(await publicTracking()).toEqual({ dataLayer: false, metaPixel: false, pixelId: null });
  });

  it('is stored and reaches the public payload at once', async () => {
    const body = { dataLayer: true, metaPixel: true, pixelId: ' 1234567890123456 ' };
    const res = await owner.put<Tracking>(`/api/forms/${formId}/tracking`, body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ dataLayer: true, metaPixel: true, pixelId: '1234567890123456' });
    expect((await owner.get<Tracking>(`/api/forms/${formId}/tracking`)).body).toEqual(res.body);
    expect(await publicTracking()).toEqual(res.body);

    // Missing fields are off; an empty Pixel id means the page's own Pixel.
    const off = await owner.put<Tracking>(`/api/forms/${formId}/tracking`, { metaPixel: true, pixelId: '' });
    expect(off.body).toEqual({ dataLayer: false, metaPixel: true, pixelId: null });
    expect(await publicTracking()).toEqual(off.body);
  });

  it('refuses a Pixel id that is not Meta’s number, and values that are not switches', async () => {
    const bad = await owner.put(`/api/forms/${formId}/tracking`, { metaPixel: true, pixelId: 'fb-123' });
    expect(bad.status).toBe(400);
    expect(bad.body.error).toContain(
      'The Pixel ID must be the number Meta shows for your Pixel (10 to 20 digits)',
    );
    const notBool = await owner.put(`/api/forms/${formId}/tracking`, { dataLayer: 'yes' });
    expect(notBool.status).toBe(400);
    expect(notBool.body.error).toContain('dataLayer must be true or false');
  });

  it('belongs to the form’s owner only', async () => {
    const other = (await signedInClient(server.url, 'other')).client;
    expect((await other.get(`/api/forms/${formId}/tracking`)).status).toBe(403);
    expect((await other.put(`/api/forms/${formId}/tracking`, { dataLayer: true })).status).toBe(403);
    expect((await new Client(server.url).get(`/api/forms/${formId}/tracking`)).status).toBe(401);
  });
});
