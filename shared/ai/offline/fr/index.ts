/** Les textes français du rédacteur hors ligne (sections d'astrologie, synthèse, transits). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const FR: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading };
