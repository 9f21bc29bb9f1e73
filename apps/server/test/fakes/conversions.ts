// Fake Meta Graph API (Conversions API events) and GA4 Measurement Protocol: each checks the documented request
// shape (a malformed one is refused and recorded), keeps what it accepted, and drops a repeated Meta event_id as
// Meta's de-duplication does.
import { isIP } from 'node:net';
import { expectShape, type Incoming, type Reply } from './server.ts';

const HEX64 = /^[0-9a-f]{64}$/;

export interface MetaEvent {
  pixelId: string;
  accessToken: string;
  testEventCode: string | null;
  event: Record<string, unknown>;
}

export class FakeMeta {
  static readonly TOKEN = 'EAAB-fake-capi-token';
  /** Every Lead accepted, repeats included. */
  readonly received: MetaEvent[] = [];

  /** The Leads Meta would count: one per event_id. */
  counted(): MetaEvent[] {
    const seen = new Set<unknown>();
    return this.received.filter((e) => !seen.has(e.event.event_id) && seen.add(e.event.event_id));
  }

  handle(req: Incoming): Reply {
    const m = /^\/v(\d+)\.0\/(\d+)\/events$/.exec(req.url.pathname.replace(/^\/meta/, ''));
    expectShape(req.method === 'POST' && m !== null, 404, { error: { message: 'Unknown path', code: 803 } });
    const token = req.url.searchParams.get('access_token') ?? '';
    if (token !== FakeMeta.TOKEN)
      return { status: 400, body: { error: { message: 'Invalid OAuth access token.', code: 190 } } };
    const body = req.json as { data?: unknown; test_event_code?: unknown } | null;
    const data = body?.data;
    expectShape(Array.isArray(data) && data.length > 0 && data.length <= 1000, 400, {
      error: { message: 'data must be a non-empty array', code: 100 },
    });
    for (const e of data as Record<string, unknown>[]) {
      const user = e.user_data as Record<string, unknown> | undefined;
      const hashed = (k: string) =>
        user?.[k] === undefined ||
        (Array.isArray(user[k]) &&
          (user[k] as unknown[]).every((v) => typeof v === 'string' && HEX64.test(v)));
      expectShape(
        typeof e.event_name === 'string' &&
          Number.isInteger(e.event_time) &&
          Math.abs((e.event_time as number) - Date.now() / 1000) < 7 * 86_400 &&
          typeof e.event_id === 'string' &&
          e.action_source === 'website' &&
          typeof e.event_source_url === 'string' &&
          /^https?:\/\//.test(e.event_source_url) &&
          typeof user === 'object' &&
          ['em', 'ph', 'fn', 'ln'].every(hashed) &&
          // Meta's own cookies and the browser's address and agent go in clear, each a single string.
          ['fbc', 'fbp'].every(
            (k) => user[k] === undefined || /^fb\.[0-2]\.\d+\.[\w-]+$/.test(String(user[k])),
          ) &&
          (user.client_ip_address === undefined || isIP(String(user.client_ip_address)) !== 0) &&
          (user.client_user_agent === undefined || typeof user.client_user_agent === 'string'),
        400,
        { error: { message: 'Invalid parameter', code: 100 } },
      );
      this.received.push({
        pixelId: (m as RegExpExecArray)[2],
        accessToken: token,
        testEventCode: typeof body?.test_event_code === 'string' ? body.test_event_code : null,
        event: e,
      });
    }
    return { status: 200, body: { events_received: (data as unknown[]).length, fbtrace_id: 'AbCdEf' } };
  }
}

export interface Ga4Hit {
  measurementId: string;
  body: { client_id: string; events: { name: string; params: Record<string, unknown> }[] };
}

export class FakeGa4 {
  static readonly SECRET = 'fake-mp-secret';
  readonly received: Ga4Hit[] = [];

  handle(req: Incoming): Reply {
    expectShape(req.method === 'POST' && req.url.pathname === '/ga4/mp/collect', 404, 'not found');
    const measurementId = req.url.searchParams.get('measurement_id') ?? '';
    const secret = req.url.searchParams.get('api_secret') ?? '';
    const body = req.json as Ga4Hit['body'] | null;
    // The real endpoint answers 2xx even to a wrong secret (it drops the hit); the fake refuses, so tests see it.
    expectShape(
      /^G-[A-Z0-9]+$/.test(measurementId) && secret === FakeGa4.SECRET,
      403,
      'bad measurement_id or api_secret',
    );
    expectShape(
      typeof body?.client_id === 'string' &&
        body.client_id.length > 0 &&
        Array.isArray(body.events) &&
        body.events.length > 0 &&
        body.events.length <= 25 &&
        body.events.every((e) => /^[A-Za-z][A-Za-z0-9_]{0,39}$/.test(e.name) && typeof e.params === 'object'),
      400,
      'malformed body',
    );
    this.received.push({ measurementId, body: body as Ga4Hit['body'] });
    return { status: 204, body: '' };
  }
}
