/** Die deutschen Texte des Offline-Schreibers (Astrologie-Abschnitte, Synthese, Transite). */
import type { OfflineLanguagePack } from '../pack';
import { relationshipReading } from './relationship';
import { vedicReading } from './vedic';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const DE: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, relationshipReading, vedicReading };
