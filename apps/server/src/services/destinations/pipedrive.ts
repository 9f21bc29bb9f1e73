// Pipedrive (API token): the person found by e-mail or added, a lead linked to them (its origin_id names the
// delivery, so a repeated attempt finds the lead it made), the mapped answers as lead fields, and a note.
import type { TCrmSettings } from '@forms-engine/contracts';
import { leadNote, noteMarker } from './hubspot.ts';
import { attempt, failureOf, type HttpAnswer, Outcome } from './http.ts';
import type { Destination, DestinationContext } from './types.ts';

function pipedriveMessage(res: HttpAnswer): string {
  const body = (res.json ?? {}) as { error?: string; error_info?: string };
  return [body.error, body.error_info].filter(Boolean).join(': ');
}

function pipedriveFailure(res: HttpAnswer) {
  if (res.status === 401)
    return failureOf('Pipedrive', res, 'the API token is not valid (changed or mistyped)');
  return failureOf('Pipedrive', res, pipedriveMessage(res));
}

type Ctx = DestinationContext<TCrmSettings>;

const originOf = (ctx: Ctx) => `forms-engine:${ctx.delivery.messageId}`;

export const pipedrive: Destination<TCrmSettings> = {
  kind: 'pipedrive',
  missing: (i) => (i.secret ? null : 'Paste the API token'),
  deliver: (ctx: Ctx) =>
    attempt(async () => {
      const { lead } = ctx;
      const auth = { 'x-api-token': ctx.integration.secret ?? '' };
      const base = ctx.config.pipedriveBase;
      const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
        const res = await ctx.http({ method, url: `${base}${path}`, headers: auth, body });
        if (res.status < 200 || res.status >= 300) throw new Outcome(pipedriveFailure(res));
        return res.json as { success?: boolean; data?: unknown } | null;
      };
      const email = lead.contact?.email ?? '';
      const name = lead.contact?.name || email;
      if (!name)
        return {
          result: 'failed',
          status: null,
          detail: 'This lead has no name or e-mail address for a Pipedrive person',
        };

      let personId: number | null = null;
      if (email) {
        const found = await call(
          'GET',
          `/v2/persons/search?${new URLSearchParams({ term: email, fields: 'email', exact_match: 'true' })}`,
        );
        const items = (found?.data as { items?: { item?: { id?: number } }[] } | undefined)?.items ?? [];
        personId = items[0]?.item?.id ?? null;
      }
      const personAction = personId ? 'found' : 'added';
      if (!personId) {
        const made = await call('POST', '/v2/persons', {
          name,
          ...(email ? { emails: [{ value: email, primary: true, label: 'work' }] } : {}),
          ...(lead.contact?.phone
            ? { phones: [{ value: lead.contact.phone, primary: true, label: 'work' }] }
            : {}),
        });
        personId = (made?.data as { id?: number } | undefined)?.id ?? null;
        if (!personId)
          throw new Outcome({
            result: 'retry',
            status: null,
            detail: 'Pipedrive answered without the person',
          });
      }

      // A later attempt looks for the lead an earlier one made: its origin_id is this delivery's.
      let leadId: string | null = null;
      if (ctx.delivery.attempt > 1) {
        const leads = await call(
          'GET',
          `/v1/leads?${new URLSearchParams({ person_id: String(personId), limit: '500' })}`,
        );
        const earlier = ((leads?.data as { id?: string; origin_id?: string }[] | null) ?? []).find(
          (l) => l.origin_id === originOf(ctx),
        );
        leadId = earlier?.id ?? null;
      }
      const fields: Record<string, string> = {};
      for (const m of ctx.integration.mapping) {
        const value = lead.values[m.source];
        if (value) fields[m.target] = value;
      }
      const leadAction = leadId ? 'found' : 'added';
      if (!leadId) {
        const made = await call('POST', '/v1/leads', {
          ...fields,
          title: `${lead.formLabel}: ${name}`.slice(0, 255),
          person_id: personId,
          origin_id: originOf(ctx),
        });
        leadId = (made?.data as { id?: string } | undefined)?.id ?? null;
        if (!leadId)
          throw new Outcome({ result: 'retry', status: null, detail: 'Pipedrive answered without the lead' });
      }
      const done = `Person ${personId} ${personAction}, lead ${leadId} ${leadAction}`;
      if (!ctx.integration.settings.addNote) return { result: 'sent', status: 201, detail: done };
      if (leadAction === 'found') {
        const notes = await call(
          'GET',
          `/v1/notes?${new URLSearchParams({ lead_id: leadId, limit: '100' })}`,
        );
        const marker = noteMarker(lead, ctx.delivery.messageId);
        if (((notes?.data as { content?: string }[] | null) ?? []).some((n) => n.content?.includes(marker)))
          return { result: 'sent', status: 200, detail: `${done}, note added` };
      }
      await call('POST', '/v1/notes', { content: leadNote(lead, ctx.delivery.messageId), lead_id: leadId });
      return { result: 'sent', status: 201, detail: `${done}, note added` };
    }),
};
