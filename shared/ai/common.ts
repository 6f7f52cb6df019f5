import { invalidInput } from '../errors';
import type { BlueprintFacts } from './facts';
import type { AiModule } from './sections';
import { AI_MODULE_NAMES } from './sections';
import type { AiLanguage } from './types';
import { AI_LANGUAGES, isAiLanguage } from './types';

/** Default 'en'; anything outside spec 2.9's six languages is a caller error. */
export function resolveLanguage(language: string | undefined): AiLanguage {
  if (language === undefined) return 'en';
  if (!isAiLanguage(language)) {
    throw invalidInput('Invalid language', `language must be one of ${AI_LANGUAGES.join(', ')}`);
  }
  return language;
}

/** A module's sections need that module's facts. */
export function checkFacts(module: AiModule, facts: BlueprintFacts): void {
  if (!facts[module]) {
    throw invalidInput('Missing facts', `${AI_MODULE_NAMES[module]} facts are required to write its AI sections`);
  }
}
