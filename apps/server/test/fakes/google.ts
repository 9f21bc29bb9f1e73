// Fake Google: the OAuth 2.0 consent screen and token endpoint (authorization code, refresh token, service-account
// JWT bearer) and the Sheets API v4 calls the app makes (values.batchGet, values.update, values.append,
// spreadsheets.get, spreadsheets.batchUpdate), with Google's error bodies.
import crypto from 'node:crypto';
import { bearerOf, expectShape, type Incoming, type Reply } from './server.ts';

interface Tab {
  sheetId: number;
  rows: string[][];
  hiddenColumns: Set<number>;
}

const googleError = (code: number, status: string, message: string): Reply => ({
  status: code,
  body: { error: { code, message, status } },
});

/** Column index (0-based) of letters: A → 0, AA → 26. */
function columnIndex(letters: string): number {
  let n = 0;
  for (const ch of letters) n = n * 26 + (ch.charCodeAt(0) - 64);
  return n - 1;
}

/** A1 range of one tab: whole columns (A:A), whole rows (1:1), cells (A1, A1:C5). */
function parseRange(
  range: string,
): { tab: string; c1?: number; c2?: number; r1?: number; r2?: number } | null {
  const m = /^(?:'((?:[^']|'')+)'|([^!']+))!(.+)$/.exec(range);
  if (!m) return null;
  const tab = (m[1] ?? m[2]).replaceAll("''", "'");
  const ref = m[3];
  const cols = /^([A-Z]+):([A-Z]+)$/.exec(ref);
  if (cols) return { tab, c1: columnIndex(cols[1]), c2: columnIndex(cols[2]) };
  const rows = /^(\d+):(\d+)$/.exec(ref);
  if (rows) return { tab, r1: Number(rows[1]), r2: Number(rows[2]) };
  const cells = /^([A-Z]+)(\d+)(?::([A-Z]+)(\d+))?$/.exec(ref);
  if (cells)
    return {
      tab,
      c1: columnIndex(cells[1]),
      r1: Number(cells[2]),
      c2: cells[3] ? columnIndex(cells[3]) : undefined,
      r2: cells[4] ? Number(cells[4]) : undefined,
    };
  return null;
}

export class FakeGoogle {
  static readonly CLIENT_ID = 'fake-client-id.apps.googleusercontent.com';
  static readonly CLIENT_SECRET = 'fake-client-secret';
  static readonly SCOPE = 'https://www.googleapis.com/auth/spreadsheets';
  /** Set by the server once it listens (the consent page links back through the app's redirect_uri). */
  base = '';
  /** The service account the operator configures; its public key checks assertions. */
  readonly serviceAccount = crypto.generateKeyPairSync('rsa', { modulusLength: 2048 });
  readonly serviceAccountEmail = 'forms-engine@fake-project.iam.gserviceaccount.com';
  private readonly codes = new Map<string, { redirectUri: string }>();
  readonly refreshTokens = new Set<string>();
  private readonly accessTokens = new Map<string, { until: number }>();
  readonly spreadsheets = new Map<string, Map<string, Tab>>();
  private nextSheetId = 100;
  private counter = 0;

  /** The service account's key file as Google hands it out. */
  serviceAccountKey(tokenUri: string): string {
    return JSON.stringify({
      type: 'service_account',
      client_email: this.serviceAccountEmail,
      private_key: this.serviceAccount.privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
      token_uri: tokenUri,
    });
  }

  /** A spreadsheet with these (empty) tabs; answers its id. */
  addSpreadsheet(tabs: string[] = ['Sheet1']): string {
    const id = `sheet${crypto.randomBytes(16).toString('hex')}`;
    this.spreadsheets.set(
      id,
      new Map(tabs.map((t) => [t, { sheetId: this.nextSheetId++, rows: [], hiddenColumns: new Set() }])),
    );
    return id;
  }

  rows(id: string, tab = 'Sheet1'): string[][] {
    return this.spreadsheets.get(id)?.get(tab)?.rows ?? [];
  }

  tab(id: string, tab = 'Sheet1'): Tab | undefined {
    return this.spreadsheets.get(id)?.get(tab);
  }

  /** The owner revokes the app's access in their Google account: refresh and access tokens stop working. */
  revokeAll(): void {
    this.refreshTokens.clear();
    this.accessTokens.clear();
  }

  private issueAccess(): { access_token: string; expires_in: number; token_type: string; scope: string } {
    const token = `ya29.fake-${++this.counter}-${crypto.randomBytes(6).toString('hex')}`;
    this.accessTokens.set(token, { until: Date.now() + 3599_000 });
    return { access_token: token, expires_in: 3599, token_type: 'Bearer', scope: FakeGoogle.SCOPE };
  }

  handleAuth(req: Incoming): Reply {
    const path = req.url.pathname.replace(/^\/google/, '');
    if (path === '/auth' && req.method === 'GET') return this.consent(req);
    if (path === '/token' && req.method === 'POST') return this.token(req);
    return { status: 404, body: { error: 'not_found' } };
  }

  /** The consent screen: checks the authorization request, then offers Allow and Deny back to redirect_uri. */
  private consent(req: Incoming): Reply {
    const q = req.url.searchParams;
    const redirect = q.get('redirect_uri') ?? '';
    expectShape(q.get('client_id') === FakeGoogle.CLIENT_ID, 400, 'Error 401: invalid_client');
    expectShape(q.get('response_type') === 'code', 400, 'Error 400: unsupported_response_type');
    expectShape(
      (q.get('scope') ?? '').split(' ').includes(FakeGoogle.SCOPE),
      400,
      'Error 400: invalid_scope',
    );
    expectShape(q.get('access_type') === 'offline', 400, 'access_type=offline is needed for a refresh token');
    expectShape(
      /^https?:\/\/[^/]+\/api\/integrations\/google\/callback$/.test(redirect),
      400,
      'Error 400: redirect_uri_mismatch',
    );
    expectShape(Boolean(q.get('state')), 400, 'state is missing');
    const code = `4/fake-code-${crypto.randomBytes(8).toString('hex')}`;
    this.codes.set(code, { redirectUri: redirect });
    const back = (params: Record<string, string>) =>
      `${redirect}?${new URLSearchParams({ ...params, state: q.get('state') ?? '' })}`;
    const allow = back({ code, scope: FakeGoogle.SCOPE });
    const deny = back({ error: 'access_denied' });
    const esc = (s: string) => s.replaceAll('&', '&amp;').replaceAll('"', '&quot;');
    return {
      status: 200,
      body: `<!doctype html><html lang="en"><head><title>Sign in - Google Accounts</title></head><body><main>
<h1>Forms Engine wants to access your Google Account</h1><p>See, edit, create and delete all your Google Sheets spreadsheets.</p>
<a id="allow" href="${esc(allow)}">Allow</a> <a id="deny" href="${esc(deny)}">Cancel</a></main></body></html>`,
    };
  }

  private token(req: Incoming): Reply {
    expectShape((req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded'), 400, {
      error: 'invalid_request',
      error_description: 'Body must be form-encoded',
    });
    const f = req.form;
    const grant = f.get('grant_type');
    if (grant === 'urn:ietf:params:oauth:grant-type:jwt-bearer')
      return this.jwtBearer(f.get('assertion') ?? '');
    if (f.get('client_id') !== FakeGoogle.CLIENT_ID || f.get('client_secret') !== FakeGoogle.CLIENT_SECRET)
      return { status: 401, body: { error: 'invalid_client', error_description: 'Unauthorized' } };
    if (grant === 'authorization_code') {
      const code = this.codes.get(f.get('code') ?? '');
      if (!code || code.redirectUri !== f.get('redirect_uri'))
        return { status: 400, body: { error: 'invalid_grant', error_description: 'Bad Request' } };
      this.codes.delete(f.get('code') ?? '');
      const refresh = `1//fake-refresh-${crypto.randomBytes(8).toString('hex')}`;
      this.refreshTokens.add(refresh);
      return { status: 200, body: { ...this.issueAccess(), refresh_token: refresh } };
    }
    if (grant === 'refresh_token') {
      if (!this.refreshTokens.has(f.get('refresh_token') ?? ''))
        return {
          status: 400,
          body: { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' },
        };
      return { status: 200, body: this.issueAccess() };
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  /** A service account's signed assertion (RFC 7523): signature, issuer, scope, audience and lifetime checked. */
  private jwtBearer(assertion: string): Reply {
    const [h, c, s] = assertion.split('.');
    const refuse = (why: string) => ({
      status: 400,
      body: { error: 'invalid_grant', error_description: why },
    });
    if (!h || !c || !s) return refuse('Invalid JWT');
    const header = JSON.parse(Buffer.from(h, 'base64url').toString()) as { alg?: string };
    if (header.alg !== 'RS256') return refuse('Invalid JWT: alg');
    const ok = crypto.verify(
      'RSA-SHA256',
      Buffer.from(`${h}.${c}`),
      this.serviceAccount.publicKey,
      Buffer.from(s, 'base64url'),
    );
    if (!ok) return refuse('Invalid JWT Signature.');
    const claims = JSON.parse(Buffer.from(c, 'base64url').toString()) as Record<string, unknown>;
    const now = Math.floor(Date.now() / 1000);
    if (claims.iss !== this.serviceAccountEmail) return refuse('Invalid issuer');
    if (claims.scope !== FakeGoogle.SCOPE) return refuse('Invalid scope');
    if (claims.aud !== `${this.base}/google/token`) return refuse('Invalid audience');
    const iat = Number(claims.iat);
    const exp = Number(claims.exp);
    if (!(iat <= now + 60 && exp > now && exp - iat <= 3600))
      return refuse('Invalid JWT: Token must be a short-lived token');
    return { status: 200, body: this.issueAccess() };
  }

  handleSheets(req: Incoming): Reply {
    const token = bearerOf(req);
    const access = this.accessTokens.get(token);
    if (!access || access.until < Date.now())
      return googleError(401, 'UNAUTHENTICATED', 'Request had invalid authentication credentials.');
    const m = /^\/sheets\/v4\/spreadsheets\/([^/:?]+)(.*)$/.exec(req.url.pathname);
    if (!m) return googleError(404, 'NOT_FOUND', 'Not found');
    const id = decodeURIComponent(m[1]);
    const rest = m[2];
    const sheet = this.spreadsheets.get(id);
    if (!sheet) return googleError(404, 'NOT_FOUND', 'Requested entity was not found.');
    const q = req.url.searchParams;
    const tabOf = (range: string) => {
      const parsed = parseRange(range);
      const tab = parsed ? sheet.get(parsed.tab) : undefined;
      if (!parsed || !tab) throw googleError(400, 'INVALID_ARGUMENT', `Unable to parse range: ${range}`);
      return { parsed, tab };
    };
    try {
      if (req.method === 'GET' && rest === '/values:batchGet') {
        const ranges = q.getAll('ranges');
        expectShape(ranges.length > 0, 400, googleError(400, 'INVALID_ARGUMENT', 'ranges is required').body);
        return {
          status: 200,
          body: {
            spreadsheetId: id,
            valueRanges: ranges.map((range) => {
              const { parsed, tab } = tabOf(range);
              let values: string[][];
              if (parsed.r1 !== undefined && parsed.c1 === undefined)
                values = tab.rows.slice(parsed.r1 - 1, parsed.r2).map((r) => [...r]);
              else {
                const c1 = parsed.c1 ?? 0;
                const c2 = parsed.c2 ?? c1;
                values = tab.rows.map((r) => r.slice(c1, c2 + 1));
              }
              // Google leaves trailing empty rows out.
              while (values.length && values[values.length - 1].every((v) => v === '')) values.pop();
              return { range, majorDimension: 'ROWS', ...(values.length ? { values } : {}) };
            }),
          },
        };
      }
      if (req.method === 'GET' && rest === '') {
        expectShape(q.get('fields') === 'sheets.properties(sheetId,title)', 400, 'unexpected fields mask');
        return {
          status: 200,
          body: {
            sheets: [...sheet].map(([title, tab]) => ({ properties: { sheetId: tab.sheetId, title } })),
          },
        };
      }
      const values = /^\/values\/([^:]+)(:append)?$/.exec(rest);
      if (values) {
        const range = decodeURIComponent(values[1]);
        const { parsed, tab } = tabOf(range);
        const body = req.json as { values?: unknown[][]; majorDimension?: string; range?: string } | null;
        expectShape(
          q.get('valueInputOption') === 'RAW' || q.get('valueInputOption') === 'USER_ENTERED',
          400,
          googleError(400, 'INVALID_ARGUMENT', "'valueInputOption' is required but not specified").body,
        );
        expectShape(
          Array.isArray(body?.values) && body.values.every(Array.isArray),
          400,
          googleError(400, 'INVALID_ARGUMENT', 'Invalid values').body,
        );
        const rows = (body?.values ?? []).map((r) =>
          r.map((v) => (v === null || v === undefined ? '' : String(v))),
        );
        if (values[2] && req.method === 'POST') {
          expectShape(
            ['INSERT_ROWS', 'OVERWRITE'].includes(q.get('insertDataOption') ?? 'OVERWRITE'),
            400,
            'bad insertDataOption',
          );
          const at = tab.rows.length + 1;
          tab.rows.push(...rows);
          const width = Math.max(...rows.map((r) => r.length));
          const end = String.fromCharCode(64 + width);
          return {
            status: 200,
            body: {
              spreadsheetId: id,
              tableRange: `${parsed.tab}!A1:${end}${at - 1}`,
              updates: {
                spreadsheetId: id,
                updatedRange: `${parsed.tab}!A${at}:${end}${at + rows.length - 1}`,
                updatedRows: rows.length,
                updatedColumns: width,
                updatedCells: rows.length * width,
              },
            },
          };
        }
        if (req.method === 'PUT') {
          expectShape(
            body?.range === undefined || body.range === range,
            400,
            googleError(
              400,
              'INVALID_ARGUMENT',
              'Requested writing within range, but tried writing to another',
            ).body,
          );
          const r1 = parsed.r1 ?? 1;
          const c1 = parsed.c1 ?? 0;
          rows.forEach((row, i) => {
            while (tab.rows.length < r1 + i) tab.rows.push([]);
            const target = tab.rows[r1 - 1 + i];
            row.forEach((v, j) => {
              target[c1 + j] = v;
            });
            for (let k = 0; k < target.length; k++) target[k] ??= '';
          });
          return {
            status: 200,
            body: {
              spreadsheetId: id,
              updatedRange: range,
              updatedRows: rows.length,
              updatedCells: rows.flat().length,
            },
          };
        }
      }
      if (req.method === 'POST' && rest === ':batchUpdate') {
        const requests = (req.json as { requests?: Record<string, unknown>[] } | null)?.requests ?? [];
        for (const r of requests) {
          const u = r.updateDimensionProperties as
            | {
                range?: { sheetId?: number; dimension?: string; startIndex?: number; endIndex?: number };
                properties?: { hiddenByUser?: boolean };
                fields?: string;
              }
            | undefined;
          expectShape(
            Boolean(u?.range && u.fields === 'hiddenByUser'),
            400,
            googleError(400, 'INVALID_ARGUMENT', 'Invalid requests').body,
          );
          const tab = [...sheet.values()].find((t) => t.sheetId === u?.range?.sheetId);
          expectShape(
            Boolean(tab) && u?.range?.dimension === 'COLUMNS',
            400,
            googleError(400, 'INVALID_ARGUMENT', 'No grid with id').body,
          );
          for (let c = u?.range?.startIndex ?? 0; c < (u?.range?.endIndex ?? 0); c++)
            if (u?.properties?.hiddenByUser) tab?.hiddenColumns.add(c);
        }
        return { status: 200, body: { spreadsheetId: id, replies: requests.map(() => ({})) } };
      }
      return googleError(404, 'NOT_FOUND', 'Not found');
    } catch (err) {
      if (err && typeof err === 'object' && 'status' in err && 'body' in err && !(err instanceof Error))
        return err as Reply;
      throw err;
    }
  }
}
