// Backup and restore on the embedded database: `cli backup` taken through the running server while respondents
// upload and submit, `cli restore` into a fresh DATA_DIR, and a server started on it has every response acknowledged
// before the backup began, with its upload.
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { Client, PASSWORD, type Res } from './helper.ts';
import { type ChildServer, startChildServer } from './processes.ts';

const BILL = 'Your electricity bill';
const NOTE = 'Anything else?';
const config = {
  title: 'Roof check',
  steps: [
    { id: 'bill', type: 'documentUpload', title: BILL },
    { id: 'note', type: 'textbox', title: NOTE },
  ],
};

const cleanup: (() => Promise<unknown> | unknown)[] = [];
afterAll(async () => {
  for (const fn of cleanup.reverse()) await fn();
});

function tempDir(prefix: string) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), prefix));
  cleanup.push(() => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
}

/** Runs the command line with this DATA_DIR on the embedded database; its exit code and output. */
async function cli(dataDir: string, ...args: string[]) {
  try {
    const { stdout, stderr } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli.ts'), ...args],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' } },
    );
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

interface Acknowledged {
  responseId: number;
  sessionId: string;
  note: string;
  documentUrl: string;
  bytes: string;
}

describe('backup and restore (embedded database)', () => {
  it('a backup taken while respondents submit restores every response acknowledged before it began, with its upload', async () => {
    const env = { DATABASE_URL: '', RATE_LIMITS: 'off' };
    const firstDir = tempDir('fe-backup-a-');
    const first: ChildServer = await startChildServer({ ...env, DATA_DIR: firstDir });
    cleanup.push(() => first.stop('SIGKILL'));
    const owner = new Client(first.url);
    const email = `backup-${crypto.randomUUID().slice(0, 8)}@example.com`;
    expect(
      (await owner.post('/api/auth/register', { username: 'backup', email, password: PASSWORD })).status,
    ).toBe(201);
    const form = await owner.post<{ id: number }>('/api/publish', { config, label: `backup-${Date.now()}` });
    expect(form.status).toBe(200);
    const formId = form.body.id;

    const acknowledged: Acknowledged[] = [];
    let stop = false;
    const respondent = async (w: number) => {
      for (let n = 0; !stop; n++) {
        const sessionId = crypto.randomUUID();
        const session = await new Client(first.url).put<{ sessionNo: number }>(
          `/api/forms/${formId}/sessions/${sessionId}`,
        );
        expect(session.status).toBe(201);
        const bytes = `Bill of respondent ${w}.${n}: ${crypto.randomUUID()}`;
        const data = new FormData();
        data.append('formId', String(formId));
        data.append('sessionId', sessionId);
        data.append('document', new File([bytes], `bill-${w}-${n}.txt`, { type: 'text/plain' }));
        const upload = await fetch(`${first.url}/api/upload-document`, { method: 'POST', body: data });
        expect(upload.status).toBe(200);
        const { documentUrl } = (await upload.json()) as { documentUrl: string };
        const note = `respondent ${w}.${n}`;
        const submitted = await new Client(first.url).post<{ id: number }>(`/api/forms/${formId}/submit`, {
          [BILL]: { documentUrl, fileName: `bill-${w}-${n}.txt` },
          [NOTE]: note,
          _sessionInfo: { sessionId, sessionNo: session.body.sessionNo },
        });
        expect(submitted.status).toBe(200);
        acknowledged.push({ responseId: submitted.body.id, sessionId, note, documentUrl, bytes });
      }
    };
    const writers = [0, 1, 2, 3].map(respondent);
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 20));

    const before = [...acknowledged];
    const file = path.join(tempDir('fe-backup-file-'), 'forms-engine.tar');
    const backup = await cli(firstDir, 'backup', file);
    const during = acknowledged.length - before.length;
    stop = true;
    await Promise.all(writers);
    expect(backup.stderr).toBe('');
    expect(backup.stdout).toMatch(/^Backup written: .*forms-engine\.tar \(\d+\.\d MB\)\n$/);
    expect(backup.code).toBe(0);
    await first.stop();

    // Restored into a fresh folder; a second restore on top of it is refused.
    const restoredDir = tempDir('fe-backup-b-');
    const restored = await cli(restoredDir, 'restore', file);
    expect(restored.stderr).toBe('');
    expect(restored.code).toBe(0);
    expect(restored.stdout).toMatch(/^Restored into .* \(\d+ uploads\); start the server on it\n$/);
    const again = await cli(restoredDir, 'restore', file);
    expect(again.code).toBe(2);
    expect(again.stderr).toContain('already holds a database');

    const second = await startChildServer({ ...env, DATA_DIR: restoredDir });
    cleanup.push(() => second.stop());
    const ownerAgain = new Client(second.url);
    expect((await ownerAgain.post('/api/auth/login', { email, password: PASSWORD })).status).toBe(200);
    const rows: { id: number; response: Record<string, unknown> | null }[] = [];
    // Every page, newest first.
    for (let cursor: string | null = ''; cursor !== null; ) {
      const page: Res<typeof rows> = await ownerAgain.get<typeof rows>(
        `/api/forms/${formId}/responses?limit=200${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
      );
      expect(page.status).toBe(200);
      rows.push(...page.body);
      cursor = page.headers.get('x-next-cursor');
    }
    const byId = new Map(rows.map((r) => [r.id, r.response]));
    const lost = before.filter((a) => byId.get(a.responseId)?.note !== a.note);
    expect(lost).toEqual([]);
    for (const a of before) {
      const doc = await ownerAgain.get<string>(new URL(a.documentUrl, second.url).pathname);
      expect(doc.status).toBe(200);
      expect(doc.body).toBe(a.bytes);
    }
    console.log(
      `backup: ${before.length} responses acknowledged before it, ${during} during it, ${rows.length} restored`,
    );
  }, 240_000);

  it('refuses to back up without a running server, and points PostgreSQL installs at pg_dump', async () => {
    const dir = tempDir('fe-backup-none-');
    const none = await cli(dir, 'backup', path.join(dir, 'x.tar'));
    expect(none.code).toBe(2);
    expect(none.stderr).toContain('No server is running on this DATA_DIR');
    const { stderr, code } = await promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/cli.ts'), 'backup', path.join(dir, 'x.tar')],
      { cwd: repoRoot, env: { ...process.env, DATA_DIR: dir, DATABASE_URL: 'postgres://127.0.0.1:1/x' } },
    ).then(
      () => ({ stderr: '', code: 0 }),
      (e: { stderr: string; code: number }) => e,
    );
    expect(code).toBe(2);
    expect(stderr).toContain('use pg_dump');
  }, 60_000);
});
