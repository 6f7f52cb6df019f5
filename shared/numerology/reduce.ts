/** Digit-sum reduction used by every numerology number. */

export const MASTER_NUMBERS: readonly number[] = [11, 22, 33];

export const digitSum = (n: number): number => {
  let s = 0;
  let x = Math.abs(Math.trunc(n));
  while (x > 0) {
    s += x % 10;
    x = Math.floor(x / 10);
  }
  return s;
};

/**
 * Repeated digit sum down to 1..9. With `keepMasters`, stops as soon as the value is 11, 22 or 33
 * (so 29 -> 11 and 38 -> 11 stay 11; 1961 -> 17 -> 8). 0 stays 0.
 */
export function reduce(n: number, keepMasters = true): number {
  let x = Math.abs(Math.trunc(n));
  while (x > 9 && !(keepMasters && (x === 11 || x === 22 || x === 33))) x = digitSum(x);
  return x;
}
