/** Types of level-read-cache.mjs (plain JS: it runs inside the dynalite worker, without a TypeScript loader). */
export declare const DEFAULT_ENTRIES: number;
export declare const createCachedLevel: <T extends abstract new (...args: never[]) => object>(Base: T, maxEntries?: number) => T;
