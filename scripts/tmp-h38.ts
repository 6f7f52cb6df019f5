import { writeFileSync } from 'node:fs';
import { natalWheelDrawing, personOf } from '#shared/images/images';
import type { ImageRequest } from '#shared/images/request';
import { toSvg } from '#shared/drawing/svg';
import { toPng } from '#shared/drawing/png';
import type { BlueprintStore } from '#shared/blueprint/store';
import { toBirthInput } from '../functions/calculators/birth';
const birth = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
for (const theme of ['light', 'dark'] as const) {
  const size = Number(process.env.SIZE ?? 800);
  const req: ImageRequest = { birth, fullName: 'John Lennon', format: 'svg', size, theme, aspects: 'major', chartExtras: { asteroids: true, fixedStars: true, lots: true, patterns: true } };
  const d = await natalWheelDrawing(personOf(req, toBirthInput), req, {} as BlueprintStore, '');
  writeFileSync(`/tmp/h38-${theme}.svg`, toSvg(d, size));
  writeFileSync(`/tmp/h38-${theme}.png`, toPng(d, size));
}
