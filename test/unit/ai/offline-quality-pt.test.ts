/**
 * Os textos offline em português do Brasil (astrologia e trânsitos) passam pelas mesmas checagens
 * do inglês e do francês (test/support/text-quality.ts): ortografia (o Hunspell pt_BR do Debian,
 * em test/unit/ai/offline-spelling-hunspell.test.ts), nenhuma palavra repetida, nenhum par das 19 seções dividindo mais
 * de um terço das construções, as datas exatas do núcleo de trânsitos, e a identificação da língua
 * (franc): cada texto é detectado como `por`, e nenhuma frase como inglês.
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import type { BlueprintFacts } from '#shared/ai/facts';
import { PT } from '#shared/ai/offline/pt/index';
import { ASTROLOGY_SECTIONS } from '#shared/ai/sections';
import { NOMES_CORPOS, NUMEROS, SIGNOS } from '#shared/ai/offline/pt/vocab';
import { dataLocal } from '#shared/ai/offline/pt/transit';
import { CHART_A } from '#test/support/ai-fixtures';
import { doubledWords, frameMasker, framePairsOver, sentencesOf } from '#test/support/text-quality';
import { astrologyIn, qualityCharts, transitsIn, QUALITY_BIRTHS } from '#test/support/offline-quality';

const BIRTHS = [...QUALITY_BIRTHS,
  { date: '1988-02-29', time: '03:15', timezone: 'America/Sao_Paulo', latitude: -23.5505, longitude: -46.6333 },
];
const CHARTS: BlueprintFacts[] = qualityCharts(BIRTHS);

const sections = (facts: BlueprintFacts): Promise<Record<string, string>> => astrologyIn('pt', facts);
const transits = () => transitsIn('pt', { week: 'America/Sao_Paulo', month: 'America/New_York' }, BIRTHS);

/** Cada texto com o nome do que ele é, para que uma falha diga onde está. */
async function everyText(): Promise<[string, string][]> {
  const texts: [string, string][] = [];
  for (const [c, f] of CHARTS.entries()) {
    for (const [k, v] of Object.entries(await sections(f))) texts.push([`mapa ${c} ${k}`, v]);
    texts.push([`mapa ${c} síntese`, PT.chartSynthesis(f)]);
  }
  for (const [i, t] of (await transits()).entries()) texts.push([`trânsitos ${i}`, t.text]);
  return texts;
}

const mask = frameMasker({
  bodies: NOMES_CORPOS,
  signs: Object.values(SIGNOS).map((s) => s.name),
  houses: [],
  numbers: NUMEROS,
});

describe('textos offline em português do Brasil', () => {
  // a ortografia: test/unit/ai/offline-spelling-hunspell.test.ts (o Hunspell do Debian, pt_BR)

  it('não têm palavra repetida nem frase em inglês, e são detectados como português', async () => {
    for (const [name, t] of await everyText()) {
      expect(doubledWords(t), name).toEqual([]);
      expect(t, name).not.toMatch(/(?<!\p{L})(?:the|your|and|with|is|of)(?!\p{L})/u);
      expect(franc(t, { minLength: 10 }), name).toBe('por');
      // frase a frase: entre português e inglês, cada frase é português
      for (const s of sentencesOf(t)) if (s.length >= 20) expect(franc(s, { minLength: 20, only: ['por', 'eng'] }), `${name}: ${s}`).toBe('por');
    }
  }, 60_000);

  it('nenhum par das 19 seções divide mais de um terço das construções', async () => {
    for (const f of CHARTS) {
      const s = await sections(f);
      expect(Object.keys(s)).toHaveLength(ASTROLOGY_SECTIONS.length);
      expect(framePairsOver(s, mask)).toEqual([]);
    }
  });

  it('a síntese abre a seção do Sol: elementos, modalidades, figura, regente do mapa, aspectos-chave', async () => {
    const s = await sections(CHART_A);
    expect(s.sun).toMatch(/^Ada, o seu blueprint começa aqui/);
    expect(s.sun).toContain('O fogo reúne três dos dez planetas; a água fica com três, a terra com dois e o ar com dois.');
    expect(s.sun).toContain('os signos mutáveis abrigam quatro planetas');
    expect(s.sun).toContain('gangorra');
    expect(s.sun).toContain('Com Escorpião no Ascendente, Marte é o regente do seu mapa (com Plutão como regente moderno).');
    expect(s.sun).toContain('Marte está em Áries na Casa 6, em domicílio');
    expect(s.sun).toContain('uma oposição entre a sua Vênus e o seu Júpiter (0°54′)');
  });

  it('contrai as preposições com o artigo e trata o leitor por você', async () => {
    const texts = (await everyText()).map(([, t]) => t).join('\n');
    const found = (re: RegExp): string[] => [...texts.matchAll(re)].map((m) => texts.slice(Math.max(0, m.index - 30), m.index + 30));
    expect(found(/(?<!\p{L})(?:de|em|por) (?:o|a|os|as) /gu)).toEqual([]);
    expect(found(/(?<!\p{L})a (?:o|os) /gu)).toEqual([]);
    expect(found(/(?<!\p{L})(?:tu|teu|tua|teus|tuas|te|contigo)(?!\p{L})/giu)).toEqual([]);
    const s = await sections(CHART_A);
    expect(s.moon).toContain('O vínculo mais forte leva ao seu Saturno');
    expect(s.jupiter).toContain('dá espaço ao espírito de aventura, ao otimismo e à sinceridade');
  });

  it('dá a data exata encontrada pelo núcleo de trânsitos, no fuso do relatório', async () => {
    let checked = 0;
    for (const { facts, text } of await transits()) {
      for (const t of facts.transits.slice(0, 3)) {
        if (!t.exactAt?.length) continue;
        for (const at of t.exactAt) expect(text).toContain(dataLocal(at, facts.timezone));
        checked += 1;
      }
    }
    expect(checked).toBeGreaterThan(2);
    expect(dataLocal('2026-11-27T01:30:00Z', 'America/Sao_Paulo')).toBe('26 de novembro (quinta-feira)');
    expect(dataLocal('2026-12-01T12:00:00Z', 'UTC')).toBe('1º de dezembro (terça-feira)');
  }, 60_000);
});
