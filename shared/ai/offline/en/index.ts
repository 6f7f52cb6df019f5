/** The English texts of the offline writer. */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const EN: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading };
