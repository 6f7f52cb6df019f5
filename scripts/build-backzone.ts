/**
 * Builds shared/astro/backzone.json: the pre-1970 history of the time zones whose IANA
 * `backzone` history differs from the data set of @tubular/time (its "large" set is the
 * main IANA build, where e.g. Europe/Amsterdam is a link to Europe/Brussels and
 * Europe/Oslo a link to Europe/Berlin).
 *
 * Source: the compiled IANA database of the build machine, /usr/share/zoneinfo (Debian's
 * tzdata package, built with backzone: `head -2 /usr/share/zoneinfo/tzdata.zi` says
 * "ddeps backzone"). Run once when the tz data is updated, and commit the JSON:
 *
 *   npx tsx scripts/build-backzone.ts [/usr/share/zoneinfo]
 *
 * For every zone name @tubular/time knows, the TZif file (RFC 8536, 64-bit part) is read
 * and its offsets before 1970-01-01T00:00Z are compared with @tubular/time's at every
 * transition of either source; a zone that differs anywhere keeps its TZif transitions
 * before 1970 in the JSON. From 1970 on, @tubular/time's data is used for every zone
 * (the script checks that both agree at the cut).
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initTimezoneLarge, Timezone } from '@tubular/time';

const ROOT = process.argv[2] ?? '/usr/share/zoneinfo';
const OUT = join(import.meta.dirname, '..', 'shared', 'astro', 'backzone.json');
/** Cut between the overlay and @tubular/time: 1970-01-01T00:00Z, in seconds. */
const CUT = 0;

interface TzifState {
  /** Start in UT seconds; null = since the beginning of time. */
  from: number | null;
  offset: number;
  dst: boolean;
  abbr: string;
}

/** Reads the 64-bit data block of a TZif file (version 2 or later) as a list of states. */
function readTzif(file: string): TzifState[] {
  const b = readFileSync(file);
  if (b.toString('latin1', 0, 4) !== 'TZif') throw new Error(`${file}: not a TZif file`);
  const counts = (at: number) => [0, 1, 2, 3, 4, 5].map((i) => b.readUInt32BE(at + 20 + i * 4)) as [number, number, number, number, number, number];
  const [isut1, isstd1, leap1, time1, type1, char1] = counts(0);
  const v1size = time1 * 4 + time1 + type1 * 6 + char1 + leap1 * 8 + isstd1 + isut1;
  const h2 = 44 + v1size;
  if (b.toString('latin1', h2, h2 + 4) !== 'TZif') throw new Error(`${file}: no version 2 data`);
  const [, , , timecnt, typecnt, charcnt] = counts(h2);
  let p = h2 + 44;
  const times: number[] = [];
  for (let i = 0; i < timecnt; i++) times.push(Number(b.readBigInt64BE(p + i * 8)));
  p += timecnt * 8;
  const idx: number[] = [];
  for (let i = 0; i < timecnt; i++) idx.push(b.readUInt8(p + i));
  p += timecnt;
  const types: { offset: number; dst: boolean; abbrAt: number }[] = [];
  for (let i = 0; i < typecnt; i++) types.push({ offset: b.readInt32BE(p + i * 6), dst: b.readUInt8(p + i * 6 + 4) === 1, abbrAt: b.readUInt8(p + i * 6 + 5) });
  p += typecnt * 6;
  const chars = b.toString('latin1', p, p + charcnt);
  const abbr = (at: number) => chars.slice(at, chars.indexOf('\0', at));
  const state = (from: number | null, t: (typeof types)[number]): TzifState => ({ from, offset: t.offset, dst: t.dst, abbr: abbr(t.abbrAt) });
  // RFC 8536: time type 0 applies before the first transition.
  const out = [state(null, types[0]!)];
  times.forEach((t, i) => out.push(state(t, types[idx[i]!]!)));
  return out;
}

const offsetAt = (states: TzifState[], sec: number): number => {
  let o = states[0]!.offset;
  for (const s of states) {
    if (s.from !== null && s.from > sec) break;
    o = s.offset;
  }
  return o;
};

initTimezoneLarge();
const zones: Record<string, [number | null, number, 0 | 1, string][]> = {};
const cutMismatch: string[] = [];
let compared = 0;
for (const name of Timezone.getAvailableTimezones()) {
  const file = join(ROOT, name);
  if (!existsSync(file)) continue;
  let tz: Timezone;
  try {
    tz = Timezone.from(name);
  } catch {
    continue; // a legacy name @tubular/time cannot parse (GB-Eire): not served by the API either
  }
  if (tz.error) continue;
  const states = readTzif(file);
  compared++;
  // Instants to compare: the start of every state of either source before the cut, plus 1800.
  const probes = new Set<number>([Date.UTC(1800, 0, 1) / 1000]);
  for (const s of states) if (s.from !== null && s.from < CUT) probes.add(s.from);
  for (const t of tz.getAllTransitions() ?? []) if (t.transitionTime / 1000 < CUT && t.transitionTime > -1e15) probes.add(t.transitionTime / 1000);
  const differs = [...probes].some((sec) => tz.getOffset(sec * 1000) !== offsetAt(states, sec));
  if (tz.getOffset(CUT * 1000) !== offsetAt(states, CUT)) cutMismatch.push(name);
  if (!differs) continue;
  zones[name] = states.filter((s) => s.from === null || s.from < CUT).map((s) => [s.from, s.offset, s.dst ? 1 : 0, s.abbr]);
}

const version = /# version (\S+)/.exec(readFileSync(join(ROOT, 'tzdata.zi'), 'latin1'))?.[1] ?? 'unknown';
writeFileSync(
  OUT,
  `${JSON.stringify({
    source: `IANA tzdata ${version} with backzone (compiled zoneinfo), states before 1970-01-01T00:00Z: [startUtcSeconds|null, utcOffsetSeconds, isDst, abbreviation]`,
    version,
    tubularVersion: Timezone.version,
    cutUtcSeconds: CUT,
    zones,
  })}\n`,
);
console.log(`${compared} zones compared, ${Object.keys(zones).length} with another pre-1970 history written to ${OUT}`);
if (cutMismatch.length) console.log(`offsets differing at the cut (checked by hand): ${cutMismatch.join(', ')}`);
