/**
 * Schemas of `data` in the sign horoscopes' answers; see shared/astro/response.ts.
 */
import * as z from 'zod';
import { int, sign } from '../answers';
/** The twelve sign horoscopes of a day (GET /horoscope/all, and /horoscope/ALL through the {sign} route). */
const allSigns = z
  .object({
    date: z.string(),
    horoscopes: z.record(z.string(), z.object({ sign: sign(), content: z.string(), preview: z.string(), updatedAt: z.string() }).loose().meta({ id: 'SignHoroscope' })),
    count: int().min(0),
  })
  .loose().meta({ id: 'DailyHoroscopes' });

// `all` in another letter case reaches the {sign} route and answers as /horoscope/all
export const horoscopeSignResponse = z.union([
    z
      .object({
        sign: sign(),
        date: z.string(),
        content: z.string(),
        transits: z.array(z.object({ id: z.string(), date: z.string(), dailyInsight: z.string() }).loose().meta({ id: 'HoroscopeTransit' })),
        updatedAt: z.string(),
      })
      .loose().meta({ id: 'Horoscope' }),
    allSigns,
  ])
  .meta({ id: 'HoroscopeBySign', description: 'a sign’s horoscope, or (for `all` in any letter case) the twelve' });

export const horoscopeAllResponse = allSigns;
