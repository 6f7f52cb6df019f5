/** The vedic routes. Part of THE route table (shared/routes.ts). */
import { CHARGED, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const VEDIC_ROUTES: readonly RouteDef[] = [
  // --- Vedic astrology (Jyotish) and KP: shared/vedic, docs/vedic.md (issue 36) ---
  {
    name: 'vedic-chart',
    language: 'field',
    method: 'POST',
    path: '/vedic/chart',
    handler: 'functions/vedic/chart.ts',
    // 1 credit; includeAI +50 (one Vedic reading by the AI layer: hold, write, settle)
    price: 'dynamic',
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    timeoutSeconds: 29,
    summary: 'Vedic (sidereal) chart: lagna and the nine grahas with rashi, nakshatra and pada, whole-sign house, dignity, and the vargas of the Shodashavarga asked for (ayanamsha, node); 1 credit, includeAI +50 for one Vedic reading',
  },
  {
    name: 'vedic-dasha',
    language: 'field',
    method: 'POST',
    path: '/vedic/dasha',
    handler: 'functions/vedic/dasha.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Vimshottari dasha: the balance at birth, the nine mahadashas over 120 years with antardashas and pratyantardashas (levels, yearDays), and the periods running at a date',
  },
  {
    name: 'vedic-panchang',
    language: 'field',
    method: 'POST',
    path: '/vedic/panchang',
    handler: 'functions/vedic/panchang.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'Panchang of a Hindu day at a place: vara, tithi, nakshatra, yoga and karana at sunrise with their ends and the next ones, sunrise, sunset, moonrise, moonset (standard or hindu), Rahu kaal, Gulika kaal, Yamaganda, Abhijit muhurta',
  },
  {
    name: 'vedic-match',
    language: 'field',
    method: 'POST',
    path: '/vedic/match',
    handler: 'functions/vedic/match.ts',
    price: 2,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Ashtakoota (Guna Milan) of two people (the bride first, people as POST /relationships): the eight kootas out of 36, each person’s Moon nakshatra and rashi, Manglik dosha, and a verdict',
  },
  {
    name: 'vedic-kp',
    language: 'field',
    method: 'POST',
    path: '/vedic/kp',
    handler: 'functions/vedic/kp.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Krishnamurti Paddhati: Placidus cusps and the nine grahas (KP ayanamsha) with sign, star, sub and sub-sub lords, and the significators of each house by the four KP levels',
  },
];
