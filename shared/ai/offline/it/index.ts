/** I testi italiani dello scrittore offline (sezioni di astrologia, sintesi, transiti). */
import type { OfflineLanguagePack } from '../pack';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const IT: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, relationshipReading, vedicReading };
