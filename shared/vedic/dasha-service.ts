/**
 * POST /v1/vedic/dasha with `system` yogini, ashtottari or chara: the birth moment and place
 * (birthSourceOf, as every Vedic route reads them) -> the sidereal positions -> the pure core of
 * dasha-systems.ts -> the answer's `data`. Vimshottari (the default) stays in service.ts.
 */
import { GRAHA_KEYS, type GrahaKey } from '../astro/bodies';
import { deg, round } from '../astro/present';
import { localDayStart } from '../astro/moment';
import { epochMsFromJd, jdFromEpochMs } from '../astro/time';
import { SIGN_KEYS } from '../astro/zodiac';
import { invalidInput } from '../errors';
import { birthSourceOf, type BirthDeps } from '../birth-source/index';
import { siderealPositions } from './chart';
import { nakshatraOf } from './core';
import { DEFAULT_YEAR_DAYS } from './dasha';
import { ashtottari, ashtottariApplicability, chara, charaDirection, yogini, type SystemDasha, type SystemPeriod } from './dasha-systems';
import type { VedicDashaRequest } from './request';
import type { Language } from '../i18n/languages';
import { vedicNames, type VedicNames } from './names';

const iso = (jd: number): string => new Date(Math.round(epochMsFromJd(jd))).toISOString();
/** A period's ids and, beside them, their names in the answer's language (lordName, yoginiName, rashi). */
const named = (name: VedicNames, p: { lord: string; yogini?: string; sign?: string }) => ({
  lord: p.lord,
  lordName: name.graha(p.lord),
  ...(p.yogini !== undefined ? { yogini: p.yogini, yoginiName: name.yogini(p.yogini) } : {}),
  ...(p.sign !== undefined ? { sign: p.sign, rashi: name.rashi(p.sign) } : {}),
});
const present =
  (name: VedicNames) =>
  (p: SystemPeriod): unknown => ({
    ...named(name, p),
    start: iso(p.start),
    end: iso(p.end),
    ...(p.periods ? { periods: p.periods.map(present(name)) } : {}),
  });

function running(periods: readonly SystemPeriod[], jd: number): SystemPeriod[] {
  const out: SystemPeriod[] = [];
  let level: readonly SystemPeriod[] | undefined = periods;
  while (level) {
    const p: SystemPeriod | undefined = level.find((x) => jd >= x.start && jd < x.end);
    if (!p) break;
    out.push(p);
    level = p.periods;
  }
  return out;
}

const signIndex = (lon: number): number => Math.min(11, Math.floor((((lon % 360) + 360) % 360) / 30));

export async function vedicDashaSystemData(req: VedicDashaRequest & { system: 'yogini' | 'ashtottari' | 'chara' }, deps: BirthDeps, language: Language = 'en') {
  const name = vedicNames(language);
  const src = await birthSourceOf(req, deps);
  const settings = { ayanamsha: req.ayanamsha ?? 'lahiri', nodeType: 'mean' as const };
  const pos = siderealPositions(src.jdUT, src.latitude, src.longitude, settings);
  const levels = req.levels ?? 2;
  if (levels > 3) throw invalidInput('Invalid request body', `levels must be 1, 2 or 3 for the ${req.system} dasha (4 and 5 are Vimshottari's)`);
  const yearDays = req.yearDays ?? DEFAULT_YEAR_DAYS;
  const moon = pos.grahas.moon.longitude;
  const lon = Object.fromEntries(GRAHA_KEYS.map((g) => [g, pos.grahas[g].longitude])) as Record<GrahaKey, number>;
  let d: SystemDasha;
  let extra: Record<string, unknown> = {};
  if (req.system === 'yogini') d = yogini(src.jdUT, moon, levels, yearDays);
  else if (req.system === 'ashtottari') {
    const a = ashtottariApplicability(pos.lagna, (g) => signIndex(lon[g]));
    if (!a.applies && req.force !== true)
      throw invalidInput(
        'Dasha not applicable',
        `Ashtottari dasha applies when Rahu is in a kendra or trikona from the lagna lord and not in the lagna (BPHS); here the lagna is ${a.lagnaSign}, its lord ${a.lagnaLord} in ${a.lagnaLordSign} and Rahu in ${a.rahuSign} (house ${a.rahuFromLagnaLord} from the lagna lord). Send "force": true to compute it anyway`,
      );
    d = ashtottari(src.jdUT, moon, levels, yearDays);
    extra = { applicability: { applies: a.applies, forced: !a.applies, lagnaLord: a.lagnaLord, lagnaLordSign: a.lagnaLordSign, rahuSign: a.rahuSign, rahuFromLagnaLord: a.rahuFromLagnaLord } };
  } else {
    const lagnaSign = signIndex(pos.lagna);
    d = chara(src.jdUT, { lagnaSign, grahas: lon }, levels, yearDays);
    extra = { lagna: { longitude: deg(pos.lagna), sign: SIGN_KEYS[lagnaSign]!, rashi: name.rashi(SIGN_KEYS[lagnaSign]!) }, direction: charaDirection(lagnaSign) === 1 ? 'zodiacal' : 'reverse' };
  }
  const at = req.at !== undefined ? localDayStart(req.at, src.timezone).jdUT : jdFromEpochMs(deps.now.getTime());
  const n = nakshatraOf(moon);
  const b = d.balance;
  return {
    system: req.system,
    ayanamsha: { name: settings.ayanamsha, value: round(pos.ayanamsha, 6) },
    moon: { longitude: deg(moon), nakshatra: { index: n.index, name: n.name, displayName: name.nakshatra(n.name), pada: n.pada, lord: n.lord } },
    ...extra,
    yearDays,
    levels,
    ...(b ? { balance: { ...named(name, b), years: b.years, months: b.months, days: round(b.days, 2), remainingYears: round(b.remainingYears, 6) } } : {}),
    periods: d.periods.map(present(name)),
    at: iso(at),
    current: running(d.periods, at).map((p, i) => ({ level: i + 1, ...named(name, p), start: iso(p.start), end: iso(p.end) })),
  };
}
