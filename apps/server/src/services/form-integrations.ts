// A form's integrations (Google Sheets, Slack, HubSpot, Pipedrive): adding and changing them with sealed secrets and
// default mappings, sending a test lead, sending queued deliveries through each destination, pausing an integration
// the service refused (the owner is told; a fix resumes its leads), the delivery log, Google's consent flow and the
// form's lead routing.
import crypto from 'node:crypto';
import {
  defaultMapping,
  INTEGRATION_LABELS,
  INTEGRATION_SETTINGS,
  type IntegrationKind,
  leadFields,
  MAX_INTEGRATIONS_PER_FORM,
  type TIntegration,
  type TIntegrationCreate,
  type TIntegrationDelivery,
  type TIntegrationProblem,
  type TIntegrationUpdate,
  type TLeadRouting,
  type TMappingEntry,
} from '@forms-engine/contracts';
import { calculate, safeNormalizeConfig, type TFormConfig } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import type { AppConfig } from '../config.ts';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { AppError, badRequest, notFound } from '../errors.ts';
import { decryptSecret, encryptSecret, loadEncryptionKey } from './api-keys.ts';
import type { ClaimedDelivery, DeliveryQueue, DeliverySender, SenderOutcome } from './deliveries.ts';
import { DESTINATIONS } from './destinations/index.ts';
import { exchangeCode, GoogleTokenCache, SHEETS_SCOPE } from './destinations/google.ts';
import { httpClient, oneLine } from './destinations/http.ts';
import { type LeadFacts, leadFacts, sampleAnswers } from './destinations/lead-facts.ts';
import type { Destination, DeliveryOutcome } from './destinations/types.ts';
import type { FormsService } from './forms.ts';
import type { MailService } from './mail.ts';
import type { RecipientsService } from './recipients.ts';
import { routingOf } from './routing.ts';
import { checkUrl, type LookupAll, SsrfError } from './ssrf.ts';
import { messageId, type WebhooksService } from './webhooks.ts';

interface IntegrationRow {
  id: number;
  form_id: number;
  user_id: number;
  kind: IntegrationKind | 'hook';
  name: string;
  enabled: boolean;
  settings: Record<string, unknown>;
  mapping: TMappingEntry[];
  secret_sealed: string | null;
  broken_at: Date | string | null;
  broken_reason: string | null;
  created_at: Date | string;
  waiting?: number;
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString());
const SOURCE_KEY = /^(answer|contact|location|calc|hidden|session):.{1,250}$/;
/** How long the consent screen may take before its state is refused. */
const OAUTH_STATE_TTL_MS = 15 * 60_000;

export interface IntegrationsOptions {
  config: Pick<AppConfig, 'destinations' | 'webhooks' | 'appSecret' | 'dataDir'>;
  /** Origin of links to leads and of the owner app (PUBLIC_URL, else this instance's address). */
  origin: string;
  lookup?: LookupAll;
}

export class FormIntegrationsService implements DeliverySender {
  private key: Buffer | null = null;
  readonly google: GoogleTokenCache;

  constructor(
    private readonly db: Db,
    private readonly forms: FormsService,
    private readonly webhooks: WebhooksService,
    private readonly queue: DeliveryQueue,
    private readonly mail: MailService,
    private readonly recipients: RecipientsService,
    private readonly opts: IntegrationsOptions,
  ) {
    this.google = new GoogleTokenCache(opts.config.destinations.google);
  }

  // -------------------------------------------------------------------------------------------------------------
  // Secrets

  /** Loaded on first use, like the API keys' (an app that never stores a token never writes DATA_DIR/app-secret). */
  private sealingKey(): Buffer {
    this.key ??= loadEncryptionKey(
      this.opts.config.appSecret,
      this.opts.config.dataDir,
      'integration-secrets/v1',
    );
    return this.key;
  }

  private seal(secret: string): string {
    return encryptSecret(this.sealingKey(), secret);
  }

  /** The stored secret, or null; throws when it cannot be opened (APP_SECRET changed since it was stored). */
  private open(sealed: string | null): string | null {
    return sealed ? decryptSecret(this.sealingKey(), sealed) : null;
  }

  private hint(sealed: string | null): string | null {
    try {
      const secret = this.open(sealed);
      return secret ? `…${secret.slice(-4)}` : null;
    } catch {
      return null;
    }
  }

  private guard() {
    return {
      allowPrivate: this.opts.config.webhooks.allowPrivate,
      lookup: this.opts.lookup,
      timeoutMs: this.opts.config.webhooks.timeoutMs,
    };
  }

  // -------------------------------------------------------------------------------------------------------------
  // The owner's integrations

  private async rows(where: ReturnType<typeof sql>): Promise<IntegrationRow[]> {
    return rowsOf<IntegrationRow>(
      await this.db.execute(sql`
        select fi.*, (select count(*)::int from webhook_deliveries d where d.integration_id = fi.id and d.status = 'paused')
          as waiting
        from form_integrations fi where ${where} order by fi.id`),
    );
  }

  private async owned(userId: number, formId: number, integrationId: number): Promise<IntegrationRow> {
    await this.forms.owned(userId, formId);
    const [row] = await this.rows(
      sql`fi.id = ${integrationId} and fi.form_id = ${formId} and fi.kind <> 'hook'`,
    );
    if (!row) throw notFound('Integration not found');
    return row;
  }

  private view(row: IntegrationRow): TIntegration {
    const kind = row.kind as IntegrationKind;
    const settings = INTEGRATION_SETTINGS[kind].safeParse(row.settings);
    const destination = DESTINATIONS[kind] as Destination<unknown>;
    const missing = settings.success
      ? destination.missing(
          { settings: settings.data, secret: row.secret_sealed },
          this.opts.config.destinations,
        )
      : 'The settings need saving again';
    return {
      id: row.id,
      formId: row.form_id,
      kind,
      name: row.name,
      enabled: row.enabled,
      settings: row.settings,
      mapping: row.mapping,
      connected: row.secret_sealed !== null,
      secretHint: this.hint(row.secret_sealed),
      status: !row.enabled ? 'off' : row.broken_at ? 'broken' : missing ? 'not-connected' : 'ok',
      brokenReason: row.broken_reason ?? (row.enabled && !row.broken_at ? missing : null),
      brokenAt: iso(row.broken_at),
      waiting: Number(row.waiting ?? 0),
      createdAt: iso(row.created_at) as string,
    };
  }

  /** The form's configuration the mapping and tests read: published, else the draft. */
  private async formConfig(
    formId: number,
  ): Promise<{ config: TFormConfig | null; label: string; language: string }> {
    const [row] = rowsOf<{ config: unknown; label: string; language: string }>(
      await this.db.execute(
        sql`select coalesce(published_config, config) as config, label, language from forms where id = ${formId}`,
      ),
    );
    const parsed = safeNormalizeConfig(row?.config);
    return {
      config: parsed.ok ? parsed.config : null,
      label: row?.label ?? '',
      language: row?.language ?? 'en',
    };
  }

  async overview(userId: number, formId: number) {
    await this.forms.owned(userId, formId);
    const rows = await this.rows(sql`fi.form_id = ${formId} and fi.kind <> 'hook'`);
    const google = this.opts.config.destinations.google;
    const { config } = await this.formConfig(formId);
    return {
      integrations: rows.map((r) => this.view(r)),
      fields: config ? leadFields(config) : [],
      google: {
        oauth: google.oauth !== null,
        serviceAccountEmail: google.serviceAccount?.clientEmail ?? null,
      },
    };
  }

  private settingsOf(kind: IntegrationKind, raw: Record<string, unknown>) {
    const parsed = INTEGRATION_SETTINGS[kind].safeParse(raw);
    if (!parsed.success) throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid settings');
    return parsed.data as Record<string, unknown>;
  }

  private checkMapping(mapping: TMappingEntry[]) {
    const bad = mapping.find((m) => !SOURCE_KEY.test(m.source));
    if (bad) throw badRequest(`Unknown lead field "${bad.source.slice(0, 80)}"`);
  }

  /** A pasted secret checked for its kind; a Slack webhook URL must pass the SSRF guard like a CRM webhook's. */
  private async checkSecret(kind: IntegrationKind, settings: Record<string, unknown>, secret: string) {
    if (kind === 'sheets') throw badRequest('Connect a Google account instead of pasting a token');
    if (!secret) throw badRequest('Paste the token first');
    if (kind === 'slack' && settings.mode === 'webhook') {
      try {
        await checkUrl(secret, this.guard());
      } catch (err) {
        if (err instanceof SsrfError)
          throw badRequest(err.message.replace('Webhook URL', 'Slack webhook URL'));
        throw err;
      }
    }
  }

  async create(userId: number, formId: number, input: TIntegrationCreate & { kind: IntegrationKind }) {
    await this.forms.owned(userId, formId);
    const [{ n }] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`select count(*)::int as n from form_integrations where form_id = ${formId} and kind <> 'hook'`,
      ),
    );
    if (Number(n) >= MAX_INTEGRATIONS_PER_FORM)
      throw badRequest(`A form may have at most ${MAX_INTEGRATIONS_PER_FORM} integrations`);
    const settings = this.settingsOf(input.kind, input.settings ?? {});
    const { config } = await this.formConfig(formId);
    const mapping = input.mapping ?? defaultMapping(input.kind, config ?? { steps: [] });
    this.checkMapping(mapping);
    const secret = input.secret?.trim();
    if (secret) await this.checkSecret(input.kind, settings, secret);
    const name = input.name?.trim() || INTEGRATION_LABELS[input.kind];
    const [row] = rowsOf<{ id: number }>(
      await this.db.execute(sql`
        insert into form_integrations (form_id, user_id, kind, name, settings, mapping, secret_sealed)
        values (${formId}, ${userId}, ${input.kind}, ${name}, ${JSON.stringify(settings)}::jsonb,
          ${JSON.stringify(mapping)}::jsonb, ${secret ? this.seal(secret) : null})
        returning id`),
    );
    return this.view((await this.rows(sql`fi.id = ${row.id}`))[0]);
  }

  /** Saving an integration is the owner's fix: a broken one is tried again, with the leads that waited. */
  async update(userId: number, formId: number, integrationId: number, input: TIntegrationUpdate) {
    const row = await this.owned(userId, formId, integrationId);
    const kind = row.kind as IntegrationKind;
    const settings = input.settings
      ? this.settingsOf(kind, { ...row.settings, ...input.settings })
      : row.settings;
    if (input.mapping) this.checkMapping(input.mapping);
    const secret = input.secret?.trim();
    if (secret !== undefined && secret !== '') await this.checkSecret(kind, settings, secret);
    const changed = secret !== undefined || input.settings !== undefined || input.mapping !== undefined;
    await this.db.execute(sql`
      update form_integrations set
        name = ${input.name?.trim() || row.name},
        enabled = ${input.enabled ?? row.enabled},
        settings = ${JSON.stringify(settings)}::jsonb,
        mapping = ${JSON.stringify(input.mapping ?? row.mapping)}::jsonb,
        secret_sealed = ${secret ? this.seal(secret) : row.secret_sealed},
        updated_at = now()
      where id = ${integrationId}`);
    if (changed || input.enabled === true) await this.resumeRow(integrationId);
    return this.view((await this.rows(sql`fi.id = ${integrationId}`))[0]);
  }

  async remove(userId: number, formId: number, integrationId: number): Promise<void> {
    await this.owned(userId, formId, integrationId);
    // Its delivery log goes with it (the rows hold the leads' answers).
    await this.db.execute(sql`delete from form_integrations where id = ${integrationId}`);
  }

  /** Clears the broken mark and queues the leads that waited; answers how many. */
  private async resumeRow(integrationId: number): Promise<number> {
    const resumed = await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        update form_integrations set broken_at = null, broken_reason = null, updated_at = now() where id = ${integrationId}`);
      return rowsOf(
        await tx.execute(sql`
          update webhook_deliveries set status = 'pending', attempts = 0, next_attempt_at = now(), last_error = null,
            updated_at = now()
          where integration_id = ${integrationId} and status = 'paused' returning id`),
      ).length;
    });
    if (resumed > 0) this.queue.onQueued?.();
    return resumed;
  }

  async resume(userId: number, formId: number, integrationId: number): Promise<number> {
    await this.owned(userId, formId, integrationId);
    return this.resumeRow(integrationId);
  }

  /** The owner's integrations that stopped, for the dashboard. */
  async problems(userId: number): Promise<TIntegrationProblem[]> {
    const rows = rowsOf<IntegrationRow & { form_label: string }>(
      await this.db.execute(sql`
        select fi.*, f.label as form_label,
          (select count(*)::int from webhook_deliveries d where d.integration_id = fi.id and d.status = 'paused') as waiting
        from form_integrations fi join forms f on f.id = fi.form_id
        where fi.user_id = ${userId} and fi.broken_at is not null and fi.enabled and fi.kind <> 'hook'
        order by fi.broken_at desc limit 50`),
    );
    return rows.map((r) => ({
      formId: r.form_id,
      formLabel: r.form_label,
      integrationId: r.id,
      kind: r.kind as IntegrationKind,
      name: r.name,
      reason: r.broken_reason ?? '',
      since: iso(r.broken_at) as string,
      waiting: Number(r.waiting ?? 0),
    }));
  }

  // -------------------------------------------------------------------------------------------------------------
  // Sending

  private async sendWith(
    row: IntegrationRow,
    lead: LeadFacts,
    delivery: { messageId: string; attempt: number; createdAt: Date },
    signal: AbortSignal,
  ): Promise<DeliveryOutcome> {
    const kind = row.kind as IntegrationKind;
    const parsed = INTEGRATION_SETTINGS[kind].safeParse(row.settings);
    if (!parsed.success)
      return { result: 'broken', status: null, detail: 'The integration’s settings need saving again' };
    let secret: string | null;
    try {
      secret = this.open(row.secret_sealed);
    } catch {
      return {
        result: 'broken',
        status: null,
        detail: 'The stored token cannot be read (the server secret changed): paste it or connect again',
      };
    }
    const destination = DESTINATIONS[kind] as Destination<unknown>;
    const missing = destination.missing({ settings: parsed.data, secret }, this.opts.config.destinations);
    if (missing) return { result: 'broken', status: null, detail: missing };
    const { timeoutMs, allowPrivate } = this.guard();
    return destination.deliver({
      integration: { id: row.id, name: row.name, settings: parsed.data, mapping: row.mapping, secret },
      lead,
      delivery,
      http: httpClient({ allowPrivate, lookup: this.opts.lookup, timeoutMs, signal }),
      config: this.opts.config.destinations,
      google: this.google,
    });
  }

  /** Sends one queued delivery to its integration (a REST hook's through the signed webhook sender). */
  async deliver(job: ClaimedDelivery, signal: AbortSignal): Promise<SenderOutcome> {
    const [row] = await this.rows(sql`fi.id = ${job.integration_id}`);
    if (!row) return { result: 'cancelled', status: null, detail: 'The integration was removed' };
    if (!row.enabled) return { result: 'cancelled', status: null, detail: 'The integration is switched off' };
    if (row.kind === 'hook') return this.deliverHook(row, job, signal);
    if (row.broken_at)
      return { result: 'paused', status: null, detail: 'Waiting for the integration to be fixed' };
    const out = await this.sendWith(
      row,
      job.payload as LeadFacts,
      { messageId: job.message_id, attempt: Number(job.attempts), createdAt: new Date(job.created_at) },
      signal,
    );
    if (out.result === 'broken') {
      await this.markBroken(row, out.detail);
      return { result: 'paused', status: out.status, detail: out.detail };
    }
    return { ...out, result: out.result };
  }

  /** A REST hook: the signed event to its target URL; 410 Gone ends the subscription (the platforms' convention). */
  private async deliverHook(
    row: IntegrationRow,
    job: ClaimedDelivery,
    signal: AbortSignal,
  ): Promise<SenderOutcome> {
    const settings = await this.webhooks.settings(row.user_id);
    const out = await this.webhooks.sendSigned(String(row.settings.targetUrl ?? ''), settings, job, signal);
    if (out.status === 410) {
      await this.db.execute(sql`
        update form_integrations set enabled = false, broken_at = now(),
          broken_reason = 'Unsubscribed: the receiver answered 410 Gone', updated_at = now()
        where id = ${row.id}`);
      await this.db.execute(sql`
        update webhook_deliveries set status = 'cancelled', last_error = 'Unsubscribed after 410 Gone', updated_at = now()
        where integration_id = ${row.id} and status = 'pending'`);
      return { ...out, result: 'failed' };
    }
    return out;
  }

  /**
   * The service refused the connection: the integration waits for its owner. Its other waiting deliveries pause
   * with it and the owner gets one e-mail, in the transaction that marks it (a second refusal changes nothing).
   */
  private async markBroken(row: IntegrationRow, reason: string): Promise<void> {
    const queued = await this.db.transaction(async (tx) => {
      const first = rowsOf<{ broken_at: Date | string }>(
        await tx.execute(sql`
          update form_integrations set broken_at = now(), broken_reason = ${reason}, updated_at = now()
          where id = ${row.id} and broken_at is null returning broken_at`),
      )[0];
      await tx.execute(sql`
        update webhook_deliveries set status = 'paused', last_error = 'Waiting for the integration to be fixed',
          updated_at = now()
        where integration_id = ${row.id} and status = 'pending'`);
      if (!first) return false;
      const [owner] = rowsOf<{ email: string; label: string }>(
        await tx.execute(sql`
          select u.email, f.label from forms f join users u on u.id = f.user_id where f.id = ${row.form_id}`),
      );
      if (!owner) return false;
      const link = `${this.opts.origin}/forms/${row.form_id}/integrations`;
      return this.mail.enqueue(tx, {
        to: owner.email,
        subject: oneLine(`${row.name} stopped for "${owner.label}": leads are waiting`, 200),
        text: `${row.name} on your form "${owner.label}" refused the last lead:\n\n  ${reason}\n\nNo lead is lost: new leads wait for it and go out once you fix the connection. Fix it here:\n${link}\n`,
        kind: 'integration-broken',
        dedupeKey: `integration-broken:${row.id}:${new Date(first.broken_at).getTime()}`,
        formId: row.form_id,
      });
    });
    if (queued) this.mail.notifyQueued();
  }

  /** Sends a lead of sample answers now and reports what the service answered (nothing is queued or paused). */
  async test(userId: number, formId: number, integrationId: number) {
    const row = await this.owned(userId, formId, integrationId);
    const { config, label, language } = await this.formConfig(formId);
    if (!config) throw badRequest('The form has no questions to make a test lead from');
    const answers = sampleAnswers(config);
    const lead = leadFacts(
      {
        id: 0,
        formId,
        formLabel: label,
        language,
        complete: true,
        sessionNo: null,
        answers,
        labels: {},
        calculations: calculate(config, answers),
        ending: null,
        submittedAt: new Date().toISOString(),
      },
      config,
      this.opts.origin,
      true,
    );
    const out = await this.sendWith(
      row,
      lead,
      { messageId: messageId(), attempt: 1, createdAt: new Date() },
      AbortSignal.timeout(this.opts.config.webhooks.timeoutMs),
    );
    return { ok: out.result === 'sent', detail: out.detail, responseCode: out.status };
  }

  // -------------------------------------------------------------------------------------------------------------
  // Delivery log

  async deliveries(userId: number, formId: number): Promise<TIntegrationDelivery[]> {
    await this.forms.owned(userId, formId);
    const rows = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select d.id, d.integration_id, fi.name, fi.kind, d.event, d.status, d.attempts, d.detail, d.last_error,
          d.response_code, d.response_id, d.created_at, d.next_attempt_at, d.delivered_at
        from webhook_deliveries d join form_integrations fi on fi.id = d.integration_id
        where d.form_id = ${formId} and fi.kind <> 'hook'
        order by d.created_at desc, d.id desc limit 100`),
    );
    return rows.map((r) => ({
      id: Number(r.id),
      integrationId: Number(r.integration_id),
      destination: String(r.name),
      kind: String(r.kind),
      event: String(r.event),
      status: String(r.status) as TIntegrationDelivery['status'],
      attempts: Number(r.attempts),
      detail: (r.detail as string | null) ?? (r.last_error as string | null) ?? null,
      responseCode: r.response_code === null ? null : Number(r.response_code),
      responseId: r.response_id === null ? null : Number(r.response_id),
      createdAt: iso(r.created_at as string) as string,
      nextAttemptAt: r.status === 'pending' ? iso(r.next_attempt_at as string) : null,
      deliveredAt: iso((r.delivered_at as string | null) ?? null),
    }));
  }

  async replay(userId: number, formId: number, deliveryId: number): Promise<void> {
    await this.forms.owned(userId, formId);
    await this.queue.replay(
      deliveryId,
      (d) => d.form_id === formId && d.integration_id !== null && Number(d.user_id) === userId,
    );
  }

  // -------------------------------------------------------------------------------------------------------------
  // Google's consent screen

  private stateKey(): Buffer {
    return Buffer.from(
      crypto.hkdfSync('sha256', this.sealingKey(), 'forms-engine', 'google-oauth-state/v1', 32),
    );
  }

  private signState(payload: Record<string, unknown>): string {
    const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
    const mac = crypto.createHmac('sha256', this.stateKey()).update(body).digest('base64url');
    return `${body}.${mac}`;
  }

  private readState(state: string): { u: number; f: number; i: number; r: string; e: number } | null {
    const [body, mac] = state.split('.');
    if (!body || !mac) return null;
    const expected = crypto.createHmac('sha256', this.stateKey()).update(body).digest();
    const given = Buffer.from(mac, 'base64url');
    if (given.length !== expected.length || !crypto.timingSafeEqual(given, expected)) return null;
    try {
      const s = JSON.parse(Buffer.from(body, 'base64url').toString('utf8'));
      return typeof s.e === 'number' && s.e > Date.now() ? s : null;
    } catch {
      return null;
    }
  }

  /** The consent screen's address for a Sheets integration; Google sends the owner back to `origin`'s callback. */
  async googleStart(userId: number, formId: number, integrationId: number, origin: string): Promise<string> {
    const row = await this.owned(userId, formId, integrationId);
    if (row.kind !== 'sheets') throw badRequest('Only a Google Sheets integration connects a Google account');
    const google = this.opts.config.destinations.google;
    if (!google.oauth) throw badRequest('This server has no Google sign-in set up (GOOGLE_CLIENT_ID)');
    const redirectUri = `${origin}/api/integrations/google/callback`;
    const state = this.signState({
      u: userId,
      f: formId,
      i: integrationId,
      r: redirectUri,
      e: Date.now() + OAUTH_STATE_TTL_MS,
    });
    const params = new URLSearchParams({
      client_id: google.oauth.clientId,
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: SHEETS_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
    });
    return `${google.authUrl}?${params}`;
  }

  /**
   * Google's redirect back: the code exchanged for a refresh token, kept sealed on the integration, which resumes.
   * Answers where the owner goes next: the form's integrations, with what happened.
   */
  async googleCallback(
    userId: number,
    query: { code?: string; state?: string; error?: string },
  ): Promise<string> {
    const state = query.state ? this.readState(query.state) : null;
    if (!state || state.u !== userId) return '/dashboard?google=expired';
    const back = (outcome: string, message?: string) =>
      `/forms/${state.f}/integrations?${new URLSearchParams({ google: outcome, ...(message ? { message } : {}) })}`;
    if (query.error || !query.code)
      return back(
        'error',
        query.error === 'access_denied'
          ? 'Google access was not granted'
          : (query.error ?? 'No code from Google'),
      );
    let row: IntegrationRow;
    try {
      row = await this.owned(userId, state.f, state.i);
    } catch (err) {
      if (err instanceof AppError) return back('error', err.message);
      throw err;
    }
    const { allowPrivate, timeoutMs } = this.guard();
    let result: Awaited<ReturnType<typeof exchangeCode>>;
    try {
      result = await exchangeCode(
        this.opts.config.destinations.google,
        httpClient({ allowPrivate, lookup: this.opts.lookup, timeoutMs }),
        query.code,
        state.r,
      );
    } catch (err) {
      result = { error: `Google could not be reached: ${(err as Error).message}` };
    }
    if ('error' in result) return back('error', result.error);
    await this.db.execute(sql`
      update form_integrations set secret_sealed = ${this.seal(result.refreshToken)},
        settings = settings || '{"auth": "oauth"}'::jsonb, updated_at = now()
      where id = ${row.id}`);
    this.google.forget(row.id);
    await this.resumeRow(row.id);
    return back('connected');
  }

  // -------------------------------------------------------------------------------------------------------------
  // Lead routing

  private async routingRecord(userId: number, routing: TLeadRouting) {
    const all = [...new Set(routing.rules.flatMap((r) => r.recipients.map((e) => e.toLowerCase())))];
    const confirmed = await this.recipients.confirmedOf(userId, all);
    const [owner] = rowsOf<{ email: string }>(
      await this.db.execute(sql`select email from users where id = ${userId}`),
    );
    const own = owner?.email.toLowerCase();
    return { ...routing, unconfirmedRecipients: all.filter((e) => e !== own && !confirmed.has(e)) };
  }

  async getRouting(userId: number, formId: number) {
    await this.forms.owned(userId, formId);
    const [row] = rowsOf<{ routing: unknown }>(
      await this.db.execute(sql`select routing from form_settings where form_id = ${formId}`),
    );
    return this.routingRecord(userId, routingOf(row?.routing));
  }

  /** Saves the rules; addresses that have not confirmed are sent a confirmation link (as extra recipients are). */
  async putRouting(user: { id: number; email: string }, formId: number, routing: TLeadRouting) {
    const form = await this.forms.owned(user.id, formId);
    const ids = new Set(
      rowsOf<{ id: number }>(
        await this.db.execute(
          sql`select id from form_integrations where form_id = ${formId} and kind <> 'hook'`,
        ),
      ).map((r) => Number(r.id)),
    );
    routing.rules.forEach((rule, i) => {
      if (rule.integrations.some((id) => !ids.has(id)))
        throw badRequest(`Rule ${i + 1} names an integration this form does not have`);
    });
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`
        insert into form_settings (form_id, routing) values (${formId}, ${JSON.stringify(routing)}::jsonb)
        on conflict (form_id) do update set routing = excluded.routing, updated_at = now()`);
      await this.recipients.request(
        { owner: user, formLabel: form.label, emails: routing.rules.flatMap((r) => r.recipients) },
        tx,
      );
    });
    this.mail.notifyQueued();
    return this.routingRecord(user.id, routing);
  }
}
