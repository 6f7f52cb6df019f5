/** The chinese routes. Part of THE route table (shared/routes.ts). */
import { CHARGED, FREE, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const CHINESE_ROUTES: readonly RouteDef[] = [
  // --- Chinese astrology and calendar: shared/chinese, docs/chinese.md (issue 50) ---
  {
    name: 'chinese-bazi',
    method: 'POST',
    path: '/chinese/bazi',
    handler: 'functions/chinese/bazi.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'BaZi, the Four Pillars of Destiny: year, month, day and hour pillars to the second of the solar terms (hidden stems, ten gods, NaYin), the day master and the elements; with sex the luck pillars; the term and hour boundaries near the birth and the pillars they would change',
  },
  {
    name: 'chinese-calendar',
    method: 'GET',
    path: '/chinese/calendar',
    handler: 'functions/chinese/calendar.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The Chinese lunisolar date of a civil date (year by stem, branch and animal, month with leap, day), the solar term running and the next with its moment, and the day pillar (free)',
  },
  {
    name: 'chinese-solar-terms',
    method: 'GET',
    path: '/chinese/solar-terms',
    handler: 'functions/chinese/solar-terms.ts',
    price: 0,
    rateLimit: 'standard',
    tables: FREE,
    summary: 'The 24 solar terms (节气) of a year with their moments in UTC to the second (free)',
  },
];
