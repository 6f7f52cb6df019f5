import { describe, expect, it } from 'vitest';
import { OfflineWriter, OFFLINE_MODEL } from '#shared/ai/offline-writer';
import type { BlueprintFacts } from '#shared/ai/facts';
import { AI_MODULES, ASTROLOGY_SECTIONS, HUMAN_DESIGN_SECTIONS, MODULE_SECTIONS, SECTION_BODY, SECTION_COUNT, SECTION_TITLES } from '#shared/ai/sections';
import type { AiLogEvent } from '#shared/ai/log';
import { silentLogger } from '#shared/ai/log';
import { isAppError } from '#shared/errors';
import { hasOfflineRoom } from '#shared/ai/offline/pack';
import { AI_LANGUAGES, LANGUAGE_NAMES } from '#shared/ai/types';
import { CHART_A, CHART_B } from '#test/support/ai-fixtures';

const writer = new OfflineWriter({ logger: silentLogger });

async function allSections(facts: BlueprintFacts): Promise<Record<string, string>> {
  const out = await writer.writeBlueprintSections(AI_MODULES, facts);
  const all: Record<string, string> = {};
  for (const m of AI_MODULES) {
    const r = out[m];
    if (!r?.ok) throw new Error(`module ${m} failed`);
    Object.assign(all, r.sections);
  }
  return all;
}

describe('section catalogue', () => {
  it('has 19 + 14 + 1 = 34 fixed sections, each with a title', () => {
    expect(SECTION_COUNT).toEqual({ astrology: 19, humanDesign: 14, numerology: 1 });
    const keys = AI_MODULES.flatMap((m) => [...MODULE_SECTIONS[m]]);
    expect(new Set(keys).size).toBe(34);
    for (const k of keys) expect(SECTION_TITLES[k]).toMatch(/\S/);
  });
});

describe('offline writer', () => {
  it('writes all 34 sections, each non-empty plain text, and says which writer produced them', async () => {
    const out = await writer.writeBlueprintSections(AI_MODULES, CHART_A);
    let n = 0;
    for (const m of AI_MODULES) {
      const r = out[m]!;
      expect(r.ok).toBe(true);
      expect(r.writer).toBe('offline');
      expect(r.model).toBe(OFFLINE_MODEL);
      expect(r.usage.requests).toBe(0);
      if (!r.ok) continue;
      expect(Object.keys(r.sections).sort()).toEqual([...MODULE_SECTIONS[m]].sort());
      for (const text of Object.values(r.sections) as string[]) {
        expect(text.length).toBeGreaterThan(150);
        expect(text).not.toMatch(/(?<!Your )undefined|NaN|\[object/);
        expect(text).not.toMatch(/^#|\*\*/m);
        n += 1;
      }
    }
    expect(n).toBe(34);
  });

  it('is deterministic', async () => {
    expect(await allSections(CHART_A)).toEqual(await allSections(CHART_A));
    expect(await allSections(CHART_B)).toEqual(await allSections(CHART_B));
  });

  it('names the chart placements it interprets', async () => {
    const s = await allSections(CHART_A);
    expect(s.sun).toContain('Leo');
    expect(s.sun).toContain('tenth house');
    expect(s.sun).toContain('14°');
    expect(s.sun).toMatch(/^Ada,/);
    expect(s.venus).toContain('retrograde');
    expect(s.venus).toContain('an opposition with your Jupiter (0°54′ orb)');
    expect(s.moon).toContain('Cancer');
    expect(s.ascendant).toContain('Scorpio');
    expect(s.type).toContain('Generator');
    expect(s.authority).toContain('Emotional');
    expect(s.profile).toContain('4/6');
    expect(s.profile).toContain('Opportunist/Role Model');
    expect(s.incarnationCross).toContain('Sleeping Phoenix');
    expect(s.definedCenters).toContain('Sacral');
    expect(s.undefinedCenters).toContain('Head');
    expect(s.undefinedCenters).not.toContain('Your open Sacral');
    expect(s.motivation).toContain('Hope');
    expect(s.environment).toContain('Markets');
    expect(s.lifePath).toContain('life path number is 7');
  });

  it('gives different texts to two different charts for every section whose facts differ', async () => {
    const a = await allSections(CHART_A);
    const b = await allSections(CHART_B);
    for (const key of ASTROLOGY_SECTIONS) {
      // every body differs between the two fixtures
      expect(CHART_A.astrology!.bodies[SECTION_BODY[key]]).not.toEqual(CHART_B.astrology!.bodies[SECTION_BODY[key]]);
      expect(a[key], key).not.toBe(b[key]);
    }
    for (const key of HUMAN_DESIGN_SECTIONS) expect(a[key], key).not.toBe(b[key]);
    expect(a.lifePath).not.toBe(b.lifePath);
  });

  it('changes only the sections that depend on a changed placement', async () => {
    const base = await allSections(CHART_A);
    const moved: BlueprintFacts = structuredClone(CHART_A);
    moved.astrology!.bodies.mars = { sign: 'virgo', degree: 17.5, house: 6 };
    const after = await allSections(moved);
    const changed = Object.keys(base).filter((k) => base[k] !== after[k]);
    // Mars itself; the Sun's synthesis (elements, the ruler of the chart: Mars rules Scorpio rising)
    // and the Ascendant (where its ruler stands). The Sun's trine to Mars is in the facts' aspects.
    expect(changed).toEqual(['sun', 'mars', 'ascendant']);
    expect(after.mars).toContain('Virgo');
  });

  it('keeps a section general when a placement is missing', async () => {
    const facts: BlueprintFacts = structuredClone(CHART_A);
    delete facts.astrology!.bodies.lilith;
    const r = await writer.writeModuleSections('astrology', facts);
    expect(r.ok).toBe(true);
    if (r.ok) expect(r.sections.lilith).toContain('not available');
  });

  it('answers numerology in Italian now that Italian writes it, with no fallback', async () => {
    const r = await writer.writeModuleSections('numerology', CHART_A, { language: 'it' });
    expect(r.language).toBe('it');
    expect(r.languageFallback).toBeUndefined();
    if (r.ok) expect(r.sections.lifePath).toMatch(/^Il tuo sentiero di vita è il 7, il numero della riflessione/);
  });

  // a language that has not written numerology yet (none, one day: the test is then silent)
  const unwritten = AI_LANGUAGES.find((l) => !hasOfflineRoom(l, 'numerologySection'));
  it.runIf(unwritten !== undefined)('answers in English and says so when a language without its own numerology is asked for', async () => {
    const r = await writer.writeModuleSections('numerology', CHART_A, { language: unwritten! });
    expect(r.language).toBe('en');
    expect(r.requestedLanguage).toBe(unwritten);
    expect(r.languageFallback).toBe(true);
    expect(r.notes?.[0]).toContain(LANGUAGE_NAMES[unwritten!]);
    const en = await writer.writeModuleSections('numerology', CHART_A, { language: 'en' });
    expect(en.languageFallback).toBeUndefined();
  });

  it('rejects unsupported languages and missing module facts', async () => {
    await expect(writer.writeModuleSections('numerology', CHART_A, { language: 'xx' as never })).rejects.toSatisfy(isAppError);
    await expect(writer.writeModuleSections('humanDesign', { numerology: { lifePathNumber: 3 } })).rejects.toSatisfy(isAppError);
  });

  it('logs which writer produced the text', async () => {
    const events: AiLogEvent[] = [];
    const w = new OfflineWriter({ logger: (e) => events.push(e) });
    await w.writeModuleSections('numerology', CHART_B);
    expect(events).toEqual([expect.objectContaining({ msg: 'ai.module', writer: 'offline', model: OFFLINE_MODEL, module: 'numerology', ok: true })]);
  });
});

describe('offline free texts', () => {
  const sky = {
    date: '2026-11-22',
    sky: { sun: { sign: 'sagittarius' as const }, moon: { sign: 'pisces' as const }, mercury: { sign: 'sagittarius' as const, isRetrograde: true } },
    highlights: [{ planet1: 'sun', planet2: 'saturn', type: 'square', orb: 1.2, applying: true }],
    lunarPhase: { phase: 'Waxing Gibbous', illumination: 71 },
  };

  it('writes the daily insight from the sky', async () => {
    const r = await writer.writeText({ purpose: 'daily-insight', facts: sky });
    expect(r.writer).toBe('offline');
    expect(r.text).toContain('Sagittarius');
    expect(r.text).toContain('Mercury is retrograde');
    expect(r.text).toContain('Sun square Saturn');
  });

  it('writes a different horoscope per sign, deterministically', async () => {
    const texts = new Set<string>();
    for (const sign of ['aries', 'cancer', 'virgo', 'pisces'] as const) {
      const r = await writer.writeText({ purpose: 'sign-horoscope', facts: { ...sky, sign } });
      const again = await writer.writeText({ purpose: 'sign-horoscope', facts: { ...sky, sign } });
      expect(again.text).toBe(r.text);
      texts.add(r.text);
    }
    expect(texts.size).toBe(4);
  });

  it('writes a transit interpretation with numerology', async () => {
    const r = await writer.writeText({
      purpose: 'transit',
      language: 'de',
      facts: {
        period: 'week',
        date: '2026-11-22',
        transits: [
          { transitingPlanet: 'SATURN', natalPlanet: 'SUN', aspect: 'square', orb: 0.4, isExact: true },
          { transitingPlanet: 'JUPITER', natalPlanet: 'VENUS', aspect: 'trine', orb: 2.2 },
        ],
        lunarPhase: { phase: 'Full Moon' },
        numerology: { personalYear: 5, personalMonth: 7, personalDay: 3 },
      },
    });
    // German has its own pack (shared/ai/offline/de): the reading is German, not an English fallback
    expect(r.text).toContain('Saturn bildet im Transit ein Quadrat zu deiner Sonne im Geburtshoroskop.');
    expect(r.text).toContain('mit 0°24′ Abstand');
    expect(r.text).toContain('im persönlichen Jahr 5');
    expect(r.text).toContain('Vollmond');
    expect(r.language).toBe('de');
    expect(r.languageFallback).toBeUndefined();
  });

  it('streams a chat reply in chunks whose concatenation is the final text', async () => {
    const s = writer.streamText({ messages: [{ role: 'user', content: 'What should I focus on this month?' }], facts: CHART_A });
    const chunks: string[] = [];
    for await (const c of s.textStream) chunks.push(c);
    const final = await s.final;
    expect(chunks.length).toBeGreaterThan(5);
    expect(chunks.join('')).toBe(final.text);
    expect(final.text).toContain('Sun in Leo');
    expect(final.text).toContain('Generator');
    expect(final.writer).toBe('offline');
  });
});
