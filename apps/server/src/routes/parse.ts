// Parses request input with a shared zod schema, turning failures into a 400 with the first message.
import type { z } from 'zod';
import { badRequest } from '../errors.ts';

export function parseWith<S extends z.ZodType>(schema: S, input: unknown): z.infer<S> {
  const result = schema.safeParse(input ?? {});
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    const message = issue?.message ?? 'Invalid request';
    // zod's generic messages get the field name; our own messages are already complete sentences.
    throw badRequest(
      /^(Invalid|Expected|Too|Unrecognized|Required)/.test(message) ? `${where}${message}` : message,
    );
  }
  return result.data;
}
