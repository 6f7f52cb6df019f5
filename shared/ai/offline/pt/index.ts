/**
 * Os textos em português do Brasil do redator offline: um arquivo por peça (astrologia, trânsitos,
 * três pilares, Human Design, numerologia, céu do dia e horóscopos dos signos).
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

export const PT: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, humanDesignSection, numerologySection, lifePath: LIFE_PATH_PROSE, personalCycles: PERSONAL_CYCLES, bigThree: BIG_THREE, dailyInsight, signHoroscope, relationshipReading, vedicReading };
