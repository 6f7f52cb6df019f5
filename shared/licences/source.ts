/**
 * The source offer of GET /v1/source (docs/licences.md): the project is AGPL-3.0 and computes with
 * the Swiss Ephemeris (sweph), itself AGPL-3.0 or the Swiss Ephemeris Professional Licence. A
 * network service built on the AGPL edition must offer its users the complete corresponding source
 * of what runs (AGPL-3.0 section 13): this answer names where it is (`SOURCE_URL`, set by the
 * operator: context `sourceUrl` of the deploy).
 */
export const PROJECT_LICENCE = 'AGPL-3.0-only';

export interface SourceOffer {
  licence: string;
  sourceUrl: string | null;
  offer: string;
  ephemeris: { library: string; licence: string; url: string };
  notices: string;
}

export function sourceOffer(sourceUrl: string | null): SourceOffer {
  return {
    licence: PROJECT_LICENCE,
    sourceUrl,
    offer:
      sourceUrl !== null
        ? `The complete source of this service, as it runs, is available under the GNU AGPL 3.0 at ${sourceUrl}.`
        : 'This deployment names no source location (SOURCE_URL); the GNU AGPL 3.0 entitles you to the complete source of this service: ask its operator.',
    ephemeris: {
      library: 'Swiss Ephemeris (Astrodienst AG), through the sweph package',
      licence: 'AGPL-3.0, or the Swiss Ephemeris Professional Licence for deployments that do not offer their source',
      url: 'https://www.astro.com/swisseph/',
    },
    notices: 'THIRD_PARTY_NOTICES (the licences of every production dependency) is in the source',
  };
}
