/**
 * Le altre stanze dello scrittore offline in italiano (il cielo del giorno e gli oroscopi dei
 * dodici segni, il Human Design, la numerologia, il sentiero di vita, i cicli personali e i tre pilastri): `franc` riconosce l'italiano in ogni testo, nessuna parola doppia, nessuna frase
 * inglese, nessun aggettivo accordato al lettore (genere sconosciuto), e ogni stanza risponde in
 * italiano senza ripiegare sull'inglese. I giorni coprono stazioni, lunazioni e ingressi, perché
 * ogni frase delle tabelle venga letta almeno una volta. L'ortografia la controlla Hunspell in
 * test/unit/ai/offline-rooms-spelling-it.test.ts (gli stessi testi, da `otherRoomTextsIn` di test/support/offline-quality.ts).
 */
import { readFileSync } from 'node:fs';
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { hasOfflineRoom, offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/it/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { doubledWords } from '#test/support/text-quality';
import { otherRoomTextsIn, qualityWriter } from '#test/support/offline-quality';
import { CHART_A } from '#test/support/ai-fixtures';
import { localizeCycles, localizeLifePath } from '#shared/ai/offline/localize-numerology';
import { lifePath } from '#shared/numerology/life-path';

const ROOMS: OfflineRoom[] = ['humanDesignSection', 'dailyInsight', 'signHoroscope', 'numerologySection', 'lifePath', 'personalCycles', 'bigThree'];

describe('le altre stanze dello scrittore offline, in italiano', () => {
  it('ogni stanza scritta risponde in italiano, senza ripiego sull’inglese', () => {
    for (const room of ROOMS) {
      expect(hasOfflineRoom('it', room)).toBe(true);
      const r = offlineRoom('it', room);
      expect({ room, language: r.language, fallback: r.fallback }).toEqual({ room, language: 'it', fallback: false });
    }
  });

  it('sono riconosciute come italiano, senza parole doppie né frasi inglesi', async () => {
    const texts = await otherRoomTextsIn('it');
    expect(texts.length).toBeGreaterThanOrEqual(4 * 13);
    for (const t of texts) {
      if (t.length > 60) expect({ t, lang: franc(t) }).toEqual({ t, lang: 'ita' });
      expect(doubledWords(t)).toEqual([]);
      expect(t).not.toMatch(/\b(?:the|your|and|with|is|you)\b/);
      // né «di il», «a il», «in il», «su il»: le preposizioni articolate si formano sempre
      expect(t).not.toMatch(/\b(?:di|a|da|in|su) (?:il|lo|la|i|gli|le)\b/);
      // e «l’11», «dell’8», mai «il 11»
      expect(t).not.toMatch(/\b(?:il|del|al|nel|dal) (?:1|8|11)\b/);
    }
  }, 60_000);

  it('non accordano aggettivi al lettore (genere sconosciuto)', async () => {
    for (const t of await otherRoomTextsIn('it')) expect(t).not.toMatch(/\b(?:sei|sarai|eri|ti senti|ti sentirai) (?:(?!al )\p{L}+ )?(?:nat[oa]|pront[oa]|sol[oa]|stanc[oa]|invitat[oa]|riconosciut[oa]|allineat[oa]|ferit[oa]|sicur[oa]|attent[oa]|selettiv[oa]|chiamat[oa])\b/u);
  });

  it('dicono i fatti del giorno: data, case solari, pianeta del segno, ora esatta', () => {
    const f = dayFacts('2027-03-20');
    const virgo = signHoroscope({ ...signFacts(f, 'virgo'), theme: f.theme, energy: f.energy });
    expect(virgo).toMatch(/^Vergine, sabato 20 marzo 2027\. La Luna passa dalla tua casa 12 \(/);
    expect(virgo).toContain('Mercurio, il pianeta che governa il tuo segno, si trova in Pesci, nella tua casa 7.');
    expect(virgo).toContain('Urano mette alla prova i tuoi pensieri e i tuoi scambi (al culmine alle 14:10 UTC)');
    const day = dailyInsight(insightFacts(f));
    expect(day).toMatch(/^Sabato 20 marzo 2027: il tema della giornata è «cambiamento»\. Il Sole è in Pesci e la Luna apre la giornata in Leone\./);
    expect(day).toContain('Marte e Giove sono in moto retrogrado');
    // il primo del mese si scrive con l’ordinale
    expect(dailyInsight(insightFacts(dayFacts('2026-12-01')))).toMatch(/^Martedì 1º dicembre 2026:/);
    for (const sign of SIGN_KEYS) expect(signHoroscope({ ...signFacts(f, sign), theme: f.theme, energy: f.energy })).not.toBe(virgo.replace('Vergine', sign));
  });

  it('dicono i fatti della numerologia e dei tre pilastri', async () => {
    const nu = await qualityWriter.writeModuleSections('numerology', CHART_A, { language: 'it' });
    if (!nu.ok) throw new Error('module failed');
    expect(nu.sections.lifePath).toMatch(/^Il tuo sentiero di vita è il 7, il numero della riflessione, dell’intuizione e della verità\. /);
    expect(nu.sections.lifePath).toContain('l’11');
    const lp = localizeLifePath(lifePath('1985-11-11'), 'it');
    expect(lp.description).toMatch(/^Il sentiero di vita 9 invita a servire/);
    expect(lp.strengths).toHaveLength(4);
    const c = localizeCycles({ personalYear: { number: 1, description: '' }, personalMonth: { number: 5, description: '' }, personalDay: { number: 9, description: '' } }, 'it');
    expect([c.personalYear.description, c.personalMonth.description, c.personalDay.description].map((d) => d.split(':')[0]!.split(',')[0])).toEqual(['Un anno di inizi', 'Un mese di cambiamenti', 'Una giornata per portare a termine i compiti e liberare ciò che è finito.']);
    expect(offlineRoom('it', 'bigThree').text.scorpio.rising.keywords).toBe('magnetismo, riserbo, perspicacia, intensità');
  });

  it('dicono i fatti del Human Design: tipo, autorità, profilo, canali, croce', async () => {
    const hd = await qualityWriter.writeModuleSections('humanDesign', CHART_A, { language: 'it' });
    if (!hd.ok) throw new Error('module failed');
    expect(hd.sections.type).toContain('Il tuo tipo è Generatore, con 4 centri definiti su 9');
    expect(hd.sections.authority).toMatch(/^La tua autorità interiore è emotiva\./);
    expect(hd.sections.profile).toMatch(/^Hai il profilo 4\/6, Opportunista\/Modello\./);
    expect(hd.sections.definition).toContain('59-6 (Accoppiamento) e 1-8 (Ispirazione), che collegano il Sacrale, il Plesso solare, la Gola e il centro G.');
    expect(hd.sections.incarnationCross).toMatch(/^La tua croce d’incarnazione è la Croce ad Angolo Destro della Fenice dormiente, formata dalle porte 55, 59, 20 e 34\./);
    expect(hd.sections.strategy).toContain('«rispondere»');
  });

  it('l’esempio di docs/languages.md è ciò che lo scrittore scrive', () => {
    const f = dayFacts('2026-11-22');
    const leone = signHoroscope({ ...signFacts(f, 'leo'), theme: f.theme, energy: f.energy });
    const doc = readFileSync(new URL('../../../docs/languages.md', import.meta.url), 'utf8');
    for (const p of leone.split('\n\n')) expect(doc).toContain(`> ${p}`);
  });
});
