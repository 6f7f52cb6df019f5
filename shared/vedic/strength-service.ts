/**
 * The use cases of POST /v1/vedic/ashtakavarga and POST /v1/vedic/strength, free of HTTP: the parsed
 * request -> the birth moment and place (birthSourceOf, as every Vedic route) -> the sidereal
 * positions of the chart core -> the pure ashtakavarga and shadbala cores -> the answer's `data`.
 */
import { round } from '../astro/present';
import { localDayStart } from '../astro/moment';
import { epochMsFromJd } from '../astro/time';
import { SIGN_KEYS, type SignKey } from '../astro/zodiac';
import { GRAHA_KEYS } from '../astro/bodies';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { siderealPositions, type VedicSettings } from './chart';
import { AV_CONTRIBUTORS, AV_GRAHAS, computeAshtakavarga, type AvContributor } from './ashtakavarga';
import type { VedicAshtakavargaRequest, VedicStrengthRequest } from './strength-request';
import { computeStrength, SHADBALA_GRAHAS, strengthFactsAt } from './strength';
import type { Language } from '../i18n/languages';
import { vedicNames } from './names';

const signIndex = (lon: number): number => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));
const bySign = (b: readonly number[]): Record<SignKey, number> => Object.fromEntries(SIGN_KEYS.map((s, i) => [s, b[i]!])) as Record<SignKey, number>;
const sum = (b: readonly number[]): number => b.reduce((a, x) => a + x, 0);
const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();

const settingsOf = (req: { ayanamsha?: string | undefined; nodeType?: 'mean' | 'true' | undefined }): VedicSettings => ({ ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: req.nodeType ?? 'mean' });

export async function vedicAshtakavargaData(req: VedicAshtakavargaRequest, deps: BirthDeps) {
  const src = await birthSourceOf(req, deps);
  const settings = settingsOf(req);
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const signs = Object.fromEntries(AV_CONTRIBUTORS.map((c) => [c, signIndex(c === 'lagna' ? pos.lagna : pos.grahas[c].longitude)])) as Record<AvContributor, number>;
  const occupied = new Set(GRAHA_KEYS.map((g) => signIndex(pos.grahas[g].longitude)));
  const av = computeAshtakavarga({ signs, occupied });
  const perGraha = (t: Record<string, readonly number[]>) => Object.fromEntries(AV_GRAHAS.map((g) => [g, bySign(t[g]!)]));
  let transit: unknown;
  if (req.transit !== undefined && (SIGN_KEYS as readonly string[]).includes(req.transit)) {
    const s = SIGN_KEYS.indexOf(req.transit as SignKey);
    transit = { sign: req.transit, bhinna: Object.fromEntries(AV_CONTRIBUTORS.map((c) => [c, av.bhinna[c][s]!])), sarva: av.sarva[s]! };
  } else if (req.transit !== undefined) {
    const at = localDayStart(req.transit, src.timezone, { longitude: src.longitude }).jdUT;
    const now = siderealPositions(at, src.latitude, src.longitude, settings);
    transit = {
      date: req.transit,
      at: iso(at),
      grahas: Object.fromEntries(
        AV_GRAHAS.map((g) => {
          const s = signIndex(now.grahas[g].longitude);
          return [g, { sign: SIGN_KEYS[s]!, house: ((s - signs.moon + 12) % 12) + 1, bindus: av.bhinna[g][s]!, sarva: av.sarva[s]! }];
        }),
      ),
    };
  }
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    nodeType: settings.nodeType,
    signs: Object.fromEntries([...GRAHA_KEYS.map((g) => [g, SIGN_KEYS[signIndex(pos.grahas[g].longitude)]!]), ['lagna', SIGN_KEYS[signs.lagna]!]]),
    bhinna: Object.fromEntries(AV_CONTRIBUTORS.map((c) => [c, bySign(av.bhinna[c])])),
    totals: Object.fromEntries(AV_CONTRIBUTORS.map((c) => [c, sum(av.bhinna[c])])),
    sarva: bySign(av.sarva),
    sarvaTotal: sum(av.sarva),
    trikonaShodhana: perGraha(av.trikonaShodhana),
    ekadhipatyaShodhana: perGraha(av.ekadhipatyaShodhana),
    ...(transit !== undefined ? { transit } : {}),
  };
}

const r2 = (x: number): number => round(x, 2);
const rounded = <T extends object>(o: T): Record<keyof T, number> => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, r2(v as number)])) as Record<keyof T, number>;

export async function vedicStrengthData(req: VedicStrengthRequest, deps: BirthDeps, language: Language = 'en') {
  const name = vedicNames(language);
  const src = await birthSourceOf(req, deps);
  const settings = settingsOf(req);
  const facts = strengthFactsAt(src.jdUT, src.latitude, src.longitude, settings);
  const s = computeStrength(facts);
  return {
    ayanamsha: { name: settings.ayanamsha, value: round(facts.ayanamsha, 6) },
    nodeType: settings.nodeType,
    unit: 'virupa' as const,
    shadbala: Object.fromEntries(
      SHADBALA_GRAHAS.map((g) => {
        const v = s.shadbala[g];
        return [
          g,
          {
            name: name.graha(g),
            sthana: r2(v.sthana),
            dig: r2(v.dig),
            kala: r2(v.kala),
            chesta: r2(v.chesta),
            naisargika: r2(v.naisargika),
            drik: r2(v.drik),
            total: r2(v.total),
            rupas: r2(v.rupas),
            required: v.required,
            ratio: round(v.ratio, 3),
            sthanaParts: rounded(v.sthanaParts),
            kalaParts: rounded(v.kalaParts),
          },
        ];
      }),
    ),
    bhavabala: Object.fromEntries(Object.entries(s.bhavabala).map(([h, b]) => [h, r2(b.total)])),
    bhavabalaParts: Object.fromEntries(Object.entries(s.bhavabala).map(([h, b]) => [h, { adhipati: r2(b.adhipati), dig: r2(b.dig), drishti: r2(b.drishti) }])),
    benefics: s.benefics,
    yuddha: s.yuddha,
    isDayBirth: s.isDayBirth,
  };
}
