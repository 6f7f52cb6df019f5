/**
 * The use case of POST /v1/vedic/jaimini, free of HTTP: the birth (data or blueprintId,
 * read by birthSourceOf as the other Vedic routes) -> the sidereal positions -> the Jaimini core.
 */
import { round } from '../astro/present';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { siderealPositions } from './chart';
import { jaiminiChart, signKey } from './jaimini';
import type { VedicJaiminiRequest } from './request';

export async function vedicJaiminiData(req: VedicJaiminiRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const scheme = req.karakas ?? 7;
  const j = jaiminiChart(pos.lagna, pos.grahas, scheme);
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    nodeType: settings.nodeType,
    karakas: scheme,
    charaKarakas: Object.fromEntries(j.karakas.map((k) => [k.karaka, k.graha])),
    karakaOrder: j.karakas.map((k) => ({ karaka: k.karaka, graha: k.graha, degree: round(k.degree, 4) })),
    arudhas: Object.fromEntries(j.arudhas.map((s, i) => [`A${i + 1}`, signKey(s)])),
    arudhaLagna: signKey(j.arudhas[0]!),
    upapada: signKey(j.arudhas[11]!),
    karakamsha: signKey(j.karakamsha),
    coLords: j.coLords,
  };
}
