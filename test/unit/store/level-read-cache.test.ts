/**
 * The local store's write-through read cache (shared/store/level-read-cache.mjs) over a real
 * LevelDB (classic-level, the one dynalite opens) in a temp directory: reads see every write,
 * a fresh open without the cache sees what was written, and a failed write is not served.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { createCachedLevel } from '../../../shared/store/level-read-cache.mjs';

interface Db {
  open(): Promise<void>;
  close(): Promise<void>;
  get(key: string): Promise<unknown>;
  put(key: string, value: unknown): Promise<void>;
  del(key: string): Promise<void>;
  batch(ops?: { type: 'put' | 'del'; key: string; value?: unknown }[]): Promise<void> & { put(k: string, v: unknown): unknown; del(k: string): unknown; write(): Promise<void> };
  clear(): Promise<void>;
  values(): { all(): Promise<unknown[]> };
}
type LevelCtor = new (path: string, opts: { valueEncoding: 'json' }) => Db;

// the same `level` module dynalite loads (it is dynalite's dependency, not ours)
const requireFromDynalite = createRequire(createRequire(import.meta.url).resolve('dynalite'));
const { Level } = requireFromDynalite('level') as { Level: LevelCtor };

const dirs: string[] = [];
const open = async (Ctor: LevelCtor, dir: string): Promise<Db> => {
  const db = new Ctor(dir, { valueEncoding: 'json' });
  await db.open();
  return db;
};
const tempDir = (): string => {
  const d = mkdtempSync(join(tmpdir(), 'level-cache-'));
  dirs.push(d);
  return d;
};
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

describe('write-through read cache of the local LevelDB', () => {
  it('serves every write at once and leaves the same data on disk', async () => {
    const dir = tempDir();
    const Cached = createCachedLevel(Level, 3);
    const db = await open(Cached, dir);
    expect(await db.get('a')).toBeUndefined();
    await db.put('a', { n: 1 });
    expect(await db.get('a')).toEqual({ n: 1 });
    await db.put('a', { n: 2 });
    await db.batch([
      { type: 'put', key: 'b', value: { n: 3 } },
      { type: 'del', key: 'a' },
    ]);
    expect(await db.get('a')).toBeUndefined();
    expect(await db.get('b')).toEqual({ n: 3 });
    const chained = db.batch();
    chained.put('c', { n: 4 });
    chained.del('b');
    await chained.write();
    expect(await db.get('b')).toBeUndefined();
    expect(await db.get('c')).toEqual({ n: 4 });
    // more keys than the cache holds: the oldest leave it, and are read from disk again
    for (let i = 0; i < 10; i++) await db.put(`k${i}`, { i });
    for (let i = 0; i < 10; i++) expect(await db.get(`k${i}`)).toEqual({ i });
    await db.del('k3');
    expect(await db.get('k3')).toBeUndefined();
    await db.close();

    const plain = await open(Level, dir);
    expect(await plain.get('a')).toBeUndefined();
    expect(await plain.get('b')).toBeUndefined();
    expect(await plain.get('c')).toEqual({ n: 4 });
    expect(await plain.get('k3')).toBeUndefined();
    expect(await plain.get('k9')).toEqual({ i: 9 });
    await plain.close();
  });

  it('a value changed by the caller after a read does not change what the next read returns', async () => {
    const db = await open(createCachedLevel(Level), tempDir());
    await db.put('x', { list: [1] });
    const first = (await db.get('x')) as { list: number[] };
    first.list.push(2);
    expect(await db.get('x')).toEqual({ list: [1] });
    await db.close();
  });

  it('clear empties the cache with the store; iterators read the store', async () => {
    const db = await open(createCachedLevel(Level), tempDir());
    await db.put('p', 1);
    await db.put('q', 2);
    expect(await db.values().all()).toEqual([1, 2]);
    await db.clear();
    expect(await db.get('p')).toBeUndefined();
    expect(await db.values().all()).toEqual([]);
    await db.close();
  });

  it('a write LevelDB refuses is not served from the cache', async () => {
    // a base whose put fails: the cached value must be dropped, the next read asks the store
    const Failing = class extends (Level as unknown as new (...a: unknown[]) => Db & { _put(...a: unknown[]): Promise<void> }) {
      override async _put(): Promise<void> {
        throw new Error('disk full');
      }
    } as unknown as LevelCtor;
    const db = await open(createCachedLevel(Failing), tempDir());
    await expect(db.put('z', { n: 1 })).rejects.toThrow();
    expect(await db.get('z')).toBeUndefined();
    await db.close();
  });
});
