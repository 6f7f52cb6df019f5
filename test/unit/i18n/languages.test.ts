/** Language negotiation (shared/i18n/languages.ts): the named field, Accept-Language with q-values, the fallback. */
import { describe, expect, it } from 'vitest';
import { chooseLanguage, LANGUAGES, negotiateLanguage, parseAcceptLanguage } from '#shared/i18n/languages';

describe('Accept-Language', () => {
  it('orders ranges by q, ties in the order sent', () => {
    expect(parseAcceptLanguage('de;q=0.5, fr, pt-BR;q=0.9, it').map((r) => r.tag)).toEqual(['fr', 'it', 'pt-br', 'de']);
  });

  it('pt-BR,pt;q=0.9,en;q=0.5 is pt', () => {
    expect(negotiateLanguage('pt-BR,pt;q=0.9,en;q=0.5')).toBe('pt');
  });

  it('a region subtag counts as its language, in any case', () => {
    expect(negotiateLanguage('DE-at')).toBe('de');
    expect(negotiateLanguage('hi-IN, en;q=0.8')).toBe('hi');
  });

  it('skips unsupported languages for the next supported one', () => {
    expect(negotiateLanguage('ja, zh-CN;q=0.9, es;q=0.3')).toBe('es');
  });

  it('unknown languages only, or no header: English', () => {
    expect(negotiateLanguage('ja, ko;q=0.5')).toBe('en');
    expect(negotiateLanguage(undefined)).toBe('en');
    expect(negotiateLanguage('')).toBe('en');
  });

  it('q=0 excludes: the range, and a language whose own range says so', () => {
    expect(negotiateLanguage('fr;q=0, de;q=0.1')).toBe('de');
    expect(negotiateLanguage('pt-BR, pt;q=0, it;q=0.2')).toBe('it');
    expect(negotiateLanguage('*;q=0.5, en;q=0, fr;q=0.1')).toBe('fr');
  });

  it('a higher q wins over the order', () => {
    expect(negotiateLanguage('fr;q=0.2, de;q=0.8')).toBe('de');
  });

  it('* is the default; malformed entries are skipped, not refused', () => {
    expect(negotiateLanguage('*')).toBe('en');
    expect(negotiateLanguage('fr;q=2, de;q=abc, it;q=0.4')).toBe('it');
    expect(negotiateLanguage('!!, ,;q=1, es')).toBe('es');
  });

  it('negotiates within a smaller list', () => {
    expect(negotiateLanguage('hi, fr;q=0.7', ['en', 'fr'] as const)).toBe('fr');
  });
});

describe('the request language', () => {
  it('the named language beats the header', () => {
    expect(chooseLanguage({ named: 'de', acceptLanguage: 'fr' })).toEqual({ ok: true, language: 'de', from: 'field' });
  });

  it('no named language: the header, else the default', () => {
    expect(chooseLanguage({ named: undefined, acceptLanguage: 'it-IT' })).toEqual({ ok: true, language: 'it', from: 'header' });
    expect(chooseLanguage({ named: undefined, acceptLanguage: undefined })).toEqual({ ok: true, language: 'en', from: 'default' });
  });

  it('a named language outside the list is refused with the list', () => {
    const c = chooseLanguage({ named: 'xx', acceptLanguage: 'fr' });
    expect(c.ok).toBe(false);
    expect(!c.ok && c.message).toBe(`language must be one of ${LANGUAGES.join(', ')} (got "xx")`);
    // a region tag is not a language code of the field (the header takes those)
    expect(chooseLanguage({ named: 'pt-BR', acceptLanguage: undefined }).ok).toBe(false);
    expect(chooseLanguage({ named: 7, acceptLanguage: undefined }).ok).toBe(false);
  });
});
