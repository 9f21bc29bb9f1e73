// buildApp(config): the whole Forms Engine server, returned without listening (tests start it on port 0).
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import Fastify, { type FastifyError, type FastifyInstance, LogController } from 'fastify';
import { type AppConfig, loadConfig } from './config.ts';
import { type AppContext, createContext } from './context.ts';
import { openDatabase } from './db/client.ts';
import { AppError } from './errors.ts';
import { registerRateLimits } from './plugins/rate-limits.ts';
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
import { formSettingsRoutes } from './routes/form-settings.ts';
import { formVersionsRoutes } from './routes/form-versions.ts';
import { formsRoutes } from './routes/forms.ts';
import { generationRoutes } from './routes/generation.ts';
import { consoleRoutes } from './routes/console.ts';
import { devMailboxRoutes } from './routes/dev-mailbox.ts';
import { settingsRoutes } from './routes/settings.ts';
import { webhookRoutes } from './routes/webhook.ts';
import { startIntegrations } from './services/integrations.ts';
import { warnAboutPublicOrigin } from './services/public-origin.ts';

/** Route plugins in registration order; each area adds one line. */
const routes = [
  authRoutes,
  formsRoutes,
  formVersionsRoutes,
  formSettingsRoutes,
  answersRoutes,
  creditsRoutes,
  generationRoutes,
  purchaseRoutes,
  apiKeysRoutes,
  publicApiRoutes,
  docsRoutes,
  adminRoutes,
  webhookRoutes,
  consoleRoutes,
  settingsRoutes,
  devMailboxRoutes,
  geoRoutes,
  documentsRoutes,
  domainsRoutes,
];

export type App = FastifyInstance & { ctx: AppContext };

export async function buildApp(config: AppConfig = loadConfig()): Promise<App> {
  const database = await openDatabase({
    databaseUrl: config.databaseUrl,
    dataDir: config.dataDir,
    memory: config.memoryDb,
  });
  const app = Fastify({
    logger: config.logLevel === 'silent' ? false : { level: config.logLevel },
    // A line per request costs more than serving a cached form: access lines only at debug and trace
    // (errors and warnings are logged at every level).
    logController: new LogController({
      disableRequestLogging: config.logLevel !== 'debug' && config.logLevel !== 'trace',
    }),
    bodyLimit: config.bodyLimit,
    trustProxy: config.trustProxy,
  });
  const ctx = createContext(config, database);
  app.decorate('ctx', ctx);
  app.decorateRequest('userPromise', undefined);

  app.setErrorHandler((err: FastifyError | AppError | Error, req, reply) => {
    if (err instanceof AppError) return reply.code(err.status).send({ error: err.message });
    const status = (err as FastifyError).statusCode;
    if (status && status >= 400 && status < 500) {
      let message = err.message;
      const code = (err as FastifyError).code;
      if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') message = 'Request body is too large';
      else if (code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE')
        message = 'Unsupported content type; send application/json';
      else if (code === 'FST_ERR_CTP_EMPTY_JSON_BODY') message = 'Request body is empty; send a JSON object';
      else if (err instanceof SyntaxError || code === 'FST_ERR_CTP_INVALID_JSON_BODY')
        message = 'Malformed JSON in request body';
      return reply.code(status).send({ error: message });
    }
    req.log.error({ err }, 'unhandled error');
    return reply.code(500).send({ error: 'Internal server error' });
  });

  // Responses over 1 KB (JSON lists, CSV exports, HTML) go out brotli- or gzip-compressed; built assets carry
  // precompressed copies and already have their Content-Encoding, so this plugin leaves them alone.
  await app.register(fastifyCompress, { threshold: 1024, encodings: ['br', 'gzip'] });
  await app.register(fastifyCookie);
  registerSecurity(app);
  registerRateLimits(app);
  for (const plugin of routes) await app.register(plugin);
  startIntegrations(ctx, app.log);
  await ctx.published.start();
  ctx.onClose.push(() => ctx.published.stop());
  ctx.guard.counters.start();
  ctx.onClose.push(() => ctx.guard.counters.stop());
  warnAboutPublicOrigin(app);
  await registerWeb(app);

  app.addHook('onClose', async () => {
    for (const fn of ctx.onClose.reverse()) await fn();
    await database.close();
  });
  return app as App;
}
