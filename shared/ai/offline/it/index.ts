/** I testi italiani dello scrittore offline: un file per stanza (astrologia, transiti, testi del giorno). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { transitReading } from './transit';

export const IT: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope };
