/**
 * Astrocartography adapters: birth data or a saved blueprint (birthSourceOf) -> the bodies'
 * apparent right ascension and declination and the sidereal time of the moment (the ephemeris)
 * -> the pure core (./core.ts) -> the answer's `data` or the map drawing (./map.ts).
 */
import { BODIES, seBodyOf } from '../astro/bodies';
import { equatorialPosition, siderealTimeDeg } from '../astro/ephemeris';
import { deg, round } from '../astro/present';
import { epochMsFromJd } from '../astro/time';
import type { Drawing } from '../drawing/shapes';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { astrocartographyLines, linesNear, parans, wrap180, type BodyRaDec } from './core';
import { drawWorldMap } from '../drawing/world-map';
import { labelOf } from '../i18n/labels/index';
import type { Language } from '../i18n/languages';
import { MAP_WORDS } from './words/index';
import { DEFAULT_ACG_BODIES, WITHIN_KM, type AcgBody, type AstrocartographyImageRequest, type AstrocartographyRequest } from './request';

/** Right ascension and declination of each body at the moment (the South Node opposite the true North Node). */
export function bodiesRaDec(jdUT: number, keys: readonly AcgBody[]): BodyRaDec[] {
  return keys.map((body) => {
    if (body === 'south_node') {
      const n = equatorialPosition(jdUT, seBodyOf('north_node'));
      return { body, ra: (n.ra + 180) % 360, dec: -n.dec };
    }
    const p = equatorialPosition(jdUT, seBodyOf(body));
    return { body, ra: p.ra, dec: p.dec };
  });
}

export async function astrocartographyData(req: AstrocartographyRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const keys = req.bodies ?? DEFAULT_ACG_BODIES;
  const gst = siderealTimeDeg(src.jdUT);
  const bodies = bodiesRaDec(src.jdUT, keys);
  return {
    moment: new Date(Math.round(epochMsFromJd(src.jdUT))).toISOString(),
    birthplace: { latitude: src.latitude, longitude: src.longitude },
    siderealTime: deg(gst),
    bodies: bodies.map((b) => ({ body: b.body, name: BODIES[b.body as AcgBody].name, rightAscension: deg(b.ra), declination: round(b.dec, 4), mcLongitude: deg(wrap180(b.ra - gst)) })),
    lines: { type: 'FeatureCollection' as const, features: astrocartographyLines(bodies, gst) },
    ...(req.parans ? { parans: parans(bodies, gst) } : {}),
    ...(req.places ? { places: linesNear(bodies, gst, req.places, req.withinKm ?? WITHIN_KM.default) } : {}),
  };
}

export async function astrocartographyDrawing(req: AstrocartographyImageRequest, deps: BirthDeps, language: Language = 'en'): Promise<Drawing> {
  const words = language === 'en' ? undefined : MAP_WORDS[language];
  const src = await birthSourceOf(req, deps);
  const keys = req.bodies ?? DEFAULT_ACG_BODIES;
  const gst = siderealTimeDeg(src.jdUT);
  const bodies = bodiesRaDec(src.jdUT, keys);
  const name = src.blueprint?.fullName;
  return drawWorldMap({
    lines: astrocartographyLines(bodies, gst).map((f) => ({ body: f.properties.body, angle: f.properties.angle, parts: f.geometry.type === 'LineString' ? [f.geometry.coordinates] : f.geometry.coordinates })),
    bodies: keys.map((k) => ({ key: k, name: words ? labelOf(language, 'bodies', k) : BODIES[k].name })),
    birthplace: { latitude: src.latitude, longitude: src.longitude },
    title: words ? words.title(name) : name ? `Astrocartography of ${name}` : 'Astrocartography',
    subtitle: `${new Date(Math.round(epochMsFromJd(src.jdUT))).toISOString().slice(0, 16).replace('T', ' ')} UT · ${round(Math.abs(src.latitude), 2)}°${src.latitude >= 0 ? 'N' : 'S'} ${round(Math.abs(src.longitude), 2)}°${src.longitude >= 0 ? 'E' : 'W'}`,
    theme: req.theme,
    ...(words ? { words: { key: words.key, desc: words.desc } } : {}),
  });
}
