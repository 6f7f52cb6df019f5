/** Place search (pure): folding, prefix matching on the sorted index, ranking, country filter, limit. */
import { describe, expect, it } from 'vitest';
import type { PlaceRecord } from '#shared/places/data';
import { buildIndex, fold, searchPlaces } from '#shared/places/search';

const place = (id: number, name: string, country: string, population: number, altName = ''): PlaceRecord => ({ id, name, altName, country, adminCode: '', featureCode: 'PPL', population, latitude: 0, longitude: 0 });

describe('place search', () => {
  const index = buildIndex([
    place(1, 'São Paulo', 'BR', 10_000_000),
    place(2, 'São Paulo de Olivença', 'BR', 11_000),
    place(3, 'Paris', 'FR', 2_000_000),
    place(4, 'Paris', 'US', 25_000),
    place(5, 'Paris 01 Louvre', 'FR', 2_000_000),
    place(6, 'Kraków', 'PL', 755_000, 'Cracow'),
    place(7, 'Zürich', 'CH', 340_000),
  ]);

  it('folds accents, letter case and punctuation', () => {
    expect(fold('São  Paulo')).toBe('sao paulo');
    expect(fold('Zürich')).toBe('zurich');
    expect(fold('Kraków')).toBe('krakow');
    expect(fold("Val-d'Or")).toBe('val d or');
  });

  it('matches by prefix, the most populous first, a name typed whole weighing more', () => {
    expect(searchPlaces(index, 'sao', { limit: 5 }).map((p) => p.id)).toEqual([1, 2]);
    // a name typed whole weighs a hundred times a prefix: Paris (US, 25,000) before the district Paris 01 Louvre (2,000,000)
    expect(searchPlaces(index, 'PARIS', { limit: 5 }).map((p) => p.id)).toEqual([3, 4, 5]);
    expect(searchPlaces(index, 'paris', { limit: 1 }).map((p) => p.id)).toEqual([3]);
    expect(searchPlaces(index, 'paris', { limit: 5, country: 'us' }).map((p) => p.id)).toEqual([4]);
    expect(searchPlaces(index, 'cracow', { limit: 5 }).map((p) => p.id)).toEqual([6]);
    expect(searchPlaces(index, 'zz', { limit: 5 })).toEqual([]);
    expect(searchPlaces(index, '  ', { limit: 5 })).toEqual([]);
  });

  it('finds the spellings typed without ø, ä, ö, ü, å, æ', () => {
    expect(searchPlaces(index, 'Zuerich', { limit: 5 }).map((p) => p.id)).toEqual([7]);
    expect(searchPlaces(index, 'Zurich', { limit: 5 }).map((p) => p.id)).toEqual([7]);
    const nordic = buildIndex([place(1, 'Tromsø', 'NO', 52_000), place(2, 'Tromso Village', 'XX', 1_000), place(3, 'Malmö', 'SE', 300_000)]);
    expect(searchPlaces(nordic, 'Tromsoe', { limit: 5 }).map((p) => p.id)).toEqual([1]);
    expect(searchPlaces(nordic, 'Malmoe', { limit: 5 }).map((p) => p.id)).toEqual([3]);
  });

  it('other names: a former or native name finds a city of millions first; a current name beats a former one of a place of similar size', () => {
    const other = new Map<number, string[]>([
      [10, [fold('Bombay'), fold('Бомбей')]],
      [20, [fold('Kiev'), fold('Київ')]],
      [40, [fold('拉萨')]],
      [50, [fold('Madras')]],
    ]);
    const idx = buildIndex(
      [
        place(10, 'Mumbai', 'IN', 12_000_000),
        place(20, 'Kyiv', 'UA', 2_800_000),
        place(30, 'Kievskiy', 'RU', 9_700),
        place(40, 'Lhasa', 'CN', 118_000),
        place(41, 'Lasarte', 'ES', 18_000),
        place(42, 'Los Angeles', 'US', 3_900_000),
        place(50, 'Chennai', 'IN', 60_000),
        place(51, 'Madras', 'US', 50_000),
      ],
      new Map([...other, [42, [fold('lasanji')]]]),
    );
    expect(searchPlaces(idx, 'Bombay', { limit: 5 }).map((p) => p.id)).toEqual([10]);
    expect(searchPlaces(idx, 'Бомбей', { limit: 5 }).map((p) => p.id)).toEqual([10]);
    expect(searchPlaces(idx, 'Kiev', { limit: 5 }).map((p) => p.id)).toEqual([20, 30]);
    expect(searchPlaces(idx, 'Київ', { limit: 5 }).map((p) => p.id)).toEqual([20]);
    // a name typed whole beats another place's longer name starting with it
    expect(searchPlaces(idx, '拉萨', { limit: 5 }).map((p) => p.id)).toEqual([40, 42, 41]);
    // similar sizes: the place whose current name it is first
    expect(searchPlaces(idx, 'Madras', { limit: 5 }).map((p) => p.id)).toEqual([51, 50]);
  });
});
