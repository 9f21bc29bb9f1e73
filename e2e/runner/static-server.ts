// A tiny static server for a built web dist (serves /embed from embed.html), used when the real server is not needed.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
};

export function serveStatic(
  dir: string,
  port = 0,
  extra?: (path: string) => string | null,
): Promise<{ server: Server; url: string }> {
  const server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    const mapped = extra?.(path) ?? (path === '/embed' ? '/embed.html' : path);
    const file = normalize(join(dir, mapped));
    if (!file.startsWith(normalize(dir)) || !existsSync(file) || !statSync(file).isFile()) {
      res.writeHead(404).end('not found');
      return;
    }
    res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
    createReadStream(file).pipe(res);
  });
  return new Promise((done) =>
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      const p = typeof address === 'object' && address ? address.port : port;
      done({ server, url: `http://127.0.0.1:${p}` });
    }),
  );
}
