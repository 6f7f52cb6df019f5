/** The Vedic room's words in Hindi (shared/vedic/words/types.ts): the chart image's and the match summary's. */
import type { VedicWords } from './types';

export const HI: VedicWords = {
  chart: {
    style: { north: 'उत्तर भारतीय', south: 'दक्षिण भारतीय' },
    chart: (title, style) => `${title}, ${style === 'north' ? 'उत्तर' : 'दक्षिण'} भारतीय शैली की कुंडली`,
    inSign: (entry, sign) => `राशि ${sign} में ${entry}`,
    // वक्री: the retrograde mark of Hindi charts
    retrograde: 'व',
  },
  match: { total: (t) => `36 में से ${t} गुण`, nadi: 'नाड़ी दोष (एक ही नाड़ी)', bhakoot: 'भकूट दोष', manglik: { both: 'दोनों मांगलिक (दोष एक-दूसरे को काट देते हैं)', neither: 'दोनों में से कोई मांगलिक नहीं', one: 'एक मांगलिक है और दूसरा नहीं' } },
  // the chart's labels: the first syllable of each Devanagari name, as Hindi kundalis write them (ल for the lagna)
  labels: {
    lagna: 'ल',
    sun: 'सू',
    moon: 'चं',
    mars: 'मं',
    mercury: 'बु',
    jupiter: 'गु',
    venus: 'शु',
    saturn: 'श',
    rahu: 'रा',
    ketu: 'के',
  },
};
