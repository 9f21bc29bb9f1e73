// Owner settings API: the privacy-policy link (the owner reads and writes it; the anonymous runner reads it by form).
import { z } from 'zod';
import { API_TAGS, defineRoute, successWith, ZError } from './contract.ts';
import { ZFormId } from './forms.types.ts';

export const ZPrivacyInput = z.object({
  privacyPolicyLink: z
    .string({ error: 'privacyPolicyLink must be a string' })
    .max(4000)
    .nullable()
    .optional(),
});

export const getPrivacyPolicy = defineRoute({
  method: 'GET',
  path: '/api/user/privacy-policy',
  auth: 'public',
  tag: API_TAGS.account,
  summary: "The owner's privacy-policy link; with formId, that form owner's (no sign-in needed)",
  query: z.object({ formId: ZFormId.optional() }),
  response: { 200: z.object({ privacyPolicyLink: z.string() }), 401: ZError, 404: ZError },
});

export const setPrivacyPolicy = defineRoute({
  method: 'POST',
  path: '/api/user/privacy-policy',
  auth: 'user',
  tag: API_TAGS.account,
  summary: 'Saves (or with an empty value clears) the privacy-policy link',
  body: ZPrivacyInput,
  response: {
    200: successWith({
      saved: z.boolean(),
      privacyPolicyLink: z.string(),
      message: z.string(),
    }),
  },
});
