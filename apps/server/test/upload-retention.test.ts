// Uploads an answer never refers to are deleted after UPLOAD_UNATTACHED_HOURS (swept with an injected clock), and
// an answer session holds at most UPLOADS_PER_SESSION uploads.
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storedFiles, upload } from './document-fixtures.ts';
import { Client, publishSample, requiredAnswers, startServer, type TestServer } from './helper.ts';

const HOUR = 3_600_000;
const NOTES = 'Anything else?';

describe('upload retention', () => {
  let srv: TestServer;
  let owner: Client;
  let formId: number;
  const docsDir = () => path.join(srv.dataDir, 'documents');
  const anon = () => new Client(srv.url);
  const text = (s: string) => Buffer.from(s, 'utf8');
  const idOf = (url: string) => url.split('/').pop() as string;

  beforeAll(async () => {
    srv = await startServer({}, { UPLOAD_UNATTACHED_HOURS: '24', UPLOADS_PER_SESSION: '3' });
    ({ client: owner, id: formId } = await publishSample(srv.url));
  });
  afterAll(() => srv.close());

  async function session(): Promise<{ sessionId: string; sessionNo: number }> {
    return (await anon().post<{ sessionId: string; sessionNo: number }>(`/api/forms/${formId}/session`)).body;
  }

  it('an answer session holds at most the documented number of uploads', async () => {
    const { sessionId } = await session();
    for (let i = 0; i < 3; i++) {
      expect((await upload(srv.url, text(`page ${i}`), `p${i}.txt`, { sessionId })).status).toBe(200);
    }
    const fourth = await upload(srv.url, text('one more'), 'p3.txt', { sessionId });
    expect(fourth.status).toBe(409);
    expect(fourth.body).toEqual({
      error: 'This answer session already holds 3 uploads, the most it may hold',
    });
    // Another session is not affected.
    const other = await session();
    expect((await upload(srv.url, text('mine'), 'm.txt', { sessionId: other.sessionId })).status).toBe(200);
  });

  it('deletes uploads nothing refers to after the set time, and keeps those a saved or submitted answer refers to', async () => {
    const saved = await session();
    const submitted = await session();
    const keptBySave = await upload(srv.url, text('saved one'), 'saved.txt', { sessionId: saved.sessionId });
    const orphanInSession = await upload(srv.url, text('never used'), 'orphan.txt', {
      sessionId: saved.sessionId,
    });
    const keptBySubmit = await upload(srv.url, text('sent one'), 'sent.txt', {
      sessionId: submitted.sessionId,
    });
    const nobodys = await upload(srv.url, text('no form, no session'), 'stray.txt');
    const sessionlessKept = await upload(srv.url, text('sessionless'), 'sl.txt', { formId: String(formId) });
    await anon().patch(`/api/sessions/${saved.sessionId}/temp-response`, {
      tempResponse: { [NOTES]: `see ${keptBySave.body.documentUrl}` },
    });
    expect(
      (
        await anon().post(`/api/forms/${formId}/submit`, {
          ...requiredAnswers(),
          [NOTES]: `file ${keptBySubmit.body.documentUrl}`,
          _sessionInfo: submitted,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await anon().post(`/api/forms/${formId}/submit`, {
          ...requiredAnswers(),
          [NOTES]: `file ${sessionlessKept.body.documentUrl}`,
        })
      ).status,
    ).toBe(200);
    const filesBefore = storedFiles(docsDir()).length;

    const documents = srv.app.ctx.documents;
    // Not yet old enough: nothing goes.
    expect((await documents.sweepUnattached(new Date(Date.now() + HOUR))).deleted).toBe(0);
    // A day later (the clock is injected) the two no answer refers to are gone, from the database and storage.
    const later = new Date(Date.now() + 25 * HOUR);
    let deleted = 0;
    for (let round = 0; round < 5; round++) deleted += (await documents.sweepUnattached(later)).deleted;
    expect(deleted).toBeGreaterThanOrEqual(2);
    for (const gone of [orphanInSession, nobodys]) {
      expect(await documents.find(idOf(gone.body.documentUrl))).toBeNull();
      expect((await owner.get(gone.body.documentUrl)).status).toBe(404);
    }
    for (const kept of [keptBySave, keptBySubmit, sessionlessKept]) {
      const row = await documents.find(idOf(kept.body.documentUrl));
      expect(row?.attached).toBe(true);
      expect((await owner.get(kept.body.documentUrl)).status).toBe(200);
    }
    expect(storedFiles(docsDir()).length).toBeLessThanOrEqual(filesBefore - 2);
  });
});
