/** The advisor's languages (spec 2.9: `agent.language`); its offline phrases exist for these. */
import type { Language } from './languages';

export const ADVISOR_LANGUAGES = ['en', 'fr', 'es', 'de', 'pt', 'it'] as const satisfies readonly Language[];
export type AdvisorLanguage = (typeof ADVISOR_LANGUAGES)[number];
export const isAdvisorLanguage = (s: string): s is AdvisorLanguage => (ADVISOR_LANGUAGES as readonly string[]).includes(s);
