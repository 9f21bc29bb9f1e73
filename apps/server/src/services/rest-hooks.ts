// REST hooks for automation platforms (Zapier, Make, n8n): an API key subscribes a target URL to a form's
// response.completed or response.updated events, which go out through the delivery queue signed like the CRM
// webhook; unsubscribing ends them, and a sample event shows the shape.
import { type HookEvent, MAX_HOOKS_PER_ACCOUNT, type THook } from '@forms-engine/contracts';
import { safeNormalizeConfig } from '@forms-engine/model';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../db/rows.ts';
import { badRequest, notFound } from '../errors.ts';
import { sampleAnswers } from './destinations/lead-facts.ts';
import type { FormsService } from './forms.ts';
import { checkUrl, type GuardOptions, SsrfError } from './ssrf.ts';
import { eventOf, parseJson, type WebhookPayload } from './webhooks.ts';
import { VERIFIED_TARGETS } from './verification.ts';

interface HookRow {
  id: number;
  form_id: number;
  settings: { targetUrl?: string; event?: HookEvent };
  created_at: Date | string;
}

const view = (r: HookRow): THook => ({
  id: Number(r.id),
  formId: Number(r.form_id),
  event: r.settings.event ?? 'response.completed',
  targetUrl: r.settings.targetUrl ?? '',
  createdAt: new Date(r.created_at).toISOString(),
});

export class RestHooksService {
  constructor(
    private readonly db: Db,
    private readonly forms: FormsService,
    private readonly guard: () => GuardOptions,
  ) {}

  async subscribe(
    userId: number,
    input: { formId: number; event: HookEvent; targetUrl: string },
  ): Promise<THook> {
    await this.forms.owned(userId, input.formId);
    try {
      await checkUrl(input.targetUrl, this.guard());
    } catch (err) {
      if (err instanceof SsrfError) throw badRequest(err.message.replace('Webhook URL', 'targetUrl'));
      throw err;
    }
    const [{ n }] = rowsOf<{ n: number }>(
      await this.db.execute(
        sql`select count(*)::int as n from form_integrations where user_id = ${userId} and kind = 'hook'`,
      ),
    );
    if (Number(n) >= MAX_HOOKS_PER_ACCOUNT)
      throw badRequest(
        `An account may hold at most ${MAX_HOOKS_PER_ACCOUNT} subscriptions; remove unused ones`,
      );
    const settings = { targetUrl: input.targetUrl, event: input.event };
    const [row] = rowsOf<HookRow>(
      await this.db.execute(sql`
        insert into form_integrations (form_id, user_id, kind, name, settings)
        values (${input.formId}, ${userId}, 'hook', 'REST hook', ${JSON.stringify(settings)}::jsonb)
        returning id, form_id, settings, created_at`),
    );
    return view({ ...row, settings: parseJson(row.settings) as HookRow['settings'] });
  }

  async list(userId: number): Promise<THook[]> {
    const rows = rowsOf<HookRow>(
      await this.db.execute(sql`
        select id, form_id, settings, created_at from form_integrations
        where user_id = ${userId} and kind = 'hook' and enabled order by id`),
    );
    return rows.map((r) => view({ ...r, settings: parseJson(r.settings) as HookRow['settings'] }));
  }

  /** Ends a subscription; its waiting deliveries go with it. */
  async unsubscribe(userId: number, id: number): Promise<void> {
    const gone = rowsOf(
      await this.db.execute(
        sql`delete from form_integrations where id = ${id} and user_id = ${userId} and kind = 'hook' returning id`,
      ),
    );
    if (gone.length === 0) throw notFound('Subscription not found');
  }

  /** The form's latest response of the event's kind as its event, or sample answers to its questions. */
  async sample(userId: number, formId: number, event: HookEvent): Promise<WebhookPayload[]> {
    const form = await this.forms.owned(userId, formId);
    const complete = event === 'response.completed';
    const [latest] = rowsOf<Record<string, unknown>>(
      await this.db.execute(sql`
        select r.id, r.form_id, r.session_id, r.response, r.temp_response, r.created_at, r.updated_at, r.submitted_at,
          r.calculations, r.ending, r.labels, s.session_no, s.variant, f.label, f.language, f.domain,
          ${VERIFIED_TARGETS} as verified_targets
        from responses r join forms f on f.id = r.form_id left join answer_sessions s on s.id = r.session_id
        where r.form_id = ${formId} and not r.spam and (r.response is not null) = ${complete}
        order by r.id desc limit 1`),
    );
    const parsed = safeNormalizeConfig(form.publishedConfig ?? form.config);
    const config = parsed.ok ? parsed.config : null;
    if (latest) return [eventOf(latest, config)];
    const now = new Date().toISOString();
    const answers = config ? sampleAnswers(config) : {};
    return [
      eventOf(
        {
          id: 0,
          form_id: formId,
          session_id: null,
          session_no: null,
          response: complete ? answers : null,
          temp_response: complete ? null : answers,
          created_at: now,
          updated_at: now,
          submitted_at: complete ? now : null,
          calculations: null,
          ending: null,
          labels: {},
          label: form.label,
          language: form.language,
          domain: form.domain,
        },
        config,
      ),
    ];
  }
}
