// nginx from Debian's package as the load balancer of the failover test: its own configuration in a temporary
// folder, on a free loopback port, run as an ordinary child process (no system service). Open-source nginx checks
// its upstreams only passively (a failed connection), so a watcher polls each instance's /readyz and reloads
// nginx with the instance marked `down` while it is not ready — what an active health check does.
import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './processes.ts';

export const NGINX = '/usr/sbin/nginx';

/**
 * The proxy settings the deployment guide gives (docs/deploy.md): retry a call on the other instance when the
 * connection fails or an instance answers 502/503/504 — nginx does so for idempotent methods, and for every method
 * while the request was not sent yet (connection refused); a failed connection takes the instance out for 5 s.
 */
function configText(dir: string, port: number): string {
  const user = process.getuid?.() === 0 ? 'user root root;\n' : '';
  return `${user}worker_processes 1;
pid ${dir}/nginx.pid;
error_log ${dir}/error.log warn;
events { worker_connections 4096; }
http {
  access_log off;
  client_body_temp_path ${dir}/tmp/body;
  proxy_temp_path ${dir}/tmp/proxy;
  fastcgi_temp_path ${dir}/tmp/fastcgi;
  uwsgi_temp_path ${dir}/tmp/uwsgi;
  scgi_temp_path ${dir}/tmp/scgi;
  upstream forms_engine {
    include ${dir}/upstream.conf;
  }
  server {
    listen 127.0.0.1:${port};
    client_max_body_size 12m;
    location / {
      proxy_pass http://forms_engine;
      proxy_http_version 1.1;
      proxy_set_header Host $http_host;
      proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
      proxy_set_header X-Forwarded-Proto $scheme;
      proxy_connect_timeout 2s;
      proxy_read_timeout 60s;
      proxy_next_upstream error timeout http_502 http_503 http_504;
      proxy_next_upstream_tries 2;
    }
  }
}
`;
}

export class Nginx {
  private readonly down = new Set<string>();
  private constructor(
    private readonly dir: string,
    private readonly proc: ChildProcess,
    readonly url: string,
    private readonly upstreams: string[],
    private readonly log: () => string,
  ) {}

  /** Starts nginx balancing over `upstreams` (`127.0.0.1:port` each); resolves once it answers. */
  static async start(upstreams: string[]): Promise<Nginx> {
    if (!fs.existsSync(NGINX)) {
      throw new Error('The failover test needs nginx: apt-get install nginx (Debian package)');
    }
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'fe-nginx-'));
    fs.mkdirSync(path.join(dir, 'tmp'));
    const port = await freePort();
    fs.writeFileSync(path.join(dir, 'nginx.conf'), configText(dir, port));
    Nginx.writeUpstreams(dir, upstreams, new Set());
    const conf = path.join(dir, 'nginx.conf');
    execFileSync(NGINX, ['-t', '-q', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')]);
    let out = '';
    const proc = spawn(
      NGINX,
      ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log'), '-g', 'daemon off;'],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    proc.stdout?.on('data', (d) => {
      out += d;
    });
    proc.stderr?.on('data', (d) => {
      out += d;
    });
    const nginx = new Nginx(dir, proc, `http://127.0.0.1:${port}`, upstreams, () => out);
    const start = Date.now();
    for (;;) {
      // Listening is enough: a request through it now would mark instances still starting as failed.
      const listening = await new Promise<boolean>((resolve) => {
        const socket = net.connect(port, '127.0.0.1', () => {
          socket.end();
          resolve(true);
        });
        socket.once('error', () => resolve(false));
      });
      if (listening) return nginx;
      if (Date.now() - start > 20_000 || proc.exitCode !== null) {
        proc.kill('SIGKILL');
        throw new Error(`nginx did not start: ${out}${nginx.errors()}`);
      }
      await new Promise((r) => setTimeout(r, 100));
    }
  }

  private static writeUpstreams(dir: string, upstreams: string[], down: Set<string>) {
    const lines = upstreams.map(
      (u) => `server ${u} max_fails=1 fail_timeout=5s${down.has(u) ? ' down' : ''};\n`,
    );
    const file = path.join(dir, 'upstream.conf');
    // Renamed into place: a reload never reads half a file.
    fs.writeFileSync(`${file}.tmp`, lines.join(''));
    fs.renameSync(`${file}.tmp`, file);
  }

  /** Marks an upstream down (or up again) and reloads nginx (SIGHUP: new workers, the old ones finish their calls). */
  setDown(upstream: string, down: boolean) {
    if (down === this.down.has(upstream)) return;
    if (down) this.down.add(upstream);
    else this.down.delete(upstream);
    Nginx.writeUpstreams(this.dir, this.upstreams, this.down);
    this.proc.kill('SIGHUP');
  }

  errors(): string {
    try {
      return fs.readFileSync(path.join(this.dir, 'error.log'), 'utf8');
    } catch {
      return this.log();
    }
  }

  async stop() {
    if (this.proc.exitCode === null && this.proc.signalCode === null) {
      const exited = new Promise((r) => this.proc.once('exit', r));
      this.proc.kill('SIGQUIT');
      const force = setTimeout(() => this.proc.kill('SIGKILL'), 5000);
      await exited;
      clearTimeout(force);
    }
    fs.rmSync(this.dir, { recursive: true, force: true });
  }
}

/** Polls each upstream's /readyz and keeps nginx's list to the ready ones; records every change it made. */
export class ReadinessWatcher {
  readonly changes: { at: number; upstream: string; ready: boolean }[] = [];
  private timer: NodeJS.Timeout | null = null;
  private readonly ready = new Map<string, boolean>();

  constructor(
    private readonly nginx: Nginx,
    private readonly upstreams: string[],
    private readonly everyMs = 200,
  ) {
    for (const u of upstreams) this.ready.set(u, true);
  }

  start() {
    const tick = async () => {
      await Promise.all(
        this.upstreams.map(async (u) => {
          let ok = false;
          try {
            // A slow answer on a busy machine is still an answer: only a long silence counts as not ready.
            const res = await fetch(`http://${u}/readyz`, { signal: AbortSignal.timeout(5000) });
            ok = res.status === 200;
            await res.body?.cancel();
          } catch {
            ok = false;
          }
          if (ok !== this.ready.get(u)) {
            this.ready.set(u, ok);
            this.changes.push({ at: Date.now(), upstream: u, ready: ok });
            this.nginx.setDown(u, !ok);
          }
        }),
      );
      if (this.timer) this.timer = setTimeout(tick, this.everyMs);
    };
    this.timer = setTimeout(tick, this.everyMs);
  }

  /** Resolves once the watcher has seen `upstream` in the given state. */
  async until(upstream: string, ready: boolean, timeoutMs = 60_000) {
    const start = Date.now();
    while (this.ready.get(upstream) !== ready) {
      if (Date.now() - start > timeoutMs)
        throw new Error(`${upstream} not ${ready ? 'ready' : 'out'} in time`);
      await new Promise((r) => setTimeout(r, 50));
    }
  }

  stop() {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }
}
