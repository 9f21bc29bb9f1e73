// Embed domain ownership API: request and response shapes shared by the server and the dashboard, and each route's contract.
import { z } from 'zod';
import { API_TAGS, defineRoute, ZError } from './contract.ts';

/** POST /api/domains and POST /api/domains/verify */
export const ZDomainInput = z.object({
  domain: z
    .string({ error: 'Enter a domain, for example example.com' })
    .trim()
    .min(1, { error: 'Enter a domain, for example example.com' })
    .max(200, { error: 'domain must be at most 200 characters' }),
});

/** One domain of the signed-in account, with what it takes to prove control of it. */
export const ZDomainEntry = z
  .object({
    domain: z.string(),
    /**
     * This account holds the domain (its forms are on it) or proved control of it. Never says whether another
     * account holds it: a requested domain reads the same whether it is free or taken.
     */
    mayUse: z.boolean(),
    /** This account proved control of the domain (DNS or file). */
    verified: z.boolean(),
    verifiedAt: z.string().nullable(),
    verifiedBy: z.enum(['dns', 'file']).nullable(),
    /** How to prove control; null for identifiers that are not DNS names. */
    verification: z
      .object({
        token: z.string(),
        /** A TXT record with txtValue at this name (or at the domain itself). */
        txtName: z.string(),
        txtValue: z.string(),
        /** Or a file at this URL containing fileContent. */
        fileUrl: z.string(),
        fileContent: z.string(),
      })
      .nullable(),
  })
  .meta({ id: 'DomainEntry' });
export type DomainEntry = z.infer<typeof ZDomainEntry>;

// ---------- Route contracts ----------

const tag = API_TAGS.forms;

export const listDomains = defineRoute({
  method: 'GET',
  path: '/api/domains',
  auth: 'user',
  tag,
  summary: "The embed domains the signed-in account uses or asked to verify, with each one's proof",
  response: { 200: z.object({ domains: z.array(ZDomainEntry) }) },
});

export const requestDomain = defineRoute({
  method: 'POST',
  path: '/api/domains',
  auth: 'user',
  tag,
  summary: 'Starts verification of a domain: the token to publish as a DNS TXT record or a file',
  body: ZDomainInput,
  response: { 200: z.object({ domain: ZDomainEntry }), 400: ZError },
});

export const verifyDomain = defineRoute({
  method: 'POST',
  path: '/api/domains/verify',
  auth: 'user',
  tag,
  summary: 'Checks the DNS TXT record or the /.well-known file; on success this account holds the domain',
  body: ZDomainInput,
  response: { 200: z.object({ domain: ZDomainEntry }), 400: ZError, 409: ZError, 422: ZError, 429: ZError },
});
