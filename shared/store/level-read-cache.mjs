// A bounded write-through read cache for the local store's LevelDB (classic-level), used by the
// dynalite worker only (local runs and tests; never deployed). Plain JS for the same reason as
// the worker.
//
// Every write (put, del, batch, clear) is applied to the cache and then to LevelDB, exactly as
// before; a read of a record in the cache is answered from memory, any other read goes to
// LevelDB and fills the cache. Iterators (dynalite's Query and Scan) and snapshot reads always
// read LevelDB. What is cached is the encoded form (the JSON text dynalite stores), so a caller
// that changes a decoded value cannot change the cache. Least recently used records leave first.
// A failed LevelDB write drops the keys it touched, so the next read asks LevelDB again.

const ABSENT = Symbol('absent');
export const DEFAULT_ENTRIES = 50_000;

/**
 * @param {new (...args: any[]) => any} Base classic-level's ClassicLevel (the `level` package's Level)
 * @param {number} [maxEntries]
 */
export const createCachedLevel = (Base, maxEntries = DEFAULT_ENTRIES) =>
  class CachedLevel extends Base {
    /** @type {Map<string, string | typeof ABSENT>} */
    #cache = new Map();

    /** Counts every write and clear: a read that raced one does not fill the cache. */
    #writes = 0;

    /** Whether a read or write can use the cache: string keys and values, no snapshot. */
    static #plain(key, options) {
      return typeof key === 'string' && options?.keyEncoding === 'utf8' && options?.valueEncoding === 'utf8' && !options?.snapshot;
    }

    #remember(key, value) {
      this.#cache.delete(key);
      this.#cache.set(key, value);
      if (this.#cache.size > maxEntries) this.#cache.delete(this.#cache.keys().next().value);
    }

    async _get(key, options) {
      if (!CachedLevel.#plain(key, options)) return super._get(key, options);
      const hit = this.#cache.get(key);
      if (hit !== undefined) {
        this.#remember(key, hit);
        return hit === ABSENT ? undefined : hit;
      }
      const before = this.#writes;
      const value = await super._get(key, options);
      // only a read that no write or clear overlapped may fill the cache (whatever a racing
      // write put there is newer than what this read saw)
      if (this.#writes === before) this.#remember(key, value === undefined ? ABSENT : value);
      return value;
    }

    async _put(key, value, options) {
      this.#writes++;
      if (CachedLevel.#plain(key, options) && typeof value === 'string') this.#remember(key, value);
      else this.#cache.delete(key);
      try {
        await super._put(key, value, options);
      } catch (e) {
        this.#cache.delete(key);
        throw e;
      }
    }

    async _del(key, options) {
      this.#writes++;
      if (typeof key === 'string') this.#remember(key, ABSENT);
      try {
        await super._del(key, options);
      } catch (e) {
        this.#cache.delete(key);
        throw e;
      }
    }

    async _batch(operations, options) {
      this.#writes++;
      for (const op of operations) {
        if (typeof op.key !== 'string') continue;
        const plain = (op.keyEncoding ?? options?.keyEncoding) === 'utf8';
        if (op.type === 'put' && plain && typeof op.value === 'string' && (op.valueEncoding ?? options?.valueEncoding) === 'utf8') this.#remember(op.key, op.value);
        else if (op.type === 'del') this.#remember(op.key, ABSENT);
        else this.#cache.delete(op.key);
      }
      try {
        await super._batch(operations, options);
      } catch (e) {
        for (const op of operations) if (typeof op.key === 'string') this.#cache.delete(op.key);
        throw e;
      }
    }

    /** A chained batch (`db.batch()` with no arguments) goes through `_batch` too, never around the cache. */
    _chainedBatch() {
      return Object.getPrototypeOf(Base.prototype)._chainedBatch.call(this);
    }

    async _clear(options) {
      this.#writes++;
      this.#cache.clear();
      return super._clear(options);
    }
  };
