// The production server bundle (apps/server/build.ts, decision 111): `node apps/server/dist/main.js` runs without
// tsx and everything that depends on where files are — migrations, the postal data, the worker threads, the
// built web app — works from the bundle as from source.
import { execFileSync, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config.ts';
import { makePdf, upload } from './document-fixtures.ts';
import { Client, sampleConfig, signedInClient, uniqueLabel } from './helper.ts';
import { type ChildServer, startChildServer } from './processes.ts';

const bundle = path.join(repoRoot, 'apps/server/dist/main.js');
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-bundle-'));
let server: ChildServer;

beforeAll(async () => {
  execFileSync('npm', ['run', 'build:server'], { cwd: repoRoot, stdio: 'pipe' });
  // The embedded PGlite unless the run is on PostgreSQL.
  server = await startChildServer(
    { DATA_DIR: dataDir, NODE_ENV: 'production', RATE_LIMITS: 'off' },
    { bundle: true },
  );
}, 180_000);
afterAll(async () => {
  await server?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe('the production server bundle', () => {
  it('is plain JavaScript that loads neither tsx nor a TypeScript file', () => {
    const code = fs.readFileSync(bundle, 'utf8');
    // No import of tsx and none of a TypeScript module, static or dynamic.
    expect(code).not.toMatch(/(?:from|import\()\s*["'](?:tsx(?:\/[^"']*)?|[^"']*\.tsx?)["']/);
    expect(code).toMatch(/from "fastify"/);
    for (const worker of ['extraction-worker.js', 'generator-worker.js'])
      expect(fs.existsSync(path.join(repoRoot, 'apps/server/dist', worker))).toBe(true);
  });

  it('migrates, serves a published form and keeps a respondent’s answers', async () => {
    const { client: owner } = await signedInClient(server.url, 'bundle-owner');
    const pub = await owner.post<{ id: number }>('/api/publish', {
      label: uniqueLabel('Bundle'),
      config: sampleConfig('Bundled quote'),
    });
    expect(pub.status).toBe(200);
    const page = await new Client(server.url).get<string>(`/embed?id=${pub.body.id}`);
    expect(page.status).toBe(200);
    expect(page.body).toContain('What type of property do you have?');

    const respondent = new Client(server.url);
    const s = await respondent.post<{ sessionId: string; sessionNo: number }>(
      `/api/forms/${pub.body.id}/session`,
    );
    expect(s.status).toBe(201);
    const saved = await respondent.patch(`/api/sessions/${s.body.sessionId}/temp-response`, {
      tempResponse: { 'What type of property do you have?': 'house' },
    });
    expect(saved.status).toBe(200);
    const sent = await respondent.post<{ id: number }>(`/api/forms/${pub.body.id}/submit`, {
      'What type of property do you have?': 'house',
      'Anything else?': 'Bundled answer',
      'How can we reach you?': { firstName: 'Ada', lastName: 'B', email: 'ada@example.com', consent: true },
      _sessionInfo: s.body,
    });
    expect(sent.status).toBe(200);

    const csv = await owner.get<string>(`/api/forms/${pub.body.id}/responses.csv`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain('Bundled answer');
    expect(csv.body).toContain('ada@example.com');
  });

  it('extracts an upload’s text in its worker thread', async () => {
    const pdf = makePdf(['Electricity bill', 'Consumption: 377 kWh']);
    const res = await upload(server.url, pdf, 'bill.pdf');
    expect(res.status).toBe(200);
    expect(res.body.extractedText).toContain('Consumption: 377 kWh');
  });

  it('generates a form in the offline generator’s worker thread', async () => {
    const { client } = await signedInClient(server.url, 'bundle-generator');
    const res = await client.post<{ config: { steps: { type: string }[] } }>('/api/prompt', {
      prompt: 'a quote form for solar panels: roof type (flat, pitched), address and contact details',
    });
    expect(res.status).toBe(200);
    expect(res.body.config.steps.map((s) => s.type)).toContain('contact');
  });

  it('geocodes an address offline from the shipped postal data', async () => {
    const res = await new Client(server.url).post<{ results: { formatted_address: string }[] }>(
      '/api/geocode',
      { address: 'Marienplatz 1, 80331' },
    );
    expect(res.status).toBe(200);
    expect(res.body.results[0].formatted_address).toBe('Marienplatz 1, 80331 München, Germany');
  });

  it('refuses a bad HEAP_GROWTH_PERCENT with a message and exit code 2', () => {
    const run = spawnSync(process.execPath, [bundle], {
      cwd: repoRoot,
      env: { ...process.env, HEAP_GROWTH_PERCENT: 'lots', DATA_DIR: dataDir },
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Invalid environment variable HEAP_GROWTH_PERCENT');
  });
});
