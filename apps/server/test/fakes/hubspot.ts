// Fake HubSpot (CRM v3/v4 with a private app token): contacts batch upsert by e-mail, notes with an association to
// a contact, a contact's note associations and notes batch read, refusing unknown properties as HubSpot does.
import crypto from 'node:crypto';
import { bearerOf, expectShape, type Incoming, type Reply } from './server.ts';

interface Contact {
  id: string;
  properties: Record<string, string>;
}
interface Note {
  id: string;
  body: string;
  timestamp: string;
  contactIds: string[];
}

const validation = (message: string): Reply => ({
  status: 400,
  body: { status: 'error', message, correlationId: crypto.randomUUID(), category: 'VALIDATION_ERROR' },
});

export class FakeHubSpot {
  readonly contacts = new Map<string, Contact>();
  readonly notes: Note[] = [];
  /** The portal's contact properties (HubSpot's defaults plus any the test defines). */
  readonly properties = new Set([
    'email',
    'firstname',
    'lastname',
    'phone',
    'address',
    'zip',
    'city',
    'company',
    'message',
  ]);
  private readonly tokens = new Map<string, { revoked: boolean }>();
  private nextId = 1000;

  addToken(): string {
    const token = `pat-eu1-${crypto.randomUUID()}`;
    this.tokens.set(token, { revoked: false });
    return token;
  }

  revoke(token: string): void {
    const t = this.tokens.get(token);
    if (t) t.revoked = true;
  }

  byEmail(email: string): Contact | undefined {
    return [...this.contacts.values()].find((c) => c.properties.email === email.toLowerCase());
  }

  notesOf(contactId: string): Note[] {
    return this.notes.filter((n) => n.contactIds.includes(contactId));
  }

  handle(req: Incoming): Reply {
    const token = this.tokens.get(bearerOf(req));
    if (!token || token.revoked)
      return {
        status: 401,
        body: {
          status: 'error',
          message: 'Authentication credentials not found. This API supports OAuth 2.0 authentication',
          correlationId: crypto.randomUUID(),
          category: 'INVALID_AUTHENTICATION',
        },
      };
    const path = req.url.pathname.replace(/^\/hubspot/, '');
    if (req.method === 'POST')
      expectShape((req.headers['content-type'] ?? '').startsWith('application/json'), 415, {
        status: 'error',
        message: 'Unsupported Media Type',
      });
    if (req.method === 'POST' && path === '/crm/v3/objects/contacts/batch/upsert') return this.upsert(req);
    if (req.method === 'POST' && path === '/crm/v3/objects/notes') return this.createNote(req);
    if (req.method === 'POST' && path === '/crm/v3/objects/notes/batch/read') return this.readNotes(req);
    const assoc = /^\/crm\/v4\/objects\/contacts\/([^/]+)\/associations\/notes$/.exec(path);
    if (req.method === 'GET' && assoc) {
      const id = decodeURIComponent(assoc[1]);
      if (!this.contacts.has(id))
        return {
          status: 404,
          body: { status: 'error', message: 'Object not found', category: 'OBJECT_NOT_FOUND' },
        };
      return {
        status: 200,
        body: {
          results: this.notesOf(id).map((n) => ({
            toObjectId: Number(n.id),
            associationTypes: [{ category: 'HUBSPOT_DEFINED', typeId: 202, label: null }],
          })),
        },
      };
    }
    return { status: 404, body: { status: 'error', message: 'Not found' } };
  }

  private upsert(req: Incoming): Reply {
    const inputs = (
      req.json as { inputs?: { idProperty?: string; id?: string; properties?: Record<string, unknown> }[] }
    )?.inputs;
    expectShape(
      Array.isArray(inputs) && inputs.length > 0 && inputs.length <= 100,
      400,
      validation('inputs must hold 1 to 100 items').body,
    );
    const results = [];
    for (const input of inputs ?? []) {
      expectShape(
        input.idProperty === 'email' && typeof input.id === 'string',
        400,
        validation('idProperty must be a unique property').body,
      );
      const props = input.properties ?? {};
      const unknown = Object.keys(props).filter((k) => !this.properties.has(k));
      if (unknown.length)
        return validation(
          `Property values were not valid: ${JSON.stringify(unknown.map((name) => ({ isValid: false, message: `Property "${name}" does not exist`, error: 'PROPERTY_DOESNT_EXIST', name })))}`,
        );
      for (const [k, v] of Object.entries(props))
        expectShape(
          typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
          400,
          validation(`Property ${k} must be a value`).body,
        );
      const email = String(input.id).toLowerCase();
      let contact = this.byEmail(email);
      const isNew = !contact;
      if (!contact) {
        contact = { id: String(this.nextId++), properties: { email } };
        this.contacts.set(contact.id, contact);
      }
      for (const [k, v] of Object.entries(props))
        contact.properties[k] = k === 'email' ? String(v).toLowerCase() : String(v);
      const now = new Date().toISOString();
      results.push({
        id: contact.id,
        properties: { ...contact.properties },
        createdAt: now,
        updatedAt: now,
        archived: false,
        new: isNew,
      });
    }
    return {
      status: 200,
      body: {
        status: 'COMPLETE',
        results,
        startedAt: new Date().toISOString(),
        completedAt: new Date().toISOString(),
      },
    };
  }

  private createNote(req: Incoming): Reply {
    const body = req.json as {
      properties?: { hs_timestamp?: string; hs_note_body?: string };
      associations?: {
        to?: { id?: string };
        types?: { associationCategory?: string; associationTypeId?: number }[];
      }[];
    } | null;
    expectShape(
      typeof body?.properties?.hs_timestamp === 'string' &&
        !Number.isNaN(Date.parse(body.properties.hs_timestamp)),
      400,
      validation('hs_timestamp is required').body,
    );
    expectShape(
      typeof body?.properties?.hs_note_body === 'string',
      400,
      validation('hs_note_body is required').body,
    );
    const contactIds: string[] = [];
    for (const a of body?.associations ?? []) {
      const type = a.types?.[0];
      expectShape(
        type?.associationCategory === 'HUBSPOT_DEFINED' && type.associationTypeId === 202,
        400,
        validation('invalid association type for note to contact').body,
      );
      const id = String(a.to?.id ?? '');
      if (!this.contacts.has(id)) return validation(`Object ${id} not found`);
      contactIds.push(id);
    }
    const note: Note = {
      id: String(this.nextId++),
      body: body?.properties?.hs_note_body ?? '',
      timestamp: body?.properties?.hs_timestamp ?? '',
      contactIds,
    };
    this.notes.push(note);
    return {
      status: 201,
      body: { id: note.id, properties: { hs_note_body: note.body, hs_timestamp: note.timestamp } },
    };
  }

  private readNotes(req: Incoming): Reply {
    const body = req.json as { properties?: string[]; inputs?: { id?: string }[] } | null;
    expectShape(Array.isArray(body?.inputs), 400, validation('inputs is required').body);
    const results = (body?.inputs ?? [])
      .map((i) => this.notes.find((n) => n.id === String(i.id)))
      .filter((n): n is Note => Boolean(n))
      .map((n) => ({
        id: n.id,
        properties: body?.properties?.includes('hs_note_body') ? { hs_note_body: n.body } : {},
      }));
    return { status: 200, body: { status: 'COMPLETE', results } };
  }
}
