/** The calculators and the numerology report. Part of THE route table (shared/routes.ts). */
import { CHARGED, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const CALCULATORS_ROUTES: readonly RouteDef[] = [
  {
    name: 'calculators-life-path',
    language: 'field',
    method: 'POST',
    path: '/calculators/life-path',
    handler: 'functions/calculators/life-path.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'Life path number with its meaning',
  },
  {
    name: 'calculators-big-3',
    language: 'field',
    method: 'POST',
    path: '/calculators/big-3',
    handler: 'functions/calculators/big-3.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    data: BIRTH_DATA,
    summary: 'Sun, Moon and rising sign',
  },
  {
    name: 'calculators-natal-chart',
    language: 'field',
    method: 'POST',
    path: '/calculators/natal-chart',
    handler: 'functions/calculators/natal-chart.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    data: BIRTH_DATA,
    summary: 'Full natal chart: bodies, points, 12 houses, aspects',
  },
  // --- the numerology report: shared/numerology, docs/numerology.md (issue 50) ---
  {
    name: 'numerology-report',
    language: 'field',
    method: 'POST',
    path: '/numerology/report',
    handler: 'functions/numerology/report.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    // a stored subject stands for the name and birth date (its birth data is read like the other birth-data routes')
    data: BIRTH_DATA,
    summary: 'Numerology report (Pythagorean or Chaldean): life path, expression, soul urge, personality, birthday, maturity, pinnacles and challenges with their ages, karmic debts and lessons, hidden passion, the Lo Shu grid, personal year, month and day, each with its meaning; names in Latin, Greek, Cyrillic or Devanagari',
  },
];
