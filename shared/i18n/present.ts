/**
 * Display fields of computed answers in the request's language, beside their identifiers (which
 * stay): the Human Design profile's name and the channels' names. Applied to the answer only; what
 * is stored keeps the English names (a stored item's fields are the identifiers' English names).
 */
import { labelOf } from './labels/index';
import type { Language } from './languages';

interface HdDisplay {
  profile?: unknown;
  profileName?: unknown;
  channels?: unknown;
}

/** A copy of a Human Design answer with `profileName` and each channel's `name` in `language`. */
export function localizeHumanDesign<T>(hd: T, language: Language): T {
  if (language === 'en' || !hd || typeof hd !== 'object') return hd;
  const h = hd as HdDisplay;
  const out: Record<string, unknown> = { ...(hd as Record<string, unknown>) };
  if (typeof h.profile === 'string' && typeof h.profileName === 'string') out.profileName = labelOf(language, 'hdProfiles', h.profile);
  if (Array.isArray(h.channels)) {
    out.channels = h.channels.map((c: { gates?: number[]; name?: string }) =>
      Array.isArray(c.gates) && c.gates.length === 2 ? { ...c, name: labelOf(language, 'hdChannels', [...c.gates].sort((a, b) => a - b).join('-')) } : c,
    );
  }
  return out as T;
}
