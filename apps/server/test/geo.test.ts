// Geocoding, service areas and static maps over real HTTP: offline data, provider adapters against local fakes.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { distanceKm } from '../src/providers/geo/types.ts';
import { Client, sampleConfig, signedInClient, startServer, type TestServer, uniqueLabel } from './helper.ts';

interface GeocodeBody {
  status: string;
  results: {
    formatted_address: string;
    geometry: { location: { lat: number; lng: number } };
    postal_code: string;
    country_code?: string | null;
    isAvailable: boolean;
  }[];
  error?: string;
}

/** A local HTTP server that records requests and answers with the given handler. */
async function fakeServer(
  handler: (req: http.IncomingMessage, url: URL) => { status?: number; type?: string; body: string | Buffer },
) {
  const requests: URL[] = [];
  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake');
    requests.push(url);
    const out = handler(req, url);
    res.writeHead(out.status ?? 200, { 'content-type': out.type ?? 'application/json' });
    res.end(out.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    close: () => new Promise<void>((r) => server.close(() => r())),
  };
}

// A 1x1 PNG, enough for a tile or a static map answer.
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);

describe('offline geocoder and maps', () => {
  let srv: TestServer;
  let anon: Client;
  beforeAll(async () => {
    srv = await startServer({ rateLimits: false });
    anon = new Client(srv.url);
  });
  afterAll(() => srv.close());

  const samples: [string, string, number, number][] = [
    ['US', '350 5th Ave, New York, NY 10118', 40.7484, -73.9857],
    ['US', '1600 Amphitheatre Pkwy, Mountain View, CA 94043', 37.422, -122.0841],
    ['US', '233 S Wacker Dr, Chicago, IL 60606-6306', 41.8789, -87.6359],
    ['DE', 'Marienplatz 1, 80331 München', 48.1374, 11.5755],
    ['DE', 'Unter den Linden 77, 10117 Berlin, Deutschland', 52.5163, 13.3777],
    ['DE', 'Königsallee 1, 40212 Düsseldorf', 51.2256, 6.7786],
    ['DE', 'Kleine Straße 3, 01067 Dresden', 51.0504, 13.7373],
    ['CA', '301 Front St W, Toronto, ON M5V 2T6', 43.6426, -79.3871],
    ['CA', '1001 Rue Sherbrooke O, Montréal, QC H3A 1G5', 45.5048, -73.5772],
    ['GB', '10 Downing Street, London SW1A 2AA', 51.5034, -0.1276],
    ['GB', '1 Piccadilly Gardens, Manchester M1 1RG', 53.4808, -2.2374],
    ['GB', 'Royal Mile, Edinburgh EH1 1YZ', 55.9497, -3.1907],
    ['IN', 'Rajpath, New Delhi 110001', 28.6139, 77.209],
    ['IN', 'Colaba Causeway, Mumbai 400001', 18.9322, 72.8347],
    ['IN', 'MG Road, Bengaluru 560001', 12.9753, 77.6066],
  ];

  it.each(samples)(
    'resolves a %s address within 30 km of the true place: %s',
    async (_country, address, lat, lng) => {
      const res = await anon.post<GeocodeBody>('/api/geocode', { address });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('OK');
      const first = res.body.results[0];
      expect(distanceKm(first.geometry.location, { lat, lng })).toBeLessThan(30);
      expect(first.isAvailable).toBe(true);
      expect(first.formatted_address.length).toBeGreaterThan(5);
    },
  );

  it('formats the address with the place name and the postal code', async () => {
    const de = await anon.post<GeocodeBody>('/api/geocode', { address: 'Marienplatz 1, 80331' });
    expect(de.body.results[0].formatted_address).toBe('Marienplatz 1, 80331 München, Germany');
    const us = await anon.post<GeocodeBody>('/api/geocode', { address: '350 5th Ave, 10118' });
    expect(us.body.results[0].formatted_address).toBe('350 5th Ave, New York, NY 10118, USA');
    const gb = await anon.post<GeocodeBody>('/api/geocode', { address: '10 downing street sw1a2aa' });
    expect(gb.body.results[0].postal_code).toBe('SW1A 2AA');
  });

  it("names the address's country, where the contact step reads a phone number typed without +", async () => {
    const de = await anon.post<GeocodeBody>('/api/geocode', { address: 'Marienplatz 1, 80331' });
    expect(de.body.results[0].country_code).toBe('DE');
    const us = await anon.post<GeocodeBody>('/api/geocode', { address: '350 5th Ave, 10118' });
    expect(us.body.results[0].country_code).toBe('US');
  });

  it('answers ZERO_RESULTS for nonsense and for unknown codes', async () => {
    for (const address of ['qwerty asdf zxcv', 'Nowhere Lane 00000', '???']) {
      const res = await anon.post<GeocodeBody>('/api/geocode', { address });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ status: 'ZERO_RESULTS', results: [] });
    }
  });

  it('refuses a request without an address with 400', async () => {
    for (const body of [
      {},
      { address: '' },
      { address: '   ' },
      { address: 42 },
      { address: 'x'.repeat(501) },
    ]) {
      const res = await anon.post('/api/geocode', body);
      expect(res.status).toBe(400);
      expect(typeof res.body.error).toBe('string');
    }
  });

  it('answers 404 for the availability of a form that does not exist', async () => {
    const res = await anon.post('/api/geocode', { address: '10115 Berlin', formId: 99999999 });
    expect(res.status).toBe(404);
  });

  describe('service areas', () => {
    let owner: Client;
    let formId: number;
    beforeAll(async () => {
      ({ client: owner } = await signedInClient(srv.url, 'geo-owner'));
      const res = await owner.post<{ id: number }>('/api/publish', {
        label: uniqueLabel('Geo'),
        config: sampleConfig(),
      });
      expect(res.status).toBe(200);
      formId = res.body.id;
    });
    const available = async (address: string) => {
      const res = await anon.post<GeocodeBody>('/api/geocode', { address, formId });
      expect(res.status).toBe(200);
      expect(res.body.status).toBe('OK');
      return res.body.results[0].isAvailable;
    };

    it('makes every found address available without a service area', async () => {
      expect((await owner.get(`/api/forms/${formId}/service-area`)).body).toEqual({ serviceArea: null });
      expect(await available('Marienplatz 1, 80331 München')).toBe(true);
    });

    it('limits availability to postal prefixes', async () => {
      const put = await owner.put(`/api/forms/${formId}/service-area`, {
        serviceArea: { type: 'postalCodes', postalCodes: ['101', 'sw1a', '10118'] },
      });
      expect(put.status).toBe(200);
      expect(put.body.serviceArea).toEqual({ type: 'postalCodes', postalCodes: ['101', 'SW1A', '10118'] });
      expect(await available('Unter den Linden 77, 10117 Berlin')).toBe(true);
      expect(await available('10 Downing Street, London SW1A 2AA')).toBe(true);
      expect(await available('350 5th Ave, New York, NY 10118')).toBe(true);
      expect(await available('Marienplatz 1, 80331 München')).toBe(false);
      expect(await available('Royal Mile, Edinburgh EH1 1YZ')).toBe(false);
      // the form id may arrive as a string too
      const res = await anon.post<GeocodeBody>('/api/geocode', {
        address: '80331 München',
        formId: String(formId),
      });
      expect(res.body.results[0].isAvailable).toBe(false);
    });

    it('limits availability to a radius around a centre', async () => {
      const put = await owner.put(`/api/forms/${formId}/service-area`, {
        serviceArea: { type: 'radius', center: { lat: 52.52, lng: 13.405 }, radiusKm: 40 },
      });
      expect(put.status).toBe(200);
      expect(await available('Unter den Linden 77, 10117 Berlin')).toBe(true);
      expect(await available('Marienplatz 1, 80331 München')).toBe(false);
      expect(await available('Potsdam 14467')).toBe(true);
    });

    it('clears the area with null', async () => {
      await owner.put(`/api/forms/${formId}/service-area`, { serviceArea: null });
      expect(await available('Marienplatz 1, 80331 München')).toBe(true);
    });

    it('lets only the owner read or change the area', async () => {
      expect((await anon.get(`/api/forms/${formId}/service-area`)).status).toBe(401);
      const { client: other } = await signedInClient(srv.url, 'other');
      expect((await other.get(`/api/forms/${formId}/service-area`)).status).toBe(403);
      const put = await other.put(`/api/forms/${formId}/service-area`, {
        serviceArea: { type: 'postalCodes', postalCodes: ['1'] },
      });
      expect(put.status).toBe(403);
      expect((await owner.get('/api/forms/99999999/service-area')).status).toBe(404);
    });

    it('refuses malformed areas with 400', async () => {
      for (const serviceArea of [
        { type: 'postalCodes', postalCodes: [] },
        { type: 'postalCodes', postalCodes: ['<script>'] },
        { type: 'radius', center: { lat: 95, lng: 0 }, radiusKm: 5 },
        { type: 'radius', center: { lat: 50, lng: 8 }, radiusKm: -1 },
        { type: 'circle' },
      ]) {
        expect((await owner.put(`/api/forms/${formId}/service-area`, { serviceArea })).status).toBe(400);
      }
    });
  });

  describe('static map', () => {
    it('renders an SVG with the marker, the coordinates and a scale bar', async () => {
      const res = await fetch(
        `${srv.url}/api/staticmap?center=52.52,13.405&zoom=14&size=800x400&markers=52.52,13.405`,
      );
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      const svg = await res.text();
      expect(svg).toMatch(/^<svg [^>]*width="800" height="400"/);
      expect(svg).toContain('52.52000, 13.40500');
      expect(svg).toMatch(/>\d+ (m|km)</);
      expect(svg).toContain('<path d="M0 0 C');
      expect(svg).not.toMatch(/<script|javascript:/i);
    });

    it('accepts Google-style marker groups', async () => {
      const q = new URLSearchParams({
        center: '40.7484,-73.9857',
        markers: 'color:red|label:A|40.7484,-73.9857',
      });
      expect((await fetch(`${srv.url}/api/staticmap?${q}`)).status).toBe(200);
    });

    it.each([
      ['no centre', 'zoom=14&size=800x400'],
      ['a non-numeric centre', 'center=abc,def'],
      ['a latitude out of range', 'center=95,10'],
      ['a longitude out of range', 'center=10,200'],
      ['a size over 1280x1280', 'center=1,1&size=1281x400'],
      ['a height over 1280', 'center=1,1&size=800x5000'],
      ['a zero size', 'center=1,1&size=0x10'],
      ['a malformed size', 'center=1,1&size=big'],
      ['a zoom over 20', 'center=1,1&zoom=25'],
      ['a bad marker', 'center=1,1&markers=here'],
    ])('refuses %s with 400', async (_what, query) => {
      const res = await fetch(`${srv.url}/api/staticmap?${query}`);
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: string }).error).toBeTruthy();
    });
  });
});

describe('Google provider (local fake)', () => {
  let srv: TestServer;
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  const KEY = 'test-google-key-123';
  beforeAll(async () => {
    fake = await fakeServer((_req, url) => {
      if (url.searchParams.get('key') !== KEY) return { status: 403, body: '{}' };
      if (url.pathname === '/maps/api/geocode/json') {
        const address = url.searchParams.get('address') ?? '';
        if (address.includes('denied')) {
          return { body: JSON.stringify({ status: 'REQUEST_DENIED', error_message: `bad key ${KEY}` }) };
        }
        if (address.includes('nowhere'))
          return { body: JSON.stringify({ status: 'ZERO_RESULTS', results: [] }) };
        return {
          body: JSON.stringify({
            status: 'OK',
            results: [
              {
                formatted_address: 'Marienplatz 1, 80331 München, Germany',
                geometry: { location: { lat: 48.1374, lng: 11.5755 }, location_type: 'ROOFTOP' },
                address_components: [
                  { long_name: '80331', short_name: '80331', types: ['postal_code'] },
                  { long_name: 'Germany', short_name: 'DE', types: ['country', 'political'] },
                ],
                place_id: 'x',
              },
            ],
          }),
        };
      }
      if (url.pathname === '/maps/api/staticmap') return { type: 'image/png', body: PNG };
      return { status: 404, body: '{}' };
    });
    srv = await startServer(
      { rateLimits: false },
      { GOOGLE_MAPS_API_KEY: KEY, GOOGLE_MAPS_BASE_URL: fake.url },
    );
  });
  afterAll(async () => {
    await srv.close();
    await fake.close();
  });

  it('geocodes through the Google format with the key kept on the server', async () => {
    const anon = new Client(srv.url);
    const res = await anon.post<GeocodeBody>('/api/geocode', { address: 'Marienplatz 1, München' });
    expect(res.body).toEqual({
      status: 'OK',
      results: [
        {
          formatted_address: 'Marienplatz 1, 80331 München, Germany',
          geometry: { location: { lat: 48.1374, lng: 11.5755 } },
          postal_code: '80331',
          country_code: 'DE',
          isAvailable: true,
        },
      ],
    });
    const last = fake.requests.at(-1);
    expect(last?.searchParams.get('address')).toBe('Marienplatz 1, München');
    expect((await anon.post<GeocodeBody>('/api/geocode', { address: 'nowhere 12345' })).body.status).toBe(
      'ZERO_RESULTS',
    );
  });

  it('answers 502 without leaking the key when Google refuses', async () => {
    const res = await new Client(srv.url).post('/api/geocode', { address: 'denied 12345' });
    expect(res.status).toBe(502);
    expect(JSON.stringify(res.body)).not.toContain(KEY);
  });

  it('proxies and caches the Google static map', async () => {
    const url = `${srv.url}/api/staticmap?center=48.1374,11.5755&zoom=14&size=800x400&markers=48.1374,11.5755`;
    const before = fake.requests.length;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
    expect(res.headers.get('x-map-source')).toBe('google');
    const sent = fake.requests.at(-1);
    expect(sent?.pathname).toBe('/maps/api/staticmap');
    expect(sent?.searchParams.get('markers')).toBe('48.1374,11.5755');
    await fetch(url);
    expect(fake.requests.length).toBe(before + 1);
  });
});

describe('Nominatim provider and tile maps (local fakes)', () => {
  let srv: TestServer;
  let fake: Awaited<ReturnType<typeof fakeServer>>;
  let tileHits = 0;
  let tilesDown = false;
  beforeAll(async () => {
    fake = await fakeServer((req, url) => {
      if (url.pathname === '/search') {
        expect(req.headers['user-agent']).toBeTruthy();
        const q = url.searchParams.get('q') ?? '';
        if (q.includes('nowhere')) return { body: '[]' };
        return {
          body: JSON.stringify([
            {
              place_id: 1,
              lat: '51.5034',
              lon: '-0.1276',
              display_name: '10 Downing Street, Westminster, London, SW1A 2AA, United Kingdom',
              address: { postcode: 'SW1A 2AA', country_code: 'gb' },
            },
          ]),
        };
      }
      if (url.pathname.startsWith('/tiles/')) {
        tileHits++;
        if (tilesDown) return { status: 500, body: 'down' };
        return { type: 'image/png', body: PNG };
      }
      return { status: 404, body: '{}' };
    });
    srv = await startServer(
      { rateLimits: false },
      { NOMINATIM_URL: fake.url, MAP_TILE_URL: `${fake.url}/tiles/{z}/{x}/{y}.png` },
    );
  });
  afterAll(async () => {
    await srv.close();
    await fake.close();
  });

  it('geocodes through the Nominatim format', async () => {
    const anon = new Client(srv.url);
    const res = await anon.post<GeocodeBody>('/api/geocode', { address: '10 Downing Street, London' });
    expect(res.body.status).toBe('OK');
    expect(res.body.results[0]).toMatchObject({
      formatted_address: '10 Downing Street, Westminster, London, SW1A 2AA, United Kingdom',
      geometry: { location: { lat: 51.5034, lng: -0.1276 } },
      postal_code: 'SW1A 2AA',
    });
    expect(fake.requests.at(-1)?.searchParams.get('format')).toBe('jsonv2');
    expect((await anon.post<GeocodeBody>('/api/geocode', { address: 'nowhere' })).body.status).toBe(
      'ZERO_RESULTS',
    );
  });

  it('composes OSM tiles into one image, cached', async () => {
    const url = `${srv.url}/api/staticmap?center=51.5034,-0.1276&zoom=14&size=800x400&markers=51.5034,-0.1276`;
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-map-source')).toBe('tiles');
    const svg = await res.text();
    expect(svg).toContain('data:image/png;base64,');
    expect(svg).toContain('OpenStreetMap');
    const hits = tileHits;
    expect(hits).toBeGreaterThanOrEqual(8);
    expect(fake.requests.some((u) => u.pathname.startsWith('/tiles/14/'))).toBe(true);
    await fetch(url);
    expect(tileHits).toBe(hits);
  });

  it('falls back to the offline image when the tile server fails', async () => {
    tilesDown = true;
    const res = await fetch(
      `${srv.url}/api/staticmap?center=48.1,11.5&zoom=12&size=400x300&markers=48.1,11.5`,
    );
    tilesDown = false;
    expect(res.status).toBe(200);
    expect(res.headers.get('x-map-source')).toBe('offline');
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.text()).toContain('48.10000, 11.50000');
  });
});
