/**
 * Les textes français du rédacteur hors ligne : un fichier par pièce (astrologie, transits,
 * Human Design, numérologie, textes du jour).
 */
import type { OfflineLanguagePack } from '../pack-types';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { BIG_THREE } from './big-three';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';

export const FR: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, humanDesignSection, numerologySection, lifePath: LIFE_PATH_PROSE, personalCycles: PERSONAL_CYCLES, bigThree: BIG_THREE, dailyInsight, signHoroscope, relationshipReading, vedicReading };
