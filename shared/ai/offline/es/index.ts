/** Los textos en español del redactor sin conexión (secciones de astrología, síntesis, tránsitos). */
import type { OfflineLanguagePack } from '../pack';
import { relationshipReading } from './relationship';
import { astrologySection, chartSynthesis } from './astrology';
import { transitReading } from './transit';

export const ES: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, relationshipReading };
