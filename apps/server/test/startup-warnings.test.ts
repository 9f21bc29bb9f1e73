// Start-up warnings for settings that expose data on a deployment (NODE_ENV=production).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type ChildServer, startChildServer } from './processes.ts';
import { waitFor } from './webhook-receiver.ts';

describe('a production start with DEV_MAILBOX', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-warn-'));
  let server: ChildServer | null = null;
  afterAll(async () => {
    await server?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('warns that the mailbox shows sign-in links to anyone, and serves it as asked', async () => {
    server = await startChildServer({
      NODE_ENV: 'production',
      DEV_MAILBOX: 'true',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      SMTP_URL: '',
      LOG_LEVEL: 'warn',
    });
    const running = server;
    await waitFor(() => running.output().includes('DEV_MAILBOX is on in production'), 15_000, 'the warning');
    expect(server.output()).toMatch(/sign-in links included/);
    expect((await fetch(`${server.url}/api/dev/mailbox`)).status).toBe(200);
  }, 120_000);
});
