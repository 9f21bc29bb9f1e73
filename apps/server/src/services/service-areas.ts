// Service areas (beyond the spec): per form, where the business operates — postal prefixes or a centre and radius.
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client.ts';
import { serviceAreas } from '../db/schema.ts';
import { distanceKm, type GeocodeHit } from '../providers/geo/types.ts';

const normCode = (s: string) => s.replace(/[\s-]+/g, '').toUpperCase();

export const ZServiceArea = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('postalCodes'),
    /** Whole codes or prefixes ("10", "SW1", "M5V"); compared without spaces or dashes, case-insensitive. */
    postalCodes: z
      .array(
        z
          .string()
          .trim()
          .min(1)
          .max(12)
          .regex(/^[A-Za-z0-9 -]+$/, 'Postal codes may contain only letters, digits, spaces and dashes'),
      )
      .min(1, 'Give at least one postal code or prefix')
      .max(2000)
      .transform((codes) => [...new Set(codes.map(normCode))]),
  }),
  z.object({
    type: z.literal('radius'),
    center: z.object({ lat: z.number().min(-90).max(90), lng: z.number().min(-180).max(180) }),
    radiusKm: z.number().positive().max(20_000),
    /** Optional label for the owner's UI (e.g. the address the centre came from). */
    label: z.string().max(300).optional(),
  }),
]);
export type TServiceArea = z.infer<typeof ZServiceArea>;

/** PUT body: an area, or null to serve everywhere again. */
export const ZServiceAreaInput = z.object({ serviceArea: ZServiceArea.nullable() });

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
