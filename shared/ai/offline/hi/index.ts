/** हिन्दी में ऑफ़लाइन लेखक के पाठ: ज्योतिष खंड, कुंडली का सार, गोचर, ह्यूमन डिज़ाइन, अंक ज्योतिष, बिग थ्री, आज का आकाश और राशिफल। */
import type { OfflineLanguagePack } from '../pack-types';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { BIG_THREE } from './big-three';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { humanDesignSection } from './human-design';
import { LIFE_PATH_PROSE, numerologySection, PERSONAL_CYCLES } from './numerology';
import { transitReading } from './transit';

export const HI: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, humanDesignSection, numerologySection, lifePath: LIFE_PATH_PROSE, personalCycles: PERSONAL_CYCLES, bigThree: BIG_THREE, dailyInsight, signHoroscope, relationshipReading, vedicReading };
