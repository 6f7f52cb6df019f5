/**
 * IANA time zones with their complete history, `backzone` included, for birth times.
 *
 * The tables are shared/astro/zones.json, compiled by scripts/build-zones.ts from
 *  - @tubular/time's "large" data set (the full IANA database, bundled in the npm package; it is
 *    read when the file is built, nothing is fetched), and
 *  - shared/astro/backzone.json: the pre-1970 states of the 110 zones whose history lives in the
 *    IANA `backzone` file (Europe/Amsterdam, Europe/Oslo, Europe/Jersey...), which neither
 *    @tubular/time nor Node's ICU ships (scripts/build-backzone.ts).
 * The API does not import @tubular/time at run time: its bundle costs 0.45-0.9 s per cold start.
 * A unit test checks that the file agrees with the installed package.
 *
 * Each zone is decoded once per container, on first use, into sorted typed arrays (./zone-table.ts).
 */
import data from './zones.json' with { type: 'json' };
import { invalidInput } from '../errors';
import { decodeTable, type TableLayout, type Zone, type ZoneTableText } from './zone-table';

export type { Zone } from './zone-table';

const DATA = data as unknown as {
  version: string;
  backzoneVersion: string;
  explicitEndMs: number;
  templateFirstYear: number;
  zones: Record<string, number>;
  tables: ZoneTableText[];
};
const LAYOUT: TableLayout = { explicitEndMs: DATA.explicitEndMs, templateFirstYear: DATA.templateFirstYear };

/** Version of the IANA data (main set / backzone set). */
export const TZ_DATA_VERSION = `${DATA.version} (backzone ${DATA.backzoneVersion})`;

/** Lower-case name -> the IANA spelling (names are matched case-insensitively, as Intl does). */
let names: Map<string, string> | undefined;
function canonicalName(name: string): string | undefined {
  if (!names) {
    names = new Map();
    for (const n of Object.keys(DATA.zones)) names.set(n.toLowerCase(), n);
  }
  return names.get(name.toLowerCase());
}

/** Every zone name the API accepts. */
export const zoneNames = (): string[] => Object.keys(DATA.zones);

const zones = new Map<string, Zone>();

/** The zone of an IANA name (cached per container) or the typed "Invalid timezone" error. */
export function getZone(name: string): Zone {
  const cached = zones.get(name);
  if (cached) return cached;
  const canonical = typeof name === 'string' ? canonicalName(name.trim()) : undefined;
  if (!canonical) {
    throw invalidInput('Invalid timezone', `"${String(name)}" is not an IANA time zone name (Area/City, e.g. Europe/London)`);
  }
  let zone = zones.get(canonical);
  if (!zone) {
    zone = decodeTable(canonical, DATA.tables[DATA.zones[canonical]!]!, LAYOUT);
    zones.set(canonical, zone); // only IANA spellings are cached: other spellings cannot grow the map
  }
  return zone;
}
