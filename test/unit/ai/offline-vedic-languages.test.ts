/**
 * The offline Vedic reading in the seven languages (issue 35): the Vedic core's charts of real
 * births, written by the offline writer in each language (no fallback), detected as that language
 * by franc, no English sentence, every graha, rashi, nakshatra and dasha lord named in the
 * language (Devanagari in Hindi), dates as the language writes them. English stays as it was.
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { composeVedic, type VedicTextFacts } from '#shared/ai/vedic';
import type { AiLanguage } from '#shared/ai/types';
import { jdFromEpochMs, localToUtc } from '#shared/astro/time';
import { labelOf } from '#shared/i18n/labels/index';
import { computeVedicChart } from '#shared/vedic/chart';
import { vedicTextFacts } from '#shared/vedic/reading';

const BIRTHS = [
  { date: '1962-04-19', time: '12:00', timezone: 'Asia/Kolkata', latitude: 28.6139, longitude: 77.209 },
  { date: '1990-07-15', time: '14:30', timezone: 'Europe/London', latitude: 51.5074, longitude: -0.1278 },
  { date: '1985-01-26', time: '05:45', timezone: 'Asia/Kolkata', latitude: 19.076, longitude: 72.8777 },
  { date: '2001-10-28', time: '23:45', timezone: 'Australia/Sydney', latitude: -33.8688, longitude: 151.2093 },
];
const AT = jdFromEpochMs(Date.parse('2026-11-27T12:00:00Z'));
const FACTS: VedicTextFacts[] = BIRTHS.map((b) => vedicTextFacts(computeVedicChart(localToUtc(b).jdUT, b.latitude, b.longitude), AT));
const writer = new OfflineWriter({ logger: silentLogger });
const ISO3: Record<Exclude<AiLanguage, 'en'>, string> = { fr: 'fra', es: 'spa', de: 'deu', pt: 'por', it: 'ita', hi: 'hin' };

async function readings(language: AiLanguage): Promise<string[]> {
  const out: string[] = [];
  for (const facts of FACTS) {
    const r = await writer.writeText({ purpose: 'vedic', facts, language });
    expect(r.language).toBe(language);
    expect(r.languageFallback).toBeUndefined();
    out.push(r.text);
  }
  return out;
}

describe('the offline Vedic reading', () => {
  it('in English is the composition it always was', async () => {
    expect(await readings('en')).toEqual(FACTS.map(composeVedic));
    expect(FACTS.some((f) => f.grahas.some((g) => g.dignity !== null))).toBe(true);
    expect(FACTS.some((f) => f.grahas.every((g) => g.dignity === null)) || FACTS.every((f) => f.dasha !== null)).toBe(true);
  });

  it.each(Object.keys(ISO3) as Exclude<AiLanguage, 'en'>[])('in %s: the language, the names of the language, no English', async (language) => {
    const texts = await readings(language);
    texts.forEach((t, i) => {
      const f = FACTS[i]!;
      expect(franc(t, { only: [...Object.values(ISO3), 'eng'] })).toBe(ISO3[language]);
      expect(t).not.toMatch(/\b(?:the|your|with|rising|house|runs|until|reading)\b/);
      expect(t).not.toMatch(/undefined|NaN/);
      const words = t.split(/[\s,.:;()]+/).filter(Boolean);
      expect(words.filter((w, k) => w.toLowerCase() === words[k + 1]?.toLowerCase())).toEqual([]);
      expect(t).toContain(labelOf(language, 'rashis', f.lagna.rashi));
      expect(t).toContain(labelOf(language, 'nakshatras', f.moon.nakshatra.name));
      expect(t).toContain(`${f.moon.nakshatra.pada}`);
      if (f.dasha) expect(t).toContain(new Intl.DateTimeFormat({ fr: 'fr-FR', es: 'es-ES', de: 'de-DE', pt: 'pt-BR', it: 'it-IT', hi: 'hi-IN' }[language], { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${f.dasha.maha.end.slice(0, 10)}T12:00:00Z`)));
      // Hindi: every name in Devanagari, no Latin word but the model's name
      if (language === 'hi') expect(t.replace(/\bAI\b/g, '')).not.toMatch(/[A-Za-z]{2,}/);
    });
  });
});
