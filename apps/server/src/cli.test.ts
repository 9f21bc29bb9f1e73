// The command-line entry, run as a real child process the way scripts use it.
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ZFormConfig } from '@forms-engine/model';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

function cli(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'apps/server/src/cli.ts', ...args],
      { cwd: root, env: { ...process.env, AI_PROVIDER: '' } },
      (err, stdout, stderr) => done({ code: err ? Number(err.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('the cli', () => {
  it('generates a valid configuration as JSON on stdout', async () => {
    const r = await cli([
      'generate',
      '--language',
      'en',
      'a quote request form for solar panel installation: property type, monthly bill slider 50–500 dollars, roof type, address and contact details',
    ]);
    expect(r.code).toBe(0);
    const config = ZFormConfig.parse(JSON.parse(r.stdout));
    expect(config.steps.map((s) => s.type)).toEqual(['tiles', 'slider', 'tiles', 'location', 'contact']);
    expect(config.language).toBe('en');
  });

  it('edits a configuration file by instruction', async () => {
    const gen = await cli(['generate', 'a booking form for a hair salon']);
    const dir = mkdtempSync(join(tmpdir(), 'fe-cli-'));
    const file = join(dir, 'form.json');
    writeFileSync(file, gen.stdout);
    const r = await cli(['edit', '--config', file, 'make it blue and add a textbox for comments at the end']);
    expect(r.code).toBe(0);
    const config = ZFormConfig.parse(JSON.parse(r.stdout));
    expect(config.theme?.colors?.primary).toBe('#3b82f6');
    expect(config.steps.at(-1)?.type).toBe('textbox');
  });

  it('prints the summary with --summary', async () => {
    const gen = await cli(['generate', 'a feedback survey for a restaurant']);
    const dir = mkdtempSync(join(tmpdir(), 'fe-cli-'));
    const file = join(dir, 'form.json');
    writeFileSync(file, gen.stdout);
    const r = await cli(['edit', '--summary', '--config', file, 'use emoji icons']);
    expect(r.code).toBe(0);
    const out = JSON.parse(r.stdout);
    expect(out.iconMode).toBe('emoji');
    expect(out.summary).toMatch(/emoji/);
  });

  it('reports an instruction it cannot understand on stderr with exit code 2', async () => {
    const gen = await cli(['generate', 'a booking form for a hair salon']);
    const file = join(mkdtempSync(join(tmpdir(), 'fe-cli-')), 'form.json');
    writeFileSync(file, gen.stdout);
    const r = await cli(['edit', '--config', file, 'blorp the frobnicator']);
    expect(r.code).toBe(2);
    expect(r.stdout).toBe('');
    expect(r.stderr).toMatch(/not_understood/);
    expect(r.stderr).toMatch(
      /I did not understand "blorp the frobnicator"\. Say which step to change and how/,
    );
  });

  it('rejects a missing prompt, a bad language and an unknown command with exit code 2', async () => {
    expect((await cli(['generate'])).code).toBe(2);
    const lang = await cli(['generate', '--language', 'fr', 'a form']);
    expect(lang.code).toBe(2);
    expect(lang.stderr).toMatch(/en or de/);
    expect((await cli(['frobnicate', 'x'])).code).toBe(2);
    expect((await cli(['edit', 'make it blue'])).stderr).toMatch(/--config/);
  });

  it('shows help', async () => {
    const r = await cli(['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toMatch(/Usage:/);
  });
});
