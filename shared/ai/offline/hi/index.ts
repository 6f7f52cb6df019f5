/** हिन्दी में ऑफ़लाइन लेखक के पाठ (ज्योतिष खंड, कुंडली का सार, गोचर, आज का आकाश और राशिफल)। */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { transitReading } from './transit';

export const HI: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope };
