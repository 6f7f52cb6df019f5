/**
 * The two-person drawings from the relationships core (their routes wait for the stack split:
 * docs/images.md): synastry bi-wheel, composite and Davison wheels, connection bodygraph.
 */
import { XMLValidator } from 'fast-xml-parser';
import { describe, expect, it } from 'vitest';
import type { BlueprintStore } from '#shared/blueprint/store';
import { toSvg } from '#shared/drawing/svg';
import { pairDrawing } from '#shared/images/pair';
import type { PairKind } from '#shared/images/pair';
import type { PersonRef } from '#shared/relationships/request';

const lennon = { birthDate: '1940-10-09', birthTime: '18:30', city: 'Liverpool', country: 'UK', latitude: 53.4084, longitude: -2.9916, timezone: 'Europe/London' };
const ono = { birthDate: '1933-02-18', birthTime: '20:30', city: 'Tokyo', country: 'Japan', latitude: 35.6762, longitude: 139.6503, timezone: 'Asia/Tokyo' };
const people: [PersonRef, PersonRef] = [
  { kind: 'birth', fullName: 'John Lennon', birth: lennon },
  { kind: 'birth', fullName: 'Yoko Ono', birth: ono },
];
const draw = (kind: PairKind) =>
  pairDrawing(kind, { people, houseSystem: 'placidus', format: 'svg', size: 600, theme: 'light' }, {} as BlueprintStore, { ownerId: 'acc', keyId: 'key' }).then((d) => toSvg(d, 600));

describe('two-person drawings', () => {
  it('synastry: person A inside, person B outside, the aspects between them', async () => {
    const svg = await draw('synastry-wheel');
    expect(XMLValidator.validate(svg)).toBe(true);
    expect(svg).toContain('Synastry: John Lennon &amp; Yoko Ono');
    expect(svg.match(/class="body inner"/g)!.length).toBeGreaterThanOrEqual(12);
    expect(svg.match(/class="body outer"/g)!.length).toBeGreaterThanOrEqual(12);
    expect(svg.match(/stroke-opacity="0.9"/g)!.length).toBeGreaterThan(3);
  });

  it('composite and Davison wheels, and the connection bodygraph in two colours', async () => {
    expect(await draw('composite-wheel')).toMatch(/Composite chart: John Lennon/);
    expect(await draw('davison-wheel')).toMatch(/Davison: 1936-\d{2}-\d{2} \d{2}:\d{2} UTC/);
    const graph = await draw('connection-bodygraph');
    expect(graph).toMatch(/data-sides="a"/);
    expect(graph).toMatch(/data-sides="b"/);
  });
});
