// buildApp(config): the whole Forms Engine server, returned without listening (tests start it on port 0).
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, LogController } from 'fastify';
import { type AppConfig, loadConfig } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { PendingListSweeper } from './db/gin-sweep.ts';
import { PgliteVacuum } from './db/pglite-vacuum.ts';
import { registerErrors } from './plugins/errors.ts';
import { registerInputGuard } from './plugins/input-guard.ts';
import { registerMetrics } from './plugins/metrics.ts';
import { registerRouteRules } from './plugins/route-rules.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWeb } from './plugins/web.ts';
import { adminRoutes } from './routes/admin.ts';
import { answersRoutes } from './routes/answers.ts';
import { apiKeysRoutes } from './routes/api-keys.ts';
import { authRoutes } from './routes/auth.ts';
import { creditsRoutes } from './routes/credits.ts';
import { docsRoutes } from './routes/docs.ts';
import { domainsRoutes } from './routes/domains.ts';
import { publicApiRoutes } from './routes/public-api.ts';
import { purchaseRoutes } from './routes/purchase.ts';
import { geoRoutes } from './routes/geo.ts';
import { documentsRoutes } from './routes/documents.ts';
import { formSettingsRoutes, recipientRoutes } from './routes/form-settings.ts';
import { formVersionsRoutes } from './routes/form-versions.ts';
import { formsRoutes } from './routes/forms.ts';
import { funnelRoutes } from './routes/funnel.ts';
import { abTestsRoutes } from './routes/ab-tests.ts';
import { generationRoutes } from './routes/generation.ts';
import { hooksRoutes } from './routes/hooks.ts';
import { integrationsRoutes } from './routes/integrations.ts';
import { operationsRoutes } from './routes/operations.ts';
import { consoleRoutes } from './routes/console.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { settingsRoutes } from './routes/settings.ts';
import { webhookRoutes } from './routes/webhook.ts';
import { bookingsRoutes } from './routes/bookings.ts';
import { startIntegrations } from './services/integrations.ts';
import { warnAboutPublicOrigin } from './services/public-origin.ts';

/** Route plugins in registration order; each area adds one line. */
const routes = [
  authRoutes,
  formsRoutes,
  formVersionsRoutes,
  funnelRoutes,
  abTestsRoutes,
  formSettingsRoutes,
  recipientRoutes,
  answersRoutes,
  creditsRoutes,
  generationRoutes,
  purchaseRoutes,
  apiKeysRoutes,
  publicApiRoutes,
  docsRoutes,
  adminRoutes,
  webhookRoutes,
  bookingsRoutes,
  integrationsRoutes,
  hooksRoutes,
  consoleRoutes,
  settingsRoutes,
  devMailboxRoutes,
  geoRoutes,
  documentsRoutes,
  domainsRoutes,
  operationsRoutes,
];

export type App = FastifyInstance & { ctx: AppContext };

export async function buildApp(config: AppConfig = loadConfig()): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    memory: config.memoryDb,
    memoryFrom: config.memoryDbFrom,
    migrate: config.migrateOnStart,
    poolMax: config.databasePoolMax,
  });
  const ctx = createContext(config, database);
  // A line per request costs more than serving a cached form: access lines only at debug and trace
  // (errors and warnings are logged at every level).
  const accessLog = config.logLevel === 'debug' || config.logLevel === 'trace';
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    logController: new LogController({ disableRequestLogging: !accessLog }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
    // A path parameter that is not valid percent-encoded UTF-8 (router-level): the same 400 shape as the rest.
    frameworkErrors: (err, _req, reply) => {
      const bad = (err as FastifyError).code === 'FST_ERR_BAD_URL';
      (reply as FastifyReply).code(400).send({
        error: bad
          ? 'The address contains invalid percent-encoding (it must encode UTF-8 text)'
          : err.message,
      });
    },
  });
  app.decorate('ctx', ctx);
  app.decorateRequest('userPromise', undefined);

  registerErrors(app);

  // Responses over 1 KB (JSON lists, CSV exports, HTML) go out brotli- or gzip-compressed; built assets carry
  // precompressed copies and already have their Content-Encoding, so this plugin leaves them alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  registerSecurity(app);
  registerInputGuard(app);
  registerRouteRules(app);
  registerMetrics(app);
  for (const plugin of routes) await app.register(plugin);
  ctx.workers = startIntegrations(ctx, app.log);
  await ctx.published.start();
  ctx.onClose.push(() => ctx.published.stop());
  ctx.guard.counters.start();
  ctx.onClose.push(() => ctx.guard.counters.stop());
  if (database.kind === 'postgres' && config.ginSweepEvery > 0) {
    // The search index's pending list is emptied in the background, not inside the submission that fills it,
    // which would stall that submission's whole batch.
    const sweeper = new PendingListSweeper(
      database.db,
      (err) => app.log.warn({ err }, 'search index cleanup failed'),
      config.ginSweepEvery,
    );
    ctx.answers.stored = sweeper;
    ctx.onClose.push(() => sweeper.stop());
  }
  if (database.kind === 'pglite') {
    // PGlite has no autovacuum of its own.
    const vacuum = new PgliteVacuum(database.db, (err) => app.log.warn({ err }, 'pglite vacuum failed'));
    vacuum.start();
    ctx.onClose.push(() => vacuum.stop());
  }
  warnAboutPublicOrigin(app);
  await registerWeb(app);

  // While shutting down (from the first signal, through the drain, until closed), answers close their
  // connection: a client's next request opens a new one, which the balancer sends to another instance, and an idle
  // kept-alive socket cannot hold the server open until its keep-alive timeout (Node closes only the sockets idle
  // at the moment of close).
  app.addHook('preClose', async () => {
    ctx.shuttingDown = true;
  });
  // Hooks on every request take Fastify's callback form: no promise and no extra microtask per request.
  app.addHook('onSend', (_req, reply, payload, done) => {
    if (ctx.shuttingDown) reply.header('Connection', 'close');
    done(null, payload);
  });
  app.addHook('onClose', async () => {
    // Work that requests left running ends first, while everything it needs is still open.
    await Promise.allSettled([...ctx.background]);
    for (const fn of ctx.onClose.reverse()) await fn();
    await database.close();
  });
  return app as App;
}
