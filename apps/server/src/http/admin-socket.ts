// The local admin socket, DATA_DIR/admin.sock (owner-only): `cli backup` takes its consistent backup through the
// running server, the one process that may open the embedded database. No token: whoever can reach the socket can
// read DATA_DIR itself. Only `GET /backup`.
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import type { App } from '../app.ts';
import { backupStream } from '../services/backup.ts';

export const adminSocketPath = (dataDir: string) => path.join(dataDir, 'admin.sock');

/** Listens on the admin socket (embedded database only); resolves to a function that stops listening. */
export async function listenAdminSocket(app: App): Promise<() => Promise<void>> {
  const { config, database } = app.ctx;
  const dumpDataDir = database.dumpDataDir;
  if (!dumpDataDir || config.memoryDb) return async () => {};
  const socketPath = adminSocketPath(config.dataDir);
  const server = http.createServer((req, res) => {
    if (req.method !== 'GET' || req.url !== '/backup') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    const send = async () => {
      const stream = await backupStream({
        dumpDataDir: () => dumpDataDir.call(database),
        documentsDir: config.documents.s3 ? null : config.documents.localDir,
      });
      res.writeHead(200, { 'content-type': 'application/x-tar' });
      await pipeline(stream, res);
    };
    send().then(
      () => app.log.info('backup taken through the admin socket'),
      (err) => {
        app.log.error({ err }, 'backup failed');
        if (res.headersSent) res.destroy();
        else
          res
            .writeHead(500, { 'content-type': 'text/plain' })
            .end(`Backup failed: ${(err as Error).message}\n`);
      },
    );
  });
  // A socket file left by a process that died holds the name; nothing listens on it any more.
  fs.rmSync(socketPath, { force: true });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socketPath, () => resolve());
  });
  fs.chmodSync(socketPath, 0o600);
  return () =>
    new Promise((resolve) => {
      server.close(() => resolve());
      server.closeAllConnections();
    });
}
