/**
 * Time-sortable blueprint ids: `bp_` + 10 characters of milliseconds since the epoch
 * (Crockford base 32, fixed width, so string order = time order) + 16 random characters.
 * Sorting ids descending lists blueprints newest first.
 * Within a process ids strictly increase, even in the same millisecond or if the clock steps back.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

let last = 0;

export function newBlueprintId(now: Date = new Date()): string {
  // Strictly increasing within a process, so two ids of the same millisecond still sort in creation order.
  let t = Math.max(now.getTime(), last + 1);
  last = t;
  let time = '';
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32]! + time;
    t = Math.floor(t / 32);
  }
  const bytes = randomBytes(16);
  let rand = '';
  for (const b of bytes) rand += ALPHABET[b % 32]!;
  return `bp_${time}${rand}`;
}

export const BLUEPRINT_ID = /^bp_[0-9A-HJKMNP-TV-Z]{26}$/;
export const isBlueprintId = (s: string): boolean => BLUEPRINT_ID.test(s);
