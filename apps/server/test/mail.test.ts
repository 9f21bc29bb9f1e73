// Embedded mail: without SMTP_URL messages land in the outbox table and the dev mailbox shows them; the mailbox is off in production unless DEV_MAILBOX=true.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';
import { waitFor } from './webhook-receiver.ts';

let srv: TestServer;
beforeAll(async () => {
  srv = await startServer({}, { DEV_MAILBOX: 'true', RATE_LIMITS: 'off' });
});
afterAll(() => srv.close());

interface Box {
  messages: { to: string; subject: string; text: string; kind: string; status: string; from: string }[];
}

describe('embedded mail outbox and dev mailbox', () => {
  it('stores a brochure e-mail in the outbox and lists it as JSON and as an HTML page', async () => {
    const { client } = await signedInClient(srv.url, 'mailer');
    const form = await client.post<{ id: number }>('/api/publish', {
      config: sampleConfig(),
      label: uniqueLabel(),
    });
    const formId = form.body.id;
    const put = await client.put(`/api/console/${formId}`, {
      consoleConfig: {
        enable: true,
        formConfig: { enabled_actions: [], trigger: { slide_no: 0, option: null } },
        responseConfig: {
          enabled_actions: ['send_brochure'],
          trigger: { slide_no: 0, option: ['flat', 'house'] },
          brochure_text: 'Brochure <b>with</b> markup & links',
        },
      },
    });
    expect(put.status).toBe(200);
    const to = `box-${Date.now()}@example.com`;
    await new Client(srv.url).post(`/api/forms/${formId}/submit`, {
      'What type of property do you have?': 'flat',
      'Monthly electricity bill': 90,
      'How can we reach you?': { firstName: 'Mo', lastName: 'Box', email: to, consent: true },
    });
    const box = await waitFor(
      async () => {
        const res = await new Client(srv.url).get<Box>('/api/dev/mailbox');
        return res.body.messages.find((m) => m.to === to);
      },
      5000,
      'outbox message',
    );
    expect(box).toMatchObject({
      kind: 'brochure',
      status: 'stored',
      text: 'Brochure <b>with</b> markup & links',
      from: 'Forms Engine <no-reply@localhost>',
    });
    const page = await fetch(`${srv.url}/dev/mailbox`);
    expect(page.headers.get('content-type')).toMatch(/text\/html/);
    const html = await page.text();
    expect(html).toContain(to);
    expect(html).toContain('Brochure &lt;b&gt;with&lt;/b&gt; markup &amp; links');
  });

  it('enables the dev mailbox only without SMTP_URL, and in production only with DEV_MAILBOX=true', () => {
    expect(loadConfig({}).mail.devMailbox).toBe(false);
    expect(loadConfig({ DEV_MAILBOX: 'true' }).mail.devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development' }).mail.devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'test' }).mail.devMailbox).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', SMTP_URL: 'smtp://mail.test:25' }).mail.devMailbox).toBe(
      false,
    );
    expect(loadConfig({}).mail.from).toBe('Forms Engine <no-reply@localhost>');
  });
});
