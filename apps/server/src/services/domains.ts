// Embed domain ownership: the first account to use a domain holds it; others must prove control by DNS or a file.
import crypto from 'node:crypto';
import dns from 'node:dns';
import type { DomainEntry } from '@forms-engine/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { domainClaims } from '../db/schema.ts';
import { AppError, badRequest, conflict } from '../errors.ts';
import { checkUrl, pinnedRequest, type ResolvedAddress } from './ssrf.ts';

/** The database or an open transaction. */
type Queryable = Pick<Db, 'select' | 'insert' | 'update' | 'execute'>;
type ClaimRow = typeof domainClaims.$inferSelect;

/** DNS name holding the TXT record (the domain's own TXT records are accepted too). */
export const TXT_PREFIX = '_forms-engine';
/** The TXT record's value is this prefix followed by the account's token. */
export const TXT_VALUE_PREFIX = 'forms-engine-verification=';
export const WELL_KNOWN_PATH = '/.well-known/forms-engine.txt';

/** Ownership is decided on this form of the domain identifier; '' means "no domain" and is shared. */
export function canonicalDomain(raw: string | null | undefined): string {
  return (raw ?? '')
    .trim()
    .toLowerCase()
    .replace(/(?<!\.)\.+$/, '');
}

/** A name DNS can verify: letters, digits, hyphens and dots, at least two labels (IDN as punycode). */
export function dnsNameOf(domain: string): string | null {
  let host: string;
  try {
    host = new URL(`http://${domain}`).hostname;
  } catch {
    return null;
  }
  if (host !== domain && host !== domain.normalize('NFC')) {
    // The URL parser turned a Unicode name into punycode; anything else it changed is not a plain name.
    if (!/^[a-z0-9.-]+$/.test(host) || !host.includes('xn--')) return null;
  }
  const labels = host.split('.');
  if (labels.length < 2 || host.length > 253) return null;
  if (!labels.every((l) => /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/.test(l))) return null;
  if (/^\d+$/.test(labels.at(-1) ?? '')) return null;
  return host;
}

export const domainTakenMessage = (domain: string) =>
  `The domain "${domain}" is already used by another account. If it is yours, verify it under Domains on the dashboard to use it.`;

/** What domain verification reaches out to: DNS TXT look-ups and the /.well-known file. */
export interface DomainVerifier {
  txtRecords(name: string): Promise<string[]>;
  wellKnownFile(domain: string): Promise<string | null>;
}

export interface VerifierOptions {
  /** DNS servers to ask (`host` or `host:port`); the system's resolver when empty. */
  dnsServers?: string[];
  timeoutMs: number;
  /** How the /.well-known file is fetched: https on 443 in production; tests point it at a local server. */
  scheme?: 'https' | 'http';
  port?: number;
  /** Allow loopback/private addresses for the file fetch (local development, tests). */
  allowPrivate?: boolean;
}

/** The real verifier: DNS over the configured resolver, and the file over HTTPS through the SSRF guard. */
export function createDomainVerifier(opts: VerifierOptions): DomainVerifier {
  const resolver = new dns.promises.Resolver({ timeout: Math.min(opts.timeoutMs, 5000), tries: 2 });
  if (opts.dnsServers?.length) resolver.setServers(opts.dnsServers);
  const lookup = async (host: string): Promise<ResolvedAddress[]> => {
    const [v4, v6] = await Promise.all([
      resolver.resolve4(host).catch(() => [] as string[]),
      resolver.resolve6(host).catch(() => [] as string[]),
    ]);
    return [
      ...v4.map((address) => ({ address, family: 4 as const })),
      ...v6.map((address) => ({ address, family: 6 as const })),
    ];
  };
  return {
    async txtRecords(name) {
      try {
        return (await resolver.resolveTxt(name)).map((chunks) => chunks.join(''));
      } catch {
        return [];
      }
    },
    async wellKnownFile(domain) {
      const scheme = opts.scheme ?? 'https';
      const port = opts.port ? `:${opts.port}` : '';
      try {
        const checked = await checkUrl(`${scheme}://${domain}${port}${WELL_KNOWN_PATH}`, {
          allowPrivate: opts.allowPrivate,
          lookup,
        });
        const res = await pinnedRequest(checked, {
          method: 'GET',
          headers: { accept: 'text/plain', 'user-agent': 'FormsEngine-DomainVerification/1.0' },
          body: '',
          timeoutMs: opts.timeoutMs,
        });
        return res.status === 200 ? res.body : null;
      } catch {
        // Refused by the SSRF guard, unreachable, timed out: the file proves nothing.
        return null;
      }
    },
  };
}

export class DomainsService {
  constructor(
    private readonly db: Db,
    /** Read per call so tests can point verification at local servers; only verify() needs it. */
    private readonly verifier: () => DomainVerifier | undefined = () => undefined,
  ) {}

  /** Throws 409 when another account has the rights to the domain; writes nothing (a cheap early check). */
  async check(userId: number, rawDomain: string | undefined): Promise<void> {
    const domain = canonicalDomain(rawDomain);
    if (!domain) return;
    const rows = await this.claims(this.db, domain);
    const mine = rows.find((r) => r.userId === userId);
    if (mine && (mine.holder || mine.verifiedAt)) return;
    if (rows.some((r) => r.holder || r.verifiedAt))
      throw conflict(domainTakenMessage(domain), 'domain_taken');
  }

  private async claims(db: Queryable, domain: string): Promise<ClaimRow[]> {
    return db
      .select()
      .from(domainClaims)
      .where(eq(domainClaims.domain, domain))
      .orderBy(asc(domainClaims.createdAt));
  }

  /**
   * Lets `userId` put a form on `rawDomain`, or throws 409. The first account to use a domain becomes its
   * holder; it stays that account's even when all its forms are deleted. Call inside the transaction that
   * writes the form: the advisory lock serialises two accounts claiming the same new domain at once.
   */
  async assertMayUse(userId: number, rawDomain: string, db: Queryable = this.db): Promise<void> {
    const domain = canonicalDomain(rawDomain);
    if (!domain) return;
    await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`domain:${domain}`}))`);
    const rows = await this.claims(db, domain);
    const mine = rows.find((r) => r.userId === userId);
    if (mine && (mine.holder || mine.verifiedAt)) return;
    const someoneHasRights = rows.some((r) => r.holder || r.verifiedAt);
    if (someoneHasRights) throw conflict(domainTakenMessage(domain), 'domain_taken');
    if (mine) {
      await db.update(domainClaims).set({ holder: true }).where(this.key(domain, userId));
    } else {
      await db.insert(domainClaims).values({ domain, userId, token: newToken(), holder: true });
    }
  }

  private key(domain: string, userId: number) {
    return and(eq(domainClaims.domain, domain), eq(domainClaims.userId, userId));
  }

  /** What the account is told of its claim: only its own standing, so a request cannot probe other accounts. */
  private entry(row: ClaimRow): DomainEntry {
    const name = dnsNameOf(row.domain);
    return {
      domain: row.domain,
      mayUse: row.holder || row.verifiedAt !== null,
      verified: row.verifiedAt !== null,
      verifiedAt: row.verifiedAt?.toISOString() ?? null,
      verifiedBy: (row.verifiedBy as 'dns' | 'file' | null) ?? null,
      verification: name
        ? {
            token: row.token,
            txtName: `${TXT_PREFIX}.${name}`,
            txtValue: `${TXT_VALUE_PREFIX}${row.token}`,
            fileUrl: `https://${name}${WELL_KNOWN_PATH}`,
            fileContent: `${TXT_VALUE_PREFIX}${row.token}`,
          }
        : null,
    };
  }

  /** The account's domains (held, verified or awaiting verification), alphabetically. */
  async list(userId: number): Promise<DomainEntry[]> {
    const mine = await this.db
      .select()
      .from(domainClaims)
      .where(eq(domainClaims.userId, userId))
      .orderBy(asc(domainClaims.domain));
    return mine.map((row) => this.entry(row));
  }

  /** Starts (or shows) verification of a domain for this account: creates its token once. */
  async request(userId: number, rawDomain: string): Promise<DomainEntry> {
    const domain = canonicalDomain(rawDomain);
    if (!domain) throw badRequest('Enter a domain, for example example.com');
    if (domain.length > 200) throw badRequest('domain must be at most 200 characters');
    if (!dnsNameOf(domain)) {
      throw badRequest(`"${domain}" is not a domain name that can be verified (for example example.com)`);
    }
    await this.db
      .insert(domainClaims)
      .values({ domain, userId, token: newToken(), holder: false })
      .onConflictDoNothing();
    const [row] = await this.db.select().from(domainClaims).where(this.key(domain, userId)).limit(1);
    if (!row) throw new AppError('domain_claim_missing', 500, 'Internal server error');
    return this.entry(row);
  }

  /**
   * Checks the DNS TXT records and the /.well-known file for this account's token. On success the account
   * becomes the domain's holder: an earlier holder that never proved control keeps its existing forms there
   * but needs to verify too before adding or moving forms to the domain.
   */
  async verify(userId: number, rawDomain: string): Promise<DomainEntry> {
    const requested = await this.request(userId, rawDomain);
    const { domain, verification } = requested;
    if (!verification) throw badRequest(`"${domain}" is not a domain name that can be verified`);
    const verifier = this.verifier();
    if (!verifier) throw new AppError('domain_verifier_missing', 500, 'Internal server error');
    const expected = verification.txtValue;
    const [prefixed, apex] = await Promise.all([
      verifier.txtRecords(verification.txtName),
      verifier.txtRecords(dnsNameOf(domain) ?? domain),
    ]);
    let method: 'dns' | 'file' | null = [...prefixed, ...apex].some((r) => r.trim() === expected)
      ? 'dns'
      : null;
    if (!method) {
      const file = await verifier.wellKnownFile(dnsNameOf(domain) ?? domain);
      if (
        file?.split(/\r?\n/).some((line) => line.trim() === expected || line.trim() === verification.token)
      ) {
        method = 'file';
      }
    }
    if (!method) {
      throw new AppError(
        'domain_not_verified',
        422,
        `Could not verify ${domain}: no TXT record "${expected}" was found at ${verification.txtName} or ${domain}, and ${verification.fileUrl} does not contain it. DNS changes can take a few minutes to appear.`,
      );
    }
    await this.db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`domain:${domain}`}))`);
      await tx
        .update(domainClaims)
        .set({ holder: false })
        .where(and(eq(domainClaims.domain, domain), eq(domainClaims.holder, true)));
      await tx
        .update(domainClaims)
        .set({ holder: true, verifiedAt: new Date(), verifiedBy: method })
        .where(this.key(domain, userId));
    });
    const [row] = await this.db.select().from(domainClaims).where(this.key(domain, userId)).limit(1);
    if (!row) throw new AppError('domain_claim_missing', 500, 'Internal server error');
    return this.entry(row);
  }
}

function newToken(): string {
  return crypto.randomBytes(16).toString('hex');
}
