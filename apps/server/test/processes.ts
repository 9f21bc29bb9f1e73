// Test helpers that run real processes: the server as a child process, and a throw-away PostgreSQL.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { repoRoot } from '../src/config.ts';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

export async function waitForHttp(url: string, timeoutMs = 120_000): Promise<void> {
  const start = Date.now();
  while (Date.now() - start < timeoutMs) {
    try {
      const res = await fetch(url);
      if (res.status < 500) return;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 150));
  }
  throw new Error(`server at ${url} did not start within ${timeoutMs} ms`);
}

export interface ChildServer {
  url: string;
  proc: ChildProcess;
  output: () => string;
  stop(signal?: NodeJS.Signals): Promise<void>;
}

/**
 * Starts the server as a separate process (so it can be killed with SIGKILL): from source under tsx, or with
 * `bundle` the production bundle `apps/server/dist/main.js` (`npm run build:server` first). `port` starts it
 * on a given port (a balancer's upstream), else on a free one.
 */
export async function startChildServer(
  env: Record<string, string | undefined>,
  opts: { bundle?: boolean; port?: number } = {},
): Promise<ChildServer> {
  const port = opts.port ?? (await freePort());
  let out = '';
  const args = opts.bundle
    ? [path.join(repoRoot, 'apps/server/dist/main.js')]
    : ['--import', 'tsx', path.join(repoRoot, 'apps/server/src/main.ts')];
  const proc = spawn(process.execPath, args, {
    cwd: repoRoot,
    env: { ...process.env, LOG_LEVEL: 'warn', ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  proc.stdout?.on('data', (d) => {
    out += d;
  });
  proc.stderr?.on('data', (d) => {
    out += d;
  });
  const url = `http://127.0.0.1:${port}`;
  try {
    await waitForHttp(`${url}/api/auth/user`);
  } catch (err) {
    // A server that never answered must not outlive the test that started it.
    proc.kill('SIGKILL');
    throw err;
  }
  return {
    url,
    proc,
    output: () => out,
    stop: (signal = 'SIGTERM') =>
      new Promise((resolve) => {
        if (proc.exitCode !== null || proc.signalCode !== null) return resolve();
        proc.once('exit', () => resolve());
        proc.kill(signal);
      }),
  };
}

const PG_BIN = '/usr/lib/postgresql/15/bin';

export interface TempPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * A PostgreSQL for tests that need a real server: DATABASE_URL when given, else a throw-away cluster started
 * from Debian's binaries (as `postgres` when running as root).
 */
export async function postgresForTest(): Promise<TempPostgres> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL, stop: async () => {} };
  if (!fs.existsSync(`${PG_BIN}/initdb`)) {
    throw new Error('This test needs PostgreSQL: set DATABASE_URL or install Debian package postgresql');
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-pg-'));
  const port = await freePort();
  const asRoot = process.getuid?.() === 0;
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync('runuser', ['-u', 'postgres', '--', cmd, ...args], { stdio: 'pipe' })
      : execFileSync(cmd, args, { stdio: 'pipe' });
  if (asRoot) execFileSync('chown', ['postgres', dir]);
  fs.chmodSync(dir, 0o700);
  run(`${PG_BIN}/initdb`, ['-D', `${dir}/data`, '-U', 'postgres', '--auth=trust', '-E', 'UTF8']);
  run(`${PG_BIN}/pg_ctl`, [
    '-D',
    `${dir}/data`,
    '-l',
    `${dir}/log`,
    '-w',
    '-o',
    `-c listen_addresses=127.0.0.1 -p ${port} -k ${dir} -c fsync=off`,
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      try {
        run(`${PG_BIN}/pg_ctl`, ['-D', `${dir}/data`, '-m', 'immediate', 'stop']);
      } finally {
        fs.rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}

export interface ChildInstances {
  /** The database both processes use. */
  databaseUrl: string;
  servers: [ChildServer, ChildServer];
  stop(): Promise<void>;
}

/** Two server processes on one PostgreSQL (`postgresForTest`), started together with the same environment. */
export async function twoChildServers(env: Record<string, string | undefined>): Promise<ChildInstances> {
  const pg = await postgresForTest();
  const started = await Promise.allSettled(
    [0, 1].map(() => startChildServer({ ...env, DATABASE_URL: pg.url })),
  );
  const servers = started.flatMap((s) => (s.status === 'fulfilled' ? [s.value] : []));
  const stop = async () => {
    await Promise.all(servers.map((s) => s.stop()));
    await pg.stop();
  };
  const failed = started.find((s) => s.status === 'rejected');
  if (failed) {
    await stop();
    throw failed.reason;
  }
  return { databaseUrl: pg.url, servers: [servers[0], servers[1]], stop };
}
