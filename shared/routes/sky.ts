/** The sky of a day: events, planetary hours, and the daily horoscopes. Part of THE route table (shared/routes.ts). */
import { CHARGED } from './common';
import type { RouteDef } from './types';

export const SKY_ROUTES: readonly RouteDef[] = [
  {
    name: 'horoscope-sign',
    language: 'field',
    method: 'GET',
    path: '/horoscope/{sign}',
    handler: 'functions/horoscope/sign.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'Today’s horoscope of one zodiac sign, with the daily records of the last seven days',
  },
  {
    name: 'horoscope-all',
    language: 'field',
    method: 'GET',
    path: '/horoscope/all',
    handler: 'functions/horoscope/all.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, daily: 'readwrite' },
    timeoutSeconds: 29,
    ai: true,
    summary: 'Today’s horoscopes of the twelve zodiac signs with previews',
  },
  // --- the sky calendar: exact events of the sky and planetary hours (shared/events, docs/events.md) ---
  {
    name: 'sky-events',
    method: 'GET',
    path: '/sky/events',
    handler: 'functions/sky/events.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    timeoutSeconds: 15,
    summary: 'The sky calendar of a window up to 366 days: eclipses, lunations, ingresses, stations, slow-planet aspects and void-of-course Moons, each at its exact moment',
  },
  {
    name: 'sky-planetary-hours',
    method: 'POST',
    path: '/sky/planetary-hours',
    handler: 'functions/sky/planetary-hours.ts',
    price: 1,
    rateLimit: 'standard',
    tables: CHARGED,
    summary: 'The 24 planetary hours of a date at a place (Chaldean order, day and night hours from sunrise and sunset)',
  },
];
