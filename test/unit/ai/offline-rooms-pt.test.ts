/**
 * As outras peças do redator offline em português do Brasil (céu do dia e horóscopos dos signos):
 * `franc` reconhece o português em cada texto, nenhuma palavra dobrada, nenhuma frase em inglês,
 * nenhum adjetivo concordando com o leitor, e o pacote escreve cada peça sem cair no inglês.
 * A ortografia é verificada pelo Hunspell pt_BR em offline-rooms-spelling-pt.test.ts.
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { offlineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/pt/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { doubledWords } from '#test/support/text-quality';

/** Dias variados: estações, lunações, entradas de signo. */
const PT_DAYS = ['2026-11-22', '2027-03-20', '2026-12-10', '2027-07-01'];

function portugueseTexts(): string[] {
  const texts: string[] = [];
  for (const day of PT_DAYS) {
    const f = dayFacts(day);
    texts.push(dailyInsight(insightFacts(f)));
    for (const sign of SIGN_KEYS) texts.push(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy }));
  }
  return texts;
}

describe('as outras peças do redator offline, em português do Brasil', () => {
  it('são escritas pelo pacote pt, sem cair no inglês', () => {
    for (const room of ['dailyInsight', 'signHoroscope'] as const) expect(offlineRoom('pt', room)).toMatchObject({ language: 'pt', fallback: false });
  });

  it('são reconhecidas como português, sem palavra dobrada nem frase em inglês', () => {
    const texts = portugueseTexts();
    expect(texts.length).toBeGreaterThan(50);
    for (const t of texts) {
      if (t.length > 60) expect({ t, lang: franc(t) }).toEqual({ t, lang: 'por' });
      expect(doubledWords(t)).toEqual([]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|is|you)\b/);
      // contrações sempre feitas
      expect(t.match(/(?<!\p{L})(?:(?:de|em|por) (?:o|a|os|as)|a o)(?!\p{L})/u)?.[0]).toBeUndefined();
    }
  });

  it('não fazem adjetivo concordar com o leitor (gênero desconhecido)', () => {
    for (const t of portugueseTexts()) expect(t).not.toMatch(/\bvocê (?:está|fica|é|estará|se sente) (?:\p{L}+ )?(?:pronto|pronta|sozinho|sozinha|cansado|cansada|convidado|convidada|seguro|segura|atento|atenta)\b/u);
  });

  it('diz os fatos do dia: data, regente, casas solares, hora exata', () => {
    const f = dayFacts('2027-03-20');
    const leo = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy });
    expect(leo).toMatch(/^Leão, sábado, 20 de março de 2027\. A Lua passa da sua casa 1 \(/);
    expect(leo).toContain('O Sol, o luminar que rege o seu signo, está em Peixes, na sua casa 8.');
    const day = dailyInsight(insightFacts(f));
    expect(day).toMatch(/^Sábado, 20 de março de 2027: o tema do dia é /);
    expect(day).toContain('Mercúrio forma uma quadratura com Urano, exato às 14h10 (UTC)');
  });
});
