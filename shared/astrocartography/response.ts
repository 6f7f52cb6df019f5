/** Schema of `data` in the 200 answer of POST /v1/astrocartography (the API description documents it; tests validate real answers). */
import * as z from 'zod';
import { ANGLES } from './core';

const position = z.array(z.number().min(-180).max(180)).length(2).meta({ description: '[longitude, latitude], decimal degrees (GeoJSON order)' });
const lineRef = z.object({ body: z.string(), angle: z.enum(ANGLES) }).meta({ id: 'AstrocartographyLineRef' });

export const astrocartographyResponse = z
  .object({
    moment: z.string().meta({ description: 'the birth moment, ISO 8601 UTC' }),
    birthplace: z.object({ latitude: z.number(), longitude: z.number() }),
    siderealTime: z.number().meta({ description: 'Greenwich apparent sidereal time of the moment, degrees' }),
    bodies: z.array(
      z
        .object({
          body: z.string(),
          name: z.string(),
          rightAscension: z.number().meta({ description: 'apparent right ascension, degrees' }),
          declination: z.number().meta({ description: 'apparent declination, degrees' }),
          mcLongitude: z.number().meta({ description: 'the longitude of its MC line (east positive)' }),
        })
        .loose(),
    ),
    lines: z
      .object({
        type: z.literal('FeatureCollection'),
        features: z.array(
          z
            .object({
              type: z.literal('Feature'),
              properties: lineRef,
              geometry: z.union([
                z.object({ type: z.literal('LineString'), coordinates: z.array(position) }),
                z.object({ type: z.literal('MultiLineString'), coordinates: z.array(z.array(position)) }).meta({ description: 'a line split at the antimeridian' }),
              ]),
            })
            .loose(),
        ),
      })
      .meta({ description: 'GeoJSON (RFC 7946): one feature per body and angle (MC, IC, ASC, DSC)' }),
    parans: z
      .array(z.object({ lines: z.array(lineRef).length(2).meta({ description: 'the two lines that cross' }), latitude: z.number(), longitude: z.number() }).loose())
      .optional()
      .meta({ description: 'with parans: where two lines of different bodies cross, north to south' }),
    places: z
      .array(
        z
          .object({
            name: z.string(),
            latitude: z.number(),
            longitude: z.number(),
            lines: z.array(z.object({ body: z.string(), angle: z.enum(ANGLES), distanceKm: z.number().min(0) }).loose()),
          })
          .loose(),
      )
      .optional()
      .meta({ description: 'with places: each place with the lines within withinKm, nearest first' }),
  })
  .loose().meta({ id: 'Astrocartography' });
