/** हिन्दी में ऑफ़लाइन लेखक के पाठ (ज्योतिष खंड, कुंडली का सार, गोचर)। */
import type { OfflineLanguagePack } from '../pack';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const HI: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, relationshipReading, vedicReading };
