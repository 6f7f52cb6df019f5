/**
 * Request schemas of the astrocartography routes: the birth data of spec 2.2 or a `blueprintId`
 * (birthOrBlueprint, as the predictive routes), the bodies drawn, and for the JSON route the
 * parans and the places to look up. Messages follow the `"<error>|<message>"` convention.
 */
import * as z from 'zod';
import { coordinate, singleLine } from '../http/schemas';
import { imageOptions } from '../images/request';
import { birthOrBlueprint } from '../predictive/request';

/** The bodies that can have lines, from the one catalogue (shared/astro/bodies.ts): the ten planets, Chiron and the nodes. */
export const ACG_BODIES = ['sun', 'moon', 'mercury', 'venus', 'mars', 'jupiter', 'saturn', 'uranus', 'neptune', 'pluto', 'chiron', 'north_node', 'south_node'] as const;
export type AcgBody = (typeof ACG_BODIES)[number];
export const DEFAULT_ACG_BODIES: readonly AcgBody[] = ACG_BODIES.slice(0, 10);
export const WITHIN_KM = { default: 500, max: 2000 } as const;
export const MAX_PLACES = 20;

const ERR = 'Invalid request body';

const bodies = z
  .array(z.enum(ACG_BODIES, { error: `${ERR}|bodies is a list out of ${ACG_BODIES.join(', ')}` }), { error: `${ERR}|bodies is a list out of ${ACG_BODIES.join(', ')}` })
  .min(1, { error: `${ERR}|bodies must name at least one body` })
  .transform((list) => ACG_BODIES.filter((b) => list.includes(b)))
  .optional()
  .meta({ description: `the bodies whose lines are drawn, default the ten planets; any of ${ACG_BODIES.join(', ')} (the nodes: the true node)`, example: ['sun', 'moon', 'venus', 'jupiter'] });

const place = z
  .strictObject(
    {
      name: z
        .string({ error: `${ERR}|each place needs a name (1 to 100 characters)` })
        .trim()
        .min(1, { error: `${ERR}|each place needs a name (1 to 100 characters)` })
        .max(100, { error: `${ERR}|each place needs a name (1 to 100 characters)` })
        .superRefine(singleLine('name')),
      latitude: coordinate('latitude', 90),
      longitude: coordinate('longitude', 180),
    },
    { error: `${ERR}|each place is {name, latitude, longitude}` },
  )
  .meta({ description: 'a place to look up: its name and coordinates (decimal degrees)' });

const acgFields = {
  bodies,
  parans: z
    .boolean({ error: `${ERR}|parans must be true or false` })
    .optional()
    .meta({ description: 'also the parans: the latitudes where two lines of different bodies cross (default false)', example: true, default: false }),
  places: z
    .array(place, { error: `${ERR}|places is a list of {name, latitude, longitude}` })
    .max(MAX_PLACES, { error: `${ERR}|places holds at most ${MAX_PLACES} places` })
    .optional()
    .meta({ description: `up to ${MAX_PLACES} places: for each, the lines within withinKm, nearest first`, example: [{ name: 'Lisbon', latitude: 38.7223, longitude: -9.1393 }] }),
  withinKm: z
    .number({ error: `${ERR}|withinKm must be a number of kilometres from 1 to ${WITHIN_KM.max}` })
    .min(1, { error: `${ERR}|withinKm must be a number of kilometres from 1 to ${WITHIN_KM.max}` })
    .max(WITHIN_KM.max, { error: `${ERR}|withinKm must be a number of kilometres from 1 to ${WITHIN_KM.max}` })
    .optional()
    .meta({ description: `how near a line must pass a place to be listed, km (default ${WITHIN_KM.default})`, example: 500, default: WITHIN_KM.default }),
};

export const astrocartographySchema = birthOrBlueprint(acgFields).meta({ id: 'AstrocartographyRequest' });
export type AstrocartographyRequest = z.output<typeof astrocartographySchema>;

// the map takes the image options but `aspects` (a wheel's)
const { format, size, theme } = imageOptions;
export const astrocartographyImageSchema = birthOrBlueprint({ bodies, format, size, theme }).meta({ id: 'AstrocartographyMapRequest' });
export type AstrocartographyImageRequest = z.output<typeof astrocartographyImageSchema>;
