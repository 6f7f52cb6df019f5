/** Die deutschen Texte des Offline-Schreibers: ein Modul je Raum (Astrologie, Transite, Tageshimmel und Horoskope). */
import type { OfflineLanguagePack } from '../pack';
import { astrologySection, chartSynthesis } from './astrology';
import { dailyInsight, signHoroscope } from './daily';
import { transitReading } from './transit';

export const DE: OfflineLanguagePack = { astrologySection, chartSynthesis, transitReading, dailyInsight, signHoroscope };
