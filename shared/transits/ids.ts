/**
 * Time-sortable ids of saved horoscopes: `tr_` + 10 characters of milliseconds since the epoch
 * (Crockford base 32, fixed width: string order = time order) + 16 random characters. Within a
 * process ids strictly increase, even within one millisecond.
 */
import { sortableId } from '../store/sortable-id';

export function newTransitId(now: Date = new Date()): string {
  return sortableId('tr', now);
}

export const TRANSIT_ID = /^tr_[0-9A-HJKMNP-TV-Z]{26}$/;
export const isTransitId = (s: string): boolean => TRANSIT_ID.test(s);
