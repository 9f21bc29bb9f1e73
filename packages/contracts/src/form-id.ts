// The one way a form id is parsed, in paths and bodies alike (its own module so every *.types.ts can import it).
import { z } from 'zod';

export const ZFormId = z.coerce
  .number({ error: 'Form id must be a positive integer' })
  .int({ error: 'Form id must be a positive integer' })
  .positive({ error: 'Form id must be a positive integer' })
  .max(2_147_483_647, { error: 'Form id must be a positive integer' });

/** Path parameters of every `/api/forms/:id…` route. */
export const ZFormIdParams = z.object({ id: ZFormId });
