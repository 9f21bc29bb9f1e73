// HubSpot (CRM v3 with a private app's token): the contact created or updated by e-mail (batch upsert, so a repeat
// changes nothing), the mapped answers as its properties, and the full answers as a note on it.
import type { TCrmSettings } from '@forms-engine/contracts';
import { attempt, failureOf, type HttpAnswer, Outcome } from './http.ts';
import type { LeadFacts } from './lead-facts.ts';
import type { Destination, DestinationContext } from './types.ts';

/** HubSpot-defined association type of a note to a contact. */
const NOTE_TO_CONTACT = 202;

const html = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string,
  );

/** The words a note is recognised by when a later attempt looks whether an earlier one added it. */
export const noteMarker = (lead: LeadFacts, messageId: string) =>
  `Forms Engine lead ${lead.responseId} (${messageId})`;

/** The note's HTML: what the respondent verified, every answer, the calculations and a link to the lead. */
export function leadNote(lead: LeadFacts, messageId: string): string {
  const lines = [...lead.answers, ...lead.calculations].map(
    (l) => `<p><strong>${html(l.label)}</strong><br>${html(l.value).replaceAll('\n', '<br>')}</p>`,
  );
  return [
    `<p><strong>${html(lead.test ? 'Test lead' : 'New lead')} from ${html(lead.formLabel)}</strong></p>`,
    ...(lead.verified ? [`<p><strong>Verified</strong><br>${html(lead.verified)}</p>`] : []),
    ...lines,
    `<p><a href="${html(lead.link)}">Open the lead</a></p>`,
    `<p>${html(noteMarker(lead, messageId))}</p>`,
  ].join('');
}

function hubspotMessage(res: HttpAnswer): string {
  const body = (res.json ?? {}) as { message?: string; category?: string };
  return body.message ?? body.category ?? '';
}

function hubspotFailure(res: HttpAnswer) {
  if (res.status === 401)
    return failureOf('HubSpot', res, 'the private app token is not valid (revoked or mistyped)');
  if (res.status === 403)
    return failureOf(
      'HubSpot',
      res,
      `the private app lacks a permission (crm.objects.contacts.write): ${hubspotMessage(res)}`,
    );
  return failureOf('HubSpot', res, hubspotMessage(res));
}

export const hubspot: Destination<TCrmSettings> = {
  kind: 'hubspot',
  missing: (i) => (i.secret ? null : 'Paste the private app token'),
  deliver: (ctx: DestinationContext<TCrmSettings>) =>
    attempt(async () => {
      const { lead } = ctx;
      const email = lead.contact?.email;
      if (!email)
        return {
          result: 'failed',
          status: null,
          detail: 'This lead has no e-mail address: HubSpot contacts are matched by e-mail',
        };
      const auth = { authorization: `Bearer ${ctx.integration.secret ?? ''}` };
      const base = ctx.config.hubspotBase;
      const call = async (method: 'GET' | 'POST', path: string, body?: unknown) => {
        const res = await ctx.http({ method, url: `${base}${path}`, headers: auth, body });
        if (res.status < 200 || res.status >= 300) throw new Outcome(hubspotFailure(res));
        return res;
      };

      const properties: Record<string, string> = {};
      for (const m of ctx.integration.mapping) {
        const value = lead.values[m.source];
        if (value) properties[m.target] = value;
      }
      properties.email = email;
      const upsert = await call('POST', '/crm/v3/objects/contacts/batch/upsert', {
        inputs: [{ idProperty: 'email', id: email, properties }],
      });
      const result = (upsert.json as { results?: { id?: string; new?: boolean }[] } | null)?.results?.[0];
      if (!result?.id)
        throw new Outcome({
          result: 'retry',
          status: upsert.status,
          detail: 'HubSpot answered without the contact',
        });
      const contactId = result.id;
      const contact = `Contact ${contactId} ${result.new ? 'created' : 'updated'}`;
      if (!ctx.integration.settings.addNote)
        return { result: 'sent', status: upsert.status, detail: contact };

      const marker = noteMarker(lead, ctx.delivery.messageId);
      if (ctx.delivery.attempt > 1) {
        // Associations and reads by id are consistent at once (unlike search): an earlier attempt's note shows here.
        const assoc = await call(
          'GET',
          `/crm/v4/objects/contacts/${encodeURIComponent(contactId)}/associations/notes`,
        );
        const noteIds = (
          (assoc.json as { results?: { toObjectId?: number | string }[] } | null)?.results ?? []
        )
          .map((r) => String(r.toObjectId ?? ''))
          .filter(Boolean)
          .slice(0, 100);
        if (noteIds.length > 0) {
          const read = await call('POST', '/crm/v3/objects/notes/batch/read', {
            properties: ['hs_note_body'],
            inputs: noteIds.map((id) => ({ id })),
          });
          const notes = (
            read.json as { results?: { id?: string; properties?: { hs_note_body?: string } }[] } | null
          )?.results;
          const earlier = notes?.find((n) => n.properties?.hs_note_body?.includes(marker));
          if (earlier)
            return { result: 'sent', status: read.status, detail: `${contact}, note ${earlier.id} added` };
        }
      }
      const note = await call('POST', '/crm/v3/objects/notes', {
        properties: {
          hs_timestamp: lead.submittedAt ?? new Date().toISOString(),
          hs_note_body: leadNote(lead, ctx.delivery.messageId),
        },
        associations: [
          {
            to: { id: contactId },
            types: [{ associationCategory: 'HUBSPOT_DEFINED', associationTypeId: NOTE_TO_CONTACT }],
          },
        ],
      });
      const noteId = (note.json as { id?: string } | null)?.id;
      return { result: 'sent', status: note.status, detail: `${contact}, note ${noteId ?? ''} added`.trim() };
    }),
};
