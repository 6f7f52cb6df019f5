/**
 * A process that dies in the middle of a flow, for the fault tests: store wrappers whose
 * `crashAt`-th write (counting from 0) dies 'before' it reaches the store, or 'after' it landed
 * (the process died before seeing the answer). Every later call, read or write, dies too: the
 * process is gone. Reads pass through as they are (sync ones stay sync) until then.
 */
export class Crash extends Error {
  constructor() {
    super('simulated crash');
  }
}

export interface CrashPoint {
  /** `target` with the methods named in `writes` counted as writes. */
  wrap: <T extends object>(target: T, writes: readonly string[]) => T;
  /** How many writes went through the wrappers so far. */
  count: () => number;
}

export const crashPoint = (crashAt: number, when: 'before' | 'after'): CrashPoint => {
  let n = 0;
  let dead = false;
  const wrap = <T extends object>(target: T, writes: readonly string[]): T =>
    new Proxy(target, {
      get(t, prop, recv) {
        const v = Reflect.get(t, prop, recv) as unknown;
        if (typeof v !== 'function') return v;
        if (!writes.includes(String(prop)))
          return (...args: unknown[]) => {
            if (dead) throw new Crash();
            return (v as (...a: unknown[]) => unknown).apply(t, args);
          };
        return async (...args: unknown[]) => {
          if (dead) throw new Crash();
          const i = n++;
          if (i === crashAt && when === 'before') {
            dead = true;
            throw new Crash();
          }
          const out = await (v as (...a: unknown[]) => Promise<unknown>).apply(t, args);
          if (i === crashAt) {
            dead = true;
            throw new Crash();
          }
          return out;
        };
      },
    });
  return { wrap, count: () => n };
};
