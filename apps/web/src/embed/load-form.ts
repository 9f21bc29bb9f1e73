// Loads the form for /embed by properties or by id, mapping failures to the spec's messages.
import { readAvailability, type RunnerAvailability } from '@forms-engine/runner';
import type { EmbedSource } from './params.ts';
import { createClient, formByProperties, getForm } from '@forms-engine/contracts/client';
import type { TFormTracking } from '@forms-engine/contracts';
import type { TRespondentLanguage } from '@forms-engine/model';
import { withVariant } from './variant.ts';

/** The frame's storage a visitor's A/B variant is kept in; null when there is none (a variant is still drawn). */
type VariantStore = Pick<Storage, 'getItem' | 'setItem'> | null;

export interface EmbedForm {
  id: number | null;
  config: unknown;
  label?: string;
  language?: string;
  iconMode?: string;
  color?: string | null;
  /** Form Console: the option of a tiles first step to pre-select and move past. */
  autoSelectOptionId?: string | null;
  /** Closed or full, the closed message and the redirect after submit; absent means open, no redirect. */
  availability?: RunnerAvailability | null;
  /** The A/B test variant whose config this is (embed/variant.ts), when a test runs. */
  variant?: string;
  /** Conversion tracking the loader does on the host page; absent or null is off. */
  tracking?: TFormTracking | null;
}

export type LoadResult =
  | { ok: true; form: EmbedForm }
  | { ok: false; error: 'noParams' | 'notFound' | 'loadFailed' };

/** The payload's tracking setting; anything but a well-formed one is off. */
function trackingOf(value: unknown): TFormTracking | null {
  const v = value as Partial<TFormTracking> | null | undefined;
  if (!v || typeof v !== 'object') return null;
  return {
    dataLayer: v.dataLayer === true,
    metaPixel: v.metaPixel === true,
    pixelId: typeof v.pixelId === 'string' ? v.pixelId : null,
  };
}

function autoSelectOf(value: unknown): string | null {
  const v = value as { enabled?: unknown; optionId?: unknown } | null | undefined;
  return v?.enabled === true && typeof v.optionId === 'string' && v.optionId ? v.optionId : null;
}

export async function loadEmbedForm(
  source: EmbedSource,
  fetchFn: typeof fetch,
  storage?: VariantStore,
): Promise<LoadResult> {
  if (source.kind === 'none') return { ok: false, error: 'noParams' };
  // Failures are read from the status here, so the client's error is never thrown.
  const { request } = createClient({ fetch: fetchFn, error: () => new Error('unused') });
  let res: Response;
  try {
    res =
      source.kind === 'id'
        ? await request(getForm, { params: { id: source.id } })
        : await request(formByProperties, {
            // An unknown language is the server's to refuse (400: load failed), as any other bad lookup.
            query: {
              language: source.language as TRespondentLanguage,
              label: source.label,
              domain: source.domain,
            },
          });
  } catch {
    return { ok: false, error: 'loadFailed' };
  }
  if (res.status === 404) return { ok: false, error: 'notFound' };
  if (!res.ok) return { ok: false, error: 'loadFailed' };
  try {
    return formFromPayload(await res.json(), storage);
  } catch {
    return { ok: false, error: 'loadFailed' };
  }
}

/**
 * The form of a lookup's answer (or of the payload the server put into the page). With `storage`, a running A/B
 * test's variant is assigned (or the stored one taken) and its config used; without, the published config.
 */
export function formFromPayload(value: unknown, storage?: VariantStore): LoadResult {
  const body = value as Record<string, unknown> | null;
  // Only the owner gets a never-published form (status "draft"); the embed shows what respondents see.
  if (!body || typeof body !== 'object' || body.status === 'draft') return { ok: false, error: 'notFound' };
  const id = typeof body.id === 'number' ? body.id : Number.parseInt(String(body.id ?? ''), 10);
  const form: EmbedForm = {
    id: Number.isFinite(id) ? id : null,
    config: body.config,
    label: typeof body.label === 'string' ? body.label : undefined,
    language: typeof body.language === 'string' ? body.language : undefined,
    iconMode: typeof body.iconMode === 'string' ? body.iconMode : undefined,
    color: typeof body.color === 'string' ? body.color : null,
    autoSelectOptionId: autoSelectOf(body.autoSelectFirstOption),
    availability: readAvailability(body.availability),
    tracking: trackingOf(body.tracking),
  };
  return { ok: true, form: storage === undefined ? form : withVariant(form, body.abTest, storage) };
}

/** The key the server writes next to a payload it puts into the page: the lookup it answers. */
export function sourceKey(source: EmbedSource): string {
  if (source.kind === 'id') return `id:${source.id}`;
  if (source.kind === 'properties') return `p:${source.language}\n${source.label}\n${source.domain}`;
  return 'none';
}
