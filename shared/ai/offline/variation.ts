/**
 * The offline writer's variation: a small deterministic hash (FNV-1a, 32 bits) of a key such as the
 * day and the sign, so that a text picks its wording the same way for the same facts in every
 * language and on every run. Pure.
 */
export function fnv1a(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}
