// Owner settings: the privacy-policy link (the runner's contact step links to it) and the time zone of the owner's
// e-mails.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { forms, userSettings } from '../db/schema.ts';
import { badRequest, notFound } from '../errors.ts';
import { TIME_ZONE_MESSAGE } from '@forms-engine/contracts';
import { isTimeZone } from './lead-mail.ts';

export const PRIVACY_LINK_MAX = 2000;

/** Only absolute http(s) URLs are links a respondent can safely follow. */
export function isHttpUrl(value: string): boolean {
  try {
    const u = new URL(value);
    return (u.protocol === 'http:' || u.protocol === 'https:') && u.hostname !== '';
  } catch {
    return false;
  }
}

export class SettingsService {
  constructor(private readonly db: Db) {}

  async privacyPolicy(userId: number): Promise<string> {
    const [row] = await this.db.select().from(userSettings).where(eq(userSettings.userId, userId)).limit(1);
    return row?.privacyPolicyLink ?? '';
  }

  /** The link of the form's owner, for the anonymous runner. */
  async privacyPolicyForForm(formId: number): Promise<string> {
    const [form] = await this.db
      .select({ userId: forms.userId })
      .from(forms)
      .where(eq(forms.id, formId))
      .limit(1);
    if (!form) throw notFound('Form not found');
    return this.privacyPolicy(form.userId);
  }

  /** Blank does nothing (the spec's "blank does nothing"); anything but an http(s) URL is refused. */
  async setPrivacyPolicy(
    userId: number,
    raw: string,
  ): Promise<{ saved: boolean; privacyPolicyLink: string }> {
    const value = raw.trim();
    if (value === '') return { saved: false, privacyPolicyLink: await this.privacyPolicy(userId) };
    if (value.length > PRIVACY_LINK_MAX || !isHttpUrl(value)) {
      throw badRequest('Privacy policy link must be a valid http(s) URL');
    }
    await this.db
      .insert(userSettings)
      .values({ userId, privacyPolicyLink: value })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { privacyPolicyLink: value, updatedAt: new Date() },
      });
    return { saved: true, privacyPolicyLink: value };
  }

  async timeZone(userId: number): Promise<string | null> {
    const [row] = await this.db
      .select({ timeZone: userSettings.timeZone })
      .from(userSettings)
      .where(eq(userSettings.userId, userId))
      .limit(1);
    return row?.timeZone ?? null;
  }

  /** Only a zone this server's Intl knows: the e-mails are formatted with it. */
  async setTimeZone(userId: number, raw: string): Promise<string> {
    const timeZone = raw.trim();
    if (!isTimeZone(timeZone)) throw badRequest(TIME_ZONE_MESSAGE);
    // The canonical spelling ("europe/berlin" → "Europe/Berlin").
    const canonical = new Intl.DateTimeFormat('en', { timeZone }).resolvedOptions().timeZone;
    await this.db
      .insert(userSettings)
      .values({ userId, timeZone: canonical })
      .onConflictDoUpdate({
        target: userSettings.userId,
        set: { timeZone: canonical, updatedAt: new Date() },
      });
    return canonical;
  }
}
