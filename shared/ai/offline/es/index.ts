/** Los textos en español del redactor sin conexión: un archivo por ámbito (astrología, tránsitos, textos del día). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { transitReading } from './transit';

export const ES: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope };
