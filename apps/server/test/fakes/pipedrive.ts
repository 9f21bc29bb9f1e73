// Fake Pipedrive (API token in the x-api-token header): persons search and add (v2), leads add and list (v1, with
// origin_id), notes add and list (v1), with Pipedrive's {success, data} envelopes.
import crypto from 'node:crypto';
import { expectShape, type Incoming, type Reply } from './server.ts';

interface Person {
  id: number;
  name: string;
  emails: { value: string; primary?: boolean; label?: string }[];
  phones: { value: string; primary?: boolean; label?: string }[];
}
interface Lead {
  id: string;
  title: string;
  person_id: number;
  origin_id: string | null;
  fields: Record<string, unknown>;
}
interface Note {
  id: number;
  content: string;
  lead_id: string;
}

const fail = (status: number, error: string): Reply => ({
  status,
  body: { success: false, error, errorCode: status },
});

export class FakePipedrive {
  readonly persons: Person[] = [];
  readonly leads: Lead[] = [];
  readonly notes: Note[] = [];
  /** Custom lead (deal) field keys the company has. */
  readonly leadFields = new Set<string>();
  private readonly tokens = new Set<string>();
  private nextId = 1;

  addToken(): string {
    const token = crypto.randomBytes(20).toString('hex');
    this.tokens.add(token);
    return token;
  }

  revoke(token: string): void {
    this.tokens.delete(token);
  }

  handle(req: Incoming): Reply {
    if (!this.tokens.has(req.headers['x-api-token'] ?? '')) return fail(401, 'unauthorized access');
    const path = req.url.pathname.replace(/^\/pipedrive\/api/, '');
    const q = req.url.searchParams;
    if (req.method === 'POST')
      expectShape(
        (req.headers['content-type'] ?? '').startsWith('application/json'),
        415,
        fail(415, 'Unsupported Media Type').body,
      );
    const body = (req.json ?? {}) as Record<string, unknown>;
    if (req.method === 'GET' && path === '/v2/persons/search') {
      expectShape(
        Boolean(q.get('term')) && (q.get('term') ?? '').length >= 2,
        400,
        fail(400, 'term must be at least 2 characters').body,
      );
      const term = (q.get('term') ?? '').toLowerCase();
      const exact = q.get('exact_match') === 'true';
      const fields = (q.get('fields') ?? 'name,email,phone').split(',');
      const items = this.persons
        .filter(
          (p) =>
            fields.includes('email') &&
            p.emails.some((e) =>
              exact ? e.value.toLowerCase() === term : e.value.toLowerCase().includes(term),
            ),
        )
        .map((p) => ({
          result_score: 1,
          item: { id: p.id, type: 'person', name: p.name, emails: p.emails.map((e) => e.value) },
        }));
      return {
        status: 200,
        body: { success: true, data: { items }, additional_data: { next_cursor: null } },
      };
    }
    if (req.method === 'POST' && path === '/v2/persons') {
      expectShape(
        typeof body.name === 'string' && body.name.length > 0,
        400,
        fail(400, 'name is required').body,
      );
      for (const key of ['emails', 'phones'] as const)
        expectShape(
          body[key] === undefined ||
            (Array.isArray(body[key]) &&
              (body[key] as unknown[]).every((e) => typeof (e as { value?: unknown }).value === 'string')),
          400,
          fail(400, `${key} must be a list of {value, primary, label}`).body,
        );
      const person: Person = {
        id: this.nextId++,
        name: String(body.name),
        emails: (body.emails as Person['emails']) ?? [],
        phones: (body.phones as Person['phones']) ?? [],
      };
      this.persons.push(person);
      return { status: 200, body: { success: true, data: { id: person.id, name: person.name } } };
    }
    if (req.method === 'POST' && path === '/v1/leads') {
      expectShape(
        typeof body.title === 'string' && body.title.length > 0,
        400,
        fail(400, 'Title is required').body,
      );
      const personId = Number(body.person_id);
      if (!this.persons.some((p) => p.id === personId)) return fail(400, 'Person not found');
      const known = new Set([
        'title',
        'person_id',
        'organization_id',
        'owner_id',
        'label_ids',
        'value',
        'expected_close_date',
        'visible_to',
        'was_seen',
        'origin_id',
        'channel',
        'channel_id',
      ]);
      const unknown = Object.keys(body).filter((k) => !known.has(k) && !this.leadFields.has(k));
      if (unknown.length) return fail(400, `Unknown field(s): ${unknown.join(', ')}`);
      const lead: Lead = {
        id: crypto.randomUUID(),
        title: String(body.title),
        person_id: personId,
        origin_id: typeof body.origin_id === 'string' ? body.origin_id : null,
        fields: Object.fromEntries(Object.entries(body).filter(([k]) => this.leadFields.has(k))),
      };
      this.leads.push(lead);
      return { status: 201, body: { success: true, data: { ...lead, ...lead.fields, origin: 'API' } } };
    }
    if (req.method === 'GET' && path === '/v1/leads') {
      const personId = q.get('person_id');
      const data = this.leads
        .filter((l) => !personId || String(l.person_id) === personId)
        .map((l) => ({
          id: l.id,
          title: l.title,
          person_id: l.person_id,
          origin_id: l.origin_id,
          origin: 'API',
        }));
      return {
        status: 200,
        body: { success: true, data, additional_data: { pagination: { more_items_in_collection: false } } },
      };
    }
    if (req.method === 'POST' && path === '/v1/notes') {
      expectShape(
        typeof body.content === 'string' && body.content.length > 0,
        400,
        fail(400, 'Content is required').body,
      );
      if (!this.leads.some((l) => l.id === body.lead_id)) return fail(400, 'Lead not found');
      const note: Note = { id: this.nextId++, content: String(body.content), lead_id: String(body.lead_id) };
      this.notes.push(note);
      return { status: 201, body: { success: true, data: note } };
    }
    if (req.method === 'GET' && path === '/v1/notes') {
      const leadId = q.get('lead_id');
      return {
        status: 200,
        body: { success: true, data: this.notes.filter((n) => !leadId || n.lead_id === leadId) },
      };
    }
    return fail(404, 'Unknown method');
  }
}
