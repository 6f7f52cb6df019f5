/**
 * The use case of POST /v1/vedic/yogas, free of HTTP: the birth (data or blueprintId, read
 * by birthSourceOf as the other Vedic routes) -> the sidereal positions -> the yoga catalogue.
 */
import { round } from '../astro/present';
import { SIGN_KEYS } from '../astro/zodiac';
import type { Language } from '../i18n/languages';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { siderealPositions } from './chart';
import type { VedicYogasRequest } from './request';
import { findYogas, yogaInput, YOGAS_CATALOGUE } from './yogas';
import { yogaName } from './yoga-names';

const BY_ID = new Map(YOGAS_CATALOGUE.map((y) => [y.id, y]));

export async function vedicYogasData(req: VedicYogasRequest, deps: BirthDeps, language: Language = 'en') {
  const src = await birthSourceOf(req, deps);
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const input = yogaInput(pos.lagna, pos.grahas);
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    nodeType: settings.nodeType,
    lagna: SIGN_KEYS[input.lagna]!,
    checked: YOGAS_CATALOGUE.length,
    yogas: findYogas(input).map((y) => ({
      id: y.id,
      name: yogaName(y.id, language),
      category: y.category,
      grahas: y.grahas,
      houses: y.houses,
      rule: BY_ID.get(y.id)!.formula,
      ...(y.cancellations ? { cancellations: y.cancellations } : {}),
      ...(y.id === 'kemadruma' ? { cancelled: (y.cancellations ?? []).length > 0 } : {}),
    })),
  };
}
