// Form Console over real HTTP: config shape and validation, the runner's public view, and the brochure e-mail received by a local SMTP server.
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  Client,
  drained,
  sampleConfig,
  signedInClient,
  startServer,
  type TestServer,
  uniqueLabel,
} from './helper.ts';
import { waitFor } from './webhook-receiver.ts';

interface Mail {
  from: string;
  to: string[];
  data: string;
}

const inbox: Mail[] = [];
let smtp: SMTPServer;
let srv: TestServer;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      let data = '';
      stream.on('data', (c: Buffer) => {
        data += c.toString('utf8');
      });
      stream.on('end', () => {
        inbox.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((r) => smtp.listen(0, '127.0.0.1', () => r()));
  const port = (smtp.server.address() as AddressInfo).port;
  srv = await startServer(
    {},
    {
      SMTP_URL: `smtp://127.0.0.1:${port}`,
      RATE_LIMITS: 'off',
      WEBHOOK_POLL_MS: '25',
      MAIL_FROM: 'Acme <hello@acme.test>',
    },
  );
});
afterAll(async () => {
  await srv?.close();
  await new Promise<void>((r) => smtp.close(() => r()));
});

async function ownerWithForm(config: unknown = sampleConfig()) {
  const { client } = await signedInClient(srv.url, 'console');
  const form = await client.post<{ id: number }>('/api/publish', { config, label: uniqueLabel('Console') });
  expect(form.status).toBe(200);
  return { client, formId: form.body.id };
}

const consoleConfig = (over: Record<string, unknown> = {}) => ({
  enable: true,
  formConfig: { enabled_actions: ['auto_select_first_option'], trigger: { slide_no: 0, option: 'flat' } },
  responseConfig: {
    enabled_actions: ['send_brochure'],
    trigger: { slide_no: 0, option: ['house'] },
    brochure_text: 'Thanks! Here is our solar brochure: https://acme.test/brochure.pdf',
  },
  ...over,
});

describe('form console config', () => {
  it('starts disabled with the default shape and saves a valid config for the owner only', async () => {
    const { client, formId } = await ownerWithForm();
    const initial = await client.get(`/api/console/${formId}`);
    expect(initial.body).toEqual({
      consoleConfig: {
        enable: false,
        formConfig: { enabled_actions: [], trigger: { slide_no: 0, option: null } },
        responseConfig: { enabled_actions: [], trigger: { slide_no: 0, option: [] }, brochure_text: '' },
      },
    });
    const put = await client.put(`/api/console/${formId}`, { consoleConfig: consoleConfig() });
    expect(put.status).toBe(200);
    expect(put.body).toMatchObject({ success: true, message: 'Console Updated' });
    const saved = await client.get<{ consoleConfig: Record<string, { last_updated?: string }> }>(
      `/api/console/${formId}`,
    );
    expect(saved.body.consoleConfig).toMatchObject(consoleConfig());
    expect(saved.body.consoleConfig.formConfig.last_updated).toEqual(expect.any(String));

    const { client: stranger } = await signedInClient(srv.url, 'stranger');
    expect((await stranger.get(`/api/console/${formId}`)).status).toBe(403);
    expect((await stranger.put(`/api/console/${formId}`, { consoleConfig: consoleConfig() })).status).toBe(
      403,
    );
    expect((await new Client(srv.url).get(`/api/console/${formId}`)).status).toBe(401);
    expect((await client.get('/api/console/999999')).status).toBe(404);
  });

  it('refuses configs the console would warn about', async () => {
    const { client, formId } = await ownerWithForm();
    const cases: [unknown, RegExp][] = [
      [
        consoleConfig({
          formConfig: {
            enabled_actions: ['auto_select_first_option'],
            trigger: { slide_no: 0, option: 'nope' },
          },
        }),
        /not in the first step/,
      ],
      [
        consoleConfig({
          formConfig: {
            enabled_actions: ['auto_select_first_option'],
            trigger: { slide_no: 0, option: null },
          },
        }),
        /Choose which/,
      ],
      [
        consoleConfig({
          formConfig: { enabled_actions: ['explode'], trigger: { slide_no: 0, option: null } },
        }),
        /Unknown form action/,
      ],
      [
        consoleConfig({ formConfig: { enabled_actions: [], trigger: { slide_no: 2, option: null } } }),
        /slide_no must be 0/,
      ],
      [
        consoleConfig({
          responseConfig: {
            enabled_actions: ['send_brochure'],
            trigger: { slide_no: 0, option: ['house'] },
            brochure_text: ' ',
          },
        }),
        /Brochure text is required/,
      ],
      [
        consoleConfig({
          responseConfig: {
            enabled_actions: ['send_brochure'],
            trigger: { slide_no: 0, option: ['castle'] },
            brochure_text: 'x',
          },
        }),
        /not in any tile step/,
      ],
      [{ enable: 'yes' }, /enable must be true or false/],
    ];
    for (const [body, message] of cases) {
      const res = await client.put<{ error: string }>(`/api/console/${formId}`, { consoleConfig: body });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(message);
    }
    const sliderFirst = await ownerWithForm({
      steps: [{ type: 'slider', title: 'How many?', min: 0, max: 10 }, ...sampleConfig().steps],
    });
    const res = await sliderFirst.client.put<{ error: string }>(`/api/console/${sliderFirst.formId}`, {
      consoleConfig: consoleConfig(),
    });
    expect(res.body.error).toBe('Error: First step is type slider, must be tiles');
  });

  it('tells the anonymous runner only whether and what to auto-select', async () => {
    const { client, formId } = await ownerWithForm();
    const pub = () => new Client(srv.url).get(`/api/forms/${formId}/console-public`);
    expect((await pub()).body).toEqual({ autoSelectFirstOption: { enabled: false, optionId: null } });
    await client.put(`/api/console/${formId}`, { consoleConfig: consoleConfig() });
    expect((await pub()).body).toEqual({ autoSelectFirstOption: { enabled: true, optionId: 'flat' } });
    await client.put(`/api/console/${formId}`, { consoleConfig: consoleConfig({ enable: false }) });
    expect((await pub()).body).toEqual({ autoSelectFirstOption: { enabled: false, optionId: null } });
    expect((await new Client(srv.url).get('/api/forms/999999/console-public')).body).toEqual({
      autoSelectFirstOption: { enabled: false, optionId: null },
    });
  });
});

describe('send brochure', () => {
  it('e-mails the brochure text to the respondent when a tile answer matches, over SMTP', async () => {
    const { client, formId } = await ownerWithForm();
    await client.put(`/api/console/${formId}`, { consoleConfig: consoleConfig() });
    const to = `lead-${Date.now()}@example.com`;
    const submit = (choice: string, email: string) =>
      new Client(srv.url).post(`/api/forms/${formId}/submit`, {
        'What type of property do you have?': choice,
        'Monthly electricity bill': 150,
        'How can we reach you?': { firstName: 'Lin', lastName: 'Lead', email, consent: true },
      });
    expect((await submit('house', to)).status).toBe(200);
    const mail = await waitFor(() => inbox.find((m) => m.to.includes(to)), 10_000, 'brochure e-mail');
    expect(mail.from).toBe('hello@acme.test');
    expect(mail.data).toContain('https://acme.test/brochure.pdf');
    expect(mail.data).toMatch(/Subject: Your brochure from Console/);

    // A non-matching answer sends nothing.
    const other = `other-${Date.now()}@example.com`;
    expect((await submit('flat', other)).status).toBe(200);
    await drained(srv);
    expect(inbox.find((m) => m.to.includes(other))).toBeUndefined();
  });
});
