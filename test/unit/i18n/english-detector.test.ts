/** The English prose detector of the no-English walk (test/support/english.ts) can fail: it sees the faults issue 46 quoted, and passes the texts of the six languages. */
import { describe, expect, it } from 'vitest';
import { looksEnglish, svgTexts } from '#test/support/english';

describe('looksEnglish', () => {
  it.each([
    'Mercury squares Mars (closest 2.0°): friction that pushes for a decision or an adjustment.',
    'Life paths 6 and 9 (both expressive, people-centred hearts) belong to the same family of numbers.',
    '16.5 of 36 gunas: not recommended; one manglik and the other not',
    'Sun (A) sextile Moon (B), orb 5.14°',
    'Last Quarter, 60% lit at 00:00 UTC, waning: winding down.',
    '(ऑफ़लाइन व्याख्या, AI मॉडल के बिना लिखी गई।)',
    'डेविसन क्षण 14 दिसंबर 1936, 3:52 pm बजे',
  ])('English: %s', (text) => expect(looksEnglish(text)).toBe(true));

  it.each([
    'Mercure en carré avec Mars (au plus près : 2,0°) : une friction pousse à trancher ou à ajuster.',
    'Dedicação até a exaustão',
    'Am Samstag, 28. November, stechen drei Transite hervor, also vom stärksten zum schwächsten.',
    'Pour ce samedi, le but est clair : la Lune en transit rejoint votre Chiron natal, exact le 3 novembre.',
    'Soleil (A) sextile Lune (B), orbe de 5,14°',
    'बुध और मंगल का चतुष्कोण (सबसे निकट 2.0°): घर्षण किसी फ़ैसले या बदलाव की ओर धकेलता है।',
    'Cuarto menguante: a las 00:00 UTC la Luna está iluminada al 60 %; mengua.',
  ])('not English: %s', (text) => expect(looksEnglish(text)).toBe(false));

  it('reads the texts of an SVG', () => {
    expect(svgTexts('<svg><title>Thème natal</title><text x="1">Soleil <tspan>&amp; Lune</tspan></text></svg>')).toEqual(['Thème natal', 'Soleil & Lune']);
  });
});
