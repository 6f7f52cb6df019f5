/** Predictive techniques: progressions, arcs, returns, profections, firdaria, and birth-time rectification. Part of THE route table (shared/routes.ts). */
import { CHARGED, BIRTH_DATA } from './common';
import type { RouteDef } from './types';

export const PREDICTIVE_ROUTES: readonly RouteDef[] = [
  // --- predictive techniques (returns, progressions, solar arcs): added by the predictive engineer ---
  {
    name: 'predictive-solar-return',
    language: 'field',
    method: 'POST',
    path: '/predictive/solar-return',
    handler: 'functions/predictive/solar-return.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Solar return: the moment the Sun returns to its natal longitude (a year, or the next after a date), its chart (birthplace or relocated) and aspects to natal',
  },
  {
    name: 'predictive-lunar-return',
    language: 'field',
    method: 'POST',
    path: '/predictive/lunar-return',
    handler: 'functions/predictive/lunar-return.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Lunar return: the next after a date, or every return within a month, with charts and aspects to natal',
  },
  {
    name: 'predictive-progressions',
    language: 'field',
    method: 'POST',
    path: '/predictive/progressions',
    handler: 'functions/predictive/progressions.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Secondary progressions for a date: progressed bodies and angles, aspects to natal, progressed Moon sign and house changes within 12 months, progressed lunar phase',
  },
  {
    name: 'predictive-solar-arc',
    language: 'field',
    method: 'POST',
    path: '/predictive/solar-arc',
    handler: 'functions/predictive/solar-arc.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Solar arc directions for a date: the arc, directed bodies and angles, directed-to-natal aspects within 1 degree and their perfection dates within 12 months',
  },
  {
    name: 'predictive-profections',
    language: 'field',
    method: 'POST',
    path: '/predictive/profections',
    handler: 'functions/predictive/profections.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'Annual and monthly profections for a date: the profected whole-sign house, its sign and its lord (traditional rulers)',
  },
  {
    name: 'predictive-firdaria',
    language: 'field',
    method: 'POST',
    path: '/predictive/firdaria',
    handler: 'functions/predictive/firdaria.ts',
    price: 1,
    rateLimit: 'standard',
    tables: { ...CHARGED, blueprints: 'read' },
    data: BIRTH_DATA,
    summary: 'The firdaria from birth (day or night order, with their seven sub-periods) and the periods running at a date',
  },
  {
    name: 'birth-time-sensitivity',
    method: 'POST',
    path: '/birth-time/sensitivity',
    handler: 'functions/birth-time/sensitivity.ts',
    price: 2,
    rateLimit: 'standard',
    // blueprints: read a caller's saved blueprint (blueprintId instead of the birth data)
    tables: { ...CHARGED, blueprints: 'read' },
    timeoutSeconds: 15,
    data: BIRTH_DATA,
    summary: 'What a birth time\'s uncertainty changes: every feature of the chart and the bodygraph that changes within +-N minutes, with the exact moment, and those that hold',
  },
];
