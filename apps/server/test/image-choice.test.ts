// The image choice over real HTTP: an owner uploads pictures (PNG or JPEG, within the upload limit) that anyone may
// load by their address; a form shows them on its options; answers are option ids, checked like other choices,
// and the owner's e-mail and CSV name the chosen options by title.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { SmtpReceiver } from './smtp-receiver.ts';
import { waitFor } from './webhook-receiver.ts';

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46, 0x49, 0x46, 0x00, 0x01]);

let server: TestServer;
let owner: Client;
let ownerEmail: string;
let smtp: SmtpReceiver;

async function uploadPicture(
  client: Client | null,
  bytes: Buffer,
  field = 'image',
  name = 'kitchen.png',
  url = server.url,
) {
  const data = new FormData();
  data.append(field, new Blob([new Uint8Array(bytes)]), name);
  const headers: Record<string, string> = {};
  if (client?.cookies.size) headers.cookie = [...client.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const res = await fetch(`${url}/api/images`, { method: 'POST', body: data, headers });
  return {
    status: res.status,
    code: res.headers.get('x-error-code'),
    body: (await res.json()) as { url?: string; mimeType?: string; error?: string },
  };
}

beforeAll(async () => {
  smtp = await new SmtpReceiver().up();
  server = await startServer({}, { SMTP_URL: smtp.url, UPLOAD_MAX_BYTES: '2048' });
  const signedIn = await signedInClient(server.url);
  owner = signedIn.client;
  ownerEmail = signedIn.email;
});
afterAll(async () => {
  await server.close();
  await smtp.down();
});

describe("an owner's pictures", () => {
  it('are stored as PNG or JPEG and served to anyone at their address, cached for good', async () => {
    const png = await uploadPicture(owner, PNG);
    expect(png.status).toBe(200);
    expect(png.body).toMatchObject({ mimeType: 'image/png' });
    expect(png.body.url).toMatch(/^\/api\/images\/[0-9a-f-]{36}\.png$/);
    const res = await fetch(`${server.url}${png.body.url}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('cache-control')).toContain('immutable');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    const jpeg = await uploadPicture(owner, JPEG, 'image', 'photo.jpg');
    expect(jpeg.body.url).toMatch(/\.jpg$/);
  });

  it.each([
    ['without signing in', null, PNG, 'image', 401, /./],
    ['a text file', 'owner', Buffer.from('just words'), 'image', 415, /PNG or JPEG/],
    ['a PDF', 'owner', Buffer.from('%PDF-1.4 x'), 'image', 415, /PNG or JPEG/],
    ['a picture in another field', 'owner', PNG, 'document', 400, /field "image"/],
    [
      'a picture over the upload limit',
      'owner',
      Buffer.concat([PNG, Buffer.alloc(4096)]),
      'image',
      413,
      /too large/,
    ],
  ])('refuses %s', async (_what, who, bytes, field, status, message) => {
    const res = await uploadPicture(who ? owner : null, bytes as Buffer, field as string);
    expect(res.status).toBe(status);
    expect(res.body.error).toMatch(message as RegExp);
  });

  it('answers 404 for an unknown or malformed picture address', async () => {
    expect((await fetch(`${server.url}/api/images/0b8f7a52-5c1e-4a57-9f0e-3f1d2c4b5a69.png`)).status).toBe(
      404,
    );
    expect((await fetch(`${server.url}/api/images/..%2F..%2Fsecret.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/api/images/x.gif`)).status).toBe(404);
  });
});

describe("an account's pictures", () => {
  let small: TestServer;
  const DAY = 86_400_000;
  const choiceWith = (picture: string) => ({
    title: 'Kitchens',
    steps: [
      {
        id: 'style',
        type: 'imageChoice',
        title: 'Which style?',
        options: [
          { id: 'modern', title: 'Modern', image: picture },
          { id: 'rustic', title: 'Rustic' },
        ],
      },
    ],
  });
  beforeAll(async () => {
    small = await startServer({}, { IMAGES_PER_ACCOUNT: '5', IMAGE_BYTES_PER_ACCOUNT: '2048' });
  });
  afterAll(() => small.close());

  it('are limited in number and in bytes per account (409 with the limits), other accounts unaffected', async () => {
    const { client } = await signedInClient(small.url);
    for (let i = 0; i < 5; i++)
      expect((await uploadPicture(client, PNG, 'image', 'p.png', small.url)).status).toBe(200);
    const over = await uploadPicture(client, PNG, 'image', 'p.png', small.url);
    expect(over.status).toBe(409);
    expect(over.body.error).toMatch(/holds the most pictures it may \(5 pictures, 0 MB in all\)/);
    // Its own code, so the owner app says it in the owner's language.
    expect(over.code).toBe('pictures_full');
    const other = (await signedInClient(small.url)).client;
    const big = Buffer.concat([PNG, Buffer.alloc(1500)]);
    expect((await uploadPicture(other, big, 'image', 'big.png', small.url)).status).toBe(200);
    // 1.6 KB held: one more of that size would pass the account's 2 KB.
    expect((await uploadPicture(other, big, 'image', 'big.png', small.url)).status).toBe(409);
    expect((await uploadPicture(other, PNG, 'image', 'p.png', small.url)).status).toBe(200);
  });

  it('are deleted a week after no form of the account uses them, and kept while a draft, the live form or a saved version does', async () => {
    const { client } = await signedInClient(small.url);
    const upload = async () =>
      (await uploadPicture(client, PNG, 'image', 'p.png', small.url)).body.url as string;
    const [first, second, drafted, unused] = [await upload(), await upload(), await upload(), await upload()];
    const form = await client.post<{ id: number }>('/api/publish', {
      config: choiceWith(first),
      label: uniqueLabel(),
    });
    expect(form.status).toBe(200);
    const edit = async (picture: string) =>
      (await client.put(`/api/forms/${form.body.id}/draft`, { config: choiceWith(picture) })).status;
    // Version 2 shows the second picture: the first is left only in version 1.
    expect(await edit(second)).toBe(200);
    expect((await client.post(`/api/forms/${form.body.id}/publish`)).status).toBe(200);
    expect(await edit(drafted)).toBe(200);
    const served = async (url: string) => (await fetch(`${small.url}${url}`)).status;
    const { documents } = small.app.ctx;

    // Younger than a week: nothing goes.
    expect((await documents.sweepOwnerImages(new Date(Date.now() + 6 * DAY))).deleted).toBe(0);
    const sweep = await documents.sweepOwnerImages(new Date(Date.now() + 8 * DAY));
    expect(sweep.deleted).toBeGreaterThanOrEqual(1);
    expect(await served(unused)).toBe(404);
    for (const kept of [first, second, drafted]) expect(await served(kept)).toBe(200);
    // The freed place counts for a new upload at once.
    expect(await upload()).toMatch(/^\/api\/images\//);

    // The form is deleted: a week after the last look, its pictures go too.
    expect((await client.delete(`/api/forms/${form.body.id}`)).status).toBe(200);
    await documents.sweepOwnerImages(new Date(Date.now() + 10 * DAY));
    expect(await served(first)).toBe(200);
    await documents.sweepOwnerImages(new Date(Date.now() + 16 * DAY));
    for (const gone of [first, second, drafted]) expect(await served(gone)).toBe(404);
  });
});

describe('submitting an image choice', () => {
  let formId: number;
  const submit = async (answers: Record<string, unknown>) => {
    const c = new Client(server.url);
    const s = await c.post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`);
    return c.post<{ id?: number; error?: string }>(`/api/forms/${formId}/submit`, {
      ...answers,
      _sessionInfo: s.body,
    });
  };
  const anna = { firstName: 'Anna', lastName: 'Schmidt', email: 'anna@example.com', consent: true };

  beforeAll(async () => {
    const picture = (await uploadPicture(owner, PNG)).body.url;
    const res = await owner.post<{ id: number; error?: string }>('/api/publish', {
      config: {
        title: 'Kitchens',
        steps: [
          {
            id: 'style',
            type: 'imageChoice',
            title: 'Which style?',
            options: [
              { id: 'modern', title: 'Modern', image: picture, alt: 'A white kitchen' },
              { id: 'rustic', title: 'Rustic' },
            ],
          },
          {
            id: 'extras',
            type: 'imageChoice',
            title: 'Which extras?',
            multiple: true,
            options: [
              { id: 'island', title: 'Island' },
              { id: 'pantry', title: 'Pantry' },
            ],
          },
          { id: 'contact', type: 'contact', title: 'Your details' },
        ],
      },
      label: uniqueLabel(),
    });
    expect(res.status).toBe(200);
    formId = res.body.id;
  });

  it('stores the chosen option ids under the step ids', async () => {
    const res = await submit({
      'Which style?': 'modern',
      'Which extras?': ['island', 'pantry'],
      'Your details': anna,
    });
    expect(res.status).toBe(200);
    const lead = await owner.get<{ response: Record<string, unknown> }>(
      `/api/forms/${formId}/responses/${res.body.id}`,
    );
    expect(lead.body.response).toMatchObject({ style: 'modern', extras: ['island', 'pantry'] });
  });

  it.each([
    ['an unknown option', { 'Which style?': 'gothic' }, 'Invalid option for "Which style?"'],
    ['a list on a single choice', { 'Which style?': ['modern'] }, 'Invalid answer for "Which style?"'],
    ['one id on a multiple choice', { 'Which extras?': 'island' }, 'Invalid answer for "Which extras?"'],
    [
      'an unknown option among several',
      { 'Which extras?': ['island', 'sauna'] },
      'Invalid option for "Which extras?"',
    ],
  ])('refuses %s with a 400 that says why', async (_what, change, message) => {
    const res = await submit({
      'Which style?': 'modern',
      'Which extras?': ['island'],
      'Your details': anna,
      ...change,
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toContain(message);
  });

  it('refuses a form whose picture is not one of ours (400, never a 500)', async () => {
    const res = await owner.post<{ error?: string }>('/api/publish', {
      config: {
        title: 'Pixels',
        steps: [
          {
            type: 'imageChoice',
            title: 'Which?',
            options: [
              { id: 'a', title: 'A', image: 'https://tracker.example/p.png' },
              { id: 'b', title: 'B' },
            ],
          },
        ],
      },
      label: uniqueLabel(),
    });
    expect(res.status).toBe(400);
    expect(res.body.error).toMatch(/uploaded to this form builder/);
  });

  it("names the chosen pictures by title in the owner's e-mail and CSV", async () => {
    const mail = await waitFor(() => smtp.to(ownerEmail)[0], 15_000, 'owner notification');
    expect(mail.text).toContain('Which style?\n  Modern');
    expect(mail.text).toContain('Which extras?\n  Island, Pantry');
    const csv = String((await owner.get(`/api/forms/${formId}/responses.csv`)).body);
    expect(csv).toContain(',Modern,"Island, Pantry"');
  });
});
