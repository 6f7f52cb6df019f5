/**
 * Le altre stanze dello scrittore offline in italiano (il cielo del giorno e gli oroscopi dei
 * dodici segni): `franc` riconosce l'italiano in ogni testo, nessuna parola doppia, nessuna frase
 * inglese, nessun aggettivo accordato al lettore (genere sconosciuto), e ogni stanza risponde in
 * italiano senza ripiegare sull'inglese. I giorni coprono stazioni, lunazioni e ingressi, perché
 * ogni frase delle tabelle venga letta almeno una volta. L'ortografia la controlla Hunspell in
 * test/unit/ai/offline-rooms-spelling-it.test.ts (gli stessi testi, da `otherRoomTextsIn` di test/support/offline-quality.ts).
 */
import { franc } from 'franc';
import { describe, expect, it } from 'vitest';
import { hasOfflineRoom, offlineRoom, type OfflineRoom } from '#shared/ai/offline/pack';
import { dailyInsight, signHoroscope } from '#shared/ai/offline/it/daily';
import { SIGN_KEYS } from '#shared/astro/zodiac';
import { dayFacts, signFacts } from '#shared/daily/record';
import { insightFacts } from '#shared/daily/service';
import { doubledWords } from '#test/support/text-quality';
import { otherRoomTextsIn } from '#test/support/offline-quality';

const ROOMS: OfflineRoom[] = ['dailyInsight', 'signHoroscope'];

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
    }
  }, 60_000);

  it('non accordano aggettivi al lettore (genere sconosciuto)', async () => {
    for (const t of await otherRoomTextsIn('it')) expect(t).not.toMatch(/\b(?:sei|sarai|eri|ti senti|ti sentirai) (?:\p{L}+ )?(?:nat[oa]|pront[oa]|sol[oa]|stanc[oa]|invitat[oa]|riconosciut[oa]|allineat[oa]|ferit[oa]|sicur[oa]|attent[oa]|selettiv[oa]|chiamat[oa])\b/u);
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
});
