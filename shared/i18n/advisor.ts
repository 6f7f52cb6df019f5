/**
 * The advisor's languages (`agent.language`): spec 2.9 names six, Hindi joined them with its
 * offline phrases (issue 35), so they are the API's seven.
 */
import { LANGUAGES } from './languages';

export const ADVISOR_LANGUAGES = LANGUAGES;
export type AdvisorLanguage = (typeof ADVISOR_LANGUAGES)[number];
export const isAdvisorLanguage = (s: string): s is AdvisorLanguage => (ADVISOR_LANGUAGES as readonly string[]).includes(s);
