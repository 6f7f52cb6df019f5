/** English names: the catalogues' own (shared/i18n/labels/catalogue.ts). */
import { CATEGORIES, type Category, type LabelTexts } from './catalogue';

const ORDINAL = ['', '1st', '2nd', '3rd', '4th', '5th', '6th', '7th', '8th', '9th', '10th', '11th', '12th'];

export const EN: LabelTexts = {
  lists: Object.fromEntries(Object.entries(CATEGORIES).map(([c, v]) => [c, v.en.join('|')])) as Record<Category, string>,
  grammar: {
    house: (n) => `${ORDINAL[n]} house`,
    gate: (n) => `Gate ${n}`,
    profile: (p, d) => `${p} / ${d}`,
    cross: (angle, stem, n) => `${angle} Cross of ${stem}${n ? ` (${n})` : ''}`,
    shift: (w) => `${w} shift`,
    retrograde: (b) => `${b} retrograde`,
    direct: (b) => `${b} direct`,
  },
};
