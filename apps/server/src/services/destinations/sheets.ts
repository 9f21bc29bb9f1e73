// Google Sheets (API v4): one row per lead, found again by the lead's id in a hidden first column — a repeated
// attempt or a later update of the same lead rewrites its row instead of adding one. The header row follows the
// mapping.
import type { TSheetsSettings } from '@forms-engine/contracts';
import { attempt, failureOf, type HttpAnswer, oneLine, Outcome } from './http.ts';
import type { Destination, DestinationContext } from './types.ts';

/** The hidden first column's header: the lead's id, by which its row is found again. */
export const LEAD_ID_HEADER = 'Lead ID';

/** A tab name in A1 notation: quoted, quotes doubled. */
export const quoteSheet = (name: string) => `'${name.replaceAll("'", "''")}'`;

/** Column letters of a 1-based column number (1 → A, 27 → AA). */
export function columnLetters(n: number): string {
  let out = '';
  for (let x = n; x > 0; x = Math.floor((x - 1) / 26)) out = String.fromCharCode(65 + ((x - 1) % 26)) + out;
  return out;
}

function googleError(res: HttpAnswer): string {
  const error = (res.json as { error?: { message?: string; status?: string } } | null)?.error;
  return error?.message ?? oneLine(res.text);
}

/** How Sheets' refusals read for the owner: the spreadsheet gone or not shared, the tab missing. */
function sheetsFailure(res: HttpAnswer, settings: TSheetsSettings) {
  const message = googleError(res);
  if (res.status === 404)
    return failureOf(
      'Google Sheets',
      res,
      'the spreadsheet was not found (deleted, or the address is wrong)',
    );
  if (res.status === 403)
    return failureOf(
      'Google Sheets',
      res,
      `no access to the spreadsheet (share it with the connected account): ${message}`,
    );
  if (res.status === 400 && /parse range|range/i.test(message))
    return failureOf(
      'Google Sheets',
      res,
      `the tab "${settings.sheetName}" was not found in the spreadsheet`,
    );
  return failureOf('Google Sheets', res, message);
}

const leadIdOf = (ctx: DestinationContext<TSheetsSettings>) =>
  ctx.lead.test ? `test-${ctx.delivery.messageId}` : String(ctx.lead.responseId);

export const sheets: Destination<TSheetsSettings> = {
  kind: 'sheets',
  missing(i, config) {
    if (i.settings.auth === 'serviceAccount')
      return config.google.serviceAccount ? null : 'This server has no Google service account set up';
    if (!config.google.oauth) return 'This server has no Google sign-in set up';
    return i.secret ? null : 'Connect a Google account';
  },
  deliver: (ctx) =>
    attempt(async () => {
      const { settings, mapping } = ctx.integration;
      const token = await ctx.google.accessToken(ctx.integration, ctx.http);
      const auth = { authorization: `Bearer ${token}` };
      const base = `${ctx.config.google.sheetsBase}/v4/spreadsheets/${encodeURIComponent(settings.spreadsheet)}`;
      const tab = quoteSheet(settings.sheetName);
      const call = async (method: 'GET' | 'POST' | 'PUT', path: string, body?: unknown) => {
        const res = await ctx.http({ method, url: `${base}${path}`, headers: auth, body });
        if (res.status === 401) {
          // An access token that expired early: the next attempt asks for a new one (a revoked connection then
          // shows as Google refusing the refresh token).
          ctx.google.forget(ctx.integration.id);
          throw new Outcome({
            result: 'retry',
            status: 401,
            detail: 'Google Sheets refused the access token',
          });
        }
        if (res.status < 200 || res.status >= 300) throw new Outcome(sheetsFailure(res, settings));
        return res;
      };

      // The ids column and the header row in one read.
      const ranges = new URLSearchParams([
        ['ranges', `${tab}!A:A`],
        ['ranges', `${tab}!1:1`],
        ['majorDimension', 'ROWS'],
      ]);
      const read = await call('GET', `/values:batchGet?${ranges}`);
      const [ids, headerRange] = ((read.json as { valueRanges?: { values?: unknown[][] }[] } | null)
        ?.valueRanges ?? []) as { values?: unknown[][] }[];
      const idColumn = (ids?.values ?? []).map((row) => String(row?.[0] ?? ''));
      const currentHeader = (headerRange?.values?.[0] ?? []).map((v) => String(v ?? ''));
      const header = [LEAD_ID_HEADER, ...mapping.map((m) => m.target)];
      const lastColumn = columnLetters(header.length);

      if (currentHeader.join('\u0000') !== header.join('\u0000')) {
        await call('PUT', `/values/${encodeURIComponent(`${tab}!A1:${lastColumn}1`)}?valueInputOption=RAW`, {
          range: `${tab}!A1:${lastColumn}1`,
          majorDimension: 'ROWS',
          values: [header],
        });
        // A new sheet: the id column is for us, so it is hidden from people reading the sheet.
        if (currentHeader.length === 0) {
          const meta = await call(
            'GET',
            `?${new URLSearchParams({ fields: 'sheets.properties(sheetId,title)' })}`,
          );
          const sheet = (
            (meta.json as { sheets?: { properties?: { sheetId?: number; title?: string } }[] } | null)
              ?.sheets ?? []
          ).find((s) => s.properties?.title === settings.sheetName);
          if (sheet?.properties?.sheetId !== undefined)
            await call('POST', ':batchUpdate', {
              requests: [
                {
                  updateDimensionProperties: {
                    range: {
                      sheetId: sheet.properties.sheetId,
                      dimension: 'COLUMNS',
                      startIndex: 0,
                      endIndex: 1,
                    },
                    properties: { hiddenByUser: true },
                    fields: 'hiddenByUser',
                  },
                },
              ],
            });
        }
      }

      const leadId = leadIdOf(ctx);
      const row = [leadId, ...mapping.map((m) => ctx.lead.values[m.source] ?? '')];
      // Row 1 is the header: a lead's row is found from row 2 on.
      const at = idColumn.findIndex((id, i) => i > 0 && id === leadId);
      if (at > 0) {
        const range = `${tab}!A${at + 1}:${lastColumn}${at + 1}`;
        await call('PUT', `/values/${encodeURIComponent(range)}?valueInputOption=RAW`, {
          range,
          majorDimension: 'ROWS',
          values: [row],
        });
        return { result: 'sent', status: 200, detail: `Updated row ${at + 1}` };
      }
      const appended = await call(
        'POST',
        `/values/${encodeURIComponent(`${tab}!A1`)}:append?valueInputOption=RAW&insertDataOption=INSERT_ROWS`,
        { majorDimension: 'ROWS', values: [row] },
      );
      const updatedRange = (appended.json as { updates?: { updatedRange?: string } } | null)?.updates
        ?.updatedRange;
      const rowNo = /![A-Z]+(\d+)/.exec(updatedRange ?? '')?.[1];
      return {
        result: 'sent',
        status: appended.status,
        detail: rowNo ? `Added row ${rowNo}` : 'Added a row',
      };
    }),
};
