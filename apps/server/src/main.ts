// Starts Forms Engine: reads the environment, builds the app, listens on PORT (default 5000), shuts down gracefully.
import { buildApp } from './app.ts';
import { loadConfig } from './config.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(2);
}
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
