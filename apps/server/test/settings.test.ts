// Privacy-policy link over real HTTP: owner read/write, blank does nothing, only http(s) saved, the runner reads it by form id.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({ workers: false }, { RATE_LIMITS: 'off' });
});
afterAll(() => srv.close());

describe('privacy policy link', () => {
  it('saves http(s) links, ignores blanks and refuses anything else', async () => {
    const { client } = await signedInClient(srv.url, 'privacy');
    expect((await client.get('/api/user/privacy-policy')).body).toEqual({ privacyPolicyLink: '' });
    const saved = await client.post('/api/user/privacy-policy', {
      privacyPolicyLink: ' https://acme.test/privacy ',
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({
      success: true,
      saved: true,
      privacyPolicyLink: 'https://acme.test/privacy',
    });

    const blank = await client.post('/api/user/privacy-policy', { privacyPolicyLink: '   ' });
    expect(blank.status).toBe(200);
    expect(blank.body).toMatchObject({ saved: false, privacyPolicyLink: 'https://acme.test/privacy' });

    for (const bad of [
      'javascript:alert(1)',
      'acme.test/privacy',
      'ftp://acme.test/p',
      'data:text/html,hi',
    ]) {
      const res = await client.post('/api/user/privacy-policy', { privacyPolicyLink: bad });
      expect(res.status, bad).toBe(400);
      expect(res.body).toEqual({ error: 'Privacy policy link must be a valid http(s) URL' });
    }
    expect((await client.get('/api/user/privacy-policy')).body).toEqual({
      privacyPolicyLink: 'https://acme.test/privacy',
    });
  });

  it('gives the anonymous runner the form owner’s link, and keeps owners apart', async () => {
    const { client } = await signedInClient(srv.url, 'runnerlink');
    await client.post('/api/user/privacy-policy', { privacyPolicyLink: 'http://owner.test/datenschutz' });
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    const anon = new Client(srv.url);
    expect((await anon.get(`/api/user/privacy-policy?formId=${form.body.id}`)).body).toEqual({
      privacyPolicyLink: 'http://owner.test/datenschutz',
    });
    expect((await anon.get('/api/user/privacy-policy?formId=999999')).status).toBe(404);
    expect((await anon.get('/api/user/privacy-policy?formId=abc')).status).toBe(400);
    expect((await anon.get('/api/user/privacy-policy')).status).toBe(401);
    expect(
      (await anon.post('/api/user/privacy-policy', { privacyPolicyLink: 'https://x.test' })).status,
    ).toBe(401);
    const { client: other } = await signedInClient(srv.url, 'otherowner');
    expect((await other.get('/api/user/privacy-policy')).body).toEqual({ privacyPolicyLink: '' });
  });
});

describe('dev mailbox in production', () => {
  it('is not served without DEV_MAILBOX=true', async () => {
    expect((await new Client(srv.url).get('/api/dev/mailbox')).status).toBe(404);
    expect((await fetch(`${srv.url}/dev/mailbox`)).status).toBe(404);
  });
});
