/** Os textos em português do Brasil do redator offline (seções de astrologia, síntese, trânsitos). */
import type { OfflineLanguagePack } from '../pack';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const PT: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, relationshipReading, vedicReading };
