/**
 * Los textos en español del redactor sin conexión: un archivo por ámbito (astrología, tránsitos,
 * Human Design, numerología, tres pilares, textos del día).
 */
import type { OfflineLanguagePack } from '../pack-types';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { BIG_THREE } from './big-three';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';

export const ES: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, humanDesignSection, numerologySection, lifePath: LIFE_PATH_PROSE, personalCycles: PERSONAL_CYCLES, bigThree: BIG_THREE, dailyInsight, signHoroscope, relationshipReading, vedicReading };
