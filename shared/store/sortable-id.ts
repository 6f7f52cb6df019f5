/**
 * Time-sortable record ids: `<prefix>_` + 10 characters of milliseconds since the epoch (Crockford
 * base 32, fixed width: string order = time order) + 16 random characters. Within a process ids
 * strictly increase, even within one millisecond. Saved horoscopes (`tr`), relationships (`rel`),
 * advisor conversations (`conv`) and calendar feeds (`cal`) use it.
 */
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
let last = 0;

export function sortableId(prefix: string, now: Date = new Date()): string {
  let t = Math.max(now.getTime(), last + 1);
  last = t;
  let time = '';
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[t % 32]! + time;
    t = Math.floor(t / 32);
  }
  let rand = '';
  for (const b of randomBytes(16)) rand += ALPHABET[b % 32]!;
  return `${prefix}_${time}${rand}`;
}
