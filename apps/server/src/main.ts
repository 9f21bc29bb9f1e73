// Starts Forms Engine: reads the environment, builds the app, listens on PORT (default 5000), shuts down gracefully.
import v8 from 'node:v8';
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

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
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish, give running webhook deliveries and
 * e-mails SHUTDOWN_GRACE_MS to finish (then put them back in the queue), close the database, exit 0.
 */
async function shutdown(signal: NodeJS.Signals) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // A stuck request or job must not keep the process alive forever.
  const force = setTimeout(() => {
    app.log.error('shutdown took too long; exiting');
    process.exit(1);
  }, config.shutdownGraceMs + 30_000);
  force.unref();
  try {
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
