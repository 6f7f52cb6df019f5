/**
 * How a stored item (a blueprint, a transit report, a relationship) answers when read again: in
 * the language it was made in (`Content-Language`, whatever Accept-Language says) with the writer
 * that wrote it (`meta.writer`). Items stored before languages were kept read as English with no
 * `meta.writer` (unknown). docs/languages.md.
 */
import type { WriterTag } from '../ai/types';
import type { Language } from '../i18n/languages';

export function storedLanguage(record: { language?: Language; writer?: WriterTag }): { headers: Record<string, string>; meta: { writer?: WriterTag | null } } {
  return {
    headers: { 'Content-Language': record.language ?? 'en' },
    // null: no writer known, and none is assumed (shared/http/route-handler.ts drops it)
    meta: { writer: record.writer ?? null },
  };
}
