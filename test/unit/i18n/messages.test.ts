/** Error messages in every language (shared/i18n/messages): one for every error string of the catalogue. */
import { describe, expect, it } from 'vitest';
import { ERROR_CATALOGUE } from '#shared/http/error-codes';
import { ERROR_MESSAGES, errorMessageIn } from '#shared/i18n/messages/index';

describe.each(Object.keys(ERROR_MESSAGES) as (keyof typeof ERROR_MESSAGES)[])('%s', (language) => {
  const table = ERROR_MESSAGES[language];

  it('has a message for every error string of the catalogue, and none for an unknown one', () => {
    const errors = ERROR_CATALOGUE.map((e) => e.error);
    expect(errors.filter((e) => !table[e])).toEqual([]);
    expect(Object.keys(table).filter((e) => !errors.includes(e))).toEqual([]);
  });

  it('writes sentences of its own language: in its script, never the English error string', () => {
    for (const [error, message] of Object.entries(table)) {
      expect(message).not.toBe(error);
      expect(/[.!?।]$/.test(message), message).toBe(true);
      expect(/[\u0900-\u097F]/.test(message), message).toBe(language === 'hi');
    }
  });
});

describe('errorMessageIn', () => {
  it('keeps English messages as they are, translates the others by error string', () => {
    expect(errorMessageIn('en', 'Invalid birth date', 'birthDate 1990-02-30 is not a date')).toBe('birthDate 1990-02-30 is not a date');
    expect(errorMessageIn('de', 'Invalid birth date', 'birthDate 1990-02-30 is not a date')).toBe('Das Geburtsdatum muss ein echtes Datum im Format JJJJ-MM-TT sein.');
    // an error string not (yet) in the tables: the English message rather than nothing
    expect(errorMessageIn('fr', 'Some new error', 'what happened')).toBe('what happened');
  });
});
