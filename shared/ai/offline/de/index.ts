/** Die deutschen Texte des Offline-Schreibers: ein Modul je Raum (Astrologie, Transite, Tageshimmel und Horoskope, Big Three, Numerologie, Human Design). */
import type { OfflineLanguagePack } from '../pack-types';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { BIG_THREE } from './big-three';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';

export const DE: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope, numerologySection, lifePath: LIFE_PATH_PROSE, personalCycles: PERSONAL_CYCLES, bigThree: BIG_THREE, humanDesignSection, relationshipReading, vedicReading };
