/**
 * The languages the API writes in, and how a request picks one (docs/languages.md).
 *
 * A route that writes text takes a `language` (a body field, or a query parameter on GET); a
 * request that names none is answered in the best language of its `Accept-Language` header
 * (RFC 9110 q-values; `pt-BR` counts as `pt`; `q=0` excludes; a header naming no supported
 * language, or none at all, is English). A named `language` outside the list is 400
 * `Invalid language` (nothing charged): a header is a preference, a field is an order.
 * Pure: no I/O, no imports from the HTTP layer.
 */

/** Every language the API answers in; `en` is the default. */
export const LANGUAGES = ['en', 'fr', 'es', 'de', 'pt', 'it', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The Intl locale each language's dates, lists and numbers are written with (Portuguese is Brazil's). */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en-GB', fr: 'fr-FR', es: 'es-ES', de: 'de-DE', pt: 'pt-BR', it: 'it-IT', hi: 'hi-IN' };

export const isLanguage = (s: unknown): s is Language => typeof s === 'string' && (LANGUAGES as readonly string[]).includes(s);

/** Each language's name in English and in itself (the docs and the labels route show both). */
export const LANGUAGE_NAMES: Readonly<Record<Language, { english: string; native: string }>> = {
  en: { english: 'English', native: 'English' },
  fr: { english: 'French', native: 'Français' },
  es: { english: 'Spanish', native: 'Español' },
  de: { english: 'German', native: 'Deutsch' },
  pt: { english: 'Portuguese', native: 'Português' },
  it: { english: 'Italian', native: 'Italiano' },
  hi: { english: 'Hindi', native: 'हिन्दी' },
};

export interface LanguageRange {
  /** The primary subtag, lower case (`pt` of `pt-BR`), or `*`. */
  primary: string;
  /** The whole range as sent, lower case (`pt-br`). */
  tag: string;
  q: number;
}

const RANGE = /^(\*|[a-z]{1,8}(?:-[a-z0-9]{1,8})*)$/;
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * The ranges of an Accept-Language header, best first (ties keep their order). Malformed
 * entries are skipped (a header is advice, never a reason to refuse a request).
 */
export function parseAcceptLanguage(header: string | undefined): LanguageRange[] {
  if (!header) return [];
  const out: (LanguageRange & { at: number })[] = [];
  header.split(',').forEach((part, at) => {
    const [rawTag, ...params] = part.split(';').map((s) => s.trim());
    const tag = (rawTag ?? '').toLowerCase();
    if (!RANGE.test(tag)) return;
    let q = 1;
    for (const p of params) {
      const m = /^q\s*=\s*(.*)$/i.exec(p);
      if (!m) continue;
      if (!QVALUE.test(m[1]!)) return;
      q = Number(m[1]);
    }
    out.push({ primary: tag.split('-')[0]!, tag, q, at });
  });
  return out.sort((a, b) => b.q - a.q || a.at - b.at).map(({ primary, tag, q }) => ({ primary, tag, q }));
}

/**
 * The best of `supported` for an Accept-Language header: the first range (by q) whose primary
 * language is supported; `*` is the default. A language whose own range has `q=0` (`pt;q=0`) is
 * excluded even where a regional range names it. None: the default.
 */
export function negotiateLanguage<L extends string = Language>(header: string | undefined, supported: readonly L[] = LANGUAGES as unknown as readonly L[], fallback: L = DEFAULT_LANGUAGE as L): L {
  const ranges = parseAcceptLanguage(header);
  const excluded = new Set(ranges.filter((r) => r.q === 0 && r.tag === r.primary).map((r) => r.primary));
  for (const r of ranges) {
    if (r.q === 0) continue;
    if (r.primary === '*') return supported.includes(fallback) && !excluded.has(fallback) ? fallback : (supported.find((l) => !excluded.has(l)) ?? fallback);
    if ((supported as readonly string[]).includes(r.primary) && !excluded.has(r.primary)) return r.primary as L;
  }
  return fallback;
}

/** What a request says about its language: the named field (when present) and the header. */
export interface LanguageRequest {
  /** The `language` field or query parameter; `undefined` when absent. */
  named: unknown;
  acceptLanguage: string | undefined;
}

export type LanguageChoice<L extends string> = { ok: true; language: L; from: 'field' | 'header' | 'default' } | { ok: false; message: string };

/** The language of a request: the named one (which must be supported), else the header's best, else the default. */
export function chooseLanguage<L extends string = Language>(req: LanguageRequest, supported: readonly L[] = LANGUAGES as unknown as readonly L[]): LanguageChoice<L> {
  if (req.named !== undefined && req.named !== null) {
    if (typeof req.named === 'string' && (supported as readonly string[]).includes(req.named)) return { ok: true, language: req.named as L, from: 'field' };
    const shown = typeof req.named === 'string' ? `"${req.named.slice(0, 40)}"` : `a ${typeof req.named}`;
    return { ok: false, message: `language must be one of ${supported.join(', ')} (got ${shown})` };
  }
  const fromHeader = negotiateLanguage(req.acceptLanguage, supported, (supported.includes(DEFAULT_LANGUAGE as L) ? DEFAULT_LANGUAGE : supported[0]) as L);
  return { ok: true, language: fromHeader, from: req.acceptLanguage ? 'header' : 'default' };
}
