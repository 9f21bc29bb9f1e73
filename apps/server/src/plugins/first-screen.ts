// The responses screen's first data written into its page (decision 128): the session's user, the form and the
// list's first page, as GET /api/auth/user, GET /api/forms/{id} and GET …/responses?limit=100&count=none would answer
// the signed-in owner, so the screen draws its rows without waiting for a free connection to ask for them.
import { listResponses } from '@forms-engine/contracts';
import type { FastifyRequest } from 'fastify';
import { currentUser } from '../context.ts';
import { ownerFormView } from '../routes/forms.ts';
import { stepsOf } from '../services/responses.ts';

/** The id of the page's JSON block (apps/web/src/app/lib/responses-list.ts reads it). */
export const FIRST_SCREEN_ID = 'fe-first-screen';

/** Past this the page is closed without the data, and the app asks for it as it did before. */
const WAIT_MS = 3000;

/**
 * The owner's first screen of form `formId`, or null for anyone else (signed out, another user's form, no such
 * form): they get the page without data, and the app's own requests answer them 401, 403 or 404 as before.
 */
export async function firstScreenData(req: FastifyRequest, formId: number) {
  const user = await currentUser(req);
  if (!user) return null;
  const { forms, responses } = req.server.ctx;
  const row = await forms.find(formId);
  if (!row || row.userId !== user.id) return null;
  const { count: _none, ...query } = listResponses.query.parse({ limit: '100', count: 'none' });
  const [form, page] = await Promise.all([
    ownerFormView(req.server.ctx, row),
    responses.page(formId, query, stepsOf(row.publishedConfig ?? row.config), false),
  ]);
  return { formId, user, form, page: { rows: page.rows, next: page.nextCursor } };
}

/**
 * `firstScreenData` as a JSON block for the page, or '' when there is none, it failed or it took longer than
 * WAIT_MS (the page must never break or hang on it). `<` is escaped so no value can close the block.
 */
export async function firstScreenBlock(req: FastifyRequest, formId: number): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  try {
    const data = await Promise.race([
      firstScreenData(req, formId),
      new Promise<null>((resolve) => {
        timer = setTimeout(() => resolve(null), WAIT_MS);
      }),
    ]);
    if (!data) return '';
    const json = JSON.stringify(data).replaceAll('<', '\\u003c');
    return `<script type="application/json" id="${FIRST_SCREEN_ID}">${json}</script>`;
  } catch (err) {
    req.log.warn({ err }, 'responses page: first screen data left out');
    return '';
  } finally {
    clearTimeout(timer);
  }
}
