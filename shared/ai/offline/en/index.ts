/** The English texts of the offline writer: every room (the fallback of every other language). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';

export const EN: Required<OfflineLanguagePack> = {
  astrologySection,
  chartSynthesis,
  transitReading,
  humanDesignSection,
  numerologySection,
  lifePath: LIFE_PATH_PROSE,
  personalCycles: PERSONAL_CYCLES,
  dailyInsight,
  signHoroscope,
};
