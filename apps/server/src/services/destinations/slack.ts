// Slack: one Block Kit message per lead — name, contact, the mapped answers, the estimate and a link — through an
// incoming webhook or a bot token's chat.postMessage (which also lets a retry see that an earlier attempt arrived).
import type { TSlackSettings } from '@forms-engine/contracts';
import { verifiedLabel } from '@forms-engine/model';
import { attempt, type HttpAnswer, oneLine, Outcome } from './http.ts';
import type { LeadFacts } from './lead-facts.ts';
import type { Destination, DeliveryOutcome, DestinationContext } from './types.ts';

/** Slack's mrkdwn: &, < and > are its only special characters; escaped, a respondent's text cannot make links or @channel. */
const mrkdwn = (s: string) => s.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const cut = (s: string, max: number) => (s.length > max ? `${s.slice(0, max - 1)}…` : s);

/** The metadata type a bot-posted lead message carries; a retry looks for its delivery id in the channel. */
export const SLACK_EVENT_TYPE = 'forms_engine_lead';

type Block = Record<string, unknown>;

/** The message: a header, the contact, mapped answers (two columns), calculations, and a button to the lead. */
export function slackMessage(
  lead: LeadFacts,
  mapping: { source: string; target: string }[],
): { text: string; blocks: Block[] } {
  const who = lead.contact?.name || lead.contact?.email || '';
  const kind = lead.test
    ? 'Test lead'
    : lead.change
      ? lead.change
      : lead.complete
        ? 'New lead'
        : 'Unfinished lead';
  const title = `${kind}${who ? `: ${who}` : ''}`;
  const blocks: Block[] = [
    { type: 'header', text: { type: 'plain_text', text: cut(title, 150), emoji: false } },
    {
      type: 'context',
      elements: [
        { type: 'mrkdwn', text: cut(mrkdwn(`${lead.formLabel} · response ${lead.responseId}`), 3000) },
      ],
    },
  ];
  const contact = [lead.contact?.email, lead.contact?.phone].filter(Boolean).join(' · ');
  // "Verified: Phone" or "Not verified", under the contact, for a form that offers a code.
  const verified = !lead.verified
    ? ''
    : lead.verified === verifiedLabel(undefined, true)
      ? `\n_${lead.verified}_`
      : `\n_Verified: ${lead.verified}_`;
  if (contact)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: cut(`*Contact*\n${mrkdwn(contact)}${verified}`, 3000),
      },
    });
  const fields = mapping
    .map((m) => ({ label: m.target, value: lead.values[m.source] ?? '' }))
    .filter((f) => f.value !== '')
    .map((f) => ({ type: 'mrkdwn', text: cut(`*${mrkdwn(f.label)}*\n${mrkdwn(f.value)}`, 2000) }));
  // A section holds at most 10 fields; a message at most 50 blocks.
  for (let i = 0; i < fields.length && blocks.length < 46; i += 10)
    blocks.push({ type: 'section', fields: fields.slice(i, i + 10) });
  const estimate = lead.calculations.filter((c) => !mapping.some((m) => m.source === c.key));
  if (estimate.length > 0)
    blocks.push({
      type: 'section',
      text: {
        type: 'mrkdwn',
        text: cut(estimate.map((c) => `*${mrkdwn(c.label)}:* ${mrkdwn(c.value)}`).join('\n'), 3000),
      },
    });
  blocks.push({
    type: 'actions',
    elements: [
      { type: 'button', text: { type: 'plain_text', text: 'Open the lead' }, url: cut(lead.link, 3000) },
    ],
  });
  const text = cut(`${title} (${lead.formLabel})${contact ? ` ${contact}` : ''}`, 3000);
  return { text, blocks };
}

/** Web API errors that mean the token or channel needs the owner (the rest are retried or this message's own). */
const BROKEN = new Set([
  'invalid_auth',
  'not_authed',
  'token_revoked',
  'token_expired',
  'account_inactive',
  'no_permission',
  'missing_scope',
  'channel_not_found',
  'not_in_channel',
  'is_archived',
  'restricted_action',
  'team_access_not_granted',
  'ekm_access_denied',
]);
const PASSING = new Set([
  'ratelimited',
  'fatal_error',
  'internal_error',
  'service_unavailable',
  'request_timeout',
]);

const EXPLAIN: Record<string, string> = {
  invalid_auth: 'the bot token is not valid',
  token_revoked: 'the bot token was revoked',
  account_inactive: 'the Slack app or its workspace was removed',
  channel_not_found: 'the channel was not found',
  not_in_channel: 'the app is not in the channel: invite it with /invite',
  is_archived: 'the channel is archived',
  missing_scope: 'the app lacks the chat:write permission',
};

function webApiOutcome(res: HttpAnswer, ok: string): DeliveryOutcome {
  const body = (res.json ?? {}) as { ok?: boolean; error?: string };
  if (res.status === 200 && body.ok === true) return { result: 'sent', status: 200, detail: ok };
  const error = body.error ?? `HTTP ${res.status}`;
  const detail = oneLine(`Slack answered ${error}${EXPLAIN[error] ? ` (${EXPLAIN[error]})` : ''}`);
  if (res.status === 429 || res.status >= 500 || PASSING.has(error))
    return { result: 'retry', status: res.status, detail };
  if (BROKEN.has(error) || res.status === 401 || res.status === 403)
    return { result: 'broken', status: res.status, detail };
  return { result: 'failed', status: res.status, detail };
}

/** Incoming webhooks answer "ok", or a status with a reason in the body (no_service, channel_is_archived, …). */
function webhookOutcome(res: HttpAnswer): DeliveryOutcome {
  if (res.status >= 200 && res.status < 300)
    return { result: 'sent', status: res.status, detail: 'Posted to Slack' };
  const detail = oneLine(`Slack answered HTTP ${res.status}${res.text ? `: ${res.text}` : ''}`);
  if (res.status === 429 || res.status >= 500) return { result: 'retry', status: res.status, detail };
  // 403 invalid_token, 404 no_service / channel_not_found, 410 channel_is_archived: the webhook is gone.
  if (res.status === 403 || res.status === 404 || res.status === 410)
    return { result: 'broken', status: res.status, detail };
  return { result: 'failed', status: res.status, detail };
}

/** With a bot token, whether an earlier attempt of this delivery is in the channel already (its metadata names it). */
async function alreadyPosted(ctx: DestinationContext<TSlackSettings>, token: string): Promise<string | null> {
  const oldest = Math.floor(ctx.delivery.createdAt.getTime() / 1000) - 60;
  const url = `${ctx.config.slackBase}/conversations.history?${new URLSearchParams({
    channel: ctx.integration.settings.channel,
    oldest: String(oldest),
    limit: '200',
    include_all_metadata: 'true',
  })}`;
  const res = await ctx.http({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
  const body = (res.json ?? {}) as {
    ok?: boolean;
    messages?: { ts?: string; metadata?: { event_type?: string; event_payload?: { delivery?: string } } }[];
  };
  // Without channels:history the check cannot be made: the message is posted (a repeat stays possible).
  if (!body.ok) return null;
  const found = body.messages?.find(
    (m) =>
      m.metadata?.event_type === SLACK_EVENT_TYPE &&
      m.metadata.event_payload?.delivery === ctx.delivery.messageId,
  );
  return found?.ts ?? null;
}

export const slack: Destination<TSlackSettings> = {
  kind: 'slack',
  missing(i) {
    if (!i.secret)
      return i.settings.mode === 'bot' ? 'Paste the bot token' : 'Paste the incoming webhook URL';
    if (i.settings.mode === 'bot' && !i.settings.channel) return 'Enter the channel ID';
    return null;
  },
  deliver: (ctx) =>
    attempt(async () => {
      const { settings, secret, mapping } = ctx.integration;
      const message = slackMessage(ctx.lead, mapping);
      if (settings.mode === 'webhook') {
        const res = await ctx.http({ method: 'POST', url: secret ?? '', body: message });
        return webhookOutcome(res);
      }
      const token = secret ?? '';
      if (ctx.delivery.attempt > 1) {
        const ts = await alreadyPosted(ctx, token);
        if (ts) return { result: 'sent', status: 200, detail: `Already in Slack (message ${ts})` };
      }
      const res = await ctx.http({
        method: 'POST',
        url: `${ctx.config.slackBase}/chat.postMessage`,
        headers: { authorization: `Bearer ${token}` },
        body: {
          channel: settings.channel,
          ...message,
          unfurl_links: false,
          unfurl_media: false,
          metadata: {
            event_type: SLACK_EVENT_TYPE,
            event_payload: { delivery: ctx.delivery.messageId, response_id: ctx.lead.responseId },
          },
        },
      });
      const ts = (res.json as { ts?: string } | null)?.ts;
      const out = webApiOutcome(res, `Posted to Slack${ts ? ` (message ${ts})` : ''}`);
      if (out.result !== 'sent') throw new Outcome(out);
      return out;
    }),
};
