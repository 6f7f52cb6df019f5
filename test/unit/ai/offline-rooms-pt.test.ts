/**
 * As outras peças do redator offline em português do Brasil (Human Design, numerologia, prosa do caminho de vida,
 * ciclos pessoais, três pilares, céu do dia e horóscopos dos signos):
 * `franc` reconhece o português em cada texto, nenhuma palavra dobrada, nenhuma frase em inglês,
 * nenhum adjetivo concordando com o leitor, e o pacote escreve cada peça sem cair no inglês.
 * A ortografia é verificada pelo Hunspell pt_BR em offline-rooms-spelling-pt.test.ts.
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { offlineRoom } from '#shared/ai/offline/pack';
import { silentLogger } from '#shared/ai/log';
import { OfflineWriter } from '#shared/ai/offline-writer';
import { HUMAN_DESIGN_SECTIONS } from '#shared/ai/sections';
import { BIG_THREE } from '#shared/ai/offline/pt/big-three';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/pt/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';
import { roomFactSweep } from '#test/support/offline-quality';
import { CHART_A } from '#test/support/ai-fixtures';
import { doubledWords } from '#test/support/text-quality';

const writer = new OfflineWriter({ logger: silentLogger });
/** Todos os textos das outras peças em português, pela mesma varredura de fatos do teste francês. */
async function portugueseTexts(): Promise<string[]> {
  const texts: string[] = [];
  for (const f of roomFactSweep()) {
    const hd = await writer.writeModuleSections('humanDesign', f, { language: 'pt' });
    const nu = await writer.writeModuleSections('numerology', f, { language: 'pt' });
    for (const r of [hd, nu]) {
      expect(r.language).toBe('pt');
      expect(r.languageFallback).toBeUndefined();
      if (!r.ok) throw new Error('module failed');
      texts.push(...Object.values<string>(r.sections));
    }
    expect(hd.ok && Object.keys(hd.sections)).toEqual([...HUMAN_DESIGN_SECTIONS]);
  }
  for (const date of ['1990-07-15', '1985-11-11', '1980-01-02', '1991-02-03', '1989-12-21', '1977-03-04', '1982-05-05', '1990-12-10', '1979-11-29', '1992-09-18', '1975-06-06', '1984-08-09']) {
    const l = localizeLifePath(lifePath(date), 'pt');
    // as listas são curtas: o franc as lê juntas (forças, depois desafios)
    texts.push(l.description, `${l.strengths.join('. ')}. ${l.challenges.join('. ')}.`);
  }
  for (const sign of SIGN_KEYS)
    for (const role of ['sun', 'moon', 'rising'] as const) {
      const t = BIG_THREE[sign][role];
      texts.push(`${t.keywords}. ${t.description}`);
    }
  for (let n = 1; n <= 9; n++) {
    const c = localizeCycles({ personalYear: { number: n, description: '' }, personalMonth: { number: n, description: '' }, personalDay: { number: n, description: '' } }, 'pt');
    texts.push(`${c.personalYear.description} ${c.personalMonth.description} ${c.personalDay.description}`);
  }
  // o céu do dia e os doze signos, em dias variados (estações, lunações, entradas)
  for (const day of ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01']) {
    const f = dayFacts(day);
    texts.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return texts;
}

describe('as outras peças do redator offline, em português do Brasil', () => {
  it('são escritas pelo pacote pt, sem cair no inglês', () => {
    for (const room of ['dailyInsight', 'signHoroscope', 'humanDesignSection', 'numerologySection', 'lifePath', 'personalCycles', 'bigThree'] as const) expect(offlineRoom('pt', room)).toMatchObject({ language: 'pt', fallback: false });
  });

  it('são reconhecidas como português, sem palavra dobrada nem frase em inglês', async () => {
    const texts = await portugueseTexts();
    expect(texts.length).toBeGreaterThan(300);
    for (const t of texts) {
      if (t.length > 60) expect({ t, lang: franc(t) }).toEqual({ t, lang: 'por' });
      expect(doubledWords(t)).toEqual([]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|is|you)\b/);
      // contrações sempre feitas
      expect(t.match(/(?<!\p{L})(?:(?:de|em|por) (?:o|a|os|as)|a o)(?!\p{L})/u)?.[0]).toBeUndefined();
    }
  });

  it('não fazem adjetivo concordar com o leitor (gênero desconhecido)', async () => {
    for (const t of await portugueseTexts()) expect(t).not.toMatch(/\bvocê (?:está|fica|é|estará|se sente) (?:\p{L}+ )?(?:pronto|pronta|sozinho|sozinha|cansado|cansada|convidado|convidada|seguro|segura|atento|atenta)\b/u);
  });

  it('diz os fatos do dia: data, regente, casas solares, hora exata', () => {
    const f = dayFacts('2027-03-20');
    const leo = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy });
    expect(leo).toMatch(/^Leão, sábado, 20 de março de 2027\. A Lua passa da sua casa 1 \(/);
    expect(leo).toContain('O Sol, o luminar que rege o seu signo, está em Peixes, na sua casa 8.');
    // Leão num dia em que o Sol, o seu regente, muda de signo: o Sol não é nomeado três vezes
    const nov = dayFacts('2026-11-22');
    const leoNov = signHoroscope({ ...signFacts(nov, 'leo'), theme: nov.theme, energy: nov.energy });
    expect(leoNov).toContain('Antes do fim do dia, ele entra em Sagitário, na sua casa 5,');
    expect(leoNov.match(/\bO Sol\b/g)).toHaveLength(1);
    // Capricórnio: Saturno, o regente, é dito uma vez com a sua casa
    const cap = signHoroscope({ ...signFacts(f, 'capricorn'), theme: f.theme, energy: f.energy });
    expect(cap).toContain('Saturno, o planeta que rege o seu signo, está em Áries, na sua casa 4');
    expect(cap).not.toContain('Saturno, na sua casa');
    const day = dailyInsight(insightFacts(f));
    expect(day).toMatch(/^Sábado, 20 de março de 2027: o tema do dia é /);
    expect(day).toContain('Mercúrio forma uma quadratura com Urano, exato às 14h10 (UTC)');
  });

  it('diz os fatos do Human Design: tipo, autoridade, perfil, canais', async () => {
    const hd = await writer.writeModuleSections('humanDesign', CHART_A, { language: 'pt' });
    if (!hd.ok) throw new Error('module failed');
    expect(hd.sections.type).toContain('O seu tipo é Gerador, com 4 de 9 centros definidos');
    expect(hd.sections.authority).toContain('A sua autoridade interior é emocional.');
    expect(hd.sections.profile).toContain('O seu perfil é o 4/6, Oportunista/Modelo.');
    expect(hd.sections.definition).toMatch(/59-6 \(Acasalamento\) e 1-8 \(Inspiração\)/);
  });

  it('diz os fatos da numerologia: caminho de vida, expressão, alma, ciclos', async () => {
    const nu = await writer.writeModuleSections('numerology', CHART_A, { language: 'pt' });
    if (!nu.ok) throw new Error('module failed');
    expect(nu.sections.lifePath).toMatch(/^O seu caminho de vida é o 7, número da reflexão, da intuição e da verdade\./);
    expect(nu.sections.lifePath).toContain('o 11');
    const lp = localizeLifePath(lifePath('1990-07-15'), 'pt');
    expect(lp.description).toMatch(/^O caminho de vida 5 é uma questão de liberdade e experiência\./);
    expect(lp.strengths).toHaveLength(lifePath('1990-07-15').strengths.length);
    expect(BIG_THREE.cancer.sun.keywords).toBe('cuidado, proteção, memória, intuição');
  });
});
