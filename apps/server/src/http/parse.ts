// Parses request input with a shared zod schema, turning failures into a 400 with the first message.
import type { z } from 'zod';
import { badRequest } from '../errors.ts';

/** The first issue as one sentence: zod's generic messages get the field name, our own are already complete. */
export function issueMessage(error: z.ZodError): string {
  const issue = error.issues[0];
  const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
  const message = issue?.message ?? 'Invalid request';
  return /^(Invalid|Expected|Too|Unrecognized|Required)/.test(message) ? `${where}${message}` : message;
}

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) throw badRequest(issueMessage(result.error));
  return result.data;
}
