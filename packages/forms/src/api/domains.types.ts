// Embed domain ownership API: request and response shapes shared by the server and the dashboard.
import { z } from 'zod';

/** POST /api/domains and POST /api/domains/verify */
export const ZDomainInput = z.object({
  domain: z
    .string({ error: 'Enter a domain, for example example.com' })
    .trim()
    .min(1, { error: 'Enter a domain, for example example.com' })
    .max(200, { error: 'domain must be at most 200 characters' }),
});

/** One domain of the signed-in account, with what it takes to prove control of it. */
export interface DomainEntry {
  domain: string;
  /** This account may put forms on the domain. */
  mayUse: boolean;
  /** This account proved control of the domain (DNS or file). */
  verified: boolean;
  verifiedAt: string | null;
  verifiedBy: 'dns' | 'file' | null;
  /** Another account holds the domain. */
  heldByOther: boolean;
  /** How to prove control; null for identifiers that are not DNS names. */
  verification: {
    token: string;
    /** A TXT record with txtValue at this name (or at the domain itself). */
    txtName: string;
    txtValue: string;
    /** Or a file at this URL containing fileContent. */
    fileUrl: string;
    fileContent: string;
  } | null;
}
