/** Os textos em português do Brasil do redator offline (seções de astrologia, síntese, trânsitos, céu do dia e horóscopos dos signos). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { transitReading } from './transit';

export const PT: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope };
