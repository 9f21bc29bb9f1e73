// Bench helpers: the real server as a separate process (so the load generator does not share its event loop).
import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export const repoRoot = path.resolve(import.meta.dirname, '../..');

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

export interface BenchServer {
  url: string;
  proc: ChildProcess;
  dataDir: string;
  stop(): Promise<void>;
}

/**
 * Starts the server bundle `apps/server/dist/main.js` (as `npm start` runs it) with production defaults plus `env`,
 * on a fresh data directory (or on `opts.dataDir`, which is kept), PGlite unless env carries DATABASE_URL;
 * `opts.root` runs another checkout's server (its sources under tsx if that checkout has no bundle). Its output is
 * discarded unless BENCH_SERVER_LOG is set.
 */
export async function startServer(
  env: Record<string, string | undefined> = {},
  opts: { dataDir?: string; root?: string; nodeArgs?: string[] } = {},
): Promise<BenchServer> {
  const port = await freePort();
  const dataDir = opts.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'fe-bench-'));
  const childEnv: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', DATABASE_URL: '' };
  for (const [k, v] of Object.entries(env)) childEnv[k] = v;
  Object.assign(childEnv, { PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir });
  // BENCH_SERVER_NODE_ARGS adds flags to the server's node, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof".
  const nodeArgs = [
    ...(process.env.BENCH_SERVER_NODE_ARGS ?? '').split(' ').filter(Boolean),
    ...(opts.nodeArgs ?? []),
  ];
  // BENCH_SERVER_ROOT runs another checkout's server under this bench (A/B of two versions in one run).
  const serverRoot = opts.root ?? process.env.BENCH_SERVER_ROOT ?? repoRoot;
  const bundle = path.join(serverRoot, 'apps/server/dist/main.js');
  if (!fs.existsSync(bundle) && serverRoot === repoRoot)
    throw new Error(`Build first (npm run build): ${bundle} is missing`);
  const entry = fs.existsSync(bundle)
    ? [bundle]
    : ['--import', 'tsx', path.join(serverRoot, 'apps/server/src/main.ts')];
  const proc = spawn(process.execPath, [...nodeArgs, ...entry], {
    cwd: serverRoot,
    env: childEnv,
    stdio: ['ignore', process.env.BENCH_SERVER_LOG ? 'inherit' : 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  const start = Date.now();
  for (;;) {
    if (proc.exitCode !== null) throw new Error(`server exited with ${proc.exitCode}`);
    try {
      const res = await fetch(`${url}/api/auth/user`);
      if (res.status < 500) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() - start > 90_000) throw new Error('server did not start within 90 s');
    await new Promise((r) => setTimeout(r, 150));
  }
  return {
    url,
    proc,
    dataDir,
    stop: () =>
      new Promise((resolve) => {
        const done = () => {
          if (!opts.dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
          resolve();
        };
        if (proc.exitCode !== null || proc.signalCode !== null) return done();
        const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000);
        proc.once('exit', () => {
          clearTimeout(timer);
          done();
        });
        proc.kill('SIGTERM');
      }),
  };
}

/** A signed-in owner's cookie on `url`. */
export async function registerOwner(url: string, name = 'bench'): Promise<string> {
  const res = await fetch(`${url}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: name,
      email: `${name}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`,
      password: 'Bench$pass1',
    }),
  });
  if (res.status !== 201) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return res.headers.getSetCookie()[0].split(';')[0];
}

export async function publish(url: string, cookie: string, body: Record<string, unknown>): Promise<number> {
  const res = await fetch(`${url}/api/publish`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`publish failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))];
}

export function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid] : (s[mid - 1] + s[mid]) / 2;
}

export function machine(): string {
  const cpu = os.cpus()[0]?.model ?? 'unknown CPU';
  return `${os.cpus().length} cores (${cpu.trim()}), ${Math.round(os.totalmem() / 2 ** 30)} GiB, Node ${process.version}`;
}

/** Peak and current resident memory of a process in MiB (Linux /proc), or null elsewhere. */
export function memoryOf(pid: number | undefined): { peakMiB: number; rssMiB: number } | null {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? Number.NaN);
    return { peakMiB: Math.round(kib('VmHWM') / 1024), rssMiB: Math.round(kib('VmRSS') / 1024) };
  } catch {
    return null;
  }
}

/** CPU time (user + system) a process has used so far in ms (Linux /proc), or NaN elsewhere. */
/**
 * CPU time (ms) of this machine's PostgreSQL backends serving `databaseUrl`'s database (their process titles read
 * `postgres: USER DB ADDRESS …`), by process id; empty when the database is not local or not PostgreSQL.
 */
export function databaseCpuMs(databaseUrl: string | undefined): Map<number, number> {
  const out = new Map<number, number>();
  if (!databaseUrl) return out;
  const db = decodeURIComponent(new URL(databaseUrl).pathname.slice(1));
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const title = fs.readFileSync(`/proc/${entry}/cmdline`, 'utf8');
      if (title.startsWith('postgres: ') && title.split(' ')[2] === db)
        out.set(Number(entry), cpuMsOf(Number(entry)));
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

export function cpuMsOf(pid: number | undefined): number {
  try {
    return cpuMsOfStat(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return Number.NaN;
  }
}

function cpuMsOfStat(stat: string): number {
  // Fields after the command name (which may hold spaces): utime and stime are the 12th and 13th.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/** CPU time (ms) of each thread of a process, by thread id (Linux /proc); empty elsewhere. */
export function threadCpuMs(pid: number | undefined): Map<number, number> {
  const out = new Map<number, number>();
  try {
    for (const tid of fs.readdirSync(`/proc/${pid}/task`)) {
      try {
        out.set(Number(tid), cpuMsOfStat(fs.readFileSync(`/proc/${pid}/task/${tid}/stat`, 'utf8')));
      } catch {
        /* the thread ended */
      }
    }
  } catch {
    /* not Linux, or the process ended */
  }
  return out;
}
