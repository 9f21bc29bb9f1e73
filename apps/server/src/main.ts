// Starts Forms Engine: reads the environment, builds the app, listens on PORT (default 5000), shuts down gracefully.
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';
import { checkReadiness } from './db/client.ts';
import { listenAdminSocket } from './http/admin-socket.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
// V8 lets the old generation grow to several times its live size before a full collection; a long stream (a
// 1,000,000-row CSV export) promotes garbage steadily, so the server's memory climbed ~150 MiB above its live
// size. A tighter growth factor keeps it near the live size at a small CPU cost. The flag is read
// at each collection, so setting it here applies however node was started. HEAP_GROWTH_PERCENT=0 restores V8's policy.
if (config.heapGrowthPercent > 0) v8.setFlagsFromString(`--heap-growing-percent=${config.heapGrowthPercent}`);
const app = await buildApp(config);

let closing = false;
/**
 * SIGTERM/SIGINT: /readyz answers 503 at once and the instance keeps serving for SHUTDOWN_DRAIN_MS, so a load
 * balancer checking /readyz stops sending it new requests before it stops accepting connections (a connection
 * still waiting to be accepted at that moment would be reset). Then: stop accepting, let in-flight requests
 * finish, give running webhook deliveries and e-mails SHUTDOWN_GRACE_MS to finish (then put them back in the
 * queue), close the database, exit 0.
 */
let endDrain: (() => void) | null = null;
async function shutdown(signal: NodeJS.Signals) {
  // A second signal during the drain (Ctrl-C twice) skips the rest of it.
  if (closing) return endDrain?.();
  closing = true;
  app.ctx.shuttingDown = true;
  app.log.info({ signal, drainMs: config.shutdownDrainMs }, 'shutting down: /readyz answers 503');
  // A stuck request or job must not keep the process alive forever.
  const force = setTimeout(
    () => {
      app.log.error('shutdown took too long; exiting');
      process.exit(1);
    },
    config.shutdownDrainMs + config.shutdownGraceMs + 30_000,
  );
  force.unref();
  try {
    if (config.shutdownDrainMs > 0) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, config.shutdownDrainMs);
        endDrain = () => {
          clearTimeout(timer);
          resolve();
        };
      });
      endDrain = null;
    }
    await app.close();
    process.exit(0);
  } catch (err) {
    app.log.error({ err }, 'shutdown failed');
    process.exit(1);
  }
}
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);
await app.listen({ port: config.port, host: config.host });
try {
  app.ctx.onClose.push(await listenAdminSocket(app));
} catch (err) {
  app.log.warn({ err }, 'the admin socket (cli backup) could not listen; backups need the server stopped');
}

// An instance whose database lacks a migration this build needs (MIGRATE_ON_START=off, or the database was restored
// from an older backup) must get no traffic: /readyz says so to the balancer, and this line says why to the operator.
const readiness = await checkReadiness(app.ctx.database.db);
if (readiness.migrations !== 'applied') {
  app.log.error(
    { readiness },
    'The database is older than this build (migrations pending): /readyz answers 503 until it is migrated. ' +
      'Run `npm run cli -- migrate` (node apps/server/dist/cli.js migrate) or start an instance with MIGRATE_ON_START=on.',
  );
}
