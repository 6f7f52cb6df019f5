/** The English texts of the offline writer: every room (the fallback of every other language). */
import type { OfflineLanguagePack } from '../pack-types';
import { BIG_THREE_TEXTS } from '../../../astro/big-three-texts';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';
import { composeRelationship } from '../../relationship';
import { composeVedic } from '../../vedic';

export const EN: Required<OfflineLanguagePack> = {
  astrologySection,
  chartSynthesis,
  transitReading,
  humanDesignSection,
  numerologySection,
  lifePath: LIFE_PATH_PROSE,
  personalCycles: PERSONAL_CYCLES,
  bigThree: BIG_THREE_TEXTS,
  dailyInsight,
  signHoroscope,
  relationshipReading: composeRelationship,
  vedicReading: composeVedic,
};
