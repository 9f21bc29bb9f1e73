// Static map images: an offline SVG by default, or a real map from Google Static Maps or an OSM tile server.
import type { GeoConfig } from './config.ts';
import { fetchProvider, type GeoPoint } from './types.ts';

export const MAX_MAP_SIDE = 1280;
const MAX_MARKERS = 10;
const TILE = 256;

export interface MapRequest {
  center: GeoPoint;
  zoom: number;
  width: number;
  height: number;
  markers: GeoPoint[];
}

export interface MapImage {
  body: Buffer;
  contentType: string;
  /** Which renderer produced it: 'offline', 'google' or 'tiles'. */
  source: string;
}

export class MapRequestError extends Error {}

function parsePoint(text: string): GeoPoint | null {
  const m = /^\s*(-?\d{1,3}(?:\.\d+)?)\s*,\s*(-?\d{1,3}(?:\.\d+)?)\s*$/.exec(text);
  if (!m) return null;
  const lat = Number(m[1]);
  const lng = Number(m[2]);
  if (!(lat >= -85.0511 && lat <= 85.0511 && lng >= -180 && lng <= 180)) return null;
  return { lat, lng };
}

/** Validates the query of GET /api/staticmap (Google Static Maps style); throws MapRequestError with a reason. */
export function parseMapRequest(query: Record<string, unknown>): MapRequest {
  const str = (v: unknown) => (typeof v === 'string' ? v : Array.isArray(v) ? String(v[0] ?? '') : undefined);
  const centerText = str(query.center);
  if (!centerText) throw new MapRequestError('center is required as lat,lng');
  const center = parsePoint(centerText);
  if (!center)
    throw new MapRequestError('center must be lat,lng with latitude within ±85 and longitude within ±180');
  const zoomText = str(query.zoom) ?? '14';
  if (!/^\d{1,2}$/.test(zoomText) || Number(zoomText) > 20)
    throw new MapRequestError('zoom must be a whole number from 0 to 20');
  const sizeText = str(query.size) ?? '800x400';
  const size = /^(\d{1,5})x(\d{1,5})$/.exec(sizeText);
  const width = Number(size?.[1]);
  const height = Number(size?.[2]);
  if (!size || width < 1 || height < 1 || width > MAX_MAP_SIDE || height > MAX_MAP_SIDE) {
    throw new MapRequestError(`size must be WIDTHxHEIGHT, each from 1 to ${MAX_MAP_SIDE}`);
  }
  const markers: GeoPoint[] = [];
  const raw =
    query.markers === undefined ? [] : Array.isArray(query.markers) ? query.markers : [query.markers];
  for (const group of raw) {
    if (typeof group !== 'string') throw new MapRequestError('markers must be text');
    // Google style: "color:red|label:A|lat,lng|lat,lng"; style entries carry a colon, locations do not.
    for (const part of group.split('|')) {
      if (!part.trim() || part.includes(':')) continue;
      const p = parsePoint(part);
      if (!p) throw new MapRequestError('markers must be lat,lng locations');
      markers.push(p);
    }
  }
  if (markers.length > MAX_MARKERS) throw new MapRequestError(`at most ${MAX_MARKERS} markers`);
  return { center, zoom: Number(zoomText), width, height, markers };
}

export function cacheKey(r: MapRequest): string {
  const p = (g: GeoPoint) => `${g.lat.toFixed(6)},${g.lng.toFixed(6)}`;
  return `${p(r.center)}|${r.zoom}|${r.width}x${r.height}|${r.markers.map(p).join(';')}`;
}

/** Web-Mercator world pixel coordinates at a zoom level. */
function worldPixel(p: GeoPoint, zoom: number): { x: number; y: number } {
  const scale = TILE * 2 ** zoom;
  const sin = Math.sin((p.lat * Math.PI) / 180);
  return {
    x: ((p.lng + 180) / 360) * scale,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * scale,
  };
}

const xml = (s: string) =>
  s.replace(
    /[<>&"']/g,
    (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', '"': '&quot;', "'": '&apos;' })[c] ?? c,
  );

/** A scale bar of a round length (1, 2 or 5 × 10^n metres) at most ~1/5 of the width. */
function scaleBar(r: MapRequest): { px: number; label: string } {
  const metresPerPixel = (156543.03392 * Math.cos((r.center.lat * Math.PI) / 180)) / 2 ** r.zoom;
  const target = metresPerPixel * Math.max(40, Math.min(160, r.width / 5));
  const pow = 10 ** Math.floor(Math.log10(target));
  const metres = [5, 2, 1].map((f) => f * pow).find((m) => m <= target) ?? pow;
  return {
    px: Math.round(metres / metresPerPixel),
    label: metres >= 1000 ? `${metres / 1000} km` : `${metres} m`,
  };
}

function markerSvg(r: MapRequest, origin: { x: number; y: number }): string {
  const points = r.markers.length ? r.markers : [];
  return points
    .map((m) => {
      const w = worldPixel(m, r.zoom);
      const x = (w.x - origin.x).toFixed(1);
      const y = (w.y - origin.y).toFixed(1);
      return `<g transform="translate(${x} ${y})"><path d="M0 0 C-3 -9 -11 -14 -11 -23 A11 11 0 1 1 11 -23 C11 -14 3 -9 0 0Z" fill="#e11d48" stroke="#ffffff" stroke-width="2"/><circle cy="-23" r="4" fill="#ffffff"/></g>`;
    })
    .join('');
}

function overlaySvg(r: MapRequest, attribution: string): string {
  const bar = scaleBar(r);
  const coords = `${r.center.lat.toFixed(5)}, ${r.center.lng.toFixed(5)}`;
  const y = r.height - 14;
  return [
    `<g font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="12" fill="#1f2937">`,
    `<rect x="8" y="${y - 18}" width="${bar.px + 16}" height="26" rx="4" fill="#ffffff" fill-opacity="0.85"/>`,
    `<path d="M16 ${y - 4} v6 h${bar.px} v-6" fill="none" stroke="#1f2937" stroke-width="2"/>`,
    `<text x="16" y="${y - 7}">${xml(bar.label)}</text>`,
    `<rect x="${r.width - 8 - coords.length * 7 - 8}" y="8" width="${coords.length * 7 + 8}" height="20" rx="4" fill="#ffffff" fill-opacity="0.85"/>`,
    `<text x="${r.width - 12}" y="22" text-anchor="end">${xml(coords)}</text>`,
    attribution
      ? `<text x="${r.width - 6}" y="${r.height - 6}" text-anchor="end" font-size="10" fill="#4b5563">${xml(attribution)}</text>`
      : '',
    '</g>',
  ].join('');
}

/** The offline image: a neutral grid at the request's real scale, the marker(s), coordinates and a scale bar. */
export function renderOfflineSvg(r: MapRequest): MapImage {
  const c = worldPixel(r.center, r.zoom);
  const origin = { x: c.x - r.width / 2, y: c.y - r.height / 2 };
  // Grid lines every tile-sized step so panning between maps keeps the same pattern.
  const step = 64;
  const lines: string[] = [];
  for (let x = step - (origin.x % step); x < r.width; x += step) lines.push(`M${x.toFixed(1)} 0V${r.height}`);
  for (let y = step - (origin.y % step); y < r.height; y += step) lines.push(`M0 ${y.toFixed(1)}H${r.width}`);
  const svg = [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${r.width}" height="${r.height}" viewBox="0 0 ${r.width} ${r.height}" role="img" aria-label="Map of ${r.center.lat.toFixed(5)}, ${r.center.lng.toFixed(5)}">`,
    `<rect width="100%" height="100%" fill="#eef3ef"/>`,
    `<path d="${lines.join('')}" stroke="#d5ded7" stroke-width="1" fill="none"/>`,
    `<circle cx="${r.width / 2}" cy="${r.height / 2}" r="${Math.min(r.width, r.height) / 4}" fill="#10b981" fill-opacity="0.08" stroke="#10b981" stroke-opacity="0.35"/>`,
    markerSvg(r, origin),
    overlaySvg(r, ''),
    '</svg>',
  ].join('');
  return { body: Buffer.from(svg), contentType: 'image/svg+xml; charset=utf-8', source: 'offline' };
}

/** Small byte-bounded LRU for rendered maps and tiles. */
export class ByteLru<V extends { body: Buffer }> {
  private readonly map = new Map<string, V>();
  private bytes = 0;
  constructor(private readonly maxBytes: number) {}
  get(key: string): V | undefined {
    const v = this.map.get(key);
    if (v) {
      this.map.delete(key);
      this.map.set(key, v);
    }
    return v;
  }
  set(key: string, value: V): void {
    if (value.body.length > this.maxBytes) return;
    const old = this.map.get(key);
    if (old) {
      this.bytes -= old.body.length;
      this.map.delete(key);
    }
    this.map.set(key, value);
    this.bytes += value.body.length;
    for (const [k, v] of this.map) {
      if (this.bytes <= this.maxBytes) break;
      this.map.delete(k);
      this.bytes -= v.body.length;
    }
  }
  get size(): number {
    return this.map.size;
  }
}

async function fetchImage(
  provider: string,
  url: string,
  timeoutMs: number,
  userAgent: string,
): Promise<MapImage> {
  const res = await fetchProvider(
    provider,
    url,
    { headers: { 'user-agent': userAgent, accept: 'image/*' } },
    timeoutMs,
  );
  const type = res.headers.get('content-type') ?? '';
  const body = Buffer.from(await res.arrayBuffer());
  if (!/^image\/(png|jpeg|gif|webp)/.test(type) || body.length === 0) {
    throw new Error(`${provider} did not send an image`);
  }
  return { body, contentType: type, source: provider };
}

export class StaticMaps {
  private readonly cache: ByteLru<MapImage>;
  private readonly tiles: ByteLru<MapImage>;
  readonly source: 'offline' | 'google' | 'tiles';

  constructor(
    private readonly config: GeoConfig,
    private readonly log: (msg: string) => void = () => {},
  ) {
    this.cache = new ByteLru(Math.floor(config.mapCacheBytes / 2));
    this.tiles = new ByteLru(Math.floor(config.mapCacheBytes / 2));
    // An explicit tile server wins over a Google key that may be set for geocoding only.
    this.source = config.mapTileUrl ? 'tiles' : config.googleApiKey ? 'google' : 'offline';
  }

  /** Never fails for a valid request: a provider failure falls back to the offline image (not cached). */
  async render(r: MapRequest): Promise<MapImage & { cached: boolean }> {
    if (this.source === 'offline') return { ...renderOfflineSvg(r), cached: false };
    const key = cacheKey(r);
    const hit = this.cache.get(key);
    if (hit) return { ...hit, cached: true };
    try {
      const image = this.source === 'google' ? await this.google(r) : await this.tileMap(r);
      this.cache.set(key, image);
      return { ...image, cached: false };
    } catch (err) {
      this.log(`static map provider failed, serving the offline image: ${(err as Error).message}`);
      return { ...renderOfflineSvg(r), cached: false };
    }
  }

  private google(r: MapRequest): Promise<MapImage> {
    const q = new URLSearchParams({
      center: `${r.center.lat},${r.center.lng}`,
      zoom: String(r.zoom),
      size: `${Math.min(r.width, 640)}x${Math.min(r.height, 640)}`,
      scale: r.width > 640 || r.height > 640 ? '2' : '1',
      key: this.config.googleApiKey ?? '',
    });
    if (r.markers.length) q.set('markers', r.markers.map((m) => `${m.lat},${m.lng}`).join('|'));
    return fetchImage(
      'google',
      `${this.config.googleBaseUrl}/maps/api/staticmap?${q}`,
      this.config.timeoutMs,
      this.config.nominatimUserAgent,
    );
  }

  private async tile(z: number, x: number, y: number): Promise<MapImage> {
    const key = `${z}/${x}/${y}`;
    const hit = this.tiles.get(key);
    if (hit) return hit;
    const url = (this.config.mapTileUrl ?? '')
      .replace('{z}', String(z))
      .replace('{x}', String(x))
      .replace('{y}', String(y))
      .replace('{s}', 'abc'[(x + y) % 3] ?? 'a');
    const image = await fetchImage('tiles', url, this.config.timeoutMs, this.config.nominatimUserAgent);
    this.tiles.set(key, image);
    return image;
  }

  /** Composes the needed tiles into one SVG (tiles embedded as data: URIs, so an <img> shows it whole). */
  private async tileMap(r: MapRequest): Promise<MapImage> {
    const c = worldPixel(r.center, r.zoom);
    const origin = { x: c.x - r.width / 2, y: c.y - r.height / 2 };
    const n = 2 ** r.zoom;
    const jobs: Promise<string>[] = [];
    for (let ty = Math.floor(origin.y / TILE); ty * TILE < origin.y + r.height; ty++) {
      if (ty < 0 || ty >= n) continue;
      for (let tx = Math.floor(origin.x / TILE); tx * TILE < origin.x + r.width; tx++) {
        const wrapped = ((tx % n) + n) % n;
        const px = (tx * TILE - origin.x).toFixed(1);
        const py = (ty * TILE - origin.y).toFixed(1);
        jobs.push(
          this.tile(r.zoom, wrapped, ty).then(
            (t) =>
              `<image x="${px}" y="${py}" width="${TILE}" height="${TILE}" href="data:${t.contentType.split(';')[0]};base64,${t.body.toString('base64')}"/>`,
          ),
        );
      }
    }
    const tiles = await Promise.all(jobs);
    const svg = [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${r.width}" height="${r.height}" viewBox="0 0 ${r.width} ${r.height}">`,
      `<rect width="100%" height="100%" fill="#e5e7eb"/>`,
      ...tiles,
      markerSvg(r, origin),
      overlaySvg(r, this.config.mapTileAttribution),
      '</svg>',
    ].join('');
    return { body: Buffer.from(svg), contentType: 'image/svg+xml; charset=utf-8', source: 'tiles' };
  }
}
