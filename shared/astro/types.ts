/** Birth data as the core needs it (spec 2.2 minus city/country, which are labels only). */
export interface BirthInput {
  /** YYYY-MM-DD, local civil date */
  date: string;
  /** HH:MM, 24 hours, local civil time */
  time: string;
  /** IANA zone, Area/City */
  timezone: string;
  /** decimal degrees, north positive */
  latitude: number;
  /** decimal degrees, east positive */
  longitude: number;
  /** Optional caller's UTC offset (+HH:MM or +HH:MM:SS) overriding the zone (shared/astro/time.ts). */
  utcOffset?: string;
  /** The birth time is unknown: `time` is 12:00 and the moment says so (shared/astro/moment.ts). */
  timeUnknown?: boolean;
}
