// Wires the integration services (delivery queue, webhook, form integrations, REST hooks, console, mail, settings)
// into the app: construction, answer hooks and the worker loop.
import type { FastifyBaseLogger } from 'fastify';
import type { AppConfig } from '../config.ts';
import type { AppContext } from '../context.ts';
import type { Db } from '../db/client.ts';
import { WorkerLoop } from '../workers/loop.ts';
import { ConsoleService, sendsBrochure } from './console.ts';
import { DeliveryQueue } from './deliveries.ts';
import { UploadSweep } from './documents.ts';
import { FormIntegrationsService } from './form-integrations.ts';
import { FormsService } from './forms.ts';
import { RetentionSweep } from './lead-removal.ts';
import { LeadsService } from './leads.ts';
import { MailService } from './mail.ts';
import { RecipientsService } from './recipients.ts';
import { RestHooksService } from './rest-hooks.ts';
import { SettingsService } from './settings.ts';
import { WebhooksService } from './webhooks.ts';

export interface Integrations {
  /** The one queue of leads to other systems: the CRM webhook, form integrations and REST hooks. */
  deliveries: DeliveryQueue;
  webhooks: WebhooksService;
  /** Google Sheets, Slack, HubSpot and Pipedrive per form, and lead routing. */
  integrations: FormIntegrationsService;
  /** Zapier/Make/n8n subscriptions. */
  hooks: RestHooksService;
  mail: MailService;
  recipients: RecipientsService;
  console: ConsoleService;
  settings: SettingsService;
}

export function createIntegrations(config: AppConfig, db: Db): Integrations {
  const mail = new MailService(db, config.mail);
  const forms = new FormsService(db);
  const recipients = new RecipientsService(db, mail, mailOrigin(config));
  const webhooks = new WebhooksService({ db, config: config.webhooks });
  const deliveries = new DeliveryQueue(db, config.webhooks, mailOrigin(config));
  const integrations = new FormIntegrationsService(db, forms, webhooks, deliveries, mail, recipients, {
    config,
    origin: mailOrigin(config),
  });
  deliveries.senders = { webhook: webhooks, integration: integrations };
  return {
    deliveries,
    recipients,
    webhooks,
    integrations,
    hooks: new RestHooksService(db, forms, () => ({ allowPrivate: config.webhooks.allowPrivate })),
    mail,
    console: new ConsoleService(db, forms, mail),
    settings: new SettingsService(db),
  };
}

/** Where links in e-mails point: PUBLIC_URL, else this instance's local address. */
function mailOrigin(config: AppConfig): string {
  return config.publicUrl ?? `http://localhost:${config.port}`;
}

/** Attaches the answer hooks and, when config.workers is on, starts this instance's delivery loop (stopped on close). */
export function startIntegrations(ctx: AppContext, log: FastifyBaseLogger): WorkerLoop | null {
  const { deliveries, mail, answers } = ctx;
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
  // Deliveries are queued in the transaction that stores the answers (in a savepoint, so a failure here rolls
  // back only the queueing): an acknowledged answer always has its webhook and integration deliveries with it.
  answers.events.onTempSaved = async (e) => {
    await previous.onTempSaved?.(e);
    if (!e.hooked) return;
    await safely('delivery enqueue', () => e.tx.transaction((sp) => deliveries.enqueue(e.responseId, sp)));
  };
  answers.events.onSubmitted = async (e) => {
    await previous.onSubmitted?.(e);
    if (!e.hooked) return;
    await safely('delivery enqueue', () => e.tx.transaction((sp) => deliveries.enqueue(e.responseId, sp)));
  };
  answers.events.afterSubmitted = async (e) => {
    await previous.afterSubmitted?.(e);
    // First, so a booking a calendar confirmed while the answers were being stored is in the new-lead e-mail.
    if (e.booking) await safely('booking check', () => ctx.bookings.settle(e.formId, e.responseId));
    // What the submission already knows is skipped (no delivery queued, no limit, no brochure): no reads.
    if (e.hooked) deliveries.onQueued?.();
    leads.onQueued?.();
    if (!e.console || sendsBrochure(e.console)) {
      await safely('brochure e-mail', () => ctx.console.onSubmitted(e.formId, e.responseId, e.console));
    }
    if (e.abTest) await safely('A/B test promotion', () => ctx.abTests.checkPromotion(e.formId));
    // The submission that fills a limited form changes what new respondents get (the closed message).
    if (e.limited) {
      await safely('availability refresh', () => ctx.formSettings.afterSubmitted(e.formId));
    }
  };
  ctx.onClose.push(() => mail.close());
  if (!ctx.config.workers) return null;
  const sweeps = [new UploadSweep(ctx.documents), new RetentionSweep(ctx.leadRemoval)];
  const loop = new WorkerLoop([leads, deliveries, mail, ...sweeps], {
    pollMs: ctx.config.webhooks.pollMs,
    concurrency: ctx.config.webhooks.concurrency,
    log,
  }).start();
  deliveries.onQueued = () => loop.wake();
  mail.onQueued = () => loop.wake();
  leads.onQueued = () => loop.wake();
  // Pushed last, so it runs first on close (the list runs in reverse) while the database is still open.
  ctx.onClose.push(() => loop.stop(ctx.config.shutdownGraceMs));
  return loop;
}
