/**
 * Builds shared/astro/zones.json, the time-zone tables the API reads at run time, from
 *  - @tubular/time's "large" data set (the full IANA database bundled in the npm package), and
 *  - shared/astro/backzone.json (the IANA backzone histories before 1970, scripts/build-backzone.ts).
 *
 *   npx tsx scripts/build-zones.ts
 *
 * Run it after updating @tubular/time or backzone.json and commit the JSON (a unit test fails when
 * the file and the installed package disagree). Why a compiled file: importing @tubular/time costs
 * 0.45-0.9 s per cold start (its bundle runs a 412,000-step calendar loop at load); the tables
 * cost a JSON parse and decode each zone on first use.
 *
 * Every zone name (links included) maps to a table; identical tables are stored once. Transitions
 * are explicit up to 2038-01-01; a zone whose offsets from 2038 to 2400, read through the template
 * years 2010-2037 (see shared/astro/zone-table.ts), agree with @tubular/time at every transition and
 * on every 1 January, is stored "templated"; any other zone keeps its transitions up to 2400.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { initTimezoneLarge, Timezone } from '@tubular/time';
import { decodeTable, encodeTable, type State, type TableLayout, type ZoneTableText } from '../shared/astro/zone-table';

const ASTRO = join(import.meta.dirname, '..', 'shared', 'astro');
const LAYOUT: TableLayout = { explicitEndMs: Date.UTC(2038, 0, 1), templateFirstYear: 2010 };
const LAST_MS = Date.UTC(2400, 0, 1);

type BackzoneState = [number | null, number, number, string];
const backzone = JSON.parse(readFileSync(join(ASTRO, 'backzone.json'), 'utf8')) as { cutUtcSeconds: number; version: string; zones: Record<string, BackzoneState[]> };
const CUT_MS = backzone.cutUtcSeconds * 1000;

initTimezoneLarge();

/** Full history of a zone: the backzone states before the cut, @tubular/time's after. */
function statesOf(name: string, tz: Timezone): State[] {
  const states: State[] = [];
  const overlay = backzone.zones[name];
  const transitions = (tz.getAllTransitions() ?? []).filter((t) => t.transitionTime < LAST_MS);
  const fromTubular = (t: { transitionTime: number; utcOffset: number; dstOffset: number; name?: string }): State => ({
    start: t.transitionTime,
    offset: t.utcOffset,
    dst: t.dstOffset !== 0,
    lmt: t.name === 'LMT',
  });
  if (overlay) {
    for (const [from, offset, dst, abbr] of overlay) states.push({ start: from === null ? -Infinity : from * 1000, offset, dst: dst === 1, lmt: abbr === 'LMT' });
    let atCut: State | undefined;
    const later: State[] = [];
    for (const t of transitions) {
      if (t.transitionTime <= CUT_MS) atCut = fromTubular(t);
      else later.push(fromTubular(t));
    }
    if (atCut) states.push({ ...atCut, start: CUT_MS });
    states.push(...later);
  } else if (transitions.length) {
    for (const t of transitions) states.push(fromTubular(t));
  } else {
    states.push({ start: -Infinity, offset: tz.getOffset(0), dst: false, lmt: false });
  }
  states[0]!.start = -Infinity;
  const merged: State[] = [];
  for (const s of states) {
    const prev = merged[merged.length - 1];
    if (prev && prev.offset === s.offset && prev.dst === s.dst && prev.lmt === s.lmt) continue;
    merged.push(s);
  }
  return merged;
}

/** Does the templated reading agree with @tubular/time from 2038 to 2400? */
function templateWorks(name: string, tz: Timezone, text: ZoneTableText): boolean {
  const zone = decodeTable(name, { ...text, t: 1 }, LAYOUT);
  const probes: number[] = [];
  for (const t of tz.getAllTransitions() ?? []) {
    if (t.transitionTime >= LAYOUT.explicitEndMs && t.transitionTime < LAST_MS) probes.push(t.transitionTime, t.transitionTime - 1000);
  }
  for (let y = 2038; y < 2400; y++) probes.push(Date.UTC(y, 0, 1), Date.UTC(y, 6, 1));
  return probes.every((ms) => zone.offsetSeconds(ms) === tz.getOffset(ms));
}

const tables: ZoneTableText[] = [];
const tableIndex = new Map<string, number>();
const zones: Record<string, number> = {};
let templated = 0;
const names = new Set([...Timezone.getAvailableTimezones(), ...Object.keys(backzone.zones)]);
for (const name of [...names].sort()) {
  let tz: Timezone;
  try {
    tz = Timezone.from(name);
  } catch {
    continue; // a legacy name @tubular/time cannot parse (GB-Eire)
  }
  if (tz.error) continue;
  const states = statesOf(name, tz);
  const explicit = states.filter((s) => s.start < LAYOUT.explicitEndMs);
  let text = encodeTable(explicit, true);
  if (templateWorks(name, tz, text)) templated++;
  else text = encodeTable(states, false);
  const key = JSON.stringify(text);
  let i = tableIndex.get(key);
  if (i === undefined) {
    i = tables.length;
    tables.push(text);
    tableIndex.set(key, i);
  }
  zones[name] = i;
}

writeFileSync(
  join(ASTRO, 'zones.json'),
  `${JSON.stringify({
    source: `IANA tz ${Timezone.version} from @tubular/time's large set, backzone states before 1970 from tzdata ${backzone.version}; built by scripts/build-zones.ts`,
    version: Timezone.version,
    backzoneVersion: backzone.version,
    explicitEndMs: LAYOUT.explicitEndMs,
    templateFirstYear: LAYOUT.templateFirstYear,
    zones,
    tables,
  })}\n`,
);
console.log(`${Object.keys(zones).length} names, ${tables.length} tables (${templated} names templated after 2037)`);
