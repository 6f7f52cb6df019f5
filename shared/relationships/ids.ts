/**
 * Time-sortable ids of saved relationships: `rel_` + 10 characters of milliseconds since the epoch
 * (Crockford base 32, fixed width: string order = time order) + 16 random characters. Within a
 * process ids strictly increase, even within one millisecond.
 */
import { sortableId } from '../store/sortable-id';

export function newRelationshipId(now: Date = new Date()): string {
  return sortableId('rel', now);
}

export const RELATIONSHIP_ID = /^rel_[0-9A-HJKMNP-TV-Z]{26}$/;
export const isRelationshipId = (s: string): boolean => RELATIONSHIP_ID.test(s);
