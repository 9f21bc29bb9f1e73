// Public API keys: one live key per owner, looked up by SHA-256 hash, revealable from an AES-256-GCM copy.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { API_KEY_PREFIX } from '@forms-engine/contracts';
import { and, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { apiKeys } from '../db/schema.ts';
import { AppError, unauthorized } from '../errors.ts';
import { isUniqueViolation } from '../db/rows.ts';

const BASE62 = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';
/** 32 base62 characters ≈ 190 bits of randomness. */
const KEY_RANDOM_CHARS = 32;
const KEY_PATTERN = new RegExp(`^${API_KEY_PREFIX}[0-9A-Za-z]{${KEY_RANDOM_CHARS}}$`);
export const INVALID_KEY_MESSAGE = 'Invalid or missing API key';

export function generateApiKey(): string {
  let out = API_KEY_PREFIX;
  for (let i = 0; i < KEY_RANDOM_CHARS; i++) out += BASE62[crypto.randomInt(62)];
  return out;
}

export function hashApiKey(key: string): string {
  return crypto.createHash('sha256').update(key).digest('hex');
}

/**
 * A 32-byte encryption key for one purpose: derived from APP_SECRET, or from a random secret created once under
 * DATA_DIR/app-secret (fine for one embedded-database instance; several instances must share APP_SECRET).
 */
export function loadEncryptionKey(
  appSecret: string | undefined,
  dataDir: string,
  purpose = 'api-key-encryption/v1',
): Buffer {
  let secret = appSecret;
  if (!secret) {
    const file = path.join(dataDir, 'app-secret');
    fs.mkdirSync(dataDir, { recursive: true });
    try {
      fs.writeFileSync(file, crypto.randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    secret = fs.readFileSync(file, 'utf8').trim();
  }
  return Buffer.from(crypto.hkdfSync('sha256', secret, 'forms-engine', purpose, 32));
}

/** AES-256-GCM; the output is `v1.<iv>.<tag>.<ciphertext>` in base64url. */
export function encryptSecret(key: Buffer, plaintext: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', key, iv);
  const ct = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), ct]
    .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
    .join('.');
}

export function decryptSecret(key: Buffer, sealed: string): string {
  const [version, iv, tag, ct] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || ct === undefined) throw new Error('Unknown encrypted format');
  const decipher = crypto.createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
  decipher.setAuthTag(Buffer.from(tag, 'base64url'));
  return Buffer.concat([decipher.update(Buffer.from(ct, 'base64url')), decipher.final()]).toString('utf8');
}

export interface ApiCaller {
  userId: number;
  keyId: number;
}

export class ApiKeysService {
  private key: Buffer | null = null;

  constructor(
    private readonly db: Db,
    private readonly secret: { appSecret?: string; dataDir: string },
  ) {}

  /** Loaded on first use so an app that never touches API keys never writes DATA_DIR/app-secret. */
  private encryptionKey(): Buffer {
    this.key ??= loadEncryptionKey(this.secret.appSecret, this.secret.dataDir);
    return this.key;
  }

  private async active(userId: number) {
    const [row] = await this.db
      .select()
      .from(apiKeys)
      .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)))
      .limit(1);
    return row ?? null;
  }

  private reveal(sealed: string | null): string {
    try {
      if (!sealed) throw new Error('no encrypted copy');
      return decryptSecret(this.encryptionKey(), sealed);
    } catch {
      // The server secret changed since the key was made: it still works, but only a new one can be shown.
      throw new AppError('key_unrevealable', 409, 'Your API key can no longer be shown; generate a new one.');
    }
  }

  /** The owner's live key, created on first request. */
  async getOrCreate(userId: number): Promise<string> {
    const existing = await this.active(userId);
    if (existing) return this.reveal(existing.keyEncrypted);
    const key = generateApiKey();
    try {
      await this.db
        .insert(apiKeys)
        .values({ userId, keyHash: hashApiKey(key), keyEncrypted: encryptSecret(this.encryptionKey(), key) });
      return key;
    } catch (err) {
      // Two tabs asked at once: the other request's key won; show that one.
      if (!isUniqueViolation(err)) throw err;
      const winner = await this.active(userId);
      if (!winner) throw err;
      return this.reveal(winner.keyEncrypted);
    }
  }

  /** Revokes the live key (if any) and creates a new one, atomically. */
  async regenerate(userId: number): Promise<string> {
    for (let attempt = 0; ; attempt++) {
      const key = generateApiKey();
      const sealed = encryptSecret(this.encryptionKey(), key);
      try {
        await this.db.transaction(async (tx) => {
          await tx
            .update(apiKeys)
            .set({ revokedAt: new Date(), keyEncrypted: null })
            .where(and(eq(apiKeys.userId, userId), isNull(apiKeys.revokedAt)));
          await tx.insert(apiKeys).values({ userId, keyHash: hashApiKey(key), keyEncrypted: sealed });
        });
        return key;
      } catch (err) {
        // A concurrent regenerate inserted its key after our update ran: revoke that one too.
        if (!isUniqueViolation(err) || attempt >= 3) throw err;
      }
    }
  }

  /** The caller of an `Authorization: Bearer <key>` header; 401 for anything but a live key. */
  async authenticate(authorization: string | undefined): Promise<ApiCaller> {
    const match = /^Bearer\s+(\S+)\s*$/i.exec(authorization ?? '');
    const key = match?.[1];
    if (!key || !KEY_PATTERN.test(key)) throw unauthorized(INVALID_KEY_MESSAGE);
    const [row] = await this.db
      .select({ id: apiKeys.id, userId: apiKeys.userId })
      .from(apiKeys)
      .where(and(eq(apiKeys.keyHash, hashApiKey(key)), isNull(apiKeys.revokedAt)))
      .limit(1);
    if (!row) throw unauthorized(INVALID_KEY_MESSAGE);
    return { userId: row.userId, keyId: row.id };
  }
}
