/**
 * The facts the daily texts are written from (the day's sky, one sign's day). A leaf module (types
 * only): the offline language packs (`shared/ai/offline/<language>/daily.ts`) import it, and the daily
 * writer (daily.ts), which reads the packs, re-exports it, so no import circle forms.
 */
import type { Highlight } from '../daily/highlights';
import type { SignDayFacts } from '../daily/signs';

export interface SkyBody {
  body: string;
  sign: string;
  /** Degree within the sign. */
  degree: number;
  retrograde: boolean;
}

export interface DailyInsightFacts {
  /** YYYY-MM-DD */
  day: string;
  theme: string;
  energy: string;
  sky: SkyBody[];
  highlights: Highlight[];
  lunarPhase: { phase: string; illumination: number };
}

export interface SignHoroscopeTextFacts extends SignDayFacts {
  theme: string;
  energy: string;
}
