/**
 * npm run images:docs — the PNGs of docs/images/ (shown in the README): each image kind in
 * each theme (the two-person kinds light and dark), drawn by the routes' own code from the
 * README's example requests.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { REPO_ROOT } from '../infra/paths';
import { bodygraphDrawing, natalWheelDrawing, personOf, transitWheelDrawing } from '#shared/images/images';
import type { ImageRequest } from '#shared/images/request';
import { THEMES } from '#shared/drawing/theme';
import { toPng, toPngAsync } from '#shared/drawing/png';
import type { BlueprintStore } from '#shared/blueprint/store';
import { toBirthInput } from '../shared/birth-source/birth-data';
import { PAIR_KINDS, pairDrawing } from '#shared/images/pair';
import type { PersonRef } from '#shared/relationships/request';

const birth = {
  birthDate: '1990-07-15',
  birthTime: '14:30',
  city: 'London',
  country: 'UK',
  latitude: 51.5074,
  longitude: -0.1278,
  timezone: 'Europe/London',
};
const noStore = {} as BlueprintStore; // birth data only: the store is never read
const size = Number(process.env.SIZE ?? 600);

for (const theme of THEMES) {
  const req: ImageRequest = { birth, fullName: 'Ada Lovelace', format: 'png', size, theme, aspects: 'major' };
  const src = personOf(req, toBirthInput);
  const drawings = {
    'natal-wheel': await natalWheelDrawing(src, req, noStore, ''),
    'transit-wheel': await transitWheelDrawing(src, { ...req, moment: new Date('2026-11-23T21:00:00Z') }, new Date(), noStore, ''),
    bodygraph: await bodygraphDrawing(src, req, noStore, ''),
  };
  for (const [kind, d] of Object.entries(drawings)) {
    const file = join(REPO_ROOT, 'docs/images', `${kind}-${theme}.png`);
    writeFileSync(file, toPng(d, size));
    console.log('wrote', file);
  }
}

// The two-person kinds, light and dark: John Lennon and Yoko Ono from their birth data.
const lennon = { fullName: 'John Lennon', birth: { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' } };
const ono = { fullName: 'Yoko Ono', birth: { birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' } };
const people: [PersonRef, PersonRef] = [{ kind: 'birth', ...lennon }, { kind: 'birth', ...ono }];
for (const theme of ['light', 'dark'] as const) {
  for (const kind of PAIR_KINDS) {
    const d = await pairDrawing(kind, { people, houseSystem: 'placidus', format: 'png', size, theme, aspects: 'major' }, noStore, { ownerId: '', keyId: '' });
    const file = join(REPO_ROOT, 'docs/images', `${kind}-${theme}.png`);
    writeFileSync(file, toPng(d, size));
    console.log('wrote', file);
  }
}

// The natal chart options a wheel draws (issue 38), light and dark: John Lennon's chart, whose Uranus
// and Neptune each sit on a fixed star (Algol, Alkaid), with every drawable option.
for (const theme of ['light', 'dark'] as const) {
  const req: ImageRequest = { birth: lennon.birth, fullName: lennon.fullName, format: 'png', size, theme, aspects: 'major', chartExtras: { asteroids: true, fixedStars: true, lots: true, patterns: true } };
  const d = await natalWheelDrawing(personOf(req, toBirthInput), req, noStore, '');
  const file = join(REPO_ROOT, 'docs/images', theme === 'light' ? 'natal-wheel-extras.png' : 'natal-wheel-extras-dark.png');
  writeFileSync(file, toPng(d, size));
  console.log('wrote', file);
}

// The wheel in other languages (issue 35), with the patterns' legend: German for the longest
// words, Hindi for Devanagari (captions and legend shaped with Noto Sans Devanagari).
export const LANGUAGE_WHEELS = {
  de: { fullName: 'Anna Schröder', birth: { birthDate: '1962-02-04', birthTime: '17:30', city: 'München', country: 'Deutschland', latitude: 48.1351, longitude: 11.582, timezone: 'Europe/Berlin' } },
  hi: { fullName: 'अनन्या शर्मा', birth: { birthDate: '1962-02-04', birthTime: '17:30', city: 'नई दिल्ली', country: 'भारत', latitude: 28.6139, longitude: 77.209, timezone: 'Asia/Kolkata' } },
} as const;
for (const [language, who] of Object.entries(LANGUAGE_WHEELS) as Array<[keyof typeof LANGUAGE_WHEELS, (typeof LANGUAGE_WHEELS)[keyof typeof LANGUAGE_WHEELS]]>) {
  const req: ImageRequest = { birth: who.birth, fullName: who.fullName, format: 'png', size, theme: 'light', aspects: 'major', chartExtras: { patterns: true } };
  const d = await natalWheelDrawing(personOf(req, toBirthInput, language), req, noStore, '', language);
  const file = join(REPO_ROOT, 'docs/images', `natal-wheel-${language}.png`);
  writeFileSync(file, await toPngAsync(d, size));
  console.log('wrote', file);
}
