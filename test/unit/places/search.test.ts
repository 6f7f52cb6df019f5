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

  it('matches by prefix, the most populous first, the exact name first among equals', () => {
    expect(searchPlaces(index, 'sao', { limit: 5 }).map((p) => p.id)).toEqual([1, 2]);
    expect(searchPlaces(index, 'PARIS', { limit: 5 }).map((p) => p.id)).toEqual([3, 5, 4]);
    expect(searchPlaces(index, 'paris', { limit: 1 }).map((p) => p.id)).toEqual([3]);
    expect(searchPlaces(index, 'paris', { limit: 5, country: 'us' }).map((p) => p.id)).toEqual([4]);
    expect(searchPlaces(index, 'cracow', { limit: 5 }).map((p) => p.id)).toEqual([6]);
    expect(searchPlaces(index, 'zz', { limit: 5 })).toEqual([]);
    expect(searchPlaces(index, '  ', { limit: 5 })).toEqual([]);
  });
});
