// Service areas (beyond the spec): per form, where the business operates — postal prefixes or a centre and radius.
import { eq } from 'drizzle-orm';
import { normalizePostalCode as normCode, type TServiceArea, ZServiceArea } from '@forms-engine/contracts';
import type { Db } from '../db/client.ts';
import { serviceAreas } from '../db/schema.ts';
import { distanceKm, type GeocodeHit } from '../providers/geo/types.ts';

/** Whether a geocoded place lies in the area; without an area every found address is available. */
export function isInServiceArea(area: TServiceArea | null, hit: GeocodeHit): boolean {
  if (!area) return true;
  if (area.type === 'radius') return distanceKm(area.center, hit.location) <= area.radiusKm;
  if (!hit.postalCode) return false;
  const code = normCode(hit.postalCode);
  return area.postalCodes.some((prefix) => code.startsWith(prefix));
}

export class ServiceAreasService {
  constructor(private readonly db: Db) {}

  async get(formId: number): Promise<TServiceArea | null> {
    const [row] = await this.db.select().from(serviceAreas).where(eq(serviceAreas.formId, formId)).limit(1);
    if (!row) return null;
    const parsed = ZServiceArea.safeParse(row.area);
    return parsed.success ? parsed.data : null;
  }

  async set(formId: number, area: TServiceArea | null): Promise<void> {
    if (!area) {
      await this.db.delete(serviceAreas).where(eq(serviceAreas.formId, formId));
      return;
    }
    await this.db
      .insert(serviceAreas)
      .values({ formId, area })
      .onConflictDoUpdate({ target: serviceAreas.formId, set: { area, updatedAt: new Date() } });
  }
}
