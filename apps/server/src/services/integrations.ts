// Wires the integration services (webhooks, console, mail, settings) into the app: construction, answer hooks and the worker loop.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { WorkerLoop } from '../workers/loop.ts';
import { ConsoleService, sendsBrochure } from './console.ts';
import { UploadSweep } from './documents.ts';
import { FormsService } from './forms.ts';
import { RetentionSweep } from './lead-removal.ts';
import { LeadsService } from './leads.ts';
import { MailService } from './mail.ts';
import { RecipientsService } from './recipients.ts';
import { SettingsService } from './settings.ts';
import { WebhooksService } from './webhooks.ts';

export interface Integrations {
  webhooks: WebhooksService;
  mail: MailService;
  recipients: RecipientsService;
  console: ConsoleService;
  settings: SettingsService;
}

export function createIntegrations(config: AppConfig, db: Db): Integrations {
  const mail = new MailService(db, config.mail);
  return {
    recipients: new RecipientsService(db, mail, mailOrigin(config)),
    webhooks: new WebhooksService({ db, config: config.webhooks }),
    mail,
    console: new ConsoleService(db, new FormsService(db), mail),
    settings: new SettingsService(db),
  };
}

/** Where links in e-mails point: PUBLIC_URL, else this instance's local address. */
function mailOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** Attaches the answer hooks and, when config.workers is on, starts this instance's delivery loop (stopped on close). */
export function startIntegrations(ctx: AppContext, log: FastifyBaseLogger): WorkerLoop | null {
  const { webhooks, mail, answers } = ctx;
  // Failures here must not fail the respondent's save or submission: the answers are already stored.
  const safely = async (what: string, fn: () => Promise<unknown>) => {
    try {
      await fn();
    } catch (err) {
      log.error({ err }, `${what} failed`);
    }
  };
  // Incomplete responses are checked for the unfinished-lead e-mail far less often than jobs are polled.
  const leads = new LeadsService(
    ctx.database.db,
    mail,
    ctx.recipients,
    {
      origin: mailOrigin(ctx.config),
      unfinishedScanMs: Math.max(ctx.config.webhooks.pollMs * 15, 100),
    },
    ctx.recovery,
  );
  const previous = { ...answers.events };
  // The delivery is queued in the transaction that stores the answers (in a savepoint, so a failure here
  // rolls back only the queueing): an acknowledged answer always has its CRM delivery queued with it.
  answers.events.onTempSaved = async (e) => {
    await previous.onTempSaved?.(e);
    if (!e.hooked) return;
    await safely('webhook enqueue', () =>
      e.tx.transaction((sp) => webhooks.enqueueResponse(e.responseId, sp)),
    );
  };
  answers.events.onSubmitted = async (e) => {
    await previous.onSubmitted?.(e);
    if (!e.hooked) return;
    await safely('webhook enqueue', () =>
      e.tx.transaction((sp) => webhooks.enqueueResponse(e.responseId, sp)),
    );
  };
  answers.events.afterSubmitted = async (e) => {
    await previous.afterSubmitted?.(e);
    // What the submission already knows is skipped (no delivery queued, no limit, no brochure): no reads.
    if (e.hooked) webhooks.onQueued?.();
    leads.onQueued?.();
    if (!e.console || sendsBrochure(e.console)) {
      await safely('brochure e-mail', () => ctx.console.onSubmitted(e.formId, e.responseId, e.console));
    }
    // The submission that fills a limited form changes what new respondents get (the closed message).
    if (e.limited) {
      await safely('availability refresh', () => ctx.formSettings.afterSubmitted(e.formId));
    }
  };
  ctx.onClose.push(() => mail.close());
  if (!ctx.config.workers) return null;
  const sweeps = [new UploadSweep(ctx.documents), new RetentionSweep(ctx.leadRemoval)];
  const loop = new WorkerLoop([leads, webhooks, mail, ...sweeps], {
    pollMs: ctx.config.webhooks.pollMs,
    concurrency: ctx.config.webhooks.concurrency,
    log,
  }).start();
  webhooks.onQueued = () => loop.wake();
  mail.onQueued = () => loop.wake();
  leads.onQueued = () => loop.wake();
  // Pushed last, so it runs first on close (the list runs in reverse) while the database is still open.
  ctx.onClose.push(() => loop.stop(ctx.config.shutdownGraceMs));
  return loop;
}
