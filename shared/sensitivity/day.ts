/**
 * Human Design of an unknown birth time (pure, on the ephemeris): what holds over the whole local
 * birth day, from 00:00:00 to 23:59:59. The bodygraph's features are followed across the day by the
 * birth-time sensitivity scan (core.ts: a grid, then bisection to the moment each changes); a
 * feature that never changes is answered (its value at 12:00, the same all day), one that changes is
 * null, and the changes are listed with their moments. docs/human-design.md "Unknown birth time".
 */
import { resolveChartSettings } from '../astro/options';
import { epochMsFromJd } from '../astro/time';
import { birthDayBounds } from '../astro/moment';
import { computeHumanDesign, type HumanDesignChart } from '../human-design/chart';
import { birthTimeSensitivity, CHANNEL_FEATURE } from './core';

export interface DayTimeInput {
  date: string;
  timezone: string;
  longitude?: number;
  utcOffset?: string;
}

/** The fields of a blueprint's Human Design that the time of day decides: always null without a birth time. */
export const HD_TIME_FIELDS = ['centers', 'definedCenters', 'undefinedCenters', 'gates', 'variables', 'motivation', 'perspective', 'digestion', 'environment', 'designSense', 'activations', 'birthUtc', 'designUtc'] as const;

/** A feature that changed within the day, and when (ISO 8601 UTC). */
export interface DayChange {
  feature: string;
  from: string;
  to: string;
  at: string;
}

export interface DayHumanDesign {
  /** The features that hold over the day (null where they do not), and the time-of-day fields as null. */
  data: Record<string, unknown>;
  /** The fields left out (null). */
  absent: string[];
  /** What changes during the day. */
  changes: DayChange[];
  /** Which of the noon chart's features hold over the whole day (the AI layer's facts are made from these: ai/from-core.ts). */
  holds: DayHolds;
  /** The noon chart's channels that hold over the whole day. */
  channels: HumanDesignChart['channels'];
  /** The chart of 12:00 local time (the values of the features that hold). */
  noon: HumanDesignChart;
}

/** The features of the noon chart that hold over the day (true) or change within it (false). */
export interface DayHolds {
  /** The type, and with it the strategy, signature and not-self theme. */
  type: boolean;
  authority: boolean;
  profile: boolean;
  definition: boolean;
  incarnationCross: boolean;
}

/** The UT Julian days of 00:00:00 and 23:59:59 local time of a date. */
export function dayBounds(input: DayTimeInput): { startJd: number; endJd: number } {
  return birthDayBounds(input);
}

/** The Human Design features that hold over the local birth day. */
export function humanDesignOverDay(input: DayTimeInput): DayHumanDesign {
  const noon = computeHumanDesign({ ...input, time: '12:00' });
  const { startJd, endJd } = dayBounds(input);
  const scan = birthTimeSensitivity({
    jdUT: (startJd + endJd) / 2,
    latitude: 0,
    longitude: input.longitude ?? 0,
    settings: resolveChartSettings({}),
    offsetSecondsAt: () => 0,
    standardOffsetSecondsAt: () => 0,
    plusMinusMinutes: ((endJd - startJd) * 1440) / 2,
    groups: ['humanDesign'],
    channels: true,
  });
  const changed = new Set(scan.changes.map((c) => c.feature));
  const holds = (feature: string): boolean => !changed.has(`humanDesign.${feature}`);
  const type = holds('type');
  const authority = holds('authority');
  const profile = holds('profile');
  const definition = holds('definition');
  const cross = holds('incarnationCross');
  const c = noon.incarnationCross;
  const channels = noon.channels.filter((ch) => !changed.has(`${CHANNEL_FEATURE}${ch.gates[0]}-${ch.gates[1]}`));
  const data: Record<string, unknown> = {
    type: type ? noon.type : null,
    strategy: type ? noon.strategy : null,
    authority: authority ? noon.authority : null,
    profile: profile ? noon.profile.label : null,
    profileName: profile ? noon.profile.name : null,
    channels: channels.map((ch) => ({ gates: [ch.gates[0], ch.gates[1]], name: ch.name, centers: [ch.centers[0], ch.centers[1]] })),
    definition: definition ? noon.definition : null,
    incarnationCross: cross ? { name: c.name, angle: c.angle, gates: [c.gates.personalitySun, c.gates.personalityEarth, c.gates.designSun, c.gates.designEarth], label: c.label } : null,
    signature: type ? noon.signature : null,
    notSelfTheme: type ? noon.notSelfTheme : null,
  };
  for (const f of HD_TIME_FIELDS) data[f] = null;
  const absent = Object.entries(data)
    .filter(([, v]) => v === null)
    .map(([k]) => k);
  const changes = scan.changes.map((ch) => ({ feature: ch.feature, from: ch.from, to: ch.to, at: new Date(Math.round(epochMsFromJd(ch.jd))).toISOString() }));
  return { data, absent, changes, holds: { type, authority, profile, definition, incarnationCross: cross }, channels, noon };
}
